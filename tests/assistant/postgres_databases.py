"""The PostgreSQL server the tests may use (``LISTIG_TEST_POSTGRES_URL``) and a throw-away
database on it, shared by the fixtures and by tests that need a second database."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator

from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

POSTGRES_URL = os.environ.get("LISTIG_TEST_POSTGRES_URL", "")
REQUIRE_POSTGRES = os.environ.get("LISTIG_REQUIRE_POSTGRES") == "1"
SKIP_REASON = (
    "LISTIG_TEST_POSTGRES_URL is not set: run the project's test script, which starts a "
    "throw-away PostgreSQL cluster, or point the variable at a server you may create "
    "databases on"
)


def postgres_database(server_url: str) -> Iterator[str]:
    """A database of its own on the server, dropped afterwards; its URL."""
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
