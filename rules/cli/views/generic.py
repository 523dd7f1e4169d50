"""Any view in plain words, for a game without a renderer of its own (the other modules here).

Field names become labels; seats become 'Player N' (1-based, as the narration says them); a list with
one entry per player is shown per player; events and the bookkeeping every view has are left out.
"""

from pydantic import BaseModel

from .base import Renderer, name, waiting_line

_SKIP = {"game", "events", "seat", "players", "to_act", "over"}
_SEAT_FIELDS = {"turn", "leader", "dealer", "first", "first_player", "claimer", "holder", "winner", "last_winner",
                "target", "initiator", "asker", "acting_leader", "next_initiator", "round_first", "ended_by"}
_SEAT_LISTS = {"winners", "order", "queue", "lowest", "seats", "row_seats", "to_act", "attack_order"}


def _words(value) -> str:
    if isinstance(value, BaseModel):
        value = value.model_dump(mode="json")
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value is None:
        return "-"
    if isinstance(value, dict):
        return "; ".join(f"{k.replace('_', ' ')} {_words(v)}" for k, v in value.items()) or "none"
    if isinstance(value, (list, tuple)):
        return ", ".join(_words(v) for v in value) or "none"
    return str(value)


def _field(view, key: str, value) -> str:
    if key in _SEAT_FIELDS and isinstance(value, int) and not isinstance(value, bool):
        return name(view, value)
    if key in _SEAT_LISTS and isinstance(value, list) and all(isinstance(v, int) for v in value):
        return ", ".join(name(view, v) for v in value) or "nobody"
    if isinstance(value, list) and len(value) == view.players and key.endswith(("s", "_won")) and key != "hand":
        return "; ".join(f"{name(view, p)} {_words(v)}" for p, v in enumerate(value))
    return _words(value)


def view_lines(view: BaseModel) -> list[str]:
    lines = []
    waiting = waiting_line(view) if hasattr(view, "to_act") else ""
    if waiting:
        lines.append("  " + waiting)
    for key in type(view).model_fields:
        if key in _SKIP:
            continue
        value = getattr(view, key)
        label = "Your hand" if key == "hand" else key.replace("_", " ").capitalize()
        lines.append(f"  {label}: {_field(view, key, value)}")
    return lines


class GenericRenderer(Renderer):
    """Any engine's view, field by field, in words."""

    def position(self, view) -> list[str]:
        return view_lines(view)
