"""One deal of Gaigel as a small state machine: the turn-up, twelve tricks (seven with a draw,
five after the stock with duties), marriages, the dix, and the claim referee.

A deal is recorded card by card (``Play``) or by announcements (``Trick``, ``Marriage``),
fixed by its first such event. Both feed the same referee; only card by card checks cards,
and only against what the table has seen.
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import StrEnum

from engine.errors import (
    BadTable,
    CardAlreadyPlayed,
    CardNotInDeck,
    NotYourTurn,
    RoundOver,
    RuleError,
    WrongPhase,
)
from engine.french import Card, Played, Rank, Suit
from engine.gaigel import sentences as say
from engine.gaigel.cards import (
    CARDS,
    COPIES,
    COUNTERS,
    MARRIAGE_RANKS,
    OUT,
    TRICK_COUNTERS,
    dix,
    marriage_value,
    partner,
)
from engine.gaigel.errors import (
    InvalidCounters,
    InvalidDix,
    InvalidMarriage,
    MixedRecording,
    Revoke,
)
from engine.gaigel.events import (
    Claim,
    ClaimKind,
    Event,
    Exchange,
    Marriage,
    Play,
    Reserve,
    Settle,
    Trick,
    TurnUp,
)
from engine.gaigel.scoring import How, Kind, Result, Score, scores
from engine.gaigel.trick import Taking, not_held, takes
from engine.rounds import End, RoundOfEvents
from engine.seating import Seats

PLAYERS = 4
TRICKS = 12
DRAWS = 7
"""After each of the first seven tricks all four draw; the seventh's draw is the last."""


class Phase(StrEnum):
    """What the deal waits for."""

    TURN_UP = "turn_up"
    """The dealer turns up the trump card (or the table settles the deal)."""
    PLAY = "play"
    """Tricks, marriages, the dix, claims."""
    CLAIM = "claim"
    """Twelve tricks played; the side that reached 101 in the twelfth may still claim."""
    ENDED = "ended"


class Mode(StrEnum):
    """How the deal's tricks are recorded."""

    CARDS = "cards"
    """Card by card: every card in a ``Play``."""
    TRICKS = "tricks"
    """By announcements: each trick's taker and counters, each marriage."""


class Status(StrEnum):
    """Where a marriage stands."""

    COUNTS = "counts"
    WAITS = "waits"
    """Its side had won no trick when it was shown: it counts if that side takes the trick."""
    NOTHING = "nothing"
    """Its side did not take the trick it was shown in."""


@dataclass(frozen=True, slots=True)
class Shown:
    """A marriage shown by ``seat`` in ``suit`` in trick ``trick`` (1-based), worth ``value``."""

    seat: int
    suit: Suit
    trick: int
    value: int
    status: Status

    @property
    def points(self) -> int:
        """What it adds to its side now: its value once it counts, else 0."""
        return self.value if self.status is Status.COUNTS else 0


@dataclass(frozen=True, slots=True)
class TrickResult:
    """A finished trick: its number, who took it, its counters, and card by card the cards in
    the order played and why it was taken (``()`` and ``None`` by announcements)."""

    number: int
    taker: int
    counters: int
    cards: tuple[Played, ...] = ()
    taking: Taking | None = None
    points: tuple[int, int] = (0, 0)
    """Each side's points once the trick was taken (for a table that keeps counts open)."""


def side_of(seat: int) -> int:
    """The side of a seat: 0 for the 1st and 3rd player, 1 for the 2nd and 4th."""
    return seat % 2


