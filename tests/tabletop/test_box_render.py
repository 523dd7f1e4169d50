"""Wonder Creature, La Criatura and the die, drawn in code: every face at every small width and a few
large ones (no native crash, the asked size), the parts of a creature meeting at their joins, the
danger marks, the clock's track geometry, and a tumble that always lands on the engine's number.

pygame-ce 2.5.8 dies without a traceback on zero-size surfaces in transforms, so the small widths
(where rounding hits zero) are drawn one by one.
"""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from rules.la_criatura.cards import EVENT_IDS, SLUG_OF, WEAPON_IDS, card_name  # noqa: E402
from rules.la_criatura.engine import LaCriatura  # noqa: E402
from rules.wonder_creature.catalogue import CATALOGUE  # noqa: E402
from tabletop.render import fonts, safe  # noqa: E402
from tabletop.render import la_criatura as lc  # noqa: E402
from tabletop.render import wonder_creature as wc  # noqa: E402
from tabletop.render.die import die_face, tumble_frames  # noqa: E402
from tabletop.render.wonder_creature.style import NECK_JOIN, TAIL_JOIN, UNIT_W  # noqa: E402

WIDTHS = [*range(1, 61), 90, 140, 260, 600]
TRACK_RECTS = [(0, 0, 900, 150), (10, 20, 600, 100), (0, 0, 110, 620), (5, 5, 40, 400), (3, 7, 333, 211),
               (0, 0, 64, 64), (0, 0, 1, 1), (0, 0, 12, 3)]
"""Time marker rects: wide, tall, square, odd sizes that round, and degenerate ones."""


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


def _bytes(img):
    return pygame.image.tobytes(img, "RGBA")


# ----- every face, every width ------------------------------------------------------------------

def test_every_wonder_creature_face_at_every_width():
    keys = list(wc.faces())
    for width in WIDTHS:
        for key in keys:
            img = wc.face(key, width)
            assert img.get_size() == (width, wc.card_height(width)), (key, width)


def _lc_height(key, width):
    if key[0] == "token":
        return width
    if key[0] == "time_marker":
        return max(1, round(width / lc.ASPECT))
    return lc.card_height(width)


def test_every_la_criatura_face_at_every_width():
    keys = list(lc.faces())
    for width in WIDTHS:
        for key in keys:
            img = lc.face(key, width)
            assert img.get_size() == (width, _lc_height(key, width)), (key, width)


def test_la_criatura_card_alias_draws_events_and_weapons():
    assert lc.face(("card", "armed-2"), 77) is lc.face(("event", "armed-2"), 77)
    assert lc.face(("card", WEAPON_IDS[0]), 77) is lc.face(("weapon", WEAPON_IDS[0]), 77)


def test_die_faces_at_every_size():
    for size in WIDTHS:
        for value in range(1, 7):
            for marked in (False, True):
                assert die_face(value, size, marked).get_size() == (size, size), (value, size)
    with pytest.raises(ValueError):
        die_face(7, 20)


@pytest.mark.parametrize("w,h", [(1, 1), (1, 300), (300, 1), (2, 2), (37, 5), (5, 37), (900, 150), (110, 620)])
def test_time_marker_at_odd_sizes(w, h):
    assert lc.clock_track(w, h).get_size() == (w, h)


# ----- the engines' ids are all drawn ------------------------------------------------------------

def test_faces_cover_every_card_the_engines_define():
    keys = list(wc.faces())
    assert {k[1] for k in keys if k[0] == "card"} == set(CATALOGUE.ids)
    assert ("back",) in keys
    keys = list(lc.faces())
    assert [k[1] for k in keys if k[0] == "event"] == list(EVENT_IDS)
    assert [k[1] for k in keys if k[0] == "weapon"] == list(WEAPON_IDS)
    assert len([k for k in keys if k[0] == "scientist"]) == LaCriatura.max_players - 1
    for key in (("creature",), ("infected",), ("character_back",), ("event_back",), ("weapon_back",),
                ("time_marker",)):
        assert key in keys
    assert {k[1] for k in keys if k[0] == "token"} == {"leader", "vote", "victory", "sedated", "clock"}


