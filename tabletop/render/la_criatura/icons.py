"""One-colour icons for La Criatura, drawn as shapes: who may play a card, the four phases, a reaction,
the tokens' marks and a picture for each kind of event card.

Each icon is drawn on its own layer in one colour, with holes cut out (transparent), so it reads on
any background; `icon(surface, name, centre, radius, colour)` puts one on a surface. Icons fill a
circle of `radius` around the centre.
"""

import math

import pygame

from .. import safe
from ..shapes import star_points

CUT = (0, 0, 0, 0)
"""Drawing with this colour on a layer punches a hole (pygame's draw functions do not blend)."""


def _p(cx, cy, r, pts):
    return [(cx + x * r, cy + y * r) for x, y in pts]


def _rect(cx, cy, r, x, y, w, h):
    return pygame.Rect(round(cx + x * r), round(cy + y * r), max(1, round(w * r)), max(1, round(h * r)))


def _w(r, share):
    return max(1, round(r * share))


# ----- who may play ------------------------------------------------------------------------------

def _person(s, c, x, y, r, scale=1.0, cut=False):
    """A head and shoulders centred on (x, y); `cut` first clears a rim round it (figures in a crowd)."""
    if cut:
        pygame.draw.circle(s, CUT, (x, y - r * 0.34 * scale), r * 0.3 * scale)
        pygame.draw.ellipse(s, CUT, pygame.Rect(round(x - r * 0.5 * scale), round(y - r * 0.06 * scale),
                                                round(r * 1.0 * scale), round(r * 0.95 * scale)))
    pygame.draw.circle(s, c, (x, y - r * 0.34 * scale), r * 0.22 * scale)
    pygame.draw.ellipse(s, c, pygame.Rect(round(x - r * 0.4 * scale), round(y + r * 0.02 * scale),
                                          round(r * 0.8 * scale), round(r * 0.8 * scale)))


def _crowd_clip(s, cx, cy, r):
    """Cut everything below the icon's floor (the shoulders' round bottoms)."""
    pygame.draw.rect(s, CUT, pygame.Rect(0, round(cy + r * 0.62), s.get_width(), s.get_height()))


def i_all(s, cx, cy, r, c):
    _person(s, c, cx - r * 0.5, cy - r * 0.05, r, 0.85)
    _person(s, c, cx + r * 0.5, cy - r * 0.05, r, 0.85)
    _person(s, c, cx, cy + r * 0.08, r, 1.05, cut=True)
    _crowd_clip(s, cx, cy, r)


def i_all_but_leader(s, cx, cy, r, c):
    _person(s, c, cx - r * 0.52, cy + r * 0.02, r, 0.9)
    _person(s, c, cx + r * 0.05, cy + r * 0.08, r, 1.0, cut=True)
    _crowd_clip(s, cx, cy, r)
    sx, sy, sr = cx + r * 0.62, cy - r * 0.5, r * 0.36
    pygame.draw.circle(s, CUT, (sx, sy), sr * 1.25)
    pygame.draw.polygon(s, c, star_points(sx, sy, sr, sr * 0.45))
    pygame.draw.line(s, CUT, (sx - sr * 1.1, sy + sr * 1.1), (sx + sr * 1.1, sy - sr * 1.1), _w(r, 0.2))
    pygame.draw.line(s, c, (sx - sr * 1.0, sy + sr * 1.0), (sx + sr * 1.0, sy - sr * 1.0), _w(r, 0.09))


def i_leader(s, cx, cy, r, c):
    pygame.draw.polygon(s, c, star_points(cx, cy + r * 0.05, r * 0.95, r * 0.42))


def i_infected(s, cx, cy, r, c):
    """A biohazard trefoil."""
    for i in range(3):
        a = -math.pi / 2 + i * 2 * math.pi / 3
        pygame.draw.circle(s, c, (cx + math.cos(a) * r * 0.42, cy + math.sin(a) * r * 0.42), r * 0.46)
    for i in range(3):
        a = -math.pi / 2 + i * 2 * math.pi / 3
        pygame.draw.circle(s, CUT, (cx + math.cos(a) * r * 0.58, cy + math.sin(a) * r * 0.58), r * 0.3)
        b = a + math.pi / 3
        pygame.draw.line(s, CUT, (cx, cy), (cx + math.cos(b) * r, cy + math.sin(b) * r), _w(r, 0.1))
    pygame.draw.circle(s, c, (cx, cy), r * 0.3, _w(r, 0.1))
    pygame.draw.circle(s, CUT, (cx, cy), r * 0.12)


