"""Who starts (issue 57, item 1), for all nine games: New game's row offers what each box's facts allow, the choice
becomes the engine's `first_player` (a dealer game's offset applied) and the game really begins with that seat (its
own view says so), the save keeps why, Play again applies the rule again, and the log's first line says who began
and why, in English and in German."""

import random

import pygame
import pygame_gui
import pytest

import rules
from tabletop import language
from tabletop.evening.book import Book
from tabletop.evening.records import PlayedGame, PlayedSeat
from tabletop.games import ADAPTERS
from tabletop.rules_text.box import box_facts
from tabletop.scenes.summary import ResultsScene
from tabletop.scenes.table_scene import TableScene
from tabletop.storage.saves import SaveError, parse_save
from tabletop.table import who_starts
from tabletop.table.session import GameConfig, SeatConfig

GAMES = sorted(ADAPTERS)
DEALER_GAMES = {"safari-sprint", "hi-lo-hijinks", "savannah", "herds"}      # the book says "dealer"
NAMES = ["Ada", "Basil", "Cleo", "Dmitri", "Esme", "Fern"]
# The log's first line for each role and rule, in each language (a translation is checked, not looked up).
ROLE = {"en": {"first player": "{} starts", "dealer": "{} deals", "first leader": "{} leads first"},
        "de": {"first player": "{} beginnt", "dealer": "{} gibt", "first leader": "{} führt zuerst an"}}
WHY = {"en": {"chosen": "chosen in New game", "winner": "won the last game", "loser": "lost the last game",
              "random": "drawn at random"},
       "de": {"chosen": "in „Neues Spiel“ gewählt", "winner": "hat die letzte Partie gewonnen",
              "loser": "hat die letzte Partie verloren", "random": "ausgelost"}}


def players_of(game_id: str) -> int:
    game = rules.games()[game_id]
    return min(4, game.max_players) if game.min_players <= 3 else game.min_players


def new_game(app, game_id: str, players: int):
    scene = app.open("setup")
    scene.collect()
    scene.game_id, scene.options, scene.players = game_id, {}, players
    for i, name in enumerate(NAMES[:players]):
        scene.seats[i] = SeatConfig(name, "Bot (easy)")
    scene.rebuild()
    return scene


def last_game_here(winner: str, loser: str, others=("Zed",)) -> None:
    """An evening going on whose last game `winner` won and `loser` lost (played with someone not here, too)."""
    book = Book()
    evening = book.new_evening()
    seats = [winner, *others, loser]
    book.record(PlayedGame(key="earlier-game", game="animal-hunt", evening=evening.key, started_at=1.0,
                           finished_at=book.clock(), seats=[PlayedSeat(name=n) for n in seats],
                           scores=[30.0, *[20.0] * len(others), 10.0], winners=[0]))


def started_by(game_id: str, options: dict, players: int, seed: int, seat: int = 0) -> int:
    """The seat the game's first position names as beginning, read from `seat`'s own view (the field the box facts
    name; a dealer game's `dealer`, checked by name too)."""
    game = rules.games()[game_id]
    state = game.setup(players, seed, {**game.default_options(players).model_dump(), **options})
    view = game.view(state, seat)
    if game_id in DEALER_GAMES:
        return view.dealer
    return who_starts.starter_seat(game, state, seat)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_menu_offers_what_the_box_allows(app, game_id):
    """At random always; each seat by its name unless the book says it must be random; the last game's winner and
    loser only where allowed and only when they sit at this table now (matched by name)."""
    facts = box_facts(game_id).who_starts
    players = players_of(game_id)
    assert facts.role == ("dealer" if game_id in DEALER_GAMES else "first leader" if game_id == "la-criatura"
                          else "first player")
    scene = new_game(app, game_id, players)
    seats = [f"seat:{i}" for i in range(players)] if "seat" in facts.choices else []
    assert [c for _w, c in scene.who.entries] == ["random", *seats]          # no evening yet: no last game
    assert [w for w, c in scene.who.entries if c.startswith("seat:")] == NAMES[:players][:len(seats)]
    last_game_here(winner="Basil", loser="Ada")
    scene.rebuild()
    offered = [c for _w, c in scene.who.entries]
    assert offered == ["random", *seats, *[r for r in ("winner", "loser") if r in facts.choices]]
    if "winner" in facts.choices:
        assert ("Last game's winner: Basil", "winner") in scene.who.entries
    if "loser" in facts.choices:
        assert ("Last game's loser: Ada", "loser") in scene.who.entries
    for i, entry in enumerate(scene.name_entries):        # someone else sits here now: no last game's people
        entry.set_text(f"New {i}")                        # (the menu names them as they are typed)
        scene.handle(pygame.event.Event(pygame_gui.UI_TEXT_ENTRY_CHANGED, {"ui_element": entry, "text": f"New {i}"}))
    assert [c for _w, c in scene.who.entries] == ["random", *seats]
    if seats:
        assert [w for w, c in scene.who.entries if c.startswith("seat:")] == [f"New {i}" for i in range(players)]
    scene.collect()
    scene.rebuild()
    assert [c for _w, c in scene.who.entries] == ["random", *seats]
    assert game_id != "la-criatura" or offered == ["random"]      # the book: the first leader is chosen at random


