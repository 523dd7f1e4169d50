"""The build backend: setuptools', after compiling the message catalogs (.po -> .mo) into the packages.

pyproject.toml names it (`backend-path = ["packaging"]`), so `pip install .`, `pip install -e .` and a wheel
build all ship compiled catalogs; the .mo files are build outputs and are not kept in git.
"""

import importlib.util
from pathlib import Path

from setuptools import build_meta as _setuptools
from setuptools.build_meta import *  # noqa: F401,F403 - every hook setuptools offers, some wrapped below

ROOT = Path(__file__).resolve().parent.parent


def compile_catalogs() -> None:
    """rules/language/catalogs.py loaded on its own (it needs only Babel; the rules package needs pydantic,
    which the build environment does not have)."""
    spec = importlib.util.spec_from_file_location("catalogs", ROOT / "rules" / "language" / "catalogs.py")
    catalogs = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(catalogs)
    catalogs.compile_all()


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    compile_catalogs()
    return _setuptools.build_wheel(wheel_directory, config_settings, metadata_directory)


def build_sdist(sdist_directory, config_settings=None):
    compile_catalogs()
    return _setuptools.build_sdist(sdist_directory, config_settings)


def build_editable(wheel_directory, config_settings=None, metadata_directory=None):
    compile_catalogs()
    return _setuptools.build_editable(wheel_directory, config_settings, metadata_directory)
