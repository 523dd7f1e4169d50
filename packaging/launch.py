"""The frozen app's entry point: the same `main` that `python -m tabletop` and `menagerie` run."""

import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def output_to_file() -> None:
    """With MENAGERIE_OUTPUT set, what the app prints goes to that file (and its errors to `<file>.err`), line by
    line: a Windows or macOS app has no console, so its streams reach no pipe, and the smoke test reads the
    phone's link and the final score from the file instead (packaging/smoke_test.py) on every system alike."""
    path = os.environ.get("MENAGERIE_OUTPUT")
    if path:
        sys.stdout = open(path, "a", buffering=1, encoding="utf-8")  # noqa: SIM115 - open for the process's life
        sys.stderr = open(path + ".err", "a", buffering=1, encoding="utf-8")  # noqa: SIM115


output_to_file()

from tabletop.__main__ import main  # noqa: E402

if __name__ == "__main__":
    import multiprocessing

    multiprocessing.freeze_support()  # the bots think in a child process: a frozen app must serve it
    sys.exit(main())
