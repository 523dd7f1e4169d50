"""Every message between the laptop's server and a phone, as strict pydantic models.

A phone sends JSON text frames; each is checked against `PHONE_MESSAGE` (a union on `type`, no
extra fields, no type coercion, bounded numbers and strings) after a size check, so a hostile or
broken frame is refused as a whole before anything reads it. What the server sends is built from
the same kind of models, so the page has one schema to follow.

Phone -> server:  join, move, mark, ping, taught, stop_teaching.
Server -> phone:  welcome, held, snapshot, accepted, refused, error, revoked, taken_over, released, closed, pong.
"""

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from ..language import N_, _

MAX_MESSAGE_BYTES = 2048          # a phone's frame: a join or a move is under 200 bytes
MAX_SEQ = 2**53 - 1               # what a JavaScript number counts exactly
MAX_MOVES = 100_000               # no table offers more choices than this
TOKEN = r"^[A-Za-z0-9_-]{16,64}$"  # secrets.token_urlsafe output
MOVE_KEY = r"^[0-9a-f]{16}$"
NOTE_KEY = r"^[A-Za-z0-9_.:+-]{1,40}$"   # a notepad cell's key ("elephant-3"): short, plain, no markup
MOMENT_ID = r"^[a-z0-9][a-z0-9-]{0,59}$"  # a teaching moment's id ("follow-suit"), as the save keeps it


class Strict(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)


# ----- from a phone ----------------------------------------------------------------------------------
class Join(Strict):
    """The first frame on a socket. `device` is the token a welcome gave this phone before: with it a
    phone that reconnects (slept, changed networks, reloaded) takes its seat back at once; without it,
    or with another, a seat that already has a phone waits for the host to accept the new one."""

    type: Literal["join"]
    device: Annotated[str, Field(pattern=TOKEN)] | None = None


class Move(Strict):
    """Play choice `index` of the last snapshot. `key` is that choice's key: if the choices changed
    since (another move came first), the index no longer names the same move and the move is refused.
    `seq` grows with every move this phone sends; a frame sent again with the same `seq` is applied once."""

    type: Literal["move"]
    seq: Annotated[int, Field(ge=1, le=MAX_SEQ)]
    index: Annotated[int, Field(ge=0, lt=MAX_MOVES)]
    key: Annotated[str, Field(pattern=MOVE_KEY)]


class Mark(Strict):
    """Cycle the player's own mark on notepad cell `key` (a tick, a cross, a question mark, nothing). A mark is
    not a move: no turn, no undo, no log; it is kept with the save. The snapshot that follows shows it."""

    type: Literal["mark"]
    key: Annotated[str, Field(pattern=NOTE_KEY)]


class Ping(Strict):
    type: Literal["ping"]


class Taught(Strict):
    """"Got it" on the teaching card `id` of the seat's snapshot: that card goes (the next in the seat's line
    follows). A card that is not on show for the seat now is ignored."""

    type: Literal["taught"]
    id: Annotated[str, Field(pattern=MOMENT_ID)]


class StopTeaching(Strict):
    """"Stop teaching" on a phone: no more cards for this seat in this game (the laptop's and the other seats'
    cards go on: a phone cannot stop the laptop's teaching)."""

    type: Literal["stop_teaching"]



class AskHint(Strict):
    """A Hint for this seat in the position of its snapshot `version` (a later position is not answered: the
    phone's next snapshot drops its waiting). Answered to this phone alone (`HintMessage`)."""

    type: Literal["hint"]
    version: Annotated[int, Field(ge=0, le=MAX_SEQ)]


PhoneMessage = Annotated[Join | Move | Mark | Ping | Taught | StopTeaching | AskHint, Field(discriminator="type")]
PHONE_MESSAGE: TypeAdapter = TypeAdapter(PhoneMessage)


class BadMessage(Exception):
    """A frame that is not one of the phone's messages; `str(err)` is a short reason safe to send back."""


