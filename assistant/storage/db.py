"""The database: where it lives, the db, short read and write transactions, migrations."""

from __future__ import annotations

import logging
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import Engine, create_engine, event, text
from sqlalchemy.engine import Connection

if TYPE_CHECKING:  # imported where a session is made: plain reads need no SQLModel
    from sqlmodel import Session

log = logging.getLogger(__name__)

APP_NAME = "listig"
DATABASE_FILE = "listig.db"
BUSY_TIMEOUT_SECONDS = 30.0
_WRITE = "listig_write"
MIGRATION_LOCK = 0x6C697374  # "list": the PostgreSQL advisory lock held while migrating
SCHEMA_HEAD = "0007"
"""The newest revision in ``migrations/versions`` (a test holds it to Alembic's head): a
database found at it is opened without loading Alembic, whose import alone took 0.12 s
of every command's start."""


def data_dir() -> Path:
    """The user's data folder: Flet's on a phone, else the platform's (platformdirs)."""
    flet_dir = os.environ.get("FLET_APP_STORAGE_DATA")
    if flet_dir:
        return Path(flet_dir)
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP_NAME, appauthor=False))


def default_url() -> str:
    """``$LISTIG_DATABASE_URL``, else an SQLite file in the user's data folder."""
    url = os.environ.get("LISTIG_DATABASE_URL")
    if url:
        return url
    folder = data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{folder / DATABASE_FILE}"


def open_database(url: str | None = None, *, migrate: bool = True) -> Engine:
    """The engine of the database at ``url`` (``None``: :func:`default_url`), its schema
    upgraded to this version of the app first unless ``migrate`` is false."""
    db = make_engine(url or default_url())
    if migrate:
        upgrade(db)
    return db


def is_sqlite(db: Engine) -> bool:
    """Whether the database is SQLite."""
    return db.dialect.name == "sqlite"


def make_engine(url: str) -> Engine:
    """An SQLAlchemy engine for ``url``; SQLite gets WAL, a busy timeout, ``BEGIN IMMEDIATE``."""
    if not url.startswith("sqlite"):
        return create_engine(url, pool_pre_ping=True)
    db = create_engine(url, connect_args={"timeout": BUSY_TIMEOUT_SECONDS})
    event.listen(db, "connect", _sqlite_connect)
    event.listen(db, "begin", _sqlite_begin)
    return db


def _sqlite_connect(dbapi_connection: Any, _record: Any) -> None:
    # The driver's own transaction handling is switched off so that ``_sqlite_begin`` decides
    # how a transaction starts: writers take the write lock at once (BEGIN IMMEDIATE), so two
    # processes never both read the same last sequence number and then both try to append.
    dbapi_connection.isolation_level = None
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    # FULL: a commit is on disk before the command returns, so a power cut loses no table
    # command (NORMAL in WAL mode may lose the last commits); measured in docs/performance.md
    cursor.execute("PRAGMA synchronous=FULL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute(f"PRAGMA busy_timeout={int(BUSY_TIMEOUT_SECONDS * 1000)}")
    cursor.close()


def _sqlite_begin(connection: Connection) -> None:
    write = connection.get_execution_options().get(_WRITE, False)
    connection.exec_driver_sql("BEGIN IMMEDIATE" if write else "BEGIN")


@contextmanager
def reading(db: Engine) -> Iterator[Session]:
    """A short read-only transaction."""
    from sqlmodel import Session

    with Session(db, expire_on_commit=False) as session:
        yield session


@contextmanager
def writing(db: Engine) -> Iterator[Session]:
    """A short write transaction: commits when the block ends, rolls back if it raises."""
    from sqlmodel import Session

    with Session(db, expire_on_commit=False) as session:
        session.connection(execution_options={_WRITE: True})  # begins the transaction
        try:
            yield session
        except BaseException:
            session.rollback()
            raise
        session.commit()


class NewerDatabase(RuntimeError):
    """The database was made by a newer version of listig than this one."""


def upgrade(db: Engine, revision: str = "head") -> None:
    """Bring the schema up to ``revision`` (Alembic; the scripts ship inside the package)."""
    with db.connect() as plain:
        connection = plain.execution_options(**{_WRITE: True})  # SQLite: BEGIN IMMEDIATE
        with connection.begin():
            _upgrade(connection, revision)


def _upgrade(connection: Connection, revision: str) -> None:
    """Upgrade inside the caller's transaction; two apps starting at once take turns."""
    if connection.dialect.name == "postgresql":
        connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": MIGRATION_LOCK})
    found = _revision_of(connection)
    if revision == "head" and found == SCHEMA_HEAD:
        return  # nothing to do: every start of the app or a command skips Alembic altogether
    from alembic import command
    from alembic.script import ScriptDirectory

    config = alembic_config(connection)
    scripts = ScriptDirectory.from_config(config)
    known = {script.revision for script in scripts.walk_revisions()}
    if found is not None and found not in known:
        raise NewerDatabase(
            f"the database is at schema {found}, which this version of listig does not "
            "know: it was made by a newer version"
        )
    if revision == "head" and found is not None and found == scripts.get_current_head():
        return
    command.upgrade(config, revision)


def _revision_of(connection: Connection) -> str | None:
    """The revision in Alembic's own table (read plainly: no migration machinery to load)."""
    from sqlalchemy import inspect

    if not inspect(connection).has_table("alembic_version"):
        return None
    found = connection.execute(text("SELECT version_num FROM alembic_version")).scalars().all()
    if len(found) > 1:  # a branched history, which listig never makes: let Alembic say so
        from alembic.runtime.migration import MigrationContext

        return MigrationContext.configure(connection).get_current_revision()
    return str(found[0]) if found else None


def current_revision(db: Engine) -> str | None:
    """The schema revision the database is at, or ``None`` for an empty database."""
    with db.connect() as connection:
        return _revision_of(connection)


def head_revision() -> str:
    """The newest schema revision this version of the app knows."""
    from alembic.script import ScriptDirectory

    head = ScriptDirectory.from_config(alembic_config(None)).get_current_head()
    assert head is not None
    return head


def alembic_config(connection: Connection | None) -> Any:
    """An Alembic configuration for the migrations inside this package."""
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(Path(__file__).parent / "migrations"))
    # The phone app is built with compileall -b and its .py files deleted: Alembic must
    # then find env.pyc and the revisions as .pyc files beside where the sources were.
    config.set_main_option("sourceless", "true")
    config.attributes["connection"] = connection
    return config
