"""What a game adds to the generic table (ARCHITECTURE.md, "A game adapter").

The table calls these, and only these; everything game-specific lives behind them. An adapter
reads views and moves; it never sees the state. It declares zones (table/zones.py) filled from the
view; the table lays pieces out from them, tweens, hit-tests, highlights and draws them.

    zones(view, frame)            -> list[Zone]: what lies where, in the bands of `frame` (table/frame.py)
    panel(view)                   -> PanelSpec: the side panel's title, facts and scoreboard
    status(view, my_turn)         -> the one line saying what to do now (or who is deciding), in the words for the
                                     reader's `gesture` (drag, tap, keys, phone): `worded(ByGesture(...))`
    grip(move)                    -> Grip | None: what you pick up and where you drop it
    face(face, width)             -> Surface: the cached drawing of a piece face
    faces()                       -> every face key the adapter can draw (tests draw each at every size)
    describe(face)                -> (title, lines) for the large view on hover / long press
    draggable(view, handle)       -> may the viewer pick this up? (own hand cards even when illegal,
                                     so the engine can explain why a drop is refused)
    dimmable(view, handle)        -> dim it while the viewer has moves but none from this piece
    ask(view, moves)              -> Prompt: when one gesture fits several moves
    confirm(view, move, moves)    -> Prompt | None: a question before a gesture's one move (a play for 0 points
                                     when the card scores elsewhere); an option without a move goes back
    standing_prompt(view, moves)  -> Prompt | None: a panel shown while the viewer decides (removals)
    intent(view, source, target)  -> the move the player meant by an illegal drop, or None
    narrate(event)                -> one line (usually game.describe_event, with the players' names)
    hold(events)                  -> > 0 when the events finish something worth a pause (a trick)
    log_cut(view)                 -> how many events the log may tell now: not None while the table still shows
                                     the move over the position before it (table/story.py: then the table lays
                                     out, words and scores that position, and the live moves wait)
    forget()                      -> drop whatever was kept from the last viewer (the seat changed)
    draw_mark(surface, mark, centre, size) -> a badge's mark (a suit shape)
    mark_words(mark)              -> the same mark where it is written, not drawn (a phone: "▲")
    choice_note(view, move)       -> (words, warns) a list of moves adds to a move: what it costs or does
    draw_over(surface, view, frame, painter, marks) -> the adapter's own overlay (a browsed pile)
    on_tap(view, handle)          -> True if the adapter used a tap that is not a move (browse a pile)
    on_key(view, key)             -> True if the adapter used a key that is not a move (open a notepad)
    dismiss()                     -> close the adapter's own overlay (Esc, a tap on the bare table)
    round_summary(view, events)   -> RoundSummary (table/summary.py: why the round ended, each player's points
                                     by source) or None unless the events close a round
    final_table(view, result)     -> (headers, rows) for the final score screen
    option_choices(name)          -> what New game offers for a list option (the animals in a race)
    teams(players)                -> the seats of each team of partners at this table size (Herds at four), or None
    score_duckies, ducky_holders(players), holder_duckies(players)
                                  -> the duckies a player (or team) may keep score with, who holds one, and the ones
                                     drawn: as chosen in New game and kept in the save (`duckies`), table/duckies.py
"""

from rules.core.said import Listed

from ..language import N_, _, say, words
from ..table.duckies import duckies_for
from ..table.gesture_words import ByGesture
from ..table.grips import Option, Prompt
from ..table.overlays import draw_browse
from ..table.panel import PanelSpec, ScoreRow
from ..table.you import to_you

TAP_A_CHOICE = N_("Tap a lit card or a choice below.")   # a phone lists the moves: no table to drag or tap on
HOW = ByGesture(  # how the person moves a piece, by the gesture they last used ("{to}": where it goes)
    N_("Drag it to {to} (or tap it, then {to})."),
    drag=N_("Drag it to {to}."),
    tap=N_("Tap it, then {to}."),
    keys=N_("Arrow keys to choose, Enter to pick it up, Enter again on {to}."),
    phone=TAP_A_CHOICE,
)


