"""Fixtures of the assistant tests: every database test runs on SQLite and on PostgreSQL.

PostgreSQL comes from ``LISTIG_TEST_POSTGRES_URL`` (the test script starts a throw-away
cluster and sets it); each test gets a database of its own. Without the variable those
tests are skipped, unless ``LISTIG_REQUIRE_POSTGRES=1`` makes that a failure.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from postgres_databases import POSTGRES_URL, REQUIRE_POSTGRES, SKIP_REASON, postgres_database

from assistant.service import Listig


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
    yield from postgres_database(POSTGRES_URL)


@pytest.fixture
def listig(database_url: str) -> Iterator[Listig]:
    """The service on a fresh database."""
    service = Listig(database_url)
    yield service
    service.close()
