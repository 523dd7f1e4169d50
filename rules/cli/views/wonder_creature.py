"""Wonder Creature in words: exchanges, who has chosen a creature, your hand by part, earlier rounds, sets.

Every line is made with `self.words`, the reader's language (cards, parts and colours through the catalogs).
"""

from rules.core.said import N_, Term, joined
from rules.wonder_creature.catalogue import CATALOGUE, PARTS
from rules.wonder_creature.moves import ShowCreature
from rules.wonder_creature.ranking import TIER_NAMES, tier

from .base import Renderer, as_option, columns, name, names, waiting_line

PART_NAMES = {"head": N_("Heads:"), "body": N_("Bodies:"), "tail": N_("Tails:")}


class WonderCreature(Renderer):
    def card_words(self, cards) -> str:
        return self.words.say(CATALOGUE.said_all(cards)) if cards else ""

    def level_words(self, cards) -> str:
        _, level = self.words, tier(cards)
        return _("level {level}, {tier}", level=level, tier=Term(TIER_NAMES[level]))

    def colours_in_order(self) -> str:
        """'Red, then Yellow, then Blue': the tie-break's colours, most dangerous first."""
        return self.words.say(joined([Term(c) for c in CATALOGUE.colors_by_danger], N_("{first}, then {rest}")))

    def position(self, v) -> list[str]:
        _ = self.words
        first = name(v, v.round_first, _)
        if v.advanced:
            lines = [_("Wonder Creature, round {round} of {total} (the advanced game). {first} started this round.",
                       round=v.round, total=v.rounds_total, first=first)]
        else:
            lines = [_("Wonder Creature, round {round} of {total}. {first} started this round.",
                       round=v.round, total=v.rounds_total, first=first)]
        if v.phase == "exchange":
            lines.append(_("Exchanges: {done} of {total} done; each player starts two and the one asked can't refuse.",
                           done=v.exchanges_done, total=v.exchanges_per_round))
            if v.pending is not None:
                p = v.pending
                who, target = name(v, p.initiator, _), name(v, p.target, _)
                if p.card:
                    lines.append("  " + _("{who} has asked {target} for an exchange (you offer the {card}); "
                                          "{target} chooses the card to give back.",
                                          who=who, target=target, card=CATALOGUE.said(p.card)))
                else:
                    lines.append("  " + _("{who} has asked {target} for an exchange; {target} chooses the card to "
                                          "give back.", who=who, target=target))
            elif v.next_initiator is not None:
                lines.append("  " + _("Next to start an exchange: {who}.", who=name(v, v.next_initiator, _)))
        elif v.phase == "reveal":
            chosen = [p for p in range(v.players) if v.committed[p]]
            if chosen:
                lines.append(_("Everyone chooses three cards for a creature in secret; all are shown together. "
                               "Chosen so far: {who}.", who=names(v, chosen, _)))
            else:
                lines.append(_("Everyone chooses three cards for a creature in secret; all are shown together."))
        if not v.over:
            lines.append(_("Creatures, strongest first: level 1 one creature, one background; 2 two backgrounds; "
                           "3 three;"))
            lines.append("  " + _("4 head, body and tail that don't match; 5 incomplete. "
                                  "Ties: more {colours} cards win.", colours=self.colours_in_order()))
        lines.append(_("Players:"))
        rows = []
        for p in range(v.players):
            row = [name(v, p, _), _.n_("{n} card", "{n} cards", v.hand_sizes[p]),
                   _.n_("{n} set", "{n} sets", v.sets[p])]
            if v.phase == "exchange":
                row.append(_("started {n} of 2 exchanges", n=v.exchanges_started[p]))
            elif v.phase == "reveal":
                row.append(_("creature chosen") if v.committed[p] else _("choosing a creature"))
            rows.append(row)
        lines += columns(rows, indent="    ")
        lines.append(_("Deck: {deck}; out of the game: {out}.", deck=_.n_("{n} card", "{n} cards", v.deck_size),
                       out=_.n_("{n} card", "{n} cards", len(v.discard))))
        for r in v.rounds:
            lines.append(_("Round {round}, won by {who}:", round=r.round, who=names(v, r.winners, _)))
            lines += columns([[name(v, p, _) + ":", self.card_words(c), _("level {n}", n=r.tiers[p])]
                              for p, c in enumerate(r.creatures)], indent="    ")
        if v.seat is not None:
            lines.append(_("Your hand:"))
            by_part = {part: [c for c in v.hand if CATALOGUE.cards[c].part == part] for part in PARTS}
            lines += columns([[_(PART_NAMES[part]), self.card_words(by_part[part]) or _("none")] for part in PARTS],
                             indent="    ")
            if v.my_creature:
                lines.append(_("Your creature (waiting for the others): {cards}, {level}.",
                               cards=self.card_words(v.my_creature), level=self.level_words(v.my_creature)))
        waiting = waiting_line(v, _)
        if waiting:
            lines.append(waiting)
        return lines

    def option(self, game, move, view) -> str:
        """English turns "Player 1 offers ..." into "Offer ..."; other languages show the sentence as said."""
        _, sentence = self.words, game.describe_move(move)
        label = as_option(str(sentence), move.seat) if _.lang == "en" else _.say(sentence)
        if isinstance(move, ShowCreature):
            label = _("{label} (level {n})", label=label, n=tier(move.cards))
        return label

    def narrate(self, game, event) -> str:
        return self.words.say(game.describe_event(event))

    def final(self, game, v, result) -> list[str]:
        _ = self.words
        lines = []
        for p, n in enumerate(v.sets):
            line = "  " + _("{who}: {sets}", who=name(v, p, _), sets=_.n_("{n} set", "{n} sets", n))
            lines.append(line + ("  " + _("(winner)") if p in result.winners else ""))
        return lines


RENDERER = WonderCreature()
