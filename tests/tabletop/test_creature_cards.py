"""Strange Creatures card faces: a creature on every card, drawn the same on every run, and sizes
that read from the couch (corner value, suit mark, effect icons and cost coin measured at the hand
card width of a 1280 x 800 window)."""

import hashlib
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from rules.strange_creatures.cards import ALL_CARDS, CARDS, UNKNOWN_IDS
from tabletop.games.strange_creatures import effect_lines
from tabletop.render import creature_cards as cc
from tabletop.render import creatures, fonts
from tabletop.render.palette import INK

ROOT = Path(__file__).resolve().parents[2]
WIDTHS = [*range(1, 61), 90, 112, 140, 200, 300]
HAND_W = 112
"""A hand card in a 1280 x 800 window."""
X_IDS = [c.id for c in ALL_CARDS if c.kind == "x"]


@pytest.fixture(autouse=True, scope="module")
def _pygame():
    pygame.init()
    yield


def _digest(img: pygame.Surface) -> str:
    return hashlib.sha256(pygame.image.tobytes(img, "RGBA")).hexdigest()


# ----- drawing at every size -------------------------------------------------------------------
@pytest.mark.parametrize("width", WIDTHS)
def test_every_face_draws_at_the_asked_width(width):
    for card in ALL_CARDS:
        img = cc.face(card.id, width)
        assert img.get_size() == (width, cc.card_height(width)), (card.id, width)
    assert cc.back(width).get_size() == (width, cc.card_height(width))


@pytest.mark.parametrize("width", WIDTHS)
def test_every_x_composite_draws_at_the_asked_width(width):
    """An X copies a card of the open display, which only ever holds Unknown Creature cards."""
    for x_id in X_IDS:
        for copy_id in (None, *UNKNOWN_IDS):
            img = cc.x_copy_face(x_id, copy_id, width)
            assert img.get_size() == (width, cc.card_height(width)), (x_id, copy_id, width)


def test_the_x_composite_shows_the_copy_large_enough_to_read():
    assert cc.PROPORTIONS.inset >= 0.6
    plain = cc.face("x-a", HAND_W)
    with_copy = cc.x_copy_face("x-a", "brown-9", HAND_W)
    assert _digest(plain) != _digest(with_copy)
    # the X's own corner (its X and suit mark) stays in view: the inset starts right of it
    lay = cc.layout("x-a", HAND_W)
    inset_x = HAND_W - round(HAND_W * cc.PROPORTIONS.inset) - round(HAND_W * 0.025)
    assert inset_x >= lay.suit_mark.right


@pytest.mark.parametrize("width", [1, 2, 3, 7, 112, 300])
def test_every_creature_draws_at_the_asked_size(width):
    for card in ALL_CARDS:
        assert creatures.creature(card.id, width).get_size() == (width, width)


# ----- the creatures -----------------------------------------------------------------------------
def test_a_creature_is_the_same_on_every_call():
    for card_id in ("yellow-0", "blue-3.33", "seven-a", "mega-b", "colorless-2a"):
        first = _digest(creatures.creature(card_id, 96))
        creatures.creature.cache_clear()
        creatures._master.cache_clear()
        creatures.traits.cache_clear()
        assert _digest(creatures.creature(card_id, 96)) == first, card_id


