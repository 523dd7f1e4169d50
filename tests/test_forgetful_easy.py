"""The easy level forgets where a game asks for memory (`Hint.forget`): in Animal Hunt it recalls only
the last few cards it saw flipped, in Deducktion only the last few questions. Medium and strong recall
everything their view shows. Forgetting only drops events, so the imagined deals stay ones the real
table could hold."""

import random

import pytest

import rules
from rules.bots import RandomBot, make_level_bot
from rules.bots.hints import hint_for
from rules.safari.animal_hunt import FACE_DOWN, Flip
from rules.safari.components import TWIN_OF
from tests.test_bot_levels import Costly, Ticking

HUNT = rules.games()["animal-hunt"]
DEDUCKTION = rules.games()["deducktion"]


def played(game, moves: int, seed: int):
    s = game.setup(game.usual_players, seed, game.default_options(game.usual_players))
    bot = RandomBot(seed)
    for _ in range(moves):
        if game.is_over(s):
            break
        s = game.apply(s, bot.choose(game, game.view(s, game.to_act(s)[0])))
    return s


def test_only_easy_forgets():
    assert [make_level_bot(level, 1, clock=Ticking()).forgetful for level in ("easy", "medium", "strong")] == [
        True, False, False]


def test_a_game_without_memory_is_held_in_mind_whole():
    s = played(rules.games()["strange-creatures"], 30, 2)
    view = rules.games()["strange-creatures"].view(s, 0)
    assert hint_for(rules.games()["strange-creatures"]).forget(view) is view


def test_animal_hunt_recalls_the_last_cards_flipped_and_every_other_event():
    hint = hint_for(HUNT)
    s = played(HUNT, 80, 3)
    view = HUNT.view(s, 1)
    kept = hint.forget(view).events
    flips = [e for e in view.events if e.kind == "flip"]
    assert len(flips) > hint.RECALLS
    assert [e for e in kept if e.kind == "flip"] == flips[-hint.RECALLS:]
    assert [e for e in kept if e.kind != "flip"] == [e for e in view.events if e.kind != "flip"]


def test_animal_hunt_imagines_a_forgotten_card_anywhere_and_a_recent_one_where_it_was():
    hint = hint_for(HUNT)
    s = played(HUNT, 80, 3)
    view = HUNT.view(s, 1)
    seen = {}
    for at, e in enumerate(view.events):
        if e.kind == "flip" and view.grid[e.data["slot"]] == FACE_DOWN:
            seen[e.data["slot"]] = (at, e.data["card"])
    last_flips = [at for at, e in enumerate(view.events) if e.kind == "flip"][-hint.RECALLS:]
    recent = {slot: card for slot, (at, card) in seen.items() if at in last_flips}
    old = {slot: card for slot, (at, card) in seen.items() if at not in last_flips}
    assert recent and old
    forgetful = hint.forget(view)
    deals = [HUNT.determinize(forgetful, seed) for seed in range(20)]
    for deal in deals:
        assert all(deal.grid[slot] == card for slot, card in recent.items())
        assert deal.hands[1] == s.hands[1]
    for slot, card in old.items():
        assert any(deal.grid[slot] != card for deal in deals)
        assert all(HUNT.determinize(view, seed).grid[slot] == card for seed in range(5))


def old_sightings(count: int):
    """Positions where the seat to act has flipped a card whose twin lies face down where it was seen
    flipped more than a forgetful player recalls, and holds no twin itself: (state, the twin's slot)."""
    recalls = hint_for(HUNT).RECALLS
    found = []
    for seed in range(400):
        s = played(HUNT, random.Random(seed).randrange(40, 160), seed)
        if s.phase != "choose":
            continue
        twin = TWIN_OF[s.grid[s.first]]
        flips = [e for e in s.log if e.kind == "flip"]
        sightings = [k for k, e in enumerate(flips) if e.data["card"] == twin]
        if twin in s.grid and sightings and len(flips) - sightings[-1] > recalls + 1:
            found.append((s, s.grid.index(twin)))
        if len(found) == count:
            return found
    raise AssertionError("too few positions found")


@pytest.mark.parametrize("level", ["easy", "medium"])
def test_a_twin_seen_long_ago_is_found_by_medium_not_by_easy(level):
    """Medium flips the twin it saw long ago every time; easy, who forgot it, hardly ever."""
    positions = old_sightings(6)
    found = 0
    for k, (s, slot) in enumerate(positions):
        clock = Ticking()
        seat = s.turn
        move = make_level_bot(level, k, clock=clock).choose(Costly(HUNT, clock, 0.0005), HUNT.view(s, seat))
        found += move == Flip(seat, slot)
    if level == "medium":
        assert found == len(positions)
    else:
        assert found <= 1


def test_deducktion_recalls_the_last_questions_and_what_followed():
    hint = hint_for(DEDUCKTION)
    s = played(DEDUCKTION, 400, 4)
    view = DEDUCKTION.view(s, 2)
    asks = [at for at, e in enumerate(view.events) if e.kind == "ask"]
    assert len(asks) > hint.RECALLS
    assert hint.forget(view).events == view.events[asks[-hint.RECALLS]:]


@pytest.mark.parametrize("moves", [60, 150, 260, 400])
def test_deducktion_imagines_from_what_it_recalls_a_deal_the_table_could_hold(moves):
    """What a tail of the log proves is still true: the forgetful deal keeps every public card, the
    seat's own hand and the hand sizes, and carries on like a real deal."""
    hint = hint_for(DEDUCKTION)
    s = played(DEDUCKTION, moves, 5)
    seat = DEDUCKTION.to_act(s)[0] if DEDUCKTION.to_act(s) else 0
    view = DEDUCKTION.view(s, seat)
    for seed in range(10):
        deal = DEDUCKTION.determinize(hint.forget(view), seed)
        again = DEDUCKTION.view(deal, seat)
        assert again.hand == view.hand and again.hand_sizes == view.hand_sizes and again.melds == view.melds
        assert DEDUCKTION.legal_moves(deal, seat) == DEDUCKTION.legal_moves(s, seat)
        bot = RandomBot(seed)
        while not DEDUCKTION.is_over(deal):
            deal = DEDUCKTION.apply(deal, bot.choose(DEDUCKTION, DEDUCKTION.view(deal, DEDUCKTION.to_act(deal)[0])))
