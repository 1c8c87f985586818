"""The rules of *Homme de Brou*: the 32-card pack with the Ten high, the turn-up, marriages
and tierces declared or de rencontre, Whist's trick play, two sides (or three players and a
dummy), the game to 300. Pure."""

from engine.french import Card, Rank, Suit
from engine.homme_de_brou import errors, events, round, scoring, trick
from engine.homme_de_brou.cards import CARDS, DEAL_POINTS, HAND, PACK, Kind, combination, value
from engine.homme_de_brou.errors import *  # noqa: F403  (the refusals only this game has: errors.__all__)
from engine.homme_de_brou.events import *  # noqa: F403
from engine.homme_de_brou.game import Game, check_names, side_names
from engine.homme_de_brou.round import *  # noqa: F403
from engine.homme_de_brou.scoring import *  # noqa: F403
from engine.homme_de_brou.summary import summarize
from engine.homme_de_brou.trick import *  # noqa: F403
from engine.rounds import End

__all__ = [
    "CARDS",
    "DEAL_POINTS",
    "HAND",
    "PACK",
    "Card",
    "End",
    "Game",
    "Kind",
    "Rank",
    "Suit",
    "check_names",
    "combination",
    "side_names",
    "summarize",
    "value",
]
__all__ += errors.__all__ + events.__all__ + round.__all__ + scoring.__all__ + trick.__all__
