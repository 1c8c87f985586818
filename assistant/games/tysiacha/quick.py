"""Quick scoring of *Tysiacha*: each deal, who won the auction, the final bid, how it
ended, and each opponent's take.

The table enters, for the **soloist**, the final bid and whether it was made, failed, or
conceded with "forty each" (a :class:`~assistant.states.QuickBid`), and for each of the two
**opponents** their take: card points plus the marriages they declared (a whole number).
The soloist's own take is not needed: made or failed is all the score uses.

:func:`check_round` checks what can be checked (one soloist, a bid in tens from 100 to
400, takes of 0 to 360 — 120 card points and at most three marriages, 240 — and together
at most what a deal holds); the engine's ``score_deal`` and ``score_concession`` give the
points with the 1000 cap, which depends on the totals before the deal: :func:`placed`
scores a deal after the deals before it. The game has no fixed number of deals: it is
:func:`over` once a soloist makes his bid and passes 1000. This module is the Tysiacha
side of :mod:`assistant.games.quick`, which keeps the log, undo and results.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from assistant.errors import InputError
from assistant.games.defaults import points_rows
from assistant.games.tysiacha.kind import ID as ID
from assistant.languages import N_
from assistant.states import Outcome, QuickBid, QuickDeal, QuickDealRound
from engine.tysiacha import (
    CAP,
    DEAL_POINTS,
    HIGHEST_BID,
    LOWEST_BID,
    MARRIAGE,
    Score,
    score_concession,
    score_deal,
)

BID_STEP = 10
"""Bids go in tens."""

ALL_MARRIAGES = sum(MARRIAGE.values())
"""All four marriages: 280, the most declared in a deal."""

OPPONENTS_MARRIAGES = ALL_MARRIAGES - min(MARRIAGE.values())
"""The most marriages an opponent declares: three (240). He leads only after winning a
trick, and with all eight kings and queens in hand he wins it with one of them, breaking
that marriage."""

MOST_TAKE = DEAL_POINTS + OPPONENTS_MARRIAGES
"""The most an opponent can take: 120 card points and 240 of marriages."""

MOST_TAKEN = DEAL_POINTS + ALL_MARRIAGES
"""What the three takes of a deal add up to at most: 120 card points and 280 of marriages."""


@dataclass(frozen=True, slots=True)
class Deal:
    """A checked deal by seat: the table, the soloist's seat, the final bid, the outcome,
    each seat's take (``None`` for the soloist, and for everyone after "forty each")."""

    players: tuple[str, ...]
    soloist: int
    bid: int
    outcome: Outcome
    takes: tuple[int | None, ...]

    @property
    def entry(self) -> QuickDeal:
        """The deal as the screen shows it, by name."""
        return QuickDeal(
            self.players[self.soloist],
            self.bid,
            self.outcome,
            {p: t for p, t in zip(self.players, self.takes, strict=True) if t is not None},
        )


@dataclass(frozen=True, slots=True)
class Placed:
    """A deal scored after the deals before it: the entry, the totals before it (for the
    cap) and each seat's score."""

    deal: Deal
    before: tuple[int, ...]
    scores: tuple[Score, ...]

    @property
    def after(self) -> tuple[int, ...]:
        """Each seat's total after the deal."""
        return tuple(t + s.points for t, s in zip(self.before, self.scores, strict=True))


def rounds_for(players: int) -> int:
    """No fixed number of deals (as the record's): the game ends when a soloist passes 1000
    (:func:`over`)."""
    return sys.maxsize


def sides_of(players: Sequence[str]) -> tuple[str, ...]:
    """Who scores: every player, for themselves."""
    return tuple(players)


# ------------------------------------------------------------------ checking


