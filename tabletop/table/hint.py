"""A Hint: the strong bot's choice for a seat, worked out from that seat's own view, never the true state.

The strong level's own search (`make_level_bot("strong")`: hints, move averages) on a shorter clock
(`HINT_SECONDS`, so a hint comes within a second on a 2-core machine), run where the table's bots think
(the `BotWorker` process, tabletop/table/bots.py): the window keeps its frames. It answers with every root
move the search tried, its playouts and estimate (`SearchBot.weigh`), as JSON, so the table can say why
(hint_words.py). An answer is for one position: any move, undo or change of person drops it.
"""

import json
import time

from rules.bots.search_bot import Weighed, Weighing

HINT_SECONDS = 0.7       # the search's own aim; the bar is a hint within 1 s (p95), `python -m tabletop bench --hints`


def hint_bot(seed: int, clock=time.monotonic):
    """The strong level's bot, thinking `HINT_SECONDS` on `clock` (a test hands in a counting one)."""
    from rules.bots import make_level_bot
    from rules.bots.levels import LEVELS

    return make_level_bot("strong", seed, clock=clock, scale=HINT_SECONDS / LEVELS["strong"].think)


def weigh_hint(game, view, seed: int, clock=time.monotonic) -> str:
    """What the strong bot weighs for `view.seat` from that view alone, as JSON (sent back from the worker)."""
    weighing = hint_bot(seed, clock).weigh(game, view)
    return json.dumps({"moves": [[game.dump_move(w.move), w.tried, w.mean] for w in weighing.moves],
                       "playouts": weighing.playouts})


class HintAnswer(Weighing):
    """The hint: what the search weighed (`SearchBot.weigh`), the move it plays first leading."""

    @property
    def move(self):
        return self.moves[0].move

    @property
    def others(self) -> tuple[Weighed, ...]:
        return self.moves[1:]


def load_hint(game, payload: str) -> HintAnswer:
    data = json.loads(payload)
    return HintAnswer(tuple(Weighed(game.load_move(m), int(t), float(v)) for m, t, v in data["moves"]),
                      int(data["playouts"]))


def hint_seed(seed: int, seat: int, moves: int) -> int:
    """The hint's seed: the game's, the seat's and how far the game is (all public), so a hint asked again in the
    same position searches the same imagined deals."""
    return (seed * 1009 + seat) * 100_003 + moves
