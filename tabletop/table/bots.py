"""Bots think on a worker thread so the window never freezes.

A `BotTurn` starts `bot.choose(game, view)` in a daemon thread and is polled from the render
loop; the bot only ever sees the view of its own seat.
"""

import threading
import time

from .session import BOT_LEVELS


def make_seat_bot(kind_label: str, seed: int):
    from rules.bots import make_bot

    kind, seconds = BOT_LEVELS[kind_label]
    if kind == "random":
        return make_bot("random", seed=seed)
    return make_bot("search", seed=seed, seconds=seconds, clock=time.monotonic)


class BotTurn:
    def __init__(self, bot, game, view):
        self.move = None
        self.error: BaseException | None = None
        self.done = threading.Event()
        self.thread = threading.Thread(target=self._run, args=(bot, game, view), daemon=True)
        self.thread.start()

    def _run(self, bot, game, view):
        try:
            self.move = bot.choose(game, view)
        except BaseException as err:  # reported on the render thread
            self.error = err
        finally:
            self.done.set()

    @property
    def ready(self) -> bool:
        return self.done.is_set()
