"""Ratings benchmark: a game's standings with every player's rating, and ``listig ratings``.

Prints figures, asserts nothing. Run from the repository root:

    .venv/bin/python bench/ratings.py                        # SQLite only, 5,000 games
    .venv/bin/python bench/ratings.py --postgres URL         # and PostgreSQL
    .venv/bin/python bench/ratings.py --games 500            # quicker
    .venv/bin/python bench/ratings.py --sqlite /tmp/ten-years.db   # keep (and reuse) the history
    .venv/bin/python bench/ratings.py --sqlite /tmp/ten-years.db --against ../main/.venv/bin/listig

The history is ``bench/storage.py``'s: weekly game nights over ten years, ``--games`` whole
self-played games of Mit List und Tücke among 12 players with their event logs, round
results and per-game sums. Timed, in this process: deriving the ratings from scratch (every
game read and fed to the model), the game's standings with ratings (warm: nothing changed
since the last call, ``--repeats`` times), the same right after the latest game changed (the
results read again, only what is new rated) and after the first game changed (every game
rated again, as after an undo or an older game imported); then
``listig ratings --game mit-list-und-tuecke --csv`` as a whole process, ``--runs`` times
(with ``--against``, in turn with another checkout's ``listig``: before and after in one
sitting, each pair under the same load).
"""

from __future__ import annotations

import argparse
import os
import platform
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from sqlalchemy import func, select, update
from sqlmodel import col
from storage import (
    History,
    percentile,
    postgres_database,
    store_history,
    synthetic_history,
)

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


Work = Callable[[], object]


def measure(work: Work, repeats: int, before: Callable[[], object] | None = None) -> str:
    """Wall and CPU times (this process's, ms) of ``work`` after one warm-up call, each call
    after ``before`` when given: on a machine busy with other work the CPU time is what the
    call itself costs, the wall time what one waited."""
    work()
    wall, cpu = [], []
    for _ in range(repeats):
        if before is not None:
            before()
        begin, used = time.perf_counter(), time.process_time()
        work()
        wall.append((time.perf_counter() - begin) * 1000)
        cpu.append((time.process_time() - used) * 1000)
    return _both(wall, cpu)


def _both(wall: list[float], cpu: list[float]) -> str:
    p50, p95 = (statistics.median(wall), percentile(wall, 0.95))
    c50, c95 = (statistics.median(cpu), percentile(cpu, 0.95))
    return f"wall p50 {p50:8.1f}  p95 {p95:8.1f}   cpu p50 {c50:8.1f}  p95 {c95:8.1f} ms"


def report(name: str, url: str, args: argparse.Namespace, history: History | None) -> None:
    """Every figure for one database holding the history (stored here unless ``None``)."""
    print(f"\n== {name}")
    with Listig(url) as listig:
        if history is not None:
            print(f"stored in {store_history(listig, history):.1f} s")
        rated = listig.ratings(GAME)
        print(f"{rated.outcomes} games rated, {len(rated.by_player)} players")
        standings = lambda: listig.standings(game=GAME)  # noqa: E731
        for label, figures in (
            (
                "ratings derived from scratch",
                measure(lambda: rate(GAME, ALL_TIME, outcomes(listig.db, GAME)), 5),
            ),
            ("  of which reading the results", measure(lambda: outcomes(listig.db, GAME), 5)),
            ("standings(game) with ratings, warm", measure(standings, args.repeats)),
            (
                "standings(game) after the latest changed",
                measure(standings, 5, lambda: _touch_last_game(listig)),
            ),
            (
                "standings(game) after an older changed",
                measure(standings, 6, lambda: _flip_first_game(listig)),  # even: as it was
            ),
            ("rating_lines(game), warm", measure(lambda: listig.rating_lines(GAME), args.repeats)),
        ):
            print(f"{label:42} {figures}")
    arguments = ["ratings", "--game", GAME, "--csv", "--database", url]
    commands = {"listig ratings --csv (whole process)": [LISTIG, *arguments]}
    if args.against:
        commands["  the same, --against's listig"] = [args.against, *arguments]
    times: dict[str, tuple[list[float], list[float]]] = {name: ([], []) for name in commands}
    printed: dict[str, str] = {}
    for _ in range(args.runs):
        for name, command in commands.items():  # in turn: each pair under the same load
            runs, cpu = times[name]
            begin, used = time.perf_counter(), _children_cpu()
            proc = subprocess.run(command, capture_output=True, text=True, check=True)
            runs.append((time.perf_counter() - begin) * 1000)
            cpu.append((_children_cpu() - used) * 1000)
            printed[name] = proc.stdout
    for name, (runs, cpu) in times.items():
        lines = printed[name].count("\n") - 1
        print(f"{name:42} {_both(runs, cpu)}  ({lines} players)")
    if args.against and len(set(printed.values())) > 1:
        print("the two commands printed different ratings")
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


def _children_cpu() -> float:
    """Seconds of CPU the processes this one waited for have used (user and system)."""
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def main() -> int:
    """Run the benchmark and print the figures."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=5000, help="games of history (5000)")
    parser.add_argument("--repeats", type=int, default=30, help="warm calls timed (30)")
    parser.add_argument("--runs", type=int, default=5, help="whole processes timed (5)")
    parser.add_argument(
        "--against",
        metavar="LISTIG",
        help="another checkout's listig command, timed in turn with this one's",
    )
    parser.add_argument(
        "--sqlite",
        metavar="FILE",
        help="an SQLite file holding the history from an earlier run (made there if missing)",
    )
    parser.add_argument(
        "--postgres",
        default=os.environ.get("LISTIG_BENCH_POSTGRES_URL")
        or os.environ.get("LISTIG_TEST_POSTGRES_URL"),
        help="SQLAlchemy URL of a PostgreSQL server (default: none, SQLite only)",
    )
    args = parser.parse_args()
    print(f"python {platform.python_version()}, {os.cpu_count()} cores, {platform.platform()}")
    kept = Path(args.sqlite) if args.sqlite else None
    history: History | None = None
    if kept is None or not kept.exists() or args.postgres:
        begin = time.perf_counter()
        history = synthetic_history(args.games)
        print(
            f"{args.games} games on {len(history.nights)} nights, made in "
            f"{time.perf_counter() - begin:.1f} s"
        )
    if kept is not None:
        report("SQLite", f"sqlite:///{kept}", args, None if kept.exists() else history)
    else:
        with tempfile.TemporaryDirectory() as folder:
            report("SQLite", f"sqlite:///{Path(folder) / 'ratings.db'}", args, history)
    if args.postgres:
        with postgres_database(args.postgres) as url:
            report("PostgreSQL", url, args, history)
    return 0


if __name__ == "__main__":
    sys.exit(main())