def i_creature(s, cx, cy, r, c):
    """Three claw slashes."""
    for i in (-1, 0, 1):
        x = cx + i * r * 0.42
        top, low = (x + r * 0.32, cy - r * 0.9), (x - r * 0.32, cy + r * 0.9)
        mid = ((top[0] + low[0]) / 2, (top[1] + low[1]) / 2)
        half = r * 0.12
        pygame.draw.polygon(s, c, [top, (mid[0] + half, mid[1] + half * 0.4), low,
                                   (mid[0] - half, mid[1] - half * 0.4)])


# ----- the four phases and a reaction --------------------------------------------------------------

def i_events(s, cx, cy, r, c):
    """A card with an exclamation mark: play an event."""
    body = _rect(cx, cy, r, -0.6, -0.85, 1.2, 1.7)
    pygame.draw.rect(s, c, body, border_radius=_w(r, 0.2))
    pygame.draw.rect(s, CUT, _rect(cx, cy, r, -0.12, -0.55, 0.24, 0.72), border_radius=_w(r, 0.1))
    pygame.draw.circle(s, CUT, (cx, cy + r * 0.45), r * 0.14)


def i_vote(s, cx, cy, r, c):
    """A ballot going into a box."""
    pygame.draw.rect(s, c, _rect(cx, cy, r, -0.45, -0.95, 0.9, 1.05), border_radius=_w(r, 0.06))
    pygame.draw.lines(s, CUT, False, _p(cx, cy, r, [(-0.25, -0.45), (-0.05, -0.25), (0.28, -0.7)]), _w(r, 0.14))
    pygame.draw.rect(s, CUT, _rect(cx, cy, r, -0.95, -0.08, 1.9, 0.2))
    pygame.draw.rect(s, c, _rect(cx, cy, r, -0.9, 0.0, 1.8, 0.9), border_radius=_w(r, 0.1))
    pygame.draw.rect(s, CUT, _rect(cx, cy, r, -0.55, 0.12, 1.1, 0.12))


def _arrow_arc(s, c, cx, cy, rad, a0, a1, width):
    """An arc from angle a0 to a1 (radians, screen y down) with an arrowhead at a1."""
    pts = [(cx + rad * math.cos(a0 + (a1 - a0) * i / 20), cy + rad * math.sin(a0 + (a1 - a0) * i / 20))
           for i in range(21)]
    pygame.draw.lines(s, c, False, pts, width)
    ex, ey = pts[-1]
    tx, ty = -math.sin(a1) * (1 if a1 > a0 else -1), math.cos(a1) * (1 if a1 > a0 else -1)
    nx, ny = -ty, tx
    h = width * 1.6
    pygame.draw.polygon(s, c, [(ex + tx * h * 1.2, ey + ty * h * 1.2), (ex + nx * h, ey + ny * h),
                               (ex - nx * h, ey - ny * h)])


def i_movement(s, cx, cy, r, c):
    """Two arrows chasing each other round: the character cards are shuffled and dealt again."""
    w = _w(r, 0.22)
    _arrow_arc(s, c, cx, cy, r * 0.62, math.radians(200), math.radians(330), w)
    _arrow_arc(s, c, cx, cy, r * 0.62, math.radians(20), math.radians(150), w)


def i_helicopter(s, cx, cy, r, c):
    pygame.draw.ellipse(s, c, _rect(cx, cy, r, -0.75, -0.3, 0.95, 0.68))
    pygame.draw.polygon(s, c, _p(cx, cy, r, [(0.05, -0.12), (0.92, -0.06), (0.92, 0.06), (0.05, 0.18)]))
    pygame.draw.polygon(s, c, _p(cx, cy, r, [(0.78, -0.32), (0.95, -0.32), (0.95, 0.06), (0.84, 0.06)]))
    pygame.draw.rect(s, c, _rect(cx, cy, r, -0.34, -0.52, 0.1, 0.26))
    pygame.draw.rect(s, c, _rect(cx, cy, r, -0.98, -0.6, 1.3, 0.1), border_radius=_w(r, 0.05))
    pygame.draw.ellipse(s, CUT, _rect(cx, cy, r, -0.66, -0.18, 0.36, 0.26))
    pygame.draw.rect(s, c, _rect(cx, cy, r, -0.7, 0.6, 0.95, 0.09))
    for x in (-0.5, 0.0):
        pygame.draw.rect(s, c, _rect(cx, cy, r, x, 0.3, 0.08, 0.34))


