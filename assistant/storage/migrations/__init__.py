"""Alembic migrations of the listig database (run by ``assistant.storage.db.upgrade``)."""
