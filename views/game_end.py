"""The end of every game: the final standings of players or teams, the winner(s), the
points by round, the record and a new game; each game adds its last round."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

import flet as ft

from assistant.games.kinds import kind_of_game
from assistant.languages import N_, NP_, Translator, translator
from engine.rounds import GameOfRounds
from views.picture import GAME_OVER
from views.round_over import round_end_top
from views.round_words import BY_ROUND, NUMBERED, SAME_TABLE, said_in

ENGLISH = translator("en")

WINS_ALONE = N_("{player} wins with {points} points")
SHARED_WIN = NP_(
    "{players} share the win with {points} point", "{players} share the win with {points} points"
)
EVENING_SO_FAR = N_("The evening so far")
"""The headline of one winner: ``{player}`` and ``{points}``."""


class LastRound(Protocol):
    """Which round ended the game, of how many."""

    @property
    def round_no(self) -> int: ...

    @property
    def rounds(self) -> int | None:
        """How many rounds the game has; ``None`` for a game played to a score."""
        ...


@dataclass(frozen=True, slots=True)
class FinalStanding:
    """A player's place in the final standings."""

    rank: int
    name: str
    total: int
    rounds: tuple[int, ...]
    winner: bool


@dataclass(frozen=True, slots=True)
class GameEnd:
    """The final standings and the winner(s)."""

    standings: tuple[FinalStanding, ...]
    winners: tuple[str, ...]
    headline: str


def competition_ranks(values: Sequence[int]) -> list[int]:
    """Ranks, highest first, equal values sharing a rank: ``[5, 9, 5] -> [2, 1, 2]``.

    >>> competition_ranks([10, 7, 10, 3])
    [1, 3, 1, 4]
    """
    return [1 + sum(1 for other in values if other > v) for v in values]


def final_standings(
    game: GameOfRounds[Any, Any], sides: Sequence[str], alone: str, tr: Translator = ENGLISH
) -> GameEnd:
    """Final standings and winners of a finished game whose ``sides`` (players or teams)
    score; ``alone`` is the headline of one winner (``{player}``, ``{points}``, or
    ``{team}`` in place of ``{player}``)."""
    if not game.finished:
        raise ValueError("the game is not finished")
    totals = game.totals()
    ranks = competition_ranks(list(totals))
    per_round = game.round_scores()
    winners = tuple(sides[s] for s in game.winners())
    standings = sorted(
        (
            FinalStanding(
                rank=ranks[i],
                name=name,
                total=totals[i],
                rounds=tuple(p[i] for p in per_round if p is not None),
                winner=name in winners,
            )
            for i, name in enumerate(sides)
        ),
        key=lambda s: s.rank,
    )
    points = tr.number(max(totals))
    if len(winners) == 1:
        headline = tr.format(alone, player=winners[0], team=winners[0], points=points)
    else:
        headline = tr.ngettext(*SHARED_WIN, max(totals)).format(
            players=tr.and_list(winners), points=points
        )
    return GameEnd(tuple(standings), winners, headline)


def sum_said(points: Sequence[int], tr: Translator = ENGLISH) -> str:
    """A sum as written by hand: ``34 + 31 − 100``, a minus for a loss.

    >>> sum_said([34, 31, -100, 0])
    '34 + 31 − 100 + 0'
    """
    said = ""
    for index, p in enumerate(points):
        if index:
            said += " − " if p < 0 else " + "
        elif p < 0:
            said += "−"
        said += tr.number(abs(p))
    return said


