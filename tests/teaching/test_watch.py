"""Watch a round: from the menu, bots play one round of the chosen game with teaching on, each bot's moments on
the one screen with whose turn it is, the bots waiting while a card is read; nothing is saved; a key ends it."""

import pygame

from tabletop.scenes.menu import MenuScene
from tabletop.scenes.table_scene import TableScene
from tabletop.scenes.watch import WatchScene
from tabletop.storage.saves import saves_dir
from tabletop.teaching.teacher import TABLE
from tests.tabletop.helpers import pump


def _watch(app, game_id="strange-creatures") -> TableScene:
    app.home()
    pump(app)
    app.top.press(app.top.watch)
    pump(app)
    picker = app.top
    assert isinstance(picker, WatchScene)
    picker.start(game_id)
    pump(app)
    table = app.top
    assert isinstance(table, TableScene) and table.watching
    return table


def test_watch_a_round_teaches_every_seats_moments_and_waits_for_each_card(app):
    table = _watch(app)
    assert not table.session.humans() and table.teaching.on
    seen, moves_with_card = set(), 0
    for _ in range(3000):
        if app.top is not table:
            break
        shown = table.teaching.public()
        if shown is not None:
            seen.add(shown.moment.id)
            before = len(table.session.moves)
            pump(app, 1, dt=0.2)
            moves_with_card += len(table.session.moves) != before and table.teaching.public() is shown
        else:
            pump(app, 1, dt=0.5)
    assert {"aim", "lead", "follow-suit"} <= seen, seen       # a bot's own move's moment too
    assert moves_with_card == 0, "a bot moved while a card was being read"
    for _ in range(200):                       # the round's summary closes by itself, and the menu is back
        if isinstance(app.top, MenuScene):
            break
        pump(app, 1, dt=0.5)
    assert isinstance(app.top, MenuScene) and table.rounds_seen == 1
    assert not table.session.over                # one round of four, not the game
    assert not (saves_dir().exists() and any(saves_dir().glob("*.json"))), "a demonstration is not saved"


def test_the_card_names_whose_turn_it_speaks_to(app):
    table = _watch(app)
    for _ in range(400):
        shown = table.teaching.public()
        if shown is not None and shown.moves:
            break
        pump(app, 1, dt=0.5)
    else:
        raise AssertionError("no moment about a bot's move came up")
    from tabletop.render import fonts

    with fonts.recording() as drawn:
        table.draw(pygame.Surface(app.size))
    who = table.session.name(shown.moves[0].seat)
    assert f"{who}'s turn" in drawn


def test_any_key_ends_it(app):
    table = _watch(app)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a"))
    pump(app, 2)
    assert isinstance(app.top, MenuScene)
    assert table.teaching.person == TABLE
