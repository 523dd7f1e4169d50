"""The phone page's own words (static/index.html and static/phone.js), said by the laptop in its language.

The page knows no language: every welcome hands it these words, each English text mapped to the chosen
language's (a phone that rejoins after a switch gets the new ones), and the page says `t("Your turn")`, or
fills fields itself: `t("Your hand ({n})", {n: 5})`. The page itself is served with its fixed words already in
the laptop's language (`page_in`), so it speaks it from its first paint. A text the page says that is missing here
stays English (tests/phones/test_german_phone.py checks none is).
"""

import re
from html import escape

from rules.language import words_for

from ..language import N_

PAGE_WORDS = [
    # index.html (elements marked data-w)
    N_("Notepad"), N_("Connecting…"), N_("Joining the table…"),
    N_("Keep this screen on: over a home-network address the browser cannot hold it awake. If it dims, raise the "
       "screen timeout in the phone's settings."),
    N_("OK"), N_("Not allowed:"), N_("Close"), N_("Your hand"), N_("Scores"), N_("Log"), N_("Cancel"),
    N_("Ask to take this seat"), N_("This page needs JavaScript to show your hand."),
    # phone.js
    N_("The table gave this seat a new link. Ask the host for it."),
    N_("The table kept this seat with its other phone."),
    N_("The table has closed"), N_("Lost the table. Again in {s} s"), N_("Connected"), N_("Waiting for the host"),
    N_("Link revoked"), N_("Taken over"), N_("Slow down…"), N_("Rule: {rule}"), N_("{game} · seat {n}"),
    N_("The game is over."), N_("Your turn: sending…"), N_("Your turn"), N_("Waiting for {who}"), N_("Waiting…"),
    N_("Only you can see"), N_("Your hand ({n})"), N_("Your hand is empty"), N_("{card}, playable"),
    N_("Tap a lit card to play it, or:"), N_("Tap a lit card to play it."), N_("Your moves"), N_("{name} (you)"),
    N_("taken back"), N_("ticked"), N_("crossed"), N_("a question mark"), N_("no mark"),
    N_("Sending your move…"), N_("No move with this card now."), N_("Not your turn."),
    N_("The next game is starting…"), N_("Not played from this phone now"),
    # the views, the table, the end, cards chosen one by one
    N_("Hand"), N_("Table"), N_("On the table"), N_("Final score"), N_("A piece"),
    N_("Chosen: {cards}"), N_("Tap {n} cards in your hand, then confirm."),
    N_("Tap the cards in your hand, then confirm."),
    N_("Choose {n} cards"), N_("Choose the cards"), N_("Choose this card"), N_("Put this card back"),
    # the teaching card (teach as we play)
    N_("Got it"), N_("Stop teaching"), N_("More"), N_("Less"),
    # the Hint
    N_("Hint"), N_("Thinking…"),
]


def page_words(lang: str) -> dict[str, str]:
    """Each of the page's English texts in `lang` (English: itself)."""
    words = words_for(lang)
    return {text: words(text) for text in PAGE_WORDS}



# an element whose words the page says again in each welcome's language: <tag ... data-w>English</tag>
_MARKED = re.compile(r"(<[^<>]*\sdata-w)>([^<]*)<")


def page_in(html: str, lang: str) -> str:
    """The page with its marked words said in `lang` (English: the page as written). Each keeps its English in
    `data-w="..."`, where the script looks up the words of a later welcome (a switch of language)."""
    if lang == "en":
        return html
    words = page_words(lang)

    def said(m: re.Match) -> str:
        english = " ".join(m.group(2).split())
        return f'{m.group(1)}="{escape(english)}">{escape(words.get(english, english), quote=False)}<'

    return _MARKED.sub(said, html).replace('<html lang="en">', f'<html lang="{escape(lang)}">', 1)
