"""Plain-English names, rule references and one-line narration for moves and events."""

from rules.core import Event, seat_name

from .cards import CARDS

R_PLAY = "Strange Creatures, 1. Play the trick"
R_REWARDS = "Strange Creatures, 2. Receive rewards"
R_DISCOVER = "Strange Creatures, 3. Discover new creatures"
R_COLORLESS = "Strange Creatures, Colorless Cards"
R_SHAPE = "Strange Creatures, Shapeshifters"
R_DETAIL = "Strange Creatures, Cards and Effects in Detail"
R_EXPERT = "Strange Creatures, Expert Rule"
R_FORMAT = "Strange Creatures, move format"

_HOW = {"self": "the 3⅓", "any": "the 4¼", "expert": "the Expert Rule"}
_SOURCE = {"hand": "their hand", "discard": "their discard pile", "trick": "the trick"}


def card_name(card_id) -> str:
    card = CARDS.get(card_id) if isinstance(card_id, str) else None
    return card.name if card else str(card_id)


def _play_words(card: str, plus, copy) -> str:
    text = card_name(card)
    if plus:
        text += " with " + {1: "a +3", 2: "two +3s"}.get(len(plus), f"{len(plus)} +3s")
    if CARDS.get(card) is not None and CARDS[card].kind == "x":
        text += f" copying the {card_name(copy)}" if copy else " (nothing to copy: a colorless 0)"
    return text


def describe_move(move) -> str:
    who = seat_name(move.seat) if isinstance(getattr(move, "seat", None), int) else "Someone"
    kind = getattr(move, "kind", None)
    if kind == "play":
        return f"{who} plays the {_play_words(move.card, move.plus, move.copy)}."
    if kind == "buy":
        return f"{who} takes the {card_name(move.card)} from the display."
    if kind == "remove":
        return f"{who} removes the {card_name(move.card)} from the game."
    if kind == "pass":
        return f"{who} passes."
    return f"{who} makes an unknown move."


def _coins(n: int) -> str:
    return f"{n} coin" if n == 1 else f"{n} coins"


def describe_event(event: Event) -> str:  # noqa: C901 - one line per event kind reads best as a flat table
    d = event.data
    who = seat_name(d["seat"]) if isinstance(d.get("seat"), int) else ""
    k = event.kind
    if k == "game_start":
        extra = " with the Expert Rule" if d.get("expert") else ""
        return f"A game of Strange Creatures for {d['players']} players begins{extra}."
    if k == "dealt":
        return f"{who} is dealt " + ", ".join(card_name(c) for c in d["cards"]) + "."
    if k == "display_revealed":
        shown = [card_name(c) for c in d["cards"] if c]
        return "The open display shows " + (", ".join(shown) if shown else "nothing: the draw pile is empty") + "."
    if k == "round_start":
        return (f"Round {d['round']} begins: tricks are worth {d['stamp_value']}-point stamps; "
                f"{seat_name(d['leader'])} leads.")
    if k == "card_played":
        return f"{who} plays the {_play_words(d['card'], d.get('plus'), d.get('copy'))}."
    if k == "trick_resolved":
        return "The trick is complete."
    if k == "trick_won":
        return f"{who} wins the trick with the {card_name(d['card'])}."
    if k == "trick_void":
        return f"{who}'s {card_name(d['card'])}: nobody wins this trick, and {who} leads the next one."
    if k == "stamp":
        why = "for winning the trick" if d["reason"] == "trick" else f"from the {card_name(d['reason'])}"
        return f"{who} gets a {d['value']}-point stamp {why}."
    if k == "coins_gained":
        return f"{who} gains {_coins(d['amount'])} from the {card_name(d['card'])}."
    if k == "coins_paid":
        why = "for a creature" if d["reason"] == "buy" else "to remove a card (Expert Rule)"
        return f"{who} pays {_coins(d['amount'])} {why}."
    if k == "lowest_card":
        names = " and ".join(seat_name(p) for p in d["seats"])
        return f"{names} played the lowest card and may discover a creature first."
    if k == "card_bought":
        return f"{who} takes the {card_name(d['card'])} from the display for {_coins(d['cost'])}."
    if k == "buy_passed":
        return f"{who} takes no creature."
    if k == "buy_skipped":
        if d["coins"] == 0:
            return f"{who} has no coins and passes."
        return f"{who} cannot afford a creature ({_coins(d['coins'])})."
    if k == "expert_skipped":
        return f"{who} has nothing left to remove with the Expert Rule."
    if k == "display_refilled":
        if d["card"] is None:
            return "The draw pile is empty, so that display slot stays empty."
        return f"The display is refilled with the {card_name(d['card'])}."
    if k == "card_removed":
        return (f"{who} removes the {card_name(d['card'])} from {_SOURCE[d['source']]} "
                f"with {_HOW[d['by']]}.")
    if k == "card_removed_face_down":
        return f"{who} removes a card face down from {_SOURCE[d['source']]} with {_HOW[d['by']]}."
    if k == "removal_declined":
        return f"{who} does not use {_HOW[d['by']]}."
    if k == "trick_cleared":
        return f"The played cards go to the discard piles; {seat_name(d['leader'])} leads the next trick."
    if k == "round_end":
        return f"Round {d['round']} ends: everyone takes their discard pile back into their hand."
    if k == "game_end":
        names = " and ".join(seat_name(p) for p in d["winners"])
        scores = ", ".join(f"{seat_name(p)} {pts}" for p, pts in enumerate(d["points"]))
        return f"The game ends ({scores} points). {names} {'wins' if len(d['winners']) == 1 else 'win'}."
    return k.replace("_", " ")
