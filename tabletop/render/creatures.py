"""The strange creatures themselves, drawn in code: one small creature per Strange Creatures card.

A creature is told apart three ways:

* its family, from the card's colour: yellow sun-fluffs (fluffy or spiky fur, ears and tufts,
  freckles), blue water-blobs (drops and beans, fins, tentacles, bubbles), green leaf-sprites (pears
  and onions with leaves on their heads, twig legs, leaf veins), brown stone-burrowers (boulder
  bodies, horns, four stubby legs, pebbles); colourless cards are grey ghosts that float; the
  shapeshifters (7, 12, +3, X) wear a patchwork of the four colours (the 7 has seven spikes in the
  four colours, the +3 three eyes); trumps are crowned and caped, the mega trump is a starry night
  creature with glowing eyes and a big crown;
* its effect: creatures whose card gives coins hold shiny coins, stamp-givers wear a perforated
  stamp as a crest, removal cards wear a bandit mask and look sideways (one carries a loot sack, the
  other a catching net), the 2½ holds a gem it keeps to the end, the no-winner 2 waves a white flag,
  the X wears a mask and holds a mirror;
* a choice seeded by the card id (crc32, so every run draws the same creature): body shape, eyes,
  mouth, what grows on its head, legs, tail, pattern, shade and blush.

Every creature leaves the same light belly patch (`PLATE`, in grid units) free in the middle of
its body: the card prints its big value there, ink on near-white, so the number keeps its
contrast whatever the creature looks like.

Shapes are laid out on a 100 x 100 grid and drawn once per card at a few master sizes (with a
dilated silhouette as the cartoon outline), then brought down to the asked size in one smooth step.
"""

import math
import random
import zlib
from dataclasses import dataclass
from functools import lru_cache

import pygame

from rules.strange_creatures.cards import CARDS

from . import safe
from .palette import GOLD, GOLD_DARK, INK, SILVER, STAMP_COLOURS, SUIT_COLOURS

GRID = 100
PLATE = (32.0, 48.0, 52.0, 32.0)
"""The belly patch (x, y, w, h on the grid) every creature keeps free for the card's big value."""
PLATE_RADIUS = 11.0
MASTERS = (64, 128, 256, 512)
"""Sizes a creature is drawn at before being brought down (the smallest at least twice the asked size)."""
OUTLINE = 2.3
"""Outline thickness in grid units."""

LINE = (44, 34, 40)
WHITE = (255, 255, 255)
BONE = (246, 236, 206)
BLUSH = (240, 120, 130, 120)

FAMILY_SKINS = {
    "yellow": [(244, 200, 52), (250, 214, 84), (238, 180, 44), (246, 190, 70), (252, 222, 110)],
    "blue": [(62, 130, 220), (84, 150, 232), (44, 110, 196), (56, 142, 206), (96, 128, 226)],
    "green": [(70, 166, 92), (96, 178, 88), (52, 144, 84), (118, 184, 76), (64, 160, 120)],
    "brown": [(146, 96, 56), (166, 112, 66), (126, 82, 48), (156, 100, 72), (138, 104, 70)],
    "colorless": [(214, 216, 224), (200, 204, 214), (226, 226, 232)],
    "shapeshifter": [(250, 250, 250)],
    "trump": [(132, 92, 196), (112, 84, 186)],
    "mega": [(40, 36, 72), (30, 34, 66)],
}

FAMILY_CHOICES = {
    # bodies, head features, legs, arms, tails, patterns
    "yellow": (("fluffy", "blob", "head", "spiky", "fluffy", "pear"), ("ears_round", "tuft", "antennae", "ears_pointy"),
               ("stubby", "stubby", "bird"), ("nubs",), ("fluffy", "curly", "none"),
               ("freckles", "spots", "stripes", "none")),
    "blue": (("drop", "blob", "bean", "head", "drop"), ("fin", "antennae", "fin", "none"),
             ("tentacles", "tentacles", "stubby", "none"), ("fins", "nubs"), ("fish", "none"),
             ("bubbles", "waves", "spots", "bubbles")),
    "green": (("pear", "onion", "head", "pear", "bean"), ("sprout", "ears_leaf", "antennae", "sprout"),
              ("bird", "stubby", "bird"), ("twigs", "nubs"), ("pointy", "none", "curly"),
              ("veins", "spots", "stripes", "veins")),
    "brown": (("box", "bean", "head", "box", "blob"), ("horns", "ears_round", "tuft", "horns", "horns_small"),
              ("four", "stubby", "four"), ("nubs",), ("pointy", "fluffy", "none"),
              ("rocks", "stripes", "spots", "rocks")),
    "colorless": (("ghost",), ("none", "tuft", "antennae"), ("none",), ("nubs",), ("none",),
                  ("none", "freckles")),
    "shapeshifter": (("blob", "head", "bean"), ("antennae", "swirl"), ("stubby",), ("nubs",), ("curly",),
                     ("patchwork",)),
    "trump": (("head", "blob"), ("crown",), ("stubby",), ("nubs",), ("none",), ("none",)),
    "mega": (("head",), ("crown",), ("stubby",), ("nubs",), ("none",), ("stars",)),
}

EYES = ("round", "big", "dots", "sleepy", "round", "big", "cyclops", "three", "stalks")
MOUTHS = ("smile", "open", "fang", "cat", "smile", "grin", "o")


@dataclass(frozen=True)
class Traits:
    """Everything that makes one card's creature itself (chosen once from the card id)."""

    family: str
    body: str
    skin: tuple
    eyes: str
    look: float
    """Where the pupils look: -1 far left .. 1 far right."""
    mouth: str
    top: str
    legs: str
    arms: str
    tail: str
    pattern: str
    cheeks: bool
    sneaky: bool
    props: tuple
    """What it carries, from the card's effect: coin, coins, sack, net, gem, flag, mirror, crest, cape."""
    seed: int


