"""Teaching tests: settings and saves in a folder of their own, bots that play at once (tests/conftest.py)."""

import pytest


@pytest.fixture(autouse=True)
def _settings_home(tmp_path, monkeypatch):
    monkeypatch.setenv("MENAGERIE_DATA_DIR", str(tmp_path / "data"))


@pytest.fixture(autouse=True)
def _instant_bots(instant_table_bots):
    """Bot seats play instantly here."""
