"""Deducktion in words: the question deck and its flipped cards, the last question, melds, guesses, your hand."""

from rules.safari.components import ANIMALS, SUIT_NAMES, card_name
from rules.safari.deducktion import HAND_CARDS, MELD_POINTS, NUM, ask_words

from .base import Renderer, and_list, columns, count, name, waiting_line, wrapped
from .safari_common import card_names

DEALT = frozenset(HAND_CARDS)
STEPS = {
    "meld": "may meld (3+ cards of one number, or add to a meld), then flips three question cards",
    "ask": "asks one player a question made from two of the flipped question cards",
    "return": "passes cards in the exchange",
    "final_meld": "may make final melds",
    "guess": "everyone secretly guesses the missing number of each animal (or leaves it blank)",
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


def question_words(v, q) -> str:
    return (f"{name(v, q.asker)} asked {name(v, q.target)} \"{ask_words(q.cards, q.animal, q.wrap)}\": "
            f"the answer was {q.count}.")


class Deducktion(Renderer):
    def position(self, v) -> list[str]:
        turn = min(v.turns_taken + 1, v.total_turns)
        lines = [f"Deducktion, turn {turn} of {v.total_turns}; {name(v, v.first)} asked first. "
                 "One card of each animal is missing: find which."]
        if not v.over:
            lines.append(f"Now {name(v, v.turn)} {STEPS.get(v.step, v.step)}." if v.step != "guess"
                         else f"Final guesses: {STEPS['guess']}.")
        lines.append(f"Question deck: {count(v.question_deck_size, 'card')}.")
        if v.flipped:
            lines.append(f"  Flipped question cards: {and_list(card_names(v.flipped))}.")
        if v.question_discard and v.step in ("meld", "ask", "return"):
            lines += wrapped("  Used question cards", card_names(v.question_discard))
        if v.question is not None:
            lines.append("Last question: " + question_words(v, v.question))
        if v.step == "return" and v.exchange_target >= 0:
            lines += self._exchange(v)
        if v.leftover:
            lines.append(f"Face-up card (not missing): {and_list(card_names(v.leftover))}.")
        if v.players == 2:
            lines.append(f"Reserve: {count(v.reserve_size, 'card')}.")
        lines.append("Melds:")
        for p, meld in enumerate(v.melds):
            shown = ", ".join(card_names(meld)) + f" ({count(meld_points(meld), 'point')})" if meld else "none"
            lines += wrapped(f"    {name(v, p)}", [shown])
        lines.append("Hands: " + ", ".join(f"{name(v, p)} {count(n, 'card')}" for p, n in enumerate(v.hand_sizes))
                     + ".")
        if v.step == "guess":
            lines.append("Guesses made: " + ", ".join(f"{name(v, p)} {n} of {len(ANIMALS)}"
                                                      for p, n in enumerate(v.guesses_made)) + ".")
        if v.my_guesses and not v.over:
            lines.append("Your guesses: " + ", ".join(f"{SUIT_NAMES[a]} {g or 'blank'}"
                                                      for a, g in zip(ANIMALS, v.my_guesses, strict=False)) + ".")
        if v.over and v.missing:
            lines.append(f"The missing cards: {and_list(card_name(c) for c in v.missing)}.")
            for p, guesses in enumerate(v.guesses):
                said = ", ".join(f"{SUIT_NAMES[a]} {g or 'blank'}" for a, g in zip(ANIMALS, guesses, strict=False))
                lines.append(f"    {name(v, p)} guessed {said}.")
        if v.seat is not None and not v.over:
            lines.append("Numbers you have not seen (the missing card of each animal is one of them):")
            unseen = not_seen(v)
            lines += columns([[SUIT_NAMES[a] + ":", ", ".join(map(str, unseen[a])) or "-"] for a in ANIMALS],
                             indent="    ")
        if v.seat is not None:
            lines += wrapped("Your hand", card_names(v.hand) or ["empty"])
        waiting = waiting_line(v)
        if waiting:
            lines.append(waiting)
        return lines

    def _exchange(self, v) -> list[str]:
        target = name(v, v.exchange_target)
        if v.exchange_from_received:
            line = (f"Exchange: {name(v, v.turn)} passed their whole hand and gives back {v.exchange_count} of the "
                    f"cards received from {target}")
        else:
            line = f"Exchange: {name(v, v.turn)} chooses {count(v.exchange_count, 'card')} to pass to {target}"
        if v.exchange_cards:
            line += f"; the answering cards: {and_list(card_names(v.exchange_cards))}"
        return [line + "."]

    def group(self, label: str):
        head, sep, question = label.partition(": how many")
        return (head, "how many" + question) if sep and head.startswith("Ask") else None

    def final(self, game, v, result) -> list[str]:
        if not v.scores:
            return super().final(game, v, result)
        return [f"  {name(v, p)}: {count(x, 'point')}" + ("  (winner)" if p in result.winners else "")
                for p, x in enumerate(v.scores)]


RENDERER = Deducktion()
