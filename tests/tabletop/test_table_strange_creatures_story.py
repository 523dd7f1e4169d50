"""Strange Creatures' table, log and table telling one story: while a finished trick is on show, the log stops
before the trick is gathered; the discard piles, a round's end and the game's end are told when it goes."""

import random

import rules
from tabletop.games import make_adapter
from tabletop.table.frame import make_frame

GAME = rules.games()["strange-creatures"]


def closing_trick(seed: int, kinds_after: set[str]):
    """(view before, view after, the move's new events) of the first move that gathers a trick and then
    says one of `kinds_after`, for seat 0's view, in a random game."""
    rnd = random.Random(seed)
    state = GAME.setup(4, seed)
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        before = GAME.view(state, 0)
        after_state = GAME.apply(state, rnd.choice(GAME.legal_moves(state, seat)))
        after = GAME.view(after_state, 0)
        new = after.events[len(before.events):]
        kinds = [e.kind for e in new]
        if "trick_cleared" in kinds and kinds_after & set(kinds[kinds.index("trick_cleared") + 1:]):
            return before, after, new
        state = after_state
    raise AssertionError("no such move in this game")


def test_while_the_last_trick_of_the_game_is_on_show_the_log_has_not_ended_the_game():
    before, after, new = closing_trick(3, {"game_end"})
    adapter = make_adapter(GAME.id, GAME)
    adapter.zones(before, make_frame((1280, 800)))       # the table as it was before the move
    assert adapter.hold(new) > 0, "a finished trick stays on show"
    cut = adapter.log_cut(after)
    told = [e.kind for e in after.events[:cut]]
    waiting = [e.kind for e in after.events[cut:]]
    assert "game_end" not in told and "game_end" in waiting
    assert waiting[0] == "trick_cleared", "the log stops where the trick is gathered"
    adapter.release_hold()
    assert adapter.log_cut(after) is None, "and tells the rest when the table does"


def test_a_round_s_end_waits_for_its_last_trick_too():
    before, after, new = closing_trick(5, {"round_end"})
    adapter = make_adapter(GAME.id, GAME)
    adapter.zones(before, make_frame((1280, 800)))
    assert adapter.hold(new) > 0
    cut = adapter.log_cut(after)
    assert "round_end" in [e.kind for e in after.events[cut:]]
    assert "round_end" not in [e.kind for e in new if after.events.index(e) < cut]


def test_a_short_table_keeps_the_trick_and_the_display_readable_beside_a_few_cards_in_hand():
    """A few cards in hand are drawn large, but never at the centre's cost: on a short table (a replay's, above
    its controls: 1024x554 at 1024x640) the trick's cards were 10 pixels wide beside a hand of 131 (its names cut
    to 'A…', 'B…'), 38 at 1024x640. At every size the centre's cards are at least a third of the hand's width."""
    rnd = random.Random(4)
    state = GAME.setup(3, 4)
    while not (GAME.view(state, 0).trick and len(GAME.view(state, 0).hand) <= 3):
        state = GAME.apply(state, rnd.choice(GAME.legal_moves(state, GAME.to_act(state)[0])))
    view = GAME.view(state, 0)
    for size in ((1024, 554), (1024, 600), (1024, 640), (1280, 800), (1920, 1080)):
        zones = {z.name: z for z in make_adapter(GAME.id, GAME).zones(view, make_frame(size))}
        hand = min(p.rect.w for p in zones["hand"].pieces())
        centre = [p.rect.w for name in ("display", "trick-cards") for p in zones[name].pieces()]
        assert centre and min(centre) >= 0.35 * hand, (size, hand, centre)
