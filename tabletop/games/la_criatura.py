"""The La Criatura table: seat panels round the felt, the time marker, the decks, the table where event
cards wait for answers, and the die tray. Everything drawn comes from the viewer's view; die results
come from the view's roll events (the table never decides a roll).

Grips (what you pick up -> where you put it down):
    play an event card        card:<id>       -> seat:<p> (a target) or table    (Change of Mind: then a picker)
    vote                      votes           -> seat:<p>     (the voter's vote tokens, two for the leader)
    attack                    seat:<me>       -> seat:<p>     (your character card onto another player)
    sure hit                  token:victory   -> seat:<p>     (a victory token instead of the die)
    avoid a hit               token:victory   -> seat:<me>    (or tap the token)
    redirect (revealed)       seat:<me>       -> seat:<p>     (which infected player takes the hit)
    draw a weapon             token:victory   -> weapon-deck
    give back / lose a weapon weapon:<id>     -> weapon-deck  (or tap it)
    discard one card          card:<id>       -> discard
    discard marked cards      tap the cards to mark them (one or more), then button:discard
    pass, ready, reveal, keep button:pass / button:ready / button:reveal / button:keep

"seat:<p>" is both p's character card and p's whole box: whatever goes to a player may land anywhere in it.
A gesture no move fits gets the engine's reason (intent) or what the piece is for (refusal).

Pieces that move: the leader token walks the count of the new-leader roll seat by seat; the clock token
steps along the time marker; vote tokens fly from the voter; the sedated token moves to the new sleeper;
in a movement the dealt character cards fly to the leader and come back (a new card, face down to all but
its holder); dice tumble at the roller's seat and land in the tray on the engine's number.
"""

import time
from dataclasses import dataclass, replace

import pygame

from rules.core.said import Listed
from rules.la_criatura.cards import card_term
from rules.la_criatura.engine import played_this_turn
from rules.la_criatura.narration import STATUS_WORDS, YOU_ARE
from rules.la_criatura.state import Attack, AvoidHit, Discard, DrawWeapon, DropWeapon, HeliReady, Pass, Play, Redirect
from rules.la_criatura.state import Vote as VoteMove

from ..language import N_, Nn_, _, n_
from ..render import die as dice
from ..render import fonts
from ..render import la_criatura as art
from ..table.frame import card_height, cols, rows, snap
from ..table.gesture_words import ByGesture
from ..table.grips import Grip, Option, Prompt
from ..table.layout import SeatRing, Strip, in_a_row, others, split
from ..table.marking import Marks
from ..table.panel import PanelSpec, ScoreRow
from ..table.seat_area import CardFit, SeatArea, face_down
from ..table.summary import Column, Part, RoundSummary, by_seat, round_of
from ..table.zones import Area, Badge, Item, Picture, Pile, Placed, Plate, Text
from .base import TAP_A_CHOICE, Adapter

HELD = {"tie_roll", "leader_roll", "defended", "blood_test", "hive_mind", "hive_mind_contact", "camera",
        "eliminated", "stimulant", "creature_found", "neutralised", "reveal", "vote_result", "first_aid", "redirected"}
"""Events worth a pause (a tap, or a moment when only bots play): dice, secrets learned, big news."""
ROLLS = ("movement_roll", "tie_roll", "leader_roll", "attack", "defended", "lot_roll")
TUMBLE = 0.45          # seconds a die tumbles at the roller's seat before it goes to the tray
LANDS = TUMBLE + 0.3   # seconds from a roll reaching the table to its die lying in the tray (tumble, then flight)
STATUS_FACE = {"infected": ("infected",), "creature": ("creature",)}
PHASE_WORDS = {"events": N_("Events"), "vote": N_("Vote"), "movement": N_("Movement"), "discard": N_("Discard"),
               "heli_reveal": N_("The helicopter lands"), "heli_events": N_("Helicopter: events"),
               "combat": N_("Fight"), "over": N_("Game over")}
PASS_LABEL = {"interference": N_("Let it be"), "veto": N_("No veto"), "camouflage": N_("No camouflage"),
              "avoid_hit": N_("Take the hit"), "event": N_("Play no event")}
LEARNED_BADGE = {"creature": N_("creature (turn {turn})"), "infected": N_("infected (turn {turn})"),
                 "human": N_("human (turn {turn})"), "scientist": N_("scientist (turn {turn})")}
"""What a seat found out about another, under that player's card."""
LEARNED_SHORT = {"creature": N_("creature"), "infected": N_("infected"), "human": N_("human"),
                 "scientist": N_("scientist")}
"""The same, where a narrow seat has no room for the turn."""
LEARNED_DANGER = {"creature", "infected"}
"""What a seat found out that warns (a red badge): the other findings are light."""


def look(item_id: str) -> str:
    """The handle of a piece that is only looked at (a token, a die, a back): a tap or hover shows its large view."""
    return f"look:{item_id}"


# What the players the viewer waits for are doing, by the question they answer, else by the phase (one form for
# one player, one for several: "Ada is voting…", "Ada and Basil are voting…")
DOING_PROMPT = {
    "discard_down": Nn_("{who} is discarding down…", "{who} are discarding down…"),
    "drop_weapon": Nn_("{who} is giving a weapon back…", "{who} are giving a weapon back…"),
    "disarm": Nn_("{who} is choosing the weapon to lose…", "{who} are choosing the weapon to lose…"),
    "avoid_hit": Nn_("{who} is hit and may spend a token…", "{who} are hit and may spend a token…"),
    "redirect": Nn_("{who} is choosing who takes the hit…", "{who} are choosing who takes the hit…"),
    "veto": Nn_("{who} may play Veto…", "{who} may play Veto…"),
    "camouflage": Nn_("{who} may play Camouflage…", "{who} may play Camouflage…"),
}
ANSWERING = Nn_("{who} may answer with Interference…", "{who} may answer with Interference…")
DOING_PHASE = {
    "events": Nn_("{who} may play an event card…", "{who} may play an event card…"),
    "heli_events": Nn_("{who} may play an event card…", "{who} may play an event card…"),
    "vote": Nn_("{who} is voting…", "{who} are voting…"),
    "movement": Nn_("{who} may play a movement card…", "{who} may play a movement card…"),
    "discard": Nn_("{who} may discard…", "{who} may discard…"),
    "heli_reveal": Nn_("{who} is getting ready…", "{who} are getting ready…"),
    "combat": Nn_("{who} is attacking…", "{who} are attacking…"),
}
DECIDING = Nn_("{who} is deciding…", "{who} are deciding…")
ANSWER = {  # what the viewer must answer now (the engine's prompt), and where its piece goes (said as "{how}")
    "drop_weapon": (N_("Too many weapons: give one back. {how}"), N_("the weapon deck")),
    "disarm": (N_("Disarmed: choose the weapon you lose. {how}"), N_("the weapon deck")),
    "avoid_hit": (N_("You are hit! Spend a victory token to avoid it: {how} Or take the hit."), N_("your card")),
    "redirect": (N_("Who takes the hit? {how} (your card)"), N_("an infected player")),
    "veto": (N_("The votes are in: play Veto on the table, or let the vote stand."), None),
    "camouflage": (N_("The vote names you: play Camouflage on the table, or be found."), None),
}
VOTE = Nn_("Vote ({n} token): {how}", "Vote ({n} tokens): {how}")
VOTE_OR_CARD = Nn_("Vote ({n} token): {how} You may play a vote card first.",
                   "Vote ({n} tokens): {how} You may play a vote card first.")
