"""Every table in German: a bots-only game of every game, drawn at points along the way and at its end, shows no
string only the English catalog has and no common English word (the players' names and the games' titles aside):
the pieces, panel, status line, log, prompts, summaries and the final table."""

import random

import pytest

import rules
from tabletop.games import ADAPTERS
from tests.english_left import english_in
from tests.tabletop.test_layout import checkpoints
from tests.tabletop.test_text_fits import NAMES, draw_recorded, players_for, table_at


def to_the_end(game, state, seed: int):
    rnd = random.Random(seed)
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        state = game.apply(state, rnd.choice(game.legal_moves(state, seat)))
    return state


def words_shown(scene) -> list[str]:
    """Every string the table shows its viewer now, drawn or in its log, summary or questions."""
    app = scene.app
    shown = [p.words for p in draw_recorded(app, scene, (1280, 800)) if p.words]
    shown += scene.narration
    summary = scene.round_summary()
    if summary:
        title, headers, rows = summary
        shown += [title, *headers, *(str(cell) for row in rows for cell in row)]
    moves = scene.my_moves()
    if moves:
        prompt = scene.adapter.ask(scene.view, moves)
        shown += [prompt.title, *(o.label for o in prompt.options)]
    shown.append(scene.adapter.status(scene.view, bool(moves)))
    return shown


@pytest.mark.parametrize("game_id", list(ADAPTERS))
def test_a_german_table_shows_no_english(app, german, game_id):
    game = rules.games()[game_id]
    players = players_for(game)
    names = NAMES[:players]
    scene = table_at(app, game_id, players)
    states = list(checkpoints(game, players, seed=5, every=19, most=4))
    states.append(to_the_end(game, states[-1], 5))
    found = []
    for k, state in enumerate(states):
        scene.session.state = state
        scene.refresh(animate=False)
        found += [(k, line, e) for line in words_shown(scene) if (e := english_in(line, names))]
    result = game.result(states[-1])
    headers, rows = scene.adapter.final_table(scene.view, result)
    found += [("end", cell, e) for cell in [*headers, *(str(c) for row in rows for c in row)]
              if (e := english_in(cell, names))]
    assert not found, f"{len(found)} strings with English, first:\n" + "\n".join(map(str, found[:15]))
