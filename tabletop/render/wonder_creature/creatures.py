"""The two creatures of Wonder Creature, each drawn once across a strip three cards wide.

The strip is cut into the head, body and tail cards, so laying matching cards side by side
rebuilds one animal. Both creatures face left (the head card is laid first, on the left) and cross
the cuts with the same neck and tail root (style.NECK_JOIN, style.TAIL_JOIN): any head meets any
body, as the game's mixed creatures do. A part keeps to its own third, apart from the joins.
"""

import math
from functools import lru_cache

import pygame

from .. import safe
from ..drawing import dilate, shrink, supersample
from .style import (
    CARD_RATIO,
    CREATURE_COLOURS,
    EYE,
    FAR_SIDE,
    GROUND,
    NECK_JOIN,
    OUTLINE,
    TAIL_JOIN,
    UNIT_H,
    UNIT_W,
    Pen,
    cubic,
    mix,
)

STRIP_UNITS = 3 * UNIT_W

# ----- the joins every creature shares ------------------------------------------------------------

HEAD_ZOOM = ((6.0, 80.0), 1.2)
"""Heads are drawn on their own frame and enlarged about the snout's tip."""
NECK_PATH = ((66, 80), (80, 84), (90, 84))
"""Head end of the neck: from the back of the head to the join (then on into the body)."""
NECK_INTO_BODY = ((112, 84), (120, 85), (128, 86))
TAIL_FROM_BODY = (180, 96)
BODY = (108, 70, 84, 42)
"""The torso's ellipse (x, y, w, h): the same for both creatures, so either body takes either neck."""


def _neck(pen, colour, head_r=13.0, body_r=17.0):
    x, y, r = NECK_JOIN
    (ax, ay), (bx, by), (cx, cy) = NECK_PATH
    pen.stroke(colour, cubic((ax, ay), (bx, by), (cx, cy), (x, y)), head_r, r)
    pen.stroke(colour, cubic((x, y), *NECK_INTO_BODY), r, body_r)
    pen.poly(colour, [(x - 8, y - r), (x + 8, y - r), (x + 8, y + r), (x - 8, y + r)])


def _tail_root(pen, colour, body_r):
    """From the body to the join: the part of the tail that lies on the body card."""
    x, y, r = TAIL_JOIN
    fx, fy = TAIL_FROM_BODY
    pen.stroke(colour, [(fx + (x - fx) * t / 10, fy + (y - fy) * t / 10) for t in range(11)], body_r, r)
    pen.poly(colour, [(x - 8, y - r), (x + 8, y - r), (x + 8, y + r), (x - 8, y + r)])


def _spike(pen, colour, x, y, size, angle=-math.pi / 2):
    """A small triangle standing on (x, y), pointing along `angle`."""
    dx, dy = math.cos(angle), math.sin(angle)
    nx, ny = -dy, dx
    pen.poly(colour, [(x + nx * size * 0.5, y + ny * size * 0.5), (x + dx * size, y + dy * size),
                      (x - nx * size * 0.5, y - ny * size * 0.5)])


def _along(points, t):
    """The point a share `t` of the way along a polyline (by index) and the direction there."""
    i = min(len(points) - 2, max(0, int(t * (len(points) - 1))))
    (x0, y0), (x1, y1) = points[i], points[i + 1]
    return points[i], math.atan2(y1 - y0, x1 - x0)


def _body_top(x):
    bx, by, bw, bh = BODY
    cx, cy, rx, ry = bx + bw / 2, by + bh / 2, bw / 2, bh / 2
    return cy - ry * math.sqrt(max(0.0, 1 - ((x - cx) / rx) ** 2))


# ----- the dragon ----------------------------------------------------------------------------------

DRAGON_WING = {"shoulder": (140, 80), "elbow": (120, 62), "wrist": (134, 36),
               "tips": ((162, 38), (182, 48), (190, 64)), "attach": (174, 80), "hub": (150, 64)}
"""The near wing, raised: the arm bends shoulder -> elbow -> wrist, the fingers run wrist -> tips and
the skin between them sags towards the hub."""
DRAGON_TAIL = (((200, 98), (232, 98), (250, 118), (268, 98)), ((268, 98), (278, 86), (283, 72), (280, 60)))
DRAGON_SPADE = ((280, 40), (292, 56), (280, 62), (268, 56))


