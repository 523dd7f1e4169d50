"""Teach as we play at the laptop: the card for the person in front of the screen, its buttons, F1 at the
moment's section, the choice remembered, the moments kept in the save, and every card fitting every window."""

import pygame
import pytest

import rules
from tabletop import language
from tabletop.render import fonts
from tabletop.scenes.table_scene import TableScene
from tabletop.table.frame import make_frame
from tabletop.table.session import GameConfig, SeatConfig
from tabletop.teaching.at_table import ARMED
from tabletop.teaching.card import card_layout, draw_card
from tabletop.teaching.moments import lesson, moments_path, section_index
from tests.tabletop.helpers import pump, tap

SC = "strange-creatures"


def tap_card(app, scene, button: str) -> None:
    """A tap on the card's button once the card has been up long enough to take one."""
    pump(app, round(ARMED * 60) + 2)
    tap(app, scene.teaching.hits[button].center)


def _table(app, humans=1, teach=True, players=4):
    seats = [SeatConfig(f"Person {i}") for i in range(humans)]
    seats += [SeatConfig(f"Bot {i}", "Bot (easy)") for i in range(humans, players)]
    config = GameConfig(SC, seats, 3, {"first_player": 0}, teach=teach)
    scene = TableScene(app, rules.games()[SC], config, pace=0)
    app.push(scene)
    pump(app, 2)
    return scene


def test_the_card_shows_and_its_buttons_work(app):
    scene = _table(app)
    assert scene.teaching.showing().moment.id == "aim"
    assert set(scene.teaching.hits) == {"got", "stop", "rules"}
    tap_card(app, scene, "got")
    pump(app)
    assert scene.teaching.showing().moment.id == "lead"
    tap_card(app, scene, "rules")
    pump(app)
    rules_screen = app.top
    assert rules_screen.game_id == SC
    assert rules_screen.scroll > 0          # opened at "1. Play the trick", not at the top
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    pump(app, 2)
    assert app.top is scene
    tap_card(app, scene, "stop")
    pump(app)
    assert scene.teaching.showing() is None and not scene.teaching.on
    assert app.settings.teach[SC] is False and not app.settings.teaches(SC)
    assert scene.session.match.record.teaching.on is False


def test_a_card_just_come_takes_no_tap(app):
    """Two quick taps on "Got it": the second falls on the next card, where "Stop teaching" may lie; it is not
    taken until that card has been up a moment."""
    scene = _table(app)
    tap_card(app, scene, "got")
    assert scene.teaching.showing().moment.id == "lead"
    tap(app, scene.teaching.hits["stop"].center)
    assert scene.teaching.on and scene.teaching.showing().moment.id == "lead"


def test_f1_opens_the_rules_at_the_cards_section(app):
    scene = _table(app)
    tap_card(app, scene, "got")      # "You lead this trick": 1. Play the trick
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode=""))
    pump(app, 2)
    screen = app.top
    assert screen.section is None                     # used on its first frame
    assert screen.scroll == pytest.approx(screen._sections[section_index(SC, "1. Play the trick")])


def test_no_card_without_teaching(app):
    scene = _table(app, teach=False)
    assert scene.teaching.showing() is None and not scene.teaching.hits
    assert scene.session.match.record.teaching is None      # a save without teaching is written as before


def test_the_save_keeps_what_was_taught(app):
    from tabletop.storage.saves import read_save

    scene = _table(app)
    tap_card(app, scene, "got")
    move = scene.session.legal_moves(0)[0]
    scene.perform(move)
    pump(app, 3)
    record = read_save(scene.session.match.save_path)
    record = getattr(record, "record", record)
    assert record.teaching.on and {"aim", "lead"} <= set(record.teaching.taught["0"])


def test_no_card_survives_a_change_of_person(app):
    """Hot seat: while the curtain is up nobody reads, and the next person sees only their own card."""
    scene = _table(app, humans=2, players=3)
    assert scene.teaching.reader() is None and scene.teaching.showing() is None     # "Pass to Person 0"
    _lift_curtain(app)
    assert scene.teaching.person == "0" and scene.teaching.showing().moment.id == "aim"
    scene.perform(scene.session.legal_moves(0)[0])
    pump(app, 3)
    assert scene.couch.hotseat.curtain_up
    assert scene.teaching.reader() is None and scene.teaching.showing() is None
    scene.draw(pygame.Surface(app.size))
    assert not scene.teaching.hits
    _lift_curtain(app)
    assert scene.teaching.person == "1" and scene.teaching.showing().moment.id == "aim"     # their own start


def _lift_curtain(app):
    from tabletop.scenes.curtain import CurtainScene

    top = app.top
    assert isinstance(top, CurtainScene)
    top.age = top.arm_delay
    top.finish()
    pump(app, 2)


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_every_moment_fits_its_card(size, speaking):
    """Every moment of every game, in both languages: its words within the card, the card within the felt, and
    no button's label cut."""
    games = [g for g in sorted(rules.games()) if moments_path(g).is_file()]
    frame = make_frame(size, panel_need=10**6)      # the narrowest felt a table gives (the widest side panel)
    surface = pygame.Surface(size)
    for game_id in games:
        for m in lesson(game_id).moments:
            rect, _title, _text, _size, fits = card_layout(m, frame.play, frame.unit)
            assert fits, f"{game_id} {m.id} ({language.current()}) does not fit its card at {size}"
            assert frame.play.contains(rect)
            with fonts.placing() as drawn:
                draw_card(surface, m, frame.play, frame.unit)
            cut = [p.full for p in drawn if p.words and p.cut]
            outside = [p.words for p in drawn if p.words and p.owner == "teaching" and not rect.contains(p.rect)]
            assert not cut and not outside, f"{game_id} {m.id} at {size}: cut {cut}, outside the card {outside}"


def test_play_again_goes_on_teaching_without_repeating(app):
    """Play again with teaching on: the next game teaches what is still new to each person, nothing twice."""
    scene = _table(app)
    tap_card(app, scene, "got")           # "aim" and "lead" shown to seat 0
    again = scene.session.match.again(99)
    assert again.record.teaching.on and {"aim", "lead"} <= set(again.record.teaching.taught["0"])
    scene.teaching.stop()
    assert scene.session.match.again(98).record.teaching is None      # stopped: the next game is not taught


def test_a_phones_stop_is_kept_with_the_game(app):
    """A phone's "Stop teaching" (its seat only) is in the save, so Continue does not teach that seat again."""
    from tabletop.storage.saves import SaveRecord
    from tabletop.table.session import PHONE

    seats = [SeatConfig("Robin"), SeatConfig("Ada", PHONE), SeatConfig("Bot", "Bot (easy)")]
    scene = TableScene(app, rules.games()[SC], GameConfig(SC, seats, 3, {"first_player": 0}, teach=True), pace=0)
    assert scene.teaching.on_phones.stop(1)
    record = scene.session.match.record
    assert record.teaching.stopped == [1]
    again = SaveRecord.model_validate_json(record.model_dump_json())
    assert again.teaching.stopped == [1] and again.teaching.on
    scene.removed()


def test_a_hint_on_show_puts_the_card_aside(app, monkeypatch):
    """The Hint's line and ghost take the table's attention: the card waits (and takes no tap) until it goes."""
    scene = _table(app)
    surface = pygame.Surface(app.size)
    monkeypatch.setattr(scene.hints, "marks", lambda: object())
    scene.teaching.draw(surface)
    assert not scene.teaching.hits and scene.teaching.showing() is not None
    monkeypatch.undo()
    scene.teaching.draw(surface)
    assert scene.teaching.hits
