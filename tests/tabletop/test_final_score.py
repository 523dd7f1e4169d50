"""The final score and round summaries hold ten seats: the table fits its panel, the winners fit one line."""

import pygame

from tabletop.scenes.summary import winners_line
from tabletop.table.overlays import draw_table


def test_winners_are_named_as_people_say_them():
    assert winners_line(["Ada"]) == "Ada wins!"
    assert winners_line(["Ada", "Basil"]) == "Ada and Basil win!"
    assert winners_line(["Ada", "Basil", "Cleo"]) == "Ada, Basil and Cleo win!"


def test_ten_rows_fit_the_room_they_are_given():
    headers = ["Player", "Was", "Standing", "Tokens", ""]
    rows = [[f"Player {i} (bot)", "infected", "knocked out", i % 3, "wins"] for i in range(10)]
    surface = pygame.Surface((1024, 640))
    for room in (pygame.Rect(40, 110, 944, 300), pygame.Rect(40, 110, 944, 420), pygame.Rect(200, 100, 560, 360)):
        bottom = draw_table(surface, room, headers, rows, highlight_rows=(1, 4))
        assert bottom <= room.bottom + 14, (room, bottom)    # the last row's gap may reach past the room
