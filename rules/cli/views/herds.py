"""Herds in words: the grassland, each side's herds and points, the trade being built, your hand."""

from rules.safari.components import SUIT_NAMES, card_name
from rules.safari.herds import NUM

from .base import Renderer, and_list, count, name, waiting_line, wrapped
from .safari_common import card_names

STEPS = {
    "choose": "Step Two: draw one more card (the deck or a grassland card), or trade hand cards for grassland "
              "cards of the same total",
    "give": "Step Two, trading: put hand cards into the trade, then take grassland cards of the same total",
    "take": "Step Two, trading: take grassland cards until the totals match",
    "herds": "Step Three: create herds (3+ cards of one animal in a row of numbers; Ducktors are wild) or grow "
             "them, then say you are done",
    "pass": "Step Four: pass one card to an opponent",
    "over": "the game is over",
}


def side_name(v, side: int) -> str:
    seats = [p for p, s in enumerate(v.sides) if s == side]
    return " & ".join(name(v, p) for p in seats)


def herd_words(herd) -> str:
    cards = ", ".join(card_name(c) for c in sorted(herd.cards, key=NUM.__getitem__))
    animal = SUIT_NAMES.get(herd.animal, herd.animal)
    return f"{animal}: {cards} ({count(herd.points, 'point')})"


class Herds(Renderer):
    def position(self, v) -> list[str]:
        lines = [f"Herds, hand {v.hand_number}. {name(v, v.dealer)} dealt. The first "
                 + ("side" if v.players == 4 else "player") + f" to {v.target} points wins."]
        if not v.over:
            lines.append(f"Now {name(v, v.turn)}, {STEPS.get(v.step, v.step)}.")
        lines += wrapped("Grassland", card_names(v.grassland) or ["empty"])
        deck = f"Deck: {count(v.deck_size, 'card')}."
        if v.last_card_drawn and not v.over:
            deck += " The last card is drawn: the hand ends after this pass."
        lines.append(deck)
        if v.trade_give or v.trade_take:
            give = sum(NUM[c] for c in v.trade_give)
            take = sum(NUM[c] for c in v.trade_take)
            lines.append(f"The trade: {name(v, v.turn)} gives {and_list(card_names(v.trade_give)) or 'nothing'} "
                         f"(total {give}) for {and_list(card_names(v.trade_take)) or 'nothing yet'} (total {take}).")
        if v.must_play:
            lines.append("Taken from the grassland this turn (play it or it goes back): "
                         f"{and_list(card_names(v.must_play))}.")
        if v.freed:
            lines.append(f"Swapped out of a herd, must join a herd now: {card_name(v.freed)}.")
        lines.append("Herds and scores:")
        for side in sorted(set(v.sides)):
            herds = v.herds[side]
            lines.append(f"    {side_name(v, side)}: {count(v.scores[side], 'point')}"
                         + (f", {count(len(herds), 'herd')} this hand:" if herds else ", no herds this hand"))
            for i, herd in enumerate(herds, 1):
                lines.append(f"      herd {i}: {herd_words(herd)}")
        lines.append("Hands: " + ", ".join(f"{name(v, p)} {count(n, 'card')}" for p, n in enumerate(v.hand_sizes))
                     + ".")
        if v.seat is not None:
            lines += wrapped("Your hand", card_names(v.hand) or ["empty"])
        waiting = waiting_line(v)
        if waiting:
            lines.append(waiting)
        return lines

    def final(self, game, v, result) -> list[str]:
        lines = []
        for side in sorted(set(v.sides)):
            seats = [p for p, s in enumerate(v.sides) if s == side]
            won = any(p in result.winners for p in seats)
            lines.append(f"  {side_name(v, side)}: {count(v.scores[side], 'point')}" + ("  (winner)" if won else ""))
        return lines


RENDERER = Herds()
