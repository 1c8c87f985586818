"""A game: as many rounds as players, the dealer moving one seat to the left each round."""

from __future__ import annotations

from collections.abc import Sequence

from engine.errors import Listed, RoundOver
from engine.mit_list_und_tuecke import sentences as say
from engine.mit_list_und_tuecke.cards import check_player_count
from engine.mit_list_und_tuecke.events import Blocked, Event, Keep, Play, Take
from engine.mit_list_und_tuecke.round import Phase, Round
from engine.rounds import GameOfRounds, RoundRules
from engine.seating import dealer_seat, table_names


def check_names(players: Sequence[str]) -> tuple[str, ...]:
    """Trimmed player names: 4 to 6 of them, distinct ignoring case, none empty."""
    return table_names(players, check_player_count, say.NAME_MISSING, say.NAME_TWICE)


class Game(GameOfRounds[Round, Event]):
    """A whole game: the seating, the first dealer, the rounds, the totals."""

    def __init__(self, players: Sequence[str], first_dealer: int | str = 0) -> None:
        names = check_names(players)
        n = len(names)
        rules: RoundRules[Round, Event] = RoundRules(
            rounds=n,
            sides=n,
            deal=Round,
            apply=Round.apply,
            ended=Phase.ENDED,
            round_running=say.ROUND_RUNNING,
            game_over=lambda: RoundOver(say.GAME_OVER, players=n),
            too_late=lambda event: _game_over(event, n),
        )
        super().__init__(
            names, dealer_seat(names, first_dealer, say.FIRST_DEALER_NOT_AT_TABLE), rules
        )


def _game_over(event: Event, players: int) -> RoundOver:
    """The error for an event offered after the last round ended."""
    match event:
        case Play(by, card):
            return RoundOver(say.PLAY_GAME_OVER, player=by, card=card, players=players)
        case Take(by, cards):
            return RoundOver(say.TAKE_GAME_OVER, player=by, cards=Listed(cards), players=players)
        case Keep(by, colors):
            return RoundOver(say.KEEP_GAME_OVER, player=by, colors=colors, players=players)
        case Blocked(by):
            return RoundOver(say.BLOCKED_GAME_OVER, player=by, players=players)
