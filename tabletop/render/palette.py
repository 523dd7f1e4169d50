"""Colours shared by the drawings (chosen to stay apart for the common colour-vision deficiencies,
with a distinct shape per suit as the real safeguard)."""

SUIT_COLOURS = {
    "yellow": (240, 196, 48),
    "blue": (52, 120, 214),
    "green": (58, 156, 84),
    "brown": (140, 88, 48),
}
SUIT_LIGHT = {
    "yellow": (252, 242, 200),
    "blue": (214, 230, 250),
    "green": (214, 238, 218),
    "brown": (236, 220, 204),
}
INK = (28, 28, 30)
PAPER = (250, 247, 238)
GREY = (150, 150, 156)
GREY_LIGHT = (232, 232, 236)
GOLD = (232, 184, 58)
GOLD_DARK = (150, 108, 20)
SILVER = (200, 204, 210)
HIGHLIGHT = (255, 214, 90)
LEGAL = (120, 230, 140)
DANGER = (230, 80, 70)
STAMP_COLOURS = {1: (196, 72, 64), 2: (64, 116, 190), 3: (70, 150, 90), 4: (150, 84, 170)}
