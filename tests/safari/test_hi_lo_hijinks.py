"""Hi-Lo Hijinks: Example A (T-HL-A), the three outcomes of a play (T-HL-B), scoring (T-HL-C), the
explorer and the Ducktor ducky, play-out after the deck ends, the younger-players variant, invariants."""

import random
from collections import Counter

import pytest

from rules import IllegalMove, SetupError
from rules.safari.components import ALL_CARDS, ANIMAL_CARDS, SUIT_OF
from rules.safari.hi_lo_hijinks import GAME, Give, Keep, Play, Reverse, score_piles

STARTERS = ["elephant-2a", "zebra-3a", "lion-5a", "monkey-4a", "tiger-6a"]


def game(hands, players=2, **options):
    """Example A's starters; seat p is dealt `hands[p]` (four cards each); seat 0 plays first."""
    order = STARTERS + [c for h in hands for c in h]
    return GAME.setup(players, 3, {"deck_order": order, "first_player": 0, **options})


FILL = ["zebra-6a", "zebra-6b", "lion-1a", "lion-1b"]


def test_t_hl_a_starters_place_the_duckies():
    s = game([FILL, ["elephant-1a", "elephant-1b", "tiger-1a", "tiger-1b"]])
    assert {a: v[-1] for a, v in s.stacks.items()} == {
        "elephant": "elephant-2a", "lion": "lion-5a", "monkey": "monkey-4a", "tiger": "tiger-6a", "zebra": "zebra-3a"}
    assert s.sides == {"elephant": "higher", "zebra": "higher", "lion": "lower", "monkey": "lower", "tiger": "lower"}
    assert s.ducktor_holder is None  # the explorer ducky stands on its own spot
    assert s.hands[0] == sorted(FILL, key=ALL_CARDS.index)
    assert len(s.deck) == 66 - 5 - 8


def test_starter_search_puts_repeats_and_explorers_back():
    order = ["ducktor-3", "elephant-2a", "elephant-5a", "zebra-3a", "lion-5a", "monkey-4a", "tiger-6a"]
    s = GAME.setup(2, 1, {"deck_order": order, "first_player": 0})
    assert [v[0] for v in s.stacks.values()] == ["elephant-2a", "lion-5a", "monkey-4a", "tiger-6a", "zebra-3a"]
    # the returned cards are shuffled back in (deck_order keeps them first: seat 0's hand)
    assert {"ducktor-3", "elephant-5a"} <= set(s.hands[0])
    assert sum(map(len, s.hands)) + len(s.deck) == 61


def test_t_hl_b_lower_stack_top_4_wanted_card():
    s = game([["monkey-3a", *FILL[:3]], FILL[3:] + ["elephant-1a", "elephant-1b", "tiger-1a"]])
    s = GAME.apply(s, Play(0, "monkey-3a", "monkey"))
    assert s.stacks["monkey"] == ["monkey-4a", "monkey-3a"] and s.piles[0] == []
    assert s.phase == "play" and s.turn == 1 and len(s.hands[0]) == 4  # drew a card


def test_t_hl_b_match_gives_the_bonus():
    s = game([["monkey-4b", *FILL[:3]], FILL[3:] + ["elephant-1a", "elephant-1b", "tiger-1a"]])
    s = GAME.apply(s, Play(0, "monkey-4b", "monkey"))
    assert s.phase == "reverse" and GAME.legal_moves(s, 0) == [Reverse(0, False), Reverse(0, True)]
    s = GAME.apply(s, Reverse(0, True))
    assert s.sides["monkey"] == "higher" and s.phase == "give"
    assert Keep(0) in GAME.legal_moves(s, 0) and Give(0, "zebra-6a", 1) in GAME.legal_moves(s, 0)
    with pytest.raises(IllegalMove) as err:
        GAME.apply(s, Give(0, "zebra-6a", 0))
    assert err.value.rule == "Hi-Lo Hijinks, On Your Turn (matching number)"
    s = GAME.apply(s, Give(0, "zebra-6a", 1))
    assert "zebra-6a" in s.hands[1] and len(s.hands[1]) == 5
    assert len(s.hands[0]) == 3  # 4 - played - given + drawn
    assert s.turn == 1 and s.phase == "play"
    gift = [e for e in s.log if e.kind == "give_card"]
    assert gift and gift[0].to == (0, 1)  # only giver and receiver see which card


