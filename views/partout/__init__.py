"""Partout at the table: its view model, its table controls, its screen and its endings."""
