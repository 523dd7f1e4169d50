"""A phone's end of a game of an evening shows the series: who leads, each person's wins, each game's winners,
read from the history (the game just ended in it), in the laptop's language; nothing else of the history (no
points, no roles) and nothing any seat's view hides."""

import json

import pytest

from tabletop import language
from tabletop.evening.book import Book
from tabletop.phones.snapshot import PhoneViews
from tests.phones.evening_match import NAMES, evening_match
from tests.tabletop.privacy import hidden_words, leaked


@pytest.fixture(autouse=True)
def _data(tmp_path, monkeypatch):
    monkeypatch.setenv("MENAGERIE_DATA_DIR", str(tmp_path / "data"))


def test_the_end_carries_the_evening_with_this_game_in_it():
    match = evening_match()
    series = PhoneViews(match).snapshot(0).final.series
    games = Book().games_of(match.record.evening)
    assert len(games) == 3 and len(series.games) == 3
    assert series.games[0] == "1. Hi-Lo Hijinks: Ada" and series.games[1] == "2. La Criatura: Cleo"
    winner = NAMES[match.game.result(match.state).winners[0]]
    assert series.games[2].startswith("3. Hi-Lo Hijinks: ") and winner in series.games[2]
    wins = {name: int(won) for name, won in series.standings}
    assert sum(wins.values()) == sum(len(g.winners) for g in games) and set(wins) == set(NAMES)
    assert series.standings[0][0] in series.leaders


def test_the_series_says_only_names_wins_titles_and_winners_and_nothing_a_view_hides():
    match = evening_match()
    views = PhoneViews(match)
    for seat in range(3):
        sent = json.loads(views.messages(seat).whole)["snapshot"]["final"]["series"]
        words = json.dumps(sent)
        for private in ("the Creature", "infected", "-10", "14", "10"):       # roles and points stay in the history
            assert private not in words, private
        ids, hidden = hidden_words(match.game, match.state, seat)
        assert not leaked([words], ids, hidden)


def test_a_game_of_no_evening_has_no_series_and_the_series_is_said_in_german():
    match = evening_match()
    match.record = match.record.model_copy(update={"evening": None})
    assert PhoneViews(match).snapshot(0).final.series is None
    match.record = match.record.model_copy(update={"evening": "20261205-200000"})
    language.choose("de")
    try:
        series = PhoneViews(match).snapshot(0).final.series
        assert series.headers == ["Spieler", "Siege"] and series.title.startswith("Heute Abend")
    finally:
        language.choose("en")
