"""Safari Sprint: the rulebook's Examples A-F (T-SS-A..F), hand arithmetic (T-SS-G), scoring (T-SS-H),
claiming and stealing, rejections, and invariants over random series."""

import random
from collections import Counter

import pytest

from rules import IllegalMove, SetupError
from rules.safari.components import ALL_CARDS, ANIMALS
from rules.safari.safari_sprint import (
    DUCKTOR_DEAL,
    GAME,
    RACE_POINTS,
    Claim,
    Play,
    board_six,
    dealt_animal_cards,
    insert_in_row,
    push_move,
)

FOUR = ["elephant", "monkey", "tiger", "zebra"]


def order_with_hands(animals, wanted):
    """A deck_order whose animal part puts `wanted[p]` first in seat p's ten dealt cards."""
    pool = [c for a in animals for c in dealt_animal_cards(a)]
    rest = [c for c in pool if all(c not in w for w in wanted)]
    order = []
    for w in wanted:
        block = list(w) + rest[: 10 - len(w)]
        rest = rest[10 - len(w):]
        order.extend(block)
    return order


def example_game(round_no=None):
    """4 players; seat 0 elephant, 1 zebra, 2 monkey, 3 tiger (Example A); racing card RC-01 (4/4/3/1)."""
    hands = [[], ["zebra-3a"], ["tiger-2a"], ["tiger-3a"]]
    order = ["ducktor-5", "ducktor-2", "ducktor-3", "ducktor-4", "RC-01"] + order_with_hands(FOUR, hands)
    s = GAME.setup(4, 11, {"animals": FOUR, "first_player": 0, "deck_order": order})
    for seat, animal, space in [(0, "elephant", 8), (1, "zebra", 7), (2, "monkey", 4), (3, "tiger", 3)]:
        s = GAME.apply(s, Claim(seat, animal, space))
    # Ducktor's space is not printed; Examples C/D put him on 2 (RULES-DECISIONS T-SS-A).
    s.positions["ducktor"] = 2
    if round_no is not None:
        s.round = round_no
    return s


def test_t_ss_a_play_order_follows_the_animals_positions():
    s = example_game()
    assert s.phase == "play" and s.racing_card == "RC-01"
    assert s.order == [0, 1, 2, 3]  # elephant (8), zebra (7), monkey (4), tiger (3)
    assert GAME.to_act(s) == [0]


def test_t_ss_b_card_row_insertion():
    s = example_game()
    rows = []
    for seat, card in [(0, "ducktor-5"), (1, "zebra-3a"), (2, "tiger-2a")]:
        s = GAME.apply(s, Play(seat, card))
        rows.append(list(s.row))
    assert rows == [["ducktor-5"], ["ducktor-5", "zebra-3a"], ["ducktor-5", "zebra-3a", "tiger-2a"]]
    # The 3 Tiger pushes the 3 Zebra and 2 Tiger one spot toward the end.
    assert insert_in_row(s.row, "tiger-3a") == 1
    assert insert_in_row(["ducktor-3"], "tiger-3a") == 0  # with Ducktor 3 the 3 Tiger would go into 1st


def test_t_ss_c_to_f_movement_with_pushing():
    s = example_game()
    for seat, card in [(0, "ducktor-5"), (1, "zebra-3a"), (2, "tiger-2a"), (3, "tiger-3a")]:
        s = GAME.apply(s, Play(seat, card))
    moves = [e.data for e in s.log if e.kind == "move"]
    assert [(m["card"], m["ducky"], m["steps"], m["to"]) for m in moves] == [
        ("ducktor-5", "ducktor", 4, 6),  # C
        ("tiger-3a", "tiger", 4, 7),  # D
        ("zebra-3a", "zebra", 3, 9),  # E
        ("tiger-2a", "tiger", 1, 8),  # F
    ]
    assert moves[1]["pushed"] == [{"ducky": "zebra", "to": 6}, {"ducky": "ducktor", "to": 5}]
    assert moves[3]["pushed"] == [{"ducky": "elephant", "to": 7}]
    assert s.positions == {"zebra": 9, "tiger": 8, "elephant": 7, "ducktor": 5, "monkey": 4}
    assert not any(e.kind == "catch_up" for e in s.log)  # Ducktor 5 is ahead of the monkey on 4
    assert s.round == 2 and s.order == [1, 3, 0, 2]  # zebra, tiger, elephant, monkey players


def test_push_move_zero_steps_and_chains():
    pos = {"a": 5, "b": 6, "c": 7}
    assert push_move(pos, "a", 0) == [] and pos == {"a": 5, "b": 6, "c": 7}  # SS-06
    assert push_move(pos, "a", 2) == [("c", 6), ("b", 5)]
    assert pos == {"a": 7, "c": 6, "b": 5}


