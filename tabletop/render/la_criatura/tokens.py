"""La Criatura's round tokens: the leader token, vote tokens, victory tokens, sedated tokens and the
clock token that walks the time marker. Each has its own mark (a star, a tick, a trophy, a moon
with Zs, a clock face) as well as its colour. A token is a `size` x `size` square, cached per size.
"""

from functools import lru_cache

from .icons import icon
from .style import TOKENS, disc_token

TOKEN_KINDS: tuple[str, ...] = tuple(TOKENS)
MARKS = {"leader": "leader", "vote": "tick", "victory": "trophy", "sedated": "asleep", "clock": "clock"}
"""The icon on each kind of token."""


@lru_cache(maxsize=128)
def token(kind: str, size: int):
    """A `size` x `size` token of `kind` (one of TOKEN_KINDS); cached, do not draw on it."""
    if kind not in TOKENS:
        raise KeyError(f"no La Criatura token {kind!r}; one of {TOKEN_KINDS}")
    c = TOKENS[kind]

    def mark(s, cx, cy, r):
        icon(s, MARKS[kind], (cx, cy), r, c["mark"])

    return disc_token(size, c["face"], c["rim"], mark)


def leader_token(size: int):
    return token("leader", size)


def vote_token(size: int):
    return token("vote", size)


def victory_token(size: int):
    return token("victory", size)


def sedated_token(size: int):
    return token("sedated", size)


def clock_token(size: int):
    return token("clock", size)
