"""No text is cut off or covered, at any window size from 1024x640 up, on every table, the TV window and
New game, in English and in German (`speaking`: German words are longer).

The real table scene is drawn at a few points of a random game, at four window sizes, while
`fonts.placing()` records where every string lands (its inked rect), whether `fit` had to shorten it,
the box its drawing code meant it to stay in (a panel, a button, a zone, a badge), and every opaque
thing drawn after it (pieces, badges, banners). Then:

- nothing is shortened with "…", except a player name longer than NAME_LIMIT letters: names up to that
  length ("Dmitri (bot)", as `play` names bots) are always whole, wrapped onto two lines under a card if need
  be; New game takes up to 14 letters, and a name longer than 12 may be cut in a narrow column;
- every string lies inside the window and inside its box;
- no two strings overlap, and no piece or badge is drawn over a string, except where cards fan: the
  badges and captions of cards of one fanned hand may be covered by the next card, as the cards are;
- a banner or picker over the table (a modal, by design) hides what is under it: those strings are not
  checked, the banner's own lines are;
- words printed on a piece's face (a card's name, `fonts.printed`) count as words where the face is drawn:
  a token laid over them covers them.

Besides a few checkpoints of a random game, a game's MOMENTS (a tie roll in La Criatura's die tray) are drawn,
and drawn once more a moment later (the die landed, what it decided said).

The TV window is drawn at its fixed size and its smallest; New game with every game chosen in it, at
its largest number of players, must have no two widgets overlapping and every label's words inside it.
"""

import random
import time

import pygame
import pytest

import rules
from tabletop import language
from tabletop.couch.tv_window import TV_SIZE, TV_SMALLEST
from tabletop.games import ADAPTERS
from tabletop.render import fonts
from tabletop.scenes.table_scene import TableScene
from tabletop.table.session import BOT_NAME, GameConfig, SeatConfig
from tabletop.table.zones import Fan
from tests.tabletop.test_layout import checkpoints

SIZES = [(1024, 640), (1280, 800), (1920, 1080), (3840, 2160)]
NAME_LIMIT = 12
NAMES = ["Robin", "Maximilian", "Basil (bot)", "Cleo", "Dmitri (bot)", "Esme", "Fern", "Gus", "Hana", "Ines"]
SLACK = 2          # pixels of antialiasing a string may spill past its box


def _area(a: pygame.Rect, b: pygame.Rect) -> int:
    c = a.clip(b)
    return c.w * c.h if c.w > SLACK and c.h > SLACK else 0


def fanned(zones) -> dict[str, str]:
    """piece id -> its fan's name: pieces whose marks may be covered by a neighbour, as their faces are."""
    return {p.id: z.name for z in zones if isinstance(z, Fan) for p in z.pieces()}


def piece_of(owner: str) -> str | None:
    kind, _, rest = owner.partition(":")
    return rest if kind in ("piece", "badge", "caption") else None


def problems(drawn, window: tuple[int, int], names, fans: dict[str, str] | None = None) -> list[str]:
    """What is wrong with the strings drawn on a window-sized surface (see the module's docstring)."""
    fans = fans or {}
    screen = [p for p in drawn if p.target == window and p.rect.w > 0 and p.rect.h > 0]
    bounds = pygame.Rect((0, 0), window)
    found = []
    hidden = set()
    for i, s in enumerate(screen):       # under a banner or picker drawn later: hidden by design
        if any(c.words is None and c.owner == "overlay" and _area(s.rect, c.rect) for c in screen[i + 1:]):
            hidden.add(i)
    words = [(i, s) for i, s in enumerate(screen) if s.words is not None and i not in hidden]
    for i, s in words:
        what = f'"{s.words}" ({s.owner}) at {tuple(s.rect)}'
        if s.cut and not any(n in s.full for n in names if len(n) > NAME_LIMIT):
            found.append(f'{what} is cut from "{s.full}"')
        if not bounds.contains(s.rect):
            found.append(f"{what} runs out of the window {window}")
        elif s.box is not None and not s.box.inflate(2 * SLACK, 2 * SLACK).contains(s.rect):
            found.append(f"{what} runs out of its box {tuple(s.box)}")
        for j, t in words:
            if j <= i or not _area(s.rect, t.rect):
                continue
            a, b = piece_of(s.owner), piece_of(t.owner)
            if a and b and (a == b or (fans.get(a) and fans.get(a) == fans.get(b))):
                continue
            found.append(f'{what} and "{t.words}" ({t.owner}) at {tuple(t.rect)} overlap')
        for c in screen[i + 1:]:
            if c.words is not None or c.owner == "overlay" or not _area(s.rect, c.rect):
                continue
            a, b = piece_of(s.owner), piece_of(c.owner)
            if a and b and (a == b or (fans.get(a) and fans.get(a) == fans.get(b))):
                continue
            found.append(f"{what} is covered by {c.owner} at {tuple(c.rect)}")
    return found


