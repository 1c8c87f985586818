"""The assistant's errors besides the engine's rule errors: bad input and conflicts."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from assistant.service import GameState


class InputError(ValueError):
    """Input the assistant cannot use (an empty or taken name, an unknown game); plain message."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return self.message


class UnknownGame(InputError):
    """A game id that is not in the database."""


class Conflict(Exception):
    """Another device changed the game first; ``state`` is the game as it stands now."""

    def __init__(self, state: GameState, message: str = "the game changed, reloaded") -> None:
        super().__init__(message)
        self.message = message
        self.state = state

    def __str__(self) -> str:
        return self.message
