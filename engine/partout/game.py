"""A game of Partout: 6, 8 or 6 rounds, the deal passing one seat on each round."""

from __future__ import annotations

from collections.abc import Sequence

from engine.errors import RoundOver
from engine.partout import sentences as say
from engine.partout.cards import variant
from engine.partout.events import Event
from engine.partout.round import Phase, Round
from engine.partout.teams import Team, teams_of
from engine.rounds import GameOfRounds, RoundRules
from engine.seating import dealer_seat, table_names


def check_names(players: Sequence[str]) -> tuple[str, ...]:
    """Trimmed player names: 3, 4 or 6 of them, distinct ignoring case, none empty."""
    return table_names(players, variant, say.NAME_MISSING, say.NAME_TWICE)


class Game(GameOfRounds[Round, Event]):
    """A whole game: the seating and teams, the first dealer, the rounds, the totals."""

    def __init__(self, players: Sequence[str], first_dealer: int | str = 0) -> None:
        names = check_names(players)
        n = len(names)
        self.variant = variant(n)
        self.teams: tuple[Team, ...] = teams_of(names)
        rounds = self.variant.rounds
        rules: RoundRules[Round, Event] = RoundRules(
            rounds=rounds,
            sides=len(self.teams),
            deal=Round,
            apply=Round.apply,
            ended=Phase.ENDED,
            round_running=say.ROUND_RUNNING,
            game_over=lambda: RoundOver(say.GAME_OVER, players=n, rounds=rounds),
            too_late=lambda event: RoundOver(
                say.PLAY_GAME_OVER, player=event.by, players=n, rounds=rounds
            ),
        )
        super().__init__(
            names, dealer_seat(names, first_dealer, say.FIRST_DEALER_NOT_AT_TABLE), rules
        )
