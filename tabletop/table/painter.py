"""Draws one seat's table from the adapter's zones: the same drawing for the live table, the table
display and replays, so a game's look is written once.

Every frame: the felt, the zones' frames and labels, the side panel (title, scores, the log), the
status line and move buttons, then the pieces as the board's tweens have them (lit when they can
move, dimmed when they cannot, ringed when focused) with their badges and captions, then what the
person is doing (a dragged card, a picker, a refusal, the large view). The still part is drawn into
a cached layer that is rebuilt only when something in it changes.
"""

from dataclasses import dataclass, field

import pygame

from ..language import _
from ..render import fonts, safe
from ..render.felt import felt
from ..render.palette import HIGHLIGHT, LEGAL
from .frame import Frame, make_frame
from .hint_ghost import draw_hint
from .log_panel import LogPanel
from .overlays import _dimmed, draw_button, draw_message, draw_notice, draw_prompt, draw_zoom, focus_ring, glow
from .panel import draw_side_panel, panel_width
from .zones import Area, Chip, Fan, Picture, Pile, Plate, Spot, Text, laid_pieces

BADGE_TONES = {  # fill, text, border
    "light": ((250, 248, 240), (30, 30, 30), (60, 60, 60)),
    "gold": (HIGHLIGHT, (50, 30, 0), (120, 80, 0)),
    "danger": ((200, 40, 40), (255, 255, 255), (110, 20, 20)),
    "quiet": ((200, 200, 210), (30, 30, 40), (90, 90, 100)),
}
CAPTION = (240, 236, 214)


@dataclass
class Marks:
    """What the person at the screen is doing, drawn over the view (never part of it)."""

    sources: set = field(default_factory=set)     # handles that can start a legal move
    targets: set = field(default_factory=set)     # where the selected piece may go
    selected: str | None = None
    focus: str | None = None
    prompt: object = None
    prompt_focus: int = 0
    standing: object = None
    drag: dict | None = None
    message: tuple | None = None                  # (reason, rule, tone)
    message_near: pygame.Rect | None = None       # the button the message is about (drawn beside it)
    notice: str | None = None
    status: str | None = None                     # the table's own words for the status line (a phone not there)
    zoom: object = None
    zoom_near: pygame.Rect | None = None
    buttons: list = field(default_factory=list)   # (handle, label, rect) for moves made by a button
    live: frozenset = frozenset()                 # buttons whose words change while nothing else does (the Hint's
    #                                               "Thinking…"): drawn every frame, so they never redraw the layer
    can_undo: bool = False
    controls: bool = True                         # Undo, Menu and Rules (not on the TV)
    hint: object = None                           # a Hint shown (hint_ghost.HintMarks): its ghost and its line


_SHADOWS: dict[int, tuple] = {}


def shadow_of(img: pygame.Surface) -> pygame.Surface:
    """A soft dark copy of a face's own shape (a card's corners, a ducky's outline), made once per face."""
    hit = _SHADOWS.get(id(img))
    if hit is not None and hit[0] is img:
        return hit[1]
    if len(_SHADOWS) > 64:
        _SHADOWS.clear()
    shade = img.copy()
    shade.fill((0, 0, 0, 110), special_flags=pygame.BLEND_RGBA_MULT)
    _SHADOWS[id(img)] = (img, shade)
    return shade


