"""Phone seats wired into the table: real phones (aiohttp's client, 127.0.0.1 only) play through the table's
own server while the table pumps its frames; the laptop never draws a phone seat's view; the curtain comes
only between laptop people; a phone seat waits at its turn and the table says so; Continue lets the same
phones back in; a seat switches to the laptop or a bot and back."""

import asyncio
import random

import aiohttp
import pygame
import pytest

import rules
from tabletop.couch.resume import rebuild, unfinished_games
from tabletop.phones.host import PHONE_WAKE
from tabletop.render import fonts
from tabletop.scenes.curtain import CurtainScene
from tabletop.scenes.summary import SummaryScene
from tabletop.settings import RESULT_PAUSES
from tabletop.storage.saves import read_save
from tabletop.table.session import HUMAN, PHONE
from tests.phones.wiring_helpers import Phone, joined, phone_table, run
from tests.tabletop.privacy import hidden_words, leaked, leaked_pieces

BOT = "Bot (easy)"


@pytest.fixture(autouse=True)
def _own_data_folder(tmp_path, monkeypatch, instant_table_bots):
    monkeypatch.setenv("MENAGERIE_DATA_DIR", str(tmp_path / "data"))


def drawn(app, scene) -> list[str]:
    """Every string of one whole frame of the laptop's window."""
    scene.repaint()
    with fonts.recording() as strings:
        app.draw()
    return list(strings)


def check_laptop(app, scene, viewer):
    """The laptop's frame names nothing that `viewer`'s view (None: the public table) hides."""
    game, state = scene.session.game, scene.session.state
    ids, words = hidden_words(game, state, viewer)
    bad = leaked(drawn(app, scene), ids, words)
    assert not bad, f"the laptop drew what seat {viewer}'s view hides: {bad[:3]}"
    if app.top is scene:
        assert not leaked_pieces(scene.board, ids)
    return len(ids)


async def play_out(app, scene, phones, *, laptop=None, each_move=None, stall: float = 30.0):
    """Pump the table and let the phones (and `laptop(scene)`) play until the game is over; fails when no
    move is played for `stall` seconds (a busy machine slows the server's thread, it never stops it)."""
    loop = asyncio.get_running_loop()
    version, moved_at = -1, loop.time()
    while not scene.session.over:
        if loop.time() - moved_at >= stall:
            told = [[m for m in p.got if m["type"] != "snapshot"][-3:] for p in phones]
            raise AssertionError(f"no move for {stall} s ({len(scene.session.moves)} moves; to act "
                                 f"{scene.session.to_act()}; the phones were told {told}; the server caught "
                                 f"{scene.phones.server.failures[:3] if scene.phones.server else None})")
        app.step(1 / 60)
        if scene.session.match.version != version:
            version, moved_at = scene.session.match.version, loop.time()
            if each_move is not None:
                each_move()
        if laptop is not None:
            laptop(scene)
        await asyncio.sleep(0.002)
        for phone in phones:
            await phone.play()
    for _ in range(5):
        app.step(1 / 60)


# ----- a whole game ----------------------------------------------------------------------------------------
def test_two_phones_and_a_bot_play_to_the_end_and_the_laptop_shows_only_the_public_table(app):
    scene = phone_table(app, [PHONE, PHONE, BOT], ["Ada", "Robin", "Cleo (bot)"])
    server = scene.phones.server
    assert scene.phones.running and server.host == "127.0.0.1"
    assert scene.session.humans() == [] and scene.viewer is None
    checks = []

    def each_move():
        assert scene.viewer is None, "no laptop person: the laptop shows the public table"
        assert not any(isinstance(s, CurtainScene) for s in app.scenes), "no curtain without laptop people"
        if len(scene.session.moves) % 4 == 0:
            checks.append(check_laptop(app, scene, None))

    async def go():
        async with aiohttp.ClientSession() as s:
            phones = [await Phone(s, scene.phones.url(seat), random.Random(seat)).join() for seat in (0, 1)]
            await phones[0].until(lambda: all(p.snapshot for p in phones), pump=lambda: app.step(1 / 60))
            await play_out(app, scene, phones, each_move=each_move)
            await phones[0].until(lambda: all(p.snapshot["over"] for p in phones), pump=lambda: app.step(1 / 60))
            return phones

    phones = run(go())
    assert scene.session.over
    movers = {m.seat for m in scene.session.moves}
    assert movers == {0, 1, 2}, "both phones and the bot played"
    phone_moves = sum(len([r for r in p.results.values() if r["type"] == "accepted"]) for p in phones)
    assert phone_moves == sum(1 for m in scene.session.moves if m.seat in (0, 1))
    assert max(checks) > 0, "the checks had hidden cards to look for"
    assert server.failures == []
    assert scene.phones.running, "the final position stays on the phones while the table shows the result"
    app.home()
    assert not scene.phones.running, "the server stops when the table goes"
    saved = read_save(scene.session.match.save_path)          # the same autosave as a move at the laptop
    assert saved.finished and len(saved.moves) == len(scene.session.moves)
    assert [s.kind for s in saved.seats] == ["phone", "phone", "bot"]
    assert any("Ada" in line for line in scene.narration), "the table narrates phone moves like any other"


