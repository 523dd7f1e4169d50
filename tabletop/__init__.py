"""Menagerie's table: the pygame-ce app that draws a seat's view and turns gestures into moves."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The window's class and app name, which taskbars, docks and window lists show (SDL would otherwise
# take the script's name, "__main__.py"): X11 WM_CLASS, the Wayland app id, SDL's own app name. Set
# before anything of the app asks SDL a question (the preferred languages are asked before the window).
for _hint in ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS", "SDL_APP_NAME"):
    os.environ.setdefault(_hint, "Menagerie")
