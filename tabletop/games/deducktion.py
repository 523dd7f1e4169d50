"""The Deducktion table: hands to question, three question cards to ask with, melds, a face-down
exchange, secret final guesses, and a private notepad of what your own view proves.

Grips (what you pick up -> where you put it down):
    meld                 card:<id>      -> melds     (any card of the number: the whole group is meant)
    flip                 button:flip               (the question deck's three cards turn up)
    ask a question       seat:<p>       tap         (their name or hand; a picker lists every question
                                                     the three cards allow, in the rulebook's words)
    pass cards           card:<id>      -> pass      (the one card still missing from those tapped)
                         button:pass                (the cards tapped: a tap sets a card aside, not a move)
                         button:list                (keyboard: the ways to pass, as a list)
    final melds / done   card:<id> -> melds, button:done
    guess                button:guess-<n>           (one animal at a time, secret until all are in)

The answering player's cards stay face down in the exchange area until the asker has passed: the
asker's view never holds them earlier (the engine's `exchange_cards`), so in hot seat the curtain
between the two players keeps each to what they may see. The notepad (N, or its button) is built
from the viewer's view alone and closes whenever the person at the screen changes.
"""

import math
from dataclasses import replace

import pygame

from rules.core.said import Listed, Said, Seat, said
from rules.safari.components import ALL_CARDS, ANIMALS, EXPLORER
from rules.safari.deducktion import (
    MELD_POINTS,
    NUM,
    RIGHT,
    SUIT,
    WRONG,
    Ask,
    Done,
    Flip,
    Give,
    Guess,
    Meld,
    QuestionInfo,
    meld_points,
    question_faces,
    question_kind,
)
from rules.safari.deducktion_notepad import SEEN, notepad_facts, swaps

from ..language import N_, Nn_, _, n_
from ..render import fonts, safari
from ..render.safari.words import animal as animal_name
from ..render.safari.words import card_title
from ..table.frame import card_height, cols, rows, snap
from ..table.gesture_words import ByGesture
from ..table.grips import Grip, Option, Prompt
from ..table.layout import Block, CardRow, SeatRing, Strip, others, split
from ..table.marking import Marks
from ..table.notepad import Fact, Sheet, WithNotepad
from ..table.panel import PanelSpec, ScoreRow
from ..table.seat_area import CardFit, SeatArea, face_down, held_fan
from ..table.session import bare_name
from ..table.zones import Area, Badge, Fan, Item, Paragraph, Pile, Plate, Row
from .base import Adapter, number

MELDS = "melds"
PASS = "pass"
GROWTH = [(True, 1.0 + k / 20) for k in range(20, 5, -1)] + [(False, 1.0 + k / 20) for k in range(20, -1, -1)]
"""(others' melds under their hands, how much the cards grow past their usual size), the first whose bands fit
the felt's height is used: a big window's spare height goes to bigger cards. Until another player has melded
no row is kept for melds under their hands (it would be a bare band across the felt): their hands have it."""
MY_BAND = (Strip(least=9, per=6), 1.0, Strip(least=8, per=4))
"""The viewer's band: its plate and counts, its hand (what is left), its melds; the side parts keep their widths."""
RING = SeatRing(gap=2)                   # the other seats across the top band
SEAT = Block((Strip(least=1.7), 1.0))    # another seat's block: its plate over its cards
MY_SIDE = Block((Strip(least=1.8), 1.0), pads=0.5)   # the viewer's plate over its counts
# The cards by the window's shape (wide, tall): the most they are wide in units before they grow into a big
# window's spare height (`GROWTH`), and how many card widths share the width they get.
QUESTION_CARDS = {False: CardRow(4.6, 11, snapped=True), True: CardRow(5.4, 7.2, snapped=True)}
"""The question cards: a row of six cards with the words beside them, or above the words (a tall window)."""
OTHER_CARDS = {False: CardRow(3.2, 2.4, snapped=True), True: CardRow(3.8, 2.4, snapped=True)}
"""Another player's cards, in the part of its column they get."""
STEP_WORDS = {"meld": N_("{who} is melding…"), "ask": N_("{who} is choosing a question…"),
              "final_meld": N_("{who} is making final melds…")}

MELD_HOW = ByGesture(N_("drag one to your melds"), tap=N_("tap one, then your melds"), keys=N_("arrows and Enter"),
                     phone=N_("choose below"))
"""How to meld, by the gesture the person last used (said inside the status line's brackets)."""
GUESS = ByGesture(N_("Secret guess: which {animal} card is missing? Tap that card, or leave it blank "
                     "(right +{right}, wrong {wrong}). Your notepad (N) shows what you know."),
                  phone=N_("Secret guess: which {animal} card is missing? Choose that card, or leave it blank "
                           "(right +{right}, wrong {wrong}). Your notepad shows what you know."))
ASK = ByGesture(N_("Choose a player to question: tap their name or their hand, then pick the question."),
                phone=N_("Choose a question below: the player you ask and what you ask them."))
CHOOSE_BELOW = N_("{lead}: choose them below.")
PASS_NOW = ByGesture(N_("{lead}: tap Pass (or tap a card to change your mind)."), phone=CHOOSE_BELOW)
PASS_ONE = ByGesture(N_("{lead}: drag a card to the exchange, or tap one, then Pass."),
                     keys=N_("{lead}: arrow keys to a card, Enter, then Enter on the exchange."), phone=CHOOSE_BELOW)
PASS_MORE = ByGesture(Nn_("{lead} (tap {n} more, then Pass).", "{lead} (tap {n} more, then Pass)."), phone=CHOOSE_BELOW)
PASS_SOME = ByGesture(Nn_("{lead} (tap {n} cards, then Pass).", "{lead} (tap {n} cards, then Pass)."),
                      phone=CHOOSE_BELOW)
