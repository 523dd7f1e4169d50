"""The Hi-Lo Hijinks table: every kind of move by hand (drag, finger, tap-tap, keys), refusals with the
engine's reason, the duckies and taken stacks moving, and bots playing whole games to the final score."""

import pygame
import pytest

import rules
from rules.safari.components import ALL_CARDS
from rules.safari.hi_lo_hijinks import HIGHER, LOWER, Give, Keep, Play, Reverse
from tabletop.render.safari.words import short
from tabletop.scenes.summary import ResultsScene
from tabletop.scenes.table_scene import TableScene
from tabletop.table.session import GameConfig, SeatConfig

from .helpers import bots_to_the_end, center_of, finger_drag, key, mouse_drag, pump, tap
from .test_layout import SIZES

HL = "hi-lo-hijinks"
# Starters: Elephant 3 (Higher), Lion 5 (Lower), Monkey 2 (Higher), Tiger 4 (Lower), Zebra 6 (Lower).
# Robin (seat 0, first to play) holds Elephant 3 (a match), Lion 6 (the Lion stack does not want it),
# Zebra 1 (wanted) and Ducktor 2 (an explorer); the bots' cards follow, then the draw pile.
ORDER = ["elephant-3a", "lion-5a", "monkey-2a", "tiger-4a", "zebra-6a",
         "elephant-3b", "lion-6a", "zebra-1a", "ducktor-2",
         "monkey-1a", "monkey-1b", "monkey-3a", "monkey-3b",
         "tiger-1a", "tiger-1b", "tiger-2a", "tiger-2b",
         "zebra-2a", "zebra-2b", "zebra-3a", "zebra-3b",
         "elephant-1a", "elephant-1b"]


def scenario(app, pace=0, **options) -> TableScene:
    seats = [SeatConfig("Robin")] + [SeatConfig(f"Bot {i}", "Bot (easy)") for i in range(1, 4)]
    config = GameConfig(HL, seats, 4, {"first_player": 0, "deck_order": ORDER, **options})
    scene = TableScene(app, rules.games()[HL], config, pace=pace)
    app.push(scene)
    pump(app, 2)
    assert scene.session.to_act() == [0]
    return scene


def mine(scene, kind) -> list:
    return [m for m in scene.session.moves if m.seat == 0 and isinstance(m, kind)]


def zone(scene, name):
    """A zone of the table by name (of a scene's painter, or of a painter)."""
    return next(z for z in getattr(scene, "painter", scene).zones if z.name == name)


def test_a_match_by_mouse_moves_the_ducky_across_then_gives_a_card_onto_a_name_plate(app):
    scene = scenario(app)
    assert "stack:elephant" in scene.index.targets("card:elephant-3b")
    mouse_drag(app, center_of(scene, "card:elephant-3b"), center_of(scene, "stack:elephant"))
    assert mine(scene, Play) == [Play(0, "elephant-3b", "elephant")]
    assert scene.view.phase == "reverse" and scene.view.match_stack == "elephant"
    # the ducky is the thing to move, its other place is a lit drop spot, leaving it is a button
    assert scene.index.targets("ducky:elephant") == ["spot:elephant:lower"]
    assert "spot:elephant:lower" in scene.hotspots
    assert any(h == "button:leave" and "Higher" in label for h, label, _r in scene.buttons)
    assert "A match" in scene.adapter.status(scene.view, True)
    spot = scene.hotspots["spot:elephant:lower"]
    mouse_drag(app, center_of(scene, "ducky:elephant"), spot.center)
    assert mine(scene, Reverse) == [Reverse(0, True)]
    assert scene.view.sides["elephant"] == "lower" and scene.view.phase == "give"
    assert scene.board.drawn_rect("ducky:elephant").center == spot.center
    # giving: every other seat's name plate is a drop target
    assert set(scene.index.targets("card:zebra-1a")) == {"plate:1", "plate:2", "plate:3"}
    mouse_drag(app, center_of(scene, "card:zebra-1a"), center_of(scene, "plate:2"))
    assert mine(scene, Give) == [Give(0, "zebra-1a", 2)]


