"""Fixtures of the assistant tests: every database test runs on SQLite and on PostgreSQL.

PostgreSQL comes from ``LISTIG_TEST_POSTGRES_URL`` (the test script starts a throw-away
cluster and sets it); each test gets a database of its own. Without the variable those
tests are skipped, unless ``LISTIG_REQUIRE_POSTGRES=1`` makes that a failure.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

from assistant.service import Listig

POSTGRES_URL = os.environ.get("LISTIG_TEST_POSTGRES_URL", "")
REQUIRE_POSTGRES = os.environ.get("LISTIG_REQUIRE_POSTGRES") == "1"
SKIP_REASON = (
    "LISTIG_TEST_POSTGRES_URL is not set: run the project's test script, which starts a "
    "throw-away PostgreSQL cluster, or point the variable at a server you may create "
    "databases on"
)


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[str]:
    """A fresh, empty database: an SQLite file, or a PostgreSQL database of its own."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path_factory.mktemp('db') / 'listig.db'}"
        return
    if not POSTGRES_URL:
        if REQUIRE_POSTGRES:
            pytest.fail("LISTIG_REQUIRE_POSTGRES=1, but " + SKIP_REASON)
        pytest.skip(SKIP_REASON)
    yield from _postgres_database(POSTGRES_URL)


def _postgres_database(server_url: str) -> Iterator[str]:
    name = f"listig_test_{uuid.uuid4().hex[:12]}"
    admin = create_engine(server_url, isolation_level="AUTOCOMMIT")
    try:
        with admin.connect() as conn:
            conn.execute(text(f'CREATE DATABASE "{name}"'))
        yield make_url(server_url).set(database=name).render_as_string(hide_password=False)
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
    finally:
        admin.dispose()


@pytest.fixture
def listig(database_url: str) -> Iterator[Listig]:
    """The service on a fresh database."""
    service = Listig(database_url)
    yield service
    service.close()