def test_t_hl_b_match_may_decline_both_choices():
    s = game([["monkey-4b", *FILL[:3]], FILL[3:] + ["elephant-1a", "elephant-1b", "tiger-1a"]])
    s = GAME.apply(GAME.apply(GAME.apply(s, Play(0, "monkey-4b", "monkey")), Reverse(0, False)), Keep(0))
    assert s.sides["monkey"] == "lower" and len(s.hands[0]) == 4 and s.turn == 1


def test_t_hl_b_unwanted_card_takes_the_stack():
    s = game([["monkey-3a", "monkey-5a", *FILL[:2]], FILL[2:] + ["elephant-1a", "elephant-1b"]])
    s = GAME.apply(s, Play(0, "monkey-3a", "monkey"))
    s = GAME.apply(s, Play(1, "lion-1b", "lion"))  # lion stack Lower, top 5: wanted
    s = GAME.apply(s, Play(0, "monkey-5a", "monkey"))
    assert sorted(s.piles[0]) == ["monkey-3a", "monkey-4a"]
    assert s.stacks["monkey"] == ["monkey-5a"] and s.sides["monkey"] == "lower"  # the ducky does not move
    take = [e.data for e in s.log if e.kind == "take"]
    assert take == [{"seat": 0, "stack": "monkey", "count": 2, "pile": 2}]
    assert GAME.view(s, 0).pile_sizes == [2, 0] and GAME.view(s, 0).piles is None  # no peeking (HL-05)


def test_explorer_goes_on_any_stack_and_takes_the_ducky():
    s = game([["ducktor-6", "ducktor-1", *FILL[:2]], FILL[2:] + ["elephant-1a", "elephant-1b"]])
    plays = [m for m in GAME.legal_moves(s, 0) if m.card == "ducktor-6"]
    assert [m.stack for m in plays] == ["elephant", "lion", "monkey", "tiger", "zebra"]
    s = GAME.apply(s, Play(0, "ducktor-6", "tiger"))  # Lower, top 6: a match (HL-03)
    assert s.ducktor_holder == 0 and s.phase == "reverse"
    s = GAME.apply(GAME.apply(s, Reverse(0, False)), Keep(0))
    s = GAME.apply(s, Play(1, "elephant-1a", "elephant"))  # Higher, top 2: not wanted
    assert s.piles[1] == ["elephant-2a"]
    s = GAME.apply(s, Play(0, "ducktor-1", "zebra"))  # Higher, top 3: not wanted -> take
    assert s.piles[0] == ["zebra-3a"] and s.stacks["zebra"] == ["ducktor-1"]


def test_wrong_stack_is_refused_with_the_rule():
    s = game([FILL, ["elephant-1a", "elephant-1b", "tiger-1a", "tiger-1b"]])
    with pytest.raises(IllegalMove) as err:
        GAME.apply(s, Play(0, "zebra-6a", "lion"))
    assert err.value.rule == "Hi-Lo Hijinks, On Your Turn" and "own stack" in err.value.reason
    for bad in (Play(0, "tiger-1a", "tiger"), Play(0, "zebra-6a", "hippo"), Reverse(0, True), Keep(0),
                Give(0, "zebra-6a", 1), Play(0, None, "zebra")):
        with pytest.raises(IllegalMove):
            GAME.apply(s, bad)


def test_play_out_after_the_deck_and_a_gift_to_an_empty_hand():
    s = game([["monkey-4b", "lion-2a", *FILL[:2]], FILL[2:] + ["elephant-1a", "elephant-1b"]])
    s.deck = []
    s.hands = [["lion-2a", "monkey-4b"], []]
    s = GAME.apply(s, Play(0, "monkey-4b", "monkey"))
    s = GAME.apply(GAME.apply(s, Reverse(0, False)), Give(0, "lion-2a", 1))
    assert s.hands == [[], ["lion-2a"]] and GAME.to_act(s) == [1]  # HL-04: the empty hand plays again
    s = GAME.apply(s, Play(1, "lion-2a", "lion"))
    assert GAME.is_over(s) and s.phase == "over"  # HL-10: deck and every hand empty


