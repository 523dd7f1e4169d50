"""Strange Creatures: the referee (rulebook 000, refresher 001, RULES-DECISIONS §1).

A trick runs through its four phases inside `_apply`: plays are moves; rewards are automatic;
Phase 3 asks, in order, the lowest-card players and the 5-coin wave to buy or pass, then the
3⅓ / 4¼ owners to remove or decline, then (expert rule) everyone with 5 coins; Phase 4 and the
round-end check run as soon as nobody has a choice left.
"""

from itertools import combinations

from rules.core import Engine, Event, IllegalMove, Rng, SetupError, arrange, split_order
from rules.core.said import Seat, said_n

from . import words
from .cards import CARDS, STARTING_IDS, UNKNOWN_IDS, sort_key, value_label
from .hidden import determinize_view
from .invariants import check_state
from .moves import MOVE_TYPES, Buy, Move, Pass, Play, Remove
from .options import SCOptions
from .scoring import final_lines, result_of
from .state import DISPLAY_SLOTS, EXPERT_PRICE, HAND_SIZE, ROUNDS, WAVE_COINS, SCState, clone
from .trick import Played, acting_card, lowest_plays, own_color, resolve, suit_to_follow
from .view import SCView
from .viewing import build_view
from .words import (
    R_COLORLESS,
    R_DETAIL,
    R_DISCOVER,
    R_EXPERT,
    R_FORMAT,
    R_PLAY,
    R_SHAPE,
    card_term,
    color_term,
)

_STARTING = frozenset(STARTING_IDS)
_UNKNOWN = frozenset(UNKNOWN_IDS)


def clockwise(start: int, players: int) -> list[int]:
    return [(start + i) % players for i in range(players)]


def _known_card(card_id, rule: str) -> str:
    if not isinstance(card_id, str) or card_id not in CARDS:
        raise IllegalMove("There is no Strange Creatures card called {card}.", rule, card=repr(card_id))
    return card_id


