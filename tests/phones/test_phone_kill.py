"""The laptop killed (SIGKILL) just after a phone's move was answered, then Continue: nothing a phone did is lost
and nothing is played twice (issue 55). The app runs for real in a child process (`python -m tabletop play
la-criatura --phones 6`, headless, on 127.0.0.1), the phones are aiohttp clients, Continue is the saved game
rebuilt and opened at a table here."""

import asyncio
import contextlib
import json
import os
import queue
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import aiohttp
import pytest

import rules
from tabletop.couch.match import Match
from tabletop.couch.resume import rebuild, unfinished_games
from tabletop.storage.saves import SeatSetup, read_save
from tests.couch.killing import the_save
from tests.phones.wiring_helpers import run

ROOT = Path(__file__).resolve().parents[2]
GAME, PLAYERS, SEED = "la-criatura", 6, 1


def links_of(child: subprocess.Popen, n: int, wait: float = 60) -> list[str]:
    """The n phone links the app prints, one line each, as soon as its server listens."""
    said: queue.Queue = queue.Queue()
    threading.Thread(target=lambda: [said.put(line.strip()) for line in child.stdout], daemon=True).start()
    lines, end = [], time.monotonic() + wait
    while len(lines) < n and time.monotonic() < end:
        with contextlib.suppress(queue.Empty):
            lines.append(said.get(timeout=max(0.01, end - time.monotonic())))
    assert len(lines) == n, (lines, child.poll())
    return [line.split(": ", 1)[1] for line in lines]


def moves_to_the_vote() -> tuple[int, int]:
    """(moves before it, the seat): each seat playing its last choice, when the seat to act first has a move that
    stays open to it once played (the leader's two votes): a resent frame would be played twice."""
    game = rules.games()[GAME]
    match = Match.new(game, PLAYERS, SEED, seats=[SeatSetup(name=f"P{i}") for i in range(PLAYERS)], autosave=False)
    while True:
        seat = match.to_act()[0]
        last = game.legal_moves(match.state, seat)[-1]
        after = game.apply(match.state, last)
        if seat in game.to_act(after) and last in game.legal_moves(after, seat):
            return len(match.moves), seat
        match.play(last)


class Phone:
    """One phone on its link: the newest snapshot, the answers, the device token."""

    def __init__(self, session, url: str):
        self.session, self.url = session, url
        self.snapshot, self.welcome, self.held = None, None, False
        self.answers: dict[int, dict] = {}
        self.seq = 0

    async def join(self, device: str | None = None) -> "Phone":
        self.ws = await self.session.ws_connect(self.url.replace("/j/", "/ws/"))
        await self.ws.send_str(json.dumps({"type": "join", **({"device": device} if device else {})}))
        self.reader = asyncio.create_task(self._read())
        return self

    async def _read(self) -> None:
        async for msg in self.ws:
            data = json.loads(msg.data)
            if data["type"] == "snapshot":
                self.snapshot = data["snapshot"]
            elif data["type"] == "welcome":
                self.welcome = data
                self.seq = data["next_seq"] - 1
            elif data["type"] == "held":
                self.held = True
            elif data["type"] in ("accepted", "refused"):
                self.answers[data["seq"]] = data

    async def send(self, frame: dict) -> None:
        await self.ws.send_str(json.dumps(frame))


async def until(test, pump=None, timeout: float = 20.0) -> None:
    end = time.monotonic() + timeout
    while not test():
        assert time.monotonic() < end, "timed out"
        if pump is not None:
            pump()
        await asyncio.sleep(0.01)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_vote_answered_then_sigkill_and_continue_is_answered_again_and_not_played_twice(app, tmp_path,
                                                                                          monkeypatch):
    data = tmp_path / "data"
    monkeypatch.setenv("MENAGERIE_DATA_DIR", str(data))       # the child's folder is the one Continue reads
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "MENAGERIE_DATA_DIR": str(data)}
    before, voter = moves_to_the_vote()
    child = subprocess.Popen([sys.executable, "-m", "tabletop", "play", GAME, "--players", str(PLAYERS), "--humans",
                              "0", "--phones", str(PLAYERS), "--host", "127.0.0.1", "--port", "0", "--seed", str(SEED),
                              "--speed", "0"], cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                             text=True)
    try:
        links = links_of(child, PLAYERS)

        async def play_to_the_vote():
            async with aiohttp.ClientSession() as s:
                phones = [await Phone(s, link).join() for link in links]
                await until(lambda: all(p.snapshot for p in phones))
                for n in range(before + 1):
                    mover = next(p for p in phones if p.snapshot["my_turn"] and p.snapshot["version"] == n)
                    choice = mover.snapshot["choices"][-1]
                    mover.seq += 1
                    frame = {"type": "move", "seq": mover.seq, "index": choice["index"], "key": choice["key"]}
                    await mover.send(frame)
                    await until(lambda m=mover: m.seq in m.answers)
                    assert mover.answers[mover.seq]["type"] == "accepted", mover.answers[mover.seq]
                    if n < before:
                        await until(lambda k=n: any(p.snapshot["my_turn"] and p.snapshot["version"] == k + 1
                                                    for p in phones))
                assert mover.welcome["seat"] == voter
                return mover.welcome["device"], frame

        device, frame = run(play_to_the_vote(), timeout=120)
    finally:
        os.kill(child.pid, signal.SIGKILL)          # the laptop dies right after answering the vote
        child.wait(20)
        child.stdout.close()
    assert child.returncode == -signal.SIGKILL
    saved = read_save(the_save(data / "saves"))
    assert len(saved.moves) == before + 1, "the vote was saved before it was answered"

    app.settings.phone_address, app.settings.phone_port = "127.0.0.1", 32172   # never elsewhere, whatever the code
    (match, config), why = rebuild(unfinished_games(app)[0])            # Continue
    assert why is None
    table = app.open("table", match.game, config, match=match)
    assert table.phones.url(voter).startswith("http://127.0.0.1:")

    async def resend():
        async with aiohttp.ClientSession() as s:
            phone = await Phone(s, table.phones.url(voter)).join(device=device)
            await until(lambda: phone.welcome is not None or phone.held, pump=lambda: app.step(1 / 60))
            assert phone.welcome is not None, "the phone that held the seat is held for the host"
            await phone.send(frame)                 # phone.js sends a move it never saw answered again
            await until(lambda: frame["seq"] in phone.answers, pump=lambda: app.step(1 / 60))
            for _ in range(10):
                app.step(1 / 60)
            assert phone.answers[frame["seq"]] == {"type": "accepted", "seq": frame["seq"]}, "the same answer"
            assert len(table.session.moves) == before + 1, "the resent vote was played again"
            assert phone.welcome["next_seq"] == frame["seq"] + 1
            stranger = await Phone(s, table.phones.url(voter)).join()     # someone else with the link
            await until(lambda: stranger.held or stranger.welcome is not None, pump=lambda: app.step(1 / 60))
            assert stranger.held, "after Continue another phone with the link still needs the host"

    run(resend())
    assert len(read_save(table.session.match.save_path).moves) == before + 1
