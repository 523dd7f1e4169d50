"""Entry point: `python -m tabletop` (or `menagerie`) opens the menu.

    python -m tabletop [--max-frames N] [--screenshot out.png] [--size WxH]
    python -m tabletop play strange-creatures --players 4 --humans 0 --seed 5 --speed 0 --quit-when-over
    python -m tabletop play strange-creatures --players 4 --humans 1 --phones 2 [--host 127.0.0.1] [--port 8737]
    python -m tabletop bench [--phones N] [--busy] [--hints]
"""

import argparse
import ipaddress
import os
import random
import sys
from pathlib import Path

from rules.cli.arguments import OneLineParser, counting, language_code, seconds
from rules.cli.game_options import options_help, read_options

from . import language
from .language import _
from .settings import Settings

SMALLEST = (1024, 640)  # the app's MIN_SIZE: a smaller --size is raised to it, as the window itself would be
IMAGE_TYPES = (".png", ".jpg", ".jpeg", ".bmp", ".tga")  # what pygame.image.save writes


def _size(text: str) -> tuple[int, int]:
    """'1280x800' -> (1280, 800); a size below the smallest window is raised to it, but a size of nothing
    (0x0), a negative one or words are refused with one line."""
    w, x, h = text.strip().lower().partition("x")
    try:
        width, height = int(w), int(h)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size: write WIDTHxHEIGHT, e.g. 1280x800") from None
    if not x or width <= 0 or height <= 0:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size: width and height must be above 0, e.g. 1280x800")
    return max(SMALLEST[0], width), max(SMALLEST[1], height)


def _screenshot(text: str) -> str:
    """A picture file the run can write at its end: checked now, so a missing folder is said before the
    game is played, not when the run is over."""
    path = Path(text).expanduser()
    if path.suffix.lower() not in IMAGE_TYPES:
        raise argparse.ArgumentTypeError(f"{text!r} must end in .png (or {', '.join(IMAGE_TYPES[1:])})")
    folder = path.parent
    if not folder.is_dir():
        raise argparse.ArgumentTypeError(f"{text!r}: there is no folder {str(folder)!r}")
    if path.is_dir():
        raise argparse.ArgumentTypeError(f"{text!r} is a folder, not a file name")
    if not os.access(folder, os.W_OK):
        raise argparse.ArgumentTypeError(f"{text!r}: the folder {str(folder)!r} cannot be written to")
    return str(path)


