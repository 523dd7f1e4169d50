"""The rulebooks' table habits in New game (issue 57, item 4): Herds' partners chosen (the seats put in the order
that seats them opposite, HD-01), and the score duckies "each player chooses" in Savannah and Herds: offered from
the adapter's declaration, no two alike, kept in the save, carried by Play again and Continue, and drawn wherever a
ducky is drawn (the table, the TV window, the phones)."""

import pygame
import pygame_gui
import pytest

import rules
from rules.safari.components import ANIMALS
from tabletop.couch.adapter_view import AdapterPainter
from tabletop.couch.resume import rebuild
from tabletop.games import ADAPTERS, make_adapter
from tabletop.phones.faces import canonical, faces_in
from tabletop.phones.snapshot import PhoneViews
from tabletop.scenes.setup_partners import seating
from tabletop.storage.saves import SaveError, SaveSlot, parse_save, read_save, replay
from tabletop.table.duckies import duckies_for, give

from .helpers import pump

HD, SV = "herds", "savannah"


def choose(scene, game_id: str, players: int) -> None:
    scene.collect()
    scene.game_id, scene.options, scene.players = game_id, {}, players
    scene.rebuild()


def pick(app, menu, value: str) -> None:
    """Choose the entry of a New game menu that stands for `value` (its id), as a click in its list does."""
    option = next(o for o in menu.options_list if o[1] == value)
    menu.selected_option = option
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=menu, text=option[0],
                                         selected_option_id=option[1]))
    pump(app, 2)


def picked(menu) -> str:
    return menu.selected_option[1]


def type_names(app, scene, names) -> None:
    for entry, name in zip(scene.name_entries, names, strict=True):
        entry.set_text(name)
        pygame.event.post(pygame.event.Event(pygame_gui.UI_TEXT_ENTRY_CHANGED, ui_element=entry, text=name))
    pump(app, 2)


def seating_words(scene) -> list[str]:
    return [label.text for label in scene.partners.line if label.text]


# ----- partners -------------------------------------------------------------------------------------------

def test_the_partners_chosen_sit_opposite():
    teams = [(0, 2), (1, 3)]
    assert seating(teams, 2) == [0, 1, 2, 3]           # nobody chose: the order typed, as before
    assert seating(teams, 1) == [0, 2, 1, 3]           # Robin with Ada: Ada sits across from Robin
    assert seating(teams, 3) == [0, 1, 3, 2]


@pytest.mark.parametrize("partner", [1, 2, 3])
def test_new_games_partners_give_the_seat_order_and_the_teams_the_game_plays(app, partner):
    names = ["Robin", "Ada", "Basil", "Cleo"]
    scene = app.open("setup")
    choose(scene, HD, 4)
    type_names(app, scene, names)
    assert scene.partners.menu is not None and [o[0] for o in scene.partners.menu.options_list] == names[1:]
    pick(app, scene.partners.menu, str(partner))
    config = scene.config()
    seated = [s.name for s in config.seats]
    assert sorted(seated) == sorted(names) and seated[0] == "Robin"
    state = rules.games()[HD].setup(4, 1, {})
    sides = rules.games()[HD].view(state, None).sides
    team_a = {seated[p] for p in range(4) if sides[p] == sides[0]}
    assert team_a == {"Robin", names[partner]}                      # the engine plays them as one side
    others = [n for n in names[1:] if n != names[partner]]
    assert seating_words(scene) == [f"Sit clockwise: {', '.join(seated)}",
                                    f"Team A: Robin & {names[partner]} · Team B: {' & '.join(others)}"]
    scene.rebuild()                                                 # the choice outlasts a rebuild
    assert picked(scene.partners.menu) == str(partner)


def test_a_name_typed_anew_is_offered_and_said_at_once_and_no_teams_no_partners(app):
    scene = app.open("setup")
    choose(scene, HD, 4)
    type_names(app, scene, ["Robin", "Ada", "Basil", "Cleo"])
    pick(app, scene.partners.menu, "3")
    type_names(app, scene, ["Robin", "Ada", "Basil", "Zed"])
    assert [o[0] for o in scene.partners.menu.options_list] == ["Ada", "Basil", "Zed"]
    assert picked(scene.partners.menu) == "3" and seating_words(scene)[1].startswith("Team A: Robin & Zed")
    choose(scene, HD, 3)
    assert scene.partners.menu is None and [s.name for s in scene.config().seats] == ["Robin", "Ada", "Basil"]
    choose(scene, SV, 3)
    assert scene.partners.menu is None


