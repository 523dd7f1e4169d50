"""Strange Creatures in words: the round, the trick, the display with costs, coins and stamps, your hand.

Every line is made with `self.words` (the reader's language); card names and colours are `Term`s the
catalogs translate, counts pick their plural there.
"""

from rules.language import Words, words_for
from rules.strange_creatures.cards import CARDS, sort_key
from rules.strange_creatures.words import card_term, color_term

from .base import Renderer, as_option, columns, fold, name, names, waiting_line, wrapped

ENGLISH = words_for("en")


def effect_words(card_id: str, _: Words = ENGLISH) -> str:
    """What a card gives a player who does not win the trick (the card's effect box)."""
    card = CARDS.get(card_id)
    if card is None:
        return ""
    parts = []
    if card.coins:
        parts.append(_.n_("{n} coin", "{n} coins", card.coins))
    if card.stamp:
        parts.append(_("a {value}-point stamp", value=card.stamp))
    if card.removal == "self":
        parts.append(_.n_("remove this card for {n} coin", "remove this card for {n} coins", card.removal_coins))
    elif card.removal == "any":
        parts.append(_("remove one of your cards for a {value}-point stamp", value=card.removal_stamp))
    if card.end_points:
        parts.append(_.n_("+{n} point at the game's end", "+{n} points at the game's end", card.end_points))
    if card.voids_trick:
        parts.append(_("nobody wins the trick (you lead the next)"))
    return _.listed(parts)


def play_words(play, _: Words = ENGLISH) -> str:
    """One play in the trick: 'shapeshifting 7 with two +3s (counts as blue 13)'."""
    card = CARDS.get(play.card)
    fields = {"card": card_term(play.card)}
    n = len(play.plus)
    if n == 2:
        text = _("{card} with two +3s", **fields)
    elif n:
        text = _.n_("{card} with a +3", "{card} with {n} +3s", n, **fields)
    elif card is not None and card.kind == "x":
        text = (_("{card} copying the {copy}", copy=card_term(play.copies), **fields) if play.copies
                else _("{card} (nothing to copy: a colorless 0)", **fields))
    else:
        text = _.term(fields["card"])
    if card is not None and card.is_shapeshifter and (play.color or play.value):
        if play.color and play.value:
            text = _("{play} (counts as {color} {value})", play=text, color=color_term(play.color),
                     value=play.value)
        elif play.color:
            text = _("{play} (counts as {color})", play=text, color=color_term(play.color))
        else:
            text = _("{play} (counts as {value})", play=text, value=play.value)
    if play.removed:
        text = _("{play}, removed from the game", play=text)
    return text


def _stamps(seat, _: Words) -> str:
    points = _.n_("{n} point", "{n} points", seat.stamp_points)
    if not seat.stamps:
        return _("no stamps")
    if len(seat.stamps) <= 4:
        return _("stamps {values} = {points}", values="+".join(map(str, seat.stamps)), points=points)
    return _("{stamps} = {points}", stamps=_.n_("{n} stamp", "{n} stamps", len(seat.stamps)), points=points)


