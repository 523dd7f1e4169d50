"""Command-line arguments said wrong get one plain line and exit status 2: never a traceback, never a silent
fallback (a `--players 0` that quietly became 4), never a failure found only when the run ends.

argparse's own errors (a word where a number goes) are put in the same one line, without the usage
block: the line names the argument, and `--help` lists them all.
"""

import argparse
import math


class OneLineParser(argparse.ArgumentParser):
    """An ArgumentParser whose errors are one line on stderr and exit status 2 (sub-commands inherit it)."""

    def error(self, message: str):
        first = " ".join(str(message).split())
        self.exit(2, f"{self.prog}: error: {first}\n")


def seconds(text: str) -> float:
    """A time in seconds, 0 or more: NaN, infinity and negative times are refused (a NaN budget never ends)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not math.isfinite(value) or value < 0:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds (0 or more)")
    return value


def positive_seconds(text: str) -> float:
    """A time in seconds greater than 0."""
    value = seconds(text)
    if value <= 0:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds above 0")
    return value


def counting(least: int, most: int | None = None, why: str = ""):
    """An argparse type for a whole number of at least `least` (frames, players...), and at most `most` when
    given (`why` says where that limit comes from)."""

    def whole(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if most is not None and not least <= value <= most:
            raise argparse.ArgumentTypeError(f"must be from {least} to {most}{f' ({why})' if why else ''}, not {value}")
        if value < least:
            raise argparse.ArgumentTypeError(f"must be {least} or more, not {value}")
        return value

    return whole


def language_code(text: str) -> str:
    """A language the app speaks: "en" or "de" (English, Deutsch)."""
    from rules.language import LANGUAGES

    code = text.strip().lower()
    if code not in LANGUAGES:
        raise argparse.ArgumentTypeError(f"{text!r} is not a language we speak; choose from {', '.join(LANGUAGES)}")
    return code
