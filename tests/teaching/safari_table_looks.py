"""A seeded random-bots game looked at after every move through each reader's own view, with the moments due then:
the positions the Safari Sprint, Hi-Lo Hijinks and Animal Hunt moment tests check their conditions on."""

from dataclasses import dataclass

import rules
from rules.bots import RandomBot
from tabletop.teaching.moments import due, lesson


@dataclass(frozen=True)
class Look:
    seat: int | None          # None: the public table
    view: object
    new: list                 # the events of the view since this reader's last look
    before: object | None     # this reader's view at their last look (None at the first)
    due: set[str]             # the ids of the moments due now


def looks(game_id: str, players: int, seed: int, options: dict | None = None):
    """Every look of every reader (each seat, then the table) after each move of a whole game."""
    game = rules.games()[game_id]
    state = game.setup(players, seed, options)
    bots = [RandomBot(seed * 31 + p) for p in range(players)]
    game_lesson = lesson(game_id)
    last: dict = {}
    first = True
    while True:
        acting = game.to_act(state)
        for seat in [*range(players), None]:
            view = game.view(state, seat)
            before = last.get(seat)
            new = view.events[len(before.events):] if before is not None else list(view.events)
            moves = game.legal_moves(state, seat) if seat is not None and seat in acting else []
            ids = {d.moment.id for d in due(game_lesson, view, new, moves, first, public=seat is None)}
            yield Look(seat, view, new, before, ids)
            last[seat] = view
        first = False
        if game.is_over(state):
            return
        seat = acting[0]
        state = game.apply(state, bots[seat].choose(game, game.view(state, seat)))
