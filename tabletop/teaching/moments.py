"""Teaching moments: the rule a newcomer needs, said the first time it matters, as data beside the rules texts.

Each game's moments are in `tabletop/rules_text/<game-id>.moments.json` (English; each language's catalog says
them). A moment is

    {"id": "follow-suit", "section": "1. Play the trick",
     "when": {"move": "play", "test": "follows_suit"},
     "title": "Follow suit", "text": "One to three plain sentences.",
     "light": ["trick"], "public": false}

- `section`: the heading of the game's rules screen the moment teaches (its "More: Rules (F1)" opens there).
- `when`, the trigger, read from the reader's own view only (never the state):
  - `{"start": true}`: the game's first position;
  - `{"move": KIND}`: the reader is to act and may make a move of that kind (the moment comes before the move);
  - `{"event": KIND}`: a new event of that kind in the reader's view (it has just happened);
  - `{"over": true}`: the game is over;
  - `where`: fields the move or the event's data must have (a value, or a list of values any of which will
    do), e.g. `{"event": "stamp", "where": {"reason": "effect"}}`;
  - `test`: the name of a condition in the game's module `tabletop/teaching/conditions/<game>.py`,
    `test(view, subject) -> bool` (the subject is the move, the event, or None), for what a field cannot say.
- `light`: handle patterns (`fnmatch`, e.g. `"card:*"`, `"trick"`) of the pieces the moment is about; a move
  trigger also lights the pieces its moves start from.
- `first`: the moment goes before anything else in the reader's line (La Criatura's "you are infected": who the
  reader is comes before what they may do).
- `public`: whether a public screen (the TV, a laptop whose seats all play from phones) may show it (default:
  yes for `start`, `event` and `over` moments; a move moment is always a person's own).

`not_moments` lists each rules section that changes play but is not taught as a moment, with the reason (a
test checks every section of the rules text is one or the other).
"""

import importlib
import json
from dataclasses import dataclass, field
from fnmatch import fnmatchcase
from functools import cache
from typing import Any

from ..rules_text.library import RULES_DIR, parse, read

TRIGGERS = ("start", "move", "event", "over")


@dataclass(frozen=True)
class Moment:
    id: str
    section: str
    trigger: str                        # one of TRIGGERS
    kind: str = ""                      # the move's or the event's kind (move and event triggers)
    where: tuple[tuple[str, Any], ...] = ()
    test: str = ""
    title: str = ""
    text: str = ""
    light: tuple[str, ...] = ()
    public: bool = True
    first: bool = False                 # before anything else in the reader's line (who they are)

    def describe(self) -> str:
        """The trigger in one line, for `python -m tabletop teach GAME --list`."""
        said = self.trigger if self.trigger in ("start", "over") else f"{self.trigger} {self.kind}"
        if self.where:
            said += " where " + ", ".join(f"{k}={v}" for k, v in self.where)
        if self.test:
            said += f" if {self.test}"
        return said


@dataclass(frozen=True)
class Lesson:
    """A game's moments and the rules sections it does not teach as one (section -> why)."""

    game_id: str
    moments: tuple[Moment, ...] = ()
    not_moments: dict[str, str] = field(default_factory=dict)

    def get(self, moment_id: str) -> Moment | None:
        return next((m for m in self.moments if m.id == moment_id), None)


def moments_path(game_id: str):
    return RULES_DIR / f"{game_id}.moments.json"


@cache
def lesson(game_id: str) -> Lesson:
    """The game's moments (none when it has no file)."""
    path = moments_path(game_id)
    if not path.is_file():
        return Lesson(game_id)
    data = json.loads(path.read_text(encoding="utf-8"))
    moments = tuple(_moment(raw) for raw in data.get("moments", []))
    ids = [m.id for m in moments]
    if len(set(ids)) != len(ids):
        raise ValueError(f"{path.name}: a moment id is used twice")
    return Lesson(game_id, moments, dict(data.get("not_moments", {})))