def _host(text: str) -> str:
    """An IPv4 address of this computer's to listen on (the phones open it): checked as an address now; whether
    this computer has it is found when the server listens."""
    try:
        ip = ipaddress.ip_address(text.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not an IPv4 address, e.g. 192.168.1.20 or 127.0.0.1") from None
    if ip.version != 4 or ip.is_unspecified or ip.is_multicast:
        raise argparse.ArgumentTypeError(f"{text!r} cannot be listened on: give one address of this computer, "
                                         "e.g. 192.168.1.20 or 127.0.0.1")
    return str(ip)


def _names(text: str) -> list[str]:
    """'Ada, Basil,Cleo' -> the seats' names; an empty name, a repeated one or one over 40 letters is refused."""
    names = [part.strip() for part in text.split(",")]
    if any(not name for name in names):
        raise argparse.ArgumentTypeError(f"{text!r}: a name is empty (write names separated by commas)")
    if any(len(name) > 40 for name in names):
        raise argparse.ArgumentTypeError(f"{text!r}: a name may have at most 40 letters")
    if len({name.casefold() for name in names}) != len(names):
        raise argparse.ArgumentTypeError(f"{text!r}: two seats have the same name")
    return names


class PrintVersion(argparse.Action):
    """`--version`: pyproject.toml's version (tabletop/about.py), looked up only when asked."""

    def __init__(self, option_strings, dest, **kwargs):
        super().__init__(option_strings, dest, nargs=0, **kwargs)

    def __call__(self, parser, namespace, values, option_string=None):
        from .about import version

        print(f"Menagerie {version() or 'unknown'}")
        parser.exit()


LANG_HELP = "en or de, for this run (default: the one chosen in Settings, else the system's)"


def parser() -> argparse.ArgumentParser:
    p = OneLineParser(prog="menagerie", description="Menagerie: card and board games for the couch.")
    p.add_argument("--version", action=PrintVersion, help="print the version and stop")
    p.add_argument("--max-frames", type=counting(1), default=None, help="stop after N frames (1 or more)")
    p.add_argument("--screenshot", type=_screenshot, default=None, help="save the last frame to this PNG")
    p.add_argument("--size", type=_size, default=None, help="window size, e.g. 1280x800 (default: the last used)")
    p.add_argument("--lang", type=language_code, default=None, help=LANG_HELP)
    sub = p.add_subparsers(dest="command")
    play = sub.add_parser("play", help="start a game directly (bots fill the seats after the humans)",
                          epilog=_options_help(), formatter_class=argparse.RawDescriptionHelpFormatter)
    play.add_argument("game", help="game id, e.g. strange-creatures")
    play.add_argument("--players", type=int, default=None, help="default: 4, within the game's range")
    play.add_argument("--humans", type=int, default=1, help="people at the laptop (default 1)")
    play.add_argument("--phones", type=counting(0), default=0,
                      help="people playing from their phones (after the laptop's, before the bots); each seat's "
                           "join address is printed, one line each")
    play.add_argument("--host", type=_host, default=None,
                      help="with --phones: the address to listen on (default: the network the laptop is on)")
    play.add_argument("--port", type=counting(0, 65535, "0: any free port"), default=None,
                      help="with --phones: the port (default 8737; 0: any free)")
    play.add_argument("--names", type=_names, default=None,
                      help="the seats' names in seat order, comma separated (e.g. Ada,Basil,Cleo); the seats not "
                           "named keep the usual names")
    play.add_argument("--seed", type=int, default=None)
    play.add_argument("--bot", default="random",
                      help='bot level: "easy", "medium" or "strong"; "random" (the default here) plays at once, '
                           'for demos and smoke runs')
    play.add_argument("--speed", type=seconds, default=None,
                      help="seconds between bot moves (0: instant, no animation); default from Settings")
    play.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                      help="a game option, e.g. --option younger_players=true (each game's are listed below)")
    play.add_argument("--expert", action="store_true", help="Strange Creatures: the Expert Rule (--option expert=true)")
    play.add_argument("--deck-order", default=None,
                      help="card ids dealt first, comma separated (--option deck_order=...)")
    play.add_argument("--first-player", type=int, default=None, metavar="N", help=_first_player_help())
    play.add_argument("--teach", action="store_true",
                      help="teach as we play (cards that say each rule the first time it matters); prints "
                           "'moment: ID (person)' for each card shown")
    play.add_argument("--quit-when-over", action="store_true")
    play.add_argument("--games", type=counting(1, 99), default=1,
                      help="play N games in a row, each starting by itself after the last one's final score (an "
                           "evening's series); the evening's standings are printed at the end")
    play.add_argument("--continue-evening", action="store_true",
                      help="add the games to the evening going on (the series in the data folder) instead of "
                           "beginning a new one")
    play.add_argument("--no-hints", action="store_true", help="no Hint in this game (as New game's switch off)")
    play.add_argument("--max-frames", type=counting(1), default=None, dest="play_max_frames")
    play.add_argument("--screenshot", type=_screenshot, default=None, dest="play_screenshot")
    play.add_argument("--size", type=_size, default=None, dest="play_size")
    play.add_argument("--lang", type=language_code, default=None, dest="play_lang", help=LANG_HELP)
    bench = sub.add_parser("bench", help="frame time of the busiest table, launch time, idle CPU, phone seats")
    bench.add_argument("--phones", type=counting(1, 10, "La Criatura has ten seats"), default=None,
                       help="only the phone seats' part, with N simulated phones on 127.0.0.1 (1 to 10); "
                            "without it every part runs, the phones' with 10")
    bench.add_argument("--hints", action="store_true",
                       help="only the Hint: its time per game (median, p95) and the frames while it thinks")
    bench.add_argument("--busy", action="store_true",
                       help="the phone seats' part while a busy loop spins on every core (a busy laptop), "
                            "with 10 phones unless --phones says otherwise")
    teach = sub.add_parser("teach", help="a game's teaching moments (--list), or those a bots-only game shows "
                                         "(--teach)")
    teach.add_argument("game", help="game id, e.g. strange-creatures")
    shown = teach.add_mutually_exclusive_group(required=True)
    shown.add_argument("--list", action="store_true", help="each moment: id, rules section, trigger")
    shown.add_argument("--teach", action="store_true",
                       help="play a bots-only game headless and print each moment shown (moment: ID)")
    teach.add_argument("--players", type=int, default=None)
    teach.add_argument("--seed", type=int, default=1)
    teach.add_argument("--words", action="store_true", help="with --teach: each moment's title and text too")
    teach.add_argument("--lang", type=language_code, default=None, dest="teach_lang", help=LANG_HELP)
    replay = sub.add_parser("replay", help="step through a saved game (headless with --screenshot)")
    replay.add_argument("file", help="a save file (the data folder's saves/*.json)")
    replay.add_argument("--step", type=int, default=None, help="the step to show (default: the last)")
    replay.add_argument("--seat", type=int, default=None, help="a seat's view (finished games only)")
    replay.add_argument("--screenshot", type=_screenshot, default=None, dest="replay_screenshot")
    replay.add_argument("--size", type=_size, default=None, dest="replay_size")
    replay.add_argument("--lang", type=language_code, default=None, dest="replay_lang", help=LANG_HELP)
    return p


