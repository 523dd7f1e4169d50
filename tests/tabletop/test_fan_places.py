"""A Fan whose row keeps its places: an item may be None, an empty place the cards after it keep (Herds' grassland
while a card is away in the trade)."""

import pygame

from tabletop.table.zones import Fan, Item


def _fan(items, w: int = 300) -> Fan:
    return Fan("row", pygame.Rect(10, 20, w, 100), items=items, card_w=50, align="left", z=40)


def test_an_empty_place_keeps_the_places_of_the_cards_after_it():
    a, c = Item("a", ("card", "a")), Item("c", ("card", "c"))
    full = {p.id: p.rect for p in _fan([a, Item("b", ("card", "b")), c]).pieces()}
    gapped = _fan([a, None, c]).pieces()
    assert [p.id for p in gapped] == ["a", "c"]
    assert {p.id: p.rect for p in gapped} == {"a": full["a"], "c": full["c"]}


def test_a_squeezed_row_keeps_its_places_too():
    items = [Item(f"k{i}", ("card", i)) for i in range(9)]
    full = {p.id: p.rect for p in _fan(items, w=200).pieces()}
    gapped = _fan([None if i in (2, 5) else it for i, it in enumerate(items)], w=200).pieces()
    assert {p.id: p.rect for p in gapped} == {k: r for k, r in full.items() if k not in ("k2", "k5")}
