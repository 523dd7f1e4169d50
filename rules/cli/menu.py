"""The numbered options of one decision: the engine's legal moves, each said once, in the player's voice.

Moves that read the same (the two copies of one card, two ways to ask the same question) are one
option; choosing it plays the first of them in the engine's canonical order. A long list whose
renderer groups it ('Play 3 Lion at' / 'row 0, column 1') is shown by group, and when that still takes
more than MENU_LINES lines the player picks a group first, then an item of it.
"""

from dataclasses import dataclass

from rules.language import Words, words_for

from .views.base import WIDTH

MENU_LINES = 30


@dataclass
class Option:
    label: str
    move: object
    heading: str | None = None
    item: str | None = None


def build_options(game, renderer, moves, view) -> list[Option]:
    """One option per distinct description, the first move in canonical order standing for the rest."""
    seen: set[str] = set()
    options = []
    for move in moves:
        key = str(game.describe_move(move))
        if key in seen:
            continue
        seen.add(key)
        label = renderer.option(game, move, view)
        split = renderer.group(label)
        heading, item = split if split else (None, None)
        options.append(Option(label, move, heading, item))
    return _by_heading(options)


def _by_heading(options: list[Option]) -> list[Option]:
    """Options with the same heading brought together where the first of them stands (the order stays the
    engine's otherwise), so 'Play 3 Lion at' lists all its places at once."""
    slots: dict[str, list[Option]] = {}
    order: list[list[Option]] = []
    for opt in options:
        if opt.heading is None:
            order.append([opt])
        elif opt.heading in slots:
            slots[opt.heading].append(opt)
        else:
            slots[opt.heading] = [opt]
            order.append(slots[opt.heading])
    return [opt for group in order for opt in group]


def _entries(options: list[Option]) -> list[tuple[str, list[Option]]]:
    """Options in order, consecutive ones with the same heading gathered under it ('' = no heading)."""
    entries: list[tuple[str, list[Option]]] = []
    for opt in options:
        if opt.heading is not None and entries and entries[-1][0] == opt.heading:
            entries[-1][1].append(opt)
        else:
            entries.append((opt.heading or "", [opt]))
    return entries


def _bare(heading: str) -> str:
    """'Play 3 Lion at' -> 'Play 3 Lion' (a heading standing alone, without the word that led to its items)."""
    for tail in (" at", " on", " in"):
        if heading.endswith(tail):
            return heading[: -len(tail)]
    return heading


def _compact(numbered: list[tuple[int, str]], indent: str) -> list[str]:
    """'1. space 2    2. space 4 ...' in even columns, wrapped at WIDTH."""
    cells = [f"{i:>3}. {text}" for i, text in numbered]
    width = max(len(c) for c in cells) + 3
    per_line = max(1, (WIDTH - len(indent)) // width)
    return [indent + "".join(c.ljust(width) for c in cells[k:k + per_line]).rstrip()
            for k in range(0, len(cells), per_line)]


def list_lines(options: list[Option], start: int = 1) -> list[str]:
    """Every option numbered from `start`; a group of several under its heading, in columns."""
    lines = []
    i = start
    for heading, group in _entries(options):
        if heading and len(group) > 1:
            lines.append(f"  {heading}:")
            lines += _compact([(i + k, o.item) for k, o in enumerate(group)], "    ")
        else:
            lines += [f"  {i + k:>3}. {o.label}" for k, o in enumerate(group)]
        i += len(group)
    return lines


class Menu:
    """Shows the options and reads the player's choice; `choose` returns an Option or None (quit)."""

    def __init__(self, options: list[Option], out, ask, words: Words | None = None):
        self.options = options
        self.out = out
        self.ask = ask
        self.words = words or words_for("en")

    def choose(self) -> Option | None:
        _ = self.words
        entries = _entries(self.options)
        flat = list_lines(self.options)
        if len(flat) <= MENU_LINES or len(entries) == len(self.options):
            self.out(_("Your options:"))
            for line in flat:
                self.out(line)
            return self._pick(self.options, "")
        while True:  # two steps: a group, then one of its items
            self.out(_("Your options (choose a group, then one of its choices):"))
            tops = [(_bare(heading) if heading and len(group) > 1 else group[0].label, group)
                    for heading, group in entries]
            for k, (text, group) in enumerate(tops, 1):
                more = _.n_(" ({n} choice)", " ({n} choices)", len(group)) if len(group) > 1 else ""
                self.out(f"  {k:>3}. {text}{more}")
            got = self._pick(tops, "")
            if got is None:
                return None
            text, group = got
            if len(group) == 1:
                return group[0]
            self.out(f"{text}:")
            for line in _compact([(k, o.item) for k, o in enumerate(group, 1)], "    "):
                self.out(line)
            picked = self._pick(group, _(", b to go back"))
            if picked == "back":
                continue
            return picked

    def _pick(self, items: list, extra: str):
        _ = self.words
        n = len(items)
        while True:
            try:
                answer = self.ask(_("Choose 1-{n}{extra} (q to quit): ", n=n, extra=extra)).strip().lower()
            except EOFError:
                return None
            if answer in ("q", "quit"):
                return None
            if extra and answer in ("b", "back"):
                return "back"
            if answer.isdigit() and 1 <= int(answer) <= n:
                return items[int(answer) - 1]
            self.out(_("  Please type a number from 1 to {n}.", n=n))

