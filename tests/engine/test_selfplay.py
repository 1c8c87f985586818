"""Random self-play from real dealt hands, checked against an independent model of the rules.

Thousands of rounds of every table size: no card is created or lost, each seat plays one
card per trick, the takers and their counts, the commitments, the scores and totals all
follow the rules page, and each game's record replays to the same summary.
Set ``LISTIG_SELFPLAY_ROUNDS`` to play more rounds per size (default 2,000).
"""

from __future__ import annotations

import os
import random
from collections import Counter
from dataclasses import dataclass, field

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from assistant.files.record import parse_record, record_of, replay
from assistant.games.simulate import NAMES, deal, next_event
from engine.mit_list_und_tuecke import (
    COLORS,
    Blocked,
    Card,
    Color,
    End,
    Game,
    Keep,
    Play,
    Round,
    Take,
    deck,
    summarize,
)

ROUNDS = int(os.environ.get("LISTIG_SELFPLAY_ROUNDS", "2000"))


@dataclass
class SeatModel:
    """The model's view of one seat's collected cards, card by card."""

    stacks: dict[Color, list[Card]] = field(default_factory=dict)
    discard: list[Card] = field(default_factory=list)
    kept: tuple[Color, ...] | None = None

    @property
    def open(self) -> dict[Color, int]:
        return {c: len(self.stacks[c]) for c in COLORS if self.stacks.get(c)}

    @property
    def discarded(self) -> int:
        return len(self.discard)

    def receive(self, card: Card) -> None:
        if self.kept is not None and card.color not in self.kept:
            self.discard.append(card)
        else:
            self.stacks.setdefault(card.color, []).append(card)

    def commit(self, colors: tuple[Color, ...]) -> None:
        for color in list(self.stacks):
            if color not in colors:
                self.discard.extend(self.stacks.pop(color))
        self.kept = colors

    def points(self) -> int:
        sizes = sorted((len(self.stacks.get(c, [])) for c in COLORS), reverse=True)
        a, b, rest = sizes[0], sizes[1], sum(sizes[2:]) + self.discarded
        if b == 0:
            return 0
        return a * b if rest == 0 else (a * b) // rest


def expected_takers(trick: list[tuple[int, Card]]) -> tuple[int, int | None]:
    """The rules page, read directly: highest trump; lowest non-trump, earlier on a tie."""
    trump = trick[0][1].color
    first = max((card.number, seat) for seat, card in trick if card.color is trump)[1]
    others = [(card.number, i, seat) for i, (seat, card) in enumerate(trick)]
    non_trump = [o for o, (_, card) in zip(others, trick, strict=True) if card.color is not trump]
    second = min(non_trump)[2] if non_trump else None
    return first, second


def check_location_of_every_card(
    rnd: Round, hands: list[set[Card]], seats: list[SeatModel], out: list[Card]
) -> None:
    where: Counter[Card] = Counter()
    for hand in hands:
        where.update(hand)
    where.update(card for _, card in rnd.trick)
    for seat in seats:  # an open stack or the discard pile
        for stack in seat.stacks.values():
            where.update(stack)
        where.update(seat.discard)
    where.update(out)
    assert set(where) == set(deck(rnd.n)), "a card was created or lost"
    assert max(where.values()) == 1, "a card is in two places"