def test_t_ss_h_race_scoring_and_new_dealer():
    s = example_game(round_no=11)
    for seat, card in [(0, "ducktor-5"), (1, "zebra-3a"), (2, "tiger-2a"), (3, "tiger-3a")]:
        s = GAME.apply(s, Play(seat, card))
    scored = next(e.data for e in s.log if e.kind == "race_scored")
    assert scored["ranking"] == ["zebra", "tiger", "elephant", "ducktor", "monkey"]
    # zebra player 6, tiger player 4, elephant player 3, Ducktor's 2 to nobody, monkey player 1
    assert scored["points"] == [3, 6, 1, 4]
    assert s.series == [3, 6, 1, 4]
    assert s.race == 2 and s.dealer == 1 and s.phase == "claim" and GAME.to_act(s) == [1]  # zebra led
    assert s.positions == {"ducktor": 11} and s.markers == [None] * 4


@pytest.mark.parametrize("players", [3, 4, 5])
def test_t_ss_g_hand_arithmetic(players):
    s = GAME.setup(players, 5)
    for h in s.hands:
        assert len(h) == 11
        explorers = [c for c in h if c.startswith("ducktor-")]
        assert len(explorers) == 1 and explorers[0] in DUCKTOR_DEAL
    assert len(s.aside) == 5 - players
    r = random.Random(players)
    while s.phase == "claim":
        s = GAME.apply(s, r.choice(GAME.legal_moves(s, GAME.to_act(s)[0])))
    assert [len(h) for h in s.hands] == [12] * players
    assert all(board_six(s.markers[p]) in s.hands[p] for p in range(players))
    while not (s.round == 11 and s.turn_index == players - 1):
        s = GAME.apply(s, r.choice(GAME.legal_moves(s, GAME.to_act(s)[0])))
    last = GAME.to_act(s)[0]
    assert sorted(len(h) for h in s.hands) == [1] * (players - 1) + [2]
    assert len(s.hands[last]) == 2  # after this play everyone holds exactly one card: the race is over
    s = GAME.apply(s, GAME.legal_moves(s, last)[0])
    assert s.race == 2 and s.phase == "claim" and [len(h) for h in s.hands] == [11] * players


def test_claiming_and_stealing():
    s = GAME.setup(3, 2, {"animals": ["lion", "tiger", "zebra"], "first_player": 0})
    assert {m.space for m in GAME.legal_moves(s, 0)} == set(range(1, 11))  # behind Ducktor on 11
    s = GAME.apply(s, Claim(0, "lion", 5))
    with pytest.raises(IllegalMove) as err:
        GAME.apply(s, Claim(1, "tiger", 5))
    assert "taken" in err.value.reason and err.value.rule == "Safari Sprint, Choosing Your Animal"
    with pytest.raises(IllegalMove):
        GAME.apply(s, Claim(1, "lion", 6))  # a steal must move the ducky lower
    with pytest.raises(IllegalMove):
        GAME.apply(s, Claim(1, "tiger", 11))  # Ducktor's space, not behind him
    s = GAME.apply(s, Claim(1, "lion", 2))  # steal
    assert s.markers == [None, "lion", None] and s.positions["lion"] == 2
    assert GAME.to_act(s) == [2]
    s = GAME.apply(s, Claim(2, "zebra", 1))
    assert GAME.to_act(s) == [0]  # seat 0 lost its animal and chooses again
    # The lion on 2 cannot be stolen: the only lower space (1) is taken.
    assert not any(m.animal == "lion" for m in GAME.legal_moves(s, 0))
    with pytest.raises(IllegalMove):
        GAME.apply(s, Claim(0, "lion", 1))
    s = GAME.apply(s, Claim(0, "tiger", 9))
    assert s.phase == "play" and s.markers == ["tiger", "lion", "zebra"]
    assert s.order == [0, 1, 2]  # tiger 9, lion 2, zebra 1


def test_rejections_name_the_rule():
    s = example_game()
    cases = [
        (Play(0, "lion-3a"), "Safari Sprint, Step B: Play Cards"),  # not in hand (and not in the race)
        (Play(0, "bogus"), "Safari Sprint, Step B: Play Cards"),
        (Play(0, 7), "Safari Sprint, Step B: Play Cards"),
        (Claim(0, "elephant", 1), "Safari Sprint, Choosing Your Animal"),
    ]
    for move, rule in cases:
        with pytest.raises(IllegalMove) as err:
            GAME.apply(s, move)
        assert err.value.rule == rule and err.value.reason
    with pytest.raises(IllegalMove) as err:
        GAME.apply(s, Play(1, "zebra-3a"))  # out of turn
    assert "not Player 2's turn" in err.value.reason
    fresh = GAME.setup(3, 1)
    with pytest.raises(IllegalMove) as err:
        GAME.apply(fresh, Play(fresh.claimer, fresh.hands[fresh.claimer][0]))
    assert err.value.rule == "Safari Sprint, Step B: Play Cards"
    for bad in (Claim(fresh.claimer, "ducktor", 3), Claim(fresh.claimer, fresh.animals[0], True)):
        with pytest.raises(IllegalMove):
            GAME.apply(fresh, bad)


