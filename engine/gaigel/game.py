"""A sitting of Gaigel: deals by four players in two fixed sides, as many as the table plays.

There is no last deal: the sitting is finished whenever its last deal has ended, and the
winners are the players with the most game points then.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from engine.errors import BadTable, RoundOver, RuleError
from engine.gaigel import sentences as say
from engine.gaigel.events import Event
from engine.gaigel.round import PLAYERS, Phase, Round
from engine.rounds import GameOfRounds, RoundRules
from engine.seating import dealer_seat, table_names


def _four(players: int) -> None:
    if players != PLAYERS:
        raise BadTable(say.PLAYER_COUNT, players=players)


def check_names(players: Sequence[str]) -> tuple[str, ...]:
    """Trimmed player names in playing order: 4 of them, distinct ignoring case, none empty."""
    return table_names(players, _four, say.NAME_MISSING, say.NAME_TWICE)


def _game_over() -> RuleError:
    return RoundOver(say.GAME_OVER)


def _too_late(event: Event) -> RuleError:
    return RoundOver(say.GAME_OVER, player=event.by)


class Game(GameOfRounds[Round, Event]):
    """A sitting: the seating in playing order, the first dealer, the deals, each player's
    game points, the winners."""

    def __init__(self, players: Sequence[str], first_dealer: int | str = 0) -> None:
        names = check_names(players)
        rules: RoundRules[Round, Event] = RoundRules(
            rounds=sys.maxsize,
            sides=PLAYERS,
            deal=Round,
            apply=Round.apply,
            ended=Phase.ENDED,
            round_running=say.DEAL_RUNNING,
            game_over=_game_over,
            too_late=_too_late,
        )
        super().__init__(
            names, dealer_seat(names, first_dealer, say.FIRST_DEALER_NOT_AT_TABLE), rules
        )

    @property
    def finished(self) -> bool:
        """At least one deal, and the last has ended (a sitting has no other end)."""
        return bool(self.rounds) and self.rounds[-1].ended

    def teams(self) -> tuple[str, str]:
        """The two sides' names: "1st & 3rd" and "2nd & 4th" player."""
        names = self.players
        return f"{names[0]} & {names[2]}", f"{names[1]} & {names[3]}"
