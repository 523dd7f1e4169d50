"""The README's commands stay true: CI runs exactly the test command the README shows."""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TEST_COMMAND = "python3 -m venv .venv && . .venv/bin/activate && pip install -q -e '.[test]' && python -m pytest"
START_COMMAND = "python3 -m venv .venv && . .venv/bin/activate && pip install -q -e . && python -m tabletop"


def test_readme_shows_the_commands_ci_runs():
    readme = (ROOT / "README.md").read_text()
    assert TEST_COMMAND in readme
    assert START_COMMAND in readme
    assert TEST_COMMAND in (ROOT / ".ci" / "run").read_text()
