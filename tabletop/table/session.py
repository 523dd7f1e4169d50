"""One game being played at the table: the engine, the seats, the state and the moves so far.

Everything the screen shows goes through `view(seat)`; the state never leaves this object except
into the engine. The moves list plus the setup arguments replay the game exactly (saves, undo).
"""

from dataclasses import dataclass, field

from rules.language import LANGUAGES, words_for

from ..language import N_, _

BOT_LEVELS = {
    # label: the level in rules.bots.LEVELS (how it plays and the seconds it may think)
    N_("Bot (easy)"): "easy",
    N_("Bot (medium)"): "medium",
    N_("Bot (strong)"): "strong",
}
RANDOM_SEAT = N_("Bot (random)")  # instant random moves: `python -m tabletop play`'s smoke runs, never offered in menus
HUMAN = N_("Human")     # a person at the laptop (the curtain comes between two of them)
PHONE = N_("Phone")     # a person playing from their own phone (tabletop/phones/): the laptop never shows their view
SEAT_KINDS = [HUMAN, PHONE, *BOT_LEVELS]
SAVED_AS = {HUMAN: "human", PHONE: "phone"}   # a seat's kind as a save file names it (any other label: "bot")
DEFAULT_BOT = N_("Bot (medium)")
BOT_NAME = N_("{name} (bot)")   # how `play` names a bot's seat ("Ada (bot)"), in the language of that moment


def bare_name(name: str) -> str:
    """A seat's name without the bot mark `BOT_NAME` gave it, in whichever language it was made ("Ada (Bot)" of
    a game begun in German stays "Ada" after a switch to English), for places with room for a name only."""
    for lang in LANGUAGES:
        before, _mark, after = words_for(lang)(BOT_NAME, name="\0").partition("\0")
        if len(name) > len(before) + len(after) and name.startswith(before) and name.endswith(after):
            return name[len(before):len(name) - len(after)].strip()
    return name


def kind_from_save(kind: str, bot: str | None) -> str | None:
    """A seat's kind (SeatConfig.kind) from a save's "human", "phone" or "bot" (then `bot`, the bot's label);
    None for a kind no save has."""
    return {"human": HUMAN, "phone": PHONE, "bot": bot}.get(kind)


@dataclass
class SeatConfig:
    name: str
    kind: str = HUMAN   # HUMAN, PHONE or a key of BOT_LEVELS (RANDOM_SEAT from the command line)

    @property
    def is_bot(self) -> bool:
        return self.kind not in (HUMAN, PHONE)

    @property
    def is_phone(self) -> bool:
        return self.kind == PHONE

    @property
    def at_laptop(self) -> bool:
        return self.kind == HUMAN

    @property
    def save_kind(self) -> str:
        """The seat's kind as a save file names it."""
        return SAVED_AS.get(self.kind, "bot")

    @property
    def saved(self) -> dict:
        """The seat's kind as a save file keeps it (storage/saves.py SeatSetup): "human", "phone" or "bot", and a
        bot's label (kind_from_save reads it back)."""
        return {"kind": self.save_kind, "bot": self.kind if self.is_bot else None}


@dataclass
class GameConfig:
    game_id: str
    seats: list[SeatConfig]
    seed: int
    options: dict = field(default_factory=dict)
    teach: bool = False             # teach as we play (tabletop/teaching/): New game's switch
    hints: bool = True              # New game's "Hints" switch (kept in the save, not among the engine's options)
    evening: str | None = None      # the evening (series) the game belongs to (tabletop/evening/); None: none
    duckies: tuple[str, ...] | None = None   # the score duckies chosen in New game, one per seat or team (the save's)
    who_starts: str | None = None   # how options' first_player was chosen (table/who_starts.py RULES); None: at random


class Session:
    """Backed by a couch Match: every state kept (for undo) and every move autosaved (for Continue)."""

    def __init__(self, game, config: GameConfig, match=None, autosave: bool = True):
        self.game = game
        self.config = config
        if match is None:
            from ..couch.match import Match
            from ..storage.saves import SeatSetup

            seats = [SeatSetup(name=(s.name.strip() or f"Player {i + 1}")[:40], **s.saved)
                     for i, s in enumerate(config.seats)]
            match = Match.new(game, len(config.seats), config.seed, config.options, seats, autosave=autosave,
                              table={"hints_off": not config.hints, "evening": config.evening,
                                     "duckies": list(config.duckies or ()) or None, "who_starts": config.who_starts})
        self.match = match

    @property
    def state(self):
        return self.match.state

    @state.setter
    def state(self, value) -> None:
        """A position set by hand (bench, tests) no longer follows from the moves: stop saving it."""
        self.match.states[-1] = value
        self.match.autosave = False

    @property
    def moves(self) -> list:
        return self.match.moves

    @property
    def players(self) -> int:
        return len(self.config.seats)

    @property
    def over(self) -> bool:
        return self.game.is_over(self.state)

    def to_act(self) -> list[int]:
        return self.game.to_act(self.state)

    def legal_moves(self, seat: int) -> list:
        return self.game.legal_moves(self.state, seat)

    def view(self, seat):
        return self.game.view(self.state, seat)

    def apply(self, move):
        """Play a move (raises rules.IllegalMove untouched); returns the events it added for `seat`."""
        self.match.play(move)

    def result(self):
        return self.game.result(self.state)

    def name(self, seat: int | None) -> str:
        if seat is None:
            return _("Nobody")
        return self.config.seats[seat].name

    def humans(self) -> list[int]:
        """The people at the laptop (a phone seat's person never needs the laptop: no curtain, no tap)."""
        return [i for i, s in enumerate(self.config.seats) if s.at_laptop]

    def phones(self) -> list[int]:
        return [i for i, s in enumerate(self.config.seats) if s.is_phone]