# ----- the tables ---------------------------------------------------------------------------------------

# Where the fix belongs in a game's adapter (being changed by others): each says what is cut and where.
XFAIL: dict[str, str] = {
}

OVERLAYS = {"deducktion": ["notepad"]}
"""What a tap opens over a game's table (by the handle tapped): drawn open at every checkpoint and size too."""


def seat_names(players: int) -> list[str]:
    """The seats' names: typed in New game (up to NAME_LIMIT letters), or as `play` names people and bots, in the
    language spoken ("Player 4" / "Spieler 4", "Basil (bot)" / "Basil (Bot)")."""
    made = [NAMES[0], NAMES[1], language._(BOT_NAME, name="Basil"), language._("Player {n}", n=4),
            language._(BOT_NAME, name="Dmitri")]
    return (made + NAMES[len(made):])[:players]


MOMENTS = {
    "la-criatura": {          # issue 54: the die tray cut "Stechen: Spieler 2…", the table "Warten auf Antwo…"
        "a tie roll of three": lambda s: any(e.kind == "tie_roll" and len(e.data["seats"]) > 2 and 1 in e.data["seats"]
                                             for e in s.log[-4:]),       # Maximilian, the longest name, among them
        "cards waiting for answers": lambda s: bool(s.stack),
        "votes on the cards": lambda s: s.phase == "vote" and sum(s.votes) >= 3,
    },
}
"""Moments the random checkpoints seldom reach, where a game's words are longest: (name -> test of a state)."""


def _older_tie(s) -> bool:
    """A tie roll among the tray's older lines (one line each, beside their dice)."""
    from tabletop.games.la_criatura import is_roll

    rolls = [e for e in s.log if is_roll(e)][-3:]
    return any(e.kind == "tie_roll" and len(e.data["seats"]) > 2 for e in rolls[:-1])


CROWDS = {"la-criatura": (6, 10)}
"""Games whose most seats the five-seat checks above never show: checked at these counts too."""

CROWD_MOMENTS = {
    "la-criatura": {
        **MOMENTS["la-criatura"],
        "a change of mind on the table": lambda s: any(entry[3] >= 0 for entry in s.stack),   # "{who} to {to}"
        "a tie among the older rolls": _older_tie,
        "a seat whose status the viewer learned": lambda s: any(           # "human (turn 3)" on its card
            learned.seat != 0 for learned in rules.games()["la-criatura"].view(s, 0).learned),
        "a seat with a helicopter card working": lambda s: any(s.adrenaline),   # "Adrenaline +1" by the tokens
    },
}
"""The moments of a full table: its words on cards and in the tray are longest where seats are narrowest."""


def moments(game, game_id: str, players: int, seed: int = 11, wanted: dict | None = None):
    """(name, the state a move before, the state): the first state of each of the game's MOMENTS (or of
    `wanted`) along random games."""
    wanted = dict(MOMENTS.get(game_id, {}) if wanted is None else wanted)
    for k in range(seed, seed + 40):
        rnd, s = random.Random(k), game.setup(players, k)
        while wanted and not game.is_over(s):
            before, s = s, game.apply(s, rnd.choice(game.legal_moves(s, game.to_act(s)[0])))
            for name in [n for n, found in wanted.items() if found(s)]:
                del wanted[name]
                yield name, before, s
    assert not wanted, f"{game_id}: never reached {sorted(wanted)}"


