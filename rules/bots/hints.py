"""Optional per-game knowledge for the search bots, kept out of the engine contract.

A hint reads what the contract exposes (a move's fields, `players`); the one that needs more reads
an imagined state only through a module of its own game's package. Engines need not know hints
exist, and a game without one is searched with plain uniform playouts. What a hint may say:

- `weights_in(state, seat, moves)`: how likely a playout is to pick each move (1.0 = uniform). By
  default `weight(move)` for each; a game whose sensible play depends on what a seat holds or is
  (La Criatura's hidden sides, the cards that build a Wonder Creature, the stacks a Hi-Lo card
  is wanted on, what a Strange Creatures card earns as a trick's last, the spot a Safari Sprint card
  would take in the card row, the lines a Savannah card would make) overrides it, so its
  knowledge stays with its rules (`playout_policy` modules).
- `weight(move)`: the same from the move alone. Random playouts in Herds rarely lay or grow a
  herd, so a cut-off playout's standings say little; leaning towards the moves a person would
  obviously make gives playouts that look like real games. (Weights are a
  guess until the ladder backs them: one for Animal Hunt, "show a twin you hold", turned the search
  away from showing at all, so it was taken out.)
- `uniform_misleads`: whether uniform playouts miss what the game is about, so the medium level's
  lean the hint's way too (La Criatura: uniform imagined players say nothing about who is on which
  side, and with them medium did no better than easy). The strong level always leans.
- `learns`: whether the strong level's playouts may learn move averages (`mast.py`). In
  Deducktion they misled it: 4% of 40 games against medium (chance 25%), 31% without them.
- `stage(state)`: which part of the game an imagined state is in, when parts are scored apart
  (a Safari Sprint race), or judged apart (a Deducktion turn, by what it showed whom). A playout
  stops where the stage it started in ends and scores the standings there (or the judgement): the
  races not yet dealt are luck that only blurs what a move did to this one.
- `horizon(players)`: how many moves a playout looks ahead before it scores the standings, where a
  few replies say more than a whole game of them (Savannah: one round, so a placement is judged by
  what it leaves the next players and the seat's own next turn), or None: to the end. Every level
  reads it, as it reads `team_game`; the leanings, move averages and stages are strong's alone.
- `forget(view)`: the view as a forgetful player holds it in mind, the easy level's human mistake
  where a game asks for memory (Animal Hunt's flipped cards, Deducktion's answers). It only drops
  events, so what the determinization proves from the rest is still true and the bot stays fair.
- `standings(game, state)`: how an unfinished imagined game stands, where the engine's `result` lags
  behind the table (Herds banks a hand's points only when it ends); every level reads it.
- `judgement(game, state, seat)`: how the strong level, deciding for `seat`, scores a playout it
  stopped, where it can read more than the table's standings (Deducktion: the guesses each player can
  expect from what it has seen, a rival's secret guesses among them); by default the standings. A
  move's gain on the spot stays the standings' for every level.
- `lead_scale()`: for the strong level, score a cut-off playout on each seat's lead over its best
  rival in units of this many points, not on who leads (Savannah: a move that widens a lead
  should beat one that keeps it).
- `team_game(players)`: whether seats win as a side (partners in Herds at four, humans and
  creatures in La Criatura), so a seat's reward is its side's win and partners pull together.
- `teams(players)`: the fixed partnerships, when seats know them (the ladder seats a level as a side).
"""

import importlib


