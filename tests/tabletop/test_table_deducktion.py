"""The Deducktion table by hand and by bots: melds dragged (or tapped, or keyed), the question deck
flipped, a player tapped and a question picked in the rulebook's words, cards passed face down,
secret guesses, refusals with the engine's reason and rule, and a bots-only game to the final score."""

import pygame

import rules
from rules.safari.deducktion import R_MELD, Ask, Flip, Give, Guess, Meld
from tabletop.games.deducktion import question_words
from tabletop.scenes.table_scene import TableScene
from tabletop.table.session import GameConfig, SeatConfig

from .helpers import bots_to_the_end, center_of, finger_drag, key, mine, mouse_drag, pump, tap

DK = "deducktion"
# Four players, Robin (seat 0) first. The missing five are the 1s. Robin: three 2s (a meld), 4 Monkey,
# 5 Zebra, 6 Elephant; Basil (seat 1) holds 3, 4 and 5 Tiger. The question deck starts with the rulebook's
# Example 1: 2 Tiger, 5 Tiger, 5 Elephant.
MISSING = ["elephant-1b", "lion-1b", "monkey-1b", "tiger-1b", "zebra-1b"]
ROBIN = ["elephant-2b", "lion-2b", "tiger-2b", "monkey-4b", "zebra-5b", "elephant-6b"]
BASIL = ["tiger-3b", "tiger-4b", "tiger-5b", "lion-3b", "monkey-5b", "zebra-6b"]
QUESTIONS = ["tiger-2a", "tiger-5a", "elephant-5a"]
ORDER = MISSING + ROBIN + BASIL + QUESTIONS


def _scene(app, *, bots=False, players=4, order=ORDER) -> TableScene:
    names = ["Basil", "Cleo", "Dora", "Eve"][:players - 1]
    seats = [SeatConfig("Robin")] + [SeatConfig(n, "Bot (easy)") for n in names]
    config = GameConfig(DK, seats, 4, {"first_player": 0, "deck_order": order})
    scene = TableScene(app, rules.games()[DK], config, pace=0)
    if not bots:
        scene.bots = {}
    app.push(scene)
    pump(app, 2)
    return scene


def _button(scene, handle):
    return next(r.center for h, _label, r in scene.buttons if h == handle)


def _label(scene, handle):
    return next(label for h, label, _r in scene.buttons if h == handle)


def _to_ask(app, scene):
    tap(app, _button(scene, "button:flip"))
    assert scene.session.view(0).step == "ask"


def _ask_basil_the_wrap(app, scene):
    """Tap Basil, then the rulebook's wrap-around question about 2 and 5 Tiger."""
    tap(app, center_of(scene, "seat:1"))
    assert scene.prompt is not None and scene.prompt.title == "Ask Basil which question?"
    pump(app)
    wanted = "How many Tiger cards 5, 6, 1, 2 do you have?"
    k = next(i for i, (_r, o) in enumerate(scene.painter.prompt_rects) if o.label.endswith(wanted))
    tap(app, scene.painter.prompt_rects[k][0].center)
    assert mine(scene, Ask) == [Ask(0, 1, ("tiger-2a", "tiger-5a"), None, True)]


def test_the_questions_read_as_the_rulebook_prints_them():
    assert question_words(("elephant-5a", "tiger-5a"), None, False) == "How many 5s do you have?"
    assert question_words(("tiger-2a", "tiger-5a"), None, False) == "How many Tiger cards 2, 3, 4, 5 do you have?"
    assert question_words(("tiger-2a", "tiger-5a"), None, True) == "How many Tiger cards 5, 6, 1, 2 do you have?"
    assert question_words(("elephant-5a", "tiger-2a"), None, False) == \
        "How many 2s and 5s do you have on Tiger or Elephant cards?"
    assert question_words(("ducktor-1", "tiger-2a"), "lion", False) == \
        "How many 1s and 2s do you have on Lion or Tiger cards?"


def test_drag_a_card_to_the_melds_melds_its_number(app):
    scene = _scene(app)
    assert "melds" in scene.index.targets("card:elephant-2b")
    mouse_drag(app, center_of(scene, "card:tiger-2b"), center_of(scene, "melds"))   # any card of the three
    assert mine(scene, Meld) == [Meld(0, ("elephant-2b", "lion-2b", "tiger-2b"))]
    view = scene.session.view(0)
    assert view.melds[0] == ["elephant-2b", "lion-2b", "tiger-2b"] and view.step == "ask"   # flipped by itself
    assert {p.id for z in scene.painter.zones if z.name == "melds-mine" for p in z.pieces()} >= {"tiger-2b"}


