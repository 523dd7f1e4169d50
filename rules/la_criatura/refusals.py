"""Why a move is refused, in a player's words, with the rule it breaks. Called only for moves that are not
legal, so it may be slow; it never raises (bad types and unknown ids get a reason too).

Each reason is a sentence as data (`said`, rules/core/said.py) and each rule a message id (`N_`): the edge
that shows a refusal says both in the reader's language."""

from rules.core.said import N_, Listed, Said, Seat, Term, said, said_n

from .cards import EVENT_TYPES, SLUG_OF, card_term
from .state import COMBAT, DISCARD, EVENTS, HELI_EVENTS, HELI_REVEAL, MOVEMENT, VOTE

# The rulebook's sections a refusal names.
RULE_TURN = N_("La Criatura, Turn Sequence")
RULE_PLAYERS = N_("La Criatura, Players")
RULE_EVENTS = N_("La Criatura, Event Cards")
RULE_REACTIONS = N_("La Criatura, Event Cards (reactions)")
RULE_REVEALED = N_("La Criatura, The Creature card is revealed")
RULE_HELI_READY = N_("La Criatura, Last Turn of the Game")
RULE_ATTACK = N_("La Criatura, Last Turn of the Game, Attack")
RULE_BARRICADE = N_("La Criatura, Barricade")
RULE_TOKENS = N_("La Criatura, Victory Tokens")
RULE_LAST_TURN = N_("La Criatura, Last Turn of the Game")
RULE_WEAPON_LIMIT = N_("La Criatura, Weapon Cards")
RULE_WEAPONS = N_("La Criatura, Weapon Cards")
RULE_DRAW_WEAPON = N_("La Criatura, Victory Tokens")
RULE_TURN_DISCARD = N_("La Criatura, Turn Sequence, Discard")
RULE_DISCARD = N_("La Criatura, Discard")
RULE_VOTE_MUST = N_("La Criatura, Vote phase")
RULE_VOTE = N_("La Criatura, Vote phase")
RULE_HAND_LIMIT = N_("La Criatura, Event Cards")
RULE_DISARM = N_("La Criatura, Event Cards (Disarm)")
RULE_REDIRECT = N_("La Criatura, The Creature card is revealed")
RULE_ORDERS = N_("La Criatura, Event Cards (Orders)")
RULE_SEDATION = N_("La Criatura, Sedation")
RULE_SEDATED_PLAY = N_("La Criatura, Sedation")
RULE_ONE_EVENT = N_("La Criatura, Turn Sequence, Event phase; Victory Tokens")
RULE_WHO = N_("La Criatura, Event Cards")
RULE_SABOTAGE = N_("La Criatura, Event Cards (Sabotage)")
RULE_CHANGE_OF_MIND = N_("La Criatura, Event Cards (Change of Mind)")
RULE_CONTAGION = N_("La Criatura, Event Cards (Contagion)")
RULE_LOCK_IN = N_("La Criatura, Event Cards (Lock Yourself In)")

KINDS = {"play", "pass", "vote", "discard", "draw_weapon", "drop_weapon", "heli_ready", "attack", "avoid_hit",
         "redirect"}
PHASE_WORDS = {"events": N_("Events"), "vote": N_("Vote"), "movement": N_("Movement"),
               "helicopter": N_("Helicopter")}
"""An event card's phases by the names printed on the cards."""
WHO_WORDS = {
    "infected": N_("Only infected players (not the Creature) may play {card}."),
    "creature": N_("Only the Creature may play {card}."),
    "leader": N_("Only the leader may play {card}."),
    "all-but-leader": N_("The leader may not play {card}."),
}
REACTION_WORDS = {
    "interference": N_("Interference is played only to cancel an event card another player has just played."),
    "veto": N_("Veto is the leader's card, played only once the votes are counted, to cancel their result."),
    "camouflage": N_("Camouflage is the Creature's card, played only when the vote would sedate the Creature."),
}
"""The moment each reaction card answers (RULES.md D-3, LC-05), said when it is played at another."""
FIRST_YOU_MUST = {
    "discard_down": N_("First you must discard down to three event cards."),
    "drop_weapon": N_("First you must choose the weapon to give back."),
    "disarm": N_("First you must choose the weapon Disarm makes you discard."),
    "avoid_hit": N_("First you must decide whether to spend a victory token to avoid the hit."),
    "redirect": N_("First you must choose the infected player who takes the hit."),
    "veto": N_("First you must decide whether to play Veto."),
    "camouflage": N_("First you must decide whether to play Camouflage."),
}

Refusal = tuple[Said, str]


def explain(engine, s, move) -> Refusal:
    try:
        return _explain(engine, s, move)
    except Exception:  # noqa: BLE001 - a reason must always come back
        return said("That move is not possible right now."), RULE_TURN


def _seat_ok(s, x) -> bool:
    return isinstance(x, int) and not isinstance(x, bool) and 0 <= x < s.players


