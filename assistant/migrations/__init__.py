"""Alembic migrations of the listig database (run by ``assistant.db.upgrade``)."""
