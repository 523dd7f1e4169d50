"""A private notepad for deduction games: one cell per card, saying what the seat's own view proves,
with a mark the player cycles by tapping; kept per seat with the game's save.

The game's adapter writes the `Sheet` (its rows, columns and what each cell's facts are, read from
the viewer's view only); this module lays a sheet out as zones (a tappable cell each), draws it,
cycles the marks and keeps them in the save record (`notes`), so every deduction game gets the same
notepad. It is hidden like a hand: the adapter builds it from the current viewer's view and closes
it when the person at the screen changes (`Adapter.forget`), so it is never drawn for another seat.
"""

from dataclasses import dataclass, field

import pygame

from ..language import N_, _
from ..render import fonts
from .frame import rows
from .zones import INK, Zone

MARKS = ("", "yes", "no", "maybe")
"""What a tap on a cell cycles through: the player's own idea that this is the card (a tick), is not (a
cross), or might be (a question mark). Drawn as shapes: the table's font has no tick or cross."""
NOTES_KEY = "notepad"
TONES = {  # fill, ink
    "open": ((30, 70, 50), INK),          # nothing proved: a candidate
    "known": ((58, 72, 66), (200, 210, 200)),   # located somewhere: not the card you look for
    "found": ((255, 214, 90), (50, 30, 0)),     # proved to be the card you look for
}
SHEET = (14, 40, 28)
CELL_UNITS = 5
"""The narrowest a cell may be (in the frame's text units) with the answers heard beside the grid: a cell holds
a few lines of facts, names in them ("said 0: Ada, Player 2"), so the grid gets the width first."""
EDGE = (240, 210, 120)


@dataclass(frozen=True)
class Fact:
    """A few words in a cell ("in hand", "Ada melded") and whether it settles the cell."""

    text: str
    tone: str = "open"        # open (a hint only) | known (located elsewhere) | found (the card sought)


@dataclass
class Sheet:
    """What one seat's notepad shows: row and column labels, a stable key per cell (saved marks use
    it), the facts per key, and a few lines beside the grid (answers heard)."""

    title: str
    row_labels: list[str]
    col_labels: list[str]
    keys: list[list[str]]
    facts: dict[str, list[Fact]] = field(default_factory=dict)
    lines: list[str] = field(default_factory=list)
    legend: str = N_("Tap a cell to mark it: a tick, a cross, a question mark, then nothing again.")

    def tone(self, key: str) -> str:
        tones = [f.tone for f in self.facts.get(key, ())]
        return "found" if "found" in tones else "known" if "known" in tones else "open"


class Marks:
    """The players' own marks, per seat, kept in the match's save record (`record.notes`) when the
    table has one (a replay or a test without a match keeps them in memory)."""

    def __init__(self, match=None):
        self.match = match
        notes = getattr(getattr(match, "record", None), "notes", None)
        self.store: dict = notes if isinstance(notes, dict) else {}

    def of(self, seat: int | None) -> dict[str, str]:
        if seat is None:
            return {}
        book = self.store.setdefault(NOTES_KEY, {})
        marks = book.get(str(seat))
        if not isinstance(marks, dict):
            marks = book[str(seat)] = {}
        return marks

    def cycle(self, seat: int, key: str) -> str:
        marks = self.of(seat)
        now = marks.get(key, "")
        nxt = MARKS[(MARKS.index(now) + 1) % len(MARKS)] if now in MARKS else ""
        if nxt:
            marks[key] = nxt
        else:
            marks.pop(key, None)
        self.save()
        return nxt

    def save(self) -> None:
        """Write the save now: a mark is not a move, so it would otherwise wait for the next move."""
        if self.match is not None and getattr(self.match, "autosave", False):
            self.match.save()


