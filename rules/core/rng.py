"""Seeded randomness that lives inside the game state.

SplitMix64: the whole generator is one integer, so it copies for free when a state is cloned,
serialises as a number, and `(seed, moves)` always replays the same game.
"""

from dataclasses import dataclass

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


@dataclass
class Rng:
    state: int

    @classmethod
    def from_seed(cls, seed: int) -> "Rng":
        return cls(_mix((seed * _GOLDEN + 1) & _MASK))

    def next64(self) -> int:
        self.state = (self.state + _GOLDEN) & _MASK
        return _mix(self.state)

    def below(self, n: int) -> int:
        """A whole number in 0..n-1 (the bias of the modulo is below 1 in 2**58 for game sizes)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        return self.next64() % n

    def roll(self, sides: int = 6) -> int:
        return 1 + self.below(sides)

    def choice(self, items):
        return items[self.below(len(items))]

    def weighted(self, weights) -> int:
        """An index drawn in proportion to `weights` (one draw of the generator; at least one weight
        must be positive). Bots' playouts, the easy level's slips and imagined deals draw this way."""
        total = sum(weights)
        if total <= 0:
            raise ValueError("weighted() needs a positive weight")
        x = (self.next64() / 18446744073709551616.0) * total
        for i, w in enumerate(weights):
            x -= w
            if x < 0:
                return i
        return max(i for i, w in enumerate(weights) if w > 0)  # rounding left a sliver: the last that counts

    def shuffle(self, items: list) -> None:
        """Fisher-Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
