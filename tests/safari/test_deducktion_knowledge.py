"""The strong level stops its Deducktion playouts when the turn ends and scores each player's
guesses by what that player has seen: a random guess cannot tell a question that showed the seat
cards from one that showed it none."""

import random

from rules.bots import SearchBot
from rules.bots.budget import Budget
from rules.bots.hints import hint_for
from rules.bots.playout import playout
from rules.core import Rng
from rules.safari.components import ANIMALS
from rules.safari.deducktion import GAME, HAND_CARDS, RIGHT, SUIT, WRONG, guess_points
from rules.safari.deducktion_knowledge import LEAD_SCALE, expected_guess, judgement, seen_cards, stage


def random_states(seed: int, players: int):
    """Every state of one random game, in order."""
    rng = random.Random(seed)
    s = GAME.setup(players, seed)
    yield s
    while not GAME.is_over(s):
        s = GAME.apply(s, rng.choice(GAME.legal_moves(s, rng.choice(GAME.to_act(s)))))
        yield s


def unseen_numbers(seen: set[str], animal: str) -> int:
    """How many of an animal's six numbers a player who has seen `seen` has not seen."""
    return sum(1 for c in HAND_CARDS if SUIT[c] == animal and c not in seen)


def test_a_guess_is_worth_what_the_book_pays_for_it():
    """+5 right, -3 wrong: one unseen number is a sure 5, two a coin flip worth 1, three or more a blank."""
    assert (RIGHT, WRONG) == (5, -3)
    assert expected_guess(1) == 5
    assert expected_guess(2) == 1
    assert [expected_guess(n) for n in (3, 4, 5, 6)] == [0, 0, 0, 0]


def test_what_a_player_has_seen_only_grows_never_holds_a_missing_card_and_covers_its_hand_and_the_table():
    for players in (2, 3, 4, 5):
        before = None
        for s in random_states(players, players):
            seen = seen_cards(s)
            table = set(s.leftover) | {c for m in s.melds for c in m}
            for p in range(players):
                assert set(s.hands[p]) | table <= seen[p]
                assert not seen[p] & set(s.missing)
                if before is not None:
                    assert before[p] <= seen[p]
            before = seen


def test_the_deciding_seat_is_credited_with_exactly_what_its_view_showed_it():
    """The seat's own knowledge in an imagined deal is read from its view alone, so it is the same in
    every deal it imagines and in the real game."""
    checked = 0
    for players in (3, 4):
        for i, s in enumerate(random_states(10 + players, players)):
            if i % 7 or s.step == "over":
                continue
            for seat in range(players):
                imagined = GAME.determinize(GAME.view(s, seat), i)
                assert seen_cards(imagined)[seat] == seen_cards(s)[seat]
                checked += 1
    assert checked > 40


def test_judgement_counts_melds_as_the_engine_does_plus_expected_guesses():
    """Before the guesses each seat stands at its melds as the engine scores them (every guess blank)
    plus a guess's worth for each animal from the numbers it has not seen, whoever is judging."""
    for players in (2, 4, 5):
        states = list(random_states(20 + players, players))
        s = next(s for s in states if s.step == "guess")
        blank = s
        while blank.step == "guess":
            seat = GAME.to_act(blank)[0]
            blank = GAME.apply(blank, next(m for m in GAME.legal_moves(blank, seat) if m.number == 0))
        seen = seen_cards(s)
        for p in range(players):
            expected = sum(expected_guess(unseen_numbers(seen[p], a)) for a in ANIMALS)
            for judge in range(players):
                assert judgement(s, judge).scores[p] == blank.scores[p] + expected


def test_a_rivals_secret_guesses_are_judged_as_what_it_could_expect_and_the_seats_own_as_made():
    """The imagined deal has a rival's guesses blank until the reveal; counted so, a rival who had
    guessed looked behind, and the seat weighed its own guesses against a lead it did not have."""
    for players in (3, 4):
        states = list(random_states(30 + players, players))
        start = next(s for s in states if s.step == "guess")
        seen = seen_cards(start)  # nothing is shown during the guessing
        for end in (next(s for s in states if s.step == "guess" and sum(map(len, s.guesses)) == 7), states[-1]):
            for seat in range(players):
                judged, before = judgement(end, seat).scores, judgement(start, seat).scores
                made = zip(end.guesses[seat], end.missing, strict=False)  # the seat's guesses so far
                assert judged[seat] == before[seat] + sum(
                    guess_points(g, m) - expected_guess(unseen_numbers(seen[seat], SUIT[m])) for g, m in made)
                assert [x for p, x in enumerate(judged) if p != seat] == [x for p, x in enumerate(before) if p != seat]
        assert [judgement(states[-1], p).scores[p] for p in range(players)] == states[-1].scores


