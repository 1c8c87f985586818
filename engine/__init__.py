"""The rules of *Mit List und Tücke*: pure functions and values, no I/O."""

from engine.cards import COLORS, Card, Color, deck, sorted_deck, takes_first
from engine.errors import (
    BlockedNotPossible,
    CardAlreadyPlayed,
    CardNotInDeck,
    FourthColor,
    InvalidKeep,
    InvalidTake,
    NotYourTurn,
    RoundOver,
    RuleError,
    UnknownPlayer,
    WrongPhase,
)
from engine.events import Blocked, Event, Keep, Play, Take, describe
from engine.game import Game, check_names
from engine.round import End, Phase, Round, SeatView, Stacks
from engine.scoring import Score, score
from engine.summary import summarize
from engine.trick import Takers, TrickResult, takers

__all__ = [
    "COLORS",
    "Blocked",
    "BlockedNotPossible",
    "Card",
    "CardAlreadyPlayed",
    "CardNotInDeck",
    "Color",
    "End",
    "Event",
    "FourthColor",
    "Game",
    "InvalidKeep",
    "InvalidTake",
    "Keep",
    "NotYourTurn",
    "Phase",
    "Play",
    "Round",
    "RoundOver",
    "RuleError",
    "Score",
    "SeatView",
    "Stacks",
    "Take",
    "Takers",
    "TrickResult",
    "UnknownPlayer",
    "WrongPhase",
    "check_names",
    "deck",
    "describe",
    "score",
    "sorted_deck",
    "summarize",
    "takers",
    "takes_first",
]
