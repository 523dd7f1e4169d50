"""Just enough of tabletop.app.App to drive one scene stack headlessly and see what gets drawn."""

import pygame


class FakeApp:
    def __init__(self, size=(1024, 700)):
        pygame.display.init()
        pygame.font.init()
        self.surface = pygame.Surface(size)
        self.scenes: list = []
        self.dirty = True
        self.drawn: list = []   # scenes drawn, in order, by the last draw()

    @property
    def size(self):
        return self.surface.get_size()

    @property
    def top(self):
        return self.scenes[-1] if self.scenes else None

    def push(self, scene):
        if self.top:
            self.top.leave()
        self.scenes.append(scene)
        scene.enter()

    def pop(self):
        scene = self.scenes.pop()
        scene.leave()
        if self.top:
            self.top.enter()
        return scene

    def invalidate(self):
        self.dirty = True

    def resize(self, size):
        self.surface = pygame.Surface(size)
        if self.top:
            self.top.resize(size)

    def draw(self):
        first = len(self.scenes)
        while first > 1 and not self.scenes[first - 1].opaque:
            first -= 1
        self.drawn = self.scenes[max(0, first - 1):]
        for scene in self.drawn:
            scene.draw(self.surface)
        self.dirty = False

    def tick(self, seconds: float, step: float = 0.05):
        t = 0.0
        while t < seconds:
            if self.top:
                self.top.update(step)
            t += step
