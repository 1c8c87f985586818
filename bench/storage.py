"""Storage benchmark: time per command on SQLite and PostgreSQL, standings over ten years.

Prints figures, asserts nothing. Run from the repository root:

    .venv/bin/python bench/storage.py                        # SQLite only
    .venv/bin/python bench/storage.py --postgres URL         # and PostgreSQL
    .venv/bin/python bench/storage.py --games 300 --tables 2  # quicker

``--postgres`` takes an SQLAlchemy URL of a server where a database may be created
(default: ``$LISTIG_BENCH_POSTGRES_URL``, then ``$LISTIG_TEST_POSTGRES_URL``); the benchmark
creates ``listig_bench_…`` there and drops it at the end.

Commands: whole seeded self-play games entered through ``Listig.apply`` with
``expected_seq``, one short transaction each, as the app does; the wall time of each call
is recorded (and, for plays, the CPU time of this process, which other work on a shared
machine disturbs less), on an empty database and again once the ten-year history is
stored. Standings: a synthetic history of ``--games`` games (weekly
game nights over ten years, 4–6 of 12 players per game, each game a full self-play game
with its whole event log, round results and per-game sums), then the wall time of
``Listig.standings()`` (all time), of one game night, and of one player's history.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

from sqlalchemy import create_engine, insert, text
from sqlalchemy.engine import make_url

from assistant.games.kinds import result_rows
from assistant.games.mit_list_und_tuecke import kind as mit_list_und_tuecke
from assistant.games.simulate import random_game
from assistant.service import Listig
from assistant.storage.models import GameNight, GameRow, LogRow, Player, RoundResult, Seat
from assistant.storage.results import refresh_totals
from engine.mit_list_und_tuecke import Play

ROSTER = (
    "Anna", "Ben", "Cleo", "Dan", "Eve", "Finn", "Greta", "Hugo", "Ines", "Jonas", "Kira", "Lars",
)  # fmt: skip
BATCH = 20_000


@dataclass
class History:
    """Rows of a synthetic history, ready to insert."""

    nights: list[dict[str, Any]] = field(default_factory=list)
    games: list[dict[str, Any]] = field(default_factory=list)
    seats: list[dict[str, Any]] = field(default_factory=list)
    log: list[dict[str, Any]] = field(default_factory=list)
    results: list[dict[str, Any]] = field(default_factory=list)


WEEKS = 52 * 10
"""Ten years of weekly game nights."""


def ten_years() -> History:
    """A history of weekly game nights over ten years, no game yet."""
    history = History()
    first = date(2016, 11, 25)
    for week in range(WEEKS):
        day = first + timedelta(weeks=week)
        stamp = datetime(day.year, day.month, day.day, 19, 30, tzinfo=UTC)
        history.nights.append({"id": week + 1, "day": day, "title": "", "created_at": stamp})
    return history


def add_game(
    history: History, game_id: int, games: int, names: list[str], first_dealer: int, **row: Any
) -> datetime:
    """The game row of the ``game_id``-th of ``games`` games, spread evenly over the nights
    (``row``: other columns, e.g. ``game`` or ``status``); its time."""
    night = (game_id - 1) * WEEKS // games
    stamp: datetime = history.nights[night]["created_at"] + timedelta(minutes=40 * (game_id % 6))
    history.games.append(
        {
            "id": game_id,
            "night_id": night + 1,
            "players": names,
            "first_dealer": first_dealer,
            "show_counts": False,
            "house_rules": {},
            "meta": {},
            "status": "finished",
            "created_at": stamp,
            "updated_at": stamp,
            **row,
        }
    )
    return stamp


def synthetic_history(games: int, seed: int = 10) -> History:
    """Weekly game nights over ten years, ``games`` full games among 12 players."""
    rng = random.Random(seed)
    history = ten_years()
    for game_id in range(1, games + 1):
        size = rng.choice((4, 5, 5, 6))
        seats = rng.sample(range(len(ROSTER)), size)
        names = [ROSTER[i] for i in seats]
        game = random_game(size, seed * 100_000 + game_id, names=names)
        stamp = add_game(history, game_id, games, names, game.first_dealer)
        player_ids = [i + 1 for i in seats]
        history.seats += [
            {"game_id": game_id, "seat": s, "player_id": p} for s, p in enumerate(player_ids)
        ]
        events = [e for r in game.rounds for e in r.events]
        entries = [mit_list_und_tuecke.entry_of(e) for e in events]
        history.log += [
            {
                "game_id": game_id,
                "seq": seq,
                "kind": kind,
                "payload": payload,
                "schema_version": 1,
                "created_at": stamp,
            }
            for seq, (kind, payload) in enumerate(entries, start=1)
        ]
        history.results += result_rows(game_id, game, player_ids)
    return history


def store_history(listig: Listig, history: History) -> float:
    """Insert the history in a few big transactions; seconds taken."""
    start = time.perf_counter()
    stamp = datetime(2016, 11, 1, tzinfo=UTC)
    players = [
        {"id": i, "name": n, "name_key": n.casefold(), "archived": False, "created_at": stamp}
        for i, n in enumerate(ROSTER, start=1)
    ]
    with listig.db.begin() as conn:
        for table, rows in (
            (Player, players),
            (GameNight, history.nights),
            (GameRow, history.games),
            (Seat, history.seats),
        ):
            conn.execute(insert(table), rows)
    for table, rows in ((LogRow, history.log), (RoundResult, history.results)):
        for at in range(0, len(rows), BATCH):
            with listig.db.begin() as conn:
                conn.execute(insert(table), rows[at : at + BATCH])
    with listig.db.begin() as conn:
        refresh_totals(conn)
        if listig.db.dialect.name == "postgresql":
            for table in ("player", "game_night", "game", "game_event", "round_result"):
                conn.execute(
                    text(
                        f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), "
                        f"(SELECT coalesce(max(id), 1) FROM {table}))"
                    )
                )
            conn.execute(text("ANALYZE"))
        else:
            conn.execute(text("ANALYZE"))
    return time.perf_counter() - start


@dataclass
class Timings:
    """Wall times of commands, in milliseconds."""

    play: list[float] = field(default_factory=list)
    every: list[float] = field(default_factory=list)
    play_cpu: list[float] = field(default_factory=list)


def time_commands(listig: Listig, tables: int, seed: int) -> Timings:
    """Enter ``tables`` whole self-play games (4, 5 and 6 players) command by command."""
    timings = Timings()
    known = {p.name: p.id for p in listig.players()}
    ids = [known.get(n) or listig.add_player(n).id for n in ROSTER[:6]]
    for table in range(tables):
        size = 4 + table % 3
        game = random_game(size, seed + table, names=ROSTER[:size])
        state = listig.start_game(ids[:size], game.first_dealer)
        for rnd in game.rounds:
            for event in rnd.events:
                begin, cpu = time.perf_counter(), time.process_time()
                state = listig.apply(state.game_id, event, expected_seq=state.seq)
                spent = (time.perf_counter() - begin) * 1000
                timings.every.append(spent)
                if isinstance(event, Play):
                    timings.play.append(spent)
                    timings.play_cpu.append((time.process_time() - cpu) * 1000)
    return timings


def percentile(values: list[float], share: float) -> float:
    """The ``share`` quantile (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def describe(values: list[float]) -> str:
    """``p50 / p95 / p99 / max`` in milliseconds."""
    return (
        f"p50 {percentile(values, 0.5):.2f}  p95 {percentile(values, 0.95):.2f}  "
        f"p99 {percentile(values, 0.99):.2f}  max {max(values):.1f} ms  (n={len(values)})"
    )


def time_query(work: Callable[[], object], repeats: int) -> str:
    """Median and best wall time of a query, in milliseconds."""
    work()  # warm: connection, statement cache
    spent = []
    for _ in range(repeats):
        begin = time.perf_counter()
        work()
        spent.append((time.perf_counter() - begin) * 1000)
    return f"median {statistics.median(spent):.1f}  best {min(spent):.1f} ms"


def report(name: str, empty_url: str, full_url: str, history: History, tables: int) -> None:
    """All figures for one kind of database (an empty one and one with the history)."""
    print(f"\n== {name}")
    with Listig(empty_url) as listig:
        empty = time_commands(listig, tables, seed=1)
    print(f"play a card, empty database:      {describe(empty.play)}")
    print(f"  CPU time of this process:       {describe(empty.play_cpu)}")
    print(f"every command, empty database:    {describe(empty.every)}")
    with Listig(full_url) as listig:
        seconds = store_history(listig, history)
        print(
            f"stored {len(history.games)} games, {len(history.log)} log rows, "
            f"{len(history.results)} round results in {seconds:.1f} s"
        )
        full = time_commands(listig, tables, seed=1)
        print(f"play a card, ten-year database:   {describe(full.play)}")
        print(f"  CPU time of this process:       {describe(full.play_cpu)}")
        print(f"every command, ten-year database: {describe(full.every)}")
        lines = listig.standings()
        night = history.games[-1]["night_id"]
        print(f"standings, all time ({len(lines)} players): {time_query(listig.standings, 30)}")
        print(f"standings, one game night:  {time_query(lambda: listig.standings(night), 30)}")
        print(f"history of one player:      {time_query(lambda: listig.player_games(1), 10)}")
        print(f"standings as CSV, all time: {time_query(listig.standings_csv, 10)}")


@contextmanager
def postgres_database(server_url: str) -> Iterator[str]:
    """A throw-away database on the server, dropped afterwards."""
    name = f"listig_bench_{uuid.uuid4().hex[:10]}"
    admin = create_engine(server_url, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    try:
        yield make_url(server_url).set(database=name).render_as_string(hide_password=False)
    finally:
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


def history_benchmark(
    doc: str, extra: Callable[[argparse.ArgumentParser], object]
) -> tuple[argparse.Namespace, History]:
    """The common start of the history benchmarks: ``--games`` and ``--postgres`` (plus the
    ``extra`` arguments), the machine, and the synthetic history, made and described."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--games", type=int, default=3000, help="games of history (3000)")
    extra(parser)
    parser.add_argument(
        "--postgres",
        default=os.environ.get("LISTIG_BENCH_POSTGRES_URL")
        or os.environ.get("LISTIG_TEST_POSTGRES_URL"),
        help="SQLAlchemy URL of a PostgreSQL server (default: none, SQLite only)",
    )
    args = parser.parse_args()
    print(f"python {platform.python_version()}, {os.cpu_count()} cores, {platform.platform()}")
    begin = time.perf_counter()
    history = synthetic_history(args.games)
    print(
        f"synthetic history: {len(history.games)} games on {len(history.nights)} game nights, "
        f"made in {time.perf_counter() - begin:.1f} s"
    )
    return args, history


def main() -> int:
    """Run the benchmark and print the figures."""
    args, history = history_benchmark(
        __doc__ or "",
        lambda parser: parser.add_argument(
            "--tables", type=int, default=6, help="games entered command by command"
        ),
    )
    with tempfile.TemporaryDirectory() as folder:
        empty, full = (f"sqlite:///{Path(folder) / name}" for name in ("empty.db", "full.db"))
        report("SQLite (WAL, synchronous=FULL)", empty, full, history, args.tables)
    if args.postgres:
        with postgres_database(args.postgres) as empty, postgres_database(args.postgres) as full:
            report("PostgreSQL", empty, full, history, args.tables)
    else:
        print("\n(PostgreSQL skipped: pass --postgres URL)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