def _bat_wing(pen, membrane, bone, shift=(0, 0)):
    sx, sy = shift
    at = {k: (v[0] + sx, v[1] + sy) for k, v in DRAGON_WING.items() if k != "tips"}
    tips = [(x + sx, y + sy) for x, y in DRAGON_WING["tips"]]
    wrist, hub = at["wrist"], at["hub"]
    edge = [at["shoulder"], at["elbow"], wrist]
    for a, b in zip([wrist, *tips], [*tips, at["attach"]], strict=True):
        mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
        sag = 0.12 if a == wrist else 0.42
        pull = (mx + (hub[0] - mx) * sag, my + (hub[1] - my) * sag)
        edge += cubic(a, pull, pull, b, 10)[1:]
    pen.poly(membrane, edge)
    for tip in tips:
        pen.stroke(bone, [wrist, tip], 1.2, 0.6)
    pen.stroke(bone, [at["shoulder"], at["elbow"], wrist], 2.8, 1.8)
    _spike(pen, EYE["claw"], wrist[0] - 1, wrist[1] - 1, 6, -2.2)


def _dragon_far(pen, c):
    """The far legs and wing, darker."""
    shade = c["shade"]
    pen.stroke(shade, [(138, 100), (134, 110), (136, GROUND - 3)], 6, 4)
    pen.ellipse(shade, 128, GROUND - 6, 14, 6)
    pen.stroke(shade, [(178, 100), (186, 112), (182, GROUND - 3)], 7, 4)
    pen.ellipse(shade, 174, GROUND - 6, 14, 6)
    _bat_wing(pen, mix(c["wing"], FAR_SIDE, 0.35), mix(c["wing_bone"], FAR_SIDE, 0.3), (6, -3))


def _dragon_tail(pen, c):
    body = c["body"]
    _tail_root(pen, body, 11)
    first, second = DRAGON_TAIL
    tail1, tail2 = cubic(*first), cubic(*second)
    pen.stroke(body, tail1, TAIL_JOIN[2], 4)
    pen.stroke(body, tail2, 4, 2.4)
    pen.poly(body, DRAGON_SPADE)
    pen.poly(c["spike"], [(280, 44), (288, 55), (280, 58), (272, 55)])
    for t in (0.3, 0.55, 0.8):
        (x, y), a = _along(tail1, t)
        r = TAIL_JOIN[2] + (4 - TAIL_JOIN[2]) * t
        _spike(pen, c["spike"], x + math.sin(a) * r * 0.9, y - math.cos(a) * r * 0.9, 5.5 - 2 * t, a - math.pi / 2)


def _dragon_body(pen, c):
    body, shade, belly = c["body"], c["shade"], c["belly"]
    for x in (126, 136, 160, 172, 182):  # the ridge along the back
        _spike(pen, c["spike"], x, _body_top(x) + 2.5, 7.5)
    neck = cubic(NECK_PATH[0], NECK_PATH[1], NECK_PATH[2], NECK_JOIN[:2])
    (x, y), a = _along(neck, 0.45)
    _spike(pen, c["spike"], x, y - 10, 7)
    pen.ellipse(body, *BODY)
    _neck(pen, body)
    pen.ellipse(belly, 120, 96, 58, 15)
    for x in (132, 142, 152, 162):
        pen.line(mix(belly, shade, 0.5), (x, 98), (x - 2, 110), 1.0)


def _dragon_legs(pen, c):
    body = c["body"]
    pen.ellipse(body, 115, 88, 24, 22)
    pen.stroke(body, [(126, 100), (123, 112), (126, GROUND - 3)], 6, 4.5)
    pen.ellipse(body, 116, GROUND - 7, 18, 7)
    pen.ellipse(body, 153, 78, 34, 30)
    pen.stroke(body, [(172, 100), (180, 112), (172, GROUND - 3)], 7.5, 4.5)
    pen.ellipse(body, 162, GROUND - 7, 18, 7)
    for fx in (116, 162):
        for i in range(3):
            _spike(pen, c["horn"], fx + 1 + i * 3.2, GROUND - 1.5, 3.2, math.pi * 0.85)


