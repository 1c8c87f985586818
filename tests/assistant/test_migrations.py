"""Migrations: a database made by the first schema is upgraded without losing anything."""

from __future__ import annotations

import multiprocessing
from datetime import UTC, date, datetime

import pytest
import sqlalchemy as sa
from assistant_helpers import first_dealer, scripted_events

from assistant.games.mit_list_und_tuecke import kind as mit_list_und_tuecke
from assistant.games.session import GameSession
from assistant.games.simulate import NAMES
from assistant.service import Listig
from assistant.storage.db import (
    SCHEMA_HEAD,
    NewerDatabase,
    current_revision,
    head_revision,
    make_engine,
    upgrade,
)
from assistant.storage.models import GameStatus, Keeping
from engine.mit_list_und_tuecke.summary import summarize

NOW = datetime(2025, 3, 14, 20, 0, tzinfo=UTC)

player = sa.table(
    "player",
    sa.column("id", sa.Integer),
    sa.column("name", sa.String),
    sa.column("name_key", sa.String),
    sa.column("archived", sa.Boolean),
    sa.column("created_at", sa.DateTime(timezone=True)),
)
night = sa.table(
    "game_night",
    sa.column("id", sa.Integer),
    sa.column("day", sa.Date),
    sa.column("title", sa.String),
    sa.column("created_at", sa.DateTime(timezone=True)),
)
game = sa.table(
    "game",
    sa.column("id", sa.Integer),
    sa.column("night_id", sa.Integer),
    sa.column("players", sa.JSON),
    sa.column("first_dealer", sa.Integer),
    sa.column("show_counts", sa.Boolean),
    sa.column("house_rules", sa.JSON),
    sa.column("meta", sa.JSON),
    sa.column("status", sa.String),
    sa.column("created_at", sa.DateTime(timezone=True)),
    sa.column("updated_at", sa.DateTime(timezone=True)),
)
seat = sa.table(
    "game_seat",
    sa.column("game_id", sa.Integer),
    sa.column("seat", sa.Integer),
    sa.column("player_id", sa.Integer),
)
event = sa.table(
    "game_event",
    sa.column("game_id", sa.Integer),
    sa.column("seq", sa.Integer),
    sa.column("kind", sa.String),
    sa.column("payload", sa.JSON),
    sa.column("schema_version", sa.Integer),
    sa.column("created_at", sa.DateTime(timezone=True)),
)


def _fill_first_schema(connection: sa.Connection) -> None:
    """Two games as the first app version stored them: one finished, one with an undo."""
    connection.execute(
        sa.insert(player),
        [
            {"id": i, "name": n, "name_key": n.casefold(), "archived": False, "created_at": NOW}
            for i, n in enumerate(NAMES[:5], start=1)
        ],
    )
    connection.execute(
        sa.insert(night), [{"id": 1, "day": date(2025, 3, 14), "title": "Pi", "created_at": NOW}]
    )
    for game_id, players, seed, count in ((1, 4, 3, None), (2, 5, 4, 120)):
        events = scripted_events(players, seed)[:count]
        connection.execute(
            sa.insert(game),
            [
                {
                    "id": game_id,
                    "night_id": 1,
                    "players": list(NAMES[:players]),
                    "first_dealer": first_dealer(players, seed),
                    "show_counts": False,
                    "house_rules": {},
                    "meta": {},
                    "status": "finished" if count is None else "running",
                    "created_at": NOW,
                    "updated_at": NOW,
                }
            ],
        )
        connection.execute(
            sa.insert(seat),
            [{"game_id": game_id, "seat": i, "player_id": i + 1} for i in range(players)],
        )
        rows = [mit_list_und_tuecke.entry_of(e) for e in events]
        if count is not None:
            rows.append(("undo", {}))
        connection.execute(
            sa.insert(event),
            [
                {
                    "game_id": game_id,
                    "seq": seq,
                    "kind": kind,
                    "payload": payload,
                    "schema_version": 1,
                    "created_at": NOW,
                }
                for seq, (kind, payload) in enumerate(rows, start=1)
            ],
        )