def test_skips_players_with_empty_hands():
    s = game([FILL, ["elephant-1a", "elephant-1b", "tiger-1a", "tiger-1b"]], players=3)
    s.deck = []
    s.hands[1] = []
    s = GAME.apply(s, Play(0, "lion-1a", "lion"))
    assert GAME.to_act(s) == [2]


def test_t_hl_c_scoring_most_of_a_type():
    a = [f"elephant-{n}a" for n in (1, 2, 3, 4)] + ["ducktor-1", "ducktor-2"]
    b = [f"elephant-{n}b" for n in (1, 2, 3, 4)] + ["zebra-1a"]
    c = ["elephant-5a"]
    discarded, totals = score_piles([a, b, c], ducktor_holder=0)
    assert discarded == [["ducktor"], ["zebra"], []]  # elephants tie 4-4: nobody discards them (HL-06)
    assert totals == [8, 4, 1]
    s = GAME.setup(3, 1)
    s.piles, s.ducktor_holder, s.hands, s.deck, s.phase = [a, b, c], 0, [[], [], []], [], "over"
    res = GAME.result(s)
    assert res.winners == [2] and res.scores == [-8.0, -4.0, -1.0]
    assert GAME.view(s, None).totals == [8, 4, 1]


def test_younger_players_variant():
    s = GAME.setup(3, 2, {"younger_players": True})
    cards = [c for h in s.hands for c in h] + s.deck + [c for v in s.stacks.values() for c in v]
    assert sorted(cards) == sorted(ANIMAL_CARDS)
    s = game([["monkey-4b", *FILL[:3]], FILL[3:] + ["elephant-1a", "elephant-1b", "tiger-1a"]],
             younger_players=True)
    s = GAME.apply(GAME.apply(s, Play(0, "monkey-4b", "monkey")), Reverse(0, True))
    assert s.phase == "play" and s.turn == 1 and s.sides["monkey"] == "higher"  # reverse yes, no give-away
    with pytest.raises(SetupError):
        GAME.setup(2, 1, {"younger_players": True, "deck_order": ["ducktor-2"]})


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("younger", [False, True])
def test_invariants_over_random_games(players, younger):
    deck = Counter(ANIMAL_CARDS if younger else ALL_CARDS)
    for seed in range(4):
        r = random.Random(seed)
        s = GAME.setup(players, seed, {"younger_players": younger})
        while GAME.to_act(s):
            seat = GAME.to_act(s)[0]
            if s.phase == "play":
                assert s.hands[seat], "a player with no cards was asked to play"
            s = GAME.apply(s, r.choice(GAME.legal_moves(s, seat)))
            where = Counter(c for h in s.hands for c in h) + Counter(s.deck) + \
                Counter(c for p in s.piles for c in p) + Counter(c for v in s.stacks.values() for c in v)
            assert where == deck  # all 66 (60) cards, each exactly once
            for a, v in s.stacks.items():
                assert v and all(SUIT_OF[c] in (a, "ducktor") for c in v)
        assert not s.deck and not any(s.hands)
        end = next(e.data for e in s.log if e.kind == "game_over")
        assert end["totals"] == [-int(x) for x in GAME.result(s).scores]
        assert sum(map(len, s.piles)) == sum(e.data["count"] for e in s.log if e.kind == "take")


def test_cards_taken_face_down_are_counted_in_words():
    """"takes 1 card face down", never "1 cards"."""
    from rules.core import Event

    one = str(GAME.describe_event(Event("take", {"seat": 1, "count": 1, "pile": 3})))
    two = str(GAME.describe_event(Event("take", {"seat": 1, "count": 2, "pile": 4})))
    assert "takes 1 card face down (3 in their pile)" in one
    assert "takes 2 cards face down (4 in their pile)" in two


def test_no_points_is_a_plain_zero_not_minus_zero():
    """Scores are negated points; a player with none must read 0 in every summary, not "-0"."""
    s = GAME.setup(3, 5, {})
    rng = random.Random(5)
    while GAME.to_act(s):
        seat = GAME.to_act(s)[0]
        s = GAME.apply(s, rng.choice(GAME.legal_moves(s, seat)))
    result = GAME.result(s)
    assert all(f"{score:g}" != "-0" for score in result.scores)
    s.piles = [[] for _ in s.piles]
    s.ducktor_holder = None
    assert [f"{score:g}" for score in GAME.result(s).scores] == ["0", "0", "0"]
