"""New game: the game, the number of players, each seat's name and kind (a person at the laptop, a
person on their phone, or a bot and its strength), the game's options, who starts (setup_who_starts.py) and an
optional seed. Every game of
the boxes is listed; one without a table yet says how to play it in the terminal. Names and seat kinds
used last time are offered again."""

import random

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UICheckBox, UIDropDownMenu, UILabel, UITextEntryLine

from rules.core import SetupError

from ..evening.entry import tonight_for_a_new_game
from ..evening.people import SEAT_NAMES
from ..games import ADAPTERS, all_games, game_title, make_adapter
from ..language import N_, _, words
from ..render import fonts
from ..rules_text import library as rules_texts
from ..rules_text.box import box_facts
from ..table.session import HUMAN, PHONE, SEAT_KINDS, GameConfig, SeatConfig
from .base import Scene
from .common import felt
from .name_entry import NameSuggestions, remembered
from .setup_duckies import DuckyChoice
from .setup_partners import PartnerChoice
from .setup_who_starts import WhoStartsRow

DEFAULT_NAMES = list(SEAT_NAMES)
MAX_SEATS = len(DEFAULT_NAMES)
HIDDEN_OPTIONS = {"deck_order", "first_player"}
SEATS_AT = 500                      # the seats' column, from the options' left edge
OPTIONS_WIDTH = SEATS_AT - 34 - 16  # the options' column: it ends before the seats' numbers, with a gap
TIP_WIDTH = 420                    # an option's notes said on hover wrap at this width
TEACH_AND_SEED = 10 + 66 + 36      # below the options: the teach switch with its note, then the seed row
KIND_WORDS = {HUMAN: N_("Human (laptop)"), PHONE: N_("Phone")}   # the seat menu's words; the bots' are their labels


def kind_words(kind: str) -> str:
    """A seat kind as the menu says it in the chosen language (the kind itself stays the stored key)."""
    return _(KIND_WORDS.get(kind, kind))


def kind_of(said: str) -> str:
    """The seat kind a menu entry stands for."""
    return next((kind for kind in SEAT_KINDS if kind_words(kind) == said), said)


def option_fields(game, adapter=None) -> list[tuple[str, list[str] | None]]:
    """The options a host sets in the lobby: switches (choices None), and lists picked from the
    choices the game's table offers (the animals in a race); with their descriptions."""
    found = []
    for name, info in game.Options.model_fields.items():
        if name in HIDDEN_OPTIONS:
            continue
        if info.annotation is bool:
            found.append((name, None))
        elif adapter is not None and adapter.option_choices(name):
            found.append((name, list(adapter.option_choices(name))))
    return found


def option_words(game, name: str) -> tuple[str, str]:
    """An option's title and its detail in the chosen language, as the game's `Options` words them in the
    rulebook's terms (each field's `title` and `description` are message ids of the box's catalog)."""
    info = game.Options.model_fields[name]
    title = _(info.title) if info.title else name.replace("_", " ").capitalize()
    return title, (_(info.description) if info.description else "")


def distinct_names(names: list[str]) -> list[str]:
    """The names remembered for the seats, each at its seat, the usual ones after them, MAX_SEATS in all and no name
    twice: a seat whose name an earlier seat has (renamed last time) gets the first usual name nobody has."""
    remembered = names[:MAX_SEATS]
    out: list[str] = []
    taken = {n.casefold() for n in remembered if n.strip()}
    spare = iter([n for n in DEFAULT_NAMES if n.casefold() not in taken])
    for i in range(MAX_SEATS):
        name = remembered[i] if i < len(remembered) else ""
        if not name.strip() or name.casefold() in {n.casefold() for n in out}:
            name = next(spare)
        out.append(name)
    return out


def option_height(lines: list[str], notes: list[str], choices) -> int:
    """The height of an option's rows in New game's column: its title's extra lines (a list: its boxes' row), its
    notes, and the gap before the next."""
    return (26 * (len(lines) - 1) if choices is None else 34) + 22 * len(notes) + 44