class Hint:
    """No knowledge: uniform playouts, every seat for itself."""

    weights: dict[str, float] = {}
    learns = True
    uniform_misleads = False

    def weight(self, move) -> float:
        return self.weights.get(getattr(move, "kind", ""), 1.0)

    def weights_in(self, state, seat: int, moves) -> list[float]:
        """Playout weights for `seat`'s `moves` in an imagined full `state`."""
        return [self.weight(m) for m in moves]

    def stage(self, state):
        """The scored-apart part of the game `state` is in, or None: playouts run to the end."""
        return None

    def horizon(self, players: int) -> int | None:
        """Moves a playout makes before the standings are scored, or None: as many as the bot allows."""
        return None

    def standings(self, game, state):
        """How `state` stands (a `Result`), for a cut-off playout and a move's gain on the spot: by default
        the engine's result of the unfinished game."""
        return game.result(state)

    def judgement(self, game, state, seat: int):
        """How the strong level, deciding for `seat`, scores a playout it stopped at `state` (a `Result`):
        by default as every level does, by the standings."""
        return self.standings(game, state)

    def lead_scale(self) -> float | None:
        """Points a lead is measured in when the strong level scores a cut-off playout on each seat's lead
        over its best rival (`reward.lead_rewards`), or None: on winning, as a finished game."""
        return None

    def forget(self, view):
        """The view as a forgetful player (the easy level) holds it in mind. By default all of it: the
        game asks for no memory beyond what lies on the table."""
        return view

    def team_game(self, players: int) -> bool:
        return False

    def teams(self, players: int) -> list[list[int]] | None:
        return None

    @property
    def uniform(self) -> bool:
        return not self.weights


class AnimalHuntHint(Hint):
    """A memory game: a forgetful player recalls only the last `RECALLS` cards it saw flipped, where the
    others recall every one (the determinization puts a remembered card back where it was seen)."""

    RECALLS = 8

    def forget(self, view):
        flips = [i for i, e in enumerate(view.events) if e.kind == "flip"]
        gone = set(flips[:max(0, len(flips) - self.RECALLS)])  # all but the last RECALLS
        return view.model_copy(update={"events": [e for i, e in enumerate(view.events) if i not in gone]})


class PolicyHint(Hint):
    """Playouts lean the way the game's own `playout_policy` module says (`weights(state, seat,
    moves)`, else by move kind; `stage(state)` if its parts are scored apart, `horizon(players)` if its playouts look
    only a few moves ahead, `standings(state)` if the engine's result lags behind the table,
    `judgement(state, seat)` if the strong level scores a stopped playout by more than the standings,
    `LEAD_SCALE` if cut-off playouts are scored on the lead), imported on first use so that the
    bots never load a game they do not play."""

    def __init__(self, module: str):
        self.module = module
        self._policy = None

    @property
    def policy(self):
        if self._policy is None:
            self._policy = importlib.import_module(self.module)
        return self._policy

    def weights_in(self, state, seat: int, moves) -> list[float]:
        """The module's `weights(state, seat, moves)`, or by move kind where it leans no other way."""
        weights = getattr(self.policy, "weights", None)
        return weights(state, seat, moves) if weights else super().weights_in(state, seat, moves)

    def stage(self, state):
        """The module's `stage(state)`, if the game is scored in parts."""
        stage = getattr(self.policy, "stage", None)
        return stage(state) if stage else None

    def horizon(self, players: int) -> int | None:
        """The module's `horizon(players)`, if its playouts look only a few moves ahead."""
        horizon = getattr(self.policy, "horizon", None)
        return horizon(players) if horizon else None

    def standings(self, game, state):
        """The module's `standings(state)`, if the engine's result lags behind the table."""
        standings = getattr(self.policy, "standings", None)
        return standings(state) if standings else game.result(state)

    def judgement(self, game, state, seat: int):
        """The module's `judgement(state, seat)`, if the strong level reads more than the standings."""
        judgement = getattr(self.policy, "judgement", None)
        return judgement(state, seat) if judgement else self.standings(game, state)

    def lead_scale(self) -> float | None:
        """The module's `LEAD_SCALE`, if its cut-off playouts are scored on the lead."""
        return getattr(self.policy, "LEAD_SCALE", None)

    @property
    def uniform(self) -> bool:
        return not self.weights and not hasattr(self.policy, "weights")


