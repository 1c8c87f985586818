"""Ratings benchmark: a game's standings with every player's rating, and ``listig ratings``.

Prints figures, asserts nothing. Run from the repository root:

    .venv/bin/python bench/ratings.py                        # SQLite only, 5,000 games
    .venv/bin/python bench/ratings.py --postgres URL         # and PostgreSQL
    .venv/bin/python bench/ratings.py --games 500            # quicker

The history is ``bench/storage.py``'s: weekly game nights over ten years, ``--games`` whole
self-played games of Mit List und Tücke among 12 players with their event logs, round
results and per-game sums. Timed, in this process: deriving the ratings from scratch (every
game read and fed to the model, as after a change), the game's standings with ratings
(warm: nothing changed since the last call, ``--repeats`` times), and the same right after a
game ended (a row changed, as every command changes one: the ratings derived anew); then
``listig ratings --game mit-list-und-tuecke --csv`` as a whole process, ``--runs`` times.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from history_queries import timings
from sqlalchemy import func, select, update
from sqlmodel import col
from storage import History, describe, history_benchmark, postgres_database, store_history

from assistant.looking_back.ratings import ALL_TIME, outcomes, rate
from assistant.service import Listig
from assistant.storage.models import GameRow, utcnow

GAME = "mit-list-und-tuecke"
LISTIG = str(Path(sys.executable).with_name("listig"))


def _touch_last_game(listig: Listig) -> None:
    """Mark the game last stored as changed, as a command on it would (its ``updated_at``):
    the next standings derive the ratings anew."""
    with listig.db.begin() as conn:
        last = conn.execute(select(func.max(col(GameRow.id)))).scalar_one()
        conn.execute(update(GameRow).where(col(GameRow.id) == last).values(updated_at=utcnow()))


def report(name: str, url: str, args: argparse.Namespace, history: History) -> None:
    """Every figure for one database holding the history."""
    print(f"\n== {name}")
    with Listig(url) as listig:
        seconds = store_history(listig, history)
        rated = listig.ratings(GAME)
        print(
            f"stored in {seconds:.1f} s; {rated.outcomes} games rated, "
            f"{len(rated.by_player)} players"
        )
        derive = timings(lambda _: rate(GAME, ALL_TIME, outcomes(listig.db, GAME)), 5)
        print(f"{'ratings derived from scratch':40} {describe(derive)}")
        read = timings(lambda _: outcomes(listig.db, GAME), 5)
        print(f"{'  of which reading the results':40} {describe(read)}")
        warm = timings(lambda _: listig.standings(game=GAME), args.repeats)
        print(f"{'standings(game) with ratings, warm':40} {describe(warm)}")
        changed = []
        for _ in range(5):
            _touch_last_game(listig)
            begin = time.perf_counter()
            listig.standings(game=GAME)
            changed.append((time.perf_counter() - begin) * 1000)
        print(f"{'standings(game) after a game changed':40} {describe(changed)}")
        sides = timings(lambda _: listig.rating_lines(GAME), args.repeats)
        print(f"{'rating_lines(game), warm':40} {describe(sides)}")
    command = [LISTIG, "ratings", "--game", GAME, "--csv", "--database", url]
    runs = []
    for _ in range(args.runs):
        begin = time.perf_counter()
        proc = subprocess.run(command, capture_output=True, text=True, check=True)
        runs.append((time.perf_counter() - begin) * 1000)
    lines = proc.stdout.count("\n") - 1
    print(f"{'listig ratings --csv (whole process)':40} {describe(runs)}  ({lines} players)")


def main() -> int:
    """Run the benchmark and print the figures."""

    def extra(parser: argparse.ArgumentParser) -> None:
        parser.set_defaults(games=5000)
        parser.add_argument("--repeats", type=int, default=30, help="warm calls timed (30)")
        parser.add_argument("--runs", type=int, default=5, help="whole processes timed (5)")

    args, history = history_benchmark(__doc__ or "", extra)
    with tempfile.TemporaryDirectory() as folder:
        report("SQLite", f"sqlite:///{Path(folder) / 'ratings.db'}", args, history)
    if args.postgres:
        with postgres_database(args.postgres) as url:
            report("PostgreSQL", url, args, history)
    return 0


if __name__ == "__main__":
    sys.exit(main())
