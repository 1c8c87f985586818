"""Quick scoring of *Gaigel*: a pad line per deal — which side won it and how.

The table enters, for the **winning side** (by its name, ``Anna & Cleo``, or one of its
players), how the deal went as the rules say: a **single** (a correct claim), a
**double** (a correct claim while the other side had not won a trick), a **gaigel** (the
other side claimed wrongly) or an **undergaigel** (the other side reached 101 and did not
claim in time: a single). The engine's scoring gives the game points — a single 1, a double
or a gaigel 2 — to each player of the side, so the evening's tally adds up per player across
changing partners. A sitting has no last deal. This module is the Gaigel side of
:mod:`assistant.games.quick`, which keeps the log, undo and results.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from assistant.errors import InputError
from assistant.games.defaults import points_rows
from assistant.games.gaigel.kind import ID as ID
from assistant.languages import N_
from assistant.states import QuickWin, QuickWinRound
from engine.gaigel import How, Kind, Result, check_names
from engine.gaigel.scoring import scores


class Won(StrEnum):
    """How the winning side won the deal: the entry's one word."""

    SINGLE = "single"
    DOUBLE = "double"
    GAIGEL = "gaigel"
    UNDERGAIGEL = "undergaigel"

    @property
    def result(self) -> tuple[Kind, How]:
        """What the engine's scoring calls it."""
        match self:
            case Won.SINGLE:
                return Kind.SINGLE, How.OUT
            case Won.DOUBLE:
                return Kind.DOUBLE, How.OUT
            case Won.GAIGEL:
                return Kind.GAIGEL, How.OVERGAIGEL
        return Kind.SINGLE, How.UNDERGAIGEL


@dataclass(frozen=True, slots=True)
class Deal:
    """A checked deal: the table, the winning side (0: 1st & 3rd player, 1: 2nd & 4th) and
    how it won."""

    players: tuple[str, ...]
    side: int
    won: Won

    @property
    def result(self) -> Result:
        """The engine's result of the deal."""
        kind, how = self.won.result
        return Result(self.side, kind, how)

    @property
    def points(self) -> tuple[int, ...]:
        """Each seat's game points."""
        return tuple(s.points for s in scores(self.result, len(self.players)))


def rounds_for(players: int) -> int:
    """No fixed number of deals: a sitting lasts as long as the table plays."""
    return sys.maxsize


def team_names(players: Sequence[str]) -> tuple[str, str]:
    """The two sides by name, partners opposite: ``Anna & Cleo``, ``Ben & Dan``."""
    return f"{players[0]} & {players[2]}", f"{players[1]} & {players[3]}"


def sides_of(players: Sequence[str]) -> tuple[str, ...]:
    """Who scores: every player (both players of the winning side get the points)."""
    return tuple(players)


# ------------------------------------------------------------------ checking


def _side(players: Sequence[str], key: object) -> int | None:
    name = str(key).strip().casefold()
    for side, team in enumerate(team_names(players)):
        if name in (team.casefold(), players[side].casefold(), players[side + 2].casefold()):
            return side
    return None


def check_round(players: Sequence[str], entries: Mapping[str, object]) -> Deal:
    """A deal's entry once it makes sense; else ``InputError`` in one sentence.

    ``entries`` hold one item: the winning side (its name or one of its players) and how it
    won (``single``, ``double``, ``gaigel`` or ``undergaigel``).
    """
    names = check_names(players)
    if not entries:
        raise InputError(N_("choose the side that won the deal"))
    if len(entries) > 1:
        raise InputError(N_("one side wins a deal: enter only the winners"))
    ((key, value),) = entries.items()
    side = _side(names, key)
    if side is None:
        raise InputError(N_("{team} is not a side at this table"), team=key)
    try:
        won = Won(value if isinstance(value, str) else "")
    except ValueError:
        raise InputError(
            N_("{team}: say how the deal was won — single, double, gaigel or undergaigel"),
            team=team_names(names)[side],
        ) from None
    return Deal(names, side, won)


# ----------------------------------------------------------------- the log


def payload_of(deal: Deal) -> dict[str, Any]:
    """The stored payload of a deal: the winning side and how it won."""
    return {"side": deal.side, "won": deal.won.value}


def read(players: Sequence[str], payload: Mapping[str, Any]) -> Deal:
    """A stored deal; ``ValueError`` if it cannot be read."""
    side = payload["side"]
    if type(side) is not int or side not in (0, 1):
        raise ValueError(f"{side!r} is not a side")
    return Deal(tuple(players), side, Won(payload["won"]))


def check_stored(players: Sequence[str], checked: Deal) -> None:
    """Check a deal read from a file as an entry is checked."""
    check_round(players, {team_names(players)[checked.side]: checked.won.value})


def result_rows(
    game_id: int, round_no: int, checked: Deal, player_ids: Sequence[int], end: str
) -> list[dict[str, Any]]:
    """The ``round_result`` rows of a quick deal, one per seat: each player's game points,
    as a deal played at the table writes them (``kind.round_rows``)."""
    return points_rows(game_id, round_no, player_ids, checked.points, end)


def round_of(players: Sequence[str], number: int, dealer: str, checked: Deal) -> QuickWinRound:
    """A deal as the screen shows it: the winners, how, each player's game points."""
    return QuickWinRound(
        number=number,
        dealer=dealer,
        win=QuickWin(team_names(players)[checked.side], checked.won.value),
        points=dict(zip(players, checked.points, strict=True)),
    )


def points_of(players: Sequence[str], checked: Deal) -> Iterable[int]:
    """Each player's game points in a deal."""
    return checked.points
