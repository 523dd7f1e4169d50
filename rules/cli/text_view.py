"""A view in plain text, for the terminal game: one line per field, events left out."""

from pydantic import BaseModel

_SKIP = {"game", "events", "seat", "players", "to_act", "over"}


def _short(value) -> str:
    if isinstance(value, BaseModel):
        value = value.model_dump(mode="json")
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {_short(v)}" for k, v in value.items()) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_short(v) for v in value) + "]"
    return str(value)


def view_lines(view: BaseModel) -> list[str]:
    lines = []
    for name in type(view).model_fields:
        if name in _SKIP:
            continue
        label = name.replace("_", " ")
        lines.append(f"  {label}: {_short(getattr(view, name))}")
    return lines
