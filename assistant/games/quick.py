"""Quick scoring: a game kept round by round as each player's stacks, scored by the engine.

At the end of each round the table enters every player's open stacks (cards per color)
and discarded cards; :func:`check_round` checks what can be checked, the engine's
``score`` gives the points, and the round's results are written like those of a game kept
card by card, so quick games count in the standings, nights and player pages.

A quick game's entries form a log of their own (``quick_entry``): a ``round`` row holds
the stacks of one round, an ``undo`` row takes the last round back. The rounds in effect
are the fold of that log, as for the event log of a card-by-card game.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from sqlalchemy import delete, insert, select, update
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, col

from assistant.errors import InputError, QuickConflict, UnknownGame
from assistant.languages import N_
from assistant.storage.db import reading, writing
from assistant.storage.models import (
    GameKind,
    GameRow,
    GameStatus,
    QuickEntry,
    QuickKind,
    RoundResult,
    Seat,
    utcnow,
)
from assistant.storage.results import refresh_totals
from engine import COLORS, Color, Score, deck, score

if TYPE_CHECKING:
    from assistant.service import Listig

QUICK_END = "quick"
"""The ``end`` of a round entered by quick scoring: how it ended is not known."""

_TOO_MANY_OF_COLOR = {
    Color.BLUE: N_(
        "the open stacks hold {count} blue cards together, but the deck for {players} players "
        "has only {most}"
    ),
    Color.GREEN: N_(
        "the open stacks hold {count} green cards together, but the deck for {players} players "
        "has only {most}"
    ),
    Color.RED: N_(
        "the open stacks hold {count} red cards together, but the deck for {players} players "
        "has only {most}"
    ),
    Color.YELLOW: N_(
        "the open stacks hold {count} yellow cards together, but the deck for {players} "
        "players has only {most}"
    ),
}


@dataclass(frozen=True, slots=True)
class QuickStacks:
    """One player's cards at the end of a round: open stacks by color, and discarded cards."""

    open: Mapping[Color, int]
    discarded: int = 0

    @property
    def total(self) -> int:
        """All the cards the player collected."""
        return sum(self.open.values()) + self.discarded

    @property
    def score(self) -> Score:
        """The round's score, by the engine's formula."""
        return score(self.open, self.discarded)


@dataclass(frozen=True, slots=True)
class QuickRound:
    """A round entered by quick scoring: its number (from 1), dealer, stacks and scores."""

    number: int
    dealer: str
    stacks: dict[str, QuickStacks]
    scores: dict[str, Score]


@dataclass(frozen=True, slots=True)
class QuickState:
    """A quick game as it stands; ``seq`` goes back in as ``expected_seq``.

    ``totals`` sum the rounds entered; ``winners`` are set once every round is entered.
    """

    game_id: int
    seq: int
    night_id: int
    players: tuple[str, ...]
    first_dealer: int
    status: GameStatus
    rounds: tuple[QuickRound, ...]
    totals: dict[str, int]
    winners: tuple[str, ...]

    @property
    def finished(self) -> bool:
        """Whether every round has been entered."""
        return self.status is GameStatus.FINISHED

    @property
    def can_undo(self) -> bool:
        """Whether there is a round to take back."""
        return bool(self.rounds) and self.status is not GameStatus.ABANDONED

    @property
    def next_round(self) -> int | None:
        """The number of the round to enter next (``None`` once the game is over)."""
        if self.status is not GameStatus.RUNNING:
            return None
        return len(self.rounds) + 1

    @property
    def next_dealer(self) -> str | None:
        """Who deals the round to enter next."""
        if self.next_round is None:
            return None
        return self.players[(self.first_dealer + len(self.rounds)) % len(self.players)]


# ----------------------------------------------------------------- checking


def check_round(
    players: Sequence[str], stacks: Mapping[str, QuickStacks]
) -> tuple[QuickStacks, ...]:
    """The stacks of every seat, in seating order, once they add up; else ``InputError``.

    Checked: every player of the table is entered, and nobody else; counts are whole
    numbers, 0 or more; a player with discarded cards chose two colors to keep, so has
    exactly two open colors and at least two discarded cards (the two dropped colors); nobody
    has four open colors (they would have kept two); per color, the open cards of all
    players are at most that color's cards in the deck; all cards of all players (open and
    discarded) are at most the deck (56, 70 or 84 cards).
    """
    seats = {name.strip().casefold(): i for i, name in enumerate(players)}
    found: dict[int, QuickStacks] = {}
    for name, entry in stacks.items():
        seat = seats.get(str(name).strip().casefold())
        if seat is None:
            raise InputError(N_("{player} is not at this table"), player=name)
        found[seat] = _checked(players[seat], entry)
    for seat, name in enumerate(players):
        if seat not in found:
            raise InputError(N_("the stacks of {player} are missing"), player=name)
    ordered = tuple(found[seat] for seat in range(len(players)))
    _check_deck(len(players), ordered)
    return ordered