def test_the_partners_in_german(app, german):
    scene = app.open("setup")
    choose(scene, HD, 4)
    type_names(app, scene, ["Robin", "Ada", "Basil", "Cleo"])
    pick(app, scene.partners.menu, "1")
    assert scene.partners.label.text == "Partner von Robin:"
    assert seating_words(scene) == ["Im Uhrzeigersinn sitzen: Robin, Basil, Ada, Cleo",
                                    "Team A: Robin & Ada · Team B: Basil & Cleo"]


# ----- score duckies: the choice ----------------------------------------------------------------------------

def test_a_ducky_taken_from_another_holder_swaps_so_no_two_share_one():
    assert give(["elephant", "lion", "monkey"], 0, "lion") == ["lion", "elephant", "monkey"]
    assert give(["elephant", "lion"], 1, "ducktor") == ["elephant", "ducktor"]
    assert duckies_for(("a", "b", "c"), ["b", "b"], 2) == ["a", "b"]         # an unsound choice: the usual order
    assert duckies_for(("a", "b", "c"), ["c"], 2) == ["a", "b"]
    assert duckies_for(("a", "b", "c"), ["c", "a"], 2) == ["c", "a"]


def test_every_game_that_keeps_score_with_duckies_offers_them_per_seat_or_team(app):
    scene = app.open("setup")
    offered = {}
    for game_id, game in scene.games.items():
        if game_id not in ADAPTERS:
            continue
        adapter = make_adapter(game_id, game)
        for players in range(game.min_players, game.max_players + 1):
            choose(scene, game_id, players)
            menus = scene.duckies.menus
            assert len(menus) == (len(adapter.ducky_holders(players)) if adapter.score_duckies else 0), game_id
            if menus:
                offered[(game_id, players)] = [picked(m) for m in menus]
    assert offered == {(SV, 2): list(ANIMALS[:2]), (SV, 3): list(ANIMALS[:3]), (HD, 2): list(ANIMALS[:2]),
                       (HD, 3): list(ANIMALS[:3]), (HD, 4): list(ANIMALS[:2])}    # Herds at four: a ducky a team


def test_two_seats_cannot_take_one_ducky_in_new_game(app):
    scene = app.open("setup")
    choose(scene, SV, 3)
    assert scene.config().duckies is None                     # nobody chose: nothing for the save
    pick(app, scene.duckies.menus[2], "elephant")             # seat 3 takes seat 1's ducky: seat 1 takes seat 3's
    assert [picked(m) for m in scene.duckies.menus] == ["monkey", "lion", "elephant"]
    pick(app, scene.duckies.menus[1], "ducktor")
    assert scene.config().duckies == ("monkey", "ducktor", "elephant")
    choose(scene, SV, 2)                                      # another size: the usual order again
    assert [picked(m) for m in scene.duckies.menus] == ["elephant", "lion"]


# ----- score duckies: kept and drawn ----------------------------------------------------------------------

def drawn_duckies(zones) -> set[str]:
    return {p.face[1] for z in zones for p in z.pieces() if p.face and p.face[0] == "ducky"}


def plate_ducky_of(zones, seat: int) -> str:
    return next(p.face[1] for z in zones for p in z.pieces() if p.id == f"plate-mark:{seat}")


def start(app, scene):
    scene.begin()
    table = app.top
    pump(app, 3)
    return table


def test_savannah_duckies_chosen_are_drawn_and_kept_through_play_again_and_continue(app):
    scene = app.open("setup")
    choose(scene, SV, 3)
    for i, kind in enumerate(["Human (laptop)", "Bot (easy)", "Bot (easy)"]):
        scene.seats[i].kind = "human" if i == 0 else kind
    scene.rebuild()
    pick(app, scene.duckies.menus[0], "zebra")
    pick(app, scene.duckies.menus[1], "ducktor")
    chosen = ["zebra", "ducktor", "monkey"]
    table = start(app, scene)
    match = table.session.match
    assert match.record.duckies == chosen
    zones = table.painter.zones
    assert [plate_ducky_of(zones, p) for p in range(3)] == chosen            # each name plate's ducky
    assert set(chosen) <= drawn_duckies(zones) and "elephant" not in drawn_duckies(zones)   # the track's
    title, _lines = table.adapter.describe(("ducky", "ducktor"))
    assert title == f"{match.names[1]}'s ducky"
    # the save keeps them; Continue reads them back and draws them
    record = read_save(match.save_path)
    assert record.duckies == chosen
    (resumed, config), why = rebuild(SaveSlot(match.save_path, record))
    assert why is None and resumed.record.duckies == chosen
    again_table = app.make("table", resumed.game, config, match=resumed)
    assert again_table.adapter.holder_duckies(3) == chosen
    # the TV window and the phones draw the same duckies
    tv = AdapterPainter(match.game, match.names, match.record.duckies)
    tv(pygame.Surface((1280, 800)), match.view(None))
    assert set(chosen) <= drawn_duckies(tv.painter.zones)
    snapshot = PhoneViews(match).snapshot(1)
    assert canonical(["ducky", "ducktor"]) in faces_in(snapshot)
    # Play again: the same duckies
    nxt = match.again(seed=5)
    assert nxt.record.duckies == chosen and read_save(nxt.save_path).duckies == chosen


