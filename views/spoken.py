"""What a screen reader says, the part every game shares: a thing's name with its states
after commas, and the states of a card in a trick (docs/architecture.md, "Accessible
names")."""

from __future__ import annotations

from assistant.languages import N_

PLAYED_BY = N_("played by {player}")
LED = N_("led")
IN_TRICK = N_("in this trick")
PLAYED = N_("{player} played {card}")
"""What a play was, said after it (an undo or a redo names it)."""


def named(thing: str, *states: str) -> str:
    """A thing's accessible name: the thing, then its states after commas (empty ones left
    out): ``named("Blue 7", "played by Ben", "led")`` is ``Blue 7, played by Ben, led``."""
    return ", ".join([thing, *(state for state in states if state)])