def i_reaction(s, cx, cy, r, c):
    """A lightning bolt: may be played out of turn, as an answer."""
    pygame.draw.polygon(s, c, _p(cx, cy, r, [(0.22, -0.95), (-0.5, 0.12), (-0.04, 0.12), (-0.24, 0.95),
                                             (0.52, -0.16), (0.06, -0.16)]))


# ----- token marks -------------------------------------------------------------------------------

def i_ballot_tick(s, cx, cy, r, c):
    pygame.draw.lines(s, c, False, _p(cx, cy, r, [(-0.6, 0.0), (-0.15, 0.45), (0.65, -0.5)]), _w(r, 0.28))
    for x, y in ((-0.6, 0.0), (-0.15, 0.45), (0.65, -0.5)):
        pygame.draw.circle(s, c, (cx + x * r, cy + y * r), r * 0.13)


def i_trophy(s, cx, cy, r, c):
    pygame.draw.ellipse(s, c, _rect(cx, cy, r, -0.55, -0.85, 1.1, 1.1))
    pygame.draw.rect(s, CUT, _rect(cx, cy, r, -0.7, -1.0, 1.4, 0.2))
    pygame.draw.circle(s, c, (cx - r * 0.55, cy - r * 0.5), r * 0.26, _w(r, 0.1))
    pygame.draw.circle(s, c, (cx + r * 0.55, cy - r * 0.5), r * 0.26, _w(r, 0.1))
    pygame.draw.rect(s, c, _rect(cx, cy, r, -0.1, 0.1, 0.2, 0.45))
    pygame.draw.rect(s, c, _rect(cx, cy, r, -0.42, 0.52, 0.84, 0.3), border_radius=_w(r, 0.06))
    pygame.draw.polygon(s, CUT, star_points(cx, cy - r * 0.4, r * 0.24, r * 0.11))


def _z(s, c, x, y, size, width):
    pygame.draw.lines(s, c, False, [(x - size, y - size), (x + size, y - size), (x - size, y + size),
                                    (x + size, y + size)], width)


def i_asleep(s, cx, cy, r, c):
    """A crescent moon and two Zs: sedated."""
    pygame.draw.circle(s, c, (cx - r * 0.2, cy + r * 0.15), r * 0.7)
    pygame.draw.circle(s, CUT, (cx + r * 0.12, cy - r * 0.08), r * 0.6)
    _z(s, c, cx + r * 0.45, cy + r * 0.35, r * 0.2, _w(r, 0.1))
    _z(s, c, cx + r * 0.7, cy - r * 0.5, r * 0.14, _w(r, 0.08))


def i_clock(s, cx, cy, r, c):
    pygame.draw.circle(s, c, (cx, cy), r * 0.92, _w(r, 0.12))
    for i in range(12):
        a = i * math.pi / 6
        inner = 0.62 if i % 3 == 0 else 0.72
        pygame.draw.line(s, c, (cx + math.cos(a) * r * inner, cy + math.sin(a) * r * inner),
                         (cx + math.cos(a) * r * 0.8, cy + math.sin(a) * r * 0.8), _w(r, 0.07))
    pygame.draw.line(s, c, (cx, cy), (cx, cy - r * 0.55), _w(r, 0.12))
    pygame.draw.line(s, c, (cx, cy), (cx + r * 0.35, cy + r * 0.12), _w(r, 0.12))
    pygame.draw.circle(s, c, (cx, cy), r * 0.1)


def i_shield(s, cx, cy, r, c):
    pts = [(0, -0.9), (0.75, -0.6), (0.7, 0.1)] + [(0.7 * math.cos(t), 0.1 + 0.8 * math.sin(t))
                                                   for t in [i * math.pi / 12 for i in range(1, 12)]]
    pts += [(-0.7, 0.1), (-0.75, -0.6)]
    pygame.draw.polygon(s, c, _p(cx, cy, r, pts))


def i_blade(s, cx, cy, r, c):
    """A knife, point up and to the right."""
    pts = [(-0.7, 0.7), (-0.45, 0.45), (0.75, -0.8), (0.2, 0.05), (-0.3, 0.55)]
    pygame.draw.polygon(s, c, _p(cx, cy, r, pts))
    pygame.draw.line(s, c, (cx - r * 0.62, cy + r * 0.25), (cx - r * 0.25, cy + r * 0.62), _w(r, 0.14))
    pygame.draw.line(s, c, (cx - r * 0.55, cy + r * 0.55), (cx - r * 0.9, cy + r * 0.9), _w(r, 0.2))


