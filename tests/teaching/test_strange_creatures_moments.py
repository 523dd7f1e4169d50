"""Strange Creatures' moments whose conditions are subtle, checked on positions of real seeded games."""

from rules.strange_creatures.cards import CARDS

from .positions import looks

GAME = "strange-creatures"


def test_the_colourless_card_moment_is_for_a_card_that_may_win_and_a_colourless_2_is_taught_as_no_winner():
    """"A colourless number wins if it is the highest card" is true of the colourless 3 only: a colourless 2 voids
    the trick, so its play is taught by the no-winner moment and never by the colourless-card one."""
    seen = set()
    for seed in range(1, 13):
        for look in looks(GAME, 4, seed):
            for event in look.new:
                card = CARDS.get(event.data.get("card")) if event.kind == "card_played" else None
                if card is None or card.color is not None or card.kind != "number":
                    continue
                due = look.due(GAME)
                if card.voids_trick:
                    assert "colorless-card" not in due or any(
                        (e.kind == "card_played" and e.data.get("card") == "colorless-3") for e in look.new)
                    if any(e.kind == "trick_void" for e in look.new):
                        assert "no-winner" in due
                else:
                    assert "colorless-card" in due
                seen.add(card.voids_trick)
    assert seen == {True, False}
