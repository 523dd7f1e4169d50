"""Every narrated line is a function of its event (or move) and the reader's view alone, in every game.

The log keeps each event's line (table/log.py `Narrator`), replay narrates only a step's own events, and the
"only you see this" box narrates a move's private events alone: an adapter that remembered something from
the last event it narrated (Deducktion's swap named the pair of the exchange narrated before, in the log,
the box and replay alike) tells a line that depends on what was narrated earlier. So here random games
are played through each engine, and for every seat's view and the public one, one adapter narrates all the
views' events shuffled together, twice, and must say line for line what a fresh adapter says narrating each
view in order; the same for the moves a seat is offered (`narrate_move`, the pickers' words).
"""

import random

import pytest

import rules
from tabletop.games import ADAPTERS, make_adapter

NAMES = ["Robin", "Ada (bot)", "Basil (bot)", "Cleo", "Dmitri (bot)", "Esme", "Fern", "Gus", "Hana", "Ines"]
SEEDS = (1, 2, 3)
MOST_MOVES = 400


def player_counts(game) -> list[int]:
    return sorted({game.min_players, min(game.max_players, 4), min(game.max_players, 5)})


def played(game, players: int, seed: int):
    """A random game, to its end (or MOST_MOVES), and the moves offered along the way (a few per position)."""
    rnd = random.Random(seed)
    s = game.setup(players, seed)
    offered = []
    for _ in range(MOST_MOVES):
        if game.is_over(s):
            break
        seat = rnd.choice(game.to_act(s))
        moves = game.legal_moves(s, seat)
        offered += rnd.sample(moves, min(3, len(moves)))
        s = game.apply(s, rnd.choice(moves))
    return s, offered


def adapter_for(game_id, game):
    adapter = make_adapter(game_id, game)
    adapter.names = list(NAMES)
    return adapter


@pytest.mark.parametrize("game_id", list(ADAPTERS))
def test_a_line_depends_only_on_its_event_and_view(speaking, game_id):
    game = rules.games()[game_id]
    checked = 0
    for players in player_counts(game):
        for seed in SEEDS:
            state, offered = played(game, players, seed)
            views = [None, *range(players)]
            fresh = {}
            for seat in views:
                adapter = adapter_for(game_id, game)        # a new adapter per view, narrating in order
                fresh[seat] = [adapter.narrate(e) for e in game.view(state, seat).events]
            told = [(seat, k, e) for seat in views for k, e in enumerate(game.view(state, seat).events)]
            shared = adapter_for(game_id, game)
            rnd = random.Random(seed)
            for round_ in ("first", "second"):
                rnd.shuffle(told)
                wrong = [(seat, k, e.kind, line, fresh[seat][k]) for seat, k, e in told
                         if (line := shared.narrate(e)) != fresh[seat][k]]
                assert not wrong, (f"{game_id}, {players} players, seed {seed}, {round_} time out of order: "
                                   f"{len(wrong)} lines differ, e.g. (view, event, kind, said, fresh) {wrong[:3]}")
                checked += len(told)
            in_order = list(map(adapter_for(game_id, game).narrate_move, offered))
            rnd.shuffle(pairs := list(zip(offered, in_order, strict=True)))
            moved = [(m, shared.narrate_move(m), said) for m, said in pairs + pairs]
            assert all(line == said for _m, line, said in moved), f"{game_id}: a move's words changed out of order"
    assert checked > 500, "the games told something"


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_deducktions_swap_line_names_the_pair_its_own_event_is_addressed_to(players):
    """The engine addresses `exchange_cards` to (asker, target), the pair of the public `exchange` just before
    it; the line is read from that alone, so narrated by itself (as the news box and replay do) it names them."""
    game = rules.games()["deducktion"]
    state, _offered = played(game, players, 21)
    log = state.log
    swaps = 0
    for before, e in zip(log, log[1:], strict=False):
        if e.kind != "exchange_cards":
            continue
        assert before.kind == "exchange" and e.to == (before.data["asker"], before.data["target"])
        asker, target = (NAMES[p] for p in e.to)
        line = adapter_for("deducktion", game).narrate(e)
        assert line.startswith(f"{asker} gets ") and f"; {target} gets " in line, line
        swaps += 1
    assert swaps, "the game had exchanges"


@pytest.mark.parametrize("game_id", list(ADAPTERS))
def test_every_line_begins_as_a_sentence(speaking, game_id):
    """A log line is a sentence: it begins with a capital (or a digit), never with a word meant for the middle
    of one (La Criatura's "first turn: the character cards are shuffled and dealt" began with a cause's word)."""
    game = rules.games()[game_id]
    lower = set()
    for players in player_counts(game):
        for seed in SEEDS:
            state, _ = played(game, players, seed)
            adapter = adapter_for(game_id, game)
            lines = [adapter.narrate(e) for e in game.view(state, None).events]
            lower |= {line for line in lines if line and line[0].islower()}
    assert not lower