# ----- a picture per kind of event card -----------------------------------------------------------

def i_eye(s, cx, cy, r, c):
    pts = [(math.cos(t) * 0.95, math.sin(t) * 0.5 * (1 if t < math.pi else 1)) for t in
           [i * 2 * math.pi / 32 for i in range(32)]]
    pts = [(x, y * (1 - 0.25 * abs(x))) for x, y in pts]
    pygame.draw.polygon(s, c, _p(cx, cy, r, pts))
    pygame.draw.circle(s, CUT, (cx, cy), r * 0.36)
    pygame.draw.circle(s, c, (cx, cy), r * 0.2)
    for a in (-0.5, 0.0, 0.5):
        pygame.draw.line(s, c, (cx + math.sin(a) * r * 0.62, cy - math.cos(a) * r * 0.62),
                         (cx + math.sin(a) * r * 0.92, cy - math.cos(a) * r * 0.92), _w(r, 0.1))


def i_syringe(s, cx, cy, r, c):
    def rot(x, y, a=-math.pi / 4):
        return cx + (x * math.cos(a) - y * math.sin(a)) * r, cy + (x * math.sin(a) + y * math.cos(a)) * r
    pygame.draw.polygon(s, c, [rot(-0.55, -0.2), rot(0.45, -0.2), rot(0.45, 0.2), rot(-0.55, 0.2)])
    pygame.draw.polygon(s, CUT, [rot(-0.2, -0.08), rot(0.35, -0.08), rot(0.35, 0.08), rot(-0.2, 0.08)])
    pygame.draw.line(s, c, rot(0.45, 0), rot(0.98, 0), _w(r, 0.07))
    pygame.draw.line(s, c, rot(-0.55, 0), rot(-0.85, 0), _w(r, 0.12))
    pygame.draw.line(s, c, rot(-0.88, -0.25), rot(-0.88, 0.25), _w(r, 0.12))
    pygame.draw.line(s, c, rot(-0.55, -0.32), rot(-0.55, 0.32), _w(r, 0.1))


def i_drop(s, cx, cy, r, c):
    pts = [(0, -0.95)] + [(0.55 * math.cos(t), 0.3 + 0.55 * math.sin(t)) for t in
                          [-0.35 + i * (math.pi + 0.7) / 16 for i in range(17)]]
    pygame.draw.polygon(s, c, _p(cx, cy, r, pts))
    pygame.draw.ellipse(s, CUT, _rect(cx, cy, r, 0.12, 0.18, 0.18, 0.3))


def i_linked(s, cx, cy, r, c):
    """Hive Mind: three heads joined by lines."""
    spots = [(-0.62, 0.45), (0.62, 0.45), (0, -0.5)]
    for (x0, y0), (x1, y1) in zip(spots, spots[1:] + spots[:1], strict=True):
        pygame.draw.line(s, c, (cx + x0 * r, cy + y0 * r), (cx + x1 * r, cy + y1 * r), _w(r, 0.1))
    for x, y in spots:
        pygame.draw.circle(s, c, (cx + x * r, cy + y * r), r * 0.32)
        pygame.draw.circle(s, CUT, (cx + x * r, cy + y * r), r * 0.13)


def i_megaphone(s, cx, cy, r, c):
    pygame.draw.polygon(s, c, _p(cx, cy, r, [(-0.7, -0.2), (0.5, -0.75), (0.5, 0.75), (-0.7, 0.2)]))
    pygame.draw.rect(s, c, _rect(cx, cy, r, -0.9, -0.25, 0.3, 0.5))
    pygame.draw.line(s, c, (cx - r * 0.4, cy + r * 0.2), (cx - r * 0.25, cy + r * 0.75), _w(r, 0.16))
    pygame.draw.arc(s, c, _rect(cx, cy, r, 0.45, -0.55, 0.5, 1.1), -1.0, 1.0, _w(r, 0.08))


