"""Quick scoring of *Homme de Brou*: each deal, each side's declarations, rencontres and card
points.

The table enters, for each of the two **sides** (partners opposite: the first and third
seats, the second and fourth; by the side's name, ``Anna & Cleo``, or one of its players'),
a :class:`~assistant.states.QuickSide`: what its declarations scored, what its rencontres
scored, and the card points of its tricks. :func:`check_round` checks what can be checked:
the card points of the two sides add up to the deal's 120 and each is a sum some tricks can
make; the declarations (a marriage 20, a tierce 30, doubled in trumps, each suit declared
once in a deal) and the rencontres (40 and 60, doubled in trumps, each suit's king and queen
meeting in one trick at most) can be made by the four suits, one of them trumps, both sides
together. A deal scores everything added (``engine.homme_de_brou.Score``); the game is
:func:`over` at the end of the deal after which a side has 300 or more and the totals differ
(equal totals of 300 or more: another deal). This module is the Homme de Brou side of
:mod:`assistant.games.quick`, which keeps the log, undo and results.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import product
from typing import Any

from assistant.errors import InputError
from assistant.games.defaults import points_row
from assistant.games.dummy import NO_PLAYER
from assistant.games.homme_de_brou.kind import ID as ID
from assistant.languages import N_
from assistant.states import QuickSide, QuickSideRound
from engine.homme_de_brou import DEAL_POINTS, PACK, SIDES, Kind, side_names, winner

Deal = tuple[QuickSide, ...]
"""A checked deal: each side's entry, in the order of :func:`sides_of`."""


@dataclass(frozen=True, slots=True)
class Placed:
    """A deal with the totals before it and each side's score."""

    deal: Deal
    before: tuple[int, ...]

    @property
    def scores(self) -> tuple[int, ...]:
        """Each side's score in the deal."""
        return tuple(side.points for side in self.deal)

    @property
    def after(self) -> tuple[int, ...]:
        """Each side's total after the deal."""
        return tuple(t + p for t, p in zip(self.before, self.scores, strict=True))


def rounds_for(players: int) -> int:
    """No fixed number of deals (as the record's): the game ends at 300 (:func:`over`)."""
    return sys.maxsize


def sides_of(players: Sequence[str]) -> tuple[str, ...]:
    """Who scores: the two sides, named by their seats (``Anna & Cleo``, ``Ben & Dan``)."""
    return side_names(players)


# ------------------------------------------------------------------ what a deal can hold


@cache
def card_sums() -> frozenset[int]:
    """Every number of card points some of the 32 cards add up to."""
    sums = {0}
    for card in PACK:
        sums |= {s + card.points for s in sums}
    return frozenset(sums)


def _pairs(plain: tuple[int, ...], trump: tuple[int, ...]) -> frozenset[tuple[int, int]]:
    """What the two sides can score together, each suit once: ``plain`` the values a plain
    suit's combination may have, ``trump`` the trump suit's."""
    options = []
    for values in (trump, plain, plain, plain):
        options.append([(0, 0)] + [(v, 0) for v in values] + [(0, v) for v in values])
    return frozenset(
        (sum(a for a, _ in chosen), sum(b for _, b in chosen)) for chosen in product(*options)
    )


@cache
def declared_pairs() -> frozenset[tuple[int, int]]:
    """What the two sides' declarations can score in one deal."""
    plain = (Kind.MARRIAGE.base, Kind.TIERCE.base)
    return _pairs(plain, tuple(2 * v for v in plain))


@cache
def rencontre_pairs() -> frozenset[tuple[int, int]]:
    """What the two sides' rencontres can score in one deal."""
    plain = (2 * Kind.MARRIAGE.base, 2 * Kind.TIERCE.base)
    return _pairs(plain, tuple(2 * v for v in plain))


# ------------------------------------------------------------------ checking

NOT_A_SIDE = N_("{side} is not a side at this table ({sides})")
TWICE = N_("{side} is entered twice")
MISSING = N_("the deal of {side} is missing")
NOT_POINTS = N_("{side}: {points} is not a number of points (a whole number, 0 or more)")
CARDS_TOGETHER = N_(
    "{side} and {other} took {count} card points together, but a deal holds exactly {deal}"
)
CARDS_IMPOSSIBLE = N_("{side}: no tricks make {points} card points")
DECLARED_IMPOSSIBLE = N_(
    "{side} declared {points}: a marriage scores 20 and a tierce 30, doubled in trumps, each "
    "suit once a deal"
)
DECLARED_BOTH = N_(
    "{side} declared {points} and {other} {more}: each suit is declared once a deal, so the "
    "four suits cannot make both"
)
RENCONTRES_IMPOSSIBLE = N_(
    "{side} scored {points} de rencontre: a marriage de rencontre scores 40 and a tierce 60, "
    "doubled in trumps, each suit once a deal"
)
RENCONTRES_BOTH = N_(
    "{side} scored {points} de rencontre and {other} {more}: each suit's king and queen meet "
    "in one trick at most, so the four suits cannot make both"
)


