"""La Criatura in words: the clock, the leader, each character's tokens, votes and state, your role, hand, weapons."""

from rules.la_criatura.cards import EVENT_TYPES, SLUG_OF, WEAPONS, card_name
from rules.la_criatura.narration import STATUS_WORDS

from .base import Renderer, columns, count, name, names, waiting_line, wrapped

PHASES = {
    "events": "the event phase (in turn from the leader, each player may play event cards)",
    "vote": "the vote phase (vote tokens are placed openly, one at a time; the leader votes last with two)",
    "movement": "the movement phase (movement cards, then the die: on 1-4 the character cards are dealt again)",
    "discard": "the discard step (discard any event cards, then everyone draws back up to three)",
    "heli_reveal": "the helicopter's arrival (everyone gets ready; the Creature may reveal itself)",
    "heli_events": "the helicopter phase (event cards before the attacks)",
    "combat": "the helicopter phase: the attacks",
    "over": "the end of the game",
}
WHO = {"all": "anyone", "all-but-leader": "not the leader", "infected": "infected only",
       "creature": "the Creature only", "leader": "the leader only"}
PROMPTS = {
    "discard_down": "{who} must discard down to three event cards",
    "drop_weapon": "{who} carries too many weapons and gives one back",
    "disarm": "{who} is disarmed and chooses the weapon to discard",
    "avoid_hit": "{who} is hit and may spend a victory token to avoid it",
    "redirect": "{who}, the revealed Creature, chooses which infected player takes the hit",
    "veto": "{who}, the leader, may play Veto to cancel the vote",
    "camouflage": "{who} may play Camouflage",
}


def weapon_words(w: str) -> str:
    card = WEAPONS[w]
    if card.type == "weapon":
        return f"{card.name} (+{card.bonus} to attack rolls)"
    return f"{card.name} (blocks a hit on a roll of {card.protects_from}-6)"


def event_words(c: str) -> str:
    card = EVENT_TYPES[SLUG_OF[c]]
    return f"({WHO[card.who]}; {', '.join(card.phases)}) {card.effect}"


