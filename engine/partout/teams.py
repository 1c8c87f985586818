"""Teams of partners sitting opposite each other; with 3 players each plays alone."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache

from engine.partout.cards import variant


@dataclass(frozen=True, slots=True)
class Team:
    """A team: its seats in seating order and its name, the players' names joined by " & "."""

    seats: tuple[int, ...]
    players: tuple[str, ...]

    @property
    def name(self) -> str:
        """``'Anna & Cleo'``; with 3 players just the player's name."""
        return " & ".join(self.players)


def teams_of(players: Sequence[str]) -> tuple[Team, ...]:
    """The teams at a table, in seating order of each team's first player.

    >>> [t.name for t in teams_of(["Anna", "Ben", "Cleo", "Dan", "Eve", "Finn"])]
    ['Anna & Dan', 'Ben & Eve', 'Cleo & Finn']
    >>> [t.name for t in teams_of(["Anna", "Ben", "Cleo"])]
    ['Anna', 'Ben', 'Cleo']
    """
    return _teams(tuple(players))


@lru_cache(maxsize=256)
def _teams(players: tuple[str, ...]) -> tuple[Team, ...]:
    """The teams of a seating, made once per seating (every round asks)."""
    return tuple(
        Team(seats, tuple(players[s] for s in seats)) for seats in variant(len(players)).teams
    )


@cache
def team_index(players: int) -> tuple[int, ...]:
    """For each seat, the index of its team.

    >>> team_index(4), team_index(6)
    ((0, 1, 0, 1), (0, 1, 2, 0, 1, 2))
    """
    index = [0] * players
    for team, seats in enumerate(variant(players).teams):
        for seat in seats:
            index[seat] = team
    return tuple(index)