def test_a_laptop_person_sees_the_public_table_and_their_own_view_only_while_held_up(app):
    scene = phone_table(app, [HUMAN, PHONE, PHONE, BOT], ["Karl", "Ada", "Robin", "Cleo (bot)"], seed=5)
    rnd = random.Random(2)
    hidden = []

    def laptop(table):
        if app.top is table and 0 in table.session.to_act() and table.hold <= 0:
            if table.viewer is None:
                hidden.append(check_laptop(app, scene, None))
                table.couch.hand.show(0)                   # "Show my hand (H)"
            assert table.viewer == 0
            table.perform(rnd.choice(table.session.legal_moves(0)))
            assert table.viewer == (0 if 0 in table.session.to_act() or table.news else None)

    def each_move():
        assert scene.viewer in (0, None) and app.top is not None and not isinstance(app.top, CurtainScene)
        if len(scene.session.moves) % 5 == 0:
            hidden.append(check_laptop(app, scene, scene.viewer))

    async def go():
        async with aiohttp.ClientSession() as s:
            phones = [await Phone(s, scene.phones.url(seat), random.Random(seat)).join() for seat in (1, 2)]
            await play_out(app, scene, phones, laptop=laptop, each_move=each_move)

    run(go())
    assert max(hidden) > 0
    assert {m.seat for m in scene.session.moves} == {0, 1, 2, 3}


def test_the_curtain_comes_only_between_laptop_people_and_only_when_a_hand_is_asked_for(app):
    scene = phone_table(app, [HUMAN, PHONE, HUMAN, PHONE], ["Karl", "Ada", "Ivan", "Robin"], seed=8)
    rnd = random.Random(4)
    curtains: list[str] = []
    asked: list[str] = []

    def laptop(table):
        top = app.top
        if isinstance(top, CurtainScene):
            curtains.append(top.name)
            top.age = top.arm_delay
            top.finish()
            return
        acting = [s for s in table.session.to_act() if s in (0, 2)]
        if top is table and table.hold <= 0 and acting and table.viewer is None:
            asked.append(table.session.name(acting[0]))
            table.couch.hand.show(acting[0])               # "Show my hand (H)": the curtain names whose hand
        elif top is table and table.hold <= 0 and table.viewer in acting:
            table.perform(rnd.choice(table.session.legal_moves(table.viewer)))

    def each_move():
        if app.top is scene:
            assert scene.viewer in (0, 2, None), "the laptop never shows a phone seat's view"

    async def go():
        async with aiohttp.ClientSession() as s:
            phones = [await Phone(s, scene.phones.url(seat), random.Random(seat)).join() for seat in (1, 3)]
            await play_out(app, scene, phones, laptop=laptop, each_move=each_move)

    run(go())
    assert curtains and set(curtains) <= {"Karl", "Ivan"}, curtains
    assert curtains == asked[:len(curtains)] and len(asked) - len(curtains) <= 1, (curtains, asked)
    assert {m.seat for m in scene.session.moves} == {0, 1, 2, 3}


