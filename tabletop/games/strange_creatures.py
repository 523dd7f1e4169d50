"""The Strange Creatures table: lays a seat's view out, maps moves to grips, asks, narrates.

Grips (what you pick up -> where you put it down):
    play a card            card:<id>     -> trick
    play a number with +3  card:<+3 id>  -> card:<number id>   (several +3s: a picker)
    play an X              card:<x id>   -> trick              (then click the display card to copy)
    buy                    card:<id>     -> hand               (or just tap the display card)
    remove (3⅓, 4¼, expert) card:<id>    tap                   (plus a panel listing every choice)
    pass                   button:pass   tap
"""


import pygame

from rules.strange_creatures.cards import CARDS
from rules.strange_creatures.moves import Buy, Pass, Play, Remove

from ..render import creature_cards as cc
from ..render import fonts, safe, tokens
from ..render.colour_marks import marked
from ..render.palette import HIGHLIGHT, SUIT_COLOURS
from ..render.shapes import suit_mark
from ..table.grips import Grip, Option, Prompt
from ..table.pieces import Piece
from .base import Adapter
from .sc_layout import build_layout, fan, token_row

PASS_LABELS = {
    "buy": "Take no creature",
    "remove": "Keep my cards",
    "expert": "Remove nothing",
}
SOURCE_WORDS = {"hand": "hand", "discard": "discard pile", "trick": "trick"}
class StrangeCreaturesAdapter(Adapter):
    game_id = "strange-creatures"

    def __init__(self, game):
        super().__init__(game)
        self.names = [f"Player {i + 1}" for i in range(5)]
        self.view = None
        self.held: dict | None = None
        self.browsing = False

    # layout and pieces ------------------------------------------------------------------------
    def layout(self, view, size):
        self.view = view
        me = view.seat if view.seat is not None else 0
        return build_layout(view.players, me, size)

    def _trick_plays(self, view):
        """The plays to draw in the trick area: the live trick, or a finished one being held."""
        if self.held is not None:
            return self.held["plays"], self.held["winner"], self.held["void"], True
        plays = [{"seat": p.seat, "card": p.card, "plus": list(p.plus), "copy": p.copies, "removed": p.removed,
                  "color": p.color, "value": p.value} for p in view.trick]
        winner = view.trick_winner if view.trick_complete else None
        void = view.trick_void_by if view.trick_complete else None
        return plays, winner, void, view.trick_complete

    def trick_slots(self, view, lay, n_plays):
        """Fixed places for every seat's play (centred for a full trick), so cards never shuffle along."""
        return self._slots(lay, max(view.players, n_plays))[:n_plays]

    @staticmethod
    def _slots(lay, n_plays):
        w = lay.trick_card_w
        ch = cc.card_height(w)
        step = int(w * 1.32)
        total = step * max(1, n_plays) - (step - w)
        x0 = lay.trick.x + max(8, (lay.trick.w - total) // 2)
        y = lay.trick.y + (lay.trick.h - ch) // 2
        return [pygame.Rect(x0 + i * step, y, w, ch) for i in range(n_plays)]

    def pieces(self, view, lay) -> list[Piece]:
        out: list[Piece] = []
        me = lay.me
        plays, _winner, _void, _complete = self._trick_plays(view)
        held_ids = set()
        if self.held is not None:
            for p in plays:
                held_ids.add(p["card"])
                held_ids.update(p["plus"])
        areas = lay.seats
        # trick
        for i, (play, rect) in enumerate(zip(plays, self.trick_slots(view, lay, len(plays)), strict=True)):
            spawn = areas[play["seat"]].hand.center
            for k, plus in enumerate(play["plus"]):
                r = rect.move(int(rect.w * 0.16) * (k + 1), int(rect.h * 0.1) * (k + 1))
                out.append(Piece(plus, ("card", plus), r, z=50 + i * 4, handle=f"card:{plus}", spawn=spawn))
            card = CARDS[play["card"]]
            face = ("xcopy", play["card"], play["copy"]) if card.kind == "x" else ("card", play["card"])
            out.append(Piece(play["card"], face, rect, z=51 + i * 4 + len(play["plus"]), handle=f"card:{play['card']}",
                             spawn=spawn))
        # display and draw pile
        for slot, card_id in enumerate(view.display):
            if card_id is not None and card_id not in held_ids:
                out.append(Piece(card_id, ("card", card_id), lay.display[slot], z=40, handle=f"card:{card_id}",
                                 spawn=lay.draw_pile.center))
        if view.draw_count > 0:
            for k in range(min(3, view.draw_count)):
                out.append(Piece(f"drawpile:{k}", ("back",), lay.draw_pile.move(-2 * k, -2 * k), z=30 + k))
        # seats
        for seat, sv in enumerate(view.seats):
            area = areas[seat]
            if seat == me and view.seat == me:
                hand = [c for c in view.hand if c not in held_ids]
                for i, (card_id, rect) in enumerate(zip(hand, fan(area.hand, len(hand), area.card_w,
                                                                  arc=area.card_w * 0.1), strict=True)):
                    out.append(Piece(card_id, ("card", card_id), rect, z=100 + i, handle=f"card:{card_id}",
                                     spawn=lay.display[1].center, sink=lay.trick.center))
            else:
                shown = min(sv.hand_count, 12)
                for i, rect in enumerate(fan(area.hand, shown, area.card_w, left=True)):
                    out.append(Piece(f"back:{seat}:{i}", ("back",), rect, z=60 + i))
            top = sv.discard_top
            pile = list(sv.discard)
            if top in held_ids:
                rest = [c for c in pile if c not in held_ids]
                top = rest[-1] if rest else None
            if top is not None:
                out.append(Piece(top, ("card", top), area.discard, z=45,
                                 handle=f"pile:{seat}" if seat == me and view.seat == me else f"card:{top}"))
            # coins and stamps
            size = area.coins.h
            for i, (value, xy) in enumerate(zip(*self._coin_layout(sv.coins, area.coins, size), strict=True)):
                out.append(Piece(f"coin:{seat}:{value}:{i}", ("coin", value), pygame.Rect(xy, (size, size)), z=70 + i,
                                 spawn=lay.bank, sink=lay.bank))
            ssize = area.stamps.h if not area.bottom else max(16, area.stamps.h // 2 - 3)
            for i, (value, xy) in enumerate(zip(sv.stamps, token_row(area.stamps, len(sv.stamps), ssize),
                                                strict=True)):
                out.append(Piece(f"stamp:{seat}:{i}", ("stamp", value), pygame.Rect(xy, (ssize, ssize)), z=80 + i,
                                 spawn=lay.bank, sink=lay.bank))
        return out

    @staticmethod
    def _coin_layout(amount, rect, size):
        coins = tokens.make_change(amount)
        fives = [c for c in coins if c == 5]
        ones = [c for c in coins if c == 1]
        ordered = fives + ones
        return ordered, token_row(rect, len(ordered), size, max_step=size * 0.62)

    def hotspots(self, view, lay) -> dict:
        spots = {"trick": lay.trick}
        if view.seat is not None:
            spots["hand"] = lay.seats[lay.me].hand.inflate(0, 30)
        return spots

    def action_area(self, lay):
        return lay.actions

    def draggable(self, view, handle: str) -> bool:
        if not handle.startswith("card:") or view.seat is None:
            return False
        card_id = handle[5:]
        return card_id in view.hand or card_id in view.display

    def dimmable(self, view, handle: str) -> bool:
        if not handle.startswith("card:") or view.seat is None:
            return False
        card_id = handle[5:]
        return (view.phase == "play" and card_id in view.hand) or (view.phase == "buy" and card_id in view.display)

    # moves ------------------------------------------------------------------------------------
    def grip(self, move):
        if isinstance(move, Play):
            if move.plus:
                return Grip(f"card:{move.plus[0]}", f"card:{move.card}")
            return Grip(f"card:{move.card}", "trick")
        if isinstance(move, Buy):
            return Grip(f"card:{move.card}", "hand", tap=True)
        if isinstance(move, Remove):
            return Grip(f"card:{move.card}", None)
        if isinstance(move, Pass):
            phase = self.view.phase if self.view is not None else "buy"
            return Grip("button:pass", None, label=PASS_LABELS.get(phase, "Pass"))
        return None

    def ask(self, view, moves) -> Prompt:
        if all(isinstance(m, Play) and m.copy for m in moves):
            return Prompt("Which display card should the X copy? Click it.",
                          [Option(CARDS[m.copy].name, m, ("card", m.copy), f"card:{m.copy}") for m in moves])
        if all(isinstance(m, Play) for m in moves):
            options = []
            for m in sorted(moves, key=lambda m: len(m.plus)):
                n = len(m.plus)
                label = f"{CARDS[m.card].name} + {'3' if n == 1 else f'{n} × 3'}"
                options.append(Option(label, m))
            return Prompt("How many +3 cards?", options)
        return super().ask(view, moves)

    def standing_prompt(self, view, moves) -> Prompt | None:
        removes = [m for m in moves if isinstance(m, Remove)]
        if not removes:
            return None
        me = view.seats[view.seat]
        if view.phase == "expert":
            title = "Expert rule: pay 5 coins to remove one of your cards? Tap one, or remove nothing."
        elif (getattr(me, "removal_effect", None) or getattr(me, "removal_pending", None)) == "self":
            title = "Your 3⅓: remove it from the game for 3 coins? Tap it, or keep it."
        else:
            title = "Your 4¼: remove one of your cards for a 1-point stamp? Tap one, or keep them all."
        options = []
        trick_cards = {p.card for p in view.trick}
        for m in removes:
            where = "trick" if m.card in trick_cards else ("hand" if m.card in view.hand else "discard")
            options.append(Option(SOURCE_WORDS[where], m, ("card", m.card), f"card:{m.card}"))
        return Prompt(title, options, cancel=False)

    def intent(self, view, source: str, target: str | None):
        if view.seat is None or not source.startswith("card:"):
            return None
        card_id = source[5:]
        seat = view.seat
        if card_id in view.hand:
            if target == "trick":
                card = CARDS[card_id]
                copy = next((d for d in view.display if d and CARDS[d].kind != "x"), None) if card.kind == "x" else None
                return Play(seat, card_id, (), copy)
            if target and target.startswith("card:") and target[5:] in view.hand:
                if CARDS[card_id].kind == "plus3":
                    return Play(seat, target[5:], (card_id,))
                if CARDS[target[5:]].kind == "plus3":  # the number card dropped on the +3: same meaning
                    return Play(seat, card_id, (target[5:],))
                return None
        if card_id in view.display and target == "hand":
            return Buy(seat, card_id)
        return None

    def on_tap(self, view, handle: str) -> bool:
        if handle.startswith("pile:") and view.seat is not None and handle == f"pile:{view.seat}":
            self.browsing = not self.browsing
            return True
        if self.browsing:
            self.browsing = False
        return False

    def dismiss(self) -> bool:
        was, self.browsing = self.browsing, False
        return was

    # narration, holds, summaries ----------------------------------------------------------------
    def narrate(self, event) -> str:
        line = self.game.describe_event(event)
        for i, name in enumerate(self.names):
            line = line.replace(f"Player {i + 1}'s", f"{name}'s").replace(f"Player {i + 1} ", f"{name} ")
            if line.endswith(f"Player {i + 1}."):
                line = line[: -len(f"Player {i + 1}.")] + f"{name}."
        return line

    def hold(self, events) -> float:
        kinds = [e.kind for e in events]
        if "trick_cleared" not in kinds:
            return 0.0
        end = max(i for i, k in enumerate(kinds) if k == "trick_cleared")
        # the finished trick: the plays in this batch, after the ones the last view already showed
        plays = []
        winner = void = None
        for e in events[:end]:
            if e.kind == "card_played":
                plays.append({"seat": e.data["seat"], "card": e.data["card"], "plus": list(e.data.get("plus") or []),
                              "copy": e.data.get("copy"), "removed": False})
            elif e.kind == "trick_won":
                winner = e.data["seat"]

            elif e.kind == "trick_void":
                void = e.data["seat"]
        if self.view is not None and len(plays) < self.view.players:
            earlier = [{"seat": p.seat, "card": p.card, "plus": list(p.plus), "copy": p.copies, "removed": False,
                        "color": p.color, "value": p.value} for p in self.view.trick]
            plays = earlier[: self.view.players - len(plays)] + plays
        if not plays:
            return 0.0
        gone = {e.data.get("card") for e in events if e.kind == "card_removed" and e.data.get("source") == "trick"}
        for p in plays:
            p["removed"] = p["removed"] or p["card"] in gone
        if winner is None and void is None and self.view is not None and self.view.trick_complete:
            winner, void = self.view.trick_winner, self.view.trick_void_by
        self.held = {"plays": plays, "winner": winner, "void": void}
        return 1.6

    def release_hold(self) -> None:
        self.held = None

    def round_summary(self, view, events):
        ended = [e for e in events if e.kind == "round_end"]
        if not ended or any(e.kind == "game_end" for e in events):
            return None
        rnd = ended[-1].data["round"]
        headers = ["Player", "Stamps", "Points", "Coins", "Cards"]
        rows = [[self.names[s.seat], len(s.stamps), s.stamp_points, s.coins, s.hand_count] for s in view.seats]
        return (f"Round {rnd} of {view.rounds} is over", headers, rows)

    def final_table(self, view, result):
        headers = ["Player", "Stamps", "2½ bonus", "Points", "Coins (ties)", ""]
        rows = []
        for f in sorted(view.final or [], key=lambda f: f.seat):
            bonus = f"{f.bonus_cards} × 5 = {f.bonus_points}" if f.bonus_cards else "—"
            rows.append([self.names[f.seat], f.stamp_points, bonus, f.points, f.coins, "winner" if f.winner else ""])
        return headers, rows

    # drawing ----------------------------------------------------------------------------------
    def face(self, face, width: int):
        kind = face[0]
        if kind == "card":
            img = cc.face(face[1], width)
            colour = CARDS[face[1]].color
            return marked(img, colour) if colour and getattr(self, "colour_marks", False) else img
        if kind == "xcopy":
            return cc.x_copy_face(face[1], face[2], width)
        if kind == "back":
            return cc.back(width)
        if kind == "coin":
            return tokens.coin(face[1], width)
        if kind == "stamp":
            return tokens.stamp(face[1], width)
        raise KeyError(face)

    def faces(self):
        ids = list(CARDS)
        yield from (("card", c) for c in ids)
        for x in (c for c in ids if CARDS[c].kind == "x"):
            yield ("xcopy", x, None)
            yield from (("xcopy", x, c) for c in ids if CARDS[c].kind != "x")
        yield ("back",)
        yield from (("coin", v) for v in (1, 5))
        yield from (("stamp", v) for v in (1, 2, 3, 4))

    def describe(self, face):
        if face[0] == "card":
            return CARDS[face[1]].name.capitalize(), cc.effect_words(face[1])
        if face[0] == "xcopy":
            lines = cc.effect_words(face[1])
            if face[2]:
                lines = [f"This X copies the {CARDS[face[2]].name}:"] + cc.effect_words(face[2])
            return "Shapeshifting X", lines
        if face[0] == "coin":
            return f"A {face[1]}-coin", ["Coins pay for creatures from the display. Change is made for you."]
        if face[0] == "stamp":
            return f"A {face[1]}-point stamp", ["Stamps are your points at the end of the game."]
        return None

    def draw_under(self, surface, view, lay, table) -> None:
        ink = (245, 240, 220)
        dim = (190, 205, 190)
        lh = max(15, lay.size[1] // 50)
        # seat plates
        for seat, area in lay.seats.items():
            sv = view.seats[seat]
            turn = view.turn == seat and not view.over
            plate = area.name.copy()
            label = self.names[seat] + (" · to play" if turn and view.phase == "play" else " · deciding" if turn
                                        else "")
            if seat == view.leader and view.phase == "play" and not view.trick:
                label += " (leads)"
            plate.w = min(max(plate.w, fonts.font(lh + 1, "bold").size(label)[0] + 14), lay.play.w // 2)
            if turn:
                pygame.draw.rect(surface, HIGHLIGHT, plate.inflate(8, 4), border_radius=9)
            else:
                pygame.draw.rect(surface, (16, 48, 32), plate.inflate(8, 4), border_radius=9)
            colour = (40, 30, 0) if turn else ink
            fonts.blit_text(surface, label, lh + 1, (plate.x + 6, plate.centery), colour, "bold", anchor="midleft")
            # discard pile outline and count
            d = area.discard
            pygame.draw.rect(surface, (20, 56, 38), d, border_radius=8)
            pygame.draw.rect(surface, (80, 120, 96), d, 1, border_radius=8)
            if sv.discard_count > 1:
                for k in range(min(3, sv.discard_count - 1), 0, -1):
                    pygame.draw.rect(surface, (215, 210, 196), d.move(2 * k, 2 * k), border_radius=8)
                    pygame.draw.rect(surface, (90, 90, 80), d.move(2 * k, 2 * k), 1, border_radius=8)
            if area.bottom:
                words = f"discard {sv.discard_count}" + (" · tap to look" if sv.discard_count else "")
                fonts.blit_text(surface, words, max(12, lh - 3),
                                (d.centerx, d.bottom + 4 + 2 * min(3, sv.discard_count)), dim, anchor="midtop")
            else:
                pass  # the count badge on the pile says it
            if sv.removed_face_down_count:
                fonts.blit_text(surface, f"{sv.removed_face_down_count} removed", max(12, lh - 3),
                                (d.centerx, d.y - 3), dim, anchor="midbottom")
        # middle labels
        fonts.blit_text(surface, "Draw pile", lh, (lay.draw_pile.centerx, lay.draw_pile.y - 4), ink, anchor="midbottom")
        pygame.draw.rect(surface, (20, 56, 38), lay.draw_pile, border_radius=8)
        fonts.blit_text(surface, "Display", lh, (lay.display[1].centerx, lay.display[1].y - 4), ink, "bold",
                        anchor="midbottom")
        for r in lay.display:
            pygame.draw.rect(surface, (20, 56, 38), r, border_radius=8)
            pygame.draw.rect(surface, (80, 120, 96), r, 1, border_radius=8)
        t = lay.trick
        pygame.draw.rect(surface, (22, 62, 42), t, border_radius=14)
        pygame.draw.rect(surface, (90, 140, 110), t, 2, border_radius=14)
        suit = f" · follow {view.suit}" if view.suit and not view.trick_complete else ""
        fonts.blit_text(surface, f"Trick{suit}", lh, (t.x + 12, t.y + 6), ink, "bold")
        s_img = tokens.stamp(view.stamp_value, lh + 8)
        fonts.blit_text(surface, "winner gets", lh - 1, (t.right - lh - 22, t.y + 8), dim, anchor="topright")
        surface.blit(s_img, (t.right - lh - 16, t.y + 4))
        # bank
        b = lay.bank_rect
        fonts.blit_text(surface, "Bank", lh - 1, (b.x, b.centery), dim, anchor="midleft")
        x = b.x + fonts.font(lh - 1).size("Bank")[0] + 10
        for k in range(3):
            surface.blit(tokens.coin(1, b.h - 6), (x + k * 6, b.y + 3))
        surface.blit(tokens.coin(5, b.h - 6), (x + 30, b.y + 3))
        for k, v in enumerate((1, 2, 3, 4)):
            surface.blit(tokens.stamp(v, b.h - 8), (x + 80 + k * (b.h - 2), b.y + 4))
        plays, _winner, _void, _complete = self._trick_plays(view)
        lh2 = max(13, lay.size[1] // 56)
        slots = self.trick_slots(view, lay, len(plays))
        full = self._slots(lay, max(2, view.players))
        room = full[1].x - full[0].x - 6
        for i, (play, rect) in enumerate(zip(plays, slots, strict=True)):
            weight = "bold" if i == 0 else "regular"
            label = self.names[play["seat"]]
            if i == 0 and fonts.font(lh2, weight).size(label + " · lead")[0] <= room:
                label += " · lead"
            label = fonts.fit(label, lh2, room, weight)
            fonts.blit_text(surface, label, lh2, (rect.centerx, rect.bottom + 4 + (len(play["plus"]) * rect.h // 10)),
                            (240, 236, 214), "bold" if i == 0 else "regular", anchor="midtop")
            if i == 0:
                arrow = [(rect.x - 12, rect.centery - 8), (rect.x - 2, rect.centery), (rect.x - 12, rect.centery + 8)]
                pygame.draw.polygon(surface, (250, 214, 90), arrow)
        r = lay.draw_pile
        badge = pygame.Rect(0, 0, lh2 * 3, lh2 + 8)
        badge.midtop = (r.centerx, r.bottom + 4)
        pygame.draw.rect(surface, (250, 245, 230), badge, border_radius=8)
        fonts.blit_text(surface, str(view.draw_count), lh2, badge.center, (40, 30, 20), "bold", anchor="center")
        self._draw_panel(surface, view, lay, table)
        self._draw_status(surface, view, lay, table)

    def _draw_status(self, surface, view, lay, table):
        r = lay.status
        size = max(15, r.h - 8)
        me = lay.me
        text = ""
        if view.over:
            text = "The game is over."
        elif view.turn is not None and view.seat == view.turn and table.index.moves:
            if view.phase == "play":
                lead = not view.trick
                text = "Your lead: play any card." if lead else (
                    f"Your turn: follow {view.suit} if you can." if view.suit else "Your turn: play a card.")
                text += "  Drag it to the trick."
            elif view.phase == "buy":
                why = "you played the lowest card" if view.buy_stage == "lowest" else "you have 5 or more coins"
                coins = view.seats[me].coins
                text = f"You may buy ({why}, {coins} coins): tap a lit display card, or take none."
            elif view.phase in ("remove", "expert"):
                text = "Choose a card to remove, or keep them all."
        elif view.turn is not None:
            doing = {"play": "is playing", "buy": "may buy a creature", "remove": "is deciding on a removal",
                     "expert": "is deciding on the Expert Rule"}.get(view.phase, "is deciding")
            text = f"{self.names[view.turn]} {doing}…"
        if self.held is not None:
            w, void = self.held["winner"], self.held["void"]
            if w is not None:
                text = f"{self.names[w]} wins the trick."
            elif void is not None:
                text = f"Nobody wins: {self.names[void]} played a colorless 2."
            else:
                text = "The trick is over."
            text += "  (tap to go on)"
        elif view.trick_complete and view.trick_winner is not None and not view.over and view.phase != "play":
            text = f"{self.names[view.trick_winner]} won.  " + text
        if text:
            while size > 13 and fonts.font(size, "bold").size(text)[0] > r.w:
                size -= 1
            lines = fonts.wrap(text, size, r.w, "bold")
            y = r.centery - (len(lines) - 1) * (size + 4) // 2
            for line in lines[:2]:
                fonts.blit_text(surface, line, size, (r.x, y), (250, 238, 200), "bold", anchor="midleft")
                y += size + 4

    def _draw_panel(self, surface, view, lay, table):
        p = lay.panel
        pygame.draw.rect(surface, (14, 40, 28), p)
        pygame.draw.line(surface, (90, 140, 110), p.topleft, p.bottomleft, 2)
        h = lay.size[1]
        big = max(20, h // 30)
        small = max(14, h // 52)
        x = p.x + 16
        y = 14
        fonts.blit_text(surface, f"Round {view.round} of {view.rounds}", big, (x, y), (250, 236, 190), "bold")
        y += big + 12
        fonts.blit_text(surface, "Trick winner gets", small, (x, y + 4), (200, 214, 200))
        label_w = fonts.font(small).size("Trick winner gets")[0]
        surface.blit(tokens.stamp(view.stamp_value, small + 14), (x + label_w + 8, y))
        y += small + 22
        if view.expert:
            fonts.blit_text(surface, "Expert rule is on", small - 1, (x, y), (230, 200, 150), "italic")
            y += small + 8
        # score rows
        right = p.right - 14
        step = max(46, int(small * 3.4))
        cols = [x, right - 2 * step, right - step, right]
        for label, cx in zip(("Player", "Pts", "Coins", "Cards"), cols, strict=True):
            fonts.blit_text(surface, label, small - 1, (cx, y), (170, 190, 176), "bold",
                            anchor="topleft" if cx == x else "topright")
        y += small + 8
        for sv in view.seats:
            row = pygame.Rect(x - 8, y - 3, p.w - 20, small + 12)
            if view.turn == sv.seat and not view.over:
                pygame.draw.rect(surface, (60, 90, 50), row, border_radius=6)
            weight = "bold" if sv.seat == view.seat else "regular"
            room = cols[1] - cols[0] - 30
            name = self.names[sv.seat]
            if sv.seat == view.seat and fonts.font(small, weight).size(name + " (you)")[0] <= room:
                name += " (you)"  # only where it fits: the bold row already says which seat is yours
            fonts.blit_text(surface, fonts.fit(name, small, room, weight), small, (cols[0], y), (245, 240, 220), weight)
            fonts.blit_text(surface, str(sv.stamp_points), small, (cols[1], y), (250, 230, 150), "bold",
                            anchor="topright")
            fonts.blit_text(surface, str(sv.coins), small, (cols[2], y), (240, 220, 120), anchor="topright")
            fonts.blit_text(surface, str(sv.hand_count), small, (cols[3], y), (220, 230, 220), anchor="topright")
            y += small + 14
        # narration
        n = lay.narration
        n.y = max(n.y, y + 16)
        n.h = (lay.menu_area.y if lay.menu_area else p.bottom) - 8 - n.y
        fonts.blit_text(surface, "What happened", small - 1, (n.x, n.y), (170, 190, 176), "bold")
        lines: list[tuple[str, bool]] = []
        for k, line in enumerate(reversed(table.narration[-14:])):
            wrapped = fonts.wrap(line, small - 1, n.w)
            lines = [(w, k == 0) for w in wrapped] + lines
        max_lines = max(1, (n.h - small - 12) // (small + 4))
        lines = lines[-max_lines:]
        yy = n.y + small + 10
        for words, newest in lines:
            fonts.blit_text(surface, words, small - 1, (n.x, yy), (250, 246, 230) if newest else (180, 196, 184),
                            "bold" if newest else "regular")
            yy += small + 4

    def draw_over(self, surface, view, lay, table) -> None:
        plays, winner, void, complete = self._trick_plays(view)
        lh = max(13, lay.size[1] // 56)
        slots = self.trick_slots(view, lay, len(plays))
        for play, rect in zip(plays, slots, strict=True):
            drawn = table.board.drawn_rect(play["card"]) or rect
            if complete and winner == play["seat"]:
                pygame.draw.rect(surface, HIGHLIGHT, drawn.inflate(10, 10), 4, border_radius=10)
                ribbon = pygame.Rect(0, 0, drawn.w + 8, lh + 8)
                ribbon.center = (drawn.centerx, drawn.y + int(drawn.h * 0.745))
                pygame.draw.rect(surface, HIGHLIGHT, ribbon, border_radius=6)
                pygame.draw.rect(surface, (120, 80, 0), ribbon, 1, border_radius=6)
                fonts.blit_text(surface, "wins", lh, ribbon.center, (50, 30, 0), "bold", anchor="center")
            if complete and void == play["seat"]:
                ribbon = pygame.Rect(0, 0, drawn.w + 20, lh + 8)
                ribbon.center = (drawn.centerx, drawn.y + int(drawn.h * 0.745))
                pygame.draw.rect(surface, (200, 200, 210), ribbon, border_radius=6)
                fonts.blit_text(surface, "no winner", lh, ribbon.center, (30, 30, 40), "bold", anchor="center")
            if play.get("removed"):
                fonts.blit_text(surface, "removed", lh, drawn.center, (200, 40, 40), "bold", anchor="center")
            self._draw_counts_as(surface, play, drawn, lh)
        for seat, area in lay.seats.items():
            if area.bottom and view.seat == seat:
                continue
            badge = fonts.chip(str(view.seats[seat].hand_count), lh, min_w=lh * 2 + 6)
            surface.blit(badge, (area.hand.x - 8, area.hand.y - 6))
            n = view.seats[seat].discard_count
            if n:
                badge = fonts.chip(str(n), lh, (220, 226, 214), min_w=lh * 2 + 6)
                surface.blit(badge, badge.get_rect(center=(area.discard.right, area.discard.bottom - 4)))
        if self.browsing and view.seat is not None:
            self._draw_browse(surface, view, lay)

    @staticmethod
    def _draw_counts_as(surface, play, drawn, lh):
        """A shapeshifter or a +3 group shows what it counts as once the trick knows: colour and value."""
        card = CARDS[play["card"]]
        if not (card.is_shapeshifter or play["plus"]) or (play.get("color") is None and play.get("value") is None):
            return
        value = play.get("value") or ""
        chip = pygame.Rect(0, 0, lh * 2 + fonts.font(lh, "bold").size(value)[0] + 8, lh + 10)
        chip.midtop = (drawn.centerx, drawn.y - chip.h // 2)
        pygame.draw.rect(surface, (250, 248, 240), chip, border_radius=8)
        pygame.draw.rect(surface, (60, 60, 60), chip, 1, border_radius=8)
        suit = play.get("color") or "colorless"
        colour = SUIT_COLOURS.get(suit, (200, 200, 206))
        suit_mark(surface, suit, (chip.x + lh // 2 + 5, chip.centery), lh, colour)
        fonts.blit_text(surface, f"= {value}" if value else "", lh, (chip.x + lh + 8, chip.centery), (30, 30, 30),
                        "bold", anchor="midleft")

    def _draw_browse(self, surface, view, lay):
        pile = view.seats[view.seat].discard
        w = lay.mid_w
        ch = cc.card_height(w)
        per_row = max(1, (lay.play.w - 80) // (w + 8))
        rows = max(1, -(-len(pile) // per_row))
        panel = pygame.Rect(0, 0, min(len(pile), per_row) * (w + 8) + 40, rows * (ch + 8) + 70)
        title = f"Your discard pile ({len(pile)}, top last) · tap to close"
        panel.w = max(panel.w, fonts.font(17, "bold").size(title)[0] + 40)
        panel.center = lay.play.center
        shade = safe.surface(*panel.size)
        pygame.draw.rect(shade, (16, 34, 26, 240), shade.get_rect(), border_radius=14)
        surface.blit(shade, panel)
        fonts.blit_text(surface, title, 17,
                        (panel.centerx, panel.y + 12), (250, 240, 210), "bold", anchor="midtop")
        for i, card_id in enumerate(pile):
            r, c = divmod(i, per_row)
            surface.blit(cc.face(card_id, w), (panel.x + 20 + c * (w + 8), panel.y + 50 + r * (ch + 8)))


__all__ = ["StrangeCreaturesAdapter"]
