"""Tysiacha at the table."""
