"""Continue: find the autosave, rebuild its game through the referee, and hand the table a Match.

Used by the menu. A damaged save comes back as a message (the file already renamed aside), so
the menu can say what happened and carry on.
"""

from .match import Match
from .saves import SaveRecord, autosave_path, load_or_set_aside


class SavedGame:
    """A resumable game found on disk (not yet on the table)."""

    def __init__(self, match: Match):
        self.match = match

    @property
    def title(self) -> str:
        return self.match.game.title

    @property
    def over(self) -> bool:
        return self.match.over

    def describe(self) -> str:
        names = ", ".join(self.match.names)
        return f"{self.title} with {names}, {len(self.match.moves)} moves in"


def find_saved_game() -> tuple[SavedGame | None, str | None]:
    """(the unfinished autosaved game or None, a message about a damaged save or None)."""
    path = autosave_path()
    replayed, message = load_or_set_aside(path)
    if replayed is None:
        return None, message
    match = Match.resumed(replayed, save_path=path)
    if match.over:
        return None, None
    return SavedGame(match), None


def seat_configs(record: SaveRecord, bot_levels: dict, human_label: str, default_bot: str):
    """(name, kind label) per seat for the table's SeatConfig; unknown bot labels fall back to `default_bot`."""
    out = []
    for seat in record.seats:
        if seat.kind == "human":
            out.append((seat.name, human_label))
        else:
            out.append((seat.name, seat.bot if seat.bot in bot_levels else default_bot))
    return out


# ----- the menu's Continue --------------------------------------------------------------------------
def _check_disk(app) -> None:
    """Look for an autosave once per run (replaying it costs a few milliseconds, not every frame)."""
    if not hasattr(app, "saved_game"):
        app.saved_game, app.save_notice = find_saved_game()


def continue_note(app) -> str:
    """Why Continue is not possible, in words; "" when it is."""
    table = getattr(app, "last_game", None)
    if table is not None:
        return "The last game is finished" if table.session.over else ""
    _check_disk(app)
    saved = app.saved_game
    if saved is None:
        return "No unfinished game saved"
    from tabletop.games import ADAPTERS

    if saved.match.game.id not in ADAPTERS:
        return f"{saved.title} has no table yet"
    return ""


def continue_hint(app) -> str:
    table = getattr(app, "last_game", None)
    if table is None and getattr(app, "saved_game", None) is not None:
        return f"Resume {app.saved_game.describe()}"
    return "Resume the game you left"


def continue_scene(app):
    """The table to show for Continue: this run's game, or the autosaved one rebuilt (None if neither)."""
    if continue_note(app):
        return None
    if app.last_game is not None:
        return app.last_game
    from tabletop.scenes.table_scene import TableScene
    from tabletop.table.session import BOT_LEVELS, HUMAN, GameConfig, SeatConfig

    match = app.saved_game.match
    record = match.record
    seats = [SeatConfig(name, kind) for name, kind in seat_configs(record, BOT_LEVELS, HUMAN, "Bot (medium)")]
    config = GameConfig(record.game, seats, record.seed, dict(record.options))
    app.saved_game = None
    return TableScene(app, match.game, config, match=match)
