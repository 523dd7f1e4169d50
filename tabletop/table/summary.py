"""A round's summary, the same on every table: why the round ended (in the rulebook's words), and for each player
(or team) where this round's points came from, in the game's own terms (tricks won and card effects, animal and
Ducktor herds, lines and unplayable spaces), their sum, and what stands now (the score, the series).

An adapter's `round_summary(view, events)` declares the parts from that seat's view and events alone; this module
turns them into the table the summary dialog and the replay draw (`draw_summary`). A `RoundSummary` still reads
as (title, headers, rows), as every summary did before it had a reason and parts.
"""

from dataclasses import dataclass, field

import pygame

from ..language import _, words
from ..render import fonts
from .overlays import draw_table


@dataclass(frozen=True)
class Part:
    """One source of points this round ("Tricks won"), with each row's points from it."""

    header: str
    values: list


@dataclass(frozen=True)
class Column:
    """A column that is not points of this round: an animal, a place, the score so far."""

    header: str
    cells: list


@dataclass(frozen=True)
class RoundSummary:
    title: str
    reason: str                         # why the round ended, in the rulebook's words
    who: str                            # the first column's header ("Player", "Team")
    names: list[str]
    keys: list[int]                     # each row's seat (or side, where a game is played in teams)
    parts: list[Part] = field(default_factory=list)
    points: list | None = None          # this round's points per row as the game counts them (None: it counts none)
    points_header: str = ""             # the points column's header; shown only when there are several parts
    before: list[Column] = field(default_factory=list)   # columns between the name and the parts
    after: list[Column] = field(default_factory=list)    # columns after the points

    @property
    def shows_points(self) -> bool:
        return self.points is not None and len(self.parts) != 1

    @property
    def headers(self) -> list[str]:
        return [self.who, *(c.header for c in self.before), *(p.header for p in self.parts),
                *([self.points_header or _("This round")] if self.shows_points else []),
                *(c.header for c in self.after)]

    @property
    def rows(self) -> list[list]:
        out = []
        for i, name in enumerate(self.names):
            row = [name, *(c.cells[i] for c in self.before), *(signed(p.values[i]) for p in self.parts)]
            if self.shows_points:
                row.append(signed(self.points[i]))
            out.append(row + [c.cells[i] for c in self.after])
        return out

    def __iter__(self):
        return iter((self.title, self.headers, self.rows))

    def __getitem__(self, k):
        return (self.title, self.headers, self.rows)[k]


def round_of(events: list, is_end, is_start) -> list:
    """The events of the last round that ended in `events` (a view's whole log): from the event after the one
    that began it (`is_start`) to the one that ended it (`is_end`)."""
    end = next((i for i in range(len(events) - 1, -1, -1) if is_end(events[i])), None)
    if end is None:
        return []
    start = next((i for i in range(end - 1, -1, -1) if is_start(events[i])), -1)
    return events[start + 1:end + 1]


def by_seat(events: list, kind: str, players: int, value, where=lambda e: True) -> list:
    """Per seat, the sum of `value(event)` over the events of `kind` (that pass `where`) that name that seat."""
    totals = [0] * players
    for e in events:
        if e.kind == kind and where(e) and 0 <= e.data.get("seat", -1) < players:
            totals[e.data["seat"]] += value(e)
    return totals


def signed(x) -> str:
    """Points won this round as the chosen language writes them: "+3", "0", "−1"."""
    number = words().number
    return "+" + number(x) if x > 0 else "−" + number(-x) if x < 0 else number(0)


def summary_height(summary: RoundSummary, width: int, scale: float = 1.0) -> int:
    """Pixels the reason line takes under the title at `width`."""
    size = round(REASON * scale)
    return len(fonts.wrap(summary.reason, size, width, "italic")) * (size + 6) if summary.reason else 0


REASON, TITLE, TABLE = 20, 30, 18          # type sizes at a laptop's window (`scale` 1)


def draw_summary(surface, rect: pygame.Rect, summary: RoundSummary, scale: float = 1.0) -> None:
    """The title, the reason under it and the table of parts, inside `rect`, the type `scale` times a laptop's
    (a big window reads from the couch)."""
    title = round(TITLE * scale)
    title = fonts.fitting_size(summary.title, title, rect.w - 40, least=16, step=2)
    fonts.blit_text(surface, fonts.fit(summary.title, title, rect.w - 40, "bold"), title,
                    (rect.centerx, rect.y + 22), (40, 30, 10), "bold", anchor="midtop")
    y = rect.y + 22 + title + 12
    size = round(REASON * scale)
    for line in fonts.wrap(summary.reason, size, rect.w - 60, "italic") if summary.reason else []:
        fonts.blit_text(surface, line, size, (rect.centerx, y), (90, 70, 30), "italic", anchor="midtop")
        y += size + 6
    draw_table(surface, pygame.Rect(rect.x + 10, y + 14, rect.w - 20, rect.bottom - y - 14), *summary[1:],
               largest=round(TABLE * scale))
