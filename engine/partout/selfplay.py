"""Random self-play of Partout: whole games from a seeded ``random.Random``, for tests and benches.

The engine never sees the hands at a real table; here the deck is dealt so that every
seat plays only cards it holds, and each choice is drawn from what the round allows.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.partout.cards import Card, Special, sorted_deck
from engine.partout.events import Event, Play, Predict, TrumpColor, TrumpNumber
from engine.partout.game import Game
from engine.partout.round import Phase, Round

NAMES = ("Anna", "Ben", "Cleo", "Dan", "Eve", "Finn")


def deal(round_: Round, rng: random.Random) -> list[list[Card]]:
    """Shuffle the round's deck and deal each seat its hand (the rest stays face down)."""
    cards = list(sorted_deck(round_.n))
    rng.shuffle(cards)
    hand = round_.variant.hand
    return [cards[seat * hand : (seat + 1) * hand] for seat in range(round_.n)]


def next_event(round_: Round, hands: Sequence[list[Card]], rng: random.Random) -> Event:
    """A random legal event for the seat to act, drawn from its hand when it plays."""
    seat = round_.to_act
    if seat is None:
        raise ValueError("the round has ended")
    by = round_.players[seat]
    match round_.phase:
        case Phase.TRUMP_NUMBER:
            return TrumpNumber(by, rng.choice(round_.legal_numbers()))
        case Phase.TRUMP_COLOR:
            return TrumpColor(by, rng.choice(round_.legal_colors()))
        case Phase.PREDICT:
            return Predict(by, rng.choice((0, 0, 1, 1, 1, 2, 2, 3)))
    card = rng.choice(hands[seat])
    match card:
        case Special.MATHEMATICIAN:
            return Play(by, card, number=rng.choice(round_.legal_numbers()))
        case Special.ALCHEMIST:
            return Play(by, card, color=rng.choice(round_.legal_colors()))
        case Special.DUNGEON if round_.trick:
            return Play(by, card, target=rng.choice(round_.legal_targets()))
    return Play(by, card)


def play_round(game: Game, rng: random.Random) -> list[Event]:
    """Play the game's next round to its end with random legal events; return them."""
    round_ = game.start_round()
    hands = deal(round_, rng)
    events: list[Event] = []
    while not round_.ended:
        event = next_event(round_, hands, rng)
        round_.apply(event)
        if isinstance(event, Play):
            hands[round_.players.index(event.by)].remove(event.card)
        events.append(event)
    return events


def random_game(
    players: int, rng: random.Random, first_dealer: int = 0
) -> tuple[Game, list[Event]]:
    """A whole game for ``players`` played at random, and its events in order."""
    game = Game(NAMES[:players], first_dealer)
    events: list[Event] = []
    for _ in range(game.variant.rounds):
        events.extend(play_round(game, rng))
    return game, events
