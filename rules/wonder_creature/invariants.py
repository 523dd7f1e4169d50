"""What a Wonder Creature state must satisfy to be one the game can reach (checked by load_state).

Written from the rules (RULES.md): the 18 cards each lie once in the deck, a hand or the discard; hands
keep their size (exchanges swap one for one, a round shows 3 and draws 3); a round is 2 x N exchanges
then one secret creature per seat; the discard and the sets follow from the rounds played.
"""

from rules.core.checks import (
    check_each_once,
    check_log,
    check_number,
    check_per_seat,
    check_seat,
    check_sorted,
    require,
)

from .catalogue import CATALOGUE
from .knowledge import READ_EVENTS
from .ranking import round_winners, strength
from .state import ADVANCED_HAND, BASIC_HAND, BASIC_MAX_PLAYERS, EXCHANGE_LAPS, WonderState
from .state import DRAW as CREATURE  # cards in a creature (and drawn after a round)


def check_state(s: WonderState) -> None:
    n = s.players
    require(s.advanced or n <= BASIC_MAX_PLAYERS, f"the basic game is for 2 to 3 players, not {n}")
    check_per_seat(n, hands=s.hands, sets=s.sets, chosen=s.chosen)
    order = CATALOGUE.index
    check_each_once([s.deck, *s.hands, s.discard], CATALOGUE.ids)
    for h in s.hands:
        check_sorted(h, order.__getitem__, "a hand")
    start = ADVANCED_HAND if s.advanced else BASIC_HAND
    rounds_total = 1 + (len(CATALOGUE.ids) - start * n) // (CREATURE * n)
    require(s.rounds_total == rounds_total, f"{n} players play {rounds_total} rounds, not {s.rounds_total}")
    check_number(s.round, 1, rounds_total, "the round")
    played = s.round if s.phase == "over" else s.round - 1
    require(len(s.history) == played, "the finished rounds do not match the round number")
    require(s.phase != "over" or s.round == rounds_total, "the game ended before its last round")
    size = start - CREATURE if s.phase == "over" else start
    require(all(len(h) == size for h in s.hands), f"every hand holds {size} cards now")
    check_seat(s.round_first, n, "the round's first player")
    _check_exchanges(s)
    _check_rounds(s)
    check_log(s.log, n, READ_EVENTS)


def _check_exchanges(s: WonderState) -> None:
    n = s.players
    done = s.exchanges_done
    if s.phase == "exchange":
        check_number(done, 0, EXCHANGE_LAPS * n - 1, "the exchanges done")
    else:
        require(done == EXCHANGE_LAPS * n, "all the exchanges are done once the creatures are chosen")
    if s.pending is not None:
        p = s.pending
        require(s.phase == "exchange", "an exchange waits only while exchanging")
        require(p.initiator == (s.round_first + done) % n, "the waiting exchange was started out of turn")
        check_seat(p.target, n, "the exchange's target")
        require(p.target != p.initiator, "an exchange is with an opponent")
        require(p.card in s.hands[p.initiator], "the offered card is not in the starter's hand")
    for p, chosen in enumerate(s.chosen):
        if chosen is None:
            continue
        require(s.phase == "reveal", "creatures are chosen only after the exchanges")
        require(len(chosen) == CREATURE and len(set(chosen)) == CREATURE and set(chosen) <= set(s.hands[p]),
                "a chosen creature is not three cards of its owner's hand")
        require(list(chosen) == sorted(chosen, key=CATALOGUE.index.__getitem__), "a creature is in card-list order")
    require(s.phase != "reveal" or None in s.chosen, "every creature is chosen but none was shown")


def _check_rounds(s: WonderState) -> None:
    """The discard is the creatures shown, from each round's first player on; sets are the rounds won."""
    n = s.players
    shown: list[str] = []
    wins = [0] * n
    for i, r in enumerate(s.history):
        require(r.round == i + 1, "the finished rounds are out of order")
        require(r.first == (s.round_first - (s.round - 1 - i)) % n, "a round began with the wrong player")
        require(len(r.creatures) == n and all(len(c) == CREATURE for c in r.creatures),
                "a finished round does not have one creature per player")
        require(all(c in CATALOGUE.index for c in (x for cr in r.creatures for x in cr)), "a shown card is unknown")
        require(list(r.tiers) == [strength(c)[0] for c in r.creatures], "a finished round's levels are wrong")
        require(list(r.winners) == round_winners(r.creatures), "a finished round's winners are wrong")
        for k in range(n):
            shown.extend(r.creatures[(r.first + k) % n])
        for p in r.winners:
            wins[p] += 1
    require(shown == s.discard, "the discard is not the creatures shown")
    require(list(s.sets) == wins, "the sets do not match the rounds won")
