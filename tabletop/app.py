"""The one window, the one render loop and the scene stack.

Draw only when something changed or moves: scenes call `invalidate()`, and `update()` says when
it next needs time. While nothing happens the loop sleeps in SDL's wait until an event comes or a
scene's timer is due, so an idle table costs nothing. Frames are capped at 60 per second.
"""

import importlib
import os
import time
import warnings

warnings.filterwarnings("ignore", message="Finding font with id", category=UserWarning)
warnings.filterwarnings("ignore", message="Label Rect is too small", category=UserWarning)

import pygame  # noqa: E402
import pygame_gui  # noqa: E402

from . import language, sdl_wait  # noqa: E402
from .phones.host import PHONE_WAKE  # noqa: E402
from .render.icon import draw_icon  # noqa: E402
from .scenes import SCENES  # noqa: E402
from .settings import Settings  # noqa: E402
from .sound.audio import open_player  # noqa: E402
from .storage.data_dir import storage_problem  # noqa: E402

MIN_SIZE = (1024, 640)
FPS = 60
THEME = {
    "defaults": {
        "colours": {
            "normal_bg": "#2f5d46", "hovered_bg": "#3d7a5b", "disabled_bg": "#2a3430",
            "selected_bg": "#c9893a", "active_bg": "#c9893a", "dark_bg": "#183326",
            "normal_text": "#f3eedc", "hovered_text": "#ffffff", "disabled_text": "#8a968f",
            "selected_text": "#ffffff", "active_text": "#ffffff",
            "normal_border": "#a8c7a0", "hovered_border": "#e8d9a8", "disabled_border": "#44524a",
            "selected_border": "#f0c070", "active_border": "#f0c070",
        },
        "font": {"name": "noto_sans", "size": "18"},
    },
    "button": {"misc": {"shape": "rounded_rectangle", "shape_corner_radius": "8", "border_width": "2"}},
    "@title": {"font": {"name": "noto_sans", "size": "44", "bold": "1"},
               "colours": {"normal_text": "#f6e7b8"}},
    "@note": {"font": {"name": "noto_sans", "size": "15", "italic": "1"},
              "colours": {"normal_text": "#d7d2bd"}},
    "@big": {"font": {"name": "noto_sans", "size": "22"}},
    "@line": {"misc": {"text_horiz_alignment": "left"}},                  # a label read as a line of a list
    "@line_big": {"font": {"name": "noto_sans", "size": "22"}, "misc": {"text_horiz_alignment": "left"}},
    "text_box": {"font": {"name": "noto_sans", "size": "17"},
                 "colours": {"dark_bg": "#f4efe0", "normal_text": "#1f2a24", "normal_border": "#a8c7a0"}},
}