def final_view(
    game: str,
    end: GameEnd,
    last: LastRound,
    last_round: list[ft.Control],
    on_export_tapped: Callable[[], None],
    on_same_table_tapped: Callable[[], None],
    tr: Translator = ENGLISH,
    heading: str = GAME_OVER,
) -> ft.Control:
    """Any game's end: the standings (players or teams), the points by round, what to do
    next, and the last round (``last_round``: that game's own controls), in the words of
    ``game`` (a record id: rounds or deals). ``heading``: "The game is over", or for a
    sitting that goes on as long as the table likes (Gaigel) "The evening so far"."""
    standings = [
        ft.Container(
            content=ft.Row(
                [
                    ft.Text(f"{s.rank}.", size=18, width=30),
                    ft.Icon(ft.Icons.EMOJI_EVENTS, color="#C9A227")
                    if s.winner
                    else ft.Container(width=24),
                    ft.Text(s.name, size=18, weight=ft.FontWeight.BOLD, expand=True),
                    ft.Text(tr.number(s.total), size=18, weight=ft.FontWeight.BOLD),
                ]
            ),
            padding=8,
            border_radius=8,
            bgcolor=ft.Colors.PRIMARY_CONTAINER if s.winner else None,
        )
        for s in end.standings
    ]
    by_round = ft.Column(
        [
            ft.Text(f"{s.name}: {sum_said(s.rounds, tr)} = {tr.number(s.total)}", size=14)
            for s in end.standings
        ],
        spacing=2,
    )
    return ft.Column(
        [
            ft.Text(tr._(heading), size=28, weight=ft.FontWeight.BOLD),
            ft.Text(end.headline, size=20, weight=ft.FontWeight.W_600),
            *standings,
            ft.Text(BY_ROUND.said(tr, game), size=18, weight=ft.FontWeight.BOLD),
            by_round,
            ft.Row(
                [
                    ft.FilledButton(
                        content=said_in(tr, game, SAME_TABLE),
                        icon=ft.Icons.REPLAY,
                        on_click=lambda _: on_same_table_tapped(),
                    ),
                    ft.OutlinedButton(
                        content=tr._("Export record"),
                        icon=ft.Icons.DOWNLOAD,
                        on_click=lambda _: on_export_tapped(),
                    ),
                ],
                wrap=True,
            ),
            ft.Text(
                NUMBERED.said(tr, game, round=last.round_no)
                if last.rounds is None
                else tr.format(
                    N_("Round {round} of {rounds}"), round=last.round_no, rounds=last.rounds
                ),
                size=18,
                weight=ft.FontWeight.BOLD,
            ),
            *last_round,
        ],
        spacing=10,
    )


class EndTaps(Protocol):
    """The taps an ending offers: the next round, the record, a new game at the same table."""

    def on_next_round_tapped(self) -> None: ...
    def on_export_tapped(self) -> None: ...
    def on_same_table_tapped(self) -> None: ...


class Endings(Protocol):
    """How a game shows the end of a round and the end of the game, from its state."""

    def round_end(self, game: Any, taps: EndTaps, tr: Translator) -> ft.Control:
        """The round just ended."""
        ...

    def game_end(self, game: Any, taps: EndTaps, tr: Translator) -> ft.Control:
        """The game's end: the final standings and the last round."""
        ...


class RoundOver(Protocol):
    """What every game's round end says of the round."""

    @property
    def round_no(self) -> int: ...
    @property
    def rounds(self) -> int | None: ...
    @property
    def next_dealer(self) -> str | None: ...


R = TypeVar("R", bound=RoundOver)
"""One game's round end, as its ``model.py`` words it."""
R_co = TypeVar("R_co", bound=RoundOver, covariant=True)


class RoundEndOf(Protocol[R_co]):
    """A game's ``round_end_of``: the words of a round's end (``None``: the last round)."""

    def __call__(self, game: Any, index: int | None = None, tr: Translator = ENGLISH) -> R_co: ...


@dataclass(frozen=True, slots=True)
class ScoredEnds(Generic[R]):
    """The ends of a game scored round by round: a round end under its top (which round is
    over, how it ended, the next round's button) shows "Scores" and the game's own cards; the
    game end shows the final standings (``final_view``) and the last round. Each game gives
    only what is its own: its words (``model.py``) and its cards (``ends.py``)."""

    round_end_of: RoundEndOf[R]
    game_end_of: Callable[[Any, Translator], GameEnd]
    how: Callable[[R], str]
    """How the round ended, said under its top."""
    scores: Callable[[R, Translator], list[ft.Control]]
    """What the round end shows under "Scores"."""
    last: Callable[[R, Translator], list[ft.Control]]
    """What the game end shows of the last round."""

    def round_end(self, game: Any, taps: EndTaps, tr: Translator) -> ft.Control:
        """The round-end screen's body; its button starts the next round (with its dealer)."""
        end = self.round_end_of(game, tr=tr)
        parts = round_end_top(
            kind_of_game(game).ID,
            end.round_no,
            end.rounds,
            self.how(end),
            end.next_dealer,
            taps.on_next_round_tapped,
            tr,
        )
        parts += [
            ft.Text(tr._("Scores"), size=18, weight=ft.FontWeight.BOLD),
            *self.scores(end, tr),
        ]
        return ft.Column(parts, spacing=10)

    def game_end(self, game: Any, taps: EndTaps, tr: Translator) -> ft.Control:
        """The final standings, the last round, and what to do next."""
        last = self.round_end_of(game, tr=tr)
        return final_view(
            kind_of_game(game).ID,
            self.game_end_of(game, tr),
            last,
            self.last(last, tr),
            taps.on_export_tapped,
            taps.on_same_table_tapped,
            tr,
        )