def parse_phone_message(data: str | bytes) -> Join | Move | Mark | Ping | Taught | StopTeaching | AskHint:
    """The message in one text frame, or BadMessage (never another exception) for anything else."""
    if isinstance(data, str):
        size = len(data.encode("utf-8", "surrogatepass"))
    elif isinstance(data, bytes | bytearray):
        size = len(data)
    else:
        raise BadMessage("a message is one JSON text frame")
    if size > MAX_MESSAGE_BYTES:
        raise BadMessage(f"a message may be at most {MAX_MESSAGE_BYTES} bytes")
    try:
        return PHONE_MESSAGE.validate_json(data)
    except ValidationError as err:
        first = err.errors(include_url=False, include_input=False)[:1]
        where = ".".join(str(p) for p in first[0]["loc"]) if first and first[0]["loc"] else "message"
        raise BadMessage(f"not a valid message ({where}: {first[0]['msg'] if first else 'invalid'})"[:200]) from None
    except (ValueError, TypeError, RecursionError, UnicodeError):
        raise BadMessage("not a valid message") from None


# ----- what a phone is shown ------------------------------------------------------------------------------
class Out(BaseModel):
    model_config = ConfigDict(extra="forbid")


class WhyNotOut(Out):
    """Why a piece the seat holds has no move now: the engine's refusal of the move a tap on it (or a drop on a
    target the seat's moves use) would mean, as the table says it, and the rule it comes from."""

    reason: str
    rule: str | None = None


class PieceOut(Out):
    """A piece the seat sees and the public table does not (its hand, its role): the table's own face
    key, so the server can later draw it with the same code, and its words for a screen reader."""

    id: str
    face: Any                       # the adapter's face key as JSON (tuples become lists)
    handle: str | None = None       # the gesture name the moves use ("card:blue-3")
    zone: str                       # the zone it lies in ("hand:2")
    zone_label: str | None = None
    caption: str | None = None
    badges: list[str] = Field(default_factory=list)
    title: str | None = None        # the adapter's large-view title for the face ("Blue 3")
    why_not: WhyNotOut | None = None   # at the seat's turn, a piece no move starts from: why (the engine's words)


class ChoiceOut(Out):
    """One move open to the seat. The page may list `label`s, or offer `source` then `target` (the
    same handles the table's drag uses), or a button with `button`."""

    index: int                      # position in the seat's legal moves, what a Move sends back
    key: str                        # the move's fingerprint, sent back with the index
    label: str                      # the move in words, from the adapter (its picker's words or the engine's)
    button: str | None = None       # the table's button label for moves made by a button
    question: str | None = None     # the picker's title when one gesture fits several moves
    source: str | None = None
    target: str | None = None
    face: Any = None                # the face of the piece the move starts from, when it is one
    note: str | None = None         # what the move costs or does, from the adapter ("2 coins", "you take 3 cards")
    warn: bool = False              # the note warns (a stack you would take)
    picks: list[str] = Field(default_factory=list)   # the seat's own pieces (handles) the move takes together
                                                     # (cards passed, discarded): a page lets them be tapped one by one
    whole: str | None = None        # a picked move's own sentence ("Pass 1 Tiger, 4 Zebra"), for the button that
                                    # plays the cards chosen (its label may be a picker's short words)


class TableItemOut(Out):
    """A piece of the public table as the seat's view lays it out: its face, its words, and how many alike."""

    face: Any
    title: str | None = None        # the adapter's large-view title ("Green 6")
    caption: str | None = None      # words under it at the table ("Ada")
    badges: list[str] = Field(default_factory=list)   # words on it ("wins", "▲ 3–6")
    count: int = 1                  # alike pieces side by side shown once ("a face-down card ×5")
    why_not: WhyNotOut | None = None   # at the seat's turn, a piece of the table it may pick up but use in no move


class TableRowOut(Out):
    label: str | None = None        # a part of a group ("Herd 2")
    note: str | None = None         # a pile's size, a zone's small words
    items: list[TableItemOut] = Field(default_factory=list)


