"""Run by test_kill_resume in a subprocess: plays a real game slowly, autosaving, until it is killed.

    python -m tests.couch.kill_target SEED
"""

import random
import sys
import time

import rules
from tabletop.couch.match import Match
from tabletop.storage.saves import SeatSetup

GAME = "strange-creatures"


def chosen_moves(game, match, chooser):
    seat = match.to_act()[0]
    return chooser.choice(game.legal_moves(match.state, seat))


def main(seed: int) -> None:
    game = rules.games()[GAME]
    seats = [SeatSetup(name=n, kind="bot", bot="random") for n in ("Ivan", "Karl", "Loren", "Jane")]
    match = Match.new(game, 4, seed, seats=seats)
    chooser = random.Random(seed)
    while not match.over:
        match.play(chosen_moves(game, match, chooser))
        time.sleep(0.005)
    time.sleep(60)  # finished before the kill: wait to be killed anyway


if __name__ == "__main__":
    main(int(sys.argv[1]))
