"""One plain-English line per move and per event, for the terminal game and the table's narration."""

from rules.core import Event, seat_name

from .cards import card_name

PASS_WORDS = {"event": "{} plays no event", "interference": "{} does not interfere", "veto": "{} does not veto",
              "camouflage": "{} does not use Camouflage", "avoid_hit": "{} takes the hit"}
WHY_CHOSEN = {"tie roll": "decided by the tie roll"}
STATUS_WORDS = {"human": "human", "infected": "infected", "creature": "the Creature"}


def _who(p) -> str:
    return "nobody" if p is None or p < 0 else seat_name(p)


def _tie_outcome(seats, rolls) -> str:
    """What a tie roll decided: the one lowest roll loses; equal lowest roll again (LC-08)."""
    low = [p for p, r in zip(seats, rolls, strict=True) if r == min(rolls)]
    if len(low) == 1:
        return f" - {seat_name(low[0])} rolls lowest"
    return f" - {' and '.join(map(seat_name, low))} tie again and roll again"


def describe_move(move) -> str:
    k, p = move.kind, seat_name(move.seat)
    if k == "play":
        extra = ""
        if move.target >= 0:
            extra = f" on {seat_name(move.target)}"
        if move.to >= 0:
            extra += f" (to {seat_name(move.to)})"
        if move.weapon:
            extra += f" ({card_name(move.weapon)})"
        return f"{p} plays {card_name(move.card)}{extra}"
    if k == "pass":
        return f"{p} passes"
    if k == "vote":
        return f"{p} votes to sedate {seat_name(move.target)}"
    if k == "discard":
        return f"{p} discards {', '.join(map(card_name, move.cards))}" if move.cards else f"{p} keeps their cards"
    if k == "draw_weapon":
        return f"{p} spends a victory token for a weapon"
    if k == "drop_weapon":
        return f"{p} gives up {card_name(move.weapon)}"
    if k == "heli_ready":
        return f"{p} reveals the Creature!" if move.reveal else f"{p} is ready for the helicopter"
    if k == "attack":
        how = " with a victory token (sure hit)" if move.auto_hit else ""
        return f"{p} attacks {seat_name(move.target)}{how}"
    if k == "avoid_hit":
        return f"{p} spends a victory token to avoid the hit"
    if k == "redirect":
        return f"{p} makes {seat_name(move.target)} take the hit"
    return str(move)


