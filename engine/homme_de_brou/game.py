"""A game of Homme de Brou: deals until, at the end of one, a side has 300 or more and the
sides' totals differ."""

from __future__ import annotations

from collections.abc import Sequence

from engine.errors import BadTable
from engine.homme_de_brou import sentences as say
from engine.homme_de_brou.events import Event
from engine.homme_de_brou.round import SEATS, Phase, Round
from engine.homme_de_brou.scoring import side_of, tied, winner
from engine.rounds import Race
from engine.seating import dealer_seat, table_names


def _four(seats: int) -> None:
    if seats != SEATS:
        raise BadTable(say.PLAYER_COUNT, players=seats)


def check_names(players: Sequence[str]) -> tuple[str, ...]:
    """Trimmed seat names: 4 of them (one may be the dummy's), distinct ignoring case."""
    return table_names(players, _four, say.NAME_MISSING, say.NAME_TWICE)


def side_names(players: Sequence[str]) -> tuple[str, str]:
    """The sides named by their seats, first seat first: ``('Anna & Cleo', 'Ben & Dan')``.

    >>> side_names(["Anna", "Ben", "Cleo", "Dan"])
    ('Anna & Cleo', 'Ben & Dan')
    """
    return f"{players[0]} & {players[2]}", f"{players[1]} & {players[3]}"


class Game(Race[Round, Event]):
    """A whole game: four seats in playing order (partners opposite), the first dealer, the
    dummy's seat in a game of three, the deals, the totals by side, the winner.

    There is no fixed number of deals: the game is called at the end of each deal, and no
    deal follows the one that won it.
    """

    def __init__(
        self,
        players: Sequence[str],
        first_dealer: int | str = 0,
        dummy: int | str | None = None,
    ) -> None:
        names = check_names(players)
        self.dummy: int | None = (
            None if dummy is None else dealer_seat(names, dummy, say.DUMMY_NOT_AT_TABLE)
        )
        self.sides: tuple[str, str] = side_names(names)
        super().__init__(names, first_dealer, self.sides, Round.apply, Phase.ENDED, say)

    def deal(self, players: tuple[str, ...], dealer: int) -> Round:
        """A new deal, with the game's dummy."""
        return Round(players, dealer, self.dummy)

    @property
    def winner(self) -> int | None:
        """The side that won: after a complete deal, 300 or more and the higher total."""
        last = self.round
        if last is None or not last.ended:
            return None
        return winner(self.totals())

    @property
    def tied(self) -> bool:
        """Both sides have 300 or more, equally, after the complete deals: another deal
        follows (and the totals stay tied while it is open)."""
        return tied(self.totals())

    @property
    def partner(self) -> int | None:
        """The seat that plays the dummy's cards all game (``None`` when four play)."""
        return None if self.dummy is None else (self.dummy + 2) % SEATS

    def side_of(self, seat: int) -> int:
        """The side a seat plays for."""
        return side_of(seat)