def _dragon_wing(pen, c):
    _bat_wing(pen, c["wing"], c["wing_bone"])


def _dragon_head(pen, c):
    body, shade = c["body"], c["shade"]
    pen.stroke(mix(c["horn"], shade, 0.35), cubic((56, 68), (64, 62), (72, 60), (80, 62)), 3.4, 1.2)
    pen.ellipse(body, 28, 60, 38, 30)
    pen.ellipse(body, 5, 69, 44, 17)
    pen.ellipse(shade, 10, 82, 38, 11)
    pen.ellipse(body, 11, 81, 37, 9)
    pen.line(mix(shade, EYE["pupil"], 0.4), (12, 84.5), (42, 84), 1.0)
    for x in (16, 22, 28, 34):
        pen.poly(EYE["teeth"], [(x - 1.6, 84), (x + 1.6, 84), (x, 87.5)])
    pen.ellipse(mix(shade, EYE["pupil"], 0.45), 9, 72.5, 5, 3.2)
    # horn and frill
    pen.stroke(c["horn"], cubic((48, 64), (56, 54), (64, 48), (76, 44)), 4.2, 1.0)
    for i, (x, y) in enumerate(((60, 78), (63, 71), (64, 85))):
        _spike(pen, c["spike"], x, y, 7 - i, -0.35 + i * 0.35)
    # eye under a heavy brow
    pen.ellipse(EYE["white"], 34, 66, 13, 9)
    pen.circle(c["eye"], 40.5, 70.5, 3.8)
    pen.ellipse(EYE["pupil"], 39.5, 67.2, 2.2, 6.6)
    pen.circle(EYE["glint"], 42, 68.6, 1.0)
    pen.stroke(shade, [(31, 66), (40, 63.5), (49, 64)], 2.4, 1.6)


# ----- the griffin ---------------------------------------------------------------------------------

GRIFFIN_WING = {"shoulder": (140, 78), "wrist": (128, 44),
                "tips": ((178, 80), (184, 70), (187, 60), (184, 50), (176, 42), (164, 36), (150, 33)),
                "roots": (0.15, 0.3, 0.45, 0.6, 0.75, 0.9, 1.0)}
"""The raised eagle wing: its leading edge runs shoulder -> wrist; the flight feathers fan back from it
(roots are shares of the way up the edge), the lowest lying along the back, the highest pointing up."""
GRIFFIN_TAIL = (((200, 98), (228, 98), (242, 122), (262, 112)), ((262, 112), (279, 103), (283, 86), (277, 72)))


def _feather(pen, colour, base, tip, half):
    """A pointed leaf shape from `base` to `tip` (the tail's tuft, the ear tufts)."""
    bx, by = base
    tx, ty = tip
    dx, dy = tx - bx, ty - by
    n = max(1e-6, math.hypot(dx, dy))
    nx, ny = -dy / n, dx / n
    side = [half * math.sin(math.pi * min(1.0, i / 12 * 1.15)) ** 0.7 for i in range(13)]
    pts = [(bx + dx * i / 12 + nx * side[i], by + dy * i / 12 + ny * side[i]) for i in range(13)]
    pts += [(bx + dx * i / 12 - nx * side[i], by + dy * i / 12 - ny * side[i]) for i in range(12, -1, -1)]
    pen.poly(colour, pts)


