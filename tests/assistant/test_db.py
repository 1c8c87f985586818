"""Where the database lives, how SQLite is set up, and that a failed command changes nothing."""

from __future__ import annotations

from pathlib import Path

import pytest
from assistant_helpers import first_dealer, play_all, roster, scripted_events
from sqlalchemy import text

import assistant.service
from assistant.service import Listig
from assistant.storage.db import default_url, make_engine
from engine.mit_list_und_tuecke.summary import summarize


def test_the_data_folder_flet_gives_on_a_phone(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv("LISTIG_DATABASE_URL", raising=False)
    monkeypatch.setenv("FLET_APP_STORAGE_DATA", str(tmp_path))
    assert default_url() == f"sqlite:///{tmp_path / 'listig.db'}"


def test_the_user_data_folder(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("LISTIG_DATABASE_URL", raising=False)
    monkeypatch.delenv("FLET_APP_STORAGE_DATA", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert default_url() == f"sqlite:///{tmp_path / 'listig' / 'listig.db'}"
    assert (tmp_path / "listig").is_dir()


def test_the_environment_points_elsewhere(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LISTIG_DATABASE_URL", "postgresql+psycopg://club@server/listig")
    assert default_url() == "postgresql+psycopg://club@server/listig"


def test_sqlite_runs_in_wal_mode_with_a_busy_timeout(tmp_path: Path) -> None:
    engine = make_engine(f"sqlite:///{tmp_path / 'x.db'}")
    with engine.connect() as conn:
        assert conn.execute(text("PRAGMA journal_mode")).scalar() == "wal"
        assert conn.execute(text("PRAGMA busy_timeout")).scalar() == 30000
        assert conn.execute(text("PRAGMA foreign_keys")).scalar() == 1
    engine.dispose()


def test_a_command_that_fails_in_the_database_changes_nothing(
    listig: Listig, monkeypatch: pytest.MonkeyPatch
) -> None:
    events = scripted_events(4, seed=12, rounds=1)
    state = listig.start_game(roster(listig), first_dealer(4, 12))
    before = play_all(listig, state.game_id, events[:-1])

    def broken(*_: object, **__: object) -> None:
        raise RuntimeError("the disk is full")

    monkeypatch.setattr(assistant.service, "refresh_totals", broken)
    with pytest.raises(RuntimeError, match="disk is full"):
        listig.apply(state.game_id, events[-1], expected_seq=before.seq)  # ends the round
    monkeypatch.undo()
    after = listig.game(state.game_id)
    assert after.seq == before.seq and not after.round.ended
    assert summarize(after.game) == summarize(before.game)
    assert listig.standings() == []
    done = listig.apply(state.game_id, events[-1], expected_seq=before.seq)
    assert done.round.ended and len(listig.standings()) == 4


def test_sqlite_commits_reach_the_disk_before_a_command_returns(tmp_path: Path) -> None:
    """``synchronous=FULL`` (2): a power cut right after a command loses nothing."""
    engine = make_engine(f"sqlite:///{tmp_path / 'sync.db'}")
    try:
        with engine.connect() as connection:
            assert connection.exec_driver_sql("PRAGMA synchronous").scalar() == 2
    finally:
        engine.dispose()


def test_the_plain_tables_are_the_models_tables() -> None:
    """Each column that plain reads name (``assistant.storage.tables``) is a column of the
    models' table of that name, of the same kind of type (a type of ours, the same)."""
    from sqlmodel import SQLModel

    import assistant.storage.models  # noqa: F401  (the tables are declared on import)
    from assistant.storage import tables

    plain = [tables.player, tables.game_night, tables.game, tables.round_result]
    for table in [*plain, tables.game_total]:
        declared = SQLModel.metadata.tables[table.name]
        for column in table.columns:
            model = declared.columns[column.name]
            where = (table.name, column.name, column.type, model.type)
            if type(model.type).__module__.startswith("assistant."):  # UTCDateTime
                assert type(column.type) is type(model.type), where
            else:
                assert column.type._type_affinity is model.type._type_affinity, where


def test_listig_ratings_loads_no_model_and_no_alembic(tmp_path: Path) -> None:
    """``listig ratings`` on a database at the newest schema imports neither the models
    (SQLModel), Alembic, Flet nor the service: most of its start-up was those."""
    import subprocess
    import sys

    url = f"sqlite:///{tmp_path / 'listig.db'}"
    Listig(url).close()  # made, and at the newest schema
    script = (
        "import sys, listig; status = listig.cli(sys.argv[1:]); "
        "heavy = ('sqlmodel', 'alembic', 'flet', 'assistant.service', 'assistant.storage.models'); "
        "print(sorted(m for m in sys.modules if m.startswith(heavy)))"
    )
    argv = ["ratings", "--game", "mit-list-und-tuecke", "--csv", "--database", url]
    proc = subprocess.run(
        [sys.executable, "-c", script, *argv], capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines() == ["player,games,mu,sigma,rating", "[]"]
