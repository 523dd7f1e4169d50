"""`python -m tests.tabletop.pixel_snapshots OUT [--before DIR]`: pictures of all nine tables, for a refactor that
must not move a pixel: each game at 1024x640, 1280x800 and 1920x1080, in English and German, from seat 0's view
a few of its own moves into a game (bots at the other seats, seeded, instant), and the TV window beside it.

With --before, each picture is compared with the one of the same name there and the differing pixels are counted
(a line per picture that differs, and a summary); the exit code is 1 when any differs. Run it before the change,
then after, on the same machine (two runs of the same code draw the same pixels: the bots are seeded and instant,
animations off; except La Criatura's die in the air, whose tumbling frame follows the clock: a 61x61 patch).
Not a test: it makes files for a person to look at."""

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]
LANGS = ["en", "de"]
OWN_MOVES = 2          # seat 0's moves played before the pictures (the table then shows a game under way)
SEED = 5


def settle(app, frames: int = 40) -> None:
    for _ in range(frames):
        app.step(1 / 60)


def pictures(game_id: str, lang: str, out: Path) -> list[Path]:
    """One game's pictures in one language: the laptop at every size, and the TV window."""
    import pygame

    import rules
    from tabletop import language
    from tabletop.app import App
    from tabletop.settings import Settings
    from tabletop.table.session import HUMAN, RANDOM_SEAT, GameConfig, SeatConfig

    language.choose(lang)
    game = rules.games()[game_id]
    app = App(size=SIZES[0], settings=Settings(animation="Off", bot_pace="Instant", language=lang), headless=True,
              lang=lang)
    seats = [SeatConfig("Ada", HUMAN)] + [SeatConfig(f"Bot {i}", RANDOM_SEAT) for i in range(1, game.usual_players)]
    table = app.open("table", game, GameConfig(game_id, seats, SEED, hints=False), pace=0)
    own = 0
    for _ in range(20_000):
        settle(app, 1)
        if table.session.over or app.top is not table:
            break
        if 0 in table.session.to_act() and table.my_moves():
            if own == OWN_MOVES:
                break
            table.perform(table.my_moves()[0])
            own += 1
    made = []
    for w, h in SIZES:
        app.window.size = (w, h)
        pygame.event.post(pygame.event.Event(pygame.WINDOWRESIZED, x=w, y=h, window=app.window))
        settle(app)
        app.draw()
        path = out / f"{game_id}-{lang}-{w}x{h}.png"
        pygame.image.save(app.surface, str(path))
        made.append(path)
    app.open_tv()
    app.tv.update()
    path = out / f"{game_id}-{lang}-tv.png"
    app.tv.draw(app.tv.window.get_surface())
    pygame.image.save(app.tv.window.get_surface(), str(path))
    made.append(path)
    app.finish()
    return made


def differing(before: Path, after: Path) -> int:
    """Pixels that differ between two pictures (all of them when the sizes differ)."""
    import pygame

    a, b = pygame.image.load(str(before)), pygame.image.load(str(after))
    if a.get_size() != b.get_size():
        return max(a.get_width() * a.get_height(), b.get_width() * b.get_height())
    pa, pb = pygame.image.tobytes(a, "RGB"), pygame.image.tobytes(b, "RGB")
    return sum(pa[i:i + 3] != pb[i:i + 3] for i in range(0, len(pa), 3)) if pa != pb else 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m tests.tabletop.pixel_snapshots")
    p.add_argument("out", type=Path)
    p.add_argument("--before", type=Path, default=None)
    p.add_argument("--games", default=None, help="comma-separated game ids (default: all nine)")
    args = p.parse_args(argv)
    from tabletop.games import playable_games

    args.out.mkdir(parents=True, exist_ok=True)
    games = args.games.split(",") if args.games else sorted(playable_games())
    made = [path for game_id in games for lang in LANGS for path in pictures(game_id, lang, args.out)]
    if args.before is None:
        print(f"{len(made)} pictures in {args.out}")
        return 0
    changed = [(path.name, differing(args.before / path.name, path)) for path in made]
    changed = [(name, n) for name, n in changed if n]
    for name, n in changed:
        print(f"{name}: {n} pixels differ")
    print(f"{len(made)} pictures compared, {len(changed)} differ")
    return 1 if changed else 0


if __name__ == "__main__":
    sys.exit(main())
