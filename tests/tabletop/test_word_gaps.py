"""Two words of the log read as two words: at every size the log uses (the window sizes a table is played at),
in both languages, in regular and bold (the newest line), the blank between the ink of one word and the next is
at least 0.3 em. Noto Sans's own space is a quarter em, hinted down to 3 px at 13 px: "4Elephant", "8points".

The gap is measured on the drawn pixels of each pair of letters that meet at a space in real log lines (the last
letter of a word, the space, the first letter of the next), so it is what a reader sees, overhangs included."""

import math
import random

import pygame
import pytest

import rules
from tabletop import language
from tabletop.games import make_adapter
from tabletop.render import fonts
from tabletop.table.frame import make_frame
from tabletop.table.panel import log_size

WINDOWS = [(1024, 640), (1280, 800), (1920, 1080)]
LEAST = 0.3                          # em


def log_text(lang: str) -> list[str]:
    """The log lines of a stretch of a random game of every game, in `lang`."""
    language.choose(lang)
    try:
        lines = []
        for gid, game in rules.games().items():
            state = game.setup(players=min(game.max_players, max(game.min_players, 3)), seed=5)
            adapter = make_adapter(gid, game)
            rnd = random.Random(5)
            for _ in range(80):
                if game.is_over(state):
                    break
                state = game.apply(state, rnd.choice(game.legal_moves(state, game.to_act(state)[0])))
            lines += [t for t in map(adapter.narrate, game.view(state, 0).events) if t]
        return lines
    finally:
        language.choose("en")


def meetings(lines: list[str]) -> set[tuple[str, str]]:
    """(last letter of a word, first letter of the next) for every single space between two words."""
    return {(line[i - 1], line[i + 1]) for line in lines for i in range(1, len(line) - 1)
            if line[i] == " " and line[i - 1] != " " and line[i + 1] != " "}


def ink_gap(left: str, right: str, size: int, weight: str) -> int:
    """Blank pixel columns between the ink of `left` and of `right`, drawn as "left right"."""
    font = fonts.font(size, weight)
    img = font.render(f"{left} {right}", True, (255, 255, 255))
    mask = pygame.mask.from_surface(img, 60)
    w, h = mask.get_size()
    inked = [any(mask.get_at((x, y)) for y in range(h)) for x in range(w)]
    start, end = font.size(left)[0], font.size(f"{left} ")[0]     # where the space is
    lo = min(start, w)
    while lo > 0 and not inked[lo - 1]:
        lo -= 1
    hi = end
    while hi < w and not inked[hi]:
        hi += 1
    return hi - lo


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_words_of_the_log_are_a_readable_gap_apart_at_every_size_it_is_drawn(lang):
    pairs = meetings(log_text(lang))
    assert len(pairs) > 50
    narrow = []
    for size in sorted({log_size(make_frame(w)) for w in WINDOWS}):
        least = math.ceil(LEAST * size)
        for weight in ("regular", "bold"):
            narrow += [f"{a!r} {b!r} at {size} px {weight}: {gap} px < {least}"
                       for a, b in sorted(pairs) if (gap := ink_gap(a, b, size, weight)) < least]
    assert not narrow, "\n".join(narrow[:20])


def test_the_wider_space_is_drawn_and_measured_alike_and_leaves_the_words_as_given():
    font = fonts.font(13)
    with fonts.recording() as written:
        img = fonts.text("4 Elephant", 13)
    assert written == ["4 Elephant"]                      # what reads the drawn words reads the words given
    assert img.get_width() == font.size("4 Elephant")[0]  # and every measure agrees with the drawing
    assert font.size("4 Elephant")[0] >= font.size("4Elephant")[0] + math.ceil(13 / 3)
