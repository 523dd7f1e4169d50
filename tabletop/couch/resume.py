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
