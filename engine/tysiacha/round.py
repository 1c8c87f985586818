"""One deal of Tysiacha as a small state machine: auction, widow, final bid, eight tricks."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import NoReturn

from engine.errors import (
    BadTable,
    CardAlreadyPlayed,
    CardNotInDeck,
    Listed,
    NotYourTurn,
    RoundOver,
    RuleError,
    Sentence,
    Statement,
    WrongPhase,
)
from engine.french import Card, Played, Suit
from engine.rounds import End, RoundOfEvents, TakenTrick
from engine.seating import Seats
from engine.tysiacha import sentences as say
from engine.tysiacha.cards import CARDS, MARRIAGE, MARRIAGE_RANKS, PACK, partner
from engine.tysiacha.errors import InvalidBid, InvalidMarriage, InvalidWidow, Revoke
from engine.tysiacha.events import Bid, Concede, Event, FinalBid, Pass, Play, Widow
from engine.tysiacha.scoring import Score, score_concession, score_deal
from engine.tysiacha.trick import Taking, takes

__all__ = [
    "HIGHEST_BID",
    "LOWEST_BID",
    "STEP",
    "TRICKS",
    "Marriage",
    "Phase",
    "Round",
    "TrickResult",
    "Void",
]

PLAYERS = 3
TRICKS = 8
LOWEST_BID = 100
HIGHEST_BID = 400
STEP = 10


class Phase(StrEnum):
    """What the deal waits for."""

    AUCTION = "auction"
    WIDOW = "widow"
    """The soloist shows the widow (not in a forced game)."""
    DECIDE = "decide"
    """The soloist says "forty each" or announces the final bid."""
    PLAY = "play"
    ENDED = "ended"


@dataclass(frozen=True, slots=True)
class Marriage:
    """A marriage declared by ``seat`` in ``suit``, leading trick ``trick`` (1-based)."""

    seat: int
    suit: Suit
    trick: int

    @property
    def value(self) -> int:
        """What it scores: spades 40, clubs 60, diamonds 80, hearts 100."""
        return MARRIAGE[self.suit]


@dataclass(frozen=True, slots=True)
class TrickResult(TakenTrick[Played, Taking]):
    """A finished trick (number, cards, who took it and why) and its card points."""

    points: int

    @property
    def trump(self) -> Suit | None:
        """The trump in force for this trick."""
        return self.taking.trump


@dataclass(frozen=True, slots=True)
class Void:
    """Why the table knows a player holds no card of a suit: a show-out in trick ``trick``,
    of the suit led (``trump`` false) or of the trump too (``trump`` true)."""

    trick: int
    trump: bool


class Round(RoundOfEvents[Event, Phase]):
    """A deal of Tysiacha: apply events, ask what is allowed, who is due, who takes what.

    Every event is checked completely before anything changes, so a rejected event
    (a :class:`~engine.errors.RuleError`) leaves the deal exactly as it was. ``totals`` are
    the players' totals before this deal (for the cap), ``rounding`` the rounding variant.
    """

    NOT_AT_TABLE = say.NOT_AT_TABLE

    def __init__(
        self,
        players: Sequence[str],
        dealer: int,
        totals: Sequence[int] | None = None,
        rounding: bool = False,
    ) -> None:
        if len(players) != PLAYERS:
            raise BadTable(say.PLAYER_COUNT, players=len(players))
        if not 0 <= dealer < PLAYERS:
            raise ValueError(f"dealer seat {dealer} is not at a table of {PLAYERS}")
        self.players: tuple[str, ...] = tuple(players)
        self.n = PLAYERS
        self.dealer = dealer
        self.eldest = (dealer + 1) % PLAYERS
        """E: the seat after the dealer; must bid after two opening passes."""
        self.rearhand = (dealer + 2) % PLAYERS
        """R: the seat before the dealer; bids first."""
        self.totals: tuple[int, ...] = tuple(totals) if totals is not None else (0,) * PLAYERS
        self.rounding = rounding
        self.seats = Seats(self.players)
        self.phase = Phase.AUCTION
        self.end = End.OPEN
        self.bids: list[tuple[int, int]] = []
        """The bids in the order made: (seat, amount)."""
        self.passed: list[int] = []
        """Seats that passed, in order."""
        self.bid: int | None = None
        """The highest bid so far."""
        self.bidder: int | None = None
        self.forced = False
        """R and D both passed before any bid: E must bid, the widow stays hidden."""
        self.soloist: int | None = None
        self.widow: tuple[Card, ...] | None = None
        """The widow as shown (``None`` while unseen, and always in a forced game)."""
        self.final_bid: int | None = None
        self.conceded = False
        self.leader = 0
        self.trick: list[Played] = []
        self.played: set[Card] = set()
        self.tricks: list[TrickResult] = []
        self.trump: Suit | None = None
        """The trump in force now (``None`` until the first marriage)."""
        self.marriages: list[Marriage] = []
        """The marriages declared, in order; the last sets the trump."""
        self.shown: dict[Card, int] = {}
        """The other card of each declared marriage, while its declarer (the value) holds it."""
        self.voids: tuple[dict[Suit, Void], ...] = tuple({} for _ in range(PLAYERS))
        """Suits each seat has shown out of, and how."""
        self.widow_seen: tuple[set[Card], ...] = tuple(set() for _ in range(PLAYERS))
        """Cards of the shown widow seen with each opponent (played or shown in a marriage)."""
        self.card_points = [0] * PLAYERS
        self.events: list[Event] = []
        self._turn = self.rearhand
        self._scores: tuple[Score, ...] = ()

    # ----------------------------------------------------------------- events

    def apply(self, event: Event) -> None:
        """Apply one event, or raise a ``RuleError`` and change nothing."""
        match event:
            case Play(by, card, marriage):
                self._play(self.seat(by), card, marriage)
            case Bid(by, amount):
                self._bid(self.seat(by), amount)
            case Pass(by):
                self._pass(self.seat(by))
            case Widow(by, cards):
                self._widow(self.seat(by), cards)
            case Concede(by):
                self._concede(self.seat(by))
            case FinalBid(by, amount):
                self._final_bid(self.seat(by), amount)
            case _:
                raise TypeError(f"not a Tysiacha event: {event!r}")
        self.events.append(event)

    # ----------------------------------------------------------------- the auction

    def _in_auction(self, seat: int, after: Sentence, turn: Sentence) -> None:
        name = self.players[seat]
        if self.phase is Phase.ENDED:
            raise RoundOver(say.DEAL_ENDED, player=name)
        if self.phase is not Phase.AUCTION:
            raise WrongPhase(after, player=name, soloist=self._soloist_name)
        if seat != self._turn:
            raise NotYourTurn(turn, player=name, turn=self.players[self._turn])

    def _bid(self, seat: int, amount: int) -> None:
        self._in_auction(seat, say.BID_AFTER_AUCTION, say.BID_NOT_YOUR_TURN)
        self._check_amount(seat, amount)
        if self.bid is not None and amount <= self.bid:
            raise InvalidBid(
                say.BID_NOT_HIGHER, player=self.players[seat], bid=amount, last=self.bid
            )
        self.bid, self.bidder = amount, seat
        self.bids.append((seat, amount))
        if self.forced:
            self._end_auction(seat)
        else:
            self._turn = self._next_bidder(seat)

    def _check_amount(self, seat: int, amount: object) -> None:
        name = self.players[seat]
        if type(amount) is not int:
            raise InvalidBid(say.BID_NOT_A_NUMBER, player=name, bid=repr(amount))
        if amount < LOWEST_BID:
            raise InvalidBid(say.BID_TOO_LOW, player=name, bid=amount)
        if amount > HIGHEST_BID:
            raise InvalidBid(say.BID_TOO_HIGH, player=name, bid=amount)
        if amount % STEP:
            raise InvalidBid(say.BID_NOT_TENS, player=name, bid=amount)

    def _pass(self, seat: int) -> None:
        self._in_auction(seat, say.PASS_AFTER_AUCTION, say.PASS_NOT_YOUR_TURN)
        if self.forced:
            raise InvalidBid(say.FORCED_PASS, player=self.players[seat])
        self.passed.append(seat)
        if len(self.passed) < PLAYERS - 1:
            self._turn = self._next_bidder(seat)
        elif self.bidder is None:
            self.forced = True
            self._turn = self.eldest
        else:
            self._end_auction(self.bidder)

    def _next_bidder(self, seat: int) -> int:
        following = (seat + 1) % PLAYERS
        while following in self.passed:
            following = (following + 1) % PLAYERS
        return following

    def _end_auction(self, soloist: int) -> None:
        self.soloist = soloist
        self.leader = soloist
        self.phase = Phase.DECIDE if self.forced else Phase.WIDOW

    # ----------------------------------------------------------------- widow and final bid

    def _soloist_step(self, seat: int) -> int:
        """Checks common to the soloist's steps; the soloist's seat."""
        name = self.players[seat]
        if self.phase is Phase.ENDED:
            raise RoundOver(say.DEAL_ENDED, player=name)
        if self.soloist is None:
            raise WrongPhase(say.AUCTION_OPEN, player=name)
        if seat != self.soloist:
            raise NotYourTurn(say.NOT_SOLOIST, player=name, soloist=self.players[self.soloist])
        return self.soloist

    def _widow(self, seat: int, cards: Sequence[Card]) -> None:
        self._soloist_step(seat)
        name = self.players[seat]
        if self.forced:
            raise WrongPhase(say.WIDOW_FORCED, player=name)
        if self.phase is Phase.PLAY:
            raise WrongPhase(say.WIDOW_TOO_LATE, player=name)
        if self.widow is not None:
            raise WrongPhase(say.WIDOW_SHOWN, player=name, cards=Listed(self.widow))
        shown = tuple(cards)
        if len(shown) != 3 or len(set(shown)) != 3 or not all(c in CARDS for c in shown):
            raise InvalidWidow(say.WIDOW_COUNT, player=name, cards=Listed(shown))
        self.widow = shown
        self.phase = Phase.DECIDE

    def _decision(self, seat: int, made: Sentence) -> None:
        self._soloist_step(seat)
        name = self.players[seat]
        if self.phase is Phase.WIDOW:
            raise WrongPhase(say.WIDOW_DUE, player=name)
        if self.phase is Phase.PLAY:
            raise WrongPhase(made, player=name, bid=self.final_bid)

    def _concede(self, seat: int) -> None:
        self._decision(seat, say.CONCEDE_TOO_LATE)
        assert self.bid is not None  # the auction is over
        self.conceded = True
        self._scores = score_concession(seat, self.bid, self.totals)
        self.phase = Phase.ENDED
        self.end = End.COMPLETE

    def _final_bid(self, seat: int, amount: int) -> None:
        self._decision(seat, say.FINAL_BID_MADE)
        assert self.bid is not None  # the auction is over
        name = self.players[seat]
        if type(amount) is not int:
            raise InvalidBid(say.BID_NOT_A_NUMBER, player=name, bid=repr(amount))
        if amount < self.bid:
            raise InvalidBid(say.FINAL_BID_TOO_LOW, player=name, bid=amount, last=self.bid)
        if amount > HIGHEST_BID:
            raise InvalidBid(say.FINAL_BID_TOO_HIGH, player=name, bid=amount)
        if amount % STEP:
            raise InvalidBid(say.FINAL_BID_NOT_TENS, player=name, bid=amount)
        if self.forced_hundred and amount != self.bid:
            raise InvalidBid(say.FINAL_BID_FORCED, player=name, bid=amount)
        self.final_bid = amount
        self.phase = Phase.PLAY

    # ----------------------------------------------------------------- play

    def _play(self, seat: int, card: Card, marriage: bool) -> None:
        self._check_play(seat, card, marriage)
        number = len(self.tricks) + 1
        trick = self.trick
        if trick:
            led = trick[0].card.suit
            voids = self.voids[seat]
            if card.suit is not led:
                voids.setdefault(led, Void(number, False))
                if self.trump is not None and card.suit is not self.trump:
                    voids.setdefault(self.trump, Void(number, True))
        self.shown.pop(card, None)
        if marriage:
            self.trump = card.suit
            self.marriages.append(Marriage(seat, card.suit, number))
            self.shown[partner(card)] = seat
        if self.widow is not None and seat != self.soloist:
            self.widow_seen[seat].update(self._widow_cards(card, marriage))
        self.played.add(card)
        trick.append(Played(seat, card))
        if len(trick) == PLAYERS:
            self._finish_trick()

    def _check_play(self, seat: int, card: Card, marriage: bool) -> None:
        """Raise the ``RuleError`` that refuses ``seat`` playing ``card`` now, if any."""
        if self.phase is not Phase.PLAY:
            self._reject_phase(seat, card)
        name = self.players[seat]
        turn = self.to_play
        if seat != turn:
            raise self.out_of_turn(say.PLAY_NOT_YOUR_TURN, seat, turn, card=card)
        if card not in CARDS:
            raise CardNotInDeck(say.NOT_IN_PACK, player=name, card=card)
        if card in self.played:
            raise CardAlreadyPlayed(say.ALREADY_PLAYED, player=name, card=card)
        if marriage:
            self._check_marriage(seat, card)
        declarer = self.shown.get(card)
        if declarer is not None and declarer != seat:
            raise Revoke(
                say.SHOWN_IN_MARRIAGE, player=name, card=card, declarer=self.players[declarer]
            )
        void = self.voids[seat].get(card.suit)
        if void is not None:
            sentence = say.VOID_IN_TRUMP if void.trump else say.VOID_IN_SUIT
            raise Revoke(sentence, player=name, card=card, suit=card.suit, trick=void.trick)
        if self.trick:
            self._check_shown_cards(seat, card)
        if not marriage and self._widow_cards(card, False):
            seen = self.widow_seen[seat]
            if seat != self.soloist and card not in seen and seen:
                other = min(seen, key=PACK.index)
                raise Revoke(say.SECOND_WIDOW_CARD, player=name, card=card, other=other)

    def _check_marriage(self, seat: int, card: Card) -> None:
        name = self.players[seat]
        if self.trick:
            raise InvalidMarriage(say.MARRIAGE_NOT_LEAD, player=name, card=card)
        if card.rank not in MARRIAGE_RANKS:
            raise InvalidMarriage(say.MARRIAGE_NOT_KQ, player=name, card=card)
        other = partner(card)
        if other in self.played:
            raise InvalidMarriage(say.MARRIAGE_PARTNER_PLAYED, player=name, card=card, other=other)
        if seat != self.soloist and len(self.widow_seen[seat] | self._widow_cards(card, True)) > 1:
            raise InvalidMarriage(
                say.MARRIAGE_SECOND_WIDOW_CARD, player=name, card=card, other=other
            )

    def _check_shown_cards(self, seat: int, card: Card) -> None:
        """A follower holding a card shown in his marriage follows its suit, or trumps with it."""
        led = self.trick[0].card.suit
        trump = self.trump
        for shown, declarer in self.shown.items():
            if declarer != seat or shown == card or card.suit is led:
                continue
            name = self.players[seat]
            if shown.suit is led:
                raise Revoke(say.MUST_FOLLOW_SHOWN, player=name, card=card, led=led, shown=shown)
            if shown.suit is trump and card.suit is not trump:
                raise Revoke(
                    say.MUST_TRUMP_SHOWN, player=name, card=card, led=led, shown=shown, trump=trump
                )

    def _widow_cards(self, card: Card, marriage: bool) -> set[Card]:
        """The cards of the shown widow that playing ``card`` (declaring) shows."""
        if self.widow is None:
            return set()
        cards = {card, partner(card)} if marriage else {card}
        return cards.intersection(self.widow)

    def _reject_phase(self, seat: int, card: Card) -> NoReturn:
        name = self.players[seat]
        soloist = self._soloist_name
        match self.phase:
            case Phase.AUCTION:
                raise WrongPhase(say.PLAY_IN_AUCTION, player=name, card=card)
            case Phase.WIDOW:
                raise WrongPhase(say.PLAY_WIDOW_DUE, player=name, card=card, soloist=soloist)
            case Phase.DECIDE:
                raise WrongPhase(say.PLAY_FINAL_BID_DUE, player=name, card=card, soloist=soloist)
        raise RoundOver(say.DEAL_ENDED, player=name)

    def _finish_trick(self) -> None:
        cards = tuple(self.trick)
        taking = takes(cards, self.trump)
        points = sum(p.card.points for p in cards)
        self.tricks.append(TrickResult(len(self.tricks) + 1, cards, taking, points))
        self.card_points[taking.seat] += points
        self.leader = taking.seat
        self.trick = []
        if len(self.tricks) == TRICKS:
            assert self.soloist is not None and self.final_bid is not None
            self._scores = score_deal(
                self.soloist,
                self.final_bid,
                [self.take(seat) for seat in range(PLAYERS)],
                self.totals,
                self.rounding,
            )
            self.phase = Phase.ENDED
            self.end = End.COMPLETE

    # ----------------------------------------------------------------- queries

    @property
    def _soloist_name(self) -> str | None:
        return None if self.soloist is None else self.players[self.soloist]

    @property
    def forced_hundred(self) -> bool:
        """A forced bid of exactly 100: the final bid stays 100."""
        return self.forced and self.bid == LOWEST_BID

    @property
    def to_play(self) -> int:
        """The seat whose card comes next in the current trick."""
        return (self.leader + len(self.trick)) % PLAYERS

    @property
    def to_act(self) -> int | None:
        """The seat whose event comes next (``None`` once the deal has ended)."""
        match self.phase:
            case Phase.AUCTION:
                return self._turn
            case Phase.WIDOW | Phase.DECIDE:
                return self.soloist
            case Phase.PLAY:
                return self.to_play
        return None

    def due(self) -> tuple[int, ...]:
        """Seats that must act now: one, or none once the deal has ended."""
        seat = self.to_act
        return () if seat is None else (seat,)

    def legal_bids(self) -> tuple[int, ...]:
        """The bids the player to bid may make now (empty outside the auction)."""
        if self.phase is not Phase.AUCTION:
            return ()
        lowest = LOWEST_BID if self.bid is None else self.bid + STEP
        return tuple(range(lowest, HIGHEST_BID + 1, STEP))

    def may_pass(self) -> bool:
        """Whether the player to bid may pass now."""
        return self.phase is Phase.AUCTION and not self.forced

    def legal_final_bids(self) -> tuple[int, ...]:
        """The final bids the soloist may announce now."""
        if self.phase is not Phase.DECIDE or self.bid is None:
            return ()
        if self.forced_hundred:
            return (self.bid,)
        return tuple(range(self.bid, HIGHEST_BID + 1, STEP))

    def refusal(self, seat: int, card: Card, marriage: bool = False) -> RuleError | None:
        """The refusal ``seat`` playing ``card`` now would meet (``None`` if it is allowed)."""
        try:
            self._check_play(seat, card, marriage)
        except RuleError as error:
            return error
        return None

    def playable_cards(self) -> tuple[Card, ...]:
        """The cards the player to play may play now, as far as the table has seen."""
        if self.phase is not Phase.PLAY:
            return ()
        seat = self.to_play
        return tuple(c for c in PACK if c not in self.played and self.refusal(seat, c) is None)

    def may_declare(self, card: Card) -> bool:
        """Whether the player on lead may lead ``card`` declaring its marriage."""
        return self.phase is Phase.PLAY and self.refusal(self.to_play, card, True) is None

    @property
    def trump_marriage(self) -> Marriage | None:
        """The marriage that set the trump in force (``None`` before the first)."""
        return self.marriages[-1] if self.marriages else None

    def trump_statement(self) -> Statement:
        """Where the trump in force came from, as a sentence."""
        marriage = self.trump_marriage
        if marriage is None:
            return Statement(say.NO_TRUMP, {})
        player = self.players[marriage.seat]
        return Statement(
            say.TRUMP_FROM, {"suit": marriage.suit, "player": player, "trick": marriage.trick}
        )

    @property
    def trick_number(self) -> int:
        """The 1-based number of the trick being played (the last one once ended)."""
        return min(len(self.tricks) + 1, TRICKS)

    def would_take(self) -> Taking | None:
        """Who takes the current trick so far and why (``None`` before its first card)."""
        return takes(self.trick, self.trump) if self.trick else None

    def explain(self, trick: int) -> Taking:
        """Who took finished trick ``trick`` (1-based) and why."""
        return self.tricks[trick - 1].taking

    def takers(self) -> tuple[int, ...]:
        """The seat that took each finished trick, in order."""
        return tuple(t.taker for t in self.tricks)

    def marriages_of(self, seat: int) -> tuple[Suit, ...]:
        """The suits of the marriages ``seat`` declared, in order."""
        return tuple(m.suit for m in self.marriages if m.seat == seat)

    def take(self, seat: int) -> int:
        """Card points in the tricks ``seat`` took so far, plus the marriages declared."""
        return self.card_points[seat] + sum(m.value for m in self.marriages if m.seat == seat)

    @property
    def made(self) -> bool:
        """Whether the soloist made his final bid (false while open and after "forty each")."""
        if not self.ended or self.conceded or self.soloist is None:
            return False
        return self._scores[self.soloist].made

    def scores(self) -> tuple[Score, ...]:
        """Each player's score for the deal, once it has ended (empty before)."""
        return self._scores

    def unplayed_cards(self) -> tuple[Card, ...]:
        """Cards not played yet this deal, in pad order."""
        return tuple(card for card in PACK if card not in self.played)