class Round(RoundOfEvents[Event, Phase]):
    """A deal of Gaigel: apply events, ask whose turn it is, who takes what, who won.

    Every event is checked completely before anything changes, so a rejected event (a
    :class:`~engine.errors.RuleError`) leaves the deal exactly as it was.
    """

    NOT_AT_TABLE = say.NOT_AT_TABLE

    def __init__(self, players: Sequence[str], dealer: int) -> None:
        if len(players) != PLAYERS:
            raise BadTable(say.PLAYER_COUNT, players=len(players))
        if not 0 <= dealer < PLAYERS:
            raise ValueError(f"dealer seat {dealer} is not at a table of {PLAYERS}")
        self.players: tuple[str, ...] = tuple(players)
        self.seats = Seats(self.players)
        self.dealer = dealer
        self.eldest = (dealer + 1) % PLAYERS
        self.phase = Phase.TURN_UP
        self.mode: Mode | None = None
        self.turn_up: Card | None = None
        self.trump: Suit | None = None
        self.leader = self.eldest
        self.trick: list[Played] = []
        self.led = False
        """Whether the current trick has had its first event (its lead)."""
        self.tricks: list[TrickResult] = []
        self.marriages: list[Shown] = []
        self.exchange: int | None = None
        """Who took the turn-up."""
        self.reserve: int | None = None
        """Who laid a dix under the turn-up (it stays after the turn-up is taken)."""
        self.counters = [0, 0]
        self.won = [False, False]
        """Whether each side has won a trick."""
        self.reached: list[int | None] = [None, None]
        """The trick in or at the end of which each side first had 101 points."""
        self.late = [False, False]
        """A side that reached 101 and saw the next trick led without claiming."""
        self.first: int | None = None
        """The side that reached 101 first."""
        self.claim: Claim | None = None
        self.result: Result | None = None
        # What the table has seen, card by card.
        self.played: Counter[Card] = Counter()
        self.face_up: Card | None = None
        """The card lying face up: the turn-up, or the dix given for it, until drawn."""
        self.under: Card | None = None
        """The dix laid under the turn-up, until the reservation is settled."""
        self.known: tuple[Counter[Card], ...] = tuple(Counter() for _ in range(PLAYERS))
        """Cards known in each hand."""
        self.not_held: tuple[set[Card], ...] = tuple(set() for _ in range(PLAYERS))
        """Cards each hand showed after the stock that it does not hold."""
        self.events: list[Event] = []

    # ----------------------------------------------------------------- events

    def apply(self, event: Event) -> None:
        """Apply one event, or raise a ``RuleError`` and change nothing."""
        match event:
            case Play(by, card, marriage):
                self._play(self.seat(by), card, marriage)
            case Trick(by, counters):
                self._trick(self.seat(by), counters)
            case Marriage(by, suit):
                self._marriage(self.seat(by), suit)
            case Exchange(by):
                self._exchange(self.seat(by))
            case Reserve(by):
                self._reserve(self.seat(by))
            case Claim(by, claim):
                self._claim(self.seat(by), claim, event)
            case Settle(by, kind):
                self._settle(self.seat(by), Kind(kind.value))
            case TurnUp(by, card):
                self._turn_up(self.seat(by), card)
            case _:
                raise TypeError(f"not a Gaigel event: {event!r}")
        self.events.append(event)

    def refusal(self, event: Event) -> RuleError | None:
        """Why ``event`` would be refused now, or ``None`` if it would be accepted; the deal
        itself does not change (the table's controls ask before they offer a move)."""
        try:
            copy.deepcopy(self).apply(event)
        except RuleError as error:
            return error
        return None

    # ----------------------------------------------------------------- checks shared

    def _running(self, seat: int) -> None:
        if self.phase is Phase.ENDED:
            raise RoundOver(say.DEAL_ENDED, player=self.players[seat])
        if self.phase is Phase.TURN_UP:
            raise WrongPhase(say.NO_TURN_UP, player=self.players[seat])

    def _in_tricks(self, seat: int, mode: Mode) -> None:
        self._running(seat)
        name = self.players[seat]
        if self.phase is Phase.CLAIM:
            raise WrongPhase(say.TWELVE_TRICKS, player=name)
        if self.mode is not None and self.mode is not mode:
            sentence = say.CARDS_IN_TRICKS if mode is Mode.CARDS else say.TRICKS_IN_CARDS
            raise MixedRecording(sentence, player=name)

    def _check_marriage(self, seat: int, suit: Suit) -> None:
        name = self.players[seat]
        if any(m.seat == seat for m in self.marriages):
            raise InvalidMarriage(say.MARRIAGE_TWICE, player=name)
        if sum(1 for m in self.marriages if m.suit is suit) >= COPIES:
            raise InvalidMarriage(say.MARRIAGE_SUIT_TWICE, player=name, suit=suit)
        if self.trick_number == TRICKS:
            raise InvalidMarriage(say.MARRIAGE_LAST_TRICK, player=name)

    def _check_last_draw(self, seat: int) -> None:
        if self.trick_number == DRAWS and self._reservation_open:
            raise InvalidDix(
                say.RESERVATION_OPEN,
                player=self.players[seat],
                reserver=self.players[self.reserve or 0],
            )

    # ----------------------------------------------------------------- the turn-up

    def _turn_up(self, seat: int, card: Card) -> None:
        name = self.players[seat]
        if self.phase is Phase.ENDED:
            raise RoundOver(say.DEAL_ENDED, player=name)
        if self.phase is Phase.CLAIM:
            raise WrongPhase(say.TWELVE_TRICKS, player=name)
        if self.phase is not Phase.TURN_UP:
            raise WrongPhase(say.TURNED_UP, player=name, card=self.turn_up)
        if seat != self.dealer:
            raise NotYourTurn(say.TURN_UP_NOT_DEALER, player=name, dealer=self.players[self.dealer])
        if card not in CARDS:
            raise CardNotInDeck(say.TURN_UP_NOT_IN_PACK, player=name, card=card)
        self.turn_up = card
        self.trump = card.suit
        self.face_up = card
        self.phase = Phase.PLAY

    # ----------------------------------------------------------------- card by card

    def _play(self, seat: int, card: Card, marriage: bool) -> None:
        self._in_tricks(seat, Mode.CARDS)
        name = self.players[seat]
        if card not in CARDS:
            raise CardNotInDeck(say.NOT_IN_PACK, player=name, card=card)
        turn = self.to_play
        if seat != turn:
            raise NotYourTurn(say.NOT_YOUR_TURN, player=name, card=card, turn=self.players[turn])
        self._check_holds(seat, card)
        other: Card | None = None
        if marriage:
            if card.rank not in MARRIAGE_RANKS:
                raise InvalidMarriage(say.MARRIAGE_NOT_KQ, player=name, card=card)
            self._check_marriage(seat, card.suit)
            other = partner(card)
            self._check_holds(seat, other)
        known = self.known[seat].copy()
        if known[card]:
            known[card] -= 1
        if other is not None and not known[other]:
            known[other] += 1
        gone: frozenset[Card] = frozenset()
        number = self.trick_number
        if number > DRAWS:
            if self.trick:
                top = takes(self.trick, self._trump).card
                gone = not_held(card, top, self.trick[0].card.suit, self._trump)
            contradicted = sorted((c for c in known if known[c] and c in gone), key=str)
            if contradicted:
                raise Revoke(say.REVOKE_KNOWN, player=name, card=card, known=contradicted[0])
            holds = TRICKS - number
            if known.total() > holds:
                raise Revoke(
                    say.KNOWN_TOO_MANY, player=name, card=card, known=known.total(), holds=holds
                )
        if len(self.trick) == PLAYERS - 1:
            self._check_last_draw(seat)
        # Checked: now change.
        self.mode = Mode.CARDS
        if not self.trick:
            self._lead()
        self.known[seat].clear()
        self.known[seat].update(+known)
        self.played[card] += 1
        self.not_held[seat].update(gone)
        if other is not None:
            self._show(seat, card.suit)
        self.trick.append(Played(seat, card))
        if len(self.trick) == PLAYERS:
            taking = takes(self.trick, self._trump)
            counters = sum(p.card.points for p in self.trick)
            self._finish_trick(taking.seat, counters, tuple(self.trick), taking)

    def _seen_elsewhere(self, seat: int, card: Card) -> int:
        """Copies of ``card`` the table has seen outside ``seat``'s hand."""
        table = (self.face_up, self.under).count(card)
        others = sum(k[card] for s, k in enumerate(self.known) if s != seat)
        return self.played[card] + table + others

    def can_hold(self, seat: int, card: Card) -> bool:
        """Whether ``seat`` may play, show, give or lay ``card``: a copy known in his hand,
        or a copy the table has not seen, and the card not shown missing after the stock."""
        if card in self.not_held[seat]:
            return False
        if self.known[seat][card]:
            return True
        return self._seen_elsewhere(seat, card) < COPIES

    def _check_holds(self, seat: int, card: Card) -> None:
        name = self.players[seat]
        if card in self.not_held[seat]:
            raise Revoke(say.REVOKE_SHOWN, player=name, card=card)
        if self.known[seat][card]:
            return
        if self.played[card] >= COPIES:
            raise CardAlreadyPlayed(say.PLAYED_TWICE, player=name, card=card)
        if self._seen_elsewhere(seat, card) >= COPIES:
            raise Revoke(say.BOTH_SEEN, player=name, card=card)

    # ----------------------------------------------------------------- by announcements

    def _trick(self, seat: int, counters: int) -> None:
        self._in_tricks(seat, Mode.TRICKS)
        name = self.players[seat]
        if type(counters) is not int:
            raise InvalidCounters(say.COUNTERS_NOT_NUMBER, player=name, counters=repr(counters))
        shown = sum(1 for m in self.marriages if m.trick == self.trick_number)
        if counters not in TRICK_COUNTERS[min(shown, PLAYERS)]:
            raise InvalidCounters(
                say.COUNTERS_IMPOSSIBLE, player=name, counters=counters, marriages=shown
            )
        total = sum(self.counters) + counters
        if total > COUNTERS:
            raise InvalidCounters(
                say.COUNTERS_TOO_MANY, player=name, counters=counters, total=total
            )
        if self.trick_number == TRICKS and total != COUNTERS:
            raise InvalidCounters(say.COUNTERS_NOT_ALL, player=name, counters=counters, total=total)
        self._check_last_draw(seat)
        self.mode = Mode.TRICKS
        if not self.led:
            self._lead()
        self._finish_trick(seat, counters)

    def _marriage(self, seat: int, suit: Suit) -> None:
        self._in_tricks(seat, Mode.TRICKS)
        self._check_marriage(seat, suit)
        self.mode = Mode.TRICKS
        if not self.led:
            self._lead()
        self._show(seat, suit)

    # ----------------------------------------------------------------- tricks and 101

    def _lead(self) -> None:
        """The current trick's first card: a side that reached 101 and has not claimed is late."""
        for side in (0, 1):
            if self.reached[side] is not None:
                self.late[side] = True
        self.led = True

    def _show(self, seat: int, suit: Suit) -> None:
        side = side_of(seat)
        status = Status.COUNTS if self.won[side] else Status.WAITS
        value = marriage_value(suit, self.trump)
        self.marriages.append(Shown(seat, suit, self.trick_number, value, status))
        self._reach()

    def _finish_trick(
        self,
        taker: int,
        counters: int,
        cards: tuple[Played, ...] = (),
        taking: Taking | None = None,
    ) -> None:
        number = self.trick_number
        side = side_of(taker)
        self.counters[side] += counters
        self.won[side] = True
        self.marriages = [
            replace(m, status=Status.COUNTS if side_of(m.seat) == side else Status.NOTHING)
            if m.status is Status.WAITS
            else m
            for m in self.marriages
        ]
        points = (self.points(0), self.points(1))
        self.tricks.append(TrickResult(number, taker, counters, cards, taking, points))
        self._reach(number)
        if number == DRAWS and self.face_up is not None:
            # The last draw: the card lying face up goes to the fourth drawer.
            self.known[(taker - 1) % PLAYERS][self.face_up] += 1
            self.face_up = None
        self.trick = []
        self.led = False
        self.leader = taker
        if number == TRICKS:
            first = self.first
            if first is not None and self.late[first]:
                self._end(Result(1 - first, Kind.SINGLE, How.UNDERGAIGEL))
            else:
                self.phase = Phase.CLAIM

    def _reach(self, number: int | None = None) -> None:
        for side in (0, 1):
            if self.reached[side] is None and self.points(side) >= OUT:
                self.reached[side] = number if number is not None else self.trick_number
                if self.first is None:
                    self.first = side

    # ----------------------------------------------------------------- the dix

    def _dix_open(self, seat: int) -> Card:
        self._running(seat)
        name = self.players[seat]
        turn_up = self.turn_up
        assert turn_up is not None
        if turn_up.rank is Rank.SEVEN:
            raise InvalidDix(say.TURN_UP_SEVEN, player=name, card=turn_up)
        if self.exchange is not None:
            raise InvalidDix(say.TURN_UP_TAKEN, player=name, taker=self.players[self.exchange])
        if len(self.tricks) >= DRAWS:
            raise InvalidDix(say.DIX_TOO_LATE, player=name)
        return dix(turn_up.suit)

    def _exchange(self, seat: int) -> None:
        seven = self._dix_open(seat)
        name = self.players[seat]
        reserver = self.reserve if self._reservation_open else None
        if reserver is None and not self.won[side_of(seat)]:
            raise InvalidDix(say.EXCHANGE_NO_TRICK, player=name)
        if reserver is not None and side_of(seat) != side_of(reserver):
            raise InvalidDix(say.EXCHANGE_RESERVED, player=name, reserver=self.players[reserver])
        if seat != reserver and self.mode is not Mode.TRICKS and not self.can_hold(seat, seven):
            raise InvalidDix(say.NO_DIX, player=name, card=seven)
        turn_up = self.face_up
        assert turn_up is not None
        if seat == reserver:
            self.face_up, self.under = self.under, None
        else:
            self._give_up(seat, seven)
            if reserver is not None:
                self.known[reserver][seven] += 1
                self.face_up, self.under = self.under, None
            else:
                self.face_up = seven
        self.known[seat][turn_up] += 1
        self.exchange = seat

    def _reserve(self, seat: int) -> None:
        seven = self._dix_open(seat)
        name = self.players[seat]
        if self.reserve is not None:
            raise InvalidDix(say.RESERVED, player=name, reserver=self.players[self.reserve])
        if self.mode is not Mode.TRICKS and not self.can_hold(seat, seven):
            raise InvalidDix(say.NO_DIX, player=name, card=seven)
        self._give_up(seat, seven)
        self.under = seven
        self.reserve = seat

    def _give_up(self, seat: int, card: Card) -> None:
        """``seat`` parts with ``card`` from his hand (a known copy first)."""
        if self.known[seat][card]:
            self.known[seat][card] -= 1
            self.known[seat] += Counter()  # drop zero counts

    # ----------------------------------------------------------------- claims

    def _claim(self, seat: int, kind: ClaimKind, event: Claim) -> None:
        self._running(seat)
        side, other = side_of(seat), 1 - side_of(seat)
        if kind is ClaimKind.OUT:
            if self.points(side) < OUT:
                result = Result(other, Kind.GAIGEL, How.OVERGAIGEL)
            elif self.late[side]:
                result = Result(other, Kind.SINGLE, How.UNDERGAIGEL)
            else:
                result = Result(side, Kind.SINGLE if self.won[other] else Kind.DOUBLE, How.OUT)
        elif self.late[other]:
            result = Result(side, Kind.SINGLE, How.UNDERGAIGEL)
        else:
            result = Result(other, Kind.GAIGEL, How.OVERGAIGEL)
        self.claim = event
        self._end(result)

    def _settle(self, seat: int, kind: Kind) -> None:
        if self.phase is Phase.ENDED:
            raise RoundOver(say.DEAL_ENDED, player=self.players[seat])
        self._end(Result(side_of(seat), kind, How.SETTLED))

    def _end(self, result: Result) -> None:
        self.result = result
        self.phase = Phase.ENDED

    # ----------------------------------------------------------------- questions

    @property
    def _trump(self) -> Suit:
        assert self.trump is not None
        return self.trump

    @property
    def _reservation_open(self) -> bool:
        return self.reserve is not None and self.exchange is None

    @property
    def end(self) -> End:
        """``complete`` once the deal has ended, else ``open``."""
        return End.COMPLETE if self.ended else End.OPEN

    @property
    def trick_number(self) -> int:
        """The number (1 to 12) of the trick in progress or next; 13 after the twelfth."""
        return len(self.tricks) + 1

    @property
    def to_play(self) -> int:
        """Card by card: the seat whose card the current trick waits for."""
        return (self.leader + len(self.trick)) % PLAYERS

    @property
    def stock_empty(self) -> bool:
        """Whether the last draw is done: the duties to follow, head and trump apply."""
        return len(self.tricks) >= DRAWS

    def points(self, side: int) -> int:
        """A side's points now: its counters plus its marriages that count."""
        return self.counters[side] + sum(
            m.points for m in self.marriages if side_of(m.seat) == side
        )

    def would_take(self) -> Taking | None:
        """Who takes the trick in progress so far (card by card), if a card is down."""
        return takes(self.trick, self._trump) if self.trick else None

    def takers(self) -> tuple[int, ...]:
        """Who took each finished trick."""
        return tuple(t.taker for t in self.tricks)

    def team(self, side: int) -> str:
        """A side's name: "1st & 3rd" or "2nd & 4th" player."""
        return f"{self.players[side]} & {self.players[side + 2]}"

    def scores(self) -> tuple[Score, ...]:
        """Each player's game points from this deal (0 while it runs)."""
        return scores(self.result if self.ended else None, PLAYERS)
