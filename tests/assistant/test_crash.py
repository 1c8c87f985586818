"""SIGKILL while a game is entered: every acknowledged event is there, nothing half-written."""

from __future__ import annotations

import multiprocessing
import os
import random
import signal
import time
from pathlib import Path

from assistant_helpers import first_dealer, roster
from assistant_workers import Command, command_script, enter_script, fold_script
from sqlalchemy import func, select
from sqlmodel import Session, col

from assistant.games.mit_list_und_tuecke import kind as mit_list_und_tuecke
from assistant.games.session import GameSession
from assistant.games.simulate import random_game
from assistant.service import Listig
from assistant.storage.models import LogRow, RoundResult
from engine.mit_list_und_tuecke.summary import summarize

KILLS = int(os.environ.get("LISTIG_KILLS", "40"))


def _script(seed: int) -> list[Command]:
    game = random_game(4, seed)
    return command_script([e for r in game.rounds for e in r.events], seed)


def _stored(listig: Listig, game_id: int) -> list[tuple[int, str, dict[str, object]]]:
    with Session(listig.db) as s:
        query = (
            select(LogRow.seq, LogRow.kind, LogRow.payload)
            .where(col(LogRow.game_id) == game_id)
            .order_by(col(LogRow.seq))
        )
        return [(seq, kind, payload) for seq, kind, payload in s.execute(query)]


def _check(url: str, game_id: int, script: list[Command], acked: list[int]) -> int:
    """Reopen the database and check the game against the script; the stored length."""
    reopened = Listig(url)
    try:
        rows = _stored(reopened, game_id)
        assert [seq for seq, _, _ in rows] == list(range(1, len(rows) + 1))
        for (_, kind, payload), (want, event) in zip(rows, script, strict=False):
            if want == "event":
                assert event is not None
                assert (kind, payload) == mit_list_und_tuecke.entry_of(event)
            else:
                assert kind == want
        assert all(seq <= len(rows) for seq in acked), "an acknowledged event was lost"
        state = reopened.game(game_id)
        folded = fold_script(script[: len(rows)])
        expected = GameSession(
            mit_list_und_tuecke, state.players, state.game.first_dealer, folded.entries, folded.redo
        )
        assert state.seq == len(rows)
        assert summarize(state.game) == summarize(expected.game)
        assert (state.can_undo, state.can_redo) == (expected.can_undo, expected.can_redo)
        with Session(reopened.db) as s:
            results = s.scalar(select(func.count()).where(col(RoundResult.game_id) == game_id))
        assert results == 4 * sum(1 for r in state.game.rounds if r.ended)
        return len(rows)
    finally:
        reopened.close()


def test_sigkill_loses_no_acknowledged_event(listig: Listig, tmp_path: Path) -> None:
    rng = random.Random(2026)
    ctx = multiprocessing.get_context("fork")
    ids = roster(listig)
    seed = 100
    script = _script(seed)
    game_id = listig.start_game(ids, first_dealer(4, seed)).game_id
    ack = tmp_path / f"acks-{game_id}"
    listig.close()
    kills = 0
    while kills < KILLS:
        writer = ctx.Process(target=enter_script, args=(listig.url, game_id, script, str(ack)))
        writer.start()
        time.sleep(rng.uniform(0.03, 0.25))
        if writer.is_alive():
            os.kill(writer.pid or 0, signal.SIGKILL)
            kills += 1
        writer.join()
        assert writer.exitcode in (0, -signal.SIGKILL), "the writer failed on its own"
        acked = [int(x) for x in ack.read_text().split()] if ack.exists() else []
        stored = _check(listig.url, game_id, script, acked)
        if stored == len(script):
            seed += 1
            script = _script(seed)
            service = Listig(listig.url, migrate=False)
            game_id = service.start_game(ids, first_dealer(4, seed)).game_id
            service.close()
            ack = tmp_path / f"acks-{game_id}"
    assert kills == KILLS
