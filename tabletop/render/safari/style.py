"""Colours shared by the duck! duck! SAFARI! board, duckies and cards.

Colour is never the only clue (every animal also has its own silhouette and card pattern), but
the colours are still chosen to stay apart in hue *and* lightness for the common deficiencies.
"""



CREAM = (255, 249, 232)
CARD_RATIO = 1.4
"""Height / width of every card of the box (game, racing, marker and lap cards)."""

DUCKY_COLOURS = {
    # body, shade (wing, underside), bill
    "elephant": ((172, 178, 194), (136, 144, 164), (244, 150, 40)),
    "lion": ((246, 194, 76), (214, 152, 44), (240, 120, 36)),
    "monkey": ((152, 100, 60), (114, 72, 40), (244, 150, 40)),
    "tiger": ((248, 146, 40), (214, 108, 22), (250, 196, 60)),
    "zebra": ((250, 250, 250), (206, 208, 218), (244, 150, 40)),
    "ducktor": ((255, 212, 56), (236, 170, 22), (246, 126, 34)),
}
"""The rubber of each ducky. The tiger's bill is yellow so it does not vanish into the orange."""

CARD_COLOURS = {
    # frame (strong), panel (light)
    "elephant": ((62, 118, 196), (222, 234, 250)),
    "lion": ((224, 160, 24), (253, 242, 208)),
    "monkey": ((58, 146, 70), (222, 242, 218)),
    "tiger": ((212, 78, 44), (252, 226, 212)),
    "zebra": ((116, 86, 168), (234, 226, 248)),
    "ducktor": ((36, 122, 122), (220, 240, 232)),
}
"""Card frames per suit: blue, gold, green, red, purple and teal (the teal explorer stands apart)."""

SAVANNA = {
    "grass": (150, 186, 92),
    "grass_dark": (112, 150, 64),
    "grass_light": (184, 210, 120),
    "sand": (244, 220, 160),
    "sand_dark": (222, 188, 118),
    "earth": (170, 118, 64),
    "earth_dark": (120, 80, 44),
    "sky_top": (255, 170, 76),
    "sky_low": (255, 226, 140),
    "sun": (255, 246, 200),
    "tree": (70, 56, 42),
}
