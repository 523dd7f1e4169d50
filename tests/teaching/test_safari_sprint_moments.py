"""Safari Sprint's moments whose conditions a field cannot say: a lap, a push, a stolen animal, the race end."""

import pytest

from rules.safari.components import LOOP_LENGTH
from tabletop.teaching.moments import lesson, lights

from .positions import looks as positions
from .safari_table_looks import looks

GAMES = [(3, 2), (4, 5), (5, 7)]


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_a_lap_is_taught_when_a_ducky_passes_space_20(players, seed):
    """Derived from the positions the reader sees: the lap moment is due in a look where some ducky's position
    passed a multiple of 20 while the duckies moved (Ducktor's catch-up included), and never before any ducky
    of the race has gone round."""
    taught = False
    for look in looks("safari-sprint", players, seed):
        if look.before is None or look.seat != 0:
            continue
        crossed = any(look.before.positions.get(d, 0) // LOOP_LENGTH < p // LOOP_LENGTH
                      for d, p in look.view.positions.items() if d in look.before.positions)
        raced = any(e.kind == "move" for e in look.new)
        if "lap" in look.due:
            assert raced, "the lap moment came without a ducky moving"
            went_round = any(e.kind == "move" and e.data["to"] >= LOOP_LENGTH for e in look.new)
            assert went_round or max(look.view.positions.values()) >= LOOP_LENGTH
            taught = True
        elif crossed and raced and look.view.race == look.before.race:
            pytest.fail("a ducky passed space 20 and the lap moment was not due")
    assert taught


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_a_push_is_taught_only_when_a_ducky_was_pushed(players, seed):
    """A round in which no ducky landed on another (every ducky ends where its own moves took it) never teaches
    the push."""
    seen = False
    for look in looks("safari-sprint", players, seed):
        if look.seat is not None or look.before is None:
            continue
        moves = [e for e in look.new if e.kind == "move"]
        landed = {e.data["ducky"]: e.data["to"] for e in moves}
        pushed = any(look.view.positions.get(d) != to for d, to in landed.items()) \
            and look.view.race == look.before.race
        if "push" in look.due:
            seen = True
        elif pushed:
            # a ducky ended the round somewhere its own move did not take it: a push (or Ducktor's catch-up,
            # which the push moment must not take for one)
            assert all(d == "ducktor" for d, to in landed.items() if look.view.positions.get(d) != to)
    assert seen


def test_stolen_is_taught_to_every_reader_only_when_a_claimed_animal_is_taken():
    for players, seed in GAMES:
        for look in looks("safari-sprint", players, seed):
            stolen = any(e.kind == "claim" and e.data["from_seat"] is not None for e in look.new)
            assert ("stolen" in look.due) == stolen


def test_the_race_end_is_taught_after_races_one_and_two_the_series_end_after_three():
    """The race-end moment says a new race follows: true after races 1 and 2, not after the last."""
    for look in looks("safari-sprint", 4, 5):
        scored = [e.data["race"] for e in look.new if e.kind == "race_scored"]
        assert ("race-end" in look.due) == any(r < 3 for r in scored)
        assert ("game-end" in look.due) == look.view.over


def test_the_claim_card_lights_the_spaces_a_claim_may_take_and_no_other():
    """The claim card lights the spaces behind Ducktor a ducky may be put on (every claim's target among them),
    never a space at or past Ducktor's 11 nor his ducky, which nobody may claim."""
    claim = lesson("safari-sprint").get("claim")
    handles = {f"space:{i}" for i in range(1, LOOP_LENGTH + 1)} | {"ducky:ducktor", "ducky:lion"}
    lit = lights(claim, handles)
    targets = {f"space:{m.space}" for players, seed in GAMES for look in positions("safari-sprint", players, seed)
               for m in look.moves if m.kind == "claim"}
    assert targets and targets <= lit
    assert lit <= {f"space:{i}" for i in range(1, 11)}
