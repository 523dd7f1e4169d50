"""The Wonder Creature referee (rulebook file 003 + RULES-DECISIONS section 3; see RULES.md).

A round: 2 x N exchanges, started in turn from the round's first player (each player starts two;
the named opponent answers with a card of their choice), then every player secretly chooses three
cards and all are revealed at once. The strongest creature(s) score a set; shown cards leave the
game; everyone draws 3 if the deck still has 3 per player, otherwise the game ends.
"""

from itertools import combinations

from pydantic import Field

from rules.core import BaseOptions, Engine, Event, IllegalMove, Result, Rng, SetupError, arrange
from rules.core.said import N_, Listed, Said, Seat, Term, said, said_n

from .catalogue import CATALOGUE
from .invariants import check_state
from .knowledge import deal_unknown, possible_holders
from .moves import GiveCard, Move, ShowCreature, StartExchange
from .ranking import TIER_NAMES, round_winners, strength
from .state import (
    ADVANCED_HAND,
    BASIC_HAND,
    BASIC_MAX_PLAYERS,
    DRAW,
    EXCHANGE_LAPS,
    PendingExchange,
    RoundRecord,
    WonderState,
)
from .view import PendingExchangeView, RoundView, WonderView

GAME_NAME = "Wonder Creature"
# The rules a refusal cites, by the rulebook's sections (message ids: each language names them its own way)
RULE_PLAYERS = N_("Wonder Creature, Number of players")
RULE_PLAY = N_("Wonder Creature, How to play")
RULE_EXCHANGE = N_("Wonder Creature, How to play (1) Exchange the cards in your hand")
RULE_EXCHANGE_TURN = N_("Wonder Creature, How to play (1) Exchange the cards in your hand")
RULE_EXCHANGE_SWAP = N_("Wonder Creature, How to play (1) Exchange the cards in your hand")
RULE_OPEN = N_("Wonder Creature, How to play (2) Open a hand")
RULE_CREATURE = N_("Wonder Creature, How to play (2) Open a hand")
RULE_FORMAT = N_("Wonder Creature, move format")


class WonderOptions(BaseOptions):
    """advanced: the rulebook's game "for advanced players": hands of 3 and 2 to 6 players.

    deck_order (card ids, top of the deck first) fixes how the 18 cards are dealt: players draw in
    turn order starting with the round's first player, each taking their whole hand at once.
    """

    advanced: bool = Field(False, title=N_("Game for advanced players"),
                           description=N_("3 cards in hand instead of 5, for 2 to 6 players"))


def _seat(seat) -> "Seat | str":
    return Seat(seat) if isinstance(seat, int) and not isinstance(seat, bool) else repr(seat)


