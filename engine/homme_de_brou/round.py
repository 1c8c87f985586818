"""One deal of Homme de Brou as a small state machine: the turn-up, the declarations from
eldest, eight tricks with the rencontres found in them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from engine.errors import (
    BadTable,
    CardAlreadyPlayed,
    Listed,
    NotYourTurn,
    RoundOver,
    RuleError,
    Statement,
    WrongPhase,
)
from engine.french import Card, Suit
from engine.homme_de_brou import sentences as say
from engine.homme_de_brou.cards import CARDS, HAND, PACK, Kind, combination, value
from engine.homme_de_brou.errors import InvalidDeclaration, InvalidHand, Revoke
from engine.homme_de_brou.events import Declare, Event, Hand, Play, TurnUp
from engine.homme_de_brou.scoring import SIDES, Score, side_of
from engine.homme_de_brou.trick import Combination, Played, Taking, rencontres, takes
from engine.rounds import End, RoundOfEvents, TakenTrick
from engine.seating import Seats

__all__ = ["SEATS", "TRICKS", "Declaration", "Phase", "Round", "TrickResult"]

SEATS = 4
TRICKS = 8


class Phase(StrEnum):
    """What the deal waits for."""

    TURN_UP = "turn_up"
    """The dealer turns up his last card."""
    DECLARE = "declare"
    """Declarations from eldest, until eldest leads."""
    PLAY = "play"
    ENDED = "ended"


@dataclass(frozen=True, slots=True)
class Declaration:
    """A combination ``seat`` declared before play, and what it scored."""

    seat: int
    kind: Kind
    suit: Suit
    value: int


@dataclass(frozen=True, slots=True)
class TrickResult(TakenTrick[Played, Taking]):
    """A finished trick (number, cards, who took it and why), its card points and the
    combinations de rencontre in it (they score for the side that took it)."""

    points: int
    rencontres: tuple[Combination, ...]

    @property
    def side(self) -> int:
        """The side that took the trick."""
        return side_of(self.taking.seat)


class Round(RoundOfEvents[Event, Phase]):
    """A deal of Homme de Brou: apply events, ask what is allowed, who is due, who takes what.

    ``dummy`` is the dummy's seat in a game of three (its partner, opposite, moves its cards;
    every event of the dummy names the dummy). Every event is checked completely before
    anything changes, so a rejected event (a :class:`~engine.errors.RuleError`) leaves the
    deal exactly as it was. The app never sees the hands: it checks what the table has seen.
    """

    NOT_AT_TABLE = say.NOT_AT_TABLE

    def __init__(self, players: Sequence[str], dealer: int, dummy: int | None = None) -> None:
        if len(players) != SEATS:
            raise BadTable(say.PLAYER_COUNT, players=len(players))
        if not 0 <= dealer < SEATS:
            raise ValueError(f"dealer seat {dealer} is not at a table of {SEATS}")
        if dummy is not None and not 0 <= dummy < SEATS:
            raise ValueError(f"dummy seat {dummy} is not at a table of {SEATS}")
        self.players: tuple[str, ...] = tuple(players)
        self.dealer = dealer
        self.eldest = (dealer + 1) % SEATS
        self.dummy = dummy
        self.seats = Seats(self.players)
        self.phase = Phase.TURN_UP
        self.end = End.OPEN
        self.turn_up: Card | None = None
        self.trump: Suit | None = None
        self.declarations: list[Declaration] = []
        self.seen: dict[Card, int] = {}
        """Cards seen in a hand and not played yet, with the seat they were seen with."""
        self.laid: tuple[Card, ...] | None = None
        """The dummy's hand as laid down (``None`` while not recorded)."""
        self.voids: tuple[dict[Suit, int], ...] = tuple({} for _ in range(SEATS))
        """Suits each seat did not follow, with the trick it showed out in."""
        self.leader = self.eldest
        self.trick: list[Played] = []
        self.played: set[Card] = set()
        self.tricks: list[TrickResult] = []
        self.card_points = [0] * SIDES
        self.events: list[Event] = []

    # ----------------------------------------------------------------- events

    def apply(self, event: Event) -> None:
        """Apply one event, or raise a ``RuleError`` and change nothing."""
        match event:
            case Play(by, card):
                self._play(self.seat(by), card)
            case Declare(by, kind, suit):
                self._declare(self.seat(by), kind, suit)
            case TurnUp(by, card):
                self._turn_up(self.seat(by), card)
            case Hand(by, cards):
                self._hand(self.seat(by), tuple(cards))
            case _:
                raise TypeError(f"not a Homme de Brou event: {event!r}")
        self.events.append(event)

    def _not_ended(self, seat: int) -> None:
        if self.phase is Phase.ENDED:
            raise RoundOver(say.DEAL_ENDED, player=self.players[seat])

    # ----------------------------------------------------------------- the turn-up

    def _turn_up(self, seat: int, card: Card) -> None:
        self._check_turn_up(seat, card)
        self.turn_up = card
        self.trump = card.suit
        self.seen[card] = seat
        self.phase = Phase.DECLARE

    def _check_turn_up(self, seat: int, card: Card) -> None:
        """Raise the ``RuleError`` that refuses ``seat`` turning up ``card`` now, if any."""
        self._not_ended(seat)
        name = self.players[seat]
        if self.turn_up is not None:
            raise WrongPhase(
                say.TURN_UP_TWICE, player=name, card=card, turned=self.turn_up, trump=self.trump
            )
        if seat != self.dealer:
            raise NotYourTurn(
                say.TURN_UP_NOT_DEALER, player=name, card=card, dealer=self.players[self.dealer]
            )

    # ----------------------------------------------------------------- declarations

    def _order(self, seat: int) -> int:
        """A seat's place in the order of declarations: eldest 0, the dealer 3."""
        return (seat - self.eldest) % SEATS

    def _check_declare(self, seat: int, kind: Kind, suit: Suit) -> None:
        """Raise the ``RuleError`` that refuses ``seat`` declaring now, if any."""
        self._not_ended(seat)
        name = self.players[seat]
        dealer = self.players[self.dealer]
        if self.phase is Phase.TURN_UP:
            raise WrongPhase(say.DECLARE_BEFORE_TURN_UP, player=name, dealer=dealer)
        if self.phase is not Phase.DECLARE:
            raise WrongPhase(say.DECLARE_AFTER_LEAD, player=name, kind=kind, suit=suit)
        if self.declarations:
            last = self.declarations[-1].seat
            if self._order(seat) < self._order(last):
                raise InvalidDeclaration(
                    say.DECLARE_OUT_OF_ORDER,
                    player=name,
                    last=self.players[last],
                    eldest=self.players[self.eldest],
                )
        for done in self.declarations:
            if done.suit is suit:
                raise InvalidDeclaration(
                    say.SUIT_DECLARED,
                    player=name,
                    kind=kind,
                    suit=suit,
                    declarer=self.players[done.seat],
                )
        shown = {card for card, holder in self.seen.items() if holder == seat}
        for card in combination(kind, suit):
            holder = self.seen.get(card)
            if holder is not None and holder != seat:
                raise InvalidDeclaration(
                    say.SHOWS_TURN_UP, player=name, kind=kind, suit=suit, card=card, dealer=dealer
                )
            shown.add(card)
        if len(shown) > HAND:
            raise InvalidDeclaration(
                say.TOO_MANY_SHOWN, player=name, kind=kind, suit=suit, count=len(shown)
            )

    def _declare(self, seat: int, kind: Kind, suit: Suit) -> None:
        self._check_declare(seat, kind, suit)
        assert self.trump is not None  # declarations follow the turn-up
        self.declarations.append(Declaration(seat, kind, suit, value(kind, suit, self.trump)))
        for card in combination(kind, suit):
            self.seen[card] = seat

    # ----------------------------------------------------------------- the dummy's hand

    def _hand(self, seat: int, cards: tuple[Card, ...]) -> None:
        self._check_hand(seat, cards)
        self.laid = cards
        for card in cards:
            self.seen[card] = seat

    def _check_hand(self, seat: int, cards: tuple[Card, ...]) -> None:
        """Raise the ``RuleError`` that refuses ``seat`` laid down as ``cards``, if any."""
        self._not_ended(seat)
        name = self.players[seat]
        if self.dummy is None:
            raise InvalidHand(say.HAND_NO_DUMMY, player=name)
        if seat != self.dummy:
            raise InvalidHand(say.HAND_NOT_DUMMY, player=name, dummy=self.players[self.dummy])
        if self.phase is Phase.TURN_UP:
            raise WrongPhase(say.HAND_BEFORE_TURN_UP, player=name, dealer=self.players[self.dealer])
        if self.laid is not None:
            raise InvalidHand(say.HAND_TWICE, player=name)
        if len(self.played) != 1 or not isinstance(self.events[-1], Play):
            raise InvalidHand(say.HAND_NOT_NOW, player=name)
        count = HAND - 1 if self.leader == seat else HAND
        if len(cards) != count or len(set(cards)) != count or not set(cards) <= CARDS:
            raise InvalidHand(say.HAND_COUNT, player=name, count=count, cards=Listed(cards))
        for card in cards:
            if card in self.played:
                raise InvalidHand(say.HAND_PLAYED, player=name, card=card)
            holder = self.seen.get(card)
            if holder is not None and holder != seat:
                raise InvalidHand(
                    say.HAND_SEEN_ELSEWHERE, player=name, card=card, holder=self.players[holder]
                )
        for card, holder in self.seen.items():
            if holder == seat and card not in cards:
                raise InvalidHand(say.HAND_MISSING, player=name, card=card)

    # ----------------------------------------------------------------- play

    def _play(self, seat: int, card: Card) -> None:
        self._check_play(seat, card)
        self.phase = Phase.PLAY
        if self.trick:
            led = self.trick[0].card.suit
            if card.suit is not led:
                self.voids[seat].setdefault(led, len(self.tricks) + 1)
        self.seen.pop(card, None)
        self.played.add(card)
        self.trick.append(Played(seat, card))
        if len(self.trick) == SEATS:
            self._finish_trick()

    def _check_play(self, seat: int, card: Card) -> None:
        """Raise the ``RuleError`` that refuses ``seat`` playing ``card`` now, if any."""
        self._not_ended(seat)
        name = self.players[seat]
        if self.phase is Phase.TURN_UP:
            raise WrongPhase(
                say.PLAY_BEFORE_TURN_UP, player=name, card=card, dealer=self.players[self.dealer]
            )
        turn = self.to_play
        if seat != turn:
            raise self.out_of_turn(say.PLAY_NOT_YOUR_TURN, seat, turn, card=card)
        if card in self.played:
            raise CardAlreadyPlayed(say.ALREADY_PLAYED, player=name, card=card)
        holder = self.seen.get(card)
        if holder is not None and holder != seat:
            raise Revoke(
                say.SEEN_IN_OTHER_HAND, player=name, card=card, holder=self.players[holder]
            )
        if seat == self.dummy and self.laid is not None and card not in self.laid:
            left = tuple(c for c in self.laid if c not in self.played)
            raise Revoke(say.NOT_IN_DUMMY_HAND, player=name, card=card, cards=Listed(left))
        shown_out = self.voids[seat].get(card.suit)
        if shown_out is not None:
            raise Revoke(say.VOID_IN_SUIT, player=name, card=card, suit=card.suit, trick=shown_out)
        if self.trick:
            led = self.trick[0].card.suit
            if card.suit is not led:
                for shown, holder in self.seen.items():
                    if holder == seat and shown.suit is led:
                        raise Revoke(
                            say.MUST_FOLLOW_SEEN, player=name, card=card, led=led, shown=shown
                        )

    def _finish_trick(self) -> None:
        assert self.trump is not None  # play follows the turn-up
        cards = tuple(self.trick)
        taking = takes(cards, self.trump)
        points = sum(p.card.points for p in cards)
        found = rencontres([p.card for p in cards], self.trump)
        result = TrickResult(len(self.tricks) + 1, cards, taking, points, found)
        self.tricks.append(result)
        self.card_points[result.side] += points
        self.leader = taking.seat
        self.trick = []
        if len(self.tricks) == TRICKS:
            self.phase = Phase.ENDED
            self.end = End.COMPLETE

    # ----------------------------------------------------------------- queries

    @property
    def partner(self) -> int | None:
        """The seat that moves the dummy's cards (``None`` when four play)."""
        return None if self.dummy is None else (self.dummy + 2) % SEATS

    @property
    def to_play(self) -> int:
        """The seat whose card comes next in the current trick."""
        return (self.leader + len(self.trick)) % SEATS

    @property
    def to_act(self) -> int | None:
        """The seat whose event comes next: the dealer to turn up, eldest to lead (after any
        declarations), the seat to play; ``None`` once the deal has ended."""
        match self.phase:
            case Phase.TURN_UP:
                return self.dealer
            case Phase.DECLARE | Phase.PLAY:
                return self.to_play
        return None

    def due(self) -> tuple[int, ...]:
        """Seats that must act now: one, or none once the deal has ended."""
        seat = self.to_act
        return () if seat is None else (seat,)

    def refusal(self, event: Event) -> RuleError | None:
        """The refusal ``event`` would meet now (``None`` if it is allowed); nothing changes."""
        try:
            match event:
                case Play(by, card):
                    self._check_play(self.seat(by), card)
                case Declare(by, kind, suit):
                    self._check_declare(self.seat(by), kind, suit)
                case Hand(by, cards):
                    self._check_hand(self.seat(by), tuple(cards))
                case TurnUp(by, card):
                    self._check_turn_up(self.seat(by), card)
        except RuleError as error:
            return error
        return None

    def playable_cards(self) -> tuple[Card, ...]:
        """The cards the seat to play may play now, as far as the table has seen."""
        if self.phase not in (Phase.DECLARE, Phase.PLAY):
            return ()
        seat = self.to_play
        return tuple(c for c in PACK if c not in self.played and self._allowed(seat, c))

    def _allowed(self, seat: int, card: Card) -> bool:
        try:
            self._check_play(seat, card)
        except RuleError:
            return False
        return True

    def declaring_seats(self) -> tuple[int, ...]:
        """The seats that may still declare, in order: from the last seat that declared (eldest
        before any declaration) to the dealer; none once play has begun."""
        if self.phase is not Phase.DECLARE:
            return ()
        first = self._order(self.declarations[-1].seat) if self.declarations else 0
        return tuple((self.eldest + i) % SEATS for i in range(first, SEATS))

    def may_declare(self, seat: int, kind: Kind, suit: Suit) -> bool:
        """Whether ``seat`` may declare the combination now."""
        try:
            self._check_declare(seat, kind, suit)
        except RuleError:
            return False
        return True

    @property
    def trick_number(self) -> int:
        """The 1-based number of the trick being played (the last one once ended)."""
        return min(len(self.tricks) + 1, TRICKS)

    def would_take(self) -> Taking | None:
        """Who takes the current trick so far and why (``None`` before its first card)."""
        if not self.trick or self.trump is None:
            return None
        return takes(self.trick, self.trump)

    def explain(self, trick: int) -> Taking:
        """Who took finished trick ``trick`` (1-based) and why."""
        return self.tricks[trick - 1].taking

    def rencontre_statements(self, names: Sequence[str]) -> list[Statement]:
        """Every rencontre found so far as a sentence; ``names`` are the sides' names."""
        return [
            Statement(
                say.RENCONTRE,
                {
                    "trick": t.number,
                    "kind": c.kind,
                    "suit": c.suit,
                    "value": c.value,
                    "side": names[t.side],
                },
            )
            for t in self.tricks
            for c in t.rencontres
        ]

    def takers(self) -> tuple[int, ...]:
        """The seat that took each finished trick, in order."""
        return tuple(t.taker for t in self.tricks)

    def declared(self, side: int) -> int:
        """What a side's declarations scored this deal."""
        return sum(d.value for d in self.declarations if side_of(d.seat) == side)

    def rencontre_points(self, side: int) -> int:
        """What a side's rencontres scored in the finished tricks."""
        return sum(c.value for t in self.tricks if t.side == side for c in t.rencontres)

    def take(self, side: int) -> Score:
        """A side's score so far: declarations, rencontres, card points of finished tricks."""
        return Score(self.declared(side), self.rencontre_points(side), self.card_points[side])

    def scores(self) -> tuple[Score, ...]:
        """Each side's score for the deal, once it has ended (empty before)."""
        if not self.ended:
            return ()
        return tuple(self.take(side) for side in range(SIDES))

    def unplayed_cards(self) -> tuple[Card, ...]:
        """Cards not played yet this deal, in pack order."""
        return tuple(card for card in PACK if card not in self.played)
