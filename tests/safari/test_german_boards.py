"""Savannah, Herds and Deducktion at the table in German: bots-only games played through each adapter, and every
word the adapter says (status lines, the panel, the zones' labels, badges and notes, prompts and buttons, the
notepad, the large card view, summaries and the final table) said in English and in German for the same view.
The German has no unfilled `{field}`, and it differs from the English wherever the English has words of its own
(names, numbers and the few words both languages share aside)."""

import random
import re

import pytest

import rules
import tabletop.language as language
from tabletop.games import make_adapter
from tabletop.table.frame import make_frame
from tabletop.table.notepad import SheetCell, SheetFrame
from tabletop.table.zones import Paragraph

NAMES = ["Ada", "Basil", "Cleo", "Dara", "Emil"]
GESTURES = [None, "drag", "tap", "keys", "phone"]
SHARED = {"Team", "Tiger", "Zebra", "Ducktor", "Livingstone", "Reserve", "Partner", "A", "B", "C", "N", "Enter",
          "Herds", "Savannah", "Deducktion", "Bot"}
"""Words German writes as English does (and the games' own names), which alone do not make a line English."""
ENGLISH_ONLY = {"the", "and", "of", "you", "your", "card", "cards", "points", "pts", "is", "to", "with", "Player",
                "Tap", "Drag", "Deck", "herd", "herds", "hand", "Lion", "Elephant", "Monkey", "turn", "Score",
                "Step", "Trade", "Meld", "Pass", "winner", "missing", "space", "over"}
"""Words that give an English line away wherever they turn up in a German one."""


@pytest.fixture
def german():
    """Speaks German while the test says so; English again afterwards, whatever happens."""
    yield lambda: language.choose("de")
    language.choose("en")


def words_of(text: str) -> set[str]:
    return set(re.findall(r"[A-Za-zÄÖÜäöüß]+", text)) - set(" ".join(NAMES).split())


def zone_words(zones) -> list[str]:
    """Every word a zone draws: labels, titles, notes, texts, badges and captions, the notepad's sheet."""
    out: list[str] = []
    for z in zones:
        if type(z).__module__.endswith("safari_scores"):
            continue                 # the score track: names and numbers, drawn by the shared SAFARI machinery
        for attr in ("label", "title", "note", "text"):
            value = getattr(z, attr, None)
            if isinstance(value, str) and value:
                out.append(value)
        if isinstance(z, Paragraph):
            out += z.lines
        if isinstance(z, SheetFrame):
            s = z.sheet
            out += [s.title, *s.row_labels, *s.lines, s.legend]
        if isinstance(z, SheetCell):
            out += [f.text for f in z.facts]
        for piece in z.pieces():
            out += [b.text for b in piece.badges if b.text]
            if piece.caption:
                out.append(piece.caption)
    return out


def said(adapter, view, moves, new_events, frame, my_turn) -> list[str]:
    """All the adapter says about one view, in the language chosen now, in a fixed order."""
    out = [adapter.status(view, my_turn), adapter.status(view, not my_turn)]
    spec = adapter.panel(view)
    out += [spec.title, *[w for fact in spec.facts for w in fact if isinstance(w, str)], *spec.headers]
    out += [c for row in spec.rows for c in row.cells if isinstance(c, str)]
    out += zone_words(adapter.zones(view, frame))
    for move in moves:
        grip = adapter.grip(move)
        if grip is not None and grip.label:
            out.append(grip.label)
    kinds: dict[type, list] = {}
    for m in moves:
        kinds.setdefault(type(m), []).append(m)
    for group in kinds.values():
        if type(group[0]).__name__ in ("NewHerd", "Meld", "Give") or type(group[0]).__name__ == "Ask":
            by_target: dict = {}
            for m in group:
                by_target.setdefault(getattr(m, "target", None), []).append(m)
            for same in by_target.values():
                prompt = adapter.ask(view, same)
                out += [prompt.title, *[o.label for o in prompt.options]]
    for e in new_events:
        if e.kind in OWN_NARRATION.get(adapter.game_id, ()):
            line = adapter.narrate(e)
            if line:
                out.append(line)
    summary = adapter.round_summary(view, new_events)
    if summary is not None:
        title, headers, rows_ = summary
        out += [title, *headers, *[c for row in rows_ for c in row if isinstance(c, str)]]
    return [w for w in out if w]


OWN_NARRATION = {   # the events each adapter tells in its own words (the rest are the engine's sentences)
    "savannah": ("place", "unplayable", "mark_draw", "marked", "marker_card"),
    "deducktion": ("exchange_cards", "guess_made", "ask"),
}


def compare(english: list[str], german: list[str], where: str) -> int:
    """Each German line against the English line said in its place; returns how many had words to compare.
    Where a layout differs by language (a row keeps its badges only where their words fit), the German lines
    are checked on their own."""
    if len(english) != len(german):
        for de in german:
            assert "{" not in de and "}" not in de, f"{where}: a field left unfilled in {de!r}"
            assert not words_of(de) & ENGLISH_ONLY, f"{where}: English {sorted(words_of(de) & ENGLISH_ONLY)} in {de!r}"
        return 0
    compared = 0
    for en, de in zip(english, german, strict=True):
        assert "{" not in de and "}" not in de, f"{where}: a field left unfilled in {de!r}"
        own = words_of(en) - SHARED
        if own:
            compared += 1
            assert de != en, f"{where}: {de!r} is the English"
        leaked = words_of(de) & ENGLISH_ONLY
        assert not leaked, f"{where}: English {sorted(leaked)} in {de!r} (English: {en!r})"
    return compared


def both(german_on, fn):
    """(English, German) of what `fn()` says."""
    language.choose("en")
    en = fn()
    german_on()
    de = fn()
    language.choose("en")
    return en, de