class Adapter:
    game_id = ""
    gesture: str | None = None      # set by the table: "drag", "tap" or "keys"; "phone": a list of choices
    match = None                    # set by the table: the game being played (notes kept with its save)
    score_duckies: tuple[str, ...] = ()   # the duckies a player (or team) may keep score with, in the usual order
    duckies: tuple[str, ...] = ()   # set by the table from the save: the duckies chosen, one per holder (or none)
    you: int | None = None          # the seat its words speak to (a phone's own player: "You pass …", table/you.py);
    #                                 None at the table, which is everyone's: every seat by its name
    pan_zoom = None                 # a board too big for the window: its table/pan_zoom.py PanZoom (the savannah)

    def __init__(self, game):
        self.game = game
        self.names = [f"Player {i + 1}" for i in range(12)]

    # the parts every game writes --------------------------------------------------------------
    def zones(self, view, frame) -> list:
        raise NotImplementedError

    def grip(self, move):
        raise NotImplementedError

    def face(self, face, width: int):
        raise NotImplementedError

    def faces(self):
        """Every face key `face()` accepts, composites included (an X with each card it can copy)."""
        raise NotImplementedError

    # words, with sensible defaults ---------------------------------------------------------------
    def worded(self, words: ByGesture, **fields) -> str:
        """A prompt in the words for the gesture this person uses (table/gesture_words.py), {fields} filled."""
        return words.say(self.gesture, **fields)

    def how(self, to: str) -> str:
        """The sentence that says how to move a piece to `to`, in the gesture this person uses."""
        return self.worded(HOW, to=to)

    @property
    def title(self) -> str:
        """The game's name, as every screen says it (games/__init__.py)."""
        from . import game_title

        return game_title(self.game.id)

    def name(self, seat: int | None) -> str:
        return self.names[seat] if seat is not None and 0 <= seat < len(self.names) else _("Nobody")

    def panel(self, view) -> PanelSpec:
        rows = [ScoreRow(p, self.name(p), [], active=p in view.to_act, mine=p == view.seat)
                for p in range(view.players)]
        return PanelSpec(self.title, headers=[_("Player")], rows=rows)

    def status(self, view, my_turn: bool) -> str:
        if view.over:
            return _("The game is over.")
        waiting = [self.name(p) for p in view.to_act if p != view.seat]
        return _("Waiting for {who}…", who=Listed(waiting)) if waiting and not my_turn else ""

    next_label = N_("Next round")    # the button that closes a round summary (N_("Next race")), said when shown

    def say(self, sentence, button: bool = False) -> str:
        """An engine's sentence (rules/core/said.py) in the chosen language, seats by the players' names
        (narration, refusals, moves), or said to the reader where it names them (`you`; `button`: a move as the
        reader's button says it). A plain string is looked up as a message id and gets the names for
        "Player N" (words from code that hands over finished English)."""
        words = say(to_you(sentence, self.you, button), self.names)
        if isinstance(sentence, str):
            for i in range(len(self.names) - 1, -1, -1):  # "Player 10" before "Player 1"
                words = words.replace(f"Player {i + 1}", self.names[i])
        return words

    def narrate(self, event) -> str:
        return self.say(self.game.describe_event(event))

    def ask(self, view, moves) -> Prompt:
        return Prompt(_("Which one?"), [Option(self.narrate_move(m), m) for m in moves])

    def confirm(self, view, move, moves) -> Prompt | None:
        """A question to ask before playing `move`, the one move a person's gesture meant (`moves`: all the
        viewer's legal moves); None plays it at once. Bots and phones are never asked."""
        return None

    def narrate_move(self, move) -> str:
        return self.say(self.game.describe_move(move), button=True)

    # the table's habits: teams, score duckies ---------------------------------------------------
    def teams(self, players: int) -> list[tuple[int, ...]] | None:
        """The seats of each team of partners at this table size (partners sit opposite), or None: no teams."""
        return None

    def ducky_holders(self, players: int) -> list[tuple[int, ...]]:
        """The seats each score ducky stands for: each team's, else each seat's own."""
        return self.teams(players) or [(p,) for p in range(players)]

    def ducky_words(self, ducky: str) -> str:
        """A score ducky's name as New game's menu says it."""
        return ducky

    def ducky_face(self, ducky: str, width: int):
        """A score ducky's picture, `width` pixels square (New game shows it beside the menu)."""
        return self.face(("ducky", ducky), width)

    def holder_duckies(self, players: int) -> list[str]:
        """The duckies drawn for the holders: as chosen (the save's), else the usual order."""
        return duckies_for(self.score_duckies, self.duckies, len(self.ducky_holders(players)))

    # sensible defaults ------------------------------------------------------------------------
    def option_choices(self, name: str) -> list[str] | None:
        """For a game option that is a list (the animals in a race): what New game offers to pick."""
        return None

    def draggable(self, view, handle: str) -> bool:
        return False

    def tick(self, dt: float) -> bool:
        """Advance the adapter's own animation (scored lines flashing) by `dt` seconds; True while it
        moves, so the table keeps drawing frames, its layer included. Idle, nothing moves."""
        return False

    def on_event(self, table, event) -> bool:
        """A raw event offered before the table's own gestures (a board that pans and zooms with the wheel,
        pinch and keys: `pan_zoom`); True when the adapter used it. `table` is the table scene (its drag, its
        question, its board) so the adapter can leave alone what the table is in the middle of."""
        return self.pan_zoom is not None and self.pan_zoom.on_event(table, event)

    def arrange_targets(self, view, source: str) -> list[str]:
        """Where a piece may be laid without it being a move yet (a card into a creature's head slot,
        before the whole creature is shown): lit while it is held, like a move's targets."""
        return []

    def arrange(self, view, source: str, target: str) -> bool:
        """Lay `source` at `target` (one of `arrange_targets`); True if the table changed."""
        return False

    def dimmable(self, view, handle: str) -> bool:
        """Should this piece look dimmed while the viewer has moves but none from it?"""
        return False

    def standing_prompt(self, view, moves) -> Prompt | None:
        return None

    def intent(self, view, source: str, target: str | None):
        return None

    def refusal(self, view, source: str, target: str) -> str | None:
        """Why a piece can't be laid at `target` when no move was meant (a tail in the head slot)."""
        return None

    hold_waits = True                # a hold lasts as the Settings say (until a tap); False: its own seconds

    def hold(self, events) -> float:
        """Seconds to keep what these events finished on screen (a trick, a race), 0 for none."""
        return 0.0

    def release_hold(self) -> None:
        """The hold is over: draw the current view again."""

    def log_cut(self, view) -> int | None:
        """How many of `view.events` the log may tell now (None: all). While the table still shows a finished
        round or a die in the air, the log waits with it, and the table tells the position before the move
        being shown (table/story.py): `zones`, `panel` and `status` are given that view, the hold adds what the
        move finished, so table, seat boxes, panel, buttons and log tell one story."""
        return None

    def forget(self) -> None:
        """Drop everything kept from the last viewer's views (held results, open overlays): the next
        person in front of the screen must see only what their own view gives."""
        self.release_hold()
        self.dismiss()

    def describe(self, face) -> tuple[str, list[str]] | None:
        return None

    def draw_mark(self, surface, mark, centre, size) -> None:
        """Draw a badge's mark (a game's symbol) centred at `centre`, `size` pixels high."""

    def mark_words(self, mark) -> str:
        """A badge's mark where it is written rather than drawn (a phone's list of the table): a symbol or a word."""
        return ""

    def choice_note(self, view, move) -> tuple[str, bool] | None:
        """What a list of moves (a phone's) adds to a move's words, since it shows no table to read it from: what
        the move costs or will do ("2 coins", "you take 4 cards"), and whether that is a warning."""
        return None

    browsing = False                 # the browsable pile is open over the table

    def browsable(self, view) -> tuple[str, str, list] | None:
        """A pile a tap opens over the table: (its handle, a title, its faces in order), or None."""
        return None

    def draw_over(self, surface, view, frame, painter, marks) -> None:
        pile = self.browsable(view) if self.browsing else None
        if pile is not None:
            draw_browse(surface, frame, pile[1], pile[2], self.face)

    def on_tap(self, view, handle: str) -> bool:
        """A tap on the board's view buttons (`pan_zoom`) zooms; one on the browsable pile opens (or closes) it;
        any other tap closes it and goes on."""
        if self.pan_zoom is not None and self.pan_zoom.on_tap(handle):
            return True
        pile = self.browsable(view)
        if pile is not None and handle == pile[0]:
            self.browsing = not self.browsing
            return True
        self.browsing = False
        return False

    def on_key(self, view, key) -> bool:
        """True if the adapter used a key that is not a move (N opens a notepad)."""
        return False

    def dismiss(self) -> bool:
        """Close the adapter's own overlay (a browsed pile); True if something was open."""
        was, self.browsing = self.browsing, False
        return was

    def round_summary(self, view, events):
        return None

    def final_table(self, view, result):
        headers = [_("Player"), _("Score")]
        rows = [[self.name(i), number(s)] for i, s in enumerate(result.scores)]
        return headers, rows


def number(x: float) -> str:
    """A score as the chosen language writes it (2.5 / 2,5)."""
    return words().number(x)
