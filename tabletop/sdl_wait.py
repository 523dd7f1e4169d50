"""Sleeping until input comes, for free. pygame's own `event.wait` polls every millisecond (about 2% of
a core on an idle table); SDL's `SDL_WaitEventTimeout` blocks on the display's connection instead.
pygame does not expose it, so it is called with ctypes in the very SDL library pygame loaded (its
events are pygame's events), leaving the event in the queue for `pygame.event.get()`.

Where that library cannot be found, or the video driver cannot block (dummy, offscreen), `wait_for`
returns False and the app falls back to looking now and then.
"""

import ctypes
import glob
import os
import sys

import pygame

_NOT_LOOKED = object()
_wait = _NOT_LOOKED


def _loaded_sdl_paths() -> list[str]:
    """Paths of the SDL2 library this process may have loaded: pygame's own copy first."""
    paths = []
    if sys.platform.startswith("linux"):
        try:
            with open("/proc/self/maps") as maps:
                for line in maps:
                    path = line.split()[-1] if line.count(" ") >= 5 else ""
                    name = os.path.basename(path)
                    if name.startswith("libSDL2-2") or name.startswith("libSDL2-2.0.so"):
                        paths.append(path)
        except OSError:
            pass
    here = os.path.dirname(pygame.__file__)
    for pattern in ("SDL2.dll", ".dylibs/libSDL2*.dylib", "../pygame_ce.libs/libSDL2-2*"):
        paths += sorted(glob.glob(os.path.join(here, pattern)))
    return list(dict.fromkeys(paths))


def _find_wait():
    for path in _loaded_sdl_paths():
        try:
            lib = ctypes.CDLL(path)
            wait = lib.SDL_WaitEventTimeout
        except (OSError, AttributeError):
            continue
        wait.argtypes = [ctypes.c_void_p, ctypes.c_int]
        wait.restype = ctypes.c_int
        return wait
    return None


def wait_for(seconds: float) -> bool:
    """Block until an event is queued or `seconds` pass (the event stays queued). False when this
    display cannot block here: the caller must look for events itself."""
    global _wait
    if pygame.display.get_driver() in ("dummy", "offscreen"):
        return False
    if _wait is _NOT_LOOKED:
        _wait = _find_wait()
    if _wait is None:
        return False
    _wait(None, max(1, round(seconds * 1000)))      # ctypes lets go of the GIL while SDL sleeps
    return True