def test_setup_options():
    s = GAME.setup(3, 9, {"animals": ["lion", "monkey", "zebra"]})
    assert s.animals == ["lion", "monkey", "zebra"]
    for bad in ({"animals": ["lion"]}, {"animals": ["lion", "lion", "zebra"]}, {"animals": ["cat", "lion", "zebra"]},
                {"deck_order": ["lion-1b"]}, {"deck_order": ["ducktor-1"]}):
        with pytest.raises(SetupError):
            GAME.setup(3, 9, {**bad, "animals": bad.get("animals", ["lion", "monkey", "zebra"])})
    assert set(GAME.setup(4, 3).animals) < set(ANIMALS)


def race_cards(animals):
    return Counter([c for a in animals for c in dealt_animal_cards(a) + [board_six(a)]] + list(DUCKTOR_DEAL))


@pytest.mark.parametrize("players", [3, 4, 5])
def test_invariants_over_random_series(players):
    for seed in range(3):
        r = random.Random(seed)
        s = GAME.setup(players, seed)
        while GAME.to_act(s):
            seat = GAME.to_act(s)[0]
            s = GAME.apply(s, r.choice(GAME.legal_moves(s, seat)))
            held = Counter(c for h in s.hands for c in h) + Counter(s.row + s.played + s.aside + s.board_sixes)
            if s.phase != "over":
                # every card of the race is somewhere, exactly once; the rest of the 66 stays in the box
                assert held == race_cards(s.animals)
                assert set(held) <= set(ALL_CARDS)
            spaces = list(s.positions.values())
            assert len(spaces) == len(set(spaces)), "two duckies on one space"
            assert min(spaces) >= 1
            if s.phase == "play" and s.turn_index == 0 and s.round > 1:
                rear = min(s.positions[a] for a in s.animals)
                assert s.positions["ducktor"] >= rear - 1  # SS-12 catch-up
        scored = [e.data for e in s.log if e.kind == "race_scored"]
        assert len(scored) == 3
        totals = [sum(col) for col in zip(*(d["points"] for d in scored), strict=True)]
        assert totals == s.series == [int(x) for x in GAME.result(s).scores]
        for d in scored:
            # every rank's points go to the animal's player; Ducktor's go to nobody (SS-13)
            nobody = RACE_POINTS[d["ranking"].index("ducktor")]
            assert sorted(d["points"] + [nobody]) == sorted(RACE_POINTS[: players + 1])


def test_views_hide_other_hands_and_set_aside_cards():
    s = GAME.setup(3, 4)
    public = GAME.view(s, None).model_dump_json()
    for p in range(3):
        mine = GAME.view(s, p)
        assert mine.hand == s.hands[p]
        text = mine.model_dump_json()
        for q in range(3):
            if q != p:
                assert not any(f'"{c}"' in text for c in s.hands[q])
        assert not any(f'"{c}"' in text for c in s.aside)
        assert not any(f'"{c}"' in public for c in s.hands[p])


def test_ss_12_ducktor_catches_up_behind_the_rearmost_animal():
    s = example_game()
    s.positions["ducktor"] = 1
    first = next(c for c in s.hands[0] if not c.startswith("ducktor"))
    for seat, card in [(0, first), (1, "zebra-3a"), (2, "tiger-2a"), (3, "tiger-3a")]:
        s = GAME.apply(s, Play(seat, card))
    rear = min(s.positions[a] for a in FOUR)
    assert rear - 1 > 1 and s.positions["ducktor"] == rear - 1
    assert [e.data for e in s.log if e.kind == "catch_up"] == [{"ducky": "ducktor", "to": rear - 1}]


def test_determinize_keeps_public_knowledge():
    s = example_game()
    s = GAME.apply(s, Play(0, "ducktor-5"))
    view = GAME.view(s, 1)
    d = GAME.determinize(view, 3)
    assert d.hands[1] == s.hands[1]
    assert "elephant-6a" in d.hands[0] and "monkey-6a" in d.hands[2] and "tiger-6a" in d.hands[3]
    assert not any(c.startswith("ducktor") for c in d.hands[0])  # seat 0 played its Ducktor card
    assert all(sum(c.startswith("ducktor") for c in d.hands[p]) == 1 for p in (2, 3))
    assert GAME.view(d, 1) == view


def test_narration_names_duckies_as_people_read_them():
    """Ducktor Livingstone is a person ("Ducktor Livingstone moves", not "The Ducktor Livingstone"), and the
    racing card is told by what it moves, not by its box id (players never see "RC-10")."""
    from rules.core import Event

    def say(event):
        return str(GAME.describe_event(event))

    assert say(Event("move", {"ducky": "ducktor", "steps": 2, "to": 17, "pushed": []})) == \
        "Ducktor Livingstone moves 2 to space 17."
    assert say(Event("move", {"ducky": "lion", "steps": 4, "to": 31, "pushed": [{"ducky": "ducktor", "to": 30}]})) \
        == "The Lion moves 4 to space 31; Ducktor Livingstone is pushed back to 30."
    line = say(Event("racing_card", {"round": 9, "card": "RC-10", "spots": [4, 2, 4, 2]}))
    assert line == "Round 9: the racing card moves 4/2/4/2." and "RC" not in line
