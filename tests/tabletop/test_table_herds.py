"""The Herds table by hand and by bots: every kind of move by a mouse drag (draw, trade card by card, take it
back, create, grow, swap a Ducktor out, done, pass), refusals with the engine's reason and rule, a finger,
tap-tap and the keyboard, the hand's end held and summarised, and a bots-only game to the final score."""

import random
import time

import pygame

import rules
from rules.bots import RandomBot
from rules.safari.components import card_name
from rules.safari.herds import CancelTrade, DoneHerds, Draw, Give, Grow, NewHerd, Pass, Swap, Take
from tabletop.games import make_adapter
from tabletop.scenes.summary import ResultsScene
from tabletop.scenes.table_scene import TableScene
from tabletop.table.session import GameConfig, SeatConfig

from .helpers import center_of, finger_drag, key, mine, mouse_drag, pump, tap

HD = "herds"
# Two players, Robin (seat 0) first. Robin holds Lions 1-3, the 4 Ducktor and Tigers 3 and 5, and draws the
# 4 Lion in Step One; the deck's next card is the 6 Elephant. The grassland: Elephants 1 and 2, the 3 Monkey,
# the 1 Zebra (a 5 traded away can take the 2 Elephant and the 3 Monkey).
ROBIN = ["lion-1a", "lion-2a", "lion-3a", "ducktor-4", "tiger-3a", "tiger-5a"]
BASIL = ["monkey-1a", "monkey-2a", "monkey-4a", "zebra-2a", "zebra-3a", "zebra-4a"]
GRASS = ["elephant-1a", "elephant-2a", "monkey-3a", "zebra-1a"]
DECK = ["lion-4a", "elephant-6a"]


def _scene(app) -> TableScene:
    seats = [SeatConfig("Robin"), SeatConfig("Basil", "Bot (easy)")]
    config = GameConfig(HD, seats, 4, {"first_player": 0, "deck_order": ROBIN + BASIL + GRASS + DECK})
    scene = TableScene(app, rules.games()[HD], config, pace=0)
    scene.bots = {}                  # Basil waits: each test drives Robin's turn alone
    app.push(scene)
    pump(app, 2)
    return scene


def _drag(app, scene, source, target):
    mouse_drag(app, center_of(scene, source), center_of(scene, target))
    pump(app, 2)


def _draw_and_herd(app, scene, cards):
    """Draw the deck's top card, then create the herd `cards` (its lowest card to the row, then the picker)."""
    _drag(app, scene, "deck", "hand")
    _drag(app, scene, f"card:{cards[0]}", "herds:0")
    if scene.prompt is not None:
        labels = [o.label for o in scene.prompt.options]
        want = ", ".join(card_name(c) for c in cards)
        scene.choose_option(labels.index(want))
        pump(app, 2)
    assert mine(scene, NewHerd)[-1].cards == tuple(cards)


def test_draw_from_the_deck_and_from_the_grassland(app):
    scene = _scene(app)
    assert "Step Two" in scene.adapter.status(scene.view, True)
    _drag(app, scene, "deck", "hand")
    assert mine(scene, Draw) == [Draw(0, "deck")]
    assert "elephant-6a" in scene.view.hand and scene.view.step == "herds"
    assert not scene.couch.undo()                          # a drawn card was seen: it cannot be taken back
    app.pop()
    scene = _scene(app)
    _drag(app, scene, "card:zebra-1a", "hand")
    assert mine(scene, Draw)[-1] == Draw(0, "zebra-1a")
    assert "zebra-1a" in scene.view.hand and "zebra-1a" not in scene.view.grassland


def test_a_trade_is_built_card_by_card_with_its_totals(app):
    scene = _scene(app)
    _drag(app, scene, "card:tiger-5a", "trade")
    assert mine(scene, Give) == [Give(0, "tiger-5a")]
    trade = next(z for z in scene.painter.zones if z.name == "trade")
    assert trade.note == "give 5 · take 0"
    assert "worth 5 more" in scene.adapter.status(scene.view, True)
    assert set(scene.index.targets("card:elephant-2a")) == {"trade"}
    _drag(app, scene, "card:elephant-2a", "trade")
    assert next(z for z in scene.painter.zones if z.name == "trade").note == "give 5 · take 2"
    tap(app, center_of(scene, "card:monkey-3a"))            # a tap takes it too
    pump(app, 2)
    assert mine(scene, Take) == [Take(0, "elephant-2a"), Take(0, "monkey-3a")]
    view = scene.view
    assert view.step == "herds" and {"elephant-2a", "monkey-3a"} <= set(view.hand)
    assert "tiger-5a" in view.grassland                      # the trade completed when the totals matched


