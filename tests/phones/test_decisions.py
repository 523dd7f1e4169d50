"""What a phone's snapshot gives its player for a decision, without a browser (issue 55): why a piece has no move,
a banner that matches what the seat can do, the table in short (Hi-Lo's stacks, Herds' numbered herds, the
display's prices with faces), one choice per question, the end of the game; in every game where it applies."""

import random
import re

import pytest

import rules
from tabletop.couch.match import Match
from tabletop.games import ADAPTERS
from tabletop.games.deducktion import unique_questions
from tabletop.phones.snapshot import PhoneViews
from tests.phones.browser_helpers import advance

NAMES = ["Ada", "Robin", "Karl", "Ivan", "Zoe"]


def snapshot_at(game_id, found, seed=3, players=None):
    match, seat = advance(game_id, found, seed=seed, players=players, names=NAMES)
    return match, seat, PhoneViews(match).snapshot(seat)


REFUSED = {   # a piece no move starts from, and words of the engine's refusal of a tap on it
    "strange-creatures": "so you must follow suit",
    "la-criatura": "can be played only in",
}


@pytest.mark.parametrize("game_id", list(REFUSED))
def test_a_piece_without_a_move_carries_the_engines_refusal_of_what_a_tap_would_mean(game_id):
    """The table answers a tap on such a card by playing it and saying the engine's refusal (adapter.intent); the
    phone's snapshot carries that same refusal, with its rule, for each of the seat's pieces no move starts from."""
    _match, _seat, snap = snapshot_at(game_id, lambda m, v, s: any(
        p.why_not and REFUSED[game_id] in p.why_not.reason for p in v.snapshot(s).private), seed=25)
    for piece in snap.private:
        if piece.why_not is not None:
            assert not any(c.source == piece.handle for c in snap.choices), "only pieces without a move"
            assert piece.why_not.reason and piece.why_not.rule


def test_la_criaturas_banner_does_not_ask_for_an_event_card_none_of_the_cards_can_be():
    def none_playable(match, views, seat):
        view = match.view(seat)
        snap = views.snapshot(seat)
        return view.phase in ("events", "movement") and not view.prompts and not view.stack and \
            not any(c.source and c.source.startswith("card:") for c in snap.choices) and snap.private
    _match, _seat, snap = snapshot_at("la-criatura", none_playable, seed=25)
    assert "play an event card" not in snap.status and "movement card onto" not in snap.status, snap.status
    assert "none of your cards can be played now" in snap.status


def test_hi_los_choices_say_the_stacks_range_and_whether_you_take_it_and_the_table_lists_every_stack():
    _match, _seat, snap = snapshot_at("hi-lo-hijinks", lambda m, v, s: any(c.warn for c in v.snapshot(s).choices))
    for choice in snap.choices:
        if choice.source and choice.target and choice.target.startswith("stack:"):
            assert re.match(r"[▲▼] (\d–\d|\d only)", choice.note), choice.note
            assert choice.warn == ("you will take" in choice.note)
    stacks = {g.title: g for g in snap.table if g.title.endswith(" stack")}
    assert len(stacks) == 5
    assert all(re.match(r"[▲▼] ", g.rows[0].items[0].badges[0]) for g in stacks.values())


def test_herds_on_the_table_are_numbered_as_the_choices_name_them():
    def grows(match, views, seat):
        return any(c.label.startswith("Grow herd 2") for c in views.snapshot(seat).choices)
    _match, _seat, snap = snapshot_at("herds", grows, seed=5)
    mine = next(g for g in snap.table if g.title in ("Your team's herds", "Your herds"))
    labels = [r.label for r in mine.rows]
    named = sorted({int(m.group(1)) for c in snap.choices if (m := re.match(r"Grow herd (\d+)", c.label))})
    assert labels[:len(named)] == [f"Herd {n}" for n in range(1, len(named) + 1)], (labels, named)
    assert all(r.items for r in mine.rows)


def test_the_displays_creatures_are_offered_with_their_faces_and_prices():
    _match, seat, snap = snapshot_at("strange-creatures", lambda m, v, s: m.view(None).phase == "buy" and
                                     len(v.snapshot(s).choices) > 1)
    buys = [c for c in snap.choices if c.source and c.target == "hand"]
    assert buys and all(c.face and re.fullmatch(r"\d coins?", c.note) for c in buys), [(c.face, c.note) for c in buys]
    display = next(g for g in snap.table if g.title == "Display")
    assert len(display.rows[0].items) == 3


def test_deducktion_asks_each_question_once():
    def asked_twice(match, views, seat):          # two of the seat's questions to a player are one question
        asks = [m for m in match.game.legal_moves(match.state, seat) if type(m).__name__ == "Ask"]
        target = asks[0].target if asks else None
        same = [m for m in asks if m.target == target]
        return len(unique_questions(same)) < len(same)
    _match, _seat, snap = snapshot_at("deducktion", asked_twice)
    labels = [(c.question, c.label) for c in snap.choices]
    assert len(labels) == len(set(labels)), "a question listed twice"
    assert all(c.question for c in snap.choices if c.source and c.source.startswith("seat:")), \
        "no question without its cards, under another heading"


def test_the_end_says_who_won_in_the_right_number_and_reveals_the_roles():
    game = rules.games()["la-criatura"]
    match = Match.new(game, 4, 25, autosave=False)
    rnd = random.Random(25)
    while not match.over:
        match.play(rnd.choice(game.legal_moves(match.state, match.to_act()[0])))
    views = PhoneViews(match)
    winners = game.result(match.state).winners
    for seat in range(4):
        snap = views.snapshot(seat)
        assert snap.final is not None and snap.over
        assert snap.final.headline.endswith("wins!" if len(winners) == 1 else "win!")
        assert snap.final.winners == winners
        assert "Was" in snap.final.headers and all(row[1] not in ("", "?") for row in snap.final.rows)
        if len(winners) == 1:                         # "Player 5 wins", not "win" ("you win" on the winner's phone)
            assert snap.status.endswith("wins."), snap.status
            assert snap.log[-1].text.endswith("you win" if seat in winners else "wins"), snap.log[-1].text


@pytest.mark.parametrize("game_id", list(ADAPTERS))
def test_every_column_of_a_phones_scores_has_a_header(game_id):
    game = rules.games()[game_id]
    match = Match.new(game, game.usual_players, 3, autosave=False)
    scores = PhoneViews(match).snapshot(0).scores
    assert all(h.strip() for h in scores.headers), scores.headers
