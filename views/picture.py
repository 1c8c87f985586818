"""What a live board shows of a game, whatever its kind: each kind draws its own picture."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any, Protocol, TypeVar

import flet as ft

from assistant.languages import N_, Translator

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


class Placed(Protocol):
    """A card of the trick as a game's table model says it."""

    @property
    def card(self) -> Any: ...
    @property
    def player(self) -> str: ...
    @property
    def spoken(self) -> str: ...


T = TypeVar("T", bound=Placed)
"""A card of the trick as one game's table model says it."""


def on_board(
    trick: Iterable[T], caption: Callable[[T], str], face: Callable[[Any], ft.Control]
) -> Iterator[BoardCard]:
    """The trick's cards as the board shows them: each ``face`` (drawn when the board shows
    it), who played it, and its ``caption`` (what it does)."""
    return (BoardCard(p.card, p.player, caption(p), p.spoken, partial(face, p.card)) for p in trick)


def ranked(sides: Iterable[str], totals: Sequence[int]) -> tuple[tuple[str, int], ...]:
    """Players (or teams) with their totals, the best first."""
    return tuple(sorted(zip(sides, totals, strict=True), key=lambda t: -t[1]))


def game_picture(
    finished: bool,
    header: str,
    turn: str,
    line: str,
    trick: Iterable[BoardCard],
    scores: tuple[tuple[str, int], ...],
    last: str,
    tr: Translator,
) -> Picture:
    """What the board shows of a game in play; once it is ``finished``, that the game is
    over, with no line under it and no trick."""
    return Picture(
        header=header,
        turn=tr._(GAME_OVER) if finished else turn,
        line="" if finished else line,
        trick=() if finished else tuple(trick),
        scores=scores,
        last=last,
    )