def test_a_trade_is_taken_back_with_its_button(app):
    scene = _scene(app)
    _drag(app, scene, "card:tiger-5a", "trade")
    assert scene.couch.undo() and scene.view.step == "choose"      # a card given is taken back by Undo too
    pump(app, 2)
    _drag(app, scene, "card:tiger-5a", "trade")
    handle, label, rect = next(b for b in scene.buttons if b[0] == "button:cancel")
    assert label == "Take the trade back"
    tap(app, rect.center)
    assert mine(scene, CancelTrade) == [CancelTrade(0)]
    assert "tiger-5a" in scene.view.hand and scene.view.step == "choose"


def test_create_a_herd_through_the_picker_and_grow_it(app):
    scene = _scene(app)
    _draw_and_herd(app, scene, ["lion-1a", "lion-2a", "lion-3a"])
    zone = next(z for z in scene.painter.zones if z.name == "herds:0")
    assert zone.title == "Your herds" and zone.note == "2 pts this hand"
    assert "herd:0:0" in scene.index.targets("card:lion-4a")
    _drag(app, scene, "card:lion-4a", "herd:0:0")
    assert mine(scene, Grow) == [Grow(0, 0, "lion-4a")]
    assert scene.view.herds[0][0].cards == ["lion-1a", "lion-2a", "lion-3a", "lion-4a"]
    assert scene.board.sprites["lion-4a"].piece.badges[-1].text == "3 pts"


def test_a_ducktor_standing_in_is_marked_and_swapped_out_by_a_drag(app):
    scene = _scene(app)
    _draw_and_herd(app, scene, ["lion-1a", "lion-2a", "lion-3a", "ducktor-4"])
    assert scene.board.sprites["ducktor-4"].piece.face == ("wild", "ducktor-4", "lion")   # marked: for a Lion
    _drag(app, scene, "card:lion-4a", "card:ducktor-4")
    assert mine(scene, Swap) == [Swap(0, 0, "lion-4a")]
    assert scene.view.freed == "ducktor-4"
    assert "freed 4 Ducktor Livingstone" in scene.adapter.status(scene.view, True)
    assert any(b.text == "use now" for b in scene.board.sprites["ducktor-4"].piece.badges)
    _drag(app, scene, "card:ducktor-4", "herds:0")              # the freed Ducktor leads its new herd
    assert mine(scene, NewHerd)[-1] == NewHerd(0, ("tiger-3a", "ducktor-4", "tiger-5a"))


def test_a_herd_with_either_copy_of_a_card_is_offered_once(app):
    seats = [SeatConfig("Robin"), SeatConfig("Basil", "Bot (easy)")]
    robin = ["elephant-3a", "elephant-3b", "elephant-4a", "elephant-5a", "tiger-1a", "tiger-2a"]
    config = GameConfig(HD, seats, 4, {"first_player": 0, "deck_order": robin + BASIL + GRASS + DECK})
    scene = TableScene(app, rules.games()[HD], config, pace=0)
    scene.bots = {}
    app.push(scene)
    pump(app, 2)
    _drag(app, scene, "deck", "hand")
    offered = [m.cards for m in scene.index.lookup("card:elephant-3a", "herds:0")]   # the 6 was drawn
    assert offered == [("elephant-3a", "elephant-4a", "elephant-5a"),
                       ("elephant-3a", "elephant-4a", "elephant-5a", "elephant-6a")]   # not again with the 3b
    assert not scene.index.has_source("card:elephant-3b")
    _drag(app, scene, "card:elephant-3b", "herds:0")           # the other copy works too: the longest herd
    assert mine(scene, NewHerd) == [NewHerd(0, ("elephant-3b", "elephant-4a", "elephant-5a", "elephant-6a"))]


def test_done_then_pass_a_card_onto_the_opponent(app):
    scene = _scene(app)
    _drag(app, scene, "deck", "hand")
    handle, label, rect = next(b for b in scene.buttons if b[0] == "button:done")
    assert label == "Done with herds"
    tap(app, rect.center)
    assert mine(scene, DoneHerds) == [DoneHerds(0)]
    assert "Step Four" in scene.adapter.status(scene.view, True)
    assert scene.index.targets("card:zebra-1a" if "zebra-1a" in scene.view.hand else "card:lion-1a") == ["seat:1"]
    _drag(app, scene, "card:lion-1a", "seat:1")
    assert mine(scene, Pass) == [Pass(0, "lion-1a", 1)]
    assert scene.view.turn == 1 and len(scene.view.grassland) == 5      # Step Five flipped a card


