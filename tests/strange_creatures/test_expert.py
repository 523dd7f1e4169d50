"""The Expert Rule (option `expert`): at the end of Phase 3, clockwise from the winner, everyone with 5+
coins may pay 5 to remove one of their cards face down (hand, discard pile, or the card they played)."""

from rules.strange_creatures import GAME
from rules.strange_creatures.moves import Pass, Remove

from .scenario import IVAN, JANE, KARL, LOREN, all_72_once, pass_, remove, start, trick

HANDS = [
    ["yellow-2", "yellow-3", "yellow-4", "yellow-5", "yellow-6"],
    ["blue-2", "green-2", "blue-3", "green-3", "brown-6"],
    ["blue-1", "green-1", "blue-4", "green-4", "brown-1"],
    ["brown-3", "brown-4", "brown-5", "blue-5", "green-5"],
]
DISPLAY = ["brown-9", "yellow-8", "blue-10"]


def expert_state(expert=True):
    """Two tricks; then Karl and Loren have 6 coins each and Ivan won the trick."""
    s = start(HANDS, DISPLAY, first=IVAN, expert=expert)
    s = trick(s, (IVAN, "yellow-6"), (KARL, "blue-2"), (LOREN, "blue-1"), (JANE, "brown-3"))
    s = pass_(s, LOREN)  # nobody has 5 coins yet, so no expert removal either
    assert s.phase == "play" and s.coins == [2, 4, 4, 3]
    s = trick(s, (IVAN, "yellow-5"), (KARL, "green-2"), (LOREN, "green-1"), (JANE, "brown-4"))
    assert s.coins == [2, 6, 6, 4]
    s = pass_(s, LOREN)  # lowest card
    s = pass_(s, KARL)  # 5-coin wave
    return s


def test_expert_removals_clockwise_from_the_winner_for_5_coins():
    s = expert_state()
    assert s.phase == "expert" and s.queue == [KARL, LOREN] and s.turn == KARL
    offered = [m.card for m in GAME.legal_moves(s, KARL) if isinstance(m, Remove)]
    assert sorted(offered) == sorted(["blue-3", "green-3", "brown-6", "blue-2", "green-2"])
    assert GAME.legal_moves(s, KARL)[-1] == Pass(KARL)
    s = remove(s, KARL, "blue-3")  # from his hand, face down
    assert s.coins[KARL] == 1 and s.removed_hidden[KARL] == ["blue-3"] and "blue-3" not in s.hands[KARL]
    assert s.turn == LOREN
    s = remove(s, LOREN, "green-1")  # the card she played in this trick
    assert s.coins[LOREN] == 1 and s.removed_public == ["green-1"]
    assert s.phase == "play" and s.turn == IVAN
    assert s.discards[LOREN] == ["blue-1"] and s.discards[KARL] == ["blue-2", "green-2"]
    assert all_72_once(s)


def test_face_down_removal_is_hidden_from_other_seats():
    s = remove(expert_state(), KARL, "blue-3")
    own = GAME.view(s, KARL).seats[KARL]
    assert own.removed_face_down == ["blue-3"] and own.removed_face_down_count == 1
    for seat in (None, IVAN, LOREN, JANE):
        v = GAME.view(s, seat)
        assert v.seats[KARL].removed_face_down == [] and v.seats[KARL].removed_face_down_count == 1
        assert "blue-3" not in v.model_dump_json()
    lines = [str(GAME.describe_event(e)) for e in GAME.view(s, LOREN).events[-2:]]
    assert "Player 2 removes a card face down from their hand with the Expert Rule." in lines


def test_passing_and_the_option_off():
    s = pass_(pass_(expert_state(), KARL), LOREN)
    assert s.phase == "play" and s.coins == [2, 6, 6, 4]
    off = expert_state(expert=False)
    assert off.phase == "play" and off.turn == IVAN  # no expert step without the option
    assert GAME.Options().expert is False
