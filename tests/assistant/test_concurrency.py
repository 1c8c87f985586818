"""Several devices writing to one game at once: one wins each seq, the others reload."""

from __future__ import annotations

import multiprocessing
import threading
from typing import Any

import pytest
from assistant_helpers import first_dealer, roster, scripted_events
from assistant_workers import race
from sqlalchemy import select
from sqlmodel import Session, col

from assistant.errors import Conflict
from assistant.games.mit_list_und_tuecke.kind import event_of
from assistant.service import Listig
from assistant.storage.models import LogRow
from engine.mit_list_und_tuecke import Card

WRITERS = 3


def test_concurrent_processes_never_duplicate_or_lose_an_event(listig: Listig) -> None:
    events = scripted_events(4, seed=11)
    state = listig.start_game(roster(listig), first_dealer(4, 11))
    ctx = multiprocessing.get_context("spawn")
    start = ctx.Barrier(WRITERS)
    results = ctx.Queue()
    writers = [
        ctx.Process(target=race, args=(listig.url, state.game_id, events, start, results))
        for _ in range(WRITERS)
    ]
    for w in writers:
        w.start()
    outcomes = [results.get(timeout=120) for _ in writers]
    for w in writers:
        w.join(timeout=30)
        assert w.exitcode == 0
    acked = sorted(seq for seqs, _ in outcomes for seq in seqs)
    assert acked == list(range(1, len(events) + 1)), "each seq acknowledged exactly once"
    assert sum(conflicts for _, conflicts in outcomes) > 0, "the writers never met"
    with Session(listig.db) as s:
        rows = s.execute(
            select(LogRow.seq, LogRow.kind, LogRow.payload)
            .where(col(LogRow.game_id) == state.game_id)
            .order_by(col(LogRow.seq))
        ).all()
    assert [r[0] for r in rows] == list(range(1, len(events) + 1))
    assert [event_of(kind, payload) for _, kind, payload in rows] == events
    assert listig.game(state.game_id).seq == len(events)


def test_two_services_in_threads_race_for_the_same_seq(listig: Listig) -> None:
    state = listig.start_game(roster(listig), 0)
    other = Listig(listig.url, migrate=False)
    other.game(state.game_id)
    barrier = threading.Barrier(2)
    outcome: dict[str, object] = {}

    def write(name: str, service: Listig, card: str) -> None:
        barrier.wait()
        try:
            outcome[name] = service.play(state.game_id, "Ben", Card.parse(card), expected_seq=0)
        except Conflict as exc:
            outcome[name] = exc

    threads = [
        threading.Thread(target=write, args=("one", listig, "R10")),
        threading.Thread(target=write, args=("two", other, "G3")),
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    conflicts = [o for o in outcome.values() if isinstance(o, Conflict)]
    assert len(conflicts) == 1
    assert conflicts[0].state.seq == 1
    assert listig.game(state.game_id).seq == other.game(state.game_id).seq == 1
    assert listig.game(state.game_id).round.trick == other.game(state.game_id).round.trick
    other.close()


def test_a_stale_cache_catches_up_with_another_device(listig: Listig) -> None:
    state = listig.start_game(roster(listig), 0)
    other = Listig(listig.url, migrate=False)
    other.game(state.game_id)
    listig.play(state.game_id, "Ben", Card.parse("R10"))
    listig.play(state.game_id, "Cleo", Card.parse("R11"))
    listig.undo(state.game_id)
    seen = other.play(state.game_id, "Cleo", Card.parse("B4"))
    assert seen.seq == 4
    assert [str(c) for _, c in seen.round.trick] == ["R10", "B4"]
    assert listig.game(state.game_id).round.trick == seen.round.trick
    other.close()


def test_losing_the_race_inside_the_transaction_is_a_conflict(
    listig: Listig, monkeypatch: pytest.MonkeyPatch
) -> None:
    if listig.db.dialect.name == "sqlite":
        pytest.skip("SQLite writers take the write lock first (BEGIN IMMEDIATE): no such race")
    state = listig.start_game(roster(listig), 0)
    other = Listig(listig.url, migrate=False)
    real_append = listig.log.append

    def append_after_the_other_device(*args: Any) -> None:
        # Another device appends seq 1 after this one has read the log but before it writes.
        thread = threading.Thread(target=other.play, args=(state.game_id, "Ben", Card.parse("G3")))
        thread.start()
        thread.join()
        real_append(*args)

    monkeypatch.setattr(listig.log, "append", append_after_the_other_device)
    with pytest.raises(Conflict) as caught:
        listig.play(state.game_id, "Ben", Card.parse("R10"))
    monkeypatch.undo()
    assert caught.value.state.seq == 1
    assert [str(c) for _, c in caught.value.state.round.trick] == ["G3"]
    assert listig.play(state.game_id, "Cleo", Card.parse("R10")).seq == 2
    other.close()
