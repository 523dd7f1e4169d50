"""Why a move is refused, in a player's words, with the rule it breaks. Called only for moves that are not
legal, so it may be slow; it never raises (bad types and unknown ids get a reason too)."""

from rules.core import seat_name

from .cards import EVENT_TYPES, SLUG_OF, card_name
from .state import COMBAT, DISCARD, EVENTS, HELI_EVENTS, HELI_REVEAL, MOVEMENT, VOTE

KINDS = {"play", "pass", "vote", "discard", "draw_weapon", "drop_weapon", "heli_ready", "attack", "avoid_hit",
         "redirect"}
PHASE_WORDS = {"events": "event", "vote": "vote", "movement": "movement", "helicopter": "helicopter"}
WHO_WORDS = {
    "infected": "Only infected players (not the Creature) may play {card}.",
    "creature": "Only the Creature may play {card}.",
    "leader": "Only the leader may play {card}.",
    "all-but-leader": "The leader may not play {card}.",
}
PROMPT_WORDS = {
    "discard_down": "discard down to three event cards",
    "drop_weapon": "choose the weapon to give back",
    "disarm": "choose the weapon Disarm makes you discard",
    "avoid_hit": "decide whether to spend a victory token to avoid the hit",
    "redirect": "choose the infected player who takes the hit",
    "veto": "decide whether to play Veto",
    "camouflage": "decide whether to play Camouflage",
}


def R(section: str) -> str:
    return f"La Criatura, {section}"


def explain(engine, s, move) -> tuple[str, str]:
    try:
        return _explain(engine, s, move)
    except Exception:  # noqa: BLE001 - a reason must always come back
        return "That move is not possible right now.", R("Turn Sequence")


def _seat_ok(s, x) -> bool:
    return isinstance(x, int) and not isinstance(x, bool) and 0 <= x < s.players


def _explain(engine, s, move) -> tuple[str, str]:
    kind = getattr(move, "kind", None)
    seat = getattr(move, "seat", None)
    if kind not in KINDS:
        return "That is not a move of this game.", R("Turn Sequence")
    if not _seat_ok(s, seat):
        return "There is no such seat.", R("Players")
    for field in ("target", "to"):
        v = getattr(move, field, -1)
        if v != -1 and not _seat_ok(s, v):
            return f"There is no seat {v}.", R("Players")
    if s.prompts:
        pk, who, count = s.prompts[-1]
        return _prompt(s, move, pk, count)
    if s.stack:
        top = s.stack[-1]
        if kind == "play" and getattr(move, "card", None) in SLUG_OF and SLUG_OF[move.card] == "interference":
            if move.card not in s.hands[seat]:
                return f"You do not hold {move.card}.", R("Event Cards")
        return (f"{seat_name(top[0])} just played {card_name(top[1])}: you may only answer it with Interference "
                "or pass.", R("Event Cards (reactions); RULES-DECISIONS LC-05"))
    ph = s.phase
    if ph == HELI_REVEAL:
        if kind == "heli_ready" and move.reveal:
            return "Only the player holding the Creature card can reveal it.", R("The Creature card is revealed")
        return ("The helicopter phase begins: everyone first confirms, and the Creature decides whether to reveal "
                "itself.", R("Last Turn of the Game; RULES-DECISIONS LC-22"))
    if ph == COMBAT:
        if kind != "attack":
            return ("The attacks have begun: it is your turn to attack another standing player.",
                    R("Last Turn of the Game, Attack"))
        t = move.target
        if t == seat:
            return "You cannot attack yourself.", R("Last Turn of the Game, Attack")
        if not s.standing[t]:
            return f"{seat_name(t)} has been eliminated already.", R("Last Turn of the Game, Attack")
        if s.round == 1 and s.barricade[t]:
            return f"{seat_name(t)} played Barricade: nobody may attack them in the first round.", R("Barricade")
        if move.auto_hit and s.tokens[seat] == 0:
            return "A sure hit costs a victory token and you have none.", R("Victory Tokens")
        return "That attack is not possible.", R("Last Turn of the Game, Attack")
    if kind == "heli_ready":
        return "That is only for the start of the helicopter phase.", R("Last Turn of the Game")
    if kind in ("attack", "avoid_hit", "redirect"):
        return "Attacks happen only in the helicopter phase, once combat has begun.", R("Last Turn of the Game")
    if kind == "drop_weapon":
        return "You are not over your weapon limit.", R("Weapon Cards; RULES-DECISIONS LC-20")
    if kind == "draw_weapon":
        if s.tokens[seat] == 0:
            return "Drawing a weapon costs a victory token and you have none.", R("Victory Tokens")
        if not s.weapon_deck:
            return ("All ten weapons are taken: you cannot draw one until one comes back to the deck.",
                    R("Weapon Cards"))
        return "You cannot draw a weapon right now.", R("Victory Tokens; RULES-DECISIONS LC-21")
    if kind == "discard" and ph != DISCARD:
        return ("Event cards are discarded in the discard step, at the end of the turn after the movement.",
                R("Turn Sequence, Discard"))
    if ph == DISCARD:
        if kind != "discard":
            return "It is the discard step: choose the event cards to discard (or none).", R("Discard")
        return _cards_problem(s, seat, move.cards, None) or ("You cannot discard that.", R("Discard"))
    if ph == VOTE:
        if kind == "vote":
            if move.target == seat:
                return "You may not vote for yourself.", R("Vote phase; RULES-DECISIONS LC-07")
            return "You cannot vote for that seat.", R("Vote phase")
        if kind == "pass":
            return "Voting is mandatory: place your vote token.", R("Vote phase; RULES-DECISIONS LC-07")
    if kind == "vote":
        return "It is not the vote phase.", R("Turn Sequence")
    if kind == "play":
        return _play_problem(engine, s, move, {EVENTS: "events", VOTE: "vote", MOVEMENT: "movement",
                                               HELI_EVENTS: "helicopter"}[ph])
    return "That move is not possible right now.", R("Turn Sequence")


