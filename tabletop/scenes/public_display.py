"""The table display: what everyone at the table may know, for a TV or a second screen.

It asks the match for `view(None)` and nothing else, so no hand and no hidden role can ever appear
on it, whatever the game. A game's table adapter may pass `draw_view(surface, view, rect)` to lay
the public view out as the table does; without one, a plain scoreboard is drawn from the view's
fields (per-seat lists become columns) with the latest events in words.
"""

import pygame

from tabletop.render.fonts import blit_text
from tabletop.scenes.base import Scene
from tabletop.scenes.common import felt

INK = (246, 231, 184)
SOFT = (215, 210, 189)
BASE_FIELDS = {"game", "seat", "players", "to_act", "over", "events"}


def words(name: str) -> str:
    return name.replace("_", " ").capitalize()


def short(value) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (list, tuple)):
        return ", ".join(short(v) for v in value) if value else "-"
    if isinstance(value, dict):
        return ", ".join(f"{k} {short(v)}" for k, v in value.items()) or "-"
    return str(value)


def scoreboard(view, names: list[str]) -> tuple[list[str], list[list[str]], list[str]]:
    """(column titles, one row per seat, other facts as lines) from a public view's fields."""
    data = view.model_dump(mode="json")
    players = view.players
    columns, facts = [], []
    for key, value in data.items():
        if key in BASE_FIELDS:
            continue
        if isinstance(value, list) and len(value) == players and players > 1:
            columns.append((key, value))
        else:
            facts.append(f"{words(key)}: {short(value)}")
    titles = ["Seat"] + [words(k) for k, _ in columns]
    rows = []
    for p in range(players):
        name = names[p] if p < len(names) else f"Player {p + 1}"
        marker = "  ◀" if p in view.to_act else ""
        rows.append([name + marker] + [short(v[p]) for _, v in columns])
    return titles, rows, facts


class PublicDisplayScene(Scene):
    opaque = True

    def __init__(self, app, match, draw_view=None, on_close=None):
        super().__init__(app)
        self.match = match
        self.draw_view = draw_view
        self.on_close = on_close
        self.seen_version = -1

    def public_view(self):
        return self.match.view(None)

    def update(self, dt: float):
        if self.match.version != self.seen_version:
            self.app.invalidate()
        return 0.25  # bots may be playing on another screen's scene: look again a few times a second

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_t):
            self.close()
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            self.close()

    def close(self) -> None:
        if self.app.top is self:
            self.app.pop()
        if self.on_close:
            self.on_close()

    def draw(self, surface: pygame.Surface) -> None:
        self.seen_version = self.match.version
        view = self.public_view()
        w, h = surface.get_size()
        surface.blit(felt((w, h)), (0, 0))
        if self.draw_view is not None:
            adapter = getattr(self.draw_view, "adapter", None)
            if adapter is not None:  # the same card marks as at the table
                adapter.colour_marks = bool(getattr(getattr(self.app, "settings", None), "colourblind_marks", False))
            self.draw_view(surface, view, pygame.Rect(0, 0, w, h))
            badge = pygame.Rect(8, h - 30, 250, 24)
            pygame.draw.rect(surface, (12, 30, 22), badge, border_radius=8)
            blit_text(surface, "Table display · Esc returns", 14, badge.center, SOFT, "italic", anchor="center")
            return
        title = f"{self.match.game.title}: table display"
        blit_text(surface, title, 30, (24, 16), INK, "bold")
        blit_text(surface, "Esc returns to the game", 15, (w - 24, 24), SOFT, "italic", anchor="topright")
        self.draw_scoreboard(surface, view, pygame.Rect(24, 64, w - 48, h - 88))

    def draw_scoreboard(self, surface, view, area: pygame.Rect) -> None:
        titles, rows, facts = scoreboard(view, self.match.names)
        col_w = max(120, area.w // max(1, len(titles)))
        y = area.y
        for i, t in enumerate(titles):
            blit_text(surface, t, 18, (area.x + i * col_w, y), SOFT, "bold")
        y += 30
        for row in rows:
            for i, cell in enumerate(row):
                blit_text(surface, cell[:40], 20, (area.x + i * col_w, y), INK)
            y += 30
        y += 14
        for line in facts:
            if y > area.bottom - 200:
                break
            blit_text(surface, line[:140], 18, (area.x, y), SOFT)
            y += 26
        y += 14
        if view.over:
            result = self.match.game.result(self.match.state)
            best = ", ".join(self.match.names[p] for p in result.winners)
            blit_text(surface, f"Game over. Winner: {best}", 24, (area.x, y), INK, "bold")
            y += 36
        blit_text(surface, "Latest", 18, (area.x, y), SOFT, "bold")
        y += 28
        for event in view.events[-8:]:
            if y > area.bottom - 24:
                break
            blit_text(surface, self.match.game.describe_event(event)[:140], 18, (area.x, y), INK)
            y += 24