def describe_event(e: Event) -> str:
    d, k = e.data, e.kind
    s = _who(d.get("seat"))
    lines = {
        "setup": lambda: f"La Criatura for {d['players']} players: {d['turns']} turns, then the helicopter",
        "character": lambda: (f"You are {STATUS_WORDS[d['status']]}"
                              + (" (Contagion)" if d.get("why") else "")),
        "drew": lambda: f"{s} draws {d['count']} event card(s)",
        "drew_cards": lambda: f"You draw {', '.join(map(card_name, d['cards']))}",
        "reshuffle": lambda: "The event discard pile is shuffled into a new deck",
        "clock": lambda: f"Turn {d['turn']} (clock on {d['clock']})",
        "leader": lambda: f"{s} {'stays' if d['again'] else 'becomes'} leader",
        "token": lambda: f"{s} gains a victory token ({d['why']}), now {d['tokens']}",
        "token_capped": lambda: f"{s} already holds two victory tokens ({d['why']})",
        "token_spent": lambda: f"{s} spends a victory token ({d['use']})",
        "movement_roll": lambda: (f"Movement die: {d['roll']} - " if d["roll"] else f"{d['why']}: ")
        + ("the character cards are shuffled and dealt" if d["moves"] else "no movement"),
        "movement": lambda: f"Character cards dealt among {', '.join(map(seat_name, d['seats']))}",
        "play": lambda: f"{s} plays {card_name(d['card'])}"
        + (f" on {seat_name(d['target'])}" if d["target"] >= 0 else "")
        + (f" ({card_name(d['weapon'])})" if d["weapon"] else ""),
        "passed": lambda: ("{} plays no more events" if d.get("more") else PASS_WORDS.get(d["what"], "{} passes"))
        .format(s),
        "cancelled": lambda: f"{_who(d['by'])} cancels {card_name(d['card'])} with Interference",
        "awake": lambda: f"{s} wakes up",
        "stimulant": lambda: "Stimulant: you are human again" if d["worked"] else "Stimulant: nothing changes",
        "blood_test": lambda: f"Blood test: {s} is {STATUS_WORDS[d['status']]}",
        "hive_mind": lambda: f"Hive Mind: the Creature is {_who(d['creature'])}",
        "hive_mind_contact": lambda: f"Hive Mind: {_who(d['infected'])} is infected and knows you",
        "mutiny": lambda: f"{s} takes the leader token for this turn",
        "sabotaged": lambda: f"{s} loses {card_name(d['card'])} to Sabotage",
        "vote": lambda: f"{s} votes for {seat_name(d['target'])}",
        "vote_moved": lambda: f"A vote moves from {seat_name(d['from'])} to {seat_name(d['to'])}",
        "votes_counted": lambda: "Votes: " + ", ".join(f"{seat_name(p)} {v}" for p, v in enumerate(d["votes"]) if v),
        "tie_roll": lambda: "Tie roll: " + ", ".join(f"{seat_name(p)} {r}" for p, r in zip(d["seats"], d["rolls"],
                                                                                           strict=True))
        + _tie_outcome(d["seats"], d["rolls"]),
        "vote_result": lambda: f"Vote result: {s} ({WHY_CHOSEN.get(d['why'], d['why'])})",
        "sedated": lambda: f"{s} is sedated",
        "sedation_ended": lambda: f"{s} is no longer sedated",
        "creature_found": lambda: f"{s} is the Creature!"
        + (" It escapes: the character cards are dealt again" if d["times"] == 1 else ""),
        "neutralised": lambda: f"The Creature is neutralised; {s} is now infected",
        "camera": lambda: f"Surveillance camera: {s} received "
        + ("the Creature" if d["card"] == "creature" else "a scientist card"),
        "discarded": lambda: (f"{s} discards {', '.join(map(card_name, d['cards']))}" if d["cards"]
                              else f"{s} keeps their cards"),
        "leader_roll": lambda: f"{s} rolls {d['roll']} for the new leader: {seat_name(d['chosen'])}",
        "no_weapon": lambda: f"No weapon left for {s}",
        "weapon_drawn": lambda: f"{s} draws " + (card_name(d["weapon"]) if d["weapon"] else "a weapon card"),
        "weapon": lambda: f"You draw {card_name(d['weapon'])}",
        "weapon_returned": lambda: f"{s} gives back " + (card_name(d["weapon"]) if d["weapon"] else "a weapon"),
        "weapon_kept": lambda: f"You give back {card_name(d['returned'])}",
        "disarmed": lambda: f"{s} loses {card_name(d['weapon'])}",
        "helicopter": lambda: f"The helicopter arrives! {seat_name(d['leader'])} leads",
        "weapons_revealed": lambda: "Weapons: " + ("; ".join(
            f"{seat_name(p)} {', '.join(map(card_name, w))}" for p, w in enumerate(d["weapons"]) if w) or "none"),
        "ready": lambda: f"{s} is ready",
        "reveal": lambda: f"{_who(d['creature'])} reveals the Creature! Infected: "
        + (", ".join(map(seat_name, d["infected"])) or "nobody"),
        "stays_hidden": lambda: "Nobody reveals anything",
        "round": lambda: f"Attack round {d['round']}",
        "attack": lambda: f"{s} attacks {seat_name(d['target'])}: "
        + ("sure hit" if d["auto"] else f"rolls {d['dice']} +{d['bonus']} = {d['total']} (needs {d['need']})")
        + (" - hit!" if d["hit"] else " - miss"),
        "defended": lambda: f"{s} raises the {card_name(d['weapon'])}: rolls {d['roll']}"
        + (" - blocked" if d["blocked"] else " - not enough"),
        "first_aid": lambda: f"{s}'s First Aid Kit absorbs the hit",
        "redirected": lambda: f"{s} takes the hit for the Creature",
        "eliminated": lambda: f"{s} is knocked out",
        "no_target": lambda: f"{s} has nobody to attack",
        "game_over": lambda: "Game over: " + (", ".join(map(seat_name, d["winners"])) or "nobody") + " win",
    }
    f = lines.get(k)
    if f is None:
        return k
    try:
        return f()
    except (KeyError, TypeError, ValueError):
        return k