class StrangeCreatures(Renderer):
    def position(self, v) -> list[str]:
        _ = self.words
        if v.expert:
            head = _("Strange Creatures, round {round} of {rounds}: a trick won is a {value}-point stamp. "
                     "Expert Rule in play.", round=v.round, rounds=v.rounds, value=v.stamp_value)
        else:
            head = _("Strange Creatures, round {round} of {rounds}: a trick won is a {value}-point stamp.",
                     round=v.round, rounds=v.rounds, value=v.stamp_value)
        lines = [head]
        lines += self._trick(v)
        lines += self._phase(v)
        lines.append(_("Display (Unknown Creatures to buy in Phase 3):"))
        shown = []
        for card in v.display:
            if card is None:
                shown.append([_("(empty)")])
                continue
            effect = effect_words(card, _)
            shown.append([_.term(card_term(card)), _("costs {n}", n=CARDS[card].cost),
                          _("effect: {effect}", effect=effect) if effect else ""])
        lines += columns(shown, indent="    ")
        lines.append("  " + _.n_("Draw pile: {n} card.", "Draw pile: {n} cards.", v.draw_count))
        lines.append(_("Players:"))
        rows = []
        for seat in v.seats:
            if seat.discard_top:
                pile = _("discard pile {n} (top: {card})", n=seat.discard_count, card=card_term(seat.discard_top))
            else:
                pile = _("discard pile {n}", n=seat.discard_count)
            row = [name(v, seat.seat, _), _.n_("{n} coin", "{n} coins", seat.coins), _stamps(seat, _),
                   _("{n} in hand", n=seat.hand_count), pile]
            if seat.removed_face_down_count:
                row.append(_("{n} removed face down", n=seat.removed_face_down_count))
            rows.append(row)
        lines += columns(rows, indent="    ")
        if v.removed_public:
            lines += wrapped(_("Removed from the game"), self._cards(v.removed_public))
        if v.seat is not None:
            me = v.seats[v.seat]
            lines += wrapped(_("Your hand"), self._cards(sorted(v.hand, key=sort_key)) or [_("empty")])
            if me.discard:
                lines += wrapped(_("Your discard pile"), self._cards(sorted(me.discard, key=sort_key)))
            if me.removed_face_down:
                lines += wrapped(_("You removed face down"), self._cards(me.removed_face_down))
        waiting = waiting_line(v, _)
        if waiting:
            lines.append(waiting)
        return fold(lines)           # German runs longer: a long line wraps under itself

    def _cards(self, ids) -> list[str]:
        return [self.words.term(card_term(c)) for c in ids]

    def _trick(self, v) -> list[str]:
        _ = self.words
        if not v.trick:
            return [_("{who} leads the next trick.", who=name(v, v.leader, _))] if not v.over else []
        if v.trick_complete:
            head = _("The trick:")
        elif v.suit:
            head = _("The trick so far ({suit} to follow):", suit=color_term(v.suit))
        else:
            head = _("The trick so far (no color led yet):")
        lines = [head]
        lines += columns([[_("{who}:", who=name(v, p.seat, _)), play_words(p, _)] for p in v.trick], indent="    ")
        if v.trick_complete:
            if v.trick_void_by is not None:
                lines.append("  " + _("Nobody wins: {who}'s colorless 2 voids the trick.",
                                      who=name(v, v.trick_void_by, _)))
            elif v.trick_winner is not None:
                lines.append("  " + _("{who} wins the trick.", who=name(v, v.trick_winner, _)))
        return lines

    def _phase(self, v) -> list[str]:
        _ = self.words
        if v.phase == "buy":
            if v.buy_stage == "lowest":
                return [_("Discover new creatures: {lowest} played the lowest card and may buy first; "
                          "still to choose: {queue}.", lowest=names(v, v.lowest, _), queue=names(v, v.queue, _))]
            return [_("Discover new creatures: players with 5 or more coins may buy, in turn: {queue}.",
                      queue=names(v, v.queue, _))]
        if v.phase == "remove" and v.turn is not None:
            who = name(v, v.turn, _)
            if v.seats[v.turn].removal_effect == "self":
                return [_("End of Phase 3: {who} may remove the 3⅓ from the game for 3 coins, or keep it.", who=who)]
            if v.turn == v.seat:
                return [_("End of Phase 3: {who} may use the 4¼: remove one of your cards (hand, discard pile or "
                          "the card played) for a 1-point stamp.", who=who)]
            return [_("End of Phase 3: {who} may use the 4¼: remove one of their cards (hand, discard pile or "
                      "the card played) for a 1-point stamp.", who=who)]
        if v.phase == "expert" and v.turn is not None:
            who = name(v, v.turn, _)
            if v.turn == v.seat:
                return [_("Expert Rule: {who} may pay 5 coins to remove one of your cards face down.", who=who)]
            return [_("Expert Rule: {who} may pay 5 coins to remove one of their cards face down.", who=who)]
        return []

    def narrate(self, game, event) -> str:
        return self.words.say(game.describe_event(event))

    def option(self, game, move, view) -> str:
        _ = self.words
        sentence = game.describe_move(move)
        if _.lang == "en":   # "Player 1 plays the blue 5." -> "Play the blue 5"
            label = as_option(str(sentence), move.seat)
        else:                # other languages show the sentence as said, without its full stop
            label = _.say(sentence).rstrip(".")
        if move.kind == "buy" and move.card in CARDS:
            label = _.n_("{move} ({n} coin)", "{move} ({n} coins)", CARDS[move.card].cost, move=label)
        elif move.kind == "remove":
            if move.card in view.hand:
                label = _("{move} (from your hand)", move=label)
            elif view.seat is not None and move.card in view.seats[view.seat].discard:
                label = _("{move} (from your discard pile)", move=label)
            else:
                label = _("{move} (the card you played)", move=label)
        elif move.kind == "pass":
            if view.phase == "buy":
                label = _("{move} (take no creature)", move=label)
            elif view.phase in ("remove", "expert"):
                label = _("{move} (remove nothing)", move=label)
        return label

    def final(self, game, v, result) -> list[str]:
        _ = self.words
        if not v.final:
            return [f"  {name(v, p, _)}: {_.number(score)}" + ("  " + _("(winner)") if p in result.winners else "")
                    for p, score in enumerate(result.scores)]
        lines = []
        for f in v.final:
            fields = {"who": name(v, f.seat, _), "points": _.n_("{n} point", "{n} points", f.points),
                      "stamps": f.stamp_points, "left": _.n_("{n} coin left", "{n} coins left", f.coins)}
            if f.bonus_cards:
                line = _("{who}: {points} ({stamps} from stamps + {bonus}), {left}",
                         bonus=_.n_("{points} for {n} card of 2½", "{points} for {n} cards of 2½", f.bonus_cards,
                                    points=f.bonus_points), **fields)
            else:
                line = _("{who}: {points} ({stamps} from stamps), {left}", **fields)
            lines.append("  " + line + ("  " + _("(winner)") if f.winner else ""))
        return lines


RENDERER = StrangeCreatures()