def i_broken_card(s, cx, cy, r, c):
    """Sabotage: a card torn in two."""
    left = [(-0.6, -0.85), (0.05, -0.85), (-0.1, -0.3), (0.08, 0.15), (-0.08, 0.85), (-0.6, 0.85)]
    right = [(0.2, -0.85), (0.62, -0.85), (0.62, 0.85), (0.08, 0.85), (0.24, 0.15), (0.06, -0.3)]
    pygame.draw.polygon(s, c, _p(cx - r * 0.08, cy, r, left))
    pygame.draw.polygon(s, c, _p(cx + r * 0.08, cy + r * 0.06, r, right))


def i_cup(s, cx, cy, r, c):
    """Coffee Break."""
    pygame.draw.rect(s, c, _rect(cx, cy, r, -0.65, -0.25, 1.05, 0.9), border_radius=_w(r, 0.2))
    pygame.draw.circle(s, c, (cx + r * 0.48, cy + r * 0.15), r * 0.3, _w(r, 0.12))
    pygame.draw.rect(s, c, _rect(cx, cy, r, -0.85, 0.72, 1.5, 0.12), border_radius=_w(r, 0.06))
    for x in (-0.35, -0.05):
        pygame.draw.arc(s, c, _rect(cx, cy, r, x, -0.95, 0.22, 0.55), 1.2, 4.6, _w(r, 0.08))


def i_medal(s, cx, cy, r, c):
    pygame.draw.polygon(s, c, _p(cx, cy, r, [(-0.45, -0.95), (-0.1, -0.95), (0.1, -0.3), (-0.2, -0.3)]))
    pygame.draw.polygon(s, c, _p(cx, cy, r, [(0.45, -0.95), (0.1, -0.95), (-0.1, -0.3), (0.2, -0.3)]))
    pygame.draw.circle(s, c, (cx, cy + r * 0.3), r * 0.58)
    pygame.draw.polygon(s, CUT, star_points(cx, cy + r * 0.32, r * 0.36, r * 0.16))


def i_no(s, cx, cy, r, c):
    """Interference: a no-entry ring over a card."""
    i_events(s, cx - r * 0.05, cy, r * 0.72, c)
    pygame.draw.circle(s, CUT, (cx, cy), r * 0.98)
    i_events(s, cx - r * 0.05, cy, r * 0.62, c)
    pygame.draw.circle(s, c, (cx, cy), r * 0.92, _w(r, 0.14))
    pygame.draw.line(s, CUT, (cx - r * 0.72, cy - r * 0.72), (cx + r * 0.72, cy + r * 0.72), _w(r, 0.3))
    pygame.draw.line(s, c, (cx - r * 0.68, cy - r * 0.68), (cx + r * 0.68, cy + r * 0.68), _w(r, 0.14))


def i_plus_vote(s, cx, cy, r, c):
    """Persuasion: one more vote token."""
    pygame.draw.circle(s, c, (cx - r * 0.2, cy + r * 0.15), r * 0.7)
    i_ballot_tick_cut(s, cx - r * 0.2, cy + r * 0.15, r * 0.45)
    pygame.draw.circle(s, CUT, (cx + r * 0.55, cy - r * 0.55), r * 0.42)
    pygame.draw.line(s, c, (cx + r * 0.55, cy - r * 0.85), (cx + r * 0.55, cy - r * 0.25), _w(r, 0.14))
    pygame.draw.line(s, c, (cx + r * 0.25, cy - r * 0.55), (cx + r * 0.85, cy - r * 0.55), _w(r, 0.14))


def i_ballot_tick_cut(s, cx, cy, r):
    pygame.draw.lines(s, CUT, False, _p(cx, cy, r, [(-0.6, 0.0), (-0.15, 0.45), (0.65, -0.5)]), _w(r, 0.3))


def i_swap(s, cx, cy, r, c):
    """Change of Mind: a vote token moved from one character card to another."""
    for x in (-0.55, 0.55):
        pygame.draw.rect(s, c, _rect(cx, cy, r, x - 0.34, -0.1, 0.68, 0.95), _w(r, 0.1), border_radius=_w(r, 0.08))
    pygame.draw.circle(s, c, (cx - r * 0.55, cy + r * 0.38), r * 0.2)
    pygame.draw.circle(s, c, (cx + r * 0.55, cy + r * 0.38), r * 0.2, _w(r, 0.07))
    _arrow_arc(s, c, cx, cy + r * 0.05, r * 0.55, math.radians(205), math.radians(320), _w(r, 0.12))


