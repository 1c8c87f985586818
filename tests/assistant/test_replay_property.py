"""Property: replaying the stored log gives the live state, after any commands, undos, redos."""

from __future__ import annotations

import random

from assistant_helpers import random_event
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import select
from sqlmodel import Session, col

from assistant.games.kinds import result_rows
from assistant.games.mit_list_und_tuecke import kind as mit_list_und_tuecke
from assistant.games.session import GameSession
from assistant.games.simulate import NAMES
from assistant.service import Listig
from assistant.storage.models import GameTotal, RoundResult
from engine.mit_list_und_tuecke.summary import summarize


@st.composite
def commands(draw: st.DrawFn) -> list[tuple[str, int]]:
    """A long run of commands (games cross round ends), with undos and redos mixed in."""
    rng = random.Random(draw(st.integers(0, 2**32)))
    length = draw(st.integers(1, 400))
    corrections = draw(st.sampled_from([0.0, 0.05, 0.2, 0.45]))
    steps = []
    for _ in range(length):
        roll = rng.random()
        kind = "event" if roll >= corrections else rng.choice(["undo", "undo", "redo"])
        steps.append((kind, rng.randrange(2**32)))
    return steps


@settings(
    max_examples=12,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(steps=commands(), players=st.integers(4, 6), dealer=st.integers(0, 5))
def test_stored_log_replays_to_the_live_state(
    listig: Listig, steps: list[tuple[str, int]], players: int, dealer: int
) -> None:
    known = {p.name: p.id for p in listig.players()}
    ids = [known.get(name) or listig.add_player(name).id for name in NAMES[:players]]
    state = listig.start_game(ids, dealer % players)
    gid = state.game_id
    model = GameSession(mit_list_und_tuecke, state.players, dealer % players)
    for kind, seed in steps:
        if state.finished and kind == "event":
            kind = "undo"
        if kind == "undo" and state.can_undo:
            state = listig.undo(gid, expected_seq=state.seq)
            model.undo()
        elif kind == "redo" and state.can_redo:
            state = listig.redo(gid, expected_seq=state.seq)
            model.redo()
        elif kind == "event":
            event = random_event(state.game, random.Random(seed))
            state = listig.apply(gid, event, expected_seq=state.seq)
            model.apply(event)
    reopened = Listig(listig.url, migrate=False)
    try:
        replayed = reopened.game(gid)
        assert replayed.seq == state.seq
        assert summarize(replayed.game) == summarize(state.game) == summarize(model.game)
        assert (replayed.can_undo, replayed.can_redo) == (model.can_undo, model.can_redo)
        assert (state.can_undo, state.can_redo) == (model.can_undo, model.can_redo)
        assert replayed.round.trick == state.round.trick
        assert replayed.status == state.status
        with Session(reopened.db) as s:
            stored = s.scalars(
                select(RoundResult)
                .where(col(RoundResult.game_id) == gid)
                .order_by(col(RoundResult.round_no), col(RoundResult.seat))
            ).all()
        expected = result_rows(gid, model.game, ids)
        assert [r.model_dump(exclude={"id"}) for r in stored] == expected
        with Session(reopened.db) as s:
            totals = s.scalars(
                select(GameTotal).where(col(GameTotal.game_id) == gid).order_by(col(GameTotal.seat))
            ).all()
        assert [t.model_dump() for t in totals] == _totals(gid, model, ids)
    finally:
        reopened.close()


def _totals(game_id: int, model: GameSession, ids: list[int]) -> list[dict[str, object]]:
    """The per-seat sums the standings read, computed from the model game."""
    ended = [r for r in model.game.rounds if r.ended]
    if not ended:
        return []
    points = [sum(r.scores()[seat].points for r in ended) for seat in range(len(ids))]
    return [
        {
            "game_id": game_id,
            "seat": seat,
            "player_id": pid,
            "rounds": len(ended),
            "points": points[seat],
            "best_round": max(r.scores()[seat].points for r in ended),
            "four_colors": sum(1 for r in ended if r.kept(seat) is not None),
            "blocked": sum(1 for r in ended if r.blocked_by == seat),
            "won": model.game.finished and points[seat] == max(points),
        }
        for seat, pid in enumerate(ids)
    ]
