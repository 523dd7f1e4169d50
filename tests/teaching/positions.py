"""Positions from a real seeded bots-only game, as each seat sees them, for testing a game's moment conditions."""

from dataclasses import dataclass

import rules
from rules.bots import RandomBot
from tabletop.teaching.moments import due, lesson


@dataclass
class Look:
    """One seat's look at the game after a move: its view, the events new to it, its legal moves."""

    seat: int
    view: object
    new: list
    moves: list

    def due(self, game_id: str) -> set[str]:
        return {d.moment.id for d in due(lesson(game_id), self.view, self.new, self.moves, first=False)}


def looks(game_id: str, players: int, seed: int):
    """Every seat's look after every move of a random-bot game (the first position included)."""
    game = rules.games()[game_id]
    state = game.setup(players, seed)
    seen = [0] * players
    bot = RandomBot(seed)
    while True:
        acting = game.to_act(state)
        for seat in range(players):
            view = game.view(state, seat)
            yield Look(seat, view, list(view.events[seen[seat]:]),
                       game.legal_moves(state, seat) if seat in acting else [])
            seen[seat] = len(view.events)
        if game.is_over(state):
            return
        state = game.apply(state, bot.choose(game, game.view(state, acting[0])))
