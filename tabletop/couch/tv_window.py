"""A second window for the TV: the table as everyone may see it, while the laptop goes round.

It draws `view(s, None)` of the game being played with the game's own table layout (the same
painter as the laptop: board, duckies, display, trick, scores, whose turn, the log) and the newest
line of narration in large type, never a hand or a role, and never what the curtain hides. It
follows the game for the whole evening (a new game or a resumed one included) and redraws only
when the game or its size changes, so idle it costs nothing. With a second display it opens full
screen there; with one, it opens beside the laptop's window for the players to drag to the TV.
Closing it ends nothing; the menu opens it again.
"""

import pygame

from tabletop.language import _, generation
from tabletop.render import fonts, safe

from ..evening.book import Book
from ..table.evening_table import cream_card, draw_running
from ..table.who_starts import opening_lines
from ..teaching.card import draw_card, draw_lights, lit_rects
from .adapter_view import AdapterPainter

CENTRED_ON = 0x2FFF0000          # SDL_WINDOWPOS_CENTERED_DISPLAY(n) is this mask | n
BANNER = (12, 30, 22)             # opaque: the laptop's status line lies under it
INK = (250, 240, 205)


TV_SIZE = (1280, 720)           # the TV window's size on one display: the same each time, big enough for the table
TV_SMALLEST = (1024, 576)       # the table's text fits from here (tests/tabletop/test_layout.py draws both)


def tv_size(desktop: tuple[int, int]) -> tuple[int, int]:
    """TV_SIZE, scaled down (16:9 kept) only when the desktop itself is smaller."""
    scale = min(1.0, desktop[0] / TV_SIZE[0], desktop[1] / TV_SIZE[1])
    return max(TV_SMALLEST[0], round(TV_SIZE[0] * scale)), max(TV_SMALLEST[1], round(TV_SIZE[1] * scale))


def beside_the_laptop(laptop, desktop: tuple[int, int] | None = None) -> tuple[tuple[int, int], tuple[int, int]]:
    """Where (and how big) the TV window opens on the one display: always at `tv_size`, beside the
    laptop's window on the wider free side when it fits there (neither covers the other's table); when it
    does not, at the other end of the screen from the laptop's window, covering as little of it as it can,
    for the players to drag to the TV."""
    desk_w, desk_h = desktop or pygame.display.get_desktop_sizes()[0]
    w, h = tv_size((desk_w, desk_h))
    if laptop is None:
        return (0, 0), (w, h)
    (x, y), (lw, _lh) = laptop.position, laptop.size
    right, left = desk_w - (x + lw), x
    top = max(0, min(y, desk_h - h))
    if right >= w:
        return (x + lw, top), (w, h)
    if left >= w:
        return (x - w, top), (w, h)
    return ((max(0, desk_w - w), top) if right >= left else (0, top)), (w, h)


def title() -> str:
    """The TV window's title in the chosen language."""
    return _("Menagerie · table")


