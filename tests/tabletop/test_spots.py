"""A piece's spawn and sink may name another zone on the table: the table settles the name to that zone's centre
once every zone is laid out (zones.laid_pieces), so an adapter keeps no map of places filled in order."""

import pygame

from tabletop.table.pieces import Board
from tabletop.table.seat_area import SeatArea
from tabletop.table.zones import Fan, Item, Pile, Row, Tokens, laid_pieces

UNIT = 18


def table(spawn, sink):
    """A trick whose card came from `spawn` and goes to `sink`, laid out BEFORE the zones those may name."""
    trick = Row("trick", pygame.Rect(300, 200, 80, 112), slots=[Item("c1", ("card", "c1"), spawn=spawn, sink=sink)])
    deck = Pile("deck", pygame.Rect(40, 40, 50, 70), items=[Item("deck:0", ("back",))])
    mine = SeatArea(2, None, pygame.Rect(100, 400, 400, 120), cards=[Item("c2", ("card", "c2"))]).zones(UNIT)
    theirs = Fan("hand:1", pygame.Rect(600, 20, 200, 90), items=[Item("back:1:0", ("back",))])
    coins = Tokens("coins", pygame.Rect(0, 600, 200, 30), groups=[("coin", ("coin",), 2)], spawn="deck", sink="hand:1")
    return [trick, deck, *mine, theirs, coins]


def test_a_zone_named_as_spawn_or_sink_gives_its_centre():
    zones = table("deck", "hand:1")
    pieces = {p.id: p for p in laid_pieces(zones)}
    assert pieces["c1"].spawn == (65, 75) and pieces["c1"].sink == (700, 65)
    assert pieces["coin:0"].spawn == (65, 75) and pieces["coin:1"].sink == (700, 65)
    assert pieces["deck:0"].spawn is None                       # nothing named, nothing set


def test_the_own_hand_is_also_called_by_its_seat():
    pieces = {p.id: p for p in laid_pieces(table("hand:2", "hand"))}
    assert pieces["c1"].spawn == pieces["c1"].sink == (300, 460)


def test_a_name_no_zone_has_flies_nothing_and_a_centre_stays():
    pieces = {p.id: p for p in laid_pieces(table("hand:5", (3, 4)))}
    assert pieces["c1"].spawn is None and pieces["c1"].sink == (3, 4)


def test_a_new_piece_flies_in_from_the_named_zone():
    board = Board()
    board.place([p for p in laid_pieces(table(None, None)) if p.id != "c1"], animate=False)
    board.place(laid_pieces(table("deck", None)))
    sprite = board.sprites["c1"]
    w, h = sprite.piece.rect.size
    assert (sprite.x + w / 2, sprite.y + h / 2) == (65, 75)     # its centre starts on the deck's
    assert sprite.t < 1.0 and sprite.piece.rect.center != (65, 75)
