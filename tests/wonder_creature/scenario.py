"""Helpers that set up a chosen deal and play through the exchanges without touching chosen cards."""

from rules.wonder_creature import CATALOGUE, GAME, GiveCard, ShowCreature, StartExchange


def deal(hands: list[list[str]], *, first: int = 0, advanced: bool = False, players: int | None = None):
    """A game where seat p starts with hands[p]: deck_order lists the hands in dealing order
    (turn order from the first player, whole hand at once), then the rest in card-list order."""
    players = players or len(hands)
    order = []
    for k in range(players):
        order += hands[(first + k) % players]
    order += [c for c in CATALOGUE.ids if c not in order]
    return GAME.setup(players, 7, {"deck_order": order, "first_player": first, "advanced": advanced})


def exchange_spares(s, keep: dict[int, list[str]], target_of=lambda seat, players: (seat + 1) % players):
    """Play every exchange of the round; each side gives its first card that is not in keep[seat]."""
    while s.phase == "exchange":
        (seat,) = GAME.to_act(s)
        spare = next(c for c in s.hands[seat] if c not in keep.get(seat, ()))
        if s.pending is None:
            s = GAME.apply(s, StartExchange(seat, target_of(seat, s.players), spare))
        else:
            s = GAME.apply(s, GiveCard(seat, spare))
    return s


def show(s, creatures: dict[int, list[str]]):
    for seat, cards in creatures.items():
        s = GAME.apply(s, ShowCreature.of(seat, cards))
    return s
