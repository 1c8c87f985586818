"""Partout replay benchmark: a seeded 6-player game replayed from engine events, N times.

Prints figures, asserts nothing. Run from the repository root:

    .venv/bin/python bench/partout_replay.py              # 2,000 replays, best of 5
    .venv/bin/python bench/partout_replay.py --games 500 --repeats 3

Per game: the engine events of one whole game (6 rounds, 300 events) applied to a new
``Game`` and summarized, in CPU time of this process (the best of several repeats, so that
other work on a shared machine disturbs it less). Target: < 0.5 ms per game.
"""

from __future__ import annotations

import argparse
import platform
import random
import time

from engine.partout import Game, summarize
from engine.partout.selfplay import random_game


def main() -> None:
    """Replay one seeded game many times and print the time per game."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="replays per repeat")
    parser.add_argument("--repeats", type=int, default=5, help="repeats, the best one counts")
    parser.add_argument("--seed", type=int, default=14, help="seed of the game replayed")
    args = parser.parse_args()
    played, events = random_game(6, random.Random(args.seed))
    players, dealer = played.players, played.first_dealer

    def replay_all() -> None:
        for _ in range(args.games):
            game = Game(players, dealer)
            game.apply_all(events)
            summarize(game)

    best = float("inf")
    for _ in range(args.repeats):
        start = time.process_time()
        replay_all()
        best = min(best, time.process_time() - start)
    per_game = best / args.games
    print(f"Python {platform.python_version()} on {platform.machine()}")
    print(
        f"Partout, 6 players: {len(played.rounds)} rounds, {len(events)} events per game, "
        f"{args.games} replays, best of {args.repeats}"
    )
    print(
        f"  engine events + summary  {per_game * 1000:.3f} ms/game  "
        f"{len(events) / per_game:,.0f} events/s  (target < 0.5 ms)"
    )


if __name__ == "__main__":
    main()
