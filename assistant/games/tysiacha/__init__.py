"""Tysiacha in the assistant: its game kind."""
