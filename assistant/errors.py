"""The assistant's errors besides the engine's rule errors: bad input and conflicts."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from assistant.games.quick import QuickState
    from assistant.service import GameState


class InputError(ValueError):
    """Input the assistant cannot use (an empty or taken name, an unknown game); plain message.

    Given ``params``, ``message`` is an English template filled with them, kept (as
    ``template``) so that ``assistant.languages`` can say it in another language:
    ``InputError("there is no game number {game_id}", game_id=7).message`` is
    ``'there is no game number 7'``.
    """

    def __init__(self, message: str, **params: Any) -> None:
        text = message.format(**params) if params else message
        super().__init__(text)
        self.message = text
        self.template = message
        self.params = params

    def __str__(self) -> str:
        return self.message


class UnknownGame(InputError):
    """A game id that is not in the database."""


class Conflict(Exception):
    """Another device changed the game first; ``state`` is the game as it stands now."""

    def __init__(self, state: GameState, message: str = "the game changed, reloaded") -> None:
        super().__init__(message)
        self.message = message
        self.template = message
        self.params: dict[str, Any] = {}
        self.state = state

    def __str__(self) -> str:
        return self.message


class QuickConflict(Exception):
    """Another device changed a quick game first; ``state`` is the quick game as it stands now.

    Kept apart from :class:`Conflict`, whose ``state`` is always a card-by-card ``GameState``.
    """

    def __init__(self, state: QuickState, message: str = "the game changed, reloaded") -> None:
        super().__init__(message)
        self.message = message
        self.template = message
        self.params: dict[str, Any] = {}
        self.state = state

    def __str__(self) -> str:
        return self.message
