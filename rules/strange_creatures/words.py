"""Names, rule references and one-line narration for moves and events, as sentences in data (`Said`).

The sentences are made in the reader's language where they are shown (rules/language); here a card's name
is a `Term` (its name from cards.json, translated by the catalogs), a seat a `Seat`, a count picks its
plural through `said_n`. `str()` of each is the plain English line.
"""

from rules.core import Event
from rules.core.said import N_, Listed, Said, Seat, Term, said, said_n

from .cards import CARDS

# the rulebook's sections, as the English rulebook names them (the German refresher's names in the catalogs)
R_PLAY = N_("Strange Creatures, 1. Play the trick")
R_REWARDS = N_("Strange Creatures, 2. Receive rewards")
R_DISCOVER = N_("Strange Creatures, 3. Discover new creatures")
R_COLORLESS = N_("Strange Creatures, Colorless Cards")
R_SHAPE = N_("Strange Creatures, Shapeshifters")
R_DETAIL = N_("Strange Creatures, Cards and Effects in Detail")
R_EXPERT = N_("Strange Creatures, Expert Rule")
R_FORMAT = N_("Strange Creatures, move format")

# what removed a card, and where it came from: whole phrases, placed by each language's sentence
_HOW = {"self": N_("with the 3⅓"), "any": N_("with the 4¼"), "expert": N_("with the Expert Rule")}
_SOURCE = {"hand": N_("from their hand"), "discard": N_("from their discard pile"), "trick": N_("from the trick")}
_DECLINED = {"self": N_("{who} does not use the 3⅓."), "any": N_("{who} does not use the 4¼."),
             "expert": N_("{who} does not use the Expert Rule.")}


def card_name(card_id) -> str:
    """The card's English name ("green 4", "shapeshifting X"); the id itself for an unknown card."""
    card = CARDS.get(card_id) if isinstance(card_id, str) else None
    return card.name if card else str(card_id)


def card_term(card_id) -> Term:
    """The card's name as a word the catalogs translate ("green 4" / "Grün 4")."""
    return Term(card_name(card_id))


def color_term(color: str, capital: bool = False) -> Term:
    """A colour as a word the catalogs translate ("green", or "Green" to open an English sentence)."""
    return Term(color.capitalize() if capital else color)


def play_said(who, card: str, plus, copy) -> Said:
    """"{who} plays the green 4 with two +3s.": one sentence per way of playing a card."""
    fields = {"who": who, "card": card_term(card)}
    n = len(plus or ())
    if n == 2:
        return said("{who} plays the {card} with two +3s.", **fields)
    if n:
        return said_n("{who} plays the {card} with a +3.", "{who} plays the {card} with {n} +3s.", n, **fields)
    if CARDS.get(card) is not None and CARDS[card].kind == "x":
        if copy:
            return said("{who} plays the {card} copying the {copy}.", copy=card_term(copy), **fields)
        return said("{who} plays the {card} (nothing to copy: a colorless 0).", **fields)
    return said("{who} plays the {card}.", **fields)


def describe_move(move) -> Said:
    kind = getattr(move, "kind", None)
    if not isinstance(getattr(move, "seat", None), int):
        return said("Someone makes an unknown move.")
    who = Seat(move.seat)
    if kind == "play":
        return play_said(who, move.card, move.plus, move.copy)
    if kind == "buy":
        return said("{who} takes the {card} from the display.", who=who, card=card_term(move.card))
    if kind == "remove":
        return said("{who} removes the {card} from the game.", who=who, card=card_term(move.card))
    if kind == "pass":
        return said("{who} passes.", who=who)
    return said("{who} makes an unknown move.", who=who)


