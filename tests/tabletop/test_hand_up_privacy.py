"""The public table, whole games, every table (issue 55 item 10): with laptop people and phone seats, the
laptop draws a laptop person's hand, private log lines and news only while they hold them up.

One (in German) or two laptop people and phones (and a bot at larger tables) play for real through the table;
the laptop people hold their hands up with H (through the curtain when there are two), play, peek while a
phone plays, let the hand go down by itself (after their move, after a while without input) or with Escape.
Whenever the hand is down, the whole frame is drawn again while every string and every face drawn is recorded:
nothing may name an id or a card that only a laptop person's view holds (not the public view), no face or piece
may be one, and the log is the public view's own. While a hand is up, the same check against that person's view.
"""

import random

import pygame
import pytest

import rules
from tabletop import language
from tabletop.couch.hand_up import HAND_SECONDS
from tabletop.games import ADAPTERS
from tabletop.render import fonts
from tabletop.scenes.summary import ResultsScene
from tabletop.scenes.table_scene import TableScene
from tabletop.table.log import log_lines
from tabletop.table.session import HUMAN, PHONE, GameConfig, SeatConfig
from tabletop.table.who_starts import opening_lines
from tests.conformance import json_strings
from tests.tabletop.privacy import hidden_words, leaked, leaked_pieces
from tests.tabletop.test_hotseat_privacy import NAMES, choose, over_the_table, show_table_display

BOT = "Bot (easy)"


class PublicWatcher:
    """Draws the whole frame again, recording every string and face, and checks it against one viewer: nothing
    the laptop people's own views hold beyond that viewer's (None: the public view) may be drawn. (What phone
    seats hold is their phones' business: tests/phones/test_phone_privacy.py; the TV window's look here checks
    every seat's.)"""

    def __init__(self, app, scene):
        self.app, self.scene = app, scene
        self.public = self.held = 0       # checks made with the hand down, and with a hand up
        self.checks = 0                   # (the TV window's look counts here)
        self.most_hidden = 0

    def check(self, viewer, where: str):
        scene, app = self.scene, self.app
        assert scene.viewer == viewer or app.top is not scene, f"{where}: the table shows seat {scene.viewer}"
        faces = []
        real = scene.adapter.face
        scene.adapter.face = lambda face, w: faces.append(face) or real(face, w)
        try:
            scene.repaint()
            with fonts.recording() as drawn:
                app.draw()
        finally:
            del scene.adapter.face
        ids, words = hidden_words(scene.session.game, scene.session.state, viewer, among=scene.session.humans())
        self.most_hidden = max(self.most_hidden, len(ids))
        bad = leaked(drawn, ids, words)
        assert not bad, f"{where}: the laptop showing seat {viewer} read what that view hides: {bad[:3]}"
        shown = [f for f in faces if json_strings(list(f) if isinstance(f, tuple) else f) & ids]
        assert not shown, f"{where}: the laptop showing seat {viewer} drew hidden faces {shown[:3]}"
        if app.top is scene:
            pieces = leaked_pieces(scene.board, ids)
            assert not pieces, f"{where}: the laptop showing seat {viewer} drew hidden pieces {pieces[:5]}"
        if viewer is None:
            self.public += 1
            if app.top is scene:
                self.public_log(where)
        else:
            self.held += 1

    def public_log(self, where: str):
        """The log drawn while no hand is up is the public view's, as far as the table tells it."""
        scene = self.scene
        public = scene.session.view(None)
        cut = scene.adapter.log_cut(public)
        told = public if cut is None else public.model_copy(update={"events": public.events[:cut]})
        expected = [*opening_lines(scene.session.game, scene.session.match, None, scene.session.name),  # who began
                    *log_lines(scene.session.game, scene.narrator, told, scene.session.match.taken_back,
                               scene.session.name)]
        assert scene.live == public and scene.log == expected, f"{where}: the log is not the public one"


def press(app, key):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
    app.step(1 / 60)


