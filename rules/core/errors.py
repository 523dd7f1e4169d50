"""The ways a request to the referee can be refused."""

from .said import Said


class IllegalMove(ValueError):
    """A move the rules forbid: why, as a sentence in data (rules/core/said.py), and which rule says so.

    `IllegalMove("{suit} was led and you hold {suit}, so you must follow suit.", RULE_FOLLOW, suit=Term("Green"))`:
    the first argument is the message id (English, with named fields), the keywords its parameters, `rule`
    the rulebook section as a message id too ("Strange Creatures, 1. Play the trick"). The edge that shows
    the refusal says it in the reader's language (`Words.refusal`); `reason` and `rule` are the English.
    """

    def __init__(self, reason: "str | Said", rule: "str | Said", **params):
        self.said = reason if isinstance(reason, Said) else Said(reason, params)
        self.rule_said = rule if isinstance(rule, Said) else Said(rule)
        self.reason = self.said.english()
        self.rule = self.rule_said.english()
        super().__init__(f"{self.reason} ({self.rule})")


class SetupError(ValueError):
    """Setup arguments that cannot start a game: wrong player count, unknown option, bad deck order. Like a
    refusal, a sentence as data (`said`), so New game can say it in the reader's language; `str()` is English."""

    def __init__(self, message: "str | Said", **params):
        self.said = message if isinstance(message, Said) else Said(message, params)
        super().__init__(self.said.english())


class BadData(ValueError):
    """A saved state or move text that does not describe a valid object (damaged or tampered)."""


class SeatError(ValueError):
    """A seat that is not at this table (a caller's mistake, not a player's: no rule is involved)."""
