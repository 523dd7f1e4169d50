"""Generic table machinery: pieces and tweens, gestures, and the grip index that turns drops into moves."""
