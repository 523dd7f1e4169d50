"""Wonder Creature's moments whose conditions are subtle, checked on positions of real seeded games."""

import rules
from rules.bots import RandomBot
from tabletop.teaching.moments import due, lesson

GAME = rules.games()["wonder-creature"]
LESSON = lesson("wonder-creature")


def positions(players: int, seed: int):
    """Every state of a bots-only game, in order."""
    state = GAME.setup(players, seed)
    bots = [RandomBot(seed * 7 + p) for p in range(players)]
    yield state
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        state = GAME.apply(state, bots[seat].choose(GAME, GAME.view(state, seat)))
        yield state


def due_ids(view, events=(), moves=()) -> set[str]:
    return {d.moment.id for d in due(LESSON, view, list(events), list(moves), first=False, public=view.seat is None)}


def test_the_tie_break_is_taught_only_when_the_best_level_was_shared():
    """The tie-break moment says the backgrounds decided: true only when two creatures shared the best level
    (read here from the public reveal events, not from the view's round record the condition reads)."""
    seen = set()
    for seed in range(1, 16):
        for players in (2, 3):
            *_, end = positions(players, seed)
            view = GAME.view(end, None)
            tiers = [e.data["tier"] for e in view.events if e.kind == "creature_shown"]
            for k, won in enumerate(e for e in view.events if e.kind == "round_won"):
                shown = tiers[k * players:(k + 1) * players]
                shared = shown.count(min(shown)) > 1
                assert ("tie-break" in due_ids(view, [won])) == shared
                seen.add(shared)
    assert seen == {True, False}


def test_the_last_round_is_said_before_the_last_creature_only():
    """Two players, basic game: two rounds; the last-round moment comes before the second show, not the first."""
    told = []
    for state in positions(2, 4):
        for seat in GAME.to_act(state):
            moves = GAME.legal_moves(state, seat)
            if moves and moves[0].kind == "show":
                view = GAME.view(state, seat)
                told.append((view.round, "last-round" in due_ids(view, moves=moves)))
    assert sorted(set(told)) == [(1, False), (2, True)]