def play_public_table(app, game_id: str, laptop: int, seed: int):
    game = rules.games()[game_id]
    players = game.usual_players
    kinds = [HUMAN] * laptop + [PHONE] * (players - laptop)
    if players >= 4:
        kinds[-1] = BOT
    seats = [SeatConfig(NAMES[i], kind) for i, kind in enumerate(kinds)]
    app.autosave = False                 # a thousand moves of a long game need no file each
    scene = TableScene(app, game, GameConfig(game_id, seats, seed, {}), pace=0.05, phone_address=("127.0.0.1", 0))
    app.push(scene)
    scene.toggle_join_panel()            # the codes aside: the table under them is what is checked
    humans, phones = scene.session.humans(), scene.session.phones()
    watch = PublicWatcher(app, scene)
    rnd = random.Random(seed)
    seen = {"up": 0, "after move": 0, "timed out": 0, "escape": 0, "peek": 0, "curtain": 0}
    for _ in range(20_000):
        top = app.top
        if isinstance(top, ResultsScene):
            watch.check(None, "final score")
            break
        passed = over_the_table(app, scene, watch)
        if passed is not None:
            seen["curtain"] += passed == "curtain"
            continue
        held = scene.couch.hotseat.held
        acting = scene.session.to_act()
        if top is scene and scene.hold == float("inf"):      # their news, until they tap
            watch.check(held, "news on show")
            scene.on_key(pygame.K_SPACE)
            continue
        if top is not scene or scene.hold > 0:
            app.step(0.1)
            continue
        if held is not None and held in acting:
            luck = rnd.random()
            if luck < 0.05:
                app.step(HAND_SECONDS + 0.5)                  # they walk away: it goes down by itself
                seen["timed out"] += 1
                watch.check(None, "after the hand timed out")
                continue
            if luck < 0.1:
                press(app, pygame.K_ESCAPE)
                seen["escape"] += 1
                watch.check(None, "after Escape")
                continue
            move, _hidden = choose(game, scene.session.state, held, rnd)
            assert scene.perform(move)
            if scene.viewer is None:
                seen["after move"] += 1
            watch.check(scene.viewer, "after a laptop move")
            if rnd.random() < 0.03:
                show_table_display(app, scene, watch)
            undo = scene.couch.undo_seat()
            if rnd.random() < 0.1 and undo is not None and scene.session.match.undo_refusal(undo) is None:
                assert scene.couch.undo()
                watch.check(scene.viewer, "after an undo")
            continue
        if held is not None:                                  # a peek while others play, or their turn is over
            if held not in acting and (rnd.random() < 0.3 or any(s in humans for s in acting)):
                press(app, pygame.K_h)
                watch.check(None, "after H put it down")
                continue
        laptop_acting = [s for s in acting if s in humans]
        if held is None and laptop_acting:
            watch.check(None, "before the hand is held up")
            press(app, pygame.K_h)
            seen["up"] += 1
            if scene.viewer is not None:
                watch.check(scene.viewer, "the hand held up")
            continue
        phone_acting = [s for s in acting if s in phones]
        if phone_acting:
            if held is None and rnd.random() < 0.05:
                press(app, pygame.K_h)                        # a look at their own hand while a phone plays
                seen["peek"] += 1
                if scene.viewer is not None:
                    watch.check(scene.viewer, "a peek")
                continue
            seat = phone_acting[0]
            move, _hidden = choose(game, scene.session.state, seat, rnd)
            assert scene.perform(move, from_phone=True)
            if scene.viewer is not None or rnd.random() < 0.4:   # the public table is checked again before the
                watch.check(scene.viewer, "after a phone's move")  # hand goes up: long games need not every move
            continue
        app.step(0.1)
        if scene.couch.hotseat.held is None and app.top is scene and scene.hold <= 0:
            watch.check(None, "a bot's turn")
    else:
        raise AssertionError("the game did not reach its final score")
    return watch, seen


@pytest.mark.parametrize("game_id", list(ADAPTERS))
@pytest.mark.parametrize("laptop,seed,lang", [(1, 3, "de"), (2, 5, "en")])
def test_the_laptop_shows_a_laptop_persons_hand_only_while_held_up(app, game_id, laptop, seed, lang):
    language.choose(lang)
    try:
        watch, seen = play_public_table(app, game_id, laptop, seed)
    finally:
        language.choose("en")
    assert watch.public >= 5 and watch.held >= 2, "the hand went up and down"
    assert seen["up"] >= 2 and seen["after move"] >= 1, seen
    assert laptop == 1 or seen["curtain"] >= 2, "with two at the laptop, the curtain names whose hand"
    assert watch.most_hidden > 0, "there were hidden cards to keep hidden"
