"""Score duckies chosen at the table: "Each player chooses a ducky" (Savannah and Herds, seeds/002 lines 159 and 225).

A table habit, not a rule: the engines never see it. An adapter that keeps score with duckies lists the ones a
player may choose (`Adapter.score_duckies`, in the order seats take them when nobody chooses) and who holds one
(`Adapter.ducky_holders`: each seat, or each team of partners); New game offers the choice from that
(scenes/setup_duckies.py), the save keeps it (`SaveRecord.duckies`, one per holder), and the adapter draws it
wherever a ducky is drawn. A choice that is not sound for the table (a ducky twice, one not offered, the wrong
count) is never drawn: the holders take the usual order, as they did before anyone chose.
"""

from collections.abc import Sequence


def sound(choices: Sequence[str], chosen: Sequence[str] | None, holders: int) -> bool:
    """Is `chosen` a ducky for each of `holders`, every one offered, none twice?"""
    return (chosen is not None and len(chosen) == holders and all(d in choices for d in chosen)
            and len(set(chosen)) == len(chosen))


def duckies_for(choices: Sequence[str], chosen: Sequence[str] | None, holders: int) -> list[str]:
    """The duckies that keep score, one per holder: the chosen ones when sound, else the first in order."""
    return list(chosen) if sound(choices, chosen, holders) else list(choices[:holders])


def give(duckies: Sequence[str], holder: int, ducky: str) -> list[str]:
    """`holder` takes `ducky`; a holder who had it takes `holder`'s old one, so no two ever hold the same."""
    out = list(duckies)
    if ducky in out:
        out[out.index(ducky)] = out[holder]
    out[holder] = ducky
    return out
