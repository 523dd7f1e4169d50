"""Every refusal explains itself (reason in words, rule naming the section) and leaves the state untouched."""

import dataclasses

import pytest

from rules import BadData, IllegalMove
from rules.strange_creatures import GAME
from rules.strange_creatures.moves import Buy, Pass, Play, Remove

from .scenario import IVAN, JANE, KARL, LOREN, give, pass_, refused, start, trick
from .test_examples import BOOK_DISPLAY, BOOK_HANDS, book_trick
from .test_expert import expert_state

R_PLAY = "Strange Creatures, 1. Play the trick"
R_COLORLESS = "Strange Creatures, Colorless Cards"
R_SHAPE = "Strange Creatures, Shapeshifters"
R_DISCOVER = "Strange Creatures, 3. Discover new creatures"
R_DETAIL = "Strange Creatures, Cards and Effects in Detail"
R_EXPERT = "Strange Creatures, Expert Rule"


def test_out_of_turn():
    s = start(BOOK_HANDS, BOOK_DISPLAY, first=IVAN)
    err = refused(s, Play(KARL, "green-4"))
    assert err.rule == "Strange Creatures, turn order" and "Player 2" in err.reason and "Player 1" in err.reason


def test_not_following_suit():
    s = trick(start(BOOK_HANDS, BOOK_DISPLAY, first=IVAN), (IVAN, "green-3"))
    err = refused(s, Play(KARL, "yellow-3"))
    assert err.rule == R_PLAY and "Green was led" in err.reason and "follow suit" in err.reason


@pytest.mark.parametrize("card", ["colorless-3", "trump-a", "mega-a", "colorless-2a"])
def test_colorless_card_while_able_to_follow(card):
    hands = [list(h) for h in BOOK_HANDS]
    s = start(hands, BOOK_DISPLAY, first=IVAN)
    if card != "colorless-3":
        s = give(s, KARL, [card], ["blue-3"])
    else:
        s = give(s, KARL, [], ["blue-3"])
        s = GAME.clone(s)
        s.box.remove("colorless-3")
        s.hands[KARL].append("colorless-3")
    s = trick(s, (IVAN, "green-3"))
    err = refused(s, Play(KARL, card))
    assert err.rule == R_COLORLESS and "green" in err.reason


def plus3_hands():
    s = start(BOOK_HANDS, BOOK_DISPLAY, first=IVAN)
    return give(s, IVAN, ["plus3-a", "plus3-b", "trump-a", "x-a"], ["yellow-1", "yellow-2", "blue-1", "brown-1"])


@pytest.mark.parametrize("card,copy", [("trump-a", None), ("x-a", "brown-9")])
def test_plus3_on_a_trump_or_an_x(card, copy):
    err = refused(plus3_hands(), Play(IVAN, card, ("plus3-a",), copy))
    assert err.rule == R_SHAPE and "number card" in err.reason


def test_plus3_misuse():
    s = plus3_hands()
    assert refused(s, Play(IVAN, "plus3-a", ("plus3-b",))).rule == R_SHAPE  # +3s alone
    assert refused(s, Play(IVAN, "green-3", ("plus3-c",))).rule == R_SHAPE  # a +3 you do not hold
    assert refused(s, Play(IVAN, "green-3", ("plus3-a", "plus3-a"))).rule == R_SHAPE
    assert refused(s, Play(IVAN, "green-3", ("green-3",))).rule == R_SHAPE  # not a +3


def test_x_copy_rules():
    s = plus3_hands()
    assert refused(s, Play(IVAN, "x-a", (), "green-0")).rule == R_SHAPE  # not in the display
    assert refused(s, Play(IVAN, "x-a")).rule == R_SHAPE  # must copy something
    assert refused(s, Play(IVAN, "green-3", (), "brown-9")).rule == R_SHAPE  # only an X copies
    t = GAME.clone(s)
    t.draw.remove("x-b")
    t.draw.append(t.display[0])
    t.display[0] = "x-b"
    assert "X cannot copy another X" in refused(t, Play(IVAN, "x-a", (), "x-b")).reason


def test_buying_without_the_coins():
    s = book_trick()  # Loren, lowest, has 4 coins
    s = GAME.clone(s)
    s.coins[LOREN] = 2
    err = refused(s, Buy(LOREN, "brown-9"))
    assert err.rule == R_DISCOVER and "costs 3" in err.reason and "only 2" in err.reason


def test_buying_out_of_order():
    s = book_trick()
    err = refused(s, Buy(JANE, "brown-9"))  # Loren, the lowest card, discovers first
    assert err.rule == R_DISCOVER and "Player 3" in err.reason
    err = refused(start(BOOK_HANDS, BOOK_DISPLAY, first=IVAN), Buy(IVAN, "brown-9"))  # during the trick
    assert err.rule == R_PLAY
    assert refused(s, Buy(LOREN, "green-0")).rule == R_DISCOVER  # not in the display
    assert refused(s, Play(LOREN, "yellow-5")).rule == R_DISCOVER  # the trick is over


