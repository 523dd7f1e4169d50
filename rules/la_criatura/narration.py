"""One line per move and per event, for the terminal game and the table's narration, as sentences in data
(`Said`, rules/core/said.py): seats are `Seat`s, cards `Term`s, counts pick their plural. The words are made
in the reader's language where the line is shown; `str()` of each is the plain English line."""

from rules.core import Event
from rules.core.said import N_, Listed, Said, Seat, Term, commas, said, said_n

from .cards import EVENT_TYPES, card_list, card_term

CARD_NAMES = {c.name for c in EVENT_TYPES.values()}

PASS_WORDS = {"event": N_("{who} plays no event"), "interference": N_("{who} does not interfere"),
              "veto": N_("{who} does not veto"), "camouflage": N_("{who} does not use Camouflage"),
              "avoid_hit": N_("{who} takes the hit")}
STATUS_WORDS = {"human": N_("human"), "infected": N_("infected"), "creature": N_("the Creature")}
"""A status as a word on its own (a column of roles); sentences say each status in a message of its own."""
YOU_ARE = {"human": N_("You are human"), "infected": N_("You are infected"), "creature": N_("You are the Creature")}
YOU_ARE_BY_CONTAGION = {"human": N_("You are human (Contagion)"), "infected": N_("You are infected (Contagion)"),
                        "creature": N_("You are the Creature (Contagion)")}
BLOOD_TEST = {"human": N_("Blood test: {who} is human"), "infected": N_("Blood test: {who} is infected"),
              "creature": N_("Blood test: {who} is the Creature")}
CAUSES = {
    "sedated": N_("sedated"), "leader": N_("leader"),                                   # why a token was gained
    "extra event": N_("extra event"), "avoid a hit": N_("avoid a hit"), "sure hit": N_("sure hit"),
    "weapon": N_("weapon"),                                                             # what a token bought
    "first turn": N_("first turn"), "the Creature is neutralised": N_("the Creature is neutralised"),  # no die
    "veto": N_("veto"), "camouflage": N_("camouflage"),                                 # a vote's odd result
}
"""The words the engine's events give as a cause (a card's name is said as the card)."""

NO_DIE = {
    "first turn": (N_("First turn: the character cards are shuffled and dealt"), N_("First turn: no movement")),
    "the Creature is neutralised": (N_("The Creature is neutralised: the character cards are shuffled and dealt"),
                                    N_("The Creature is neutralised: no movement")),
}
"""Why no movement die was rolled, as the line's first words: a cause's word is for the middle of a sentence."""


def _who(p) -> "Seat | str":
    return said("nobody") if p is None or p < 0 else Seat(p)


def _why(word) -> "Said | Term":
    """A cause named by an event: a card's name ("Commendation", "Lockdown") or one of CAUSES."""
    if word in CARD_NAMES:
        return Term(word)
    return said(CAUSES[word]) if word in CAUSES else Said(str(word))


def _seat_list(seats) -> "Said | Seat":
    """Seats comma-joined, or "nobody"."""
    return commas(Seat(p) for p in seats) if seats else said("nobody")


def _tie_outcome(seats, rolls) -> Said:
    """What a tie roll decided: the one lowest roll loses; equal lowest roll again (LC-08)."""
    low = [p for p, r in zip(seats, rolls, strict=True) if r == min(rolls)]
    if len(low) == 1:
        return said(" - {who} rolls lowest", who=Seat(low[0]))
    return said(" - {who} tie again and roll again", who=Listed(Seat(p) for p in low))


def describe_move(move) -> "Said | str":
    k, p = move.kind, Seat(move.seat)
    if k == "play":
        card = card_term(move.card)
        on, to = move.target >= 0, move.to >= 0
        weapon = card_term(move.weapon) if move.weapon else None
        target, dest = Seat(move.target), Seat(move.to)
        if on and to:
            return said("{who} plays {card} on {target} (to {to})", who=p, card=card, target=target, to=dest)
        if on and weapon:
            return said("{who} plays {card} on {target} ({weapon})", who=p, card=card, target=target, weapon=weapon)
        if on:
            return said("{who} plays {card} on {target}", who=p, card=card, target=target)
        if weapon:
            return said("{who} plays {card} ({weapon})", who=p, card=card, weapon=weapon)
        return said("{who} plays {card}", who=p, card=card)
    if k == "pass":
        return said("{who} passes", who=p)
    if k == "vote":
        return said("{who} votes to sedate {target}", who=p, target=Seat(move.target))
    if k == "discard":
        if move.cards:
            return said("{who} discards {cards}", who=p, cards=card_list(move.cards))
        return said("{who} keeps their cards", who=p)
    if k == "draw_weapon":
        return said("{who} spends a victory token for a weapon", who=p)
    if k == "drop_weapon":
        return said("{who} gives up {weapon}", who=p, weapon=card_term(move.weapon))
    if k == "heli_ready":
        return said("{who} reveals the Creature!", who=p) if move.reveal else \
            said("{who} is ready for the helicopter", who=p)
    if k == "attack":
        if move.auto_hit:
            return said("{who} attacks {target} with a victory token (sure hit)", who=p, target=Seat(move.target))
        return said("{who} attacks {target}", who=p, target=Seat(move.target))
    if k == "avoid_hit":
        return said("{who} spends a victory token to avoid the hit", who=p)
    if k == "redirect":
        return said("{who} makes {target} take the hit", who=p, target=Seat(move.target))
    return str(move)


