"""La Criatura drawn in code: every component of the box.

Character (scientist) cards, the Creature card, infected cards and their shared back; the 63 event
cards and their back; the 10 weapon cards and their back; the time marker with the clock token's
geometry; the leader, vote, victory, sedated and clock tokens. Everything is cached per size;
`face(key, width)` and `faces()` are the one entry point for a game adapter and the tests, and
`describe` gives the words for the large view.
"""

from functools import lru_cache

import pygame

from rules.la_criatura.cards import EVENT_IDS, SLUG_OF, WEAPON_IDS, WEAPONS

from ...language import N_, _
from .. import safe
from .characters import SCIENTIST_IDS, SCIENTISTS, character_back, creature_card, infected_card, scientist_card
from .clock import (
    ASPECT,
    MAX_TURNS,
    clock_position,
    clock_space,
    clock_token_size,
    clock_track,
    time_marker,
)
from .events import event_back, event_card, event_lines
from .style import card_height, lang
from .tokens import (
    TOKEN_KINDS,
    clock_token,
    leader_token,
    sedated_token,
    token,
    victory_token,
    vote_token,
)
from .weapons import weapon_back, weapon_card, weapon_lines

__all__ = [
    "ASPECT", "MAX_TURNS", "SCIENTISTS", "SCIENTIST_IDS", "TOKEN_KINDS", "card_height", "character_back",
    "clock_position", "clock_space", "clock_token", "clock_token_size", "clock_track", "creature_card", "describe",
    "event_back", "event_card", "face", "faces", "infected_card", "leader_token", "scientist_card", "sedated_token",
    "time_marker", "token", "victory_token", "vote_token", "weapon_back", "weapon_card",
]


