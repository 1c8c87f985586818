"""What a live board shows of a game, whatever its kind: each kind draws its own picture."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import flet as ft

from assistant.languages import N_

BOARD = N_("Board")
NO_GAME = N_("No game is being played right now.")
PICK = N_("Which table?")
ROUND_OF = N_("Round {round} of {rounds}")
TRICK_OF = N_("Trick {trick} of {tricks}")
SCORES = N_("Scores so far")
LAST_TRICK = N_("Last trick")
TAKES_FIRST = N_("takes first")
TAKES_REST = N_("takes the rest")
GAME_OVER = N_("The game is over")


@dataclass(frozen=True, slots=True)
class BoardCard:
    """A card of the trick on the board: its face, who played it, what it does."""

    card: Any
    player: str
    caption: str
    spoken: str
    face: Callable[[], ft.Control]


@dataclass(frozen=True, slots=True)
class Picture:
    """What a board shows of a game: any game kind draws its own."""

    header: str
    turn: str
    line: str
    """A line under the turn: the trump in force (Partout), or nothing."""
    trick: tuple[BoardCard, ...]
    scores: tuple[tuple[str, int], ...]
    """Players (or teams) and their totals, the best first."""
    last: str