class WonderCreature(Engine):
    id = "wonder-creature"
    title = GAME_NAME
    min_players = 2
    max_players = 6  # 4-6 only with the advanced option (checked in _setup)
    Options = WonderOptions
    State = WonderState
    Move = Move
    View = WonderView

    # ----- setup ------------------------------------------------------------------------------
    def default_options(self, players: int) -> WonderOptions:
        """Four to six players can only play the advanced game, so that is their default."""
        return WonderOptions(advanced=players > BASIC_MAX_PLAYERS)

    def _setup(self, players: int, seed: int, options: WonderOptions) -> WonderState:
        if players > BASIC_MAX_PLAYERS and not options.advanced:
            raise SetupError("{game} is for 2 to 3 players; {n} players need the advanced game (option advanced), "
                             "which allows up to 6 ({rule})", game=GAME_NAME, n=players, rule=Term(RULE_PLAYERS))
        rng = Rng.from_seed(seed)
        deck = arrange(list(CATALOGUE.ids), options.deck_order, rng)
        first = options.first_player if options.first_player is not None else rng.below(players)
        hand = ADVANCED_HAND if options.advanced else BASIC_HAND
        rounds_total = 1 + (len(deck) - hand * players) // (DRAW * players)
        s = WonderState(
            players=players, advanced=options.advanced, rng=rng, deck=deck, hands=[[] for _ in range(players)],
            discard=[], sets=[0] * players, round=1, round_first=first, rounds_total=rounds_total,
            phase="exchange", exchanges_done=0, pending=None, chosen=[None] * players,
        )
        s.log.append(Event("round_start", {"round": 1, "first": first}))
        self._deal(s, hand)
        return s

    def _deal(self, s: WonderState, count: int) -> None:
        """Each player, in turn order from the round's first player, draws `count` cards at once."""
        order = CATALOGUE.index
        for k in range(s.players):
            p = (s.round_first + k) % s.players
            cards, s.deck = s.deck[:count], s.deck[count:]
            s.hands[p].extend(cards)
            s.hands[p].sort(key=order.__getitem__)
            s.log.append(Event("draw", {"seat": p, "count": count}))
            s.log.append(Event("drew", {"seat": p, "cards": cards}, to=(p,)))

    def clone(self, s: WonderState) -> WonderState:
        return s.clone()

    def _check_state(self, s: WonderState) -> None:
        check_state(s)

    # ----- whose turn, and what they may do -------------------------------------------------------
    def to_act(self, s: WonderState) -> list[int]:
        if s.phase == "exchange":
            if s.pending is not None:
                return [s.pending.target]
            return [(s.round_first + s.exchanges_done) % s.players]
        if s.phase == "reveal":
            return [p for p in range(s.players) if s.chosen[p] is None]
        return []

    def legal_moves(self, s: WonderState, seat: int) -> list:
        if seat not in self.to_act(s):
            return []
        hand = s.hands[seat]
        if s.phase == "reveal":
            return [ShowCreature(seat, combo) for combo in combinations(hand, DRAW)]
        if s.pending is not None:
            return [GiveCard(seat, c) for c in hand]
        n = s.players
        return [StartExchange(seat, (seat + k) % n, c) for k in range(1, n) for c in hand]

    # ----- moves --------------------------------------------------------------------------------
    def _apply(self, s: WonderState, move) -> None:
        if type(getattr(move, "seat", None)) is not int:  # 1.0 or True would pass the turn check as seat 1
            raise IllegalMove("Name your seat by its number.", RULE_FORMAT)
        if isinstance(move, StartExchange):
            self._start_exchange(s, move)
        elif isinstance(move, GiveCard):
            self._give(s, move)
        elif isinstance(move, ShowCreature):
            self._show(s, move)
        else:
            raise IllegalMove("That is not a Wonder Creature move.", RULE_FORMAT)

    @staticmethod
    def _held(s: WonderState, seat: int, card, rule: str) -> str:
        if not isinstance(card, str):
            raise IllegalMove("Name a card by its id (for example WC-DH-R).", RULE_FORMAT)
        if card not in CATALOGUE.index:
            raise IllegalMove("There is no card called {card} in {game}.", RULE_FORMAT, card=repr(card), game=GAME_NAME)
        if card not in s.hands[seat]:
            raise IllegalMove("You don't hold the {card}.", rule, card=CATALOGUE.said(card))
        return card

    @staticmethod
    def _not_exchanging(s: WonderState) -> IllegalMove:
        if s.phase == "reveal":
            return IllegalMove("The exchanges are over; now choose the three cards of your creature.", RULE_OPEN)
        return IllegalMove("The game is over.", RULE_PLAY)

    def _start_exchange(self, s: WonderState, move: StartExchange) -> None:
        if s.phase != "exchange":
            raise self._not_exchanging(s)
        if s.pending is not None:
            raise IllegalMove("{who} has asked you to exchange and you can't refuse: choose the card you give.",
                              RULE_EXCHANGE_SWAP, who=Seat(s.pending.initiator))
        target = move.target
        if not isinstance(target, int) or isinstance(target, bool):
            raise IllegalMove("Name the opponent by seat number.", RULE_FORMAT)
        if target == move.seat:
            raise IllegalMove("You exchange with an opponent, not with yourself.", RULE_EXCHANGE)
        if not 0 <= target < s.players:
            raise IllegalMove("There is no {seat} at this table; choose an opponent from {first} to {last}.",
                              RULE_EXCHANGE, seat=Seat(target), first=Seat(0), last=Seat(s.players - 1))
        card = self._held(s, move.seat, move.card, RULE_EXCHANGE_SWAP)
        s.pending = PendingExchange(move.seat, target, card)
        s.log.append(Event("exchange_asked", {"seat": move.seat, "target": target}))
        s.log.append(Event("exchange_offer", {"seat": move.seat, "target": target, "card": card}, to=(move.seat,)))

    def _give(self, s: WonderState, move: GiveCard) -> None:
        if s.phase != "exchange":
            raise self._not_exchanging(s)
        if s.pending is None:
            raise IllegalMove(
                "No one has asked you for a card: it is your turn to start an exchange, so choose an "
                "opponent and the card you give.", RULE_EXCHANGE_TURN,
            )
        card = self._held(s, move.seat, move.card, RULE_EXCHANGE_SWAP)
        ask = s.pending
        order = CATALOGUE.index
        mine, theirs = s.hands[ask.initiator], s.hands[ask.target]
        mine.remove(ask.card)
        theirs.remove(card)
        mine.append(card)
        theirs.append(ask.card)
        mine.sort(key=order.__getitem__)
        theirs.sort(key=order.__getitem__)
        s.pending = None
        s.exchanges_done += 1
        s.log.append(Event("exchange", {"seat": ask.initiator, "target": ask.target}))
        s.log.append(Event("exchange_cards", {"seat": ask.initiator, "target": ask.target, "gave": ask.card,
                                              "got": card}, to=(ask.initiator, ask.target)))
        if s.exchanges_done == EXCHANGE_LAPS * s.players:
            s.phase = "reveal"
            s.log.append(Event("exchanges_over", {"round": s.round}))

    def _show(self, s: WonderState, move: ShowCreature) -> None:
        if s.phase != "reveal":
            if s.phase == "exchange":
                raise IllegalMove("Creatures are shown after all the exchanges of the round.", RULE_OPEN)
            raise IllegalMove("The game is over.", RULE_PLAY)
        if s.chosen[move.seat] is not None:
            raise IllegalMove("You have already chosen your creature for this round.", RULE_OPEN)
        cards = move.cards
        if not isinstance(cards, (tuple, list)):
            raise IllegalMove("Name the three cards of your creature as a list of card ids.", RULE_FORMAT)
        if len(cards) != DRAW:
            raise IllegalMove("A creature is exactly three cards; you named {n}.", RULE_CREATURE, n=len(cards))
        for c in cards:
            self._held(s, move.seat, c, RULE_OPEN)
        if len(set(cards)) != DRAW:
            twice = next(c for c in cards if cards.count(c) > 1)
            raise IllegalMove("You named the {card} twice.", RULE_CREATURE, card=CATALOGUE.said(twice))
        order = CATALOGUE.index
        canonical = tuple(sorted(cards, key=order.__getitem__))
        if tuple(cards) != canonical:
            raise IllegalMove("Write the three cards in card-list order: {cards}.", RULE_FORMAT,
                              cards=", ".join(canonical))
        s.chosen[move.seat] = canonical
        s.log.append(Event("creature_chosen", {"seat": move.seat}))
        s.log.append(Event("creature_choice", {"seat": move.seat, "cards": list(canonical)}, to=(move.seat,)))
        if all(c is not None for c in s.chosen):
            self._reveal(s)

    def _reveal(self, s: WonderState) -> None:
        """Everyone shows at once (WC-11); rank (WC-07), score (WC-08), refill or end (WC-09)."""
        n = s.players
        creatures = [tuple(c) for c in s.chosen]
        tiers = [strength(c)[0] for c in creatures]
        for k in range(n):
            p = (s.round_first + k) % n
            cards = creatures[p]
            for c in cards:
                s.hands[p].remove(c)
            s.discard.extend(cards)
            s.log.append(Event("creature_shown", {"seat": p, "cards": list(cards), "tier": tiers[p]}))
        winners = round_winners(creatures)
        for p in winners:
            s.sets[p] += 1
        s.log.append(Event("round_won", {"round": s.round, "winners": winners, "sets": list(s.sets)}))
        s.history.append(RoundRecord(s.round, s.round_first, tuple(creatures), tuple(tiers), tuple(winners)))
        s.chosen = [None] * n
        if len(s.deck) >= DRAW * n:
            s.round += 1
            s.round_first = (s.round_first + 1) % n
            s.phase = "exchange"
            s.exchanges_done = 0
            s.log.append(Event("round_start", {"round": s.round, "first": s.round_first}))
            self._deal(s, DRAW)
        else:
            s.phase = "over"
            s.log.append(Event("game_over", {"winners": self._leaders(s), "sets": list(s.sets),
                                             "deck": len(s.deck)}))

    # ----- views --------------------------------------------------------------------------------
    def _view(self, s: WonderState, seat: int | None) -> WonderView:
        n = s.players
        pending = None
        if s.pending is not None:
            pending = PendingExchangeView(initiator=s.pending.initiator, target=s.pending.target,
                                          card=s.pending.card if seat == s.pending.initiator else None)
        acting = self.to_act(s)
        decision = None
        if seat is not None and seat in acting:
            decision = "show-creature" if s.phase == "reveal" else "give-card" if s.pending else "start-exchange"
        mine = s.chosen[seat] if seat is not None else None
        return WonderView(
            game=self.id, seat=seat, players=n, to_act=acting, over=s.phase == "over",
            events=self.events_for(s.log, seat), advanced=s.advanced, phase=s.phase, decision=decision,
            hand=list(s.hands[seat]) if seat is not None else [], hand_sizes=[len(h) for h in s.hands],
            deck_size=len(s.deck), discard=list(s.discard), sets=list(s.sets), round=s.round,
            rounds_total=s.rounds_total, round_first=s.round_first, exchanges_done=s.exchanges_done,
            exchanges_per_round=EXCHANGE_LAPS * n, exchanges_started=self._started(s),
            next_initiator=(s.round_first + s.exchanges_done) % n if s.phase == "exchange" else None,
            pending=pending, committed=[c is not None for c in s.chosen],
            my_creature=list(mine) if mine is not None else None,
            rounds=[RoundView(round=r.round, first=r.first, creatures=[list(c) for c in r.creatures],
                              tiers=list(r.tiers), winners=list(r.winners)) for r in s.history],
            winners=self._leaders(s) if s.phase == "over" else [],
        )

    @staticmethod
    def _started(s: WonderState) -> list[int]:
        started = [0] * s.players
        for k in range(s.exchanges_done + (s.pending is not None)):
            started[(s.round_first + k) % s.players] += 1
        return started

    def determinize(self, view: WonderView, seed: int) -> WonderState:
        """A full state consistent with `view`: unseen cards re-dealt at random, except that a card this
        seat handed on is in the hand of someone who may hold it (knowledge.py), never in the deck."""
        rng = Rng.from_seed(seed)
        n, seat = view.players, view.seat
        hands, rest = deal_unknown(view, possible_holders(view.events, seat), rng)
        order = CATALOGUE.index
        chosen: list[tuple[str, ...] | None] = []
        for p in range(n):
            if not view.committed[p]:
                chosen.append(None)
            elif p == seat and view.my_creature is not None:
                chosen.append(tuple(view.my_creature))
            else:
                chosen.append(tuple(rng_sample(rng, hands[p], DRAW, order)))
        pending = None
        if view.pending is not None:
            pv = view.pending
            card = pv.card if pv.card is not None else rng.choice(hands[pv.initiator])
            pending = PendingExchange(pv.initiator, pv.target, card)
        history = [RoundRecord(r.round, r.first, tuple(tuple(c) for c in r.creatures), tuple(r.tiers),
                               tuple(r.winners)) for r in view.rounds]
        return WonderState(
            players=n, advanced=view.advanced, rng=rng, deck=rest, hands=hands, discard=list(view.discard),
            sets=list(view.sets), round=view.round, round_first=view.round_first, rounds_total=view.rounds_total,
            phase=view.phase, exchanges_done=view.exchanges_done, pending=pending, chosen=chosen, history=history,
            log=list(view.events),
        )

    # ----- results and words ----------------------------------------------------------------------
    @staticmethod
    def _leaders(s: WonderState) -> list[int]:
        best = max(s.sets)
        return [p for p, n in enumerate(s.sets) if n == best]

    def result(self, s: WonderState) -> Result:
        return Result(scores=[float(n) for n in s.sets], winners=self._leaders(s))

    def describe_move(self, move) -> "Said | str":
        if isinstance(move, StartExchange):
            return said("{who} offers the {card} in an exchange with {target}", who=Seat(move.seat),
                        card=CATALOGUE.said_any(move.card), target=_seat(move.target))
        if isinstance(move, GiveCard):
            return said("{who} gives the {card} in return", who=Seat(move.seat), card=CATALOGUE.said_any(move.card))
        if isinstance(move, ShowCreature):
            return said("{who} chooses a creature: {cards}", who=Seat(move.seat), cards=CATALOGUE.said_all(move.cards))
        return super().describe_move(move)

    def describe_event(self, event: Event) -> "Said | str":
        d = event.data
        who = Seat(d["seat"]) if "seat" in d else None
        match event.kind:
            case "round_start":
                return said("Round {round} begins; {first} starts the exchanges.", round=d["round"],
                            first=Seat(d["first"]))
            case "draw":
                return said_n("{who} draws {n} card.", "{who} draws {n} cards.", d["count"], who=who)
            case "drew":
                return said("{who} draws {cards}.", who=who, cards=CATALOGUE.said_all(d["cards"]))
            case "exchange_asked":
                return said("{who} asks {target} for an exchange.", who=who, target=Seat(d["target"]))
            case "exchange_offer":
                return said("{who} offers the {card} to {target}.", who=who, card=CATALOGUE.said_any(d["card"]),
                            target=Seat(d["target"]))
            case "exchange":
                return said("{who} and {target} exchange a card.", who=who, target=Seat(d["target"]))
            case "exchange_cards":
                return said("{who} gives the {gave} to {target} and gets the {got}.", who=who,
                            gave=CATALOGUE.said_any(d["gave"]), target=Seat(d["target"]),
                            got=CATALOGUE.said_any(d["got"]))
            case "exchanges_over":
                return said("The exchanges of round {round} are over: everyone chooses a creature in secret.",
                            round=d["round"])
            case "creature_chosen":
                return said("{who} has chosen a creature.", who=who)
            case "creature_choice":
                return said("{who} chooses {cards}.", who=who, cards=CATALOGUE.said_all(d["cards"]))
            case "creature_shown":
                return said("{who} shows {cards}: level {level}, {tier}.", who=who,
                            cards=CATALOGUE.said_all(d["cards"]), level=d["tier"], tier=Term(TIER_NAMES[d["tier"]]))
            case "round_won":
                winners = Listed(Seat(p) for p in d["winners"])
                return said_n("{who} wins round {round} and scores a set.",
                              "{who} win round {round} and each score a set.", len(winners),
                              who=winners, round=d["round"])
            case "game_over":
                winners = Listed(Seat(p) for p in d["winners"])
                best = max(d["sets"])
                if len(winners) == 1:
                    return said_n("The deck can't give everyone 3 cards, so the game ends. {who} wins with {n} set.",
                                  "The deck can't give everyone 3 cards, so the game ends. {who} wins with {n} sets.",
                                  best, who=winners)
                return said_n("The deck can't give everyone 3 cards, so the game ends. "
                              "{who} share the win with {n} set.",
                              "The deck can't give everyone 3 cards, so the game ends. "
                              "{who} share the win with {n} sets.", best, who=winners)
        return super().describe_event(event)


def rng_sample(rng: Rng, cards: list[str], k: int, order) -> list[str]:
    """k cards of `cards` picked with the generator, in card-list order."""
    pick = list(cards)
    rng.shuffle(pick)
    return sorted(pick[:k], key=order.__getitem__)


GAME = WonderCreature()