def test_tap_tap_and_finger_melds(app):
    scene = _scene(app)
    tap(app, center_of(scene, "card:elephant-2b"))
    assert scene.selected == "card:elephant-2b"
    tap(app, center_of(scene, "melds"))
    assert len(mine(scene, Meld)) == 1
    scene = _scene(app)
    finger_drag(app, center_of(scene, "card:lion-2b"), center_of(scene, "melds"))
    assert len(mine(scene, Meld)) == 1


def test_an_illegal_meld_shows_the_engines_reason_and_rule(app):
    scene = _scene(app)
    mouse_drag(app, center_of(scene, "card:monkey-4b"), center_of(scene, "melds"))
    reason, rule, _tone = scene.message
    assert "A meld needs three of a number: three or more 4s" in reason and rule == R_MELD
    assert not mine(scene, Meld) and "monkey-4b" in scene.session.view(0).hand


def test_after_the_question_cards_flip_by_themselves_a_meld_is_refused_for_its_real_reason(app):
    """Robin melds her three 2s; with nothing more to meld her question cards flip by themselves. A card
    dragged to the melds then is refused because a meld needs three of a number, not because melding
    is "only at the start of your turn"."""
    scene = _scene(app)
    mouse_drag(app, center_of(scene, "card:tiger-2b"), center_of(scene, "melds"))
    assert scene.session.view(0).step == "ask"
    mouse_drag(app, center_of(scene, "card:monkey-4b"), center_of(scene, "melds"))
    reason, rule, _tone = scene.message
    assert "three of a number" in reason and "start of your turn" not in reason and rule == R_MELD


def test_flip_then_ask_a_player_in_the_rulebooks_words_then_pass_face_down(app):
    scene = _scene(app)
    assert _label(scene, "button:flip") == "Flip question cards"
    _to_ask(app, scene)
    assert mine(scene, Flip) == [Flip(0)]
    assert {f"q:{c}" for c in QUESTIONS} <= {s.piece.handle for s in scene.board.sprites.values()}
    _ask_basil_the_wrap(app, scene)
    view = scene.session.view(0)
    assert view.step == "return" and view.question.count == 1 and view.exchange_count == 1
    assert view.exchange_cards == []                      # Robin passes before seeing Basil's card
    assert "How many Tiger cards 5, 6, 1, 2 do you have? Basil: 1" in scene.narration[-1]
    assert "pass" in scene.index.targets("card:zebra-5b")
    mouse_drag(app, center_of(scene, "card:zebra-5b"), center_of(scene, "pass"))
    assert mine(scene, Give) == [Give(0, ("zebra-5b",))]
    view = scene.session.view(0)
    assert "tiger-5b" in view.hand and "zebra-5b" not in view.hand and view.turn == 1
    # both sides of the swap read it the same way in their log
    assert any("Robin gets" in line and "Basil gets 5 Zebra" in line for line in scene.narration)


def test_pass_cards_by_tapping_them_then_the_pass_button(app):
    scene = _scene(app)
    _to_ask(app, scene)
    tap(app, center_of(scene, "seat:1"))
    pump(app)
    wanted = "How many Tiger cards 2, 3, 4, 5 do you have?"       # Basil has 3, 4 and 5 Tiger
    k = next(i for i, (_r, o) in enumerate(scene.painter.prompt_rects) if o.label.endswith(wanted))
    tap(app, scene.painter.prompt_rects[k][0].center)
    view = scene.session.view(0)
    assert view.question.count == 3 and view.exchange_count == 3
    assert "button:list" in {h for h, _l, _r in scene.buttons}       # the keyboard's way: a list
    tap(app, center_of(scene, "card:monkey-4b"))
    tap(app, center_of(scene, "card:zebra-5b"))
    tap(app, center_of(scene, "card:zebra-5b"))                     # changed her mind
    assert list(scene.adapter.passing) == ["monkey-4b"] and "button:pass" not in {h for h, _l, _r in scene.buttons}
    tap(app, center_of(scene, "card:elephant-6b"))
    tap(app, center_of(scene, "card:lion-2b"))
    assert _label(scene, "button:pass") == "Pass 6 Elephant, 2 Lion, 4 Monkey"
    tap(app, _button(scene, "button:pass"))
    assert mine(scene, Give) == [Give(0, ("elephant-6b", "lion-2b", "monkey-4b"))]
    hand = scene.session.view(0).hand
    assert {"tiger-3b", "tiger-4b", "tiger-5b"} <= set(hand) and list(scene.adapter.passing) == []


