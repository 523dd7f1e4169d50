"""The ways a request to the referee can be refused."""


class IllegalMove(ValueError):
    """A move the rules forbid, with the reason in a player's words and where the rule is written.

    `reason` is shown to the player as it is ("Green was led and you hold a green card, so you
    must follow suit"); `rule` names the rulebook section ("Strange Creatures, 1. Play the trick").
    """

    def __init__(self, reason: str, rule: str):
        super().__init__(f"{reason} ({rule})")
        self.reason = reason
        self.rule = rule


class SetupError(ValueError):
    """Setup arguments that cannot start a game: wrong player count, unknown option, bad deck order."""


class BadData(ValueError):
    """A saved state or move text that does not describe a valid object (damaged or tampered)."""


class SeatError(ValueError):
    """A seat that is not at this table (a caller's mistake, not a player's: no rule is involved)."""
