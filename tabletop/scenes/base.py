"""A scene: one screen in the stack, with handle(event) / update(dt) / draw(surface).

Lifecycle: enter() when it becomes the top scene (build its widgets), leave() when it is covered
or removed (drop them), removed() when it leaves the stack, resize() when the window changes.
Scenes that are not `opaque` (dialogs, summaries) are drawn over the scene below them.
"""

import pygame


class Scene:
    opaque = True

    def __init__(self, app):
        self.app = app
        self.widgets: list = []

    # lifecycle ------------------------------------------------------------------------------
    def enter(self) -> None:
        self.build()
        self.app.invalidate()

    def leave(self) -> None:
        for w in self.widgets:
            w.kill()
        self.widgets = []

    def removed(self) -> None:
        """Taken off the stack for good (not just covered): let go of what only a shown scene needs."""

    def resize(self, size) -> None:
        self.leave()
        self.build()

    def relabel(self) -> None:
        """The language changed while this scene lies under the top one: drop the words it made earlier, so it
        shows the new language as soon as it is seen (the top scene is built again instead)."""

    def build(self) -> None:
        """Create pygame-gui widgets for the current window size (add them to self.widgets)."""

    # loop -----------------------------------------------------------------------------------
    def handle(self, event) -> None:
        pass

    def update(self, dt: float) -> float | None:
        """Seconds until this scene next needs an update (0: animating), or None when idle."""
        return None

    def background(self, dt: float) -> float | None:
        """While covered by another scene: work others wait for (the table answers phones); seconds until it
        next needs time, or None."""
        return None

    def table_waits(self) -> str | None:
        """Over a table with phone seats: what the table waits for while this scene is up, in words for the phones'
        status line (their moves wait meanwhile); None: the table says it waits for the laptop."""
        return None

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def keep(self, widget):
        self.widgets.append(widget)
        return widget