def test_a_picker_option_over_the_side_panel_is_answered_there(app):
    """The question picker is wider than the felt and lies over the side panel (its log, Undo): a press on the
    part of an option over the panel answers the option (it was the log's scroll, and nothing happened)."""
    scene = _scene(app)
    _to_ask(app, scene)
    tap(app, center_of(scene, "seat:1"))
    pump(app)
    panel = scene.painter.frame.panel
    over = [(rect.clip(panel), option) for rect, option in scene.painter.prompt_rects if rect.colliderect(panel)]
    assert over, "the picker lies over the side panel at this size"
    part, option = max(over, key=lambda o: o[0].w)
    assert scene.painter.log.contains(part.center) or any(r.collidepoint(part.center)
                                                          for r in scene.painter.panel_buttons.values())
    tap(app, part.center)
    assert scene.prompt is None and mine(scene, Ask) == [option.move]


def test_keyboard_melds_and_flips(app):
    scene = _scene(app)
    key(app, pygame.K_RIGHT)
    assert scene.focus == "card:elephant-2b"
    key(app, pygame.K_RETURN)
    assert scene.selected == "card:elephant-2b" and scene.focus == "melds"
    key(app, pygame.K_RETURN)
    assert len(mine(scene, Meld)) == 1 and scene.session.view(0).step == "ask"


def test_keyboard_flips_with_the_button(app):
    scene = _scene(app)
    for _ in range(4):
        key(app, pygame.K_RIGHT)
        if scene.focus == "button:flip":
            break
    assert scene.focus == "button:flip"
    key(app, pygame.K_RETURN)
    assert mine(scene, Flip) == [Flip(0)]


def test_guesses_are_the_animals_cards_and_stay_secret(app):
    scene = _scene(app)
    game = scene.session.game
    state = scene.session.state
    import random
    rnd = random.Random(2)
    while state.step != "guess":
        seat = game.to_act(state)[0]
        state = game.apply(state, rnd.choice(game.legal_moves(state, seat)))
    scene.session.state = state
    scene.refresh(animate=False)
    assert _label(scene, "button:guess-0") == "Leave Elephant blank"
    # the choices are the animal's own six cards, each marked as the notepad knows it
    cards = {p.handle: p for z in scene.painter.zones if z.name == "guess" for p in z.pieces()}
    assert sorted(cards) == [f"guess:{n}" for n in range(1, 7)]
    assert [cards[f"guess:{n}"].face for n in range(1, 7)] == [("card", f"elephant-{n}a") for n in range(1, 7)]
    assert cards["guess:2"].badges and cards["guess:2"].badges[0].text == "seen"      # dealt to Robin: not missing
    assert [scene.adapter.grip(Guess(0, "elephant", n)).label for n in range(1, 7)] == [
        f"Elephant {n}" for n in range(1, 7)]
    tap(app, center_of(scene, "guess:3"))
    assert mine(scene, Guess) == [Guess(0, "elephant", 3)]
    assert _label(scene, "button:guess-0") == "Leave Lion blank"      # the next choice names the next animal
    assert any(z.name == "guess-area" and z.title == "Which Lion is missing?" for z in scene.painter.zones)
    assert "Elephant 3" in " ".join(z.lines[-1] for z in scene.painter.zones if z.name == "question")
    other = game.view(scene.session.state, 1)
    assert other.guesses == [] and other.guesses_made[0] == 1        # the others only know one was made


def test_a_player_done_guessing_is_said_so_whether_or_not_a_guess_was_left_blank(app):
    """One line per player once their last animal is guessed; a guess may be left blank, so it does not say
    "all five guesses" (it told that of a player whose final table showed four)."""
    from rules.core.events import Event

    scene = _scene(app)
    last = Event("guess_made", {"seat": 1, "animal": "zebra"})
    assert scene.adapter.narrate(last) == "Basil has finished guessing"
    assert scene.adapter.narrate(Event("guess_made", {"seat": 1, "animal": "lion"})) == ""


def test_a_bots_question_stays_for_a_look_and_a_tap_goes_on(app):
    from tabletop.settings import Settings

    app.settings = Settings(animation="Fast", bot_pace="Quick")
    scene = _scene(app, bots=True)
    scene.pace_override = 0.01
    mouse_drag(app, center_of(scene, "card:tiger-2b"), center_of(scene, "melds"))
    _ask_basil_the_wrap(app, scene)
    mouse_drag(app, center_of(scene, "card:zebra-5b"), center_of(scene, "pass"))
    for _ in range(400):
        pump(app, dt=0.05)
        if scene.hold > 0 and scene.session.moves[-1].seat != 0:
            break
    assert 1.0 < scene.hold < 10 and "answered" in scene.adapter.status(scene.view, False)
    asked = scene.adapter.held_cards
    assert len(asked) == 3 and [p.id for z in scene.painter.zones if z.name == "flipped" for p in z.pieces()] == asked
    moves = len(scene.session.moves)
    pump(app, 5, dt=0.1)
    assert len(scene.session.moves) == moves                         # the table waits while it is read
    tap(app, scene.painter.frame.play.center)
    pump(app, 10, dt=0.05)
    assert len(scene.session.moves) > moves                          # a tap goes on sooner