def family_of(card) -> str:
    if card.kind in ("trump", "mega"):
        return card.kind
    if card.is_shapeshifter:
        return "shapeshifter"
    return card.color or "colorless"


def _seed(card_id: str) -> int:
    return zlib.crc32(f"strange-creature:{card_id}".encode())


@lru_cache(maxsize=128)
def traits(card_id: str) -> Traits:
    card = CARDS[card_id]
    fam = family_of(card)
    seed = _seed(card_id)
    rng = random.Random(seed)
    bodies, tops, legs, arms, tails, patterns = FAMILY_CHOICES[fam]
    body = rng.choice(bodies)
    skin = rng.choice(FAMILY_SKINS[fam])
    eyes = rng.choice(EYES)
    mouth = rng.choice(MOUTHS)
    top = rng.choice(tops)
    leg = rng.choice(legs)
    arm = rng.choice(arms)
    tail = rng.choice(tails)
    pattern = rng.choice(patterns)
    cheeks = rng.random() < 0.5
    look = rng.choice((-0.5, 0.0, 0.0, 0.35))
    props = []
    sneaky = card.removal is not None
    if card.coins:
        props.append("coins" if card.coins > 1 else "coin")
    if card.stamp:
        props.append("crest")
    if card.removal == "self":
        props.append("sack")
    if card.removal == "any":
        props.append("net")
    if card.end_points:
        props.append("gem")
    if card.voids_trick:
        props.append("flag")
    if card.kind == "x":
        props.append("mirror")
        sneaky = True
    if card.kind == "trump":
        props.append("cape")
    # the kinds of shapeshifter carry their number in the drawing
    if card.kind == "plus3":
        eyes = "three"
    elif card.kind == "twelve":
        eyes = rng.choice(("round", "big"))
    if fam == "colorless" and eyes == "stalks":
        eyes = "big"
    if fam in ("trump", "mega"):
        eyes = "big" if fam == "trump" else "glow"
        mouth = rng.choice(("smile", "grin")) if fam == "trump" else "fang"
    if sneaky:
        eyes = "sly"
        mouth = rng.choice(("grin", "fang", "smirk"))
        look = rng.choice((-0.8, 0.8))
        cheeks = False
    if "crest" in props and top not in ("crown",):
        top = "crest"
    if body == "drop" and top == "fin":
        top = "none"
    return Traits(family=fam, body=body, skin=skin, eyes=eyes, look=look, mouth=mouth, top=top, legs=leg,
                  arms=arm, tail=tail, pattern=pattern, cheeks=cheeks, sneaky=sneaky, props=tuple(props),
                  seed=seed)


# ----- colours ---------------------------------------------------------------------------------
def mix(a, b, t: float):
    return tuple(round(x + (y - x) * t) for x, y in zip(a[:3], b[:3], strict=False))


def darker(c, t=0.28):
    return mix(c, (0, 0, 0), t)


def lighter(c, t=0.5):
    return mix(c, (255, 255, 255), t)


# ----- a pen that draws on the grid ------------------------------------------------------------
class _Pen:
    """pygame.draw in grid units on a master canvas of `size` pixels."""

    def __init__(self, surface: pygame.Surface):
        self.s = surface
        self.k = surface.get_width() / GRID

    def p(self, pt):
        return (pt[0] * self.k, pt[1] * self.k)

    def circle(self, colour, c, r, width=0):
        rr = r * self.k
        if rr < 0.5:
            return
        w = 0 if not width else max(1, round(width * self.k))
        if w and w >= rr:
            w = 0
        pygame.draw.circle(self.s, colour, self.p(c), rr, w)

    def ellipse(self, colour, cx, cy, rx, ry, width=0):
        r = pygame.Rect(0, 0, max(1, round(2 * rx * self.k)), max(1, round(2 * ry * self.k)))
        r.center = (round(cx * self.k), round(cy * self.k))
        w = 0 if not width else max(1, round(width * self.k))
        if w and 2 * w >= min(r.w, r.h):
            w = 0
        pygame.draw.ellipse(self.s, colour, r, w)

    def rect(self, colour, x, y, w, h, radius=0, width=0):
        r = pygame.Rect(round(x * self.k), round(y * self.k), max(1, round(w * self.k)), max(1, round(h * self.k)))
        rad = int(max(0, min(radius * self.k, r.w / 2, r.h / 2)))
        ww = 0 if not width else max(1, round(width * self.k))
        if ww and 2 * ww >= min(r.w, r.h):
            ww = 0
        pygame.draw.rect(self.s, colour, r, ww, border_radius=rad)

    def poly(self, colour, pts, width=0):
        if len(pts) < 3:
            return
        w = 0 if not width else max(1, round(width * self.k))
        pygame.draw.polygon(self.s, colour, [self.p(q) for q in pts], w)

    def stroke(self, colour, pts, r0, r1=None):
        """A rounded stroke through `pts` (radius r0 -> r1 along it), dense enough to look solid."""
        r1 = r0 if r1 is None else r1
        dense = []
        for a, b in zip(pts, pts[1:], strict=False):
            n = max(1, int(math.dist(a, b) / max(0.4, min(r0, r1) * 0.6)))
            for i in range(n):
                t = i / n
                dense.append((a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t))
        dense.append(pts[-1])
        for i, q in enumerate(dense):
            r = r0 + (r1 - r0) * i / max(1, len(dense) - 1)
            self.circle(colour, q, r)

    def line(self, colour, a, b, width):
        self.stroke(colour, [a, b], width / 2)


def _bezier(p0, p1, p2, steps=16):
    out = []
    for i in range(steps + 1):
        t = i / steps
        a, b, c = (1 - t) ** 2, 2 * (1 - t) * t, t * t
        out.append((a * p0[0] + b * p1[0] + c * p2[0], a * p0[1] + b * p1[1] + c * p2[1]))
    return out