# ----- waiting for a phone -----------------------------------------------------------------------------------
def test_a_seat_whose_phone_is_missing_waits_at_its_turn_and_the_table_says_so(app):
    scene = phone_table(app, [PHONE, BOT, BOT], ["Ada", "Basil (bot)", "Cleo (bot)"], seed=3)
    scene.toggle_join_panel()                     # the panel is shown at the start; the table under it now
    for _ in range(60):
        app.step(1 / 60)
        if scene.session.to_act() == [0]:
            break
    moves = len(scene.session.moves)
    for _ in range(20):
        app.step(1 / 60)
    assert scene.session.to_act() == [0] and len(scene.session.moves) == moves, "nobody plays for Ada"
    assert "Waiting for Ada's phone. P shows the codes to join." in " ".join(drawn(app, scene))

    async def go():
        async with aiohttp.ClientSession() as s:
            ada = await Phone(s, scene.phones.url(0)).join()
            await ada.until(lambda: scene.phones.joined(0), pump=lambda: app.step(1 / 60))
            for _ in range(3):
                app.step(1 / 60)
            assert not any("Waiting for" in w for w in drawn(app, scene))
            await ada.until(ada.ready, pump=lambda: app.step(1 / 60))
            await ada.play()
            await ada.until(lambda: len(scene.session.moves) > moves, pump=lambda: app.step(1 / 60))
            await ada.close()

    run(go())


def test_a_phone_move_wakes_the_idle_table(app):
    scene = phone_table(app, [PHONE, BOT, BOT], ["Ada", "Basil (bot)", "Cleo (bot)"], seed=3)

    async def go():
        async with aiohttp.ClientSession() as s:
            ada = await Phone(s, scene.phones.url(0)).join()
            await ada.until(ada.ready, pump=lambda: app.step(1 / 60))
            pygame.event.clear()
            await ada.play()
            await ada.until(lambda: pygame.event.peek(PHONE_WAKE))   # posted by the server's thread
            before = len(scene.session.moves)
            app.step(1 / 60)                                          # one frame plays it
            assert len(scene.session.moves) > before

    run(go())


def test_a_switch_of_language_is_sent_to_the_phones_at_once(app):
    """The laptop switches to German while nobody moves: the connected phone is sent its table in German."""
    scene = phone_table(app, [PHONE, BOT, BOT], ["Ada", "Basil (bot)", "Cleo (bot)"], seed=3)

    async def go():
        async with aiohttp.ClientSession() as s:
            ada = await Phone(s, scene.phones.url(0)).join()
            await ada.until(ada.ready, pump=lambda: app.step(1 / 60))
            english = ada.snapshot["status"]
            app.choose_language("de")
            try:
                await ada.until(lambda: ada.snapshot["status"] != english, pump=lambda: app.step(1 / 60))
                assert "Tippe eine leuchtende Karte" in ada.snapshot["status"], ada.snapshot["status"]
            finally:
                app.choose_language("en")

    run(go())


# ----- joining, the panel and the TV --------------------------------------------------------------------------
def test_the_join_panel_lists_each_phone_seat_with_its_code_and_marks_it_joined(app):
    scene = phone_table(app, [PHONE, HUMAN, PHONE], ["Ada", "Karl", "Robin"])
    assert scene.join_panel.shown, "shown at the start"
    words = " ".join(drawn(app, scene))
    assert words.count("Not joined yet") == 2 and f"Phones can join at http://127.0.0.1:{scene.phones.port}" in words
    assert "Ada" in words and "Robin" in words
    assert set(scene.join_panel.buttons) >= {"hide", "seat:0:human", "seat:0:bot", "revoke:0", "seat:2:human"}

    async def go():
        async with aiohttp.ClientSession() as s:
            ada = await Phone(s, scene.phones.url(0)).join()
            await ada.until(lambda: scene.phones.joined(0), pump=lambda: app.step(1 / 60))
            for _ in range(3):
                app.step(1 / 60)
            after = drawn(app, scene)
            assert after.count("Joined") == 1 and after.count("Not joined yet") == 1
            await ada.close()

    run(go())
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_p, mod=0, unicode="p", scancode=0))
    app.step(1 / 60)
    assert not scene.join_panel.shown and "Not joined yet" not in drawn(app, scene)


