"""Savannah: the fitted view takes in the lit spaces round the cards (each gets its words), "show the whole
savannah" (0) shows every card and space at every window size in both phases, the following window stays
over the cards (no bare half while cards are cut; no lit space cut by its edge) and so does a panned one,
the keyboard's cursor moves the way the arrow points, each plate on the score board carries its ducky, and
the rules at hand list the view's keys. (The window on its own, without the savannah: test_table_viewport.py.)"""

import random

import pygame

import rules
from rules.safari.savannah import Place
from tabletop.games.safari_scores import ScoreTrack
from tabletop.games.savannah import AROUND, RING, cell_handle, cell_of
from tabletop.render import fonts
from tabletop.rules_text import library
from tabletop.scenes.table_scene import TableScene
from tabletop.table.session import GameConfig, SeatConfig

from .helpers import key, pump
from .test_layout import SIZES as LAYOUT_SIZES
from .test_text_fits import SIZES as TEXT_SIZES
from .test_text_fits import problems

SIZES = sorted(set(LAYOUT_SIZES) | set(TEXT_SIZES) | {(1366, 768)})

GAME = "savannah"
ENGINE = rules.games()[GAME]


def _played(app, cards: int, seed: int = 3) -> TableScene:
    """Three players, random play (everyone's) until the savannah holds `cards` cards and Robin may play."""
    seats = [SeatConfig("Robin"), SeatConfig("Basil", "Bot (easy)"), SeatConfig("Cora", "Bot (easy)")]
    scene = TableScene(app, ENGINE, GameConfig(GAME, seats, seed, {"first_player": 0}), pace=0)
    scene.bots = {}
    app.push(scene)
    rnd = random.Random(seed)
    while not (len(scene.view.board) >= cards and scene.session.to_act() == [0] and not scene.view.pending_pair):
        seat = scene.session.to_act()[0]
        scene.perform(rnd.choice(scene.session.legal_moves(seat)))
    pump(app, 2)
    return scene


def test_every_lit_space_is_wholly_in_the_fitted_view_and_gets_its_words(app):
    scene = _played(app, 14)
    port = scene.adapter.port
    card = next(c for c in scene.view.hand if scene.index.targets(f"card:{c}"))
    targets = scene.index.targets(f"card:{card}")
    rows_ = [cell_of(t)[0] for t in targets]
    assert max(rows_) - min(rows_) >= 4                            # a savannah several rows high
    for t in targets:
        assert port.rect.contains(port.cell_rect(*cell_of(t))), t  # the top and bottom rows too
    scene.selected = f"card:{card}"
    scene.refresh(animate=False)
    app.draw()
    words = scene.adapter._chip_words(scene.view, {(c.row, c.col): c.card for c in scene.view.board}, card,
                                      [cell_of(t) for t in targets])
    edge = [cell_of(t) for t in targets if cell_of(t)[0] in (min(rows_), max(rows_))]
    assert any(words.get(c) for c in edge)                         # an edge space that scores says so


# ----- the whole savannah, and the window over the cards, at every size ----------------------------------------

def _at_robins_turns(seed: int, every: int):
    """States of a random three-player game where Robin (seat 0) plays a card: every `every`-th of them in
    each phase, and the last of the first phase (the savannah at its largest)."""
    rnd = random.Random(seed)
    s = ENGINE.setup(3, seed, {"first_player": 0})
    seen = {"one": 0, "two": 0}
    last_of_one = None
    while not ENGINE.is_over(s):
        if ENGINE.to_act(s) == [0] and not s.pending_pair and s.phase in seen:
            seen[s.phase] += 1
            if s.phase == "one":
                last_of_one = s
            if seen[s.phase] % every == 0:
                yield s
        if s.phase == "two" and last_of_one is not None:
            yield last_of_one
            last_of_one = None
        seat = ENGINE.to_act(s)[0]
        s = ENGINE.apply(s, rnd.choice(ENGINE.legal_moves(s, seat)))


def _table(app, seed: int) -> TableScene:
    seats = [SeatConfig("Robin"), SeatConfig("Basil", "Bot (easy)"), SeatConfig("Cora", "Bot (easy)")]
    scene = TableScene(app, ENGINE, GameConfig(GAME, seats, seed, {"first_player": 0}), pace=0)
    scene.bots = {}
    app.push(scene)
    return scene


