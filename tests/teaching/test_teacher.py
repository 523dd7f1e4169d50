"""The teacher: each moment once per person, the start first, a moment about the reader's move before that move
(and only while it is theirs to make), what just happened after, nothing on a public screen that is a person's."""

import rules
from rules.bots import RandomBot
from tabletop.teaching.teacher import TABLE, Teacher

SC = "strange-creatures"


def _game(seed=3, players=4):
    game = rules.games()[SC]
    return game, game.setup(players, seed, game.Options(first_player=0))


def test_the_start_comes_first_then_the_readers_own_move():
    game, state = _game()
    teacher = Teacher(SC)
    shown = teacher.look("0", game.view(state, 0), game.legal_moves(state, 0))
    assert shown.moment.id == "aim"
    assert teacher.got_it("0").moment.id == "lead"
    assert teacher.got_it("0") is None


def test_a_moment_about_a_move_goes_once_the_move_is_no_longer_the_readers():
    game, state = _game()
    teacher = Teacher(SC)
    teacher.look("0", game.view(state, 0), game.legal_moves(state, 0))     # "aim" up, "lead" in line
    state = game.apply(state, game.legal_moves(state, 0)[0])
    teacher.moved("0")
    shown = teacher.look("0", game.view(state, 0), [])
    assert shown is None or shown.moment.id != "lead"
    assert not teacher.was_taught("0", "lead")      # never shown: it comes when the reader leads again


def test_a_move_moment_pushes_ahead_of_what_just_happened():
    """The reader played the lowest card: "the lowest card buys first" comes before "rewards" (the trick's
    events), though the trick was won first."""
    game, state = _game(seed=3)
    teacher = Teacher(SC)
    bots = [RandomBot(k) for k in range(4)]
    teacher.taught["0"] = ["aim", "lead", "follow-suit", "cannot-follow", "special-card", "colorless-card"]
    for _ in range(400):
        acting = game.to_act(state)
        moves = game.legal_moves(state, 0) if 0 in acting else []
        shown = teacher.look("0", game.view(state, 0), moves)
        if any(m.kind == "buy" for m in moves) and game.view(state, 0).buy_stage == "lowest":
            assert shown.moment.id == "lowest-buys"
            return
        while shown is not None:
            shown = teacher.got_it("0")
        seat = acting[0]
        teacher.moved(str(seat))
        state = game.apply(state, bots[seat].choose(game, game.view(state, seat)))
    raise AssertionError("seat 0 never played the lowest card in this game")


def test_each_person_is_taught_once_and_the_save_keeps_it():
    game, state = _game()
    taught: dict = {}
    teacher = Teacher(SC, taught)
    teacher.look("0", game.view(state, 0), game.legal_moves(state, 0))
    teacher.look("1", game.view(state, 1), [])
    assert taught == {"0": ["aim"], "1": ["aim"]}
    again = Teacher(SC, taught)                     # Continue: the same save
    assert again.look("0", game.view(state, 0), game.legal_moves(state, 0)).moment.id == "lead"


def test_a_public_screen_gets_no_moment_about_a_persons_move():
    game, state = _game()
    teacher = Teacher(SC)
    shown = teacher.look(TABLE, game.view(state, None), [])
    assert shown.moment.id == "aim" and teacher.got_it(TABLE) is None
    assert all(m.trigger != "move" for m in teacher.lesson.moments if m.public)


def test_away_hides_the_card_until_the_person_is_back_and_stop_ends_teaching():
    game, state = _game()
    teacher = Teacher(SC)
    teacher.look("0", game.view(state, 0), game.legal_moves(state, 0))
    teacher.away("0")
    assert teacher.showing("0") is None
    assert teacher.look("0", game.view(state, 0), game.legal_moves(state, 0)).moment.id == "aim"
    teacher.stop()
    assert teacher.showing("0") is None
    assert teacher.look("0", game.view(state, 0), game.legal_moves(state, 0)) is None


def test_a_game_continued_tells_no_old_event_as_news():
    game, state = _game()
    bots = [RandomBot(k) for k in range(4)]
    for _ in range(12):
        seat = game.to_act(state)[0]
        state = game.apply(state, bots[seat].choose(game, game.view(state, seat)))
    teacher = Teacher(SC)
    shown = teacher.look("0", game.view(state, 0), [], fresh=False)
    ids = [shown.moment.id] + [d.moment.id for d in teacher.readers["0"].line]
    assert ids == ["aim"]                # its start only: the tricks already played are not news


def test_what_happened_gives_way_to_the_readers_move_and_does_not_come_back():
    """"Rewards" on show, then the reader may buy: the buying card comes, and "Rewards" (shown already) does not
    come back a trick later over another trick."""
    from tabletop.teaching.moments import Due

    teacher = Teacher(SC)
    lesson = teacher.lesson
    rewards, buy = lesson.get("trick-won"), lesson.get("lowest-buys")
    game, state = _game()
    view = game.view(state, 0)
    teacher.look("0", view, [])                       # the reader's first look: the start
    teacher.got_it("0")
    reader = teacher.readers["0"]
    reader.showing = Due(rewards)
    moves = [m for m in game.legal_moves(state, 0)]
    assert teacher._line_up("0", [Due(buy, tuple(moves))]).moment.id == "lowest-buys"
    assert all(d.moment.id != "trick-won" for d in reader.line)
    assert teacher.got_it("0") is None
