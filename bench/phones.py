"""A club night on one host: 10 tables, 6 devices each, every tap timed to each board.

Starts a real ``listig serve --lan`` with 10 games in play and connects, per table, one
scorer on the game screen and five boards (``/board/<game>``), all as raw WebSocket
clients speaking Flet's protocol (60 browsers would not fit on this machine; what is
measured is the server's side: the tap handled, the game stored, the boards redrawn
and sent). The scorers tap the first trick's four cards and undo them, over and over,
all tables at once, a tap a second at each (``--pace``; a real table taps every few
seconds). Printed: board lag after a tap (p50/p95/p99, from the tap frame sent to the
last frame of that update on each board: a board may get a tap's update as a few
frames, one per part that changed), bursts of frames that reached a board beyond one
per tap of its own table, memory per connection, the server's CPU time per second and
per committed tap while the tables tap (from /proc), and how long SIGINT takes to stop
the server with everything open. With ``--py-spy PATH``: a sampling profile of the
server over the tapping (py-spy's raw collapsed stacks, to ``--profile``).

Usage: .venv/bin/python bench/phones.py [--tables 10] [--boards 5] [--rounds 6] [--pace 1.0]
       [--py-spy PATH [--profile FILE]]
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import os
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "e2e"))
sys.path.insert(0, str(ROOT))

import msgpack  # noqa: E402
from e2e_games import sample, sample_events, seeded_game  # noqa: E402
from e2e_harness import Server, free_port  # noqa: E402
from websockets.asyncio.client import ClientConnection, connect  # noqa: E402

from engine.mit_list_und_tuecke import Play  # noqa: E402


def register(route: str) -> bytes:
    """The first frame of a Flet page."""
    page = {"route": route, "width": 400.0, "height": 800.0}
    return b"\x00" + msgpack.packb([1, {"session_id": None, "page_name": "", "page": page}])


def labelled(value: Any) -> Iterator[tuple[str, int]]:
    """Every (label, id of the tappable control inside) in a frame's controls."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            content = item.get("content")
            if isinstance(item.get("label"), str) and isinstance(content, dict) and "_i" in content:
                yield item["label"], content["_i"]
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)


@dataclass
class Client:
    """One device: a raw WebSocket on a route."""

    table: int
    route: str
    ws: ClientConnection | None = None
    controls: dict[str, int] = field(default_factory=dict)
    frames: list[float] = field(default_factory=list)

    async def open(self, port: int, cookie: str) -> None:
        """Connect and register like a page."""
        self.ws = await connect(
            f"ws://127.0.0.1:{port}/ws", additional_headers={"Cookie": cookie}, max_size=None
        )
        await self.ws.send(register(self.route))

    async def listen(self) -> None:
        """Note the arrival of every frame; answer the server's method calls."""
        assert self.ws is not None
        async for data in self.ws:
            now = time.perf_counter()
            assert isinstance(data, bytes)
            message = msgpack.unpackb(data[1:], strict_map_key=False, ext_hook=lambda c, d: None)
            action, body = message[0], message[1]
            if action == 5:  # the server awaits an answer (wakelock, preferences)
                answer = {"control_id": body["control_id"], "call_id": body["call_id"]}
                answer |= {"result": None, "error": None}
                await self.ws.send(b"\x00" + msgpack.packb([5, answer]))
                continue
            self.frames.append(now)
            self.controls.update(labelled(body))


async def wait_for(condition: Any, timeout: float) -> bool:
    """Poll ``condition`` until it holds or ``timeout`` seconds pass."""
    deadline = time.perf_counter() + timeout
    while time.perf_counter() < deadline:
        if condition():
            return True
        await asyncio.sleep(0.002)
    return condition()


async def settle(boards: list[Client], quiet: float = 0.03) -> None:
    """Wait until no board has had a frame for ``quiet`` seconds."""
    while True:
        last = max((b.frames[-1] for b in boards if b.frames), default=0.0)
        if time.perf_counter() - last >= quiet:
            return
        await asyncio.sleep(0.005)


