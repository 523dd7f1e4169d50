"""Numbers and lists in words, as a person says them (narration, panels, summaries)."""


def counted(n: int, thing: str) -> str:
    """"1 card", "3 cards"."""
    return f"{n} {thing}" if n == 1 else f"{n} {thing}s"


def listed(names: list[str]) -> str:
    """"Ada", "Ada and Basil", "Ada, Basil and Cleo"."""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