def _first_player_help() -> str:
    """What `--first-player N` means in each game, from the box facts (as New game's Who starts row sets it)."""
    from .games import playable_games
    from .table.who_starts import first_player_meaning

    return first_player_meaning(playable_games().values())


def _options_help() -> str:
    from .games import playable_games

    return options_help(playable_games().values())


BOT_NAMES = ["Ada", "Basil", "Cleo", "Dmitri", "Esme", "Fern", "Gus", "Hana", "Ines", "Jude", "Kit", "Lev"]


def direct_config(args):
    """(engine, config) for `python -m tabletop play ...`; ValueError with one plain line when the
    arguments cannot start a game (the caller prints it and exits 2)."""
    from .games import all_games, playable_games
    from .table.session import BOT_LEVELS, BOT_NAME, HUMAN, PHONE, RANDOM_SEAT, GameConfig, SeatConfig

    games = playable_games()
    if args.game not in games:
        known = all_games()
        if args.game in known:
            raise ValueError(f"{known[args.game].title} has no table yet; play it in the terminal with "
                             f"`python -m rules play {args.game}`.")
        raise ValueError(f"There is no game called {args.game!r}. Games with a table: {', '.join(games)}.")
    game = games[args.game]
    if args.players is None:
        args.players = game.usual_players
    if not game.min_players <= args.players <= game.max_players:
        raise ValueError(f"{game.title} is for {game.min_players} to {game.max_players} players.")
    if not 0 <= args.humans <= args.players:
        raise ValueError(f"--humans must be from 0 to {args.players} (the number of players).")
    phones = args.phones
    if args.humans + phones > args.players:
        raise ValueError(f"--humans {args.humans} and --phones {phones} make more people than the {args.players} "
                         f"players.")
    if not phones and (args.host is not None or args.port is not None):
        raise ValueError("--host and --port are where phones join: give --phones N too.")
    level = args.bot if args.bot in BOT_LEVELS or args.bot == RANDOM_SEAT else f"Bot ({args.bot})"
    if level not in BOT_LEVELS and level != RANDOM_SEAT:
        raise ValueError(f"There is no bot level {args.bot!r}; choose easy, medium or strong.")
    people = args.humans + phones
    seats = [SeatConfig(_("Player {n}", n=i + 1), HUMAN if i < args.humans else PHONE) if i < people
             else SeatConfig(_(BOT_NAME, name=BOT_NAMES[(i - people) % len(BOT_NAMES)]), level)
             for i in range(args.players)]
    names = getattr(args, "names", None) or []
    if len(names) > args.players:
        raise ValueError(f"--names gives {len(names)} names for {args.players} players.")
    for i, name in enumerate(names):
        seats[i] = SeatConfig(name, seats[i].kind)
    given = list(args.option) + (["expert=true"] if args.expert else []) + \
        ([f"deck_order={args.deck_order}"] if args.deck_order else []) + \
        ([f"first_player={args.first_player}"] if args.first_player is not None else [])
    options = read_options(game, given, args.players)    # an OptionError is a ValueError: one line, exit 2
    seed = args.seed if args.seed is not None else random.randrange(1, 10**6)
    return game, GameConfig(args.game, seats, seed, options, teach=args.teach,
                            hints=not getattr(args, "no_hints", False))


def evening_of(args) -> str | None:
    """The evening `play` adds its games to: a new one, or (--continue-evening) the one going on."""
    from .evening.entry import tonight_for_a_new_game

    return tonight_for_a_new_game(continuing=args.continue_evening)