@lru_cache(maxsize=64)
def laid_down(key: tuple, width: int, language: str) -> pygame.Surface:
    """A character card laid on its side (a knocked-out player's), in the box of the card standing."""
    img = face(key, width)
    w, h = img.get_size()
    turned = safe.rotozoom(img, 90, min(1.0, w / max(1, h)))
    out = safe.surface(w, h)
    out.blit(turned, turned.get_rect(center=(w // 2, h - turned.get_height() // 2)))
    return out


def scientist_number(scientist_id: str) -> int:
    """1 for "scientist-1" (KeyError for anything else)."""
    if scientist_id not in SCIENTIST_IDS:
        raise KeyError(f"not a scientist card: {scientist_id!r}")
    return SCIENTIST_IDS.index(scientist_id) + 1


def face(key: tuple, width: int):
    """Any piece by key, `width` wide: ("event", id), ("weapon", id) or ("card", id) for either;
    ("event_back",), ("weapon_back",); ("scientist", "scientist-N"), ("creature",), ("infected",),
    ("character_back",) (cards, 1.4 times as tall as wide); ("laid", character key) (a knocked-out player's card,
    on its side in the same box); ("token", kind) (a square); ("time_marker",) (ASPECT times as wide as tall)."""
    kind = key[0]
    if kind == "card":
        kind = "weapon" if key[1] in WEAPONS else "event"
    if kind == "event":
        return event_card(key[1], width)
    if kind == "weapon":
        return weapon_card(key[1], width)
    if kind == "event_back":
        return event_back(width)
    if kind == "weapon_back":
        return weapon_back(width)
    if kind == "scientist":
        return scientist_card(scientist_number(key[1]), width)
    if kind == "creature":
        return creature_card(width)
    if kind == "infected":
        return infected_card(width)
    if kind == "character_back":
        return character_back(width)
    if kind == "token":
        return token(key[1], width)
    if kind == "time_marker":
        return time_marker(width)
    if kind == "laid":
        return laid_down(key[1], width, lang())
    raise KeyError(f"unknown La Criatura face {key!r}")


def faces():
    """Every key `face` accepts (the ("card", id) aliases aside)."""
    yield from (("scientist", s) for s in SCIENTIST_IDS)
    yield ("creature",)
    yield ("infected",)
    yield ("character_back",)
    yield from (("event", c) for c in EVENT_IDS)
    yield ("event_back",)
    yield from (("weapon", w) for w in WEAPON_IDS)
    yield ("weapon_back",)
    yield from (("token", k) for k in TOKEN_KINDS)
    yield ("time_marker",)
    yield from (("laid", key) for key in (("character_back",), ("creature",), ("infected",),
                                          ("scientist", SCIENTIST_IDS[0])))


WORDS = {
    "scientist": (N_("Scientist (character card)"), [
        N_("Your character card: as long as you show it, you are human."),
        N_("In a movement phase it goes to the leader, who shuffles it with the other character cards (the "
           "Creature card too) and deals them out again."),
        N_("Once infected you show your infected card instead, but you still hand this one over."),
    ]),
    "creature": (N_("The Creature"), [
        N_("Whoever holds this card is the Creature this turn. When it leaves you, you are infected."),
        N_("It travels with the character cards in the movement phase."),
        N_("Voted for sedation, it is revealed: the first time it slips away and the cards are dealt again, "
           "the second time it is neutralised."),
    ]),
    "infected": (N_("Infected"), [
        N_("You show this card once the Creature card has left you (or after a Contagion): you are on the "
           "Creature's side."),
        N_("It is never dealt in a movement phase: you keep it and hand over your scientist card."),
        N_("A Stimulant can make you human again."),
    ]),
    "character_back": (N_("A face-down character card"), [
        N_("Scientist, infected and Creature cards share this back: only their holder knows which it is.")]),
    "event_back": (N_("The event deck"), [N_("Each player keeps a hand of event cards and may play one per turn.")]),
    "event_held": (N_("An event card, face down"), [
        N_("Only its holder knows which it is. Each player may play one event card per turn.")]),
    "weapon_held": (N_("A weapon card, face down"), [
        N_("Only its holder knows which it is, until the helicopter lands and every weapon is shown.")]),
    "weapon_back": (N_("The weapon deck"), [
        N_("Weapons and defensive objects are drawn face down and shown when the helicopter phase starts.")]),
    "leader": (N_("Leader token"), [
        N_("The leader plays first, votes last with two vote tokens and rolls the die for the movement phase "
           "and for the next leader."),
        N_("Becoming leader for the first time gives a victory token."),
    ]),
    "vote": (N_("Vote token"), [
        N_("Placed openly, one at a time, on the character card of the player you want sedated."),
        N_("The most votes is sedated; tied players roll the die and the lower roll is sedated."),
    ]),
    "victory": (N_("Victory token"), [
        N_("Spend one to play an extra event card, draw a weapon, hit without rolling, or cancel a hit against "
           "you in the helicopter phase."),
        N_("Gained when sedated, when first made leader and by Commendation, up to the most a player may hold."),
    ]),
    "sedated": (N_("Sedated token"), [
        N_("On a sedated player's character card: they keep their card in the movement phase, cannot vote or be "
           "chosen leader, and play events only by spending a victory token."),
    ]),
    "clock": (N_("Clock token"), [
        N_("Moves one space along the time marker each turn; when it reaches the helicopter the last turn, the "
           "helicopter phase, is played."),
    ]),
    "time_marker": (N_("Time marker"), [
        N_("Spaces {most} to 1 and the helicopter. The clock starts on the number of regular turns "
           "(one fewer than the players)."),
    ]),
}
"""Words for the pieces that are not event or weapon cards (theirs come from the data files): message ids,
said in the chosen language when the large view asks."""


def describe(key) -> tuple[str, list[str]]:
    """(title, lines) for the large view: a card id ("armed-3", "riot-shield", "scientist-2"), a token
    kind, "creature", "infected", "time_marker", a back's key name, or any key from `faces()`."""
    if isinstance(key, tuple):
        if key[0] == "laid":
            title, lines = describe(key[1])
            return _("{card} (knocked out)", card=title), lines
        if key[0] in ("event", "weapon", "card", "scientist", "token"):
            return describe(key[1])
        return describe(key[0])
    if key in SLUG_OF:
        return event_lines(key)
    if key in WEAPONS:
        return weapon_lines(key)
    if key in SCIENTIST_IDS:
        key = "scientist"
    if key in WORDS:
        title, lines = WORDS[key]
        return _(title), [_(line, most=MAX_TURNS) if "{most}" in line else _(line) for line in lines]
    raise KeyError(f"nothing to describe for {key!r}")
