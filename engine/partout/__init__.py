"""The rules of *Partout*: cards, teams, tricks, rounds, scoring, the game. Pure."""

from engine.partout.cards import (
    BONUS_THREE_TEAMS,
    BONUS_TWO_TEAMS,
    COLORS,
    PLAYER_COUNTS,
    ROYALS,
    SPECIALS,
    Card,
    Color,
    Emblem,
    Special,
    Variant,
    deck,
    sorted_deck,
    variant,
)
from engine.partout.errors import InvalidChoice, InvalidPrediction, InvalidTrump
from engine.partout.events import (
    Event,
    Play,
    Predict,
    TrumpColor,
    TrumpNumber,
    describe,
    from_record,
    to_record,
)
from engine.partout.game import Game, check_names
from engine.partout.round import Phase, Round, TrickResult
from engine.partout.scoring import Score, score
from engine.partout.summary import summarize
from engine.partout.teams import Team, team_index, teams_of
from engine.partout.trick import Played, Reason, Source, Taking, Trump, takes, trump_for
from engine.rounds import End

__all__ = [
    "BONUS_THREE_TEAMS",
    "BONUS_TWO_TEAMS",
    "COLORS",
    "PLAYER_COUNTS",
    "ROYALS",
    "SPECIALS",
    "Card",
    "Color",
    "Emblem",
    "End",
    "Event",
    "Game",
    "InvalidChoice",
    "InvalidPrediction",
    "InvalidTrump",
    "Phase",
    "Play",
    "Played",
    "Predict",
    "Reason",
    "Round",
    "Score",
    "Source",
    "Special",
    "Taking",
    "Team",
    "TrickResult",
    "Trump",
    "TrumpColor",
    "TrumpNumber",
    "Variant",
    "check_names",
    "deck",
    "describe",
    "from_record",
    "score",
    "sorted_deck",
    "summarize",
    "takes",
    "team_index",
    "teams_of",
    "to_record",
    "trump_for",
    "variant",
]
