"""The score track: duckies walking points on the board's number side, as Savannah and Herds keep score.

The rulebook puts the board by the table number side up; each player (or team) has a ducky on it
that moves one space per point, and takes a +20 lap card each time it passes the 20 space. So a
score reads as "the ducky's space, plus 20 per lap card", exactly as on the real table.

`ScoreTrack.zones(rect, entries, unit)` gives the zones: the board (a Picture), the duckies on their
spaces (several on one space stand side by side along the track), walking space by space from the
points last drawn (`Item.via`), the +20 lap pile printed on the board, and in the board's infield a
column per entry: a plate of its ducky beside its name (and points), and one lap card per lap passed
under it. A lap card comes
off the pile when the ducky passes 20 on its walk (`Item.delay`).
"""

import pygame

from rules.safari.components import DUCKIES, LOOP_LENGTH

from ..render import fonts
from ..render import safari as art
from ..render.safari.words import short
from ..table.frame import card_height, rows, snap
from ..table.zones import Badge, Chip, Item, Picture, Placed


class ScoreDuckies:
    """Savannah's and Herds' score duckies: "Each player chooses a ducky" of the box's six (table/duckies.py); nobody
    choosing, the k-th player (or team) keeps score with the k-th animal's, as the table always drew them."""

    score_duckies = DUCKIES

    @staticmethod
    def ducky_words(ducky: str) -> str:
        return short(ducky)

    @staticmethod
    def ducky_face(ducky: str, width: int):
        return art.face(("ducky", ducky), width)


BOARD = ("board", "number")
LAP = ("lap",)
READABLE = 11
"""The smallest type a name or score is drawn in on the board (smaller reads as specks from the couch)."""
STEP_SECONDS = 0.3 * 0.45
"""About how long a ducky takes per space on its walk (the table's tween per leg of a path at normal
animation): a lap card waits this long per space before the ducky reaches 20."""


