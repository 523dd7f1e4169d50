"""Couch tests: each test keeps its settings and saves in a folder of its own."""

import pytest


@pytest.fixture(autouse=True)
def private_data_dir(tmp_path, monkeypatch):
    folder = tmp_path / "data"
    monkeypatch.setenv("MENAGERIE_DATA_DIR", str(folder))
    return folder


@pytest.fixture(autouse=True)
def _instant_bots(instant_table_bots):
    """Bot seats play instantly here (see tests/conftest.py)."""