DISCARD_STEP = ByGesture(N_("Discard step: drag a card to the discard pile, or tap cards to mark them and press "
                            "Discard; or keep them."),
                         phone=N_("Discard step: choose the cards to discard below, or keep them."))
DISCARD_MARKED = ByGesture(N_("Tap them, then press Discard."), phone=TAP_A_CHOICE)     # more than one to discard
ATTACK = ByGesture(N_("Attack: drag your character card onto a player (a victory token: sure hit)."),
                   phone=N_("Attack: choose the player you attack below (a victory token: sure hit)."))


@dataclass
class RollWords(Text):
    """What a roll decided, said only once its die has landed: until then `rolling` (no number given away).
    Wrapped over as many lines as its rect holds, in smaller type (down to `least`); where even that does not
    hold it, the `brief` saying (`brief_rolling` in the air), and only then cut."""

    rolling: str = ""
    lands_at: float = 0.0
    least: int = 10
    brief: str = ""
    brief_rolling: str = ""

    def draw_under(self, surface, unit) -> None:
        landed = time.monotonic() >= self.lands_at
        text, brief = (self.text, self.brief) if landed else (self.rolling, self.brief_rolling)
        size, lines = self.fitted(text)
        if brief and len(lines) == 1 and lines[0] != text:      # cut: the brief saying instead
            size, lines = self.fitted(brief)
        step = size + 3
        y = self.rect.centery - (len(lines) - 1) * step // 2
        for line in lines:
            fonts.blit_text(surface, line, size, (self.rect.x, y), self.colour, self.weight, anchor="midleft")
            y += step

    def fitted(self, text: str) -> tuple[int, list[str]]:
        """(type size, lines): the largest type from `size` down at which `text` wraps into the rect; cut only
        where even the smallest does not fit."""
        for size in range(self.size, self.least - 1, -1):
            lines = fonts.wrap(text, size, self.rect.w, self.weight)
            wide = fonts.font(size, self.weight)
            if len(lines) * (size + 3) <= self.rect.h + 3 and all(wide.size(line)[0] <= self.rect.w for line in lines):
                return size, lines
        return self.least, [fonts.fit(text, self.least, self.rect.w, self.weight)]


def is_roll(e) -> bool:
    """Did a die roll in this event (a movement that needed no die, a sure hit: none)?"""
    return e.kind in ROLLS and not (e.kind == "movement_roll" and not e.data.get("roll")) \
        and not (e.kind == "attack" and e.data.get("auto"))


def deals_and_rolls(view, rolling=()) -> tuple[dict[int, int], list[tuple[int, object]]]:
    """How often each seat was dealt a character (a new card flies in), and every die roll, numbered, oldest
    first: one pass over the view's log; then the dice of `rolling` (a move the table shows over the position
    before it) the view has not got yet."""
    deals: dict[int, int] = {}
    rolls: list[tuple[int, object]] = []
    for e in view.events:
        if e.kind == "movement":
            for p in e.data["seats"]:
                deals[p] = deals.get(p, 0) + 1
        elif is_roll(e):
            rolls.append((len(rolls) + 1, e))
    if rolling and not any(e is rolling[0] for _n, e in rolls):
        rolls += [(len(rolls) + k + 1, e) for k, e in enumerate(rolling)]
    return deals, rolls


