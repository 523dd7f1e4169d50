"""Hot seat, whole games, every table: after every curtain the screen shows only the viewer's view.

People play for real through the table (moves that hide something are preferred: face-down
removals, private draws, exchanges), sometimes taking a move back. After each curtain and each
move, the frame is drawn again in full while every string drawn is recorded; no string may name
an id or a card that the viewer's view hides, and no piece on the table may be one. The curtain
itself is checked against the public view. Teaching is on: the moments' cards (and the TV's public ones) are
drawn and read like everything else.
"""

import random

import pygame
import pytest

import rules
from tabletop import language
from tabletop.games import ADAPTERS
from tabletop.render import fonts
from tabletop.scenes.curtain import CurtainScene
from tabletop.scenes.summary import ResultsScene, SummaryScene
from tabletop.scenes.table_scene import TableScene
from tabletop.table.session import GameConfig, SeatConfig
from tabletop.teaching.moments import lesson
from tests.tabletop.privacy import hidden_words, hides_something, leaked, leaked_pieces

NAMES = ["Ada", "Robin", "Karl", "Ivan", "Mina", "Olu"]


def rules_words(game_id: str, words: str) -> bool:
    """Words of one of the game's teaching moments (a line of its title or text): the same for every state of every
    game, so they cannot tell anything a view hides ("only Stimulant wakes you" names a card as a rule does). Which
    moment is shown, from the reader's view alone, is checked in tests/teaching. A line of a card holds several words:
    a lone name (a piece's caption) is never taken for one."""
    if len(words.split()) < 3:
        return False
    return any(words in language._(m.title) or words in language._(m.text) for m in lesson(game_id).moments)


def choose(game, state, seat, rnd):
    moves = game.legal_moves(state, seat)
    sample = moves if len(moves) <= 20 else rnd.sample(moves, 20)
    hiding = [m for m in sample if hides_something(game, state, m)]
    if hiding and rnd.random() < 0.8:
        return rnd.choice(hiding), True
    return rnd.choice(moves), False


class Watcher:
    """Draws the whole frame again, recording every string, and checks it against one viewer."""

    def __init__(self, app, scene):
        self.app, self.scene, self.checks = app, scene, 0
        self.most_hidden = 0          # the checks were not empty: there were hidden things to leak
        self.cards = 0                # checks made with a teaching card on the screen

    def check(self, viewer, where: str):
        scene = self.scene
        scene.repaint()
        with fonts.recording() as drawn:
            self.app.draw()
        drawn = [w for w in drawn if not rules_words(scene.session.game.id, w)]
        ids, words = hidden_words(scene.session.game, scene.session.state, viewer)
        self.most_hidden = max(self.most_hidden, len(ids))
        bad = leaked(drawn, ids, words)
        assert not bad, f"{where}: seat {viewer} read what its view hides: {bad[:3]}"
        if self.app.top is scene:
            assert scene.viewer == viewer
            self.cards += scene.teaching.showing() is not None
            pieces = leaked_pieces(scene.board, ids)
            assert not pieces, f"{where}: seat {viewer} was shown hidden pieces {pieces[:5]}"
        self.checks += 1


def show_table_display(app, scene, watch):
    """The TV window draws the public view only, whoever holds the laptop."""
    app.open_tv()
    app.tv.update()
    with fonts.recording() as drawn:
        app.tv.draw(app.tv.window.get_surface())
    ids, words = hidden_words(scene.session.game, scene.session.state, None)
    assert not leaked(drawn, ids, words), f"the TV window shows what only some may see: {leaked(drawn, ids, words)[:3]}"
    assert not leaked_pieces(app.tv.painter.board, ids)
    watch.checks += 1
    app.close_tv()       # what it draws between these looks is never read: it would only slow the game down


def over_the_table(app, scene, watch) -> str | None:
    """The curtain (checked against the public view, then lifted) or a round's summary (checked, then closed)
    over the table: "curtain", "summary", or None when the table is in front."""
    top = app.top
    if isinstance(top, CurtainScene):
        watch.check(None, "curtain")
        top.age = top.arm_delay
        top.finish()
        watch.check(scene.viewer, f"after the curtain for {top.name}")
        return "curtain"
    if isinstance(top, SummaryScene):
        watch.check(scene.viewer, "round summary")
        app.pop()
        return "summary"
    return None


def play_hot_seat(app, game_id: str, humans: int, seed: int):
    game = rules.games()[game_id]
    players = game.usual_players
    humans = min(humans, players)
    seats = [SeatConfig(NAMES[i]) if i < humans else SeatConfig(f"Bot {i}", "Bot (easy)") for i in range(players)]
    scene = TableScene(app, game, GameConfig(game_id, seats, seed, {}, teach=True), pace=0.05)
    app.push(scene)
    watch = Watcher(app, scene)
    rnd = random.Random(seed)
    curtains = hiding_moves = undos = 0
    for _ in range(20_000):
        top = app.top
        if isinstance(top, ResultsScene):
            watch.check(scene.viewer, "final score")
            break
        passed = over_the_table(app, scene, watch)
        if passed is not None:
            curtains += passed == "curtain"
            continue
        viewer = scene.viewer
        if top is scene and scene.hold == float("inf"):     # a finished trick waits for the holder's tap
            watch.check(viewer, "a finished trick on show")
            scene.on_key(pygame.K_SPACE)
            continue
        if top is scene and scene.hold <= 0 and viewer is not None and viewer in scene.session.to_act() \
                and viewer not in scene.bots:
            move, hidden = choose(game, scene.session.state, viewer, rnd)
            assert scene.perform(move)
            hiding_moves += hidden
            watch.check(viewer, "after a move")
            if rnd.random() < 0.05:
                show_table_display(app, scene, watch)
            if rnd.random() < 0.15 and scene.session.match.undo_refusal(viewer) is None:
                assert scene.couch.undo()
                undos += 1
                watch.check(scene.viewer, "after an undo")
            continue
        app.step(0.1)
    else:
        raise AssertionError("the game did not reach its final score")
    assert watch.cards > 0, "teaching cards were on the screen in the checks"
    return watch.checks, curtains, hiding_moves, undos, watch.most_hidden


@pytest.mark.parametrize("game_id", list(ADAPTERS))
@pytest.mark.parametrize("humans,seed,lang", [(2, 3, "de"), (6, 5, "en")])
def test_hot_seat_shows_each_person_only_their_view(app, game_id, humans, seed, lang):
    """One game in German (hidden cards' German names must not show either), one in English."""
    language.choose(lang)
    try:
        checks, curtains, hiding, undos, most_hidden = play_hot_seat(app, game_id, humans, seed)
    finally:
        language.choose("en")
    assert curtains >= 4 and checks > curtains, "the laptop was passed round"
    assert most_hidden > 0, "there were hidden cards to keep hidden"
    del hiding, undos  # moves that hide something were preferred where the game has them; undos when allowed
