"""`python -m tests.tabletop.every_size GAME SEED`: a bots-only game through the real app, headless, the
window resized through every size of SIZES in turn as the game goes (each size meets many positions, the
whole game is played once). Run in a child process by test_safe_drawing, so a native crash in a transform
is a failed test with its exit code, not a dead test run. Prints the final score."""

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

SIZES = [(1024, 640), (1024, 1000), (1280, 800), (1920, 1080)]
FRAMES_PER_SIZE = 7


def main(game_id: str, seed: int) -> int:
    import pygame

    import rules
    from tabletop.app import App
    from tabletop.scenes.summary import ResultsScene
    from tabletop.settings import Settings
    from tabletop.table.session import RANDOM_SEAT, GameConfig, SeatConfig

    game = rules.games()[game_id]
    app = App(size=SIZES[0], settings=Settings(animation="Off", bot_pace="Instant"), headless=True)
    seats = [SeatConfig(f"Bot {i}", RANDOM_SEAT) for i in range(game.usual_players)]   # at once, in process
    table = app.open("table", game, GameConfig(game_id, seats, seed), pace=0)
    for frame in range(100_000):
        if frame % FRAMES_PER_SIZE == 0:
            size = SIZES[(frame // FRAMES_PER_SIZE) % len(SIZES)]
            app.window.size = size
            pygame.event.post(pygame.event.Event(pygame.WINDOWRESIZED, x=size[0], y=size[1], window=app.window))
        app.step(1 / 60)                 # draws whenever the table changed: every move, every resize
        if isinstance(app.top, ResultsScene):
            break
    if not table.session.over:
        print("the game did not end")
        return 1
    print(table.result_text())
    app.finish()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], int(sys.argv[2])))