def test_bots_only_game_reaches_the_final_score(app):
    scene = bots_to_the_end(app, DK, 5, 3)
    headers, rows_ = scene.adapter.final_table(scene.session.view(None), scene.session.result())
    assert headers[:3] == ["Player", "Melds", "Guesses"] and len(rows_) == 5
    assert any(line.startswith("The missing cards") for line in scene.narration)


def test_keyboard_asks_a_player_and_picks_the_question(app):
    scene = _scene(app)
    _to_ask(app, scene)
    key(app, pygame.K_RIGHT)
    assert scene.focus == "seat:1"
    key(app, pygame.K_RETURN)
    assert scene.prompt is not None and scene.prompt.title == "Ask Basil which question?"
    labels = [o.label for o in scene.prompt.options]
    for _ in range(labels.index("2 Tiger + 5 Tiger: How many Tiger cards 5, 6, 1, 2 do you have?")):
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    assert mine(scene, Ask) == [Ask(0, 1, ("tiger-2a", "tiger-5a"), None, True)]


def test_the_question_list_has_no_duplicates():
    """Two choices that ask about the same cards are one question: with 5 Lion, 5 Tiger and 5 Elephant
    flipped every pair asks "How many 5s do you have?", and an explorer beside a card of its own number
    asks the same "How many 1s" whichever animal it becomes. Random flips check every list."""
    import random

    from rules.safari.deducktion import QUESTION_DECK, question_faces, question_options
    from tabletop.games.deducktion import DeducktionAdapter

    adapter = DeducktionAdapter(rules.games()[DK])
    view = rules.games()[DK].view(rules.games()[DK].setup(4, 1), 0)

    def listed(flipped):
        moves = [Ask(0, 1, pair, animal, wrap) for pair, animal, wrap in question_options(flipped)]
        prompt = adapter.ask(view, moves)
        return moves, [o.label.split(": ", 1)[1] for o in prompt.options], prompt

    moves, questions, _ = listed(["elephant-5a", "lion-5a", "tiger-5a"])
    assert len(moves) == 3 and questions == ["How many 5s do you have?"]
    moves, questions, _ = listed(["ducktor-1", "tiger-1a", "lion-4a"])
    assert questions.count("How many 1s do you have?") == 1 and len(moves) > len(questions)
    rnd = random.Random(5)
    for _ in range(300):
        flipped = rnd.sample(QUESTION_DECK, 3)
        moves, questions, prompt = listed(flipped)
        assert len(questions) == len(set(questions)), flipped
        asked = {frozenset(question_faces(tuple(m.cards), m.animal, m.wrap)) for m in moves}
        offered = {frozenset(question_faces(tuple(o.move.cards), o.move.animal, o.move.wrap)) for o in prompt.options}
        assert offered == asked, "every question is still offered"


# Robin holds three cards after melding her 2s; Basil holds 3, 4, 5 and 6 Tiger: "How many Tiger cards 2, 3,
# 4, 5, 6?" gets four, more than Robin holds.
BASIL_TIGERS = ["tiger-3b", "tiger-4b", "tiger-5b", "tiger-6b", "lion-3b", "monkey-5b"]
ORDER_FEWER = MISSING + ROBIN + BASIL_TIGERS + ["tiger-2a", "tiger-6a", "elephant-5a"]


