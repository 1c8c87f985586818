"""A game of rounds, as every game plays it: the seating, the deal passing one seat to the
left each round, the rounds in order (the next starts when an event comes after the last
ended), the totals of the ended rounds and the winners.

A game brings its own round, how many rounds it has, who scores (every player, or teams)
and its refusals, as a :class:`RoundRules`; its ``Game`` is a :class:`GameOfRounds`.
"""

from __future__ import annotations

import sys
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar, Generic, Protocol, TypeVar

from engine.errors import NotYourTurn, RoundOver, RuleError, Sentence
from engine.seating import Seats, dealer_seat


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


class Seated(Protocol):
    """Who takes a trick, and why: any game's ``Taking``."""

    @property
    def seat(self) -> int: ...


P = TypeVar("P")
W = TypeVar("W", bound=Seated)


@dataclass(frozen=True, slots=True)
class TakenTrick(Generic[P, W]):
    """A finished trick: its 1-based number, the cards in the order played (``P``), who
    took it and why (``W``, the game's ``Taking``); a game adds what it counts in it."""

    number: int
    cards: tuple[P, ...]
    taking: W

    @property
    def taker(self) -> int:
        """The seat that took the trick; it leads the next one."""
        return self.taking.seat


Ph = TypeVar("Ph", bound=StrEnum)


class RoundOfEvents(ABC, Generic[E, Ph]):
    """What every game's round does alike: its events applied in order, and a player's seat
    by name. A round brings :meth:`apply`, its ``seats`` and the sentence for a name that is
    not at its table."""

    seats: Seats
    phase: Ph
    """What the round waits for (the game's ``Phase``; each ends with ``ENDED = "ended"``)."""
    NOT_AT_TABLE: ClassVar[Sentence]
    """The refusal of a name nobody at the table has (facts: ``player``, ``table``)."""

    @abstractmethod
    def apply(self, event: E) -> None:
        """Apply one event, or raise a ``RuleError`` and change nothing."""

    def apply_all(self, events: Iterable[E]) -> None:
        """Apply events in order; stops at the first rejected one."""
        apply = self.apply
        for event in events:
            apply(event)

    @property
    def ended(self) -> bool:
        """Whether the round is over: its tricks played, or ended early as its rules allow
        (a claim or a settlement, a concession, a block)."""
        return self.phase == "ended"

    def seat(self, name: str) -> int:
        """The seat of a player, by name (case and surrounding spaces ignored)."""
        return self.seats.seat(name, self.NOT_AT_TABLE)

    def out_of_turn(self, sentence: Sentence, seat: int, turn: int, **facts: object) -> NotYourTurn:
        """The refusal of ``seat`` acting while it is ``turn``'s turn: ``sentence`` with both
        names (facts ``player`` and ``turn``) and the other ``facts``."""
        players = self.seats.players
        return NotYourTurn(sentence, player=players[seat], turn=players[turn], **facts)


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


class Acting(Protocol):
    """An event of a player."""

    @property
    def by(self) -> str: ...


A = TypeVar("A", bound=Acting)


class RaceSentences(Protocol):
    """A race's own refusals (its ``sentences`` table)."""

    @property
    def FIRST_DEALER_NOT_AT_TABLE(self) -> Sentence:
        """A first dealer nobody at the table has (facts: ``player``, ``table``)."""
        ...

    @property
    def DEAL_RUNNING(self) -> Sentence:
        """A deal while the one before runs (facts: ``round``, ``previous``)."""
        ...

    @property
    def GAME_OVER(self) -> Sentence:
        """A deal after the game was won (fact: ``winner``)."""
        ...

    @property
    def PLAY_GAME_OVER(self) -> Sentence:
        """An event after the game was won (facts: ``player``, ``winner``)."""
        ...


class Race(GameOfRounds[R, A], ABC):
    """A race to a score (Tysiacha's 1000, Homme de Brou's 300): no fixed number of deals.
    At the end of a deal one side may have won, the :attr:`winner`; the game is then over,
    and a deal or an event after it is refused naming the winner. A game brings its
    ``deal`` and its ``winner``."""

    def __init__(
        self,
        players: tuple[str, ...],
        first_dealer: int | str,
        sides: Sequence[str],
        apply: Callable[[R, A], None],
        ended: object,
        say: RaceSentences,
    ) -> None:
        """``sides``: who scores, by name (the players, or the partnerships)."""
        self._side_names = tuple(sides)
        rules: RoundRules[R, A] = RoundRules(
            rounds=sys.maxsize,
            sides=len(sides),
            deal=self.deal,
            apply=apply,
            ended=ended,
            round_running=say.DEAL_RUNNING,
            game_over=lambda: RoundOver(say.GAME_OVER, winner=self._winner_name()),
            too_late=lambda event: RoundOver(
                say.PLAY_GAME_OVER, player=event.by, winner=self._winner_name()
            ),
            over=lambda: self.finished,
        )
        first = dealer_seat(players, first_dealer, say.FIRST_DEALER_NOT_AT_TABLE)
        super().__init__(players, first, rules)

    @abstractmethod
    def deal(self, players: tuple[str, ...], dealer: int) -> R:
        """A new deal of ``players`` by the seat ``dealer``."""

    @property
    @abstractmethod
    def winner(self) -> int | None:
        """The side that has won, once one has."""

    def _winner_name(self) -> str | None:
        side = self.winner
        return None if side is None else self._side_names[side]

    @property
    def finished(self) -> bool:
        """A side has won: the game is over."""
        return self.winner is not None

    def winners(self) -> tuple[int, ...]:
        """The winning side once the game is over (never two)."""
        side = self.winner
        return () if side is None else (side,)