def test_an_illegal_drop_shows_the_engines_reason_and_rule(app):
    scene = scenario(app)
    mouse_drag(app, center_of(scene, "card:lion-6a"), center_of(scene, "stack:zebra"))
    assert not mine(scene, Play)
    reason, rule, _tone = scene.message
    assert "own stack" in reason and "Lion" in reason
    assert rule.startswith("Hi-Lo Hijinks")
    assert "lion-6a" in scene.view.hand
    # in the middle of a match bonus a card may not go on a stack: the engine says what comes first
    mouse_drag(app, center_of(scene, "card:elephant-3b"), center_of(scene, "stack:elephant"))
    mouse_drag(app, center_of(scene, "card:zebra-1a"), center_of(scene, "stack:zebra"))
    reason, rule, _tone = scene.message
    assert "match bonus" in reason and rule.startswith("Hi-Lo Hijinks")
    # giving to yourself is refused by the engine too
    tap(app, scene.buttons[0][2].center)                     # leave the ducky
    assert scene.view.phase == "give"
    mouse_drag(app, center_of(scene, "card:zebra-1a"), center_of(scene, "plate:0"))
    reason, _rule, _tone = scene.message
    assert "another player" in reason and not mine(scene, Give)


def test_leave_the_ducky_and_keep_the_cards_are_buttons_and_a_tap_on_the_ducky_moves_it(app):
    scene = scenario(app)
    mouse_drag(app, center_of(scene, "card:elephant-3b"), center_of(scene, "stack:elephant"))
    leave = next(r for h, _l, r in scene.buttons if h == "button:leave")
    tap(app, leave.center)
    assert mine(scene, Reverse) == [Reverse(0, False)] and scene.view.sides["elephant"] == "higher"
    keep = next(r for h, _l, r in scene.buttons if h == "button:keep")
    tap(app, keep.center)
    assert mine(scene, Keep) == [Keep(0)]

    app.pop()
    scene = scenario(app)
    mouse_drag(app, center_of(scene, "card:elephant-3b"), center_of(scene, "stack:elephant"))
    tap(app, center_of(scene, "ducky:elephant"))
    assert mine(scene, Reverse) == [Reverse(0, True)]
    # a card dropped on someone's hand (not only their plate) is given to them
    mouse_drag(app, center_of(scene, "card:lion-6a"), scene.hotspots["hand:3"].center)
    assert mine(scene, Give) == [Give(0, "lion-6a", 3)]


def test_a_stack_not_wanted_flies_to_the_takers_pile_face_down_by_tap_tap(app):
    from tabletop.settings import Settings

    app.settings = Settings(animation="Normal", bot_pace="Relaxed")
    scene = scenario(app, pace=None)
    tap(app, center_of(scene, "card:lion-6a"))
    assert scene.selected == "card:lion-6a"
    assert scene.painter.hotspots["stack:lion"] and "stack:lion" in scene.index.targets(scene.selected)
    before = scene.board.drawn_rect("lion-5a")
    tap(app, center_of(scene, "stack:lion"))
    assert mine(scene, Play) == [Play(0, "lion-6a", "lion")]
    assert scene.view.pile_sizes[0] == 1 and scene.view.stack_tops["lion"] == "lion-6a"
    pile = zone(scene, "pile:0")
    assert [p.id for p in pile.pieces()] == ["lion-5a"] and pile.count == 1
    sprite = scene.board.sprites["lion-5a"]
    assert sprite.piece.face == ("back",) and sprite.old_face == ("card", "lion-5a")   # it turns over on its way
    pump(app, 3, dt=0.05)
    moving = scene.board.drawn_rect("lion-5a")
    assert moving != before and not moving.colliderect(pile.rect)                       # still flying
    pump(app, 40, dt=0.05)
    assert scene.board.drawn_rect("lion-5a") == pile.pieces()[0].rect


def test_an_explorer_by_keyboard_brings_ducktors_ducky_to_the_player(app):
    scene = scenario(app)
    assert "ducky:ducktor" in [p.id for p in zone(scene, "duckies").pieces()]
    for _ in range(10):
        key(app, pygame.K_RIGHT)
        if scene.focus == "card:ducktor-2":
            break
    assert scene.focus == "card:ducktor-2"
    key(app, pygame.K_RETURN)
    assert scene.selected == "card:ducktor-2"
    assert len(scene.index.targets("card:ducktor-2")) == 5         # an explorer may go on any stack
    while scene.focus != "stack:tiger":
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    assert mine(scene, Play) == [Play(0, "ducktor-2", "tiger")]
    assert scene.session.view(0).ducktor_holder == 0
    assert [p.id for p in zone(scene, "ducky-spot:0").pieces()] == ["ducky:ducktor"]
    assert "ducky:ducktor" not in [p.id for p in zone(scene, "duckies").pieces()]
    row = next(r for r in scene.adapter.panel(scene.view).rows if r.seat == 0)
    assert "+4" in row.cells


