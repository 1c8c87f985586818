"""A game of Tysiacha: deals until a soloist makes his bid and passes 1000."""

from __future__ import annotations

from collections.abc import Sequence

from engine.errors import BadTable
from engine.rounds import Race
from engine.seating import table_names
from engine.tysiacha import sentences as say
from engine.tysiacha.events import Event
from engine.tysiacha.round import PLAYERS, Phase, Round
from engine.tysiacha.scoring import CAP


def _three(players: int) -> None:
    if players != PLAYERS:
        raise BadTable(say.PLAYER_COUNT, players=players)


def check_names(players: Sequence[str]) -> tuple[str, ...]:
    """Trimmed player names: 3 of them, distinct ignoring case, none empty."""
    return table_names(players, _three, say.NAME_MISSING, say.NAME_TWICE)


class Game(Race[Round, Event]):
    """A whole game: the seating, the first dealer, the deals, the totals, the winner.

    There is no fixed number of deals: the game ends with the deal in which the soloist
    makes his final bid and his total then exceeds 1000; no deal may follow it.
    """

    def __init__(
        self, players: Sequence[str], first_dealer: int | str = 0, rounding: bool = False
    ) -> None:
        names = check_names(players)
        self.rounding = rounding
        super().__init__(names, first_dealer, names, Round.apply, Phase.ENDED, say)

    def deal(self, players: tuple[str, ...], dealer: int) -> Round:
        """A new deal, with the totals before it (for the cap) and the game's rounding."""
        return Round(players, dealer, self.totals(), self.rounding)

    @property
    def winner(self) -> int | None:
        """The soloist who made his final bid and passed 1000 in the last deal, if any."""
        last = self.round
        if last is None or not last.made or last.soloist is None:
            return None
        soloist = last.soloist
        after = last.totals[soloist] + last.scores()[soloist].points
        return soloist if after > CAP else None

    def places(self) -> tuple[int, ...]:
        """Each seat's place (1 is first): the winner first, the others by total; equal
        totals share a place. Before anyone wins, all by total."""
        totals = self.totals()
        winner = self.winner

        def key(seat: int) -> tuple[bool, int]:
            return (seat != winner, -totals[seat])

        return tuple(
            1 + sum(1 for other in range(PLAYERS) if key(other) < key(seat))
            for seat in range(PLAYERS)
        )
