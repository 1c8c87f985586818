"""Which screen a game in progress calls for, and which round its table shows: the same
for every game kind (each brings its own engine ``Game`` and ``Round``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import StrEnum
from typing import Protocol, TypeVar


class Screen(StrEnum):
    """Which screen a game in its current state calls for."""

    TABLE = "table"
    ROUND_END = "round_end"
    GAME_END = "game_end"


class Played(Protocol):
    """A round as far as the flow asks: has it ended?"""

    @property
    def ended(self) -> bool: ...


R = TypeVar("R", bound=Played)


class Playing(Protocol[R]):
    """A game as far as the flow asks."""

    players: tuple[str, ...]
    rounds: list[R]

    @property
    def round(self) -> R | None: ...

    @property
    def finished(self) -> bool: ...

    def dealer_of(self, index: int) -> int: ...


def screen_of(game: Playing[R], next_round: bool = False) -> Screen:
    """The screen a game calls for; ``next_round`` once the table has seen a round's end."""
    current = game.round
    if game.finished:
        return Screen.GAME_END
    if current is not None and current.ended and not next_round:
        return Screen.ROUND_END
    return Screen.TABLE


def playing_round(game: Playing[R], fresh: Callable[[Sequence[str], int], R]) -> R:
    """The round the table plays: the running one, or ``fresh(players, dealer)`` once the last
    has ended (the engine starts the next round with its first event; until then the table
    shows it as the engine would start it: the next dealer, nothing played)."""
    current = game.round
    if current is not None and (not current.ended or game.finished):
        return current
    return fresh(game.players, game.dealer_of(len(game.rounds)))


def round_number(game: Playing[R], rnd: R) -> int:
    """The 1-based number of ``rnd`` in the game (a fresh round counts as the next)."""
    for index, played in enumerate(game.rounds):
        if played is rnd:
            return index + 1
    return len(game.rounds) + 1
