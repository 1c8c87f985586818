"""Gaigel at the table."""
