"""Hi-Lo Hijinks' moments whose conditions a field cannot say: whose match it was, Ducktor cards, the younger game."""

import pytest

from rules.safari.components import is_explorer

from .safari_table_looks import looks


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (3, 4), (4, 6)])
def test_a_match_is_explained_to_the_others_and_offered_to_its_player(players, seed):
    """The player who matched gets "Your match" before their choice, not "A match" (which says "its player");
    everyone else who has not matched yet gets "A match" (one who has was taught it at their own)."""
    matches = after_own = 0
    for look in looks("hi-lo-hijinks", players, seed):
        matched = [e.data["seat"] for e in look.new if e.kind == "play" and e.data["result"] == "match"]
        if not matched:
            assert "match" not in look.due
            continue
        matches += 1
        own_before = any(e.kind == "play" and e.data["result"] == "match" and e.data["seat"] == look.seat
                         for e in look.view.events[:len(look.view.events) - len(look.new)])
        if look.seat == matched[-1] and look.view.phase == "reverse":
            assert "match" not in look.due and "reverse" in look.due
        elif look.seat not in matched:
            assert ("match" in look.due) != own_before and "reverse" not in look.due
            after_own += own_before
    assert matches and after_own


def test_the_ducktor_card_moment_comes_to_a_reader_with_a_ducktor_card_to_play():
    for look in looks("hi-lo-hijinks", 3, 8):
        to_play = look.seat is not None and look.view.turn == look.seat and look.view.phase == "play" \
            and not look.view.over
        holds = any(is_explorer(c) for c in look.view.hand)
        assert ("explorer" in look.due) == (to_play and holds)


@pytest.mark.parametrize("younger", [False, True])
def test_the_younger_game_is_taught_as_played(younger):
    """For Younger Players: its own start moment and scoring words, and nothing about Ducktor or giving away."""
    seen: set[str] = set()
    for look in looks("hi-lo-hijinks", 3, 9, {"younger_players": younger}):
        seen |= look.due
        if look.view.over:
            assert ("scoring-younger" in look.due) == younger
            assert ("scoring" in look.due) != younger
    ducktor = {"explorer", "ducktor-ducky", "give", "gift"}
    if younger:
        assert "younger" in seen and not seen & ducktor
    else:
        assert "younger" not in seen and ducktor <= seen
