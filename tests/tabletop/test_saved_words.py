"""The Continue and Games lists' rows: every save says a whole time and a date, and a row too wide for its
label names fewer players rather than losing its time."""

import time

from tabletop.render import fonts
from tabletop.scenes.saved_words import row_words, when


def local(y, mo, d, h, mi) -> float:
    return time.mktime((y, mo, d, h, mi, 0, 0, 0, -1))


NOW = local(2025, 12, 5, 21, 0)


def test_every_save_has_a_whole_time_and_a_date():
    assert when(local(2025, 12, 5, 20, 59), NOW) == "today 20:59, 5 Dec"        # a minute ago: still its time
    assert when(local(2025, 12, 5, 0, 5), NOW) == "today 00:05, 5 Dec"
    assert when(local(2025, 12, 4, 23, 50), NOW) == "yesterday 23:50, 4 Dec"
    assert when(local(2025, 12, 2, 3, 40), NOW) == "2 Dec 03:40"
    assert when(local(2024, 10, 26, 2, 40), NOW) == "26 Oct 2024 02:40"
    assert when(0, NOW) == "date unknown"


def test_a_row_that_is_too_wide_names_fewer_players_and_keeps_its_time():
    import pygame

    pygame.init()
    names = ["Player 1", "Ada (bot)", "Basil (bot)", "Cleo (bot)", "Dmitri (bot)"]
    stamp = local(2025, 12, 4, 20, 15)
    whole = row_words("Safari Sprint", names, 40, False, stamp, now=NOW)
    assert whole == ("Safari Sprint · Player 1, Ada (bot), Basil (bot), Cleo (bot), Dmitri (bot) · 40 moves · "
                     "yesterday 20:15, 4 Dec")

    def measure(words):
        return fonts.font(16).size(words)[0]

    bare = measure("Safari Sprint · 40 moves · yesterday 20:15, 4 Dec · playing now")
    full = measure(row_words("Safari Sprint", names, 40, False, stamp, live=True, now=NOW))
    named = []
    for width in range(bare, full + 20, 15):
        row = row_words("Safari Sprint", names, 40, False, stamp, live=True, width=width, measure=measure, now=NOW)
        assert measure(row) <= width, (width, row)
        assert row.startswith("Safari Sprint · ") and row.endswith("40 moves · yesterday 20:15, 4 Dec · playing now")
        named.append(row)
    assert any("Player 1, Ada (bot) and 3 more" in row for row in named)
    assert any("· 5 players ·" in row for row in named)
    assert named[-1].count("(bot)") == 4                      # room enough: everyone is named
    done = row_words("Hi-Lo Hijinks", ["Robin", "Bot 1"], 1, True, stamp, now=NOW)
    assert done == "Hi-Lo Hijinks · Robin, Bot 1 · 1 move · finished · yesterday 20:15, 4 Dec"
