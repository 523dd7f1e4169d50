"""Words the screens show that are written elsewhere in English: the games' options as their `Options`
docstrings word them (New game splits each into a title and the detail in brackets).

Listed here with `N_` so the app's catalog holds them and the screens can say them with `_()` where they
draw them; tests/couch/test_german_screens.py checks every key and every option still has its German.
"""

from ..language import N_

OPTION_WORDS = [
    # rules/strange_creatures: expert
    N_("Expert Rule"),
    N_("pay 5 coins at the end of Phase 3 to remove one of your cards face down"),
    # rules/safari (Safari Sprint): animals
    N_("Which animals race"),
    N_("SS-07: the host picks; by default random"),
    # rules/safari (Hi-Lo Hijinks): younger_players
    N_('"For Younger Players": no Ducktor cards or ducky, no giving away on a match'),
    N_("HL-11"),
    # rules/wonder_creature: advanced
    N_('Rulebook\'s game "for advanced players": hands of 3 and 2 to 6 players'),
    # rules/la_criatura: two_seats
    N_("Alternative rule, two survivors board the helicopter"),
    N_("the Creature may not reveal"),
]
