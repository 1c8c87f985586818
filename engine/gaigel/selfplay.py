"""Seeded self-play of Gaigel: whole sittings from a ``random.Random``, for tests and benches.

The engine never sees the hands at a real table; here the doubled pack is dealt so that every
seat plays only cards it holds, draws from the stock after each of the first seven tricks,
and after the stock follows the duties (follow and head, else trump and overtrump). Players
show marriages, exchange or reserve the dix, and mostly claim in time; sometimes a side is
late or claims wrongly, so every way a deal ends comes up.

Each deal is played card by card; :func:`announced` turns its events into the same deal
recorded by announcements.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.french import Card, Rank
from engine.gaigel import events as ev
from engine.gaigel.cards import DECK, partner
from engine.gaigel.game import Game
from engine.gaigel.round import DRAWS, PLAYERS, Phase, Round, side_of
from engine.gaigel.scoring import How
from engine.gaigel.trick import beats, takes

NAMES = ("Anna", "Ben", "Cleo", "Dan")

HAND = 5
"""Cards in each hand after the deal (three, the turn-up, two more)."""


class Table:
    """The hidden side of a deal: the hands, the stock and the card lying face up."""

    def __init__(self, round_: Round, rng: random.Random) -> None:
        cards = list(DECK)
        rng.shuffle(cards)
        first = round_.eldest
        self.hands: list[list[Card]] = [[] for _ in range(PLAYERS)]
        for i in range(PLAYERS):
            seat = (first + i) % PLAYERS
            self.hands[seat] = cards[i * HAND : (i + 1) * HAND]
        self.turn_up = cards[PLAYERS * HAND]
        self.face_up: Card | None = self.turn_up
        self.stock = cards[PLAYERS * HAND + 1 :]
        self.under: Card | None = None

    def draw(self, taker: int) -> None:
        """All four draw, the taker first; the card face up is the last one drawn."""
        for i in range(PLAYERS):
            seat = (taker + i) % PLAYERS
            if self.stock:
                self.hands[seat].append(self.stock.pop())
            elif self.face_up is not None:
                self.hands[seat].append(self.face_up)
                self.face_up = None


def legal_cards(round_: Round, hand: Sequence[Card]) -> list[Card]:
    """The cards of ``hand`` the rules allow now: any while the stock lasts, else the duties."""
    if not round_.stock_empty or not round_.trick:
        return list(hand)
    trump = round_.trump
    assert trump is not None
    led = round_.trick[0].card.suit
    top = takes(round_.trick, trump).card
    follow = [c for c in hand if c.suit is led]
    if follow:
        heading = [c for c in follow if top.suit is led and beats(c, top, trump)]
        return heading or follow
    trumps = [c for c in hand if c.suit is trump]
    if trumps:
        over = [c for c in trumps if beats(c, top, trump)]
        return over or trumps
    return list(hand)


def _marriage_card(round_: Round, hand: Sequence[Card], cards: Sequence[Card]) -> Card | None:
    seat = round_.to_play
    if any(m.seat == seat for m in round_.marriages) or round_.trick_number == 12:
        return None
    for card in cards:
        if card.rank in (Rank.KING, Rank.QUEEN) and partner(card) in hand:
            suit = card.suit
            if sum(1 for m in round_.marriages if m.suit is suit) < 2:
                return card
    return None


class Player:
    """Plays one deal for all four seats and records its events."""

    def __init__(self, game: Game, rng: random.Random) -> None:
        self.rng = rng
        self.round = game.start_round()
        self.table = Table(self.round, rng)
        self.events: list[ev.Event] = []
        self.silent: set[int] = set()
        """Sides that decided not to claim this time (they will be late)."""
        self.quiet = rng.random() < 0.3
        """Nobody claims or points anything out: the deal runs to the twelfth trick."""

    def apply(self, event: ev.Event) -> None:
        self.round.apply(event)
        self.events.append(event)

    def name(self, seat: int) -> str:
        return self.round.players[seat]

    def play_deal(self) -> list[ev.Event]:
        round_, table, rng = self.round, self.table, self.rng
        if rng.random() < 0.02:
            self.apply(
                ev.Settle(self.name(rng.randrange(PLAYERS)), rng.choice(list(ev.SettleKind)))
            )
            return self.events
        self.apply(ev.TurnUp(self.name(round_.dealer), table.turn_up))
        while not round_.ended:
            if round_.phase is Phase.CLAIM:
                self._claim_now()
                break
            self._dix()
            if self._claims() or round_.ended:
                break
            seat = round_.to_play
            hand = table.hands[seat]
            cards = legal_cards(round_, hand)
            shown = _marriage_card(round_, hand, cards) if rng.random() < 0.8 else None
            card = shown or rng.choice(cards)
            number = round_.trick_number
            if rng.random() < 0.005 and not self.quiet:  # a wrong claim now and then
                side = side_of(seat)
                if round_.points(side) < 101:
                    self.apply(ev.Claim(self.name(seat), ev.ClaimKind.OUT))
                    break
            self.apply(ev.Play(self.name(seat), card, shown is not None))
            hand.remove(card)
            if len(round_.tricks) == number and number <= DRAWS:
                table.draw(round_.tricks[-1].taker)
        return self.events

    def _claims(self) -> bool:
        """A side that reached 101 claims (mostly); a late side is pointed out or claims."""
        round_, rng = self.round, self.rng
        if self.quiet:
            return False
        for side in (0, 1):
            if round_.reached[side] is None:
                continue
            seat = side + 2 * rng.randrange(2)
            if round_.late[side]:
                if rng.random() < 0.5:
                    accuser = 1 - side + 2 * rng.randrange(2)
                    self.apply(ev.Claim(self.name(accuser), ev.ClaimKind.UNDERGAIGEL))
                    return True
                if rng.random() < 0.3:
                    self.apply(ev.Claim(self.name(seat), ev.ClaimKind.OUT))
                    return True
            elif side not in self.silent:
                if rng.random() < 0.9:
                    self.apply(ev.Claim(self.name(seat), ev.ClaimKind.OUT))
                    return True
                self.silent.add(side)
        return False

    def _claim_now(self) -> None:
        """After the twelfth trick: the side that got there in it claims."""
        first = self.round.first
        assert first is not None
        self.apply(ev.Claim(self.name(first + 2 * self.rng.randrange(2)), ev.ClaimKind.OUT))

    def _dix(self) -> None:
        """Exchange or reserve the dix when a player may; settle a reservation in time."""
        round_, table, rng = self.round, self.table, self.rng
        trump = round_.trump
        if trump is None or round_.exchange is not None or round_.stock_empty:
            return
        if table.turn_up.rank is Rank.SEVEN:
            return
        seven = Card(trump, Rank.SEVEN)
        holders = [s for s in range(PLAYERS) if seven in table.hands[s]]
        reserver = round_.reserve
        urgent = round_.trick_number == DRAWS and len(round_.trick) == PLAYERS - 1
        if reserver is not None:
            mate = (reserver + 2) % PLAYERS
            if urgent or rng.random() < 0.3:
                if mate in holders and rng.random() < 0.5:
                    self._take(mate, seven, reserver)
                else:
                    self._take(reserver, seven, reserver)
            return
        for seat in holders:
            if round_.won[side_of(seat)] and rng.random() < 0.7:
                self._take(seat, seven, None)
                return
            if not round_.won[side_of(seat)] and rng.random() < 0.1:
                table.hands[seat].remove(seven)
                table.under = seven
                self.apply(ev.Reserve(self.name(seat)))
                return

    def _take(self, seat: int, seven: Card, reserver: int | None) -> None:
        table = self.table
        turn_up = table.face_up
        assert turn_up is not None
        self.apply(ev.Exchange(self.name(seat)))
        table.hands[seat].append(turn_up)
        if reserver is None:
            table.hands[seat].remove(seven)
            table.face_up = seven
            return
        if seat != reserver:
            table.hands[seat].remove(seven)
            table.hands[reserver].append(seven)
        table.face_up, table.under = table.under, None


def play_round(game: Game, rng: random.Random) -> list[ev.Event]:
    """Play the sitting's next deal to its end with a dealt pack; return its events."""
    return Player(game, rng).play_deal()


