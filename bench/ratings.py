"""Ratings benchmark: a game's standings with every player's rating, and ``listig ratings``.

Prints figures, asserts nothing. Run from the repository root:

    .venv/bin/python bench/ratings.py                        # SQLite only, 5,000 games
    .venv/bin/python bench/ratings.py --postgres URL         # and PostgreSQL
    .venv/bin/python bench/ratings.py --games 500            # quicker

The history is ``bench/storage.py``'s: weekly game nights over ten years, ``--games`` whole
self-played games of Mit List und Tücke among 12 players with their event logs, round
results and per-game sums. Timed, in this process: deriving the ratings from scratch (every
game read and fed to the model), the game's standings with ratings (warm: nothing changed
since the last call, ``--repeats`` times), the same right after the latest game changed (the
results read again, only what is new rated) and after the first game changed (every game
rated again, as after an undo or an older game imported); then
``listig ratings --game mit-list-und-tuecke --csv`` as a whole process, ``--runs`` times.
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
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
    the next standings read the results again and find nothing new to rate."""
    with listig.db.begin() as conn:
        last = conn.execute(select(func.max(col(GameRow.id)))).scalar_one()
        conn.execute(update(GameRow).where(col(GameRow.id) == last).values(updated_at=utcnow()))


def _flip_first_game(listig: Listig) -> None:
    """Abandon the first game, or bring it back: the results no longer begin with those
    rated before, so every game is rated again (as after an undo, or an older game
    imported)."""
    with listig.db.begin() as conn:
        status = conn.execute(select(col(GameRow.status)).where(col(GameRow.id) == 1)).scalar()
        flipped = "abandoned" if status == "finished" else "finished"
        conn.execute(
            update(GameRow).where(col(GameRow.id) == 1).values(status=flipped, updated_at=utcnow())
        )


def _after(listig: Listig, change: Callable[[Listig], None], times: int = 5) -> list[float]:
    """Wall times of the game's standings, each right after ``change``."""
    spent = []
    for _ in range(times):
        change(listig)
        begin = time.perf_counter()
        listig.standings(game=GAME)
        spent.append((time.perf_counter() - begin) * 1000)
    return spent


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
        latest, older = _after(listig, _touch_last_game), _after(listig, _flip_first_game)
        print(f"{'standings(game) after the latest changed':40} {describe(latest)}")
        print(f"{'standings(game) after an older changed':40} {describe(older)}")
        sides = timings(lambda _: listig.rating_lines(GAME), args.repeats)
        print(f"{'rating_lines(game), warm':40} {describe(sides)}")
    command = [LISTIG, "ratings", "--game", GAME, "--csv", "--database", url]
    runs, cpu = [], []
    for _ in range(args.runs):
        begin, used = time.perf_counter(), _children_cpu()
        proc = subprocess.run(command, capture_output=True, text=True, check=True)
        runs.append((time.perf_counter() - begin) * 1000)
        cpu.append((_children_cpu() - used) * 1000)
    lines = proc.stdout.count("\n") - 1
    print(f"{'listig ratings --csv (whole process)':40} {describe(runs)}  ({lines} players)")
    print(f"{'  its CPU time (user + system)':40} {describe(cpu)}")
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


def _children_cpu() -> float:
    """Seconds of CPU the processes this one waited for have used (user and system): what
    a busy machine's other work changes less than the wall time."""
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


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
