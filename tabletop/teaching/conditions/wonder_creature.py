"""Wonder Creature's conditions for its moments (tabletop/rules_text/wonder-creature.moments.json)."""


def advanced(view, subject) -> bool:
    """The advanced game: hands of three."""
    return view.advanced


def last_round(view, move) -> bool:
    """The round being played is the game's last."""
    return view.round == view.rounds_total


def later_round(view, event) -> bool:
    """A round after the first starts (the refill has been drawn)."""
    return event.data.get("round", 1) > 1


def best_level_shared(view, event) -> bool:
    """In the round just won, two or more creatures were of the best level: the backgrounds decided."""
    done = next((r for r in view.rounds if r.round == event.data.get("round")), None)
    return done is not None and done.tiers.count(min(done.tiers)) > 1
