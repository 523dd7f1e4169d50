"""Entry point: `python -m tabletop` (or `menagerie`) opens the menu.

    python -m tabletop [--max-frames N] [--screenshot out.png] [--size WxH]
    python -m tabletop play strange-creatures --players 4 --humans 0 --seed 5 --speed 0 --quit-when-over
    python -m tabletop bench
"""

import argparse
import os
import sys


def _size(text: str) -> tuple[int, int]:
    w, _, h = text.lower().partition("x")
    return max(1024, int(w)), max(640, int(h))


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="menagerie", description="Menagerie: card and board games for the couch.")
    p.add_argument("--max-frames", type=int, default=None, help="stop after N frames")
    p.add_argument("--screenshot", default=None, help="save the last frame to this PNG")
    p.add_argument("--size", type=_size, default=None, help="window size, e.g. 1280x800 (default: the last used)")
    sub = p.add_subparsers(dest="command")
    play = sub.add_parser("play", help="start a game directly (bots fill the seats after the humans)")
    play.add_argument("game", help="game id, e.g. strange-creatures")
    play.add_argument("--players", type=int, default=4)
    play.add_argument("--humans", type=int, default=1)
    play.add_argument("--seed", type=int, default=None)
    play.add_argument("--bot", default="Bot (easy)", help='bot level: "easy", "medium" or "strong"')
    play.add_argument("--speed", type=float, default=None,
                      help="seconds between bot moves (0: instant, no animation); default from Settings")
    play.add_argument("--expert", action="store_true", help="Strange Creatures: the Expert Rule")
    play.add_argument("--deck-order", default=None, help="card ids dealt first, comma separated (see RULES.md)")
    play.add_argument("--first-player", type=int, default=None)
    play.add_argument("--quit-when-over", action="store_true")
    play.add_argument("--max-frames", type=int, default=None, dest="play_max_frames")
    play.add_argument("--screenshot", default=None, dest="play_screenshot")
    play.add_argument("--size", type=_size, default=None, dest="play_size")
    sub.add_parser("bench", help="frame time of the busiest table and launch time")
    return p


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    if args.command == "bench":
        from .bench import run_bench

        return run_bench()
    direct = None
    if args.command == "play":  # check the arguments before any window or sound device opens
        from .scenes.table_scene import direct_config

        try:
            direct = direct_config(args)
        except ValueError as err:
            print(err, file=sys.stderr)
            return 2
    from .app import App

    max_frames = getattr(args, "play_max_frames", None) or args.max_frames
    screenshot = getattr(args, "play_screenshot", None) or args.screenshot
    app = App(size=getattr(args, "play_size", None) or args.size, max_frames=max_frames, screenshot=screenshot)
    from .scenes.menu import MenuScene

    app.push(MenuScene(app))
    if direct is not None:
        from .scenes.table_scene import start_direct

        problem = start_direct(app, *direct, args)
        if problem:
            app.finish()
            print(problem, file=sys.stderr)
            return 2
    code = app.run()
    if args.command == "play":
        table = app.last_game
        if table is not None:
            print(table.result_text())
            if args.quit_when_over and not table.session.over:
                code = code or 1
    return code


if __name__ == "__main__":
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sys.exit(main())