def test_the_join_panel_steps_aside_when_the_last_phone_joins_and_stays_when_opened_again(app):
    scene = phone_table(app, [PHONE, HUMAN, PHONE], ["Ada", "Karl", "Robin"])

    async def go():
        async with aiohttp.ClientSession() as s:
            pump = lambda: app.step(1 / 60)                 # noqa: E731  (a phone coming or going wakes the table)
            ada = await Phone(s, scene.phones.url(0)).join()
            await ada.until(lambda: scene.phones.joined(0), pump=pump)
            for _ in range(3):
                pump()
            assert scene.join_panel.shown, "Robin's phone is still missing"
            robin = await Phone(s, scene.phones.url(2)).join()
            await robin.until(lambda: not scene.join_panel.shown, pump=pump)
            scene.toggle_join_panel()                 # the host opens it again on purpose (a new link, say)
            for _ in range(5):
                pump()
            assert scene.join_panel.shown, "opened by hand, it stays until hidden by hand"
            await ada.close()
            await robin.close()

    run(go())


@pytest.mark.parametrize("kinds,endless", [([HUMAN, PHONE, PHONE], False), ([HUMAN, BOT, BOT], True)])
def test_a_finished_trick_and_a_round_summary_wait_a_few_seconds_not_for_a_tap_when_people_play_from_phones(
        app, kinds, endless):
    """'Until I tap' (Settings) holds a finished trick and a round's summary until the laptop person taps: the
    people on phones would wait for someone who may not be looking. With phone seats they last a few seconds."""
    app.settings.results_pause = next(k for k, v in RESULT_PAUSES.items() if v is None)
    scene = phone_table(app, kinds, ["Ada", "Karl", "Robin"])
    scene.pace_override = 1.0                      # a table at a person's pace, animated
    scene.adapter.hold = lambda events: 2.0          # what a finished trick asks for
    held = scene._hold_for([])
    assert (held == float("inf")) is endless and held > 0, held
    scene.pending_summary = True                     # and a round's summary, likewise
    app.step(1 / 60)
    summary = app.top
    assert isinstance(summary, SummaryScene) and (summary.auto is None) is endless, summary


def test_the_tv_never_shows_a_link(app):
    scene = phone_table(app, [PHONE, PHONE, BOT], ["Ada", "Robin", "Cleo (bot)"])
    app.open_tv()
    app.tv.update()
    with fonts.recording() as strings:
        app.tv.draw(app.tv.window.get_surface())
    text = " ".join(strings)
    assert scene.join_panel.shown and "Phones can join" not in text and "/j/" not in text
    assert not any(scene.phones.server.secret(s)[:4] in text for s in (0, 1))


# ----- Continue -------------------------------------------------------------------------------------------------
def test_continue_lets_the_same_phones_rejoin_without_scanning_again(app):
    app.settings.phone_address = "127.0.0.1"
    scene = phone_table(app, [PHONE, PHONE, BOT], ["Ada", "Robin", "Cleo (bot)"], seed=6, address=None)
    assert scene.phones.address == "127.0.0.1"
    links = {seat: scene.phones.url(seat) for seat in (0, 1)}
    secrets_ = {seat: scene.phones.server.secret(seat) for seat in (0, 1)}

    async def first():
        async with aiohttp.ClientSession() as s:
            ada = await Phone(s, links[0]).join()
            await ada.until(ada.ready, pump=lambda: app.step(1 / 60), timeout=10)
            await ada.play()
            await ada.until(lambda: ada.waiting in ada.results, pump=lambda: app.step(1 / 60))
            return ada.welcome["device"]

    run(first())
    played = len(scene.session.moves)
    saved = read_save(scene.session.match.save_path)
    assert [s.phone_key for s in saved.seats[:2]] == [secrets_[0], secrets_[1]] and saved.seats[2].phone_key is None
    app.home()                                    # the table leaves: its server stops
    assert not scene.phones.running
    app.last_game = None                          # the laptop app restarted: only the save is left

    (match, config), why = rebuild(unfinished_games(app)[0])
    assert why is None and [s.kind for s in config.seats] == [PHONE, PHONE, BOT]
    again = app.open("table", match.game, config, match=match)
    assert again.phones.running and len(again.session.moves) == played
    assert {seat: again.phones.server.secret(seat) for seat in (0, 1)} == secrets_

    async def second():
        async with aiohttp.ClientSession() as s:
            url = links[1].replace(f":{scene.phones.port}/", f":{again.phones.port}/")   # the port may differ
            robin = await Phone(s, url).join()
            await robin.until(lambda: robin.snapshot is not None, pump=lambda: app.step(1 / 60))
            assert robin.welcome["seat"] == 1 and robin.snapshot["version"] == again.session.match.version

    run(second())


