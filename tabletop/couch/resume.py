"""Continue: the unfinished games on disk (and this run's own), each rebuilt through the referee.

Used by the menu and the saved-games list. Listing reads the save files without replaying them;
a damaged file is set aside and comes back as a message the menu shows, and the app carries on.
"""

from ..language import _, n_
from ..storage.saves import SaveSlot, list_saves, load_or_set_aside, saves_problem
from ..table.session import BOT_LEVELS, DEFAULT_BOT, GameConfig, SeatConfig, kind_from_save
from .match import Match


def live_game(app):
    """This run's table, while its game is unfinished (it is resumed as it is, never rebuilt)."""
    table = getattr(app, "last_game", None)
    return table if table is not None and not table.session.over else None


def unfinished_games(app) -> list[SaveSlot]:
    """The unfinished games, newest first; this run's own game first even when it could not be saved."""
    slots, messages = list_saves(finished=False)
    if messages:
        app.save_notice = " ".join(messages)
    live = live_game(app)
    if live is not None:
        match = live.session.match
        mine = [s for s in slots if s.path == match.save_path]
        slots = [s for s in slots if s.path != match.save_path]
        slots.insert(0, mine[0] if mine else SaveSlot(match.save_path, match.snapshot()))
    return slots


def continue_note(app) -> str:
    """Why Continue is not possible, in words; "" when it is."""
    if unfinished_games(app):
        return ""
    if getattr(app, "storage_problem", None):
        return _("Saves are off for this run")
    if saves_problem():
        return _("Saves are off: the saves folder is a file")
    return _("No unfinished game saved")


def continue_hint(app) -> str:
    games = unfinished_games(app)
    if len(games) == 1:
        return _("Resume {game}", game=describe(games[0]))
    return n_("{n} unfinished game: resume or delete it", "{n} unfinished games: resume or delete one", len(games))


def describe(slot: SaveSlot) -> str:
    return n_("{game} with {players}, {n} move in", "{game} with {players}, {n} moves in", slot.moves,
              game=title_of(slot), players=", ".join(slot.names))


def title_of(slot: SaveSlot) -> str:
    from tabletop.games import game_title

    return game_title(slot.record.game)


def is_live(app, slot: SaveSlot) -> bool:
    live = live_game(app)
    return live is not None and live.session.match.save_path == slot.path


def rebuild(slot: SaveSlot) -> tuple[tuple[Match, GameConfig] | None, str | None]:
    """((match, table config), None) for the saved game replayed through the referee, or (None, why not)
    (a damaged file is set aside)."""
    from tabletop.games import ADAPTERS

    if slot.path is None:
        return None, _("That game was never saved.")
    replayed, message = load_or_set_aside(slot.path)
    if replayed is None:
        return None, message or _("That save is gone.")
    match = Match.resumed(replayed, save_path=slot.path)
    if match.over:
        return None, _("That game is already finished.")
    if match.game.id not in ADAPTERS:
        return None, _("{game} has no table yet: play it in the terminal with `python -m rules play {id}`.",
                       game=title_of(slot), id=match.game.id)
    return (match, table_config(match.record)), None


def table_config(record) -> GameConfig:
    """The table's seats as saved: names, laptop people, phones, bots at their saved strength (medium if unknown)."""
    seats = [SeatConfig(name, kind) for name, kind in seat_configs(record)]
    return GameConfig(record.game, seats, record.seed, dict(record.options))


def seat_configs(record, bot_levels: dict = BOT_LEVELS, default_bot: str = DEFAULT_BOT):
    """(name, kind label) per seat for the table's SeatConfig; unknown bot labels fall back to `default_bot`."""
    return [(seat.name, kind_from_save(seat.kind, seat.bot if seat.bot in bot_levels else default_bot))
            for seat in record.seats]

