"""Tap-to-mark: pieces a seat taps to choose several together before one move takes them (La Criatura's cards
to discard, Deducktion's cards to pass). The picks are local to the table, not a move: kept in the order they
were tapped, only what may be picked now, at most so many (the latest taps win), and cleared when another
person sits down (the adapter's forget())."""

from collections.abc import Collection, Iterator


class Marks:
    """The names a seat has tapped to mark, oldest first. Read it as a collection (`in`, `len`, iteration)."""

    def __init__(self) -> None:
        self.picks: list[str] = []

    def __iter__(self) -> Iterator[str]:
        return iter(self.picks)

    def __len__(self) -> int:
        return len(self.picks)

    def __contains__(self, name: object) -> bool:
        return name in self.picks

    def tap(self, name: str, allowed: Collection[str], most: int | None = None) -> bool:
        """Mark `name`, or unmark it when marked, if it may be marked at all (True then; False leaves all as it was)."""
        if name not in allowed:
            return False
        self.picks = [x for x in self.picks if x != name] if name in self.picks else self.picks + [name]
        self.keep(allowed, most)
        return True

    def keep(self, allowed: Collection[str], most: int | None = None) -> None:
        """Only marks that may still be made, at most `most` of them (the latest taps win; none for 0 or less)."""
        self.picks = self.with_last(None, allowed, most)

    def with_last(self, name: str | None, allowed: Collection[str] | None = None, most: int | None = None) -> list[str]:
        """The marks as they would be with `name` marked last (a drag of one more), kept as keep() keeps them."""
        picks = [x for x in self.picks if x != name and (allowed is None or x in allowed)]
        picks += [name] if name is not None else []
        return picks if most is None else picks[max(0, len(picks) - most):]

    def forget(self) -> None:
        """Another person sits down: nothing is marked."""
        self.picks = []
