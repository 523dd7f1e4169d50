"""Who boards the helicopter (LC-26, D-19) as the players stand, and whether the winning humans draw lots for it
(D-29): read by the referee at the end and by the invariants that check a saved end."""

from .state import LCState


def side_winners(s: LCState) -> list[int] | None:
    """Who wins by LC-26 and D-19 as the players stand now (the lot aside), or None while the helicopter waits."""
    alive = [p for p in range(s.players) if s.standing[p]]
    side = [p for p in range(s.players) if p == s.holder or s.infected[p]]
    if s.revealed:
        monsters = [p for p in alive if p in side]
        if monsters and len(monsters) < len(alive):
            return None
        return side if monsters else [p for p in range(s.players) if p not in side]
    if len(alive) > (2 if s.two_seats else 1):
        return None
    return alive if all(p not in side for p in alive) else side


def lot_applies(s: LCState, winners: list[int]) -> bool:
    """The lot (D-29) is drawn when it is on and the humans win more seats than the helicopter has."""
    humans = all(p != s.holder and not s.infected[p] for p in winners)
    return s.human_lot and humans and len(winners) > (2 if s.two_seats else 1)