class LaCriatura(Renderer):
    def position(self, v) -> list[str]:
        if v.turn > v.turns:
            when = f"La Criatura, the helicopter turn (after {count(v.turns, 'turn')})."
        else:
            more = v.turns - v.turn
            when = (f"La Criatura, turn {v.turn} of {v.turns} (clock on {v.clock}): "
                    + (f"{count(more, 'more turn')}, then the helicopter." if more else "the helicopter comes next."))
        lines = [when + (" Two seats in the helicopter." if v.two_seats else "")]
        lead = f"Leader: {name(v, v.leader)}"
        if v.acting_leader != v.leader:
            lead += f" ({name(v, v.acting_leader)} leads this turn by Mutiny)"
        lines.append(lead + f". Now {PHASES.get(v.phase, v.phase)}.")
        if v.status is not None:
            lines.append(f"You are {STATUS_WORDS[v.status]}.")
        if v.creature_found:
            lines.append("The Creature has been neutralised." if v.neutralised
                         else "The Creature was found once and escaped; finding it again neutralises it.")
        lines += self._situation(v)
        lines.append("Players:")
        known = {item.seat: item.what for item in v.learned}
        rows = []
        for p in range(v.players):
            status = v.statuses[p] or (v.status if p == v.seat else None)
            role = STATUS_WORDS.get(status, status) if status else (f"you learned: {known[p]}" if p in known else "?")
            row = [name(v, p), role, count(v.tokens[p], "victory token"), count(v.hand_sizes[p], "event card"),
                   count(v.weapon_counts[p], "weapon")]
            marks = []
            if not v.standing[p]:
                marks.append("knocked out")
            if v.sedated[p]:
                marks.append("sedated")
            if v.blocked[p]:
                marks.append("under Orders")
            if v.locked_in[p]:
                marks.append("locked in")
            if v.table[p]:
                marks.append("Armed to the Teeth (two weapons)")
            marks += [word for flag, word in ((v.adrenaline, "Adrenaline"), (v.first_aid, "First Aid Kit"),
                                              (v.barricade, "Barricade")) if flag[p]]
            if v.monstrous == p:
                marks.append("Monstrous Strength")
            if v.phase == "vote" and v.votes[p]:
                marks.append(f"{count(v.votes[p], 'vote')} on their card")
            if v.weapons[p] and p != v.seat:
                marks.append("weapons: " + ", ".join(card_name(w) for w in v.weapons[p]))
            rows.append(row + ["; ".join(marks)])
        lines += columns(rows, indent="    ")
        discard = f"; discard pile {len(v.discard)}" + (f" (top: {card_name(v.discard[-1])})" if v.discard else "")
        lines.append(f"Event deck: {count(v.deck_size, 'card')}{discard}. "
                     f"Weapon deck: {count(v.weapon_deck_size, 'card')}.")
        if v.learned:
            lines.append("What you found out in secret:")
            lines += [f"    turn {item.turn}: {name(v, item.seat)} is {STATUS_WORDS.get(item.what, item.what)}"
                      for item in v.learned]
        if v.seat is not None:
            lines.append("Your event cards:" if v.hand else "Your event cards: none.")
            for c in sorted(v.hand, key=card_name):
                lines += wrapped(f"    {card_name(c)}", event_words(c).split(), sep=" ")
            mine = v.weapons[v.seat]
            lines.append("Your weapons: " + (", ".join(weapon_words(w) for w in mine) if mine else "none") + ".")
            if v.free_plays[v.seat] and v.phase in ("events", "vote", "movement", "heli_events"):
                lines.append("You may still play one event card for free this turn; more cost a victory token each.")
        waiting = waiting_line(v)
        if waiting:
            lines.append(waiting)
        return lines

    def _situation(self, v) -> list[str]:
        lines = []
        if v.phase in ("events", "movement", "heli_events", "discard", "vote") and v.order:
            rest = v.order[v.pos:]
            lines.append(f"  Order: {names(v, v.order)}"
                         + (f"; still to come: {names(v, rest)}." if rest and v.pos else "."))
        if v.phase == "vote":
            placed = [f"{name(v, p)} {n}" for p, n in enumerate(v.votes) if n]
            lines.append("  Votes so far: " + (", ".join(placed) if placed else "none") + ".")
            if v.votes_left > 0 and v.pos < len(v.order):
                lines.append(f"  {name(v, v.order[v.pos])} has {count(v.votes_left, 'vote')} to place.")
        if v.movement_mode:
            lines.append(f"  This turn's movement: {v.movement_mode.capitalize()} was played.")
        if v.cameras:
            lines.append("  Surveillance Cameras: " + ", ".join(f"{name(v, a)} watches {name(v, b)}"
                                                                 for a, b in v.cameras) + ".")
        if v.phase == "combat":
            lines.append(f"  Attack round {v.round}; order: {names(v, v.attack_order)}.")
        if v.strike:
            a, b = v.strike[0], v.strike[1]
            lines.append(f"  {name(v, a)}'s hit on {name(v, b)} is being resolved.")
        for seat, card, target, to, *_ in v.stack:
            what = card_name(card) + (f" on {name(v, target)}" if target >= 0 else "")
            what += f" (to {name(v, to)})" if to >= 0 else ""
            lines.append(f"  Played and waiting: {name(v, seat)}'s {what}; it can still be cancelled by Interference.")
        for kind, seat, _ in v.prompts[-1:]:
            lines.append("  " + PROMPTS.get(kind, kind + ": {who}").format(who=name(v, seat)) + ".")
        if v.over:
            lines.append(f"Winners: {names(v, v.winners)}.")
        return lines

    def final(self, game, v, result) -> list[str]:
        out = []
        for p in range(v.players):
            status = v.statuses[p]
            role = f" ({STATUS_WORDS.get(status, status)})" if status else ""
            fate = "standing at the end" if v.standing[p] else "knocked out"
            out.append(f"  {name(v, p)}{role}: {fate}" + ("  (winner)" if p in result.winners else ""))
        return out


RENDERER = LaCriatura()