def _at_size(app, scene, size) -> None:
    app.surface = pygame.Surface(size)
    scene.resize(size)


def _worth_seeing(view) -> dict:
    """Every card, marker and space round them on the savannah, by cell: what the whole view must show."""
    taken = {(c.row, c.col): "card" for c in view.board} | {(m.row, m.col): "marker" for m in view.markers}
    spaces = {(r + dr, c + dc): "space" for r, c in taken for dr, dc in AROUND if (r + dr, c + dc) not in taken}
    return {**spaces, **taken}


def _buttons(scene) -> pygame.Rect:
    zone = next(z for z in scene.painter.zones if z.name == "view-buttons")
    return zone.rect


def test_show_the_whole_savannah_fits_every_card_and_space_at_every_size_in_both_phases(app):
    """After 0 (and after the next play too: the view stays whole) every card, marker and space round them
    lies inside the savannah's window with a margin, clear of the zoom buttons; and every space a held card
    may go to is lit there."""
    scene = _table(app, 3)
    port = scene.adapter.port
    checked = {"one": 0, "two": 0}
    for state in _at_robins_turns(3, every=4):
        scene.session.state = state
        for size in SIZES:
            _at_size(app, scene, size)
            key(app, pygame.K_0)
            for step in ("after 0", "after a play"):
                view = scene.view
                where = f"{view.phase} phase, {len(view.board)} cards, {size[0]}x{size[1]}, {step}"
                room = port.rect.inflate(-4, -4)
                for cell, what in _worth_seeing(view).items():
                    r = port.cell_rect(*cell)
                    assert room.contains(r), f"{where}: the {what} at {cell} {r} is cut by the window {port.rect}"
                    assert not r.colliderect(_buttons(scene)), f"{where}: the {what} at {cell} is under the buttons"
                if step == "after 0":
                    lit = {h for c in view.hand for h in scene.index.targets(f"card:{c}")}
                    assert lit <= set(scene.hotspots), f"{where}: {sorted(lit - set(scene.hotspots))[:3]} not lit"
                    scene.perform(scene.session.legal_moves(0)[0])
                    while scene.session.to_act() and scene.session.to_act() != [0] and not scene.session.over:
                        scene.perform(scene.session.legal_moves(scene.session.to_act()[0])[0])
                    if scene.session.over or scene.view.pending_pair:
                        break
            checked[state.phase] += 1
            scene.session.state = state
            _at_size(app, scene, size)
    assert checked["one"] >= 3 * len(SIZES) and checked["two"] >= 2 * len(SIZES), checked


def _off_the_cards(port, cells, avoid: pygame.Rect) -> list[str]:
    """How the window fails to stay over the cards: along each axis, the cards and spaces in sight are either
    all inside it and centred (in the window, or in its part below the zoom buttons), or cut by one edge
    with less than a cell of bare felt at the other."""
    window = port.rect
    below = pygame.Rect(window.x, avoid.bottom + 2, window.w, window.bottom - avoid.bottom - 2)
    sight = [r for r in (port.cell_rect(*c) for c in cells) if r.colliderect(window)]
    if not sight:
        return ["no card or space in sight"]
    found = []
    for axis, pitch in (("x", port.pitch[0]), ("y", port.pitch[1])):
        lo = min(getattr(r, "left" if axis == "x" else "top") for r in sight)
        hi = max(getattr(r, "right" if axis == "x" else "bottom") for r in sight)
        w_lo, w_hi = (window.left, window.right) if axis == "x" else (window.top, window.bottom)
        if lo < w_lo and hi > w_hi:
            continue
        if lo >= w_lo and hi <= w_hi:
            frames = [(w_lo, w_hi)] if axis == "x" else [(w_lo, w_hi), (below.top, below.bottom)]
            if not any(abs((lo - a) - (b - hi)) <= pitch for a, b in frames):
                found.append(f"along {axis} the cards in sight ({lo}..{hi}) are off the middle of {w_lo}..{w_hi}")
        elif lo < w_lo and w_hi - hi > pitch:
            found.append(f"along {axis}: cut at the start, {w_hi - hi} px bare at the end")
        elif hi > w_hi and lo - w_lo > pitch:
            found.append(f"along {axis}: cut at the end, {lo - w_lo} px bare at the start")
    return found


