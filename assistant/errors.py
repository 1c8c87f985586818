"""The assistant's errors besides the engine's rule errors: bad input and conflicts.

Each carries a :class:`~engine.errors.Sentence` and the facts that fill it, as the rule
errors do, so ``assistant.languages`` says it in any language without reading English.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Generic, TypeVar

from engine.errors import N_, Sentence, say

if TYPE_CHECKING:  # the states bring the storage models: every command line would load them
    from assistant.states import GameState, QuickState


class Said:
    """An error that carries its sentence and the facts that fill it, and says them in
    English as its message."""

    sentence: Sentence
    params: dict[str, Any]

    @property
    def message(self) -> str:
        """The sentence in English."""
        return say(self.sentence, self.params)

    def __str__(self) -> str:
        return self.message


class InputError(Said, ValueError):
    """Input the assistant cannot use (an empty or taken name, an unknown game).

    ``InputError(N_("there is no game number {game_id}"), game_id=7).message`` is
    ``'there is no game number 7'``.
    """

    def __init__(self, template: str | Sentence, **params: Any) -> None:
        self.sentence = template if isinstance(template, Sentence) else Sentence(template)
        self.params = params
        super().__init__(self.message)


class UnknownGame(InputError):
    """A game id that is not in the database."""


CHANGED = Sentence(N_("the game changed, reloaded"))

State = TypeVar("State", "GameState", "QuickState")


class Conflict(Said, Exception, Generic[State]):
    """Another device changed the game first; ``state`` is the game as it stands now
    (a card-by-card ``GameState`` or a ``QuickState``, like the command's own result)."""

    def __init__(self, state: State) -> None:
        self.sentence = CHANGED
        self.params: dict[str, Any] = {}
        self.state: State = state
        super().__init__(self.message)
