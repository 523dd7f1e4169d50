"""The seat area every game lays its seats with: a plate and a hand, the viewer's own cards face up and
anyone else's as backs with a count, cards as large as the room and the game's limits allow."""

import pygame
import pytest

import rules
from tabletop.games import ADAPTERS, make_adapter
from tabletop.table.frame import CARD_RATIO, card_height, snap
from tabletop.table.painter import Painter
from tabletop.table.seat_area import BACKS, CardFit, SeatArea, face_down, held_fan
from tabletop.table.zones import Fan, Item, Plate

UNIT = 20
HAND = pygame.Rect(200, 400, 600, 180)
PLATE = pygame.Rect(0, 400, 180, 36)


def cards(*ids):
    return [Item(c, ("card", c), handle=f"card:{c}") for c in ids]


def test_cards_are_as_tall_as_the_hand_allows_less_the_lift():
    fit = CardFit(lift=1.5, span=2)
    w = fit.width(HAND, UNIT)
    assert card_height(w) <= HAND.h - UNIT * 1.5
    assert w == snap((HAND.h - UNIT * 1.5) / CARD_RATIO)      # height is what binds in this wide rect


def test_cards_shrink_so_the_span_fits_the_width_and_stop_at_the_games_limits():
    narrow = pygame.Rect(0, 0, 300, 400)
    assert CardFit(span=5).width(narrow, UNIT) * 5 <= 300
    assert CardFit(span=5).width(narrow, UNIT) == snap(300 / 5)
    assert CardFit(span=None, most=3).width(narrow, UNIT) == snap(3 * UNIT)
    assert CardFit(span=None, cap=41).width(narrow, UNIT) == snap(41)
    tiny = pygame.Rect(0, 0, 20, 20)
    assert CardFit(least=10).width(tiny, UNIT) == 10          # never smaller than the game allows


def test_sizes_keep_to_the_ladder_so_faces_are_drawn_once_per_size():
    """A hand one pixel narrower keeps its card size (faces are cached by width)."""
    fit = CardFit(span=6)
    a = fit.width(pygame.Rect(0, 0, 600, 1000), UNIT)
    b = fit.width(pygame.Rect(0, 0, 599, 1000), UNIT)
    assert a == b


def test_the_viewers_own_hand_is_face_up_arched_and_named_hand():
    area = SeatArea(2, PLATE, HAND, "Robin", active=True, note="3 pts", cards=cards("a", "b", "c"),
                    fit=CardFit(lift=0.5, span=4.4), arc=0.08, hand_target=True, backs=face_down(2, 3), count=3)
    plate, hand = area.zones(UNIT)
    assert isinstance(plate, Plate) and plate.name == "plate:2" and plate.rect == PLATE
    assert (plate.text, plate.active, plate.note) == ("Robin", True, "3 pts")
    assert isinstance(hand, Fan) and hand.name == "hand" and hand.target and hand.count is None
    assert [p.face for p in hand.pieces()] == [("card", "a"), ("card", "b"), ("card", "c")]
    assert hand.arc == pytest.approx(hand.card_w * 0.08) and hand.z == 100
    for p in hand.pieces():
        assert HAND.contains(p.rect)


def test_anyone_elses_view_of_the_hand_shows_backs_and_a_count_only():
    area = SeatArea(1, PLATE, HAND, "Ada", prefix="seat", cards=None, backs=face_down(1, 4, handle="seat:1"), count=4)
    plate, hand = area.zones(UNIT)
    assert plate.name == "seat:1" and not plate.active
    assert hand.name == "hand:1" and hand.count == 4 and hand.z == 60
    assert {p.face for p in hand.pieces()} == {("back",)}
    assert [p.id for p in hand.pieces()] == [f"back:1:{k}" for k in range(4)]
    assert {p.handle for p in hand.pieces()} == {"seat:1"}
    assert hand.card_w == BACKS.width(HAND, UNIT)


def test_a_centred_hand_of_backs_is_only_as_wide_as_its_cards_so_the_count_sits_on_them():
    area = SeatArea(1, PLATE, HAND, "Ada", backs=face_down(1, 3), count=3, centred=True)
    hand = area.hand_zone(UNIT)
    pieces = hand.pieces()
    assert hand.rect.centerx in (HAND.centerx, HAND.centerx - 1)
    assert hand.rect.left <= pieces[0].rect.left and pieces[-1].rect.right <= hand.rect.right + 1
    chip_x, _chip_y = hand.chip_at()
    assert abs(chip_x - pieces[0].rect.left) <= 8        # the count on the first card, not at the rect's far end


def test_a_seat_whose_plate_lies_elsewhere_gets_only_its_hand():
    zones = SeatArea(0, None, HAND, cards=cards("x"), fit=CardFit(span=3)).zones(UNIT)
    assert [z.name for z in zones] == ["hand"]


def test_another_seats_block_keeps_its_backs_inside_and_from_the_left():
    block = pygame.Rect(10, 10, 50, 200)
    fan = held_fan(3, block, face_down(3, 5), card_w=80, count=5)
    assert fan.name == "hand:3" and fan.align == "left" and fan.count == 5 and fan.card_w == 50
    for p in fan.pieces():
        assert block.left <= p.rect.left and p.rect.right <= block.right


@pytest.mark.parametrize("game_id", list(ADAPTERS))
def test_every_table_shows_a_hand_face_up_only_to_its_holder(game_id):
    """Through each game's own adapter: the seat's view has its own `hand` fan of exactly its cards; the
    public view (the TV) has no face-up hand, only backs of the same count."""
    pygame.init()
    game = rules.games()[game_id]
    adapter = make_adapter(game_id, game)
    adapter.names = [f"P{k}" for k in range(game.max_players)]
    painter = Painter(adapter)
    state = game.setup(game.usual_players, 5)
    own = game.view(state, 0)
    painter.lay_out(own, (1280, 800))
    hand = next(z for z in painter.zones if z.name == "hand")
    faces = {p.face[1] for p in hand.pieces()}
    assert faces and faces <= set(own.hand)
    public = game.view(state, None)
    painter.lay_out(public, (1280, 800))
    names = [z.name for z in painter.zones]
    assert "hand" not in names
    for z in painter.zones:
        if isinstance(z, Fan) and z.name.startswith("hand:"):
            assert all(p.face[0] in ("back", "event_back") for p in z.pieces()), z.name