def check_round(players: Sequence[str], entries: Mapping[str, object]) -> Deal:
    """A deal's entries once they add up; else ``InputError`` in one sentence.

    ``entries`` are keyed by player name: the soloist's a :class:`QuickBid` (final bid and
    outcome), each opponent's their take (an ``int``: card points plus marriages); after
    "forty each" only the soloist's. Checked: everyone named is at the table, and once;
    exactly one soloist; a bid in tens from 100 to 400; takes whole numbers from 0 to 360
    (120 card points, at most 240 of marriages), both opponents' given; together at most
    400 (120 card points and all four marriages), less the bid when it was made.
    """
    seats = {name.strip().casefold(): i for i, name in enumerate(players)}
    found: dict[int, object] = {}
    for key, entry in entries.items():
        seat = seats.get(str(key).strip().casefold())
        if seat is None:
            raise InputError(N_("{player} is not at this table"), player=key)
        if seat in found:
            raise InputError(N_("{player} is entered twice"), player=players[seat])
        found[seat] = entry
    bids = [seat for seat, entry in found.items() if isinstance(entry, QuickBid)]
    if not bids:
        raise InputError(N_("choose the soloist: the player who won the auction"))
    if len(bids) > 1:
        raise InputError(
            N_("{player} and {other} cannot both be the soloist: one player wins the auction"),
            player=players[bids[0]],
            other=players[bids[1]],
        )
    soloist = bids[0]
    name = players[soloist]
    bid_entry = found.pop(soloist)
    assert isinstance(bid_entry, QuickBid)
    bid = _bid(name, bid_entry.bid)
    outcome = _outcome(name, bid_entry.outcome)
    if outcome is Outcome.FORTY:
        if found:
            raise InputError(
                N_("{player} said “forty each”: the opponents' takes are not entered"),
                player=name,
            )
        return Deal(tuple(players), soloist, bid, outcome, (None,) * len(players))
    takes: dict[str, int] = {}
    for seat, player in enumerate(players):
        if seat == soloist:
            continue
        if seat not in found:
            raise InputError(N_("the take of {player} is missing"), player=player)
        takes[player] = _take(player, found[seat])
    _check_together(name, bid, outcome, takes)
    return Deal(tuple(players), soloist, bid, outcome, tuple(takes.get(p) for p in players))


def _bid(player: str, value: object) -> int:
    if (
        isinstance(value, bool)
        or not isinstance(value, int)
        or value % BID_STEP
        or not LOWEST_BID <= value <= HIGHEST_BID
    ):
        raise InputError(
            N_("{player} cannot bid {bid}: a bid goes in tens from {lowest} to {highest}"),
            player=player,
            bid=value,
            lowest=LOWEST_BID,
            highest=HIGHEST_BID,
        )
    return value


def _outcome(player: str, value: object) -> Outcome:
    try:
        return Outcome(value if isinstance(value, str) else "")
    except ValueError:
        raise InputError(
            N_("{player}: say whether the bid was made, failed, or conceded with “forty each”"),
            player=player,
        ) from None


