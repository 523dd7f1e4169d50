"""The log read again after every move narrates only the move's new events (the narrator keeps each event's
line), and reads exactly as narrating every event again would: after a move, after a move taken back and
another played, and for another viewer's events."""

import random

import rules
from tabletop.couch.match import Match
from tabletop.games import make_adapter
from tabletop.table.log import LogLine, Narrator, log_lines

GAME = "strange-creatures"


def fresh_lines(adapter, view) -> list[LogLine]:
    return [LogLine(text) for text in map(adapter.narrate, view.events) if text]


def test_a_grown_log_narrates_only_its_new_events_and_reads_as_narrating_it_all():
    game = rules.games()[GAME]
    match = Match.new(game, 4, seed=7, autosave=False)
    adapter = make_adapter(GAME, game)
    adapter.names = list(match.names)
    said = []

    def narrate(event):
        said.append(event)
        return adapter.narrate(event)

    narrator = Narrator(narrate)
    rnd = random.Random(7)
    lines = log_lines(game, narrator, match.view(1))
    for _ in range(30):
        mover = match.to_act()[0]
        match.play(rnd.choice(game.legal_moves(match.state, mover)))
        said.clear()
        lines = log_lines(game, narrator, match.view(1))
        assert lines == fresh_lines(adapter, match.view(1))
        assert len(said) < len(match.view(1).events), "only the new events were narrated"
        lines.append(LogLine("scribbled on by a caller"))      # a caller's list is its own
    assert log_lines(game, narrator, match.view(1)) == fresh_lines(adapter, match.view(1))


def test_a_log_that_is_not_the_last_one_grown_is_read_again_whole():
    game = rules.games()[GAME]
    match = Match.new(game, 4, seed=9, autosave=False)
    adapter = make_adapter(GAME, game)
    adapter.names = list(match.names)
    narrator = Narrator(adapter.narrate)
    rnd = random.Random(9)
    for _ in range(12):
        mover = match.to_act()[0]
        match.play(rnd.choice(game.legal_moves(match.state, mover)))
        for seat in (0, None, 2):                               # viewers in turn, as the hot-seat curtain does
            assert log_lines(game, narrator, match.view(seat)) == fresh_lines(adapter, match.view(seat))
    now = match.view(0).events
    older = list(now[:-3])                                      # an older position's log (a move taken back)...
    assert log_lines(game, narrator, match.view(0).model_copy(update={"events": older})) == \
        [LogLine(t) for t in map(adapter.narrate, older) if t]
    if match.undo_refusal(match.moves[-1].seat) is None:
        match.undo(match.moves[-1].seat)
    mover = match.to_act()[0]                                   # ...and another history from there
    match.play(rnd.choice(game.legal_moves(match.state, mover)))
    assert log_lines(game, narrator, match.view(0)) == fresh_lines(adapter, match.view(0))


def test_with_moves_taken_back_the_log_reads_as_narrating_it_all_for_every_viewer():
    game = rules.games()[GAME]
    match = Match.new(game, 4, seed=4, autosave=False)
    adapter = make_adapter(GAME, game)
    adapter.names = list(match.names)
    shared, own = Narrator(adapter.narrate), {seat: Narrator(adapter.narrate) for seat in range(4)}
    rnd = random.Random(4)
    struck = 0
    for _ in range(60):
        if match.over:
            break
        mover = match.to_act()[0]
        match.play(rnd.choice(game.legal_moves(match.state, mover)))
        if rnd.random() < 0.4 and match.undo_refusal(mover) is None:
            match.undo(mover)
        for seat in range(4):
            view = match.view(seat)
            plain = log_lines(game, adapter.narrate, view, match.taken_back, name=adapter.name)
            assert log_lines(game, own[seat], view, match.taken_back, name=adapter.name) == plain
            assert log_lines(game, shared, view, match.taken_back, name=adapter.name) == plain
            struck += sum(line.taken_back for line in plain)
    assert len(match.taken_back) >= 3 and struck, "moves were taken back and shown struck through"
