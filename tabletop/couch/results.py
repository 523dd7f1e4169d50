"""The words of a finished game that every screen says alike (the laptop's final score, a phone's end)."""

from ..language import _, n_, words


def winners_line(names: list[str]) -> str:
    """"Ada wins!", "Ada and Basil win!", "Ada, Basil and Cleo win!" (German: "Ada gewinnt!", "Ada und Basil
    gewinnen!")."""
    return n_("{who} wins!", "{who} win!", len(names), who=words().listed(names))


def with_hints(headers: list, rows: list, used: list[int]) -> tuple[list, list]:
    """The final table with a Hints column (each seat's hints used, rows in seat order), only when any were used."""
    if not any(used) or len(rows) != len(used):
        return headers, rows
    return [*headers, _("Hints")], [[*row, words().number(n) if n else ""] for row, n in zip(rows, used, strict=True)]
