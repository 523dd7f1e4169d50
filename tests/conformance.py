"""One harness for every engine: random games checked against the engine contract.

`play_random_game` drives a game with random legal moves and checks, along the way, everything
the contract promises (see ARCHITECTURE.md). Per-game tests may call it with their own seeds.
"""

import dataclasses
import json
import random

from pydantic import BaseModel

from rules import IllegalMove


def json_strings(value) -> set[str]:
    """Every string value (not key) inside a JSON-like structure."""
    found: set[str] = set()
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, str):
            found.add(v)
        elif isinstance(v, dict):
            stack.extend(v.values())
        elif isinstance(v, (list, tuple)):
            stack.extend(v)
    return found


def mutants(move):
    """Near-miss versions of a move: wrong ids, wrong numbers, emptied or padded lists."""
    for f in dataclasses.fields(move):
        if f.name in ("seat", "kind"):
            continue
        v = getattr(move, f.name)
        if isinstance(v, bool):
            alternatives = [not v]
        elif isinstance(v, str):
            alternatives = ["bogus-99", ""]
        elif isinstance(v, int):
            alternatives = [-1, v + 1, 999]
        elif isinstance(v, (list, tuple)):
            alternatives = [type(v)(), type(v)(list(v) + list(v[:1])), type(v)(["bogus-99"] + list(v[1:]))]
        elif v is None:
            alternatives = ["bogus-99", 0]
        else:
            continue
        for alt in alternatives:
            try:
                yield dataclasses.replace(move, **{f.name: alt})
            except (TypeError, ValueError):
                continue


def sample_moves(moves: list, chooser: random.Random, most: int = 40) -> list:
    """All the moves, or a random sample of them where a position offers very many (Savannah, Herds)."""
    return moves if len(moves) <= most else chooser.sample(moves, most)


def check_views(game, s, players: int, seed: int) -> None:
    public = game.view(s, None)
    assert isinstance(public, BaseModel)
    public_strings = json_strings(public.model_dump(mode="json", exclude={"events"}))
    public_events = public.events
    for seat in [None, *range(players)]:
        v = game.view(s, seat)
        assert v.seat == seat
        d = game.determinize(v, seed)
        assert game.view(d, seat) == v, f"view(determinize(view)) differs for seat {seat}"
        if seat is None:
            continue
        assert game.legal_moves(d, seat) == game.legal_moves(s, seat), (
            f"seat {seat}'s legal moves depend on what it cannot see"
        )
        missing = public_strings - json_strings(v.model_dump(mode="json", exclude={"events"}))
        assert not missing, f"the public view shows what seat {seat} cannot see: {sorted(missing)[:5]}"
        seen = iter(v.events)
        assert all(any(e == mine for mine in seen) for e in public_events), (
            f"a public event is missing from seat {seat}'s events"
        )


def check_serialisation(game, s) -> None:
    text = game.dump_state(s)
    loaded = game.load_state(text)
    assert game.dump_state(loaded) == text
    assert json.loads(text) == json.loads(game.dump_state(loaded))
    for seat in game.to_act(loaded):
        assert game.legal_moves(loaded, seat) == game.legal_moves(s, seat)


def check_refusals(game, s, players: int, move) -> None:
    acting = game.to_act(s)
    before = game.dump_state(s)
    for other in range(players):
        if other not in acting:
            try:
                game.apply(s, dataclasses.replace(move, seat=other))
            except IllegalMove:
                pass
            else:
                raise AssertionError(f"seat {other} moved out of turn")
    legal = game.legal_moves(s, move.seat)
    for bad in mutants(move):
        try:
            game.apply(s, bad)
        except IllegalMove as err:
            assert err.reason and err.rule
        else:
            assert bad in legal, f"apply accepted a move legal_moves does not list: {bad}"
    assert game.dump_state(s) == before, "a refused move changed the state"
    for text in ("{", "[]", '{"seat": 0, "kind": "no-such-move"}', '{"seat": "x"}'):
        try:
            game.load_move(text)
        except IllegalMove:
            pass
        else:
            raise AssertionError(f"load_move accepted {text!r}")


def play_random_game(game, players: int, seed: int, *, check_every: int = 1, max_moves: int = 50_000,
                     options=None):
    """Play one random game to the end, checking the contract every `check_every` moves.

    Returns (final state, list of moves) so callers can check replays and invariants.
    """
    chooser = random.Random(seed)
    if options is None:
        options = game.default_options(players)
    s = game.setup(players, seed, options)
    moves = []
    for step in range(max_moves):
        acting = game.to_act(s)
        assert game.is_over(s) == (not acting)
        if not acting:
            break
        # long games are checked densely early on and more sparsely later, to keep the suite quick
        full = step % check_every == 0 and (step < 350 or step % (check_every * 6) == 0)
        for seat in range(players):
            legal = game.legal_moves(s, seat)
            assert bool(legal) == (seat in acting), f"seat {seat}: to_act and legal_moves disagree"
            if legal and full:
                assert len(set(map(game.dump_move, legal))) == len(legal), "a move is listed twice"
        seat = chooser.choice(acting)
        move = chooser.choice(game.legal_moves(s, seat))
        assert move.seat == seat
        if full:
            for other in sample_moves(game.legal_moves(s, seat), chooser):
                game.apply(s, other)  # every listed move must apply
            check_views(game, s, players, seed + step)
            check_serialisation(game, s)
            check_refusals(game, s, players, move)
            assert game.load_move(game.dump_move(move)) == move
        before = game.dump_state(s) if full else None
        t = game.apply(s, move)
        if full:
            assert game.dump_state(s) == before, "apply changed its input"
        s = t
        moves.append(move)
    else:
        raise AssertionError(f"game did not end within {max_moves} moves")
    result = game.result(s)
    assert len(result.scores) == players
    assert result.winners and set(result.winners) <= set(range(players))
    check_views(game, s, players, seed)
    check_serialisation(game, s)
    return s, moves


def replay(game, players: int, seed: int, moves, options=None):
    s = game.setup(players, seed, options if options is not None else game.default_options(players))
    for m in moves:
        s = game.apply(s, m)
    return s
