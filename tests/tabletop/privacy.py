"""What a seat may not read: the ids and names its view hides, and a check of drawn text against them.

Generic over engines: the hidden ids are the strings of the full state and of every other seat's
view that this seat's view (and the public view) does not hold; a box's card-name function turns
them into the words a player would read. A new table adapter is covered without new code here.
"""

import dataclasses
import json
import re
from functools import cache

from tests.conformance import json_strings

ID_LIKE = re.compile(r"\d|-")


@cache
def namer(game):
    """The box's own "how a player says this id" function (None for strings that are not things), in the
    language the table speaks now (a German table must not name a hidden card in German either); each name
    worked out once per language."""
    from tabletop.language import current

    said = _namer(game)
    names: dict = {}

    def name(t):
        key = (current(), t)
        if key not in names:
            names[key] = said(t)
        return names[key]
    return name


def _namer(game):
    from tabletop.language import words

    module = type(game).__module__
    if module.startswith("rules.strange_creatures"):
        from rules.strange_creatures.cards import CARDS
        from rules.strange_creatures.words import card_term

        return lambda t: words().say(card_term(t)) if t in CARDS else None
    if module.startswith("rules.safari"):
        from rules.safari.components import is_card
        from rules.safari.sentences import card

        return lambda t: words().say(card(t)) if is_card(t) else None
    if module.startswith("rules.la_criatura"):
        from rules.core.said import Term
        from rules.la_criatura.cards import EVENT_TYPES, card_name, card_term

        def lc(t):
            if t in ("veto", "camouflage"):    # a public prompt or pass of this kind: its seat holds the card (D-3)
                return words().say(Term(EVENT_TYPES[t].name))
            return words().say(card_term(t)) if card_name(t) != t else None
        return lc
    if module.startswith("rules.wonder_creature"):
        from rules.wonder_creature.catalogue import CATALOGUE

        def wc(t):
            try:
                return words().say(CATALOGUE.said(t))
            except (KeyError, ValueError):
                return None
        return wc
    return lambda t: None


class _EventStrings(dict):
    """The strings inside each event, worked out once: events are frozen and shared by every state and
    view of a game, and a whole game's checks would otherwise read the same long log thousands of times."""

    def of(self, event) -> set[str]:
        hit = self.get(id(event))
        if hit is None or hit[0] is not event:
            if len(self) > 200_000:
                self.clear()
            hit = self[id(event)] = (event, json_strings(event.data) | {event.kind})
        return hit[1]


_EVENTS = _EventStrings()


def _view_strings(game, state, seat) -> set[str]:
    view = game.view(state, seat)
    if not isinstance(getattr(view, "events", None), list):
        return json_strings(view.model_dump(mode="json"))
    found = json_strings(view.model_dump(mode="json", exclude={"events"}))
    for event in view.events:
        found |= _EVENTS.of(event)
    return found


def _state_strings(game, state) -> set[str]:
    """Every string of the full state; its event log read through the per-event cache (a dataclass state is
    dumped without its log, which would otherwise be most of the work on every move of a long game)."""
    log = getattr(state, "log", None)
    if not (dataclasses.is_dataclass(state) and isinstance(log, list)):
        return json_strings(json.loads(game.dump_state(state)))
    found = json_strings(json.loads(game.dump_state(dataclasses.replace(state, log=[]))))
    for event in log:
        found |= _EVENTS.of(event)
    return found


_SEEN: dict[int, tuple] = {}      # id(state) -> (state, its views' strings by seat, every string of it)


def _strings_of(game, state) -> tuple[dict, set[str]]:
    """Every view's strings and every string of `state`, worked out once per state (states are never changed:
    a check after a move and one at the curtain read the same state)."""
    hit = _SEEN.get(id(state))
    if hit is not None and hit[0] is state:
        return hit[1], hit[2]
    players = game.view(state, None).players
    views = {seat: _view_strings(game, state, seat) for seat in [None, *range(players)]}
    everything = _state_strings(game, state)
    for seat in range(players):
        everything |= views[seat]
    if len(_SEEN) > 64:
        _SEEN.clear()
    _SEEN[id(state)] = (state, views, everything)
    return views, everything


def hides_something(game, state, move) -> bool:
    """Did the mover see more new events than the public table? (the move kept something private: tests
    prefer such moves, so there is something to leak)"""
    after = game.apply(state, move)
    mine = len(game.view(after, move.seat).events) - len(game.view(state, move.seat).events)
    public = len(game.view(after, None).events) - len(game.view(state, None).events)
    return mine > public


def hidden_words(game, state, viewer, among=None) -> tuple[set[str], set[str]]:
    """(ids, words) that must not be drawn for `viewer` (None: the public table) in `state`; `among`: only the
    secrets these seats' views hold (the people at the laptop), not every other seat's."""
    name = namer(game)
    views, everything = _strings_of(game, state)
    if among is not None:
        everything = set().union(*(views[seat] for seat in among))
    allowed = views[viewer] | views[None]
    ids = {t for t in everything - allowed if name(t) is not None or ID_LIKE.search(t)}
    visible_names = {name(t) for t in allowed} - {None}
    words = Words({name(t) for t in ids} - {None} - visible_names)
    words.shown = tuple(sorted(visible_names, key=len, reverse=True))
    return ids, words


class Words(set):
    """The hidden names, and the names this viewer may read: a hidden "trump" inside a shown "mega
    trump" is not a leak, so shown names are taken out of a string before hidden ones are looked for."""

    shown: tuple = ()


def _pattern(word: str) -> re.Pattern:
    # a hidden "green-2" is not named by a shown "green-2.5": a dot before a digit goes on with the id
    return re.compile(r"(?<![\w-])" + re.escape(word) + r"(?![\w-]|\.\d)", re.IGNORECASE)


def leaked(strings, ids: set[str], words: set[str]) -> list[str]:
    """The drawn strings that name a hidden id or a hidden card's words. The strings are read in the order
    drawn, as one text, so a shown name wrapped over two lines ("... the mega" / "trump.") stays shown."""
    strings = list(strings)
    text, starts = "", []
    for s in strings:
        starts.append(len(text))
        text += s + "\n"
    shown = [_pattern(w) for w in getattr(words, "shown", ()) if any(h in w for h in words)]
    masked = [m.span() for p in shown for m in p.finditer(text.replace("\n", " "))]
    found = set()
    for p in (_pattern(w) for w in ids | set(words)):
        for m in p.finditer(text):
            if any(a <= m.start() and m.end() <= b for a, b in masked):
                continue
            found.add(max(i for i, at in enumerate(starts) if at <= m.start()))
    return [strings[i] for i in sorted(found)]


def leaked_pieces(board, ids: set[str]) -> list[str]:
    """Pieces on the table whose id, handle or face names a hidden id."""
    bad = []
    for sprite in board.sprites.values():
        piece = sprite.piece
        face = list(piece.face) if isinstance(piece.face, tuple) else piece.face
        keys = {piece.id, piece.handle} | json_strings(face)
        if keys & ids:
            bad.append(piece.id)
    return bad