def test_a_new_game_gives_new_secrets(app):
    one = phone_table(app, [PHONE, BOT, BOT], ["Ada", "B (bot)", "C (bot)"], seed=1)
    first = one.phones.server.secret(0)
    app.home()
    two = phone_table(app, [PHONE, BOT, BOT], ["Ada", "B (bot)", "C (bot)"], seed=1)
    assert two.phones.server.secret(0) != first


# ----- switching seats --------------------------------------------------------------------------------------------
def tap_button(app, scene, name):
    scene.join_panel.shown = True                 # the host opens the panel (P) if it stepped aside
    scene.repaint()
    app.draw()
    rect = scene.join_panel.buttons[name]
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=rect.center, button=1, touch=False))
    app.step(1 / 60)


def test_a_phone_seat_switches_to_the_laptop_and_a_bot_and_back(app):
    scene = phone_table(app, [PHONE, PHONE, BOT], ["Ada", "Robin", "Cleo (bot)"], seed=3)
    server = scene.phones.server
    secret = scene.phones.server.secret(0)
    ada_link = scene.phones.url(0)

    tap_button(app, scene, "seat:0:human")        # Ada's battery died: she plays at the laptop
    assert scene.session.humans() == [0] and scene.session.phones() == [1]
    assert scene.viewer is None, "with a phone seat still playing, the laptop is the public table"
    record = scene.session.match.record.seats[0]
    assert record.kind == "human" and record.phone_key == secret, "the link is kept for switching back"
    assert read_save(scene.session.match.save_path).seats[0].kind == "human"
    assert "seat:0:phone" in scene.join_panel.buttons

    async def refused():
        async with aiohttp.ClientSession() as s:
            with pytest.raises(aiohttp.WSServerHandshakeError) as err:
                await s.ws_connect(ada_link.replace("/j/", "/ws/"))
            return err.value.status

    assert run(refused()) == 403, "the phone no longer plays a seat played at the laptop"

    tap_button(app, scene, "seat:0:bot")          # then a bot takes over
    assert 0 in scene.bots and scene.session.humans() == [] and scene.viewer is None
    before = len([m for m in scene.session.moves if m.seat == 0])
    for _ in range(200):
        app.step(1 / 60)
        if len([m for m in scene.session.moves if m.seat == 0]) > before or 1 in scene.session.to_act():
            break
    assert scene.session.match.record.seats[0].kind == "bot"

    tap_button(app, scene, "seat:0:phone")        # the charged phone comes back, with the same link
    assert scene.session.phones() == [0, 1] and 0 not in scene.bots
    assert scene.phones.server is server, "the same server serves the seats in place (Robin's phone stays)"
    assert scene.phones.server.secret(0) == secret and scene.phones.url(0).endswith(secret)

    async def back():
        async with aiohttp.ClientSession() as s:
            ada = await Phone(s, scene.phones.url(0)).join()
            await ada.until(lambda: ada.snapshot is not None, pump=lambda: app.step(1 / 60))
            assert ada.welcome["seat"] == 0

    run(back())


def test_revoke_from_the_panel_makes_a_new_link_and_saves_it(app):
    scene = phone_table(app, [PHONE, BOT, BOT], ["Ada", "B (bot)", "C (bot)"])
    old = scene.phones.server.secret(0)
    tap_button(app, scene, "revoke:0")
    new = scene.phones.server.secret(0)
    assert new != old and scene.session.match.record.seats[0].phone_key == new
    assert read_save(scene.session.match.save_path).seats[0].phone_key == new