def _checked(player: str, entry: QuickStacks) -> QuickStacks:
    """One player's stacks with colors as ``Color`` and counts checked."""
    discarded = _count(player, entry.discarded)
    open_stacks: dict[Color, int] = {}
    for key, value in entry.open.items():
        color = _color(player, key)
        n = _count(player, value)
        if n:
            open_stacks[color] = open_stacks.get(color, 0) + n
    ordered = {c: open_stacks[c] for c in COLORS if c in open_stacks}
    if len(ordered) == 4:
        raise InputError(
            N_("{player} cannot have four open colors: {player} would have kept two of them"),
            player=player,
        )
    if discarded and len(ordered) > 2:
        raise InputError(
            N_(
                "{player} has discarded cards, so {player} kept two colors: at most two open "
                "colors, not {count}"
            ),
            player=player,
            count=len(ordered),
        )
    if discarded and len(ordered) < 2:
        raise InputError(
            N_(
                "{player} has discarded cards, so {player} kept two colors: two open colors, "
                "not {count}"
            ),
            player=player,
            count=len(ordered),
        )
    if discarded == 1:
        raise InputError(
            N_(
                "{player} cannot have discarded just 1 card: keeping two colors drops two "
                "colors, at least 2 cards"
            ),
            player=player,
        )
    return QuickStacks(ordered, discarded)


