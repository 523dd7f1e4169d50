"""What one seat may know (seat None: the public table). Built from the state; never shows a hidden role,
another seat's hand or, before the helicopter phase, another seat's weapons (X-05, LC-16, LC-20)."""

from pydantic import BaseModel, ConfigDict

from rules.core import View

from .state import COMBAT, HELI_EVENTS, OVER, LCState


class Learned(BaseModel):
    """Something this seat found out in secret (Blood Test, Hive Mind, Surveillance Camera)."""

    model_config = ConfigDict(extra="forbid")
    turn: int
    seat: int
    what: str  # "human", "infected", "creature" (Blood Test, Hive Mind); "creature"/"scientist" (camera card)


class LCView(View):
    turns: int  # regular turns (players - 1)
    turn: int  # 1..turns; turns + 1 is the helicopter phase
    clock: int  # the time marker: turns left including this one; 0 = helicopter
    two_seats: bool
    human_lot: bool = False  # the winning humans draw lots for the helicopter (D-29): a table option, public
    phase: str
    leader: int
    acting_leader: int  # differs from leader after Mutiny
    status: str | None  # this seat's own status: "human", "infected", "creature"
    statuses: list[str | None]  # statuses everyone knows (revealed mode, game over)
    creature_found: int
    neutralised: bool
    ever_leader: list[bool]
    sedated: list[bool]
    sedated_turn: list[int]  # the turn whose vote sedated each seat (-9: never)
    tokens: list[int]
    hand: list[str]
    hand_sizes: list[int]
    deck_size: int
    discard: list[str]
    weapons: list[list[str]]  # the weapons this seat can see (own; everyone's from the helicopter phase on)
    weapon_counts: list[int]
    weapon_deck_size: int
    weapons_out: list[str]
    table: list[list[str]]  # face-up event cards (Armed to the Teeth)
    free_plays: list[int]
    blocked: list[bool]
    locked_in: list[bool]
    movement_mode: str
    cameras: list[list[int]]
    order: list[int]
    pos: int
    votes: list[int]
    votes_left: int
    vote_stage: str
    vetoed: bool
    camouflaged: bool
    vote_target: int
    stack: list[list]  # [seat, card, target, to, weapon] of cards waiting for reactions
    react_pos: int
    prompts: list[list]  # [kind, seat, count]
    revealed: bool
    ready: list[bool]
    standing: list[bool]
    attack_order: list[int]
    attack_pos: int
    round: int
    adrenaline: list[bool]
    first_aid: list[bool]
    barricade: list[bool]
    monstrous: int
    strike: list[int] | None
    winners: list[int]
    learned: list[Learned]


def learned_from(events, seat) -> list[Learned]:
    out = []
    turn = 1
    for e in events:
        if e.kind == "clock":
            turn = e.data["turn"]
        elif e.to is None or seat is None:
            continue
        elif e.kind == "blood_test":
            out.append(Learned(turn=turn, seat=e.data["seat"], what=e.data["status"]))
        elif e.kind == "hive_mind" and e.data["creature"] is not None:
            out.append(Learned(turn=turn, seat=e.data["creature"], what="creature"))
        elif e.kind == "hive_mind_contact":
            out.append(Learned(turn=turn, seat=e.data["infected"], what="infected"))
        elif e.kind == "camera":
            out.append(Learned(turn=turn, seat=e.data["seat"], what=e.data["card"]))
    return out


def public_statuses(engine, s: LCState) -> list[str | None]:
    from .engine import status_of
    if s.phase == OVER:
        return [status_of(s, p) for p in range(s.players)]
    if s.revealed:
        return [status_of(s, p) for p in range(s.players)]
    return [None] * s.players


def make_view(engine, s: LCState, seat: int | None) -> LCView:
    from .engine import status_of
    n = s.players
    open_weapons = s.phase in (HELI_EVENTS, COMBAT, OVER)
    events = engine.events_for(s.log, seat)
    return LCView(
        game=engine.id, seat=seat, players=n, to_act=engine.to_act(s), over=s.phase == OVER, events=events,
        turns=n - 1, turn=s.turn, clock=max(0, n - s.turn), two_seats=s.two_seats, phase=s.phase,
        leader=s.leader, acting_leader=s.acting_leader,
        status=None if seat is None else status_of(s, seat),
        statuses=public_statuses(engine, s), creature_found=s.creature_found,
        neutralised=s.creature_found >= 2, ever_leader=list(s.ever_leader), sedated=list(s.sedated),
        sedated_turn=list(s.sedated_turn),
        tokens=list(s.tokens), hand=[] if seat is None else list(s.hands[seat]),
        hand_sizes=[len(h) for h in s.hands], deck_size=len(s.deck), discard=list(s.discard),
        weapons=[list(w) if open_weapons or p == seat else [] for p, w in enumerate(s.weapons)],
        weapon_counts=[len(w) for w in s.weapons], weapon_deck_size=len(s.weapon_deck),
        weapons_out=list(s.weapons_out), table=[list(t) for t in s.table], free_plays=list(s.free_plays),
        blocked=list(s.blocked), locked_in=list(s.locked_in), movement_mode=s.movement_mode,
        cameras=[list(c) for c in s.cameras], order=list(s.order), pos=s.pos, votes=list(s.votes),
        votes_left=s.votes_left, vote_stage=s.vote_stage, vetoed=s.vetoed, camouflaged=s.camouflaged,
        vote_target=s.vote_target, stack=[list(x) for x in s.stack], react_pos=s.react_pos,
        prompts=[list(x) for x in s.prompts], revealed=s.revealed, ready=[bool(r) for r in s.ready],
        standing=list(s.standing), attack_order=list(s.attack_order), attack_pos=s.attack_pos, round=s.round,
        adrenaline=list(s.adrenaline), first_aid=list(s.first_aid), barricade=list(s.barricade),
        monstrous=s.monstrous, strike=None if s.strike is None else list(s.strike), winners=list(s.winners),
        human_lot=s.human_lot,
        learned=learned_from(events, seat),
    )
