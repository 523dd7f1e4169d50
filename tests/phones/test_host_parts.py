"""The pieces around the phone server: the command line's --phones, the seat kind in saves (older saves
still load; a save without phones is written as before), New game's seat menu, Settings' network and port,
the addresses the table offers and the QR codes it draws."""

import contextlib
import json
import os
import queue
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path

import pygame
import pytest
import segno

import rules
from tabletop.couch.match import Match
from tabletop.couch.resume import table_config
from tabletop.phones.host import (
    LOOPBACK,
    default_address,
    local_addresses,
    qr_modules,
    qr_surface,
    short_link,
)
from tabletop.settings import Settings
from tabletop.storage.saves import SeatSetup, parse_save, read_save
from tabletop.table.session import HUMAN, PHONE, SEAT_KINDS

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def _own_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("MENAGERIE_DATA_DIR", str(tmp_path / "data"))


def env_for(tmp_path) -> dict:
    return {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
            "MENAGERIE_DATA_DIR": str(tmp_path / "data")}


# ----- the command line ------------------------------------------------------------------------------------------
def test_phones_on_the_command_line_print_each_seats_address_as_soon_as_the_server_listens(tmp_path):
    run = subprocess.Popen([sys.executable, "-m", "tabletop", "play", "strange-creatures", "--players", "4",
                            "--humans", "1", "--phones", "2", "--host", "127.0.0.1", "--port", "0", "--seed", "4"],
                           cwd=ROOT, env=env_for(tmp_path), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        said: queue.Queue = queue.Queue()
        threading.Thread(target=lambda: [said.put(line.strip()) for line in run.stdout], daemon=True).start()
        lines = []
        end = time.monotonic() + 60
        while len(lines) < 2 and time.monotonic() < end:
            with contextlib.suppress(queue.Empty):
                lines.append(said.get(timeout=max(0.01, end - time.monotonic())))
        assert len(lines) == 2, (lines, run.poll())
        assert [line.split(": ", 1)[0] for line in lines] == ["Player 2", "Player 3"], "after the laptop's person"
        urls = [line.split(": ", 1)[1] for line in lines]
        assert all(u.startswith("http://127.0.0.1:") and "/j/" in u for u in urls) and urls[0] != urls[1]
        with urllib.request.urlopen(urls[0], timeout=10) as page:     # the server is listening, on 127.0.0.1
            assert page.status == 200
        assert run.poll() is None, "the table goes on waiting for the phones"
    finally:
        run.terminate()
        run.wait(20)
        run.stdout.close()
        run.stderr.close()


@pytest.mark.parametrize("args,words", [
    (["--phones", "-1"], "argument --phones: must be 0 or more"),
    (["--phones", "x"], "argument --phones: 'x' is not a whole number"),
    (["--phones", "4"], "--humans 1 and --phones 4 make more people than the 4 players."),
    (["--humans", "2", "--phones", "3"], "--humans 2 and --phones 3 make more people than the 4 players."),
    (["--phones", "1", "--host", "my-laptop"], "argument --host: 'my-laptop' is not an IPv4 address"),
    (["--phones", "1", "--host", "0.0.0.0"], "'0.0.0.0' cannot be listened on"),
    (["--phones", "1", "--port", "70000"], "argument --port: must be from 0 to 65535 (0: any free port), not 70000"),
    (["--phones", "1", "--port", "ten"], "argument --port: 'ten' is not a whole number"),
    (["--host", "127.0.0.1"], "--host and --port are where phones join: give --phones N too."),
    (["--port", "8000"], "--host and --port are where phones join: give --phones N too."),
])
def test_bad_phone_arguments_say_what_is_wrong_in_one_line(args, words, tmp_path):
    run = subprocess.run([sys.executable, "-m", "tabletop", "play", "strange-creatures", "--players", "4", *args,
                          "--speed", "0", "--max-frames", "1"], cwd=ROOT, env=env_for(tmp_path), capture_output=True,
                         text=True, timeout=60)
    assert run.returncode == 2
    said = [line for line in run.stderr.splitlines() if not line.startswith("ALSA lib")]
    assert said == [said[0]] and words in said[0] and "Traceback" not in run.stderr, run.stderr
    assert run.stdout == ""


def test_a_port_already_taken_is_one_line_and_exit_2(tmp_path):
    import socket

    with socket.socket() as taken:
        taken.bind((LOOPBACK, 0))
        taken.listen()
        port = taken.getsockname()[1]
        run = subprocess.run([sys.executable, "-m", "tabletop", "play", "strange-creatures", "--phones", "1",
                              "--host", LOOPBACK, "--port", str(port), "--max-frames", "1"], cwd=ROOT,
                             env=env_for(tmp_path), capture_output=True, text=True, timeout=60)
    said = [line for line in run.stderr.splitlines() if not line.startswith("ALSA lib")]
    assert run.returncode == 2 and len(said) == 1 and f"could not listen on 127.0.0.1:{port}" in said[0], run.stderr


def test_phone_seats_sit_after_the_laptop_people_and_before_the_bots():
    from tabletop.__main__ import direct_config, parser

    _game, config = direct_config(parser().parse_args(["play", "la-criatura", "--players", "6", "--humans", "1",
                                                       "--phones", "3"]))
    assert [s.kind for s in config.seats] == [HUMAN, PHONE, PHONE, PHONE, "Bot (random)", "Bot (random)"]


# ----- saves -------------------------------------------------------------------------------------------------------
def test_a_phone_seat_and_its_key_are_saved_and_a_save_without_phones_is_written_as_before(tmp_path):
    game = rules.games()["strange-creatures"]
    key = "k" * 32
    seats = [SeatSetup(name="Ada", kind="phone", phone_key=key), SeatSetup(name="Karl"),
             SeatSetup(name="Bo", kind="bot", bot="Bot (easy)")]
    match = Match.new(game, 3, 5, seats=seats, save_path=tmp_path / "a.json")
    record = read_save(match.save_path)
    assert record.seats[0].kind == "phone" and record.seats[0].phone_key == key
    assert [s.kind for s in table_config(record).seats] == [PHONE, HUMAN, "Bot (easy)"]
    assert record.phones() == [0] and record.humans() == [1]
    raw = json.loads(match.save_path.read_text())
    assert "phone_key" not in raw["seats"][1], "a seat that never was a phone has no phone field"
    plain = Match.new(game, 3, 5, seats=[SeatSetup(name=n) for n in "ABC"], save_path=tmp_path / "b.json")
    assert "phone" not in plain.save_path.read_text(), "older versions read a save without phones as before"


def test_an_older_save_without_phone_fields_still_loads():
    older = {"format": "menagerie-save", "version": 1, "game": "strange-creatures", "players": 3, "seed": 2,
             "options": {}, "seats": [{"name": "Ada", "kind": "human", "bot": None},
                                      {"name": "B", "kind": "bot", "bot": "Bot (easy)"},
                                      {"name": "C", "kind": "bot", "bot": None}],
             "moves": [], "finished": False, "started_at": 1.0, "saved_at": 2.0, "notes": {}}
    record = parse_save(json.dumps(older))
    assert [s.phone_key for s in record.seats] == [None, None, None] and record.phones() == []


# ----- New game and Settings ------------------------------------------------------------------------------------
def test_new_game_offers_the_laptop_a_phone_and_the_bots_for_every_seat(app):
    setup = app.open("setup")
    menu = setup.kind_menus[1]
    assert menu.options_list[:2] == [("Human (laptop)", "Human (laptop)"), ("Phone", "Phone")]
    assert [o[0] for o in menu.options_list[2:]] == [k for k in SEAT_KINDS if k.startswith("Bot")]
    menu.selected_option = ("Phone", "Phone")
    setup.kind_menus[0].selected_option = ("Human (laptop)", "Human (laptop)")
    kinds = [s.kind for s in setup.config().seats]
    assert kinds[:2] == [HUMAN, PHONE]


def test_settings_keep_a_network_and_port_and_refuse_nonsense():
    s = Settings.model_validate({"phone_address": "192.168.1.20", "phone_port": 9000})
    assert (s.phone_address, s.phone_port) == ("192.168.1.20", 9000)
    salvaged = Settings.salvage({"phone_address": "not an address", "phone_port": 80, "mute": True})
    assert (salvaged.phone_address, salvaged.phone_port, salvaged.mute) == ("", 8737, True)


def test_settings_offer_each_network_and_save_the_choice(app):
    import pygame_gui

    scene = app.open("settings")
    rows = scene.couch
    assert list(rows.networks)[0] == f"Automatic ({default_address()})" and rows.networks[list(rows.networks)[0]] == ""
    loop = next(words for words, address in rows.networks.items() if address == LOOPBACK)
    rows.handle(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=rows.network, text=loop))
    rows.port.set_text("9123")
    rows.handle(pygame.event.Event(pygame_gui.UI_TEXT_ENTRY_CHANGED, ui_element=rows.port, text="9123"))
    assert (app.settings.phone_address, app.settings.phone_port) == (LOOPBACK, 9123)
    assert Settings.load().phone_port == 9123
    rows.port.set_text("12")
    rows.handle(pygame.event.Event(pygame_gui.UI_TEXT_ENTRY_CHANGED, ui_element=rows.port, text="12"))
    assert app.settings.phone_port == 9123, "a number that is no port is not kept"


