"""The rules of *Mit List und Tücke*: cards, tricks, rounds, scoring, the game. Pure."""

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
    "Card",
    "Color",
    "End",
    "Event",
    "Game",
    "Keep",
    "Phase",
    "Play",
    "Round",
    "Score",
    "SeatView",
    "Stacks",
    "Take",
    "Takers",
    "TrickResult",
    "check_names",
    "deck",
    "describe",
    "score",
    "sorted_deck",
    "summarize",
    "takers",
    "takes_first",
]
