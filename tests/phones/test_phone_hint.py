"""A Hint asked from a phone (issue 56 item 2): the table's bot process thinks from that seat's own view, and the
answer goes to that phone alone, naming one of its own choices, with the line why; a hint for a position that
has moved on is not sent; a game with hints off says so and its snapshots offer none. Real phones (aiohttp's
client) on 127.0.0.1, the hint's search run in place on a counting clock (tests/tabletop/hint_helpers.py)."""

import json
import random

import aiohttp
import pytest

import rules
from tabletop.phones.messages import BadMessage, parse_phone_message
from tabletop.table.session import PHONE
from tests.phones.wiring_helpers import Phone, phone_table, run
from tests.tabletop.hint_helpers import instant_hints  # noqa: F401 (a fixture)
from tests.tabletop.privacy import hidden_words, leaked

pytestmark = pytest.mark.usefixtures("instant_hints")


@pytest.fixture(autouse=True)
def _own_data_folder(tmp_path, monkeypatch, instant_table_bots):
    monkeypatch.setenv("MENAGERIE_DATA_DIR", str(tmp_path / "data"))


def hints_got(phone) -> list[dict]:
    return [m for m in phone.got if m["type"] == "hint"]


async def ask(phone, version: int) -> None:
    await phone.ws.send_str(json.dumps({"type": "hint", "version": version}))


@pytest.mark.parametrize("game_id", ["strange-creatures", "la-criatura", "savannah"])
def test_a_phone_gets_its_own_hint_and_no_other_phone_hears_of_it(app, game_id):
    game = rules.games()[game_id]
    players = 5 if game_id == "la-criatura" else 3
    names = ["Ada", "Robin", "Cleo", "Dan", "Eve"][:players]
    scene = phone_table(app, [PHONE] * players, names, game_id=game_id)

    def step():
        app.step(1 / 60)

    async def go():
        async with aiohttp.ClientSession() as s:
            phones = [await Phone(s, scene.phones.url(seat), random.Random(seat)).join() for seat in range(players)]
            await phones[0].until(lambda: all(p.snapshot for p in phones), pump=step)
            mover = next(p for p in phones if p.snapshot["my_turn"])
            snap = mover.snapshot
            assert snap["hints"] is True
            await ask(mover, snap["version"])
            await mover.until(lambda: hints_got(mover), pump=step)
            for _ in range(20):
                step()
            return phones, mover, snap

    phones, mover, snap = run(go())
    seat = snap["seat"]
    (hint,) = hints_got(mover)
    assert hint["version"] == snap["version"]
    assert hint["key"] in {c["key"] for c in snap["choices"]}, "the hint lights one of the phone's own choices"
    assert hint["line"].startswith("Hint: ")
    ids, words = hidden_words(game, scene.session.state, seat)
    assert not leaked([hint["line"]], ids, words)
    assert all(not hints_got(p) for p in phones if p is not mover), "a hint goes to its own phone alone"
    assert scene.session.match.hints_used()[seat] == 1
    assert scene.phones.server.failures == []
    app.home()


def test_a_hint_for_a_position_that_moved_on_is_not_sent(app):
    scene = phone_table(app, [PHONE, PHONE], ["Ada", "Robin"], game_id="hi-lo-hijinks")

    async def go():
        async with aiohttp.ClientSession() as s:
            phones = [await Phone(s, scene.phones.url(seat), random.Random(seat)).join() for seat in (0, 1)]
            await phones[0].until(lambda: all(p.snapshot for p in phones), pump=lambda: app.step(1 / 60))
            mover = next(p for p in phones if p.snapshot["my_turn"])
            await ask(mover, mover.snapshot["version"] + 1)       # not the position it holds
            for _ in range(30):
                app.step(1 / 60)
                await mover.until(lambda: True)
            return mover

    mover = run(go())
    assert not hints_got(mover)
    assert sum(scene.session.match.hints_used()) == 0
    app.home()


def test_hints_off_no_hint_on_the_phone_and_the_table_says_so(app):
    import rules as all_rules
    from tabletop.scenes.table_scene import TableScene
    from tabletop.table.session import GameConfig, SeatConfig

    game = all_rules.games()["hi-lo-hijinks"]
    config = GameConfig(game.id, [SeatConfig("Ada", PHONE), SeatConfig("Robin", PHONE)], 3, hints=False)
    scene = TableScene(app, game, config, pace=0, phone_address=("127.0.0.1", 0))
    app.push(scene)

    async def go():
        async with aiohttp.ClientSession() as s:
            phones = [await Phone(s, scene.phones.url(seat), random.Random(seat)).join() for seat in (0, 1)]
            await phones[0].until(lambda: all(p.snapshot for p in phones), pump=lambda: app.step(1 / 60))
            mover = next(p for p in phones if p.snapshot["my_turn"])
            await ask(mover, mover.snapshot["version"])
            await mover.until(lambda: hints_got(mover), pump=lambda: app.step(1 / 60))
            return mover

    mover = run(go())
    assert mover.snapshot["hints"] is False
    (hint,) = hints_got(mover)
    assert hint["key"] is None and hint["line"] == "Hints are off for this game."
    app.home()


def test_a_hint_frame_is_strict():
    assert parse_phone_message('{"type": "hint", "version": 3}').version == 3
    for bad in ('{"type": "hint"}', '{"type": "hint", "version": -1}', '{"type": "hint", "version": "3"}',
                '{"type": "hint", "version": 3, "seat": 1}'):
        with pytest.raises(BadMessage):
            parse_phone_message(bad)