def _play(d, s) -> Said:
    card = card_term(d["card"])
    if d["target"] >= 0 and d["weapon"]:
        return said("{who} plays {card} on {target} ({weapon})", who=s, card=card, target=Seat(d["target"]),
                    weapon=card_term(d["weapon"]))
    if d["target"] >= 0:
        return said("{who} plays {card} on {target}", who=s, card=card, target=Seat(d["target"]))
    if d["weapon"]:
        return said("{who} plays {card} ({weapon})", who=s, card=card, weapon=card_term(d["weapon"]))
    return said("{who} plays {card}", who=s, card=card)


def _movement_roll(d) -> Said:
    if d["roll"]:
        if d["moves"]:
            return said("Movement die: {roll} - the character cards are shuffled and dealt", roll=d["roll"])
        return said("Movement die: {roll} - no movement", roll=d["roll"])
    why = d["why"]
    if why in NO_DIE:
        return said(NO_DIE[why][0 if d["moves"] else 1])
    if d["moves"]:
        return said("{why}: the character cards are shuffled and dealt", why=_why(why))
    return said("{why}: no movement", why=_why(why))


def _attack(d, s) -> Said:
    target = Seat(d["target"])
    if d["auto"]:
        return said("{who} attacks {target}: sure hit - hit!", who=s, target=target) if d["hit"] else \
            said("{who} attacks {target}: sure hit - miss", who=s, target=target)
    params = dict(who=s, target=target, dice=str(d["dice"]), bonus=d["bonus"], total=d["total"], need=d["need"])
    if d["hit"]:
        return said("{who} attacks {target}: rolls {dice} +{bonus} = {total} (needs {need}) - hit!", **params)
    return said("{who} attacks {target}: rolls {dice} +{bonus} = {total} (needs {need}) - miss", **params)


def _weapons_revealed(d) -> Said:
    shown = [said("{who} {weapons}", who=Seat(p), weapons=card_list(w)) for p, w in enumerate(d["weapons"]) if w]
    if not shown:
        return said("Weapons: none")
    out = shown[0]
    for part in shown[1:]:
        out = said("{first}; {next}", first=out, next=part)
    return said("Weapons: {list}", list=out)


