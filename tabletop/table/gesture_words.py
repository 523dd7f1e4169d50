"""A prompt's words for each way its reader moves pieces: one declaration per prompt, read by the gesture in use.

At the laptop a person drags, taps or uses the arrow keys (the table remembers which they used last, input.py);
a phone lists the moves as choices to tap. A status line that says how to do something says it in the reader's
gesture: "Drag it to the trick" / "Tap it, then the trick" / "Tap a lit card or a choice below". An adapter
declares such a prompt once, as message ids (`N_`, or `Nn_` for words that follow a count):

    FLIP = ByGesture(N_("Flip a card (tap it)."), phone=N_("Flip a card."))

and says it with `adapter.worded(FLIP, **fields)`; a field may be a ByGesture too (a sentence's "how" part). A
gesture without words of its own says `either`'s: the words for a person who has not used any gesture yet (a mouse
or a finger could drag or tap)."""

from dataclasses import dataclass

from ..language import _, n_

GESTURES = ("drag", "tap", "keys", "phone")
Words = str | tuple[str, str]      # a message id, or (singular, plural) ids chosen by the field `n`


@dataclass(frozen=True)
class ByGesture:
    either: Words                  # no gesture used yet, and every gesture without words of its own
    drag: Words | None = None      # the mouse or a finger drags pieces on the table
    tap: Words | None = None       # taps a piece, then where it goes
    keys: Words | None = None      # the arrow keys and Enter
    phone: Words | None = None     # a phone's list of choices: no table to drag or tap on

    def said_for(self, gesture: str | None) -> Words:
        """The message id (or singular and plural ids) for a reader who uses `gesture` (None: none yet)."""
        own = getattr(self, gesture) if gesture in GESTURES else None
        return self.either if own is None else own

    def say(self, gesture: str | None, **fields) -> str:
        """The words for `gesture` in the chosen language, {fields} filled (`n` picks a plural's form; a field that
        is a ByGesture itself, a part of the sentence that says how, is said for the same gesture)."""
        words = self.said_for(gesture)
        fields = {k: v.say(gesture) if isinstance(v, ByGesture) else v for k, v in fields.items()}
        if isinstance(words, tuple):
            count = fields.pop("n")
            return n_(*words, count, **fields)
        return _(words, **fields)