class HerdsHint(PolicyHint):
    """Partners at four (seats 0+2 and 1+3 share a side); herd and grow when you can. A hand banks its
    points only when it ends, so a playout is scored with the herds on the table counted
    (`rules.safari.herds_standings`) and looks about two rounds ahead, not through the next deals."""

    weights = {"herd": 12.0, "grow": 8.0, "swap": 3.0, "cancel": 0.2}

    def __init__(self):
        super().__init__("rules.safari.herds_standings")

    def team_game(self, players: int) -> bool:
        return players == 4

    def teams(self, players: int) -> list[list[int]] | None:
        return [[0, 2], [1, 3]] if players == 4 else None


class LaCriaturaHint(PolicyHint):
    """The creature's side wins or loses together (and the humans, once the Creature reveals itself;
    hidden, only the last one standing wins). Playouts lean the way a player of each imagined seat's
    side would, knowing only what that seat knows (`rules.la_criatura.playout_policy`). No move
    averages: they drowned these leanings (a card id or a pass rarely means the same from one
    imagined deal to the next); 240 games each against medium at x0.1, chance 57%: 59% with move
    averages (with the leanings or without), 64% uniform without them, 68% leaning without them.
    The medium level leans too (x0.3, chance with every seat random 55%): with uniform playouts it won
    58% (52-63) of 300 games against easy, what an easy seat won among easy ones on the same deals
    (57%); leaning, 67% (61-72). Strong still beat the leaning medium: 64% (57-70) of 200."""

    learns = False
    uniform_misleads = True

    def __init__(self):
        super().__init__("rules.la_criatura.playout_policy")

    def team_game(self, players: int) -> bool:
        return True


class DeducktionHint(PolicyHint):
    """Playouts stay uniform: what paid in one imagined deal (a question, a guess) says little in the next.
    The strong level's stop when the turn ends, and it judges each player's guesses by what that player
    has seen (`rules.safari.deducktion_knowledge`): a random guess cannot tell a question that showed the
    seat three cards from one that showed it none, nor can the random questions of the turns after. A
    move's gain on the spot stays the table's (melds only) for every level: counted with the knowledge,
    which credits rivals only with what the seat saw them see, it misled both levels that tried it. (The
    measurements behind each choice are in `docs/bot-ladder-history.md`.)
    A forgetful player recalls only the last `RECALLS` questions and what followed them (who said none,
    where the cards it passed went): the log from the question `RECALLS` back. What a suffix of the log
    proves is still true, so the imagined deal stays one the real table could hold."""

    learns = False
    RECALLS = 4

    def __init__(self):
        super().__init__("rules.safari.deducktion_knowledge")

    def forget(self, view):
        asks = [i for i, e in enumerate(view.events) if e.kind == "ask"]
        if len(asks) <= self.RECALLS:
            return view
        return view.model_copy(update={"events": view.events[asks[-self.RECALLS]:]})


NO_HINT = Hint()
HINTS: dict[str, Hint] = {
    "animal-hunt": AnimalHuntHint(),
    "deducktion": DeducktionHint(),
    "herds": HerdsHint(),
    # imagined players play what a stack wants and take a stack only when they must
    "hi-lo-hijinks": PolicyHint("rules.safari.hi_lo_playout_policy"),
    "la-criatura": LaCriaturaHint(),
    # imagined racers play their own ducky's cards into the spots that move far, a rival's into the slow ones
    "safari-sprint": PolicyHint("rules.safari.sprint_playout_policy"),
    # imagined players play a card for what it scores on the spot; playouts look one round ahead
    "savannah": PolicyHint("rules.safari.savannah_playout_policy"),
    # imagined players buy rather than pass, take the 3⅓'s coins, and play the last card of a trick for what it earns
    "strange-creatures": PolicyHint("rules.strange_creatures.playout_policy"),
    # imagined players keep the cards that build a creature and let go of the one that fits least
    "wonder-creature": PolicyHint("rules.wonder_creature.playout_policy"),
}


def hint_for(game) -> Hint:
    return HINTS.get(getattr(game, "id", ""), NO_HINT)
