"""Safari Sprint in words: the loop track with the duckies, the racing card and card row, claims, your hand."""

from rules.safari.components import LOOP_LENGTH, SPOT_LABELS, SUIT_NAMES, card_name, laps, space
from rules.safari.safari_sprint import RACE_POINTS, Play, insert_in_row

from .base import Renderer, columns, count, name, names, waiting_line, wrapped
from .safari_common import DUCKY_MARK, card_names

EXPLORER = "ducktor"


def track_lines(positions: dict[str, int]) -> list[str]:
    """The loop of spaces 20 (the start corner), 1 .. 19, with a two-letter mark for each ducky on it."""
    on: dict[int, list[str]] = {}
    for ducky, pos in positions.items():
        on.setdefault(space(pos), []).append(DUCKY_MARK[ducky])
    heads = ["20" if i == 0 else str(i) for i in range(LOOP_LENGTH)]
    marks = ["/".join(on.get(i, [])) or "." for i in range(LOOP_LENGTH)]
    return columns([["space"] + heads, ["ducky"] + marks], indent="    ", gap=" ")


def _where(pos: int) -> str:
    """'space 7', or 'space 7 +1 lap' once the ducky has gone round the loop (a lap card each time)."""
    lap = laps(pos)
    return f"space {space(pos) or 20}" + (f" +{count(lap, 'lap')}" if lap else "")


class SafariSprint(Renderer):
    def position(self, v) -> list[str]:
        owner = {a: p for p, a in enumerate(v.markers) if a}
        lines = [f"Safari Sprint, race {v.race} of {v.races}"
                 + (f", round {v.round} of {v.rounds}." if v.round else ": choosing animals.")
                 + f" {name(v, v.dealer)} dealt."]
        lines.append("Track (a loop: 20 is the start corner; the leader scores most):")
        lines += track_lines(v.positions)
        standing = sorted(v.positions, key=v.positions.__getitem__, reverse=True)
        rows = []
        for rank, ducky in enumerate(standing):
            who = name(v, owner[ducky]) if ducky in owner else ("nobody's" if ducky == EXPLORER else "unclaimed")
            rows.append([f"{rank + 1}.", f"{DUCKY_MARK[ducky]} {SUIT_NAMES[ducky]}", _where(v.positions[ducky]), who,
                         f"{'scored' if v.over else 'would score'} {RACE_POINTS[rank]}" if ducky in owner else ""])
        lines += columns(rows, indent="    ")
        unplaced = [a for a in v.animals if a not in v.positions]
        if unplaced:
            lines.append(f"  Not on the track yet: {', '.join(SUIT_NAMES[a] for a in unplaced)}.")
        if v.phase == "claim":
            lines.append("Choosing animals: claim one on an empty space behind Ducktor Livingstone, or take a "
                         "claimed one by moving its ducky to a lower empty space.")
            if v.board_sixes:
                lines.append("  By the board: " + ", ".join(card_name(c) for c in v.board_sixes)
                             + " (each goes to its animal's player).")
        elif v.phase == "play":
            lines += self._row(v)
        lines.append("Players:")
        rows = []
        for p in range(v.players):
            extra = []
            if p != v.seat and v.known_held[p]:
                extra.append("still holds the " + ", ".join(card_name(c) for c in v.known_held[p]))
            if p != v.seat and v.phase == "play":
                extra.append("has a Ducktor card" if v.holds_ducktor[p] else "has played their Ducktor card")
            animal = SUIT_NAMES[v.markers[p]] if v.markers[p] else "no animal yet"
            rows.append([name(v, p), animal, count(v.hand_sizes[p], "card"), f"series {v.series[p]}",
                         "; ".join(extra)])
        lines += columns(rows, indent="    ")
        for race, points in enumerate(v.race_points, 1):
            lines.append(f"  Race {race}: " + ", ".join(f"{name(v, p)} {x}" for p, x in enumerate(points)) + ".")
        if v.seat is not None:
            lines += wrapped("Your hand", card_names(v.hand) or ["empty"])
        waiting = waiting_line(v)
        if waiting:
            lines.append(waiting)
        return lines

    def _row(self, v) -> list[str]:
        lines = []
        if v.racing_spots:
            lines.append("Racing card this round: " + ", ".join(
                f"{SPOT_LABELS[i]} moves {x}" for i, x in enumerate(v.racing_spots)) + ".")
        lines.append("Card row (each card moves its ducky by its spot's value; "
                     "a higher card goes ahead of lower ones):")
        rows = []
        for i, moves in enumerate(v.racing_spots):
            if i < len(v.row):
                rows.append([SPOT_LABELS[i], f"moves {moves}:", card_name(v.row[i]),
                             f"played by {name(v, v.row_seats[i])}"])
            else:
                rows.append([SPOT_LABELS[i], f"moves {moves}:", "-"])
        lines += columns(rows, indent="    ")
        if v.order:
            done, rest = v.order[: v.turn_index], v.order[v.turn_index:]
            lines.append(f"  Playing order (furthest ahead first): {names(v, v.order)}"
                         + (f"; still to play: {names(v, rest)}." if done else "."))
        return lines

    def option(self, game, move, view) -> str:
        label = super().option(game, move, view)
        if isinstance(move, Play) and view.racing_spots:
            spot = insert_in_row(view.row, move.card)
            label += f" (into the {SPOT_LABELS[spot]} spot now: moves {view.racing_spots[spot]})"
        return label

    def group(self, label: str):
        head, sep, where = label.partition(" on space ")
        return (head + " on", "space " + where) if sep else None

    def narrate(self, game, event) -> str:
        if event.kind == "racing_card":  # the engine's line names the card by its id ("RC-10"); say its values
            d = event.data
            spots = ", ".join(f"{SPOT_LABELS[i]} {x}" for i, x in enumerate(d["spots"]))
            return f"Round {d['round']}: the racing card moves the card row {spots}."
        return game.describe_event(event)

    def final(self, game, v, result) -> list[str]:
        return [f"  {name(v, p)}: {count(x, 'series point')}" + ("  (winner)" if p in result.winners else "")
                for p, x in enumerate(v.series)]


RENDERER = SafariSprint()
