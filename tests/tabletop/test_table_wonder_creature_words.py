"""Wonder Creature's words: the reveal caption in sentences (the best level, then the backgrounds that
break a tie), the panel's sets agreeing with the log while the reveal is held, and the final score
saying why each round was won, in the rulebook's levels (1 to 4; an incomplete creature has none)."""

import random

import rules
from rules.wonder_creature.ranking import strength
from tabletop.games import make_adapter

WC = "wonder-creature"
GAME = rules.games()[WC]


def _adapter(names=("Robin", "Basil", "Cleo", "Dmitri")):
    adapter = make_adapter(WC, GAME)
    adapter.names = list(names)
    return adapter


def _words(adapter, creatures, winners):
    tiers = [strength(c)[0] for c in creatures]
    return adapter._verdict(creatures, tiers, winners)


def test_the_reveal_caption_is_in_sentences():
    adapter = _adapter()
    dragon = ["WC-DH-R", "WC-DB-R", "WC-DT-R"]                       # level 1
    mixed_red = ["WC-DH-R", "WC-GB-R", "WC-GT-Y"]                    # level 4, two Red
    mixed_yellow = ["WC-DH-Y", "WC-GB-Y", "WC-GT-B"]                 # level 4, no Red
    tails = ["WC-DT-Y", "WC-DT-B", "WC-GT-R"]                        # incomplete
    assert _words(adapter, [dragon, mixed_red], [0]) == \
        "Robin made the best creature, level 1, so Robin wins the set."
    assert _words(adapter, [tails, mixed_red, mixed_yellow, tails], [1]) == \
        "Basil and Cleo both made level 4; Basil has more Red cards (2), so Basil wins the set."
    full_tie = [["WC-DH-R", "WC-DB-Y", "WC-DT-B"], ["WC-GH-B", "WC-GB-R", "WC-GT-Y"]]   # T-WC-3: both level 3
    assert _words(adapter, full_tie, [0, 1]) == \
        "Robin and Basil both made level 3; still tied, so Robin and Basil each win a set."
    assert _words(adapter, [tails, ["WC-GH-Y", "WC-GH-B", "WC-GB-B"]], [0]) == \
        "Robin and Basil both made an incomplete creature; Robin has more Red cards (1), so Robin wins the set."


def _play_until(seed, players, done):
    state, rnd = GAME.setup(players, seed), random.Random(seed)
    while True:
        seat = GAME.to_act(state)[0]
        after = GAME.apply(state, rnd.choice(GAME.legal_moves(state, seat)))
        before = GAME.view(state, 0)
        new = GAME.view(after, 0).events[len(before.events):]
        if done(new, after):
            return before, GAME.view(after, 0), new, after
        state = after


def test_while_the_reveal_is_held_the_sets_agree_with_the_log():
    adapter = _adapter()
    before, _view, new, _state = _play_until(3, 4, lambda ev, _s: any(e.kind == "round_won" for e in ev))
    won = next(e for e in new if e.kind == "round_won")
    adapter.view = before
    assert adapter.hold(new) > 0 and adapter.held is not None
    panel = adapter.panel(before)        # while the reveal is on show the table tells the position it was chosen in
    sets = {row.seat: int(row.cells[panel.headers.index("Sets") - 1]) for row in panel.rows}
    for w in won.data["winners"]:
        assert sets[w] == won.data["sets"][w] >= 1                   # "... wins round 1 and scores a set"
    assert all("level 5" not in adapter.narrate(e) for e in new)     # an incomplete creature has no level 5


def test_the_final_score_says_why_each_round_was_won_in_the_rulebooks_levels():
    adapter = _adapter(("Robin", "Basil", "Cleo"))
    broken = None
    for seed in range(60):
        _b, view, _new, state = _play_until(seed, 3, lambda ev, _s: any(e.kind == "game_over" for e in ev))
        for r in view.rounds:
            best = min(r.tiers)
            if sum(1 for t in r.tiers if t == best) > 1 and len(r.winners) == 1:
                broken = view, state, r
                break
        if broken:
            break
    assert broken is not None, "no round won by the backgrounds in 60 games"
    view, state, rnd = broken
    headers, rows_ = adapter.final_table(view, GAME.result(state))
    assert headers[:2] == ["Player", "Round 1"] and headers[-2] == "Sets"
    col = headers.index(f"Round {rnd.round}")
    for p, row in enumerate(rows_):
        cell = row[col]
        assert cell.startswith("Level ") or cell.startswith("Incomplete")
        assert "Level 5" not in cell
        assert ("won: " in cell) == (p in rnd.winners)
    (winner,) = rnd.winners
    tie_breaks = {f"won: {k} {c}" for k in ("more", "most") for c in ("Red", "Yellow", "Blue")}
    assert rows_[winner][col].split(" · ")[1] in tie_breaks                        # the backgrounds decided
    for p in GAME.result(state).winners:
        assert rows_[p][-1].startswith("winner")