def test_receiving_more_than_you_hold_shows_the_hand_gone_and_logs_what_each_side_kept(app):
    """The rulebook: "you must pass your entire hand and, after looking at the cards you were passed, pass
    back to your opponent enough cards to make up the difference". While Robin chooses, her hand is gone
    (Basil has it) and the four Tigers lie in the exchange; after, the log says the Tiger she gave back
    went back to Basil, not that she got it."""
    scene = _scene(app, order=ORDER_FEWER)
    mouse_drag(app, center_of(scene, "card:tiger-2b"), center_of(scene, "melds"))
    tap(app, center_of(scene, "seat:1"))
    pump(app)
    wanted = "How many Tiger cards 2, 3, 4, 5, 6 do you have?"
    k = next(i for i, (_r, o) in enumerate(scene.painter.prompt_rects) if o.label.endswith(wanted))
    tap(app, scene.painter.prompt_rects[k][0].center)
    view = scene.session.view(0)
    assert view.step == "return" and view.exchange_from_received and view.exchange_count == 1
    zones = {z.name: z for z in scene.painter.zones}
    assert [p.id for p in zones["hand"].pieces()] == [], "Robin's whole hand has been passed"
    assert "0 cards in hand" in zones["my-info"].lines[0]
    assert [p.id for p in zones["incoming"].pieces()] == ["tiger-3b", "tiger-4b", "tiger-5b", "tiger-6b"]
    assert zones["hand:1"].count == 6 - 4 + 3, "Basil holds Robin's three cards, not the four Tigers"
    mouse_drag(app, center_of(scene, "card:tiger-6b"), center_of(scene, "pass"))
    assert mine(scene, Give) == [Give(0, ("tiger-6b",))]
    assert sorted(scene.session.view(0).hand) == ["tiger-3b", "tiger-4b", "tiger-5b"]
    line = next(x for x in reversed(scene.narration) if "Robin gets" in x)
    assert line == ("Robin gets 3 Tiger, 4 Tiger, 5 Tiger; Basil gets 6 Elephant, 4 Monkey, 5 Zebra, "
                    "and 6 Tiger back")


def test_each_side_of_a_swap_reads_the_cards_that_came_to_it_and_no_one_else_does(app):
    """The asker's and the answerer's logs name the cards each received (so the table has something to
    show them); a third player's log says only that two cards changed hands."""
    from tabletop.table.log import log_lines

    scene = _scene(app)
    _to_ask(app, scene)
    _ask_basil_the_wrap(app, scene)
    mouse_drag(app, center_of(scene, "card:zebra-5b"), center_of(scene, "pass"))
    game, state = scene.session.game, scene.session.state

    def lines(seat):
        return [x.text for x in log_lines(game, scene.adapter.narrate, game.view(state, seat))]

    said = "Robin gets 5 Tiger; Basil gets 5 Zebra"
    assert said in lines(0) and said in lines(1)
    other = lines(2)
    assert not any(" gets " in x or "5 Zebra" in x for x in other)
    assert "Robin and Basil swap 1 card" in other


def test_while_an_answer_is_on_show_the_piles_the_panel_and_the_log_tell_that_moment(app):
    """An answer of zero ends the turn, and the next player's question cards may flip in the same move: while
    the answer stays on show (the question's three cards still face up), the question deck's count, the used
    pile, the panel's counts and the log all describe the moment it was answered; a tap goes on to the flip."""
    import random

    from rules.safari.deducktion import QUESTION_DECK
    from tabletop.settings import Settings

    app.settings = Settings(animation="Fast", bot_pace="Quick")
    scene = _scene(app, bots=True)
    scene.pace_override = 0.01
    rnd = random.Random(5)
    checked = 0
    for _ in range(6000):
        if scene.session.over or checked >= 2:
            break
        pump(app, dt=0.05)
        view = scene.view
        if scene.hold > 0 and scene.adapter.held:
            asked = max(k for k, e in enumerate(view.events) if e.kind == "ask")
            if not any(e.kind == "flip" for e in view.events[asked:]):
                continue
            zones = {z.name: z for z in scene.painter.zones}
            deck, used = zones["qdeck"].count, zones["qdiscard"].count or 0
            up = [p for p in zones["flipped"].pieces()]
            assert [p.id for p in up] == scene.adapter.held_cards
            assert deck + len(up) + used == len(QUESTION_DECK)            # every question card once
            assert scene.adapter.panel(view).facts[0] == [f"Question deck {deck} · used {used}"]
            assert "flips" not in scene.log[-1].text and ": " in scene.log[-1].text   # the answer, not the flip
            q = scene.live.question                   # the question answered, not the one before it
            said = question_words(q.cards, q.animal, q.wrap)
            words = zones["question"].lines
            assert words[0].endswith(f"asked {scene.adapter.name(q.target)}: {said}"), words
            assert words[1] == f"{scene.adapter.name(q.target)} answered {q.count}."
            assert {p.id for p in up if p.badges} == set(q.cards)           # its two cards marked "asked"
            tap(app, scene.painter.frame.play.center)
            pump(app, 3, dt=0.05)
            assert any("flips" in line.text for line in scene.log[-3:])     # the table went on: so did the log
            checked += 1
        elif 0 in scene.session.to_act() and scene.hold <= 0 and scene.prompt is None:
            scene.perform(rnd.choice(scene.session.game.legal_moves(scene.session.state, 0)))
    assert checked == 2