class Painter:
    def __init__(self, adapter):
        self.adapter = adapter
        self.log = LogPanel()
        self.frame: Frame | None = None
        self.zones: list = []
        self.hotspots: dict[str, pygame.Rect] = {}
        self.panel_buttons: dict[str, pygame.Rect] = {}
        self.prompt_rects: list = []
        self.standing_rects: list = []
        self._layer: pygame.Surface | None = None
        self._layer_key = None
        self.button_text = 18       # the type size of the action buttons (smaller when many share the strip)

    # ----- layout --------------------------------------------------------------------------------
    def lay_out(self, view, size) -> list:
        """Zones for `view` at `size`; returns every piece they hold."""
        unit = make_frame(size).unit
        self.frame = make_frame(size, panel_width(self.adapter.panel(view), unit))
        self.zones = self.adapter.zones(view, self.frame)
        self.hotspots = {z.handle: z.hotspot() for z in self.zones if z.hotspot() is not None}
        return laid_pieces(self.zones)

    def action_buttons(self, grips: list[tuple[str, str]]) -> list[tuple[str, str, pygame.Rect]]:
        """(handle, label, rect) for moves made with a button, right-aligned in the action strip. A row
        too long for the strip first takes smaller type (down to the table's small size), then breaks into
        two rows of half the height, so no button runs past the strip's left end or cuts its label."""
        area, unit = self.frame.actions, self.frame.unit
        gap = max(4, unit // 2)
        labels = [label for _h, label in grips]
        self.button_text = unit

        def widths(size):
            return [fonts.font(size, "bold").size(label)[0] + max(16, 2 * size) for label in labels]

        def lines_of(ws):
            """Buttons per line, in order, the later ones on the last line (right-aligned like one row)."""
            if sum(ws) + gap * (len(ws) - 1) <= area.w:
                return [len(ws)]
            for split in range(len(ws) // 2, len(ws)):
                top, low = ws[:split], ws[split:]
                if max(sum(top) + gap * (len(top) - 1), sum(low) + gap * (len(low) - 1)) <= area.w:
                    return [split, len(ws) - split]
            return None

        size, lines = unit, [len(labels)]
        for size in range(unit, min(unit, self.frame.small) - 1, -1):
            if sum(widths(size)) + gap * (len(labels) - 1) <= area.w:
                break
        else:
            half = (area.h - gap // 2) // 2
            for size in range(min(unit, self.frame.small, half * 3 // 4), 9, -1):
                lines = lines_of(widths(size)) or lines
                if lines_of(widths(size)):
                    break
        self.button_text = size
        ws = widths(size)
        h = area.h if len(lines) == 1 else (area.h - gap // 2) // 2
        out, start = [], 0
        for k, count in enumerate(lines):
            y = area.y + k * (h + gap // 2)
            x = area.right
            row = []
            for i in range(start + count - 1, start - 1, -1):
                handle, label = grips[i]
                row.insert(0, (handle, label, pygame.Rect(x - ws[i], y, ws[i], h)))
                x -= ws[i] + gap
            out += row
            start += count
        return out

    def invalidate(self) -> None:
        self._layer_key = None

    # ----- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view, board, log_lines, marks: Marks, version, over_pieces=None) -> None:
        """The table; `over_pieces(surface)` draws over the pieces and under a dragged piece, a question, a banner
        and the large view (the teaching card and its lights)."""
        size = surface.get_size()
        key = (version, marks.selected, marks.focus, size, self.log.back, marks.can_undo,
               tuple(h if h not in marks.live else r.topleft for h, _l, r in marks.buttons))
        if self._layer is None or self._layer_key != key or self._layer.get_size() != size:
            self._draw_still(view, log_lines, marks, size)
            self._layer_key = key
        surface.blit(self._layer, (0, 0))
        self._draw_pieces(surface, view, board, marks)
        self._draw_chips(surface)
        unit = self.frame.unit
        for handle, label, rect in marks.buttons:
            if handle in marks.live:
                draw_button(surface, rect, label, focused=handle == marks.focus, size=min(unit, self.button_text))
        with fonts.within(None, "adapter"):
            self.adapter.draw_over(surface, view, self.frame, self, marks)
        if over_pieces is not None:
            over_pieces(surface)
        if marks.drag:
            d = marks.drag
            x, y = d["pos"][0] - d["offset"][0], d["pos"][1] - d["offset"][1]
            img = self.adapter.face(d["face"], d["size"][0])
            surface.blit(shadow_of(img), (x + 6, y + 8))     # the piece's own shape, lifted off the felt
            surface.blit(img, (x, y))
        if marks.hint is not None:
            draw_hint(surface, marks.hint, self.frame, board, self.hotspots, marks.buttons, self.adapter.face)
        anchor = (self.frame.play.centerx, self.frame.status.y - 4)
        self.standing_rects = []
        if marks.standing is not None and marks.prompt is None:
            self.standing_rects = self._ask(surface, marks.standing, board, anchor, unit, None)
        self.prompt_rects = []
        if marks.prompt is not None:
            self.prompt_rects = self._ask(surface, marks.prompt, board, anchor, unit, marks.prompt_focus)
        if marks.message is not None:
            reason, rule, tone = marks.message
            draw_message(surface, reason, rule, self.frame.play.center, unit, tone, beside=marks.message_near)
        if marks.notice:
            draw_notice(surface, marks.notice, unit)
        if marks.zoom is not None:
            draw_zoom(surface, self.adapter, marks.zoom, marks.zoom_near, unit, [r for _h, _l, r in marks.buttons])

    def _ask(self, surface, prompt, board, anchor, unit, focus) -> list:
        """A question: when every answer is a piece on the table, only a banner (the pieces are lit and
        tapped where they lie, nothing is covered); otherwise a picker. Returns the picker's rects."""
        on_table = {s.piece.handle for s in board.sprites.values()} - {None}
        if all(o.handle in on_table for o in prompt.options):
            draw_message(surface, prompt.title, _("Esc to cancel") if prompt.cancel else "",
                         (anchor[0], anchor[1] - 2 * unit), unit, "info")
            return []
        return draw_prompt(surface, prompt, self.adapter, anchor, unit, focus, within=self.frame.play)

    def _draw_still(self, view, log_lines, marks: Marks, size) -> None:
        if self._layer is None or self._layer.get_size() != size:
            self._layer = safe.surface(*size, alpha=False)
            if pygame.display.get_surface():
                self._layer = self._layer.convert()
        layer, frame, unit = self._layer, self.frame, self.frame.unit
        layer.blit(felt(size), (0, 0))
        layer.set_clip(frame.play)              # zones draw on the felt only, never under the side panel
        for zone in self.zones:
            if isinstance(zone, Picture) and zone.face is not None:
                img = self.adapter.face(zone.face, zone.rect.w)
                layer.blit(img, img.get_rect(center=zone.rect.center))
            if isinstance(zone, Spot) and zone.ghost is not None and zone.rect.w >= 4:
                img = self.adapter.face(zone.ghost, zone.rect.w).copy()
                img.set_alpha(105)
                layer.blit(img, img.get_rect(center=zone.rect.center))
            with fonts.within(zone.rect if isinstance(zone, (Area, Plate, Text, Chip)) else frame.play,
                              f"zone:{zone.name}"):
                zone.draw_under(layer, unit)
                if isinstance(zone, Area):
                    self._draw_area_title(layer, zone, unit)
        layer.set_clip(None)
        for handle, rect in self.hotspots.items():
            if handle in marks.targets:
                glow(layer, rect, LEGAL, 4)
            if handle == marks.focus:
                focus_ring(layer, rect, 12)
        spec = self.adapter.panel(view)
        with fonts.within(frame.panel, "panel"):
            self.panel_buttons = draw_side_panel(layer, frame, spec, self.log, log_lines, self._small_face,
                                                 marks.can_undo, marks.controls)
        with fonts.within(frame.status, "status"):
            self._draw_status(layer, view, marks)
        for handle, label, rect in marks.buttons:
            if handle not in marks.live:
                draw_button(layer, rect, label, focused=handle == marks.focus, size=min(unit, self.button_text))

    def _small_face(self, face, height):
        return self.adapter.face(face, height)

    def _draw_area_title(self, surface, zone: Area, unit) -> None:
        """The title at the left, the note (and its face) at the right; the title has the line but the note's
        room, taking smaller type before it is cut ("Warten auf Antworten" in a narrow area)."""
        r = zone.title_rect(unit)
        x = r.right
        if zone.note_face is not None:
            img = self.adapter.face(zone.note_face, unit + 8)
            x -= img.get_width()
            surface.blit(img, (x, r.y))
            x -= 6
        if zone.note:
            x = fonts.blit_text(surface, zone.note, unit - 1, (x, r.y + 3), (190, 205, 190), anchor="topright").x - 6
        if zone.title:
            room = x - r.x
            size = fonts.fitting_size(zone.title, unit, room, "bold", least=max(10, unit * 4 // 5))
            fonts.blit_text(surface, fonts.fit(zone.title, size, room, "bold"), size,
                            (r.x, r.y + 2 + (unit - size) // 2), (245, 240, 220), "bold")

    def _draw_status(self, surface, view, marks: Marks) -> None:
        text = marks.status or self.adapter.status(view, bool(marks.sources))
        r, unit = self.frame.status, self.frame.unit
        if not text:
            return
        size = round(unit * 1.1)
        while size > 13 and fonts.font(size, "bold").size(text)[0] > r.w:
            size -= 1
        lines = fonts.wrap(text, size, r.w, "bold")[:2]
        y = r.centery - (len(lines) - 1) * (size + 4) // 2
        for line in lines:
            fonts.blit_text(surface, line, size, (r.x, y), (250, 238, 200), "bold", anchor="midleft")
            y += size + 4

    def _draw_pieces(self, surface, view, board, marks: Marks) -> None:
        dim_unplayable = bool(marks.sources) and marks.prompt is None
        drag_id = marks.drag["piece"] if marks.drag else None
        asking = marks.prompt or marks.standing
        prompt_handles = {o.handle for o in asking.options if o.handle} if asking is not None else set()
        prompt_focus = None
        if marks.prompt is not None and 0 <= marks.prompt_focus < len(marks.prompt.options):
            prompt_focus = marks.prompt.options[marks.prompt_focus].handle
        for s in board.ordered():
            piece = s.piece
            if piece.id == drag_id:
                continue
            face, narrow = s.shown
            img = self.adapter.face(face, piece.rect.w)
            pos = (round(s.x), round(s.y))
            if narrow < 1.0:       # mid-turn: the card seen edge-on, squeezed about its middle
                squeezed = safe.scale(img, img.get_width() * narrow, img.get_height())
                surface.blit(squeezed, (pos[0] + (img.get_width() - squeezed.get_width()) // 2, pos[1]))
                continue
            h = piece.handle
            if (dim_unplayable and h is not None and h not in marks.sources and h != marks.selected
                    and self.adapter.dimmable(view, h)):
                img = _dimmed(img)
            if s.leaving:
                img = img.copy()
                img.set_alpha(int(s.alpha))
            surface.blit(img, pos)
            rect = pygame.Rect(pos, piece.rect.size)
            fonts.cover(surface, rect, f"piece:{piece.id}")
            fonts.carried(surface, img, pos, f"piece:{piece.id}")     # the words printed on its face (a name)
            if h is not None:
                if h in marks.targets or h in prompt_handles:
                    glow(surface, rect, LEGAL, 4)
                elif h == marks.selected:
                    glow(surface, rect, HIGHLIGHT, 4)
                elif h in marks.sources and not marks.selected and marks.prompt is None:
                    glow(surface, rect, LEGAL, 2)
                if h == marks.focus or (h is not None and h == prompt_focus):
                    focus_ring(surface, rect, 10)
            if not s.leaving:
                self._draw_marks(surface, piece, rect)

    def _draw_marks(self, surface, piece, rect) -> None:
        size = max(13, round(self.frame.unit * 0.8))
        if piece.caption:
            weight = "bold" if piece.caption_bold else "regular"
            width, most = piece.caption_room or (rect.w + rect.w // 3, 2)
            lines = fonts.wrap(piece.caption, size, width, weight)
            if len(lines) > most:        # two lines at most ("Dmitri" over "(bot)") unless given more, the rest cut
                lines = lines[:most - 1] + [" ".join(lines[most - 1:])]
            with fonts.within(self.frame.play, f"caption:{piece.id}"):
                for k, line in enumerate(lines):
                    fonts.blit_text(surface, fonts.fit(line, size, width, weight), size,
                                    (rect.centerx, rect.bottom + 3 + k * (size + 2)), CAPTION, weight, anchor="midtop")
        under = rect.x                  # "under" badges lie side by side from the piece's left edge
        for badge in piece.badges:
            self._draw_badge(surface, badge, rect, size, piece.id, under)
            if badge.at == "under":
                under += badge.chip_width(size) + 4

    def _draw_badge(self, surface, badge, rect, size, piece_id: str = "", under: int = 0) -> None:
        fill, ink, border = BADGE_TONES.get(badge.tone, BADGE_TONES["light"])
        mark_w = size + 4 if badge.mark is not None else 0
        chip = pygame.Rect(0, 0, badge.chip_width(size), size + 8)
        if badge.at == "under":
            chip.topleft = (under, rect.bottom + 2)
        elif badge.at == "top":
            chip.midtop = (rect.centerx, rect.y - chip.h // 2)
        elif badge.at == "bottom":
            chip.midbottom = (rect.centerx, rect.bottom + chip.h // 2)
        elif badge.at == "right":
            chip.midleft = (rect.right + 2, rect.centery)
        elif badge.at == "count":                    # a small count on a token's lower right corner
            chip.h = max(12, rect.h * 2 // 3)
            chip.w = max(chip.h, fonts.font(max(10, chip.h - 4), "bold").size(badge.text)[0] + 6)
            chip.center = (rect.right - 1, rect.bottom - chip.h // 3)
            size = max(10, chip.h - 4)
        elif badge.at == "corner":
            chip.topleft = (rect.x - 6, rect.y - 6)
        else:
            chip.center = (rect.centerx, rect.y + round(rect.h * 0.74))
        pygame.draw.rect(surface, fill, chip, border_radius=8)
        pygame.draw.rect(surface, border, chip, 1, border_radius=8)
        x = chip.x + 6
        if badge.mark is not None:
            self.adapter.draw_mark(surface, badge.mark, (x + size // 2, chip.centery), size)
            x += mark_w
        fonts.cover(surface, chip, f"badge:{piece_id}")
        if badge.text:
            with fonts.within(chip, f"badge:{piece_id}"):
                fonts.blit_text(surface, badge.text, size, (x if badge.mark is not None else chip.centerx,
                                                            chip.centery),
                                ink, "bold", anchor="midleft" if badge.mark is not None else "center")

    def _draw_chips(self, surface) -> None:
        """Counts on hands others hold and on piles: how many, at a glance."""
        size = max(13, round(self.frame.unit * 0.8))
        for zone in self.zones:
            if isinstance(zone, Fan) and zone.count is not None:
                chip = fonts.chip(str(zone.count), size, min_w=size * 2 + 6)
                at = chip.get_rect(topleft=zone.chip_at())
            elif isinstance(zone, Pile) and zone.count:
                chip = fonts.chip(str(zone.count), size, (220, 226, 214), min_w=size * 2 + 6)
                at = chip.get_rect(center=zone.chip_center())
            else:
                continue
            surface.blit(chip, at)
            fonts.placed(surface, str(zone.count), at)