def _play_through(app, seed: int, size, choose, check) -> int:
    """A whole three-player game at `size`, every move chosen by `choose(rnd, moves)`, `check(scene)` after each."""
    scene = _table(app, seed)
    _at_size(app, scene, size)
    rnd = random.Random(seed)
    checked = 0
    while not scene.session.over:
        seat = scene.session.to_act()[0]
        scene.perform(choose(rnd, scene.session.legal_moves(seat)))
        if scene.view.board:
            check(scene)
            checked += 1
    app.pop()
    return checked


def _first_space(_rnd, moves):
    return moves[0]          # a player who keeps pressing Enter: the savannah runs down a diagonal


def _any_space(rnd, moves):
    return rnd.choice(moves)


def test_the_following_window_stays_over_the_cards_and_cuts_no_lit_space(app):
    """Seen at 1024x640: in the second phase the window sat centred on the whole savannah while the cards in
    sight ran down one side, cutting cards at one edge with half the window bare at the other. Through two
    whole games (one a diagonal), at three sizes, after every move."""
    def check(scene):
        port, view = scene.adapter.port, scene.view
        where = f"{view.phase} phase, {len(view.board)} cards, {app.size[0]}x{app.size[1]}"
        problems = _off_the_cards(port, _worth_seeing(view), _buttons(scene))
        assert not problems, f"{where}: {problems}"
        for handle in scene.hotspots:
            cell = cell_of(handle)
            if cell is not None:
                assert port.rect.contains(port.cell_rect(*cell)), f"{where}: the lit space {cell} is cut"

    for size in [(1024, 640), (1280, 800), (1920, 1080)]:
        assert _play_through(app, 5, size, _first_space, check) > 40
        assert _play_through(app, 3, size, _any_space, check) > 40


def test_a_panned_window_stays_over_the_cards(app):
    """Dragged far off, zoomed in or out: the window comes back over the savannah (no edge past its edge
    while it is bigger than the window; centred on it while it fits)."""
    scene = _played(app, 20)
    port = scene.adapter.port
    for pan in [(3000, 0), (-3000, 0), (0, 3000), (0, -3000), (2000, -2000)]:
        for zoom in (1.0, 1.6, 0.6):
            port.fit()
            port.zoom(zoom, port.rect.center)
            port.pan(*pan)
            scene.refresh(animate=False)
            cells = _worth_seeing(scene.view)
            whole = port.cell_rect(*next(iter(cells))).unionall([port.cell_rect(*c) for c in cells])
            for lo, hi, w_lo, w_hi in [(whole.left, whole.right, port.rect.left, port.rect.right),
                                       (whole.top, whole.bottom, port.rect.top, port.rect.bottom)]:
                if hi - lo <= w_hi - w_lo:
                    assert abs((lo - w_lo) - (w_hi - hi)) <= 2, (pan, zoom, whole, port.rect)
                else:
                    assert lo <= w_lo + port.card_w and hi >= w_hi - port.card_w, (pan, zoom, whole, port.rect)


# ----- the words on the lit spaces -----------------------------------------------------------------------------

def _labels(app, scene, card) -> list:
    """The table drawn with `card` picked up: every string drawn (fonts.placing), the lit spaces' words among them."""
    scene.selected = f"card:{card}"
    scene.refresh(animate=False)
    scene.repaint()
    with fonts.placing() as drawn:
        scene.draw(app.surface)
    return drawn


