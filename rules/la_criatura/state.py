"""The full game state (referee's copy) and the moves; plain dataclasses so cloning stays cheap."""

from dataclasses import dataclass, field
from typing import Annotated, Literal

from pydantic import Field

from rules.core import Event, Rng

# Phases of s.phase, in game order.
EVENTS, VOTE, MOVEMENT, DISCARD = "events", "vote", "movement", "discard"
HELI_REVEAL, HELI_EVENTS, COMBAT, OVER = "heli_reveal", "heli_events", "combat", "over"
HAND_LIMIT = 3


@dataclass
class LCState:
    players: int
    rng: Rng
    two_seats: bool
    turn: int  # regular turns 1..players-1; players = the helicopter turn
    phase: str
    leader: int  # holder of the leader token for the game (chosen by die)
    acting_leader: int  # the leader for this turn (differs after Mutiny)
    ever_leader: list[bool]
    holder: int  # seat holding the Creature card; -1 once neutralised
    infected: list[bool]
    creature_found: int  # times the Creature was voted (0, 1, 2)
    sedated: list[bool]
    sedated_turn: list[int]
    tokens: list[int]  # victory tokens held
    hands: list[list[str]]
    deck: list[str]
    discard: list[str]
    weapons: list[list[str]]
    weapon_deck: list[str]
    weapons_out: list[str]  # weapons that left the game (eliminated players, Disarm)
    table: list[list[str]]  # face-up event cards kept in front of a player (Armed to the Teeth)
    free_plays: list[int]  # the one free event each player may play this turn
    blocked: list[bool]  # Orders: no event cards for the rest of the turn
    order: list[int]  # seats of the current pass (events, votes, movement, discard, helicopter events)
    pos: int
    votes: list[int]  # vote tokens lying on each seat's character card
    votes_left: int  # tokens the current voter still has to place (-1: not started)
    vote_stage: str  # "voting", "veto", "camouflage"
    vetoed: bool
    camouflaged: bool
    vote_target: int
    locked_in: list[bool]
    movement_mode: str  # "", "blackout", "lockdown"
    cameras: list[tuple[int, int]]  # (viewer, seat) Surveillance Cameras waiting for the deal
    stack: list[tuple[int, str, int, int, str]]  # event plays waiting for reactions: (seat, card, target, to, weapon)
    react_pos: int  # how many seats were already offered a reaction to the top of the stack
    prompts: list[tuple[str, int, int]]  # (kind, seat, number): one seat must answer before play goes on
    revealed: bool
    ready: list[int]  # helicopter start: 0 waiting, 1 ready, 2 ready and revealing the Creature
    standing: list[bool]
    attack_order: list[int]
    attack_pos: int
    round: int
    adrenaline: list[bool]
    first_aid: list[bool]
    barricade: list[bool]
    monstrous: int  # seat that played Monstrous Strength, -1 none
    strike: tuple[int, int, int] | None  # (attacker, victim, redirected 0/1) while a hit is being defended
    winners: list[int] = field(default_factory=list)
    log: list[Event] = field(default_factory=list)
    fixed_rolls: list[int] = field(default_factory=list)  # the `dice` option: next die results, used in turn
    fixed_deals: list[int] = field(default_factory=list)  # the `creature_deals` option: next Creature holders
    human_lot: bool = False  # the `human_lot` option: the winning humans draw lots for the helicopter (D-29)

    def clone(self) -> "LCState":
        return LCState(
            self.players, Rng(self.rng.state), self.two_seats, self.turn, self.phase, self.leader,
            self.acting_leader, self.ever_leader[:], self.holder, self.infected[:], self.creature_found,
            self.sedated[:], self.sedated_turn[:], self.tokens[:], [h[:] for h in self.hands], self.deck[:],
            self.discard[:], [w[:] for w in self.weapons], self.weapon_deck[:], self.weapons_out[:],
            [t[:] for t in self.table], self.free_plays[:], self.blocked[:], self.order[:], self.pos,
            self.votes[:], self.votes_left, self.vote_stage, self.vetoed, self.camouflaged, self.vote_target,
            self.locked_in[:], self.movement_mode, self.cameras[:], self.stack[:], self.react_pos,
            self.prompts[:], self.revealed, self.ready[:], self.standing[:], self.attack_order[:],
            self.attack_pos, self.round, self.adrenaline[:], self.first_aid[:], self.barricade[:],
            self.monstrous, self.strike, self.winners[:], self.log[:], self.fixed_rolls[:], self.fixed_deals[:],
            self.human_lot,
        )


# ----- moves ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class Play:
    """Play an event card. target/to/weapon are filled only by the cards that need them."""
    seat: int
    card: str
    target: int = -1
    to: int = -1
    weapon: str = ""
    kind: Literal["play"] = "play"


@dataclass(frozen=True)
class Pass:
    """End your slot in a pass (events, movement, helicopter events) or decline a prompt."""
    seat: int
    kind: Literal["pass"] = "pass"


@dataclass(frozen=True)
class Vote:
    """Place one vote token on another player's character card."""
    seat: int
    target: int
    kind: Literal["vote"] = "vote"


@dataclass(frozen=True)
class Discard:
    """Discard these event cards (discard step: any number, () keeps all; discard-down: exactly the excess)."""
    seat: int
    cards: tuple[str, ...] = ()
    kind: Literal["discard"] = "discard"


@dataclass(frozen=True)
class DrawWeapon:
    """Spend a victory token to draw a weapon card."""
    seat: int
    kind: Literal["draw_weapon"] = "draw_weapon"


@dataclass(frozen=True)
class DropWeapon:
    """Over the weapon limit: give this weapon back (it is shuffled into the weapon deck)."""
    seat: int
    weapon: str
    kind: Literal["drop_weapon"] = "drop_weapon"


@dataclass(frozen=True)
class HeliReady:
    """Start of the helicopter phase: everyone confirms; the Creature may reveal itself."""
    seat: int
    reveal: bool = False
    kind: Literal["heli_ready"] = "heli_ready"


@dataclass(frozen=True)
class Attack:
    """Attack another standing player; auto_hit spends a victory token instead of rolling."""
    seat: int
    target: int
    auto_hit: bool = False
    kind: Literal["attack"] = "attack"


@dataclass(frozen=True)
class AvoidHit:
    """Spend a victory token to cancel a hit confirmed against you."""
    seat: int
    kind: Literal["avoid_hit"] = "avoid_hit"


@dataclass(frozen=True)
class Redirect:
    """Revealed Creature: an infected player takes the hit in your place."""
    seat: int
    target: int
    kind: Literal["redirect"] = "redirect"


Move = Annotated[
    Play | Pass | Vote | Discard | DrawWeapon | DropWeapon | HeliReady | Attack | AvoidHit | Redirect,
    Field(discriminator="kind"),
]
