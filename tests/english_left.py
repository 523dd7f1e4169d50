"""Finding English left on a German screen: words only the English catalog has, and common English words.

A German screen may show the players' names, the games' titles (they are names on the boxes) and numbers;
anything else English is a word that was never given to the catalogs, or one the German catalog lacks.
"""

import re
import string
from functools import cache

from rules.language import catalogs

# Words that no German sentence of ours contains (short common English, and the games' own nouns).
ENGLISH = re.compile(
    r"\b(the|and|your|you|with|from|takes?|plays?|played|cards?|points?|wins?|turn|round|draws?|waiting|player|"
    r"nobody|score|next|choose|tap|drag|passes|is|are|of|to|it|its|there|this|that|who|has|have|not|each|every|"
    r"trick|coins?|stamps?)\b", re.I)
# Names that stay as they are in German: the games' titles and the boxes'.
NAMES = ["Strange Creatures", "duck! duck! SAFARI!", "Safari Sprint", "Hi-Lo Hijinks", "Animal Hunt", "Savannah",
         "Herds", "Deducktion", "Wonder Creature", "La Criatura", "Menagerie"]


@cache
def english_only_chunks() -> tuple[str, ...]:
    """Stretches of English text (between a message's fields) that only the English catalog has: at least two
    words long, and not the same in German."""
    chunks: set[str] = set()
    for domain in catalogs.DOMAINS:
        german = {m.id: m.string for m in catalogs.read_catalog("de", domain) if m.id}
        for message in catalogs.read_catalog("en", domain):
            if not message.id or german.get(message.id) == message.string:
                continue
            texts = message.string if isinstance(message.string, tuple | list) else (message.string,)
            said_in_german = " ".join(_texts(german.get(message.id)))
            for text in texts:
                for literal, *_ in string.Formatter().parse(text or ""):
                    literal = literal.strip(" .,:;()[]!?…·=-")
                    if len(literal) >= 10 and " " in literal and literal not in said_in_german:
                        chunks.add(literal)
    return tuple(sorted(chunks, key=len, reverse=True))


def _texts(string_or_tuple) -> tuple:
    if string_or_tuple is None:
        return ()
    return tuple(string_or_tuple) if isinstance(string_or_tuple, tuple | list) else (string_or_tuple,)


def english_in(text: str, names=()) -> list[str]:
    """The English found in one line shown to a German reader (names and titles aside)."""
    for name in sorted([*names, *NAMES], key=len, reverse=True):
        if name:
            text = text.replace(name, " ")
    found = [chunk for chunk in english_only_chunks() if chunk in text]
    found += [m.group(0) for m in ENGLISH.finditer(text)]
    return found
