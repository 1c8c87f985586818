"""Gaigel in the assistant: its game kind."""