def _take(player: str, value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise InputError(
            N_(
                "{player}: {take} is not a take (card points plus marriages: a whole number, "
                "0 or more)"
            ),
            player=player,
            take=value,
        )
    if value > MOST_TAKE:
        raise InputError(
            N_(
                "{player}'s take cannot be more than {most}: {points} card points and at most "
                "{marriages} of marriages"
            ),
            player=player,
            most=MOST_TAKE,
            points=DEAL_POINTS,
            marriages=OPPONENTS_MARRIAGES,
        )
    return value


def _check_together(soloist: str, bid: int, outcome: Outcome, takes: Mapping[str, int]) -> None:
    together = sum(takes.values())
    first, second = takes
    if outcome is Outcome.MADE and together > MOST_TAKEN - bid:
        raise InputError(
            N_(
                "{first} and {second} took {count} together, but with {soloist}'s bid of {bid} "
                "made they took at most {most}"
            ),
            first=first,
            second=second,
            count=together,
            soloist=soloist,
            bid=bid,
            most=MOST_TAKEN - bid,
        )
    if together > MOST_TAKEN:
        raise InputError(
            N_(
                "{first} and {second} took {count} together, but a deal holds at most {most}: "
                "{points} card points and {marriages} of marriages"
            ),
            first=first,
            second=second,
            count=together,
            most=MOST_TAKEN,
            points=DEAL_POINTS,
            marriages=ALL_MARRIAGES,
        )


# ------------------------------------------------------------------- scoring


def placed(players: Sequence[str], before: Sequence[Placed], deal: Deal) -> Placed:
    """A deal scored after the deals ``before`` it, by the engine's scoring: the cap needs
    the totals. The soloist's score has no take (``None``): only made or failed was entered."""
    totals = before[-1].after if before else (0,) * len(players)
    soloist = deal.soloist
    if deal.outcome is Outcome.FORTY:
        scores = score_concession(soloist, deal.bid, totals)
    else:
        made = deal.outcome is Outcome.MADE
        stand_in = deal.bid if made else 0  # what the soloist took is not entered
        takes = [stand_in if t is None else t for t in deal.takes]
        scores = tuple(
            replace(s, take=None) if s.soloist else s
            for s in score_deal(soloist, deal.bid, takes, totals)
        )
    return Placed(deal, tuple(totals), scores)


def over(players: Sequence[str], rounds: Sequence[Placed]) -> bool:
    """Whether the game is over after these deals: the last one's soloist made his bid and
    his total then passes 1000 (exactly 1000 does not)."""
    if not rounds:
        return False
    last = rounds[-1]
    if last.deal.outcome is not Outcome.MADE:
        return False
    return last.after[last.deal.soloist] > CAP


# ----------------------------------------------------------------- the log


def payload_of(deal: Deal) -> dict[str, Any]:
    """The stored payload of a deal: the soloist's seat, the bid, the outcome and the takes
    in seating order (``null`` for the soloist, and for everyone after "forty each")."""
    return {
        "soloist": deal.soloist,
        "bid": deal.bid,
        "outcome": deal.outcome.value,
        "takes": list(deal.takes),
    }


def read(players: Sequence[str], payload: Mapping[str, Any]) -> Deal:
    """A stored deal; ``ValueError`` if it cannot be read."""
    soloist = payload["soloist"]
    if type(soloist) is not int or not 0 <= soloist < len(players):
        raise ValueError(f"{soloist!r} is not a seat at this table")
    bid = payload["bid"]
    if type(bid) is not int:
        raise ValueError(f"{bid!r} is not a bid")
    outcome = Outcome(payload["outcome"])
    stored = payload["takes"]
    if not isinstance(stored, list) or len(stored) != len(players):
        raise ValueError(f"{len(players)} takes expected, not {stored!r}")
    for seat, (player, take) in enumerate(zip(players, stored, strict=True)):
        if seat == soloist or outcome is Outcome.FORTY:
            if take is not None:
                raise ValueError(f"{player} has no take in this deal, not {take!r}")
        elif type(take) is not int:
            raise ValueError(f"{take!r} is not a take")
    return Deal(tuple(players), soloist, bid, outcome, tuple(stored))


def check_stored(players: Sequence[str], checked: Deal) -> None:
    """Check a deal read from a file as an entry is checked; ``InputError`` if it is wrong."""
    check_round(players, entries_of(checked.entry))


def entries_of(deal: QuickDeal) -> dict[str, object]:
    """A deal as :func:`check_round` takes it: the soloist's bid and the takes, by name."""
    return {deal.soloist: QuickBid(deal.bid, deal.outcome), **deal.takes}


def result_rows(
    game_id: int, round_no: int, checked: Placed, player_ids: Sequence[int], end: str
) -> list[dict[str, Any]]:
    """The ``round_result`` rows of a quick deal, one per seat: each player's change of
    total after the cap (as a deal played card by card); the stack game's figures are 0."""
    return points_rows(game_id, round_no, player_ids, [s.points for s in checked.scores], end)


def round_of(players: Sequence[str], number: int, dealer: str, checked: Placed) -> QuickDealRound:
    """A deal as the screen shows it: the entry, each player's score and total after it."""
    return QuickDealRound(
        number=number,
        dealer=dealer,
        deal=checked.deal.entry,
        scores=dict(zip(players, checked.scores, strict=True)),
        totals=dict(zip(players, checked.after, strict=True)),
    )


def points_of(players: Sequence[str], checked: Placed) -> Iterable[int]:
    """Each player's points in a deal (after the cap)."""
    return (s.points for s in checked.scores)
