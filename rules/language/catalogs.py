"""The message catalogs: which code says what (domains), and Babel's extract, update and compile.

Each domain is one box's words (or the app's own) and lists the source files its message ids come from,
plus the vocabulary read from the box's data (card names in JSON, found by `vocabulary` functions).
`python -m rules.language update [domain]` extracts the ids into locale/<domain>.pot and merges them into
every language's .po (English gets each id as its own translation); `compile` writes the .mo files (the
build does it too: packaging/build_backend.py). Loading prefers the .mo and reads the .po when the .mo is
missing or older, so a checkout that was not rebuilt still speaks every word in its catalogs.
"""

import ast
import copy
import importlib
import io
from collections.abc import Iterable
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_file
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po
from babel.support import NullTranslations, Translations

HERE = Path(__file__).resolve().parent
LOCALE = HERE / "locale"
ROOT = HERE.parent.parent                # the checkout (or site-packages) that holds rules/ and tabletop/

LANGUAGES = {"en": "English", "de": "Deutsch"}   # each language says its own name

# The call names whose first string (or first two: singular, plural) is a message id.
KEYWORDS = {
    "_": None, "N_": None, "said": None, "IllegalMove": None, "SetupError": None, "Term": None, "words": None,
    "n_": (1, 2), "said_n": (1, 2), "Nn_": (1, 2),
}

SAFARI_GAMES = ["safari_sprint", "hi_lo_hijinks", "animal_hunt", "savannah", "herds", "deducktion"]

# domain -> the files (globs from the checkout's root) whose message ids it holds, and its vocabulary
DOMAINS: dict[str, dict] = {
    "menagerie": {   # the app's machinery and the terminal's: shared by every game
        "sources": ["rules/core/*.py", "rules/language/*.py", "rules/cli/*.py", "rules/cli/views/__init__.py",
                    "rules/cli/views/base.py", "rules/cli/views/generic.py",
                    "rules/bots/*.py", "tabletop/*.py", "tabletop/table/*.py", "tabletop/sound/*.py",
                    "tabletop/bench/*.py", "tabletop/games/base.py", "tabletop/games/__init__.py",
                    "tabletop/rules_text/*.py", "tabletop/teaching/*.py", "tabletop/teaching/conditions/*.py",
                    "tabletop/render/colour_marks.py", "tabletop/render/die.py",
                    "tabletop/render/tokens.py", "tabletop/render/drawing.py", "tabletop/render/shapes.py"],
        "vocabulary": ["tabletop.rules_text.box:who_starts_phrases"],   # the rulebooks' sentences on who starts
    },
    "app": {         # the screens around the table: menu, New game, Settings, saves, curtain, TV, phones
        "sources": ["tabletop/scenes/*.py", "tabletop/couch/*.py", "tabletop/phones/*.py", "tabletop/storage/*.py",
                    "tabletop/evening/*.py"],
        "vocabulary": [],
    },
    "strange_creatures": {
        "sources": ["rules/strange_creatures/*.py", "rules/cli/views/strange_creatures.py",
                    "tabletop/games/strange_creatures.py", "tabletop/render/creature_cards.py",
                    "tabletop/render/creatures.py"],
        "vocabulary": ["rules.strange_creatures.vocabulary:terms", "tabletop.teaching.vocabulary:strange_creatures"],
    },
    "safari": {
        "sources": ["rules/safari/*.py", "rules/cli/views/safari_common.py"]
                   + [f"rules/cli/views/{g}.py" for g in SAFARI_GAMES],
        "vocabulary": ["rules.safari.vocabulary:terms"],
    },
    "safari_table": {
        "sources": ["tabletop/games/safari_scores.py", "tabletop/render/safari/*.py", "tabletop/games/safari_sprint.py",
                    "tabletop/games/hi_lo_hijinks.py", "tabletop/games/animal_hunt.py"],
        "vocabulary": ["tabletop.teaching.vocabulary:safari_table"],
    },
    "safari_board": {
        "sources": ["tabletop/games/savannah*.py", "tabletop/games/herds.py",
                    "tabletop/games/deducktion.py"],
        "vocabulary": ["tabletop.teaching.vocabulary:safari_board"],
    },
    "wonder_creature": {
        "sources": ["rules/wonder_creature/*.py", "rules/cli/views/wonder_creature.py",
                    "tabletop/games/wonder_creature.py", "tabletop/render/wonder_creature/*.py"],
        "vocabulary": ["rules.wonder_creature.vocabulary:terms", "tabletop.teaching.vocabulary:wonder_creature"],
    },
    "la_criatura": {
        "sources": ["rules/la_criatura/*.py", "rules/cli/views/la_criatura.py",
                    "tabletop/games/la_criatura.py", "tabletop/render/la_criatura/*.py"],
        "vocabulary": ["rules.la_criatura.vocabulary:terms", "tabletop.teaching.vocabulary:la_criatura"],
    },
}


