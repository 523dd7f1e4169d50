"""A match that ends an evening's third game: two games already in the history (tests/tabletop/evening_helpers.py),
this one played by random moves to its end with autosave on, so Match.save enters it as the laptop's would."""

import random

import rules
from tabletop.couch.match import Match
from tabletop.storage.saves import SeatSetup
from tests.tabletop.evening_helpers import book_with, game

EVENING = "20261205-200000"
NAMES = ["Ada", "Basil", "Cleo"]


def earlier_games() -> list:
    """Hi-Lo won by Ada, and La Criatura won by Cleo with the roles its end revealed (public, in the history)."""
    hi_lo = game("hi-lo-1", "hi-lo-hijinks", EVENING, NAMES, [-3, -10, -14], [0], 1_796_000_000.0)
    criatura = game("criatura-1", "la-criatura", EVENING, NAMES, [0.0, 0.0, 1.0], [2], 1_796_000_900.0)
    return [hi_lo, criatura.model_copy(update={"roles": ["the Creature", "infected", "human"]})]


def evening_match(game_id: str = "hi-lo-hijinks", seed: int = 5) -> Match:
    """The evening's third game, over, entered in the history (MENAGERIE_DATA_DIR must be the test's own)."""
    book_with(earlier_games())
    game_rules = rules.games()[game_id]
    match = Match.new(game_rules, 3, seed, seats=[SeatSetup(name=n) for n in NAMES], autosave=True)
    match.record = match.record.model_copy(update={"evening": EVENING})
    rnd = random.Random(seed)
    while not match.over:
        match.play(rnd.choice(game_rules.legal_moves(match.state, match.to_act()[0])))
    return match