class TableGroupOut(Out):
    """One place of the table ("Display", "Player 3 · sedated", "Your team's herds"), with its rows of pieces."""

    title: str
    note: str | None = None
    rows: list[TableRowOut] = Field(default_factory=list)


class SeriesOut(Out):
    """The evening so far, as every phone may see it: who leads, each person's wins, each game's winners. Only
    public facts (names, wins, winners), in the laptop's language."""

    title: str                      # "Tonight: 3 games"
    leaders: str                    # "Ada leads with 2 wins."
    headers: list[str]              # the standings' column names (Player, Wins)
    standings: list[list[str]] = Field(default_factory=list)    # [name, wins], the leader first
    games: list[str] = Field(default_factory=list)              # "1. Hi-Lo Hijinks: Ada", in the order played


class FinalOut(Out):
    """The end of the game as the laptop's final score shows it: who won, the game's last word on it, the table."""

    headline: str                   # "Ada wins!"
    result: str = ""                # the game's own sentence ("The game ends (…). Ada wins.")
    headers: list[str] = Field(default_factory=list)
    rows: list[list[str]] = Field(default_factory=list)
    winners: list[int] = Field(default_factory=list)   # rows (seats) that won
    again: str = ""                 # what the laptop offers next (Play again)
    series: SeriesOut | None = None  # the game's evening so far (this game in it), when it is one of an evening


class NoteCellOut(Out):
    """One cell of the seat's notepad: what its own view proves (the tone and the facts' words) and its mark."""

    key: str                        # what a Mark sends back
    tone: str                       # open (a candidate) | known (seen: not the card sought) | found (the card sought)
    facts: list[str] = Field(default_factory=list)
    mark: str = ""                  # the seat's own mark: "", "yes" (a tick), "no" (a cross), "maybe" (a question mark)


class NotepadOut(Out):
    """The seat's private notepad (games whose adapter writes a `Sheet`): rows by columns of cells, the lines
    beside the grid (answers heard) and how to use it."""

    title: str
    rows: list[str]
    columns: list[str]
    cells: list[list[NoteCellOut]]  # one list per row, one cell per column
    lines: list[str] = Field(default_factory=list)
    legend: str = ""


class ScoreRowOut(Out):
    seat: int
    name: str
    cells: list[str]
    active: bool = False
    mine: bool = False


class ScoresOut(Out):
    title: str
    facts: list[list[Any]] = Field(default_factory=list)   # words and {"face": key} parts
    headers: list[str] = Field(default_factory=list)
    rows: list[ScoreRowOut] = Field(default_factory=list)


class LogLineOut(Out):
    text: str
    taken_back: bool = False


class RuleBlockOut(Out):
    """One block of a rules text (tabletop/rules_text/library.py): a paragraph, an item, a note or a table row
    (its cells split by tabs)."""

    kind: Literal["para", "bullet", "number", "note", "row"]
    text: str
    mark: str = ""                  # a numbered item's number


class RuleOut(Out):
    """A section of the game's rules text, in the laptop's language: its heading and its blocks up to the next
    heading (rules texts are public)."""

    heading: str
    blocks: list[RuleBlockOut] = Field(default_factory=list)


class TeachingOut(Out):
    """The teaching card on show for this seat (tabletop/teaching/): a moment its own view made due, in the
    laptop's language; `lit`: the handles among the seat's own pieces and choices it is about; `rule`: the
    section it teaches (the page's "More" unfolds it)."""

    id: str                         # what a Taught ("Got it") sends back
    title: str
    text: str
    lit: list[str] = Field(default_factory=list)
    rule: RuleOut | None = None