def test_describe_every_piece():
    for card in CATALOGUE.ids:
        title, lines = wc.describe(card)
        assert title == CATALOGUE.name(card) and lines and all(isinstance(x, str) and x for x in lines)
    for key in lc.faces():
        title, lines = lc.describe(key)
        assert title and lines and all(isinstance(x, str) and x for x in lines), key
    for card in (*EVENT_IDS, *WEAPON_IDS):
        assert lc.describe(card)[0] == card_name(card)
    assert lc.describe("camouflage-1")[1][0] == lc.describe(("event", "camouflage-2"))[1][0]
    for bad in ("WC-XX-R", "armed-9", "scientist-0"):
        with pytest.raises(KeyError):
            wc.describe(bad) if bad.startswith("WC") else lc.describe(bad)


def test_faces_are_cached_and_copies_share_a_drawing():
    assert wc.card_face("WC-DH-R", 77) is wc.card_face("WC-DH-R", 77)
    assert lc.event_card("armed-1", 90) is lc.event_card("armed-5", 90)
    assert lc.weapon_card(WEAPON_IDS[0], 90) is lc.weapon_card(WEAPON_IDS[0], 90)
    assert lc.token("vote", 40) is lc.token("vote", 40)
    drawn = {_bytes(lc.event_card(next(c for c in EVENT_IDS if SLUG_OF[c] == slug), 90))
             for slug in set(SLUG_OF.values())}
    assert len(drawn) == len(set(SLUG_OF.values()))  # every kind of event card looks different


# ----- Wonder Creature: one creature across three cards ------------------------------------------

def _opaque_rows(img, x):
    return [y for y in range(img.get_height()) if img.get_at((x, y)).a > 128]


@pytest.mark.parametrize("width", [60, 90, 140, 260])
def test_parts_meet_at_the_joins_for_every_creature(width):
    """Any head meets any body (and any body any tail) at the same rows, so a laid creature is one animal."""
    strips = {c: wc.creature_strip(c, width, wc.CREATURES) for c in wc.CREATURES}
    slack = max(2, round(width * 0.02))
    for cut in (width, 2 * width):
        for left in wc.CREATURES:
            a = _opaque_rows(strips[left], cut - 1)
            assert a, (left, cut)
            for right in wc.CREATURES:
                b = _opaque_rows(strips[right], cut)
                assert abs(a[0] - b[0]) <= slack and abs(a[-1] - b[-1]) <= slack, (left, right, cut, a, b)


@pytest.mark.parametrize("width", [90, 260])
def test_only_the_neck_and_tail_cross_a_cut(width):
    """A part keeps to its own card apart from the joins (no wing tip on the tail card)."""
    h = wc.card_height(width)
    scale = width / UNIT_W
    for creature in wc.CREATURES:
        strip = wc.creature_strip(creature, width, wc.CREATURES)
        for cut, (_, y, half) in ((width, NECK_JOIN), (2 * width, TAIL_JOIN)):
            rows = _opaque_rows(strip, cut)
            band = (y - half) * scale - width * 0.04, (y + half) * scale + width * 0.04
            assert rows and all(band[0] <= r <= band[1] for r in rows), (creature, cut, rows[:3], band)
            assert 0 < len(rows) < h


def test_danger_is_told_by_the_spikes_not_only_the_colour():
    """Red (3) > Yellow (2) > Blue (1): the plaque lights one more spike per danger point."""
    def light(img):
        w, h = img.get_size()
        return sum(1 for x in range(w) for y in range(h)
                   if sum(img.get_at((x, y))[:3]) > 600 and img.get_at((x, y)).a > 200)
    for w, h in ((40, 16), (90, 40)):
        lit = [light(wc.danger_plaque(wc.DANGER[c], "", w, h)) for c in CATALOGUE.colors_by_danger]
        assert lit == sorted(lit, reverse=True) and len(set(lit)) == len(lit), (w, lit)
    for card in CATALOGUE.ids:
        colour = CATALOGUE.cards[card].background
        assert wc.DANGER[colour] in (1, 2, 3)


