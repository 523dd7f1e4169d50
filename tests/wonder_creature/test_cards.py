"""cards.json holds the 18 cards of RULES-DECISIONS 3.2; the model refuses replacements that break
what the rulebook needs (WC-01, WC-02; section 6)."""

import json
from importlib import resources

import pytest
from pydantic import ValidationError

from rules.wonder_creature import CATALOGUE
from rules.wonder_creature.catalogue import CardFile


def raw() -> dict:
    return json.loads(resources.files("rules.wonder_creature").joinpath("cards.json").read_text())


def test_the_18_cards_of_section_3_2():
    ids = [f"WC-{c}{p}-{b}" for c in "DG" for p in "HBT" for b in "RYB"]
    assert list(CATALOGUE.ids) == ids
    assert CATALOGUE.name("WC-GT-Y") == "Griffin Tail (Yellow)"
    assert CATALOGUE.colors_by_danger == ("Red", "Yellow", "Blue")


def _broken(change) -> dict:
    data = raw()
    change(data)
    return data


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: d["cards"].pop(), "18 cards"),
        (lambda d: d["cards"][1].update(id="WC-DH-R"), "used twice"),
        (lambda d: d["cards"][3].update(part="head"), "6 heads"),
        (lambda d: d["cards"][0].update(background="Green"), "not listed"),
        (lambda d: d["backgrounds"][1].update(danger=3), "must all differ"),
        (lambda d: d["cards"][0].update(part="wing"), "part"),
        # 3 creatures x 2 colours: no creature can show three backgrounds, so level 3 is out of reach
        (lambda d: [c.update(creature="ABC"[i % 9 // 3], background="Red" if i % 2 else "Blue")
                    for i, c in enumerate(d["cards"])], "cannot be built"),
    ],
)
def test_the_model_refuses_a_broken_card_file(change, words):
    with pytest.raises(ValidationError, match=words):
        CardFile.model_validate(_broken(change))


def test_the_shipped_file_validates():
    assert len(CardFile.model_validate(raw()).cards) == 18