"""How to pass cards in an exchange: all chosen, one to choose, some chosen, none yet."""


# ----- the rulebook's words for a question ----------------------------------------------------------
def question_words(cards, animal, wrap) -> str:
    """The question as the rulebook says it: "How many 5s do you have?", "How many Tiger cards 5, 6, 1, 2
    do you have?", "How many 2s and 5s do you have on Tiger or Elephant cards?"."""
    pair = tuple(cards)
    kind = question_kind(pair, animal)
    if kind == "number":
        return _("How many {n}s do you have?", n=NUM[pair[0]])
    faces = question_faces(pair, animal, wrap)
    if kind == "sequence":
        numbers = ", ".join(f.split("-")[1] for f in faces)
        return _("How many {animal} cards {numbers} do you have?", animal=animal_name(faces[0].split("-")[0]),
                 numbers=numbers)
    low, high = sorted(pair, key=NUM.__getitem__)
    a1, a2 = (animal if SUIT[c] == EXPLORER else SUIT[c] for c in (low, high))
    return _("How many {low}s and {high}s do you have on {first} or {second} cards?", low=NUM[low], high=NUM[high],
             first=animal_name(a1), second=animal_name(a2))


def chosen_words(cards, animal) -> str:
    """The two cards chosen, lower number first, an explorer with the animal it becomes: "1 Ducktor as
    Tiger + 2 Tiger" (the rulebook's "Select the 1 Explorer (as Tiger) and 2 Tiger")."""
    def one(c):
        return _("{n} Ducktor as {animal}", n=NUM[c], animal=animal_name(animal)) if SUIT[c] == EXPLORER \
            else card_title(c)
    return " + ".join(one(c) for c in sorted(cards, key=NUM.__getitem__))


def swap_words(pair, cards) -> Said:
    """An exchange as both sides read it, each naming the cards that came to it and stayed: when the
    asker passed its whole hand, the cards it gave back went home and are said so, not as received
    ("Player 1 gets 1 Tiger, 3 Tiger; Player 2 gets 1 Elephant, 2 Elephant, and 2 Tiger back"); `pair` is
    (asker, target), as the engine's `exchange_cards` event is addressed to them; the seats as fields (an
    adapter says them with the players' names, or to the player on its phone)."""
    def named(cs):
        return ", ".join(card_title(c) for c in cs) or _("nothing")
    received, passed = cards["received"], cards["passed"]
    back = [c for c in received if c in passed]
    kept = [c for c in received if c not in back]
    given = [c for c in passed if c not in back]
    asker, target = (Seat(p) for p in pair)
    if back:
        return said("{asker} gets {kept}; {target} gets {given}, and {back} back", asker=asker, kept=named(kept),
                    target=target, given=named(given), back=named(back))
    return said("{asker} gets {kept}; {target} gets {given}", asker=asker, kept=named(kept), target=target,
                given=named(given))


def unique_questions(moves) -> list:
    """One move per question: two choices that ask about the same cards (three 5s flipped: any two make
    "how many 5s?"; an explorer as either animal beside a card of its number) are one question."""
    seen: dict[frozenset, object] = {}
    for m in moves:
        seen.setdefault(frozenset(question_faces(tuple(m.cards), m.animal, m.wrap)), m)
    return list(seen.values())


def passed_whole_hand(view) -> bool:
    """An asker who receives more cards than it holds passes its whole hand at once (the rulebook's
    "pass your entire hand and, after looking at the cards you were passed, pass back ..."); the engine
    moves the cards only when the exchange ends, so the table shows the hand gone meanwhile."""
    return view.step == "return" and view.exchange_from_received and view.exchange_target >= 0


def shown_hand(view) -> list[str]:
    """The viewer's hand as it lies on the table now: empty while its whole hand has been passed."""
    if view.seat is None or (passed_whole_hand(view) and view.seat == view.turn):
        return []
    return list(view.hand)


def shown_sizes(view) -> list[int]:
    """Hand sizes as they lie on the table: while an asker's whole hand has been passed it holds none
    and the answering player holds it instead of the cards it answered with (the asker is looking at
    those); the viewer's own count is the hand it sees."""
    sizes = list(view.hand_sizes)
    if passed_whole_hand(view) and view.question is not None:
        held = sizes[view.turn]
        sizes[view.turn] = 0
        sizes[view.exchange_target] += held - view.question.count
    if view.seat is not None:
        sizes[view.seat] = len(shown_hand(view)) if view.seat != view.exchange_target else view.hand_sizes[view.seat]
    return sizes