def players_for(game) -> int:
    return max(game.min_players, min(game.max_players, 5))


def table_at(app, game_id: str, players: int) -> TableScene:
    names = seat_names(players)
    seats = [SeatConfig(names[0])] + [SeatConfig(names[i], "Bot (easy)") for i in range(1, players)]
    scene = TableScene(app, rules.games()[game_id], GameConfig(game_id, seats, 5), pace=0)
    app.push(scene)
    return scene


def draw_recorded(app, scene, size) -> list:
    app.surface = pygame.Surface(size)
    scene.resize(size)
    scene.repaint()
    with fonts.placing() as drawn:
        scene.draw(app.surface)
    return drawn


def game_params():
    return [pytest.param(g, marks=pytest.mark.xfail(strict=True, reason=XFAIL[g])) if g in XFAIL else g
            for g in ADAPTERS]


@pytest.mark.parametrize("game_id", game_params())
def test_every_string_on_the_table_is_whole_and_in_its_place(app, speaking, game_id):
    game = rules.games()[game_id]
    players = players_for(game)
    states = [(f"checkpoint {k}", None, s) for k, s in enumerate(checkpoints(game, players, seed=11, every=23, most=3))]
    found = table_problems(app, game_id, players, states + list(moments(game, game_id, players)), SIZES)
    assert not found, f"{len(found)} problems, first:\n" + "\n".join(found[:12])


@pytest.mark.parametrize(("game_id", "players"), [(g, n) for g, counts in CROWDS.items() for n in counts])
def test_a_full_table_shows_every_string_whole_and_in_its_place(app, speaking, game_id, players):
    """Six and ten seats of La Criatura: badges on narrow seat cards, "who to whom" under the table's cards and
    the tray's older lines, at the smallest and a large window."""
    game = rules.games()[game_id]
    states = [(f"checkpoint {k}", None, s) for k, s in enumerate(checkpoints(game, players, seed=11, every=41, most=2))]
    states += list(moments(game, game_id, players, wanted=CROWD_MOMENTS[game_id]))
    found = table_problems(app, game_id, players, states, [(1024, 640), (1920, 1080)])
    assert not found, f"{len(found)} problems, first:\n" + "\n".join(found[:12])


def table_problems(app, game_id: str, players: int, states, sizes) -> list[str]:
    """What `problems` finds on the table of `players` seats at each (name, state a move before, state), at
    each size; a moment (a state with its `before`) arrives as in play and is looked at once more later."""
    scene = table_at(app, game_id, players)
    names = seat_names(players)
    found = []
    for name, before, state in states:
        if before is not None:          # a moment arrives as in play: the table a move earlier, then the move
            scene.forget_viewer()
            scene.session.state = before
            draw_recorded(app, scene, sizes[0])
        scene.session.state = state
        looks = [(size, 0.0) for size in sizes] + [(sizes[0], 10.0)] * (before is not None)
        for size, later in looks:
            with pytest.MonkeyPatch.context() as patch:   # a moment later: the die landed, what it decided said
                clock = time.monotonic() + later
                patch.setattr(time, "monotonic", lambda clock=clock: clock)
                drawn = draw_recorded(app, scene, size)
            where = f"{players} players, {name} at {size[0]}x{size[1]}" + (" a moment later" if later else "")
            found += [f"{where}: {p}" for p in problems(drawn, size, names, fanned(scene.painter.zones))]
            for handle in OVERLAYS.get(game_id, []):
                assert scene.adapter.on_tap(scene.view, handle), f"a tap on {handle} opens nothing"
                drawn = draw_recorded(app, scene, size)
                scene.adapter.dismiss()
                found += [f"{where}, {handle} open: {p}" for p in problems(drawn, size, names,
                                                                            fanned(scene.painter.zones))]
    return found


# ----- the TV window ----------------------------------------------------------------------------------

TV_XFAIL: dict[str, str] = {
}


@pytest.mark.parametrize("game_id", [pytest.param(g, marks=pytest.mark.xfail(strict=True, reason=TV_XFAIL[g]))
                                     if g in TV_XFAIL else g for g in ADAPTERS])