def _star_pts(cx, cy, r_out, r_in, n=5, turn=-math.pi / 2):
    pts = []
    for i in range(n * 2):
        r = r_out if i % 2 == 0 else r_in
        a = turn + i * math.pi / n
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def _sparkle(pen, c, r, colour=WHITE):
    pen.poly(colour, _star_pts(c[0], c[1], r, r * 0.28, 4, 0))


# ----- bodies ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class _Shape:
    cx: float
    eye_y: float
    mouth_y: float
    top_y: float
    top_w: float
    left: float
    right: float
    bottom: float
    shoulder_y: float


SHAPES = {
    "blob": _Shape(58, 33, 42, 21, 22, 22, 94, 92, 58),
    "fluffy": _Shape(58, 33, 42, 18, 22, 20, 96, 92, 58),
    "spiky": _Shape(58, 33, 42, 20, 22, 22, 94, 92, 58),
    "head": _Shape(60, 26, 36, 10, 16, 22, 94, 92, 60),
    "pear": _Shape(58, 32, 41, 16, 16, 21, 95, 92, 62),
    "onion": _Shape(58, 38, 45, 26, 12, 22, 94, 93, 60),
    "drop": _Shape(58, 38, 45, 26, 12, 22, 94, 92, 60),
    "bean": _Shape(58, 33, 42, 22, 24, 22, 94, 92, 58),
    "box": _Shape(58, 33, 42, 20, 26, 21, 95, 91, 56),
    "ghost": _Shape(58, 34, 43, 12, 20, 24, 92, 93, 58),
}


def _body(pen, t: Traits, colour):
    """The body (and head) silhouette in one colour."""
    b = t.body
    if b in ("blob", "fluffy", "spiky"):
        pen.ellipse(colour, 58, 56, 35, 36)
        if b == "fluffy":
            for i in range(18):
                a = i * 2 * math.pi / 18
                pen.circle(colour, (58 + 31.5 * math.cos(a), 56 + 33 * math.sin(a)), 5.8)
        if b == "spiky":
            for i in range(7):
                a = math.pi * (1.14 + 0.72 * i / 6)
                tip = (58 + 44 * math.cos(a), 56 + 45 * math.sin(a))
                l = (58 + 33 * math.cos(a - 0.22), 56 + 33 * math.sin(a - 0.22))
                r = (58 + 33 * math.cos(a + 0.22), 56 + 33 * math.sin(a + 0.22))
                pen.poly(colour, [l, tip, r])
    elif b == "head":
        pen.ellipse(colour, 58, 67, 36, 25)
        pen.circle(colour, (60, 28), 19)
        pen.rect(colour, 48, 40, 24, 14)
    elif b == "pear":
        pen.ellipse(colour, 58, 67, 37, 25)
        pen.circle(colour, (58, 37), 22)
    elif b in ("onion", "drop"):
        pen.ellipse(colour, 58, 61, 36, 31)
        tip = (58, 9) if b == "drop" else (64, 12)
        pen.poly(colour, [(28, 50), tip, (88, 50)] if b == "drop" else
                 [(27, 52), (42, 30), (56, 20), tip, (66, 24), (78, 34), (89, 52)])
    elif b == "bean":
        pen.rect(colour, 22, 22, 72, 70, radius=28)
    elif b == "box":
        pen.rect(colour, 21, 20, 74, 71, radius=13)
    elif b == "ghost":
        pen.circle(colour, (58, 45), 34)
        pen.rect(colour, 24, 45, 68, 42)
        for i in range(6):
            pen.circle(colour, (29.7 + i * 11.3, 87), 5.8)


# ----- parts -----------------------------------------------------------------------------------
def _legs(pen, t: Traits, colour, shade):
    sh = SHAPES[t.body]
    if t.legs == "stubby":
        for x in (44, 70):
            pen.rect(colour, x - 6, sh.bottom - 8, 12, 14, radius=4)
            pen.ellipse(colour, x + 1.5, 97, 8.5, 3.6)
    elif t.legs == "four":
        for x in (32, 48, 68, 84):
            pen.rect(colour, x - 5, sh.bottom - 8, 10, 14, radius=3)
            pen.ellipse(colour, x, 97, 6.5, 3.2)
    elif t.legs == "tentacles":
        for i, x in enumerate((34, 49, 66, 81)):
            d = -1 if i % 2 else 1
            pts = _bezier((x, sh.bottom - 8), (x + 8 * d, 96), (x - 4 * d, 97))
            pen.stroke(colour, pts, 4.6, 2.4)
    elif t.legs == "bird":
        for x in (46, 70):
            pen.stroke(shade, [(x, sh.bottom - 4), (x, 96)], 1.6)
            for dx in (-5, 0, 5):
                pen.stroke(shade, [(x, 96), (x + dx, 98)], 1.4)


def _tail(pen, t: Traits, colour):
    if t.tail == "curly":
        pts = [(86, 80)] + [(92 + 4.6 * math.cos(a), 72 + 4.6 * math.sin(a))
                            for a in [math.pi / 2 + i * 0.45 for i in range(12)]]
        pen.stroke(colour, pts, 3.0, 1.8)
    elif t.tail == "pointy":
        pen.stroke(colour, _bezier((84, 82), (96, 86), (93, 70)), 3.2, 1.4)
        pen.poly(colour, [(89, 72), (93.5, 62), (97, 73)])
    elif t.tail == "fluffy":
        pen.stroke(colour, [(84, 84), (91, 80)], 3)
        pen.circle(colour, (92, 76), 5.2)
    elif t.tail == "fish":
        pen.stroke(colour, _bezier((82, 84), (92, 86), (92, 78)), 3.5, 2)
        pen.poly(colour, [(92, 79), (88, 68), (96.5, 71)])


