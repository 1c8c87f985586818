"""Seeded self-play of Tysiacha: whole games from a ``random.Random``, for tests and benches.

The engine never sees the hands at a real table; here the pack is dealt so that every
seat plays only cards it holds, and follows the rules a table follows (follow suit, else
trump, else any card). The players bid on what their hands are worth, so games end.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.french import Card, Rank, Suit
from engine.tysiacha.cards import MARRIAGE, PACK, partner
from engine.tysiacha.events import Bid, Concede, Event, FinalBid, Pass, Play, Widow
from engine.tysiacha.game import Game
from engine.tysiacha.round import Phase, Round

NAMES = ("Anna", "Ben", "Cleo")


def deal(rng: random.Random) -> tuple[list[list[Card]], list[Card]]:
    """Shuffle the pack and deal seven cards to each seat and three to the widow."""
    cards = list(PACK)
    rng.shuffle(cards)
    return [cards[0:7], cards[7:14], cards[14:21]], cards[21:]


def marriages_in(hand: Sequence[Card]) -> list[Suit]:
    """The suits in which ``hand`` holds both the K and the Q."""
    return [c.suit for c in hand if c.rank is Rank.KING and partner(c) in hand]


def worth(hand: Sequence[Card]) -> int:
    """A rough value of a hand: its card points, its marriages, a share of the rest."""
    return sum(c.points for c in hand) + sum(MARRIAGE[s] for s in marriages_in(hand)) + 20


def _auction(round_: Round, hand: Sequence[Card], rng: random.Random) -> Event:
    by = round_.players[round_.to_act or 0]
    bids = round_.legal_bids()
    limit = worth(hand) + rng.randrange(0, 40)
    if not round_.may_pass():
        return Bid(by, bids[0] if limit < bids[0] + 20 else rng.choice(bids[:3]))
    if bids and bids[0] <= limit:
        return Bid(by, bids[0])
    return Pass(by)


def _decide(round_: Round, hand: Sequence[Card], rng: random.Random) -> Event:
    by = round_.players[round_.to_act or 0]
    assert round_.bid is not None
    value = worth(hand)
    if value < round_.bid - 20 and rng.random() < 0.3:
        return Concede(by)
    finals = round_.legal_final_bids()
    raised = [f for f in finals if f <= value] or [finals[0]]
    return FinalBid(by, rng.choice(raised[:3]))


def _pass_cards(hands: list[list[Card]], soloist: int, rng: random.Random) -> None:
    """The soloist passes his two least useful cards, one to each opponent."""
    hand = hands[soloist]
    kept = {c for s in marriages_in(hand) for c in (Card(s, Rank.KING), Card(s, Rank.QUEEN))}
    spare = sorted((c for c in hand if c not in kept), key=lambda c: (c.points, rng.random()))
    for offset, card in zip((1, 2), spare[:2], strict=True):
        hand.remove(card)
        hands[(soloist + offset) % 3].append(card)


def _play(round_: Round, hand: Sequence[Card], rng: random.Random) -> Play:
    by = round_.players[round_.to_play]
    if not round_.trick:
        suits = marriages_in(hand)
        if suits and rng.random() < 0.9:
            suit = max(suits, key=MARRIAGE.__getitem__)
            return Play(by, Card(suit, rng.choice((Rank.KING, Rank.QUEEN))), marriage=True)
        return Play(by, rng.choice(hand))
    led = round_.trick[0].card.suit
    follow = [c for c in hand if c.suit is led]
    trumps = [c for c in hand if c.suit is round_.trump]
    return Play(by, rng.choice(follow or trumps or list(hand)))


def play_round(game: Game, rng: random.Random) -> list[Event]:
    """Play the game's next deal to its end with a dealt pack; return its events."""
    round_ = game.start_round()
    hands, widow = deal(rng)
    events: list[Event] = []

    def apply(event: Event) -> None:
        round_.apply(event)
        events.append(event)

    while round_.phase is Phase.AUCTION:
        apply(_auction(round_, hands[round_.to_act or 0], rng))
    soloist = round_.soloist
    assert soloist is not None
    hands[soloist].extend(widow)
    if round_.phase is Phase.WIDOW:
        shown = list(widow)
        rng.shuffle(shown)
        apply(Widow(round_.players[soloist], tuple(shown)))
    apply(_decide(round_, hands[soloist], rng))
    if round_.ended:
        return events
    _pass_cards(hands, soloist, rng)
    while not round_.ended:
        seat = round_.to_play
        event = _play(round_, hands[seat], rng)
        apply(event)
        hands[seat].remove(event.card)
    return events


def random_game(
    rng: random.Random, first_dealer: int = 0, deals: int = 1000
) -> tuple[Game, list[list[Event]]]:
    """A whole game played from ``rng`` (at most ``deals`` deals), and each deal's events."""
    game = Game(NAMES, first_dealer)
    rounds: list[list[Event]] = []
    while not game.finished and len(rounds) < deals:
        rounds.append(play_round(game, rng))
    return game, rounds
