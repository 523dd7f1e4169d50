"""Bots at the table: a searching bot thinks in a process of its own, so the window keeps its frames.

A thread would share the interpreter lock with the render loop, and a search holds it nearly all
the time (frames slowed to ~48 per second with 40 ms hitches). Every level searches (even easy
thinks a fifth of a second), so every level thinks there: `BotWorker` keeps one child process
for the table; the bot there sees only the view it is sent, as JSON, and answers with a move as
JSON, with what it weighed (`weighed`: its choice and best alternatives, kept in the save for the finished
game's replay, scenes/why.py). A random bot (tests use them) needs no thought and plays in place. Any other bot object
(tests pass slow or failing ones) thinks on a daemon thread. Every kind of turn is polled the
same way by the table.
"""

import json
import multiprocessing
import threading
import time
from dataclasses import dataclass

from .session import BOT_LEVELS, RANDOM_SEAT

WEIGHED_KEPT = 3   # the choice and the two best alternatives (storage/saves.py MOST_WEIGHED)


@dataclass(frozen=True)
class SearchSeat:
    """A seat played by a bot in the worker process: its level (rules.bots.LEVELS) and its seed."""

    seed: int
    level: str


def make_seat_bot(kind_label: str, seed: int):
    if kind_label == RANDOM_SEAT:
        from rules.bots import RandomBot

        return RandomBot(seed)
    return SearchSeat(seed, BOT_LEVELS[kind_label])


def weighed(game, move, weighing) -> dict | None:
    """What a search weighed, as the save keeps it (storage/saves.py BotWeighing without its place in the game): the
    move played first (an easy bot's slip is not the search's favourite), then the best others; None if the
    weighing does not hold the move played."""
    chosen = next((w for w in weighing.moves if w.move == move), None)
    if chosen is None:
        return None
    others = [w for w in weighing.moves if w is not chosen][:WEIGHED_KEPT - 1]
    return {"playouts": weighing.playouts,
            "moves": [{"move": json.loads(game.dump_move(w.move)), "tried": w.tried, "won": min(1.0, max(0.0, w.mean))}
                      for w in (chosen, *others)]}


def decide(bot, game, view):
    """(the bot's move, what it weighed or None): a searching bot reports its weighing, any other bot only moves."""
    if hasattr(bot, "decide"):
        move, weighing = bot.decide(game, view)
        return move, weighed(game, move, weighing)
    return bot.choose(game, view), None


class BotTurn:
    """One decision of an in-process bot object, on a daemon thread."""

    def __init__(self, bot, game, view):
        self.move = self.weighed = None
        self.error: BaseException | None = None
        self.done = threading.Event()
        self.thread = threading.Thread(target=self._run, args=(bot, game, view), daemon=True)
        self.thread.start()

    def _run(self, bot, game, view):
        try:
            self.move, self.weighed = decide(bot, game, view)
        except BaseException as err:  # reported on the render thread
            self.error = err
        finally:
            self.done.set()

    @property
    def ready(self) -> bool:
        return self.done.is_set()

    def wait(self, seconds: float) -> None:
        self.done.wait(seconds)


class InstantTurn:
    """A decision made on the spot (a random bot: nothing to think about)."""

    def __init__(self, bot, game, view):
        self.move, self.error, self.weighed = None, None, None
        try:
            self.move, self.weighed = decide(bot, game, view)
        except Exception as err:
            self.error = err

    ready = True

    def wait(self, seconds: float) -> None:
        pass


def _serve(conn) -> None:
    """The worker: bots by seat, kept between turns (their seeded generators go on)."""
    import os

    import rules
    from rules.bots import make_level_bot

    if hasattr(os, "nice"):
        os.nice(10)  # the table's frames come first: thinking may take the time the window leaves
    bots = {}
    while True:
        try:
            request = conn.recv()
        except EOFError:
            return
        if request is None:
            return
        if request[0] == HINT:
            _hint(conn, *request[1:])
            continue
        ticket, game_id, seat, seed, level, view_json = request
        try:
            game = rules.games()[game_id]
            view = game.View.model_validate_json(view_json)
            bot = bots.get((game_id, seat, seed, level))
            if bot is None:
                bot = bots[(game_id, seat, seed, level)] = make_level_bot(level, seed, clock=time.monotonic)
            move, weighing = decide(bot, game, view)
            conn.send((ticket, game.dump_move(move), None, weighing))
        except Exception as err:  # said to the table, which plays on
            conn.send((ticket, None, f"{type(err).__name__}: {err}", None))


