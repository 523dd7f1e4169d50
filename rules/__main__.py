"""`python -m rules play GAME ...` (the terminal game) and `python -m rules bench`."""

import argparse
import sys

import rules
from rules.bots import BOT_KINDS
from rules.cli.arguments import OneLineParser, counting, language_code, positive_seconds, seconds
from rules.cli.game_options import OptionError, options_help, read_options


def main(argv=None) -> int:
    parser = OneLineParser(prog="python -m rules", description="Menagerie's referee in the terminal.")
    sub = parser.add_subparsers(dest="command", required=True)
    play = sub.add_parser("play", help="play a game against bots, choosing numbered moves",
                          epilog=options_help(rules.games().values()),
                          formatter_class=argparse.RawDescriptionHelpFormatter)
    play.add_argument("game", choices=sorted(rules.games()))
    play.add_argument("--players", type=int, default=None, help="default: the game's usual table")
    play.add_argument("--seed", type=int, default=1)
    play.add_argument("--bots", choices=["all", "others"], default="others",
                      help="'all': bots play every seat; 'others': you play seat 1")
    play.add_argument("--humans", type=int, default=None, help="how many people share the terminal (seats 1..N)")
    play.add_argument("--bot", choices=BOT_KINDS, default="search")
    play.add_argument("--bot-seconds", type=seconds, default=1.0, help="the search bot's time per move")
    play.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                      help="a game option, e.g. --option expert=true (each game's are listed below)")
    play.add_argument("--lang", type=language_code, default=None,
                      help="en or de (default: the system's language, as LANGUAGE / LC_ALL / LANG say)")
    bench = sub.add_parser("bench", help="print speed figures per game")
    bench.add_argument("games", nargs="*", help="game ids (default: all)")
    bench.add_argument("--seconds", type=positive_seconds, default=2.0, help="random playout time per game")
    bench.add_argument("--players", type=counting(1), default=None,
                       help="table size (default: 4, within each game's range)")
    strength = sub.add_parser("strength", help="how often the search bot beats random bots (--ladder: every level)")
    strength.add_argument("game", nargs="*", help="one game id; with --ladder any number (default: all)")
    strength.add_argument("--players", type=int, default=None, help="table size (default: 4, within each game's range)")
    strength.add_argument("--games", type=int, default=200, help="games to play (--ladder: per row of each table)")
    strength.add_argument("--seconds", type=float, default=1.0, help="search budget per move (0: use --iterations)")
    strength.add_argument("--iterations", type=int, default=400)
    strength.add_argument("--jobs", type=int, default=2)
    strength.add_argument("--ladder", action="store_true",
                          help="each level against the level below and against random, a table per game")
    strength.add_argument("--times", action="store_true",
                          help="each level's seconds per decision at full budget, on positions of each game")
    strength.add_argument("--levels", default=None,
                          help="ladder: the levels, lowest first (default: easy,medium,strong)")
    strength.add_argument("--rows", default=None, metavar="UPPER:LOWER,...",
                          help="ladder: only these pairings, e.g. strong:medium,medium:medium (a mirror); "
                               "instead of --levels")
    strength.add_argument("--first", type=int, default=0, help="ladder: the first deal (go on from an earlier run)")
    strength.add_argument("--scale", type=float, default=1.0, help="ladder: every budget times this (quick runs)")
    args = parser.parse_args(argv)

    if args.command == "strength" and any(g not in rules.games() for g in args.game):
        parser.error(f"strength: games are {', '.join(sorted(rules.games()))}")
    if args.command == "strength" and args.times:
        from rules.cli.decision_times import decision_times
        decision_times(args.game or sorted(rules.games()), args.players)
        return 0
    if args.command == "strength" and args.ladder:
        from rules.bots import LEVELS
        from rules.cli.ladder import ladder, parse_rows
        if args.levels and args.rows:
            parser.error("--levels and --rows: give one (--rows names every pairing itself)")
        levels = (args.levels or ",".join(LEVELS)).split(",")
        if any(level not in LEVELS for level in levels):
            parser.error(f"--levels: a comma list of {', '.join(LEVELS)}")
        try:
            pairs = parse_rows(args.rows) if args.rows else None
        except ValueError as err:
            parser.error(f"--rows: {err}")
        ladder(args.game or sorted(rules.games()), args.players, args.games, levels, args.scale, args.jobs,
               pairs=pairs, first=args.first)
        return 0
    if args.command == "strength":
        if len(args.game) != 1:
            parser.error("strength without --ladder measures one game")
        from rules.cli.strength import measure
        measure(args.game[0], args.players or 4, args.games, args.seconds or None, args.iterations, args.jobs)
        return 0

    if args.command == "bench":
        from rules.cli.bench import bench_game
        unknown = [g for g in args.games if g not in rules.games()]
        if unknown:
            bench.error(f"there is no game called {unknown[0]!r}; games are {', '.join(sorted(rules.games()))}")
        games = [rules.games()[g] for g in args.games or sorted(rules.games())]
        for game in games if args.players is not None else []:
            if not game.min_players <= args.players <= game.max_players:
                bench.error(f"--players: {game.title} is for {game.min_players} to {game.max_players} players")
        for game in games:
            bench_game(game, args.seconds, players=args.players)
        return 0

    from rules.cli.play import TerminalGame
    from rules.language import system_language, words_for
    game = rules.games()[args.game]
    players = game.usual_players if args.players is None else args.players
    if not game.min_players <= players <= game.max_players:
        play.error(f"--players: {game.title} is for {game.min_players} to {game.max_players} players (not {players})")
    if args.humans is not None:
        if not 0 <= args.humans <= players:
            play.error(f"--humans must be from 0 to {players} (the number of players), not {args.humans}")
        humans = set(range(args.humans))
    else:
        humans = set() if args.bots == "all" else {0}
    try:
        options = read_options(game, args.option, players)
    except OptionError as err:
        play.error(str(err))
    try:
        session = TerminalGame(game, players, args.seed, humans, args.bot, args.bot_seconds, options or None,
                               words=words_for(args.lang or system_language()))
    except rules.SetupError as err:
        print(f"Cannot start: {err}", file=sys.stderr)
        return 2
    session.run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
