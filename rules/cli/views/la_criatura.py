"""La Criatura in words: the clock, the leader, each character's tokens, votes and state, your role, hand, weapons.
Every line is made with `self.words` (the reader's language)."""

from rules.core.said import N_, Term
from rules.la_criatura.cards import EVENT_TYPES, SLUG_OF, WEAPONS, card_list, card_name
from rules.la_criatura.narration import STATUS_WORDS

from .base import Renderer, columns, name, names, waiting_line, wrapped

PHASES = {
    "events": N_("the event phase (in turn from the leader, each player may play event cards)"),
    "vote": N_("the vote phase (vote tokens are placed openly, one at a time; the leader votes last with two)"),
    "movement": N_("the movement phase (movement cards, then the die: on 1-4 the character cards are dealt again)"),
    "discard": N_("the discard step (discard any event cards, then everyone draws back up to three)"),
    "heli_reveal": N_("the helicopter's arrival (everyone gets ready; the Creature may reveal itself)"),
    "heli_events": N_("the helicopter phase (event cards before the attacks)"),
    "combat": N_("the helicopter phase: the attacks"),
    "over": N_("the end of the game"),
}
WHO = {"all": N_("anyone"), "all-but-leader": N_("not the leader"), "infected": N_("infected only"),
       "creature": N_("the Creature only"), "leader": N_("the leader only")}
PHASE_NAMES = {"events": N_("events"), "vote": N_("vote"), "movement": N_("movement"), "helicopter": N_("helicopter")}
PROMPTS = {
    "discard_down": N_("{who} must discard down to three event cards"),
    "drop_weapon": N_("{who} carries too many weapons and gives one back"),
    "disarm": N_("{who} is disarmed and chooses the weapon to discard"),
    "avoid_hit": N_("{who} is hit and may spend a victory token to avoid it"),
    "redirect": N_("{who}, the revealed Creature, chooses which infected player takes the hit"),
    "veto": N_("{who}, the leader, may play Veto to cancel the vote"),
    "camouflage": N_("{who} may play Camouflage"),
}
YOU_ARE = {"human": N_("You are human."), "infected": N_("You are infected."), "creature": N_("You are the Creature.")}
IS = {"human": N_("turn {turn}: {who} is human"), "infected": N_("turn {turn}: {who} is infected"),
      "creature": N_("turn {turn}: {who} is the Creature"),
      "scientist": N_("turn {turn}: {who} is a scientist")}
ROLES = {**STATUS_WORDS, "scientist": N_("a scientist")}
MARKS = {"knocked out": N_("knocked out"), "sedated": N_("sedated"), "orders": N_("under Orders"),
         "locked in": N_("locked in"), "table": N_("Armed to the Teeth (two weapons)")}


def weapon_words(w: str, _) -> str:
    card = WEAPONS[w]
    if card.type == "weapon":
        return _("{weapon} (+{bonus} to attack rolls)", weapon=Term(card.name), bonus=card.bonus)
    return _("{weapon} (blocks a hit on a roll of {low}-6)", weapon=Term(card.name), low=card.protects_from)


def event_words(c: str, _) -> str:
    card = EVENT_TYPES[SLUG_OF[c]]
    return _("({who}; {phases}) {effect}", who=_(WHO[card.who]),
                 phases=", ".join(_(PHASE_NAMES[p]) for p in card.phases), effect=_.term(card.effect))