class Snapshot(Out):
    """Everything one phone seat is shown, derived from that seat's view only."""

    game_id: str
    title: str
    seat: int
    name: str
    names: list[str]
    version: int                    # the match's version this was made from
    to_act: list[int]
    waiting_for: list[str]          # the names of the seats to act
    my_turn: bool
    over: bool
    status: str                     # what the game waits for, the table's status line for this seat
    private: list[PieceOut]
    choices: list[ChoiceOut]
    log: list[LogLineOut]           # the seat's log from line `log_start` (0: its first) to its end
    log_start: Annotated[int, Field(ge=0)]
    log_whole: bool                 # True: `log` is all the phone keeps (its newest lines: a join, a rejoin);
                                    # False: what changed since the phone's last snapshot: it keeps its own
                                    # lines before `log_start` and puts `log` after them (none past its end)
    scores: ScoresOut
    notepad: NotepadOut | None = None   # the seat's own notepad and marks, in games that have one
    table: list[TableGroupOut] = Field(default_factory=list)   # the public table in short, as the seat's view
                                                               # lays it out
    final: FinalOut | None = None   # once the game is over: the final score
    teaching: TeachingOut | None = None   # the teaching card on show for this seat (teach as we play)
    hints: bool = True              # the game offers a Hint (New game's switch): the page shows its button


# ----- server -> phone ------------------------------------------------------------------------------------
class Welcome(Out):
    type: Literal["welcome"] = "welcome"
    seat: int
    name: str
    device: str                     # keep it: rejoining with it takes the seat back without the host
    next_seq: int                   # the next `seq` this seat's moves should carry
    lang: str = "en"                # the laptop's language: the page speaks it (page_words.py)
    words: dict[str, str] = Field(default_factory=dict)   # the page's own English texts -> the laptop's language


HELD = N_("Another phone has this seat. The table has been asked to let this one take over.")
REVOKED = N_("The table gave this seat a new link. Ask the host for it.")
TAKEN_OVER = N_("Another phone took over this seat.")
AGAIN = N_("The next game is starting: this phone joins it by itself.")
UNKNOWN_LINK = N_("This link opens no seat at this table: the host may have given the seat a new link, or the "
                  "table has closed. Scan your seat's code on the laptop (Phones, or the P key, shows the codes).")
ENDED = N_("The game is over and the table has closed. To play again, scan your seat's code on the laptop "
           "(Phones, or the P key, shows the codes).")


class Held(Out):
    type: Literal["held"] = "held"
    message: str = Field(default_factory=lambda: _(HELD))      # in the laptop's language when sent


class SnapshotMessage(Out):
    type: Literal["snapshot"] = "snapshot"
    snapshot: Snapshot


class Accepted(Out):
    type: Literal["accepted"] = "accepted"
    seq: int


class Refused(Out):
    type: Literal["refused"] = "refused"
    seq: int
    reason: str
    rule: str | None = None


class Error(Out):
    type: Literal["error"] = "error"
    code: Literal["bad_message", "too_big", "not_joined", "already_joined", "rate_limited", "held", "bad_mark"]
    message: str


class Revoked(Out):
    type: Literal["revoked"] = "revoked"
    message: str = Field(default_factory=lambda: _(REVOKED))


class TakenOver(Out):
    type: Literal["taken_over"] = "taken_over"
    message: str = Field(default_factory=lambda: _(TAKEN_OVER))


class Released(Out):
    """The seat is played at the laptop or by a bot now (the host switched it): the phone is let go. Its link stays
    the seat's: switched back to a phone, the same phone may take it again."""

    type: Literal["released"] = "released"
    message: str


class Closed(Out):
    """The table stops serving a game that is over. `again`: the next game follows at the same address with the
    same links ("Play again"), and the phone joins it by itself; else the table has really closed, and the
    message says how to join again."""

    type: Literal["closed"] = "closed"
    again: bool
    message: str = ""

    def model_post_init(self, _context) -> None:
        if not self.message:           # in the laptop's language when made
            self.message = _(AGAIN if self.again else ENDED)


class HintMessage(Out):
    """A Hint for this phone's seat, from its own view (tabletop/table/hint.py), for snapshot `version`: the choice
    it suggests (`key`, None when no choice is lit: hints off, or a move the choices word another way) and the
    one line why."""

    type: Literal["hint"] = "hint"
    version: int
    key: str | None = None
    line: str


class Pong(Out):
    type: Literal["pong"] = "pong"
