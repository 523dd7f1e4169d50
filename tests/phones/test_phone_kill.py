"""The laptop killed (SIGKILL) just after a phone's move was answered, then Continue: nothing a phone did is lost
and nothing is played twice (issue 55). The app runs for real in a child process (`python -m tabletop play
la-criatura --phones 6`, headless, on 127.0.0.1), the phones are aiohttp clients, Continue is the saved game
rebuilt and opened at a table here."""

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
from tests.phones.wiring_helpers import Phone, run

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
                await phones[0].until(lambda: all(p.snapshot for p in phones), timeout=20)
                for n in range(before + 1):        # each seat its last choice, as moves_to_the_vote played
                    await phones[0].until(lambda k=n: any(p.snapshot["my_turn"] and p.snapshot["version"] == k
                                                          for p in phones), timeout=20)
                    mover = next(p for p in phones if p.snapshot["my_turn"] and p.snapshot["version"] == n)
                    choice = mover.snapshot["choices"][-1]
                    seq = await mover.send_move(choice)
                    await mover.until(lambda m=mover, q=seq: q in m.results, timeout=20)
                    assert mover.results[seq]["type"] == "accepted", mover.results[seq]
                assert mover.welcome["seat"] == voter
                return mover.welcome["device"], {"type": "move", "seq": seq, "index": choice["index"],
                                                 "key": choice["key"]}

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
            pump = lambda: app.step(1 / 60)                        # noqa: E731
            phone = await Phone(s, table.phones.url(voter)).join(device=device)
            await phone.until(lambda: phone.got, pump=pump)
            assert phone.welcome is not None, f"the phone that held the seat is held for the host: {phone.got[0]}"
            await phone.ws.send_str(json.dumps(frame))   # phone.js sends a move it never saw answered again
            await phone.until(lambda: frame["seq"] in phone.results, pump=pump)
            for _ in range(10):
                pump()
            assert phone.results[frame["seq"]] == {"type": "accepted", "seq": frame["seq"]}, "the same answer"
            assert len(table.session.moves) == before + 1, "the resent vote was played again"
            assert phone.welcome["next_seq"] == frame["seq"] + 1
            stranger = await Phone(s, table.phones.url(voter)).join()     # someone else with the link
            await stranger.until(lambda: stranger.got, pump=pump)
            assert stranger.got[0]["type"] == "held", "after Continue another phone with the link needs the host"

    run(resend())
    assert len(read_save(table.session.match.save_path).moves) == before + 1