class LaCriatura(Renderer):
    def position(self, v) -> list[str]:
        _ = self.words
        if v.turn > v.turns:
            when = _.n_("La Criatura, the helicopter turn (after {n} turn).",
                        "La Criatura, the helicopter turn (after {n} turns).", v.turns)
        else:
            more = v.turns - v.turn
            if more:
                when = _.n_("La Criatura, turn {turn} of {turns} (clock on {clock}): {n} more turn, then the "
                            "helicopter.", "La Criatura, turn {turn} of {turns} (clock on {clock}): {n} more turns, "
                            "then the helicopter.", more, turn=v.turn, turns=v.turns, clock=v.clock)
            else:
                when = _("La Criatura, turn {turn} of {turns} (clock on {clock}): the helicopter comes next.",
                         turn=v.turn, turns=v.turns, clock=v.clock)
        lines = [when + (" " + _("Two seats in the helicopter.") if v.two_seats else "")]
        phase = _(PHASES[v.phase]) if v.phase in PHASES else v.phase
        if v.acting_leader != v.leader:
            lines.append(_("Leader: {leader} ({acting} leads this turn by Mutiny). Now {phase}.",
                           leader=name(v, v.leader, _), acting=name(v, v.acting_leader, _), phase=phase))
        else:
            lines.append(_("Leader: {leader}. Now {phase}.", leader=name(v, v.leader, _), phase=phase))
        if v.status is not None:
            lines.append(_(YOU_ARE[v.status]))
        if v.creature_found:
            lines.append(_("The Creature has been neutralised.") if v.neutralised
                         else _("The Creature was found once and escaped; finding it again neutralises it."))
        lines += self._situation(v)
        lines.append(_("Players:"))
        known = {item.seat: item.what for item in v.learned}
        rows = []
        for p in range(v.players):
            status = v.statuses[p] or (v.status if p == v.seat else None)
            if status:
                role = _(ROLES[status]) if status in ROLES else status
            elif p in known:
                role = _("you learned: {what}", what=_(ROLES[known[p]]) if known[p] in ROLES else known[p])
            else:
                role = "?"
            row = [name(v, p, _), role,
                   _.n_("{n} victory token", "{n} victory tokens", v.tokens[p]),
                   _.n_("{n} event card", "{n} event cards", v.hand_sizes[p]),
                   _.n_("{n} weapon", "{n} weapons", v.weapon_counts[p])]
            marks = []
            if not v.standing[p]:
                marks.append(_(MARKS["knocked out"]))
            if v.sedated[p]:
                marks.append(_(MARKS["sedated"]))
            if v.blocked[p]:
                marks.append(_(MARKS["orders"]))
            if v.locked_in[p]:
                marks.append(_(MARKS["locked in"]))
            if v.table[p]:
                marks.append(_(MARKS["table"]))
            marks += [_.term(word) for flag, word in ((v.adrenaline, "Adrenaline"), (v.first_aid, "First Aid Kit"),
                                                      (v.barricade, "Barricade")) if flag[p]]
            if v.monstrous == p:
                marks.append(_.term("Monstrous Strength"))
            if v.phase == "vote" and v.votes[p]:
                marks.append(_.n_("{n} vote on their card", "{n} votes on their card", v.votes[p]))
            if v.weapons[p] and p != v.seat:
                marks.append(_("weapons: {weapons}", weapons=_.say(card_list(v.weapons[p]))))
            rows.append(row + ["; ".join(marks)])
        lines += columns(rows, indent="    ")
        deck = _.n_("{n} card", "{n} cards", v.deck_size)
        weapon_deck = _.n_("{n} card", "{n} cards", v.weapon_deck_size)
        if v.discard:
            lines.append(_("Event deck: {deck}; discard pile {n} (top: {top}). Weapon deck: {weapons}.", deck=deck,
                           n=len(v.discard), top=_.term(card_name(v.discard[-1])), weapons=weapon_deck))
        else:
            lines.append(_("Event deck: {deck}; discard pile {n}. Weapon deck: {weapons}.", deck=deck,
                           n=len(v.discard), weapons=weapon_deck))
        if v.learned:
            lines.append(_("What you found out in secret:"))
            lines += ["    " + _(IS[item.what], turn=item.turn, who=name(v, item.seat, _)) if item.what in IS
                      else f"    {item.turn}: {name(v, item.seat, _)} {item.what}" for item in v.learned]
        if v.seat is not None:
            lines.append(_("Your event cards:") if v.hand else _("Your event cards: none."))
            for c in sorted(v.hand, key=lambda c: _.term(card_name(c))):
                lines += wrapped(f"    {_.term(card_name(c))}", event_words(c, _).split(), sep=" ")
            mine = v.weapons[v.seat]
            if mine:
                lines.append(_("Your weapons: {weapons}.", weapons=", ".join(weapon_words(x, _) for x in mine)))
            else:
                lines.append(_("Your weapons: none."))
            if v.free_plays[v.seat] and v.phase in ("events", "vote", "movement", "heli_events"):
                lines.append(_("You may still play one event card for free this turn; more cost a victory token "
                               "each."))
        waiting = waiting_line(v, _)
        if waiting:
            lines.append(waiting)
        return lines

    def _situation(self, v) -> list[str]:
        _ = self.words
        lines = []
        if v.phase in ("events", "movement", "heli_events", "discard", "vote") and v.order:
            rest = v.order[v.pos:]
            if rest and v.pos:
                lines.append("  " + _("Order: {order}; still to come: {rest}.", order=names(v, v.order, _),
                                      rest=names(v, rest, _)))
            else:
                lines.append("  " + _("Order: {order}.", order=names(v, v.order, _)))
        if v.phase == "vote":
            placed = [f"{name(v, p, _)} {_.number(n)}" for p, n in enumerate(v.votes) if n]
            lines.append("  " + (_("Votes so far: {votes}.", votes=", ".join(placed)) if placed
                                 else _("Votes so far: none.")))
            if v.votes_left > 0 and v.pos < len(v.order):
                lines.append("  " + _.n_("{who} has {n} vote to place.", "{who} has {n} votes to place.",
                                         v.votes_left, who=name(v, v.order[v.pos], _)))
        if v.movement_mode:
            card = _.term(v.movement_mode.capitalize())
            lines.append("  " + _("This turn's movement: {card} was played.", card=card))
        if v.cameras:
            watching = ", ".join(_("{who} watches {whom}", who=name(v, a, _), whom=name(v, b, _)) for a, b in v.cameras)
            lines.append("  " + _("Surveillance Cameras: {watching}.", watching=watching))
        if v.phase == "combat":
            lines.append("  " + _("Attack round {n}; order: {order}.", n=v.round, order=names(v, v.attack_order, _)))
        if v.strike:
            a, b = v.strike[0], v.strike[1]
            lines.append("  " + _("{who}'s hit on {whom} is being resolved.", who=name(v, a, _), whom=name(v, b, _)))
        for seat, card, target, to, *_rest in v.stack:
            params = dict(who=name(v, seat, _), card=_.term(card_name(card)), target=name(v, target, _),
                          to=name(v, to, _))
            if target >= 0 and to >= 0:
                text = _("Played and waiting: {who}'s {card} on {target} (to {to}); it can still be cancelled by "
                         "Interference.", **params)
            elif target >= 0:
                text = _("Played and waiting: {who}'s {card} on {target}; it can still be cancelled by "
                         "Interference.", **params)
            else:
                text = _("Played and waiting: {who}'s {card}; it can still be cancelled by Interference.", **params)
            lines.append("  " + text)
        for kind, seat, _count in v.prompts[-1:]:
            lines.append("  " + (_(PROMPTS[kind], who=name(v, seat, _)) if kind in PROMPTS
                                 else f"{kind}: {name(v, seat, _)}") + ".")
        if v.over:
            lines.append(_("Winners: {winners}.", winners=names(v, v.winners, _)))
        return lines

    def final(self, game, v, result) -> list[str]:
        _ = self.words
        out = []
        for p in range(v.players):
            status = v.statuses[p]
            role = _(ROLES[status]) if status in ROLES else status
            standing = v.standing[p]
            if role:
                line = _("{who} ({role}): standing at the end", who=name(v, p, _), role=role) if standing else \
                    _("{who} ({role}): knocked out", who=name(v, p, _), role=role)
            else:
                line = _("{who}: standing at the end", who=name(v, p, _)) if standing else \
                    _("{who}: knocked out", who=name(v, p, _))
            out.append("  " + line + ("  " + _("(winner)") if p in result.winners else ""))
        return out


RENDERER = LaCriatura()