class StrangeCreatures(Engine):
    id = "strange-creatures"
    title = "Strange Creatures"
    min_players = 3
    max_players = 5
    Options = SCOptions
    State = SCState
    Move = Move
    View = SCView

    # ----- setup ------------------------------------------------------------------------------
    def _setup(self, players, seed, options):
        order = options.deck_order
        strangers = sorted({c for c in order or () if c not in CARDS})
        if strangers:
            raise SetupError(f"deck_order names cards this game does not have: {', '.join(strangers)}")
        rng = Rng.from_seed(seed)
        starting = arrange(list(STARTING_IDS), split_order(order, _STARTING), rng)
        unknown = arrange(list(UNKNOWN_IDS), split_order(order, _UNKNOWN), rng)
        first = options.first_player if options.first_player is not None else rng.below(players)
        hands = [sorted(starting[HAND_SIZE * p: HAND_SIZE * (p + 1)], key=sort_key) for p in range(players)]
        s = SCState(
            players=players, rng=rng, expert=options.expert, round=1, hands=hands,
            discards=[[] for _ in range(players)], coins=[2] * players, stamps=[[] for _ in range(players)],
            display=list(unknown[:DISPLAY_SLOTS]), draw=list(unknown[DISPLAY_SLOTS:]),
            box=list(starting[HAND_SIZE * players:]), removed_public=[], removed_hidden=[[] for _ in range(players)],
            leader=first, turn=first,
        )
        s.log.append(Event("game_start", {"players": players, "expert": options.expert}))
        for p in range(players):
            s.log.append(Event("dealt", {"seat": p, "cards": list(hands[p])}, (p,)))
        s.log.append(Event("display_revealed", {"cards": list(s.display)}))
        s.log.append(Event("round_start", {"round": 1, "stamp_value": 1, "leader": first}))
        return s

    def clone(self, s):
        return clone(s)

    # ----- who decides, and what they may do ---------------------------------------------------
    def to_act(self, s):
        return [] if s.turn is None else [s.turn]

    def legal_moves(self, s, seat):
        if seat != s.turn or s.turn is None:
            return []
        if s.phase == "play":
            return self._play_moves(s, seat)
        if s.phase == "buy":
            coins = s.coins[seat]
            buys = [Buy(seat, c) for c in s.display if c is not None and CARDS[c].cost <= coins]
            return [*buys, Pass(seat)]
        if s.phase == "remove" and s.removal[seat] == "self":
            return [Remove(seat, self._own_play(s, seat).card), Pass(seat)]
        return [*(Remove(seat, c) for c in self._removable(s, seat)), Pass(seat)]

    def _play_moves(self, s, seat):
        hand = s.hands[seat]
        suit = suit_to_follow(s.trick)
        follow = suit is not None and any(CARDS[c].color == suit for c in hand)
        pluses = [c for c in hand if CARDS[c].kind == "plus3"]
        groups = [g for k in range(1, len(pluses) + 1) for g in combinations(pluses, k)]
        copyable = self._copyable(s)
        moves = []
        for c in hand:
            card = CARDS[c]
            if card.kind == "x":
                moves.extend([Play(seat, c, (), d) for d in copyable] or [Play(seat, c)])
                continue
            if follow and not card.is_shapeshifter and card.color != suit:
                continue
            moves.append(Play(seat, c))
            if card.is_number:
                moves.extend(Play(seat, c, g) for g in groups)
        return moves

    @staticmethod
    def _copyable(s) -> list[str]:
        return [d for d in s.display if d is not None and CARDS[d].kind != "x"]

    @staticmethod
    def _own_play(s, seat) -> Played:
        for play in s.trick:
            if play.seat == seat:
                return play
        raise AssertionError("every seat has played when Phase 3 runs")

    def _removable(self, s, seat) -> list[str]:
        cards = list(s.hands[seat]) + list(s.discards[seat])
        play = self._own_play(s, seat)
        if not play.gone:
            cards.append(play.card)
        return sorted(cards, key=sort_key)

    # ----- applying a move --------------------------------------------------------------------
    def out_of_turn(self, s, move, acting):
        """A buy out of order is refused with the Phase 3 order, the rule the player missed (D14)."""
        if isinstance(move, Buy) and s.phase == "buy":
            return IllegalMove(
                "{who} discovers now. Creatures are taken one at a time: first whoever played the "
                "lowest card, then everyone with at least 5 coins, clockwise from the trick winner.", R_DISCOVER,
                who=Seat(s.turn))
        return super().out_of_turn(s, move, acting)

    def _apply(self, s, move):
        if not isinstance(move, MOVE_TYPES):
            raise IllegalMove("That is not a Strange Creatures move.", R_FORMAT)
        if s.phase == "play":
            self._play(s, move)
        elif s.phase == "buy":
            self._buy(s, move)
        else:
            self._remove(s, move)
        self._advance(s)

    def _play(self, s, move):
        seat = move.seat
        if not isinstance(move, Play):
            raise IllegalMove("{who} must play a card into the trick now.", R_PLAY, who=Seat(seat))
        card_id = _known_card(move.card, R_FORMAT)
        hand = s.hands[seat]
        card = CARDS[card_id]
        if card_id not in hand:
            raise IllegalMove("You do not hold the {card}.", R_PLAY, card=card_term(card_id))
        plus = self._check_plus(move, card, hand)
        self._check_copy(s, move, card)
        suit = suit_to_follow(s.trick)
        if suit is not None and not card.is_shapeshifter and card.color != suit:
            if any(CARDS[c].color == suit for c in hand):
                if card.color is None:
                    raise IllegalMove(
                        "{Suit} is the color to follow and you hold a {suit} card, so you may not "
                        "play the {card}: colorless cards only when you cannot follow suit.",
                        R_COLORLESS, Suit=color_term(suit, True), suit=color_term(suit), card=card_term(card_id))
                if own_color(s.trick[0]) == suit:
                    raise IllegalMove("{Suit} was led and you hold a {suit} card, so you must follow suit.", R_PLAY,
                                      Suit=color_term(suit, True), suit=color_term(suit))
                raise IllegalMove("{Suit} is the first color played in this trick and you hold a {suit} card, "
                                  "so you must follow suit.", R_PLAY,
                                  Suit=color_term(suit, True), suit=color_term(suit))
        hand.remove(card_id)
        for c in plus:
            hand.remove(c)
        play = Played(seat, card_id, plus, move.copy)
        s.trick.append(play)
        data = {"seat": seat, "card": card_id, "plus": list(plus), "copy": move.copy}
        color = own_color(play)
        if color:
            data["color"] = color
        s.log.append(Event("card_played", data))
        if len(s.trick) < s.players:
            s.turn = (seat + 1) % s.players
        else:
            self._rewards(s)

    @staticmethod
    def _check_plus(move, card, hand) -> tuple[str, ...]:
        plus = move.plus
        if not isinstance(plus, (tuple, list)):
            raise IllegalMove("The +3 cards must be given as a list of card ids.", R_FORMAT)
        if not plus:
            return ()
        for c in plus:
            _known_card(c, R_FORMAT)
            if CARDS[c].kind != "plus3":
                raise IllegalMove("The {card} is not a +3; only +3 cards can be added to a number card.",
                                  R_SHAPE, card=card_term(c))
        if len(set(plus)) != len(plus):
            raise IllegalMove("The same +3 card is listed twice.", R_SHAPE)
        missing = [c for c in plus if c not in hand or c == move.card]
        if missing:
            raise IllegalMove("You do not hold the {card} as well.", R_SHAPE, card=card_term(missing[0]))
        if card.kind == "plus3":
            raise IllegalMove("Several +3 cards need a number card to join; a +3 on its own counts as a 3.", R_SHAPE)
        if not card.is_number:
            raise IllegalMove("A +3 can only be played with a number card, not with a {card}.",
                              R_SHAPE, card=card_term(move.card))
        return tuple(sorted(plus, key=sort_key))

    def _check_copy(self, s, move, card) -> None:
        copy = move.copy
        if card.kind != "x":
            if copy is not None:
                raise IllegalMove("Only an X copies a card from the open display.", R_SHAPE)
            return
        copyable = self._copyable(s)
        if copy is None:
            if copyable:
                raise IllegalMove("Your X must copy one of the cards in the open display.", R_SHAPE)
            return
        if not isinstance(copy, str) or copy not in CARDS:
            raise IllegalMove("There is no Strange Creatures card called {card}.", R_FORMAT, card=repr(copy))
        if copy not in s.display:
            raise IllegalMove("The {card} is not in the open display, so your X cannot copy it.", R_SHAPE,
                              card=card_term(copy))
        if CARDS[copy].kind == "x":
            raise IllegalMove("An X cannot copy another X.", R_SHAPE)

    # ----- Phase 2: rewards ---------------------------------------------------------------------
    def _rewards(self, s):
        n = s.players
        res = resolve(s.trick)
        seats = [p.seat for p in s.trick]
        s.log.append(Event("trick_resolved", {
            "colors": list(res.colors),
            "values": [None if v is None else value_label(v) for v in res.values],
        }))
        if res.void is not None:
            ref = seats[res.void]
            s.winner = None
            s.log.append(Event("trick_void", {"seat": ref, "card": s.trick[res.void].card}))
        else:
            ref = s.winner = seats[res.winner]
            s.log.append(Event("trick_won", {"seat": ref, "card": s.trick[res.winner].card}))
            self._stamp(s, ref, s.round, "trick")
        s.reference = ref
        s.removal = [None] * n
        for play in s.trick:
            if play.seat == s.winner:
                continue
            card = acting_card(play)
            if card.coins:
                s.coins[play.seat] += card.coins
                s.log.append(Event("coins_gained", {"seat": play.seat, "amount": card.coins, "card": play.card}))
            if card.stamp:
                self._stamp(s, play.seat, card.stamp, play.card)
            if card.removal:
                s.removal[play.seat] = card.removal
        s.lowest = lowest_plays(res.values, seats, ref, n)
        if s.lowest:
            s.log.append(Event("lowest_card", {"seats": list(s.lowest)}))
        s.phase = "buy"
        s.buy_stage = "lowest"
        s.queue = list(s.lowest)

    @staticmethod
    def _stamp(s, seat, value, reason):
        s.stamps[seat].append(value)
        s.log.append(Event("stamp", {"seat": seat, "value": value, "reason": reason}))

    # ----- Phase 3: discover, then removals ------------------------------------------------------
    def _buy(self, s, move):
        seat = move.seat
        if isinstance(move, Pass):
            s.log.append(Event("buy_passed", {"seat": seat}))
            s.queue.pop(0)
            return
        if not isinstance(move, Buy):
            raise IllegalMove("Now you may take a creature from the open display, or pass.", R_DISCOVER)
        card_id = _known_card(move.card, R_FORMAT)
        if card_id not in s.display:
            raise IllegalMove("The {card} is not in the open display.", R_DISCOVER, card=card_term(card_id))
        cost = CARDS[card_id].cost
        if s.coins[seat] < cost:
            raise IllegalMove(said_n(
                "The {card} costs {n} coin and you have only {have}.",
                "The {card} costs {n} coins and you have only {have}.", cost,
                card=card_term(card_id), have=s.coins[seat]), R_DISCOVER)
        s.coins[seat] -= cost
        s.log.append(Event("coins_paid", {"seat": seat, "amount": cost, "reason": "buy"}))
        slot = s.display.index(card_id)
        s.hands[seat].append(card_id)
        s.hands[seat].sort(key=sort_key)
        s.log.append(Event("card_bought", {"seat": seat, "card": card_id, "cost": cost, "slot": slot}))
        s.display[slot] = s.draw.pop(0) if s.draw else None
        s.log.append(Event("display_refilled", {"slot": slot, "card": s.display[slot]}))
        s.queue.pop(0)

    def _remove(self, s, move):
        seat = move.seat
        expert = s.phase == "expert"
        rule = R_EXPERT if expert else R_DETAIL
        how = "expert" if expert else s.removal[seat]
        if isinstance(move, Pass):
            s.log.append(Event("removal_declined", {"seat": seat, "by": how}))
            s.queue.pop(0)
            return
        if not isinstance(move, Remove):
            if expert:
                raise IllegalMove("Now you may remove a card for 5 coins, or pass.", rule)
            raise IllegalMove("Now you may use your card's removal, or pass.", rule)
        card_id = _known_card(move.card, R_FORMAT)
        play = self._own_play(s, seat)
        if how == "self":
            if card_id != play.card:
                raise IllegalMove("The 3⅓ removes only the card you played ({played}), not the {card}.", rule,
                                  played=card_term(play.card), card=card_term(card_id))
        elif card_id not in self._removable(s, seat):
            raise IllegalMove("You do not own the {card} in your hand, your discard pile or "
                              "as the card you played, so you cannot remove it.", rule, card=card_term(card_id))
        if expert and s.coins[seat] < EXPERT_PRICE:
            raise IllegalMove("Removing a card costs 5 coins.", rule)
        if card_id == play.card and not play.gone:
            s.trick[s.trick.index(play)] = Played(play.seat, play.card, play.plus, play.copy, True)
            s.removed_public.append(card_id)
            s.log.append(Event("card_removed", {"seat": seat, "card": card_id, "source": "trick", "by": how}))
        else:
            source = "hand" if card_id in s.hands[seat] else "discard"
            (s.hands if source == "hand" else s.discards)[seat].remove(card_id)
            s.removed_hidden[seat].append(card_id)
            s.log.append(Event("card_removed", {"seat": seat, "card": card_id, "source": source, "by": how}, (seat,)))
            s.log.append(Event("card_removed_face_down", {"seat": seat, "source": source, "by": how}))
        if expert:
            s.coins[seat] -= EXPERT_PRICE
            s.log.append(Event("coins_paid", {"seat": seat, "amount": EXPERT_PRICE, "reason": "expert"}))
        else:
            card = acting_card(play)
            if card.removal_coins:
                s.coins[seat] += card.removal_coins
                s.log.append(Event("coins_gained", {"seat": seat, "amount": card.removal_coins, "card": play.card}))
            if card.removal_stamp:
                self._stamp(s, seat, card.removal_stamp, play.card)
        s.queue.pop(0)

    def _advance(self, s):
        """Run every step nobody has a choice in, until a seat must decide (or the game ends)."""
        n = s.players
        while s.phase != "play":
            if s.phase == "buy":
                while s.queue and not self._can_buy(s, s.queue[0]):
                    skipped = s.queue.pop(0)  # said out loud: the table narrates why nothing happens
                    s.log.append(Event("buy_skipped", {"seat": skipped, "coins": s.coins[skipped],
                                                       "cheapest": self._cheapest(s)}))
                if s.queue:
                    s.turn = s.queue[0]
                    return
                if s.buy_stage == "lowest":
                    s.buy_stage = "wave"
                    s.queue = [p for p in clockwise(s.reference, n) if p not in s.lowest and s.coins[p] >= WAVE_COINS]
                    continue
                s.phase = "remove"
                s.buy_stage = None
                s.queue = [p for p in clockwise(s.reference, n) if s.removal[p]]
            elif s.phase == "remove":
                if s.queue:
                    s.turn = s.queue[0]
                    return
                if s.expert:
                    s.phase = "expert"
                    s.queue = [p for p in clockwise(s.reference, n) if s.coins[p] >= EXPERT_PRICE]
                else:
                    self._end_trick(s)
            elif s.phase == "expert":
                while s.queue and (s.coins[s.queue[0]] < EXPERT_PRICE or not self._removable(s, s.queue[0])):
                    skipped = s.queue.pop(0)
                    s.log.append(Event("expert_skipped", {"seat": skipped}))
                if s.queue:
                    s.turn = s.queue[0]
                    return
                self._end_trick(s)
            else:  # over
                return

    @staticmethod
    def _can_buy(s, seat) -> bool:
        coins = s.coins[seat]
        return any(c is not None and CARDS[c].cost <= coins for c in s.display)

    @staticmethod
    def _cheapest(s) -> int | None:
        """The lowest price in the display (None when it is empty): what a seat passed over could not pay."""
        return min((CARDS[c].cost for c in s.display if c is not None), default=None)

    # ----- Phase 4, round end, game end ---------------------------------------------------------
    def _end_trick(self, s):
        round_over = any(not h for h in s.hands)  # checked at the end of Phase 3 (001 item 3)
        for play in s.trick:
            pile = s.discards[play.seat]
            pile.extend(play.plus)
            if not play.gone:
                pile.append(play.card)
        s.leader = s.reference
        s.last_winner = s.winner
        s.last_void = s.winner is None
        s.trick = []
        s.removal = []
        s.queue = []
        s.lowest = []
        s.reference = s.winner = None
        s.phase = "play"
        s.turn = s.leader
        s.log.append(Event("trick_cleared", {"leader": s.leader}))
        if round_over:
            self._end_round(s)

    def _end_round(self, s):
        # who ran out of cards ends the round (001 item 5): said with it, for the table's summary
        s.log.append(Event("round_end", {"round": s.round, "out_of_cards": [p for p in range(s.players)
                                                                            if not s.hands[p]]}))
        for p in range(s.players):
            s.hands[p].extend(s.discards[p])
            s.hands[p].sort(key=sort_key)
            s.discards[p] = []
        if s.round == ROUNDS:
            s.final = final_lines(s)
            s.phase = "over"
            s.turn = None
            s.log.append(Event("game_end", {
                "points": [f.points for f in s.final], "winners": [f.seat for f in s.final if f.winner]}))
            return
        s.draw.extend(c for c in s.display if c is not None)
        s.display = [s.draw.pop(0) if s.draw else None for _ in range(DISPLAY_SLOTS)]
        s.log.append(Event("display_revealed", {"cards": list(s.display)}))
        s.round += 1
        s.log.append(Event("round_start", {"round": s.round, "stamp_value": s.round, "leader": s.leader}))

    def _check_state(self, s):
        check_state(s)

    # ----- views, bots, results -----------------------------------------------------------------
    def _view(self, s, seat):
        return build_view(self, s, seat)

    def determinize(self, view, seed):
        return determinize_view(view, seed)

    def result(self, s):
        return result_of(s)

    def describe_move(self, move):
        return words.describe_move(move)

    def describe_event(self, event):
        return words.describe_event(event)


GAME = StrangeCreatures()