# ----- zones ---------------------------------------------------------------------------------------
@dataclass
class SheetFrame(Zone):
    """The notepad's paper: its title, the column and row labels, the legend and the lines beside it."""

    sheet: Sheet | None = None
    grid: pygame.Rect = field(default_factory=pygame.Rect)
    cell: tuple[int, int] = (0, 0)
    side: pygame.Rect = field(default_factory=pygame.Rect)

    def draw_under(self, surface, unit) -> None:
        radius = max(6, unit // 2)
        pygame.draw.rect(surface, SHEET, self.rect, border_radius=radius)
        pygame.draw.rect(surface, EDGE, self.rect, 2, border_radius=radius)
        sheet, small = self.sheet, max(13, round(unit * 0.8))
        size = fonts.fitting_size(sheet.title, unit, self.rect.w - unit, "bold", least=small)   # a long name
        fonts.blit_text(surface, fonts.fit(sheet.title, size, self.rect.w - unit, "bold"), size,
                        (self.rect.x + unit // 2, self.rect.y + unit // 3), EDGE, "bold")
        cw, ch = self.cell
        for c, label in enumerate(sheet.col_labels):
            x = self.grid.x + c * cw + cw // 2
            fonts.blit_text(surface, label, unit, (x, self.grid.y - 2), INK, "bold", anchor="midbottom")
        label_w = self.grid.x - self.rect.x - unit // 2
        for r, label in enumerate(sheet.row_labels):
            y = self.grid.y + r * ch + ch // 2
            fonts.blit_text(surface, fonts.fit(label, small, label_w, "bold"), small, (self.grid.x - 6, y), INK,
                            "bold", anchor="midright")
        legend = legend_lines(sheet, small, self.rect.w - unit)
        for k, line in enumerate(legend):
            fonts.blit_text(surface, line, small, (self.rect.x + unit // 2,
                                                   self.rect.bottom - 6 - (len(legend) - k) * (small + 4)),
                            (190, 205, 190))
        if self.side.w > unit * 4:
            y, step = self.side.y, small + 4
            for line in sheet.lines:
                for part in fonts.wrap(line, small, self.side.w):
                    if y + step > self.side.bottom:
                        return
                    fonts.blit_text(surface, part, small, (self.side.x, y), INK)
                    y += step

    def rects(self) -> list[pygame.Rect]:
        return [self.rect]


@dataclass
class SheetCell(Zone):
    """One card's cell: tinted by what is proved, its facts in small words, the player's mark large.
    The mark is read when drawn, so a tap redraws it without laying the table out again."""

    key: str = ""
    facts: tuple[Fact, ...] = ()
    tone: str = "open"
    marks: dict = field(default_factory=dict)

    def draw_under(self, surface, unit) -> None:
        fill, ink = TONES.get(self.tone, TONES["open"])
        r = self.rect.inflate(-3, -3)
        pygame.draw.rect(surface, fill, r, border_radius=max(3, unit // 4))
        mark = self.marks.get(self.key, "")
        mark_w = 0
        if mark:
            size = max(10, min(round(unit * 1.2), r.h // 2, r.w // 3))
            box = pygame.Rect(r.right - size - 4, r.y + 3, size, size)
            draw_mark(surface, mark, box, EDGE if self.tone != "found" else ink)
            mark_w = size + 6
        size, lines = cell_lines([f.text for f in self.facts], r.w - 6 - mark_w, r.h - 2,
                                 max(11, min(round(unit * 0.7), r.h // 3)))
        with fonts.within(r, f"note:{self.key}"):
            y = r.y + 2
            for line in lines:
                fonts.blit_text(surface, line, size, (r.x + 3, y), ink)
                y += size + 2

    def rects(self) -> list[pygame.Rect]:
        return [self.rect]


def cell_lines(facts: list[str], width: int, height: int, size: int, least: int = 9) -> tuple[int, list[str]]:
    """(type size, lines) for a cell's facts: each wrapped to `width`, at `size` or smaller (down to `least`)
    until every line fits the cell; never cut ("said 0: Ada, Player 2" is two lines, not "said 0: Ada, Pl…").
    At `least` whatever is left over runs past the cell, where the layout tests see it."""
    while True:
        lines = [line for fact in facts for line in fonts.wrap(fact, size, max(8, width))]
        fits = len(lines) * (size + 2) <= height and all(fonts.font(size).size(x)[0] <= width for x in lines)
        if fits or size <= least:
            return size, lines
        size -= 1


def draw_mark(surface, mark: str, box: pygame.Rect, colour) -> None:
    """A tick, a cross or a question mark filling `box`."""
    width = max(2, box.w // 6)
    if mark == "yes":
        pygame.draw.lines(surface, colour, False, [(box.x, box.centery), (box.x + box.w * 0.4, box.bottom - 1),
                                                   (box.right, box.y)], width)
    elif mark == "no":
        pygame.draw.line(surface, colour, box.topleft, (box.right - 1, box.bottom - 1), width)
        pygame.draw.line(surface, colour, (box.x, box.bottom - 1), (box.right - 1, box.y), width)
    elif mark == "maybe":
        fonts.blit_text(surface, "?", round(box.h * 1.2), box.center, colour, "bold", anchor="center")


def legend_lines(sheet: Sheet, size: int, width: int) -> list[str]:
    """The legend under the grid, wrapped (two lines in a small window, or in German)."""
    return fonts.wrap(_(sheet.legend), size, width)


def sheet_zones(sheet: Sheet, rect: pygame.Rect, unit: int, marks: dict) -> list[Zone]:
    """The notepad laid out in `rect`: the paper, then one tappable cell per key (handle `note:<key>`),
    with the lines beside the grid when the rect is wide enough."""
    pad = max(4, unit // 2)
    small = max(13, round(unit * 0.8))
    legend_h = max(round(unit * 1.4), len(legend_lines(sheet, small, rect.w - unit)) * (small + 4) + 8)
    title_h, head_h = round(unit * 1.6), round(unit * 1.3)
    label_w = max(fonts.font(small, "bold").size(t)[0] for t in sheet.row_labels) + unit
    inner = rect.inflate(-2 * pad, 0)
    _title, body, _legend = rows(pygame.Rect(inner.x, rect.y, inner.w, rect.h), [title_h, 1.0, legend_h])
    n_rows, n_cols = len(sheet.row_labels), len(sheet.col_labels)
    side_w = round(inner.w * 0.3) if sheet.lines else 0
    if (inner.w - label_w - side_w - pad) // n_cols < unit * CELL_UNITS:
        side_w = 0                  # the cells' words come first: the answers are in the log too
    grid_w = inner.w - label_w - side_w - (pad if side_w else 0)
    cw = max(8, grid_w // n_cols)
    ch = max(8, min((body.h - head_h) // n_rows, round(cw * 1.1)))
    grid = pygame.Rect(inner.x + label_w, body.y + head_h, cw * n_cols, ch * n_rows)
    side = pygame.Rect(grid.right + pad, body.y + 2, side_w, body.h - 4) if side_w else pygame.Rect(0, 0, 0, 0)
    out: list[Zone] = [SheetFrame("notepad-sheet", rect, sheet=sheet, grid=grid, cell=(cw, ch), side=side, z=400)]
    for r, keys in enumerate(sheet.keys):
        for c, key in enumerate(keys):
            cell = pygame.Rect(grid.x + c * cw, grid.y + r * ch, cw, ch)
            out.append(SheetCell(f"note:{key}", cell, target=True, key=key, facts=tuple(sheet.facts.get(key, ())),
                                 tone=sheet.tone(key), marks=marks, z=401))
    return out


@dataclass
class NoteButton(Zone):
    """The button that opens and closes the notepad (a tap, or its key); drawn like a move button."""

    text: str = N_("Notepad")
    open: bool = False

    def draw_under(self, surface, unit) -> None:
        from .overlays import draw_button

        draw_button(surface, self.rect, _(self.text), focused=self.open, size=max(13, round(unit * 0.9)))

    def rects(self) -> list[pygame.Rect]:
        return [self.rect]


def button_rect(actions: pygame.Rect, unit: int, words: str) -> pygame.Rect:
    """The notepad button at the left end of the action strip (move buttons are right-aligned)."""
    w = fonts.font(max(13, round(unit * 0.9)), "bold").size(words)[0] + 2 * unit
    return pygame.Rect(actions.x, actions.y, min(w, actions.w // 3), actions.h)



BUTTON = "notepad"     # the handle of the button that opens and closes it


class WithNotepad:
    """What an adapter with a notepad mixes in (before `Adapter`): the notepad open or closed (its key, N, or its
    button at the left of the action strip) and its cells' marks, kept with the match's save. The adapter writes
    the `Sheet` (`sheet(view)`) from the viewer's view; only a view with a seat has a notepad, and it closes
    (`dismiss`, called by `forget`) whenever the person at the screen changes."""

    notepad_key = pygame.K_n
    notepad_open = False
    match = None          # set by the table: the marks are kept with the game's save
    _marks: Marks | None = None

    def sheet(self, view) -> Sheet:
        raise NotImplementedError

    @property
    def marks(self) -> Marks:
        """The marks of the match being played (a new match, its own marks)."""
        if self._marks is None or self._marks.match is not self.match:
            self._marks = Marks(self.match)
        return self._marks

    def notepad_zones(self, view, rect: pygame.Rect, unit: int) -> list[Zone]:
        """The viewer's sheet laid out in `rect`, with its marks."""
        return sheet_zones(self.sheet(view), rect, unit, self.marks.of(view.seat))

    def notepad_button(self, actions: pygame.Rect, unit: int, words: str) -> NoteButton:
        """The notepad's button, saying `words` (the words for opening it, or for closing it)."""
        return NoteButton(BUTTON, button_rect(actions, unit, words), target=True, text=words, open=self.notepad_open)

    def notepad_tap(self, view, handle: str) -> bool:
        """A tap on the button opens or closes the notepad; one on a cell of the open sheet cycles its mark."""
        if handle == BUTTON:
            self.notepad_open = not self.notepad_open and view.seat is not None
            return True
        if handle.startswith("note:") and self.notepad_open and view.seat is not None:
            self.marks.cycle(view.seat, handle[5:])
            return True
        return False

    def on_key(self, view, key) -> bool:
        if key == self.notepad_key and view.seat is not None:
            self.notepad_open = not self.notepad_open
            return True
        return False

    def dismiss(self) -> bool:
        was, self.notepad_open = self.notepad_open, False
        return was