def play_checked_round(rnd: Round, rng: random.Random) -> None:
    """Play a round at random from dealt hands, checking every step against the model."""
    n = rnd.n
    hands = deal(n, rng)
    assert all(len(h) == 14 for h in hands)
    seats = [SeatModel() for _ in range(n)]
    out: list[Card] = []
    k1 = (n + 1) // 2
    while not rnd.ended:
        event = next_event(rnd, hands, rng)
        leader = rnd.leader
        trick = list(rnd.trick)
        rnd.apply(event)
        seat = rnd.seat(event.by)
        match event:
            case Play(_, card):
                assert card in hands[seat], "a seat played a card it does not hold"
                hands[seat].discard(card)
                assert rnd.trick[-1] == (seat, card)
                assert len({c.color for _, c in rnd.trick}) <= 3
            case Take(_, chosen):
                result = rnd.tricks[-1]
                seats_in_order = [s for s, _ in result.cards]
                assert seats_in_order == [(leader + i) % n for i in range(n)]
                assert result.cards == tuple(trick)
                first, second = expected_takers(trick)
                assert (result.first_taker, result.second_taker) == (first, second)
                assert seat == first
                assert len(result.chosen) == k1 and len(result.rest) == n - k1
                assert Counter(result.chosen + result.rest) == Counter(c for _, c in trick)
                for card in chosen:
                    seats[first].receive(card)
                if second is None:
                    out.extend(result.rest)
                    assert rnd.leader == first
                else:
                    for card in result.rest:
                        seats[second].receive(card)
                    assert rnd.leader == second
                owing = [
                    s
                    for s in (first, second)
                    if s is not None and seats[s].kept is None and len(seats[s].open) == 4
                ]
                assert sorted(rnd.owing) == sorted(owing)
                check_location_of_every_card(rnd, hands, seats, out)
            case Keep(_, colors):
                assert seats[seat].kept is None
                seats[seat].commit(colors)
                check_location_of_every_card(rnd, hands, seats, out)
            case Blocked():
                fourth = rnd.fourth_color
                assert fourth is not None and len({c.color for _, c in trick}) == 3
                assert hands[seat] and all(c.color is fourth for c in hands[seat])
        for s in range(n):
            st_ = rnd.stacks(s)
            assert st_.open == seats[s].open
            assert st_.discarded == seats[s].discarded
            assert st_.kept == seats[s].kept
    check_location_of_every_card(rnd, hands, seats, out)
    if rnd.end is End.COMPLETE:
        assert len(rnd.tricks) == 14 and not any(hands) and not rnd.trick
        assert rnd.played_by_seat == [14] * n
    else:
        assert rnd.end is End.BLOCKED and len(rnd.tricks) < 14
        assert isinstance(rnd.events[-1], Blocked)
    collected = sum(k1 + (n - k1 if t.second_taker is not None else 0) for t in rnd.tricks)
    assert sum(rnd.stacks(s).total for s in range(n)) == collected
    assert [s.points for s in rnd.scores()] == [m.points() for m in seats]


def play_checked_game(players: int, seed: int) -> Game:
    rng = random.Random(seed)
    game = Game(NAMES[:players], rng.randrange(players))
    for _ in range(players):
        play_checked_round(game.start_round(), rng)
    assert game.finished
    per_round = game.round_scores()
    assert game.totals() == tuple(
        sum(r[s] for r in per_round if r is not None) for s in range(players)
    )
    best = max(game.totals())
    assert game.winners() == tuple(s for s, t in enumerate(game.totals()) if t == best)
    return game


def check_record_round_trip(game: Game) -> None:
    text = record_of(game, {"title": "self-play"}).dump()
    again = replay(parse_record(text))
    assert summarize(again) == summarize(game)
    assert [r.events for r in again.rounds] == [r.events for r in game.rounds]


@pytest.mark.parametrize("players", [4, 5, 6])
def test_many_random_games_keep_every_invariant(players: int) -> None:
    ends: Counter[End] = Counter()
    commitments = 0
    for seed in range(-(-ROUNDS // players)):
        game = play_checked_game(players, seed * 7919 + players)
        ends.update(r.end for r in game.rounds)
        commitments += sum(isinstance(e, Keep) for r in game.rounds for e in r.events)
        if seed % 10 == 0:
            check_record_round_trip(game)
    # the random games really exercise both endings and the commitment
    assert ends[End.COMPLETE] > 0 and ends[End.BLOCKED] > 0
    assert commitments > 0


@settings(max_examples=60, deadline=None, derandomize=True)
@given(players=st.sampled_from([4, 5, 6]), seed=st.integers(0, 2**64 - 1))
def test_any_seed_keeps_every_invariant_and_round_trips(players: int, seed: int) -> None:
    check_record_round_trip(play_checked_game(players, seed))


def test_a_partial_game_round_trips() -> None:
    rng = random.Random(5)
    game = Game(NAMES[:5], 2)
    play_checked_round(game.start_round(), rng)
    rnd = game.start_round()
    hands = deal(5, rng)
    for _ in range(23):
        event = next_event(rnd, hands, rng)
        rnd.apply(event)
        if isinstance(event, Play):
            hands[rnd.seat(event.by)].discard(event.card)
    check_record_round_trip(game)
    assert summarize(game)["rounds"][1]["end"] == "open"
