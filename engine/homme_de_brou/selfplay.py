"""Seeded self-play of Homme de Brou: whole games from a ``random.Random``, for tests and
benches.

The engine never sees the hands at a real table; here the pack is dealt so that every seat
plays only cards it holds and follows suit when it can (Whist's rules: no duty to trump).
Combinations held are mostly declared (a tierce now and then only as its marriage); with a
dummy, its hand is mostly laid down after the opening lead.
"""

from __future__ import annotations

import random

from engine.french import SUITS, Card, Rank, Suit
from engine.homme_de_brou.cards import HAND, PACK, Kind
from engine.homme_de_brou.events import Declare, Event, Hand, Play, TurnUp
from engine.homme_de_brou.game import Game
from engine.homme_de_brou.round import SEATS, Round

NAMES = ("Anna", "Ben", "Cleo", "Dan")


def deal(rng: random.Random) -> list[list[Card]]:
    """Shuffle the pack and deal eight cards to each seat; the dealer's last is the turn-up."""
    cards = list(PACK)
    rng.shuffle(cards)
    return [cards[i * HAND : (i + 1) * HAND] for i in range(SEATS)]


def declarations(hand: list[Card], rng: random.Random) -> list[tuple[Kind, Suit]]:
    """The combinations a hand declares: most of those it holds, in any order of suits."""
    chosen: list[tuple[Kind, Suit]] = []
    suits = list(SUITS)
    rng.shuffle(suits)
    for suit in suits:
        held = Card(suit, Rank.KING) in hand and Card(suit, Rank.QUEEN) in hand
        if held and rng.random() < 0.85:
            tierce = Card(suit, Rank.JACK) in hand and rng.random() < 0.9
            chosen.append((Kind.TIERCE if tierce else Kind.MARRIAGE, suit))
    return chosen


def _card(round_: Round, hand: list[Card], rng: random.Random) -> Card:
    if round_.trick:
        led = round_.trick[0].card.suit
        follow = [c for c in hand if c.suit is led]
        if follow:
            return rng.choice(follow)
    return rng.choice(hand)


def play_round(game: Game, rng: random.Random) -> list[Event]:
    """Play the game's next deal to its end with a dealt pack; return its events."""
    round_ = game.start_round()
    names = round_.players
    hands = deal(rng)
    events: list[Event] = []

    def apply(event: Event) -> None:
        round_.apply(event)
        events.append(event)

    apply(TurnUp(names[round_.dealer], hands[round_.dealer][-1]))
    for offset in range(SEATS):
        seat = (round_.eldest + offset) % SEATS
        for kind, suit in declarations(hands[seat], rng):
            apply(Declare(names[seat], kind, suit))
    while not round_.ended:
        seat = round_.to_play
        card = _card(round_, hands[seat], rng)
        apply(Play(names[seat], card))
        hands[seat].remove(card)
        if round_.dummy is not None and len(round_.played) == 1 and rng.random() < 0.7:
            laid = list(hands[round_.dummy])
            rng.shuffle(laid)
            apply(Hand(names[round_.dummy], tuple(laid)))
    return events


def random_game(
    rng: random.Random, first_dealer: int = 0, dummy: int | None = None, deals: int = 100
) -> tuple[Game, list[list[Event]]]:
    """A whole game played from ``rng`` (at most ``deals`` deals), and each deal's events."""
    game = Game(NAMES, first_dealer, dummy)
    rounds: list[list[Event]] = []
    while not game.finished and len(rounds) < deals:
        rounds.append(play_round(game, rng))
    return game, rounds
