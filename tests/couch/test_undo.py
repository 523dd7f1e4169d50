"""Undo: your own last move, while nobody else has acted and nothing new was revealed."""

import pytest

from tabletop.couch.match import Match, UndoRefused
from tabletop.couch.undo import revealed_something
from tabletop.storage.saves import SeatSetup, read_save
from tests.couch.draw_toy import DRAW_TOY, Discard, Draw
from tests.toy_game import TOY


def test_own_move_that_revealed_nothing_can_be_taken_back():
    match = Match.new(TOY, 3, seed=3, options={"first_player": 0})
    before = TOY.dump_state(match.state)
    card = match.view(0).hand[0]
    match.play(TOY.legal_moves(match.state, 0)[0])
    assert match.undo_refusal(0) is None
    undone = match.undo(0)
    assert undone.card == card
    assert TOY.dump_state(match.state) == before
    assert read_save(match.save_path).moves == []  # the save follows the undo


def test_refused_once_someone_else_has_acted():
    match = Match.new(TOY, 3, seed=3, options={"first_player": 0}, seats=[SeatSetup(name=n) for n in "ABC"])
    match.play(TOY.legal_moves(match.state, 0)[0])
    match.play(TOY.legal_moves(match.state, 1)[0])
    why = match.undo_refusal(0)
    assert why.startswith("B has played since your move")
    with pytest.raises(UndoRefused, match="B has played"):
        match.undo(0)
    assert len(match.moves) == 2
    assert match.undo_refusal(1) is None  # B may still take theirs back


def test_refused_when_nothing_was_played_or_for_the_table_display():
    match = Match.new(TOY, 2, seed=1)
    assert "Nothing has been played" in match.undo_refusal(0)
    match.play(TOY.legal_moves(match.state, match.to_act()[0])[0])
    assert "table display" in match.undo_refusal(None)


def test_a_draw_reveals_a_card_so_it_cannot_be_undone():
    match = Match.new(DRAW_TOY, 2, seed=4, options={"first_player": 0})
    match.play(Draw(0))
    why = match.undo_refusal(0)
    assert why and "revealed something new" in why
    assert revealed_something(DRAW_TOY, match.states[-2], match.moves[-1])


def test_a_face_up_discard_reveals_nothing_to_its_mover():
    match = Match.new(DRAW_TOY, 2, seed=4, options={"first_player": 0})
    card = match.view(0).hand[0]
    match.play(Discard(0, card))
    assert match.undo_refusal(0) is None
    match.undo(0)
    assert card in match.view(0).hand


def test_the_final_move_of_a_game_stays():
    match = Match.new(TOY, 2, seed=2)
    while not match.over:
        match.play(TOY.legal_moves(match.state, match.to_act()[0])[0])
    assert "game is over" in match.undo_refusal(match.moves[-1].seat)


def test_strange_creatures_a_card_led_can_be_taken_back_but_a_purchase_cannot():
    import random

    import rules

    game = rules.games()["strange-creatures"]
    match = Match.new(game, 4, seed=21, autosave=False)
    chooser = random.Random(21)
    led = bought = False
    for _ in range(400):
        if match.over or (led and bought):
            break
        seat = match.to_act()[0]
        view = match.view(seat)
        moves = game.legal_moves(match.state, seat)
        buys = [m for m in moves if m.kind == "buy"]
        if buys and not bought:
            match.play(buys[0])
            why = match.undo_refusal(seat)
            assert why and "revealed" in why, "buying refills the display from the hidden pile"
            bought = True
            continue
        if not led and view.phase == "play" and not view.trick:
            match.play(moves[0])
            assert match.undo_refusal(seat) is None, "leading a card reveals nothing to its player"
            before = len(match.moves)
            match.undo(seat)
            assert len(match.moves) == before - 1
            match.play(moves[0])
            led = True
            continue
        match.play(chooser.choice(moves))
    assert led and bought