class TVWindow:
    def __init__(self, app):
        self.app = app
        displays = pygame.display.get_num_displays() if pygame.display.get_init() else 1
        self.second_display = displays > 1
        if self.second_display:
            position = (CENTRED_ON | 1, CENTRED_ON | 1)
            self.window = pygame.Window(title(), pygame.display.get_desktop_sizes()[1], position=position)
            self.window.set_fullscreen(desktop=True)
        else:
            position, size = beside_the_laptop(getattr(app, "window", None))
            self.window = pygame.Window(title(), size, resizable=True, position=position)
        self.window.minimum_size = TV_SMALLEST
        self.window.set_icon(app.window_icon)
        self.painter = None       # the table's drawing, rebuilt when the game being played changes
        self.match = None
        self.drawn = None         # (match version, size, language) last drawn
        self.titled = generation()  # the language the window's title is in
        self.full = self.second_display

    @property
    def id(self) -> int:
        return self.window.id

    def follow(self):
        """The game being played now (this run's table), or None."""
        table = getattr(self.app, "last_game", None)
        return table.session if table is not None else None

    def update(self) -> None:
        """Draw again if the game moved on or the window changed; otherwise do nothing at all."""
        session = self.follow()
        match = session.match if session is not None else None
        if match is not self.match:
            self.match = match
            self.painter = None if match is None else AdapterPainter(session.game, match.names, match.record.duckies)
            self.drawn = None
        surface = self.window.get_surface()
        card = self.public_card()
        key = (match.version if match is not None else None, surface.get_size(), generation(),
               card.moment.id if card is not None else None)
        if key != self.drawn:
            if self.titled != generation():
                self.window.title, self.titled = title(), generation()
            self.draw(surface)
            self.window.flip()
            self.drawn = key

    def draw(self, surface: pygame.Surface) -> None:
        if self.painter is None:
            self._draw_waiting(surface)
            return
        view = self.match.view(None)       # the public table, and nothing else
        self.painter(surface, view, opening=opening_lines(self.match.game, self.match, None, self.painter.adapter.name))
        if self.painter.lines:
            self._draw_newest(surface, self.painter.lines[-1].text)
        if self.match.over and self.match.record.evening:
            self._draw_evening(surface, Book().games_of(self.match.record.evening))
        card = self.public_card()
        if card is not None:              # teach as we play: the public table's moment, read from the public view
            painter = self.painter.painter
            places = {**painter.hotspots, **{p.handle: p.rect for z in painter.zones for p in z.pieces() if p.handle}}
            lit = lit_rects(card.moment, places, painter.zones)
            draw_lights(surface, lit)
            draw_card(surface, card.moment, painter.frame.play, painter.frame.unit, avoid=lit, buttons=False,
                      busy=[r for z in painter.zones for r in z.rects()])

    def public_card(self):
        """The teaching card the public table shows now (None: none, or teaching is off)."""
        table = getattr(self.app, "last_game", None)
        teaching = getattr(table, "teaching", None)
        return teaching.public() if teaching is not None and table.session.match is self.match else None

    def _draw_newest(self, surface, words: str) -> None:
        """The newest line of narration, large, across the strip where the laptop shows its buttons."""
        frame = self.painter.painter.frame
        strip = frame.status.union(frame.actions)
        size = max(frame.unit + 6, round(strip.h * 0.42))
        width = strip.w - 2 * frame.unit

        def height(size, lines):        # the lines' letters, top of the first to the foot of the last
            return (len(lines) - 1) * round(size * 1.15) + fonts.font(size, "bold").get_height()

        lines = fonts.wrap(words, size, width, "bold")
        while (len(lines) > 2 or height(size, lines) > strip.h - 4) and size > frame.small:
            size -= 1
            lines = fonts.wrap(words, size, width, "bold")
        lines = lines[:2]
        panel = safe.surface(*strip.size)
        pygame.draw.rect(panel, BANNER, panel.get_rect(), border_radius=14)
        surface.blit(panel, strip)
        fonts.cover(surface, strip, "overlay")     # the laptop's status line under it is not the TV's
        y = strip.centery - height(size, lines) // 2
        with fonts.within(strip, "banner"):
            for line in lines:
                fonts.blit_text(surface, line, size, (strip.centerx, y), INK, "bold", anchor="midtop")
                y += round(size * 1.15)

    def _draw_evening(self, surface, games: list) -> None:
        """At the final score: the evening so far (this game in it), over the table and above the newest line."""
        if not games:
            return
        frame = self.painter.painter.frame
        w, _h = surface.get_size()
        strip = frame.status.union(frame.actions)
        card = cream_card(surface, pygame.Rect(frame.unit * 2, frame.unit, w - frame.unit * 4,
                                               strip.top - frame.unit * 2))
        size = max(18, round(frame.unit * 1.6))
        with fonts.within(card, "overlay"):
            fonts.blit_text(surface, _("Tonight"), size, (card.centerx, card.y + size // 2), (40, 30, 10), "bold",
                            anchor="midtop")
        room = card.inflate(-2 * frame.unit, 0)
        room.y, room.h = card.y + size * 2, card.h - size * 2 - frame.unit
        draw_running(surface, room, games, largest=max(18, round(frame.unit * 1.3)))

    def _draw_waiting(self, surface) -> None:
        from tabletop.render.felt import felt

        w, h = surface.get_size()
        surface.blit(felt((w, h)), (0, 0))
        fonts.blit_text(surface, "Menagerie", max(28, h // 10), (w // 2, h // 2 - h // 12), INK, "bold",
                        anchor="center")
        fonts.blit_text(surface, _("The table appears here when a game starts."), max(16, h // 28),
                        (w // 2, h // 2 + h // 14), (215, 210, 189), "italic", anchor="center")

    def handle(self, event) -> None:
        """Events of this window: closing it, resizing it, F11 for full screen."""
        if event.type == pygame.WINDOWCLOSE:
            self.app.close_tv()
        elif event.type in (pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED, pygame.WINDOWEXPOSED,
                            pygame.WINDOWSHOWN, pygame.WINDOWRESTORED):
            self.drawn = None
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.full = not self.full
            if self.full:
                self.window.set_fullscreen(desktop=True)
            else:
                self.window.set_windowed()
            self.drawn = None

    def close(self) -> None:
        self.window.destroy()
