"""The history file: what a finished game leaves in it, evenings, people, renaming and forgetting, and files
that are damaged or hostile (never a stop: set aside, said, a new history)."""

import json

import pytest

from tabletop.evening.book import HISTORY_FILE, QUIET_HOURS, Book
from tabletop.evening.entry import caught_up_book, played_game
from tabletop.evening.records import History, PlayedGame, PlayedSeat
from tabletop.storage.saves import read_save
from tests.tabletop.people_helpers import finished_match


class Clock:
    def __init__(self, now=1_000_000.0):
        self.now = now

    def __call__(self):
        return self.now


def game(key, evening, names, scores, winners, at=0.0, kind="strange-creatures", bots=()):
    seats = [PlayedSeat(name=n, kind="bot", level="Bot (strong)") if n in bots else PlayedSeat(name=n) for n in names]
    return PlayedGame(key=key, game=kind, evening=evening, seats=seats, scores=scores, winners=winners,
                      started_at=at, finished_at=at)


def played_to_the_end(game_id, seed, evening, seats=None):
    """A real game of bots played to its end through a Match (which saves it and enters it in the history)."""
    seats = seats or [(n, "Bot (random)") for n in ("Ada", "Basil", "Cleo")]
    return finished_match(game_id, seats, seed, evening)


def test_a_finished_game_of_an_evening_is_entered_from_its_save(data_dir):
    import time

    evening = Book().evening_for_game()
    before = time.time()
    match = played_to_the_end("hi-lo-hijinks", 3, evening)
    book = Book()
    [entry] = book.games_of(evening)
    assert before <= entry.started_at < entry.finished_at <= time.time()    # when it ended, not when it began
    assert book.person("Ada") is None                          # bots are not people
    result = match.game.result(match.state)
    assert entry.key == match.save_path.stem and entry.game == "hi-lo-hijinks"
    assert entry.scores == list(result.scores) and entry.winners == list(result.winners)
    assert [s.name for s in entry.seats] == ["Ada", "Basil", "Cleo"] and {s.kind for s in entry.seats} == {"bot"}
    assert read_save(match.save_path).evening == evening


def test_a_game_without_an_evening_is_not_entered(data_dir):
    played_to_the_end("hi-lo-hijinks", 4, None)
    assert Book().history.games == []


def test_a_game_whose_entry_was_lost_is_caught_up_from_its_save(data_dir):
    """A kill between the game's last save and its entry: the next reading of the book enters it."""
    evening = Book().evening_for_game()
    match = played_to_the_end("hi-lo-hijinks", 6, evening)
    (data_dir / HISTORY_FILE).unlink()
    book = caught_up_book()
    assert [g.key for g in book.games_of(evening)] == [match.save_path.stem]
    assert book.open_evening() is not None and book.open_evening().key == evening


