"""A phone's status line names no gesture of the laptop's table: a phone lists the moves as things to tap, so
"(tap their hand)", "drag it to the ground" or "arrow keys" would send its player looking for a table it does not
have. Checked over seeded games of every game, at every turn of the phone's seat, in English and in German (the
German words for the table's gestures too: a phone's words are chosen per gesture, not cut out of English)."""

import random
import re

import pytest

import rules
from tabletop.couch.match import Match
from tabletop.games import ADAPTERS
from tabletop.phones.snapshot import PhoneViews

TABLE_GESTURES = {   # the words the laptop's status lines use for its gestures: drag, tap on the table, keys
    "en": re.compile(r"\((?:or )?(?:tap|drag|press)\b|\bdrag\b|\barrow keys\b", re.IGNORECASE),
    "de": re.compile(r"\((?:oder )?(?:tipp|antipp|zieh)|antippen oder ziehen|\bPfeiltasten\b", re.IGNORECASE),
}
SEEDS = (5, 6, 7)
MOVES = 300


def phone_statuses(game_id: str, seed: int) -> set[str]:
    """Seat 0's phone status at each of its turns in a seeded game of random moves (every seat's)."""
    game = rules.games()[game_id]
    match = Match.new(game, game.usual_players, seed, autosave=False)
    views, rnd, said = PhoneViews(match), random.Random(seed), set()
    for _ in range(MOVES):
        if match.over:
            break
        if 0 in match.to_act():
            said.add(views.snapshot(0).status)
        match.play(rnd.choice(game.legal_moves(match.state, match.to_act()[0])))
    return said


@pytest.mark.parametrize("game_id", list(ADAPTERS))
def test_a_phone_status_names_no_gesture_of_the_table(game_id, speaking):
    said = set().union(*(phone_statuses(game_id, seed) for seed in SEEDS))
    assert said and all(said), "the phone's seat had turns, each with a status"
    table_words = sorted(s for s in said if TABLE_GESTURES[speaking].search(s))
    assert not table_words, table_words
