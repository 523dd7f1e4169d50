"""Every choice a player makes, as a frozen dataclass with `seat` and a `kind` discriminator."""

from dataclasses import dataclass
from typing import Annotated, Literal, Union

from pydantic import Field


@dataclass(frozen=True)
class Play:
    """Play into the trick. `card` is the card played (for a +3 group: the number card);
    `plus` lists the +3 cards laid on it (empty otherwise; a lone +3 is `card`);
    `copy` names the display card an X copies (None for every other card, or an X with nothing to copy)."""

    seat: int
    card: str
    plus: tuple[str, ...] = ()
    copy: str | None = None
    kind: Literal["play"] = "play"


@dataclass(frozen=True)
class Buy:
    """Phase 3: take `card` from the display, paying its cost."""

    seat: int
    card: str
    kind: Literal["buy"] = "buy"


@dataclass(frozen=True)
class Remove:
    """End of Phase 3: remove one of your cards (3⅓ / 4¼ effect, or the expert rule for 5 coins)."""

    seat: int
    card: str
    kind: Literal["remove"] = "remove"


@dataclass(frozen=True)
class Pass:
    """Decline the pending choice: buy nothing, keep the 3⅓ / skip the 4¼ removal, or skip the expert removal."""

    seat: int
    kind: Literal["pass"] = "pass"


Move = Annotated[Union[Play, Buy, Remove, Pass], Field(discriminator="kind")]  # noqa: UP007
MOVE_TYPES = (Play, Buy, Remove, Pass)
