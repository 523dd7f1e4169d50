"""load_state refuses (BadData) a state that breaks its game's invariants, so nothing done with a loaded
state afterwards can fail except by IllegalMove or hang. The random damage of every engine's saves is in
test_conformance.py; here are the cases that were known to break, and what every game checks alike."""

import json

import pytest

import rules
from rules.core import Engine
from tests.conformance import time_limit

GAMES = rules.games()


def _midgame(game_id, moves=12):
    game = GAMES[game_id]
    s = game.setup(game.min_players, 2)
    for _ in range(moves):
        acting = game.to_act(s)
        if not acting:
            break
        s = game.apply(s, game.legal_moves(s, acting[0])[-1])
    return game, json.loads(game.dump_state(s))


def test_wonder_creature_with_a_huge_exchange_count_is_refused_instead_of_hanging_its_view():
    """exchanges_done = 10**20 made `view` count the exchanges started, one by one, forever."""
    game, doc = _midgame("wonder-creature", 3)
    doc["exchanges_done"] = 10**20
    with time_limit(5), pytest.raises(rules.BadData, match="exchanges done"):
        game.load_state(json.dumps(doc))


def test_herds_without_hands_is_refused_instead_of_raising_index_error():
    game, doc = _midgame("herds")
    doc["hands"] = []
    with pytest.raises(rules.BadData, match="hands must have one entry per player"):
        game.load_state(json.dumps(doc))


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_what_every_game_checks_alike(game_id):
    """The player count, the random generator and who may see each log entry are checked in the base class."""
    game, doc = _midgame(game_id)
    for field, value in (("players", game.max_players + 1), ("players", game.min_players - 1)):
        with pytest.raises(rules.BadData, match="players"):
            game.load_state(json.dumps({**doc, field: value}))
    for state in (-1, 1 << 64):
        with pytest.raises(rules.BadData, match="random generator"):
            game.load_state(json.dumps({**doc, "rng": {"state": state}}))
    entry = {"kind": "secret", "data": {}, "to": [game.min_players]}
    with pytest.raises(rules.BadData, match="audience"):
        game.load_state(json.dumps({**doc, "log": [*doc["log"], entry]}))


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_card_twice_is_refused(game_id):
    """Every game holds a fixed box of cards, each exactly once; borrowing one card's id for another breaks it."""
    game, doc = _midgame(game_id)
    text = json.dumps({k: v for k, v in doc.items() if k != "log"})
    ids = sorted({v for v in _strings(json.loads(text)) if "-" in v and text.count(f'"{v}"') == 1})
    damaged = json.dumps({**doc, **json.loads(text.replace(f'"{ids[0]}"', f'"{ids[1]}"'))})
    with pytest.raises(rules.BadData):
        game.load_state(damaged)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_checks_run_at_the_load_boundary_only(game_id, monkeypatch):
    """Bots play thousands of moves a second through legal_moves and apply: those never run the checks."""
    game = GAMES[game_id]

    def refuse(self, s):
        raise AssertionError("a check ran outside load_state")

    monkeypatch.setattr(Engine, "check_state", refuse)
    s = game.setup(game.min_players, 4)
    for _ in range(200):
        acting = game.to_act(s)
        if not acting:
            break
        s = game.apply(s, game.legal_moves(s, acting[0])[0])
        game.view(s, acting[0])


def _strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)


def test_la_criatura_attack_order_of_a_fallen_seat_is_refused_instead_of_looping_forever():
    """Combat skips attackers who no longer stand; an attack order naming only a fallen seat skipped forever."""
    game = GAMES["la-criatura"]
    for seed in range(100):
        s = game.setup(5, seed)
        while game.to_act(s) and not (s.phase == "combat" and not all(s.standing)):
            s = game.apply(s, game.legal_moves(s, game.to_act(s)[0])[-1])
        if s.phase == "combat":
            break
    doc = json.loads(game.dump_state(s))
    doc["attack_order"], doc["attack_pos"] = [s.standing.index(False)], 0
    with time_limit(5), pytest.raises(rules.BadData, match="attack order"):
        game.load_state(json.dumps(doc))
