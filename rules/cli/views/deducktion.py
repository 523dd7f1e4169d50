"""Deducktion in words: the question deck and its flipped cards, the last question, melds, guesses, your hand."""

from rules.core.said import N_
from rules.safari.components import ANIMALS
from rules.safari.deducktion import HAND_CARDS, MELD_POINTS, NUM, ask_said

from .base import columns, name, waiting_line, wrapped
from .safari_common import SafariRenderer, animal_name, card_name, card_names

DEALT = frozenset(HAND_CARDS)
STEPS = {
    "meld": N_("Now {who} may meld (3+ cards of one number, or add to a meld), then flips three question cards."),
    "ask": N_("Now {who} asks one player a question made from two of the flipped question cards."),
    "return": N_("Now {who} passes cards in the exchange."),
    "final_meld": N_("Now {who} may make final melds."),
    "guess": N_("Final guesses: everyone secretly guesses the missing number of each animal (or leaves it blank)."),
}


def meld_points(cards) -> int:
    by_number: dict[int, int] = {}
    for c in cards:
        by_number[NUM[c]] = by_number.get(NUM[c], 0) + 1
    return sum(MELD_POINTS.get(k, 0) for k in by_number.values())


def not_seen(v) -> dict[str, list[int]]:
    """Per animal, the numbers of the dealt cards this seat has never seen: in its hand, a meld, face up, or
    passed through its hands (its own events). The missing card is among them."""
    seen = set(v.hand) | set(v.leftover) | set(v.exchange_cards) | {c for m in v.melds for c in m}
    for e in v.events:
        if e.kind == "reveal":
            continue
        for value in e.data.values():
            for c in value if isinstance(value, list) else [value]:
                if isinstance(c, str) and c in DEALT:
                    seen.add(c)
    return {a: [n for n in range(1, 7) if f"{a}-{n}b" not in seen] for a in ANIMALS}


def question_words(v, q, words) -> str:
    return words("{asker} asked {target} \"{question}\": the answer was {count}.", asker=name(v, q.asker, words),
                 target=name(v, q.target, words), question=ask_said(q.cards, q.animal, q.wrap), count=q.count)


def guesses_words(guesses, words) -> str:
    """"Elephant 3, Lion blank, ..."."""
    return ", ".join(words("{animal} {guess}", animal=animal_name(a, words), guess=g or words("blank"))
                     for a, g in zip(ANIMALS, guesses, strict=False))


class Deducktion(SafariRenderer):
    def position(self, v) -> list[str]:  # noqa: C901 - the position's parts in reading order
        _ = self.words
        turn = min(v.turns_taken + 1, v.total_turns)
        lines = [_("Deducktion, turn {turn} of {total}; {first} asked first. One card of each animal is missing: "
                   "find which.", turn=turn, total=v.total_turns, first=name(v, v.first, _))]
        if not v.over and v.step in STEPS:
            lines.append(_(STEPS[v.step], who=name(v, v.turn, _)))
        lines.append(_.n_("Question deck: {n} card.", "Question deck: {n} cards.", v.question_deck_size))
        if v.flipped:
            lines.append(_("  Flipped question cards: {cards}.", cards=_.listed(card_names(v.flipped, _))))
        if v.question_discard and v.step in ("meld", "ask", "return"):
            lines += wrapped("  " + _("Used question cards"), card_names(v.question_discard, _))
        if v.question is not None:
            lines.append(_("Last question: {question}", question=question_words(v, v.question, _)))
        if v.step == "return" and v.exchange_target >= 0:
            lines += self._exchange(v)
        if v.leftover:
            lines.append(_("Face-up card (not missing): {cards}.", cards=_.listed(card_names(v.leftover, _))))
        if v.players == 2:
            lines.append(_.n_("Reserve: {n} card.", "Reserve: {n} cards.", v.reserve_size))
        lines.append(_("Melds:"))
        for p, meld in enumerate(v.melds):
            if meld:
                shown = _("{cards} ({points})", cards=", ".join(card_names(meld, _)),
                          points=_.n_("{n} point", "{n} points", meld_points(meld)))
            else:
                shown = _("none")
            lines += wrapped(f"    {name(v, p, _)}", [shown])
        hands = ", ".join(_.n_("{who} {n} card", "{who} {n} cards", n, who=name(v, p, _))
                          for p, n in enumerate(v.hand_sizes))
        lines.append(_("Hands: {hands}.", hands=hands))
        if v.step == "guess":
            made = ", ".join(_("{who} {n} of {total}", who=name(v, p, _), n=n, total=len(ANIMALS))
                             for p, n in enumerate(v.guesses_made))
            lines.append(_("Guesses made: {made}.", made=made))
        if v.my_guesses and not v.over:
            lines.append(_("Your guesses: {guesses}.", guesses=guesses_words(v.my_guesses, _)))
        if v.over and v.missing:
            lines.append(_("The missing cards: {cards}.", cards=_.listed([card_name(c, _) for c in v.missing])))
            for p, guesses in enumerate(v.guesses):
                lines.append("    " + _("{who} guessed {guesses}.", who=name(v, p, _),
                                        guesses=guesses_words(guesses, _)))
        if v.seat is not None and not v.over:
            lines.append(_("Numbers you have not seen (the missing card of each animal is one of them):"))
            unseen = not_seen(v)
            lines += columns([[animal_name(a, _) + ":", ", ".join(map(str, unseen[a])) or "-"] for a in ANIMALS],
                             indent="    ")
        if v.seat is not None:
            lines += wrapped(_("Your hand"), card_names(v.hand, _) or [_("empty")])
        waiting = waiting_line(v, _)
        if waiting:
            lines.append(waiting)
        return lines

    def _exchange(self, v) -> list[str]:
        _ = self.words
        target = name(v, v.exchange_target, _)
        if v.exchange_from_received:
            line = _("Exchange: {who} passed their whole hand and gives back {n} of the cards received from {target}",
                     who=name(v, v.turn, _), n=v.exchange_count, target=target)
        else:
            line = _.n_("Exchange: {who} chooses {n} card to pass to {target}",
                        "Exchange: {who} chooses {n} cards to pass to {target}", v.exchange_count,
                        who=name(v, v.turn, _), target=target)
        if v.exchange_cards:
            return [_("{exchange}; the answering cards: {cards}.", exchange=line,
                      cards=_.listed(card_names(v.exchange_cards, _)))]
        return [_("{exchange}.", exchange=line)]

    def group(self, label: str):
        """'Ask Player 2' / 'how many 4s do you have?': the questions to one player together."""
        ask = self.words("how many")
        head, sep, question = label.partition(": " + ask)
        return (head, ask + question) if sep and (self.words.lang != "en" or head.startswith("Ask")) else None

    def final(self, game, v, result) -> list[str]:
        if not v.scores:
            return super().final(game, v, result)
        return self.scores(v, v.scores, result.winners)


RENDERER = Deducktion()