def _explain(engine, s, move) -> Refusal:
    kind = getattr(move, "kind", None)
    seat = getattr(move, "seat", None)
    if kind not in KINDS:
        return said("That is not a move of this game."), RULE_TURN
    if not _seat_ok(s, seat):
        return said("There is no such seat."), RULE_PLAYERS
    for field in ("target", "to"):
        v = getattr(move, field, -1)
        if v != -1 and not _seat_ok(s, v):
            return said("There is no seat {seat}.", seat=str(v)), RULE_PLAYERS
    if s.prompts:
        pk, who, count = s.prompts[-1]
        return _prompt(s, move, pk, count)
    if s.stack:
        top = s.stack[-1]
        if kind == "play" and getattr(move, "card", None) in SLUG_OF and SLUG_OF[move.card] == "interference":
            if move.card not in s.hands[seat]:
                return said("You do not hold {card}.", card=move.card), RULE_EVENTS
        return (said("{who} just played {card}: you may only answer it with Interference or pass.",
                     who=Seat(top[0]), card=card_term(top[1])), RULE_REACTIONS)
    ph = s.phase
    if ph == HELI_REVEAL:
        if kind == "heli_ready" and move.reveal:
            return said("Only the player holding the Creature card can reveal it."), RULE_REVEALED
        return (said("The helicopter phase begins: everyone first confirms, and the Creature decides whether to "
                     "reveal itself."), RULE_HELI_READY)
    if ph == COMBAT:
        if kind != "attack":
            return said("The attacks have begun: it is your turn to attack another standing player."), RULE_ATTACK
        t = move.target
        if t == seat:
            return said("You cannot attack yourself."), RULE_ATTACK
        if not s.standing[t]:
            return said("{who} has been eliminated already.", who=Seat(t)), RULE_ATTACK
        if s.round == 1 and s.barricade[t]:
            return (said("{who} played Barricade: nobody may attack them in the first round.", who=Seat(t)),
                    RULE_BARRICADE)
        if move.auto_hit and s.tokens[seat] == 0:
            return said("A sure hit costs a victory token and you have none."), RULE_TOKENS
        return said("That attack is not possible."), RULE_ATTACK
    if kind == "heli_ready":
        return said("That is only for the start of the helicopter phase."), RULE_LAST_TURN
    if kind in ("attack", "avoid_hit", "redirect"):
        return said("Attacks happen only in the helicopter phase, once combat has begun."), RULE_LAST_TURN
    if kind == "drop_weapon":
        return said("You are not over your weapon limit."), RULE_WEAPON_LIMIT
    if kind == "draw_weapon":
        if s.tokens[seat] == 0:
            return said("Drawing a weapon costs a victory token and you have none."), RULE_TOKENS
        if not s.weapon_deck:
            return (said("All ten weapons are taken: you cannot draw one until one comes back to the deck."),
                    RULE_WEAPONS)
        return said("You cannot draw a weapon right now."), RULE_DRAW_WEAPON
    if kind == "discard" and ph != DISCARD:
        return (said("Event cards are discarded in the discard step, at the end of the turn after the movement."),
                RULE_TURN_DISCARD)
    if ph == DISCARD:
        if kind != "discard":
            return said("It is the discard step: choose the event cards to discard (or none)."), RULE_DISCARD
        return _cards_problem(s, seat, move.cards, None) or (said("You cannot discard that."), RULE_DISCARD)
    if ph == VOTE:
        if kind == "vote":
            if move.target == seat:
                return said("You may not vote for yourself."), RULE_VOTE_MUST
            return said("You cannot vote for that seat."), RULE_VOTE
        if kind == "pass":
            return said("Voting is mandatory: place your vote token."), RULE_VOTE_MUST
    if kind == "vote":
        return said("It is not the vote phase."), RULE_TURN
    if kind == "play":
        return _play_problem(engine, s, move, {EVENTS: "events", VOTE: "vote", MOVEMENT: "movement",
                                               HELI_EVENTS: "helicopter"}[ph])
    return said("That move is not possible right now."), RULE_TURN


def _prompt(s, move, pk: str, count: int) -> Refusal:
    seat = move.seat
    expected = {"discard_down": "discard", "drop_weapon": "drop_weapon", "disarm": "drop_weapon",
                "redirect": "redirect"}.get(pk)
    if expected and move.kind != expected:
        return said(FIRST_YOU_MUST[pk]), RULE_TURN
    if pk == "discard_down":
        return (_cards_problem(s, seat, move.cards, count)
                or (said_n("Discard exactly {n} card.", "Discard exactly {n} cards.", count), RULE_HAND_LIMIT))
    if pk == "drop_weapon":
        return said("You do not carry {weapon}.", weapon=repr(move.weapon)), RULE_WEAPON_LIMIT
    if pk == "disarm":
        return said("You do not carry {weapon}.", weapon=repr(move.weapon)), RULE_DISARM
    if pk == "redirect":
        return (said("{who} is not a standing infected player who could take the hit.", who=Seat(move.target)),
                RULE_REDIRECT)
    if pk == "avoid_hit":
        return said("Answer the hit: spend a victory token to avoid it, or pass."), RULE_TOKENS
    if move.kind == "play":
        return said("Only {card} can be played now, and you must hold it.", card=card_term(pk)), RULE_EVENTS
    return said(FIRST_YOU_MUST[pk]), RULE_VOTE


