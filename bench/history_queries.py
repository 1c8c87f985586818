"""History queries benchmark: the looking-back screens' queries over ten years of game nights.

Prints figures, asserts nothing. Run from the repository root:

    .venv/bin/python bench/history_queries.py                    # SQLite only
    .venv/bin/python bench/history_queries.py --postgres URL     # and PostgreSQL
    .venv/bin/python bench/history_queries.py --games 600        # quicker

The history is ``bench/storage.py``'s synthetic one (weekly game nights over ten years,
``--games`` full self-play games of 4–6 of 12 players, with event logs, round results and
per-game sums), stored once per database. Then each query runs ``--repeats`` times after
one warm-up call, and the wall time of each call is recorded: ``night_summaries()`` (every
night with its winners), ``player_page()`` (cycling through the 12 players),
``standings()`` of all time, ``game_detail()`` and ``game_replay()`` of games spread over
the ten years. ``--postgres`` takes an SQLAlchemy URL of a server where a database may be
created (default: ``$LISTIG_BENCH_POSTGRES_URL``, then ``$LISTIG_TEST_POSTGRES_URL``).
"""

from __future__ import annotations

import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from storage import History, history_benchmark, percentile, postgres_database, store_history

from assistant.service import Listig


def timings(work: Callable[[int], object], repeats: int) -> list[float]:
    """Wall times in milliseconds of ``work(i)`` for ``i`` in ``range(repeats)``."""
    work(0)  # warm: connection, statement cache
    spent = []
    for i in range(repeats):
        begin = time.perf_counter()
        work(i)
        spent.append((time.perf_counter() - begin) * 1000)
    return spent


def describe(values: list[float]) -> str:
    """``p50 / p95 / max`` in milliseconds."""
    return (
        f"p50 {percentile(values, 0.5):7.2f}  p95 {percentile(values, 0.95):7.2f}  "
        f"max {max(values):7.2f} ms  (n={len(values)})"
    )


def report(name: str, url: str, history: History, repeats: int) -> None:
    """All figures for one database holding the history."""
    print(f"\n== {name}")
    with Listig(url) as listig:
        seconds = store_history(listig, history)
        print(
            f"stored {len(history.games)} games on {len(history.nights)} nights, "
            f"{len(history.results)} round results in {seconds:.1f} s"
        )
        players = [p.id for p in listig.players()]
        games = [g["id"] for g in history.games]
        spread = [games[(i * 7919) % len(games)] for i in range(repeats)]
        nights = listig.night_summaries()
        page = listig.player_page(players[0])
        print(f"({len(nights)} nights; player 1: {page.games} games, {len(page.form)} form points)")
        lines = {
            "night_summaries()": lambda i: listig.night_summaries(),
            "player_page(id)": lambda i: listig.player_page(players[i % len(players)]),
            "standings(), all time": lambda i: listig.standings(),
            "game_detail(id)": lambda i: listig.game_detail(spread[i]),
            "game_replay(id)": lambda i: listig.game_replay(spread[i]),
        }
        for label, work in lines.items():
            print(f"{label:<24}{describe(timings(work, repeats))}")


def main() -> int:
    """Run the benchmark and print the figures."""
    args, history = history_benchmark(
        __doc__ or "",
        lambda parser: parser.add_argument(
            "--repeats", type=int, default=60, help="calls per query (60)"
        ),
    )
    with tempfile.TemporaryDirectory() as folder:
        url = f"sqlite:///{Path(folder) / 'history.db'}"
        report("SQLite (WAL, synchronous=FULL)", url, history, args.repeats)
    if args.postgres:
        with postgres_database(args.postgres) as url:
            report("PostgreSQL", url, history, args.repeats)
    else:
        print("\n(PostgreSQL skipped: pass --postgres URL)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