def test_hidden_roles_are_kept_only_as_the_public_end_shows_them(data_dir):
    """La Criatura: the history keeps each seat's role from the public view at the end, never a seat's own view;
    before the end nothing is entered at all."""
    evening = Book().evening_for_game()
    seats = [(f"P{i}", "Bot (random)") for i in range(5)]
    match = played_to_the_end("la-criatura", 7, evening, seats)
    [entry] = Book().games_of(evening)
    public = match.game.view(match.state, None).statuses
    assert entry.roles == ([str(r) if r else None for r in public] if any(public) else None)
    engine = match.game
    earlier = engine.view(match.states[len(match.states) // 2], None).statuses
    mine = engine.view(match.states[len(match.states) // 2], 0).status
    assert mine is not None and earlier[0] is None      # hidden mid-game, so a mid-game entry would have leaked it


def test_evenings_open_close_and_go_quiet(data_dir):
    clock = Clock()
    book = Book(clock=clock)
    assert book.open_evening() is None
    first = book.evening_for_game()
    assert book.evening_for_game() == first                       # the open one is joined
    book.record(game("g1", first, ["Ada", "Basil"], [3, 1], [0], at=clock.now))
    clock.now += QUIET_HOURS * 3600 - 1
    assert book.open_evening().key == first
    clock.now += 2
    assert book.open_evening() is None                             # last night's
    second = book.evening_for_game()
    assert second != first
    third = book.new_evening()
    assert [e.key for e in Book().evenings] == [first, second, third.key]
    assert all(e.ended_at is not None for e in Book().evenings[:2]) and Book().evenings[2].ended_at is None
    assert book.evening_for_game(continuing=False) != third.key


def test_people_are_remembered_newest_first_with_their_own_colours(data_dir):
    book = Book()
    evening = book.evening_for_game()
    book.record(game("g1", evening, ["Ada", "Basil", "Bot"], [3, 1, 0], [0], at=10, bots=("Bot",)))
    book.record(game("g2", evening, ["Cleo", "ada"], [3, 1], [0], at=20))
    book.record(game("g3", evening, ["Cleo", "Basil"], [3, 1], [0], at=5))      # an older game changes nothing
    book.record(game("g4", evening, ["Cleo"], [3], [0], at=30))
    book = Book()
    assert [p.name for p in book.people] == ["Cleo", "Ada", "Basil"]         # bots are not people; "ada" is Ada
    colours = [p.colour for p in book.people]
    assert len(set(colours)) == 3
    assert book.colour_of("ADA") == book.person("Ada").colour
    assert book.colour_of("Dmitri") not in colours


def test_rename_and_forget_reach_every_game(data_dir):
    book = Book()
    evening = book.evening_for_game()
    book.record(game("g1", evening, ["Ada", "Basil"], [3, 1], [0], at=10))
    book.record(game("g2", evening, ["Basil", "Ada"], [3, 1], [0], at=20))
    assert book.rename("Ada", "Basil") is not None                          # someone else's name
    assert book.rename("Nobody", "X") is not None and book.rename("Ada", " ") is not None
    assert book.rename("ada", "Adelaide") is None
    text = (data_dir / HISTORY_FILE).read_text()
    assert "Adelaide" in text and '"Ada"' not in text
    book.forget("Adelaide")
    text = (data_dir / HISTORY_FILE).read_text()
    assert "Adelaide" not in text
    seats = [s for g in Book().history.games for s in g.seats if s.kind == "forgotten"]
    assert [s.name for s in seats] == ["#1", "#2"] and [p.name for p in Book().people] == ["Basil"]


HOSTILE = [
    b"{not json",
    b"[]",
    b'{"format": "menagerie-history", "version": 99}',
    b'{"format": "menagerie-history", "version": 1, "games": [{"key": "../../etc", "game": "x", "evening": "e",'
    b' "seats": [{"name": "A"}], "scores": [1], "winners": [0]}]}',
    b'{"format": "menagerie-history", "version": 1, "games": [{"key": "k", "game": "x", "evening": "e",'
    b' "seats": [{"name": "A"}], "scores": [1e400], "winners": [0]}]}',
    b'{"format": "menagerie-history", "version": 1, "games": [{"key": "k", "game": "x", "evening": "e",'
    b' "seats": [{"name": "A"}], "scores": [1, 2], "winners": [5]}]}',
    b'{"format": "menagerie-history", "version": 1, "people": [{"name": "A", "colour": "1"}]}',
    b'{"format": "menagerie-history", "version": 1, "people": [{"name": "A"}, {"name": "a"}]}',
    b"[" * 100_000 + b"]" * 100_000,
    b"\xff\xfe\x00garbage",
]


@pytest.mark.parametrize("content", HOSTILE, ids=range(len(HOSTILE)))
def test_a_damaged_or_hostile_file_is_set_aside_and_said(data_dir, content):
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / HISTORY_FILE).write_bytes(content)
    book = Book()
    assert book.history == History() and book.problem
    kept = [p for p in data_dir.iterdir() if p.name.startswith("history.damaged-")]
    assert len(kept) == 1 and kept[0].read_bytes() == content
    book.record(game("g1", book.evening_for_game(), ["Ada"], [1], [0]))
    assert Book().problem is None and len(Book().history.games) == 1


def test_a_folder_where_the_file_should_be_never_stops_a_game(data_dir):
    (data_dir / HISTORY_FILE).mkdir(parents=True)
    book = Book()
    assert book.problem is not None or book.history == History()
    assert book.write() is False and book.write_error
    match = played_to_the_end("hi-lo-hijinks", 8, "e1")       # the game ends and is saved all the same
    assert read_save(match.save_path).finished


def test_entries_are_made_from_the_public_result_only(data_dir):
    """The entry is the same whichever seat's eyes the table had: it reads the result and the public view."""
    evening = Book().evening_for_game()
    match = played_to_the_end("hi-lo-hijinks", 9, evening)
    again = played_game(match.game, match.snapshot(), match.state, "x", 1.0)
    assert json.loads(again.model_dump_json())["scores"] == [float(x) for x in match.game.result(match.state).scores]