def test_a_move_from_a_phone_for_a_seat_switched_to_the_laptop_is_refused(app):
    """A move queued just before the switch is not played: the seat is the laptop person's now."""
    scene = phone_table(app, [PHONE, BOT, BOT], ["Ada", "B (bot)", "C (bot)"])
    for _ in range(50):
        app.step(1 / 60)
        if scene.session.to_act() == [0]:
            break
    move = scene.session.legal_moves(0)[0]
    scene.switch_seat(0, "human")
    with pytest.raises(rules.IllegalMove) as err:
        scene.play_from_phone(move)
    assert "Ada does not play from a phone now" in err.value.reason
    scene.switch_seat(0, "phone")
    scene.play_from_phone(move)
    assert scene.session.moves[-1] == move


def test_on_a_small_window_a_crowded_panel_folds_each_seats_buttons_into_a_menu(app):
    app.window.size = (1024, 640)
    app._resized()
    kinds = [HUMAN] + [PHONE] * 8 + [BOT]
    names = ["Ada", "Robin", "Karl", "Ivan", "Mina", "Olu", "Pia", "Quin", "Rae", "Sol (bot)"]
    scene = phone_table(app, kinds, names, game_id="la-criatura")
    scene.repaint()
    app.draw()
    assert "unfold:1" in scene.join_panel.buttons and "seat:1:human" not in scene.join_panel.buttons
    tap_button(app, scene, "unfold:1")
    assert {"seat:1:human", "seat:1:bot", "revoke:1", "fold:1"} <= set(scene.join_panel.buttons)
    tap_button(app, scene, "seat:1:bot")
    assert 1 in scene.bots and scene.join_panel.open_seat is None


def test_the_phones_button_and_escape_show_and_hide_the_panel(app):
    scene = phone_table(app, [PHONE, HUMAN, BOT], ["Ada", "Karl", "C (bot)"])
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    app.step(1 / 60)
    assert not scene.join_panel.shown and app.top is scene, "Escape hides the panel first, it does not leave"
    scene.repaint()
    app.draw()
    button = scene.phones_button
    assert button is not None and button.left > scene.painter.panel_buttons["undo"].right
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=button.center, button=1, touch=False))
    app.step(1 / 60)
    assert scene.join_panel.shown


def test_back_to_the_live_game_from_the_menu_the_server_listens_again_at_the_same_link(app):
    scene = phone_table(app, [PHONE, BOT, BOT], ["Ada", "B (bot)", "C (bot)"])
    link = scene.phones.url(0)
    app.home()
    assert not scene.phones.running, "nothing listens while the game is not on the table"
    app.push(app.last_game)                       # Continue of this run's own game
    assert scene.phones.running and scene.phones.url(0) == link

    async def go():
        async with aiohttp.ClientSession() as s:
            ada = await Phone(s, link).join()
            await ada.until(lambda: ada.snapshot is not None, pump=lambda: app.step(1 / 60))

    run(go())


def test_a_phone_gets_its_card_faces_while_the_table_holds_its_moves(app):
    """Faces are drawn on the render thread; the table draws them even while a hold keeps moves waiting."""
    import json
    from urllib.parse import quote

    scene = phone_table(app, [PHONE, HUMAN, BOT], ["Ada", "Karl", "C (bot)"])

    async def go():
        async with aiohttp.ClientSession() as s:
            ada = await Phone(s, scene.phones.url(0)).join()
            await ada.until(lambda: ada.snapshot is not None, pump=lambda: app.step(1 / 60))
            face = next(p["face"] for p in ada.snapshot["private"] if p["face"] is not None)
            scene.hold = float("inf")             # a trick shown until the laptop person taps
            url = scene.phones.url(0).replace("/j/", "/f/") + f"?k={quote(json.dumps(face))}&w=96"
            fetch = asyncio.create_task(s.get(url))
            await ada.until(fetch.done, pump=lambda: app.step(1 / 60))
            reply = fetch.result()
            assert reply.status == 200 and reply.content_type == "image/png"
            assert (await reply.read()).startswith(b"\x89PNG")

    run(go())


