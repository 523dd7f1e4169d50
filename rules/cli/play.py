"""Play any registered game in the terminal against bots, choosing numbered moves.

What is printed comes from one view: the acting person's, or with no people at the table the public
one (seat None). Each game's renderer (rules/cli/views/) says the position the way a player reads it.
"""

import time

import rules
from rules.bots import make_bot
from rules.core.said import Seat
from rules.language import words_for

from .game_options import with_defaults
from .menu import Menu, build_options
from .views import renderer_for
from .views.base import fold


class TerminalGame:
    def __init__(self, game, players: int, seed: int, humans: set[int], bot_kind: str, bot_seconds: float,
                 options=None, out=print, ask=input, words=None):
        self.game = game
        self.players = players
        self.state = game.setup(players, seed, with_defaults(game, players, options))  # only the named ones change
        self.humans = humans
        self.bots = {
            p: make_bot(bot_kind, seed * 31 + p, seconds=bot_seconds, clock=time.monotonic)
            for p in range(players) if p not in humans
        }
        self.out = out
        self.ask = ask
        self.words = words or words_for("en")
        self.renderer = renderer_for(game, self.words)
        self.printed: dict[int | None, int] = {}

    def narrate(self, seat: int | None) -> None:
        """Print the events this seat (None: the public table) has not been told yet."""
        events = self.game.view(self.state, seat).events
        for event in events[self.printed.get(seat, 0):]:
            self.out("  * " + self.renderer.narrate(self.game, event))
        self.printed[seat] = len(events)

    def observer(self, acting: int) -> int | None:
        if len(self.humans) == 1:
            return next(iter(self.humans))
        return acting if acting in self.humans else None

    def run(self) -> rules.Result | None:
        g = self.game
        while not g.is_over(self.state):
            seat = g.to_act(self.state)[0]
            self.narrate(self.observer(seat))
            if seat in self.humans:
                move = self.human_move(seat)
                if move is None:
                    self.out(self.words("Game abandoned."))
                    return None
            else:
                move = self.bots[seat].choose(g, g.view(self.state, seat))
            try:
                self.state = g.apply(self.state, move)
            except rules.IllegalMove as err:
                reason, rule = self.words.refusal(err)
                self.out(self.words("  Not allowed: {reason} [{rule}]", reason=reason, rule=rule))
        watcher = self.observer(-1)
        self.narrate(watcher)
        view = g.view(self.state, watcher)
        result = g.result(self.state)
        self.out("")
        self.out(self.words("== {game}: the final position ==", game=g.title))
        for line in fold(self.renderer.position(view)):
            self.out(line)
        self.out("")
        self.out(self.words("Final scores:"))
        for line in self.renderer.final(g, view, result):
            self.out(line)
        return result

    def human_move(self, seat: int):
        g = self.game
        view = g.view(self.state, seat)
        moves = g.legal_moves(self.state, seat)
        self.out("")
        self.out(self.words("== {who}, your turn ({game}) ==", who=Seat(seat), game=g.title))
        for line in fold(self.renderer.position(view)):
            self.out(line)
        options = build_options(g, self.renderer, moves, view)
        chosen = Menu(options, self.out, self.ask, self.words).choose()
        return None if chosen is None else chosen.move
