"""Animal Hunt: the setup table (T-AH-A), Choice A with a ducky taken from another player (T-AH-B),
choices B and C, the immediate end, rejections, and that no view ever shows a face-down card."""

import random
from collections import Counter

import pytest

from rules import IllegalMove, SetupError
from rules.safari.animal_hunt import EMPTY_SLOT_3P, FACE_DOWN, GAME, SLOTS, Ask, Flip, Show
from rules.safari.components import ANIMAL_CARDS, FACE_OF, TWIN_OF
from tests.conformance import json_strings

SEAT0 = ["lion-3a", "lion-4a", "elephant-1a", "elephant-2a", "elephant-3a", "elephant-4a", "elephant-5a",
         "elephant-6a", "monkey-1a", "monkey-2a"]
SEAT1 = ["tiger-1a", "tiger-2a", "tiger-3a", "tiger-4a", "tiger-5a", "tiger-6a", "zebra-1a", "zebra-2a", "zebra-3a",
         "zebra-4a"]


def two_player_game(first=0, grid=("lion-4b", "lion-3b", "monkey-6a", "lion-1a")):
    return GAME.setup(2, 5, {"deck_order": SEAT0 + SEAT1 + list(grid), "first_player": first})


@pytest.mark.parametrize("players,hand,ground", [(2, 10, 40), (3, 7, 39), (4, 5, 40)])
def test_t_ah_a_setup_counts(players, hand, ground):
    for seed in range(3):
        s = GAME.setup(players, seed)
        assert [len(h) for h in s.hands] == [hand] * players
        cards = [c for c in s.grid if c is not None]
        assert len(cards) == ground
        if players == 3:
            assert s.grid[EMPTY_SLOT_3P] is None and EMPTY_SLOT_3P == 4 * 8 + 7  # row 4, column 7
        all_cards = Counter(cards) + Counter(c for h in s.hands for c in h)
        assert all_cards == Counter(ANIMAL_CARDS)  # the 60 animal cards; explorers stay in the box
        faces = [FACE_OF[c] for h in s.hands for c in h]
        assert len(faces) == len(set(faces))  # the hands come from one deck: no two alike
        assert all(TWIN_OF[c] in cards for h in s.hands for c in h)  # every hand card's twin is hunted
        assert len(s.grid) == SLOTS == 40


def test_t_ah_b_show_a_card_takes_the_ducky_from_another_player():
    s = two_player_game(first=1)
    assert s.grid[:4] == ["lion-4b", "lion-3b", "monkey-6a", "lion-1a"]
    s = GAME.apply(s, Flip(1, 0))  # seat 1 flips the 4 Lion ...
    s = GAME.apply(s, Ask(1, 0))  # ... and asks seat 0, who must give it
    assert s.piles[1] == ["lion-4b", "lion-4a"] and s.duckies["lion"] == 1 and GAME.to_act(s) == [1]
    s = GAME.apply(s, Flip(1, 2))
    s = GAME.apply(s, Flip(1, 3))  # monkey 6 and lion 1: no match, turn over
    assert GAME.to_act(s) == [0] and s.first is None
    s = GAME.apply(s, Flip(0, 1))  # seat 0 flips the 3 Lion and holds the 3 Lion
    assert Show(0) in GAME.legal_moves(s, 0)
    s = GAME.apply(s, Show(0))
    assert s.piles[0] == ["lion-3b", "lion-3a"]  # +2 cards
    assert s.duckies["lion"] == 0  # taken from seat 1
    assert GAME.to_act(s) == [0] and s.phase == "flip"  # another turn
    assert GAME.view(s, None).scores == [4, 2]
    ducky = [e.data for e in s.log if e.kind == "ducky"]
    assert ducky[-1] == {"animal": "lion", "seat": 0, "from_seat": 1}


def test_ask_no_turns_the_card_back_and_ends_the_turn():
    s = two_player_game()
    s = GAME.apply(s, Flip(0, 2))  # 6 Monkey: nobody holds it
    s = GAME.apply(s, Ask(0, 1))
    assert s.grid[2] == "monkey-6a" and GAME.to_act(s) == [1] and s.piles == [[], []]
    ask = [e.data for e in s.log if e.kind == "ask"][-1]
    assert ask["answer"] is False and ask["turned_back"] == [2]
    assert GAME.view(s, 1).grid[2] == FACE_DOWN


def test_choice_c_match_and_miss():
    s = two_player_game(grid=("monkey-6a", "lion-1a", "monkey-6b"))
    s = GAME.apply(GAME.apply(s, Flip(0, 0)), Flip(0, 2))
    assert sorted(s.piles[0]) == ["monkey-6a", "monkey-6b"] and s.duckies["monkey"] == 0 and GAME.to_act(s) == [0]
    assert s.grid[0] is None and s.grid[2] is None
    s = GAME.apply(GAME.apply(s, Flip(0, 1)), Flip(0, 3))
    assert GAME.to_act(s) == [1] and s.grid[1] == "lion-1a" and s.first is None


def test_game_ends_immediately_when_a_hand_runs_out():
    hand = ["lion-1a", "lion-2a", "lion-3a", "lion-4a", "lion-5a"]
    others = [f"{a}-{n}a" for a in ("tiger", "zebra", "elephant") for n in range(1, 6)]
    grid = ["lion-1b", "lion-2b", "lion-3b", "lion-4b", "lion-5b"]
    s = GAME.setup(4, 1, {"deck_order": hand + others + grid, "first_player": 0})
    for slot in range(5):
        s = GAME.apply(GAME.apply(s, Flip(0, slot)), Show(0))
    assert GAME.is_over(s) and s.ended_by == 0
    res = GAME.result(s)
    assert res.scores == [12.0, 0.0, 0.0, 0.0] and res.winners == [0]  # 10 cards + 2 for the lion ducky


