"""Random input for any scene stack: clicks, drags, wheels, keys, text, fingers and resizes.

The app's own dispatch and update are called directly (no real time passes), so thousands of
events take seconds, and any exception a scene raises surfaces in the test.
"""

import random

import pygame

KEYS = [pygame.K_ESCAPE, pygame.K_F1, pygame.K_RETURN, pygame.K_SPACE, pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT,
        pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END,
        pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_z, pygame.K_t, pygame.K_a, pygame.K_1, pygame.K_KP_ENTER]
SIZES = [(1024, 640), (1280, 800), (1600, 900), (1100, 1000), (2000, 700)]


def random_event(rng: random.Random, size) -> pygame.event.Event:
    w, h = size
    pos = (rng.randrange(-5, w + 5), rng.randrange(-5, h + 5))
    kind = rng.random()
    if kind < 0.22:
        button = rng.choice([1, 1, 1, 1, 2, 3, 4, 5])
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button, touch=False, window=None)
    if kind < 0.44:
        button = rng.choice([1, 1, 1, 1, 3])
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button, touch=False, window=None)
    if kind < 0.60:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(rng.randint(-40, 40), rng.randint(-40, 40)),
                                  buttons=(rng.random() < 0.5, 0, 0), touch=False, window=None)
    if kind < 0.65:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-3, -1, 1, 3]), flipped=False,
                                  precise_x=0.0, precise_y=float(rng.choice([-1, 1])), touch=False, window=None)
    if kind < 0.80:
        key = rng.choice(KEYS)
        mod = rng.choice([0, 0, 0, pygame.KMOD_LCTRL, pygame.KMOD_LSHIFT])
        return pygame.event.Event(rng.choice([pygame.KEYDOWN, pygame.KEYDOWN, pygame.KEYUP]), key=key, mod=mod,
                                  unicode="", scancode=0, window=None)
    if kind < 0.83:
        return pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(["a", "Z", "7", " ", "é"]), window=None)
    finger = rng.choice([pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERUP])
    return pygame.event.Event(finger, touch_id=1, finger_id=rng.randint(0, 2), x=rng.random(), y=rng.random(),
                              dx=rng.uniform(-0.05, 0.05), dy=rng.uniform(-0.05, 0.05), pressure=1.0, window=None)


def resize(app, size) -> None:
    app.window.size = size
    app.dispatch(pygame.event.Event(pygame.WINDOWRESIZED, x=size[0], y=size[1], window=None))


def run_monkey(app, events: int, seed: int, restart, dt: float = 0.05, draw_every: int = 5) -> int:
    """Throw `events` random events at `app`; `restart(app)` refills an emptied stack. Returns draws."""
    rng = random.Random(seed)
    draws = 0
    for i in range(events):
        if not app.scenes or not app.running:
            app.running = True
            restart(app)
        if rng.random() < 0.01:
            resize(app, rng.choice(SIZES))
        else:
            app.dispatch(random_event(rng, app.size))
        if not app.scenes or not app.running:
            continue
        app.ui.update(dt)
        if app.top is not None:
            app.top.update(dt)
        if i % draw_every == 0 and app.scenes:
            app.draw()
            draws += 1
    return draws