def test_the_tv_window_shows_every_string_whole_at_its_size_and_its_smallest(app, speaking, game_id):
    """The TV opens at TV_SIZE each time and may be made as small as TV_SMALLEST: both show every word."""
    game = rules.games()[game_id]
    players = players_for(game)
    scene = table_at(app, game_id, players)
    app.open_tv()
    found = []
    for k, state in enumerate(checkpoints(game, players, seed=11, every=31, most=2)):
        scene.session.state = state
        scene.refresh(animate=False)
        app.tv.update()
        for size in (TV_SIZE, TV_SMALLEST):
            surface = pygame.Surface(size)
            with fonts.placing() as drawn:
                app.tv.draw(surface)
            where = f"the TV at checkpoint {k}, {size[0]}x{size[1]}"
            found += [f"{where}: {p}" for p in problems(drawn, size, NAMES[:players],
                                                         fanned(app.tv.painter.painter.zones))]
    assert not found, f"{len(found)} problems, first:\n" + "\n".join(found[:12])


# ----- New game ----------------------------------------------------------------------------------------

def widgets_of(scene) -> list[tuple[str, pygame.Rect, str, object]]:
    """(kind, rect, words, font) of every widget New game shows, a check box's words as a label of their own."""
    from pygame_gui.elements import UIButton, UICheckBox, UIDropDownMenu, UIImage, UILabel, UITextEntryLine

    out = []
    for w in scene.widgets:
        if isinstance(w, UICheckBox):
            out.append(("check box", pygame.Rect(w.rect), "", None))
            out.append(("label", pygame.Rect(w.text_label.rect), w.text_label.text, w.text_label.font))
        elif isinstance(w, (UILabel, UIButton)):
            out.append(("label" if isinstance(w, UILabel) else "button", pygame.Rect(w.rect), w.text, w.font))
        elif isinstance(w, UIDropDownMenu):
            out.append(("menu", pygame.Rect(w.rect), w.selected_option[0] if isinstance(w.selected_option, tuple)
                        else w.selected_option, None))
        elif isinstance(w, UITextEntryLine):
            out.append(("entry", pygame.Rect(w.rect), "", None))
        elif isinstance(w, UIImage):            # a score ducky's picture beside its menu
            out.append(("picture", pygame.Rect(w.rect), "", None))
    return out


def widget_problems(scene, where: str) -> list[str]:
    """A screen's widgets (widgets_of) out of the window, narrower than their words, or over one another."""
    shown = [w for w in widgets_of(scene) if w[2] or w[0] != "label"]
    screen = pygame.Rect((0, 0), scene.app.size)
    found = []
    for i, (kind, rect, words, font) in enumerate(shown):
        what = f'{where}: {kind} "{words}" {tuple(rect)}'
        if not screen.contains(rect):
            found.append(f"{what} runs out of the window")
        if font is not None and words and font.size(words)[0] > rect.w:
            found.append(f"{what} is narrower than its words ({font.size(words)[0]} px)")
        for kind2, rect2, words2, _f in shown[i + 1:]:
            if _area(rect, rect2):
                found.append(f'{what} overlaps {kind2} "{words2}" {tuple(rect2)}')
    return found


@pytest.mark.parametrize("size", SIZES)
def test_new_game_shows_every_game_without_overlaps_or_cut_words(app, speaking, size):
    """Every game chosen, with its fewest and its most players (the most seats; the fewest: the variant's and the
    first game's notes): no two widgets overlap, every label's words fit it."""
    app.window.size = size
    app._resized()
    scene = app.open("setup")
    found = []
    sizes = [(g, n) for g, game in scene.games.items() for n in sorted({game.min_players, game.max_players})]
    for game_id, players in sizes:
        scene.collect()
        scene.game_id, scene.options, scene.players = game_id, {}, players
        scene.rebuild()
        found += widget_problems(scene, f"{game_id} ({players}) at {size[0]}x{size[1]}")
    assert not found, f"{len(found)} problems, first:\n" + "\n".join(found[:12])


# ----- shared pieces the random games may not reach -------------------------------------------------------