@pytest.mark.parametrize("game_id", GAMES)
def test_the_choice_is_the_engines_first_player_and_the_game_begins_with_that_seat(app, game_id):
    """A chosen seat, the winner and the loser: New game's config holds `first_player` (the dealer's offset
    applied: Herds and Hi-Lo take the seat left of the dealer) and the rule; the game's first position names that
    seat; at random leaves `first_player` unset (the seed deals as before)."""
    players = players_of(game_id)
    last_game_here(winner="Basil", loser="Cleo")
    scene = new_game(app, game_id, players)
    facts = box_facts(game_id).who_starts
    wanted = {f"seat:{i}": (i, "chosen") for i in range(players)}
    wanted.update(winner=(1, "winner"), loser=(2, "loser"))
    for choice in [c for _w, c in scene.who.entries]:
        scene.who.choice = choice
        scene.rebuild()
        scene.seed_text = "7"
        config = scene.config()
        if choice == "random":
            assert "first_player" not in config.options and config.who_starts is None
            continue
        seat, rule = wanted[choice]
        assert config.who_starts == rule
        assert config.options["first_player"] == (seat + facts.first_player_offset) % players
        for viewer in range(players):
            assert started_by(game_id, config.options, players, 7, viewer) == seat, (game_id, choice, viewer)
        if game_id in ("herds", "hi-lo-hijinks"):          # the book: the seat left of the dealer plays first
            game = rules.games()[game_id]
            state = game.setup(players, 7, {**game.default_options(players).model_dump(), **config.options})
            assert game.to_act(state) == [(seat + 1) % players]


def test_a_tie_is_settled_by_lot_and_the_seed_decides_it():
    last = who_starts.LastGame.of(["Ada", "Basil", "Cleo"], [5.0, 5.0, 1.0], [0, 1])
    names = ["Cleo", "Basil", "Ada"]
    assert {who_starts.seat_for("winner", last, names, seed) for seed in range(10)} == {1, 2}
    assert who_starts.seat_for("loser", last, names, 3) == 0
    assert who_starts.seat_for("winner", last, ["Zed", "Yan"], 3) is None


@pytest.mark.parametrize("game_id", GAMES)
def test_play_again_after_the_winner_gives_the_winner_the_start(app, game_id, monkeypatch):
    """Play again applies the rule again: the winner (or, where only the loser is allowed, the loser) of the game just
    finished begins the next, as its own view of the first position says; the new save keeps the rule."""
    game = rules.games()[game_id]
    players = players_of(game_id)
    rule = "winner" if "winner" in box_facts(game_id).who_starts.choices else "loser"
    if "seat" not in box_facts(game_id).who_starts.choices:
        rule = None                                           # La Criatura: always at random, again
    seats = [SeatConfig(n, "Bot (easy)") for n in NAMES[:players]]
    options = {"first_player": 0} if rule else {}
    scene = TableScene(app, game, GameConfig(game_id, seats, 11, options, who_starts=rule), pace=0)
    app.push(scene)
    rnd = random.Random(4)
    while not scene.session.over:
        seat = scene.session.to_act()[0]
        scene.session.apply(rnd.choice(scene.session.legal_moves(seat)))
    result = scene.session.result()
    ended = who_starts.LastGame.of(NAMES[:players], result.scores, result.winners)
    results = ResultsScene(app, scene)
    opened = {}
    monkeypatch.setattr(app, "open", lambda name, *args, **kw: opened.update(args=args, kw=kw))
    results.play_again()
    _game, config = opened["args"]
    match = opened["kw"]["match"]
    if rule is None:
        assert "first_player" not in config.options and match.record.who_starts is None
        return
    begun = who_starts.starter_seat(game, match.states[0], 0)
    assert begun in (ended.winners if rule == "winner" else ended.losers)
    assert match.record.who_starts == rule and config.who_starts == rule
    assert parse_save(match.snapshot().model_dump_json()).who_starts == rule


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", GAMES)
def test_the_logs_first_line_says_who_began_and_why(app, game_id, lang):
    """Every seat's log begins with the starter and the reason, from its own view and the save; the same line for
    every seat (who begins is public)."""
    language.choose(lang)
    try:
        game, players = rules.games()[game_id], players_of(game_id)
        role = box_facts(game_id).who_starts.role
        seats = [SeatConfig(n, "Bot (easy)") for n in NAMES[:players]]
        cases = [({}, None, "random")] + ([({"first_player": box_facts(game_id).who_starts.first_player(2, players)},
                                             rule, rule) for rule in ("chosen", "winner", "loser")]
                                          if game_id != "la-criatura" else [])
        for options, rule, why in cases:
            scene = TableScene(app, game, GameConfig(game_id, seats, 5, options, who_starts=rule), pace=0)
            begun = who_starts.starter_seat(game, scene.session.match.states[0], 0) if not options else 2
            said = f"{ROLE[lang][role].format(NAMES[begun])}: {WHY[lang][why]}"
            assert scene.log[0].text == said
            for seat in range(players):
                line = who_starts.starter_line(game, scene.session.match, seat, scene.session.name)
                assert line == said
            scene.removed()
    finally:
        language.choose("en")


