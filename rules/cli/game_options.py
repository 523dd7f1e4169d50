"""`--option NAME=VALUE`: every option a game has, read one way by `python -m rules play` and `python -m tabletop
play`, and listed by their `--help` (name, type, default, allowed values, what it does).

A value is read by the option's type: true or false for a switch, a whole number, a comma list for a list
(`--option animals=lion,tiger,zebra`), `none` for "the game chooses". Only the options named change: the others
keep this table size's defaults (Wonder Creature at four plays the advanced game). A bad name or value is an
`OptionError` of one line, which the caller says as argparse says its own errors (exit status 2).
"""

import textwrap
import types
import typing

from pydantic import ValidationError

from rules.core.options import BaseOptions

TRUE, FALSE = ("true", "yes", "on", "1"), ("false", "no", "off", "0")
NONE = "none"
WIDTH = 100                # --help's lines
MALFORMED = "--option {given!r}: write NAME=VALUE, e.g. --option expert=true"


class OptionError(ValueError):
    """One line saying which option was given wrong, and how to give it."""


def read_options(game, given: list[str], players: int) -> dict:
    """The options named in `given` ("name=value" each) as the game's `Options` types them, checked together
    with this table size's defaults for the rest; only the named ones are returned."""
    fields = game.Options.model_fields
    chosen = {}
    for text in given:
        name, sep, value = text.partition("=")
        name = name.strip()
        if not sep or not name:
            raise OptionError(MALFORMED.format(given=text))
        if name not in fields:
            raise OptionError(f"--option {name}: {game.title} has no option {name!r}; its options are "
                              f"{', '.join(fields)} (--help says what each takes)")
        chosen[name] = _read(name, fields[name], value.strip())
    try:
        game.Options.model_validate({**game.default_options(players).model_dump(), **chosen})
    except ValidationError as err:
        first = err.errors()[0]
        where = first["loc"][0] if first.get("loc") else "?"
        raise OptionError(f"--option {where}: {first['msg'].removeprefix('Value error, ')}") from None
    return chosen


def with_defaults(game, players: int, chosen) -> dict:
    """This table size's options with `chosen` (a dict, or an `Options` whose fields set are the chosen ones)
    over them: what a game started from the command line plays."""
    if hasattr(chosen, "model_dump"):
        chosen = chosen.model_dump(exclude_unset=True)
    return {**game.default_options(players).model_dump(), **(chosen or {})}


# ----- types ----------------------------------------------------------------------------------------------------
def _parts(annotation) -> tuple[object, bool]:
    """(the type without None, whether None is allowed)."""
    if typing.get_origin(annotation) in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(annotation) if a is not type(None)]
        return (args[0] if len(args) == 1 else annotation), len(args) < len(typing.get_args(annotation))
    return annotation, False


def _item(kind):
    """A list's item type, or None when `kind` is not a list."""
    return (typing.get_args(kind) or (str,))[0] if typing.get_origin(kind) is list else None


def choices(info) -> list | None:
    """The values an option (or each item of a list option) may take, when the game names them."""
    kind, _none = _parts(info.annotation)
    item = _item(kind) or kind
    if typing.get_origin(item) is typing.Literal:
        return list(typing.get_args(item))
    extra = info.json_schema_extra if isinstance(info.json_schema_extra, dict) else {}
    return list(extra["choices"]) if "choices" in extra else None


def _read(name: str, info, text: str):
    kind, may_be_none = _parts(info.annotation)
    if may_be_none and text.lower() == NONE:
        return None
    item = _item(kind)
    if item is not None:
        return [_one(name, info, item, part.strip(), text) for part in text.split(",") if part.strip()]
    return _one(name, info, kind, text, text)


def _one(name: str, info, kind, text: str, given: str):
    said = f"--option {name}={given}: {text!r}"
    if kind is bool:
        if text.lower() in TRUE + FALSE:
            return text.lower() in TRUE
        raise OptionError(f"{said} is not true or false")
    if kind is int:
        try:
            return int(text)
        except ValueError:
            raise OptionError(f"{said} is not a whole number") from None
    allowed = choices(info)
    if allowed is not None and text not in allowed:
        raise OptionError(f"{said} is not one of {', '.join(map(str, allowed))}")
    return text


# ----- --help -------------------------------------------------------------------------------------------------
def _kind_words(info) -> str:
    kind, may_be_none = _parts(info.annotation)
    item = _item(kind)
    name = {bool: "true or false", int: "a whole number", str: "words"}
    allowed = choices(info)
    if item is not None:
        words = f"a comma list of {', '.join(map(str, allowed))}" if allowed else \
            f"a comma list ({'whole numbers' if item is int else 'words'})"
    else:
        words = f"one of {', '.join(map(str, allowed))}" if allowed else name.get(kind, str(kind))
    return words + (f", or {NONE}" if may_be_none else "")


def _value_words(value) -> str:
    if value is None:
        return NONE
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return ",".join(map(str, value))
    return str(value)


def _default_words(game, name: str) -> str:
    """The default, by table size where sizes differ ("false at 2-3 players, true at 4-6 players")."""
    sizes = range(game.min_players, game.max_players + 1)
    by_size = [(n, _value_words(getattr(game.default_options(n), name))) for n in sizes]
    runs: list[list] = []
    for n, said in by_size:
        if runs and runs[-1][2] == said:
            runs[-1][1] = n
        else:
            runs.append([n, n, said])
    if len(runs) == 1:
        return runs[0][2]
    return ", ".join(f"{said} at {lo}{f'-{hi}' if hi > lo else ''} players" for lo, hi, said in runs)


def _option_line(game, name: str, info) -> str:
    what = f"{info.title} ({info.description})" if info.title and info.description else \
        info.title or info.description or ""
    line = f"{name}: {_kind_words(info)}; default {_default_words(game, name)}" + \
        (f". {what[:1].upper()}{what[1:]}" if what else "")
    return textwrap.fill(line, WIDTH, initial_indent="    ", subsequent_indent="        ",
                         break_on_hyphens=False)


def options_help(games) -> str:
    """Every game's options for `--help`: name, type and allowed values, default, and what it does (the options
    every game has once, then each game's own, and the variant a table size plays)."""
    games = list(games)
    shared = BaseOptions.model_fields
    lines = [textwrap.fill("game options: --option NAME=VALUE, repeated for several; a list is comma separated "
                           "(--option animals=lion,tiger,zebra); only the options named change.", WIDTH,
                           break_on_hyphens=False),
             "  every game:"]
    lines += [_option_line(games[0], name, info) for name, info in shared.items()] if games else []
    for game in games:
        own = [(n, i) for n, i in game.Options.model_fields.items() if n not in shared]
        variants = sorted(game.variants.items())
        if not own and not variants:
            continue
        lines.append(f"  {game.id}:")
        lines += [_option_line(game, name, info) for name, info in own]
        lines += [textwrap.fill(f"(at {n} players: the {variant}, {what})", WIDTH, initial_indent="    ",
                                subsequent_indent="        ", break_on_hyphens=False)
                  for n, (variant, what) in variants]
    return "\n".join(lines)