def _moment(raw: dict) -> Moment:
    when = dict(raw["when"])
    trigger = next((t for t in TRIGGERS if t in when), None)
    if trigger is None:
        raise ValueError(f"moment {raw.get('id')!r}: 'when' needs one of {', '.join(TRIGGERS)}")
    kind = when[trigger] if trigger in ("move", "event") else ""
    public = raw.get("public", trigger != "move") and trigger != "move"
    return Moment(id=raw["id"], section=raw["section"], trigger=trigger, kind=kind,
                  where=tuple(sorted(when.get("where", {}).items())), test=when.get("test", ""),
                  title=raw["title"], text=raw["text"], light=tuple(raw.get("light", ())), public=public,
                  first=bool(raw.get("first", False)))


# ----- triggers ------------------------------------------------------------------------------------------
def _field(subject, name: str):
    if isinstance(subject, dict):
        return subject.get(name)
    data = getattr(subject, "data", None)
    if isinstance(data, dict):
        return data.get(name)
    return getattr(subject, name, None)


def _fits(moment: Moment, view, subject) -> bool:
    for name, wanted in moment.where:
        value = _field(subject, name)
        if isinstance(wanted, list) and not isinstance(value, list):
            if value not in wanted:
                return False
        elif value != wanted:
            return False
    return not moment.test or condition(view.game, moment.test)(view, subject)


@cache
def condition(game_id: str, name: str):
    """A game's named condition (tabletop/teaching/conditions/<game_id with underscores>.py)."""
    module = importlib.import_module(f"tabletop.teaching.conditions.{game_id.replace('-', '_')}")
    return getattr(module, name)


@dataclass(frozen=True)
class Due:
    """A moment whose time has come, with what made it due (the reader's moves it is about)."""

    moment: Moment
    moves: tuple = ()


def due(game_lesson: Lesson, view, new_events, moves, first: bool, public: bool = False) -> list[Due]:
    """The moments the reader's view makes due now, in the order of the lesson. `new_events`: the events of the
    view since the reader last looked; `moves`: the reader's legal moves (empty when it is not their turn);
    `first`: this is the game's first position; `public`: the reader is a public screen (no seat)."""
    out = []
    for m in game_lesson.moments:
        if public and not m.public:
            continue
        if m.trigger == "start":
            hit = first and _fits(m, view, None)
        elif m.trigger == "over":
            hit = view.over and _fits(m, view, None)
        elif m.trigger == "event":
            hit = any(e.kind == m.kind and _fits(m, view, e) for e in new_events)
        else:
            fitting = tuple(mv for mv in moves if getattr(mv, "kind", None) == m.kind and _fits(m, view, mv))
            if fitting:
                out.append(Due(m, fitting))
            continue
        if hit:
            out.append(Due(m))
    return out


def lights(moment: Moment, handles) -> set[str]:
    """The handles on the table the moment's `light` patterns name."""
    return {h for h in handles if h and any(fnmatchcase(h, p) for p in moment.light)}


# ----- the rules screen's sections -------------------------------------------------------------------------
def sections(game_id: str, lang: str = "en") -> list[str]:
    """The headings under the title of the game's rules text, in order ("Setup", "1. Play the trick", ...)."""
    return [b.text for b in parse(read(game_id, lang=lang)) if b.kind in ("h2", "h3")]


def section_index(game_id: str, section: str) -> int | None:
    """Where the (English) heading stands among the rules text's sections: the same place in every language."""
    names = sections(game_id, "en")
    return names.index(section) if section in names else None


# ----- the catalogs ----------------------------------------------------------------------------------------
def terms_of(game_ids) -> list[str]:
    """Every title and text of these games' moments (read by rules/language/catalogs.py)."""
    words: list[str] = []
    for game_id in game_ids:
        for m in lesson(game_id).moments:
            words += [m.title, m.text]
    return list(dict.fromkeys(words))