def play_through(game_id, players, seed, german_on) -> int:
    """A bots-only game (random legal moves) with an adapter per seat; every few moves each seat's adapter
    says everything about its view in both languages; then the final table and every large card view."""
    game = rules.games()[game_id]
    rnd = random.Random(seed)
    state = game.setup(players, seed)
    adapters = [make_adapter(game_id, game) for _seat in range(players)]
    for a in adapters:
        a.names = list(NAMES[:players])
    frame = make_frame((1280, 800))
    seen = [0] * players
    compared, step = 0, 0
    while True:
        for seat, adapter in enumerate(adapters):
            view = game.view(state, seat)
            new = list(view.events[seen[seat]:])
            seen[seat] = len(view.events)
            if adapter.view is not None:
                adapter.hold(new)
            moves = game.legal_moves(state, seat) if seat in game.to_act(state) else []
            adapter.gesture = GESTURES[(step + seat) % len(GESTURES)]
            my_turn = seat in game.to_act(state)
            en, de = both(german_on, lambda a=adapter, v=view, m=moves, n=new, t=my_turn: said(a, v, m, n, frame, t))
            compared += compare(en, de, f"{game_id} seat {seat} move {step}")
            if game_id == "deducktion" and view.seat is not None:
                adapter.notepad_open = True        # the notepad's words too
                en, de = both(german_on, lambda a=adapter, v=view: zone_words(a.zones(v, frame)))
                compared += compare(en, de, f"{game_id} notepad of seat {seat} move {step}")
                adapter.notepad_open = False
            adapter.release_hold()
        if game.is_over(state):
            break
        for _k in range(rnd.choice((1, 2, 3))):
            if game.is_over(state):
                break
            seat = game.to_act(state)[0]
            state = game.apply(state, rnd.choice(game.legal_moves(state, seat)))
        step += 1
    result = game.result(state)
    for seat, adapter in enumerate(adapters):
        view = game.view(state, seat)

        def final(a=adapter, v=view):
            headers, rows_ = a.final_table(v, result)
            return [*headers, *[c for row in rows_ for c in row if isinstance(c, str)]]
        en, de = both(german_on, final)
        compared += compare(en, de, f"{game_id} final table")
    adapter = adapters[0]
    adapter.zones(game.view(state, 0), frame)

    def large_views():
        out = []
        for face in adapter.faces():
            if game_id == "savannah" and face[0] in ("card", "lap", "board"):
                continue             # the SAFARI cards' own large view (tabletop/render/safari) says those
            if game_id == "herds" and face[0] == "lap":
                continue
            found = adapter.describe(face)
            if found is not None:
                out += [found[0], *found[1]]
        return out
    en, de = both(german_on, large_views)
    compared += compare(en, de, f"{game_id} large card view")
    return compared


@pytest.mark.parametrize("game_id,players,seed", [
    ("savannah", 2, 1), ("savannah", 3, 2),
    ("herds", 2, 3), ("herds", 4, 4),
    ("deducktion", 3, 5), ("deducktion", 2, 6),
])
def test_a_german_table_says_every_word_in_german(game_id, players, seed, german):
    compared = play_through(game_id, players, seed, german)
    assert compared > 100, "the game had plenty to say"


def test_german_numbers_and_plurals_at_the_table(german):
    """Counts pick their form by the catalogs in both languages (no "card(s)"); German cards read "Löwe 3"."""
    from tabletop.render.safari.words import card_title as card_words

    game = rules.games()["savannah"]
    adapter = make_adapter("savannah", game)
    adapter.names = NAMES[:2]
    from rules.core import Event

    one = Event("place", {"seat": 0, "card": "lion-2a", "row": 0, "col": 1, "points": 1})
    three = Event("place", {"seat": 1, "card": "zebra-6a", "row": 0, "col": 1, "points": 3})
    assert adapter.narrate(one) == "Ada plays 2 Lion for 1 point"
    assert adapter.narrate(three) == "Basil plays 6 Zebra for 3 points"
    german()
    assert adapter.narrate(one) == "Ada legt Löwe 2 für 1 Punkt"
    assert adapter.narrate(three) == "Basil legt Zebra 6 für 3 Punkte"
    assert card_words("elephant-4b") == "Elefant 4"


def test_words_made_earlier_follow_a_switch_of_language(german):
    """What an adapter keeps between frames holds no words of the old language: the savannah's chips over the lit
    spaces (kept per position) and Deducktion's answer on show (kept while the table waits)."""
    game = rules.games()["savannah"]
    state = game.setup(2, 1)
    seat = game.to_act(state)[0]
    view = game.view(state, seat)
    adapter = make_adapter("savannah", game)
    card = view.hand[0]
    targets = [(0, 0)]
    assert adapter._chip_words(view, {}, card, targets) == {(0, 0): ("here",)}
    german()
    assert adapter._chip_words(view, {}, card, targets) == {(0, 0): ("hier",)}

    game = rules.games()["deducktion"]
    rnd = random.Random(3)
    state = game.setup(3, 3)
    adapter = make_adapter("deducktion", game)
    adapter.names = NAMES[:3]
    language.choose("en")
    while True:
        seat = game.to_act(state)[0]
        before = game.view(state, 1 - seat if seat == 0 else 0)
        adapter.zones(before, make_frame((1280, 800)))
        after = game.apply(state, rnd.choice(game.legal_moves(state, seat)))
        new = game.view(after, before.seat).events[len(before.events):]
        state = after
        if adapter.hold(new) > 0:
            break
    english = adapter.status(game.view(state, before.seat), False)
    german()
    said_now = adapter.status(game.view(state, before.seat), False)
    assert "answered" in english and "antwortete" in said_now and "(Tippen zum Weiterspielen.)" in said_now
