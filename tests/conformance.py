"""One harness for every engine: random games checked against the engine contract.

`play_random_game` drives a game with random legal moves and checks, along the way, everything
the contract promises (see ARCHITECTURE.md). Per-game tests may call it with their own seeds.
`check_damaged_saves` loads states with one value damaged and requires BadData or clean play.
"""

import dataclasses
import json
import random
import signal
import traceback
from contextlib import contextmanager

from pydantic import BaseModel

from rules import BadData, IllegalMove


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


# ----- loaded states: a damaged save is refused, or it plays on ------------------------------------
class Hang(BaseException):
    """A check ran past its time limit (a BaseException, so no `except Exception` in an engine hides it)."""


@contextmanager
def time_limit(seconds: float):
    """Raise Hang in the running code after `seconds`, so a loop that never ends fails the test instead of
    hanging CI. Unix only (SIGALRM); elsewhere the code runs without a limit."""
    if not hasattr(signal, "setitimer"):
        yield
        return

    def alarm(signum, frame):
        raise Hang(f"still running after {seconds} s")

    previous = signal.signal(signal.SIGALRM, alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


BIG = 10**20
BOGUS = "bogus-99"


def json_nodes(doc, path=()):
    """(path, value) for every value inside a JSON document, the document itself excluded."""
    items = doc.items() if isinstance(doc, dict) else enumerate(doc) if isinstance(doc, list) else ()
    for key, value in items:
        yield (*path, key), value
        yield from json_nodes(value, (*path, key))


def damaged_values(value, strings: list[str], chooser: random.Random) -> list:
    """What one value might be replaced with in a damaged save: numbers out of range, lists emptied,
    shortened, padded or with an element twice, a bogus or a borrowed string (a card twice), a wrong type."""
    if isinstance(value, bool):
        return [not value, BOGUS]
    if isinstance(value, int):
        return [-1, value + 1, BIG, BOGUS, []]
    if isinstance(value, float):
        return [-1.0, 1e300, BOGUS]
    if isinstance(value, str):
        return [BOGUS, "", chooser.choice(strings), 0]
    if value is None:
        return [0, -1, BOGUS, []]
    if isinstance(value, list):
        out: list = [[], 0, {}]
        if value:
            out += [value[:-1], value + value[:1], [*value[1:], value[0]], value + [BOGUS]]
        return out
    if isinstance(value, dict):
        out = [{}, []]
        if value:
            key = chooser.choice(list(value))
            out.append({k: v for k, v in value.items() if k != key})
        return out
    return []


def replaced(doc, path, value):
    """A copy of `doc` with the value at `path` replaced (only the containers on the path are copied)."""
    if not path:
        return value
    head, rest = path[0], path[1:]
    out = dict(doc) if isinstance(doc, dict) else list(doc)
    out[head] = replaced(doc[head], rest, value)
    return out


def damaged_states(text: str, chooser: random.Random, per_field: int):
    """Up to `per_field` damaged copies of a dumped state per top-level field (the log is one field),
    each with one value changed somewhere inside that field: (path, new value, JSON text)."""
    doc = json.loads(text)
    strings = sorted(json_strings(doc)) or [BOGUS]
    by_field: dict[str, list] = {}
    for path, value in json_nodes(doc):
        for alt in damaged_values(value, strings, chooser):
            if alt != value:
                by_field.setdefault(str(path[0]), []).append((path, alt))
    for options in by_field.values():
        for path, alt in chooser.sample(options, min(per_field, len(options))):
            yield path, alt, json.dumps(replaced(doc, path, alt))


def plays_on(game, s, chooser: random.Random, moves: int = 25) -> None:
    """Everything a caller may do with a state raises nothing but IllegalMove, for a short random playout:
    who acts, every seat's moves and view (and the public one), imagining a state from each view, the
    result so far, applying a sample of the legal moves."""
    players = s.players
    for step in range(moves + 1):
        acting = game.to_act(s)
        assert game.is_over(s) == (not acting)
        for seat in range(players):
            assert bool(game.legal_moves(s, seat)) == (seat in acting), f"seat {seat}: to_act and legal_moves disagree"
        game.result(s)
        seats = [None, *range(players)] if step in (0, moves) else acting
        for seat in seats:
            v = game.view(s, seat)
            imagined = game.determinize(v, chooser.randrange(1 << 30))
            game.view(imagined, seat)
            if seat is not None:
                game.legal_moves(imagined, seat)
        if not acting:
            return
        seat = chooser.choice(acting)
        legal = game.legal_moves(s, seat)
        for move in sample_moves(legal, chooser, 3 if step else 10):
            try:
                game.apply(s, move)
            except IllegalMove:
                pass
        try:
            s = game.apply(s, chooser.choice(legal))
        except IllegalMove:
            return


def check_damaged_saves(game, texts: list[str], seed: int, *, per_field: int = 2, seconds: float = 5.0,
                        moves: int = 25) -> tuple[int, int]:
    """Load damaged copies of the saved states `texts`: each must raise BadData or play on cleanly, within
    `seconds`. Returns how many copies were tried and how many refused; raises AssertionError listing
    every failure."""
    chooser = random.Random(seed)
    failures = []
    tried = refused = 0
    for text in texts:
        for path, alt, damaged in damaged_states(text, chooser, per_field):
            tried += 1
            try:
                with time_limit(seconds):
                    try:
                        s = game.load_state(damaged)
                    except BadData:
                        refused += 1
                        continue
                    plays_on(game, s, random.Random(tried), moves)
            except (Exception, Hang) as err:  # noqa: BLE001 - every failure is reported below
                where = traceback.extract_tb(err.__traceback__)[-1]
                failures.append(f"{'/'.join(map(str, path))} = {str(alt)[:40]!r}: {type(err).__name__}: "
                                f"{str(err)[:120]} ({where.filename.split('/')[-1]}:{where.lineno})")
    assert not failures, f"{game.id}: {len(failures)} of {tried} damaged saves failed:\n" + "\n".join(failures[:25])
    return tried, refused


def saves_along(game, players: int, seed: int, count: int, options=None) -> list[str]:
    """`count` states dumped at random points of one random game (the start and the end included)."""
    chooser = random.Random(seed)
    s = game.setup(players, seed, options)
    states = [s]
    while game.to_act(s):
        seat = chooser.choice(game.to_act(s))
        s = game.apply(s, chooser.choice(game.legal_moves(s, seat)))
        states.append(s)
    inner = range(1, len(states) - 1)
    picks = {0, len(states) - 1, *chooser.sample(inner, min(len(inner), max(0, count - 2)))}
    return [game.dump_state(states[i]) for i in sorted(picks)]
