"""La Criatura: the referee. Turn flow, event cards, votes, movement and the helicopter phase.

Numbers in comments (LC-..) are the rulings of RULES-DECISIONS.md section 4.2; decisions of our own are
in RULES.md. Seats are numbered clockwise; "to the right" is seat - 1 (X-02).
"""

from itertools import combinations

from pydantic import Field

from rules.core import BaseOptions, Engine, Event, IllegalMove, Result, Rng, SetupError, arrange, split_order
from rules.core.said import N_

from .cards import EVENT_IDS, EVENT_TYPES, PROTECTS_FROM, SLUG_OF, WEAPON_IDS, WEAPONS
from .invariants import check_state
from .narration import describe_event, describe_move
from .refusals import explain
from .state import (
    COMBAT,
    DISCARD,
    EVENTS,
    HAND_LIMIT,
    HELI_EVENTS,
    HELI_REVEAL,
    MOVEMENT,
    OVER,
    VOTE,
    Attack,
    AvoidHit,
    Discard,
    DrawWeapon,
    DropWeapon,
    HeliReady,
    LCState,
    Move,
    Pass,
    Play,
    Redirect,
    Vote,
)
from .view import LCView
from .winners import lot_applies, side_winners

# which card-phase label applies while the game is in a state phase (cards list the labels they allow)
CARD_PHASE = {EVENTS: "events", VOTE: "vote", MOVEMENT: "movement", HELI_EVENTS: "helicopter"}
PHASES_OF = {slug: frozenset(c.phases) for slug, c in EVENT_TYPES.items()}
WHO_OF = {slug: c.who for slug, c in EVENT_TYPES.items()}
REACTION_ONLY = frozenset({"interference", "veto", "camouflage"})
EVENT_SET = frozenset(EVENT_IDS)
WEAPON_SET = frozenset(WEAPON_IDS)
BEST_BONUS = {w.id: w.bonus for w in WEAPONS.values()}


class Options(BaseOptions):
    """two_seats: the alternative rule, two survivors board the helicopter (the Creature may not reveal).
    human_lot: the book's die lot for the one human who boards when the humans win together (RULES.md D-29).
    dice: the next die results (1 to 6), used in turn by every roll until the list runs out.
    creature_deals: the seat dealt the Creature card at each character deal, in turn (the setup deal first).
    Both are for tutorials and tests (RULES.md, Options); the seeded draw is still made, so the rest of the
    game follows the seed as it would."""

    two_seats: bool = Field(False, title=N_("Two seats in the helicopter"),
                            description=N_("the rulebook's Alternative Rule: the last two standing board together, "
                                           "and the Creature may not reveal itself"))
    human_lot: bool = Field(False, title=N_("Draw lots among the winning humans"),
                            description=N_("the winning humans roll the die: the highest boards"))
    dice: list[int] | None = Field(None, description="the next die results (1 to 6), for tutorials and tests")
    creature_deals: list[int] | None = Field(None, description="the seat dealt the Creature card at each deal, "
                                                               "for tutorials and tests")


def status_of(s: LCState, p: int) -> str:
    if s.holder == p:
        return "creature"
    return "infected" if s.infected[p] else "human"


def played_this_turn(events, seat: int) -> bool:
    """Has `seat` played an event card this turn (the helicopter phase is a turn of its own, LC-06)? Read from
    the public log, so the table and the narration can say "no more events" rather than "no event"."""
    for e in reversed(events):
        if e.kind in ("clock", "helicopter"):
            return False
        if e.kind == "play" and e.data.get("seat") == seat:
            return True
    return False


def ring(n: int, start: int) -> list[int]:
    """All seats from `start` going to the right (counter-clockwise, X-02)."""
    return [(start - i) % n for i in range(n)]


