"""Play any registered game in the terminal against bots, choosing numbered moves."""

import time

import rules
from rules.bots import make_bot
from rules.core import seat_name

from .text_view import view_lines


class TerminalGame:
    def __init__(self, game, players: int, seed: int, humans: set[int], bot_kind: str, bot_seconds: float,
                 options=None, out=print, ask=input):
        self.game = game
        self.players = players
        self.state = game.setup(players, seed, options if options is not None else game.default_options(players))
        self.humans = humans
        self.bots = {
            p: make_bot(bot_kind, seed * 31 + p, seconds=bot_seconds, clock=time.monotonic)
            for p in range(players) if p not in humans
        }
        self.out = out
        self.ask = ask
        self.printed: dict[int | None, int] = {}

    def narrate(self, seat: int | None) -> None:
        """Print the events this seat (None: the public table) has not been told yet."""
        events = self.game.view(self.state, seat).events
        for event in events[self.printed.get(seat, 0):]:
            self.out("  * " + self.game.describe_event(event))
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
                    self.out("Game abandoned.")
                    return None
            else:
                move = self.bots[seat].choose(g, g.view(self.state, seat))
            try:
                self.state = g.apply(self.state, move)
            except rules.IllegalMove as err:
                self.out(f"  Not allowed: {err.reason} [{err.rule}]")
        self.narrate(self.observer(-1))
        result = g.result(self.state)
        self.out("")
        self.out("Final scores:")
        for p, score in enumerate(result.scores):
            tag = "  (winner)" if p in result.winners else ""
            self.out(f"  {seat_name(p)}: {score:g}{tag}")
        return result

    def human_move(self, seat: int):
        g = self.game
        view = g.view(self.state, seat)
        moves = g.legal_moves(self.state, seat)
        self.out("")
        self.out(f"{seat_name(seat)}, your turn. You see:")
        for line in view_lines(view):
            self.out(line)
        for i, move in enumerate(moves, 1):
            self.out(f"  {i:>3}. {g.describe_move(move)}")
        while True:
            try:
                answer = self.ask(f"Choose 1-{len(moves)} (q to quit): ").strip().lower()
            except EOFError:
                return None
            if answer in ("q", "quit"):
                return None
            if answer.isdigit() and 1 <= int(answer) <= len(moves):
                return moves[int(answer) - 1]
            self.out(f"  Please type a number from 1 to {len(moves)}.")
