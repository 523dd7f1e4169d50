"""One predicate for highlight, validation and hints: legal moves indexed by what you grip and where.

An adapter maps each legal move to a `Grip` (the handle you pick up, the handle you drop it on).
A drop looks the pair up: one move is applied, several become a picker, none means the player
meant something illegal and the adapter builds that move so the engine can say why not. The same
index lights the drop targets while dragging, so the hints never disagree with the rules.
"""

from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Grip:
    """What you pick up (`source`) and where you put it down (`target`).

    target None: tapping the source is the whole gesture (a button, a card you choose).
    tap: a single tap on the source may play the move when it is the only one from that source
    (buying from the display: drag it to your hand, or just tap it).
    """

    source: str
    target: str | None = None
    tap: bool = False
    label: str = ""


@dataclass
class Option:
    """One choice in a picker: words, optionally a piece face to show and a handle on the table."""

    label: str
    move: Any
    face: Any = None
    handle: str | None = None


@dataclass
class Prompt:
    """A question when one gesture fits several moves (or the engine waits on a choice)."""

    title: str
    options: list[Option] = field(default_factory=list)
    cancel: bool = True
    meant: dict[str, Any] = field(default_factory=dict)
    """handle -> the move a tap on that piece means though the question does not offer it (the vote moved back
    onto the same player): played, so the engine says why not, and the question stays."""
    avoid: list = field(default_factory=list)    # screen rects the question speaks of: the picker keeps off them


class MoveIndex:
    def __init__(self, moves: list, grip_of):
        self.moves = list(moves)
        self.grips: list[Grip | None] = [grip_of(m) for m in self.moves]
        self._pairs: dict[tuple[str, str | None], list] = defaultdict(list)
        self._sources: dict[str, list[int]] = defaultdict(list)
        for i, (m, g) in enumerate(zip(self.moves, self.grips, strict=True)):
            if g is None:
                continue
            self._pairs[(g.source, g.target)].append(m)
            self._sources[g.source].append(i)

    def sources(self) -> list[str]:
        """Handles that can start a legal move, in the engine's canonical order."""
        return list(self._sources)

    def has_source(self, handle: str) -> bool:
        return handle in self._sources

    def targets(self, source: str) -> list[str]:
        seen: dict[str, None] = {}
        for i in self._sources.get(source, ()):
            t = self.grips[i].target
            if t is not None:
                seen[t] = None
        return list(seen)

    def lookup(self, source: str, target: str | None) -> list:
        return list(self._pairs.get((source, target), ()))

    def tap_moves(self, source: str) -> list:
        """Moves a single tap on `source` may make: tap-only grips, or grips marked tap=True."""
        found = self.lookup(source, None)
        if found:
            return found
        tapped = [self.moves[i] for i in self._sources.get(source, ()) if self.grips[i].tap]
        return tapped

    def label(self, source: str) -> str:
        for i in self._sources.get(source, ()):
            if self.grips[i].label:
                return self.grips[i].label
        return ""
