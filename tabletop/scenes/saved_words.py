"""The words of one row of the Continue and Games lists: which game, who plays, how far it got and when it
was last played, with the time always whole and always with a date.

A row that is too wide for its label loses names first ("Ada, Basil and 3 more", then "5 players"),
never the time at its end: the label cuts what does not fit ("… · ju"), and a cut time says nothing.
"""

import datetime
import time
from collections.abc import Callable

from babel.dates import format_date

from ..language import _, current, n_, words


def when(stamp: float, now: float | None = None) -> str:
    """'today 20:15, 5 Dec', 'yesterday 20:15, 4 Dec', '2 Dec 20:15', or with the year when it is not this
    year ('26 Oct 2025 20:15'), in the player's local time: a whole time and a date for every save."""
    if stamp <= 0:
        return _("date unknown")
    now = time.time() if now is None else now
    then, today = time.localtime(stamp), time.localtime(now)
    clock = time.strftime("%H:%M", then)
    date = day_and_month(then)
    days = round((_midnight(today) - _midnight(then)) / 86400)
    if days == 0:
        return _("today {clock}, {date}", clock=clock, date=date)
    if days == 1:
        return _("yesterday {clock}, {date}", clock=clock, date=date)
    if then.tm_year != today.tm_year:
        return _("{date} {year} {clock}", date=date, year=str(then.tm_year), clock=clock)
    return _("{date} {clock}", date=date, clock=clock)


def day_and_month(then: time.struct_time) -> str:
    """"5 Dec" in English; in another language its own short way ("5. Dez." in German), from the catalogs' locale."""
    if current() == "en":
        return f"{then.tm_mday} {time.strftime('%b', then)}"
    return format_date(datetime.date(then.tm_year, then.tm_mon, then.tm_mday), "d. MMM", locale=words().locale)


def _midnight(t: time.struct_time) -> float:
    return time.mktime((t.tm_year, t.tm_mon, t.tm_mday, 0, 0, 0, 0, 0, -1))


def row_words(title: str, names: list[str], moves: int, finished: bool, stamp: float, live: bool = False,
              width: int | None = None, measure: Callable[[str], int] = len, now: float | None = None) -> str:
    """'Safari Sprint · Ada, Basil, Cleo · 40 moves · finished · today 20:15, 5 Dec · playing now', made to
    fit `width` (as `measure` counts it) by naming fewer players; the rest of the row stays whole."""
    tail = [n_("{n} move", "{n} moves", moves)] + ([_("finished")] if finished else []) + [when(stamp, now)]
    if live:
        tail.append(_("playing now"))
    for who in _who(names):
        words = " · ".join([title, *([who] if who else []), *tail])
        if width is None or measure(words) <= width:
            return words
    return words


def _who(names: list[str]):
    """The players, named fewer and fewer: everyone, the first few and how many more, only how many."""
    yield ", ".join(names)
    for shown in range(len(names) - 2, 0, -1):
        yield n_("{first} and {n} more", "{first} and {n} more", len(names) - shown, first=", ".join(names[:shown]))
    yield n_("{n} player", "{n} players", len(names))
    yield ""
