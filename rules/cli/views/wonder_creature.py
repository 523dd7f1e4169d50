"""Wonder Creature in words: exchanges, who has chosen a creature, your hand by part, earlier rounds, sets."""

from rules.wonder_creature.catalogue import CATALOGUE, PARTS
from rules.wonder_creature.moves import ShowCreature
from rules.wonder_creature.ranking import TIER_NAMES, tier

from .base import Renderer, columns, count, name, names, waiting_line

PART_NAMES = {"head": "Heads", "body": "Bodies", "tail": "Tails"}


def card_words(cards) -> str:
    return ", ".join(CATALOGUE.name(c) for c in cards)


def level_words(cards) -> str:
    level = tier(cards)
    return f"level {level}, {TIER_NAMES[level]}"


class WonderCreature(Renderer):
    def position(self, v) -> list[str]:
        lines = [f"Wonder Creature, round {v.round} of {v.rounds_total}"
                 + (" (the advanced game)" if v.advanced else "") + f". {name(v, v.round_first)} started this round."]
        if v.phase == "exchange":
            lines.append(f"Exchanges: {v.exchanges_done} of {v.exchanges_per_round} done; each player starts two "
                         "and the one asked can't refuse.")
            if v.pending is not None:
                p = v.pending
                offer = f" (you offer the {CATALOGUE.name(p.card)})" if p.card else ""
                lines.append(f"  {name(v, p.initiator)} has asked {name(v, p.target)} for an exchange{offer}; "
                             f"{name(v, p.target)} chooses the card to give back.")
            elif v.next_initiator is not None:
                lines.append(f"  Next to start an exchange: {name(v, v.next_initiator)}.")
        elif v.phase == "reveal":
            chosen = [p for p in range(v.players) if v.committed[p]]
            lines.append("Everyone chooses three cards for a creature in secret; all are shown together."
                         + (f" Chosen so far: {names(v, chosen)}." if chosen else ""))
        if not v.over:
            lines.append("Creatures, strongest first: level 1 one creature, one background; 2 two backgrounds; "
                         "3 three;")
            lines.append("  4 head, body and tail that don't match; 5 incomplete. "
                         f"Ties: more {', then '.join(CATALOGUE.colors_by_danger)} cards win.")
        lines.append("Players:")
        rows = []
        for p in range(v.players):
            row = [name(v, p), count(v.hand_sizes[p], "card"), count(v.sets[p], "set")]
            if v.phase == "exchange":
                row.append(f"started {v.exchanges_started[p]} of 2 exchanges")
            elif v.phase == "reveal":
                row.append("creature chosen" if v.committed[p] else "choosing a creature")
            rows.append(row)
        lines += columns(rows, indent="    ")
        lines.append(f"Deck: {count(v.deck_size, 'card')}; out of the game: {count(len(v.discard), 'card')}.")
        for r in v.rounds:
            lines.append(f"Round {r.round}, won by {names(v, r.winners)}:")
            lines += columns([[name(v, p) + ":", card_words(c), f"level {r.tiers[p]}"]
                              for p, c in enumerate(r.creatures)], indent="    ")
        if v.seat is not None:
            lines.append("Your hand:")
            by_part = {part: [c for c in v.hand if CATALOGUE.cards[c].part == part] for part in PARTS}
            lines += columns([[PART_NAMES[part] + ":", card_words(by_part[part]) or "none"] for part in PARTS],
                             indent="    ")
            if v.my_creature:
                lines.append(f"Your creature (waiting for the others): {card_words(v.my_creature)}, "
                             f"{level_words(v.my_creature)}.")
        waiting = waiting_line(v)
        if waiting:
            lines.append(waiting)
        return lines

    def option(self, game, move, view) -> str:
        label = super().option(game, move, view)
        if isinstance(move, ShowCreature):
            label += f" (level {tier(move.cards)})"
        return label

    def final(self, game, v, result) -> list[str]:
        return [f"  {name(v, p)}: {count(n, 'set')}" + ("  (winner)" if p in result.winners else "")
                for p, n in enumerate(v.sets)]


RENDERER = WonderCreature()