def test_herds_teams_share_the_ducky_their_team_chose(app):
    scene = app.open("setup")
    choose(scene, HD, 4)
    for i in range(1, 4):
        scene.seats[i].kind = "Bot (easy)"
    scene.rebuild()
    pick(app, scene.partners.menu, "1")
    pick(app, scene.duckies.menus[1], "tiger")
    table = start(app, scene)
    assert table.session.match.record.duckies == ["elephant", "tiger"]
    zones = table.painter.zones
    sides = table.view.sides
    assert [plate_ducky_of(zones, p) for p in range(4)] == [["elephant", "tiger"][sides[p]] for p in range(4)]
    assert drawn_duckies(zones) == {"elephant", "tiger"}


def test_no_choice_draws_the_usual_duckies_and_writes_no_field(app):
    scene = app.open("setup")
    choose(scene, SV, 2)
    scene.seats[1].kind = "Bot (easy)"
    scene.rebuild()
    table = start(app, scene)
    match = table.session.match
    assert match.record.duckies is None and '"duckies"' not in match.save_path.read_text()
    assert [plate_ducky_of(table.painter.zones, p) for p in range(2)] == ["elephant", "lion"]


@pytest.mark.parametrize("duckies", [["lion", "lion"], ["lion", "cat"], [], ["lion", "zebra", "tiger"], "lion"])
def test_a_save_with_duckies_that_cannot_be_is_damaged(duckies):
    text = ('{"format": "menagerie-save", "version": 1, "game": "savannah", "players": 2, "seed": 1, '
            '"seats": [{"name": "A"}, {"name": "B"}], "duckies": %s}') % (
        '"lion"' if isinstance(duckies, str) else str(duckies).replace("'", '"'))
    with pytest.raises(SaveError, match="duckies"):
        parse_save(text)


def test_a_sound_save_round_trips_its_duckies():
    text = ('{"format": "menagerie-save", "version": 1, "game": "savannah", "players": 2, "seed": 1, '
            '"seats": [{"name": "A"}, {"name": "B"}], "duckies": ["ducktor", "elephant"]}')
    record = parse_save(text)
    assert record.duckies == ["ducktor", "elephant"]
    assert parse_save(record.model_dump_json()).duckies == ["ducktor", "elephant"]
    assert replay(record).record.duckies == ["ducktor", "elephant"]


# ----- La Criatura: the die lot at the table -----------------------------------------------------------------

def test_la_criaturas_table_tells_the_lot_and_names_the_one_who_boards(speaking):
    from tabletop.games.la_criatura import deals_and_rolls
    from tests.la_criatura.test_human_lot import lot_game

    state, _seed, _moves = lot_game()
    game = rules.games()["la-criatura"]
    adapter = make_adapter(game.id, game)
    adapter.names = ["Robin", "Ada", "Basil", "Cleo"]
    view = game.view(state, None)
    lines = [adapter.narrate(e) for e in view.events if e.kind.startswith("lot")]
    winner = adapter.names[state.winners[0]]
    assert len(lines) >= 4 and not {"lot", "lot_roll", "lot_tie", "lot_won"} & set(lines)   # each event said in words
    assert winner in lines[-1] and ("boards the helicopter" in lines[-1] or "steigt in den Hubschrauber" in lines[-1])
    rolled = [e for _n, e in deals_and_rolls(view)[1] if e.kind == "lot_roll"]       # the lot's dice in the tray
    assert rolled and all(adapter._roll_words(e) and adapter._rolling_words(e) for e in rolled)
    headers, rows = adapter.final_table(view, game.result(state))
    outcome = {row[0]: row[-1] for row in rows}
    assert [name for name, said in outcome.items() if said] == [winner]
    assert outcome[winner] in ("boards", "steigt ein")