async def table_taps(
    scorer: Client,
    boards: list[Client],
    labels: list[str],
    rounds: int,
    lags: list[float],
    pace: float,
    own: list[float],
) -> int:
    """Play the trick's cards and undo them ``rounds`` times; lag of each board per tap."""
    assert scorer.ws is not None
    missed = 0
    await asyncio.sleep(pace * (scorer.table % 10) / 10)  # the tables do not tap in step
    taps = [*labels, *["Undo"] * len(labels)] * rounds
    for label in taps:
        await wait_for(lambda label=label: label in scorer.controls, 10)
        before = [len(b.frames) for b in boards]
        mine = len(scorer.frames)
        sent = time.perf_counter()
        event = {"target": scorer.controls[label], "name": "click", "data": None}
        await scorer.ws.send(b"\x00" + msgpack.packb([3, event]))
        done = await wait_for(
            lambda before=before: all(
                len(b.frames) > n for b, n in zip(boards, before, strict=True)
            ),
            5,
        )
        if not done:
            missed += 1
        await settle(boards)  # a tap's update may come as a few frames: wait for the last
        if len(scorer.frames) > mine:
            own.append(scorer.frames[mine] - sent)
        for board, n in zip(boards, before, strict=True):
            if len(board.frames) > n:
                lags.append(board.frames[-1] - sent)
        await asyncio.sleep(max(0.2, pace - (time.perf_counter() - sent)))  # the next tap
    return missed


