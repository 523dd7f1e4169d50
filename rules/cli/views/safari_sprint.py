"""Safari Sprint in words: the loop track with the duckies, the racing card and card row, claims, your hand."""

from rules.core.said import Term
from rules.safari.components import LOOP_LENGTH, SPOT_LABELS, laps, space
from rules.safari.safari_sprint import RACE_POINTS, Play, insert_in_row

from .base import columns, name, names, waiting_line, wrapped
from .safari_common import SafariRenderer, animal_name, card_name, card_names, ducky_mark

EXPLORER = "ducktor"


def track_lines(positions: dict[str, int], words) -> list[str]:
    """The loop of spaces 20 (the start corner), 1 .. 19, with a two-letter mark for each ducky on it."""
    on: dict[int, list[str]] = {}
    for ducky, pos in positions.items():
        on.setdefault(space(pos), []).append(ducky_mark(ducky, words))
    heads = ["20" if i == 0 else str(i) for i in range(LOOP_LENGTH)]
    marks = ["/".join(on.get(i, [])) or "." for i in range(LOOP_LENGTH)]
    return columns([[words("space")] + heads, [words("ducky")] + marks], indent="    ", gap=" ")


def _where(pos: int, words) -> str:
    """'space 7', or 'space 7 +1 lap' once the ducky has gone round the loop (a lap card each time)."""
    lap = laps(pos)
    if lap:
        return words.n_("space {space} +{n} lap", "space {space} +{n} laps", lap, space=space(pos) or 20)
    return words("space {space}", space=space(pos) or 20)


class SafariSprint(SafariRenderer):
    def position(self, v) -> list[str]:
        _ = self.words
        owner = {a: p for p, a in enumerate(v.markers) if a}
        dealer = name(v, v.dealer, _)
        if v.round:
            head = _("Safari Sprint, race {race} of {races}, round {round} of {rounds}. {dealer} dealt.",
                     race=v.race, races=v.races, round=v.round, rounds=v.rounds, dealer=dealer)
        else:
            head = _("Safari Sprint, race {race} of {races}: choosing animals. {dealer} dealt.", race=v.race,
                     races=v.races, dealer=dealer)
        lines = [head, _("Track (a loop: 20 is the start corner; the leader scores most):")]
        lines += track_lines(v.positions, _)
        standing = sorted(v.positions, key=v.positions.__getitem__, reverse=True)
        rows = []
        for rank, ducky in enumerate(standing):
            if ducky in owner:
                who = name(v, owner[ducky], _)
                points = (_("scored {n}", n=RACE_POINTS[rank]) if v.over
                          else _("would score {n}", n=RACE_POINTS[rank]))
            else:
                who = _("nobody's") if ducky == EXPLORER else _("unclaimed")
                points = ""
            rows.append([f"{rank + 1}.", f"{ducky_mark(ducky, _)} {animal_name(ducky, _)}",
                         _where(v.positions[ducky], _), who, points])
        lines += columns(rows, indent="    ")
        unplaced = [a for a in v.animals if a not in v.positions]
        if unplaced:
            lines.append(_("  Not on the track yet: {animals}.",
                           animals=", ".join(animal_name(a, _) for a in unplaced)))
        if v.phase == "claim":
            lines.append(_("Choosing animals: claim one on an empty space behind Ducktor Livingstone, or take a "
                           "claimed one by moving its ducky to a lower empty space."))
            if v.board_sixes:
                lines.append(_("  By the board: {cards} (each goes to its animal's player).",
                               cards=", ".join(card_name(c, _) for c in v.board_sixes)))
        elif v.phase == "play":
            lines += self._row(v)
        lines.append(_("Players:"))
        rows = []
        for p in range(v.players):
            extra = []
            if p != v.seat and v.known_held[p]:
                extra.append(_("still holds the {cards}", cards=", ".join(card_name(c, _) for c in v.known_held[p])))
            if p != v.seat and v.phase == "play":
                extra.append(_("has a Ducktor card") if v.holds_ducktor[p] else _("has played their Ducktor card"))
            animal = animal_name(v.markers[p], _) if v.markers[p] else _("no animal yet")
            rows.append([name(v, p, _), animal, _.n_("{n} card", "{n} cards", v.hand_sizes[p]),
                         _("series {n}", n=v.series[p]), "; ".join(extra)])
        lines += columns(rows, indent="    ")
        for race, points in enumerate(v.race_points, 1):
            scored = ", ".join(_("{who} {number}", who=name(v, p, _), number=x) for p, x in enumerate(points))
            lines.append(_("  Race {race}: {points}.", race=race, points=scored))
        if v.seat is not None:
            lines += wrapped(_("Your hand"), card_names(v.hand, _) or [_("empty")])
        waiting = waiting_line(v, _)
        if waiting:
            lines.append(waiting)
        return lines

    def _row(self, v) -> list[str]:
        _ = self.words
        lines = []
        if v.racing_spots:
            spots = ", ".join(_("{spot} moves {n}", spot=Term(SPOT_LABELS[i]), n=x)
                              for i, x in enumerate(v.racing_spots))
            lines.append(_("Racing card this round: {spots}.", spots=spots))
        lines.append(_("Card row (each card moves its ducky by its spot's value; "
                       "a higher card goes ahead of lower ones):"))
        rows = []
        for i, moves in enumerate(v.racing_spots):
            spot = _.term(SPOT_LABELS[i])
            if i < len(v.row):
                rows.append([spot, _("moves {n}:", n=moves), card_name(v.row[i], _),
                             _("played by {who}", who=name(v, v.row_seats[i], _))])
            else:
                rows.append([spot, _("moves {n}:", n=moves), "-"])
        lines += columns(rows, indent="    ")
        if v.order:
            done, rest = v.order[: v.turn_index], v.order[v.turn_index:]
            if done:
                lines.append(_("  Playing order (furthest ahead first): {order}; still to play: {rest}.",
                               order=names(v, v.order, _), rest=names(v, rest, _)))
            else:
                lines.append(_("  Playing order (furthest ahead first): {order}.", order=names(v, v.order, _)))
        return lines

    def option(self, game, move, view) -> str:
        label = super().option(game, move, view)
        if isinstance(move, Play) and view.racing_spots:
            spot = insert_in_row(view.row, move.card)
            label = self.words("{move} (into the {spot} spot now: moves {n})", move=label, spot=Term(SPOT_LABELS[spot]),
                               n=view.racing_spots[spot])
        return label

    def group(self, label: str):
        """'Claim the Lion on' / 'space 3': the claims of one animal together."""
        word = self.words("space")
        head, sep, where = label.partition(f" {word} ")
        return (head, f"{word} {where}") if sep else None

    def narrate(self, game, event) -> str:
        if event.kind == "racing_card":  # the engine's line names the card by its id ("RC-10"); say its values
            _ = self.words
            d = event.data
            spots = ", ".join(_("{spot} {n}", spot=Term(SPOT_LABELS[i]), n=x) for i, x in enumerate(d["spots"]))
            return _("Round {round}: the racing card moves the card row {spots}.", round=d["round"], spots=spots)
        return super().narrate(game, event)

    def final(self, game, v, result) -> list[str]:
        _ = self.words
        return ["  " + _.n_("{who}: {n} series point", "{who}: {n} series points", x, who=name(v, p, _))
                + ("  " + _("(winner)") if p in result.winners else "") for p, x in enumerate(v.series)]


RENDERER = SafariSprint()