def _top(pen, t: Traits, colour, shade):
    """What grows on the head; drawn with the silhouette so it shares the outline."""
    sh = SHAPES[t.body]
    cx, y, w = sh.cx, sh.top_y, sh.top_w
    if t.top == "ears_round":
        for d in (-1, 1):
            pen.circle(colour, (cx + d * w * 0.8, y + 4), 8)
    elif t.top == "ears_pointy":
        for d in (-1, 1):
            pen.poly(colour, [(cx + d * w * 0.45, y + 7), (cx + d * w * 1.05, y - 9), (cx + d * w * 1.05, y + 10)])
    elif t.top == "ears_leaf":
        for d in (-1, 1):
            pts = [(cx + d * w * 0.4, y + 6)] + [(cx + d * (w * 0.7 + 9 * math.sin(s * math.pi)), y - 12 * s + 4)
                                                 for s in [i / 8 for i in range(9)]]
            pts += [(cx + d * (w * 0.7 + 16 * s), y - 12 + 4 + 2 * s) for s in (0.9,)]
            pen.poly(colour, pts)
    elif t.top == "tuft":
        for dx, lean in ((-6, -5), (0, 0), (6, 5)):
            pen.stroke(colour, _bezier((cx + dx, y + 4), (cx + dx, y - 6), (cx + dx + lean, y - 10)), 2.8, 1.2)
    elif t.top == "fin":
        pen.poly(colour, [(cx - 14, y + 5), (cx - 8, y - 12), (cx + 2, y - 9), (cx + 6, y - 14), (cx + 14, y + 5)])
    elif t.top in ("horns", "horns_small"):
        big = 1.0 if t.top == "horns" else 0.65
        for d in (-1, 1):
            base = (cx + d * w * 0.55, y + 4)
            pts = _bezier(base, (cx + d * w * (0.7 + 0.5 * big), y - 4 * big),
                          (cx + d * w * (0.55 + 0.45 * big), y - 16 * big))
            pen.stroke(BONE, pts, 4.2, 1.3)
    elif t.top == "sprout":
        pen.stroke(darker(colour, 0.2), _bezier((cx, y + 4), (cx + 1, y - 4), (cx - 1, y - 10)), 1.6)
        pen.ellipse((120, 200, 90), cx - 7, y - 11, 7, 3.6)
        pen.ellipse((120, 200, 90), cx + 6, y - 13, 7, 3.6)
    elif t.top in ("antennae", "swirl"):
        for d in (-1, 1):
            tip = (cx + d * w * 0.95, y - 13)
            pen.stroke(shade, _bezier((cx + d * w * 0.35, y + 5), (cx + d * w * 0.4, y - 8), tip), 1.4)
            if t.top == "swirl":
                pts = [(tip[0] + d * 3.5 * (1 - i / 14) * math.cos(i * 0.55), tip[1] + 3.5 * (1 - i / 14) *
                        math.sin(i * 0.55)) for i in range(15)]
                pen.stroke(shade, pts, 1.3)
            else:
                pen.circle(colour, tip, 3.6)


def _crest(pen, t: Traits, points: int):
    """A perforated postage stamp standing on the head (the creature's card gives a stamp)."""
    sh = SHAPES[t.body]
    cx, y = sh.cx, sh.top_y - 6
    n = 17
    layer = safe.surface(*pen.s.get_size())
    lp = _Pen(layer)
    x0, y0 = cx - n / 2, y - n / 2
    lp.rect(INK, x0 - 1.6, y0 - 1.6, n + 3.2, n + 3.2, radius=1.5)
    lp.rect((252, 248, 234), x0, y0, n, n, radius=1)
    step = n / 5
    for i in range(6):
        for (px, py) in ((x0 + i * step, y0 - 1.6), (x0 + i * step, y0 + n + 1.6),
                         (x0 - 1.6, y0 + i * step), (x0 + n + 1.6, y0 + i * step)):
            lp.circle((0, 0, 0, 0), (px, py), 1.5)
    inner = n * 0.66
    lp.rect(STAMP_COLOURS.get(points, (120, 120, 120)), cx - inner / 2, y - inner / 2, inner, inner, radius=1)
    _sparkle(lp, (cx, y), inner * 0.36)
    pen.s.blit(layer, (0, 0))


def _crown(pen, t: Traits, mega: bool):
    sh = SHAPES[t.body]
    cx, y = sh.cx, (14 if t.body == "head" else 24)
    w = 14 if mega else 11
    h = 10 if mega else 9
    pts = [(cx - w, y), (cx - w - 2, y - h), (cx - w / 2, y - h * 0.45), (cx, y - h - 2.5), (cx + w / 2, y - h * 0.45),
           (cx + w + 2, y - h), (cx + w, y)]
    pen.poly(INK, pts, 0)
    inner = [(px * 0.86 + cx * 0.14, py * 0.86 + y * 0.14 + 0.2) for px, py in pts]
    pen.poly(GOLD, inner)
    pen.rect(GOLD_DARK, cx - w + 1, y - 3.5, 2 * w - 2, 3.5)
    for px in (cx - w - 2, cx, cx + w + 2):
        py = y - h - (2.5 if px == cx else 0)
        pen.circle(INK, (px, py), 2.8)
        pen.circle((230, 70, 90) if px == cx else (250, 250, 250), (px, py), 1.8)
    if mega:
        pen.poly(INK, _star_pts(cx, y - 4.5, 5, 2.3))
        pen.poly((250, 236, 140), _star_pts(cx, y - 4.5, 3.7, 1.7))


