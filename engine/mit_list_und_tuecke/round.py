"""One round as a small state machine: play, take, keep, ended."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import NoReturn

from engine.errors import (
    BlockedNotPossible,
    CardAlreadyPlayed,
    CardNotInDeck,
    FourthColor,
    InvalidKeep,
    InvalidTake,
    NotYourTurn,
    RoundOver,
    WrongPhase,
)
from engine.mit_list_und_tuecke import sentences as say
from engine.mit_list_und_tuecke.cards import (
    COLORS,
    HAND_SIZE,
    TRICKS_PER_ROUND,
    Card,
    Color,
    check_player_count,
    deck,
    highest_number,
    sorted_deck,
    takes_first,
)
from engine.mit_list_und_tuecke.events import Blocked, Event, Keep, Play, Take
from engine.mit_list_und_tuecke.scoring import Score, score
from engine.mit_list_und_tuecke.slots import slot_setter
from engine.mit_list_und_tuecke.trick import Played, Takers, TrickResult, takers
from engine.rounds import RoundOfEvents
from engine.seating import Seats


class Phase(StrEnum):
    """What the round waits for."""

    PLAY = "play"
    TAKE = "take"
    KEEP = "keep"
    ENDED = "ended"


class End(StrEnum):
    """How a round stands: still running, all 14 tricks done, or ended by a block."""

    OPEN = "open"
    COMPLETE = "complete"
    BLOCKED = "blocked"


@dataclass(frozen=True, slots=True)
class Stacks:
    """A player's collected cards: open stacks by color, the discard pile, the kept colors."""

    open: dict[Color, int]
    discarded: int
    kept: tuple[Color, ...] | None

    def __init__(self, open: dict[Color, int], discarded: int, kept: tuple[Color, ...] | None):
        _set_open(self, open)  # one per seat and round of every summary: quicker than generated
        _set_discarded(self, discarded)
        _set_kept(self, kept)

    @property
    def colors(self) -> tuple[Color, ...]:
        """The colors of the open stacks that hold at least one card, in canonical order."""
        return tuple(c for c in COLORS if self.open.get(c, 0))

    @property
    def total(self) -> int:
        """All cards the player collected this round."""
        return sum(self.open.values()) + self.discarded


_set_open = slot_setter(Stacks, "open")
_set_discarded = slot_setter(Stacks, "discarded")
_set_kept = slot_setter(Stacks, "kept")


@dataclass(frozen=True, slots=True)
class SeatView:
    """What the whole table may see of one player's stacks while the round runs."""

    name: str
    colors: tuple[Color, ...]
    kept: tuple[Color, ...] | None
    has_discards: bool
    counts: dict[Color, int] | None
    discarded: int | None


class _Stack:
    """Mutable stacks of one seat, private to the round."""

    __slots__ = ("discarded", "kept", "open")

    def __init__(self) -> None:
        self.open: dict[Color, int] = {}
        self.discarded = 0
        self.kept: tuple[Color, ...] | None = None

    def receive_all(self, cards: Iterable[Card]) -> None:
        """Put cards on the open stacks, or on the discard pile if their color was dropped."""
        kept = self.kept
        stacks = self.open
        for card in cards:
            color = card.color
            if kept is not None and color not in kept:
                self.discarded += 1
            else:
                stacks[color] = stacks.get(color, 0) + 1

    def commit(self, keep: tuple[Color, ...]) -> None:
        for color in COLORS:
            if color not in keep:
                self.discarded += self.open.pop(color, 0)
        self.kept = keep

    def frozen(self) -> Stacks:
        ordered = {c: self.open[c] for c in COLORS if self.open.get(c, 0)}
        return Stacks(ordered, self.discarded, self.kept)


_PLAY = Phase.PLAY
_TAKE = Phase.TAKE


