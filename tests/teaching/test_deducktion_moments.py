"""Deducktion's moments that a field cannot say: the last round is taught on the last round's turns only,
passing back says which way the asker passes, and melding before a question is not the final melds."""

import pytest

from tests.teaching.positions import looks


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_last_round_is_taught_on_the_flips_of_the_last_round_only(players):
    flips = []
    for look in looks("deducktion", players, 5):
        if look.seat == 0 and any(e.kind == "flip" for e in look.new):
            flips.append("last-round" in look.due("deducktion"))
    assert flips[-players:] == [True] * players
    assert not any(flips[:-players])


def test_passing_back_says_which_cards_the_asker_passes():
    told = set()
    for seed in (5, 6):                 # seed 6: an asker owed more cards than they hold
        for look in looks("deducktion", 3, seed):
            if not any(m.kind == "give" for m in look.moves):
                continue
            shown = look.due("deducktion") & {"pass-back", "pass-back-received"}
            want = "pass-back-received" if look.view.exchange_from_received else "pass-back"
            assert shown == {want}
            told.add(want)
    assert told == {"pass-back", "pass-back-received"}


def test_melding_before_a_question_is_not_the_final_melds():
    steps = set()
    for seed in range(1, 4):
        for look in looks("deducktion", 3, seed):
            if any(m.kind == "meld" for m in look.moves):
                shown = look.due("deducktion")
                assert ("meld" in shown) == (look.view.step == "meld")
                assert ("final-meld" in shown) == (look.view.step == "final_meld")
                steps.add(look.view.step)
    assert steps == {"meld", "final_meld"}