def _cards_problem(s, seat, cards, count) -> Refusal | None:
    if not isinstance(cards, (tuple, list)) or not all(isinstance(c, str) for c in cards):
        return said("Name the cards by their ids."), RULE_DISCARD
    if len(set(cards)) != len(cards):
        return said("Each card can be discarded only once."), RULE_DISCARD
    for c in cards:
        if c not in s.hands[seat]:
            return said("You do not hold {card}.", card=repr(c)), RULE_DISCARD
    if count is not None and len(cards) != count:
        return (said("You hold more than three event cards: discard exactly {n}.", n=count), RULE_HAND_LIMIT)
    return None


def _play_problem(engine, s, move, label: str) -> Refusal:
    seat, card = move.seat, move.card
    if card not in SLUG_OF:
        return said("There is no event card {card}.", card=repr(card)), RULE_EVENTS
    if card not in s.hands[seat]:
        return said("You do not hold {card}.", card=card), RULE_EVENTS
    info = EVENT_TYPES[SLUG_OF[card]]
    name = card_term(card)
    if s.blocked[seat]:
        return said("Orders: you may not play event cards for the rest of this turn."), RULE_ORDERS
    if s.sedated[seat] and label not in ("events", "helicopter"):
        return said("A sedated player may play event cards only in the event phase."), RULE_SEDATION
    if s.sedated[seat] and s.tokens[seat] == 0:
        return (said("You are sedated: you may play an event card only by spending a victory token, and you have "
                     "none."), RULE_SEDATED_PLAY)
    if not engine._can_pay(s, seat, label):
        return (said("You already played your event card this turn; spend a victory token to play another "
                     "(you have none)."), RULE_ONE_EVENT)
    if info.reaction:
        if info.slug in REACTION_WORDS:
            return said(REACTION_WORDS[info.slug]), RULE_REACTIONS
        return said("{card} is played only in answer to the moment it names.", card=name), RULE_REACTIONS
    if label not in info.phases:
        phases = Listed(Term(PHASE_WORDS[p]) for p in info.phases)
        return (said_n("{card} can be played only in the {phases} phase.",
                       "{card} can be played only in these phases: {phases}.", len(info.phases),
                       card=name, phases=phases), RULE_EVENTS)
    if not engine._who_ok(s, seat, info.who):
        return said(WHO_WORDS[info.who], card=name), RULE_WHO
    slug = info.slug
    t = move.target
    others = [q for q in range(s.players) if q != seat and s.standing[q]]
    if slug == "awake":
        if not any(s.sedated[q] and s.standing[q] for q in range(s.players)):
            return said("Nobody is sedated: Awake has nobody to wake."), RULE_SEDATION
        return said("Awake must name a sedated player."), RULE_SEDATION
    if slug == "disarm":
        if not any(s.weapons[q] for q in others):
            return said("Nobody else carries a weapon: Disarm has nothing to take."), RULE_DISARM
        if t == seat:
            return said("Disarm must name another player."), RULE_DISARM
        return said("Disarm must name another standing player who carries a weapon."), RULE_DISARM
    if slug in ("blood-test", "orders", "surveillance-camera", "sabotage", "ambush", "stimulant"):
        if t == seat and slug != "stimulant":
            return said("{card} must name another player.", card=name), RULE_EVENTS
        if slug == "sabotage" and not any(s.hands[q] for q in others):
            return said("Nobody else holds an event card for Sabotage to take."), RULE_SABOTAGE
        if slug == "sabotage" and 0 <= t < s.players and not s.hands[t]:
            return said("{who} holds no event card to discard.", who=Seat(t)), RULE_SABOTAGE
        return said("{card} must name a player.", card=name), RULE_EVENTS
    if slug == "change-of-mind":
        if not any(s.votes):
            return said("No vote token has been placed yet: Change of Mind has none to move."), RULE_CHANGE_OF_MIND
        if move.to == seat:
            return said("Change of Mind may not move a vote onto your own card."), RULE_CHANGE_OF_MIND
        if 0 <= t < s.players and not s.votes[t]:
            return said("{who} has no vote token for Change of Mind to move.", who=Seat(t)), RULE_CHANGE_OF_MIND
        if 0 <= t < s.players and move.to == t:
            return (said("Change of Mind moves the vote token to another player's card, not back onto {who}'s.",
                         who=Seat(t)), RULE_CHANGE_OF_MIND)
        return said("Change of Mind takes a vote token from a card that holds one and puts it on another player's "
                    "card, not your own."), RULE_CHANGE_OF_MIND
    if slug == "contagion":
        return said("Contagion must name a player sitting next to you."), RULE_CONTAGION
    if slug == "lock-yourself-in":
        return said("You are already locked in this turn."), RULE_LOCK_IN
    return said("{card} takes no target.", card=name), RULE_EVENTS
