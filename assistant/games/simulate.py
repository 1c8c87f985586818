"""Seeded self-play: real hands dealt from a shuffled deck, random legal choices.

Used by the tests, the benchmarks and the sample records; never by a game at the table.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.mit_list_und_tuecke import (
    COLORS,
    Blocked,
    Card,
    Event,
    Game,
    Keep,
    Phase,
    Play,
    Round,
    Take,
    deck,
)

NAMES = ("Anna", "Ben", "Cleo", "Dan", "Eve", "Finn")


def deal(players: int, rng: random.Random) -> list[set[Card]]:
    """Shuffle the deck for this many players and deal 14 cards to each seat."""
    cards = sorted(deck(players))
    rng.shuffle(cards)
    return [set(cards[i * 14 : (i + 1) * 14]) for i in range(players)]


def next_event(rnd: Round, hands: Sequence[set[Card]], rng: random.Random) -> Event:
    """A random legal event for the round as it stands, given the real hands."""
    match rnd.phase:
        case Phase.PLAY:
            seat = rnd.to_play
            fourth = rnd.fourth_color
            allowed = sorted(c for c in hands[seat] if c.color is not fourth)
            if not allowed:
                return Blocked(rnd.players[seat])
            return Play(rnd.players[seat], rng.choice(allowed))
        case Phase.TAKE:
            assert rnd.pending is not None
            cards = [card for _, card in rnd.trick]
            return Take(rnd.players[rnd.pending.first], tuple(rng.sample(cards, rnd.k1)))
        case Phase.KEEP:
            seat = rng.choice(rnd.owing)
            return Keep(rnd.players[seat], tuple(rng.sample(COLORS, 2)))
        case _:
            raise ValueError("the round has ended")


def play_round(rnd: Round, rng: random.Random) -> list[set[Card]]:
    """Deal and play a whole round at random; returns the hands as they were dealt."""
    dealt = deal(rnd.n, rng)
    hands = [set(h) for h in dealt]
    while not rnd.ended:
        event = next_event(rnd, hands, rng)
        rnd.apply(event)
        if isinstance(event, Play):
            hands[rnd.seat(event.by)].discard(event.card)
    return dealt


def random_game(
    players: int, seed: int, names: Sequence[str] = NAMES, rounds: int | None = None
) -> Game:
    """A whole game (or its first ``rounds`` rounds) played at random from ``seed``."""
    rng = random.Random(seed)
    game = Game(names[:players], rng.randrange(players))
    for _ in range(players if rounds is None else rounds):
        play_round(game.start_round(), rng)
    return game