HINT = "hint"     # a request's first field: a Hint's question, (HINT, ticket, game_id, seed, view_json)
KEPT = 8          # answers kept for tickets not asked for yet (a bot's and a hint's questions out at once)


def _hint(conn, ticket: int, game_id: str, seed: int, view_json: str) -> None:
    """A hint from the seat's view alone, with a bot of its own (each hint starts from its seed)."""
    import rules

    from .hint import weigh_hint

    try:
        game = rules.games()[game_id]
        conn.send((ticket, weigh_hint(game, game.View.model_validate_json(view_json), seed), None))
    except Exception as err:  # said at the table, which plays on
        conn.send((ticket, None, f"{type(err).__name__}: {err}"))


class BotWorker:
    """The child process that thinks for a table's bots (started on its first question)."""

    def __init__(self):
        self.conn = None
        self.proc = None
        self.ticket = 0
        self.inbox: dict[int, tuple] = {}   # answers read while another question waited: ticket -> (answer, error)

    def start(self) -> None:
        if self.proc is not None and self.proc.is_alive():
            return
        ctx = multiprocessing.get_context("spawn")
        conn, child = ctx.Pipe()
        proc = ctx.Process(target=_serve, args=(child,), daemon=True, name="menagerie-bot")
        try:
            proc.start()                     # kept only once started: close() joins what it keeps
        finally:
            child.close()
        self.conn, self.proc = conn, proc

    def ask(self, game, seat: int, bot: SearchSeat, view) -> "RemoteTurn":
        self.start()
        self.ticket += 1
        self.conn.send((self.ticket, game.id, seat, bot.seed, bot.level, view.model_dump_json()))
        return RemoteTurn(self, game, self.ticket)

    def hint(self, game, view, seed: int) -> "RemoteTurn":
        """Ask for a hint for `view.seat` from that view: its `move` is a HintAnswer once ready."""
        from .hint import load_hint

        self.start()
        self.ticket += 1
        self.conn.send((HINT, self.ticket, game.id, seed, view.model_dump_json()))
        return RemoteTurn(self, game, self.ticket, load=lambda payload: load_hint(game, payload))

    def close(self) -> None:
        if self.proc is None:
            return
        try:
            self.conn.send(None)
        except (OSError, ValueError):
            pass
        self.proc.join(1.0)
        if self.proc.is_alive():
            self.proc.terminate()
            self.proc.join(1.0)
        self.conn.close()
        self.proc = self.conn = None


class RemoteTurn:
    """A question out to the worker; answers to older (forgotten) questions are dropped."""

    def __init__(self, worker: BotWorker, game, ticket: int, load=None):
        self.worker, self.game, self.ticket = worker, game, ticket
        self.load = load or game.load_move
        self.move, self.error, self.weighed, self._ready = None, None, None, False

    @property
    def ready(self) -> bool:
        if not self._ready:
            self._collect(0)
        return self._ready

    def wait(self, seconds: float) -> None:
        if not self._ready:
            self._collect(seconds)

    def _collect(self, seconds: float) -> None:
        conn = self.worker.conn
        deadline = time.monotonic() + seconds
        if self.ticket in self.worker.inbox:
            self._take(*self.worker.inbox.pop(self.ticket))
            return
        while conn is not None:
            try:
                if not conn.poll(max(0.0, deadline - time.monotonic())):
                    if self.worker.proc is None or not self.worker.proc.is_alive():
                        self.error, self._ready = RuntimeError("the bot's process stopped"), True
                    return
                ticket, move, error, *more = conn.recv()      # more: what the bot weighed (a move's answer)
            except (EOFError, OSError) as err:
                self.error, self._ready = err, True
                return
            if ticket != self.ticket:
                # another question's (a bot's while a hint waits, or one the table no longer asks: an undo came
                # between): kept for its turn to collect, the oldest forgotten
                self.worker.inbox[ticket] = (move, error, *more)
                for old in sorted(self.worker.inbox)[:-KEPT]:
                    del self.worker.inbox[old]
                continue
            self._take(move, error, *more)
            return

    def _take(self, move, error, *more) -> None:
        """The answer: the move (or hint), an error, and for a bot's move what it weighed."""
        self.move = self.load(move) if move is not None else None
        self.error = RuntimeError(error) if error else None
        self.weighed = more[0] if more and isinstance(more[0], dict) else None
        self._ready = True