def test_game_ends_when_the_asked_player_runs_out():
    s = GAME.setup(4, 1, {"deck_order": ["lion-1a"], "first_player": 1})
    s.hands[0] = ["lion-1a"]  # seat 0 down to its last card
    slot = s.grid.index("lion-1b")
    s = GAME.apply(GAME.apply(s, Flip(1, slot)), Ask(1, 0))
    assert GAME.is_over(s) and s.ended_by == 0 and s.duckies["lion"] == 1


def test_rejections_name_the_rule():
    s = two_player_game()
    with pytest.raises(IllegalMove) as err:
        GAME.apply(s, Show(0))
    assert err.value.rule == "Animal Hunt, On Your Turn"
    s = GAME.apply(s, Flip(0, 2))  # 6 Monkey, not in seat 0's hand
    a, b, c = "Animal Hunt, Choice A: Show a Card", "Animal Hunt, Choice B: Ask a Player", \
        "Animal Hunt, Choice C: Flip Another Card"
    cases = [(Show(0), a), (Ask(0, 0), b), (Ask(0, 5), b), (Flip(0, 2), c), (Flip(0, 99), c), (Flip(0, "x"), c)]
    for move, rule in cases:
        with pytest.raises(IllegalMove) as err:
            GAME.apply(s, move)
        assert err.value.rule == rule and err.value.reason


def test_setup_refusals():
    with pytest.raises(SetupError):
        GAME.setup(2, 1, {"deck_order": ["ducktor-1"]})
    with pytest.raises(SetupError):
        GAME.setup(2, 1, {"deck_order": ["lion-1a", "lion-1b"]})  # both copies in the hands


@pytest.mark.parametrize("players", [2, 3, 4])
def test_face_down_cards_never_reach_a_view(players):
    r = random.Random(players)
    s = GAME.setup(players, players)
    revealed: set[str] = set()
    seen_log = 0
    step = 0
    while GAME.to_act(s):
        seat = GAME.to_act(s)[0]
        s = GAME.apply(s, r.choice(GAME.legal_moves(s, seat)))
        revealed.update(e.data["card"] for e in s.log[seen_log:] if e.kind == "flip")
        seen_log = len(s.log)
        step += 1
        if step % 23 and GAME.to_act(s):
            continue
        never_seen = {c for c in s.grid if c is not None} - revealed
        for p in [None, *range(players)]:
            shown = json_strings(GAME.view(s, p).model_dump(mode="json"))
            assert not shown & never_seen, "a face-down card reached a view"
            others = {c for q, h in enumerate(s.hands) if q != p for c in h}
            assert not shown & others, "another player's hand reached a view"


def test_determinize_keeps_what_was_seen_and_reshuffles_the_rest():
    s = two_player_game()
    s = GAME.apply(GAME.apply(s, Flip(0, 2)), Ask(0, 1))  # 6 Monkey seen at slot 2, and seat 1 said no
    view = GAME.view(s, 0)
    a, b = GAME.determinize(view, 1), GAME.determinize(view, 2)
    assert a.grid[2] == b.grid[2] == "monkey-6a"  # remembered, as every player saw it
    assert a.hands[0] == b.hands[0] == s.hands[0]
    assert a.grid != b.grid or a.hands[1] != b.hands[1]  # the unseen part is imagined, not copied
    for d in (a, b):
        assert not any(FACE_OF[c] == "monkey-6" for c in d.hands[1])  # seat 1 answered "no"
        assert Counter(c for c in d.grid if c) + Counter(c for h in d.hands for c in h) == Counter(ANIMAL_CARDS)
        faces = [FACE_OF[c] for h in d.hands for c in h]
        assert len(faces) == len(set(faces))
    hidden_truth = [c for i, c in enumerate(s.grid) if c and i != 2]
    guesses = [[c for i, c in enumerate(GAME.determinize(view, k).grid) if c and i != 2] for k in range(5)]
    assert any(g != hidden_truth for g in guesses)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_invariants_over_random_games(players):
    for seed in range(4):
        r = random.Random(seed)
        s = GAME.setup(players, seed)
        while GAME.to_act(s):
            seat = GAME.to_act(s)[0]
            s = GAME.apply(s, r.choice(GAME.legal_moves(s, seat)))
            where = Counter(c for c in s.grid if c) + Counter(c for h in s.hands for c in h) + \
                Counter(c for p in s.piles for c in p)
            assert where == Counter(ANIMAL_CARDS)
            assert all(FACE_OF[p[i]] == FACE_OF[p[i + 1]] for p in s.piles for i in range(0, len(p), 2))
        assert any(not h for h in s.hands)
        end = next(e.data for e in s.log if e.kind == "game_over")
        pairs = Counter(e.data["seat"] for e in s.log if e.kind == "pair")
        holders = Counter(v for v in s.duckies.values() if v is not None)
        assert end["scores"] == [2 * pairs[p] + 2 * holders[p] for p in range(players)]
        assert end["scores"] == [int(x) for x in GAME.result(s).scores]