def test_a_finger_drag_plays_once(app):
    scene = scenario(app)
    finger_drag(app, center_of(scene, "card:zebra-1a"), center_of(scene, "stack:zebra"))
    assert mine(scene, Play) == [Play(0, "zebra-1a", "zebra")]
    assert len(scene.session.view(0).hand) == 4                      # played one, drew one


def test_a_tap_on_the_draw_pile_says_what_it_is_for_and_a_card_put_there_where_it_goes(app):
    """The draw pile is no move's place, but every gesture on it gets an answer: a tap opens its large view
    (cards left, play then draw, what to do now); a hand card dropped or tapped onto it says where it goes."""
    scene = scenario(app)
    deck = zone(scene, "deck").rect.center
    tap(app, deck)
    title, lines = scene.adapter.describe(scene.zoom)
    assert title == "The draw pile" and scene.message is None
    assert any("play one card, then draw one card" in line for line in lines)
    assert any(line.startswith("Now: play a card") for line in lines)
    tap(app, center_of(scene, "card:zebra-1a"))
    assert scene.selected == "card:zebra-1a"
    tap(app, deck)
    assert scene.message[0].startswith("Nothing is played onto the draw pile: put the 1 Zebra on a lit stack")
    scene.message = None
    mouse_drag(app, center_of(scene, "card:lion-6a"), deck)
    assert "put the 6 Lion on a lit stack" in scene.message[0] and not mine(scene, Play)


def test_the_stacks_say_what_they_want(app):
    scene = scenario(app)
    badges = {a: [b.text for p in zone(scene, f"stack:{a}").pieces() for b in p.badges]
              for a in ("elephant", "lion", "zebra")}
    assert badges == {"elephant": ["3–6"], "lion": ["1–5"], "zebra": ["1–6"]}
    centre = scene.painter.zones
    duckies = {p.id: p.rect.center for p in zone(scene, "duckies").pieces()}
    from tabletop.render import safari

    g = safari.hilo_geometry(next(z for z in centre if z.name == "board").rect)
    assert duckies["ducky:elephant"] == g.higher_rect("elephant").center
    assert duckies["ducky:lion"] == g.lower_rect("lion").center


@pytest.mark.parametrize("size", SIZES)
def test_what_a_stack_wants_fits_its_card_in_both_languages(speaking, size):
    """The chip across a stack's top card ("▲ 3–6", "6 only", "nur 6") is no wider than the card, so it never
    covers the next stack: for every top card on either side, at every window size."""
    from tabletop.games import make_adapter
    from tabletop.table.painter import Painter

    pygame.init()
    game = rules.games()[HL]
    painter = Painter(make_adapter(HL, game))
    view = game.view(game.setup(4, 3), 0)
    painter.lay_out(view, size)
    stack = zone(painter, "stack:lion").rect
    type_size = painter.frame.small
    for card in ALL_CARDS:
        for side in (HIGHER, LOWER):
            badge = painter.adapter._wants_badge(side, card)
            assert badge.chip_width(type_size) <= stack.w, f"{badge.text!r} on a {stack.w} px card at {size}"
    only = painter.adapter._wants_badge(HIGHER, "lion-6a")
    assert only.text in ("6 only", "nur 6", "6") and (only.text != "6" or only.mark is not None)


def test_bots_play_a_whole_game_to_the_final_score(app):
    scene = bots_to_the_end(app, HL, 4, 3)
    assert any(line.startswith("Game over") for line in scene.narration)
    headers, rows = scene.adapter.final_table(scene.view, scene.session.result())
    assert headers[-1] == "Points" and [r[0] for r in rows] == [f"Bot {i}" for i in range(4)]
    assert [r[-1] for r in rows] == scene.view.totals
    app.draw()                                            # the final score screen draws


def test_paced_bots_move_at_a_followable_pace_and_the_younger_variant_has_no_ducktor(app):
    from tabletop.settings import Settings

    app.settings = Settings(animation="Fast", bot_pace="Quick")
    seats = [SeatConfig(f"Bot {i}", "Bot (easy)") for i in range(3)]
    scene = TableScene(app, rules.games()[HL], GameConfig(HL, seats, 8, {"younger_players": True}))
    app.push(scene)
    saw_motion = False
    for _ in range(8000):
        pump(app, dt=0.1)
        saw_motion |= any(s.t < 1.0 for s in scene.board.sprites.values())
        assert "ducky:ducktor" not in scene.board.sprites
        if isinstance(app.top, ResultsScene):
            break
    assert scene.session.over and saw_motion
    headers, _rows = scene.adapter.final_table(scene.view, scene.session.result())
    assert "Ducky" not in headers