def i_veto(s, cx, cy, r, c):
    i_vote(s, cx, cy, r * 0.8, c)
    pygame.draw.line(s, CUT, (cx - r * 0.9, cy - r * 0.9), (cx + r * 0.9, cy + r * 0.9), _w(r, 0.34))
    pygame.draw.line(s, c, (cx - r * 0.85, cy - r * 0.85), (cx + r * 0.85, cy + r * 0.85), _w(r, 0.16))


def i_mask(s, cx, cy, r, c):
    """Camouflage: a masquerade mask."""
    pts = [(-0.95, -0.35), (-0.3, -0.45), (0, -0.3), (0.3, -0.45), (0.95, -0.35), (0.85, 0.15), (0.4, 0.4),
           (0, 0.15), (-0.4, 0.4), (-0.85, 0.15)]
    pygame.draw.polygon(s, c, _p(cx, cy, r, pts))
    pygame.draw.ellipse(s, CUT, _rect(cx, cy, r, -0.65, -0.22, 0.42, 0.28))
    pygame.draw.ellipse(s, CUT, _rect(cx, cy, r, 0.23, -0.22, 0.42, 0.28))


def i_door(s, cx, cy, r, c):
    """Lock Yourself In: a door with a padlock."""
    pygame.draw.rect(s, c, _rect(cx, cy, r, -0.6, -0.9, 1.0, 1.8), border_radius=_w(r, 0.06))
    pygame.draw.rect(s, CUT, _rect(cx, cy, r, -0.45, -0.75, 0.7, 1.5))
    pygame.draw.circle(s, c, (cx + r * 0.12, cy), r * 0.08)
    pygame.draw.circle(s, CUT, (cx + r * 0.55, cy + r * 0.35), r * 0.5)
    pygame.draw.rect(s, c, _rect(cx, cy, r, 0.25, 0.25, 0.6, 0.5), border_radius=_w(r, 0.06))
    pygame.draw.arc(s, c, _rect(cx, cy, r, 0.35, -0.05, 0.4, 0.6), 0, math.pi, _w(r, 0.09))


def i_bulb_off(s, cx, cy, r, c):
    """Blackout: a light bulb, struck out."""
    pygame.draw.circle(s, c, (cx, cy - r * 0.2), r * 0.55)
    pygame.draw.rect(s, c, _rect(cx, cy, r, -0.25, 0.2, 0.5, 0.5))
    for y in (0.38, 0.55):
        pygame.draw.line(s, CUT, (cx - r * 0.25, cy + y * r), (cx + r * 0.25, cy + y * r), _w(r, 0.06))
    pygame.draw.line(s, CUT, (cx - r * 0.9, cy - r * 0.9), (cx + r * 0.9, cy + r * 0.9), _w(r, 0.3))
    pygame.draw.line(s, c, (cx - r * 0.85, cy - r * 0.85), (cx + r * 0.85, cy + r * 0.85), _w(r, 0.13))


def i_padlock(s, cx, cy, r, c):
    """Lockdown."""
    pygame.draw.arc(s, c, _rect(cx, cy, r, -0.45, -0.95, 0.9, 1.1), 0, math.pi, _w(r, 0.16))
    pygame.draw.line(s, c, (cx - r * 0.38, cy - r * 0.4), (cx - r * 0.38, cy - r * 0.1), _w(r, 0.16))
    pygame.draw.line(s, c, (cx + r * 0.38, cy - r * 0.4), (cx + r * 0.38, cy - r * 0.1), _w(r, 0.16))
    pygame.draw.rect(s, c, _rect(cx, cy, r, -0.7, -0.15, 1.4, 1.05), border_radius=_w(r, 0.12))
    pygame.draw.circle(s, CUT, (cx, cy + r * 0.25), r * 0.15)
    pygame.draw.rect(s, CUT, _rect(cx, cy, r, -0.05, 0.25, 0.1, 0.35))


def i_contagion(s, cx, cy, r, c):
    """Contagion: a germ (a ball with knobbed spikes)."""
    pygame.draw.circle(s, c, (cx, cy), r * 0.5)
    for i in range(8):
        a = i * math.pi / 4
        pygame.draw.line(s, c, (cx + math.cos(a) * r * 0.45, cy + math.sin(a) * r * 0.45),
                         (cx + math.cos(a) * r * 0.8, cy + math.sin(a) * r * 0.8), _w(r, 0.1))
        pygame.draw.circle(s, c, (cx + math.cos(a) * r * 0.82, cy + math.sin(a) * r * 0.82), r * 0.13)
    for x, y, rr in ((-0.15, -0.12, 0.12), (0.18, 0.1, 0.09), (-0.05, 0.22, 0.07)):
        pygame.draw.circle(s, CUT, (cx + x * r, cy + y * r), r * rr)