def cpu_seconds(server: Server) -> float:
    """The server's CPU time so far (user and system), from /proc."""
    assert server.process is not None
    fields = Path(f"/proc/{server.process.pid}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = int(fields[11]) + int(fields[12])  # utime, stime (fields 14 and 15 of stat)
    return ticks / os.sysconf("SC_CLK_TCK")


def start_profile(server: Server, py_spy: str | None, seconds: float, out: Path) -> Any:
    """A sampling profile of the server while the tables tap (py-spy), or nothing."""
    if py_spy is None:
        return None
    assert server.process is not None
    command = [py_spy, "record", "--pid", str(server.process.pid), "--duration"]
    command += [str(int(seconds)), "--format", "raw", "--output", str(out), "--nonblocking"]
    command += ["--rate", "400"]
    return subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


def bursts(frames: list[float], gap: float = 0.15) -> list[list[float]]:
    """Frames grouped by what sent them: a tap's update may come as a few frames (one per
    part of the board that changed), sent together; a pause starts the next burst."""
    found: list[list[float]] = []
    for at in frames:
        if found and at - found[-1][-1] <= gap:
            found[-1].append(at)
        else:
            found.append([at])
    return found


def rss_kb(server: Server) -> int:
    """The server's resident memory."""
    assert server.process is not None
    status = Path(f"/proc/{server.process.pid}/status").read_text()
    match = re.search(r"VmRSS:\s+(\d+) kB", status)
    assert match is not None
    return int(match.group(1))


async def club_night(
    server: Server,
    tables: int,
    boards_per_table: int,
    rounds: int,
    pace: float,
    py_spy: str | None = None,
    profile: Path | None = None,
) -> None:
    """Connect everyone, tap everywhere, print the figures."""
    cookie = f"listig-{server.port}={server.host_key}"
    record = sample()
    plays = [e for e in sample_events(record, 1) if isinstance(e, Play)][: len(record.players)]
    labels = [e.card.label for e in plays]
    ids = list(range(1, tables + 1))
    baseline = rss_kb(server)
    scorers = [Client(t, f"/game/{t}") for t in ids]
    boards = {t: [Client(t, f"/board/{t}") for _ in range(boards_per_table)] for t in ids}
    everyone = [*scorers, *(b for group in boards.values() for b in group)]
    for client in everyone:
        await client.open(server.port, cookie)
    listeners = [asyncio.create_task(c.listen()) for c in everyone]
    await wait_for(lambda: all(c.frames for c in everyone), 60)
    await asyncio.sleep(2)
    held = rss_kb(server)
    print(f"connections held: {len(everyone)} ({tables} tables × {boards_per_table + 1})")
    print(f"server memory: {baseline / 1024:.0f} MB before, {held / 1024:.0f} MB with them open")
    print(f"memory per connection: {(held - baseline) / len(everyone):.0f} kB")
    for group in boards.values():
        for board in group:
            board.frames.clear()
    lags: list[float] = []
    own: list[float] = []
    taps = tables * rounds * 2 * len(labels)
    spying = start_profile(server, py_spy, rounds * 2 * len(labels) * pace, profile or Path())
    # The bench's own garbage collector stays out of the figures: a full collection of the
    # sixty clients' frames held this process for 95 ms, and a board whose frame was read
    # that late counted as 100 ms late (the server had sent it in time).
    gc.collect()
    gc.freeze()
    gc.disable()
    cpu_before = cpu_seconds(server)
    started = time.perf_counter()
    try:
        missed = await asyncio.gather(
            *(table_taps(s, boards[s.table], labels, rounds, lags, pace, own) for s in scorers)
        )
    finally:
        gc.enable()
    took = time.perf_counter() - started
    cpu = cpu_seconds(server) - cpu_before
    print(
        f"host CPU while tapping: {cpu * 1000 / took:.0f} ms a second,"
        f" {cpu * 1000 / taps:.1f} ms a committed tap ({cpu:.2f} s for {taps} taps)"
    )
    if spying is not None:
        _, complaint = await asyncio.to_thread(spying.communicate)
        print(f"profile of the server while tapping: {profile}", complaint.decode()[-300:])
    stray = 0
    for group in boards.values():  # every board frame must follow a tap of its own table
        expected = rounds * 2 * len(labels)
        stray += sum(max(0, len(bursts(b.frames)) - expected) for b in group)
    lags.sort()
    p50 = statistics.median(lags) * 1000
    p95 = lags[int(0.95 * (len(lags) - 1))] * 1000
    p99 = lags[int(0.99 * (len(lags) - 1))] * 1000
    print(f"taps: {taps} in {took:.1f} s ({taps / took:.1f} a second over all tables)")
    worst = lags[-1] * 1000
    print(
        f"board lag after a tap: p50 {p50:.0f} ms, p95 {p95:.0f} ms, p99 {p99:.0f} ms,"
        f" max {worst:.0f} ms; {sum(lag > 0.1 for lag in lags)} over 100 ms"
    )
    own.sort()
    print(
        f"the scorer's own screen after a tap: p50 {statistics.median(own) * 1000:.0f} ms,"
        f" p95 {own[int(0.95 * (len(own) - 1))] * 1000:.0f} ms"
    )
    print(f"board updates measured: {len(lags)}; taps a board missed: {sum(missed)}")
    print(f"bursts of frames beyond one per tap on a board: {stray}")
    assert server.process is not None
    stop = time.perf_counter()
    server.process.send_signal(signal.SIGINT)
    await asyncio.to_thread(server.process.wait, 30)
    stopped = time.perf_counter() - stop
    print(f"SIGINT to exit with {len(everyone)} connections open: {stopped:.2f} s")
    for task in listeners:
        task.cancel()


def main() -> None:
    """Seed the games, start the server, run the night."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=10)
    parser.add_argument("--boards", type=int, default=5)
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument(
        "--pace", type=float, default=1.0, help="seconds between two taps at one table (1.0)"
    )
    parser.add_argument("--py-spy", help="a py-spy binary: profile the server while tapping")
    parser.add_argument("--profile", type=Path, default=Path("phones-profile.txt"))
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        url = f"sqlite:///{folder}/club.db"
        for _ in range(args.tables):
            seeded_game(url, sample(), 0)
        server = Server(free_port(), url, Path(folder) / "server.log", lan=True)
        server.start()
        try:
            asyncio.run(
                club_night(
                    server,
                    args.tables,
                    args.boards,
                    args.rounds,
                    args.pace,
                    args.py_spy,
                    args.profile,
                )
            )
        finally:
            server.stop()
            log = (Path(folder) / "server.log").read_text()
            if "Traceback" in log:
                print(log[-3000:])


if __name__ == "__main__":
    main()
