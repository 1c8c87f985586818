"""Standings by side benchmark: every partnership's line of Homme de Brou over ten years.

Prints figures, asserts nothing. Run from the repository root:

    .venv/bin/python bench/side_standings.py                    # SQLite only
    .venv/bin/python bench/side_standings.py --postgres URL     # and PostgreSQL
    .venv/bin/python bench/side_standings.py --games 300        # quicker

The history: weekly game nights over ten years, ``--games`` whole self-played games of Homme
de Brou among 12 players (one in five by three and the dummy), stored as game rows, seats and
round results with their per-game sums (the rows the standings read; no event logs). Then
``side_standings("homme-de-brou")`` of all time, of one night, and the same game's standings
by player, each ``--repeats`` times after one warm-up call.
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import sys
import tempfile
import time
from pathlib import Path

from history_queries import timings
from storage import (
    ROSTER,
    History,
    add_game,
    describe,
    postgres_database,
    store_history,
    ten_years,
)

from assistant.games.dummy import by_seat, house_rules_of
from assistant.games.kinds import result_rows
from assistant.service import Listig
from engine.homme_de_brou.selfplay import random_game

GAME = "homme-de-brou"


def brou_history(games: int, seed: int = 10) -> History:
    """Weekly nights over ten years and ``games`` whole games of Homme de Brou."""
    rng = random.Random(seed)
    history = ten_years()
    for game_id in range(1, games + 1):
        dummy = rng.randrange(4) if game_id % 5 == 0 else None
        seats = rng.sample(range(len(ROSTER)), 3 if dummy is not None else 4)
        game, _ = random_game(random.Random(seed * 100_000 + game_id), rng.randrange(4), dummy)
        names = [ROSTER[i] for i in seats]
        if dummy is not None:
            names.insert(dummy, "Dummy")
        status = "finished" if game.finished else "running"
        rules = house_rules_of(dummy)
        row = {"game": GAME, "status": status, "house_rules": rules}
        add_game(history, game_id, games, names, game.first_dealer, **row)
        player_ids = by_seat([i + 1 for i in seats], dummy)
        history.seats += [
            {"game_id": game_id, "seat": s, "player_id": p} for s, p in enumerate(player_ids) if p
        ]
        history.results += result_rows(game_id, game, player_ids)
    return history


def report(name: str, url: str, history: History, repeats: int) -> None:
    """Every figure for one database holding the history."""
    print(f"\n== {name}")
    with Listig(url) as listig:
        seconds = store_history(listig, history)
        print(
            f"stored {len(history.games)} games on {len(history.nights)} nights, "
            f"{len(history.results)} round results in {seconds:.1f} s"
        )
        lines = listig.side_standings(GAME)
        print(f"{len(lines)} sides of all time, {sum(x.dummy for x in lines)} with the dummy")
        night = history.games[len(history.games) // 2]["night_id"]
        for label, work in (
            ("side_standings(game), all time", lambda _: listig.side_standings(GAME)),
            ("side_standings(game, night)", lambda _: listig.side_standings(GAME, night)),
            ("standings(game=...), all time", lambda _: listig.standings(game=GAME)),
        ):
            print(f"{label:32} {describe(timings(work, repeats))}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--repeats", type=int, default=60)
    parser.add_argument(
        "--postgres",
        default=os.environ.get("LISTIG_BENCH_POSTGRES_URL")
        or os.environ.get("LISTIG_TEST_POSTGRES_URL"),
        help="an SQLAlchemy URL of a server where a database may be created",
    )
    args = parser.parse_args()
    begin = time.perf_counter()
    history = brou_history(args.games)
    print(f"played {args.games} games in {time.perf_counter() - begin:.1f} s")
    # The rows kept here for the second database (≈50,000 dicts) would make every full
    # collection of the garbage collector walk them, a pause the app never has: they are
    # moved out of its sight (measured: p95 84 ms with them, 26 ms without; p50 unchanged).
    gc.collect()
    gc.freeze()
    with tempfile.TemporaryDirectory() as folder:
        report("SQLite", f"sqlite:///{Path(folder) / 'sides.db'}", history, args.repeats)
    if args.postgres:
        with postgres_database(args.postgres) as url:
            report("PostgreSQL", url, history, args.repeats)
    return 0


if __name__ == "__main__":
    sys.exit(main())