def _count(player: str, value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise InputError(
            N_("{player}: {count} is not a number of cards (a whole number, 0 or more)"),
            player=player,
            count=value,
        )
    return value


def _color(player: str, key: object) -> Color:
    if isinstance(key, Color):
        return key
    try:
        return Color.parse(str(key))
    except ValueError:
        raise InputError(
            N_("{player}: {text} is not a color (use B, G, R or Y)"), player=player, text=key
        ) from None


def _check_deck(n: int, stacks: Sequence[QuickStacks]) -> None:
    cards = deck(n)
    for color in COLORS:
        count = sum(s.open.get(color, 0) for s in stacks)
        most = sum(1 for card in cards if card.color is color)
        if count > most:
            raise InputError(_TOO_MANY_OF_COLOR[color], count=count, players=n, most=most)
    total = sum(s.total for s in stacks)
    if total > len(cards):
        raise InputError(
            N_(
                "{count} cards are entered in all, but the deck for {players} players has "
                "only {most}"
            ),
            count=total,
            players=n,
            most=len(cards),
        )


# ----------------------------------------------------------------- the log


def payload_of(stacks: Sequence[QuickStacks]) -> dict[str, Any]:
    """The stored payload of a round: the stacks in seating order."""
    return {
        "stacks": [
            {"open": {c.value: n for c, n in s.open.items()}, "discarded": s.discarded}
            for s in stacks
        ]
    }


def stacks_of(payload: Mapping[str, Any]) -> tuple[QuickStacks, ...]:
    """The stacks of a stored round; ``ValueError`` for a count that is not a whole number."""
    return tuple(
        QuickStacks(
            {Color(c): _stored_count(n) for c, n in s["open"].items()},
            _stored_count(s["discarded"]),
        )
        for s in payload["stacks"]
    )


def _stored_count(n: object) -> int:
    if type(n) is not int:
        raise ValueError(f"{n!r} is not a number of cards")
    return n


def fold(rows: Iterable[tuple[str, Mapping[str, Any]]]) -> list[tuple[QuickStacks, ...]]:
    """The rounds in effect after ``(kind, payload)`` rows in sequence order."""
    rounds: list[tuple[QuickStacks, ...]] = []
    for kind, payload in rows:
        if kind == QuickKind.UNDO:
            if not rounds:
                raise ValueError("an undo row with no round to undo")
            rounds.pop()
        elif kind == QuickKind.ROUND:
            rounds.append(stacks_of(payload))
        else:
            raise ValueError(f"unknown quick entry kind {kind!r}")
    return rounds


def result_rows(
    game_id: int, round_no: int, stacks: Sequence[QuickStacks], player_ids: Sequence[int]
) -> list[dict[str, Any]]:
    """The ``round_result`` rows of a quick round, one per seat (as for a card-by-card round)."""
    rows = []
    for seat, entry in enumerate(stacks):
        sc = entry.score
        rows.append(
            {
                "game_id": game_id,
                "round_no": round_no,
                "seat": seat,
                "player_id": player_ids[seat],
                "points": sc.points,
                "a": sc.a,
                "b": sc.b,
                "r": sc.r,
                "open_stacks": {c.value: n for c, n in entry.open.items()},
                "discarded": entry.discarded,
                "four_colors": entry.discarded > 0,
                "blocked": False,
                "end": QUICK_END,
            }
        )
    return rows


# ------------------------------------------------------------------ commands


class _Stale(Exception):
    """``expected_seq`` does not match the log."""


@dataclass(slots=True)
class _Loaded:
    row: GameRow
    player_ids: tuple[int, ...]
    seq: int
    rounds: list[tuple[QuickStacks, ...]]


def _load(s: Session, game_id: int) -> _Loaded:
    row = s.get(GameRow, game_id)
    if row is None:
        raise UnknownGame(N_("there is no game number {game_id}"), game_id=game_id)
    if row.kind != GameKind.QUICK:
        raise InputError(
            N_("game {game_id} is kept card by card: enter its cards, not stacks"),
            game_id=game_id,
        )
    seats = s.scalars(
        select(col(Seat.player_id)).where(col(Seat.game_id) == game_id).order_by(col(Seat.seat))
    ).all()
    entries = s.execute(
        select(col(QuickEntry.seq), col(QuickEntry.kind), col(QuickEntry.payload))
        .where(col(QuickEntry.game_id) == game_id)
        .order_by(col(QuickEntry.seq))
    ).all()
    rounds = fold((kind, payload) for _, kind, payload in entries)
    return _Loaded(row, tuple(seats), entries[-1][0] if entries else 0, rounds)


def state_of(loaded: _Loaded) -> QuickState:
    """The state a view renders."""
    row = loaded.row
    players = tuple(row.players)
    n = len(players)
    totals = [0] * n
    rounds = []
    for index, stacks in enumerate(loaded.rounds):
        scores = [s.score for s in stacks]
        for seat, sc in enumerate(scores):
            totals[seat] += sc.points
        rounds.append(
            QuickRound(
                number=index + 1,
                dealer=players[(row.first_dealer + index) % n],
                stacks=dict(zip(players, stacks, strict=True)),
                scores=dict(zip(players, scores, strict=True)),
            )
        )
    status = GameStatus(row.status)
    best = max(totals)
    winners = (
        tuple(p for p, t in zip(players, totals, strict=True) if t == best)
        if status is GameStatus.FINISHED
        else ()
    )
    assert row.id is not None
    return QuickState(
        game_id=row.id,
        seq=loaded.seq,
        night_id=row.night_id,
        players=players,
        first_dealer=row.first_dealer,
        status=status,
        rounds=tuple(rounds),
        totals=dict(zip(players, totals, strict=True)),
        winners=winners,
    )


def quick_game(listig: Listig, game_id: int) -> QuickState:
    """A quick game as the database has it now."""
    with reading(listig.db) as s:
        return state_of(_load(s, game_id))


def enter_round(
    listig: Listig,
    game_id: int,
    stacks: Mapping[str, QuickStacks],
    expected_seq: int | None = None,
) -> QuickState:
    """Enter the next round's stacks; ``InputError`` says what does not add up."""

    def act(s: Session, loaded: _Loaded) -> None:
        status = GameStatus(loaded.row.status)
        if status is GameStatus.FINISHED:
            raise InputError(
                N_("game {game_id} is finished: no more rounds can be entered"), game_id=game_id
            )
        checked = check_round(loaded.row.players, stacks)
        number = len(loaded.rounds) + 1
        _append(s, loaded, QuickKind.ROUND, payload_of(checked))
        s.execute(insert(RoundResult), result_rows(game_id, number, checked, loaded.player_ids))
        loaded.rounds.append(checked)

    return _command(listig, game_id, expected_seq, act)


def undo_round(listig: Listig, game_id: int, expected_seq: int | None = None) -> QuickState:
    """Take back the last round entered (recorded in the quick game's log)."""

    def act(s: Session, loaded: _Loaded) -> None:
        if not loaded.rounds:
            raise InputError(N_("nothing to undo: no round has been entered"))
        number = len(loaded.rounds)
        _append(s, loaded, QuickKind.UNDO, {})
        s.execute(
            delete(RoundResult).where(
                col(RoundResult.game_id) == game_id, col(RoundResult.round_no) == number
            )
        )
        loaded.rounds.pop()

    return _command(listig, game_id, expected_seq, act)


def _append(s: Session, loaded: _Loaded, kind: QuickKind, payload: dict[str, Any]) -> None:
    assert loaded.row.id is not None
    loaded.seq += 1
    s.execute(
        insert(QuickEntry).values(
            game_id=loaded.row.id,
            seq=loaded.seq,
            kind=kind.value,
            payload=payload,
            created_at=utcnow(),
        )
    )


def _command(
    listig: Listig,
    game_id: int,
    expected_seq: int | None,
    act: Any,
) -> QuickState:
    """One log row and the round results it changes, in one transaction; or nothing."""
    try:
        with writing(listig.db) as s:
            loaded = _load(s, game_id)
            if loaded.row.status == GameStatus.ABANDONED:
                raise InputError(N_("this game was abandoned"))
            if expected_seq is not None and expected_seq != loaded.seq:
                raise _Stale
            act(s, loaded)
            players = len(loaded.row.players)
            finished = len(loaded.rounds) == players
            status = GameStatus.FINISHED if finished else GameStatus.RUNNING
            s.execute(
                update(GameRow)
                .where(col(GameRow.id) == game_id)
                .values(status=status.value, updated_at=utcnow())
            )
            loaded.row.status = status.value
            refresh_totals(s, game_id)
            return state_of(loaded)
    except (_Stale, IntegrityError):
        raise QuickConflict(quick_game(listig, game_id)) from None