def describe_event(event: Event) -> Said:  # noqa: C901 - one line per event kind reads best as a flat table
    d = event.data
    who = Seat(d["seat"]) if isinstance(d.get("seat"), int) else None
    k = event.kind
    if k == "game_start":
        if d.get("expert"):
            return said_n("A game of Strange Creatures for {n} player begins with the Expert Rule.",
                          "A game of Strange Creatures for {n} players begins with the Expert Rule.", d["players"])
        return said_n("A game of Strange Creatures for {n} player begins.",
                      "A game of Strange Creatures for {n} players begins.", d["players"])
    if k == "dealt":
        return said("{who} is dealt {cards}.", who=who, cards=Listed(card_term(c) for c in d["cards"]))
    if k == "display_revealed":
        shown = [card_term(c) for c in d["cards"] if c]
        if not shown:
            return said("The open display shows nothing: the draw pile is empty.")
        return said("The open display shows {cards}.", cards=Listed(shown))
    if k == "round_start":
        return said("Round {round} begins: tricks are worth {value}-point stamps; {leader} leads.",
                    round=d["round"], value=d["stamp_value"], leader=Seat(d["leader"]))
    if k == "card_played":
        return play_said(who, d["card"], d.get("plus"), d.get("copy"))
    if k == "trick_resolved":
        return said("The trick is complete.")
    if k == "trick_won":
        return said("{who} wins the trick with the {card}.", who=who, card=card_term(d["card"]))
    if k == "trick_void":
        return said("{who}'s {card}: nobody wins this trick, and {who} leads the next one.",
                    who=who, card=card_term(d["card"]))
    if k == "stamp":
        if d["reason"] == "trick":
            return said("{who} gets a {value}-point stamp for winning the trick.", who=who, value=d["value"])
        return said("{who} gets a {value}-point stamp from the {card}.", who=who, value=d["value"],
                    card=card_term(d["reason"]))
    if k == "coins_gained":
        return said_n("{who} gains {n} coin from the {card}.", "{who} gains {n} coins from the {card}.",
                      d["amount"], who=who, card=card_term(d["card"]))
    if k == "coins_paid":
        if d["reason"] == "buy":
            return said_n("{who} pays {n} coin for a creature.", "{who} pays {n} coins for a creature.",
                          d["amount"], who=who)
        return said_n("{who} pays {n} coin to remove a card (Expert Rule).",
                      "{who} pays {n} coins to remove a card (Expert Rule).", d["amount"], who=who)
    if k == "lowest_card":
        seats = d["seats"]
        return said_n("{who} played the lowest card and may discover a creature first.",
                      "{who} played the lowest card and may discover a creature first.", len(seats),
                      who=Listed(Seat(p) for p in seats))
    if k == "card_bought":
        return said_n("{who} takes the {card} from the display for {n} coin.",
                      "{who} takes the {card} from the display for {n} coins.", d["cost"],
                      who=who, card=card_term(d["card"]))
    if k == "buy_passed":
        return said("{who} takes no creature.", who=who)
    if k == "buy_skipped":
        if d["coins"] == 0:
            return said("{who} has no coins and passes.", who=who)
        if d.get("cheapest") is None:
            return said_n("{who} has {n} coin, but the display is empty.",
                          "{who} has {n} coins, but the display is empty.", d["coins"], who=who)
        return said_n("{who} has {n} coin; the cheapest creature in the display costs {cost}.",
                      "{who} has {n} coins; the cheapest creature in the display costs {cost}.", d["coins"],
                      who=who, cost=d["cheapest"])
    if k == "expert_skipped":
        return said("{who} has nothing left to remove with the Expert Rule.", who=who)
    if k == "display_refilled":
        if d["card"] is None:
            return said("The draw pile is empty, so that display slot stays empty.")
        return said("The display is refilled with the {card}.", card=card_term(d["card"]))
    if k == "card_removed":
        return said("{who} removes the {card} {source} {how}.", who=who, card=card_term(d["card"]),
                    source=said(_SOURCE[d["source"]]), how=said(_HOW[d["by"]]))
    if k == "card_removed_face_down":
        return said("{who} removes a card face down {source} {how}.", who=who,
                    source=said(_SOURCE[d["source"]]), how=said(_HOW[d["by"]]))
    if k == "removal_declined":
        return said(_DECLINED[d["by"]], who=who)
    if k == "trick_cleared":
        return said("The played cards go to the discard piles; {leader} leads the next trick.",
                    leader=Seat(d["leader"]))
    if k == "round_end":
        return said("Round {round} ends: everyone takes their discard pile back into their hand.", round=d["round"])
    if k == "game_end":
        scores = Listed(said("{who} {points}", who=Seat(p), points=pts) for p, pts in enumerate(d["points"]))
        winners = d["winners"]
        return said_n("The game ends ({scores} points). {winners} wins.",
                      "The game ends ({scores} points). {winners} win.", len(winners),
                      scores=scores, winners=Listed(Seat(p) for p in winners))
    return said("Something happens: {event}.", event=k.replace("_", " "))
