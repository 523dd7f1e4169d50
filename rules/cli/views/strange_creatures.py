"""Strange Creatures in words: the round, the trick, the display with costs, coins and stamps, your hand."""

from rules.strange_creatures.cards import CARDS, sort_key
from rules.strange_creatures.words import card_name

from .base import Renderer, and_list, columns, count, name, names, waiting_line, wrapped


def effect_words(card_id: str) -> str:
    """What a card gives a player who does not win the trick (the card's effect box)."""
    card = CARDS.get(card_id)
    if card is None:
        return ""
    parts = []
    if card.coins:
        parts.append(count(card.coins, "coin"))
    if card.stamp:
        parts.append(f"a {card.stamp}-point stamp")
    if card.removal == "self":
        parts.append(f"remove this card for {count(card.removal_coins, 'coin')}")
    elif card.removal == "any":
        parts.append(f"remove one of your cards for a {card.removal_stamp}-point stamp")
    if card.end_points:
        parts.append(f"+{card.end_points} points at the game's end")
    if card.voids_trick:
        parts.append("nobody wins the trick (you lead the next)")
    return and_list(parts)


def play_words(play) -> str:
    """One play in the trick: 'shapeshifting 7 with two +3s (blue 13)'."""
    text = card_name(play.card)
    if play.plus:
        text += " with " + ("a +3" if len(play.plus) == 1 else f"{len(play.plus)} +3s")
    card = CARDS.get(play.card)
    if card is not None and card.kind == "x":
        text += f" copying the {card_name(play.copies)}" if play.copies else " (nothing to copy: a colorless 0)"
    counts_as = " ".join(x for x in (play.color, play.value) if x)
    if counts_as and card is not None and card.is_shapeshifter:
        text += f" (counts as {counts_as})"
    if play.removed:
        text += ", removed from the game"
    return text


def _stamps(seat) -> str:
    if not seat.stamps:
        return "no stamps"
    if len(seat.stamps) <= 4:
        return f"stamps {'+'.join(map(str, seat.stamps))} = {count(seat.stamp_points, 'point')}"
    return f"{count(len(seat.stamps), 'stamp')} = {count(seat.stamp_points, 'point')}"


class StrangeCreatures(Renderer):
    def position(self, v) -> list[str]:
        lines = [f"Strange Creatures, round {v.round} of {v.rounds}: a trick won is a {v.stamp_value}-point stamp."
                 + (" Expert Rule in play." if v.expert else "")]
        lines += self._trick(v)
        lines += self._phase(v)
        lines.append("Display (Unknown Creatures to buy in Phase 3):")
        shown = []
        for card in v.display:
            if card is None:
                shown.append(["(empty)"])
                continue
            effect = effect_words(card)
            shown.append([card_name(card), f"costs {CARDS[card].cost}", f"effect: {effect}" if effect else ""])
        lines += columns(shown, indent="    ")
        lines.append(f"  Draw pile: {count(v.draw_count, 'card')}.")
        lines.append("Players:")
        rows = []
        for seat in v.seats:
            pile = f"discard pile {seat.discard_count}"
            if seat.discard_top:
                pile += f" (top: {card_name(seat.discard_top)})"
            row = [name(v, seat.seat), count(seat.coins, "coin"), _stamps(seat), f"{seat.hand_count} in hand", pile]
            if seat.removed_face_down_count:
                row.append(f"{seat.removed_face_down_count} removed face down")
            rows.append(row)
        lines += columns(rows, indent="    ")
        if v.removed_public:
            lines += wrapped("Removed from the game", [card_name(c) for c in v.removed_public])
        if v.seat is not None:
            me = v.seats[v.seat]
            lines += wrapped("Your hand", [card_name(c) for c in sorted(v.hand, key=sort_key)] or ["empty"])
            if me.discard:
                lines += wrapped("Your discard pile", [card_name(c) for c in sorted(me.discard, key=sort_key)])
            if me.removed_face_down:
                lines += wrapped("You removed face down", [card_name(c) for c in me.removed_face_down])
        waiting = waiting_line(v)
        if waiting:
            lines.append(waiting)
        return lines

    def _trick(self, v) -> list[str]:
        if not v.trick:
            return [f"{name(v, v.leader)} leads the next trick."] if not v.over else []
        follow = f"{v.suit} to follow" if v.suit else "no color led yet"
        head = "The trick:" if v.trick_complete else f"The trick so far ({follow}):"
        lines = [head]
        lines += columns([[name(v, p.seat) + ":", play_words(p)] for p in v.trick], indent="    ")
        if v.trick_complete:
            if v.trick_void_by is not None:
                lines.append(f"  Nobody wins: {name(v, v.trick_void_by)}'s colorless 2 voids the trick.")
            elif v.trick_winner is not None:
                lines.append(f"  {name(v, v.trick_winner)} wins the trick.")
        return lines

    def _phase(self, v) -> list[str]:
        if v.phase == "buy":
            if v.buy_stage == "lowest":
                return [f"Discover new creatures: {names(v, v.lowest)} played the lowest card and may buy first; "
                        f"still to choose: {names(v, v.queue)}."]
            return [f"Discover new creatures: players with 5 or more coins may buy, in turn: {names(v, v.queue)}."]
        if v.phase == "remove" and v.turn is not None:
            own = "your" if v.turn == v.seat else "their"
            if v.seats[v.turn].removal_effect == "self":
                what = "may remove the 3⅓ from the game for 3 coins, or keep it"
            else:
                what = (f"may use the 4¼: remove one of {own} cards (hand, discard pile or the card played) "
                        "for a 1-point stamp")
            return [f"End of Phase 3: {name(v, v.turn)} {what}."]
        if v.phase == "expert" and v.turn is not None:
            own = "your" if v.turn == v.seat else "their"
            return [f"Expert Rule: {name(v, v.turn)} may pay 5 coins to remove one of {own} cards face down."]
        return []

    def option(self, game, move, view) -> str:
        label = super().option(game, move, view)
        if move.kind == "buy" and move.card in CARDS:
            label += f" ({count(CARDS[move.card].cost, 'coin')})"
        elif move.kind == "remove":
            if move.card in view.hand:
                label += " (from your hand)"
            elif view.seat is not None and move.card in view.seats[view.seat].discard:
                label += " (from your discard pile)"
            else:
                label += " (the card you played)"
        elif move.kind == "pass":
            label += {"buy": " (take no creature)", "remove": " (remove nothing)",
                      "expert": " (remove nothing)"}.get(view.phase, "")
        return label

    def final(self, game, v, result) -> list[str]:
        if not v.final:
            return super().final(game, v, result)
        lines = []
        for f in v.final:
            bonus = f" + {f.bonus_points} for {count(f.bonus_cards, 'card')} of 2½" if f.bonus_cards else ""
            lines.append(f"  {name(v, f.seat)}: {count(f.points, 'point')} ({f.stamp_points} from stamps{bonus}), "
                         f"{count(f.coins, 'coin')} left" + ("  (winner)" if f.winner else ""))
        return lines


RENDERER = StrangeCreatures()