def _pattern(pen, t: Traits, rng: random.Random, shade, skin):
    p = t.pattern
    if p == "spots":
        for _ in range(9):
            pen.circle(shade, (rng.uniform(22, 94), rng.uniform(20, 92)), rng.uniform(2.5, 5.5))
    elif p == "stripes":
        # tapered tiger stripes reaching in from both flanks
        for i in range(5):
            y = 26 + i * 14
            for d in (-1, 1):
                edge = 58 + d * 44
                pen.stroke(shade, _bezier((edge, y), (edge - d * 12, y + 2), (edge - d * 20, y + 7)), 3.2, 0.8)
    elif p == "freckles":
        for d in (-1, 1):
            for dx, dy in ((0, 0), (3, 2), (-2, 3), (2, -3)):
                pen.circle(shade, (SHAPES[t.body].cx + d * 17 + dx, SHAPES[t.body].mouth_y + dy), 0.9)
    elif p == "bubbles":
        for _ in range(7):
            c = (rng.uniform(22, 94), rng.uniform(24, 92))
            r = rng.uniform(2.2, 4.6)
            pen.circle(lighter(skin, 0.55), c, r, 0.9)
            pen.circle(lighter(skin, 0.8), (c[0] - r * 0.35, c[1] - r * 0.35), r * 0.25)
    elif p == "waves":
        for row in range(5):
            y = 24 + row * 16
            pen.stroke(lighter(skin, 0.45), [(x, y + 2.5 * math.sin(x / 3.5)) for x in range(16, 100, 2)], 1.6)
    elif p == "veins":
        pen.stroke(shade, [(58, 14), (58, 96)], 1.4)
        for i in range(5):
            y = 26 + i * 14
            for d in (-1, 1):
                pen.stroke(shade, [(58, y), (58 + d * 30, y - 12)], 1.1)
    elif p == "rocks":
        for _ in range(8):
            cx, cy, r = rng.uniform(22, 94), rng.uniform(20, 92), rng.uniform(3, 6)
            pts = [(cx + r * rng.uniform(0.7, 1.15) * math.cos(a), cy + r * rng.uniform(0.7, 1.15) * math.sin(a))
                   for a in [i * math.pi / 3 for i in range(6)]]
            pen.poly(rng.choice((shade, lighter(skin, 0.25))), pts)
    elif p == "patchwork":
        cx, cy = 58, 60
        turn = rng.uniform(0, math.pi / 2)
        for i, name in enumerate(("yellow", "blue", "green", "brown")):
            a0 = turn + i * math.pi / 2
            pts = [(cx, cy)] + [(cx + 90 * math.cos(a0 + s * math.pi / 8), cy + 90 * math.sin(a0 + s * math.pi / 8))
                                for s in range(5)]
            pen.poly(SUIT_COLOURS[name], pts)
        # a few swirls in the seams
        for _ in range(5):
            pen.circle(lighter(SUIT_COLOURS[rng.choice(("yellow", "blue", "green", "brown"))], 0.35),
                       (rng.uniform(22, 94), rng.uniform(18, 92)), rng.uniform(2, 3.6))
    elif p == "stars":
        for _ in range(14):
            c = (rng.uniform(20, 96), rng.uniform(10, 94))
            r = rng.uniform(1.2, 2.6)
            pen.poly(rng.choice(((250, 236, 140), (220, 220, 255), WHITE)), _star_pts(c[0], c[1], r, r * 0.42))
        pen.ellipse((90, 80, 150), 30, 76, 7, 2.2)
        pen.ellipse((90, 80, 150), 84, 30, 6, 1.8)


def _spikes(pen, t: Traits, count: int):
    """A row of `count` spikes along the back (the shapeshifting 7 carries seven), in the four colours."""
    sh = SHAPES[t.body]
    cx = sh.cx
    colours = [SUIT_COLOURS[n] for n in ("yellow", "blue", "green", "brown")]
    for i in range(count):
        a = math.pi * (1.1 + 0.8 * i / max(1, count - 1))
        rx, ry = 38, (30 if t.body == "head" else 37)
        cy = 67 if t.body == "head" else 56
        tip = (cx + (rx + 10) * math.cos(a), cy + (ry + 10) * math.sin(a))
        l = (cx + (rx - 4) * math.cos(a - 0.15), cy + (ry - 4) * math.sin(a - 0.15))
        r = (cx + (rx - 4) * math.cos(a + 0.15), cy + (ry - 4) * math.sin(a + 0.15))
        pen.poly(colours[i % 4], [l, tip, r])


def _eye(pen, c, r, look, lid=None, pupil=INK):
    pen.circle(INK, c, r + 1.1)
    pen.circle(WHITE, c, r)
    pr = r * 0.55
    pc = (c[0] + look * (r - pr) * 0.9, c[1] + r * 0.12)
    pen.circle(pupil, pc, pr)
    pen.circle(WHITE, (pc[0] - pr * 0.35, pc[1] - pr * 0.4), max(0.7, pr * 0.32))
    if lid:
        # a heavy upper lid: the top half of the eye in skin colour, with a line for its edge
        half = [(c[0] + (r + 1.2) * math.cos(a), c[1] + (r + 1.2) * math.sin(a))
                for a in [math.pi + i * math.pi / 12 for i in range(13)]]
        pen.poly(lid, half)
        pen.line(INK, (c[0] - r - 0.6, c[1] + 0.2), (c[0] + r + 0.6, c[1] + 0.2), 1.6)


