"""The rules texts shipped with the app: `tabletop/rules_text/<game-id>.md` (the full rules) and
`<game-id>.forgotten.md` (the easily forgotten rules, where a game has such a list), in English; each other
language's in a folder named for it (`de/<game-id>.md`). A text is read in the language the app speaks now,
in English where that language has none. Beside them, `<game-id>.box.json`: the ages, playing time and
first-game settings New game shows (read by `box.py`).

Kept as data files so they can be read, corrected and translated without touching code. A small
markdown subset is understood: `#`/`##`/`###` headings, `- ` bullets, `1. ` numbered items,
`> ` notes, `|` table rows, blank lines between paragraphs, and `**bold**` markers (dropped for drawing).
An indented line under a list item starts a new line inside that item.
"""

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from .. import language

RULES_DIR = Path(__file__).resolve().parent


@dataclass(frozen=True)
class Block:
    kind: str      # "h1", "h2", "h3", "bullet", "number", "note", "para", "row" (cells split by tabs)
    text: str
    mark: str = ""  # the item's number for "number"


def available() -> list[str]:
    """Game ids that have a full rules text."""
    return sorted(p.stem for p in RULES_DIR.glob("*.md") if "." not in p.stem)


def path_for(game_id: str, part: str = "rules", lang: str = "en") -> Path:
    """The text's file in `lang` when there is one, else the English file."""
    name = f"{game_id}.md" if part == "rules" else f"{game_id}.{part}.md"
    translated = RULES_DIR / lang / name
    return translated if lang != "en" and translated.is_file() else RULES_DIR / name


def has(game_id: str, part: str = "rules") -> bool:
    return path_for(game_id, part).is_file()


def read(game_id: str, part: str = "rules", lang: str | None = None) -> str:
    """The text in `lang` (default: the language the app speaks now)."""
    return _read(game_id, part, lang or language.current())


@cache
def _read(game_id: str, part: str, lang: str) -> str:
    path = path_for(game_id, part, lang)
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return language._("# Rules\n\nThe text for this game is missing ({file}).", file=path.name)


def plain(text: str) -> str:
    return re.sub(r"\*\*(.+?)\*\*|__(.+?)__|`(.+?)`", lambda m: next(g for g in m.groups() if g), text)


def parse(markdown: str) -> list[Block]:
    """The text as blocks; consecutive lines of one paragraph or item are joined."""
    blocks: list[Block] = []
    current: list = []  # [kind, mark, lines]

    def flush():
        if current:
            blocks.append(Block(current[0], plain("".join(current[2]).strip()), current[1]))
            current.clear()

    for raw in markdown.splitlines():
        line = raw.rstrip()
        stripped = line.strip()
        if not stripped:
            flush()
            continue
        heading = re.match(r"^(#{1,3})\s+(.*)$", stripped)
        number = re.match(r"^(\d+)[.)]\s+(.*)$", stripped)
        if stripped.startswith("|"):
            flush()
            cells = [c.strip() for c in stripped.strip("|").split("|")]
            if not all(set(c) <= set("-: ") for c in cells):
                blocks.append(Block("row", plain("\t".join(cells))))
        elif heading:
            flush()
            blocks.append(Block(f"h{len(heading.group(1))}", plain(heading.group(2))))
        elif stripped.startswith(("- ", "* ", "• ")):
            flush()
            current.extend(["bullet", "", [stripped[2:]]])
        elif number and not raw.startswith(" "):
            flush()
            current.extend(["number", number.group(1), [number.group(2)]])
        elif stripped.startswith(">"):
            if current and current[0] != "note":
                flush()
            if not current:
                current.extend(["note", "", []])
            current[2].append(" " + stripped.lstrip("> "))
        else:
            if not current:
                current.extend(["para", "", []])
            joiner = "\n" if current[0] in ("bullet", "number") and raw.startswith(" ") else " "
            current[2].append(joiner + stripped)
    flush()
    return blocks


def title_of(game_id: str) -> str:
    for block in parse(read(game_id)):
        if block.kind == "h1":
            return block.text
    return game_id
