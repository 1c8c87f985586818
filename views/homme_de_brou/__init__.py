"""Homme de Brou at the table."""