def _prompt(s, move, pk: str, count: int) -> tuple[str, str]:
    seat = move.seat
    expected = {"discard_down": "discard", "drop_weapon": "drop_weapon", "disarm": "drop_weapon",
                "redirect": "redirect"}.get(pk)
    if expected and move.kind != expected:
        return f"First you must {PROMPT_WORDS[pk]}.", R("Turn Sequence")
    if pk == "discard_down":
        return (_cards_problem(s, seat, move.cards, count)
                or (f"Discard exactly {count} card(s).", R("Event Cards; RULES-DECISIONS LC-06")))
    if pk == "drop_weapon":
        return f"You do not carry {move.weapon!r}.", R("Weapon Cards; RULES-DECISIONS LC-20")
    if pk == "disarm":
        return f"You do not carry {move.weapon!r}.", R("Event Cards (Disarm)")
    if pk == "redirect":
        return (f"{seat_name(move.target)} is not a standing infected player who could take the hit.",
                R("The Creature card is revealed; RULES-DECISIONS LC-25"))
    if pk == "avoid_hit":
        return "Answer the hit: spend a victory token to avoid it, or pass.", R("Victory Tokens")
    if move.kind == "play":
        return f"Only {card_name(pk)} can be played now, and you must hold it.", R("Event Cards")
    return f"First you must {PROMPT_WORDS[pk]}.", R("Vote phase")


def _cards_problem(s, seat, cards, count):
    if not isinstance(cards, (tuple, list)) or not all(isinstance(c, str) for c in cards):
        return "Name the cards by their ids.", R("Discard")
    if len(set(cards)) != len(cards):
        return "Each card can be discarded only once.", R("Discard")
    for c in cards:
        if c not in s.hands[seat]:
            return f"You do not hold {c!r}.", R("Discard")
    if count is not None and len(cards) != count:
        return (f"You hold more than three event cards: discard exactly {count}.",
                R("Event Cards; RULES-DECISIONS LC-06"))
    return None


def _play_problem(engine, s, move, label: str) -> tuple[str, str]:
    seat, card = move.seat, move.card
    if card not in SLUG_OF:
        return f"There is no event card {card!r}.", R("Event Cards")
    if card not in s.hands[seat]:
        return f"You do not hold {card}.", R("Event Cards")
    info = EVENT_TYPES[SLUG_OF[card]]
    name = info.name
    if s.blocked[seat]:
        return "Orders: you may not play event cards for the rest of this turn.", R("Event Cards (Orders)")
    if s.sedated[seat] and label not in ("events", "helicopter"):
        return "A sedated player may play event cards only in the event phase.", R("Sedation")
    if s.sedated[seat] and s.tokens[seat] == 0:
        return ("You are sedated: you may play an event card only by spending a victory token, and you have none.",
                R("Sedation; RULES-DECISIONS LC-09"))
    if not engine._can_pay(s, seat, label):
        return ("You already played your event card this turn; spend a victory token to play another "
                "(you have none).", R("Turn Sequence, Event phase; Victory Tokens"))
    if info.reaction:
        return f"{name} is played only in answer to the moment it names.", R("Event Cards")
    if label not in info.phases:
        phases = ", ".join(PHASE_WORDS[p] for p in info.phases)
        return f"{name} can be played only in the {phases} phase(s).", R("Event Cards")
    if not engine._who_ok(s, seat, info.who):
        return WHO_WORDS[info.who].format(card=name), R("Event Cards; RULES-DECISIONS LC-17")
    slug = info.slug
    t = move.target
    others = [q for q in range(s.players) if q != seat and s.standing[q]]
    if slug == "awake":
        if not any(s.sedated[q] and s.standing[q] for q in range(s.players)):
            return "Nobody is sedated: Awake has nobody to wake.", R("Sedation")
        return "Awake must name a sedated player.", R("Sedation")
    if slug == "disarm":
        if not any(s.weapons[q] for q in others):
            return "Nobody else carries a weapon: Disarm has nothing to take.", R("Event Cards (Disarm)")
        if t == seat:
            return "Disarm must name another player.", R("Event Cards (Disarm)")
        return "Disarm must name another standing player who carries a weapon.", R("Event Cards (Disarm)")
    if slug in ("blood-test", "orders", "surveillance-camera", "sabotage", "ambush", "stimulant"):
        if t == seat and slug != "stimulant":
            return f"{name} must name another player.", R("Event Cards")
        if slug == "sabotage" and not any(s.hands[q] for q in others):
            return "Nobody else holds an event card for Sabotage to take.", R("Event Cards (Sabotage)")
        if slug == "sabotage" and 0 <= t < s.players and not s.hands[t]:
            return f"{seat_name(t)} holds no event card to discard.", R("Event Cards (Sabotage)")
        return f"{name} must name a player.", R("Event Cards")
    if slug == "change-of-mind":
        if not any(s.votes):
            return "No vote token has been placed yet: Change of Mind has none to move.", \
                R("Event Cards (Change of Mind)")
        if move.to == seat:
            return "Change of Mind may not move a vote onto your own card.", R("Event Cards (Change of Mind)")
        return ("Change of Mind moves one placed vote token (target) to another card (to).",
                R("Event Cards (Change of Mind)"))
    if slug == "contagion":
        return "Contagion must name a player sitting next to you.", R("Event Cards (Contagion)")
    if slug == "lock-yourself-in":
        return "You are already locked in this turn.", R("Event Cards (Lock Yourself In)")
    return f"{name} takes no target.", R("Event Cards")
