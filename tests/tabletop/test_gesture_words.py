"""A prompt is worded per gesture through one declaration (tabletop/table/gesture_words.py): each reader gets the
words for the gesture they use, a gesture without words of its own the `either` words, and the adapters choose
no words by the gesture themselves."""

import ast
import io
from pathlib import Path

import pytest

import rules
from rules.core.said import N_, Nn_
from rules.language import catalogs
from tabletop import language
from tabletop.games import ADAPTERS, make_adapter
from tabletop.table.gesture_words import GESTURES, ByGesture

GAMES = Path(__file__).resolve().parents[2] / "tabletop" / "games"


def test_each_gesture_reads_its_own_words_and_the_rest_reads_either():
    words = ByGesture(N_("Drag it or tap it."), tap=N_("Tap it."), phone=N_("Choose below."))
    assert [words.said_for(g) for g in (None, "drag", "tap", "keys", "phone", "pinch")] == [
        "Drag it or tap it.", "Drag it or tap it.", "Tap it.", "Drag it or tap it.", "Choose below.",
        "Drag it or tap it."]


def test_a_part_that_says_how_is_said_for_the_same_gesture_and_a_count_picks_the_form():
    how = ByGesture(N_("tap it"), keys=N_("arrow keys, then Enter"))
    sentence = ByGesture(Nn_("Take {n} card ({how}).", "Take {n} cards ({how})."), phone=N_("Take {n} (below)."))
    assert sentence.say("keys", n=2, how=how) == "Take 2 cards (arrow keys, then Enter)."
    assert sentence.say(None, n=1, how=how) == "Take 1 card (tap it)."
    assert sentence.say("phone", n=3, how=how) == "Take 3 (below)."


@pytest.mark.parametrize("lang", ["en", "de"])
def test_how_to_move_a_piece_is_said_apart_for_each_gesture(lang):
    language.choose(lang)
    try:
        adapter = make_adapter("strange-creatures", rules.games()["strange-creatures"])
        said = []
        for gesture in (None, *GESTURES):
            adapter.gesture = gesture
            said.append(adapter.how(language._("the trick")))
        assert len(set(said)) == len(said), said
    finally:
        language.choose("en")


def test_no_adapter_chooses_its_words_by_the_gesture_itself():
    """The gesture is read in one place (Adapter.worded): an adapter that compared it itself would word a prompt
    for some gestures only, and the phone's words would drift from the table's."""
    readers = []
    for game_id in ADAPTERS:
        path = GAMES / f"{game_id.replace('-', '_')}.py"
        tree = ast.parse(path.read_text(encoding="utf-8"))
        readers += [f"{path.name}:{n.lineno}" for n in ast.walk(tree)
                    if isinstance(n, ast.Attribute) and n.attr in ("gesture", "on_phone")]
    assert not readers, readers


def test_the_catalog_notes_the_fields_a_declared_prompt_is_said_with():
    """A translation may use the fields its message is said with (tests/test_language.py): for a prompt declared
    per gesture, those of the `worded(...)` calls that say it."""
    source = (b'MOVE = ByGesture(N_("Move {animal} to {other}."), phone=N_("Move {animal}."))\n'
              b'def status(self):\n'
              b'    return self.worded(MOVE, other=1, **stack_fields())\n')
    found = {message: comments for _line, _name, message, comments in
             catalogs.extract_calls(io.BytesIO(source), catalogs.KEYWORDS, ("Translators:",), {})}
    assert found == {("Move {animal} to {other}.",): ["fields: *, other"], ("Move {animal}.",): ["fields: *, other"]}
