"""What a Strange Creatures state must satisfy to be one the game can reach (checked by load_state).

Written from the rules (RULES.md): the 72 cards each lie in one place; a trick is played clockwise from
its leader; Phase 2 fixes the winner, the lowest cards and the removals, so they are recomputed from the
trick; Phase 3 asks the seats of its queue in clockwise order from the winner; the final scores follow
from the cards and stamps.
"""

from rules.core.checks import (
    check_each_once,
    check_log,
    check_number,
    check_per_seat,
    check_seat,
    check_seats,
    check_sorted,
    check_subset,
    require,
)

from .cards import ALL_CARDS, CARDS, STARTING_IDS, UNKNOWN_IDS, sort_key
from .hidden import WATCHED_EVENTS
from .scoring import final_lines
from .state import DISPLAY_SLOTS, HAND_SIZE, ROUNDS, SCState, card_places
from .trick import acting_card, lowest_plays, resolve

START_COINS = 2
MOST_TRICKS = ROUNDS * len(ALL_CARDS)  # a hand of k cards is empty after k tricks at most
MOST_COINS = START_COINS + MOST_TRICKS * max(c.coins + c.removal_coins for c in ALL_CARDS)
STAMP_VALUES = range(1, max(ROUNDS, *(c.stamp + c.removal_stamp for c in ALL_CARDS)) + 1)
_STARTING = frozenset(STARTING_IDS)
_UNKNOWN = frozenset(UNKNOWN_IDS)


def check_state(s: SCState) -> None:
    n = s.players
    check_per_seat(n, hands=s.hands, discards=s.discards, coins=s.coins, stamps=s.stamps,
                   removed_hidden=s.removed_hidden)
    require(len(s.display) == DISPLAY_SLOTS, f"the display has {DISPLAY_SLOTS} slots")
    check_each_once(card_places(s), CARDS)
    require(len(s.box) == len(STARTING_IDS) - HAND_SIZE * n and set(s.box) <= _STARTING,
            "the box holds the Starting cards left over at setup")
    check_subset(s.draw, _UNKNOWN, "the draw pile")
    check_subset([c for c in s.display if c is not None], _UNKNOWN, "the display")
    for h in s.hands:
        check_sorted(h, sort_key, "a hand")
    check_number(s.round, 1, ROUNDS, "the round")
    for coins in s.coins:
        check_number(coins, 0, MOST_COINS, "a seat's coins")
    for stamps in s.stamps:
        require(len(stamps) <= 2 * MOST_TRICKS and all(v in STAMP_VALUES for v in stamps), "a seat's stamps are wrong")
    check_seat(s.leader, n, "the leader")
    require(s.last_winner is None or 0 <= s.last_winner < n, "the last trick's winner is not a seat")
    require(not (s.last_void and s.last_winner is not None), "a void trick has no winner")
    check_seats(s.queue, n, "the queue of Phase 3")
    check_seats(s.lowest, n, "the lowest-card seats")
    check_log(s.log, n, WATCHED_EVENTS)
    _check_trick(s)
    if s.phase == "over":
        require(s.turn is None and s.round == ROUNDS and not s.trick and not any(s.discards),
                "a finished game has every card back in the hands")
        require(s.final == final_lines(s), "the final scores do not follow from the cards and stamps")
    else:
        require(s.final is None, "only a finished game has final scores")
    if s.phase == "play":
        _check_playing(s)
    elif s.phase != "over":
        _check_phase_three(s)


def _check_trick(s: SCState) -> None:
    n = s.players
    require(len(s.trick) <= n, "a trick has one card per player")
    for i, play in enumerate(s.trick):
        require(play.seat == (s.leader + i) % n, "the trick is not played clockwise from the leader")
        card = CARDS[play.card]
        require(all(CARDS[c].kind == "plus3" for c in play.plus) and (not play.plus or card.is_number),
                "only +3 cards join a number card")
        if card.kind == "x":
            require(play.copy is None or CARDS[play.copy].kind != "x", "an X copies a card that is not an X")
        else:
            require(play.copy is None, "only an X copies a card")
        require(not play.gone or s.phase in ("remove", "expert"), "a trick card is removed only in Phase 3")


def _check_playing(s: SCState) -> None:
    n = s.players
    require(s.turn == (s.leader + len(s.trick)) % n, "it is not the turn of the next seat clockwise")
    require(len(s.trick) < n, "a complete trick is scored before anyone plays again")
    require(s.reference is None and s.winner is None and not s.lowest and s.buy_stage is None and not s.queue
            and not s.removal, "Phase 3 bookkeeping is left over during the plays")
    waiting = [(s.leader + i) % n for i in range(len(s.trick), n)]
    require(all(s.hands[p] for p in waiting), "a seat still to play has no card (the round would have ended)")


def _check_phase_three(s: SCState) -> None:
    """After the rewards: the winner, the lowest cards and the removals follow from the trick."""
    n = s.players
    require(len(s.trick) == n, "Phase 3 comes after everyone has played")
    res = resolve(s.trick)
    seats = [p.seat for p in s.trick]
    winner = None if res.winner is None else seats[res.winner]
    require(s.reference == seats[res.reference()] and s.winner == winner, "the trick's winner is wrong")
    require(s.lowest == lowest_plays(res.values, seats, s.reference, n), "the lowest-card seats are wrong")
    check_per_seat(n, removal=s.removal)
    due = [None] * n
    for play in s.trick:
        if play.seat != winner:
            due[play.seat] = acting_card(play).removal
    require(s.removal == due, "the removals due do not follow from the trick")
    require(bool(s.queue) and s.turn == s.queue[0], "Phase 3 waits for the first seat of its queue")
    order = [(p - s.reference) % n for p in s.queue]
    require(order == sorted(order), "Phase 3 asks the seats clockwise from the winner")
    if s.phase == "buy":
        require(s.buy_stage in ("lowest", "wave"), "the discovery step is unknown")
        if s.buy_stage == "lowest":
            require(s.queue == s.lowest[len(s.lowest) - len(s.queue):], "the lowest-card seats buy first, in order")
        else:
            require(not set(s.queue) & set(s.lowest), "the lowest-card seats are not asked again")
    else:
        require(s.buy_stage is None, "the discovery is over")
    if s.phase == "remove":
        require(all(s.removal[p] for p in s.queue), "only a 3⅓ or 4¼ removal is asked for")
        play = next(p for p in s.trick if p.seat == s.turn)
        require(s.removal[s.turn] != "self" or not play.gone, "a 3⅓ is removed only once")
    if s.phase == "expert":
        require(s.expert, "the expert removal is only played with the expert rule")
