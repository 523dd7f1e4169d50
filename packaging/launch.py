"""The frozen app's entry point: the same `main` that `python -m tabletop` and `menagerie` run."""

import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from tabletop.__main__ import main  # noqa: E402

if __name__ == "__main__":
    import multiprocessing

    multiprocessing.freeze_support()  # the bots think in a child process: a frozen app must serve it
    sys.exit(main())
