"""Replay benchmark: how fast records are read, checked against the rules and scored.

Prints figures, asserts nothing. Run from the repository root:

    .venv/bin/python bench/replay.py            # 200 games per size, batch of 1,000
    .venv/bin/python bench/replay.py --games 50 --batch 200   # quicker

In-process figures are the best of several repeats, in CPU time of this process (so that
other work on a shared machine disturbs them less); per game: engine = engine events
applied to a new ``Game`` and summarized (what an undo in a session does); model =
``parse_record`` (the pydantic model) and ``replay`` + ``summarize`` from the model's
record; read = the game kind's quick reader (``read``: JSON straight into engine events)
and ``replay_read`` + ``summarize`` from what it read; ``listig replay`` = ``replay_json`` +
``summarize``, all of it but start-up and printing. The batch figure is the wall time
(and the CPU time) of ``listig replay --batch FILE`` on full 6-player games, start-up
included, best of ``--runs`` runs.
"""

from __future__ import annotations

import argparse
import gc
import os
import platform
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from assistant.files.record import Record, parse_record, record_of, replay, replay_json
from assistant.games.mit_list_und_tuecke import kind
from assistant.games.simulate import random_game
from engine.mit_list_und_tuecke import Game, summarize

LISTIG = Path(sys.executable).with_name("listig")


def best_of(repeats: int, work: Callable[[], object]) -> float:
    """The shortest CPU time of ``repeats`` runs, in seconds."""
    best = float("inf")
    for _ in range(repeats):
        start = time.process_time()
        work()
        best = min(best, time.process_time() - start)
    return best


def in_process(players: int, games: int, repeats: int) -> None:
    """Throughput of reading, replaying and both, for full games of one table size."""
    texts = [
        record_of(random_game(players, seed)).dump(indent=None).encode() for seed in range(games)
    ]
    records: list[Record] = [parse_record(t) for t in texts]
    reads = [kind.read(t) for t in texts]
    assert all(r is not None for r in reads), "every generated record reads the quick way"
    rounds = sum(len(r.rounds) for r in records)
    events = sum(len(e) for r in records for e in r.rounds)

    games_events = [
        (r.players, r.first_dealer, [m.to_event() for events in r.rounds for m in events])
        for r in records
    ]
    # The inputs above (≈0.5 million objects for 200 games) are not part of a replay's cost:
    # frozen, the garbage collector does not rescan them in every full collection while the
    # replays run (``listig replay`` keeps no record after its line).
    gc.collect()
    gc.freeze()

    def engine_only() -> None:
        for players_, dealer, events_ in games_events:
            game = Game(players_, dealer)
            game.apply_all(events_)
            summarize(game)

    def parse_only() -> None:
        for text in texts:  # results are dropped at once, as in ``listig replay --batch``
            parse_record(text)

    def replay_only() -> None:
        for record in records:
            summarize(replay(record))

    def read_only() -> None:
        for text in texts:
            kind.read(text)

    def replay_read() -> None:
        for read in reads:
            summarize(kind.replay_read(read))

    def listig_replay() -> None:
        for text in texts:
            summarize(replay_json(text))

    print(
        f"{players} players: {games} games, {rounds} rounds, {events} events "
        f"({events / games:.0f} per game)"
    )
    for label, work in (
        ("engine events + score", engine_only),
        ("model: parse_record", parse_only),
        ("model: replay + score", replay_only),
        ("read (quick reader)", read_only),
        ("read: replay + score", replay_read),
        ("listig replay (both)", listig_replay),
    ):
        total = best_of(repeats, work)
        print(
            f"  {label:<24} {total / games * 1000:6.3f} ms/game  "
            f"{rounds / total:9,.0f} rounds/s  {events / total:11,.0f} events/s"
        )
    gc.unfreeze()


def batch(games: int, runs: int) -> None:
    """Wall time of ``listig replay --batch`` on full 6-player games, start-up included."""
    lines = [record_of(random_game(6, 10_000 + seed)).dump(indent=None) for seed in range(games)]
    load = os.getloadavg()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "games.jsonl"
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        size = path.stat().st_size

        def run(*args: str) -> tuple[float, float]:
            """Wall time and CPU time (user + system) of one run of ``listig``."""
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            subprocess.run([str(LISTIG), *args], stdout=subprocess.DEVNULL, check=False)
            wall = time.perf_counter() - start
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
            return wall, cpu

        startup = min(run("replay", "--help") for _ in range(runs))
        every = [run("replay", "--batch", str(path)) for _ in range(runs)]
        total = min(every)
    print(f"listig replay --batch: {games} full 6-player games ({size / 1e6:.1f} MB JSONL)")
    print(
        f"  wall {total[0]:.2f} s, CPU {total[1]:.2f} s (best of {runs}; all runs: wall "
        f"{', '.join(f'{w:.2f}' for w, _ in every)} s); "
        f"start-up alone: wall {startup[0]:.2f} s, CPU {startup[1]:.2f} s"
    )
    print(f"  load average before the run: {', '.join(f'{x:.1f}' for x in load)}")
    print(f"  {(total[0] - startup[0]) / games * 1000:.2f} ms wall per game after start-up")


def main() -> None:
    """Run both benchmarks and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per size in-process")
    parser.add_argument("--batch", type=int, default=1000, help="games for the batch run")
    parser.add_argument("--repeats", type=int, default=5, help="repeats, best one counts")
    parser.add_argument("--runs", type=int, default=5, help="runs of the batch, best one counts")
    args = parser.parse_args()
    print(
        f"Python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} CPUs, "
        f"load average {', '.join(f'{x:.1f}' for x in os.getloadavg())}"
    )
    for players in (4, 5, 6):
        in_process(players, args.games, args.repeats)
    if args.batch:
        batch(args.batch, args.runs)


if __name__ == "__main__":
    main()