@pytest.mark.parametrize("size", SIZES)
def test_a_long_row_of_move_buttons_stays_in_its_strip_with_every_label_whole(speaking, size):
    """Seven guess buttons (Deducktion's last round) used to run past the strip's left end: they take
    smaller type, then two rows, and every label stays whole."""
    from tabletop.games import make_adapter
    from tabletop.table.overlays import draw_button
    from tabletop.table.painter import Painter

    pygame.init()
    game = rules.games()["deducktion"]
    painter = Painter(make_adapter("deducktion", game))
    painter.lay_out(game.view(game.setup(4, 3), 0), size)
    animals = ["Elephant", "Giraffe", "Hippo", "Lion", "Monkey", "Zebra"]
    grips = [(f"guess:{n}", f"{a} {n}") for n, a in enumerate(animals, 1)] + [("button:guess-0", "Leave Zebra blank")]
    if size[0] <= 1280:
        grips = [(h, f"{label} · long words") for h, label in grips]
    buttons = painter.action_buttons(grips)
    surface = pygame.Surface(size)
    with fonts.placing() as drawn:
        for _h, label, rect in buttons:
            draw_button(surface, rect, label, size=painter.button_text)
    for i, (_h, label, rect) in enumerate(buttons):
        assert painter.frame.actions.contains(rect), f"{label} {rect} leaves the strip {painter.frame.actions}"
        assert not any(rect.colliderect(other) for _h2, _l2, other in buttons[i + 1:]), f"{label} overlaps"
    assert not problems(drawn, size, [])


def test_the_log_heading_and_how_far_back_never_overlap(speaking):
    """Scrolled back in a narrow panel, "n newer lines below · End" gives way to shorter words, never over
    the heading."""
    from tabletop.table.log import LogLine
    from tabletop.table.log_panel import LogPanel

    pygame.init()
    surface = pygame.Surface((1024, 640))
    lines = [LogLine(f"Robin plays a card, number {k}.", False) for k in range(60)]
    for width in (180, 220, 260, 400):
        log = LogPanel()
        log.draw(surface, pygame.Rect(500, 100, width, 300), lines, 15)
        log.scroll(12)
        with fonts.placing() as drawn:
            log.draw(surface, pygame.Rect(500, 100, width, 300), lines, 15)
        assert not problems(drawn, (1024, 640), []), width
        shortest = language._("{n} newer", n=log.back)        # every wording of the hint starts with it
        assert any(shortest in (p.words or "") for p in drawn) or width < 200


def test_wonder_creatures_offer_caption_keeps_clear_of_the_shown_pile(app):
    """Seen at 1600x1000: an offer's caption ("Basil (bot)") wrapped to two lines and ran under the "Shown"
    label below it. Checked at every size while an exchange offer waits."""
    import random

    game = rules.games()["wonder-creature"]
    scene = table_at(app, "wonder-creature", 4)
    state, rnd = game.setup(4, 6), random.Random(6)
    while game.view(state, None).pending is None:
        state = game.apply(state, rnd.choice(game.legal_moves(state, game.to_act(state)[0])))
    scene.session.state = state
    scene.adapter.names[game.view(state, None).pending.initiator] = "Basil (bot)"   # a name that wraps
    found = []
    for size in [*SIZES, (1600, 1000), (1366, 768)]:
        drawn = draw_recorded(app, scene, size)
        found += [f"{size}: {p}" for p in problems(drawn, size, NAMES[:4], fanned(scene.painter.zones))]
    assert not found, "\n".join(found[:8])


@pytest.mark.parametrize("size", SIZES)
def test_the_menu_and_watch_a_round_show_every_label_whole(app, speaking, size):
    """The menu's buttons (Rules and Watch a round share a row) and the games to watch: every label fits."""
    app.window.size = size
    app._resized()
    found = []
    for name in ("menu", "watch"):
        scene = app.open(name)
        for kind, rect, words, font in widgets_of(scene):
            if font is not None and words and font.size(words)[0] > rect.w - 8:
                found.append(f'{name} at {size}: {kind} "{words}" is narrower than its words')
        app.pop()
    assert not found, "\n".join(found)
