"""Menagerie's table: the pygame-ce app that draws a seat's view and turns gestures into moves."""
