"""Teaching moments as data: every rules section is taught or said not to be, each game shows at least six
moments in one game, every moment has its German words, and a moment is worked out from the reader's view."""

import pytest

import rules
from rules.bots import RandomBot
from tabletop import language
from tabletop.teaching.cli import list_moments, taught_in_a_game
from tabletop.teaching.moments import condition, lesson, moments_path, section_index, sections
from tabletop.teaching.teacher import Teacher

TAUGHT = [g for g in sorted(rules.games()) if moments_path(g).is_file()]


def test_every_game_teaches():
    assert TAUGHT == sorted(rules.games())


@pytest.mark.parametrize("game_id", TAUGHT)
def test_every_rules_section_is_a_moment_or_says_why_not(game_id):
    game_lesson = lesson(game_id)
    named = sections(game_id)
    taught = {m.section for m in game_lesson.moments}
    assert taught <= set(named), f"moments name sections the rules text lacks: {taught - set(named)}"
    assert set(game_lesson.not_moments) <= set(named)
    assert not taught & set(game_lesson.not_moments), "a section both taught and listed as not a moment"
    left = [s for s in named if s not in taught and s not in game_lesson.not_moments]
    assert not left, f"rules sections neither taught nor listed as not a moment: {left}"
    assert all(why.strip() for why in game_lesson.not_moments.values())
    assert not any("NOT TAUGHT" in line for line in list_moments(game_id))


@pytest.mark.parametrize("game_id", TAUGHT)
def test_each_section_opens_at_the_same_place_in_german(game_id):
    """More: Rules (F1) opens the rules screen at the moment's section: its place among the headings, which
    the German text keeps."""
    assert len(sections(game_id, "de")) == len(sections(game_id, "en"))
    for m in lesson(game_id).moments:
        assert section_index(game_id, m.section) is not None


@pytest.mark.parametrize("game_id", TAUGHT)
def test_a_bots_only_game_shows_at_least_six_moments(game_id):
    shown = {line.split()[1] for line in taught_in_a_game(game_id, seed=2)}
    assert len(shown) >= 6, shown


@pytest.mark.parametrize("game_id", TAUGHT)
def test_each_moment_once_per_person(game_id):
    lines = taught_in_a_game(game_id, seed=3)
    assert len(lines) == len(set(lines))


@pytest.mark.parametrize("game_id", TAUGHT)
def test_moments_have_german_words_and_their_conditions_exist(game_id):
    for m in lesson(game_id).moments:
        assert m.title and m.text and len(m.text) <= 320, m.id
        if m.test:
            assert callable(condition(game_id, m.test))
    try:
        language.choose("de")
        for m in lesson(game_id).moments:
            assert language._(m.title) != m.title or m.title.isupper(), f"{m.id}: no German title"
            assert language._(m.text) != m.text, f"{m.id}: no German text"
    finally:
        language.choose("en")


@pytest.mark.parametrize("game_id", TAUGHT)
def test_a_moment_reads_only_the_readers_view(game_id):
    """Two states the reader cannot tell apart (a determinization of their view) make the same moments due."""
    game = rules.games()[game_id]
    players = max(game.min_players, min(4, game.max_players))
    state = game.setup(players, 5)
    bot = RandomBot(5)
    for step in range(60):
        if game.is_over(state):
            break
        for seat in range(players):
            view = game.view(state, seat)
            other = game.determinize(view, 1000 + step)
            assert game.view(other, seat) == view
            acting = seat in game.to_act(state)
            a, b = Teacher(game_id), Teacher(game_id)
            seen_a = a.look(str(seat), view, game.legal_moves(state, seat) if acting else [])
            seen_b = b.look(str(seat), game.view(other, seat), game.legal_moves(other, seat) if acting else [])
            assert (seen_a and seen_a.moment.id) == (seen_b and seen_b.moment.id)
            assert [d.moment.id for d in a.readers[str(seat)].line] == [d.moment.id for d in b.readers[str(seat)].line]
        seat = game.to_act(state)[0]
        state = game.apply(state, bot.choose(game, game.view(state, seat)))