def start_direct(app, game, config, args) -> str | None:
    """Open the table the command line asks for; None, or one line saying why it cannot start. With phone
    seats, each one's join address is printed (one line each, flushed) as soon as the server listens."""
    address = (args.host, args.port) if args.phones else None
    try:
        scene = app.make("table", game, config, pace=args.speed, quit_when_over=args.quit_when_over,
                         phone_address=address, echo_moments=args.teach, series=args.games - 1)
    except ValueError as err:  # a SetupError from the engine: a bad deck order, first player...
        lines = str(err).strip().splitlines()
        return lines[0] if lines else "These settings cannot start a game."
    try:
        scene.start_phones()
    except OSError as err:      # the address is not this computer's, or the port is taken
        scene.removed()
        return str(err)
    app.push(scene)
    if scene.phones is not None:
        for seat in scene.session.phones():
            print(f"{scene.session.name(seat)}: {scene.phones.url(seat)}", flush=True)
    return None


def print_evening(evening: str | None) -> None:
    """The evening's games and standings, as the history file in the data folder keeps them."""
    from .evening.entry import caught_up_book
    from .evening.told import evening_lines

    if evening is not None:
        print("\n".join(evening_lines(caught_up_book().games_of(evening))))


def replay_file(args, settings: Settings) -> int:
    """`replay FILE [--step N] [--screenshot out.png]`: the game rebuilt through the referee, shown at a
    step; with --screenshot it draws that step and exits (headless works)."""
    from .storage.saves import SaveError, read_save
    from .storage.saves import replay as rebuild

    if not Path(args.file).is_file():
        print(f"There is no save file {args.file!r}.", file=sys.stderr)
        return 2
    try:
        replayed = rebuild(read_save(args.file))
    except SaveError as err:
        print(err, file=sys.stderr)
        return 2
    from .app import App
    from .scenes.replay import seat_note

    finished = replayed.record.finished or replayed.game.is_over(replayed.states[-1])
    note = seat_note(finished, args.seat, [s.name for s in replayed.record.seats])
    if note:
        print(note, file=sys.stderr)
    app = App(size=args.replay_size, max_frames=2 if args.replay_screenshot else None,
              screenshot=args.replay_screenshot, settings=settings, lang=language.current())
    app.home()
    app.open("replay", replayed, step=args.step, seat=args.seat)
    return app.run()


def teach(args) -> int:
    """`python -m tabletop teach GAME --list | --teach` (tabletop/teaching/cli.py)."""
    from .games import playable_games
    from .teaching.cli import list_moments, taught_in_a_game

    if args.game not in playable_games():
        print(f"unknown game {args.game!r}; choose one of {', '.join(sorted(playable_games()))}", file=sys.stderr)
        return 2
    lines = list_moments(args.game) if args.list else taught_in_a_game(args.game, args.players, args.seed,
                                                                       args.words)
    print("\n".join(lines))
    return 0


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    if args.command == "bench":
        from .bench import run_bench

        return run_bench(args.phones, args.busy, args.hints)
    settings = Settings.load()
    asked = (getattr(args, "play_lang", None) or getattr(args, "replay_lang", None) or getattr(args, "teach_lang", None)
             or args.lang)
    language.choose(language.starting(asked, settings.language))   # before anything is said: seats, notes, errors
    if args.command == "replay":
        return replay_file(args, settings)
    if args.command == "teach":
        return teach(args)
    direct = None
    if args.command == "play":  # check the arguments before any window or sound device opens
        try:
            direct = direct_config(args)
        except ValueError as err:
            print(err, file=sys.stderr)
            return 2
        direct[1].evening = evening_of(args)
    from .app import App
    from .table.who_starts import starter_line

    max_frames = getattr(args, "play_max_frames", None) or args.max_frames
    screenshot = getattr(args, "play_screenshot", None) or args.screenshot
    app = App(size=getattr(args, "play_size", None) or args.size, max_frames=max_frames, screenshot=screenshot,
              settings=settings, lang=language.current())
    app.home()
    if direct is not None:
        problem = start_direct(app, *direct, args)
        if problem:
            app.finish()
            print(problem, file=sys.stderr)
            return 2
    code = app.run()
    if args.command == "play":
        table = app.last_game
        if table is not None:
            began = starter_line(table.session.game, table.session.match, None, table.session.name)
            print("\n".join(filter(None, [began, table.result_text()])))   # who began and why, then the end
            if args.quit_when_over and not table.session.over:
                code = code or 1
            print_evening(table.session.config.evening)
    return code


if __name__ == "__main__":
    import multiprocessing

    multiprocessing.freeze_support()  # the bots' process, in a frozen build
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sys.exit(main())