def po_path(lang: str, domain: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{domain}.po"


def mo_path(lang: str, domain: str) -> Path:
    return po_path(lang, domain).with_suffix(".mo")


def pot_path(domain: str) -> Path:
    return LOCALE / f"{domain}.pot"


# ----- loading ------------------------------------------------------------------------------------------
def load_translations(lang: str, domains: Iterable[str]) -> NullTranslations:
    """Every domain's catalog of `lang` merged into one (message ids are shared words across boxes)."""
    merged: Translations | None = None
    for domain in domains:
        one = _load_one(lang, domain)
        if one is None:
            continue
        if merged is None:
            merged = one
        else:
            merged.merge(one)
    return merged if merged is not None else NullTranslations()


def _load_one(lang: str, domain: str) -> Translations | None:
    po, mo = po_path(lang, domain), mo_path(lang, domain)
    if mo.exists() and (not po.exists() or mo.stat().st_mtime >= po.stat().st_mtime):
        with mo.open("rb") as f:
            return Translations(f, domain=domain)
    if not po.exists():
        return None
    return Translations(io.BytesIO(compiled(lang, domain)), domain=domain)


def compiled(lang: str, domain: str) -> bytes:
    """The .po compiled: what the .mo file holds."""
    buffer = io.BytesIO()
    write_mo(buffer, written(read_catalog(lang, domain)))
    return buffer.getvalue()


def read_catalog(lang: str, domain: str) -> Catalog:
    with po_path(lang, domain).open("rb") as f:
        return read_po(f, locale=lang, domain=domain)


def written(catalog: Catalog) -> Catalog:
    """The catalog without its unwritten entries: Babel would compile an empty plural ('', '') as a translation,
    and in the merged catalogs it would hide another box's German for the same id."""
    for message in list(catalog):
        if message.id and not translated(message):
            catalog.delete(message.id, context=message.context)
    return catalog


def source_files(domain: str) -> list[Path]:
    files: set[Path] = set()
    for pattern in DOMAINS[domain]["sources"]:
        files.update(p for p in ROOT.glob(pattern) if p.is_file())
    return sorted(files)


def vocabulary(domain: str) -> list[str]:
    """The words a box's data holds (card names, colours): read from its JSON by the box's `terms()`."""
    words: list[str] = []
    for spec in DOMAINS[domain]["vocabulary"]:
        module, _, name = spec.partition(":")
        try:
            terms = getattr(importlib.import_module(module), name)
        except ModuleNotFoundError:
            continue
        words.extend(terms())
    return words


def extract(domain: str) -> Catalog:
    """The template: every message id the domain's code and data use, with where it was found."""
    template = Catalog(domain=domain, project="Menagerie", charset="utf-8")
    for path in source_files(domain):
        rel = path.relative_to(ROOT).as_posix()
        for lineno, message, comments, _context in extract_from_file(
                extract_calls, str(path), keywords=KEYWORDS, comment_tags=("Translators:",), strip_comment_tags=True):
            flags = ("python-brace-format",) if _has_fields(message) else ()
            template.add(message, locations=[(rel, lineno)], auto_comments=comments, flags=flags)
    for word in vocabulary(domain):
        if word and word not in template:
            template.add(word, locations=[("data", 0)])
    return template


def extract_calls(fileobj, keywords, comment_tags, options):
    """Babel's extraction method for our Python: every call named in `keywords` (a function, or a method such as
    `words.n_`) whose message arguments are literal strings, found in the syntax tree. (Babel's own tokenizing
    extractor loses its place after `from .language import _` and `_ = words`, which the app's code says.)"""
    source = fileobj.read().decode("utf-8")
    lines = source.splitlines()
    tree = ast.parse(source)
    worded = _worded_fields(tree, keywords)
    for node in sorted((n for n in ast.walk(tree) if isinstance(n, ast.Call)), key=lambda n: (n.lineno, n.col_offset)):
        name = _called(node)
        if name not in keywords:
            continue
        spec = KEYWORDS[name] or (1,)
        args = node.args[:max(spec)]
        if len(args) < max(spec) or not all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in args):
            continue
        comments = _comments_above(lines, node.lineno, comment_tags)
        comments += [note for note in [_fields_note(node)] + worded.get(id(node), []) if note]
        yield node.lineno, name, tuple(a.value for a in args), comments


