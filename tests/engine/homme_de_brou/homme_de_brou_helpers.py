"""Small helpers for the Homme de Brou engine tests: tables, scripted deals, state snapshots."""

from __future__ import annotations

import copy
from typing import Any

from engine.homme_de_brou import Card, Declare, Event, Game, Kind, Play, Round, Suit, TurnUp

NAMES = ("Anna", "Ben", "Cleo", "Dan")
"""In playing order: Anna & Cleo against Ben & Dan. With Dan dealing, Anna is eldest."""

DUMMY_NAMES = ("Anna", "Ben", "Dummy", "Dan")
"""A game of three: the dummy opposite Anna, who plays its cards."""


def c(text: str) -> Card:
    """A card in record notation."""
    return Card.parse(text)


def cards(text: str) -> tuple[Card, ...]:
    """Cards written with spaces between: ``cards("HK HQ CA")``."""
    return tuple(Card.parse(t) for t in text.split())


def plays(text: str) -> list[Event]:
    """Plays written ``Anna:DT Ben:C9``."""
    events: list[Event] = []
    for item in text.split():
        by, card = item.split(":")
        events.append(Play(by, c(card)))
    return events


def declare(by: str, kind: str, suit: str) -> Declare:
    """A declaration written as the record writes it: ``declare("Anna", "tierce", "S")``."""
    return Declare(by, Kind(kind), Suit(suit))


EXAMPLE_OPENING: list[Event] = [
    TurnUp("Dan", c("H8")),
    declare("Anna", "tierce", "S"),
    declare("Cleo", "marriage", "H"),
]
"""The rules' worked example before play: Dan deals and turns up H8, hearts are trumps."""

EXAMPLE_PLAY = plays(
    "Anna:DT Ben:C9 Cleo:D8 Dan:D7 "
    "Anna:SQ Ben:H9 Cleo:SA Dan:S9 "
    "Ben:H7 Cleo:HQ Dan:HJ Anna:HA "
    "Anna:CK Ben:CQ Cleo:CA Dan:C7 "
    "Cleo:S7 Dan:S8 Anna:SJ Ben:CT "
    "Anna:DK Ben:HT Cleo:DQ Dan:DJ "
    "Ben:C8 Cleo:HK Dan:D9 Anna:DA "
    "Cleo:ST Dan:H8 Anna:SK Ben:CJ"
)
"""Eight tricks with the worked example's tricks 4 and 6 and its card points (71 and 49),
the takers Anna, Ben, Anna, Cleo, Anna, Ben, Cleo, Dan; every seat follows suit from a
hand it could hold."""

EXAMPLE: list[Event] = [*EXAMPLE_OPENING, *EXAMPLE_PLAY]

SECOND_DEAL: list[Event] = [
    TurnUp("Anna", c("C9")),
    declare("Ben", "marriage", "S"),
    declare("Dan", "tierce", "C"),
    *plays("Ben:SK Cleo:S7 Dan:SA Anna:S8 Dan:D7"),
]
"""The record spec's second deal, in progress: Anna dealt, clubs are trumps."""


def new_round(dealer: int = 3, dummy: int | None = None) -> Round:
    """A fresh deal, Dan dealing unless told."""
    return Round(DUMMY_NAMES if dummy is not None else NAMES, dealer, dummy)


def opened(dealer: int = 3) -> Round:
    """The worked example's deal after the declarations, before the lead."""
    rnd = new_round(dealer)
    rnd.apply_all(EXAMPLE_OPENING)
    return rnd


def snapshot(rnd: Round) -> dict[str, Any]:
    """Everything a round holds, copied, to check that a refused event changed nothing."""
    return copy.deepcopy({k: v for k, v in vars(rnd).items() if k != "seats"})


def game_snapshot(game: Game) -> list[dict[str, Any]]:
    """Every deal of a game, copied."""
    return [snapshot(r) for r in game.rounds]


RICH = "AKQJ"
POOR = "T987"


def controlled_deal(
    dealer: int, rich: tuple[int, int, int, int], poor: tuple[int, int, int, int]
) -> list[Event]:
    """A whole deal in which every trick is four cards of one suit, hearts trumps: in each
    suit (S C D H) the trick of A K Q J (a tierce de rencontre: 80, or 140 in trumps) goes to
    side ``rich[i]``, the trick of T 9 8 7 (10) to side ``poor[i]``. Everybody follows suit,
    the dealer turns up his first heart and plays it."""
    events: list[Event] = []
    tricks: list[dict[int, Card]] = []
    for i, suit in enumerate("SCDH"):
        for ranks, side in ((RICH, rich[i]), (POOR, poor[i])):
            seats = [side, *(s for s in range(4) if s != side)]
            tricks.append({seat: c(suit + rank) for seat, rank in zip(seats, ranks, strict=True)})
    turn_up = next(t[dealer] for t in tricks if t[dealer].suit is Suit.HEARTS)
    events.append(TurnUp(NAMES[dealer], turn_up))
    leader = (dealer + 1) % 4
    for trick in tricks:
        order = [(leader + i) % 4 for i in range(4)]
        events.extend(Play(NAMES[seat], trick[seat]) for seat in order)
        leader = max(trick, key=lambda seat: trick[seat].rank.power)
    return events


def side_total(rich: tuple[int, ...], poor: tuple[int, ...], side: int) -> int:
    """What ``controlled_deal`` scores for ``side``."""
    values = (80, 80, 80, 140)
    return sum(v for v, s in zip(values, rich, strict=True) if s == side) + sum(
        10 for s in poor if s == side
    )
