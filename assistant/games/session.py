"""A game of any kind in memory: the engine state rebuilt from its events, with undo and redo.

The persistent service stores what a session does; the session itself does no I/O.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from assistant.games.kinds import GameKind


class GameSession:
    """An append-only list of accepted events, the game they produce, and a redo branch.

    ``apply`` validates with the engine and changes nothing on a ``RuleError``. ``undo``
    moves the last event onto the redo branch; ``redo`` brings the same event back; a new
    event after an undo discards the redo branch. ``dummy`` is the dummy's seat in a game
    that has one (Homme de Brou played by three); the other games never pass it.
    """

    def __init__(
        self,
        kind: GameKind,
        players: Sequence[str],
        first_dealer: int | str = 0,
        events: Sequence[Any] = (),
        redo: Sequence[Any] = (),
        *,
        dummy: int | None = None,
    ) -> None:
        self.kind = kind
        self.dummy = dummy
        self.game = self._new(players, first_dealer)
        self.players = self.game.players
        self.first_dealer = self.game.first_dealer
        self.events: list[Any] = []
        for event in events:
            self.game.apply(event)
            self.events.append(event)
        self.redo_stack: list[Any] = list(redo)
        if not self.game.rounds:
            self.game.start_round()

    @property
    def round(self) -> Any:
        """The round being played, or the last one once it ended."""
        current = self.game.round
        assert current is not None
        return current

    @property
    def can_undo(self) -> bool:
        """Whether there is an event to take back."""
        return bool(self.events)

    @property
    def can_redo(self) -> bool:
        """Whether an undone event can be brought back."""
        return bool(self.redo_stack)

    def apply(self, event: Any) -> None:
        """Apply a new event (raises ``RuleError`` and changes nothing if it is illegal)."""
        self.game.apply(event)
        self.events.append(event)
        self.redo_stack.clear()

    def undo(self) -> Any:
        """Take back the last event; returns it."""
        if not self.events:
            raise IndexError("nothing to undo: the game is at its start")
        event = self.events.pop()
        self.redo_stack.append(event)
        self._rebuild()
        return event

    def redo(self) -> Any:
        """Bring back the last undone event; returns it."""
        if not self.redo_stack:
            raise IndexError("nothing to redo")
        event = self.redo_stack[-1]
        self.game.apply(event)
        self.redo_stack.pop()
        self.events.append(event)
        return event

    def _new(self, players: Sequence[str], first_dealer: int | str) -> Any:
        """A new game of the kind; with a dummy (Homme de Brou by three), its seat too."""
        if self.dummy is None:
            return self.kind.Game(players, first_dealer)
        return self.kind.Game(players, first_dealer, self.dummy)

    def _rebuild(self) -> None:
        game = self._new(self.players, self.first_dealer)
        game.apply_all(self.events)
        if not game.rounds:
            game.start_round()
        self.game = game