def _eyes(pen, t: Traits, skin):
    sh = SHAPES[t.body]
    cx, y = sh.cx, sh.eye_y
    e = t.eyes
    if e == "sly":
        # a bandit mask, narrowed eyes glancing sideways, eyebrows that plot something
        pen.rect(INK, cx - 24, y - 6.5, 48, 13, radius=6)
        pen.poly(INK, [(cx - 24, y - 2), (cx - 31, y - 6), (cx - 30, y + 2)])
        pen.poly(INK, [(cx + 24, y - 2), (cx + 31, y - 6), (cx + 30, y + 2)])
        for d in (-1, 1):
            c = (cx + d * 11, y)
            pen.ellipse(WHITE, c[0], c[1], 6, 3.6)
            pen.circle(INK, (c[0] + t.look * 3.2, c[1] + 0.4), 2.6)
            pen.circle(WHITE, (c[0] + t.look * 3.2 - 0.8, c[1] - 0.5), 0.8)
            pen.line(INK, (c[0] - 7 * d, y - 10.5), (c[0] + 5 * d, y - 7.5), 2.0)
        return
    if e == "glow":
        for d in (-1, 1):
            c = (cx + d * 10, y)
            pen.ellipse((250, 220, 90), c[0], c[1], 6.5, 5)
            pen.ellipse((255, 250, 210), c[0], c[1], 3.5, 2.6)
            pen.line(INK, (c[0] - 7 * d, y - 8), (c[0] + 6 * d, y - 5.5), 1.8)
        return
    if e == "cyclops":
        _eye(pen, (cx, y), 9, t.look)
        return
    if e == "three":
        for dx, dy, r in ((-12, 1, 5.2), (0, -3, 6), (12, 1, 5.2)):
            _eye(pen, (cx + dx, y + dy), r, t.look)
        return
    if e == "stalks":
        for d in (-1, 1):
            top = (cx + d * 12, y - 15)
            pen.stroke(INK, [(cx + d * 7, y + 2), top], 2.2)
            pen.stroke(skin, [(cx + d * 7, y + 2), top], 1.2)
            _eye(pen, top, 5.6, t.look)
        return
    if e == "dots":
        for d in (-1, 1):
            pen.ellipse(INK, cx + d * 10, y, 3.2, 4.2)
            pen.circle(WHITE, (cx + d * 10 - 1, y - 1.6), 1.1)
        return
    r = {"round": 5.8, "big": 7.6, "sleepy": 6.2}[e]
    lid = darker(skin, 0.12) if e == "sleepy" else None
    gap = 10.5 if e != "big" else 11
    for d in (-1, 1):
        _eye(pen, (cx + d * gap, y), r, t.look, lid)


def _mouth(pen, t: Traits):
    sh = SHAPES[t.body]
    cx, y = sh.cx, sh.mouth_y
    m = t.mouth
    if m == "smile":
        pen.stroke(INK, _bezier((cx - 6, y - 1), (cx, y + 4.5), (cx + 6, y - 1)), 1.1)
    elif m == "grin":
        pts = _bezier((cx - 8, y - 2), (cx, y + 6), (cx + 8, y - 2))
        pen.poly(INK, pts)
        pen.poly(WHITE, [(cx - 6, y - 1.2), (cx + 6, y - 1.2), (cx + 4, y + 1), (cx - 4, y + 1)])
    elif m == "smirk":
        pen.stroke(INK, _bezier((cx - 6, y + 1), (cx + 2, y + 2.5), (cx + 7, y - 2)), 1.1)
    elif m == "open":
        pen.ellipse(INK, cx, y + 0.5, 4.5, 3.6)
        pen.ellipse((226, 96, 110), cx, y + 2, 2.8, 1.6)
    elif m == "o":
        pen.ellipse(INK, cx, y, 2.4, 2.8)
    elif m == "cat":
        for d in (-1, 1):
            pen.stroke(INK, _bezier((cx, y - 1), (cx + d * 2.5, y + 3), (cx + d * 5, y - 0.5)), 1.0)
    elif m == "fang":
        pen.stroke(INK, _bezier((cx - 7, y - 1), (cx, y + 4), (cx + 7, y - 1)), 1.1)
        for d in (-1, 1):
            pen.poly(INK, [(cx + d * 3.4 - 2.2, y + 1.3), (cx + d * 3.4 + 2.2, y + 1.3), (cx + d * 3.4, y + 6.2)])
            pen.poly(WHITE, [(cx + d * 3.4 - 1.3, y + 1.8), (cx + d * 3.4 + 1.3, y + 1.8), (cx + d * 3.4, y + 4.9)])


def _overlay(pen) -> "_Pen":
    """A pen on a fresh transparent layer (pygame.draw writes alpha as is; blitting the layer blends it)."""
    return _Pen(safe.surface(*pen.s.get_size()))


def _cheeks(pen, t: Traits):
    sh = SHAPES[t.body]
    layer = _overlay(pen)
    for d in (-1, 1):
        layer.ellipse(BLUSH, sh.cx + d * 17, sh.mouth_y - 1, 4.2, 2.6)
    pen.s.blit(layer.s, (0, 0))


# ----- props (what the creature carries) -------------------------------------------------------
LEFT_HAND = (15.0, 74.0)
RIGHT_HAND = (92.0, 64.0)


def _coin(pen, c, r):
    pen.circle(INK, c, r + 1.2)
    pen.circle(GOLD_DARK, c, r)
    pen.circle(GOLD, c, r * 0.84)
    pen.circle(GOLD_DARK, c, r * 0.6, max(0.7, r * 0.1))
    pen.stroke((255, 240, 180), _bezier((c[0] - r * 0.55, c[1] + r * 0.1), (c[0] - r * 0.5, c[1] - r * 0.5),
                                        (c[0] - r * 0.05, c[1] - r * 0.6)), max(0.6, r * 0.1))


def _arm(pen, skin, shoulder, hand, r=3.6):
    pts = _bezier(shoulder, ((shoulder[0] + hand[0]) / 2, max(shoulder[1], hand[1]) + 2), hand, 10)
    pen.stroke(INK, pts, r + OUTLINE * 0.6)
    pen.stroke(skin, pts, r)
    pen.circle(INK, hand, r + 1.2 + OUTLINE * 0.5)
    pen.circle(skin, hand, r + 1.2)