# ----- addresses and codes ------------------------------------------------------------------------------------------
def test_the_default_address_is_one_of_this_computers_and_loopback_comes_last():
    found = [address for address, _label in local_addresses()]
    assert found[0] == default_address() or default_address() == LOOPBACK
    assert found[-1] == LOOPBACK and found.count(LOOPBACK) == 1
    assert all(a.count(".") == 3 for a in found)


def test_the_drawn_code_is_segnos_code_module_for_module():
    url = "http://192.168.1.20:8737/j/" + "A" * 32
    rows = qr_modules(url)
    expected = [list(map(bool, r)) for r in segno.make(url, error="m").matrix_iter(scale=1, border=4)]
    assert rows == expected
    img = qr_surface(url, 230)
    n = len(rows)
    scale = img.get_width() // n
    assert img.get_width() == img.get_height() == n * scale <= 230 and scale >= 2
    for y in range(n):
        for x in range(n):
            colour = img.get_at((x * scale + scale // 2, y * scale + scale // 2))[:3]
            assert colour == ((0, 0, 0) if rows[y][x] else (255, 255, 255)), (x, y)


def test_the_short_link_cuts_the_secret():
    assert short_link("http://10.0.0.2:8737/j/7Kq4abcdefgh") == "http://10.0.0.2:8737/j/7Kq4…"


def test_a_server_takes_back_a_seats_kept_secret_and_replaces_one_it_could_not_have_made():
    from tabletop.phones.server import PhoneServer

    game = rules.games()["strange-creatures"]
    match = Match.new(game, 3, 1, autosave=False)
    kept = "Kq4" + "x" * 29
    server = PhoneServer(match, [0, 1, 2], seat_secrets={0: kept, 1: "short", 2: "a/b" + "c" * 40})
    assert server.secret(0) == kept
    assert server.secret(1) != "short" and len(server.secret(1)) == 32
    assert "/" not in server.secret(2) and len(server.secret(2)) == 32
