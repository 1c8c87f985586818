"""Undo and redo: recorded in the log, any number of steps, and the same after a restart."""

from __future__ import annotations

import pytest
from assistant_helpers import first_dealer, play_all, roster, scripted_events
from sqlalchemy import func, select
from sqlmodel import Session, col

from assistant.errors import InputError
from assistant.service import Listig
from assistant.storage.models import GameStatus, LogRow, RoundResult
from engine.mit_list_und_tuecke import Card
from engine.mit_list_und_tuecke.summary import summarize


def _kinds(listig: Listig, game_id: int) -> list[str]:
    with Session(listig.db) as s:
        query = select(LogRow.kind).where(col(LogRow.game_id) == game_id).order_by(col(LogRow.seq))
        return list(s.scalars(query))


def _results(listig: Listig, game_id: int) -> int:
    with Session(listig.db) as s:
        query = select(func.count()).where(col(RoundResult.game_id) == game_id)
        return int(s.scalar(query) or 0)


def test_undo_and_redo_are_rows_of_the_log(listig: Listig) -> None:
    state = listig.start_game(roster(listig), 0)
    gid = state.game_id
    listig.play(gid, "Ben", Card.parse("R10"))
    state = listig.undo(gid)
    assert (state.seq, state.can_undo, state.can_redo) == (2, False, True)
    assert state.round.trick == []
    state = listig.redo(gid)
    assert (state.seq, state.can_undo, state.can_redo) == (3, True, False)
    assert state.round.trick == [(1, Card.parse("R10"))]
    assert _kinds(listig, gid) == ["play", "undo", "redo"]


def test_nothing_to_undo_or_redo(listig: Listig) -> None:
    state = listig.start_game(roster(listig), 0)
    with pytest.raises(InputError, match="nothing to undo"):
        listig.undo(state.game_id)
    with pytest.raises(InputError, match="nothing to redo"):
        listig.redo(state.game_id)
    assert listig.game(state.game_id).seq == 0


def test_undo_to_the_start_and_redo_everything(listig: Listig) -> None:
    events = scripted_events(4, seed=5)
    state = listig.start_game(roster(listig), first_dealer(4, 5))
    gid = state.game_id
    done = play_all(listig, gid, events)
    assert done.finished and _results(listig, gid) == 16
    for _ in events:
        state = listig.undo(gid)
    assert not state.can_undo and state.status is GameStatus.RUNNING
    assert _results(listig, gid) == 0
    for _ in events:
        state = listig.redo(gid)
    assert state.finished and not state.can_redo
    assert summarize(state.game) == summarize(done.game)
    assert _results(listig, gid) == 16


def test_undo_reopens_a_round_and_removes_its_results(listig: Listig) -> None:
    events = scripted_events(4, seed=6, rounds=1)
    state = listig.start_game(roster(listig), first_dealer(4, 6))
    play_all(listig, state.game_id, events)
    assert _results(listig, state.game_id) == 4 and len(listig.standings()) == 4
    state = listig.undo(state.game_id)
    assert not state.round.ended
    assert _results(listig, state.game_id) == 0 and listig.standings() == []
    state = listig.redo(state.game_id)
    assert state.round.ended and _results(listig, state.game_id) == 4


def test_a_new_event_discards_the_redo_branch(listig: Listig) -> None:
    state = listig.start_game(roster(listig), 0)
    gid = state.game_id
    listig.play(gid, "Ben", Card.parse("R10"))
    listig.play(gid, "Cleo", Card.parse("R11"))
    listig.undo(gid)
    state = listig.undo(gid)
    assert state.can_redo
    state = listig.play(gid, "Ben", Card.parse("G3"))
    assert not state.can_redo
    with pytest.raises(InputError, match="nothing to redo"):
        listig.redo(gid)
    assert _kinds(listig, gid) == ["play", "play", "undo", "undo", "play"]


def test_redo_survives_a_restart(listig: Listig) -> None:
    events = scripted_events(4, seed=8, rounds=1)
    state = listig.start_game(roster(listig), first_dealer(4, 8))
    gid = state.game_id
    play_all(listig, gid, events[:20])
    for _ in range(5):
        before = listig.undo(gid)
    listig.close()
    reopened = Listig(listig.url)
    state = reopened.game(gid)
    assert (state.seq, state.can_redo) == (25, True)
    assert summarize(state.game) == summarize(before.game)
    for _ in range(5):
        state = reopened.redo(gid)
    assert not state.can_redo
    assert [e for r in state.game.rounds for e in r.events] == events[:20]
    reopened.close()
