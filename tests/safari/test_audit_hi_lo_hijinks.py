"""Hi-Lo Hijinks audit: the first player sits left of a random dealer (HL-02), the Ducktor ducky moves
from player to player and scores +4 only when held (HL-08), and determinize keeps everything the seat
saw: every stack and taken pile was played face up, and a card you gave away stays with its receiver."""

import random

from rules.safari.hi_lo_hijinks import GAME, Give, Keep, Play, Reverse, score_piles

STARTERS = ["elephant-2a", "zebra-3a", "lion-5a", "monkey-4a", "tiger-6a"]
FILL = ["zebra-6a", "zebra-6b", "lion-1a", "lion-1b"]


def game(hands, players=2, **options):
    """Example A's starters; seat p is dealt `hands[p]` (four cards each); seat 0 plays first."""
    order = STARTERS + [c for h in hands for c in h]
    return GAME.setup(players, 3, {"deck_order": order, "first_player": 0, **options})


def test_hl_02_first_player_is_left_of_a_random_dealer():
    dealers = set()
    for seed in range(12):
        s = GAME.setup(3, seed)
        assert s.turn == (s.dealer + 1) % 3 and GAME.to_act(s) == [s.turn]
        dealers.add(s.dealer)
    assert dealers == {0, 1, 2}  # the dealer is picked at random
    s = GAME.setup(4, 1, {"first_player": 0})
    assert s.turn == 0 and s.dealer == 3


def test_explorer_takes_the_ducktor_ducky_from_another_player():
    """'when you play one you must also put Ducktor Livingstone's ducky in front of you', even if
    another player has it."""
    s = game([["ducktor-2", *FILL[:3]], ["ducktor-5", FILL[3], "elephant-1a", "elephant-1b"]])
    s = GAME.apply(s, Play(0, "ducktor-2", "elephant"))  # Higher, top 2: a match
    s = GAME.apply(GAME.apply(s, Reverse(0, False)), Keep(0))
    assert s.ducktor_holder == 0
    s = GAME.apply(s, Play(1, "ducktor-5", "lion"))  # Lower, top 5: a match
    assert s.ducktor_holder == 1
    moved = [e.data for e in s.log if e.kind == "ducktor_ducky"]
    assert moved == [{"seat": 0, "from_seat": None}, {"seat": 1, "from_seat": 0}]


def test_hl_08_nobody_scores_the_ducktor_ducky_left_on_the_board():
    discarded, totals = score_piles([["elephant-1a"], ["lion-1a", "lion-2a"]], ducktor_holder=None)
    assert totals == [0, 0] and discarded == [["elephant"], ["lion"]]
    _, held = score_piles([["elephant-1a"], ["lion-1a", "lion-2a"]], ducktor_holder=1)
    assert held == [0, 4]


def random_game(players, seed, moves):
    r = random.Random(seed)
    s = GAME.setup(players, seed)
    for _ in range(moves):
        if not GAME.to_act(s):
            break
        seat = GAME.to_act(s)[0]
        s = GAME.apply(s, r.choice(GAME.legal_moves(s, seat)))
    return s


def test_determinize_keeps_every_stack_and_taken_pile_the_seat_saw_played():
    """Every card in a stack or a taken pile was played face up (or was a starter), so a seat that
    watched the game knows them all; only hands and the deck may be re-dealt."""
    checked = 0
    for seed in range(6):
        s = random_game(3, seed, 40)
        if not any(s.piles) or all(len(v) == 1 for v in s.stacks.values()):
            continue
        for seat in range(3):
            view = GAME.view(s, seat)
            for k in range(3):
                d = GAME.determinize(view, k)
                assert d.stacks == s.stacks
                assert [sorted(p) for p in d.piles] == [sorted(p) for p in s.piles]
                assert GAME.view(d, seat) == view
                buried = {c for v in s.stacks.values() for c in v} | {c for p in s.piles for c in p}
                assert not buried & ({c for h in d.hands for c in h} | set(d.deck))
        checked += 1
    assert checked >= 3


def test_determinize_keeps_a_given_card_with_its_receiver_until_played():
    s = game([["monkey-4b", *FILL[:3]], [FILL[3], "elephant-1a", "elephant-1b", "tiger-1a"]])
    s = GAME.apply(GAME.apply(GAME.apply(s, Play(0, "monkey-4b", "monkey")), Reverse(0, False)),
                   Give(0, "zebra-6a", 1))
    giver = GAME.view(s, 0)
    for k in range(5):
        assert "zebra-6a" in GAME.determinize(giver, k).hands[1]  # the giver knows where it went
    s = GAME.apply(s, Play(1, "zebra-6a", "zebra"))
    d = GAME.determinize(GAME.view(s, 0), 1)
    assert d.stacks["zebra"][-1] == "zebra-6a" and "zebra-6a" not in d.hands[1]
