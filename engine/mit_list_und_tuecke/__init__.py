"""The rules of *Mit List und Tücke*: cards, tricks, rounds, scoring, the game. Pure."""

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
from engine.mit_list_und_tuecke.cards import (
    CARDS_BY_NOTATION,
    COLORS,
    Card,
    Color,
    deck,
    sorted_deck,
    takes_first,
)
from engine.mit_list_und_tuecke.events import Blocked, Event, Keep, Play, Take, describe
from engine.mit_list_und_tuecke.game import Game, check_names
from engine.mit_list_und_tuecke.round import End, Phase, Round, SeatView, Stacks
from engine.mit_list_und_tuecke.scoring import Score, score
from engine.mit_list_und_tuecke.summary import summarize
from engine.mit_list_und_tuecke.trick import Takers, TrickResult, takers

__all__ = [
    "CARDS_BY_NOTATION",
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
