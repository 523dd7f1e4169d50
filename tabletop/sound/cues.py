"""Which sound a move makes: one cue per move, picked from the events it caused.

Generic, by the words in the event kinds every engine already logs, so a new game sounds right
without a table of its own: a game end rings the win, a new round or deal shuffles, stamps and
won tricks stamp, coins clink, and anything done with a card sounds like a card.
"""

CUES = (  # most important first: a move that ends the game and also plays a card rings "win"
    ("win", ("game_end", "game_over")),
    ("shuffle", ("round_start", "shuffle", "deal", "race_start", "series_start", "reshuffle")),
    ("stamp", ("stamp", "trick_won", "round_won", "token", "pair", "sedated")),
    ("coin", ("coin", "trade")),
    ("card", ("card", "play", "buy", "bought", "draw", "drew", "flip", "place", "pass", "exchange", "take",
              "swap", "discard", "reveal", "attack", "vote")),
)


def cue_for(kind: str) -> str | None:
    for cue, words in CUES:
        if any(w in kind for w in words):
            return cue
    return None


def cue_for_events(events) -> str | None:
    """The one sound for a batch of new events (the most important cue among them), or None."""
    found = {cue_for(e.kind) for e in events}
    for cue, _ in CUES:
        if cue in found:
            return cue
    return None
