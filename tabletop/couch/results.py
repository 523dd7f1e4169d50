"""The words of a finished game that every screen says alike (the laptop's final score, a phone's end)."""

from ..language import n_, words


def winners_line(names: list[str]) -> str:
    """"Ada wins!", "Ada and Basil win!", "Ada, Basil and Cleo win!" (German: "Ada gewinnt!", "Ada und Basil
    gewinnen!")."""
    return n_("{who} wins!", "{who} win!", len(names), who=words().listed(names))
