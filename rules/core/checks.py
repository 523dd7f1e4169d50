"""Invariant checks for a loaded game state, shared by the games' `_check_state` hooks.

They run once, where a state comes in from outside (`Engine.load_state`), never in the inner loop.
Each raises `BadData` with a short phrase saying what does not hold; the engine adds its title.
"""

from collections import Counter
from collections.abc import Iterable

from .errors import BadData


def require(ok: bool, why: str) -> None:
    if not ok:
        raise BadData(why)


def is_whole(x) -> bool:
    """An int that is not a bool (pydantic turns JSON true into 1 for int fields, but not in free-form data)."""
    return type(x) is int


def check_number(x, low: int, high: int, what: str) -> None:
    """A whole number from `low` to `high` (the most the game can produce)."""
    require(is_whole(x) and low <= x <= high, f"{what} must be a whole number from {low} to {high}, not {x!r}")


def check_seat(x, players: int, what: str) -> None:
    check_number(x, 0, players - 1, what)


def check_seats(xs: Iterable, players: int, what: str, *, distinct: bool = True) -> None:
    xs = list(xs)
    for x in xs:
        check_seat(x, players, what)
    require(not distinct or len(set(xs)) == len(xs), f"{what} names a seat twice")


def check_per_seat(players: int, **lists) -> None:
    """Lists that hold one entry per seat."""
    for name, value in lists.items():
        require(len(value) == players, f"{name} must have one entry per player ({players}), not {len(value)}")


def check_each_once(places: Iterable[Iterable[str]], box: Iterable[str], what: str = "cards") -> None:
    """Every card of `box` lies in exactly one of `places`, and nothing else does."""
    found: Counter = Counter()
    for place in places:
        found.update(place)
    want = Counter(list(box))
    if found == want:
        return
    twice = sorted(c for c, n in found.items() if n > want[c] and c in want)
    unknown = sorted(str(c) for c in found if c not in want)
    missing = sorted(c for c, n in want.items() if found[c] < n)
    if unknown:
        raise BadData(f"{what} include ids the game does not have: {', '.join(unknown[:3])}")
    if twice:
        raise BadData(f"{what} are not all there exactly once: {', '.join(twice[:3])} twice")
    raise BadData(f"{what} are not all there exactly once: {', '.join(missing[:3])} missing")


def check_subset(xs: Iterable, allowed, what: str) -> None:
    bad = [x for x in xs if x not in allowed]
    require(not bad, f"{what} has unknown entries: {', '.join(map(repr, bad[:3]))}")


def check_sorted(xs: list, key, what: str) -> None:
    """A list the engine keeps in a fixed order (hands are sorted so moves come out in canonical order)."""
    require(xs == sorted(xs, key=key), f"{what} is not in the order the game keeps it")


# ----- the log: what the game reads back from it ---------------------------------------------------
# A game reads some events back (determinize imagines hidden cards from what a seat saw; a view may list
# what a seat learned in secret). `check_log` makes sure those events hold the fields it reads, each of
# the right kind; a value kind is a test `(value, players) -> bool`.
def a_seat(v, players: int) -> bool:
    return is_whole(v) and 0 <= v < players


def a_number(v, players: int) -> bool:
    return is_whole(v)


def a_flag(v, players: int) -> bool:
    return type(v) is bool


def within(low: int, high: int):
    """A whole number from `low` to `high` (a slot of a board, say)."""
    return lambda v, players: is_whole(v) and low <= v <= high


def one_of(allowed):
    """One of the given ids or words (strings only)."""
    return lambda v, players: type(v) is str and v in allowed


def maybe(kind):
    return lambda v, players: v is None or kind(v, players)


def list_of(kind):
    return lambda v, players: type(v) in (list, tuple) and all(kind(x, players) for x in v)


def if_present(kind):
    """A field some events of the kind leave out (a draw from the deck names no card)."""

    def test(v, players):
        return kind(v, players)

    test.optional = True
    return test


def check_log(log, players: int, shapes: dict) -> None:
    """Every event of a kind in `shapes` (kind -> {field: value kind}) has those fields, of those kinds.
    Events of other kinds are narration the game never reads back, and are not looked into."""
    for e in log:
        shape = shapes.get(e.kind)
        if shape is None:
            continue
        for key, kind in shape.items():
            if key in e.data:
                require(kind(e.data[key], players), f"a {e.kind!r} entry of the log has a bad {key!r}")
            else:
                require(getattr(kind, "optional", False), f"a {e.kind!r} entry of the log has no {key!r}")