def test_taken_piles_stay_face_down_until_the_end_then_turn_up(app):
    import random

    scene = scenario(app)
    chooser = random.Random(2)
    for _ in range(3000):
        if isinstance(app.top, ResultsScene):
            break
        if scene.session.to_act() == [0]:
            scene.perform(chooser.choice(scene.session.legal_moves(0)))
        pump(app)
        if not scene.view.over:
            for seat in range(4):
                assert all(p.face == ("back",) for p in zone(scene, f"pile:{seat}").pieces())
    assert scene.view.over
    faces = [p.face for seat in range(4) for p in zone(scene, f"pile:{seat}").pieces()]
    assert faces and all(f[0] == "card" for f in faces)


def test_a_held_card_lights_a_stack_it_would_take_apart_from_one_that_wants_it(app):
    from tabletop.render import fonts
    from tabletop.render.palette import DANGER, LEGAL

    scene = scenario(app)
    # Ducktor 2 may go on any stack: Elephant (Higher, 3) does not want a 2, Monkey (Higher, 2) is a match,
    # Lion (Lower, 5) wants it
    tap(app, center_of(scene, "card:ducktor-2"))
    assert scene.selected == "card:ducktor-2"
    notes = scene.adapter.drop_notes(scene.view, scene.selected, scene.targets(scene.selected))
    assert notes["stack:elephant"] == ("take", "you will take 1 card")
    assert notes["stack:monkey"][0] == "match" and notes["stack:lion"][0] == "wants"
    scene.painter.invalidate()
    with fonts.recording() as drawn:
        app.draw()
    assert "you will take 1 card" in " ".join(drawn)         # on one line or two
    surface = app.surface

    def ring(handle):
        """The colour just outside the stack's left edge, half way down: the light round it."""
        r = scene.hotspots[handle]
        return tuple(surface.get_at((r.x - 2, r.centery)))[:3]

    def near(colour, to):
        return sum(abs(a - b) for a, b in zip(colour, to, strict=True)) < 90

    assert near(ring("stack:elephant"), DANGER) and not near(ring("stack:elephant"), LEGAL)
    assert near(ring("stack:lion"), LEGAL) and not near(ring("stack:lion"), DANGER)
    # dragged over that stack, the card covers it: the words come along under the card as well
    tap(app, center_of(scene, "card:ducktor-2"))                          # put down again
    start, over = center_of(scene, "card:ducktor-2"), center_of(scene, "stack:elephant")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1, touch=False))
    pump(app)
    counts = []
    for pos in ((start[0], start[1] - 60), over):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, -60), buttons=(1, 0, 0),
                                             touch=False))
        pump(app)
        assert scene.drag is not None
        with fonts.recording() as drawn:
            app.draw()
        counts.append(" ".join(drawn).count("you will take 1 card"))
    assert counts == [1, 2]                   # on the stack; then on the stack and under the dragged card
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=over, button=1, touch=False))
    pump(app)
    # dropped there: the stack's one card goes to Robin's pile
    assert mine(scene, Play) == [Play(0, "ducktor-2", "elephant")] and scene.view.pile_sizes[0] == 1


def test_nothing_is_said_over_the_stacks_without_a_card_of_your_own_in_hand(app):
    scene = scenario(app)
    view = scene.view
    assert scene.adapter.drop_notes(view, None, ["stack:lion"]) == {}
    assert scene.adapter.drop_notes(view, "card:tiger-1a", ["stack:tiger"]) == {}     # a bot's card


