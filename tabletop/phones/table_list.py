"""The public table as a list, for a phone: what lies where, in words and small faces, made from the zones the seat's
own adapter lays out for the seat's view (nothing written per game).

A person who cannot see the laptop or the TV well reads the table here: each place of it (a player's corner, the
display, the trick, a stack) is a group titled with the words the table draws for it (a zone's label, an area's
title, a plate's name) or the name an adapter gives a zone whose label it does not draw (`Zone.called`: "Herd 2",
"Lion stack"). A zone without words of its own belongs to the titled area it lies in, else to the place listed
before it when that is words alone (a player's name plate heads their hand, coins and pile); a picture (a board)
ends that. Pieces the seat alone sees are left out (they are the hand, shown apart); a pile shows its top and its
size; alike pieces side by side are shown once with how many ("a face-down card ×5").
"""

from ..table.zones import Area, Chip, Picture, Pile, Plate, Text
from .face_keys import face_to_json
from .messages import TableGroupOut, TableItemOut, TableRowOut


def zone_title(zone) -> str | None:
    """The words a zone shows as its name: its label, the name an adapter gives it, an area's title, a plate's or
    a text's words; None for a zone that shows none."""
    if zone.label:
        return str(zone.label)
    if zone.called:
        return str(zone.called)
    if isinstance(zone, Area):
        return str(zone.title) if zone.title else None
    if isinstance(zone, Plate | Text | Chip):
        return str(zone.text) if zone.text else None
    return None


def zone_note(zone) -> str | None:
    """A zone's small words: a plate's or an area's note ("partner", "winner gets"), a pile's caption."""
    if isinstance(zone, Plate | Area) and zone.note:
        return str(zone.note)
    if isinstance(zone, Pile) and zone.caption:
        return str(zone.caption)
    return None


def container(zone, areas: list):
    """The smallest titled area that holds `zone` (not itself), or None."""
    holding = [a for a in areas if a is not zone and a.rect.contains(zone.rect)]
    return min(holding, key=lambda a: a.rect.w * a.rect.h, default=None)


class TableList:
    """Lists one seat's layout (`zones`, laid out by the seat's adapter for its view) without the pieces only that
    seat sees (`private`: their ids); `title(face)` names a piece, `why_not(handle)` says why the seat cannot use
    it at its turn (None: it can, or it is not the seat's turn)."""

    def __init__(self, adapter, zones: list, private: set[str], title, why_not=None):
        self.adapter, self.zones, self.private, self.title = adapter, zones, private, title
        self.why_not = why_not or (lambda handle: None)

    def groups(self) -> list[TableGroupOut]:
        areas = [z for z in self.zones if isinstance(z, Area) and z.title]
        groups: dict[int, TableGroupOut] = {}           # id(the zone that heads it) -> its group
        order: list[int] = []
        current: TableGroupOut | None = None

        def group_of(head) -> TableGroupOut:
            key = id(head)
            if key not in groups:
                groups[key] = TableGroupOut(title=zone_title(head) or "", note=zone_note(head))
                order.append(key)
            return groups[key]

        for zone in self.zones:
            if isinstance(zone, Picture):        # a board drawn as the ground: what lies on it is not a player's
                current = None
                continue
            if isinstance(zone, Area) and zone.title:
                group_of(zone)
                continue
            own, area = zone_title(zone), container(zone, areas)
            if area is not None:                 # a part of a titled area: a row named by its own words
                group, label, note = group_of(area), own, zone_note(zone)
            elif own is not None:                # a place of its own: its words head a group
                group, label, note = group_of(zone), None, None
                current = group if not zone.pieces() else None     # words alone (a name plate) head what follows
            elif current is not None:            # nothing said of it: it belongs to the heading listed before it
                group, label, note = current, None, zone_note(zone)
            else:
                continue                         # nothing said of it and nothing before it: the felt
            items = self.items(zone)
            if items or note or label:
                group.rows.append(TableRowOut(label=label, note=note, items=items))
        return [g for g in (groups[k] for k in order) if g.rows or g.note]

    def items(self, zone) -> list[TableItemOut]:
        """The zone's public pieces (a pile's top one), alike neighbours shown once with their number."""
        pieces = [p for p in zone.pieces() if str(p.id) not in self.private]
        if isinstance(zone, Pile):
            pieces = pieces[-1:]             # its top, with the pile's size
        out: list[TableItemOut] = []
        handle = None                        # the last piece's (alike pieces are one thing to tap, or none)
        for piece in pieces:
            badges = [w for w in (self.badge_words(b) for b in piece.badges) if w]
            face = face_to_json(piece.face)
            last = out[-1] if out else None
            if last is not None and (last.face, last.caption, last.badges, handle) == (face, piece.caption, badges,
                                                                                      piece.handle):
                last.count += 1
                continue
            handle = piece.handle
            out.append(TableItemOut(face=face, title=self.title(piece.face), caption=piece.caption, badges=badges,
                                    why_not=self.why_not(piece.handle) if piece.handle else None))
        if isinstance(zone, Pile) and out and zone.count and zone.count > 1:
            out[-1].count = zone.count
        return out

    def badge_words(self, badge) -> str:
        """A badge's words with its mark said as words (a Higher arrow: "▲ 3–6")."""
        mark = self.adapter.mark_words(badge.mark) if badge.mark is not None else ""
        return " ".join(w for w in (mark, str(badge.text)) if w)
