"""A game of rounds, as every game plays it: the seating, the deal passing one seat to the
left each round, the rounds in order (the next starts when an event comes after the last
ended), the totals of the ended rounds and the winners.

A game brings its own round, how many rounds it has, who scores (every player, or teams)
and its refusals, as a :class:`RoundRules`; its ``Game`` is a :class:`GameOfRounds`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Generic, Protocol, TypeVar

from engine.errors import RoundOver, RuleError, Sentence


class End(StrEnum):
    """How a round of tricks stands: still running (in Gaigel also while a claim is awaited),
    or over (every trick played, or conceded, or claimed)."""

    OPEN = "open"
    COMPLETE = "complete"


class Points(Protocol):
    """A side's score in a round."""

    @property
    def points(self) -> int: ...


class PlayedRound(Protocol):
    """What a game needs of its rounds."""

    @property
    def phase(self) -> object:
        """What the round waits for; the rules' ``ended`` phase once it is over."""
        ...

    @property
    def ended(self) -> bool: ...

    def scores(self) -> Sequence[Points]: ...


R = TypeVar("R", bound=PlayedRound)
E = TypeVar("E")


@dataclass(frozen=True, slots=True)
class RoundRules(Generic[R, E]):
    """What one game brings to a game of rounds."""

    rounds: int
    """How many rounds the game has."""
    sides: int
    """Who scores: the players, or the teams."""
    deal: Callable[[tuple[str, ...], int], R]
    """A new round: the players and the dealer's seat."""
    apply: Callable[[R, E], None]
    """Apply an event to a round, or raise a ``RuleError`` and change nothing."""
    round_running: Sentence
    """The refusal of a round while the one before runs (facts: ``round``, ``previous``)."""
    game_over: Callable[[], RuleError]
    """The refusal of a round after the last."""
    too_late: Callable[[E], RuleError]
    """The refusal of an event after the last round ended."""
    over: Callable[[], bool] | None = None
    """A race to a score (no fixed number of rounds): whether it is won, after a round."""
    ended: object = None
    """The phase of a round that is over, if the round has one: the replay's loop then
    compares it instead of asking ``ended`` once per event, which costs a call each."""


class GameOfRounds(Generic[R, E]):
    """A whole game: the seating, the first dealer, the rounds, the totals, the winners."""

    def __init__(
        self, players: tuple[str, ...], first_dealer: int, rules: RoundRules[R, E]
    ) -> None:
        self.players = players
        self.n = len(players)
        self.first_dealer = first_dealer
        self.rules = rules
        self.rounds: list[R] = []

    def dealer_of(self, index: int) -> int:
        """The dealer's seat in round ``index`` (0-based)."""
        return (self.first_dealer + index) % self.n

    @property
    def round(self) -> R | None:
        """The latest round started, if any."""
        return self.rounds[-1] if self.rounds else None

    def start_round(self) -> R:
        """Begin the next round; the previous one must have ended."""
        if self.rounds and not self.rounds[-1].ended:
            raise RoundOver(
                self.rules.round_running, round=len(self.rounds) + 1, previous=len(self.rounds)
            )
        if self.no_more_rounds():
            raise self.rules.game_over()
        new = self.rules.deal(self.players, self.dealer_of(len(self.rounds)))
        self.rounds.append(new)
        return new

    def apply(self, event: E) -> R:
        """Apply an event to the running round, starting the next round when one has ended."""
        if self.rounds:
            current = self.rounds[-1]
            if not current.ended:
                self.rules.apply(current, event)
                return current
        if self.no_more_rounds():
            raise self.rules.too_late(event)
        current = self.start_round()
        try:
            self.rules.apply(current, event)
        except Exception:
            self.rounds.pop()
            raise
        return current

    def apply_all(self, events: Iterable[E]) -> None:
        """Apply events in order; stops at the first rejected one."""
        current = self.rounds[-1] if self.rounds else None
        apply, ended = self.rules.apply, self.rules.ended
        for event in events:
            if current is not None and (
                current.phase is not ended if ended is not None else not current.ended
            ):
                apply(current, event)
            else:
                current = self.apply(event)

    def no_more_rounds(self) -> bool:
        """Whether no round may start: the last was played, or a race to a score is over."""
        over = self.rules.over
        return len(self.rounds) >= self.rules.rounds or (
            over is not None and bool(self.rounds) and self.rounds[-1].ended and over()
        )

    @property
    def finished(self) -> bool:
        """Every round played and ended."""
        return len(self.rounds) == self.rules.rounds and self.rounds[-1].ended

    def ended_rounds(self) -> int:
        """How many rounds have ended (always the first ones)."""
        return sum(1 for r in self.rounds if r.ended)

    def round_scores(self) -> list[tuple[int, ...] | None]:
        """Each round's points by side, or ``None`` for a round still running."""
        return [tuple(s.points for s in r.scores()) if r.ended else None for r in self.rounds]

    def totals(self) -> tuple[int, ...]:
        """Points by side, summed over the ended rounds."""
        totals = [0] * self.rules.sides
        for r in self.rounds:
            if r.ended:
                for side, s in enumerate(r.scores()):
                    totals[side] += s.points
        return tuple(totals)

    def winners(self) -> tuple[int, ...]:
        """Sides with the highest total once the game is finished (a tie shares the win)."""
        if not self.finished:
            return ()
        totals = self.totals()
        best = max(totals)
        return tuple(side for side, t in enumerate(totals) if t == best)
