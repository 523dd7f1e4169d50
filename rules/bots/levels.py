"""The three levels a seat can be given (easy, medium, strong), each with the budget it promises.

- easy: a short, capped search that slips: it picks among the moves it tried with a preference
  for the better ones, so it plays plausibly (follows its own interest) and makes human mistakes.
  It forgets, too, where a game asks for memory (`Hint.forget`): in Animal Hunt it recalls only the
  last few cards flipped, in Deducktion only the last few questions.
- medium: flat Monte Carlo with uniform playouts: at most 300 of them, within most of a second.
  Where uniform playouts miss what the game is about (La Criatura's hidden sides,
  `Hint.uniform_misleads`) they lean the way strong's do.
- strong: the same root search for most of two seconds without a cap, with playouts that learn
  which moves pay (move averages, `mast.py`: imagined opponents stop throwing their good cards
  away) and lean the way the game's hint says (`hints.py`).

Medium's cap keeps it a step below strong where playouts are cheap. Flat search gains little from
doubling its playouts once it has a few thousand (Wonder Creature plays ~3,300 in 0.8 s and
~7,000 in 1.7 s), but much from sixteen times as many: 4,000 uniform playouts won 36% (29-44) of
150 Wonder Creature games against 250, chance 25%. Medium loses little to easy by it: with the
cap it won 33% (28-39) of 300 Wonder Creature games against easy, without it 34% (26-44) of 100.
Where playouts are slow (Savannah, Herds, Animal Hunt, Strange Creatures) the clock stops medium
before the cap does.

Every level orders its root moves by what gains on the spot (`prior`) and counts that gain as two
playouts' worth (so a handful of playouts cannot talk it out of an obvious point), widens
progressively, scores a side's win in team games and stops its playouts where the game's hint
says they stop seeing (Savannah: one round ahead; with whole playouts medium lost to easy there).
Tried for the top level and taken out because the ladder showed no gain over flat search: a
single-observer tree over information sets (it lost at equal playouts in Hi-Lo Hijinks and Wonder
Creature), and sequential halving over paired deals (22% against medium's 25% chance share in 40
Strange Creatures games at twice medium's time). In Wonder Creature, imagined rivals that play
uniformly (52.5% against random, 27% against medium, of 300 deals each), playouts without move
averages (50%, 28%) and rivals read from the cards they handed the seat, the careless-seeming ones
imagined playing more often at random (50%, 30%), each gained against random about what they lost
against medium (today's strong wins 46% and 34%); imagined players keeping their cards by the
chance to win rather than by a line of level points gained on neither (46% and 31% of 600 deals).

`budget` is the promise (a decision takes at most budget + 10%); a bot aims at `think`, below it,
so reading the clock between simulated moves keeps the promise with room to spare. `scale`
shrinks every budget alike for a quick ladder run (the playout caps stay).
"""

from dataclasses import dataclass

from .search_bot import SearchBot


@dataclass(frozen=True)
class Level:
    name: str
    budget: float  # seconds a decision may take (+10%)
    think: float   # seconds the bot aims to spend


LEVELS = {
    "easy": Level("easy", 0.3, 0.18),
    "medium": Level("medium", 1.0, 0.8),
    "strong": Level("strong", 2.0, 1.7),
}
LEVEL_NAMES = tuple(LEVELS)
EASY_PLAYOUTS = 48
MEDIUM_PLAYOUTS = 300


def make_level_bot(level: str, seed: int = 0, *, clock, scale: float = 1.0):
    """A bot of this level thinking on `clock` (e.g. time.monotonic; a test hands in a fake one)."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
    seconds = LEVELS[level].think * scale
    if level == "easy":
        return SearchBot(seed, seconds=seconds, clock=clock, max_iterations=EASY_PLAYOUTS, temperature=0.08,
                         forgetful=True)
    if level == "medium":
        return SearchBot(seed, seconds=seconds, clock=clock, max_iterations=MEDIUM_PLAYOUTS, lean_where_needed=True)
    return SearchBot(seed, seconds=seconds, clock=clock, hints=True, mast=0.1)
