"""The privacy check itself: what counts as drawing a hidden card's name."""

from tests.tabletop.privacy import Words, leaked


def _words(hidden, shown=()):
    w = Words(hidden)
    w.shown = tuple(shown)
    return w


def test_a_hidden_name_is_found_in_any_drawn_string():
    assert leaked(["Ada removes the yellow 1."], set(), _words({"yellow 1"})) == ["Ada removes the yellow 1."]
    assert leaked(["x blue-5 y", "nothing"], {"blue-5"}, _words(set())) == ["x blue-5 y"]


def test_a_shown_name_containing_a_hidden_one_is_no_leak_even_wrapped_over_two_lines():
    words = _words({"trump"}, ["mega trump"])
    assert leaked(["Bot 1 plays the mega trump."], set(), words) == []
    assert leaked(["Bot 1 plays the mega", "trump."], set(), words) == []
    assert leaked(["Bot 1 plays the trump.", "mega trump"], set(), words) == ["Bot 1 plays the trump."]