def _called(node: ast.Call) -> str | None:
    func = node.func
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None


def _fields_note(call: ast.Call) -> str | None:
    """The fields a call fills, as noted for the catalog: a translation may use any of them (tests check)."""
    passed = sorted("*" if k.arg is None else k.arg for k in call.keywords if k.arg != "names")
    return "fields: " + ", ".join(passed) if passed else None


def _worded_fields(tree, keywords) -> dict[int, list[str]]:
    """A prompt's words per gesture (`NAME = ByGesture(N_(...), phone=N_(...))`, tabletop/table/gesture_words.py)
    are filled where the prompt is said (`worded(NAME, **fields)`): the fields notes of those calls, by the N_ calls
    declared in NAME (by their `id`)."""
    declared: dict[str, list[ast.Call]] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call) and _called(node.value) == "ByGesture":
            messages = [n for n in ast.walk(node.value) if isinstance(n, ast.Call) and _called(n) in keywords]
            declared.update((t.id, messages) for t in node.targets if isinstance(t, ast.Name))
    notes: dict[int, list[str]] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and _called(node) == "worded" and node.args and _fields_note(node):
            for name in {n.id for n in ast.walk(node.args[0]) if isinstance(n, ast.Name)} & declared.keys():
                for message in declared[name]:
                    notes.setdefault(id(message), []).append(_fields_note(node))
    return notes


def _comments_above(lines: list[str], lineno: int, tags) -> list[str]:
    """The "# Translators: ..." comment lines right above a call (or on its line), for the catalogs' readers."""
    found: list[str] = []
    k = lineno - 1
    line = lines[k] if k < len(lines) else ""
    if "#" in line and any(tag in line.split("#", 1)[1] for tag in tags):
        found.append(line.split("#", 1)[1].strip())
    k -= 1
    while k >= 0 and lines[k].strip().startswith("#"):
        found.insert(0, lines[k].strip().lstrip("#").strip())
        k -= 1
    joined = " ".join(found)
    return [joined[joined.index(tag):] for tag in tags if tag in joined][:1]


def _has_fields(message) -> bool:
    texts = message if isinstance(message, tuple) else (message,)
    return any("{" in t for t in texts if t)


def update(domain: str) -> dict[str, int]:
    """Extract `domain` and merge it into each language's .po; returns each language's untranslated count."""
    template = extract(domain)
    LOCALE.mkdir(parents=True, exist_ok=True)
    _write(pot_path(domain), template)
    untranslated = {}
    for lang in LANGUAGES:
        path = po_path(lang, domain)
        fresh = copy.deepcopy(template)     # update() adopts the template's messages: one copy per language
        if path.exists():
            catalog = read_catalog(lang, domain)
            catalog.update(fresh, no_fuzzy_matching=True)
            catalog.obsolete.clear()
        else:
            catalog = Catalog(locale=lang, domain=domain, project="Menagerie", charset="utf-8")
            catalog.update(fresh, no_fuzzy_matching=True)
        if lang == "en":     # English says its ids as they are written
            for message in catalog:
                if message.id and not translated(message):
                    message.string = message.id
        catalog.fuzzy = False
        _write(path, catalog)
        untranslated[lang] = sum(1 for m in catalog if m.id and not translated(m))
    return untranslated


def translated(message) -> bool:
    """Every form written, and not marked fuzzy (a guess from an older id: compiling leaves it out)."""
    strings = message.string if isinstance(message.string, tuple | list) else (message.string,)
    return all(strings) and not message.fuzzy


def compile_all() -> list[Path]:
    """Write every .mo from its .po (the build calls this before packing the catalogs)."""
    done = []
    for lang in LANGUAGES:
        for domain in DOMAINS:
            if po_path(lang, domain).exists():
                mo_path(lang, domain).write_bytes(compiled(lang, domain))    # whole, or not at all
                done.append(mo_path(lang, domain))
    return done


def _write(path: Path, catalog: Catalog) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as f:
        write_po(f, catalog, width=120, sort_output=False, omit_header=False, include_previous=False)
