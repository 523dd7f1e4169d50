"""The curtain, the table display and the rules screen, driven headlessly."""

import pygame

from tabletop.couch.match import Match
from tabletop.rules_text import library as rules_library
from tabletop.scenes.base import Scene
from tabletop.scenes.curtain import CurtainScene
from tabletop.scenes.rules_screen import RulesScene
from tests.couch.fake_app import FakeApp
from tests.toy_game import TOY


class HandTable(Scene):
    """Stands in for the table: draws the seat's hand as bright red blocks and records every call."""

    def __init__(self, app, match, seat):
        super().__init__(app)
        self.match, self.seat, self.hands_drawn = match, seat, 0

    def draw(self, surface):
        surface.fill((0, 0, 0))
        for i, _ in enumerate(self.match.view(self.seat).hand):
            pygame.draw.rect(surface, (255, 0, 0), (20 + 60 * i, 500, 50, 80))
        self.hands_drawn += 1


def red_pixels(surface) -> int:
    return sum(1 for x in range(0, surface.get_width(), 5) for y in range(0, surface.get_height(), 5)
               if surface.get_at((x, y))[:3] == (255, 0, 0))


def click(scene, pos=(300, 200)):
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))


def test_curtain_hides_the_table_until_a_deliberate_tap():
    app = FakeApp()
    match = Match.new(TOY, 2, seed=1, autosave=False)
    table = HandTable(app, match, 0)
    app.push(table)
    app.draw()
    assert table.hands_drawn == 1 and red_pixels(app.surface) > 0
    revealed = []
    curtain = CurtainScene(app, "Karl", on_ready=lambda: revealed.append(True))
    app.push(curtain)
    app.draw()
    assert app.drawn == [curtain] and table.hands_drawn == 1      # the table is not drawn at all
    assert red_pixels(app.surface) == 0
    click(curtain)                                                # too early: the last player's click
    assert not revealed and app.top is curtain
    app.tick(0.5)
    curtain.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(10, 10)))   # release only
    assert not revealed
    click(curtain)
    assert revealed == [True] and app.top is table


def test_curtain_undo_button_and_keys():
    app = FakeApp()
    undone, ready = [], []
    curtain = CurtainScene(app, "Karl", on_ready=lambda: ready.append(1), undo_label="Ivan: take back my move",
                           on_undo=lambda: undone.append(1), arm_delay=0)
    app.push(curtain)
    app.draw()
    click(curtain, curtain.undo_rect.center)
    assert undone == [1] and not ready
    curtain.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL))
    assert undone == [1, 1]
    curtain.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0))
    assert ready == [1]


def test_curtain_accepts_a_finger():
    app = FakeApp()
    ready = []
    curtain = CurtainScene(app, "Jane", on_ready=lambda: ready.append(1), arm_delay=0)
    app.push(curtain)
    for kind in (pygame.FINGERDOWN, pygame.FINGERUP):
        curtain.handle(pygame.event.Event(kind, x=0.5, y=0.5, finger_id=1, touch_id=1, dx=0, dy=0, pressure=1))
    assert ready == [1]


def test_rules_screen_reads_scrolls_switches_and_closes():
    app = FakeApp((900, 600))
    base = Scene(app)
    app.push(base)
    rules = RulesScene(app, "strange-creatures")
    app.push(rules)
    app.draw()
    assert rules.tabs() == ["rules", "forgotten"]
    rules.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0))
    assert rules.scroll > 0
    rules.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0))
    assert rules.part == "forgotten" and rules.scroll == 0
    app.draw()
    click(rules, rules.tab_rects["rules"].center)
    assert rules.part == "rules"
    rules.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0))
    assert app.top is base


def test_rules_picker_lists_games_with_texts():
    app = FakeApp()
    rules = RulesScene(app)
    app.push(rules)
    app.draw()
    assert [g for _, g in rules.pick_rects] == rules_library.available()
    click(rules, rules.pick_rects[0][0].center)
    assert rules.game_id == rules_library.available()[0]


def test_markdown_subset():
    blocks = rules_library.parse("# Title\n\nSome **bold**\ntext.\n\n- one\n- two\n\n1. first\n   more\n> note")
    assert [(b.kind, b.text) for b in blocks] == [
        ("h1", "Title"), ("para", "Some bold text."), ("bullet", "one"), ("bullet", "two"),
        ("number", "first\nmore"), ("note", "note")]


def test_table_display_through_the_game_adapter_shows_no_hand_card():
    import random

    import rules
    from tabletop.couch.adapter_view import AdapterPainter

    game = rules.games()["strange-creatures"]
    match = Match.new(game, 4, seed=3, autosave=False)
    chooser = random.Random(1)
    pygame.display.init()
    surface = pygame.Surface((1280, 800))
    painter = AdapterPainter(game, match.names)
    drawn_faces = []
    real_face = painter.adapter.face
    painter.adapter.face = lambda face, w: drawn_faces.append(face) or real_face(face, w)
    for _ in range(60):
        painter(surface, match.view(None))
        hands = {card for seat in range(4) for card in match.view(seat).hand}
        shown = {face[1] for face in drawn_faces if face[0] in ("card", "xcopy")}
        assert not shown & hands, f"a hand card reached the table display: {shown & hands}"
        assert ("back",) in drawn_faces
        drawn_faces.clear()
        match.play(chooser.choice(game.legal_moves(match.state, match.to_act()[0])))
