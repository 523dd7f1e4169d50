"""Hi-Lo Hijinks in words: each animal's stack with its top card and what it wants, the taken piles, your hand."""

from rules.core.said import Term
from rules.safari import sentences
from rules.safari.components import ANIMALS, NUMBER_OF
from rules.safari.hi_lo_hijinks import DUCKTOR_PENALTY, HIGHER, Play, wants

from .base import columns, name, waiting_line, wrapped
from .safari_common import SafariRenderer, animal_name, card_name, card_names


def wanted(side: str, top: str, words) -> str:
    n = NUMBER_OF[top]
    return words("wants {n} or more", n=n) if side == HIGHER else words("wants {n} or less", n=n)


class HiLoHijinks(SafariRenderer):
    def position(self, v) -> list[str]:
        _ = self.words
        head = _("Hi-Lo Hijinks. {dealer} dealt. Draw deck: {cards}.", dealer=name(v, v.dealer, _),
                 cards=_.n_("{n} card", "{n} cards", v.deck_size))
        if v.younger_players:
            head += " " + _("For younger players: no Ducktor Livingstone, no giving away.")
        lines = [head, _("Stacks (only the top card can be read; the ducky's side says what the stack wants):")]
        rows = []
        for animal in ANIMALS:
            top, side = v.stack_tops[animal], v.sides[animal]
            rows.append([animal_name(animal, _), _("top {card}", card=card_name(top, _)),
                         _.n_("{n} card", "{n} cards", v.stack_sizes[animal]),
                         _("ducky at {side}:", side=Term(side.capitalize())), wanted(side, top, _)])
        lines += columns(rows, indent="    ")
        if not v.younger_players:
            if v.ducktor_holder is None:
                lines.append(_("  Ducktor Livingstone's ducky is on the explorer spot (+{n} points at the end).",
                               n=DUCKTOR_PENALTY))
            else:
                lines.append(_("  Ducktor Livingstone's ducky is in front of {who} (+{n} points at the end).",
                               who=name(v, v.ducktor_holder, _), n=DUCKTOR_PENALTY))
        if v.phase == "reverse" and v.match_stack:
            lines.append(_("A match on the {animal} stack: {who} may move its ducky to the other side.",
                           animal=sentences.animal(v.match_stack), stack=sentences.stack(v.match_stack),
                           who=name(v, v.turn, _)))
        elif v.phase == "give":
            lines.append(_("A match: {who} may make another player take one of their cards.", who=name(v, v.turn, _)))
        lines.append(_("Players (taken cards are face down; the fewest points wins):"))
        rows = []
        for p in range(v.players):
            row = [name(v, p, _), _.n_("{n} card in hand", "{n} cards in hand", v.hand_sizes[p]),
                   _.n_("{n} card taken", "{n} cards taken", v.pile_sizes[p])]
            if v.totals is not None:
                row.append(_.n_("{n} point", "{n} points", v.totals[p]))
            rows.append(row)
        lines += columns(rows, indent="    ")
        if v.piles is not None:
            lines.append(_("Taken piles, face up:"))
            for p, pile in enumerate(v.piles):
                lines += wrapped(f"    {name(v, p, _)}", card_names(pile, _) or [_("nothing")])
                if v.discarded and v.discarded[p]:
                    lines.append(_("      most of: {animals} (those cards are discarded)",
                                   animals=", ".join(animal_name(t, _) for t in v.discarded[p])))
        if v.seat is not None:
            lines += wrapped(_("Your hand"), card_names(v.hand, _) or [_("empty")])
        waiting = waiting_line(v, _)
        if waiting:
            lines.append(waiting)
        return lines

    def option(self, game, move, view) -> str:
        label = super().option(game, move, view)
        _ = self.words
        if isinstance(move, Play) and move.stack in view.stack_tops:
            top = view.stack_tops[move.stack]
            if NUMBER_OF[move.card] == NUMBER_OF[top]:
                label = _("{move}: a match", move=label)
            elif wants(view.sides[move.stack], top, move.card):
                label = _("{move}: it wants it", move=label)
            else:
                label = _.n_("{move}: it does not want it, you take its {n} card",
                             "{move}: it does not want it, you take its {n} cards", view.stack_sizes[move.stack],
                             move=label)
        return label

    def final(self, game, v, result) -> list[str]:
        if v.totals is None:
            return super().final(game, v, result)
        return self.scores(v, v.totals, result.winners) + ["  " + self.words("(the fewest points wins)")]


RENDERER = HiLoHijinks()