def check_round(players: Sequence[str], entries: Mapping[str, object]) -> Deal:
    """A deal's entries once they add up; else ``InputError`` in one sentence.

    ``entries`` are keyed by side name (or one of its players' names), each a
    :class:`QuickSide`. Checked: both sides entered, once; whole numbers; card points that
    tricks can make, 120 together; declarations and rencontres the four suits can make.
    """
    sides = sides_of(players)
    keys = {name.casefold(): i for i, name in enumerate(sides)}
    for seat, name in enumerate(players):
        keys.setdefault(name.strip().casefold(), seat % SIDES)
    found: dict[int, QuickSide] = {}
    for key, entry in entries.items():
        side = keys.get(str(key).strip().casefold())
        if side is None:
            raise InputError(NOT_A_SIDE, side=key, sides=" · ".join(sides))
        if side in found:
            raise InputError(TWICE, side=sides[side])
        found[side] = _entry(sides[side], entry)
    for side, name in enumerate(sides):
        if side not in found:
            raise InputError(MISSING, side=name)
    deal = (found[0], found[1])
    _check(sides, deal)
    return deal


def _entry(side: str, entry: object) -> QuickSide:
    if not isinstance(entry, QuickSide):
        raise InputError(NOT_POINTS, side=side, points=entry)
    for value in (entry.declared, entry.rencontres, entry.cards):
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise InputError(NOT_POINTS, side=side, points=value)
    return entry


def _check(sides: Sequence[str], deal: Deal) -> None:
    first, second = deal
    together = first.cards + second.cards
    if together != DEAL_POINTS:
        raise InputError(
            CARDS_TOGETHER, side=sides[0], other=sides[1], count=together, deal=DEAL_POINTS
        )
    for name, entry in zip(sides, deal, strict=True):
        if entry.cards not in card_sums():
            raise InputError(CARDS_IMPOSSIBLE, side=name, points=entry.cards)
    _check_pairs(
        sides,
        (first.declared, second.declared),
        declared_pairs(),
        DECLARED_IMPOSSIBLE,
        DECLARED_BOTH,
    )
    _check_pairs(
        sides,
        (first.rencontres, second.rencontres),
        rencontre_pairs(),
        RENCONTRES_IMPOSSIBLE,
        RENCONTRES_BOTH,
    )


def _check_pairs(
    sides: Sequence[str],
    values: tuple[int, int],
    pairs: frozenset[tuple[int, int]],
    alone: str,
    both: str,
) -> None:
    if values in pairs:
        return
    for side, value in enumerate(values):
        if (value, 0) not in pairs:
            raise InputError(alone, side=sides[side], points=value)
    raise InputError(both, side=sides[0], points=values[0], other=sides[1], more=values[1])


# ------------------------------------------------------------------- scoring


def placed(players: Sequence[str], before: Sequence[Placed], deal: Deal) -> Placed:
    """A deal after the deals ``before`` it (the totals decide when the game ends)."""
    totals = before[-1].after if before else (0,) * SIDES
    return Placed(deal, tuple(totals))


def over(players: Sequence[str], rounds: Sequence[Placed]) -> bool:
    """Whether the game is over after these deals: a side has 300 or more and the totals
    differ (equal totals of 300 or more: another deal)."""
    return bool(rounds) and winner(rounds[-1].after) is not None


# ----------------------------------------------------------------- the log


def payload_of(deal: Deal) -> dict[str, Any]:
    """The stored payload of a deal: each side's declarations, rencontres and card points,
    in the order of the sides."""
    return {"sides": [[s.declared, s.rencontres, s.cards] for s in deal]}


def read(players: Sequence[str], payload: Mapping[str, Any]) -> Deal:
    """A stored deal; ``ValueError`` if it cannot be read."""
    stored = payload["sides"]
    if not isinstance(stored, list) or len(stored) != SIDES:
        raise ValueError(f"{SIDES} sides expected, not {stored!r}")
    deal = []
    for side in stored:
        if not isinstance(side, list) or len(side) != 3 or any(type(v) is not int for v in side):
            raise ValueError(f"{side!r} is not a side's deal")
        deal.append(QuickSide(*side))
    return tuple(deal)


def check_stored(players: Sequence[str], checked: Deal) -> None:
    """Check a deal read from a file as an entry is checked; ``InputError`` if it is wrong."""
    check_round(players, dict(zip(sides_of(players), checked, strict=True)))


def result_rows(
    game_id: int, round_no: int, checked: Placed, player_ids: Sequence[int], end: str
) -> list[dict[str, Any]]:
    """The ``round_result`` rows of a quick deal, one per roster player's seat (none for the
    dummy's, :data:`~assistant.games.dummy.NO_PLAYER`): each seat scores its side's deal (as a
    deal played card by card); the stack game's figures are 0."""
    return [
        points_row(game_id, round_no, seat, player_id, checked.scores[seat % SIDES], end)
        for seat, player_id in enumerate(player_ids)
        if player_id != NO_PLAYER
    ]


def round_of(players: Sequence[str], number: int, dealer: str, checked: Placed) -> QuickSideRound:
    """A deal as the screen shows it: each side's entry, score and total after it."""
    sides = sides_of(players)
    return QuickSideRound(
        number=number,
        dealer=dealer,
        sides=dict(zip(sides, checked.deal, strict=True)),
        scores=dict(zip(sides, checked.scores, strict=True)),
        totals=dict(zip(sides, checked.after, strict=True)),
    )


def points_of(players: Sequence[str], checked: Placed) -> Iterable[int]:
    """Each side's points in a deal."""
    return checked.scores
