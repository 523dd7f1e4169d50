"""Teaching on phones wired into the table: the laptop's teacher looks for every phone seat after each refresh, the
phone is sent its own card (and the next one at once after "Got it"), the laptop never draws a phone seat's card,
and "Stop teaching" from a phone stops that phone's cards only."""

import asyncio
import json

import aiohttp
import pytest

import rules
from tabletop.scenes.table_scene import TableScene
from tabletop.table.session import HUMAN, PHONE, GameConfig, SeatConfig
from tests.phones.wiring_helpers import LOCAL, SC, joined, run

BOT = "Bot (easy)"


@pytest.fixture(autouse=True)
def _own_data_folder(tmp_path, monkeypatch, instant_table_bots):
    monkeypatch.setenv("MENAGERIE_DATA_DIR", str(tmp_path / "data"))


def taught_table(app, kinds, names, teach: bool = True) -> TableScene:
    seats = [SeatConfig(n, k) for n, k in zip(names, kinds, strict=True)]
    config = GameConfig(SC, seats, 3, {"first_player": 0}, teach=teach)
    scene = TableScene(app, rules.games()[SC], config, pace=0, phone_address=LOCAL)
    app.push(scene)
    return scene


async def taught_phone(app, session, scene, seat: int):
    """The seat's phone, joined, holding its first card (the game's aim)."""
    phone = await joined(app, session, scene.phones.url(seat))
    await phone.until(lambda: card(phone) == "aim", pump=lambda: app.step(1 / 60))
    return phone


def card(phone) -> str | None:
    shown = phone.snapshot["teaching"]
    return shown["id"] if shown else None


def test_each_phone_is_taught_its_own_and_stop_teaching_stops_that_phone_only(app):
    scene = taught_table(app, [BOT, PHONE, PHONE], ["Basil (bot)", "Robin", "Cleo"])
    pump = lambda: app.step(1 / 60)  # noqa: E731

    async def go():
        async with aiohttp.ClientSession() as s:
            robin = await taught_phone(app, s, scene, 1)
            cleo = await taught_phone(app, s, scene, 2)

            await robin.ws.send_str(json.dumps({"type": "taught", "id": "aim"}))
            await robin.until(lambda: card(robin) != "aim", pump=pump)
            assert card(cleo) == "aim", "Robin's Got it is not Cleo's"
            assert scene.teaching.teacher.taught["1"][0] == "aim"

            await robin.ws.send_str(json.dumps({"type": "stop_teaching"}))
            await robin.until(lambda: robin.snapshot["teaching"] is None and scene.teaching.on_phones.stopped,
                              pump=pump)
            assert scene.teaching.on, "the laptop's teaching goes on"
            assert card(cleo) == "aim", "Cleo's card stays"
            cleo_taught = set()
            loop = asyncio.get_running_loop()
            end = loop.time() + 60
            while not scene.session.over and len(scene.session.moves) < 30 and loop.time() < end:
                # the game goes on: no card for Robin's phone again, Cleo's go on
                if card(cleo) is not None:
                    cleo_taught.add(card(cleo))
                    await cleo.ws.send_str(json.dumps({"type": "taught", "id": card(cleo)}))
                pump()
                await asyncio.sleep(0.002)
                await robin.play()
                await cleo.play()
                assert robin.snapshot["teaching"] is None
                assert scene.teaching.person in ("table", None), "the laptop reads as the public table only"
            assert len(scene.session.moves) >= 30
            assert len(cleo_taught) >= 3, f"Cleo was taught on: {sorted(cleo_taught)}"
            await robin.close()
            await cleo.close()

    run(go())


def test_a_phones_card_comes_when_the_table_moves_and_the_laptop_draws_none_of_it(app):
    """Every seat on a phone or a bot: the laptop is the public table and draws the public card only, never a seat's."""
    scene = taught_table(app, [PHONE, BOT, BOT], ["Ada", "Basil (bot)", "Cleo (bot)"])
    pump = lambda: app.step(1 / 60)  # noqa: E731

    async def go():
        async with aiohttp.ClientSession() as s:
            ada = await taught_phone(app, s, scene, 0)
            seen = set()
            loop = asyncio.get_running_loop()
            end = loop.time() + 60
            while not scene.session.over and len(seen) < 4 and loop.time() < end:
                if card(ada) is not None:
                    seen.add(card(ada))
                    await ada.ws.send_str(json.dumps({"type": "taught", "id": card(ada)}))
                pump()
                await asyncio.sleep(0.002)
                await ada.play()
                assert scene.teaching.person in ("table", None), "the laptop reads as the public table"
            assert len(seen) >= 4, f"Ada's phone was taught as the game went: {sorted(seen)}"
            await ada.close()

    run(go())


def test_teaching_off_sends_no_card(app):
    scene = taught_table(app, [HUMAN, PHONE, BOT], ["Ada", "Robin", "Cleo (bot)"], teach=False)

    async def go():
        async with aiohttp.ClientSession() as s:
            robin = await joined(app, s, scene.phones.url(1))
            assert robin.snapshot["teaching"] is None
            await robin.close()

    run(go())


def test_stop_teaching_at_the_laptop_takes_the_phones_cards_away_at_once(app):
    """The laptop's "Stop teaching" is the whole game's: the phones' cards go with no move made."""
    scene = taught_table(app, [BOT, PHONE, BOT], ["Basil (bot)", "Robin", "Cleo (bot)"])
    pump = lambda: app.step(1 / 60)  # noqa: E731

    async def go():
        async with aiohttp.ClientSession() as s:
            robin = await taught_phone(app, s, scene, 1)
            version = scene.session.match.version
            scene.teaching.press("stop")
            await robin.until(lambda: robin.snapshot["teaching"] is None, pump=pump)
            assert scene.session.match.version == version
            await robin.close()

    run(go())
