"""The teaching card a phone seat is shown (teach as we play, tabletop/teaching/on_phones.py): the moment's words in
the laptop's language, the handles it lights among the seat's own pieces and choices, and the rule it teaches.

Everything here is the moment's (words of the game's data, public) or the seat's own snapshot's: the handles lit
are chosen among the seat's private pieces and choices only (its `light` patterns, a zone it names, and the
pieces its moves start from, as the laptop's card lights them), so the card names nothing the seat's view does
not hold. The rule is the section of the game's rules text the moment teaches (rules texts are public): the phone
has no rules screen, so its "More" unfolds the rule in place.
"""

from fnmatch import fnmatchcase

from .. import language
from ..language import _
from ..rules_text.library import parse, read
from ..teaching.at_table import FEW
from .messages import ChoiceOut, PieceOut, RuleBlockOut, RuleOut, TeachingOut

HEADINGS = ("h1", "h2", "h3")


def rule_section(game_id: str, section: str, lang: str | None = None) -> RuleOut | None:
    """The section of the game's rules text whose English heading is `section`, in `lang` (default: the language
    spoken now): its heading there and its blocks up to the next heading. None: the text has no such heading."""
    english = [b.text for b in parse(read(game_id, lang="en")) if b.kind in ("h2", "h3")]
    if section not in english:
        return None
    at = english.index(section)
    blocks = parse(read(game_id, lang=lang or language.current()))
    headings = [i for i, b in enumerate(blocks) if b.kind in ("h2", "h3")]
    if at >= len(headings):            # a translation that lacks the section: the English one
        return rule_section(game_id, section, "en") if (lang or language.current()) != "en" else None
    start = headings[at]
    end = next((i for i in range(start + 1, len(blocks)) if blocks[i].kind in HEADINGS), len(blocks))
    return RuleOut(heading=blocks[start].text,
                   blocks=[RuleBlockOut(kind=b.kind, text=b.text, mark=b.mark) for b in blocks[start + 1:end]])


def lit_handles(moment, moves, adapter, pieces: list[PieceOut], choices: list[ChoiceOut], zones) -> list[str]:
    """The handles of the seat's own pieces and choices the moment is about: those its `light` patterns name, those
    lying in a zone they name, and the pieces its moves start from (when few: a whole hand lit says nothing)."""
    own = {p.handle for p in pieces if p.handle}
    own |= {h for c in choices for h in (c.source, c.target) if h}
    named = {h for h in own if any(fnmatchcase(h, p) for p in moment.light)}
    zoned = {z.name for z in zones if any(fnmatchcase(z.name, p) for p in moment.light)}
    named |= {p.handle for z in zones if z.name in zoned for p in z.pieces() if p.handle in own}
    starts = {g.source for g in (adapter.grip(m) for m in moves) if g is not None and g.source in own}
    if len(starts) <= FEW:
        named |= starts
    return sorted(named)


def card_out(game_id: str, shown, adapter, pieces: list[PieceOut], choices: list[ChoiceOut], zones) -> TeachingOut:
    """The card on show (`shown`, a `Due`) as the seat's snapshot carries it."""
    moment = shown.moment
    return TeachingOut(id=moment.id, title=_(moment.title), text=_(moment.text),
                       lit=lit_handles(moment, shown.moves, adapter, pieces, choices, zones),
                       rule=rule_section(game_id, moment.section))
