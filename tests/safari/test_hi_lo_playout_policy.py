"""The strong bot's imagined Hi-Lo Hijinks players play what a stack wants and take little."""

from rules.safari.hi_lo_hijinks import GAME, Keep, Play
from rules.safari.hi_lo_playout_policy import weights


def _state():
    s = GAME.setup(3, 4, {"first_player": 0})
    s.stacks = {animal: [f"{animal}-3a"] for animal in s.stacks}
    s.sides = {animal: "higher" for animal in s.stacks}
    return s


def test_a_wanted_card_beats_a_take_and_a_match_beats_both():
    s = _state()
    animal = next(iter(s.stacks))
    s.stacks[animal] = [f"{animal}-1a", f"{animal}-2a", f"{animal}-3a"]
    s.hands[0] = [f"{animal}-5a", f"{animal}-3b", f"{animal}-1b"]
    moves = [Play(0, c, animal) for c in s.hands[0]]
    wanted, match, taken = weights(s, 0, moves)
    assert match > wanted > taken > 0


def test_a_bigger_stack_is_taken_less_readily():
    s = _state()
    small, big = list(s.stacks)[:2]
    s.stacks[big] = [f"{big}-4a", f"{big}-5a", f"{big}-6b", f"{big}-1a"]
    s.sides[small] = s.sides[big] = "lower"
    s.stacks[small] = [f"{small}-1a"]
    s.hands[0] = [f"{small}-6a", f"{big}-6a"]
    take_one, take_four = weights(s, 0, [Play(0, f"{small}-6a", small), Play(0, f"{big}-6a", big)])
    assert take_one > take_four > 0


def test_an_explorer_card_is_held_back_while_another_seat_holds_the_ducktor():
    s = _state()
    animal = next(iter(s.stacks))
    s.hands[0] = ["ducktor-4", f"{animal}-4a"]
    plays = [Play(0, "ducktor-4", animal), Play(0, f"{animal}-4a", animal)]
    for elsewhere in (None, 1):  # on its spot, or before another player
        s.ducktor_holder = elsewhere
        explorer, own = weights(s, 0, plays)
        assert 0 < explorer < own
    s.ducktor_holder = 0
    explorer, own = weights(s, 0, plays)
    assert explorer == own


def test_other_choices_stay_coin_tosses():
    assert weights(_state(), 0, [Keep(0)]) == [1.0]
