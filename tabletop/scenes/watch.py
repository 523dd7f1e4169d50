"""Watch a round: the games to choose from, then bots play one round of the chosen game at a readable pace with
teaching on, every moment shown in turn (tabletop/teaching/at_table.py: each bot's seat's moments go to the one
screen everybody watches). Nothing is saved; any key (or a tap off the card) ends it."""

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel

import rules

from ..games import ADAPTERS, game_title
from ..language import _
from ..table.session import GameConfig, SeatConfig
from .base import Scene
from .common import column, felt

WATCH_NAMES = ["Ada", "Basil", "Cleo", "Dmitri", "Esme", "Fern"]
WATCH_LEVEL = "Bot (easy)"       # quick to think, plausible moves: the pace is the reading, not the bots
WATCH_PACE = 1.4                 # seconds between moves at the least (Settings' pace when slower)


def watch_config(game_id: str, seed: int) -> GameConfig:
    game = rules.games()[game_id]
    players = game.usual_players
    seats = [SeatConfig(WATCH_NAMES[i % len(WATCH_NAMES)], WATCH_LEVEL) for i in range(players)]
    return GameConfig(game_id, seats, seed, {}, teach=True)


class WatchScene(Scene):
    def build(self):
        w, h = self.app.size
        games = [g for g in ADAPTERS if g in rules.games()]
        rects = column((w, h), 420, [60, 30, *([44] * len(games)), 50], gap=6)
        self.keep(UILabel(rects[0], _("Watch a round"), self.app.ui, object_id="@title"))
        note = pygame.Rect(rects[1].x - 200, rects[1].y, rects[1].w + 400, rects[1].h)   # wider than the buttons
        self.keep(UILabel(note, _("Bots play, the table explains each rule as it comes up."), self.app.ui,
                          object_id="@note"))
        self.picks = {self.keep(UIButton(r, game_title(g), self.app.ui)): g
                      for r, g in zip(rects[2:-1], games, strict=True)}
        self.back = self.keep(UIButton(rects[-1], _("Back"), self.app.ui))

    def handle(self, event):
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back:
                self.app.pop()
            elif event.ui_element in self.picks:
                self.start(self.picks[event.ui_element])
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()

    def start(self, game_id: str) -> None:
        import random

        pace = max(WATCH_PACE, self.app.settings.bot_delay)
        scene = self.app.make("table", rules.games()[game_id], watch_config(game_id, random.randrange(1, 10**6)),
                              pace=pace, watch=True)
        self.app.replace(scene)

    def draw(self, surface):
        surface.blit(felt(surface.get_size()), (0, 0))