def i_camera(s, cx, cy, r, c):
    """Surveillance Camera on its bracket."""
    pygame.draw.polygon(s, c, _p(cx, cy, r, [(-0.85, -0.55), (0.45, -0.2), (0.3, 0.3), (-0.95, -0.05)]))
    pygame.draw.polygon(s, c, _p(cx, cy, r, [(0.45, -0.2), (0.8, -0.3), (0.7, 0.35), (0.3, 0.3)]))
    pygame.draw.line(s, c, (cx - r * 0.3, cy + r * 0.05), (cx - r * 0.3, cy + r * 0.7), _w(r, 0.14))
    pygame.draw.line(s, c, (cx - r * 0.7, cy + r * 0.75), (cx + r * 0.1, cy + r * 0.75), _w(r, 0.14))
    pygame.draw.circle(s, CUT, (cx - r * 0.62, cy - r * 0.32), r * 0.08)


def i_heart_bolt(s, cx, cy, r, c):
    """Adrenaline: a heart with a lightning bolt."""
    pygame.draw.circle(s, c, (cx - r * 0.42, cy - r * 0.3), r * 0.45)
    pygame.draw.circle(s, c, (cx + r * 0.42, cy - r * 0.3), r * 0.45)
    pygame.draw.polygon(s, c, _p(cx, cy, r, [(-0.85, -0.12), (0.85, -0.12), (0, 0.9)]))
    pygame.draw.polygon(s, CUT, _p(cx, cy, r * 0.55, [(0.22, -0.95), (-0.5, 0.12), (-0.04, 0.12), (-0.24, 0.95),
                                                       (0.52, -0.16), (0.06, -0.16)]))


def i_first_aid(s, cx, cy, r, c):
    pygame.draw.rect(s, c, _rect(cx, cy, r, -0.9, -0.55, 1.8, 1.35), border_radius=_w(r, 0.15))
    pygame.draw.rect(s, c, _rect(cx, cy, r, -0.3, -0.85, 0.6, 0.35), _w(r, 0.1), border_radius=_w(r, 0.08))
    pygame.draw.rect(s, CUT, _rect(cx, cy, r, -0.13, -0.35, 0.26, 0.95))
    pygame.draw.rect(s, CUT, _rect(cx, cy, r, -0.47, -0.0, 0.94, 0.26))


def i_disarm(s, cx, cy, r, c):
    i_blade(s, cx, cy, r * 0.8, c)
    pygame.draw.circle(s, c, (cx, cy), r * 0.95, _w(r, 0.12))
    pygame.draw.line(s, CUT, (cx - r * 0.72, cy + r * 0.72), (cx + r * 0.72, cy - r * 0.72), _w(r, 0.3))
    pygame.draw.line(s, c, (cx - r * 0.7, cy + r * 0.7), (cx + r * 0.7, cy - r * 0.7), _w(r, 0.13))


def i_crosshair(s, cx, cy, r, c):
    """Ambush."""
    pygame.draw.circle(s, c, (cx, cy), r * 0.72, _w(r, 0.13))
    pygame.draw.circle(s, c, (cx, cy), r * 0.14)
    for a in range(4):
        dx, dy = math.cos(a * math.pi / 2), math.sin(a * math.pi / 2)
        pygame.draw.line(s, c, (cx + dx * r * 0.35, cy + dy * r * 0.35), (cx + dx * r * 0.98, cy + dy * r * 0.98),
                         _w(r, 0.12))


def i_planks(s, cx, cy, r, c):
    """Barricade: boards nailed across a doorway."""
    pygame.draw.rect(s, c, _rect(cx, cy, r, -0.62, -0.95, 1.24, 1.9), _w(r, 0.12))
    for y, a in ((-0.5, 0.1), (0.02, -0.1), (0.52, 0.1)):
        pts = [(-0.95, y - 0.14 - a), (0.95, y - 0.14 + a), (0.95, y + 0.14 + a), (-0.95, y + 0.14 - a)]
        pygame.draw.polygon(s, c, _p(cx, cy, r, pts))
        for x in (-0.75, 0.75):
            pygame.draw.circle(s, CUT, (cx + x * r, cy + (y + a * x / 0.95) * r), r * 0.055)