def _eagle_wing(pen, c, shift=(0, 0), dark=0.0):
    """A raised wing: flight feathers fanning back from the leading edge, their roots under the coverts."""
    sx, sy = shift
    wing = mix(c["wing"], FAR_SIDE, dark)
    tip = mix(c["wing_tip"], FAR_SIDE, dark)
    line_colour = mix(OUTLINE, wing, 0.25)
    (ax, ay), (bx, by) = GRIFFIN_WING["shoulder"], GRIFFIN_WING["wrist"]
    ax, ay, bx, by = ax + sx, ay + sy, bx + sx, by + sy
    for i, (t, (tx, ty)) in enumerate(zip(GRIFFIN_WING["roots"], GRIFFIN_WING["tips"], strict=True)):
        root = (ax + (bx - ax) * t, ay + (by - ay) * t)
        end = (tx + sx, ty + sy)
        line = [root, end]
        pen.stroke(line_colour, line, 5.4, 5.2)
        pen.stroke(tip, line, 4.5, 4.3)
        pen.stroke(mix(wing, tip, 0.12 * (i % 2)), [root, (root[0] + (end[0] - root[0]) * 0.72,
                                                          root[1] + (end[1] - root[1]) * 0.72)], 4.5, 4.3)
    pen.stroke(line_colour, [(ax, ay), (bx, by)], 8.6, 6.6)
    pen.stroke(wing, [(ax, ay), (bx, by)], 7.8, 5.8)
    pen.ellipse(wing, ax - 6, by + 2, 26, ay - by - 2)
    light = mix(wing, tip, 0.5)
    for row in range(2):
        for i in range(4):
            x, y = ax - 6 + row * 7 + (bx - ax) * (0.2 + i * 0.22), ay - 6 + (by - ay) * (0.2 + i * 0.22)
            pen.circle(light, x + 5, y + 2, 3.4)
            pen.circle(wing, x + 5, y + 0.8, 3.2)


def _talon_leg(pen, c, x, colour):
    """An eagle's leg: a scaly shank and three hooked toes."""
    claw = EYE["talon"]
    pen.stroke(colour, [(x, 100), (x - 2, 112), (x, GROUND - 4)], 2.8, 2.4)
    for tx in (-9, -4, 5):
        end = (x + tx, GROUND - 1.2)
        forward = -1 if tx < 0 else 1
        pen.poly(claw, [(end[0] - forward * 0.4, end[1] - 1.6), (end[0] + forward * 3.8, end[1] + 1.0),
                        (end[0] + forward * 0.6, end[1] + 1.2)])
        pen.stroke(colour, [(x, GROUND - 4), end], 1.7, 1.4)


def _griffin_far(pen, c):
    _talon_leg(pen, c, 136, mix(c["beak"], FAR_SIDE, 0.3))
    pen.stroke(c["shade"], [(178, 100), (186, 112), (182, GROUND - 4)], 6.5, 4.5)
    pen.ellipse(c["shade"], 174, GROUND - 7, 15, 7)
    _eagle_wing(pen, c, (4, -4), 0.3)


def _griffin_tail(pen, c):
    """A lion's tail ending in a dark tuft."""
    body = c["body"]
    _tail_root(pen, body, 9)
    first, second = GRIFFIN_TAIL
    pen.stroke(body, cubic(*first), TAIL_JOIN[2], 3.4)
    pen.stroke(body, cubic(*second), 3.4, 2.6)
    tuft = c["tuft"]
    pen.circle(tuft, 276, 64, 7.5)
    _feather(pen, tuft, (276, 70), (273, 46), 6.5)
    _feather(pen, tuft, (276, 70), (286, 52), 4.5)


def _griffin_body(pen, c):
    """A lion's body with an eagle's white neck and chest ruff."""
    feather = c["feather"]
    pen.ellipse(c["body"], *BODY)
    _neck(pen, feather)
    for i in range(6):
        a = -0.9 + i * 0.42
        pen.circle(feather, 124 + 12 * math.cos(a + math.pi / 2), 90 + 14 * math.sin(a + math.pi / 2) - 6, 6.5)


def _griffin_legs(pen, c):
    """An eagle's front leg, a lion's hind leg."""
    body, shade = c["body"], c["shade"]
    _talon_leg(pen, c, 125, c["beak"])
    pen.ellipse(c["feather"], 115, 88, 22, 18)
    pen.ellipse(body, 153, 76, 34, 32)
    pen.stroke(body, [(172, 100), (180, 112), (172, GROUND - 4)], 7.5, 5)
    pen.ellipse(body, 162, GROUND - 8, 18, 8)
    for i in range(3):
        pen.line(shade, (165 + i * 4, GROUND - 3), (165 + i * 4, GROUND - 0.5), 0.9)


def _griffin_wing(pen, c):
    _eagle_wing(pen, c)


