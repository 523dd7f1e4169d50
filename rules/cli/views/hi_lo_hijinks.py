"""Hi-Lo Hijinks in words: each animal's stack with its top card and what it wants, the taken piles, your hand."""

from rules.safari.components import ANIMALS, NUMBER_OF, SUIT_NAMES, card_name
from rules.safari.hi_lo_hijinks import DUCKTOR_PENALTY, HIGHER, Play, wants

from .base import Renderer, columns, count, name, waiting_line, wrapped
from .safari_common import card_names


def wanted(side: str, top: str) -> str:
    n = NUMBER_OF[top]
    return f"wants {n} or more" if side == HIGHER else f"wants {n} or less"


class HiLoHijinks(Renderer):
    def position(self, v) -> list[str]:
        lines = [f"Hi-Lo Hijinks. {name(v, v.dealer)} dealt. Draw deck: {count(v.deck_size, 'card')}."
                 + (" For younger players: no Ducktor Livingstone, no giving away." if v.younger_players else "")]
        lines.append("Stacks (only the top card can be read; the ducky's side says what the stack wants):")
        rows = []
        for animal in ANIMALS:
            top, side = v.stack_tops[animal], v.sides[animal]
            rows.append([SUIT_NAMES[animal], f"top {card_name(top)}", count(v.stack_sizes[animal], "card"),
                         f"ducky at {side.capitalize()}:", wanted(side, top)])
        lines += columns(rows, indent="    ")
        if not v.younger_players:
            where = "on the explorer spot" if v.ducktor_holder is None else f"in front of {name(v, v.ducktor_holder)}"
            lines.append(f"  Ducktor Livingstone's ducky is {where} (+{DUCKTOR_PENALTY} points at the end).")
        if v.phase == "reverse" and v.match_stack:
            lines.append(f"A match on the {SUIT_NAMES[v.match_stack]} stack: {name(v, v.turn)} may move its ducky "
                         "to the other side.")
        elif v.phase == "give":
            lines.append(f"A match: {name(v, v.turn)} may make another player take one of their cards.")
        lines.append("Players (taken cards are face down; the fewest points wins):")
        rows = []
        for p in range(v.players):
            row = [name(v, p), f"{count(v.hand_sizes[p], 'card')} in hand", f"{count(v.pile_sizes[p], 'card')} taken"]
            if v.totals is not None:
                row.append(f"{count(v.totals[p], 'point')}")
            rows.append(row)
        lines += columns(rows, indent="    ")
        if v.piles is not None:
            lines.append("Taken piles, face up:")
            for p, pile in enumerate(v.piles):
                lines += wrapped(f"    {name(v, p)}", card_names(pile) or ["nothing"])
                if v.discarded and v.discarded[p]:
                    lines.append(f"      most of: {', '.join(SUIT_NAMES[t] for t in v.discarded[p])} "
                                 "(those cards are discarded)")
        if v.seat is not None:
            lines += wrapped("Your hand", card_names(v.hand) or ["empty"])
        waiting = waiting_line(v)
        if waiting:
            lines.append(waiting)
        return lines

    def option(self, game, move, view) -> str:
        label = super().option(game, move, view)
        if isinstance(move, Play) and move.stack in view.stack_tops:
            top = view.stack_tops[move.stack]
            if NUMBER_OF[move.card] == NUMBER_OF[top]:
                label += ": a match"
            elif wants(view.sides[move.stack], top, move.card):
                label += ": it wants it"
            else:
                label += f": it does not want it, you take its {count(view.stack_sizes[move.stack], 'card')}"
        return label

    def final(self, game, v, result) -> list[str]:
        if v.totals is None:
            return super().final(game, v, result)
        return [f"  {name(v, p)}: {count(t, 'point')}" + ("  (winner)" if p in result.winners else "")
                for p, t in enumerate(v.totals)] + ["  (the fewest points wins)"]


RENDERER = HiLoHijinks()