def _fin_arm(pen, skin, shoulder, hand):
    d = 1 if hand[0] > shoulder[0] else -1
    pts = [shoulder, (hand[0], hand[1] - 5), (hand[0] + 2 * d, hand[1] + 4), (shoulder[0], shoulder[1] + 9)]
    pen.poly(INK, [(x + 0.0, y) for x, y in pts], 0)
    inner = [(x * 0.85 + shoulder[0] * 0.15, y * 0.85 + (shoulder[1] + 3) * 0.15) for x, y in pts]
    pen.poly(skin, inner)


def _props_behind(pen, t: Traits):
    """Things held behind the body: the flag's and the net's poles, the trump's cape."""
    if "cape" in t.props:
        pen.poly(INK, [(30, 44), (88, 44), (100, 96), (16, 96)])
        pen.poly((196, 44, 56), [(31.5, 46), (86.5, 46), (97.5, 94.5), (18.5, 94.5)])
        for x in (24, 40, 58, 76, 92):
            pen.circle(WHITE, (x, 94), 1.6)
            pen.circle(INK, (x, 94), 0.6)


def _props_front(pen, t: Traits, skin):
    sh = SHAPES[t.body]
    left_shoulder = (sh.left + 4, sh.shoulder_y)
    right_shoulder = (sh.right - 4, sh.shoulder_y)
    arm = _fin_arm if t.arms == "fins" else _arm
    held_left = held_right = False
    for p in t.props:
        if p in ("coin", "coins", "sack", "gem", "mirror"):
            held_left = True
        if p in ("flag", "net"):
            held_right = True
    # the right hand: a pole reaching up past the head
    if "flag" in t.props:
        fx = RIGHT_HAND[0]
        pen.line(INK, (fx - 1, 92), (fx + 1, 6), 3.4)
        pen.line((170, 130, 80), (fx - 1, 92), (fx + 1, 6), 1.6)
        top = [(fx - 20 * s, 8 + 2.5 * math.sin(s * 6)) for s in (0.0, 0.25, 0.5, 0.75, 1.0)]
        low = [(fx - 20 * s, 25 + 2.5 * math.sin(s * 6)) for s in (1.0, 0.75, 0.5, 0.25, 0.0)]
        pen.poly(INK, top + low)
        pen.poly(WHITE, [(x + 1.1, y + 1.2) for x, y in top[1:]] + [(x + 1.1, y - 1.2) for x, y in low[:-1]] +
                 [(fx - 0.6, 23.8), (fx - 0.6, 9.2)])
    if "net" in t.props:
        pen.line(INK, (RIGHT_HAND[0] - 1, 90), (RIGHT_HAND[0] + 1, 28), 3.4)
        pen.line((150, 110, 70), (RIGHT_HAND[0] - 1, 90), (RIGHT_HAND[0] + 1, 28), 1.6)
        c, r = (85, 18), 9
        veil = _overlay(pen)
        veil.circle((250, 250, 250, 150), c, r)
        pen.s.blit(veil.s, (0, 0))
        for i in range(-3, 4):
            pen.line((110, 110, 120), (c[0] + i * 3, c[1] - r * 0.95), (c[0] + i * 3, c[1] + r * 0.95), 0.6)
            pen.line((110, 110, 120), (c[0] - r * 0.95, c[1] + i * 3), (c[0] + r * 0.95, c[1] + i * 3), 0.6)
        pen.circle(INK, c, r + 1, 2.6)
        pen.circle((150, 110, 70), c, r + 1, 1.2)
    if held_right:
        arm(pen, skin, right_shoulder, RIGHT_HAND)
    elif t.arms != "none":
        wave = (t.seed >> 3) % 3 == 0
        arm(pen, skin, right_shoulder, (94, 46) if wave else (93, 76))
    # the left hand: coins, a sack, a gem or a mirror held low beside the body
    hand = LEFT_HAND
    if "coins" in t.props:
        _coin(pen, (hand[0] + 2, hand[1] + 10), 8.5)
        _coin(pen, (hand[0] - 2, hand[1] + 3), 8.5)
        _sparkle(pen, (hand[0] - 9, hand[1] - 9), 3.6, (255, 246, 190))
        _sparkle(pen, (hand[0] + 9, hand[1] - 6), 2.4, WHITE)
    elif "coin" in t.props:
        _coin(pen, (hand[0], hand[1] + 6), 9.5)
        _sparkle(pen, (hand[0] - 8, hand[1] - 8), 3.6, (255, 246, 190))
        _sparkle(pen, (hand[0] + 9, hand[1] - 4), 2.4, WHITE)
    elif "sack" in t.props:
        c = (hand[0], hand[1] + 9)
        pen.ellipse(INK, c[0], c[1], 11.2, 10.2)
        pen.ellipse((196, 160, 104), c[0], c[1], 10, 9)
        pen.poly(INK, [(c[0] - 5, c[1] - 12), (c[0] + 5, c[1] - 12), (c[0] + 2, c[1] - 7), (c[0] - 2, c[1] - 7)])
        _coin(pen, (c[0] + 2, c[1] - 13), 4.5)
        pen.line((120, 90, 50), (c[0] - 4, c[1] - 7), (c[0] + 4, c[1] - 7), 1.6)
        pen.stroke((150, 118, 70), _bezier((c[0] - 6, c[1] + 2), (c[0], c[1] + 6), (c[0] + 6, c[1] + 2)), 0.7)
    elif "gem" in t.props:
        c = (hand[0], hand[1] + 6)
        pts = [(c[0] - 10, c[1] - 3), (c[0] - 6, c[1] - 9), (c[0] + 6, c[1] - 9), (c[0] + 10, c[1] - 3),
               (c[0], c[1] + 11)]
        pen.poly(INK, [(x + (x - c[0]) * 0.14, y + (y - c[1]) * 0.14) for x, y in pts])
        pen.poly((90, 210, 230), pts)
        pen.poly((170, 240, 250), [(c[0] - 6, c[1] - 9), (c[0], c[1] - 3), (c[0] - 10, c[1] - 3)])
        pen.poly((40, 160, 190), [(c[0], c[1] - 3), (c[0] + 10, c[1] - 3), (c[0], c[1] + 11)])
        _sparkle(pen, (c[0] + 9, c[1] - 13), 3.4, WHITE)
    elif "mirror" in t.props:
        c = (hand[0], hand[1] + 2)
        pen.line(INK, (c[0], c[1] + 6), (c[0] + 2, c[1] + 20), 3.8)
        pen.line((150, 110, 70), (c[0], c[1] + 6), (c[0] + 2, c[1] + 20), 2)
        pen.ellipse(INK, c[0], c[1], 9.6, 11.6)
        pen.ellipse(SILVER, c[0], c[1], 8.2, 10.2)
        pen.ellipse((232, 242, 250), c[0] - 1, c[1] - 1, 6, 8)
        pen.line(WHITE, (c[0] - 3.5, c[1] + 2), (c[0] + 1.5, c[1] - 6), 1.4)
    if held_left:
        arm(pen, skin, left_shoulder, (hand[0] + 6, hand[1] + 1))
    elif t.arms != "none":
        arm(pen, skin, left_shoulder, (16, 76))


