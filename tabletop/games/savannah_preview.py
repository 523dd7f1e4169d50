"""What a card held over the savannah would make, shown before it is played, and the question before a play for
0 points: the Savannah table's preview, which its adapter (savannah.py) mixes in.

While a card is held, each lit space says what it would make, inside that space (a click on the words is a click
on it): the line patterns (A same animal, B same number, C all different) and the points in the first phase, and
in the second phase the cards it would remove; the space under the pointer (or the keyboard focus) is lit apart
and shows exactly which cards go and what it scores, before anything happens; a card dragged over the savannah
is drawn at its spaces' size so it hides none of that. The engine works out what a play makes (`outcome`).

A play for 0 points asks first when the same card would score elsewhere ("0 points here; 3 points below
4 Lion (marked +3)."), with those spaces framed on the savannah: play it anyway, or choose another space
(the card picked up again, its spaces lit). Only people at the laptop are asked (bots and phones play at
once), only in the two phases (the opening scores nothing), and not when every space scores 0 for that card.
"""

from dataclasses import dataclass, field
from typing import Any

import pygame

from rules.safari.savannah import Place, outcome, pos_of, rc_of

from ..language import N_, _, generation, n_
from ..render import fonts, safe
from ..render.safari.words import card_title
from ..table.grips import Option, Prompt
from ..table.viewport import clipped
from .base import number

RING = (255, 214, 90)
GOES = (220, 60, 50)
LABEL_PLATE, LABEL_INK = (250, 245, 230), (40, 30, 20)
LABEL_LEAST = 9                   # a lit space's words are never smaller (pixels)
GLOW = 4                          # how far the table's glow round a lit spot reaches (pixels)
BESIDE = {  # where a space lies from the card it touches on a side ((rows, columns) from the card to the space)
    (0, -1): N_("left of {card}"), (0, 1): N_("right of {card}"),
    (-1, 0): N_("above {card}"), (1, 0): N_("below {card}"),
}


# the savannah's spaces by their handles ("cell:<row>,<col>"), and its cards by space (savannah.py uses them too)
def cell_handle(r: int, c: int) -> str:
    return f"cell:{r},{c}"


def cell_of(handle: str) -> tuple[int, int] | None:
    if not handle.startswith("cell:"):
        return None
    r, c = handle[5:].split(",")
    return int(r), int(c)


def board_of(view) -> dict:
    """The savannah's cards by space: {(row, col): card}."""
    return {(c.row, c.col): c.card for c in view.board}


def preview(board: dict, cell, card: str, phase: str) -> tuple[list[tuple[list, str]], list, int]:
    """What playing `card` on `cell` would do, as the engine works it out (`outcome`): (the lines through it,
    each in order along it with its pattern, the cells removed, the points)."""
    grid = {pos_of(*x): c for x, c in {**board, cell: card}.items()}
    lines, kinds, gone, points = outcome(grid, pos_of(*cell), phase)
    return ([(sorted(rc_of(p) for p in line), kind) for line, kind in zip(lines, kinds, strict=True)],
            sorted(rc_of(p) for p in gone), points)


@dataclass
class ZeroPoints(Prompt):
    """The question before a play for 0 points: the play, and the spaces where the card scores the most."""

    move: Any = None
    better: list = field(default_factory=list)


def better_places(view, move, moves) -> tuple[int, list] | None:
    """(the most points, the spaces that score them) when `move` places a card for 0 points while another of
    `moves` places the same card for more; None otherwise (the opening scores nothing; a marker is no play)."""
    if not isinstance(move, Place) or view.phase not in ("one", "two"):
        return None
    board = board_of(view)
    if preview(board, (move.row, move.col), move.card, view.phase)[2]:
        return None
    scored = {(m.row, m.col): preview(board, (m.row, m.col), m.card, view.phase)[2]
              for m in moves if isinstance(m, Place) and m.card == move.card}
    best = max(scored.values(), default=0)
    return (best, sorted(c for c, p in scored.items() if p == best)) if best else None


def beside(board: dict, cell) -> str:
    """Where a space is, in words the savannah shows: beside a card it touches on a side ("below 4 Lion")."""
    for (dr, dc), words in BESIDE.items():
        card = board.get((cell[0] - dr, cell[1] - dc))
        if card is not None:
            return _(words, card=card_title(card))
    return _("on a corner of the savannah")


