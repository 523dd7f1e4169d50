import pytest


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    """A data folder of the test's own (history.json and saves/ go there)."""
    folder = tmp_path / "data"
    monkeypatch.setenv("MENAGERIE_DATA_DIR", str(folder))
    return folder