class ScoreTrack:
    """Duckies walking points on the board's number side (Savannah and Herds keep score this way)."""

    def __init__(self):
        self.last: dict[str, int] = {}    # entry id -> the points its ducky was last drawn at

    def forget(self) -> None:
        """Draw every ducky where it stands next time, without a walk (a new viewer, a reload)."""
        self.last.clear()

    @staticmethod
    def geometry(rect: pygame.Rect):
        """The number side's geometry for the board drawn in `rect` (where the infield's spots are)."""
        return art.number_side_geometry(rect)

    def zones(self, rect: pygame.Rect, entries: list[tuple[str, str, int, str]], unit: int) -> list:
        """entries: (entry id e.g. "seat:0" or "team:0", ducky colour key as in render/safari duckies, points, label).
        Returns zones: the board's number side (a Picture) filling `rect`, each ducky at space points % 20 (several
        on one space sit side by side), walking there via the spaces between, and +20 lap cards beside each entry's
        name for every lap passed (taken as the ducky passes 20)."""
        geom = art.number_side_geometry(rect)
        out = [Picture("board", geom.rect, face=BOARD, z=0), lap_pile(geom)]
        out.append(self._duckies(geom, entries))
        out += self._legend(geom, entries, unit)
        self.last.update({key: points for key, _d, points, _l in entries})
        return out

    # the duckies on the track -----------------------------------------------------------------------
    def _duckies(self, geom, entries) -> Placed:
        """Every ducky on its space (`on_track`), walking there from the points last drawn."""
        return on_track(geom, "score-track", [
            (Item(f"score-ducky:{key}", ("ducky", ducky), handle=f"score-ducky:{key}",
                  via=self._walk(geom, key, points)), points) for key, ducky, points, _label in entries])

    def _walk(self, geom, key, points) -> tuple:
        """Where a lone ducky stands on each space passed on the way from the points last drawn (forward
        only; a score taken back glides straight home)."""
        before = self.last.get(key)
        if before is None or points <= before:
            return ()
        return tuple(geom.ducky_squares(space % LOOP_LENGTH)[0].center for space in range(before + 1, points))

    # the infield: a column per entry with its name, ducky and lap cards ------------------------------
    def _legend(self, geom, entries, unit) -> list:
        """A column per entry: its ducky and, on a chip, its name and points, else its name, in type no
        smaller than READABLE; where even the names would not fit (a small board, long names) the chip
        shows the points alone: the players' own name plates carry their ducky (see `plate_ducky`)."""
        if not entries:
            return []
        band = self._band(geom)
        gap = max(2, band.w // 60)
        n = len(entries)
        col_w = (band.w - gap * (n - 1)) / n
        chip_h = max(READABLE + 4, min(round(unit * 1.3), band.h // 3))
        most = max(READABLE, min(round(unit * 0.8), chip_h - 2))
        text_w = col_w - chip_h - 2          # each plate starts with its ducky
        choices = ([f"{label}: {points}" for _k, _d, points, label in entries],
                   [label for *_rest, label in entries],
                   [str(points) for _k, _d, points, _l in entries])
        words, size = choices[-1], READABLE
        for choice in choices:
            fitting = [s for s in range(most, READABLE - 1, -1) if self._fits(choice, s, text_w)]
            if fitting:
                words, size = choice, fitting[0]
                break
        out = []
        for k, (entry, text) in enumerate(zip(entries, words, strict=True)):
            col = pygame.Rect(round(band.x + k * (col_w + gap)), band.y, round(col_w), band.h)
            out += self._column(geom, col, entry, text, chip_h, size)
        return out

    @staticmethod
    def _fits(words, size, width) -> bool:
        return all(fonts.font(size, "bold").size(w)[0] <= width - 6 for w in words)

    @staticmethod
    def _band(geom) -> pygame.Rect:
        """The infield's lower row from the racing card's place to just before the lap pile."""
        left, pile = geom.racing_card_rect, geom.lap_pile_rect
        gap = max(2, (pile.x - left.right) // 20)
        return pygame.Rect(left.x, left.y, pile.x - gap - left.x, left.h)

    def _column(self, geom, col, entry, words, chip_h, size) -> list:
        """An entry's plate: its ducky, then its name (and points) on a chip, so each name reads with the
        ducky that walks for it; its lap cards under them."""
        key, ducky, points, _label = entry
        plate_r, body = rows(col, [chip_h, 1.0], gap=max(2, chip_h // 5))
        ducky_r = pygame.Rect(plate_r.x, plate_r.y, plate_r.h, plate_r.h)
        chip_w = min(plate_r.w - ducky_r.w - 2, fonts.font(size, "bold").size(words)[0] + 12)
        chip_r = pygame.Rect(ducky_r.right + 2, plate_r.y, max(1, chip_w), plate_r.h)
        out = [Chip(f"score-name:{key}", chip_r, text=words, size=size),
               Placed(f"score-ducky-by-name:{key}", ducky_r,
                      places=[(Item(f"score-mark:{key}", ("ducky", ducky), handle=f"score-ducky:{key}"), ducky_r)],
                      z=115)]
        lap = points // LOOP_LENGTH
        if lap:
            out.append(self._laps(geom, body, key, points, lap))
        return out

    def _laps(self, geom, body, key, points, lap) -> Placed:
        """One lap card per lap, overlapping to fit, the last with the laps' worth; a new one leaves the
        pile as the ducky passes 20."""
        room = pygame.Rect(body.x + 2, body.y, max(1, body.w - 2), body.h)
        w = max(4, snap(min(room.h / 1.4, room.w)))
        h = card_height(w)
        step = 0 if lap == 1 else min(w * 0.5, (room.w - w) / (lap - 1))
        y = room.y + (room.h - h) // 2
        before = self.last.get(key, points)
        delays = self._lap_delays(before, points)
        places = []
        for k in range(lap):
            badges = (Badge(f"+{lap * LOOP_LENGTH}", "gold", "bottom"),) if k == lap - 1 else ()
            places.append((Item(f"lap:{key}:{k}", LAP, handle="lap", badges=badges, spawn=geom.lap_pile_rect.center,
                                sink=geom.lap_pile_rect.center, delay=delays.get(k, 0.0)),
                           pygame.Rect(round(room.x + k * step), y, w, h)))
        return Placed(f"score-laps:{key}", room, places=places, z=120)

    @staticmethod
    def _lap_delays(before: int, points: int) -> dict[int, float]:
        """lap index -> seconds to wait before the card flies: until the walking ducky reaches its 20."""
        out = {}
        for k in range(before // LOOP_LENGTH, points // LOOP_LENGTH):
            out[k] = max(0, (k + 1) * LOOP_LENGTH - before) * STEP_SECONDS
        return out


def on_track(geom, name: str, duckies: list[tuple[Item, int]]) -> Placed:
    """Duckies (each an item and its points or race position) on the number side's track, each at its position
    % 20 in the square `ducky_squares` gives it there: duckies sharing a space stand side by side (the one further
    along ahead in the way the track runs), none over the printed number (Safari Sprint's racers, score duckies)."""
    by_space: dict[int, list] = {}
    for item, at in duckies:
        by_space.setdefault(at % LOOP_LENGTH, []).append((item, at))
    places = []
    for space, here in by_space.items():
        here.sort(key=lambda entry: entry[1], reverse=geom.runs_leftward(space))
        squares = geom.ducky_squares(space, len(here))
        places += [(item, square) for (item, _at), square in zip(here, squares, strict=True)]
    return Placed(name, geom.rect, places=places, z=200)


def lap_pile(geom) -> Placed:
    """The +20 lap cards' pile printed in the number side's infield (a tap: its large view)."""
    return Placed("laps", geom.lap_pile_rect, places=[(Item("lap-pile", LAP, handle="lap"), geom.lap_pile_rect)], z=110)


def plate_ducky(seat: int, ducky: str, plate: pygame.Rect) -> tuple[pygame.Rect, Placed]:
    """A player's name plate with their score ducky at its left end, so each ducky on the track reads as
    someone's even where the board is too small to print the names: (the plate's rect left for the name,
    the ducky's zone)."""
    r = pygame.Rect(plate.x, plate.y, plate.h, plate.h)
    rest = pygame.Rect(r.right + max(2, plate.h // 8), plate.y, max(1, plate.right - r.right - max(2, plate.h // 8)),
                       plate.h)
    mark = Item(f"plate-mark:{seat}", ("ducky", ducky), handle=f"plate-ducky:{seat}")     # a tap: its large view
    return rest, Placed(f"plate-ducky:{seat}", r, places=[(mark, r)], z=115)