def _griffin_head(pen, c):
    feather, shade = c["feather"], c["feather_shade"]
    _feather(pen, shade, (58, 68), (72, 50), 4.2)  # ear tufts
    _feather(pen, feather, (52, 66), (64, 46), 4.6)
    pen.circle(feather, 42, 72, 16.5)
    pen.ellipse(feather, 38, 60, 30, 28)
    for x, y in ((54, 84), (60, 80)):  # a ruffle of feathers at the back of the head
        pen.lines(shade, [(x - 2.5, y - 2), (x, y + 1), (x + 2.5, y - 2)], 0.7)
    beak, dark = c["beak"], mix(c["beak"], OUTLINE, 0.4)
    pen.poly(mix(beak, EYE["glint"], 0.35), [(30, 63), (34, 63), (34, 79), (30, 79)])
    pen.poly(beak, [(31, 64), (20, 65), (11, 70), (6, 78), (7, 86), (10, 83), (14, 79), (22, 78), (31, 78)])
    pen.poly(dark, [(14, 80), (28, 79.5), (28, 84), (20, 85)])
    pen.lines(dark, [(30, 78), (18, 78.5), (12, 81)], 1.0)
    pen.circle(c["eye"], 39, 69, 4.2)
    pen.circle(EYE["pupil"], 38.5, 69, 2.2)
    pen.circle(EYE["glint"], 40, 67.6, 0.9)
    pen.stroke(EYE["brow"], [(31, 63.5), (39, 62), (47, 63.5)], 2.0, 1.4)


def _head(draw):
    return lambda pen, c: draw(pen.zoomed(*HEAD_ZOOM), c)


ART = {
    "Dragon": (_dragon_far, _dragon_tail, _dragon_body, _dragon_legs, _dragon_wing, _head(_dragon_head)),
    "Griffin": (_griffin_far, _griffin_tail, _griffin_body, _griffin_legs, _griffin_wing, _head(_griffin_head)),
}
"""Each creature's drawing by the name cards.json gives it, as layers from back to front; each layer
gets its own outline, which also draws the lines inside the animal (a leg over the belly, the wing).
Other names borrow a drawing by their order."""


def art_for(creature: str, creatures: tuple[str, ...]):
    """The drawing layers and colours for `creature` (a renamed creature keeps the drawing of its place)."""
    if creature in ART:
        return ART[creature], CREATURE_COLOURS[creature]
    names = list(ART)
    i = creatures.index(creature) % len(names) if creature in creatures else 0
    return ART[names[i]], CREATURE_COLOURS[names[i]]


def strip_size(card_width: int) -> tuple[int, int]:
    w = max(1, int(card_width))
    return 3 * w, max(1, round(w * CARD_RATIO))


@lru_cache(maxsize=16)
def creature_strip(creature: str, card_width: int, creatures: tuple[str, ...] = ()) -> pygame.Surface:
    """The whole creature, outlined, on a transparent strip three cards wide (cut it into thirds)."""
    W, H = strip_size(card_width)
    w = W // 3
    if w < 6:
        return safe.surface(W, H)
    k = supersample(W)
    big = safe.surface(W * k, H * k)
    layers, colours = art_for(creature, creatures)
    outline = max(0.8, w * 0.014) * k
    for draw in layers:
        layer = safe.surface(W * k, H * k)
        draw(Pen(layer, W * k / STRIP_UNITS), colours)
        big.blit(dilate(layer, outline, OUTLINE), (0, 0))
        big.blit(layer, (0, 0))
    return shrink(big, W, H)


@lru_cache(maxsize=16)
def silhouette_strip(parts: tuple[str, str, str], card_width: int, colour, creatures: tuple[str, ...] = ()):
    """A one-colour chimera: the head of parts[0], the body of parts[1], the tail of parts[2] (the back's emblem)."""
    W, H = strip_size(card_width)
    out = safe.surface(W, H)
    w = W // 3
    for i, creature in enumerate(parts):
        part = creature_strip(creature, w, creatures)
        out.blit(part, (i * w, 0), pygame.Rect(i * w, 0, w, H))
    mask = pygame.mask.from_surface(out, 40)
    flat = safe.surface(W, H)
    mask.to_surface(flat, setcolor=(*colour[:3], 255), unsetcolor=(0, 0, 0, 0))
    return flat


__all__ = ["ART", "art_for", "creature_strip", "silhouette_strip", "strip_size", "UNIT_H"]
