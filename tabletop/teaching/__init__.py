"""Learning by playing: teaching moments (rules said the first time they matter) for every game.

`moments.py` reads each game's moments (data beside its rules text) and says which are due for a reader's view;
`teacher.py` keeps who was taught what in one game; `card.py` draws the card beside the play area;
`conditions/` holds the few named conditions a moment's data cannot say by fields; `cli.py` is
`python -m tabletop teach`.
"""
