"""`python -m tabletop teach GAME --list | --teach`: a game's moments, and which ones a whole game shows.

`--list` prints each moment (id, rules section, trigger), then the rules sections taught by none and why.
`--teach` plays a bots-only game headless (random bots: quick) and, after every move, looks at the game through
each seat's own view as if a person sat there (and through the public table's): each card the teacher shows is
printed as `moment: ID (seat N)` or `moment: ID (table)`, and taken as read at once.
"""

import rules
from rules.bots import RandomBot

from ..language import _
from .moments import lesson, sections
from .teacher import TABLE, Teacher, person_of


def list_moments(game_id: str) -> list[str]:
    game_lesson = lesson(game_id)
    lines = [f"{m.id}\t{m.section}\t{m.describe()}" for m in game_lesson.moments]
    taught = {m.section for m in game_lesson.moments}
    for section in sections(game_id):
        if section not in taught:
            why = game_lesson.not_moments.get(section, "NOT TAUGHT AND NOT LISTED")
            lines.append(f"-\t{section}\tnot a moment: {why}")
    return lines


def taught_in_a_game(game_id: str, players: int | None = None, seed: int = 1, words: bool = False) -> list[str]:
    """The moments a bots-only game shows, one line each, in the order they are shown."""
    game = rules.games()[game_id]
    players = players or max(game.min_players, min(4, game.max_players))
    state = game.setup(players, seed)
    bots = [RandomBot(seed * 31 + p) for p in range(players)]
    teacher = Teacher(game_id)
    lines: list[str] = []
    while True:
        acting = game.to_act(state)
        for seat in [*range(players), None]:
            person = person_of(seat)
            view = game.view(state, seat)
            moves = game.legal_moves(state, seat) if seat is not None and seat in acting else []
            shown = teacher.look(person, view, moves)
            while shown is not None:
                where = "table" if person == TABLE else f"seat {seat}"
                line = f"moment: {shown.moment.id} ({where})"
                if words:
                    line += f" {_(shown.moment.title)}: {_(shown.moment.text)}"
                lines.append(line)
                shown = teacher.got_it(person)
        if game.is_over(state):
            return lines
        seat = acting[0]
        move = bots[seat].choose(game, game.view(state, seat))
        teacher.moved(person_of(seat))
        state = game.apply(state, move)