class DeducktionAdapter(WithNotepad, Adapter):
    game_id = "deducktion"
    hold_waits = False    # a question every turn: its answer stays long enough to read, without a tap each

    def __init__(self, game):
        super().__init__(game)
        self.view = None
        self.passing = Marks()         # cards the viewer tapped to pass in an exchange (local, not a move)
        self.held: QuestionInfo | None = None   # while a question's answer is on show: that question and its answer
        self.held_cards: list[str] = []   # and the three question cards it was asked with
        self.held_at = None            # and the view it was asked in: piles, turn and player as they were then
        self.tall = False              # set by zones(): the window is tall (rows stacked, bigger cards)
        self.grow = 1.0                # set by zones(): how much the cards grow into a big window's spare height
        self.stacked = False           # set by zones(): others' melds lie under their hands
        self.meld_row = False          # set by zones(): another player has melded (a stacked layout keeps them a row)
        self._hand_at: dict[int, tuple[int, int]] = {}

    # zones --------------------------------------------------------------------------------------
    def zones(self, view, frame) -> list:
        self.view = view
        me = view.seat if view.seat is not None else 0
        self.passing.keep(self._pool(view), most=view.exchange_count)     # at most as many as are asked for
        seats = others(view, me)
        self.tall = frame.portrait                    # a tall window: rows stacked instead of side by side
        # sized for the table's usual hand (the mean, a public count), whoever is in front of the screen: the
        # layout keeps its place when the laptop is passed on (a longer hand overlaps more in its band)
        hand_n = max(1, sum(view.hand_sizes) // max(1, len(view.hand_sizes)))
        hand_w = split(frame.inner, MY_BAND, frame, gap=frame.pad)[1].w
        busy = self._lower_part(view) is not None     # an exchange, a guess or the missing cards below the answer
        self.meld_row = any(view.melds[p] for p in seats)
        for stacked, grow in [(self.tall, 1.0)] if self.tall else GROWTH:
            self.stacked, self.grow = stacked, grow
            needs = self._needs(frame, len(seats), hand_n, hand_w, busy)
            if sum(needs) <= frame.free_height():
                break
        top, centre, mine = frame.bands(*needs, spread=(0.2, 0.3, 0.5) if self.tall else (0.15, 0.5, 0.35))
        out: list = []
        if self.notepad_open and view.seat is not None:
            out += self.notepad_zones(view, top.union(centre), frame.unit)
        else:
            out += self._others(view, seats, top, frame)
            out += self._centre(view, centre, frame)
        out += self._mine(view, me, mine, frame)
        if view.seat is not None:
            words = _("Close notepad (N)") if self.notepad_open else _("Notepad (N)")
            out.append(self.notepad_button(frame.actions, frame.unit, words))
        return out

    def _needs(self, frame, n_others, hand_n, hand_w, busy) -> tuple[int, int, int]:
        """The heights the top band, the centre and the viewer's band ask for at the cards' present growth (the
        centre more when the exchange, the guess or the missing cards lie under the question's words)."""
        unit, pad, inner = frame.unit, frame.pad, frame.inner
        opp_w = self._opp_card(frame, RING.column_width(inner.w, n_others, frame))
        top_need = round(unit * 1.7) + 4 + (card_height(opp_w) + pad) * (2 if self.stacked and self.meld_row else 1)
        q_w = self._grown(QUESTION_CARDS, inner.w, frame)
        centre_need = card_height(q_w) * (2 if self.tall else 1) + unit * (9 if self.tall else 2)
        if busy and not self.tall:   # three lines of words, the area's title, half a badge, cards, two lines
            small = frame.small
            centre_need = max(centre_need, 3 * (round(unit * 0.95) + 5) + round(unit * 1.5) + small + 14
                              + 2 * (small + 5) + card_height(q_w) * 3 // 4)
        return top_need, centre_need, card_height(self._hand_card(unit, hand_w, hand_n)) + unit

    def _hand_card(self, unit, width, n) -> int:
        """The viewer's cards: as wide as the band allows with the fan's usual overlap; grown (in a big window)
        only as far as they still lie side by side."""
        usual = min(unit * (6 if self.tall else 4.6), width / (1 + 0.8 * max(0, n - 1)))
        grown = min(unit * (6 if self.tall else 4.6) * self.grow, width / (1 + 1.08 * max(0, n - 1)))
        return max(10, snap(max(usual, grown)))

    def _opp_card(self, frame, col_w) -> int:
        """Another player's cards: their backs squeeze into a fan, their melds stay readable (beside the fan, or
        under it when there is height to spare, so both grow)."""
        return self._grown(OTHER_CARDS, col_w if self.stacked else col_w * 0.5, frame)

    def _grown(self, cards: dict, width, frame) -> int:
        """A card of the row declared for the window's shape, grown as far as the window's height allows now."""
        row = cards[self.tall]
        return max(10, replace(row, most=row.most * self.grow).card(width, frame))

    def _others(self, view, seats, band, frame) -> list:
        pad = frame.pad
        out = []
        for seat, block in RING.cells(band, seats, frame).items():
            plate_r, cards_r = SEAT.cut(block, frame)
            if self.stacked:
                hand_r, meld_r = rows(cards_r, [1, 1], gap=pad) if self.meld_row else (cards_r, cards_r)
            else:
                hand_r, meld_r = cols(cards_r, [0.45, 0.55], gap=pad)
            card_w = max(10, snap(min(hand_r.h / 1.4, self._opp_card(frame, block.w))))
            n = shown_sizes(view)[seat]
            out.append(Plate(f"seat:{seat}", plate_r, text=self.name(seat), note=self._plate_note(view, seat),
                             active=seat in self._at(view).to_act and not view.over, target=True))
            fan_r = hand_r.inflate(-8, 0)
            out.append(held_fan(seat, fan_r, face_down(seat, n, handle=f"seat:{seat}"), card_w, n))
            self._hand_at[seat] = hand_r.center
            melds = [Item(c, ("card", c), spawn=hand_r.center) for c in _by_number(view.melds[seat])]
            if melds:
                out.append(Fan(f"melds:{seat}", meld_r, items=melds, card_w=min(card_w, meld_r.w), align="left", z=70))
        return out

    def _plate_note(self, view, seat) -> str:
        if view.step == "guess":
            made = view.guesses_made[seat]
            return _("guessed") if made == len(ANIMALS) else _("{made}/5 guessed", made=made)
        if view.over:
            return n_("{n} pt", "{n} pts", view.scores[seat])
        points = meld_points(view.melds[seat])
        return _("melds {n}", n=points) if points else ""

    def _centre(self, view, band, frame) -> list:
        """The question deck, the three flipped cards, the used ones, the face-up card (and the 2-player
        reserve), with the last question in words and the exchange under way."""
        unit, pad = frame.unit, frame.pad
        spots = 2 if view.players == 2 else 1          # the face-up card, and the reserve at 2 players
        words_h = unit * (8 if self.tall else 1.4)     # the height left: the words under the cards (tall), or labels
        q_w = max(10, snap(min(self._grown(QUESTION_CARDS, band.w, frame), (band.h - words_h) / 1.4)))
        if self.tall:
            cards_r, words_r = rows(band, [card_height(q_w) + unit + pad, 1.0], gap=pad)
            lay = [q_w + pad, q_w * 3 + 2 * pad, q_w + pad, (q_w + pad) * spots]
            total = sum(lay) + pad * 2 * 3
            row = pygame.Rect(cards_r.centerx - total // 2, cards_r.y, min(total, cards_r.w), cards_r.h)
            deck_col, flip_r, discard_col, up_col = cols(row, lay, gap=pad * 2)
        else:
            cards_r = band
            deck_col, flip_r, discard_col, words_r, up_col = cols(
                band, [q_w + pad, q_w * 3 + 2 * pad, q_w + pad, 1.0, (q_w + pad) * spots], gap=pad)
        q_h = card_height(q_w)
        y = cards_r.y + unit + max(0, (cards_r.h - unit - q_h) // 2)
        deck = pygame.Rect(deck_col.x, y, q_w, q_h)
        shown = self.held_cards if self.held and self.held_cards else view.flipped
        at = self._at(view)
        in_deck = at.question_deck_size
        out = [Pile("qdeck", deck, label=_("Questions"), count=in_deck,
                    items=[Item(f"qback:{k}", ("back",)) for k in range(min(3, in_deck))], z=20)]
        flipped = [Item(c, ("card", c), handle=f"q:{c}", spawn=deck.center, turns=True) for c in shown]
        question = self._asked(view)
        asked = set(question.cards) if question and (view.step == "return" or self.held_cards) else set()
        for it in flipped:
            if it.id in asked:
                it.badges = (Badge(_("asked"), "gold", "top"),)
        used = [c for c in at.question_discard if c not in shown]
        out.append(Row("flipped", pygame.Rect(flip_r.x, y, flip_r.w, q_h), slots=flipped or [None] * 3,
                       card_w=q_w, gap=pad, z=40, called=_("Question cards")))
        discard = pygame.Rect(discard_col.x, y, q_w, q_h)
        out.append(Pile("qdiscard", discard, label=_("Used"), count=len(used) or None,
                        items=[Item(c, ("card", c)) for c in used[-3:]], z=30))
        up = pygame.Rect(up_col.right - q_w, y, q_w, q_h)
        if view.leftover:
            out.append(Pile("leftover", up, label=_("Face up"), items=[Item(c, ("card", c)) for c in view.leftover],
                            z=30))
        if view.players == 2:
            out.append(Pile("reserve", up.move(-(q_w + pad), 0), label=_("Reserve"), count=view.reserve_size or None,
                            items=[Item(f"rback:{k}", ("back",)) for k in range(min(3, view.reserve_size))], z=30))
        out += self._words_and_exchange(view, words_r, frame, q_w)
        return out

    def _words_and_exchange(self, view, rect, frame, q_w) -> list:
        """The last question and its answer; below it the exchange under way, the secret guess, or the missing
        cards: a framed area whose title, badges (straddling the cards' top edges) and caption (wrapped, never
        cut) each have their own room."""
        unit, pad, small = frame.unit, frame.pad, frame.small
        lines, size = self._question_lines(view), round(unit * 0.95)
        lower_part = self._lower_part(view)
        if lower_part is None:
            return [Paragraph("question", rect, lines=lines, size=size, bold_first=True, middle=not self.tall)]
        name, title, row, items, caption_words, target = lower_part
        words_h = round(unit * 4.5) if self.tall else Paragraph.height(lines, size, rect.w, bold_first=True)
        words_r, lower = rows(rect, [words_h, 1.0], gap=pad // 2)
        caption_h = Paragraph.height([caption_words], small, lower.w - 12 - unit) if caption_words else 0
        top = round(unit * 1.5) + (small + 8) // 2 + 2          # the title, then half a badge over the cards
        inside = pygame.Rect(lower.x + 6, lower.y + top, lower.w - 12, lower.h - top - caption_h - 6)
        card_w, gap, fits = _row_fit(items, inside, q_w, small)
        if not fits and any(b.tone == "gold" for it in items for b in it.badges):
            for it in items:         # no room for every badge: the gold ones (the missing card, the cards to pass)
                it.badges = tuple(b for b in it.badges if b.tone == "gold")
            card_w, gap, fits = _row_fit(items, inside, q_w, small)
        for it in items:
            it.spawn = it.spawn or lower.center
        out: list = [Paragraph("question", words_r, lines=lines, size=size, bold_first=True),
                     Area(name, lower, title=title, target=target),
                     Row(row, inside, slots=items, card_w=card_w, gap=gap, outline_empty=False, z=80)]
        if caption_words:
            caption = pygame.Rect(inside.x + unit // 2, inside.bottom + 2, inside.w - unit, caption_h + 2)
            out.append(Paragraph(f"{row}-words", caption, lines=[caption_words], size=small))
        return out

    def _lower_part(self, view):
        """(area name, title, row name, items, caption, is it a drop target) of what lies under the question
        words, or None."""
        guessing = self._guessing(view)
        if view.step == "return" and view.exchange_target >= 0:
            target, asker = view.exchange_target, view.turn
            mine = view.seat == asker
            n = view.question.count if view.question else 0
            if view.exchange_from_received and mine:
                items = [self._card(c, view) for c in view.exchange_cards]
                words = _("You passed your whole hand: give {n} of these back to {who}.", n=view.exchange_count,
                          who=self.name(target))
            else:
                items = [Item(f"incoming:{k}", ("back",), spawn=self._hand_at.get(target)) for k in range(n)]
                if mine:
                    words = _("{who} passes you {n}, face down: pass yours first.", who=self.name(target), n=n)
                elif view.seat == target:
                    words = _("You pass {n} to {who}, face down.", n=n, who=self.name(asker))
                else:
                    words = _("{target} passes {n} to {asker}, face down.", target=self.name(target), n=n,
                              asker=self.name(asker))
            return PASS, _("The exchange"), "incoming", items, words, mine
        if guessing is not None:
            name = animal_name(guessing)
            return ("guess-area", _("Which {animal} is missing?", animal=name), "guess",
                    self._guess_cards(view, guessing),
                    _("Tap the {animal} you guess: right +{right}, wrong {wrong}.", animal=name, right=RIGHT,
                      wrong=WRONG), False)
        if view.missing:
            items = [Item(c, ("card", c), turns=True) for c in view.missing]
            return "missing-area", _("The missing cards"), "missing", items, "", False
        if view.step == "guess" and view.seat is not None and view.my_guesses:
            # all five guessed, the others still guessing: the seat's own guesses, as the guess area showed them
            items = [Item(f"guessed:{a}", ("card", f"{a}-{g}a") if g else ("back",))
                     for a, g in zip(ANIMALS, view.my_guesses, strict=False)]
            return ("guess-area", _("Your guesses"), "guessed", items,
                    _("Secret until everyone has guessed; a back is a guess left blank."), False)
        return None

    @staticmethod
    def _guessing(view) -> str | None:
        """The animal the viewer guesses now, or None."""
        if view.step != "guess" or view.seat is None or view.seat not in view.to_act:
            return None
        return ANIMALS[len(view.my_guesses)] if len(view.my_guesses) < len(ANIMALS) else None

    def _guess_cards(self, view, animal) -> list[Item]:
        """The secret guess as the animal's six cards, each marked as the notepad knows it (seen: not missing;
        gold: proved missing); a tap guesses that card, the action strip leaves it blank."""
        facts = notepad_facts(view)
        items = []
        for n in range(1, 7):
            kinds = {k for k, _p in facts[f"{animal}-{n}"]}
            badges = ((Badge(_("missing"), "gold", "top"),) if "missing" in kinds else
                      # Translators: a badge on a card to guess from: seen, so not the missing one. Six side by
                      # side over small cards: keep it as short as "seen".
                      (Badge(_("seen"), "quiet", "top"),) if kinds & set(SEEN) else ())
            # drawn as the deck's other copy ("a"), which Deducktion never deals: the same picture, never
            # the id of a card whose place is hidden
            items.append(Item(f"guess:{n}", ("card", f"{animal}-{n}a"), handle=f"guess:{n}", badges=badges))
        return items

    def _question_lines(self, view) -> list[str]:
        if view.step == "guess" and view.seat is not None:
            said = [_("{animal} {n}", animal=animal_name(a), n=g or "–")
                    for a, g in zip(ANIMALS, view.my_guesses, strict=False)]
            return [_("Final guesses, secret until all are in."),
                    _("Yours: {guesses}", guesses=", ".join(said)) if said else _("Yours: none yet")]
        q = self._asked(view)
        if q is None:
            return [_("No question asked yet."),
                    n_("{n} turn in all, then secret guesses.", "{n} turns in all, then secret guesses.",
                       view.total_turns)]
        return [_("{asker} asked {target}: {question}", asker=self.name(q.asker), target=self.name(q.target),
                  question=question_words(q.cards, q.animal, q.wrap)),
                _("{who} answered {n}.", who=self.name(q.target), n=q.count)]

    def _card(self, c, view) -> Item:
        """A card of the viewer's: marked when picked to pass, or when it answers the question asked of them."""
        badges = ()
        if c in self.passing:
            badges = (Badge(_("pass"), "gold", "top"),)
        elif view.step == "return" and view.seat == view.exchange_target and c in view.exchange_cards:
            badges = (Badge(_("to {who}", who=self._short(view.turn)), "quiet", "top"),)
        return Item(c, ("card", c), handle=f"card:{c}", badges=badges, lift=8 if c in self.passing else 0)

    def _mine(self, view, me, band, frame) -> list:
        unit, pad = frame.unit, frame.pad
        side, hand_r, meld_col = split(band, MY_BAND, frame, gap=pad)
        plate_r, info_r = MY_SIDE.cut(side, frame)
        self._hand_at[me] = hand_r.center
        cards = None                 # face up only in the seat's own view
        if view.seat is not None:
            spawn = self._received_from(view)
            cards = [self._card(c, view) for c in shown_hand(view)]
            for it in cards:
                if it.id in spawn:
                    it.spawn = spawn[it.id]
        n = shown_sizes(view)[me]
        out = SeatArea(me, plate_r, hand_r, self.name(me), active=me in self._at(view).to_act and not view.over,
                       note=self._plate_note(view, me), prefix="seat", cards=cards, arc=0.06, backs=face_down(me, n),
                       fit=CardFit(lift=0.6, span=None, cap=self._hand_card(unit, hand_r.w, len(cards or ())),
                                   least=10), count=n,
                       backs_fit=CardFit(span=6, most=4 * self.grow, least=10)).zones(unit)
        out.append(Paragraph("my-info", info_r, lines=self._my_info(view, me), size=max(13, round(unit * 0.8))))
        title = _("Your melds") if view.seat is not None else _("{who}'s melds", who=self.name(me))
        area = Area(MELDS, meld_col, title=title, note=n_("{n} pt", "{n} pts", meld_points(view.melds[me])),
                    target=view.seat is not None)
        inside = pygame.Rect(meld_col.x + 6, meld_col.y + round(unit * 1.6), meld_col.w - 12,
                             meld_col.h - round(unit * 1.6) - 6)
        meld_w = max(10, snap(min(inside.h / 1.4, unit * (4.4 if self.tall else 3.4) * self.grow)))
        melds = [Item(c, ("card", c)) for c in _by_number(view.melds[me])]
        out += [area, Fan("melds-mine", inside, items=melds, card_w=min(meld_w, inside.w), align="left", z=90)]
        return out

    def _my_info(self, view, me) -> list[str]:
        lines = [n_("{n} card in hand", "{n} cards in hand", shown_sizes(view)[me])]
        if view.step not in ("guess", "over"):
            turns = self._at(view).turns_taken
            lines.append(_("Turn {n} of {total}", n=min(turns + 1, view.total_turns), total=view.total_turns))
        return lines

    def _received_from(self, view) -> dict[str, tuple[int, int]]:
        """Cards that just came into the hand fly in from the player who passed them."""
        exchanges = list(swaps(view))
        if not exchanges or self._hand_at.get(exchanges[-1][0]) is None:
            return {}
        giver, got = exchanges[-1]
        return {c: self._hand_at[giver] for c in got}

    # the notepad -----------------------------------------------------------------------------------
    def sheet(self, view) -> Sheet:
        """This seat's notepad: a row per animal, a column per number, each cell what the view proves."""
        facts = notepad_facts(view)
        keys = [[f"{a}-{n}" for n in range(1, 7)] for a in ANIMALS]
        words = {}
        for key, found in facts.items():
            cell = [self._fact(kind, p, view.seat) for kind, p in found if kind not in ("not", "said0")]
            for kind in ("not", "said0"):
                who = [self._short(p) for k, p in found if k == kind]
                if len(who) == 1 and kind == "said0":
                    cell.append(Fact(_("{who} said 0", who=who[0])))
                elif who and kind == "said0":
                    cell.append(Fact(_("said 0: {who}", who=", ".join(who))))
                elif who:
                    cell.append(Fact(_("not {who}", who=", ".join(who))))
            words[key] = cell
        answers = [self._answer_line(e.data) for e in view.events if e.kind == "ask"]
        lines = [_("Answers heard, the latest first:"), *reversed(answers)]
        return Sheet(_("{who}'s notepad: what your cards and the answers prove", who=self.name(view.seat)),
                     [animal_name(a) for a in ANIMALS], [number(n) for n in range(1, 7)], keys, words, lines,
                     _("Gold: the missing card. Grey: not missing (you have seen it). \"said 0\": an earlier answer. "
                       "Tap a cell: a tick, a cross, a question mark."))

    def _short(self, p) -> str:
        """A name for a notepad cell or a badge: without the bot mark `play` gives a seat, in the language it was
        made in ("Ada (bot)", "Ada (Bot)": "Ada"), never cut (the cell wraps it)."""
        return bare_name(self.name(p))

    def _fact(self, kind, p, me) -> Fact:
        """A fact's words; every card the seat has seen is grey (it cannot be missing)."""
        if kind == "missing":
            return Fact(_("missing"), "found")
        who = self._short(p) if p is not None else ""
        words = {"mine": N_("in hand"), "meld": N_("your meld") if p == me else N_("{who} meld"),
                 "up": N_("face up"), "dealt": N_("dealt to you"), "drew": N_("from reserve"),
                 "other": N_("not missing"), "held": N_("{who} has it"), "gave": N_("to {who}"),
                 "seen": N_("from {who}")}
        return Fact(_(words[kind], who=who), "known")

    def _answer_line(self, d) -> str:
        return _("{who} answered {n}: {question}", who=self._short(d["target"]), n=d["count"],
                 question=question_words(d["cards"], d["animal"], d["wrap"]))

    def on_tap(self, view, handle: str) -> bool:
        if self.notepad_tap(view, handle):
            return True
        if handle.startswith("card:"):
            self.passing.tap(handle[5:], self._pool(view), most=view.exchange_count)
        return False      # the table goes on: the card is selected and the table laid out again

    def forget(self) -> None:
        """Another person sits down: the notepad closes and the cards picked to pass are put back."""
        super().forget()
        self.passing.forget()

    def _pool(self, view) -> list[str]:
        """The cards the viewer may pass now (its hand, or the cards just received), or none."""
        if view.step != "return" or view.seat is None or view.seat != view.turn or view.seat not in view.to_act:
            return []
        return list(view.exchange_cards) if view.exchange_from_received else list(view.hand)

    # words ---------------------------------------------------------------------------------------
    def panel(self, view) -> PanelSpec:
        at, sizes = self._at(view), shown_sizes(view)
        facts = [[_("Question deck {deck} · used {used}", deck=at.question_deck_size, used=len(at.question_discard))],
                 [_("Melds 3 / 4 / 5 cards: {points} pts", points=" / ".join(number(p) for p in MELD_POINTS.values()))],
                 [_("A right guess +{right}, a wrong one {wrong}", right=RIGHT, wrong=WRONG)]]
        headers = [_("Player"), _("Cards"), _("Melds")] + ([_("Score")] if view.over else [])
        rows_ = []
        for p in range(view.players):
            cells = [number(sizes[p]), number(meld_points(view.melds[p]))]
            if view.over:
                cells.append(number(view.scores[p]))
            rows_.append(ScoreRow(p, self.name(p), cells, active=p in at.to_act and not view.over,
                                  mine=p == view.seat))
        return PanelSpec(self.title, facts, headers, rows_)

    def status(self, view, my_turn: bool) -> str:
        if self.held:
            return _("{who} answered {n}.", who=self.name(self.held.target), n=self.held.count) + "  " + \
                _("(Tap to go on.)")
        if view.over:
            return _("The game is over: the missing cards are face up.")
        if view.step == "guess":
            if view.seat is not None and view.seat in view.to_act and my_turn:
                return self.worded(GUESS, animal=animal_name(ANIMALS[len(view.my_guesses)]), right=RIGHT, wrong=WRONG)
            waiting = [self.name(p) for p in view.to_act if p != view.seat]
            return _("Waiting for {who} to guess…", who=Listed(waiting)) if waiting else ""
        who = self.name(view.turn)
        if not my_turn or view.seat != view.turn:
            if view.step == "return":
                return _("{who} is choosing cards to pass to {target}…", who=who,
                         target=self.name(view.exchange_target))
            return _(STEP_WORDS.get(view.step, N_("{who} is thinking…")), who=who)
        if view.step == "meld":
            return _("Your turn: meld three or more cards of a number ({how}), or flip the question cards.",
                     how=self.worded(MELD_HOW))
        if view.step == "final_meld":
            return _("Final melds: meld what you can ({how}), or tap No more melds.", how=self.worded(MELD_HOW))
        if view.step == "ask":
            return self.worded(ASK)
        k, target = view.exchange_count, self.name(view.exchange_target)
        if view.exchange_from_received:
            lead = n_("You passed your whole hand to {who}; give {n} of the cards you received back",
                      "You passed your whole hand to {who}; give {n} of the cards you received back", k, who=target)
        else:
            lead = n_("{who} answered {count}: pass {n} of your cards, face down, before you see theirs",
                      "{who} answered {count}: pass {n} of your cards, face down, before you see theirs", k,
                      who=target, count=view.question.count)
        left = k - len(self.passing)
        return self.worded(PASS_NOW if not left else PASS_ONE if k == 1 else PASS_MORE if self.passing else PASS_SOME,
                           lead=lead, n=left)

    def narrate(self, event) -> str:
        """The question in the rulebook's words; a swap said from both sides (the engine's "You receive" is
        the asker's side, and the answerer reads the same event). Each line from its own event alone: the log
        keeps lines per event, and replay and the private news box narrate a few events on their own."""
        if event.kind == "exchange_cards":
            return self.say(swap_words(event.to, event.data))
        if event.kind == "guess_made":      # one line per player, once all five are in (the plates count them)
            d = event.data
            return self.say(said("{who} has finished guessing", who=Seat(d["seat"]))) \
                if d["animal"] == ANIMALS[-1] else ""
        if event.kind == "ask":
            d = event.data
            return self.say(said("{asker} asks {target}: {question} {target}: {n}", asker=Seat(d["asker"]),
                                 target=Seat(d["target"]), question=question_words(d["cards"], d["animal"], d["wrap"]),
                                 n=d["count"]))
        return super().narrate(event)

    def describe(self, face_key):
        if face_key[0] != "card":
            return None
        c = face_key[1]
        if SUIT[c] == EXPLORER or c.endswith("a"):
            return card_title(c), [_("A question card: two of the three flipped make the question."),
                                   _("An explorer becomes the animal of another flipped card.")]
        return card_title(c), [_("One of the dealt cards: each animal has one card missing, put aside unseen."),
                               _("Three or more of a number make a meld ({points} points).",
                                 points=" / ".join(number(p) for p in MELD_POINTS.values()))]

    # moves -----------------------------------------------------------------------------------------
    def grip(self, move):
        if isinstance(move, Meld):
            return Grip(f"card:{move.cards[0]}", MELDS, label=_("Meld"))
        if isinstance(move, Flip):
            return Grip("button:flip", None, label=_("Flip question cards"))
        if isinstance(move, Done):
            return Grip("button:done", None, label=_("No more melds"))
        if isinstance(move, Ask):
            return Grip(f"seat:{move.target}", None)
        if isinstance(move, Guess):
            animal = animal_name(move.animal)
            if move.number:       # the animal's own card, in the centre of the table
                return Grip(f"guess:{move.number}", None, label=_("{animal} {n}", animal=animal, n=move.number))
            return Grip("button:guess-0", None, label=_("Leave {animal} blank", animal=animal))
        if isinstance(move, Give):
            return self._give_grip(move)
        return None

    def _give_grip(self, move):
        """Tapped cards are set aside (`passing`); a move is offered for what completes them: the Pass button
        when all are chosen, the last card dragged to the exchange, or a list for the keyboard."""
        chosen = set(self.passing)
        if not chosen <= set(move.cards):
            return None
        rest = [c for c in move.cards if c not in chosen]
        if not rest:
            words = ", ".join(card_title(c) for c in move.cards)
            to = self.name(self.view.exchange_target) if self.view is not None else ""
            label = _("Pass {cards} to {who}", cards=words, who=to) if len(move.cards) < 3 else \
                _("Pass {cards}", cards=words)
            return Grip("button:pass", None, label=label)
        if len(rest) == 1:
            return Grip(f"card:{rest[0]}", PASS)
        return Grip("button:list", None, label=_("Choose from a list"))

    def ask(self, view, moves) -> Prompt:
        if all(isinstance(m, Ask) for m in moves):
            title = _("Ask {who} which question?", who=self.name(moves[0].target))
            moves = unique_questions(moves)
            words = [_("{chosen}: {question}", chosen=chosen_words(m.cards, m.animal),
                       question=question_words(m.cards, m.animal, m.wrap)) for m in moves]
        elif all(isinstance(m, Meld) for m in moves):
            moves = sorted(moves, key=lambda m: -len(m.cards))
            title, words = _("Which cards do you meld?"), [", ".join(card_title(c) for c in m.cards) for m in moves]
        elif all(isinstance(m, Give) for m in moves):
            title = _("Which cards do you pass to {who}?", who=self.name(view.exchange_target))
            words = [", ".join(card_title(c) for c in m.cards) for m in moves]
        else:
            return super().ask(view, moves)
        return Prompt(title, [Option(w, m) for w, m in zip(words, moves, strict=True)])

    def draggable(self, view, handle: str) -> bool:
        if view.seat is None or not handle.startswith("card:"):
            return False
        return handle[5:] in shown_hand(view) or handle[5:] in self._pool(view)

    def intent(self, view, source: str, target: str | None):
        """A hand card on the melds means all cards of its number; a card on the exchange means the cards
        picked so far and this one (the engine says how many it wants)."""
        if not self.draggable(view, source) or view.seat is None:
            return None
        c = source[5:]
        if target == MELDS:
            return Meld(view.seat, tuple(x for x in view.hand if NUM[x] == NUM[c]) or (c,))
        if target == PASS:
            pool = self._pool(view) or list(view.hand)
            k = max(1, view.exchange_count)
            picked = set(self.passing.with_last(c, most=k))   # the latest picks win
            return Give(view.seat, tuple(x for x in pool if x in picked))
        return None

    # holds and summaries -----------------------------------------------------------------------------
    def hold(self, events) -> float:
        """After a question is answered (and after an exchange) the table waits, so everyone reads the
        question and the count before the next turn (or the curtain) comes."""
        ask = next((e for e in events if e.kind == "ask"), None)
        if ask is None:
            return 0.0
        d = ask.data
        swapped = any(e.kind == "exchange" for e in events)
        if not swapped and d["count"] and self.view is not None and self.view.seat == d["asker"]:
            return 0.0          # the asker chooses the cards to pass now: the screen is theirs already
        self.held = QuestionInfo(**{k: d[k] for k in QuestionInfo.model_fields})   # said when shown
        self.held_cards = list(self.view.flipped) if self.view is not None and self.view.flipped else []
        self.held_at = self.view if self.held_cards else None
        return 4.0

    def release_hold(self) -> None:
        self.held = None
        self.held_cards = []
        self.held_at = None

    def _asked(self, view):
        """The question the table tells: while an answer is on show, that one (the table may still show the
        position before it was asked, whose last question is an earlier one), else the view's last."""
        return self.held if self.held is not None else view.question

    def _at(self, view):
        """The view whose question deck, used pile, turn count and player to act the table shows: while an
        answer is on show, the one it was asked in (the turn has ended and the next player may have flipped
        in the same move, but the table, the panel and the log still tell the question)."""
        return self.held_at if self.held and self.held_at is not None else view

    def log_cut(self, view) -> int | None:
        """While an answer is on show the log stops after the question's own events: the next turn's flip
        (or reshuffle, or the call for guesses) is told when the table shows it."""
        if not self.held or self.held_at is None:
            return None
        asks = [k for k, e in enumerate(view.events) if e.kind == "ask"]
        after = [k for k, e in enumerate(view.events) if asks and k > asks[-1]
                 and e.kind in ("flip", "reshuffle", "guessing")]
        return after[0] if after else None

    def final_table(self, view, result):
        headers = [_("Player"), _("Melds"), _("Guesses"), _("Right"), _("Score"), ""]
        rows_ = []
        for p in range(view.players):
            guesses = view.guesses[p] if view.guesses else []
            named = [(a, g, m) for a, g, m in zip(ANIMALS, guesses, view.missing, strict=False) if g]
            right = sum(1 for _a, g, m in named if NUM[m] == g)
            rows_.append([self.name(p), meld_points(view.melds[p]),
                          " ".join(f"{animal_name(a)[0]}{g}" for a, g, _m in named) or "—",
                          _("{right} of {n}", right=right, n=len(named)) if named else "—", view.scores[p],
                          _("winner") if p in result.winners else ""])
        return headers, rows_

    # drawing ---------------------------------------------------------------------------------------
    def face(self, face_key, width: int):
        return safari.face(face_key, width)

    def faces(self):
        yield from (("card", c) for c in ALL_CARDS)
        yield ("back",)


def _row_fit(items, rect, most, small) -> tuple[int, int, bool]:
    """(card width, gap, whether it fits) for a row of cards in `rect`, at most `most` wide, with gaps wide
    enough that the badges straddling their top edges (as wide as their words) never touch each other or lie
    under the next card, nor stick out of the row (the first and last overhang their cards' outer edges)."""
    def chip(it):
        return max((fonts.font(small, "bold").size(b.text)[0] + 14 for b in it.badges), default=0)
    chips = [chip(it) for it in items] or [0]
    n = len(chips)

    def laid(w) -> tuple[int, int]:
        gap = 4
        for a, b in zip(chips, chips[1:], strict=False):
            need = max(a, w) / 2 + max(b, w) / 2 + (4 if a and b else 0) - w
            gap = max(gap, math.ceil(need))
        # the row is centred: room for the wider end, past the 6 pixels the area leaves on each side of `rect`
        overhang = max(0, max(chips[0], chips[-1]) - w - 12)
        return gap, n * w + (n - 1) * gap + overhang

    w = max(10, snap(min(most, rect.h / 1.4, rect.w / (max(n, 6) + 0.3))))
    while w > 10 and laid(w)[1] > rect.w:
        w -= 1
    gap, total = laid(w)
    return w, gap, total <= rect.w


def _by_number(cards) -> list[str]:
    """Melds read by number: 2 2 2 5 5 5, not animal by animal."""
    return sorted(cards, key=lambda c: (NUM[c], c))


ADAPTER = DeducktionAdapter
