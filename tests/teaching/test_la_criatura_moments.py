"""La Criatura's moments and its hidden roles: a role moment says the reader's own status as it is now (never a
status they had before the first position), only to that reader, and never on a public screen."""

import rules
from rules.bots import RandomBot
from tabletop.teaching.moments import due, lesson
from tabletop.teaching.teacher import TABLE, Teacher, person_of

GAME = rules.games()["la-criatura"]
LESSON = lesson("la-criatura")
ROLE = {"role-human": "human", "role-creature": "creature", "role-infected": "infected"}


def first_look(state, seat):
    view = GAME.view(state, seat)
    moves = GAME.legal_moves(state, seat) if seat is not None and seat in GAME.to_act(state) else []
    return {d.moment.id for d in due(LESSON, view, view.events, moves, first=True, public=seat is None)}


def test_the_first_holder_moved_on_is_told_infected_not_creature():
    """Setup deals the Creature to seat 0 and the first turn's movement moves it to seat 1: seat 0's view holds
    both its character events, and it is told only that it is infected now."""
    state = GAME.setup(4, 5, {"first_player": 0, "creature_deals": [0, 1]})
    assert [GAME.view(state, p).status for p in range(4)] == ["infected", "creature", "human", "human"]
    told = {p: first_look(state, p) & set(ROLE) for p in [0, 1, 2, 3, None]}
    assert told == {0: {"role-infected"}, 1: {"role-creature"}, 2: {"role-human"}, 3: {"role-human"}, None: set()}


def test_role_moments_match_the_readers_status_and_never_reach_the_table():
    """Over whole bots-only games: each role moment is shown to a seat whose own status is that role at the
    moment it is shown; the public table is shown no moment marked not public."""
    for players, seed in [(3, 1), (5, 2), (7, 3), (4, 8), (6, 11)]:
        state = GAME.setup(players, seed)
        bots = [RandomBot(seed * 13 + p) for p in range(players)]
        teacher = Teacher("la-criatura")
        first = True
        roles_shown = 0
        while True:
            for seat in [*range(players), None]:
                view = GAME.view(state, seat)
                moves = GAME.legal_moves(state, seat) if seat is not None and seat in GAME.to_act(state) else []
                person = person_of(seat)
                shown = teacher.look(person, view, moves, first)
                while shown is not None:
                    if person == TABLE:
                        assert shown.moment.public, shown.moment.id
                    if shown.moment.id in ROLE:
                        assert view.status == ROLE[shown.moment.id], (players, seed, seat, shown.moment.id)
                        roles_shown += 1
                    shown = teacher.got_it(person)
            first = False
            if GAME.is_over(state):
                break
            seat = GAME.to_act(state)[0]
            teacher.moved(person_of(seat))
            state = GAME.apply(state, bots[seat].choose(GAME, GAME.view(state, seat)))
        assert roles_shown >= players          # every seat was told its role at the start


def test_a_victory_token_is_taught_to_its_owner_only():
    state = GAME.setup(4, 5, {"first_player": 2})
    gained = {p: "tokens" in first_look(state, p) for p in [0, 1, 2, 3, None]}
    assert gained == {0: False, 1: False, 2: True, 3: False, None: False}


def test_the_aim_says_how_many_seats_the_helicopter_has():
    """The book's game is told that one player escapes; the two-seats game that two do, and who wins then."""
    for options, aim in [({}, "aim"), ({"two_seats": True}, "aim-two-seats")]:
        state = GAME.setup(5, 3, options)
        for seat in [0, 4, None]:
            assert first_look(state, seat) & {"aim", "aim-two-seats"} == {aim}


def test_the_helicopter_prompt_teaches_every_seat_alike():
    """Every standing seat confirms the helicopter at once (and the table shows who has): a moment there for the
    Creature alone would hold its holder up for all to see. Every seat asked is taught the same."""
    checked = 0
    for players, seed in [(3, 1), (4, 2), (5, 3), (6, 4)]:
        state = GAME.setup(players, seed)
        bots = [RandomBot(seed + p) for p in range(players)]
        while GAME.view(state, None).phase != "heli_reveal":
            seat = GAME.to_act(state)[0]
            state = GAME.apply(state, bots[seat].choose(GAME, GAME.view(state, seat)))
        asked = GAME.to_act(state)
        statuses = {GAME.view(state, p).status for p in asked}
        taught = {frozenset(d.moment.id for d in due(LESSON, GAME.view(state, p), [], GAME.legal_moves(state, p),
                                                     first=False) if d.moment.trigger == "move") for p in asked}
        assert len(taught) == 1 and "heli-reveal" in next(iter(taught)), (players, seed, taught)
        checked += "creature" in statuses
    assert checked                      # the Creature was among those asked at least once
