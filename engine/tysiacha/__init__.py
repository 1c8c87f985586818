"""The rules of *Tysiacha*: the 24-card pack, the auction, the widow, marriages, tricks,
scoring to 1000, the game. Pure."""

from engine.french import Card, Played, Rank, Reason, Suit
from engine.rounds import End
from engine.tysiacha import errors
from engine.tysiacha.cards import CARDS, DEAL_POINTS, MARRIAGE, PACK, SUITS, marriage_value, partner
from engine.tysiacha.errors import *  # noqa: F403  (the refusals only this game has: errors.__all__)
from engine.tysiacha.events import (
    Bid,
    Concede,
    Event,
    FinalBid,
    Pass,
    Play,
    Widow,
    describe,
    from_record,
    to_record,
)
from engine.tysiacha.game import Game, check_names
from engine.tysiacha.round import (
    HIGHEST_BID,
    LOWEST_BID,
    STEP,
    TRICKS,
    Marriage,
    Phase,
    Round,
    TrickResult,
    Void,
)
from engine.tysiacha.scoring import CAP, FORTY, Score, capped, rounded, score_concession, score_deal
from engine.tysiacha.summary import summarize
from engine.tysiacha.trick import Taking, takes

__all__ = [
    "CAP",
    "CARDS",
    "DEAL_POINTS",
    "FORTY",
    "HIGHEST_BID",
    "LOWEST_BID",
    "MARRIAGE",
    "PACK",
    "STEP",
    "SUITS",
    "TRICKS",
    "Bid",
    "Card",
    "Concede",
    "End",
    "Event",
    "FinalBid",
    "Game",
    "Marriage",
    "Pass",
    "Phase",
    "Play",
    "Played",
    "Rank",
    "Reason",
    "Round",
    "Score",
    "Suit",
    "Taking",
    "TrickResult",
    "Void",
    "Widow",
    "capped",
    "check_names",
    "describe",
    "from_record",
    "marriage_value",
    "partner",
    "rounded",
    "score_concession",
    "score_deal",
    "summarize",
    "takes",
    "to_record",
]
__all__ += errors.__all__