class LaCriaturaAdapter(Adapter):
    game_id = "la-criatura"
    next_label = N_("Next turn")

    def __init__(self, game):
        super().__init__(game)
        self.view = None
        self._tallied: tuple = (None, None, None)   # (view, rolling, deals_and_rolls) for the view last laid out
        self.geo: dict[int, dict] = {}          # per seat: plate, card, spots for tokens
        self.tumbling: dict[int, tuple] = {}    # die stamp -> (first drawn, last drawn) while it tumbles
        self.settled = -1                       # rolls up to this one never tumble (seen before a curtain)
        self.fresh_viewer = True
        self.held: str | None = None            # what a hold shows ("Movement die: 3 ..."), until a tap
        self.held_rolling: tuple | None = None   # (when its die lands, what to say until then, the roll's event)
        self.rolling: list = []                 # the dice of the move the table shows (over the position before it)
        self.rolled_at: dict[int, float] = {}   # roll number -> when it first reached this table (to land it)
        self.sources: set[str] = set()          # what the viewer's legal moves pick up, as last gripped
        self._waited = False                    # a caption was waiting for its die at the last tick
        self.animated = True                    # the table animates (learned from it; Off: no die in the air)
        self.marked = Marks()                   # hand cards tapped to be discarded together

    # ---- what the view says -------------------------------------------------------------------
    def _prompt(self, view):
        return view.prompts[-1] if view.prompts else None

    def _status_face(self, view, p):
        status = view.status if p == view.seat else view.statuses[p]
        if status is None:
            return ("character_back",)
        return STATUS_FACE.get(status, ("scientist", art.SCIENTIST_IDS[p % len(art.SCIENTIST_IDS)]))

    def _counted(self, view) -> tuple[dict[int, int], list[tuple[int, object]]]:
        """`deals_and_rolls(view)`, counted once per view and dice in the air (a hold gives `rolling` a new list):
        a ten-seat layout asks for it per seat plate."""
        if self._tallied[0] is not view or self._tallied[1] is not self.rolling:
            self._tallied = (view, self.rolling, deals_and_rolls(view, self.rolling))
        return self._tallied[2]

    def _rolls(self, view) -> list[tuple[int, object]]:
        """(roll number, event) for every die roll in the view, oldest first."""
        return self._counted(view)[1]

    # ---- zones ----------------------------------------------------------------------------------
    RING = SeatRing(gap=1)      # the other seats' boxes across the top band, in as many lines as `_seat_lines` says

    def zones(self, view, frame) -> list:
        self.view = view
        self.sources = set()      # the table grips this refresh's legal moves right after laying out
        me = view.seat if view.seat is not None else 0     # the TV's public view sits where seat 0 would
        unit, pad, inner = frame.unit, frame.pad, frame.inner
        ring = others(view, me)
        lines, seat_h = self._seat_lines(len(ring), frame)
        hand_card = min(unit * 8, (inner.w * 0.55) / 3.4)
        # each band asks for what it needs: the other seats' lines, the marker and piles, the own hand's cards
        top, centre, mine = frame.bands(round(lines * seat_h + (lines - 1) * pad), round(unit * 11),
                                        round(hand_card * 1.4 + unit * 1.6), spread=(0.25, 0.45, 0.3))
        kit_n = (len(view.weapons[me]) + len(view.table[me])) if view.seat == me else view.weapon_counts[me]
        kit = Strip(least=7, share=min(0.4, 0.17 + 0.09 * max(0, kit_n - 1)))     # room for each card whole
        rects = self.RING.cells(top, ring, frame, lines)
        rects[me], hand_r, kit_r = split(mine, [Strip(least=13, share=0.3), 1.0, kit], frame, gap=pad)
        band = frame.small + 10 if any(self._seat_badges(view, p) for p in range(view.players)) else 0
        self.geo = {p: self._seat_geometry(r, frame, p == me, band) for p, r in rects.items()}
        self._centre_geometry(centre, frame)
        self.marked.keep(view.hand if self._discarding(view) else ())
        if self.fresh_viewer:       # a new person at the screen: old rolls lie still
            self.settled = len(self._rolls(view))
            self.fresh_viewer = False
            self.rolled_at.clear()
        now = time.monotonic()
        for number, _e in self._rolls(view)[self.settled:]:
            self.rolled_at.setdefault(number, now)
        out = []
        for p in range(view.players):
            out += self._seat(view, p, frame)
        out += self._centre(view, frame)
        out += self._mine(view, me, hand_r, kit_r, frame)
        return out

    def _seat_lines(self, n: int, frame) -> tuple[int, float]:
        """(lines, seat height) for `n` other seats across the top: the arrangement that gives their character
        cards the most room in about two fifths of the felt's height."""
        unit, pad = frame.unit, frame.pad
        room = frame.free_height() * 0.42
        best = None
        for per_row in range(max(1, -(-n // 4)), min(n, 5) + 1):
            lines = -(-n // per_row)
            seat_w = self.RING.column_width(frame.inner.w, per_row, frame)
            seat_h = min(unit * 9, seat_w * 0.75 + unit * 1.6, (room - pad * (lines - 1)) / lines)
            card = min((seat_h - unit * 2.2) / 1.4, seat_w * 0.36)
            if best is None or card > best[0] + 0.5:
                best = (card, lines, seat_h)
        return best[1], best[2]

    @staticmethod
    def _seat_geometry(rect, frame, mine, band: int = 0) -> dict:
        """The seat's plate, its character card with tokens, votes and kit beside it, and under both a `band`
        for the card's badges (what the viewer learned, a helicopter card working): nothing lies on them."""
        unit, pad = frame.unit, max(3, frame.pad // 2)
        plate, body = rows(rect.inflate(-pad, -pad), [round(unit * (1.8 if mine else 1.5)), 1.0], gap=pad)
        body.h -= band
        card_w = snap(max(10, min(body.h / 1.4, body.w * (0.42 if mine else 0.36))))
        card = pygame.Rect(body.x, body.y + (body.h - card_height(card_w)) // 2, card_w, card_height(card_w))
        side = pygame.Rect(card.right + pad, body.y, max(10, body.right - card.right - pad), body.h)
        tok = max(10, round(min(unit * (1.7 if mine else 1.3), (side.h - 2 * pad) / 3.4)))
        # the votes on this player lie beside the card, under its tokens: on the card they hid its name
        tokens, votes, cards = rows(side, [tok, tok, 1.0], gap=pad)
        return {"rect": rect, "plate": plate, "card": card, "tokens": tokens, "votes": votes, "cards": cards,
                "tok": tok, "badge_room": rect.right - pad // 2 - card.x, "small": frame.small}

    def _centre_geometry(self, centre, frame) -> None:
        """The centre band: the time marker over the three piles, the table of played cards, the die tray."""
        unit, pad = frame.unit, frame.pad
        left, table, tray = cols(centre, [0.36, 0.36, 0.28], gap=pad)
        marker_w = min(left.w, round(left.h * 0.28 * art.ASPECT))
        marker = pygame.Rect(left.x + (left.w - marker_w) // 2, left.y, marker_w, round(marker_w / art.ASPECT))
        piles = pygame.Rect(left.x, marker.bottom + unit * 2, left.w, left.bottom - marker.bottom - round(unit * 3.2))
        pile_w = snap(max(10, min(piles.h / 1.4, (piles.w - 4 * pad) / 3.3)))
        slots = cols(piles, [1, 1, 1], gap=pad)
        words_h = round(unit * 1.3)
        deck, discard, weapons = [pygame.Rect(s.centerx - pile_w // 2, piles.y, pile_w, card_height(pile_w))
                                  for s in slots]
        self.centre = {"marker": marker, "table": table, "tray": tray, "piles": [deck, discard, weapons],
                       "pile_words": [pygame.Rect(s.x, piles.y - words_h - 4, s.w, words_h) for s in slots],
                       "middle": table.center, "discard": discard.center, "weapons": weapons.center}

    def _pos(self, p, key="card"):
        """Where a piece flies from (or to) at seat `p`: the centre of its card or token row; the table's middle
        for nobody."""
        g = self.geo.get(p)
        return g[key].center if g is not None else self.centre["middle"]

    # ---- a seat's panel ---------------------------------------------------------------------------
    def _seat(self, view, p, frame) -> list:
        g = self.geo[p]
        mine = p == view.seat
        acting = p in view.to_act and not view.over
        note = []
        if not view.standing[p]:
            note.append(_("knocked out"))
        elif view.sedated[p]:
            note.append(_("sedated"))
        if view.phase == "heli_reveal" and view.ready[p]:
            note.append(_("ready"))
        note += [b.text for b in self._seat_badges(view, p)[len(self._under_card(view, p)):]]   # no room under it
        # the whole box is the player: a vote token or a card dropped (or tapped) anywhere in it names p
        out = [Area(f"seat:{p}", g["rect"], fill=(30, 74, 52) if acting else (22, 58, 40),
                    border=(255, 214, 90) if acting else (90, 140, 110), target=True),
               Plate(f"plate:{p}", g["plate"], text=_("{name} (you)", name=self.name(p)) if mine else self.name(p),
                     active=acting, note=", ".join(note))]
        places = [(self._character(view, p), g["card"])]
        places += self._tokens(view, p, g)
        places += self._votes(view, p, g)
        if not mine:
            places += self._kit(view, p, g)
        out.append(Placed(f"panel:{p}", g["rect"], places=places, z=40 + p,
                          called=_("Your character card") if mine else None))
        return out

    def _character(self, view, p) -> Item:
        deals = self._counted(view)[0].get(p, 0)
        face = self._status_face(view, p)
        if not view.standing[p]:
            face = ("laid", face)
        badges = list(self._under_card(view, p))
        if view.over and p in view.winners:
            badges.append(Badge(_("boards") if view.standing[p] else _("wins"), "gold", "centre"))
        lead = self._pos(view.acting_leader, "card")
        return Item(f"char:{p}:{deals}", face, handle=f"seat:{p}", badges=tuple(badges),
                    spawn=lead if deals > 1 else None, sink=lead, delay=0.35 if deals > 1 else 0.0)

    def _seat_badges(self, view, p) -> list[Badge]:
        """What the viewer learned about p (the latest), then the first helicopter card working for p."""
        out = []
        learned = next((x for x in reversed(view.learned) if x.seat == p), None)
        if learned is not None:
            said = _(LEARNED_BADGE[learned.what], turn=learned.turn) if learned.what in LEARNED_BADGE \
                else f"{learned.what} ({learned.turn})"
            out.append(Badge(said, "danger" if learned.what in LEARNED_DANGER else "light", "under"))
        working = self._working(view, p)
        return out + ([Badge(working, "quiet", "under")] if working else [])

    def _under_card(self, view, p) -> list[Badge]:
        """The seat's badges that fit side by side under its card (the learned one without its turn where only
        that fits); the plate's note says the rest."""
        g = self.geo[p]
        room, size, out = g["badge_room"], g["small"], []
        learned = next((x.what for x in reversed(view.learned) if x.seat == p), None)
        for k, badge in enumerate(self._seat_badges(view, p)):
            if k == 0 and learned in LEARNED_SHORT and badge.chip_width(size) > room:
                badge = replace(badge, text=_(LEARNED_SHORT[learned]))
            if badge.chip_width(size) > room:
                break
            out.append(badge)
            room -= badge.chip_width(size) + 4
        return out

    @staticmethod
    def _working(view, p) -> str | None:
        """The first helicopter card working for a player (one badge shows it; the large view has the cards)."""
        working = ((view.first_aid[p], N_("First Aid Kit")), (view.adrenaline[p], N_("Adrenaline +1")),
                   (view.barricade[p] and view.round <= 1, N_("Barricade")), (view.monstrous == p, N_("Monstrous")))
        return next((_(words) for on, words in working if on), None)

    @staticmethod
    def _row(rect, items, w: int, h: int, step: float) -> list:
        """(item, rect) for items side by side in `rect`, overlapping where they would not fit (layout.in_a_row)."""
        return list(zip(items, in_a_row(rect, len(items), w, h, step), strict=True))

    def _tokens(self, view, p, g) -> list:
        size = g["tok"]
        mine = p == view.seat
        middle = self.centre["middle"]
        items = []
        if view.acting_leader == p:
            items.append(Item("leader", ("token", "leader"), handle=look("leader"), via=self._leader_walk(view)))
        for k in range(view.tokens[p]):
            items.append(Item(f"victory:{p}:{k}", ("token", "victory"),
                              handle="token:victory" if mine else look(f"victory:{p}:{k}"), spawn=middle, sink=middle))
        sleepers = [q for q in range(view.players) if view.sedated[q]]
        if p in sleepers:
            sedated = f"sedated:{sleepers.index(p)}"
            items.append(Item(sedated, ("token", "sedated"), handle=look(sedated), spawn=middle, sink=middle))
        voting = view.phase == "vote" and view.vote_stage == "voting" and view.order \
            and view.pos < len(view.order) and view.order[view.pos] == p and not view.prompts and not view.stack
        if voting:
            left = view.votes_left if view.votes_left > 0 else (2 if p == view.acting_leader else 1)
            items += [Item(f"ballot:{p}:{k}", ("token", "vote"), handle="votes" if mine else look(f"ballot:{p}:{k}"))
                      for k in range(left)]
        return self._row(g["tokens"], items, size, size, size * 1.1)

    def _votes(self, view, p, g) -> list:
        voter = next((e.data["seat"] for e in reversed(view.events) if e.kind == "vote"), None)
        spawn = self._pos(voter, "tokens") if voter is not None else None
        n = view.votes[p]
        items = [Item(f"vote:{p}:{k}", ("token", "vote"), handle=look(f"vote:{p}:{k}"), spawn=spawn,
                      sink=self.centre["middle"],
                      badges=(Badge(f"×{n}", "light", "count"),) if k == n - 1 and n > 2 else ())
                 for k in range(n)]
        return self._row(g["votes"], items, g["tok"], g["tok"], g["tok"] * 1.1)

    def _kit(self, view, p, g) -> list:
        """Another seat's hand (backs), weapons (backs, faces once shown) and cards kept face up."""
        rect = g["cards"]
        w = CardFit(span=5, least=8).width(rect, 0)
        items = [Item(f"back:{p}:{k}", ("event_back", "held"), handle=look(f"back:{p}:{k}"))
                 for k in range(view.hand_sizes[p])]
        shown = self._shown_weapons(view, p)
        deck = self.centre["weapons"]
        items += [Item(x, ("weapon", x), handle=f"card:{x}", spawn=deck, sink=deck) for x in shown]
        items += [Item(f"wback:{p}:{k}", ("weapon_back", "held"), handle=look(f"wback:{p}:{k}"), spawn=deck, sink=deck)
                  for k in range(view.weapon_counts[p] - len(shown))]
        items += [Item(c, ("event", c), handle=f"card:{c}") for c in view.table[p]]
        return self._row(rect, items, w, card_height(w), w * 1.05)

    @staticmethod
    def _shown_weapons(view, p) -> list[str]:
        """The weapons everyone sees: from the helicopter's arrival on (its public event shows them at once)."""
        if view.phase == "heli_reveal" and view.seat != p:
            shown = next((e.data["weapons"] for e in reversed(view.events) if e.kind == "weapons_revealed"), None)
            if shown is not None and len(shown[p]) == view.weapon_counts[p]:
                return list(shown[p])
        return list(view.weapons[p])

    def _leader_walk(self, view) -> tuple:
        """The count of the new-leader roll, seat by seat to the right, when the leader token just moved."""
        events = view.events
        last = next((i for i in range(len(events) - 1, -1, -1) if events[i].kind == "leader"), None)
        if last is None or last == 0 or events[last - 1].kind != "leader_roll":
            return ()
        d = events[last - 1].data
        q, steps, walk = d["seat"], 0, []
        for _step in range(d["roll"] * view.players + view.players):
            q = (q - 1) % view.players
            if not view.sedated[q]:
                steps += 1
                walk.append(self._pos(q, "tokens"))
                if steps == d["roll"]:
                    break
        return tuple(walk[:-1])

    # ---- the centre ---------------------------------------------------------------------------------
    def _centre(self, view, frame) -> list:
        c = self.centre
        marker = c["marker"]
        token = art.clock_token_size(marker)
        at = art.clock_position(marker, view.turn, view.turns)
        clock_r = pygame.Rect(0, 0, token, token)
        clock_r.center = at
        out = [Picture("marker", marker, face=("time_marker",)),
               Placed("clock", marker, places=[(Item("clock", ("token", "clock"), handle=look("clock")), clock_r)],
                      z=30)]
        deck_r, discard_r, weapon_r = c["piles"]
        piles = (_("Events"), _("Discard"), _("Weapons"))
        backs = [Item(f"deck:{k}", ("event_back",), handle=look("deck")) for k in range(min(3, view.deck_size))]
        out.append(Pile("deck", deck_r, items=backs, count=view.deck_size, z=20, called=piles[0]))
        top = [Item(x, ("event", x), handle=f"card:{x}") for x in view.discard[-2:]]
        out.append(Pile("discard", discard_r, items=top, count=len(view.discard), target=True,
                        depth=2, z=22, called=piles[1]))
        wbacks = [Item(f"wdeck:{k}", ("weapon_back",), handle=look("weapon-deck"))
                  for k in range(min(3, view.weapon_deck_size))]
        out.append(Pile("weapon-deck", weapon_r, items=wbacks, count=view.weapon_deck_size, target=True, z=24,
                        called=piles[2]))
        out += [Text(f"pile-words:{k}", r, text=words, size=frame.small, weight="bold", align="center")
                for k, (r, words) in enumerate(zip(c["pile_words"], piles, strict=True))]
        out += self._table(view, c["table"], frame)
        out += self._tray(view, c["tray"], frame)
        return out

    def _table(self, view, rect, frame) -> list:
        unit = frame.unit
        title = _("Table")
        if view.stack:
            title = _("Waiting for answers")
        elif view.over:
            title = _("The helicopter leaves")
        note = _("play cards here") if not view.over else None
        if note and (fonts.font(unit, "bold").size(title)[0] + fonts.font(unit - 1).size(note)[0] + unit
                     > rect.w - unit):
            note = None                  # the title first: the hint only where both fit on the line
        out = [Area("table", rect, target=True, title=title, note=note)]
        if view.over:
            items = [Item(f"board:{p}", self._status_face(view, p), caption=self.name(p), spawn=self._pos(p, "card"))
                     for p in view.winners]
        else:
            items = [Item(x[1], ("event", x[1]), handle=f"card:{x[1]}", spawn=self._pos(x[0], "card"),
                          caption=self._play_caption(x)) for x in view.stack]
        if items:
            # each card has its share of the table's width, its caption all of it ("who on whom to whom": up
            # to three names, over as many lines as the longest needs, three at most): the card takes the rest
            n = len(items)
            share = (rect.w - unit) // n
            room = max(10, share - max(4, unit // 3))
            lines = min(3, max(len(fonts.wrap(it.caption, frame.small, room)) for it in items))
            captions = 3 + lines * (frame.small + 2) + unit // 4
            inner = pygame.Rect(rect.x + unit // 2, rect.y + round(unit * 1.8), rect.w - unit,
                                rect.h - round(unit * 1.8) - captions)
            w = CardFit(span=n * 1.15, most=7, least=10).width(inner, unit)
            h = card_height(w)
            places = [(replace(it, caption_room=(room, lines)),
                       pygame.Rect(inner.x + k * share + (share - w) // 2, inner.y, w, h))
                      for k, it in enumerate(items)]
            out.append(Placed("table-cards", inner, places=places, z=50))
        return out

    def _play_caption(self, entry) -> str:
        seat, _card, target, to, _w = entry
        if target >= 0 and to >= 0:
            return _("{who} on {target} to {to}", who=self.name(seat), target=self.name(target), to=self.name(to))
        if target >= 0:
            return _("{who} on {target}", who=self.name(seat), target=self.name(target))
        if to >= 0:
            return _("{who} to {to}", who=self.name(seat), to=self.name(to))
        return self.name(seat)

    def _tray(self, view, rect, frame) -> list:
        """The last three rolls, newest on top: the dice as the engine rolled them, and what they decided."""
        unit = frame.unit
        out = [Area("tray", rect, title=_("Die"))]
        rolls = self._rolls(view)[-3:][::-1]
        inner = pygame.Rect(rect.x + unit // 2, rect.y + round(unit * 1.8), rect.w - unit, rect.h - round(unit * 2.2))
        if not rolls:
            return out
        lines = rows(inner, [0.5, 0.25, 0.25][:len(rolls)], gap=frame.pad // 2)   # fewer rolls: more room
        places = []
        for k, ((number, e), line) in enumerate(zip(rolls, lines, strict=True)):
            faces = self._roll_dice(e, view.acting_leader)
            names = k == 0 and e.kind == "tie_roll"
            said, rolling = self._roll_words(e), self._rolling_words(e)
            if k == 0:       # the newest: words above (the lines they need), dice as big as the rest holds
                words_r, size, dice_x, dice_y, names = self._newest(line, (said, rolling), faces, names, frame)
            else:                         # older ones: one line, the dice at its right end
                size = max(10, min(line.h - 2, unit + 4))
                span = round(size * 1.15) * len(faces)
                words_r = pygame.Rect(line.x, line.y, max(10, line.w - span - 4), line.h)
                dice_x, dice_y = line.right - span, line.y + (line.h - size) // 2
            out.append(RollWords(f"roll-words:{k}", words_r, text=said, size=frame.small,
                                 colour=(235, 230, 205) if k == 0 else (170, 185, 170),
                                 weight="bold" if k == 0 else "regular", rolling=rolling,
                                 lands_at=self._lands_at(number), **self._brief_words(e)))
            step = round(size * (1.25 if k == 0 else 1.15))
            landed = time.monotonic() >= self._lands_at(number)      # the total is told as the die shows it
            tally = self._tally(e) if k == 0 and landed else None
            fresh = number > self.settled                            # rolled since this viewer sat down
            for j, (value, marked, roller) in enumerate(faces):
                r = pygame.Rect(dice_x + j * step, dice_y, size, size)
                last = tally is not None and j == len(faces) - 1
                item = Item(f"die:{number}:{j}", ("die", value, marked, number * 16 + j if fresh else 0, number),
                            handle=look(f"die:{number}:{j}"), spawn=self._pos(roller, "card") if fresh else None,
                            delay=TUMBLE if fresh else 0.0,
                            caption=self.name(roller) if names else None,
                            badges=(Badge(tally, "gold" if e.data.get("hit") else "quiet", "right"),) if last else ())
                places.append((item, r))
        out.append(Placed("dice", inner, places=places, z=90))
        return out

    def _newest(self, line, sayings, faces, names: bool, frame) -> tuple:
        """(words' rect, die size, first die's x and y, names under the dice?) for the newest roll in its `line`: the
        words take the lines the longer saying needs (three at most), the dice as big as the rest holds, a tie's
        names under them only where they fit (else the words name the tied players themselves)."""
        unit = frame.unit
        wrapped = max(len(fonts.wrap(words, frame.small, line.w, "bold")) for words in sayings)
        need = round(unit * 1.2) + (frame.small + 3) * (min(3, wrapped) - 1)
        least_die = round(unit * 1.4)
        if names and need + round(unit * 1.1) + least_die + 4 > line.h:
            names = False             # the words need the room
        names_h = round(unit * 1.1) if names else 0
        words_h = max(round(unit * 1.2), min(need, line.h - names_h - least_die - 4))
        room = line.h - words_h - names_h - 4
        size = max(10, min(room, unit * 4, round(line.w / max(1, len(faces)) / 1.25)))
        widest = max((fonts.font(frame.small).size(self.name(r))[0] for _v, _m, r in faces), default=0)
        if names and widest > round(size * 1.25) - 4:   # a name under each die only where names fit
            names = False
            room = line.h - words_h - 4
            size = max(10, min(room, unit * 4, round(line.w / max(1, len(faces)) / 1.25)))
        words_r = pygame.Rect(line.x, line.y, line.w, words_h)
        return words_r, size, line.x, line.y + words_h + 2 + (room - size) // 2, names

    @staticmethod
    def _roll_dice(e, leader: int = -1) -> list[tuple[int, bool, int]]:
        """(value, marked, who rolled) for each die of a roll event (the movement die is the leader's)."""
        d = e.data
        if e.kind == "tie_roll":
            return [(r, False, s) for s, r in zip(d["seats"], d["rolls"], strict=True)]
        if e.kind == "attack":
            best = max(d["dice"])
            two = len(d["dice"]) > 1
            out, marked = [], False
            for v in d["dice"]:
                mark = two and v == best and not marked
                marked = marked or mark
                out.append((v, mark, d["seat"]))
            return out
        seat = d.get("seat", leader)
        return [(d["roll"], False, seat if seat is not None else leader)]

    @staticmethod
    def _tally(e) -> str | None:
        """Under the attack die that counts: the weapon bonus and the total against what was needed."""
        d = e.data
        if e.kind != "attack":
            return None
        if d["bonus"]:
            return _("+{bonus} = {total}, needs {need}", bonus=d["bonus"], total=d["total"], need=d["need"])
        return _("= {total}, needs {need}", total=d["total"], need=d["need"])

    def _decided(self, number: int) -> list[str]:
        """What roll `number` of the viewer's view decided, as the tray says it (while in the air: who rolls)."""
        roll = next((e for n, e in self._rolls(self.view) if n == number), None) if self.view is not None else None
        if roll is None:
            return []
        landed = time.monotonic() >= self._lands_at(number)
        return [self._roll_words(roll) if landed else self._rolling_words(roll)]

    def _lands_at(self, number: int) -> float:
        """When roll `number`'s die lies in the tray (0: it already does, or never flew for this viewer)."""
        fresh = self.animated and number > self.settled and number in self.rolled_at
        return self.rolled_at[number] + LANDS if fresh else 0.0

    def on_event(self, table, event) -> bool:
        """Only notes whether the table animates (Settings: Animation Off shows every die at rest at once)."""
        self.animated = getattr(table, "anim", 1.0) > 0
        return False

    def _rolling_words(self, e) -> str:
        """What the tray says while the die is still in the air: who rolls, and for what, but no number."""
        d = e.data
        if e.kind == "movement_roll":
            return _("Movement die…")
        if e.kind == "tie_roll":
            return _("Tie: {who} roll…", who=Listed(self.name(p) for p in d["seats"]))
        if e.kind == "leader_roll":
            return _("New leader: the die rolls…")
        if e.kind == "lot_roll":
            return _("{who} rolls in the lot…", who=self.name(d["seat"]))
        if e.kind == "attack":
            return _("{who} attacks {target}…", who=self.name(d["seat"]), target=self.name(d["target"]))
        return _("{who}'s {weapon}…", who=self.name(d["seat"]), weapon=self.say(card_term(d["weapon"])))

    def _brief_words(self, e) -> dict[str, str]:
        """Shorter sayings of a tie roll, for a tray line too narrow for every tied name."""
        if e.kind != "tie_roll":
            return {}
        d = e.data
        low = [p for p, r in zip(d["seats"], d["rolls"], strict=True) if r == min(d["rolls"])]
        return {"brief": _("Tie: {who} lowest", who=self.name(low[0])) if len(low) == 1 else _("Tie again"),
                "brief_rolling": _("Tie: the dice roll…")}

    def _roll_words(self, e) -> str:
        d = e.data
        if e.kind == "movement_roll":
            if d["moves"]:
                return _("Movement die {roll}: deal", roll=d["roll"])
            return _("Movement die {roll}: no deal", roll=d["roll"])
        if e.kind == "tie_roll":
            low = [p for p, r in zip(d["seats"], d["rolls"], strict=True) if r == min(d["rolls"])]
            return _("Tie: {who} rolls lowest", who=self.name(low[0])) if len(low) == 1 else \
                _("Tie again: they roll again")
        if e.kind == "leader_roll":
            return _("New leader, count {roll}: {who}", roll=d["roll"], who=self.name(d["chosen"]))
        who = self.name(d["seat"])
        if e.kind == "lot_roll":
            return _("The lot: {who} rolls {roll}", who=who, roll=d["roll"])
        if e.kind == "attack":
            target = self.name(d["target"])
            return _("{who} attacks {target}: hit", who=who, target=target) if d["hit"] else \
                _("{who} attacks {target}: miss", who=who, target=target)
        weapon = self.say(card_term(d["weapon"]))
        return _("{who}'s {weapon}: blocked", who=who, weapon=weapon) if d["blocked"] else \
            _("{who}'s {weapon}: no", who=who, weapon=weapon)

    # ---- the viewer's own kit ------------------------------------------------------------------------
    def _mine(self, view, me, hand_r, kit_r, frame) -> list:
        unit = frame.unit
        table = self.centre["middle"]
        fit = CardFit(lift=0.5, span=max(3.3, 1.06 * len(view.hand or ()) + 0.2), most=9, least=10)
        cards = None                 # face up only in the seat's own view; the plate is in the seat's panel
        if view.seat == me:
            lift, marked = round(fit.width(hand_r, unit) * 0.18), self.marked   # a marked card stands up
            cards = [Item(c, ("event", c), handle=f"card:{c}", sink=self.centre["discard"] if c in marked else table,
                          lift=lift if c in marked else 0,
                          badges=(Badge(_("discard"), "danger", "top"),) if c in marked else ())
                     for c in view.hand]
        out = SeatArea(me, None, hand_r, cards=cards, fit=fit, arc=0.0, backs_fit=CardFit(span=5, least=10),
                       backs=face_down(me, view.hand_sizes[me], ("event_back",)), count=view.hand_sizes[me],
                       backs_z=100).zones(unit)
        if view.seat == me:
            deck = self.centre["weapons"]
            weapons = [Item(x, ("weapon", x), handle=f"weapon:{x}", spawn=deck, sink=deck) for x in view.weapons[me]]
            weapons += [Item(c, ("event", c), handle=f"card:{c}") for c in view.table[me]]
        else:
            weapons = [Item(f"wback:{me}:{k}", ("weapon_back", "held"), handle=look(f"wback:{me}:{k}"))
                       for k in range(view.weapon_counts[me])]
        if weapons:
            n = len(weapons)      # side by side, never one over another: each weapon is read whole
            gap = max(2, unit // 4)
            w = snap(max(10, min(kit_r.h / 1.4, (kit_r.w - gap * (n - 1)) / n)))
            places = self._row(kit_r, weapons, w, card_height(w), w + gap)
            out.append(Placed("kit", kit_r, places=places, z=110, called=_("Your weapons")))
        return out

    # ---- words ------------------------------------------------------------------------------------
    def panel(self, view) -> PanelSpec:
        title = _("Turn {turn} of {turns}", turn=view.turn, turns=view.turns) if view.turn <= view.turns \
            else _("The helicopter")
        phase = _(PHASE_WORDS[view.phase]) if view.phase in PHASE_WORDS else view.phase
        facts = [[_("{phase} · leader {who}", phase=phase, who=self.name(view.acting_leader))]]
        if view.seat is not None and view.status:
            facts.append([_(YOU_ARE[view.status])])
        if view.neutralised:
            facts.append([_("The Creature is neutralised")])
        rows_ = [ScoreRow(p, self.name(p), [str(view.tokens[p]), str(view.hand_sizes[p]), str(view.votes[p])],
                          active=p in view.to_act and not view.over, mine=p == view.seat)
                 for p in range(view.players)]
        return PanelSpec(title, facts, [_("Player"), _("Tok"), _("Cards"), _("Votes")], rows_)

    def status(self, view, my_turn: bool) -> str:
        if self.held:
            if self.held_rolling is not None and time.monotonic() < self.held_rolling[0]:
                return self.held_rolling[1]     # the number only once the die shows it
            return _("{what}.  Tap to go on.", what=self.held)
        if view.over:
            won = ", ".join(self.name(p) for p in view.winners) or _("nobody")
            return n_("The game is over: {who} wins.", "The game is over: {who} win.", len(view.winners), who=won)
        me = view.seat
        prompt = self._prompt(view)
        if not my_turn or me is None or me not in view.to_act:
            who = [p for p in view.to_act if p != me]
            if not who:
                return ""
            names = ", ".join(self.name(p) for p in who) if len(who) <= 3 else \
                n_("{n} player", "{n} players", len(who))
            doing = DOING_PROMPT.get(prompt[0]) if prompt else (ANSWERING if view.stack else None)
            return n_(*(doing or DOING_PHASE.get(view.phase, DECIDING)), len(who), who=names)
        if prompt:
            return self._prompt_words(prompt[0], prompt[2])
        if view.stack:
            seat, card = view.stack[-1][0], view.stack[-1][1]
            return _("{who} plays {card}: cancel it with Interference, or let it be.", who=self.name(seat),
                     card=self.say(card_term(card)))
        ph = view.phase
        # the cards the viewer's moves pick up now (the moves are gripped before the status is asked for)
        playable = any(h.startswith("card:") for h in self.sources)
        if ph == "vote":
            words = VOTE_OR_CARD if playable else VOTE
            return n_(*words, max(1, view.votes_left), how=self.how(_("the player to sedate")))
        if ph in ("events", "movement", "heli_events"):
            if not playable:
                return _("Your turn: none of your cards can be played now, so play no event.")
            if view.free_plays[me] == 0 or view.sedated[me]:
                return _("You may play an event card for a victory token (onto a player or the table), or stop.")
            if ph == "movement":
                return _("Your turn: play a movement card onto a player or the table, or play no event.")
            return _("Your turn: play an event card onto a player or the table, or play no event.")
        if ph == "discard":
            return self.worded(DISCARD_STEP)
        if ph == "heli_reveal":
            if view.status == "creature" and not view.two_seats:
                return _("The helicopter has landed: say you are ready or reveal yourself.")
            return _("The helicopter has landed: say you are ready.")
        if ph == "combat":
            return self.worded(ATTACK)
        return ""

    def _prompt_words(self, kind: str, count: int) -> str:
        """What the viewer must answer now (a prompt of the engine's), and how."""
        if kind == "discard_down":
            how = self.how(_("the discard pile")) if count == 1 else self.worded(DISCARD_MARKED)
            return _("Too many cards: discard {n}. {how}", n=count, how=how)
        words, to = ANSWER.get(kind, (N_("Decide."), None))
        return _(words, how=self.how(_(to))) if to else _(words)

    def draggable(self, view, handle: str) -> bool:
        """Your hand cards, weapons and tokens (so the engine can say why a drop is refused); your character card
        from the helicopter's landing on (it attacks). Before that a tap on it shows it large, as any card."""
        if view.seat is None:
            return False
        if handle.startswith("card:"):
            return handle[5:] in view.hand
        if handle.startswith("weapon:"):
            return handle[7:] in view.weapons[view.seat]
        if handle == f"seat:{view.seat}":
            return view.phase in ("heli_reveal", "heli_events", "combat")
        return handle in ("votes", "token:victory")

    def dimmable(self, view, handle: str) -> bool:
        """A hand card no move starts from, unless it is marked to be discarded (it is chosen, not unplayable)."""
        return view.seat is not None and handle.startswith("card:") and handle[5:] in view.hand \
            and handle[5:] not in self.marked

    # ---- moves --------------------------------------------------------------------------------
    def grip(self, move):
        found = self._grip(move)
        if found is not None:
            self.sources.add(found.source)
        return found

    def _grip(self, move):
        v = self.view
        me = move.seat
        if isinstance(move, Play):
            return Grip(f"card:{move.card}", f"seat:{move.target}" if move.target >= 0 else "table")
        if isinstance(move, Pass):
            prompt = self._prompt(v) if v is not None else None
            what = prompt[0] if prompt else ("interference" if v is not None and v.stack else "event")
            label = _(PASS_LABEL[what]) if what in PASS_LABEL else _("Pass")
            if what == "event" and v is not None and played_this_turn(v.events, me):
                label = _("No more events")   # the engine says it so too ("plays no more events")
            return Grip("button:pass", None, label=label)
        if isinstance(move, VoteMove):
            return Grip("votes", f"seat:{move.target}")
        if isinstance(move, Attack):
            return Grip("token:victory" if move.auto_hit else f"seat:{me}", f"seat:{move.target}")
        if isinstance(move, AvoidHit):
            return Grip("token:victory", f"seat:{me}", tap=True, label=_("Spend a token: avoid the hit"))
        if isinstance(move, Redirect):
            return Grip(f"seat:{me}", f"seat:{move.target}")
        if isinstance(move, DrawWeapon):
            return Grip("token:victory", "weapon-deck")
        if isinstance(move, DropWeapon):
            return Grip(f"weapon:{move.weapon}", "weapon-deck", tap=True)
        if isinstance(move, HeliReady):
            return Grip("button:reveal", None, label=_("Reveal the Creature")) if move.reveal else \
                Grip("button:ready", None, label=_("Ready"))
        if isinstance(move, Discard):
            if not move.cards:
                return Grip("button:keep", None, label=_("Keep my cards"))
            if set(move.cards) == set(self.marked):    # tapped cards go with one button, even a single one
                return Grip("button:discard", None, label=n_("Discard the marked card", "Discard the {n} marked",
                                                             len(move.cards)))
            if len(move.cards) == 1:
                return Grip(f"card:{move.cards[0]}", "discard")
        return None

    def ask(self, view, moves) -> Prompt:
        if all(isinstance(m, Play) and m.to >= 0 for m in moves):
            offered = {m.to for m in moves}    # a tap on another player (the same one, yourself): the engine says why
            meant = {f"seat:{q}": replace(moves[0], to=q) for q in range(view.players) if q not in offered}
            return Prompt(_("Move the vote to whom? Tap the player."),
                          [Option(self.name(m.to), m, None, f"seat:{m.to}") for m in moves], meant=meant)
        return super().ask(view, moves)

    def _discarding(self, view) -> bool:
        """Is the viewer choosing cards to discard (the discard step, or down to three after Coffee Break)?"""
        me = view.seat
        if me is None or me not in view.to_act or view.stack:
            return False
        prompt = self._prompt(view)
        if prompt:
            return prompt[0] == "discard_down" and prompt[1] == me
        return view.phase == "discard"

    def on_tap(self, view, handle: str) -> bool:
        """While discarding, a tap marks a hand card (or unmarks it): several go together with one button."""
        return self._discarding(view) and handle.startswith("card:") and self.marked.tap(handle[5:], view.hand)

    def intent(self, view, source: str, target: str | None):
        """The move a gesture meant when it is not a legal one, so the engine can say why not. A tap
        (`target` None) on a hand card that has no move now means playing it: Awake with nobody sedated,
        a card out of its phase or out of turn; put down anywhere, too. A card that has moves is only picked
        up by a tap. A tap on a weapon means giving it back (its tap), on a victory token spending it on one."""
        me = view.seat
        if me is None:
            return None
        card = source[5:] if source.startswith("card:") and source[5:] in view.hand else None
        dimmed = card is not None and source not in self.sources and not self._discarding(view)
        if target is None:
            if dimmed:
                return Play(me, card)
            if source.startswith("weapon:") and source[7:] in view.weapons[me]:
                return DropWeapon(me, source[7:])
            if source == "token:victory":
                return DrawWeapon(me)
            if source == f"seat:{me}" and self.draggable(view, source):
                return Attack(me, me)            # in the helicopter your card attacks: the engine says when
            return None
        t = int(target[5:]) if target.startswith("seat:") else None      # a player (anywhere in their box)
        if card is not None:
            if target == "discard":
                return Discard(me, (card,))
            if t is not None:
                return Play(me, card, t)
            if target == "table" or dimmed:
                return Play(me, card)
        if source == "votes" and t is not None:
            return VoteMove(me, t)
        if source == f"seat:{me}" and t is not None and t != me:
            return Redirect(me, t) if self._prompt(view) and self._prompt(view)[0] == "redirect" else Attack(me, t)
        if source == "token:victory":
            if target == "weapon-deck":
                return DrawWeapon(me)
            if t == me:
                return AvoidHit(me)
            if t is not None:
                return Attack(me, t, True)
        if source.startswith("weapon:") and target == "weapon-deck":
            return DropWeapon(me, source[7:])
        return None

    def refusal(self, view, source: str, target: str | None) -> str | None:
        """What a piece is for, when it was put where no move of the game could mean (a vote token on the
        table, a card on the weapon deck): how to use it instead."""
        if view.seat is None:
            return None
        if source == "votes":
            return _("A vote token goes on a player: {how}", how=self.how(_("the player to sedate")))
        if source.startswith("card:") and source[5:] in view.hand:
            if self._discarding(view):
                return _("Discard it on the discard pile, or keep it. {how}", how=self.how(_("the discard pile")))
            return _("Play an event card onto a player or onto the table; cards are discarded in the discard step.")
        if source == "token:victory":
            return _("A victory token buys a weapon (on the weapon deck), a sure hit in the fight (on a player) "
                     "or saves you from a hit (on your own card).")
        if source.startswith("weapon:"):
            return _("A weapon goes back on the weapon deck only when you carry too many or are disarmed.")
        if source == f"seat:{view.seat}":
            return _("In the fight, drag your character card onto the player you attack.")
        return None

    # ---- holds and summaries ---------------------------------------------------------------------
    def hold(self, events) -> float:
        """A die roll, a private result or a knock-out stays on screen until it is seen."""
        worth = [e for e in events if e.kind in HELD or (e.kind == "movement_roll" and e.data.get("roll"))
                 or (e.kind == "attack" and not e.data.get("auto"))]
        if not worth:
            return 0.0
        self.held = ".  ".join(self.narrate(e) for e in worth[-2:])
        rolled = [e for e in worth[-2:] if e.kind in ROLLS]
        self.held_rolling = (time.monotonic() + LANDS, self._rolling_words(rolled[0]), rolled[0]) \
            if rolled and self.animated else None
        self.rolling = [e for e in events if is_roll(e)]     # in the tray while the table shows the move
        return 1.6

    def log_cut(self, view) -> int | None:
        """While a die is in the air the log stops before its roll: the number is told as the die shows it."""
        if self.held_rolling is None or time.monotonic() >= self.held_rolling[0]:
            return None
        roll = self.held_rolling[2]
        return next((k for k, e in enumerate(view.events) if e is roll), None)

    def release_hold(self) -> None:
        self.held = None
        self.held_rolling = None
        self.rolling = []

    def tick(self, dt: float) -> bool:
        """True while a die is in the air and until the frame after it lands, so the words it waits for
        (the tray's, the status line's) are drawn as it lands and not before."""
        now = time.monotonic()
        ends = [self._lands_at(n) for n in self.rolled_at]
        if self.held_rolling is not None:
            ends.append(self.held_rolling[0])
        waiting = any(now < end for end in ends)
        redraw, self._waited = waiting or self._waited, waiting
        return redraw

    def forget(self) -> None:
        super().forget()
        self.marked.forget()
        self.fresh_viewer = True
        self.tumbling.clear()
        self.rolled_at.clear()

    TOKEN_SOURCES = {  # why a victory token was given (the engine's word) -> its column in a turn's summary
        "leader": N_("Chosen leader"),
        "sedated": N_("Sedated"),
        "Commendation": N_("Commendation"),
    }

    def round_summary(self, view, events):
        """A turn's victory tokens, by where each came from (being chosen leader, being sedated, Commendation) and
        what was spent; the turn ends when the leader's roll names the next leader and the clock moves on."""
        ended = [e for e in events if e.kind in ("clock", "helicopter")]
        if not ended or any(e.kind == "game_over" for e in events) or not any(e.kind == "leader_roll" for e in events):
            return None
        turn, n = view.turn - 1, view.players
        self.next_label = N_("To the helicopter") if view.turn > view.turns else N_("Next turn")
        played = round_of(view.events, lambda e: e.kind in ("clock", "helicopter"), lambda e: e.kind == "clock")
        parts = [Part(_(header), by_seat(played, "token", n, lambda e: 1, lambda e, why=why: e.data["why"] == why))
                 for why, header in self.TOKEN_SOURCES.items()]
        parts.append(Part(_("Spent"), by_seat(played, "token_spent", n, lambda e: -1)))
        parts = [p for p in parts if any(p.values)] or parts[:1]       # the sources this turn had
        roll = next(e.data for e in reversed(played) if e.kind == "leader_roll")
        said = N_("{leader} rolled {roll}: {who} is the new leader, and the clock reaches the helicopter.") \
            if ended[-1].kind == "helicopter" else N_("{leader} rolled {roll}: {who} is the new leader, and the "
                                                      "clock moves on to the next turn.")
        reason = _(said, leader=self.name(roll["seat"]), roll=roll["roll"], who=self.name(roll["chosen"]))
        notes = [_("leader") if p == view.leader else (_("sedated") if view.sedated[p] else "") for p in range(n)]
        return RoundSummary(
            _("Turn {turn} of {turns} is over", turn=turn, turns=view.turns), reason, _("Player"),
            [self.name(p) for p in range(n)], list(range(n)), parts=parts,
            points=[sum(p.values[k] for p in parts) for k in range(n)], points_header=_("This turn"),
            after=[Column(_("Tokens"), list(view.tokens)), Column(_("Cards"), list(view.hand_sizes)),
                   Column("", notes)])

    def final_table(self, view, result):
        headers = [_("Player"), _("Was"), _("Standing"), _("Tokens"), ""]
        rows_ = [[self.name(p), _(STATUS_WORDS[view.statuses[p]]) if view.statuses[p] in STATUS_WORDS else "?",
                  _("yes") if view.standing[p] else _("knocked out"), view.tokens[p], self._outcome(view, p)]
                 for p in range(view.players)]
        return headers, rows_

    @staticmethod
    def _outcome(view, p) -> str:
        """A winner still standing boards the helicopter, and so does the winner of the humans' die lot (D-29),
        even knocked out; any other winner knocked out wins with their side (LC-26)."""
        if p not in view.winners:
            return ""
        lot = any(e.kind == "lot_won" and e.data.get("seat") == p for e in view.events)
        return _("boards") if view.standing[p] or lot else _("wins")

    # ---- drawing -------------------------------------------------------------------------------------
    def face(self, face, width: int):
        kind = face[0]
        if kind == "die":
            value, marked, stamp = face[1:4]        # stamp: one die of one roll, 0 for a die at rest
            if stamp and self._tumbling(stamp):
                t = time.monotonic() - self.tumbling[stamp][0]
                frames = dice.tumble_frames(value, width, 12, seed=stamp, marked=marked)
                return frames[min(11, int(t / TUMBLE * 12))]
            return dice.die_face(value, width, marked)
        return art.face(face, width)

    def _tumbling(self, stamp: int) -> bool:
        """Is this die in the air? Only while frames come one after another (the die waits at
        the roller's seat, so the table is animating): a still table shows the landed die, never a frame
        of the tumble that would stay on screen."""
        now = time.monotonic()
        start, last = self.tumbling.get(stamp, (now, None))
        self.tumbling[stamp] = (start, now)
        return last is not None and now - last < 0.06 and now - start < TUMBLE

    def faces(self):
        yield from art.faces()
        yield from (("die", v, m, 0) for v in range(1, 7) for m in (False, True))
        yield ("event_back", "held")
        yield ("weapon_back", "held")

    def describe(self, face):
        kind = face[0]
        if kind == "die":
            return _("The die: {n}", n=face[1]), self._decided(face[4] if len(face) > 4 else 0) + [
                _("Rolled by the rules; the table only shows it.")] + (
                [_("The better of two dice: it counts.")] if face[2] else [])
        if kind in ("event_back", "weapon_back") and face[1:] == ("held",):    # in a player's hand or kit
            return art.describe(kind.replace("back", "held"))
        try:
            return art.describe(face)
        except KeyError:
            return None


ADAPTER = LaCriaturaAdapter