def variant_words(game, players: int) -> str:
    """The rulebook's variant this table size plays (Deducktion at two), named as the book names it, or ""."""
    name, what = game.variants.get(players, ("", "")) if game is not None else ("", "")
    return _("{variant}: {what}", variant=_(name), what=_(what)) if name else ""


def box_words(game_id: str) -> list[str]:
    """What New game says of a game's box: the ages and playing time its rulebook prints (or that it prints
    none), and the table sizes good for a first game where only some are."""
    facts = box_facts(game_id)
    age, (least, most) = facts.ages, facts.minutes or (0, 0)
    if age and most:
        lines = [_("Ages {age}+ · {least} to {most} minutes", age=age, least=least, most=most)]
    elif age:
        lines = [_("Ages {age}+ (the rulebook gives no playing time)", age=age)]
    elif most:
        lines = [_("{least} to {most} minutes (the rulebook gives no ages)", least=least, most=most)]
    else:
        lines = [_("The rulebook gives no ages or playing time")]
    if facts.first_game_players:
        least, most = facts.first_game_players
        lines.append(_("First game: {least} to {most} players", least=least, most=most))
    return lines


def first_game_mark(game_id: str, option: str, players: int) -> str:
    """The mark under a switch whose setting the game's rules decisions advise for a first game, or "" (also at a
    table size no first game is advised for: Wonder Creature at four needs its advanced game)."""
    facts = box_facts(game_id)
    advice = facts.first_game_options.get(option)
    least, most = facts.first_game_players or (players, players)
    if advice is None or not least <= players <= most:
        return ""
    return _("First game: turn it on") if advice else _("First game: leave it off")


class SetupScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.games = all_games()
        self.game_id = next((g for g in self.games if g in ADAPTERS), next(iter(self.games), None))
        game = self.games.get(self.game_id)
        self.players = min(4, game.max_players) if game else 0
        settings = app.settings
        names = distinct_names(list(getattr(settings, "player_names", []))[:MAX_SEATS])   # the names used last time
        kinds = [k for k in getattr(settings, "seat_kinds", []) if k in SEAT_KINDS][:MAX_SEATS]
        kinds += [HUMAN if i == 0 else "Bot (medium)" for i in range(len(kinds), MAX_SEATS)]
        self.seats = [SeatConfig(names[i], kinds[i]) for i in range(MAX_SEATS)]
        self.options: dict = {}
        self.teach: bool | None = None     # "Teach me as we play"; None: as Settings remember it for the game
        self.hints = True                    # the "Hints" switch: a game may be played without them
        self.seed_text = ""
        self.error = ""
        self.people = remembered()          # the names played under here, offered as each seat's name is typed
        self.partners = PartnerChoice()      # who partners whom in a team game (setup_partners.py)
        self.duckies = DuckyChoice()         # the score duckies (setup_duckies.py)
        self.who = WhoStartsRow()            # "Who starts" / "Dealer" / "First leader" (setup_who_starts.py)

    @property
    def game(self):
        return self.games.get(self.game_id)

    @property
    def has_table(self) -> bool:
        return self.game_id in ADAPTERS

    def title_of(self, game_id: str) -> str:
        title = game_title(game_id)
        return title if game_id in ADAPTERS else _("{game} (terminal)", game=title)

    def build(self):
        ui = self.app.ui
        w, h = self.app.size
        left = max(40, w // 2 - 470)
        self.keep(UILabel(pygame.Rect(0, 20, w, 60), _("New game"), ui, object_id="@title"))
        if not self.games:
            self.keep(UILabel(pygame.Rect(0, 120, w, 40), _("No game has a table yet."), ui))
            self.back = self.keep(UIButton(pygame.Rect(w // 2 - 80, h - 90, 160, 50), _("Back"), ui))
            self.start = None
            return
        y = 100
        self.keep(UILabel(pygame.Rect(left, y, 160, 36), _("Game"), ui))
        titles = [self.title_of(g) for g in self.games]
        self.game_menu = self.keep(UIDropDownMenu(titles, self.title_of(self.game_id),
                                                  pygame.Rect(left + 170, y, 300, 36), ui))
        y += 50
        self.keep(UILabel(pygame.Rect(left, y, 160, 36), _("Players"), ui))
        counts = [str(n) for n in range(self.game.min_players, self.game.max_players + 1)]
        self.players = min(max(self.players, self.game.min_players), self.game.max_players)
        self.count_menu = self.keep(UIDropDownMenu(counts, str(self.players), pygame.Rect(left + 170, y, 120, 36), ui))
        self.rules_button = self.keep(UIButton(pygame.Rect(left + OPTIONS_WIDTH - 140, y, 140, 36), _("Rules"), ui))
        if not rules_texts.has(self.game_id):
            self.rules_button.disable()
        y += 56
        about = [variant_words(self.game, self.players), *box_words(self.game_id)]
        for line in (part for said in about for part in fonts.wrap(said, 16, OPTIONS_WIDTH, "italic")):
            if line:
                self.keep(UILabel(pygame.Rect(left, y - 10, OPTIONS_WIDTH, 22), line, ui, object_id="@note"))
                y += 22
        self.option_boxes = {}
        usual = self.usual_options()
        adapter = make_adapter(self.game_id, self.game) if self.has_table else None
        column = OPTIONS_WIDTH           # the options end before the seats' numbers begin
        fields = [(name, choices, self.option_lines(name, choices, column)) for name, choices in
                  option_fields(self.game, adapter)]
        room = h - 150 - y - self.who.height(self.game_id) - TEACH_AND_SEED \
            - sum(option_height(lines, [], choices) for _name, choices, (lines, _notes, _said) in fields)
        for name, choices, (lines, notes, said) in fields:   # notes where they fit above New game's note line, in
            noted = 22 * len(notes) <= room                  # order; a short window says the others on hover
            room -= 22 * len(notes) if noted else 0
            tip = "<br>".join(said) if notes and not noted else None
            notes = notes if noted else []
            top = y
            if choices is None:             # a switch: its words wrapped beside the box, never under the seats
                box = self.keep(UICheckBox(pygame.Rect(left, y + 6, 24, 24), lines[0], ui,
                                           initial_state=bool(self.options.get(name, usual.get(name)))))
                self.option_boxes[box] = (name, None)
                if tip:
                    box.set_tooltip(tip, wrap_width=TIP_WIDTH)
                for i, more in enumerate(lines[1:]):
                    self.keep(UILabel(pygame.Rect(left + 29, y + 32 + 26 * i, column - 29, 24), more, ui))
                y += 26 * (len(lines) - 1)
            else:               # a list: one box per choice; none ticked leaves it to the game
                self.keep(UILabel(pygame.Rect(left, y, column, 30), lines[0], ui))
                picked = self.options.get(name) or []
                x = left
                for choice in choices:
                    box = self.keep(UICheckBox(pygame.Rect(x, y + 36, 22, 22), words().term(choice.capitalize()), ui,
                                               initial_state=choice in picked))
                    self.option_boxes[box] = (name, choice)
                    if tip:
                        box.set_tooltip(tip, wrap_width=TIP_WIDTH)
                    x += 92
                y += 34
            for i, line in enumerate(notes):
                self.keep(UILabel(pygame.Rect(left + 30, y + 32 + 22 * i, column - 30, 22), line, ui,
                                  object_id="@note"))
            y = top + option_height(lines, notes, choices)
        y = self.who.build(self, left, y, column, self.game_id, [s.name for s in self.seats[:self.players]])
        y += 10
        self.teach_box = self.keep(UICheckBox(pygame.Rect(left, y + 6, 24, 24), _("Teach me as we play"), ui,
                                              initial_state=self.teaching()))
        self.keep(UILabel(pygame.Rect(left + 30, y + 32, column - 30, 22),
                          fonts.fit(_("Each rule said the first time it matters"), 16, column - 30, "italic"), ui,
                          object_id="@note"))
        y += 66
        self.keep(UILabel(pygame.Rect(left, y, 160, 36), _("Seed (optional)"), ui))
        self.seed_entry = self.keep(UITextEntryLine(pygame.Rect(left + 170, y, 130, 36), ui,
                                                    placeholder_text=_("random")))
        self.hints_box = self.keep(UICheckBox(pygame.Rect(left + 318, y + 6, 24, 24), _("Hints"), ui,
                                              initial_state=self.hints))
        self.seed_entry.set_allowed_characters("numbers")
        if self.seed_text:
            self.seed_entry.set_text(self.seed_text)
        # seats
        sx = left + SEATS_AT
        sy = 100
        self.keep(UILabel(pygame.Rect(sx, sy, 420, 36), _("Seats (clockwise)"), ui))
        sy += 46
        self.name_entries = []
        self.kind_menus = []
        teams = adapter.teams(self.players) if adapter is not None else None
        below = self.partners.height(teams) + self.duckies.height(adapter, self.players)   # partners, duckies
        row = max(32, min(46, (h - 170 - sy - below) // max(1, self.players)))   # ten seats fit a short window too
        for i in range(self.players):
            self.keep(UILabel(pygame.Rect(sx - 34, sy, 30, row - 6), f"{i + 1}", ui))
            entry = self.keep(UITextEntryLine(pygame.Rect(sx, sy, 200, row - 6), ui))
            entry.set_text(self.seats[i].name)
            entry.length_limit = 14
            self.name_entries.append(entry)
            menu = self.keep(UIDropDownMenu([kind_words(k) for k in SEAT_KINDS], kind_words(self.seats[i].kind),
                                            pygame.Rect(sx + 210, sy, 200, row - 6), ui))
            self.kind_menus.append(menu)
            sy += row
        self.suggestions = NameSuggestions(self, self.name_entries, self.people)
        sy = self.partners.build(self, teams, sx - 34, sy + 4, 444)
        self.duckies.build(self, adapter, self.players, sx - 34, sy, 444)
        note = self.error
        if not self.has_table:
            note = _("The table for {game} is coming; play it now in the terminal with `python -m rules play {id}`.",
                     game=game_title(self.game_id), id=self.game_id)
        self.note = self.keep(UILabel(pygame.Rect(0, h - 150, w, 30), note, ui, object_id="@note"))
        self.back = self.keep(UIButton(pygame.Rect(w // 2 - 230, h - 100, 200, 54), _("Back"), ui, object_id="@big"))
        self.start = self.keep(UIButton(pygame.Rect(w // 2 + 30, h - 100, 200, 54), _("Start"), ui, object_id="@big"))
        if not self.has_table:
            self.start.disable()

    def typed_names(self) -> list[str]:
        """The seats' names as typed now (an empty one: its usual name)."""
        return [e.get_text().strip() or DEFAULT_NAMES[i] for i, e in enumerate(self.name_entries)]

    def option_lines(self, name: str, choices, column: int) -> tuple[list[str], list[str], list[str]]:
        """An option's title as it wraps beside its box (a list's title: one line), its notes as they wrap, and the
        notes whole: what it does in the rulebook's words and the first-game advice."""
        title, detail = option_words(self.game, name)
        lines = fonts.wrap(title, 19, column - 29 - 24) if choices is None else [title]
        notes = [said for said in (detail, first_game_mark(self.game_id, name, self.players)) if said]
        return lines, [part for said in notes for part in fonts.wrap(said, 16, column - 30 - 24, "italic")], notes

    def menu_open(self) -> bool:
        """Whether one of New game's drop-down menus is open."""
        return any(isinstance(w, UIDropDownMenu) and w.current_state is w.menu_states["expanded"]
                   for w in self.widgets)

    def teaching(self) -> bool:
        """The teach switch: as set here, else as last chosen for this game, else on until it was finished here."""
        if self.teach is not None:
            return self.teach
        teaches = getattr(self.app.settings, "teaches", None)
        return teaches(self.game_id) if teaches is not None else True

    def usual_options(self) -> dict:
        """The options a game of this size starts with (Wonder Creature at four: the advanced game)."""
        return self.game.default_options(self.players).model_dump() if self.game is not None else {}

    def collect(self):
        """Read the widgets back into the scene (before a rebuild or a start)."""
        if not self.games:
            return
        for i, (entry, menu) in enumerate(zip(self.name_entries, self.kind_menus, strict=True)):
            picked = menu.selected_option[0] if isinstance(menu.selected_option, tuple) else menu.selected_option
            self.seats[i] = SeatConfig(entry.get_text().strip() or DEFAULT_NAMES[i], kind_of(picked))
        lists: dict[str, list[str]] = {}
        usual = self.usual_options()
        for box, (name, choice) in self.option_boxes.items():
            if choice is None:              # kept only where the host differs from this table size's usual
                self.options.pop(name, None)
                if bool(box.get_state()) != bool(usual.get(name)):
                    self.options[name] = bool(box.get_state())
            else:
                lists.setdefault(name, [])
                if box.get_state():
                    lists[name].append(choice)
        for name, picked in lists.items():
            self.options[name] = picked or None    # nothing picked: the game chooses
        self.teach = bool(self.teach_box.get_state())
        self.seed_text = self.seed_entry.get_text().strip()
        self.hints = bool(self.hints_box.get_state())
        self.who.collect()

    def rebuild(self):
        """Build the widgets again from the scene (callers collect first: after a change of game the old
        game's switches must not be read back)."""
        self.leave()
        self.build()
        self.app.invalidate()

    def resize(self, size):
        self.collect()
        super().resize(size)

    def config(self) -> GameConfig:
        self.collect()
        seed = int(self.seed_text) if self.seed_text.isdigit() else random.randrange(1, 10**6)
        seats = [SeatConfig(s.name, s.kind) for s in self.seats[: self.players]]
        seats = [seats[i] for i in self.partners.order(self.players)]     # partners opposite (setup_partners.py)
        first, rule = self.who.first_player([s.name for s in seats], seed)    # None, None: at random
        options = {**self.options, "first_player": first} if first is not None else dict(self.options)
        return GameConfig(self.game_id, seats, seed, options, teach=self.teaching(), hints=self.hints,
                          duckies=self.duckies.choice(), who_starts=rule)

    def handle(self, event):
        self.who.renamed(event, [e.get_text().strip() or DEFAULT_NAMES[i] for i, e in enumerate(self.name_entries)])
        if getattr(self, "suggestions", None) is not None and self.suggestions.handle(event):
            return
        if self.partners.handle(self, event) or self.duckies.handle(self, event):
            return
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if event.ui_element is getattr(self, "game_menu", None):
                self.collect()
                self.game_id = next(gid for gid in self.games if self.title_of(gid) == event.text)
                self.options = {}                             # the old game's switches go with it
                self.teach = None
                self.rebuild()
            elif event.ui_element is getattr(self, "count_menu", None):
                self.collect()
                self.players = int(event.text)
                self.rebuild()
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is getattr(self, "rules_button", None):
                self.show_rules()
            elif event.ui_element is self.back:
                self.app.pop()
            elif event.ui_element is self.start:
                self.begin()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.menu_open():             # Escape closes an open menu first, as a list of names closes
                self.collect()
                self.rebuild()
            else:
                self.app.pop()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.start:
            if not any(e.is_focused for e in self.name_entries + [self.seed_entry]):
                self.begin()

    def show_rules(self) -> None:
        """The chosen game's rules screen over New game; closing it comes back to the choices as they were."""
        self.collect()
        self.app.open("rules", self.game_id)

    def begin(self):
        if not self.has_table:
            return
        config = self.config()
        config.evening = tonight_for_a_new_game()      # the evening going on, or a new one (tabletop/evening/)
        try:
            scene = self.app.make("table", self.game, config)
        except ValueError as err:  # a SetupError: say it (in the language spoken), stay here
            self.error = words().say(err.said) if isinstance(err, SetupError) else str(err)
            self.rebuild()
            return
        self.app.settings.player_names = [s.name for s in self.seats]  # offered again next time
        self.app.settings.seat_kinds = [s.kind for s in self.seats]
        if hasattr(self.app.settings, "teach"):
            self.app.settings.teach = {**self.app.settings.teach, self.game_id: config.teach}   # remembered per game
        self.app.settings.save()
        self.app.replace(scene)

    def update(self, dt):
        return self.who.update() if self.games else None     # the row's tip: drawn when it comes

    def draw(self, surface):
        surface.blit(felt(surface.get_size()), (0, 0))
