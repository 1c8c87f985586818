"""The rules of *Tysiacha*: the 24-card pack, the auction, the widow, marriages, tricks,
scoring to 1000, the game. Pure."""

from engine.french import Card, Played, Rank, Reason, Suit
from engine.rounds import End
from engine.tysiacha import errors, events, round, scoring, trick
from engine.tysiacha.cards import CARDS, DEAL_POINTS, MARRIAGE, PACK, SUITS, marriage_value, partner
from engine.tysiacha.errors import *  # noqa: F403  (the refusals only this game has: errors.__all__)
from engine.tysiacha.events import *  # noqa: F403
from engine.tysiacha.game import Game, check_names
from engine.tysiacha.round import *  # noqa: F403
from engine.tysiacha.scoring import *  # noqa: F403
from engine.tysiacha.summary import summarize
from engine.tysiacha.trick import *  # noqa: F403

__all__ = [
    "CARDS",
    "DEAL_POINTS",
    "MARRIAGE",
    "PACK",
    "SUITS",
    "Card",
    "End",
    "Game",
    "Played",
    "Rank",
    "Reason",
    "Suit",
    "check_names",
    "marriage_value",
    "partner",
    "summarize",
]
__all__ += errors.__all__ + events.__all__ + round.__all__ + scoring.__all__ + trick.__all__