def test_the_save_keeps_why_strictly():
    """Omitted when there is no rule (a save as before); an unknown rule, or a rule without a first player, is a
    damaged save."""
    from tabletop.storage.saves import SaveRecord, SeatSetup

    record = SaveRecord(game="herds", players=2, seed=1, seats=[SeatSetup(name="A"), SeatSetup(name="B")])
    assert "who_starts" not in record.model_dump_json()
    kept = record.model_copy(update={"options": {"first_player": 1}, "who_starts": "loser"})
    assert parse_save(kept.model_dump_json()).who_starts == "loser"
    for bad in ('"sometimes"', "1", "true"):
        with pytest.raises(SaveError):
            parse_save(kept.model_dump_json().replace('"loser"', bad))
    with pytest.raises(SaveError):
        parse_save(kept.model_copy(update={"options": {}}).model_dump_json())


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_every_entry_of_the_row_fits_its_menu(app, speaking, size):
    """The row's label and every entry of its menu (long names, the winner and the loser) fit, at 1024x640 too."""
    app.window.size = size
    app._resized()
    last_game_here(winner="Konstantinopel", loser="Maximilianeum")
    found = []
    for game_id in GAMES:
        game = rules.games()[game_id]
        scene = new_game(app, game_id, game.max_players)
        for i in range(2):
            scene.seats[i] = SeatConfig(["Konstantinopel", "Maximilianeum"][i], "Bot (easy)")
        scene.rebuild()
        if scene.who.menu is None:                  # one way only (La Criatura): a line says so, whole
            label = scene.who.label
            assert "…" not in label.text and label.font.size(label.text)[0] <= label.rect.w, label.text
            continue
        menu, font = scene.who.menu, scene.who.menu.current_state.selected_option_button.font
        for words, _choice in scene.who.entries:
            if font.size(words)[0] > menu.rect.w - 30:          # the arrow takes the menu's right end
                found.append(f"{game_id}: {words!r} ({font.size(words)[0]} px) in a menu of {menu.rect.w}")
        assert pygame.Rect((0, 0), app.size).contains(menu.rect)
    assert not found, "\n".join(found)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_phones_the_tv_and_the_replay_begin_their_logs_with_the_same_line(app, game_id):
    """Every log the game shows (a phone's, the TV's, the replay's) begins with who began and why, as the table's."""
    from tabletop.phones.snapshot import PhoneViews
    from tabletop.storage.saves import replay

    game, players = rules.games()[game_id], players_of(game_id)
    seats = [SeatConfig(n, "Bot (easy)") for n in NAMES[:players]]
    rule = "chosen" if "seat" in box_facts(game_id).who_starts.choices else None
    options = {"first_player": box_facts(game_id).who_starts.first_player(1, players)} if rule else {}
    scene = app.open("table", game, GameConfig(game_id, seats, 9, options, who_starts=rule), pace=0)
    said = scene.log[0].text
    assert said.split(":")[0] in [ROLE["en"][box_facts(game_id).who_starts.role].format(n) for n in NAMES[:players]]
    assert not rule or said.startswith(NAMES[1])
    for seat in range(players):
        assert PhoneViews(scene.session.match).snapshot(seat).log[0].text == said
    app.open_tv()
    app.tv.update()
    assert app.tv.painter.lines[0].text == said
    replayed = replay(parse_save(scene.session.match.snapshot().model_dump_json()))
    shown = app.open("replay", replayed)
    drawn = []
    shown.painter.draw = lambda surface, view, board, lines, *rest, **kw: drawn.append(lines)
    shown.draw(app.surface)
    assert drawn and drawn[0][0].text == said


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_new_games_note_line_overlaps_nothing_with_the_row(app, speaking, size):
    """The row takes room in the options column: New game's note line (why a table cannot start) still has its own,
    for every game at its most players (Safari Sprint's animals make the tallest column)."""
    from tests.tabletop.test_text_fits import _area, widgets_of

    app.window.size = size
    app._resized()
    found = []
    for game_id in GAMES:
        scene = new_game(app, game_id, rules.games()[game_id].max_players)
        scene.error = "Safari Sprint braucht ein Tier pro Spieler: 4 Tiere, nicht 1"
        scene.rebuild()
        note = next(w for w in widgets_of(scene) if w[2] == scene.error)
        found += [f"{game_id}: {kind} {words!r} {tuple(rect)}" for kind, rect, words, _f in widgets_of(scene)
                  if (kind != "label" or words) and words != scene.error and _area(rect, note[1])]
    assert not found, "\n".join(found)
