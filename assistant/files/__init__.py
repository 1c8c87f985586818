"""Files in and out: the listig/1 record, export, import, backup and restore."""
