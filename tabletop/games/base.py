"""What a game adds to the generic table (ARCHITECTURE.md, "A game adapter").

The table calls these, and only these; everything game-specific lives behind them. An adapter
reads views and moves; it never sees the state.

    layout(view, size)            -> any object the adapter's other hooks understand (rects, card sizes)
    pieces(view, layout)          -> list[Piece]: what lies where (ids stay stable while things move)
    hotspots(view, layout)        -> dict handle -> Rect: drop areas that are not pieces ("trick", "hand")
    action_area(layout)           -> Rect where the table puts the buttons of "button:..." grips
    draggable(view, handle)       -> may the viewer pick this up? (own hand cards even when illegal,
                                     so the engine can explain why a drop is refused)
    dimmable(view, handle)        -> dim it while the viewer has moves but none from this piece
    grip(move)                    -> Grip | None: what you pick up and where you drop it
    ask(view, moves)              -> Prompt: when one gesture fits several moves
    standing_prompt(view, moves)  -> Prompt | None: a panel shown while the viewer decides (removals)
    intent(view, source, target)  -> the move the player meant by an illegal drop, or None
    narrate(event)                -> one line (usually game.describe_event)
    hold(events)                  -> seconds to keep showing what just finished (a completed trick)
    forget()                      -> drop whatever was kept from the last viewer (the seat changed)
    face(face, width)             -> Surface: the cached drawing of a piece face
    faces()                       -> every face key the adapter can draw (tests draw each at every size)
    describe(face)                -> (title, lines) for the large view on hover / long press
    draw_under / draw_over        -> the adapter's own panels (names, counters, score panel)
    on_tap(view, handle)          -> True if the adapter used a tap that is not a move (browse a pile)
    dismiss()                     -> close the adapter's own overlay (Esc, a tap on the bare table)
    round_summary(view, events)   -> (title, headers, rows) or None when the events close a round
    final_table(view, result)     -> (headers, rows) for the final score screen
"""

from ..table.grips import Option, Prompt


class Adapter:
    game_id = ""

    def __init__(self, game):
        self.game = game

    # the parts every game writes --------------------------------------------------------------
    def layout(self, view, size):
        raise NotImplementedError

    def pieces(self, view, layout) -> list:
        raise NotImplementedError

    def grip(self, move):
        raise NotImplementedError

    def face(self, face, width: int):
        raise NotImplementedError

    def faces(self):
        """Every face key `face()` accepts, composites included (an X with each card it can copy)."""
        raise NotImplementedError

    # sensible defaults ------------------------------------------------------------------------
    def hotspots(self, view, layout) -> dict:
        return {}

    def action_area(self, layout):
        return None

    def draggable(self, view, handle: str) -> bool:
        return False

    def dimmable(self, view, handle: str) -> bool:
        """Should this piece look dimmed while the viewer has moves but none from it?"""
        return False

    def ask(self, view, moves) -> Prompt:
        return Prompt("Which one?", [Option(self.game.describe_move(m), m) for m in moves])

    def standing_prompt(self, view, moves) -> Prompt | None:
        return None

    def intent(self, view, source: str, target: str | None):
        return None

    def narrate(self, event) -> str:
        return self.game.describe_event(event)

    def hold(self, events) -> float:
        return 0.0

    def release_hold(self) -> None:
        """The hold is over: draw the current view again."""

    def forget(self) -> None:
        """Drop everything kept from the last viewer's views (held results, open overlays): the next
        person in front of the screen must see only what their own view gives."""
        self.release_hold()
        self.dismiss()

    def describe(self, face) -> tuple[str, list[str]] | None:
        return None

    def draw_under(self, surface, view, layout, table) -> None:
        pass

    def draw_over(self, surface, view, layout, table) -> None:
        pass

    def on_tap(self, view, handle: str) -> bool:
        return False

    def dismiss(self) -> bool:
        """Close the adapter's own overlay (a browsed pile); True if something was open."""
        return False

    def round_summary(self, view, events):
        return None

    def final_table(self, view, result):
        headers = ["Player", "Score"]
        rows = [[f"Seat {i + 1}", f"{s:g}"] for i, s in enumerate(result.scores)]
        return headers, rows
