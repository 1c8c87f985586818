"""Storage: the database, its tables and migrations, the one event log, round results."""
