"""The catalogue in cards.json holds the values of RULES-DECISIONS §1.2, and its model refuses broken data."""

import json
from collections import Counter
from importlib import resources

import pytest
from pydantic import ValidationError

from rules.strange_creatures.cards import ALL_CARDS, CARDS, COLORS, CatalogueData, value_label


def test_counts():
    assert len(ALL_CARDS) == 72 and len({c.id for c in ALL_CARDS}) == 72
    assert sum(c.starting for c in ALL_CARDS) == 25
    kinds = Counter(c.kind for c in ALL_CARDS if not c.starting)
    assert kinds == {"number": 30, "seven": 3, "plus3": 3, "x": 3, "twelve": 2, "trump": 4, "mega": 2}
    assert COLORS == ("yellow", "blue", "green", "brown")


def test_costs_match_the_decisions():
    expected = {"0": 3, "2.5": 4, "3.33": 2, "4.25": 2, "8": 2, "9": 3, "10": 4}
    for color in COLORS:
        for label, cost in expected.items():
            assert CARDS[f"{color}-{label}"].cost == cost
    for prefix, cost in {"seven": 3, "plus3": 3, "x": 4, "twelve": 4, "trump": 4, "mega": 5, "colorless-2": 2}.items():
        assert {c.cost for c in ALL_CARDS if c.id.startswith(prefix)} == {cost}
    spread = Counter(c.cost for c in ALL_CARDS if not c.starting)
    assert spread == {2: 14, 3: 14, 4: 17, 5: 2}
    assert CARDS["brown-9"].cost == 3


def test_effects_match_the_decisions():
    for color in COLORS:
        coins = {v: CARDS[f"{color}-{v}"].coins for v in ("1", "2", "3", "4", "5", "6")}
        assert coins == {"1": 2, "2": 2, "3": 1, "4": 1, "5": 0, "6": 0}
        assert CARDS[f"{color}-5"].stamp == CARDS[f"{color}-6"].stamp == 1
        assert (CARDS[f"{color}-0"].coins, CARDS[f"{color}-0"].stamp) == (1, 1)
        assert CARDS[f"{color}-9"].stamp == 2 and CARDS[f"{color}-8"].coins == CARDS[f"{color}-10"].coins == 1
        assert CARDS[f"{color}-2.5"].end_points == 5 and not CARDS[f"{color}-2.5"].has_effect
        assert (CARDS[f"{color}-3.33"].removal, CARDS[f"{color}-3.33"].removal_coins) == ("self", 3)
        assert (CARDS[f"{color}-4.25"].removal, CARDS[f"{color}-4.25"].removal_stamp) == ("any", 1)
    assert CARDS["colorless-3"].stamp == 1 and CARDS["colorless-3"].color is None
    assert CARDS["colorless-2a"].coins == 2 and CARDS["colorless-2a"].voids_trick
    for c in ALL_CARDS:
        if c.kind in ("seven", "twelve", "plus3", "x", "trump", "mega"):
            assert not c.has_effect


def test_values_are_exact_twelfths():
    assert [CARDS[f"green-{v}"].value for v in ("0", "2.5", "3.33", "4.25", "10")] == [0, 30, 40, 51, 120]
    assert [value_label(v) for v in (30, 40, 51, 72, 0)] == ["2½", "3⅓", "4¼", "6", "0"]
    assert all(isinstance(c.value, int) for c in ALL_CARDS if c.value is not None)


def _data():
    return json.loads(resources.files("rules.strange_creatures").joinpath("cards.json").read_text())


def test_the_model_refuses_broken_data():
    CatalogueData.model_validate(_data())
    bad_cost = _data()
    next(c for c in bad_cost["colored"] if c["value"] == "9")["cost"] = 4
    missing = _data()
    missing["other"][-1]["ids"].pop()
    inexact = _data()
    inexact["colored"][0]["value"] = "1/7"
    for broken in (bad_cost, missing, inexact):
        with pytest.raises(ValidationError):
            CatalogueData.model_validate(broken)