def _event(e: Event) -> "Said | str":
    d, k = e.data, e.kind
    s = _who(d.get("seat"))
    if k == "setup":
        return said("La Criatura for {players} players: {turns} turns, then the helicopter",
                    players=d["players"], turns=d["turns"])
    if k == "character":
        return said((YOU_ARE_BY_CONTAGION if d.get("why") else YOU_ARE)[d["status"]])
    if k == "drew":
        return said_n("{who} draws {n} event card", "{who} draws {n} event cards", d["count"], who=s)
    if k == "drew_cards":
        return said("You draw {cards}", cards=card_list(d["cards"]))
    if k == "reshuffle":
        return said("The event discard pile is shuffled into a new deck")
    if k == "clock":
        return said("Turn {turn} (clock on {clock})", turn=d["turn"], clock=d["clock"])
    if k == "leader":
        return said("{who} stays leader", who=s) if d["again"] else said("{who} becomes leader", who=s)
    if k == "token":
        return said("{who} gains a victory token ({why}), now {tokens}", who=s, why=_why(d["why"]),
                    tokens=d["tokens"])
    if k == "token_capped":
        return said("{who} already holds two victory tokens ({why})", who=s, why=_why(d["why"]))
    if k == "token_spent":
        return said("{who} spends a victory token ({use})", who=s, use=_why(d["use"]))
    if k == "movement_roll":
        return _movement_roll(d)
    if k == "movement":
        return said("Character cards dealt among {seats}", seats=commas(Seat(p) for p in d["seats"]))
    if k == "play":
        return _play(d, s)
    if k == "passed":
        return said("{who} plays no more events", who=s) if d.get("more") else \
            said(PASS_WORDS.get(d["what"], N_("{who} passes")), who=s)
    if k == "cancelled":
        return said("{who} cancels {card} with Interference", who=_who(d["by"]), card=card_term(d["card"]))
    if k == "awake":
        return said("{who} wakes up", who=s)
    if k == "stimulant":
        return said("Stimulant: you are human again") if d["worked"] else said("Stimulant: nothing changes")
    if k == "blood_test":
        return said(BLOOD_TEST[d["status"]], who=s)
    if k == "hive_mind":
        return said("Hive Mind: the Creature is {who}", who=_who(d["creature"]))
    if k == "hive_mind_contact":
        return said("Hive Mind: {who} is infected and knows you", who=_who(d["infected"]))
    if k == "mutiny":
        return said("{who} takes the leader token for this turn", who=s)
    if k == "sabotaged":
        return said("{who} loses {card} to Sabotage", who=s, card=card_term(d["card"]))
    if k == "vote":
        return said("{who} votes for {target}", who=s, target=Seat(d["target"]))
    if k == "vote_moved":
        return said("A vote moves from {source} to {target}", source=Seat(d["from"]), target=Seat(d["to"]))
    if k == "votes_counted":
        counted = commas(said("{who} {n}", who=Seat(p), n=v) for p, v in enumerate(d["votes"]) if v)
        return said("Votes: {votes}", votes=counted)
    if k == "tie_roll":
        rolls = commas(said("{who} {n}", who=Seat(p), n=r) for p, r in zip(d["seats"], d["rolls"], strict=True))
        return said("Tie roll: {rolls}{outcome}", rolls=rolls, outcome=_tie_outcome(d["seats"], d["rolls"]))
    if k == "vote_result":
        if d["why"] == "tie roll":
            return said("Vote result: {who} (decided by the tie roll)", who=s)
        if d["why"] == "most votes":
            return said("Vote result: {who} (most votes)", who=s)
        return said("Vote result: {who} ({why})", who=s, why=_why(d["why"]))
    if k == "sedated":
        return said("{who} is sedated", who=s)
    if k == "sedation_ended":
        return said("{who} is no longer sedated", who=s)
    if k == "creature_found":
        if d["times"] == 1:
            return said("{who} is the Creature! It escapes: the character cards are dealt again", who=s)
        return said("{who} is the Creature!", who=s)
    if k == "neutralised":
        return said("The Creature is neutralised; {who} is now infected", who=s)
    if k == "camera":
        if d["card"] == "creature":
            return said("Surveillance camera: {who} received the Creature", who=s)
        return said("Surveillance camera: {who} received a scientist card", who=s)
    if k == "discarded":
        if d["cards"]:
            return said("{who} discards {cards}", who=s, cards=card_list(d["cards"]))
        return said("{who} keeps their cards", who=s)
    if k == "leader_roll":
        return said("{who} rolls {roll} for the new leader: {chosen}", who=s, roll=d["roll"],
                    chosen=Seat(d["chosen"]))
    if k == "no_weapon":
        return said("No weapon left for {who}", who=s)
    if k == "weapon_drawn":
        if d["weapon"]:
            return said("{who} draws {weapon}", who=s, weapon=card_term(d["weapon"]))
        return said("{who} draws a weapon card", who=s)
    if k == "weapon":
        return said("You draw {weapon}", weapon=card_term(d["weapon"]))
    if k == "weapon_returned":
        if d["weapon"]:
            return said("{who} gives back {weapon}", who=s, weapon=card_term(d["weapon"]))
        return said("{who} gives back a weapon", who=s)
    if k == "weapon_kept":
        return said("You give back {weapon}", weapon=card_term(d["returned"]))
    if k == "disarmed":
        return said("{who} loses {weapon}", who=s, weapon=card_term(d["weapon"]))
    if k == "helicopter":
        return said("The helicopter arrives! {who} leads", who=Seat(d["leader"]))
    if k == "weapons_revealed":
        return _weapons_revealed(d)
    if k == "ready":
        return said("{who} is ready", who=s)
    if k == "reveal":
        return said("{who} reveals the Creature! Infected: {infected}", who=_who(d["creature"]),
                    infected=_seat_list(d["infected"]))
    if k == "stays_hidden":
        return said("Nobody reveals anything")
    if k == "round":
        return said("Attack round {n}", n=d["round"])
    if k == "attack":
        return _attack(d, s)
    if k == "defended":
        params = dict(who=s, weapon=card_term(d["weapon"]), roll=d["roll"])
        if d["blocked"]:
            return said("{who} raises the {weapon}: rolls {roll} - blocked", **params)
        return said("{who} raises the {weapon}: rolls {roll} - not enough", **params)
    if k == "first_aid":
        return said("{who}'s First Aid Kit absorbs the hit", who=s)
    if k == "redirected":
        return said("{who} takes the hit for the Creature", who=s)
    if k == "eliminated":
        return said("{who} is knocked out", who=s)
    if k == "no_target":
        return said("{who} has nobody to attack", who=s)
    if k == "lot":
        return said("The humans have won: {seats} draw lots with the die for the helicopter",
                    seats=Listed(Seat(p) for p in d["seats"]))
    if k == "lot_roll":
        return said("{who} rolls {roll} in the lot", who=s, roll=d["roll"])
    if k == "lot_tie":
        return said("{seats} tie with {roll} and roll again", seats=Listed(Seat(p) for p in d["seats"]),
                    roll=d["roll"])
    if k == "lot_won":
        return said("{who} wins the lot with {roll} and boards the helicopter", who=s, roll=d["roll"])
    if k == "game_over":
        return said_n("Game over: {winners} wins", "Game over: {winners} win", len(d["winners"]),
                      winners=_seat_list(d["winners"]))
    return k


def describe_event(e: Event) -> "Said | str":
    try:
        return _event(e)
    except (KeyError, TypeError, ValueError):
        return e.kind
