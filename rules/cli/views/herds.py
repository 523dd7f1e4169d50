"""Herds in words: the grassland, each side's herds and points, the trade being built, your hand."""

from rules.core.said import N_
from rules.safari.herds import NUM

from .base import name, waiting_line, wrapped
from .safari_common import SafariRenderer, animal_name, card_name, card_names

STEPS = {
    "choose": N_("Now {who}, Step Two: draw one more card (the deck or a grassland card), or trade hand cards for "
                 "grassland cards of the same total."),
    "give": N_("Now {who}, Step Two, trading: put hand cards into the trade, then take grassland cards of the same "
               "total."),
    "take": N_("Now {who}, Step Two, trading: take grassland cards until the totals match."),
    "herds": N_("Now {who}, Step Three: create herds (3+ cards of one animal in a row of numbers; Ducktors are wild) "
                "or grow them, then say you are done."),
    "pass": N_("Now {who}, Step Four: pass one card to an opponent."),
    "over": N_("Now {who}, the game is over."),
}


def side_name(v, side: int, words) -> str:
    seats = [p for p, s in enumerate(v.sides) if s == side]
    return " & ".join(name(v, p, words) for p in seats)


def herd_words(herd, words) -> str:
    cards = ", ".join(card_name(c, words) for c in sorted(herd.cards, key=NUM.__getitem__))
    return words("{animal}: {cards} ({points})", animal=animal_name(herd.animal, words), cards=cards,
                 points=words.n_("{n} point", "{n} points", herd.points))


class Herds(SafariRenderer):
    def position(self, v) -> list[str]:
        _ = self.words
        dealer = name(v, v.dealer, _)
        if v.players == 4:
            head = _("Herds, hand {hand}. {dealer} dealt. The first side to {target} points wins.",
                     hand=v.hand_number, dealer=dealer, target=v.target)
        else:
            head = _("Herds, hand {hand}. {dealer} dealt. The first player to {target} points wins.",
                     hand=v.hand_number, dealer=dealer, target=v.target)
        lines = [head]
        if not v.over and v.step in STEPS:
            lines.append(_(STEPS[v.step], who=name(v, v.turn, _)))
        lines += wrapped(_("Grassland"), card_names(v.grassland, _) or [_("empty")])
        deck = _.n_("Deck: {n} card.", "Deck: {n} cards.", v.deck_size)
        if v.last_card_drawn and not v.over:
            deck += " " + _("The last card is drawn: the hand ends after this pass.")
        lines.append(deck)
        if v.trade_give or v.trade_take:
            lines.append(_("The trade: {who} gives {gave} (total {give}) for {took} (total {take}).",
                           who=name(v, v.turn, _), gave=_.listed(card_names(v.trade_give, _)) or _("nothing"),
                           give=sum(NUM[c] for c in v.trade_give),
                           took=_.listed(card_names(v.trade_take, _)) or _("nothing yet"),
                           take=sum(NUM[c] for c in v.trade_take)))
        if v.must_play:
            lines.append(_("Taken from the grassland this turn (play it or it goes back): {cards}.",
                           cards=_.listed(card_names(v.must_play, _))))
        if v.freed:
            lines.append(_("Swapped out of a herd, must join a herd now: {card}.", card=card_name(v.freed, _)))
        lines.append(_("Herds and scores:"))
        for side in sorted(set(v.sides)):
            herds = v.herds[side]
            points = _.n_("{n} point", "{n} points", v.scores[side])
            if herds:
                said = _.n_("{side}: {points}, {n} herd this hand:", "{side}: {points}, {n} herds this hand:",
                            len(herds), side=side_name(v, side, _), points=points)
            else:
                said = _("{side}: {points}, no herds this hand", side=side_name(v, side, _), points=points)
            lines.append("    " + said)
            for i, herd in enumerate(herds, 1):
                lines.append("      " + _("herd {n}: {herd}", n=i, herd=herd_words(herd, _)))
        hands = ", ".join(_.n_("{who} {n} card", "{who} {n} cards", n, who=name(v, p, _))
                          for p, n in enumerate(v.hand_sizes))
        lines.append(_("Hands: {hands}.", hands=hands))
        if v.seat is not None:
            lines += wrapped(_("Your hand"), card_names(v.hand, _) or [_("empty")])
        waiting = waiting_line(v, _)
        if waiting:
            lines.append(waiting)
        return lines

    def final(self, game, v, result) -> list[str]:
        _ = self.words
        lines = []
        for side in sorted(set(v.sides)):
            seats = [p for p, s in enumerate(v.sides) if s == side]
            won = any(p in result.winners for p in seats)
            lines.append("  " + _.n_("{who}: {n} point", "{who}: {n} points", v.scores[side],
                                     who=side_name(v, side, _)) + ("  " + _("(winner)") if won else ""))
        return lines


RENDERER = Herds()