class LaCriatura(Engine):
    id = "la-criatura"
    title = "La Criatura"
    min_players = 3
    max_players = 10
    Options = Options
    State = LCState
    Move = Move
    View = LCView

    # ======================================================================================
    # setup and turn 1 (LC-02, LC-03)
    # ======================================================================================
    def _setup(self, players, seed, options):
        order = options.deck_order
        if order:
            unknown = sorted({c for c in order if c not in EVENT_SET and c not in WEAPON_SET})
            if unknown:
                raise SetupError(f"deck_order names cards this game does not have: {', '.join(unknown)}")
        bad_dice = [d for d in options.dice or () if not 1 <= d <= 6]
        if bad_dice:
            raise SetupError(f"dice are die results from 1 to 6, not {', '.join(map(str, bad_dice))}")
        bad_seats = [p for p in options.creature_deals or () if not 0 <= p < players]
        if bad_seats:
            raise SetupError(f"creature_deals names seats from 0 to {players - 1}, not "
                             f"{', '.join(map(str, bad_seats))}")
        rng = Rng.from_seed(seed)
        deck = arrange(list(EVENT_IDS), split_order(order, EVENT_SET), rng)
        weapon_deck = arrange(list(WEAPON_IDS), split_order(order, WEAPON_SET), rng)
        n = players
        s = LCState(
            players=n, rng=rng, two_seats=options.two_seats, turn=1, phase=EVENTS, leader=0, acting_leader=0,
            ever_leader=[False] * n, holder=-1, infected=[False] * n, creature_found=0,
            sedated=[False] * n, sedated_turn=[-9] * n, tokens=[0] * n, hands=[[] for _ in range(n)], deck=deck,
            discard=[], weapons=[[] for _ in range(n)], weapon_deck=weapon_deck, weapons_out=[],
            table=[[] for _ in range(n)], free_plays=[0] * n, blocked=[False] * n, order=[], pos=0,
            votes=[0] * n, votes_left=-1, vote_stage="voting", vetoed=False, camouflaged=False, vote_target=-1,
            locked_in=[False] * n, movement_mode="", cameras=[], stack=[], react_pos=0, prompts=[],
            revealed=False, ready=[0] * n, standing=[True] * n, attack_order=[], attack_pos=0, round=0,
            adrenaline=[False] * n, first_aid=[False] * n, barricade=[False] * n, monstrous=-1, strike=None,
            fixed_rolls=list(options.dice or ()), fixed_deals=list(options.creature_deals or ()),
            human_lot=options.human_lot,
        )
        s.holder = self._deal_to(s, list(range(n)))
        s.log.append(Event("setup", {"players": n, "turns": n - 1, "two_seats": options.two_seats}))
        for p in range(n):
            s.log.append(Event("character", {"card": "creature" if s.holder == p else "scientist",
                                             "status": status_of(s, p)}, (p,)))
        for p in range(n):
            self._draw(s, p, HAND_LIMIT)
        s.log.append(Event("clock", {"turn": 1, "clock": n - 1}))
        leader = options.first_player if options.first_player is not None else rng.below(n)
        self._make_leader(s, leader)
        s.log.append(Event("movement_roll", {"roll": None, "moves": True, "why": "first turn"}))
        self._deal_characters(s, list(range(n)))
        self._start_turn(s)
        self._advance(s)
        return s

    def clone(self, s):
        return s.clone()

    def _check_state(self, s):
        check_state(self, s)

    # ======================================================================================
    # small helpers
    # ======================================================================================
    def _draw(self, s: LCState, p: int, k: int) -> None:
        got = []
        for _ in range(k):
            if not s.deck:
                if not s.discard:
                    break
                s.deck = s.discard
                s.discard = []
                s.rng.shuffle(s.deck)
                s.log.append(Event("reshuffle", {"cards": len(s.deck)}))
            got.append(s.deck.pop(0))
        if got:
            s.hands[p].extend(got)
            s.log.append(Event("drew", {"seat": p, "count": len(got)}))
            s.log.append(Event("drew_cards", {"seat": p, "cards": got}, (p,)))

    def _roll(self, s: LCState) -> int:
        """One die: the seeded roll, unless the `dice` option fixed it (the seeded roll is drawn anyway)."""
        roll = s.rng.roll()
        return s.fixed_rolls.pop(0) if s.fixed_rolls else roll

    def _deal_to(self, s: LCState, seats: list[int]) -> int:
        """Who of `seats` is dealt the Creature card: seeded, unless `creature_deals` names one of them."""
        new = seats[s.rng.below(len(seats))]
        if s.fixed_deals:
            fixed = s.fixed_deals.pop(0)
            if fixed in seats:
                return fixed
        return new

    def _give_token(self, s: LCState, p: int, why: str) -> None:
        if s.tokens[p] >= 2:
            s.log.append(Event("token_capped", {"seat": p, "why": why}))
            return
        s.tokens[p] += 1
        s.log.append(Event("token", {"seat": p, "why": why, "tokens": s.tokens[p]}))

    def _spend_token(self, s: LCState, p: int, use: str) -> None:
        s.tokens[p] -= 1
        s.log.append(Event("token_spent", {"seat": p, "use": use, "tokens": s.tokens[p]}))

    def _make_leader(self, s: LCState, p: int) -> None:
        first = not s.ever_leader[p]
        again = p == s.leader and s.turn > 1
        s.leader = s.acting_leader = p
        s.ever_leader[p] = True
        s.log.append(Event("leader", {"seat": p, "again": again}))
        if first:
            self._give_token(s, p, "leader")  # only the first time (LC-13)

    def _deal_characters(self, s: LCState, seats: list[int]) -> None:
        """Shuffle and deal the character cards of `seats` among them (LC-15, LC-16)."""
        if s.holder in seats:
            new = self._deal_to(s, seats)
            if new != s.holder:
                s.infected[s.holder] = True
                s.holder = new
        s.log.append(Event("movement", {"seats": seats}))
        for p in seats:
            s.log.append(Event("character", {"card": "creature" if s.holder == p else "scientist",
                                             "status": status_of(s, p)}, (p,)))

    def _can_pay(self, s: LCState, p: int, phase: str) -> bool:
        """May p play one more event card now (free play or a victory token; LC-06, LC-09)?"""
        if s.blocked[p] or not s.standing[p]:
            return False
        if s.sedated[p]:
            return s.tokens[p] > 0 and phase in ("events", "helicopter")
        return s.free_plays[p] > 0 or s.tokens[p] > 0

    def _pay(self, s: LCState, p: int) -> None:
        if not s.sedated[p] and s.free_plays[p] > 0:
            s.free_plays[p] -= 1
        else:
            self._spend_token(s, p, "extra event")

    def _who_ok(self, s: LCState, p: int, who: str) -> bool:
        if who == "all":
            return True
        if who == "all-but-leader":
            return p != s.acting_leader
        if who == "leader":
            return p == s.acting_leader
        if who == "infected":
            return s.infected[p] and s.holder != p
        return s.holder == p  # creature

    def _slot_open(self, s: LCState, p: int, phase: str) -> bool:
        """Whether p gets a slot in a pass; decided on public facts only, so being asked reveals no role."""
        if not s.standing[p]:
            return False
        if s.tokens[p] > 0 and s.weapon_deck:
            return True
        return bool(s.hands[p]) and self._can_pay(s, p, phase)

    def _weapon_limit(self, s: LCState, p: int) -> int:
        return 2 if s.table[p] else 1

    def _gain_weapon(self, s: LCState, p: int) -> None:
        if not s.weapon_deck:
            s.log.append(Event("no_weapon", {"seat": p}))
            return
        w = s.weapon_deck.pop(0)
        s.weapons[p].append(w)
        public = s.phase in (HELI_EVENTS, COMBAT)
        s.log.append(Event("weapon_drawn", {"seat": p, "weapon": w if public else None}))
        if not public:
            s.log.append(Event("weapon", {"seat": p, "weapon": w}, (p,)))
        if len(s.weapons[p]) > self._weapon_limit(s, p):
            s.prompts.append(("drop_weapon", p, 1))

    # ======================================================================================
    # the flow: _advance moves the game on until some seat has a real choice
    # ======================================================================================
    def _start_turn(self, s: LCState) -> None:
        s.turn += 1
        n = s.players
        if s.turn > n - 1:
            self._start_helicopter(s)
            return
        s.log.append(Event("clock", {"turn": s.turn, "clock": n - s.turn}))
        s.acting_leader = s.leader
        s.free_plays = [1] * n
        s.blocked = [False] * n
        s.locked_in = [False] * n
        s.movement_mode = ""
        s.cameras = []
        s.votes = [0] * n
        s.vetoed = s.camouflaged = False
        s.vote_target = -1
        s.vote_stage = "voting"
        s.votes_left = -1
        s.phase = EVENTS
        seats = ring(n, s.leader)
        s.order = [p for p in seats if not s.sedated[p]] + [p for p in seats if s.sedated[p]]  # LC-05, LC-09
        s.pos = 0

    def _start_vote(self, s: LCState) -> None:
        s.phase = VOTE
        seats = ring(s.players, s.acting_leader)
        s.order = [p for p in seats[1:] + seats[:1] if not s.sedated[p]]  # leader votes last (LC-07)
        s.pos = 0
        s.votes_left = -1
        s.vote_stage = "voting"

    def _start_movement(self, s: LCState) -> None:
        if s.holder < 0:
            s.log.append(Event("movement_roll", {"roll": None, "moves": False, "why": "the Creature is neutralised"}))
            self._start_discard(s)
            return
        s.phase = MOVEMENT
        s.order = [p for p in ring(s.players, s.acting_leader) if not s.sedated[p]]
        s.pos = 0

    def _start_discard(self, s: LCState) -> None:
        s.phase = DISCARD
        s.order = [p for p in ring(s.players, s.acting_leader) if not s.sedated[p]]  # LC-19
        s.pos = 0

    def _start_helicopter(self, s: LCState) -> None:
        n = s.players
        s.turn = n
        s.acting_leader = s.leader
        s.free_plays = [1] * n
        s.blocked = [False] * n
        s.votes = [0] * n
        s.log.append(Event("helicopter", {"leader": s.leader}))
        s.log.append(Event("weapons_revealed", {"weapons": [list(w) for w in s.weapons]}))
        seats = ring(n, s.leader)
        s.attack_order = [p for p in seats if not s.sedated[p]] + [p for p in seats if s.sedated[p]]  # LC-22
        if s.holder >= 0 and not s.two_seats:
            s.phase = HELI_REVEAL
            s.ready = [0] * n
        else:
            self._start_heli_events(s)

    def _start_heli_events(self, s: LCState) -> None:
        s.phase = HELI_EVENTS
        s.order = list(s.attack_order)
        s.pos = 0

    def _advance(self, s: LCState) -> None:
        while True:
            if s.phase == OVER or s.prompts:
                return
            if s.stack:
                if self._next_reactor(s) >= 0:
                    return
                self._resolve_stack(s)
                continue
            if s.strike is not None:
                return  # a strike always waits on a prompt or is finished
            ph = s.phase
            if ph in (EVENTS, MOVEMENT, HELI_EVENTS):
                if ph == HELI_EVENTS and self._check_end(s):
                    return  # an Ambush can end the game before combat
                label = CARD_PHASE[ph]
                while s.pos < len(s.order) and not self._slot_open(s, s.order[s.pos], label):
                    s.pos += 1
                if s.pos < len(s.order):
                    return
                if ph == EVENTS:
                    self._start_vote(s)
                elif ph == MOVEMENT:
                    self._movement(s)
                    self._start_discard(s)
                else:
                    self._start_combat(s)
            elif ph == VOTE:
                if self._vote_flow(s):
                    return
            elif ph == DISCARD:
                while s.pos < len(s.order):
                    p = s.order[s.pos]
                    if s.hands[p] or (s.tokens[p] > 0 and s.weapon_deck):
                        return
                    s.pos += 1
                self._end_of_turn(s)
            elif ph == HELI_REVEAL:
                if any(s.standing[p] and not s.ready[p] for p in range(s.players)):
                    return
                s.revealed = any(r == 2 for r in s.ready)
                if s.revealed:
                    infected = [p for p in range(s.players) if s.infected[p] and p != s.holder]
                    s.log.append(Event("reveal", {"creature": s.holder, "infected": infected}))
                else:
                    s.log.append(Event("stays_hidden", {}))
                self._start_heli_events(s)
            elif ph == COMBAT:
                if self._check_end(s):
                    return
                self._announce_round(s)
                a = s.attack_order[s.attack_pos]
                if s.standing[a] and self._targets(s, a):
                    return
                if s.standing[a]:
                    s.log.append(Event("no_target", {"seat": a}))
                self._next_attacker(s)
            else:  # pragma: no cover - every phase is handled above
                raise AssertionError(ph)

    # ----- votes (LC-07, LC-08, LC-10, Veto, Camouflage) -------------------------------------
    def _vote_flow(self, s: LCState) -> bool:
        """Run the vote phase on; True when a seat must act."""
        if s.vote_stage == "voting":
            if s.pos < len(s.order):
                if s.votes_left < 0:
                    s.votes_left = 2 if s.order[s.pos] == s.acting_leader else 1
                return True
            # votes are in: the sedation of the previous turn ends now (LC-09)
            for p in range(s.players):
                if s.sedated[p] and s.sedated_turn[p] < s.turn:
                    s.sedated[p] = False
                    s.log.append(Event("sedation_ended", {"seat": p}))
            s.log.append(Event("votes_counted", {"votes": list(s.votes)}))
            s.vote_stage = "veto"
            lead = s.acting_leader
            if any(SLUG_OF[c] == "veto" for c in s.hands[lead]) and self._can_pay(s, lead, "vote"):
                s.prompts.append(("veto", lead, 0))
                return True
        if s.vote_stage == "veto":
            s.vote_stage = "camouflage"
            if s.vetoed:
                s.vote_target = -1
            else:
                s.vote_target = self._most_voted(s, -1)
                t = s.vote_target
                if (t == s.holder and any(SLUG_OF[c] == "camouflage" for c in s.hands[t])
                        and self._can_pay(s, t, "vote")):
                    s.prompts.append(("camouflage", t, 0))
                    return True
        # stage "camouflage": apply the outcome
        t = s.vote_target
        if s.vetoed:
            s.log.append(Event("vote_result", {"seat": None, "why": "veto"}))
        elif s.camouflaged:
            other = self._most_voted(s, t)
            s.log.append(Event("vote_result", {"seat": other, "why": "camouflage"}))
            if other >= 0:
                self._sedate(s, other)
        elif t == s.holder:
            self._creature_found(s, t)
        else:
            s.log.append(Event("vote_result", {"seat": t, "why": self._why_chosen(s, t)}))
            self._sedate(s, t)
        self._start_movement(s)
        return False

    def _most_voted(self, s: LCState, exclude: int) -> int:
        """The seat with the most votes (not `exclude`), a tie decided by the roll (LC-08); -1 for none."""
        counts = [0 if p == exclude else v for p, v in enumerate(s.votes)]
        best = max(counts)
        if best <= 0:
            return -1
        tied = [p for p, v in enumerate(counts) if v == best]
        while len(tied) > 1:  # LC-08: the tied roll, the lowest loses, equal lowest re-roll
            rolls = [self._roll(s) for _ in tied]
            s.log.append(Event("tie_roll", {"seats": tied, "rolls": rolls}))
            low = min(rolls)
            tied = [p for p, r in zip(tied, rolls, strict=True) if r == low]
        return tied[0]

    @staticmethod
    def _why_chosen(s: LCState, t: int) -> str:
        """"tie roll" when the vote's top was tied and the roll chose `t`, else "most votes"."""
        best = max(s.votes)
        return "tie roll" if s.votes.count(best) > 1 and s.votes[t] == best else "most votes"

    def _sedate(self, s: LCState, p: int) -> None:
        s.sedated[p] = True
        s.sedated_turn[p] = s.turn
        s.log.append(Event("sedated", {"seat": p}))
        self._give_token(s, p, "sedated")  # LC-11

    def _creature_found(self, s: LCState, p: int) -> None:
        s.creature_found += 1
        if s.creature_found == 1:  # LC-10: it escapes, everyone awake is dealt again
            s.log.append(Event("creature_found", {"seat": p, "times": 1}))
            self._deal_characters(s, [q for q in range(s.players) if not s.sedated[q]])
        else:
            s.log.append(Event("creature_found", {"seat": p, "times": 2}))
            s.infected[p] = True
            s.holder = -1
            s.log.append(Event("neutralised", {"seat": p}))
            s.log.append(Event("character", {"card": None, "status": "infected"}, (p,)))

    # ----- movement (LC-15, Lock Yourself In, Blackout, Lockdown, Surveillance Camera) -----
    def _movement(self, s: LCState) -> None:
        if s.movement_mode == "lockdown":
            s.log.append(Event("movement_roll", {"roll": None, "moves": False, "why": "Lockdown"}))
            moves = False
        elif s.movement_mode == "blackout":
            s.log.append(Event("movement_roll", {"roll": None, "moves": True, "why": "Blackout"}))
            moves = True
        else:
            roll = self._roll(s)
            moves = roll <= 4
            s.log.append(Event("movement_roll", {"roll": roll, "moves": moves, "why": "die"}))
        if moves:
            self._deal_characters(s, [p for p in range(s.players) if not s.sedated[p] and not s.locked_in[p]])
        for viewer, seat in s.cameras:
            s.log.append(Event("camera", {"seat": seat, "card": "creature" if s.holder == seat else "scientist"},
                               (viewer,)))
        s.cameras = []

    # ----- end of turn: draw up to three, new leader (LC-19, LC-14) --------------------------
    def _end_of_turn(self, s: LCState) -> None:
        for p in ring(s.players, s.acting_leader):
            if len(s.hands[p]) < HAND_LIMIT:
                self._draw(s, p, HAND_LIMIT - len(s.hands[p]))
        roll = self._roll(s)
        q = s.acting_leader
        steps = 0
        for _ in range(roll * s.players + s.players):
            q = (q - 1) % s.players
            if not s.sedated[q]:
                steps += 1
                if steps == roll:
                    break
        s.log.append(Event("leader_roll", {"seat": s.acting_leader, "roll": roll, "chosen": q}))
        self._make_leader(s, q)
        self._start_turn(s)

    # ----- event cards -------------------------------------------------------------------
    def _next_reactor(self, s: LCState) -> int:
        """The next seat offered an Interference against the top of the stack, or -1 (LC-05)."""
        top = s.stack[-1][0]
        label = CARD_PHASE[s.phase]
        n = s.players
        while s.react_pos < n - 1:
            q = (top - 1 - s.react_pos) % n
            if self._can_pay(s, q, label) and any(SLUG_OF[c] == "interference" for c in s.hands[q]):
                return q
            s.react_pos += 1
        return -1

    def _resolve_stack(self, s: LCState) -> None:
        while s.stack:
            seat, card, target, to, weapon = s.stack.pop()
            if SLUG_OF[card] == "interference" and s.stack:
                below = s.stack.pop()
                s.discard.append(card)
                s.discard.append(below[1])
                s.log.append(Event("cancelled", {"seat": below[0], "card": below[1], "by": seat}))
                continue
            if SLUG_OF[card] == "armed-to-the-teeth":
                s.table[seat].append(card)
            else:
                s.discard.append(card)
            self._effect(s, seat, SLUG_OF[card], target, to, weapon)

    def _effect(self, s: LCState, p: int, slug: str, t: int, to: int, weapon: str) -> None:
        log = s.log
        if slug in ("armed", "armed-to-the-teeth"):
            self._gain_weapon(s, p)
        elif slug == "awake":
            if s.sedated[t]:
                s.sedated[t] = False
                log.append(Event("awake", {"seat": t}))
                if s.phase == VOTE and s.vote_stage == "voting" and t not in s.order:
                    # woken during the vote: they vote too, just before the leader (RULES.md D-23)
                    last = len(s.order) - 1 if s.order[-1] == s.acting_leader else len(s.order)
                    s.order.insert(max(s.pos + 1, last), t)
        elif slug == "stimulant":
            worked = s.infected[t]
            s.infected[t] = False
            log.append(Event("stimulant", {"seat": t, "worked": worked, "status": status_of(s, t)}, (t,)))
        elif slug == "blood-test":
            log.append(Event("blood_test", {"seat": t, "status": status_of(s, t)}, (p,)))
        elif slug == "hive-mind":
            log.append(Event("hive_mind", {"creature": s.holder if s.holder >= 0 else None}, (p,)))
            if s.holder >= 0:
                log.append(Event("hive_mind_contact", {"infected": p}, (s.holder,)))
        elif slug == "mutiny":
            s.acting_leader = p
            log.append(Event("mutiny", {"seat": p}))
        elif slug == "orders":
            s.blocked[t] = True
        elif slug == "sabotage":
            if s.hands[t]:
                card = s.hands[t].pop(s.rng.below(len(s.hands[t])))
                s.discard.append(card)
                log.append(Event("sabotaged", {"seat": t, "card": card}))
        elif slug == "coffee-break":
            self._draw(s, p, 2)
            if len(s.hands[p]) > HAND_LIMIT:
                s.prompts.append(("discard_down", p, len(s.hands[p]) - HAND_LIMIT))
        elif slug == "commendation":
            self._give_token(s, p, "Commendation")
        elif slug == "persuasion":
            s.votes_left += 1
        elif slug == "change-of-mind":
            if s.votes[t] > 0:
                s.votes[t] -= 1
                s.votes[to] += 1
                log.append(Event("vote_moved", {"seat": p, "from": t, "to": to}))
        elif slug == "veto":
            s.vetoed = True
        elif slug == "camouflage":
            s.camouflaged = True
        elif slug == "lock-yourself-in":
            s.locked_in[p] = True
        elif slug in ("blackout", "lockdown"):
            s.movement_mode = slug  # the last one played applies (4.3)
        elif slug == "contagion":
            if t != s.holder and not s.infected[t]:
                s.infected[t] = True
                log.append(Event("character", {"card": "scientist", "status": "infected", "why": "Contagion"}, (t,)))
        elif slug == "surveillance-camera":
            s.cameras.append((p, t))
        elif slug == "adrenaline":
            s.adrenaline[p] = True
        elif slug == "first-aid-kit":
            s.first_aid[p] = True
        elif slug == "barricade":
            s.barricade[p] = True
        elif slug == "monstrous-strength":
            s.monstrous = p
        elif slug == "disarm":  # "they discard one of their weapon cards": the target picks which (D-9)
            if s.standing[t] and len(s.weapons[t]) > 1:
                s.prompts.append(("disarm", t, 0))
            elif s.standing[t] and s.weapons[t]:
                self._disarm(s, t, s.weapons[t][0])
        elif slug == "ambush":
            if s.standing[t]:
                self._strike(s, p, t, False)

    def _disarm(self, s: LCState, p: int, weapon: str) -> None:
        s.weapons[p].remove(weapon)
        s.weapons_out.append(weapon)  # a disarmed weapon leaves the game (D-14)
        s.log.append(Event("disarmed", {"seat": p, "weapon": weapon}))

    # ----- the helicopter phase (LC-22 .. LC-26) ------------------------------------------
    def _start_combat(self, s: LCState) -> None:
        s.phase = COMBAT
        s.attack_pos = 0
        s.round = 1

    def _targets(self, s: LCState, a: int) -> list[int]:
        return [t for t in range(s.players)
                if t != a and s.standing[t] and not (s.round == 1 and s.barricade[t])]

    def _next_attacker(self, s: LCState) -> None:
        """Point at the next attacker; the new round is said when its first attacker is asked (_advance),
        so "Attack round N" never comes before the last attack of round N - 1 and its outcome."""
        s.attack_pos += 1
        if s.attack_pos == len(s.attack_order):
            s.attack_pos = 0
            s.round += 1

    @staticmethod
    def _announce_round(s: LCState) -> None:
        said = next((e.data["round"] for e in reversed(s.log) if e.kind == "round"), 0)
        if said < s.round:
            s.log.append(Event("round", {"round": s.round}))

    def _strike(self, s: LCState, a: int, t: int, auto: bool) -> None:
        """An attack roll (LC-23, LC-24; two dice for humans in revealed mode, LC-25)."""
        if auto:
            s.log.append(Event("attack", {"seat": a, "target": t, "auto": True, "hit": True}))
        else:
            dice = [self._roll(s)]
            if s.revealed and s.holder != a and not s.infected[a]:
                dice.append(self._roll(s))
            bonus = max((BEST_BONUS[w] for w in s.weapons[a]), default=0) + (1 if s.adrenaline[a] else 0)
            need = 6 if s.sedated[a] else 5
            total = max(dice) + bonus
            hit = total >= need
            s.log.append(Event("attack", {"seat": a, "target": t, "auto": False, "dice": dice, "bonus": bonus,
                                          "total": total, "need": need, "hit": hit}))
            if not hit:
                return
        s.strike = (a, t, 0)
        self._defend(s)

    def _defend(self, s: LCState) -> None:
        a, v, _ = s.strike
        shields = [w for w in s.weapons[v] if PROTECTS_FROM[w] <= 6]
        if shields and s.monstrous != a:
            w = min(shields, key=lambda x: PROTECTS_FROM[x])
            roll = self._roll(s)
            blocked = roll >= PROTECTS_FROM[w]
            s.log.append(Event("defended", {"seat": v, "weapon": w, "roll": roll, "blocked": blocked}))
            if blocked:
                s.strike = None
                return
        if s.first_aid[v]:
            s.first_aid[v] = False
            s.log.append(Event("first_aid", {"seat": v}))
            s.strike = None
            return
        if s.tokens[v] > 0:
            s.prompts.append(("avoid_hit", v, 0))
            return
        self._land(s)

    def _land(self, s: LCState) -> None:
        a, v, redirected = s.strike
        if s.revealed and v == s.holder and not redirected:
            shields = [q for q in range(s.players) if s.standing[q] and s.infected[q] and q != s.holder]
            if len(shields) == 1:
                s.strike = (a, shields[0], 1)
                s.log.append(Event("redirected", {"seat": shields[0]}))
                self._defend(s)
                return
            if shields:
                s.prompts.append(("redirect", v, 0))
                return
        s.strike = None
        s.standing[v] = False
        s.weapons_out.extend(s.weapons[v])
        s.weapons[v] = []
        s.log.append(Event("eliminated", {"seat": v, "by": a}))

    def _check_end(self, s: LCState) -> bool:
        winners = side_winners(s)
        if winners is None:
            return False
        alive = [p for p in range(s.players) if s.standing[p]]
        if lot_applies(s, winners):
            winners = [self._draw_lots(s, winners)]
        s.winners = sorted(winners)
        s.phase = OVER
        s.log.append(Event("game_over", {"winners": s.winners, "survivors": alive,
                                         "statuses": [status_of(s, p) for p in range(s.players)]}))
        return True

    def _draw_lots(self, s: LCState, humans: list[int]) -> int:
        """D-29: the winning humans draw lots with the die for the helicopter. Each rolls once, clockwise from
        the leader; the highest boards; those tied for the highest roll again, until one is highest."""
        s.log.append(Event("lot", {"seats": list(humans)}))
        rolling = sorted(humans, key=lambda p: (p - s.leader) % s.players)
        while True:
            rolls = {p: self._roll(s) for p in rolling}
            for p in rolling:
                s.log.append(Event("lot_roll", {"seat": p, "roll": rolls[p]}))
            best = max(rolls.values())
            top = [p for p in rolling if rolls[p] == best]
            if len(top) == 1:
                s.log.append(Event("lot_won", {"seat": top[0], "roll": best}))
                return top[0]
            s.log.append(Event("lot_tie", {"seats": top, "roll": best}))
            rolling = top

    # ======================================================================================
    # the contract
    # ======================================================================================
    def to_act(self, s):
        if s.phase == OVER:
            return []
        if s.prompts:
            return [s.prompts[-1][1]]
        if s.stack:
            return [(s.stack[-1][0] - 1 - s.react_pos) % s.players]
        if s.phase == HELI_REVEAL:
            return [p for p in range(s.players) if s.standing[p] and not s.ready[p]]
        if s.phase == COMBAT:
            return [s.attack_order[s.attack_pos]]
        return [s.order[s.pos]]

    def legal_moves(self, s, seat):
        if seat not in self.to_act(s):
            return []
        if s.prompts:
            return self._prompt_moves(s, seat)
        if s.stack:
            cards = [c for c in s.hands[seat] if SLUG_OF[c] == "interference"]
            return [Play(seat, c) for c in cards] + [Pass(seat)]
        ph = s.phase
        if ph == HELI_REVEAL:
            return [HeliReady(seat, False)] + ([HeliReady(seat, True)] if s.holder == seat else [])
        if ph == COMBAT:
            out = [Attack(seat, t) for t in self._targets(s, seat)]
            if s.tokens[seat] > 0:
                out += [Attack(seat, t, True) for t in self._targets(s, seat)]
            return out
        weapon = [DrawWeapon(seat)] if s.tokens[seat] > 0 and s.weapon_deck else []
        if ph == DISCARD:
            hand = sorted(s.hands[seat])
            subsets = [Discard(seat, c) for k in range(len(hand) + 1) for c in combinations(hand, k)]
            return subsets + weapon
        plays = self._plays(s, seat, CARD_PHASE[ph])
        if ph == VOTE:
            return [Vote(seat, t) for t in range(s.players) if t != seat] + plays + weapon
        return plays + weapon + [Pass(seat)]

    def _prompt_moves(self, s: LCState, seat: int) -> list:
        kind, _, count = s.prompts[-1]
        if kind == "discard_down":
            return [Discard(seat, c) for c in combinations(sorted(s.hands[seat]), count)]
        if kind in ("drop_weapon", "disarm"):
            return [DropWeapon(seat, w) for w in s.weapons[seat]]
        if kind == "avoid_hit":
            return [AvoidHit(seat), Pass(seat)]
        if kind == "redirect":
            return [Redirect(seat, q) for q in range(s.players)
                    if s.standing[q] and s.infected[q] and q != s.holder]
        # veto / camouflage: play that card or let the vote stand
        return [Play(seat, c) for c in s.hands[seat] if SLUG_OF[c] == kind] + [Pass(seat)]

    def _plays(self, s: LCState, p: int, label: str) -> list:
        if not self._can_pay(s, p, label):
            return []
        n = s.players
        out = []
        for c in s.hands[p]:
            slug = SLUG_OF[c]
            if label not in PHASES_OF[slug] or slug in REACTION_ONLY or not self._who_ok(s, p, WHO_OF[slug]):
                continue
            if slug == "awake":
                out += [Play(p, c, t) for t in range(n) if s.sedated[t] and s.standing[t]]
            elif slug in ("stimulant",):
                out += [Play(p, c, t) for t in range(n)]
            elif slug in ("blood-test", "orders", "surveillance-camera"):
                out += [Play(p, c, t) for t in range(n) if t != p]
            elif slug == "sabotage":
                out += [Play(p, c, t) for t in range(n) if t != p and s.hands[t]]
            elif slug == "change-of-mind":
                out += [Play(p, c, t, to) for t in range(n) if s.votes[t] > 0
                        for to in range(n) if to != t and to != p]
            elif slug == "contagion":
                out += [Play(p, c, t) for t in sorted({(p - 1) % n, (p + 1) % n})]
            elif slug == "ambush":
                out += [Play(p, c, t) for t in range(n) if t != p and s.standing[t]]
            elif slug == "disarm":
                out += [Play(p, c, q) for q in range(n) if q != p and s.standing[q] and s.weapons[q]]
            elif slug == "lock-yourself-in":
                if not s.locked_in[p]:
                    out.append(Play(p, c))
            else:
                out.append(Play(p, c))
        return out

    def _apply(self, s, move):
        if isinstance(move, Discard) and isinstance(move.cards, (tuple, list)):
            try:
                move = Discard(move.seat, tuple(sorted(move.cards)))  # any order names the same cards
            except TypeError:
                pass
        seats_ok = all(type(getattr(move, f, -1)) is int for f in ("seat", "target", "to"))  # 1.0, True: no
        if not seats_ok or move not in self.legal_moves(s, getattr(move, "seat", None)):
            reason, rule = explain(self, s, move)
            raise IllegalMove(reason, rule)
        p = move.seat
        kind = move.kind
        if kind == "pass":  # said aloud, so a pass is never a mystery at the table
            what = s.prompts[-1][0] if s.prompts else "interference" if s.stack else "event"
            said = {"seat": p, "what": what}
            if what == "event" and played_this_turn(s.log, p):
                said["more"] = True  # "plays no more events", after one this turn
            s.log.append(Event("passed", said))
        if s.prompts:
            self._answer_prompt(s, move)
        elif s.stack:
            if kind == "play":  # Interference against the top of the stack
                self._put_on_stack(s, move)
            else:
                s.react_pos += 1
        elif kind == "play":
            self._put_on_stack(s, move)
        elif kind == "pass":
            s.pos += 1
        elif kind == "vote":
            s.votes[move.target] += 1
            s.votes_left -= 1
            s.log.append(Event("vote", {"seat": p, "target": move.target}))
            if s.votes_left == 0:
                s.pos += 1
                s.votes_left = -1
        elif kind == "draw_weapon":
            self._spend_token(s, p, "weapon")
            self._gain_weapon(s, p)
        elif kind == "discard":
            if move.cards:
                for c in move.cards:
                    s.hands[p].remove(c)
                s.discard.extend(move.cards)
            s.log.append(Event("discarded", {"seat": p, "cards": list(move.cards)}))
            s.pos += 1
        elif kind == "heli_ready":
            s.ready[p] = 2 if move.reveal else 1
            s.log.append(Event("ready", {"seat": p}))
        elif kind == "attack":
            self._next_attacker(s)
            if move.auto_hit:
                self._spend_token(s, p, "sure hit")
            self._strike(s, p, move.target, move.auto_hit)
        self._advance(s)

    def _put_on_stack(self, s: LCState, move: Play) -> None:
        p = move.seat
        s.hands[p].remove(move.card)
        self._pay(s, p)
        s.stack.append((p, move.card, move.target, move.to, move.weapon))
        s.react_pos = 0
        s.log.append(Event("play", {"seat": p, "card": move.card, "target": move.target, "to": move.to,
                                    "weapon": move.weapon}))

    def _answer_prompt(self, s: LCState, move) -> None:
        kind, p, _ = s.prompts.pop()
        if kind == "discard_down":
            for c in move.cards:
                s.hands[p].remove(c)
            s.discard.extend(move.cards)
            s.log.append(Event("discarded", {"seat": p, "cards": list(move.cards)}))
        elif kind == "drop_weapon":
            s.weapons[p].remove(move.weapon)
            s.weapon_deck.append(move.weapon)
            s.rng.shuffle(s.weapon_deck)
            public = s.phase in (HELI_EVENTS, COMBAT)
            s.log.append(Event("weapon_returned", {"seat": p, "weapon": move.weapon if public else None}))
            if not public:
                s.log.append(Event("weapon_kept", {"seat": p, "returned": move.weapon}, (p,)))
        elif kind == "disarm":
            self._disarm(s, p, move.weapon)
        elif kind == "avoid_hit":
            if move.kind == "avoid_hit":
                self._spend_token(s, p, "avoid a hit")
                s.strike = None
            else:
                self._land(s)
        elif kind == "redirect":
            a, _, _ = s.strike
            s.strike = (a, move.target, 1)
            s.log.append(Event("redirected", {"seat": move.target}))
            self._defend(s)
        elif move.kind == "play":  # veto or camouflage
            self._put_on_stack(s, move)

    # ----- views ---------------------------------------------------------------------------
    def _view(self, s, seat):
        from .view import make_view
        return make_view(self, s, seat)

    def determinize(self, view, seed):
        from .determinize import determinize
        return determinize(self, view, seed)

    def result(self, s):
        return Result(scores=[1.0 if p in s.winners else 0.0 for p in range(s.players)], winners=list(s.winners))

    def describe_move(self, move):
        return describe_move(move)

    def describe_event(self, event):
        return describe_event(event)


GAME = LaCriatura()
