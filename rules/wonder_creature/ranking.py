"""How strong a shown creature is (rulebook "About Creature", RULES-DECISIONS WC-05..WC-07).

A strength is a tuple that sorts strongest first: (tier 1..5, then minus the number of cards of
each background from the most dangerous down). The smallest tuple wins the round; equal smallest
tuples all win (WC-07).
"""

from collections.abc import Sequence

from rules.core.said import N_

from .catalogue import CATALOGUE

TIER_NAMES = {  # message ids: said in the reader's language where shown (a `Term` in a sentence)
    1: N_("one creature, one background"),
    2: N_("one creature, two backgrounds"),
    3: N_("one creature, three backgrounds"),
    4: N_("head, body and tail that don't match"),
    5: N_("an incomplete creature (not one head, one body and one tail)"),
}


def strength(cards: Sequence[str]) -> tuple[int, ...]:
    """The ranking key of three known card ids; smaller is stronger."""
    cat = CATALOGUE
    idx = [cat.index[c] for c in cards]
    counts = [0] * len(cat.colors_by_danger)
    for i in idx:
        counts[cat.color_rank[i]] += 1
    if sorted(cat.part[i] for i in idx) != [0, 1, 2]:
        tier = 5
    elif len({cat.creature[i] for i in idx}) != 1:
        tier = 4
    else:
        tier = sum(1 for n in counts if n)
    return (tier, *(-n for n in counts))


def tier(cards: Sequence[str]) -> int:
    return strength(cards)[0]


def round_winners(creatures: Sequence[Sequence[str]]) -> list[int]:
    """Seats whose creature is strongest; a full tie lets every tied seat win (WC-07)."""
    keys = [strength(c) for c in creatures]
    best = min(keys)
    return [p for p, k in enumerate(keys) if k == best]
