"""Named conditions for moments, one module per game (`<game_id with underscores>.py`): `name(view, subject) -> bool`,
read from the reader's view and the move or event the trigger matched, never from the state."""