def test_each_lit_spaces_words_lie_inside_that_space_and_a_click_on_them_plays_there(app, speaking):
    """Seen: a click beside an "A C +3" label put the card one space over for 0 points, because the words of
    neighbouring lit spaces ran across their edges. Every label, at every size and in both phases, lies in
    its own space's lit part; every point of it is that space and no other; no two labels touch."""
    scene = _table(app, 3)
    labels = 0
    for state in _at_robins_turns(3, every=5):
        scene.session.state = state
        for size in [(1024, 640), (1280, 800), (1920, 1080)]:
            _at_size(app, scene, size)
            card = max(scene.view.hand, key=lambda c: len(scene.index.targets(f"card:{c}")))
            drawn = _labels(app, scene, card)
            where = f"{state.phase} phase at {size[0]}x{size[1]}"
            found = [p for p in problems(drawn, size, ["Robin", "Basil", "Cora"]) if "space:" in p]
            assert not found, f"{where}: {found[:3]}"
            for p in drawn:
                if not p.owner.startswith("space:") or p.words is None:
                    continue
                labels += 1
                own = cell_handle(*map(int, p.owner[6:].split(",")))
                r = p.rect
                for point in (r.topleft, (r.right - 1, r.top), (r.left, r.bottom - 1), (r.right - 1, r.bottom - 1),
                              r.center):
                    cells = [h for h in scene.handles_at(point) if h.startswith("cell:")]
                    assert cells == [own], f"{where}: {p.words!r} of {own} at {point} is over {cells}"
            scene.selected = None
    assert labels > 100


def test_the_space_under_the_pointer_is_lit_apart_from_the_others(app):
    scene = _played(app, 14)
    card = max(scene.view.hand, key=lambda c: len(scene.index.targets(f"card:{c}")))
    targets = [cell_of(t) for t in scene.index.targets(f"card:{card}")]
    port = scene.adapter.port
    for under in targets[:4]:
        pointer = scene.hotspots[cell_handle(*under)].center
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pointer, rel=(0, 0), buttons=(0, 0, 0),
                                             touch=False))
        pump(app)
        _labels(app, scene, card)
        for cell in targets:
            r = port.cell_rect(*cell)
            edge = app.surface.get_at((r.left - 1, r.centery))[:3]
            assert (edge == RING) == (cell == under), (under, cell, edge)
        scene.selected = None


def test_the_arrow_keys_move_the_cursor_across_the_savannah_by_direction(app):
    scene = _played(app, 8)
    card = next(c for c in scene.view.hand if len(scene.index.targets(f"card:{c}")) >= 4)
    key(app, pygame.K_RIGHT)
    while scene.focus != f"card:{card}":
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)                                     # pick it up: the cursor on a lit space
    assert scene.selected == f"card:{card}" and cell_of(scene.focus)
    port = scene.adapter.port
    for arrow, (dx, dy) in [(pygame.K_RIGHT, (1, 0)), (pygame.K_DOWN, (0, 1)), (pygame.K_LEFT, (-1, 0)),
                            (pygame.K_UP, (0, -1))]:
        before = port.cell_rect(*cell_of(scene.focus)).center
        key(app, arrow)
        after = port.cell_rect(*cell_of(scene.focus)).center
        moved = (after[0] - before[0]) * dx + (after[1] - before[1]) * dy
        assert moved > 0 or after == before, (arrow, before, after)   # that way, or nowhere
    target = scene.focus
    key(app, pygame.K_RETURN)
    if scene.prompt is not None:                                  # for 0 points while it scores elsewhere: asked
        key(app, pygame.K_RIGHT)
        key(app, pygame.K_RETURN)
    assert scene.session.moves[-1] == Place(0, card, *cell_of(target))


def test_each_plate_on_the_score_board_carries_its_ducky():
    pygame.init()
    entries = [("seat:0", "elephant", 5, "Robin"), ("seat:1", "lion", 7, "Basil"), ("seat:2", "monkey", 25, "Cora")]
    zones = {z.name: z for z in ScoreTrack().zones(pygame.Rect(0, 0, 340, 210), entries, 18)}
    for key_, ducky, _points, _label in entries:
        name = zones[f"score-name:{key_}"].rect
        mark = zones[f"score-ducky-by-name:{key_}"]
        (piece,) = mark.pieces()
        assert piece.face == ("ducky", ducky)
        assert piece.rect.right <= name.x and abs(piece.rect.centery - name.centery) <= 1   # beside the name
        assert piece.rect.h >= name.h - 1                                                 # as tall as the plate


def test_the_rules_at_hand_list_the_savannahs_pan_and_zoom_keys():
    text = library.plain(library.read(GAME))
    for words in ("the + and - keys", "Shift + the arrow keys", "the 0 key", "the arrow keys move"):
        assert words in text, words
