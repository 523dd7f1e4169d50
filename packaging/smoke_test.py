"""The frozen app's smoke test: run the built bundle headless the way a release is checked on each system.

    python packaging/smoke_test.py dist                  # the app that packaging/build.py built into dist/
    python packaging/smoke_test.py dist --only phone     # one step (version, start, a game id, german, phone)

Steps, each printed as PASS or FAIL with what went wrong: `--version` says pyproject's version; the menu
starts and draws; a bots-only game of each of the nine games is played to its end; a game in German ends
with the German final score; a game with a phone seat, joined over 127.0.0.1 by this script's own phone (a
plain websocket client, as the phone page speaks), is played to its end from the phone; the app quits
cleanly each time. Everything the app keeps goes to a scratch data folder, never the user's. Exit 0 when
every step passed.

Runs from the checkout (it reads the game list and the version from it; aiohttp is the phone's client).
"""

import argparse
import asyncio
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "packaging"))

from build import executable, project_version  # noqa: E402

GAME_TIMEOUT = 300          # seconds for one bots-only game (a slow runner; they take seconds)
LINK = re.compile(r"^(?P<seat>.+?): (?P<url>http://127\.0\.0\.1:\d+/j/\S+)$")
TAP_GAP = 0.12              # the phone server lets a phone move ten times a second at most


def nine_games() -> dict[str, int]:
    """Every game with a table and its fewest players (the quickest game that still plays every part), from the
    checkout (the bundle ships the same registry)."""
    from tabletop.games import playable_games

    return {game_id: game.min_players for game_id, game in playable_games().items()}


