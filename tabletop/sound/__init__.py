"""Sound effects: the player (silent without a device) and which cue a move makes."""
