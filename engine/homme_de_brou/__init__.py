"""The rules of *Homme de Brou*: the 32-card pack with the Ten high, the turn-up, marriages
and tierces declared or de rencontre, Whist's trick play, two sides (or three players and a
dummy), the game to 300. Pure."""

from engine.french import Card, Rank, Suit
from engine.homme_de_brou import errors
from engine.homme_de_brou.cards import CARDS, DEAL_POINTS, HAND, PACK, Kind, combination, value
from engine.homme_de_brou.errors import *  # noqa: F403  (the refusals only this game has: errors.__all__)
from engine.homme_de_brou.events import (
    Declare,
    Event,
    Hand,
    Play,
    TurnUp,
    describe,
    from_record,
    to_record,
)
from engine.homme_de_brou.game import Game, check_names, side_names
from engine.homme_de_brou.round import SEATS, TRICKS, Declaration, Phase, Round, TrickResult
from engine.homme_de_brou.scoring import GAME, SIDES, Score, side_of, tied, winner
from engine.homme_de_brou.summary import summarize
from engine.homme_de_brou.trick import Combination, Played, Reason, Taking, rencontres, takes
from engine.rounds import End

__all__ = [
    "CARDS",
    "DEAL_POINTS",
    "GAME",
    "HAND",
    "PACK",
    "SEATS",
    "SIDES",
    "TRICKS",
    "Card",
    "Combination",
    "Declaration",
    "Declare",
    "End",
    "Event",
    "Game",
    "Hand",
    "Kind",
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
    "TurnUp",
    "check_names",
    "combination",
    "describe",
    "from_record",
    "rencontres",
    "side_names",
    "side_of",
    "summarize",
    "takes",
    "tied",
    "to_record",
    "value",
    "winner",
]
__all__ += errors.__all__