class App:
    def __init__(self, size=None, settings: Settings | None = None, max_frames: int | None = None,
                 screenshot: str | None = None, headless: bool | None = None, lang: str | None = None):
        self.launched = time.perf_counter()
        pygame.display.init()
        pygame.font.init()
        self.storage_problem = storage_problem()  # None, or why settings and saves are off for this run
        self.settings = settings or Settings.load()
        language.choose(language.starting(lang, self.settings.language))
        self.headless = os.environ.get("SDL_VIDEODRIVER") == "dummy" if headless is None else headless
        size = size or self.settings.window_size  # the last window size, remembered in Settings
        self.sound = open_player(self.settings.volume, self.settings.mute)  # silent when there is no device
        self.window = pygame.Window("Menagerie", size, resizable=True)
        self.window.minimum_size = MIN_SIZE
        self.window_icon = draw_icon(64)
        self.window.set_icon(self.window_icon)
        self.tv = None            # the second window for a TV, while it is open (couch/tv_window.py)
        self.pressed = False      # a mouse button pressed on the laptop's window is held
        if self.settings.fullscreen and not self.headless:
            self.window.set_fullscreen(desktop=True)
        self.surface = self.window.get_surface()
        self.ui = pygame_gui.UIManager(self.surface.get_size(), THEME, starting_language=language.current())
        self.ui.preload_fonts([{"name": "noto_sans", "point_size": size, "style": style, "antialiased": "1"}
                               for size in (17, 24) for style in ("bold",)])
        self.scenes: list = []
        self.dirty = True
        self.running = True
        self.frames = 0          # loop passes (the unit of --max-frames)
        self._frame_started = 0.0   # when the last frame's wait ended (a phone's move may cut the next one short)
        self.draws = 0           # frames actually drawn
        self.max_frames = max_frames
        self.screenshot = screenshot
        self.first_frame_at: float | None = None
        self.last_game = None    # the unfinished game of this run, for Continue
        self.exit_code = 0

    # scene stack ------------------------------------------------------------------------------
    @property
    def top(self):
        return self.scenes[-1] if self.scenes else None

    def push(self, scene) -> None:
        if self.top:
            self.top.leave()
        self.scenes.append(scene)
        scene.enter()
        self.invalidate()

    def pop(self):
        scene = self.scenes.pop()
        scene.leave()
        scene.removed()
        if self.top:
            self.top.enter()
        else:
            self.running = False
        self.invalidate()
        return scene

    def replace(self, scene) -> None:
        if self.scenes:
            old = self.scenes.pop()
            old.leave()
            old.removed()
        self.scenes.append(scene)
        scene.enter()
        self.invalidate()

    def reset_to(self, scene) -> None:
        """Clear the stack and show `scene` (back to the menu)."""
        while self.scenes:
            old = self.scenes.pop()
            old.leave()
            old.removed()
        self.push(scene)

    # scenes by name (scenes/__init__.py): no scene imports another ----------------------------
    def make(self, name: str, *args, **kwargs):
        module, _, cls = SCENES[name].partition(":")
        return getattr(importlib.import_module(module), cls)(self, *args, **kwargs)

    def open(self, name: str, *args, **kwargs):
        """Show the scene called `name` over the current one; returns it."""
        scene = self.make(name, *args, **kwargs)
        self.push(scene)
        return scene

    def home(self) -> None:
        """Back to the main menu, whatever is open."""
        self.reset_to(self.make("menu"))

    def invalidate(self) -> None:
        self.dirty = True

    # window -----------------------------------------------------------------------------------
    @property
    def size(self) -> tuple[int, int]:
        return self.surface.get_size()

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not self.settings.fullscreen
        if not self.headless:
            if self.settings.fullscreen:
                self.window.set_fullscreen(desktop=True)
            else:
                self.window.set_windowed()
        self.settings.save()
        self._resized()

    def choose_language(self, lang: str) -> None:
        """Speak `lang` from now on (Settings -> Language, or the table's menu): remembered, and at once: the top
        scene builds its widgets again, the scenes under it word themselves anew, the TV's next frame is in it."""
        self.settings.language = lang
        self.settings.save()
        if language.choose(lang):
            self.ui.set_locale(lang)
            for scene in self.scenes[:-1]:
                scene.relabel()
            if self.top:
                self.top.resize(self.surface.get_size())
            self.invalidate()

    def _resized(self) -> None:
        w, h = self.window.size
        if (w < MIN_SIZE[0] or h < MIN_SIZE[1]) and not self.settings.fullscreen:
            # without a window manager the minimum-size hint is not enforced: hold the line ourselves
            self.window.size = (max(w, MIN_SIZE[0]), max(h, MIN_SIZE[1]))
        self.surface = self.window.get_surface()
        self.ui.set_window_resolution(self.surface.get_size())
        if self.top:
            self.top.resize(self.surface.get_size())
        if not self.settings.fullscreen and not self.headless:
            self.settings.window_size = tuple(max(a, b) for a, b in zip(self.surface.get_size(), MIN_SIZE,
                                                                         strict=True))
        self.invalidate()

    def quit(self) -> None:
        self.running = False

    # loop -------------------------------------------------------------------------------------
    def draw(self) -> None:
        first = len(self.scenes)
        while first > 1 and not self.scenes[first - 1].opaque:
            first -= 1
        for scene in self.scenes[max(0, first - 1):]:
            scene.draw(self.surface)
        self.ui.draw_ui(self.surface)
        self.window.flip()
        self.draws += 1
        self.dirty = False
        if self.first_frame_at is None:
            self.first_frame_at = time.perf_counter()
            if os.environ.get("MENAGERIE_REPORT_FIRST_FRAME"):
                print(f"first-frame {time.time():.6f}", flush=True)

    # the TV window ------------------------------------------------------------------------------
    def open_tv(self) -> None:
        if self.tv is None:
            from .couch.tv_window import TVWindow

            self.tv = TVWindow(self)
            self.tv.update()      # shown and drawn first, then the laptop is raised over it where they overlap
            self.window.focus()   # the laptop keeps the keyboard, and stays on top until the TV is dragged away

    def close_tv(self) -> None:
        if self.tv is not None:
            self.tv.close()
            self.tv = None
            self.invalidate()

    def _meant_for_the_laptop(self, event):
        """The TV window only shows. SDL may hand it the laptop's input all the same (it took the keyboard
        focus when it opened; a drag begun on the laptop can end "in" it): keys other than F11 go to the
        laptop, and so does a mouse event while a button pressed on the laptop's window is held, moved into
        the laptop's coordinates. Any other pointer event over the TV is the TV's: a tap on the TV's picture
        of the table must never act on the laptop's table hidden below it. Returns the event for the laptop,
        or None."""
        if event.type in (pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT):
            if getattr(event, "key", None) == pygame.K_F11:
                self.tv.handle(event)
                return None
            return pygame.event.Event(event.type, {**event.dict, "window": self.window})
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.pressed:
            (tx, ty), (lx, ly) = self.tv.window.position, self.window.position
            pos = (event.pos[0] + tx - lx, event.pos[1] + ty - ly)
            return pygame.event.Event(event.type, {**event.dict, "pos": pos, "window": self.window})
        if event.type == pygame.WINDOWENTER and self.top is not None:
            # the pointer left the laptop's table for the TV: nothing stays hovered there
            self.top.handle(pygame.event.Event(pygame.WINDOWLEAVE, window=self.window))
        self.tv.handle(event)
        return None

    def _for_tv(self, event) -> bool:
        window = getattr(event, "window", None)
        return self.tv is not None and window is not None and window == self.tv.window

    def dispatch(self, event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
            return
        if self._for_tv(event):
            event = self._meant_for_the_laptop(event)
            if event is None:
                return
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.pressed = True
        elif event.type == pygame.MOUSEBUTTONUP:
            self.pressed = False
        if event.type == pygame.WINDOWCLOSE:   # the laptop's own window: the evening ends (the game is saved)
            self.running = False
            return
        if event.type in (pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED):
            if self.window.get_surface().get_size() != self.ui.window_resolution:
                self._resized()
            return
        if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN, pygame.WINDOWRESTORED):
            self.invalidate()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_t and event.mod & pygame.KMOD_CTRL:
            self.close_tv() if self.tv is not None else self.open_tv()   # Ctrl+T anywhere: the TV window
            return
        consumed = self.ui.process_events(event)
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN,
                          pygame.TEXTINPUT) or (event.type >= pygame.USEREVENT and event.type != PHONE_WAKE):
            # someone at the laptop: the UI gets frames for a moment (a phone's wake is not: its move redraws)
            self.ui_busy_until = time.perf_counter() + 0.35
            self.invalidate()
        if self.top and not (consumed and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)):
            self.top.handle(event)

    ui_busy_until = 0.0

    def step(self, dt: float) -> float | None:
        """One pass of the loop: events, update, draw if needed. Returns when the scene next needs time."""
        for event in pygame.event.get():
            self.dispatch(event)
        if not self.running or not self.scenes:
            return None
        wake = self.top.update(dt)
        if not self.scenes:
            return None
        for scene in self.scenes[:-1]:          # covered scenes that serve others meanwhile (the phones' faces)
            later = scene.background(dt)
            if later is not None:
                wake = later if wake is None else min(wake, later)
        self.sound.tick()                       # the audio device closes after a while in silence
        later = self.sound.wake()
        if later is not None:
            wake = later if wake is None else min(wake, later)
        self.ui.update(dt)
        if time.perf_counter() < self.ui_busy_until:
            self.invalidate()
            wake = 0.0 if wake is None else min(wake, 1 / FPS)
        if self.dirty:
            self.draw()
        if self.tv is not None:
            self.tv.update()      # draws only when the game moved on or its window changed
        self.frames += 1
        return wake

    def run(self) -> int:
        clock = pygame.time.Clock()
        last = time.perf_counter()
        while self.running and self.scenes:
            now = time.perf_counter()
            dt, last = min(now - last, 1.0), now
            try:
                wake = self.step(dt)
            except Exception:  # a bug must not take the players' evening with it: report it, go to the menu
                wake = self._recover()
            if not self.running or not self.scenes:
                break
            if self.max_frames is not None and self.frames >= self.max_frames:
                break
            if self.headless:
                if wake is None and self.max_frames is None:
                    time.sleep(0.01)
                continue
            self.rest(wake, clock)
        self.finish()
        return self.exit_code

    def rest(self, wake: float | None, clock, sleep=None) -> None:
        """Between two steps: a frame's wait while something moves, else sleep (`sleep`, the idle wait by
        default) until an event or `wake`. A phone's move that ends either is played at once, not a frame
        later (phones send at most ten a second)."""
        if wake is not None and wake <= 1 / FPS:
            self._frame_wait(clock, sleep)
            return
        (sleep or self.idle)(1.0 if wake is None else min(wake, 1.0))   # a hold waiting for a tap: infinity
        clock.tick() if pygame.event.peek(PHONE_WAKE) else clock.tick(FPS)
        self._frame_started = time.perf_counter()

    def _frame_wait(self, clock, sleep=None) -> None:
        """The rest of a frame (60 a second) while something moves, cut short by a phone's move: it waited up to
        a whole frame before the table played it. Other input waits for the frame as before (a drag's mouse
        motion must not raise the frame rate)."""
        left = 1 / FPS - (time.perf_counter() - self._frame_started)
        if left > 0.001 and not pygame.event.peek():
            (sleep or self.idle)(left)              # wakes on any event: a phone's move among them
        clock.tick() if pygame.event.peek(PHONE_WAKE) else clock.tick(FPS)
        self._frame_started = time.perf_counter()

    DUMMY_LOOK = 0.25        # seconds between looks for posted events when no display can wake us

    def idle(self, seconds: float) -> None:
        """Sleep until an event arrives or `seconds` pass, costing nothing meanwhile: on a real display SDL
        blocks on its connection (sdl_wait.py); with no display nobody can type, so a look four times a
        second for posted events (a test's, the bench's stop) is enough."""
        if sdl_wait.wait_for(seconds):
            return
        deadline = time.perf_counter() + seconds
        while not pygame.event.peek() and time.perf_counter() < deadline:
            time.sleep(min(self.DUMMY_LOOK, max(0.0, deadline - time.perf_counter())))

    errors = 0

    def _recover(self):
        import traceback

        traceback.print_exc()
        self.errors += 1
        if self.errors > 3 or self.headless:
            raise
        self.last_game = None  # the game that failed cannot be trusted to continue
        self.home()
        return 0.0

    def finish(self) -> None:
        if self.screenshot:
            self.ui.update(0.0)
            self.draw()
            pygame.image.save(self.surface, self.screenshot)
        for scene in reversed(self.scenes):
            scene.leave()
            scene.removed()
        self.scenes = []
        if self.last_game is not None:
            self.last_game.worker.close()
        self.close_tv()
        if not self.headless:
            self.settings.save()  # the window size of this run, for the next
        self.sound.close()
