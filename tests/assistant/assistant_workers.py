"""Code that the concurrency and crash tests run in other processes."""

from __future__ import annotations

import os
import random
from collections.abc import Sequence
from multiprocessing.queues import Queue
from multiprocessing.synchronize import Barrier
from typing import Any

from assistant.errors import Conflict
from assistant.service import Listig
from assistant.states import GameState
from assistant.storage.eventlog import Folded
from engine.mit_list_und_tuecke import Event

Command = tuple[str, Event | None]
"""``("event", event)``, ``("undo", None)`` or ``("redo", None)``."""


def command_script(events: Sequence[Event], seed: int) -> list[Command]:
    """The events with undos and redos mixed in; every command is allowed in its place."""
    rng = random.Random(seed)
    script: list[Command] = []
    for done, event in enumerate(events, start=1):
        script.append(("event", event))
        if rng.random() < 0.15:
            steps = min(rng.randint(1, 3), done)
            script += [("undo", None)] * steps + [("redo", None)] * steps
    return script


def fold_script(script: Sequence[Command]) -> Folded:
    """The effective events and redo branch after these commands."""
    folded = Folded()
    for kind, event in script:
        if kind == "undo":
            folded.redo.append(folded.entries.pop())
        elif kind == "redo":
            folded.entries.append(folded.redo.pop())
        else:
            assert event is not None
            folded.entries.append(event)
            folded.redo.clear()
    return folded


def run_command(listig: Listig, game_id: int, command: Command, seq: int) -> GameState:
    """Carry out one command with ``expected_seq``."""
    kind, event = command
    if kind == "undo":
        return listig.undo(game_id, expected_seq=seq)
    if kind == "redo":
        return listig.redo(game_id, expected_seq=seq)
    assert event is not None
    return listig.apply(game_id, event, expected_seq=seq)


def enter_script(url: str, game_id: int, script: list[Command], ack_path: str) -> None:
    """Resume a game and enter the rest of its script, noting each acknowledged seq."""
    listig = Listig(url, migrate=False)
    fd = os.open(ack_path, os.O_WRONLY | os.O_APPEND | os.O_CREAT)
    state = listig.game(game_id)
    while state.seq < len(script):
        state = run_command(listig, game_id, script[state.seq], state.seq)
        os.write(fd, f"{state.seq}\n".encode())
    os.close(fd)
    listig.close()


def race(
    url: str,
    game_id: int,
    events: list[Event],
    start: Barrier,
    results: Queue[Any],
) -> None:
    """Append the scripted events against other writers; report acknowledged seqs, conflicts."""
    listig = Listig(url, migrate=False)
    acked: list[int] = []
    conflicts = 0
    start.wait()  # every writer is ready: they start together
    state = listig.game(game_id)
    while state.seq < len(events):
        try:
            state = listig.apply(game_id, events[state.seq], expected_seq=state.seq)
            acked.append(state.seq)
        except Conflict as conflict:
            conflicts += 1
            state = conflict.state
    listig.close()
    results.put((acked, conflicts))