# ----- the whole creature ----------------------------------------------------------------------
def _silhouette_outline(layer: pygame.Surface, radius_px: float) -> pygame.Surface:
    """The silhouette of `layer` grown by `radius_px`, in ink (the cartoon outline)."""
    w, h = layer.get_size()
    out = safe.surface(w, h)
    r = int(round(radius_px))
    mask = pygame.mask.from_surface(layer, 40)
    if r >= 1:
        kernel = _disc(r)
        mask = mask.convolve(kernel, pygame.mask.Mask((w, h)), (-r, -r))
    mask.to_surface(out, setcolor=(*LINE, 255), unsetcolor=(*LINE, 0))
    return out


@lru_cache(maxsize=16)
def _disc(r: int) -> pygame.mask.Mask:
    kernel = pygame.mask.Mask((2 * r + 1, 2 * r + 1))
    for y in range(2 * r + 1):
        for x in range(2 * r + 1):
            if (x - r) ** 2 + (y - r) ** 2 <= r * r + r * 0.6:
                kernel.set_at((x, y))
    return kernel


def _clip(layer: pygame.Surface, shape: pygame.Surface) -> pygame.Surface:
    m = pygame.mask.from_surface(shape, 60)
    keep = safe.surface(*layer.get_size())
    m.to_surface(keep, setcolor=(255, 255, 255, 255), unsetcolor=(255, 255, 255, 0))
    layer.blit(keep, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return layer


def belly_colour(t: Traits):
    if t.family == "mega":
        return (246, 242, 226)
    if t.family == "shapeshifter":
        return (254, 254, 252)
    return mix(t.skin, (255, 253, 246), 0.86)


@lru_cache(maxsize=320)
def _master(card_id: str, size: int) -> pygame.Surface:
    card = CARDS[card_id]
    t = traits(card_id)
    rng = random.Random(t.seed ^ 0x5EED)
    skin = t.skin
    shade = darker(skin, 0.22) if t.family != "mega" else (70, 62, 120)
    s = safe.surface(size, size)
    pen = _Pen(s)
    # a soft shadow on the ground (further away when the creature floats)
    floats = t.legs == "none"
    pen.ellipse((0, 0, 0, 40 if floats else 55), 58, 97.5, 26 if floats else 34, 2.6)
    back = safe.surface(size, size)
    bpen = _Pen(back)
    _props_behind(bpen, t)
    s.blit(back, (0, 0))
    # the silhouette: tail, legs, body, what grows on the head (outlined together)
    sil = safe.surface(size, size)
    spen = _Pen(sil)
    _tail(spen, t, skin)
    _legs(spen, t, skin, shade)
    if card.kind == "seven":
        _spikes(spen, t, 7)
    _top(spen, t, skin, shade)
    skin_layer = safe.surface(size, size)
    _body(_Pen(skin_layer), t, skin)
    sil.blit(skin_layer, (0, 0))
    s.blit(_silhouette_outline(sil, OUTLINE * pen.k), (0, 0))
    s.blit(sil, (0, 0))
    # patterns stay on the skin
    pat = safe.surface(size, size)
    _pattern(_Pen(pat), t, rng, shade, skin)
    s.blit(_clip(pat, skin_layer), (0, 0))
    # the belly patch for the card's big value
    x, y, w, h = PLATE
    pen.rect(darker(belly_colour(t), 0.35), x - 0.9, y - 0.9, w + 1.8, h + 1.8, radius=PLATE_RADIUS + 0.9)
    pen.rect(belly_colour(t), x, y, w, h, radius=PLATE_RADIUS)
    # the face
    if t.cheeks:
        _cheeks(pen, t)
    _eyes(pen, t, skin)
    _mouth(pen, t)
    if "crest" in t.props:
        _crest(pen, t, card.stamp)
    if t.top == "crown":
        _crown(pen, t, t.family == "mega")
    _props_front(pen, t, skin)
    return s


def master_size(size: int) -> int:
    """The master drawing used for a creature of `size` pixels."""
    want = max(1, int(size)) * 2
    for m in MASTERS:
        if m >= want:
            return m
    return MASTERS[-1]


@lru_cache(maxsize=512)
def creature(card_id: str, size: int) -> pygame.Surface:
    """The card's creature on a transparent square of `size` x `size` pixels (at least 1)."""
    size = max(1, int(size))
    return safe.scale(_master(card_id, master_size(size)), size, size)


def plate_rect(size: int, origin=(0, 0)) -> pygame.Rect:
    """Where the belly patch lies on a creature drawn `size` pixels wide at `origin`."""
    k = max(1, int(size)) / GRID
    x, y, w, h = PLATE
    return safe.rect(origin[0] + x * k, origin[1] + y * k, w * k, h * k)