def announced(events: Sequence[ev.Event], players: Sequence[str]) -> list[ev.Event]:
    """The same deal recorded by announcements: each marriage where it was shown, each
    trick as its taker and counters, the other events where they were."""
    dealer = next((e.by for e in events if isinstance(e, ev.TurnUp)), players[0])
    deal = Round(players, list(players).index(dealer))
    out: list[ev.Event] = []
    for event in events:
        before = len(deal.tricks)
        deal.apply(event)
        if isinstance(event, ev.Play):
            if event.marriage:
                out.append(ev.Marriage(event.by, event.card.suit))
            if len(deal.tricks) > before:
                done = deal.tricks[-1]
                out.append(ev.Trick(players[done.taker], done.counters))
        else:
            out.append(event)
    return out


def random_game(
    rng: random.Random, first_dealer: int = 0, deals: int = 8
) -> tuple[Game, list[list[ev.Event]]]:
    """A sitting of ``deals`` deals played from ``rng``, and each deal's events."""
    game = Game(NAMES, first_dealer)
    rounds: list[list[ev.Event]] = []
    while len(rounds) < deals:
        rounds.append(play_round(game, rng))
    return game, rounds


def hows(game: Game) -> set[How]:
    """How the sitting's ended deals were decided."""
    return {r.result.how for r in game.rounds if r.result is not None}


__all__ = ["NAMES", "announced", "hows", "legal_cards", "play_round", "random_game"]
