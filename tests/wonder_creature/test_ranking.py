"""The strength ladder (rulebook "About Creature") and the danger tie-breaks: T-WC-1 .. T-WC-4."""

from itertools import combinations

import pytest

from rules.wonder_creature import CATALOGUE, round_winners, strength, tier

from .scenario import deal, exchange_spares, show

DRAGON_BLUE = ["WC-DH-B", "WC-DB-B", "WC-DT-B"]
GRIFFIN_RRY = ["WC-GH-R", "WC-GB-R", "WC-GT-Y"]
GRIFFIN_RED = ["WC-GH-R", "WC-GB-R", "WC-GT-R"]
DRAGON_RYB = ["WC-DH-R", "WC-DB-Y", "WC-DT-B"]
GRIFFIN_BRY = ["WC-GH-B", "WC-GB-R", "WC-GT-Y"]
MIXED = ["WC-DH-R", "WC-GB-R", "WC-GT-R"]  # Dragon Head + Griffin Body + Griffin Tail
TWO_HEADS = ["WC-DH-R", "WC-GH-R", "WC-DB-R"]  # two Heads + a Body
ALL_TRIPLES = list(combinations(CATALOGUE.ids, 3))


def _round(creature_0, creature_1, spares_0, spares_1):
    """A 2-player round in which seat 0 shows creature_0 and seat 1 shows creature_1."""
    s = deal([creature_0 + spares_0, creature_1 + spares_1])
    s = exchange_spares(s, {0: creature_0, 1: creature_1})
    return show(s, {0: creature_0, 1: creature_1})


def test_tiers_of_the_examples():
    examples = (DRAGON_BLUE, GRIFFIN_RRY, DRAGON_RYB, GRIFFIN_BRY, MIXED, TWO_HEADS)
    assert [tier(c) for c in examples] == [1, 2, 3, 3, 4, 5]


def test_T_WC_1_one_background_beats_two_backgrounds():
    """T-WC-1: Dragon H/B/T all Blue (1) beats Griffin Red, Red, Yellow (2), though Griffin has more Red."""
    assert round_winners([DRAGON_BLUE, GRIFFIN_RRY]) == [0]
    s = _round(DRAGON_BLUE, GRIFFIN_RRY, ["WC-DH-R", "WC-DB-R"], ["WC-GH-Y", "WC-GB-Y"])
    assert s.history[0].winners == (0,) and s.history[0].tiers == (1, 2)
    assert s.sets == [1, 0]


def test_T_WC_2_same_tier_more_red_wins():
    """T-WC-2: Griffin all Red (1) beats Dragon all Blue (1): Red count 3 vs 0."""
    assert round_winners([DRAGON_BLUE, GRIFFIN_RED]) == [1]
    s = _round(DRAGON_BLUE, GRIFFIN_RED, ["WC-DH-R", "WC-DB-R"], ["WC-GH-Y", "WC-GB-Y"])
    assert s.history[0].tiers == (1, 1)
    assert s.sets == [0, 1]


def test_T_WC_3_full_tie_both_win():
    """T-WC-3: Dragon R/Y/B (3) vs Griffin B/R/Y (3): same tier, same colour counts, both score a set."""
    assert round_winners([DRAGON_RYB, GRIFFIN_BRY]) == [0, 1]
    s = _round(DRAGON_RYB, GRIFFIN_BRY, ["WC-DH-Y", "WC-DB-R"], ["WC-GH-Y", "WC-GB-Y"])
    assert s.history[0].winners == (0, 1)
    assert s.sets == [1, 1]


def test_T_WC_4_mismatch_loses_to_any_three_backgrounds_and_incomplete_to_any_mismatch():
    """T-WC-4: a mixed creature (4) loses to every tier-3 creature; two Heads + a Body (5) to every tier 4."""
    tier3 = [t for t in ALL_TRIPLES if tier(t) == 3]
    tier4 = [t for t in ALL_TRIPLES if tier(t) == 4]
    assert tier3 and tier4
    assert all(round_winners([MIXED, t]) == [1] for t in tier3)
    assert all(round_winners([TWO_HEADS, t]) == [1] for t in tier4)
    # MIXED holds three Reds, the most any creature can: the tier still decides first.
    s = _round(MIXED, ["WC-DH-Y", "WC-DB-B", "WC-DT-R"], ["WC-DH-B", "WC-GH-Y"], ["WC-GT-B", "WC-GH-B"])
    assert s.history[0].tiers == (4, 3) and s.sets == [0, 1]
    s = _round(TWO_HEADS, ["WC-DH-B", "WC-GB-B", "WC-DT-B"], ["WC-DT-R", "WC-GT-R"], ["WC-GH-Y", "WC-GT-B"])
    assert s.history[0].tiers == (5, 4) and s.sets == [0, 1]


def test_every_triple_lands_on_the_tier_its_cards_describe():
    """Ladder written out from the card fields (WC-05, WC-06), checked against all 816 triples."""
    seen = set()
    for t in ALL_TRIPLES:
        cards = [CATALOGUE.cards[c] for c in t]
        if sorted(c.part for c in cards) != ["body", "head", "tail"]:
            expected = 5
        elif len({c.creature for c in cards}) > 1:
            expected = 4
        else:
            expected = {1: 1, 2: 2, 3: 3}[len({c.background for c in cards})]
        assert tier(t) == expected, t
        seen.add(expected)
    assert seen == {1, 2, 3, 4, 5}


@pytest.mark.parametrize(
    ("stronger", "weaker", "why"),
    [
        (["WC-DH-R", "WC-DB-R", "WC-DT-Y"], ["WC-GH-R", "WC-GB-Y", "WC-GT-Y"], "tier 2: two Reds beat one"),
        (["WC-DH-R", "WC-DB-R", "WC-DT-Y"], ["WC-GH-R", "WC-GB-R", "WC-GT-B"], "tier 2: same Reds, Yellow decides"),
        (["WC-DH-Y", "WC-DB-Y", "WC-DT-B"], ["WC-GH-B", "WC-GB-B", "WC-GT-Y"], "tier 2: no Red, more Yellow"),
        (["WC-DH-R", "WC-GB-B", "WC-GT-B"], ["WC-GH-Y", "WC-DB-Y", "WC-DT-Y"], "tier 4: one Red beats three Yellow"),
        (["WC-DH-Y", "WC-GH-B", "WC-GB-B"], ["WC-DH-B", "WC-GH-B", "WC-DB-B"], "tier 5: Yellow beats Blue"),
    ],
)
def test_danger_tie_breaks_red_then_yellow_then_blue(stronger, weaker, why):
    """WC-07: within a tier, more Red wins, then more Yellow, then more Blue."""
    assert tier(stronger) == tier(weaker), why
    assert strength(stronger) < strength(weaker), why
    assert round_winners([weaker, stronger]) == [1], why


def test_three_players_two_share_the_round():
    """WC-07 with 3 seats: the two equal best creatures both win, the third scores nothing."""
    third = ["WC-GH-R", "WC-DB-B", "WC-GT-R"]
    s = deal([DRAGON_RYB + ["WC-DH-Y", "WC-DB-R"], GRIFFIN_BRY + ["WC-GH-Y", "WC-GB-Y"],
              third + ["WC-DH-B", "WC-DT-Y"]])
    s = exchange_spares(s, {0: DRAGON_RYB, 1: GRIFFIN_BRY, 2: third})
    s = show(s, {0: DRAGON_RYB, 1: GRIFFIN_BRY, 2: third})
    assert s.history[0].tiers == (3, 3, 4)
    assert s.history[0].winners == (0, 1) and s.sets == [1, 1, 0]