def test_a_creature_is_the_same_on_every_run():
    """Drawn in a fresh interpreter with another hash seed: the same pixels (no run-to-run randomness)."""
    ids = ["yellow-4", "green-9", "x-c", "trump-d"]
    code = ("import os, hashlib, pygame\n"
            "pygame.init()\n"
            "from tabletop.render import creatures\n"
            f"for c in {ids!r}:\n"
            "    print(hashlib.sha256(pygame.image.tobytes(creatures.creature(c, 80), 'RGBA')).hexdigest())\n")
    env = {**os.environ, "PYTHONHASHSEED": "12345", "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    assert run.stdout.split() == [_digest(creatures.creature(c, 80)) for c in ids]


def test_creatures_of_different_suits_differ():
    for value in ("0", "1", "2.5", "3.33", "4.25", "5", "9", "10"):
        ids = [f"{colour}-{value}" for colour in ("yellow", "blue", "green", "brown")]
        digests = {_digest(creatures.creature(c, 96)) for c in ids}
        assert len(digests) == 4, value
        assert len({creatures.traits(c).family for c in ids}) == 4


def test_every_card_has_its_own_creature():
    digests = {_digest(creatures.creature(c.id, 96)) for c in ALL_CARDS}
    assert len(digests) == len(ALL_CARDS)


def test_families_and_effects_show_in_the_creature():
    assert {creatures.traits(c.id).family for c in ALL_CARDS} == {
        "yellow", "blue", "green", "brown", "colorless", "shapeshifter", "trump", "mega"}
    for card in ALL_CARDS:
        t = creatures.traits(card.id)
        if card.coins:
            assert {"coin", "coins"} & set(t.props), card.id
        if card.stamp:
            assert "crest" in t.props, card.id
        if card.removal:
            assert t.sneaky and t.eyes == "sly", card.id
        if card.end_points:
            assert "gem" in t.props, card.id
        if card.voids_trick:
            assert "flag" in t.props, card.id


def _luminance(c):
    def lin(v):
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (lin(x) for x in c[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def test_the_big_value_keeps_its_contrast():
    """Ink on the creature's belly patch: at least 7:1 on every card."""
    ink = _luminance(INK)
    for card in ALL_CARDS:
        belly = _luminance(creatures.belly_colour(creatures.traits(card.id)))
        assert (belly + 0.05) / (ink + 0.05) >= 7, card.id


# ----- readable from the couch -------------------------------------------------------------------
def test_corner_value_and_suit_mark_are_a_fifth_of_the_width():
    least = 0.2 * HAND_W
    for card in ALL_CARDS:
        lay = cc.layout(card.id, HAND_W)
        assert lay.suit_mark.h >= least, card.id
        label = cc.big_label(card)
        if label:
            ink = fonts.text(label, lay.corner_font, INK, "bold").get_bounding_rect()
            assert ink.h >= least, (card.id, ink.h)


def test_effect_icons_cost_coin_and_words_are_large():
    w = HAND_W
    for card in ALL_CARDS:
        lay = cc.layout(card.id, w)
        items = cc.effect_items(card.id, w)
        for item in items:
            assert lay.box.contains(item.rect), (card.id, item.kind, item.rect, lay.box)
            if item.kind == "icon":
                assert item.rect.h >= 0.16 * w, (card.id, item.rect)
                assert item.size >= 0.16 * w, (card.id, item.size)
            if item.kind == "words":
                assert item.size >= 0.12 * w, (card.id, item.size)
        kinds = [i.kind for i in items]
        assert kinds.count("icon") == (bool(card.coins) + bool(card.stamp) + 2 * bool(card.removal)), card.id
        if card.cost is None:
            assert lay.cost is None and lay.badge is not None, card.id  # a Starting card shows the sprout
        else:
            assert lay.cost.h >= 0.2 * w and lay.cost.w >= 0.2 * w, card.id
            assert pygame.Rect(0, 0, lay.width, lay.height).contains(lay.cost)
            assert not lay.cost.colliderect(lay.box)


def test_the_proportions_are_data():
    p = cc.PROPORTIONS
    assert p.icon >= 0.16 and p.icon_min >= 0.16 and p.cost >= 0.2 and p.words >= 0.12 and p.suit_mark >= 0.2
    lay = cc.layout("yellow-0", HAND_W)
    assert lay.icon == round(p.icon * HAND_W) and lay.cost.w == round(p.cost * HAND_W)


def test_the_creature_stays_clear_of_the_effect_box():
    for width in (60, HAND_W, 300):
        lay = cc.layout("blue-2.5", width)
        assert lay.art.bottom <= lay.band.y + 1
        assert lay.art.contains(lay.plate)
        assert lay.plate.y > lay.suit_mark.y  # the big value sits below the corner's value


def test_nothing_here_makes_surfaces_or_transforms_directly():
    for path in (ROOT / "tabletop/render/creatures.py", ROOT / "tabletop/render/creature_cards.py",
                 ROOT / "art/creatures_sheet.py"):
        text = path.read_text(encoding="utf-8")
        assert "pygame.transform" not in text and "pygame.Surface(" not in text, path


def test_the_contact_sheet_draws(tmp_path):
    sys.path.insert(0, str(ROOT / "art"))
    try:
        import creatures_sheet
    finally:
        sys.path.remove(str(ROOT / "art"))
    out = creatures_sheet.main([str(tmp_path / "sheet.png")])
    assert out.exists() and out.stat().st_size > 10_000


def test_face_ids_stay_the_public_api():
    assert cc.suit_of(CARDS["seven-a"]) == "shapeshifter" and cc.suit_of(CARDS["colorless-3"]) == "colorless"
    assert cc.big_label(CARDS["yellow-4.25"]) == "4¼" and cc.big_label(CARDS["trump-a"]) == ""
    assert any("2 coins" in line for line in effect_lines("colorless-2a"))
