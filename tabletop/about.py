"""What this Menagerie is and what it is made with: its version (pyproject.toml's, the one number) and the
licences of the fonts and libraries it ships, for Settings → About and `--version`.

Read from the installed packages' metadata (importlib.metadata, imported only when asked: it costs a start
0.1 s). A frozen app (PyInstaller) carries no metadata, so its build writes the same facts into the bundle
(`facts()` at build time, as BUILT_INFO beside this module), and the app reads them from there.
"""

import json
import platform
import re
import sys
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

DISTRIBUTION = "menagerie"
BUILT_INFO = Path(__file__).resolve().parent / "build_info.json"     # only in a built bundle
CHECKOUT = Path(__file__).resolve().parent.parent / "pyproject.toml"  # a checkout that was never installed

OFL = "SIL Open Font License 1.1"
# The fonts the app draws with (tabletop/render/fonts.py, and pygame-gui's theme); their licence texts ship
# beside them (pygame_gui/data/licenses).
FONTS = (("Noto Sans", OFL), ("Fira Code", OFL))


@dataclass(frozen=True)
class Library:
    name: str
    version: str
    licence: str


def _key(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _licence(meta) -> str:
    """A distribution's licence in short: its SPDX expression, else its one-line License field, else its
    trove classifier's name ("MIT License" -> "MIT")."""
    expression = meta.get("License-Expression")
    if expression:
        return expression.strip()
    field = (meta.get("License") or "").strip()
    if field and "\n" not in field and len(field) <= 40:
        return field
    for classifier in meta.get_all("Classifier") or []:
        if classifier.startswith("License ::"):
            name = classifier.split("::")[-1].strip()
            short = re.search(r"\(([A-Z]+)\)$", name)          # "... Public License (LGPL)" -> "LGPL"
            return short.group(1) if short else name.removesuffix(" License")
    return ""


def _requirements(dist) -> list[str]:
    """The names a distribution needs to run (its extras left out)."""
    names = []
    for requirement in dist.requires or []:
        if re.search(r"\bextra\s*==", requirement):
            continue
        names.append(re.split(r"[\s;<>=!~\[(]", requirement, maxsplit=1)[0])
    return names


def installed_libraries() -> list[Library]:
    """Every library Menagerie runs on, from the installed metadata: its requirements and theirs, then Python
    and SDL (inside pygame-ce), each with its version and licence."""
    from importlib import metadata

    found: dict[str, Library] = {}
    try:
        todo = _requirements(metadata.distribution(DISTRIBUTION))
    except metadata.PackageNotFoundError:
        todo = []
    while todo:
        name = todo.pop(0)
        if _key(name) in found:
            continue
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            continue
        found[_key(name)] = Library(dist.metadata["Name"], dist.version, _licence(dist.metadata))
        todo += _requirements(dist)
    python = Library("Python", platform.python_version(), "PSF-2.0")
    sdl = []
    try:
        import pygame

        sdl = [Library("SDL", ".".join(map(str, pygame.get_sdl_version())), "Zlib")]
    except ImportError:
        pass
    return [python, *sdl, *found.values()]


def _checkout_version() -> str | None:
    try:
        import tomllib

        return tomllib.loads(CHECKOUT.read_text(encoding="utf-8"))["project"]["version"]
    except (OSError, KeyError, ValueError):
        return None


def facts() -> dict:
    """What the build writes into the bundle (BUILT_INFO): the version and the libraries."""
    from importlib import metadata

    try:
        version = metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        version = _checkout_version()
    return {"version": version, "libraries": [[lib.name, lib.version, lib.licence] for lib in installed_libraries()]}


@lru_cache(maxsize=1)
def _known() -> dict:
    """The bundle's build info when this is a built app, else the installed metadata."""
    if BUILT_INFO.is_file():
        try:
            return json.loads(BUILT_INFO.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            pass
    return facts()


def version() -> str | None:
    """Menagerie's version: pyproject.toml's, as installed or as built into the bundle; None without either."""
    if not BUILT_INFO.is_file() and not getattr(sys, "frozen", False):
        from importlib import metadata  # imported when asked: it costs a start 0.1 s

        try:
            return metadata.version(DISTRIBUTION)      # quick: `--version` need not gather the libraries
        except metadata.PackageNotFoundError:
            pass
    return _known().get("version") or _checkout_version()


def libraries() -> list[Library]:
    return [Library(*entry) for entry in _known().get("libraries", [])]