class Preview:
    """The adapter's drawing over the savannah while a card is held or a play for 0 points is asked about (it
    reads the adapter's `port`, its board's window, and `pan_zoom`, where the pointer was last seen)."""

    def confirm(self, view, move, moves):
        """A play for 0 points while the same card scores more elsewhere asks first, naming where."""
        better = better_places(view, move, moves)
        if better is None:
            return None
        points, cells = better
        board = board_of(view)
        places = [beside(board, cell) for cell in cells]
        if len(places) == 1:
            where = places[0]
        elif len(places) == 2:
            where = _("{first} or {second}", first=places[0], second=places[1])
        else:
            where = n_("{first}, {second} or on {n} other space", "{first}, {second} or on {n} other spaces",
                       len(places) - 2, first=places[0], second=places[1])
        title = n_("0 points here; {n} point {where} (marked +{n}).",
                   "0 points here; {n} points {where} (marked +{n}).", points, where=where)
        avoid = [self.port.cell_rect(*c).inflate(8, 8) for c in [(move.row, move.col), *cells]]
        return ZeroPoints(title, [Option(_("Choose another space"), None, handle=f"card:{move.card}"),
                                  Option(_("Play here for 0 points"), move)], avoid=avoid, move=move, better=cells)

    def draw_over(self, surface, view, frame, painter, marks) -> None:
        """While a card is held: what each lit space would make, written inside that space (never across into
        a neighbour: a click on the words is a click on their space); the space under the pointer (or the
        keyboard focus) lit apart from the others, with exactly which cards it would score or remove."""
        if view.seat is None or view.phase == "over":
            return
        if isinstance(marks.prompt, ZeroPoints):
            self._draw_question(surface, view, marks.prompt, frame)
            return
        source = marks.drag["source"] if marks.drag else marks.selected
        if not source or not source.startswith("card:"):
            return
        card = source[5:]
        board = board_of(view)
        targets = [cell_of(t) for t in marks.targets]
        pointer = marks.drag["pos"] if marks.drag else (self.pan_zoom.pointer or pygame.mouse.get_pos())
        hovered = cell_of(marks.focus) if marks.focus and marks.focus.startswith("cell:") else None
        words = self._chip_words(view, board, card, targets)
        for cell in targets:
            seen = self.port.lit_part(cell, GLOW) if cell is not None else None
            if seen is None:
                continue                   # mostly out of the window: not lit either
            if seen.collidepoint(pointer):
                hovered = cell
            if words.get(cell):
                with fonts.within(seen, f"space:{cell[0]},{cell[1]}"):
                    space_label(surface, seen, words[cell], frame.small)
        if hovered in targets:
            self._draw_preview(surface, board, hovered, card, view.phase, frame.unit, banner=bool(marks.drag))

    def _draw_question(self, surface, view, question, frame) -> None:
        """While a play for 0 points is asked about: the space chosen framed pale with its 0, the spaces
        where the card scores the most framed bright with their points."""
        board = board_of(view)
        chosen = (question.move.row, question.move.col)
        with clipped(surface, self.port.rect):
            for cell in [chosen, *question.better]:
                lit = self.port.lit_part(cell, GLOW)
                if lit is None:
                    continue
                points = preview(board, cell, question.move.card, view.phase)[2]
                colour = RING if cell != chosen else (225, 225, 215)
                pygame.draw.rect(surface, colour, self.port.cell_rect(*cell).inflate(4, 4), max(3, frame.unit // 6),
                                 border_radius=max(4, lit.w // 6))
                with fonts.within(lit, f"space:{cell[0]},{cell[1]}"):
                    space_label(surface, lit, ("+" + number(points) if points else number(0),), frame.small)

    def _chip_words(self, view, board, card, targets) -> dict:
        """What each lit space would make for `card`, as the lines of its label: ("A C", "+5") in the first
        phase (the patterns, then the points), ("+3",) in the second, ("here",) in the opening; nothing where
        it scores nothing. Worked out once per position and card, not at every frame of a drag."""
        key = (len(view.events), view.seat, card, generation())
        if self._chips[0] != key:
            words = {}
            for cell in targets:
                if cell is None:
                    continue
                lines, _gone, points = preview(board, cell, card, view.phase)
                kinds = " ".join(k for _l, k in lines if k)
                if view.phase == "opening":
                    words[cell] = (_("here"),)
                elif points:
                    words[cell] = (kinds, "+" + number(points)) if view.phase != "two" and kinds else \
                        ("+" + number(points),)
            self._chips = (key, words)
        return self._chips[1]

    _chips: tuple = (None, {})

    def _draw_preview(self, surface, board, cell, card, phase, unit, banner: bool) -> None:
        """The space a drop or Enter would play on, lit apart from the other lit spaces (a wash over it, a bright
        frame round it), and exactly what the play would do: in the second phase the cards it removes crossed
        out, in the first its lines ringed; and in words above them what it scores (at the savannah's top while
        a card is dragged, which would cover words by the space)."""
        lines, gone, points = preview(board, cell, card, phase)
        port = self.port
        space = port.cell_rect(*cell)
        scores = phase in ("one", "two")
        with clipped(surface, port.rect):
            wash(surface, space, (*RING, 70))
            pygame.draw.rect(surface, RING, space.inflate(4, 4), max(3, unit // 6), border_radius=max(4, space.w // 8))
            for x in gone:                                       # the second phase: crossed out
                r = port.cell_rect(*x)
                wash(surface, r, (*GOES, 110))
                pygame.draw.line(surface, GOES, r.topleft, r.bottomright, max(2, r.w // 14))
                pygame.draw.line(surface, GOES, r.topright, r.bottomleft, max(2, r.w // 14))
            for line, _kind in lines if phase == "one" else ():  # the first: ringed
                pygame.draw.rect(surface, RING, port.around(line[0], line[-1]), 3, border_radius=6)
            if scores:
                pygame.draw.rect(surface, RING, space, 3, border_radius=max(4, port.card_w // 8))
        if not scores:
            return                       # the opening scores nothing
        if phase == "two":
            if not gone:
                words = _("Joins no line: nothing removed, 0 points")
            elif cell not in gone:
                words = n_("Removes {n} card: +{points} (your card stays)",
                           "Removes {n} cards: +{points} (your card stays)", len(gone), points=points)
            else:
                words = n_("Removes {n} card: +{points}", "Removes {n} cards: +{points}", len(gone), points=points)
        else:
            parts = [_("row {kind} +{n}", kind=k, n=len(line) - (k == "C")) if line[0][0] == line[-1][0] else
                     _("column {kind} +{n}", kind=k, n=len(line) - (k == "C")) for line, k in lines]
            words = n_("{lines} = {n} point", "{lines} = {n} points", points, lines=", ".join(parts)) if parts \
                else _("Only a corner touches: 0 points")
        chip = fonts.chip(words, unit, (255, 236, 150))
        rows_ = [x[0] for x in (cell, *gone, *(x for line, _k in lines for x in line))]
        if banner:       # at a corner of the savannah, the one away from the space
            places = [chip.get_rect(topleft=(port.rect.x + 6, port.rect.y + 6)),
                      chip.get_rect(bottomleft=(port.rect.x + 6, port.rect.bottom - 6))]
        else:            # above the cards it would score or remove, else below them
            places = [chip.get_rect(midbottom=(space.centerx, port.cell_rect(min(rows_), cell[1]).y - 6)),
                      chip.get_rect(midtop=(space.centerx, port.cell_rect(max(rows_), cell[1]).bottom + 6))]
        places = [p.clamp(port.rect) for p in places]
        surface.blit(chip, next((p for p in places if not p.colliderect(space)), places[0]))


def wash(surface, rect: pygame.Rect, colour) -> None:
    """A see-through colour (r, g, b, alpha) laid over `rect`."""
    shade = safe.surface(rect.w, rect.h)
    shade.fill(colour)
    surface.blit(shade, rect)


def space_label(surface, box: pygame.Rect, lines: tuple[str, ...], size: int) -> None:
    """A lit space's words on a small plate wholly inside the space's lit part `box`, as large as they fit: on
    one line, or one under the other, else only the last (the points); nothing when not even that fits at
    LABEL_LEAST (the space under the pointer says it all in words above the savannah)."""
    best = None
    for shape in ((" ".join(lines),), lines, lines[-1:]):
        widest = max(shape, key=lambda line: fonts.font(size, "bold").size(line)[0])
        fitting = fonts.fitting_size(widest, size, box.w - 4, least=LABEL_LEAST)
        face = fonts.font(fitting, "bold")
        fits = face.size(widest)[0] + 4 <= box.w and face.get_height() * len(shape) + 2 <= box.h
        if fits and (best is None or fitting > best[1]):
            best = shape, fitting
    if best is None:
        return
    shape, fitting = best
    texts = [fonts.text(line, fitting, LABEL_INK, "bold") for line in shape]
    plate = pygame.Rect(0, 0, max(t.get_width() for t in texts) + 4, sum(t.get_height() for t in texts) + 2)
    plate.center = box.center
    pygame.draw.rect(surface, LABEL_PLATE, plate, border_radius=min(6, plate.h // 3))
    y = plate.y + 1
    for line, img in zip(shape, texts, strict=True):
        at = img.get_rect(midtop=(plate.centerx, y))
        surface.blit(img, at)
        fonts.placed(surface, line, at)
        y += img.get_height()