# ----- La Criatura: the clock on the time marker ----------------------------------------------------

@pytest.mark.parametrize("rect", TRACK_RECTS)
def test_clock_positions_lie_on_the_track_and_move_towards_the_helicopter(rect):
    r = pygame.Rect(rect)
    horizontal = r.w >= r.h
    for players in range(LaCriatura.min_players, LaCriatura.max_players + 1):
        turns = players - 1
        steps = [t / 4 for t in range(4, 4 * (turns + 1) + 1)]  # turn 1 .. the helicopter, in quarters
        points = [lc.clock_position(r, t, turns) for t in steps]
        for p in points:
            assert r.collidepoint(p), (rect, players, p)
        along = [p[0] if horizontal else -p[1] for p in points]
        assert along == sorted(along), (rect, players)
        if min(r.w, r.h) >= 20:
            whole = [lc.clock_position(r, t, turns) for t in range(1, turns + 2)]
            assert len(set(whole)) == len(whole)
    assert lc.clock_position(r, 99, 5) == lc.clock_space(r, 0)  # past the end: the helicopter
    assert lc.clock_position(r, -3, 5) == lc.clock_space(r, 5)


def test_the_clock_token_fits_a_space():
    r = pygame.Rect(0, 0, 900, 150)
    size = lc.clock_token_size(r)
    a, b = lc.clock_space(r, 3), lc.clock_space(r, 2)
    assert 0 < size < abs(a[0] - b[0]) + 1
    img = lc.clock_track(900, 150)
    for v in range(lc.MAX_TURNS + 1):
        assert img.get_at(lc.clock_space(r, v)).a == 255


def test_a_face_down_character_card_says_nothing():
    with fonts.recording() as words:
        lc.character_back.cache_clear()
        lc.character_back(140)
    assert not any(w.lower() in ("scientist", "infected", "creature") for w in " ".join(words).split())


# ----- the die -------------------------------------------------------------------------------------

@pytest.mark.parametrize("size", [1, 2, 5, 17, 48, 96])
def test_a_tumble_ends_on_the_asked_value(size):
    for value in range(1, 7):
        for marked in (False, True):
            frames = tumble_frames(value, size, 12, seed=value, marked=marked)
            assert len(frames) == 12
            assert all(f.get_size() == (size, size) for f in frames)
            assert _bytes(frames[-1]) == _bytes(die_face(value, size, marked))


def test_tumbles_repeat_with_their_seed_and_vary_without():
    a = [_bytes(f) for f in tumble_frames(3, 64, 10, seed=7)]
    assert a == [_bytes(f) for f in tumble_frames(3, 64, 10, seed=7)]
    assert a != [_bytes(f) for f in tumble_frames(3, 64, 10, seed=8)]
    assert len(tumble_frames(5, 30, 1)) == 1
    with pytest.raises(ValueError):
        tumble_frames(0, 30)


def test_marked_die_differs():
    assert _bytes(die_face(4, 40, True)) != _bytes(die_face(4, 40))
    assert len({_bytes(die_face(v, 24)) for v in range(1, 7)}) == 6


def test_drawings_use_only_safe_surfaces():
    """The new modules make surfaces and transforms only through tabletop/render/safe.py."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    direct = re.compile(r"pygame\.transform\.|pygame\.Surface\(")
    files = [*(root / "tabletop/render/wonder_creature").glob("*.py"),
             *(root / "tabletop/render/la_criatura").glob("*.py"),
             root / "tabletop/render/die.py", root / "art/boxes_sheet.py"]
    assert files
    for path in files:
        assert not direct.search(path.read_text(encoding="utf-8")), path
    assert safe.surface(0, 0).get_size() == (1, 1)
