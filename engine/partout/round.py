"""One round of Partout as a small state machine: trump number, trump color, predict, play."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache
from typing import NoReturn

from engine.errors import (
    CardAlreadyPlayed,
    CardNotInDeck,
    NotationError,
    NotYourTurn,
    RoundOver,
    Sentence,
    WrongPhase,
)
from engine.partout import sentences as say
from engine.partout.cards import COLORS, Card, Color, Emblem, Special, deck, sorted_deck, variant
from engine.partout.errors import InvalidChoice, InvalidPrediction, InvalidTrump
from engine.partout.events import Event, Play, Predict, TrumpColor, TrumpNumber
from engine.partout.scoring import Score, score
from engine.partout.teams import Team, team_index, teams_of
from engine.partout.trick import Played, Source, Taking, Trump, takes, trump_for
from engine.rounds import End, RoundOfEvents, TakenTrick
from engine.seating import Seats


class Phase(StrEnum):
    """What the round waits for."""

    TRUMP_NUMBER = "trump_number"
    TRUMP_COLOR = "trump_color"
    PREDICT = "predict"
    PLAY = "play"
    ENDED = "ended"


@dataclass(frozen=True, slots=True)
class TrickResult(TakenTrick[Played, Taking]):
    """A finished trick: its 1-based number, the cards in the order played, who took it and why."""


_PLAY = Phase.PLAY
_new = tuple.__new__  # makes a Played without the named tuple's Python-level __new__
_CHANGERS = frozenset({Special.MATHEMATICIAN, Special.ALCHEMIST})
_CHOOSERS = _CHANGERS | {Special.DUNGEON}


class Round(RoundOfEvents[Event, Phase]):
    """A round of Partout: apply events, ask what is allowed, who is due, who takes what.

    Every event is checked completely before anything changes, so a rejected event
    (a :class:`~engine.errors.RuleError`) leaves the round exactly as it was.
    """

    NOT_AT_TABLE = say.NOT_AT_TABLE

    def __init__(self, players: Sequence[str], dealer: int) -> None:
        self.variant = variant(len(players))
        if not 0 <= dealer < len(players):
            raise ValueError(f"dealer seat {dealer} is not at a table of {len(players)}")
        self.players: tuple[str, ...] = tuple(players)
        self.n = len(players)
        self.dealer = dealer
        self.first = (dealer + 1) % self.n
        """P1: names the trump number, predicts first, leads the first trick."""
        self.second = (dealer + 2) % self.n
        """P2: names the trump color."""
        self.teams: tuple[Team, ...] = teams_of(self.players)
        self.deck = deck(self.n)
        self.phase = Phase.TRUMP_NUMBER
        self.end = End.OPEN
        self.number: int | None = None
        """The trump number as announced."""
        self.color: Color | None = None
        """The trump color as announced."""
        self.predictions: dict[int, int] = {}
        """Tricks predicted by seat, in the order they were said."""
        self.leader = self.first
        self.trick: list[Played] = []
        self.played: set[Card] = set()
        self.played_by_seat = [0] * self.n
        self.tricks: list[TrickResult] = []
        self.events: list[Event] = []
        self._start: Trump | None = None  # the trump in force when the current trick began
        self._changing = False  # a Mathematician or Alchemist lies in the current trick
        self._scores: tuple[Score, ...] | None = None
        self._highest = self.variant.highest
        self._trick_size = self.variant.trick_size
        self._team_tricks = [0] * len(self.teams)
        self._minimums = [0] * len(self.teams)
        self._team = team_index(self.n)
        self.seats = Seats(self.players)
        self._exact = self.seats.exact

    # ----------------------------------------------------------------- events

    def apply(self, event: Event) -> None:
        """Apply one event, or raise a ``RuleError`` and change nothing."""
        if type(event) is Play:  # the replay hot path skips the pattern match
            by = event.by
            seat = self._exact.get(by) if type(by) is str else None
            self._play(self.seat(by) if seat is None else seat, event)
        else:
            match event:
                case Play():
                    self._play(self.seat(event.by), event)
                case TrumpNumber(by, number):
                    self._trump_number(self.seat(by), number)
                case TrumpColor(by, color):
                    self._trump_color(self.seat(by), color)
                case Predict(by, tricks):
                    self._predict(self.seat(by), tricks)
                case _:
                    raise TypeError(f"not a Partout event: {event!r}")
        self.events.append(event)

    def _trump_number(self, seat: int, number: int) -> None:
        name = self.players[seat]
        if self.phase is Phase.ENDED:
            raise RoundOver(say.ROUND_ENDED, player=name)
        if self.phase is not Phase.TRUMP_NUMBER:
            raise WrongPhase(say.NUMBER_ALREADY_NAMED, player=name, number=self.number)
        if seat != self.first:
            raise NotYourTurn(say.NUMBER_NOT_YOURS, player=name, turn=self.players[self.first])
        if not self._in_deck(number):
            raise InvalidTrump(
                say.NUMBER_NOT_IN_DECK,
                player=name,
                number=number,
                players=self.n,
                highest=self.variant.highest,
            )
        self.number = number
        self.phase = Phase.TRUMP_COLOR

    def _trump_color(self, seat: int, color: Color) -> None:
        name = self.players[seat]
        self._check_number_named(name, say.COLOR_BEFORE_NUMBER)
        if self.phase is not Phase.TRUMP_COLOR:
            raise WrongPhase(say.COLOR_ALREADY_NAMED, player=name, color=self.color)
        if seat != self.second:
            raise NotYourTurn(say.COLOR_NOT_YOURS, player=name, turn=self.players[self.second])
        color = _color(color)
        assert self.number is not None  # the phase is TRUMP_COLOR: the number is named
        self.color = color
        self._start = Trump(self.number, color, Source(self.first), Source(self.second))
        self.phase = Phase.PREDICT

    def _predict(self, seat: int, tricks: int) -> None:
        name = self.players[seat]
        self._check_number_named(name, say.PREDICT_NUMBER_DUE)
        match self.phase:
            case Phase.TRUMP_COLOR:
                turn = self.players[self.second]
                raise WrongPhase(say.PREDICT_COLOR_DUE, player=name, turn=turn)
            case Phase.PLAY:
                raise WrongPhase(say.PREDICT_ALL_IN, player=name)
        turn_seat = self._predictor
        if seat != turn_seat:
            turn = self.players[turn_seat]
            raise NotYourTurn(say.PREDICT_NOT_YOUR_TURN, player=name, turn=turn)
        if type(tricks) is not int or not 0 <= tricks <= self.variant.tricks:
            raise InvalidPrediction(
                say.PREDICT_RANGE, player=name, tricks=tricks, most=self.variant.tricks
            )
        self.predictions[seat] = tricks
        self._minimums[self._team[seat]] += tricks
        if len(self.predictions) == self.n:
            self.phase = Phase.PLAY

    def _play(self, seat: int, event: Play) -> None:
        # The hot path of every replay: the messages are only built for a rejected card.
        card = event.card
        if self.phase is not _PLAY:
            self._reject_phase(seat, card)
        trick = self.trick
        turn = (self.leader + len(trick)) % self.n
        if seat != turn:
            raise self.out_of_turn(say.PLAY_NOT_YOUR_TURN, seat, turn, card=card)
        if (
            isinstance(card, Emblem)
            and event.number is None
            and event.color is None
            and event.target is None
        ):
            # a plain emblem card, the most frequent event: its number tells whether it is in
            # the deck, and adding it to the played cards whether it was played before
            if not 1 <= card.number <= self._highest:
                self._not_in_deck(seat, card)
            played = self.played
            known = len(played)
            played.add(card)
            if len(played) == known:
                self._already_played(seat, card)
            trick.append(_new(Played, (seat, card, None, None, None)))
        else:
            if card not in self.deck:
                self._not_in_deck(seat, card)
            if card in self.played:
                self._already_played(seat, card)
            trick.append(self._check_choice(seat, event))
            self.played.add(card)
            self._changing = self._changing or card in _CHANGERS
        self.played_by_seat[seat] += 1
        if len(trick) == self._trick_size:
            self._finish_trick()

    def _not_in_deck(self, seat: int, card: Card) -> NoReturn:
        raise CardNotInDeck(say.NOT_IN_DECK, player=self.players[seat], card=card, players=self.n)

    def _already_played(self, seat: int, card: Card) -> NoReturn:
        raise CardAlreadyPlayed(say.ALREADY_PLAYED, player=self.players[seat], card=card)

    def _check_number_named(self, name: str, number_due: Sentence) -> None:
        """Refuse ``name``'s choice once the round has ended, or while the first seat is still
        to name the trump number (``number_due``, facts ``player`` and ``turn``)."""
        if self.phase is Phase.ENDED:
            raise RoundOver(say.ROUND_ENDED, player=name)
        if self.phase is Phase.TRUMP_NUMBER:
            raise WrongPhase(number_due, player=name, turn=self.players[self.first])

    def _reject_phase(self, seat: int, card: Card) -> NoReturn:
        name = self.players[seat]
        match self.phase:
            case Phase.TRUMP_NUMBER:
                turn = self.players[self.first]
                raise WrongPhase(say.PLAY_NUMBER_DUE, player=name, card=card, turn=turn)
            case Phase.TRUMP_COLOR:
                turn = self.players[self.second]
                raise WrongPhase(say.PLAY_COLOR_DUE, player=name, card=card, turn=turn)
            case Phase.PREDICT:
                turn = self.players[self._predictor]
                raise WrongPhase(say.PLAY_PREDICTION_DUE, player=name, card=card, turn=turn)
        raise RoundOver(say.ROUND_ENDED, player=name)

    def _check_choice(self, seat: int, event: Play) -> Played:
        """The card as played with its special's choice, or the error that refuses the choice."""
        name = self.players[seat]
        card, number, color, target = event.card, event.number, event.color, event.target
        if number is not None and card is not Special.MATHEMATICIAN:
            raise InvalidChoice(say.NUMBER_ONLY_MATHEMATICIAN, player=name, card=card)
        if color is not None and card is not Special.ALCHEMIST:
            raise InvalidChoice(say.COLOR_ONLY_ALCHEMIST, player=name, card=card)
        if target is not None and card is not Special.DUNGEON:
            raise InvalidChoice(say.TARGET_ONLY_DUNGEON, player=name, card=card, target=target)
        match card:
            case Special.MATHEMATICIAN:
                if number is None:
                    raise InvalidChoice(say.MATHEMATICIAN_NO_NUMBER, player=name)
                if not self._in_deck(number):
                    raise InvalidChoice(
                        say.MATHEMATICIAN_NOT_IN_DECK,
                        player=name,
                        number=number,
                        players=self.n,
                        highest=self.variant.highest,
                    )
                if number == self._in_force().number:
                    raise InvalidChoice(say.MATHEMATICIAN_SAME_NUMBER, player=name, number=number)
            case Special.ALCHEMIST:
                if color is None:
                    raise InvalidChoice(say.ALCHEMIST_NO_COLOR, player=name)
                color = _color(color)
                if color is self._in_force().color:
                    raise InvalidChoice(say.ALCHEMIST_SAME_COLOR, player=name, color=color)
            case Special.DUNGEON:
                if not self.trick:
                    if target is not None:
                        raise InvalidChoice(say.DUNGEON_LEADS, player=name, target=target)
                elif target is None:
                    raise InvalidChoice(say.DUNGEON_NO_TARGET, player=name)
                elif all(p.card != target for p in self.trick):
                    raise InvalidChoice(say.DUNGEON_TARGET_NOT_IN_TRICK, player=name, target=target)
        return Played(seat, card, number, color, target)

    def _in_deck(self, number: object) -> bool:
        return type(number) is int and 1 <= number <= self.variant.highest

    def _in_force(self) -> Trump:
        """The trump in force now: the current trick's changes included."""
        assert self._start is not None  # cards are played only once the trump is named
        if not self._changing:
            return self._start
        return trump_for(self._start, self.trick, len(self.tricks) + 1)

    @property
    def _predictor(self) -> int:
        return (self.first + len(self.predictions)) % self.n

    def _finish_trick(self) -> None:
        trump = self._in_force()
        cards = tuple(self.trick)
        taking = takes(cards, trump)
        self.tricks.append(TrickResult(len(self.tricks) + 1, cards, taking))
        self.leader = taking.seat
        self._team_tricks[self._team[taking.seat]] += 1
        self._start = trump
        self.trick = []
        self._changing = False
        if len(self.tricks) == self.variant.tricks:
            self.phase = Phase.ENDED
            self.end = End.COMPLETE

    # ---------------------------------------------------------------- queries

    @property
    def to_act(self) -> int | None:
        """The seat whose event comes next (``None`` once the round has ended)."""
        match self.phase:
            case Phase.TRUMP_NUMBER:
                return self.first
            case Phase.TRUMP_COLOR:
                return self.second
            case Phase.PREDICT:
                return self._predictor
            case Phase.PLAY:
                return (self.leader + len(self.trick)) % self.n
        return None

    def due(self) -> tuple[int, ...]:
        """Seats that must act now: one, or none once the round has ended."""
        seat = self.to_act
        return () if seat is None else (seat,)

    @property
    def trick_number(self) -> int:
        """The 1-based number of the trick being played (the last one once ended)."""
        return min(len(self.tricks) + 1, self.variant.tricks)

    @property
    def trump(self) -> Trump | None:
        """The trump in force now, the current trick's changes included (``None`` until named)."""
        return None if self._start is None else self._in_force()

    @property
    def final_trump(self) -> Trump | None:
        """The trump in force after the last finished trick (as named before the first)."""
        return self._start

    def would_take(self) -> Taking | None:
        """Who takes the current trick so far and why (``None`` before its first card)."""
        if not self.trick:
            return None
        return takes(self.trick, self._in_force())

    def explain(self, trick: int) -> Taking:
        """Who took finished trick ``trick`` (1-based) and why."""
        return self.tricks[trick - 1].taking

    def takers(self) -> tuple[int, ...]:
        """The seat that took each finished trick, in order."""
        return tuple(t.taking.seat for t in self.tricks)

    def team_of(self, seat: int) -> int:
        """The index of a seat's team in :attr:`teams`."""
        return self._team[seat]

    def team_tricks(self) -> tuple[int, ...]:
        """Tricks taken so far by each team."""
        return tuple(self._team_tricks)

    def minimums(self) -> tuple[int, ...]:
        """Each team's minimum: the sum of its predictions made so far."""
        return tuple(self._minimums)

    def scores(self) -> tuple[Score, ...]:
        """Each team's score from its tricks and minimum as they stand (final once ended)."""
        if self._scores is not None:
            return self._scores
        chart = self.variant.bonus
        result = tuple(
            score(t, m, chart) for t, m in zip(self.team_tricks(), self.minimums(), strict=True)
        )
        if self.phase is Phase.ENDED:  # nothing changes an ended round: keep the result
            self._scores = result
        return result

    def unplayed_cards(self) -> tuple[Card, ...]:
        """Cards of this deck not played yet this round, in pad order."""
        return tuple(card for card in sorted_deck(self.n) if card not in self.played)

    def playable_cards(self) -> tuple[Card, ...]:
        """Cards that may be played now: any card not played yet (no duty to follow)."""
        return self.unplayed_cards() if self.phase is Phase.PLAY else ()

    def legal_numbers(self) -> tuple[int, ...]:
        """Numbers that may be named now: for the trump, or for a Mathematician played now."""
        numbers = self.variant.numbers
        match self.phase:
            case Phase.TRUMP_NUMBER:
                return tuple(numbers)
            case Phase.PLAY if Special.MATHEMATICIAN not in self.played:
                in_force = self._in_force().number
                return tuple(n for n in numbers if n != in_force)
        return ()

    def legal_colors(self) -> tuple[Color, ...]:
        """Colors that may be named now: for the trump, or for an Alchemist played now."""
        match self.phase:
            case Phase.TRUMP_COLOR:
                return COLORS
            case Phase.PLAY if Special.ALCHEMIST not in self.played:
                in_force = self._in_force().color
                return tuple(c for c in COLORS if c is not in_force)
        return ()

    def legal_targets(self) -> tuple[Card, ...]:
        """Cards a Dungeon played now may lock up: those of this trick so far."""
        if self.phase is not Phase.PLAY or Special.DUNGEON in self.played:
            return ()
        return tuple(p.card for p in self.trick)

    def legal_predictions(self) -> range:
        """What a prediction may be: 0 to the tricks in a round (empty outside predictions)."""
        return range(self.variant.tricks + 1) if self.phase is Phase.PREDICT else range(0)

    def hand_left(self, seat: int) -> int:
        """How many cards a seat still holds."""
        return self.variant.hand - self.played_by_seat[seat]


@lru_cache(maxsize=256)
def _color(color: object) -> Color:
    """A color given to an event, checked: an enum member or its letter."""
    if isinstance(color, Color):
        return color
    if isinstance(color, str) and color in _LETTERS:
        return Color(color)
    raise NotationError(say.NOT_A_COLOR, text=repr(color))


_LETTERS = frozenset(c.value for c in COLORS)