# ----- issue 55: the links survive Play again and Continue --------------------------------------------------------
async def to_the_end(app, session, scene, seats) -> list[Phone]:
    """Phones joined on `seats`, the game played to its end at the table (random legal moves through the table's
    own path), and the end shown on the phones."""
    phones = [await joined(app, session, scene.phones.url(seat)) for seat in seats]
    rnd = random.Random(5)
    while not scene.session.over:
        seat = scene.session.to_act()[0]
        scene.perform(rnd.choice(scene.session.legal_moves(seat)))
    await phones[0].until(lambda: all(p.snapshot["over"] for p in phones), pump=lambda: app.step(1 / 60))
    return phones


def test_continue_listens_at_the_games_own_link_not_where_settings_point(app):
    app.settings.phone_address, app.settings.phone_port = "127.0.0.1", 32172
    scene = phone_table(app, [PHONE, PHONE, BOT], ["Ada", "Robin", "Cleo (bot)"], seed=6, address=("127.0.0.1", 0))
    links = {seat: scene.phones.url(seat) for seat in (0, 1)}
    assert scene.phones.port != 32172
    app.home()
    app.last_game = None                          # the laptop app restarted: only the save is left
    (match, config), why = rebuild(unfinished_games(app)[0])
    again = app.open("table", match.game, config, match=match)
    assert {seat: again.phones.url(seat) for seat in (0, 1)} == links, "the links the phones hold"

    async def go():
        async with aiohttp.ClientSession() as s:
            await joined(app, s, links[0])

    run(go())


def test_play_again_keeps_the_links_and_the_phones_move_on_to_the_next_game_by_themselves(app):
    app.settings.phone_address, app.settings.phone_port = "127.0.0.1", 32172   # never elsewhere, whatever the code
    scene = phone_table(app, [PHONE, PHONE, BOT], ["Ada", "Robin", "Cleo (bot)"], seed=2, address=("127.0.0.1", 0))
    links = {seat: scene.phones.url(seat) for seat in (0, 1)}
    pump = lambda: app.step(1 / 60)                                 # noqa: E731

    async def go():
        async with aiohttp.ClientSession() as s:
            phones = await to_the_end(app, s, scene, (0, 1))
            for _ in range(3):
                pump()
            results = app.top
            assert results is not scene and scene.phones.running, "the final position stays on the phones"
            results.play_again()
            nxt = app.top
            assert nxt is not scene and not nxt.session.over and nxt.session.match is not scene.session.match
            await phones[0].until(lambda: all(p.closed for p in phones), pump=pump)
            for p in phones:
                assert {"type": "closed", "again": True, "message": p.got[-1]["message"]} == p.got[-1]
            assert {seat: nxt.phones.url(seat) for seat in (0, 1)} == links, "the same links"
            back = [await joined(app, s, links[seat], phones[seat].welcome["device"]) for seat in (0, 1)]
            for seat, p in enumerate(back):
                assert p.welcome is not None and p.welcome["seat"] == seat, "no host needed: the same phone"
                assert not p.snapshot["over"] and p.snapshot["version"] == nxt.session.match.version
                assert p.snapshot["private"] != phones[seat].snapshot["private"], "the next game's hand"
            await back[0].until(lambda: any(p.ready() for p in back), pump=pump)   # whoever's turn it is plays on
            mover = next(p for p in back if p.ready())
            await mover.play()
            await mover.until(lambda: mover.waiting in mover.results, pump=pump)
            assert mover.results[mover.waiting]["type"] == "accepted"

    run(go())


def test_a_phone_whose_table_really_ended_is_told_how_to_join_again(app):
    scene = phone_table(app, [PHONE, BOT, BOT], ["Ada", "B (bot)", "C (bot)"], seed=2)

    async def go():
        async with aiohttp.ClientSession() as s:
            [ada] = await to_the_end(app, s, scene, (0,))
            app.home()                                                # Menu: the table goes
            await ada.until(lambda: ada.closed)
            said = ada.got[-1]
            assert said["type"] == "closed" and not said["again"]
            assert "scan your seat's code" in said["message"], said

    run(go())