class Frozen:
    """The frozen app, started headless in a scratch home and data folder."""

    def __init__(self, dist: Path, home: Path):
        self.exe = executable(dist)
        self.home = home
        self.env = {k: v for k, v in os.environ.items() if not k.startswith(("MENAGERIE_", "XDG_"))}
        self.env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", HOME=str(home), USERPROFILE=str(home),
                        APPDATA=str(home / "AppData" / "Roaming"), MENAGERIE_DATA_DIR=str(home / "data"),
                        PYTHONIOENCODING="utf-8")

    def command(self, *args: str) -> list[str]:
        return [str(self.exe), *args]

    def output(self) -> Path:
        """A new file for the next run's printed output: the frozen app writes there (MENAGERIE_OUTPUT,
        packaging/launch.py), since a Windows or macOS app has no console whose output a pipe could read."""
        self.runs = getattr(self, "runs", 0) + 1
        path = self.home / f"output-{self.runs}.txt"
        path.write_text("", encoding="utf-8")
        return path

    def run(self, *args: str, timeout: float = GAME_TIMEOUT) -> subprocess.CompletedProcess:
        out = self.output()
        done = subprocess.run(self.command(*args), cwd=self.home, env=dict(self.env, MENAGERIE_OUTPUT=str(out)),
                              stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                              timeout=timeout)
        return subprocess.CompletedProcess(done.args, done.returncode, read(out), read(Path(f"{out}.err")))

    def start(self, *args: str) -> tuple[subprocess.Popen, Path]:
        out = self.output()
        game = subprocess.Popen(self.command(*args), cwd=self.home, env=dict(self.env, MENAGERIE_OUTPUT=str(out)),
                                stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        return game, out


def read(path: Path) -> str:
    return path.read_text(encoding="utf-8", errors="replace") if path.is_file() else ""


class Failed(Exception):
    pass


def ran(done: subprocess.CompletedProcess) -> str:
    if done.returncode != 0:
        raise Failed(f"exit {done.returncode}\n--- stdout\n{done.stdout[-2000:]}\n--- stderr\n{done.stderr[-4000:]}")
    return done.stdout


# ----- the steps ---------------------------------------------------------------------------------------
def step_version(app: Frozen) -> str:
    said = ran(app.run("--version", timeout=60)).strip()
    if project_version() not in said.split():
        raise Failed(f"--version said {said!r}, pyproject.toml says {project_version()}")
    return said


def step_start(app: Frozen) -> str:
    shot = app.home / "menu.png"
    ran(app.run("--max-frames", "5", "--screenshot", str(shot), timeout=120))
    if not shot.is_file() or not shot.read_bytes().startswith(b"\x89PNG"):
        raise Failed("no picture of the menu was saved")
    return "the menu drew 5 frames and quit"


def step_game(app: Frozen, game: str, players: int, seed: int = 5) -> str:
    out = ran(app.run("play", game, "--players", str(players), "--humans", "0", "--speed", "0", "--seed", str(seed),
                      "--quit-when-over"))
    lines = [line for line in out.splitlines() if line.strip()]
    if not lines:
        raise Failed("the game printed no result")
    return lines[-1][:100]


def step_german(app: Frozen) -> str:
    out = ran(app.run("play", "strange-creatures", "--humans", "0", "--speed", "0", "--seed", "7", "--quit-when-over",
                      "--lang", "de"))
    if "Endstand" not in out:
        raise Failed(f"no German final score (Endstand) in:\n{out[-1500:]}")
    return next(line for line in out.splitlines() if "Endstand" in line)[:100]


async def play_from_phone(url: str, game: subprocess.Popen, rnd: random.Random) -> int:
    """Join `url` as a phone and play a random open choice on each turn until the game is over; the moves made."""
    import aiohttp

    moves, seq, waiting, sent_at = 0, 0, None, -1
    answered: set[int] = set()
    async with aiohttp.ClientSession() as session, session.ws_connect(url.replace("/j/", "/ws/")) as ws:
        await ws.send_str(json.dumps({"type": "join"}))
        async for message in ws:
            if message.type != aiohttp.WSMsgType.TEXT:
                break
            data = json.loads(message.data)
            if data["type"] == "welcome":
                seq = data["next_seq"] - 1
            elif data["type"] in ("accepted", "refused"):
                answered.add(data["seq"])
            elif data["type"] == "closed" or game.poll() is not None:
                break
            if data["type"] != "snapshot":
                continue
            snapshot = data["snapshot"]
            if snapshot["over"]:
                return moves
            if waiting is not None and (waiting not in answered or snapshot["version"] <= sent_at):
                continue
            if snapshot["my_turn"] and snapshot["choices"]:
                await asyncio.sleep(TAP_GAP)
                choice = rnd.choice(snapshot["choices"])
                seq += 1
                waiting, sent_at = seq, snapshot["version"]
                await ws.send_str(json.dumps({"type": "move", "seq": seq, "index": choice["index"],
                                              "key": choice["key"]}))
                moves += 1
    raise Failed(f"the phone was closed out before the game ended ({moves} moves made)")


def step_phone(app: Frozen) -> str:
    game, out = app.start("play", "hi-lo-hijinks", "--players", "3", "--humans", "0", "--phones", "1", "--host",
                     "127.0.0.1", "--port", "0", "--speed", "0", "--seed", "11", "--quit-when-over")
    try:
        url = None
        started = time.monotonic()
        while url is None and time.monotonic() - started < 120 and game.poll() is None:
            found = [m for m in (LINK.match(line.strip()) for line in read(out).splitlines()) if m]
            url = found[0]["url"] if found else None
            time.sleep(0.2)
        if url is None:
            raise Failed(f"the app printed no phone link (exit {game.poll()}):\n{read(Path(f'{out}.err'))[-3000:]}")
        moves = asyncio.run(asyncio.wait_for(play_from_phone(url, game, random.Random(4)), GAME_TIMEOUT))
        game.wait(timeout=60)
        if game.returncode != 0:
            raise Failed(f"exit {game.returncode} after the phone's game\n{read(Path(f'{out}.err'))[-3000:]}")
        return f"a phone joined at {url.split('/j/')[0]} and played {moves} moves to the end"
    finally:
        if game.poll() is None:
            game.kill()
            game.wait()


def steps(games: dict[str, int]) -> dict:
    return {"version": step_version, "start": step_start,
            **{game: (lambda app, g=game, n=players: step_game(app, g, n)) for game, players in games.items()},
            "german": step_german, "phone": step_phone}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dist", type=Path, help="the dist folder packaging/build.py built into")
    parser.add_argument("--only", action="append", default=[], help="run only this step (repeatable)")
    args = parser.parse_args(argv)
    dist = args.dist.resolve()
    if not executable(dist).is_file():
        print(f"FAIL  no built app at {executable(dist)}: run python packaging/build.py first", flush=True)
        return 1
    chosen = steps(nine_games())
    unknown = [name for name in args.only if name not in chosen]
    if unknown:
        print(f"no step {', '.join(unknown)}; the steps: {', '.join(chosen)}", file=sys.stderr)
        return 2
    failed = []
    with tempfile.TemporaryDirectory(prefix="menagerie-smoke-") as scratch:
        app = Frozen(dist, Path(scratch))
        for name, step in chosen.items():
            if args.only and name not in args.only:
                continue
            started = time.monotonic()
            try:
                said = step(app)
            except (TimeoutError, Failed, subprocess.TimeoutExpired, OSError) as err:
                failed.append(name)
                print(f"FAIL  {name} ({time.monotonic() - started:.1f} s): {err}", flush=True)
            else:
                print(f"PASS  {name} ({time.monotonic() - started:.1f} s): {said}", flush=True)
    print(f"smoke test of {executable(dist)}: " + (f"{len(failed)} failed: {', '.join(failed)}" if failed
                                                    else "every step passed"), flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