def test_a_made_guess_scores_for_real_against_the_missing_card():
    s = next(s for s in random_states(3, 4) if s.step == "guess")
    seat = GAME.to_act(s)[0]
    missing = next(c for c in s.missing if SUIT[c] == "elephant")
    right = GAME.apply(s, next(m for m in GAME.legal_moves(s, seat) if m.number == int(missing.split("-")[1][0])))
    wrong = GAME.apply(s, next(m for m in GAME.legal_moves(s, seat)
                                if m.number not in (0, int(missing.split("-")[1][0]))))
    blank = GAME.apply(s, next(m for m in GAME.legal_moves(s, seat) if m.number == 0))
    base = judgement(blank, seat).scores[seat]
    assert judgement(right, seat).scores[seat] - base == RIGHT
    assert judgement(wrong, seat).scores[seat] - base == WRONG


def test_the_strong_level_plays_out_one_turn_and_one_guess_at_a_time():
    """A playout stops when the turn it started in is over (its question answered and the cards
    exchanged), and at the guessing after each guess."""
    hint = hint_for(GAME)
    s = next(s for s in random_states(4, 4) if s.step == "ask" and any(s.melds))
    assert hint.judgement(GAME, s, s.turn) == judgement(s, s.turn) != GAME.result(s)
    assert hint.standings(GAME, s) == GAME.result(s)  # the lower levels judge by the table alone
    assert hint.lead_scale() == LEAD_SCALE
    for seed in range(6):
        for s in random_states(seed, 4):
            if s.step in ("meld", "ask", "return"):
                end, made, cut = playout(GAME, s, Rng.from_seed(seed), hint, Budget(iterations=1), 10_000,
                                         stage=stage(s))
                assert not cut and made >= 1 and end.turns_taken == s.turns_taken + 1
                assert stage(s) == ("turn", s.turns_taken) != stage(end)
    s = GAME.setup(4, 5)
    end = s
    while end.step != "guess":
        end, _, _ = playout(GAME, end, Rng.from_seed(1), hint, Budget(iterations=1), 10_000, stage=stage(end))
    assert not any(end.guesses[p] for p in range(4))
    guess = GAME.apply(end, GAME.legal_moves(end, GAME.to_act(end)[0])[0])
    after, made, _ = playout(GAME, guess, Rng.from_seed(2), hint, Budget(iterations=1), 10_000, stage=stage(end))
    assert stage(end) == ("guess", 0) and made == 0 and stage(after) == ("guess", 1)


def test_strong_guesses_the_number_it_has_all_but_seen():
    """A seat that has seen five of an animal's six cards guesses the sixth."""
    for seed in range(30):
        s = next(s for s in random_states(seed, 4) if s.step == "guess")
        for seat in GAME.to_act(s):
            seen = seen_cards(s)[seat]
            elephants = [c for c in HAND_CARDS if SUIT[c] == "elephant" and c not in seen]
            if len(elephants) == 1:
                bot = SearchBot(seed, iterations=60, hints=True)
                move = bot.choose(GAME, GAME.view(s, seat))
                assert move.number == int(elephants[0].split("-")[1][0])
                return
    raise AssertionError("no seat had seen five elephants in 30 games")


def test_only_the_strong_level_judges_by_knowledge_and_only_the_playouts_it_stopped(monkeypatch):
    """A move's gain on the spot is the table's for every level (counted with the knowledge it misled
    both medium and strong); strong scores each playout it stopped at the turn's end by what players know."""
    hint = hint_for(GAME)
    calls = {"judgement": 0, "standings": 0}

    def spy(name, real):
        def counted(game, state, *seat):
            calls[name] += 1
            return real(game, state, *seat)
        return counted

    monkeypatch.setattr(hint, "judgement", spy("judgement", hint.judgement))
    monkeypatch.setattr(hint, "standings", spy("standings", hint.standings))
    s = next(s for s in random_states(6, 4) if s.step == "ask")
    view = GAME.view(s, s.turn)
    SearchBot(1, iterations=30).choose(GAME, view)
    assert calls["judgement"] == 0 and calls["standings"] > 30
    calls.update(judgement=0, standings=0)
    SearchBot(1, iterations=30, hints=True).choose(GAME, view)
    assert calls["judgement"] == 30 and 0 < calls["standings"] <= 1 + len(GAME.legal_moves(s, s.turn))