def test_the_final_score_breaks_each_pile_down_by_type_so_a_tie_for_most_shows():
    """T-HL-C: A = 4 elephants + 2 explorers (and the Ducktor ducky), B = 4 elephants + 1 zebra, C = 1
    elephant. Elephants tie 4-4, so nobody discards them; A discards its explorers, B its zebra."""
    from types import SimpleNamespace

    from rules.safari.hi_lo_hijinks import score_piles
    from tabletop.games import make_adapter

    piles = [["elephant-1a", "elephant-2a", "elephant-3a", "elephant-4a", "ducktor-2", "ducktor-3"],
             ["elephant-1b", "elephant-2b", "elephant-3b", "elephant-4b", "zebra-1a"],
             ["elephant-5a"]]
    discarded, totals = score_piles(piles, 0)
    view = SimpleNamespace(players=3, younger_players=False, piles=piles, discarded=discarded, totals=totals,
                           ducktor_holder=0)
    adapter = make_adapter(HL, rules.games()[HL])
    adapter.names = ["A", "B", "C"]
    headers, rows = adapter.final_table(view, None)
    assert headers == ["Player", "Taken", "Elephant", "Lion", "Monkey", "Tiger", "Zebra", "Ducktor", "Ducky",
                       "Points"]
    table = {r[0]: dict(zip(headers, r, strict=True)) for r in rows}
    assert table["A"]["Elephant"] == "4" and table["B"]["Elephant"] == "4"      # the tie: nobody discards
    assert table["A"]["Ducktor"] == "2 out" and table["B"]["Zebra"] == "1 out"
    assert table["C"]["Elephant"] == "1" and table["C"]["Zebra"] == "0"
    assert [table[n]["Points"] for n in "ABC"] == [8, 4, 1] and table["A"]["Ducky"] == "+4"
    young = SimpleNamespace(**{**vars(view), "younger_players": True})
    assert "Ducktor" not in adapter.final_table(young, None)[0]


def test_the_board_holds_still_through_a_whole_game_at_1024x640():
    """Hands grow (a card given) and shrink (the draw pile out); the board and its draw pile keep their place and
    size at every position, in every seat's view: at a handover only the hand changes."""
    import random

    from tabletop.games import make_adapter
    from tabletop.table.painter import Painter

    pygame.init()
    game = rules.games()[HL]
    painter = Painter(make_adapter(HL, game))
    rnd = random.Random(4)
    state = game.setup(4, 4)
    seen, words = set(), set()
    while not game.is_over(state):
        for seat in range(4):
            painter.lay_out(game.view(state, seat), (1024, 640))
            seen.add((tuple(zone(painter, "board").rect), tuple(zone(painter, "deck").rect)))
            if state.deck:              # (an empty pile has no count's chip: its words get wider room)
                words.add(tuple(zone(painter, "deck").caption_space(painter.frame.unit)))
        state = game.apply(state, rnd.choice(game.legal_moves(state, game.to_act(state)[0])))
    assert len(seen) == 1 and len(words) == 1, (seen, words)


def test_a_type_out_on_the_final_score_says_what_it_means_under_the_pointer(app):
    """"9 out" is the rulebook's discard: resting the pointer on it says so (whose, which type, why, and that a tie
    for the most discards nothing); elsewhere on the table no such words are drawn."""
    from tabletop.render import fonts

    scene = bots_to_the_end(app, HL, 4, 3)
    view = scene.view
    seat = next(p for p in range(4) if view.discarded[p])
    suit = view.discarded[seat][0]
    app.draw()
    results = app.top
    out = next(rect for rect, words in results.notes if scene.session.name(seat) in words and short(suit) in words)

    def drawn_at(pos) -> str:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0), touch=False))
        pump(app)
        with fonts.recording() as drawn:
            app.draw()
        return " ".join(drawn)

    assert "than any other player" not in drawn_at((5, 5))
    said = drawn_at(out.center)
    assert f"{scene.session.name(seat)} has more {short(suit)} cards than any other player" in said
    assert "discarded and do" in said and "tie for the most discards nothing" in said


def test_the_final_panel_reads_every_name_whole(app, speaking):
    """At the end the points join the scoreboard and take the empty hands' column: every name and number still
    reads whole, in both languages, at every size."""
    import random

    from tests.tabletop.test_text_fits import NAMES, SIZES, draw_recorded, fanned, problems, table_at

    game = rules.games()[HL]
    scene = table_at(app, HL, 4)
    rnd = random.Random(3)
    state = game.setup(4, 3)
    while not game.is_over(state):
        state = game.apply(state, rnd.choice(game.legal_moves(state, game.to_act(state)[0])))
    scene.session.state = state
    found = []
    for size in SIZES:
        drawn = draw_recorded(app, scene, size)
        found += [f"{size}: {p}" for p in problems(drawn, size, NAMES[:4], fanned(scene.painter.zones))]
    assert not found, found[:4]