def removal_state(expert=False):
    hands = [
        ["green-6", "yellow-1", "yellow-2", "yellow-3", "yellow-4"],
        ["blue-1", "blue-2", "blue-3", "blue-4", "blue-5"],
        ["brown-1", "brown-2", "brown-3", "brown-4", "brown-5"],
        ["green-5", "yellow-5", "yellow-6", "blue-6", "brown-6"],
    ]
    s = start(hands, ["brown-9", "yellow-8", "blue-10"], first=IVAN, expert=expert)
    s = give(s, KARL, ["blue-4.25"], ["blue-5"])
    s = give(s, LOREN, ["green-3.33"], ["brown-5"])
    s = trick(s, (IVAN, "green-6"), (KARL, "blue-4.25"), (LOREN, "green-3.33"), (JANE, "green-5"))
    s = pass_(s, LOREN)
    assert s.phase == "remove" and s.turn == KARL
    return s


def test_removing_a_card_you_do_not_own():
    s = removal_state()
    err = refused(s, Remove(KARL, "green-6"))  # Ivan's card
    assert err.rule == R_DETAIL and "do not own" in err.reason
    assert refused(s, Remove(KARL, "plus3-a")).rule == R_DETAIL
    s = GAME.apply(s, Remove(KARL, "blue-1"))
    err = refused(s, Remove(LOREN, "brown-1"))  # the 3⅓ removes only itself
    assert err.rule == R_DETAIL and "only the card you played" in err.reason
    assert refused(s, Buy(LOREN, "yellow-8")).rule == R_DETAIL


def test_expert_removal_of_a_card_you_do_not_own():
    s = expert_state()
    assert s.phase == "expert" and s.turn == KARL
    err = refused(s, Remove(KARL, "yellow-6"))  # Ivan's card in the trick
    assert err.rule == R_EXPERT and "do not own" in err.reason
    assert refused(s, Buy(KARL, "yellow-8")).rule == R_EXPERT


BAD_PLAYS = [
    Play(IVAN, "bogus-99"),
    Play(IVAN, 5),
    Play(IVAN, None),
    Play(IVAN, "green-3", "plus3-a"),
    Play(IVAN, "green-3", (1,)),
    Play(IVAN, "green-3", ("bogus-99",)),
    Play(IVAN, "green-3", None),
    Play(IVAN, "green-3", (), 3),
    Play(IVAN, "green-3", (), "bogus-99"),
    Play(IVAN, "brown-9"),  # a real card Ivan does not hold
    Buy(IVAN, "bogus-99"),
    Remove(IVAN, "bogus-99"),
    "green-3",
    None,
]


@pytest.mark.parametrize("move", BAD_PLAYS, ids=repr)
def test_bad_input_is_refused_not_a_traceback(move):
    s = start(BOOK_HANDS, BOOK_DISPLAY, first=IVAN)
    before = GAME.dump_state(s)
    with pytest.raises(IllegalMove) as err:
        GAME.apply(s, move)
    assert err.value.reason and err.value.rule
    assert GAME.dump_state(s) == before


@pytest.mark.parametrize("text", [
    "{", "[]", "null", '{"seat": 0}', '{"seat": 0, "kind": "fly"}', '{"seat": "x", "kind": "pass"}',
    '{"seat": 0, "kind": "play"}', '{"seat": 0, "kind": "play", "card": 7}', '{"seat": 0, "kind": "buy", "card": []}',
])
def test_malformed_move_json(text):
    with pytest.raises(IllegalMove):
        GAME.load_move(text)


def test_unknown_card_from_json_is_refused_on_apply():
    s = start(BOOK_HANDS, BOOK_DISPLAY, first=IVAN)
    move = GAME.load_move('{"seat": 0, "kind": "play", "card": "purple-7"}')
    with pytest.raises(IllegalMove) as err:
        GAME.apply(s, move)
    assert "purple-7" in err.value.reason


def test_moves_from_json_round_trip():
    s = plus3_hands()
    for move in GAME.legal_moves(s, IVAN):
        assert GAME.load_move(GAME.dump_move(move)) == move
        assert dataclasses.asdict(move)["seat"] == IVAN


def test_the_finished_game_refuses_moves():
    s = start(BOOK_HANDS, BOOK_DISPLAY, first=IVAN)
    while not GAME.is_over(s):
        s = GAME.apply(s, GAME.legal_moves(s, s.turn)[-1])
    err = refused(s, Pass(IVAN))
    assert "over" in err.reason


def test_a_tampered_save_is_refused():
    s = start(BOOK_HANDS, BOOK_DISPLAY, first=IVAN)
    text = GAME.dump_state(s)
    assert GAME.dump_state(GAME.load_state(text)) == text
    with pytest.raises(BadData):
        GAME.load_state(text.replace('"green-3"', '"green-4"', 1))  # two green 4s, no green 3
    with pytest.raises(BadData):
        GAME.load_state(text.replace('"green-3"', '"purple-3"', 1))