# ----- issue 55: phone and laptop agree ---------------------------------------------------------------------------
def test_a_seat_switched_to_a_bot_or_the_laptop_tells_its_phone(app):
    scene = phone_table(app, [PHONE, PHONE, BOT], ["Ada", "Robin", "Cleo (bot)"], seed=3)
    pump = lambda: app.step(1 / 60)                                 # noqa: E731

    async def go():
        async with aiohttp.ClientSession() as s:
            ada = await joined(app, s, scene.phones.url(0))
            robin = await joined(app, s, scene.phones.url(1))
            tap_button(app, scene, "seat:0:bot")
            await ada.until(lambda: ada.closed, pump=pump)
            for _ in range(30):
                pump()
                await asyncio.sleep(0.01)
            assert not robin.closed, "Robin's phone stays connected while Ada's seat changes hands"
            tap_button(app, scene, "seat:1:human")
            await robin.until(lambda: robin.closed, pump=pump)
            return ada, robin

    ada, robin = run(go())
    assert ada.got[-1]["type"] == robin.got[-1]["type"] == "released"
    assert ada.got[-1]["message"].startswith("A bot plays this seat now.")
    assert robin.got[-1]["message"].startswith("The laptop plays this seat now.")
    assert ada.ws.close_code == 4002 and robin.ws.close_code == 4002


def test_while_the_table_holds_the_moves_back_the_phones_say_what_it_waits_for(app):
    scene = phone_table(app, [PHONE, HUMAN, BOT], ["Ada", "Karl", "C (bot)"], seed=3)
    pump = lambda: app.step(1 / 60)                                 # noqa: E731

    async def go():
        async with aiohttp.ClientSession() as s:
            ada = await joined(app, s, scene.phones.url(0))
            own = ada.snapshot["status"]
            app.open("round-summary", scene, auto=None)             # a round's summary, until the laptop closes it
            await ada.until(lambda: ada.snapshot["status"] != own, pump=pump)
            assert ada.snapshot["status"] == "The laptop shows the round's summary until someone closes it."
            app.pop()
            await ada.until(lambda: ada.snapshot["status"] == own, pump=pump)
            scene.hold = float("inf")                                # a finished trick, until someone taps
            await ada.until(lambda: ada.snapshot["status"] != own, pump=pump)
            assert ada.snapshot["status"] == "The laptop shows the last move until someone taps it."
            scene.end_hold()
            await ada.until(lambda: ada.snapshot["status"] == own, pump=pump)

    run(go())


def frame_is_current(app, scene) -> bool:
    """Is the frame the loop leaves on the screen the one drawn from scratch now (nothing stale on it)?"""
    app.draw()
    shown = pygame.image.tobytes(app.surface, "RGB")
    scene.repaint()
    app.draw()
    return shown == pygame.image.tobytes(app.surface, "RGB")


def test_waiting_for_a_phone_leaves_the_screen_as_soon_as_the_phone_is_back(app):
    scene = phone_table(app, [PHONE, BOT, BOT], ["Ada", "Basil (bot)", "Cleo (bot)"], seed=3)
    scene.toggle_join_panel()
    for _ in range(60):
        app.step(1 / 60)
        if scene.session.to_act() == [0]:
            break
    assert "Waiting for Ada's phone. P shows the codes to join." in " ".join(drawn(app, scene))

    async def go():
        async with aiohttp.ClientSession() as s:
            ada = await Phone(s, scene.phones.url(0)).join()
            await ada.until(lambda: scene.phones.joined(0), pump=lambda: app.step(1 / 60))
            app.step(1 / 60)
            assert frame_is_current(app, scene), "the screen still says the table waits for Ada's phone"

    run(go())


def test_a_phone_asking_to_take_over_a_seat_is_said_on_the_table(app):
    scene = phone_table(app, [PHONE, HUMAN, BOT], ["Ada", "Karl", "C (bot)"], seed=3)
    scene.toggle_join_panel()

    async def go():
        async with aiohttp.ClientSession() as s:
            pump = lambda: app.step(1 / 60)                         # noqa: E731
            ada = await Phone(s, scene.phones.url(0)).join()
            await ada.until(lambda: scene.phones.joined(0), pump=pump)
            for _ in range(3):
                pump()
            other = await Phone(s, scene.phones.url(0)).join()    # another phone, without Ada's device
            await other.until(lambda: scene.phones.held(0), pump=pump)
            pump()
            assert frame_is_current(app, scene), "the table's screen did not change"
            words = " ".join(drawn(app, scene))
            assert "A phone asks to take over Ada's seat" in words, words

    run(go())
