"""Homme de Brou in the assistant: its game kind."""