def test_upgrade_from_the_first_schema_keeps_every_game(database_url: str) -> None:
    engine = make_engine(database_url)
    upgrade(engine, "0001")
    assert current_revision(engine) == "0001"
    with engine.begin() as connection:
        _fill_first_schema(connection)
    engine.dispose()

    listig = Listig(database_url)  # upgrades on start
    try:
        assert current_revision(listig.db) == head_revision()
        assert [p.name for p in listig.players()] == sorted(NAMES[:5])
        assert {g.keeping for g in listig.games()} == {Keeping.CARDS}  # 0004: kept card by card
        finished = listig.game(1)
        expected = GameSession(
            mit_list_und_tuecke, NAMES[:4], first_dealer(4, 3), scripted_events(4, 3)
        ).game
        assert finished.status is GameStatus.FINISHED
        assert summarize(finished.game) == summarize(expected)
        running = listig.game(2)
        assert (running.seq, running.can_redo) == (121, True)
        assert len([e for r in running.game.rounds for e in r.events]) == 119
        [info] = listig.unfinished_games()
        assert info.game_id == 2
        lines = {x.name: x for x in listig.standings()}
        totals = dict(zip(NAMES[:4], expected.totals(), strict=True))
        assert {n: lines[n].points - _running_points(running, n) for n in totals} == totals
        assert sum(x.wins for x in lines.values()) == len(expected.winners())
        state = listig.redo(2)
        assert state.seq == 122 and not state.can_redo
    finally:
        listig.close()


def _running_points(state: object, name: str) -> int:
    from assistant.states import GameState

    assert isinstance(state, GameState)
    if name not in state.players:
        return 0
    return state.game.totals()[state.players.index(name)]


def test_a_new_database_starts_at_the_newest_schema(database_url: str) -> None:
    listig = Listig(database_url)
    assert current_revision(listig.db) == head_revision()
    listig.close()
    again = Listig(database_url)
    assert current_revision(again.db) == head_revision()
    again.close()


def test_the_head_known_without_alembic_is_alembics() -> None:
    """A database at ``SCHEMA_HEAD`` is opened without Alembic: it must be the newest
    revision, or a database one revision behind would never be upgraded."""
    assert head_revision() == SCHEMA_HEAD


def test_a_database_from_a_newer_app_is_refused(database_url: str) -> None:
    listig = Listig(database_url)
    with listig.db.begin() as connection:
        connection.execute(sa.text("UPDATE alembic_version SET version_num = '9999'"))
    listig.close()
    with pytest.raises(NewerDatabase, match="newer version"):
        Listig(database_url)


def _open(url: str) -> None:
    Listig(url).close()


def test_apps_starting_at_once_on_a_new_database(database_url: str) -> None:
    ctx = multiprocessing.get_context("spawn")
    starters = [ctx.Process(target=_open, args=(database_url,)) for _ in range(3)]
    for p in starters:
        p.start()
    for p in starters:
        p.join(timeout=120)
    assert [p.exitcode for p in starters] == [0, 0, 0]
    engine = make_engine(database_url)
    assert current_revision(engine) == head_revision()
    engine.dispose()


def test_quick_games_move_into_the_one_log(database_url: str) -> None:
    """0005: a quick game's rows, kept in ``quick_entry`` until 0004, read from the one log."""
    engine = make_engine(database_url)
    try:
        upgrade(engine, "0004")
        with engine.begin() as connection:
            _fill_first_schema(connection)
            connection.execute(
                game.insert(),
                [
                    {
                        "id": 9,
                        "night_id": 1,
                        "players": NAMES[:4],
                        "first_dealer": 0,
                        "show_counts": False,
                        "house_rules": {},
                        "meta": {},
                        "status": GameStatus.RUNNING.value,
                        "created_at": NOW,
                        "updated_at": NOW,
                    }
                ],
            )
            connection.execute(sa.text("UPDATE game SET kind = 'quick' WHERE id = 9"))
            connection.execute(
                seat.insert(),
                [{"game_id": 9, "seat": i, "player_id": i + 1} for i in range(4)],
            )
            stacks = [{"open": {"B": 7, "G": 7}, "discarded": 0}] * 4
            entries = sa.table(
                "quick_entry",
                sa.column("game_id", sa.Integer),
                sa.column("seq", sa.Integer),
                sa.column("kind", sa.String),
                sa.column("payload", sa.JSON),
                sa.column("created_at", sa.DateTime(timezone=True)),
            )
            connection.execute(
                entries.insert(),
                [
                    {
                        "game_id": 9,
                        "seq": 1,
                        "kind": "round",
                        "payload": {"stacks": stacks},
                        "created_at": NOW,
                    },
                    {"game_id": 9, "seq": 2, "kind": "undo", "payload": {}, "created_at": NOW},
                    {
                        "game_id": 9,
                        "seq": 3,
                        "kind": "round",
                        "payload": {"stacks": stacks},
                        "created_at": NOW,
                    },
                ],
            )
    finally:
        engine.dispose()
    with Listig(database_url) as listig:
        state = listig.quick_game(9)
        assert state.seq == 3 and len(state.rounds) == 1
        assert state.rounds[0].scores["Anna"].points == 49
        assert {g.game for g in listig.games()} == {mit_list_und_tuecke.ID}
        assert listig.undo_quick_round(9).seq == 4