def i_fist(s, cx, cy, r, c):
    """Monstrous Strength: a clawed paw."""
    pygame.draw.ellipse(s, c, _rect(cx, cy, r, -0.5, -0.05, 1.0, 0.85))
    for x, y in ((-0.62, -0.2), (-0.22, -0.5), (0.22, -0.5), (0.62, -0.2)):
        pygame.draw.circle(s, c, (cx + x * r, cy + y * r), r * 0.2)
        a = -math.pi / 2 + (x * 0.9)
        tip = (cx + (x + math.cos(a) * 0.45) * r, cy + (y + math.sin(a) * 0.45) * r)
        pygame.draw.polygon(s, c, [(cx + (x - 0.11) * r, cy + y * r), (cx + (x + 0.11) * r, cy + y * r), tip])


def i_weapon_plus(s, cx, cy, r, c):
    """Armed: a knife and a plus."""
    i_blade(s, cx - r * 0.15, cy + r * 0.1, r * 0.85, c)
    pygame.draw.line(s, c, (cx + r * 0.6, cy + r * 0.2), (cx + r * 0.6, cy + r * 0.9), _w(r, 0.16))
    pygame.draw.line(s, c, (cx + r * 0.25, cy + r * 0.55), (cx + r * 0.95, cy + r * 0.55), _w(r, 0.16))


def i_two_blades(s, cx, cy, r, c):
    """Armed to the Teeth: two crossed knives."""
    i_blade(s, cx, cy, r * 0.9, c)
    layer = safe.surface(s.get_width(), s.get_height())
    i_blade(layer, cx, cy, r * 0.9, c)
    s.blit(safe.flip(layer, True, False), (0, 0))


def i_star_arrow(s, cx, cy, r, c):
    """Mutiny: the leader's star taken away."""
    pygame.draw.polygon(s, c, star_points(cx + r * 0.25, cy - r * 0.25, r * 0.65, r * 0.28))
    _arrow_arc(s, c, cx + r * 0.1, cy - r * 0.1, r * 0.8, math.radians(100), math.radians(200), _w(r, 0.13))


ICONS = {
    "all": i_all, "all-but-leader": i_all_but_leader, "infected": i_infected, "creature": i_creature,
    "leader": i_leader,
    "events": i_events, "vote": i_vote, "movement": i_movement, "helicopter": i_helicopter, "reaction": i_reaction,
    "tick": i_ballot_tick, "trophy": i_trophy, "asleep": i_asleep, "clock": i_clock, "shield": i_shield,
    "blade": i_blade,
}
"""Icons by name: the five 'who may play' marks, the four phases, the reaction bolt and token marks."""

EVENT_ICONS = {
    "armed": i_weapon_plus, "armed-to-the-teeth": i_two_blades, "awake": i_eye, "stimulant": i_syringe,
    "blood-test": i_drop, "hive-mind": i_linked, "mutiny": i_star_arrow, "orders": i_megaphone,
    "sabotage": i_broken_card, "coffee-break": i_cup, "commendation": i_medal, "interference": i_no,
    "persuasion": i_plus_vote, "change-of-mind": i_swap, "veto": i_veto, "camouflage": i_mask,
    "lock-yourself-in": i_door, "blackout": i_bulb_off, "lockdown": i_padlock, "contagion": i_contagion,
    "surveillance-camera": i_camera, "adrenaline": i_heart_bolt, "first-aid-kit": i_first_aid, "disarm": i_disarm,
    "ambush": i_crosshair, "barricade": i_planks, "monstrous-strength": i_fist,
}
"""A picture per event card type, by slug; a type not listed here shows its first phase's icon."""


def icon(surface, name: str, centre, radius: float, colour, drawer=None) -> None:
    """Draw icon `name` (or `drawer`) in one colour, centred on `centre`, filling a circle of `radius`."""
    if radius < 1:
        return
    draw = drawer or ICONS[name]
    side = max(2, int(radius * 2.4) + 4)
    layer = safe.surface(side, side)
    draw(layer, side / 2, side / 2, radius, colour)
    surface.blit(layer, (round(centre[0] - side / 2), round(centre[1] - side / 2)))


def event_drawer(slug: str, phases):
    """The picture for an event type: its own if drawn, else its first phase's."""
    return EVENT_ICONS.get(slug) or ICONS[phases[0]]