def test_an_illegal_drop_shows_the_engines_reason_and_rule(app):
    scene = _scene(app)
    _drag(app, scene, "card:lion-1a", "herds:0")                 # herds come in Step Three
    reason, rule, tone = scene.message
    assert reason == "Herds are created and grown in Step Three." and rule.startswith("Herds, Step Three")
    assert tone == "refusal" and not scene.session.moves
    _drag(app, scene, "card:lion-1a", "seat:1")
    assert scene.message[0] == "You pass a card in Step Four, after your herds."


def test_a_finger_drags_the_deck_to_the_hand(app):
    scene = _scene(app)
    finger_drag(app, center_of(scene, "deck"), center_of(scene, "hand"))
    pump(app, 2)
    assert mine(scene, Draw) == [Draw(0, "deck")]


def test_tap_tap_gives_a_card_into_the_trade(app):
    scene = _scene(app)
    tap(app, center_of(scene, "card:tiger-5a"))
    assert scene.selected == "card:tiger-5a" and "trade" in scene.index.targets("card:tiger-5a")
    tap(app, center_of(scene, "trade"))
    pump(app, 2)
    assert mine(scene, Give) == [Give(0, "tiger-5a")]


def test_the_keyboard_draws_from_the_deck(app):
    scene = _scene(app)
    key(app, pygame.K_RETURN)
    assert scene.focus == "deck"
    key(app, pygame.K_RETURN)
    pump(app, 2)
    assert mine(scene, Draw) == [Draw(0, "deck")]


def _random_until(game, players, seed, done):
    """Random play from `seed` until the events of one move satisfy `done`: (view before, view after, events)."""
    state, rnd = game.setup(players, seed), random.Random(seed)
    while True:
        seat = game.to_act(state)[0]
        after = game.apply(state, rnd.choice(game.legal_moves(state, seat)))
        before_view = game.view(state, 0)
        new = game.view(after, 0).events[len(before_view.events):]
        if done(new):
            return before_view, game.view(after, 0), new
        state = after


def test_a_hand_followed_by_the_next_is_not_held_and_its_summary_tells_it(app):
    """The next hand is dealt in the same move: the log is in hand 2 at once, so the table and the panel go
    there too (nothing on screen still says hand 1 but the summary about it)."""
    game = rules.games()[HD]
    adapter = make_adapter(HD, game)
    before_view, view, new = _random_until(game, 4, 3, lambda ev: any(e.kind == "hand_scored" for e in ev))
    assert any(e.kind == "deal" for e in new)
    adapter.view = before_view
    assert adapter.hold(new) == 0
    assert adapter.shown(view) is view
    assert "Hand 1 is over" not in adapter.status(view, False)
    assert adapter.panel(view).title == "Herds · hand 2"
    title, headers, rows_ = adapter.round_summary(view, new)
    assert title == "Hand 1 is over"
    assert headers == ["Team", "Herds", "Animal herds", "Ducktor herds", "This hand", "Score"]
    assert [r[0] for r in rows_] == ["Team A", "Team B"]
    assert [r[1] for r in rows_] == [len(herds) for herds in before_view.herds]


def test_the_last_hand_is_held_until_a_tap(app):
    """The game's last hand: nothing is dealt after it, so its herds stay with the new scores until a tap."""
    game = rules.games()[HD]
    adapter = make_adapter(HD, game)
    before_view, view, new = _random_until(game, 4, 3, lambda ev: any(e.kind == "game_over" for e in ev))
    adapter.view = before_view
    assert adapter.hold(new) > 0
    shown = adapter.shown(view)
    assert shown.herds == before_view.herds and shown.scores == view.scores
    assert f"Hand {before_view.hand_number} is over" in adapter.status(view, False)
    adapter.release_hold()
    assert adapter.shown(view) is view


def test_bots_only_game_reaches_the_final_score(app):
    seats = [SeatConfig(f"Bot {i}", "Bot (easy)") for i in range(4)]
    scene = TableScene(app, rules.games()[HD], GameConfig(HD, seats, 5), pace=0)
    scene.bots = {i: RandomBot(i) for i in range(4)}   # random bots play in place: a race to 60 is ~1000 moves
    app.push(scene)
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline and not isinstance(app.top, ResultsScene):
        pump(app)
    assert scene.session.over and isinstance(app.top, ResultsScene)
    result = scene.session.result()
    assert max(result.scores) >= 60 and len(result.scores) == 4
    assert result.scores[0] == result.scores[2] and result.scores[1] == result.scores[3]   # partners share
    headers, rows_ = scene.adapter.final_table(scene.view, result)
    assert headers[:3] == ["Player", "Team", "Score"] and len(rows_) == 4
    assert any("The game is over" in line for line in scene.narration)