class Round(RoundOfEvents[Event, Phase]):
    """A round of *Mit List und Tücke*: apply events, ask what is allowed and who is due.

    Every event is checked completely before anything changes, so a rejected event
    (a :class:`~engine.errors.RuleError`) leaves the round exactly as it was.
    """

    NOT_AT_TABLE = say.NOT_AT_TABLE

    def __init__(self, players: Sequence[str], dealer: int) -> None:
        check_player_count(len(players))
        if not 0 <= dealer < len(players):
            raise ValueError(f"dealer seat {dealer} is not at a table of {len(players)}")
        self.players: tuple[str, ...] = tuple(players)
        self.n = len(players)
        self.dealer = dealer
        self.deck = deck(self.n)
        self.k1 = takes_first(self.n)
        self.phase = Phase.PLAY
        self.end = End.OPEN
        self.leader = (dealer + 1) % self.n
        self.trick: list[Played] = []
        self.trick_colors: set[Color] = set()
        self.played: set[Card] = set()
        self.played_by_seat = [0] * self.n
        self.tricks: list[TrickResult] = []
        self.owing: list[int] = []
        self.blocked_by: int | None = None
        self.pending: Takers | None = None
        self.events: list[Event] = []
        self._stacks = [_Stack() for _ in range(self.n)]
        self.seats = Seats(self.players)
        self._exact = self.seats.exact
        self._highest = {color: highest_number(color, self.n) for color in COLORS}
        self._scores: tuple[Score, ...] | None = None

    # ----------------------------------------------------------------- events

    def apply(self, event: Event) -> None:
        """Apply one event, or raise a ``RuleError`` and change nothing."""
        # exact types first: the replay hot path skips the pattern match
        if type(event) is Play:
            self._play(self._seat_of(event.by), event.card)
        elif type(event) is Take:
            self._take(self._seat_of(event.by), event.cards)
        else:
            match event:
                case Play(by, card):
                    self._play(self.seat(by), card)
                case Take(by, cards):
                    self._take(self.seat(by), cards)
                case Keep(by, colors):
                    self._keep(self.seat(by), colors)
                case Blocked(by):
                    self._blocked(self.seat(by))
                case _:
                    raise TypeError(f"not an event: {event!r}")
        self.events.append(event)

    def apply_all(self, events: Iterable[Event]) -> None:
        """Apply events in order; stops at the first rejected one."""
        # A replay's loop. A play that passes every check of _play, by an exactly written
        # name (nearly every event of a record), is accepted right here, the way _play
        # accepts it; anything else goes through apply, which accepts it or explains why not.
        exact = self._exact
        highest = self._highest
        played = self.played
        add_played = played.add
        played_by_seat = self.played_by_seat
        n = self.n
        accepted = self.events.append
        apply = self.apply
        for event in events:
            if type(event) is not Play or self.phase is not _PLAY:
                apply(event)
                continue
            try:
                seat = exact[event.by]
            except (KeyError, TypeError):  # a name written otherwise, or not a name
                apply(event)
                continue
            card = event.card
            trick = self.trick
            if type(card) is Card and seat == (self.leader + len(trick)) % n:
                color = card.color
                number = card.number
                top = highest.get(color)
                colors = self.trick_colors
                if (
                    top is not None
                    and type(number) is int
                    and 1 <= number <= top
                    and (len(colors) < 3 or color in colors)
                ):
                    known = len(played)
                    add_played(card)  # adds nothing if the card was played: _play says so
                    if len(played) != known:
                        trick.append((seat, card))
                        colors.add(color)
                        played_by_seat[seat] += 1
                        if len(trick) == n:
                            self.pending = takers(trick)
                            self.phase = Phase.TAKE
                        accepted(event)
                        continue
            apply(event)

    def _seat_of(self, name: str) -> int:
        seat = self._exact.get(name) if type(name) is str else None
        return self.seat(name) if seat is None else seat

    def _play(self, seat: int, card: Card) -> None:
        # The hot path of every replay: the messages are only built for a rejected card.
        if self.phase is not _PLAY:
            self._check_may_play(self.players[seat], card)
        trick = self.trick
        turn = (self.leader + len(trick)) % self.n
        if seat != turn:
            raise self.out_of_turn(say.PLAY_NOT_YOUR_TURN, seat, turn, card=card)
        color = card.color
        highest = self._highest.get(color)
        if highest is None or not 1 <= card.number <= highest:  # card not in self.deck
            name = self.players[seat]
            raise CardNotInDeck(say.NOT_IN_DECK, player=name, card=card, players=self.n)
        played = self.played
        colors = self.trick_colors
        if len(colors) == 3 and color not in colors:
            if card in played:
                self._already_played(seat, card)
            name = self.players[seat]
            raise FourthColor(say.FOURTH_COLOR, player=name, card=card, colors=frozenset(colors))
        known = len(played)
        played.add(card)
        if len(played) == known:  # adding a played card changed nothing: reject it
            self._already_played(seat, card)
        trick.append((seat, card))
        colors.add(color)
        self.played_by_seat[seat] += 1
        if len(trick) == self.n:
            self.pending = takers(trick)
            self.phase = Phase.TAKE

    def _already_played(self, seat: int, card: Card) -> NoReturn:
        name = self.players[seat]
        raise CardAlreadyPlayed(say.ALREADY_PLAYED, player=name, card=card)

    def _check_may_play(self, name: str, card: Card | None) -> None:
        """Reject playing ``card`` (or, without a card, claiming a block) outside the play phase."""
        if self.phase is Phase.PLAY:
            return
        playing = card is not None
        if self.phase is Phase.ENDED:
            ended = say.PLAY_ROUND_ENDED if playing else say.BLOCKED_ROUND_ENDED
            raise RoundOver(ended, player=name, card=card)
        if self.phase is Phase.TAKE:
            assert self.pending is not None
            first = self.players[self.pending.first]
            take_due = say.PLAY_TAKE_DUE if playing else say.BLOCKED_TAKE_DUE
            raise WrongPhase(take_due, player=name, card=card, by=first, k1=self.k1)
        owing = tuple(self.players[s] for s in self.owing)
        keep_due = say.PLAY_KEEP_DUE if playing else say.BLOCKED_KEEP_DUE
        raise WrongPhase(keep_due, player=name, card=card, owing=owing)

    def _take(self, seat: int, cards: Sequence[Card]) -> None:
        pending = self.pending
        if self.phase is not _TAKE or pending is None or seat != pending.first:
            self._reject_take(seat, cards)
        first, second = pending.first, pending.second
        trick = self.trick
        chosen = tuple(cards)
        k1 = self.k1
        # Chosen as a tap or a record gives them, the cards are k1 of the trick's own card
        # objects; the trick's cards are distinct, so k1 distinct objects found among them
        # are a valid choice, found without hashing a card. Otherwise compare by value.
        ids = set(map(id, chosen))
        others = []
        for _, card in trick:
            if id(card) not in ids:
                others.append(card)
        if len(chosen) == k1 and len(ids) == k1 and len(others) == self.n - k1:
            rest = tuple(others)
        else:
            chosen_set = set(chosen)
            others = [card for _, card in trick if card not in chosen_set]
            # k1 distinct cards, and exactly k1 of the trick's cards among them: all in the trick
            if len(chosen) != k1 or len(chosen_set) != k1 or len(others) != self.n - k1:
                self._reject_take(seat, cards)
            rest = tuple(others)
        stacks = self._stacks
        taker = stacks[first]
        taker.receive_all(chosen)
        if second is not None:
            receiver = stacks[second]
            receiver.receive_all(rest)
            self.leader = second
        else:
            receiver = None
            self.leader = first
        self.tricks.append(TrickResult(tuple(trick), first, chosen, second, rest))
        self.trick = []
        self.trick_colors = set()
        self.pending = None
        if taker.kept is None and len(taker.open) == 4:
            self.owing.append(first)
        if (
            second is not None
            and receiver is not None
            and receiver.kept is None
            and len(receiver.open) == 4
        ):
            self.owing.append(second)
        if self.owing:
            self.phase = Phase.KEEP
        else:
            self._next_trick()

    def _reject_take(self, seat: int, cards: Sequence[Card]) -> NoReturn:
        """Raise the error that explains why this take is not allowed."""
        name = self.players[seat]
        chosen = tuple(cards)
        if self.phase is not Phase.TAKE:
            if self.phase is Phase.ENDED:
                raise RoundOver(say.TAKE_ROUND_ENDED, player=name, cards=chosen)
            why = say.TAKE_TRICK_INCOMPLETE if self.phase is Phase.PLAY else say.TAKE_CHOICE_DUE
            raise WrongPhase(why, player=name, cards=chosen)
        assert self.pending is not None
        first = self.pending.first
        if seat != first:
            raise NotYourTurn(
                say.TAKE_NOT_FIRST_TAKER, player=name, cards=chosen, taker=self.players[first]
            )
        in_trick = {card for _, card in self.trick}
        for card in chosen:
            if card not in in_trick:
                raise InvalidTake(say.TAKE_NOT_IN_TRICK, player=name, card=card)
        if len(set(chosen)) != len(chosen):
            raise InvalidTake(say.TAKE_SAME_CARD_TWICE, player=name, cards=chosen, k1=self.k1)
        raise InvalidTake(say.TAKE_COUNT, player=name, cards=chosen, k1=self.k1, given=len(chosen))

    def _keep(self, seat: int, colors: Sequence[Color]) -> None:
        name = self.players[seat]
        if seat not in self.owing:
            if self.phase is Phase.ENDED:
                raise RoundOver(say.KEEP_ROUND_ENDED, player=name)
            if self._stacks[seat].kept is not None:
                raise WrongPhase(say.KEEP_ALREADY_CHOSEN, player=name)
            raise WrongPhase(say.KEEP_NOT_FOUR_COLORS, player=name)
        keep = tuple(colors)
        if len(keep) != 2 or keep[0] == keep[1]:
            raise InvalidKeep(say.KEEP_TWO_COLORS, player=name, colors=keep)
        self._stacks[seat].commit(keep)
        self.owing.remove(seat)
        if not self.owing:
            self._next_trick()

    def _blocked(self, seat: int) -> None:
        name = self.players[seat]
        self._check_may_play(name, None)
        turn = self.to_play
        if seat != turn:
            raise NotYourTurn(say.BLOCKED_NOT_YOUR_TURN, player=name, turn=self.players[turn])
        if len(self.trick_colors) < 3:
            raise BlockedNotPossible(say.BLOCKED_FEWER_THAN_THREE, player=name)
        fourth = self.fourth_color
        assert fourth is not None
        unplayed = self.unplayed_of(fourth)
        hand = HAND_SIZE - self.played_by_seat[seat]
        if unplayed < hand:
            raise BlockedNotPossible(
                say.BLOCKED_IMPOSSIBLE, player=name, hand=hand, unplayed=unplayed, color=fourth
            )
        self.blocked_by = seat
        self.phase = Phase.ENDED
        self.end = End.BLOCKED

    def _next_trick(self) -> None:
        if len(self.tricks) == TRICKS_PER_ROUND:
            self.phase = Phase.ENDED
            self.end = End.COMPLETE
        else:
            self.phase = Phase.PLAY

    # ---------------------------------------------------------------- queries

    @property
    def trick_number(self) -> int:
        """The 1-based number of the trick being played (or just completed)."""
        return min(len(self.tricks) + 1, TRICKS_PER_ROUND)

    @property
    def trump(self) -> Color | None:
        """The led color of the current trick, if a card lies."""
        return self.trick[0][1].color if self.trick else None

    @property
    def to_play(self) -> int:
        """The seat whose card comes next in the current trick."""
        return (self.leader + len(self.trick)) % self.n

    @property
    def fourth_color(self) -> Color | None:
        """The color that may not be played, once three colors show."""
        if len(self.trick_colors) != 3:
            return None
        return next(c for c in COLORS if c not in self.trick_colors)

    def due(self) -> tuple[int, ...]:
        """Seats that must act now: the next player, the first taker, or who owes a choice."""
        match self.phase:
            case Phase.PLAY:
                return (self.to_play,)
            case Phase.TAKE:
                assert self.pending is not None
                return (self.pending.first,)
            case Phase.KEEP:
                return tuple(self.owing)
            case _:
                return ()

    def unplayed_of(self, color: Color) -> int:
        """How many cards of ``color`` have not been played this round."""
        return sum(1 for card in self.deck if card.color is color and card not in self.played)

    def playable_cards(self) -> tuple[Card, ...]:
        """Cards that may be played now: unplayed, and not a fourth color."""
        if self.phase is not Phase.PLAY:
            return ()
        fourth = self.fourth_color
        return tuple(
            card
            for card in sorted_deck(self.n)
            if card not in self.played and card.color is not fourth
        )

    def unplayed_cards(self) -> tuple[Card, ...]:
        """Cards of this deck not played yet this round, in pad order."""
        return tuple(card for card in sorted_deck(self.n) if card not in self.played)

    def may_claim_blocked(self) -> bool:
        """Whether the player to play could claim to be blocked now."""
        fourth = self.fourth_color
        if self.phase is not Phase.PLAY or fourth is None:
            return False
        return self.unplayed_of(fourth) >= HAND_SIZE - self.played_by_seat[self.to_play]

    def would_take(self) -> Takers | None:
        """The would-be takers of the trick so far (``None`` before the first card)."""
        if self.pending is not None:
            return self.pending
        return takers(self.trick) if self.trick else None

    def stacks(self, seat: int) -> Stacks:
        """The true stacks of a seat (for the end of the round, and for tests)."""
        return self._stacks[seat].frozen()

    def all_stacks(self) -> tuple[Stacks, ...]:
        """Every seat's stacks, in seating order."""
        return tuple(s.frozen() for s in self._stacks)

    def kept(self, seat: int) -> tuple[Color, ...] | None:
        """The two colors a seat committed to, if it has."""
        return self._stacks[seat].kept

    def table_view(self, show_counts: bool = False) -> tuple[SeatView, ...]:
        """What the whole table may see: colors collected, not how many (until the end)."""
        reveal = show_counts or self.ended
        views = []
        for name, stack in zip(self.players, self._stacks, strict=True):
            frozen = stack.frozen()
            views.append(
                SeatView(
                    name=name,
                    colors=frozen.colors,
                    kept=frozen.kept,
                    has_discards=frozen.discarded > 0,
                    counts=dict(frozen.open) if reveal else None,
                    discarded=frozen.discarded if reveal else None,
                )
            )
        return tuple(views)

    def score(self, seat: int) -> Score:
        """The score of a seat's stacks as they are now."""
        stack = self._stacks[seat]
        return score(stack.open, stack.discarded)

    def scores(self) -> tuple[Score, ...]:
        """Every seat's score, in seating order."""
        if self._scores is not None:
            return self._scores
        result = tuple(score(s.open, s.discarded) for s in self._stacks)
        if self.phase is Phase.ENDED:  # nothing changes an ended round: keep the result
            self._scores = result
        return result
