"""Every round summary says why the round ended and where each player's points came from (issue 54): at each
round end of random games of every game that has one, at its smallest and largest table, in both languages,

- there is a reason line, in the language spoken (no English left in German, no field left unfilled);
- each row's parts add up to the round's points, and those are what the engine's own count moved by since the
  last round ended (stamps, series points, a side's score, sets, victory tokens), row by row;
- the summary dialog shows it whole at 1024x640 and 1920x1080 (the text-fits checks of the table).

The summary is built from the seat's view and its events only (the adapter never sees the state)."""

import random
from types import SimpleNamespace

import pygame
import pytest

import rules
from tabletop import language
from tabletop.games import ADAPTERS, make_adapter
from tabletop.render import fonts
from tabletop.scenes.summary import SummaryScene
from tests.english_left import english_in
from tests.tabletop.test_text_fits import problems

# the engine's own running count each game's round points add to (per seat, or per side in a team game)
TOTALS = {
    "strange-creatures": lambda s: [sum(stamps) for stamps in s.stamps],
    "safari-sprint": lambda s: list(s.series),
    "herds": lambda s: list(s.scores),
    "wonder-creature": lambda s: list(s.sets),
    "la-criatura": lambda s: list(s.tokens),
    "savannah": lambda s: list(s.scores),
}
SIZES = [(1024, 640), (1920, 1080)]


def summaries(game_id: str, players: int, seed: int):
    """(engine state, the summary's view and events, totals before the round) at each round end of a random game."""
    game = rules.games()[game_id]
    adapter = make_adapter(game_id, game)
    state, rnd = game.setup(players, seed), random.Random(seed)
    before = TOTALS[game_id](state) if game_id in TOTALS else None
    viewer = 0
    while not game.is_over(state):
        seen = len(game.view(state, viewer).events)
        state = game.apply(state, rnd.choice(game.legal_moves(state, game.to_act(state)[0])))
        view = game.view(state, viewer)
        new = view.events[seen:]
        if adapter.round_summary(view, new) is not None:
            yield adapter, state, view, new, before
            before = TOTALS[game_id](state) if game_id in TOTALS else None


def drawn_problems(app, adapter, summary) -> list[str]:
    found = []
    for size in SIZES:
        app.surface = pygame.Surface(size)
        app.window.size = size
        scene = SummaryScene(app, SimpleNamespace(round_summary=lambda: summary, adapter=adapter))
        scene.build()
        with fonts.placing() as drawn:
            scene.draw(app.surface)
        scene.leave()
        found += [f"{size}: {p}" for p in problems(drawn, size, summary.names)]
    return found


@pytest.mark.parametrize("game_id", list(ADAPTERS))
def test_each_round_summary_says_why_and_adds_up_the_points_in_both_languages(app, game_id):
    game = rules.games()[game_id]
    seen = 0
    for players in sorted({game.min_players, min(game.max_players, 6)}):
        for adapter, state, view, new, before in summaries(game_id, players, seed=players + 3):
            assert game_id in TOTALS, f"{game_id} has round summaries: name the engine's count they add to"
            now = TOTALS[game_id](state)
            for lang in ("en", "de"):
                language.choose(lang)
                try:
                    summary = adapter.round_summary(view, new)
                    where = f"{game_id} at {players}, {lang}, {summary.title!r}"
                    assert summary.reason and "{" not in summary.reason, where
                    if lang == "de":
                        assert not english_in(summary.reason, summary.names), (where, summary.reason)
                    assert summary.parts and len(summary.headers) == len(summary.rows[0]), where
                    if summary.points is not None:
                        for k, key in enumerate(summary.keys):
                            parts = [p.values[k] for p in summary.parts]
                            assert sum(parts) == summary.points[k], (where, summary.names[k], parts)
                            assert summary.points[k] == now[key] - before[key], (where, summary.names[k])
                    problems_found = drawn_problems(app, adapter, summary)
                    assert not problems_found, "\n".join([where, *problems_found[:8]])
                finally:
                    language.choose("en")
            seen += 1
    if game_id in TOTALS:
        assert seen, f"no round of {game_id} ended in the random games"


def test_the_summary_names_who_ended_the_round_from_the_engine():
    """Strange Creatures: the players named are those whose hands were empty after Phase 3; Herds: A or B."""
    for adapter, _state, view, new, _before in summaries("strange-creatures", 4, seed=8):
        end = next(e for e in new if e.kind == "round_end")
        out = end.data["out_of_cards"]
        assert out and all(adapter.name(p) in adapter.round_summary(view, new).reason for p in out)
    endings = set()
    for players in (2, 3, 4):
        for adapter, _state, view, new, _before in summaries("herds", players, seed=players):
            d = next(e for e in new if e.kind == "hand_scored").data
            endings.add(d["ended"])
            assert ("full herd" in adapter.round_summary(view, new).reason) == (d["ended"] == "full_herd")
            herds = [sum(points for _a, _n, points in side) for side in d["herds"]]
            assert herds == d["points"]
    assert "deck" in endings
