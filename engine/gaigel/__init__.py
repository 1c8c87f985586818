"""The rules of *Gaigel*: the doubled 24-card pack, the turn-up and the dix, marriages,
twelve tricks (free play, then duties after the stock), the race to 101 and its referee, and
a sitting of deals. Pure."""

from engine.french import Card, Played, Rank, Reason, Suit
from engine.gaigel import errors, events
from engine.gaigel.cards import (
    CARDS,
    COPIES,
    COUNTERS,
    DECK,
    OUT,
    PACK,
    TRICK_COUNTERS,
    dix,
    marriage_value,
    partner,
)
from engine.gaigel.errors import *  # noqa: F403  (the refusals only Gaigel has: errors.__all__)
from engine.gaigel.events import *  # noqa: F403  (the events of a deal: events.__all__)
from engine.gaigel.game import Game, check_names
from engine.gaigel.round import (
    DRAWS,
    PLAYERS,
    TRICKS,
    Mode,
    Phase,
    Round,
    Shown,
    Status,
    TrickResult,
    side_of,
)
from engine.gaigel.scoring import How, Kind, Result, Score
from engine.gaigel.summary import summarize
from engine.gaigel.trick import Taking, beats, not_held, takes
from engine.rounds import End

__all__ = [
    "CARDS",
    "COPIES",
    "COUNTERS",
    "DECK",
    "DRAWS",
    "OUT",
    "PACK",
    "PLAYERS",
    "TRICKS",
    "TRICK_COUNTERS",
    "Card",
    "End",
    "Game",
    "How",
    "Kind",
    "Mode",
    "Phase",
    "Played",
    "Rank",
    "Reason",
    "Result",
    "Round",
    "Score",
    "Shown",
    "Status",
    "Suit",
    "Taking",
    "TrickResult",
    "beats",
    "check_names",
    "dix",
    "marriage_value",
    "not_held",
    "partner",
    "side_of",
    "summarize",
    "takes",
]
__all__ += errors.__all__ + events.__all__
