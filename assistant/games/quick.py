"""Quick scoring: a game kept round by round, without the cards, scored by the engine.

Each game kind says what a round is through its :class:`QuickRules` (``RULES``, by the
kind's record id): for *Mit List und Tücke* every player's open stacks (cards per color)
and discarded cards (:mod:`assistant.games.mit_list_und_tuecke.quick`); for *Partout* each
team's minimum and tricks (:mod:`assistant.games.partout.quick`); for *Tysiacha* the
soloist's bid, made, failed or conceded, and each opponent's take
(:mod:`assistant.games.tysiacha.quick`); for *Homme de Brou* each side's declarations,
rencontres and card points (:mod:`assistant.games.homme_de_brou.quick`); for *Gaigel*
which side won each deal and how (:mod:`assistant.games.gaigel.quick`). The rules check
what can be checked, the engine's scoring gives the points, and the round's results are
written like those of a game kept card by card, so quick games count in the standings,
nights and player pages.

Most games have a number of rounds and score each round alone. A game that ends by a
score (:class:`RaceRules`: *Tysiacha*, a race to 1000) scores each round after the rounds
before it (the 1000 cap needs the totals) and says when the game is over.

A quick game's rows go to the one event log (``assistant.storage.eventlog``): a ``round``
row holds the stacks of one round, an ``undo`` row takes the last round back. The rounds
in effect are the fold of that log, as for a card-by-card game.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from sqlalchemy import delete, insert, select
from sqlmodel import Session, col

from assistant.errors import InputError, UnknownGame
from assistant.games import kinds
from assistant.games.dummy import by_seat, dummy_seat
from assistant.games.gaigel import quick as quick_gaigel
from assistant.games.homme_de_brou import quick as quick_homme_de_brou
from assistant.games.mit_list_und_tuecke import quick as quick_mit_list_und_tuecke
from assistant.games.partout import quick as quick_partout
from assistant.games.tysiacha import quick as quick_tysiacha
from assistant.host import Host
from assistant.languages import N_
from assistant.states import (
    QuickDealRound,
    QuickRound,
    QuickSideRound,
    QuickState,
    QuickTeamRound,
    QuickWinRound,
)
from assistant.storage import eventlog
from assistant.storage.db import reading
from assistant.storage.eventlog import Entry, EventLog
from assistant.storage.models import (
    GameRow,
    GameStatus,
    Keeping,
    RoundResult,
    Seat,
)
from assistant.storage.results import refresh_totals

QUICK_END = "quick"
"""The ``end`` of a round entered by quick scoring: how it ended is not known."""

ROUND = "round"
"""The log kind of a round entered by quick scoring."""


def _folded(rows: Iterable[Entry]) -> list[dict[str, Any]]:
    """The payloads of the rounds in effect after ``(kind, payload)`` rows."""
    folded = eventlog.fold(rows)
    rounds = []
    for kind, payload in folded.entries:
        if kind != ROUND:
            raise ValueError(f"a quick game's log holds a {kind!r} row")
        rounds.append(payload)
    return rounds


# ------------------------------------------------------------ the game kinds


class QuickRules(Protocol):
    """What quick scoring needs to know of one game kind: what a round is, how it is
    checked, stored, scored and written as round results."""

    @property
    def ID(self) -> str:
        """The game kind's record id."""
        ...

    def rounds_for(self, players: int) -> int:
        """How many rounds a game at this table has."""
        ...

    def sides_of(self, players: Sequence[str]) -> tuple[str, ...]:
        """Who scores, by name: the players or the teams."""
        ...

    def check_round(self, players: Sequence[str], entries: Mapping[str, object]) -> Any:
        """A round's entries, checked, in seating order of the sides; ``InputError`` says
        what does not add up."""
        ...

    def payload_of(self, checked: Any) -> dict[str, Any]:
        """The stored payload of a checked round."""
        ...

    def read(self, players: Sequence[str], payload: Mapping[str, Any]) -> Any:
        """A stored round as :meth:`check_round` returns it; ``ValueError`` if unreadable."""
        ...

    def check_stored(self, players: Sequence[str], checked: Any) -> None:
        """Check a round read from a file as :meth:`check_round` checks an entry."""
        ...

    def result_rows(
        self, game_id: int, round_no: int, checked: Any, player_ids: Sequence[int], end: str
    ) -> list[dict[str, Any]]:
        """The ``round_result`` rows of a round, one per seat."""
        ...

    def round_of(
        self, players: Sequence[str], number: int, dealer: str, checked: Any
    ) -> QuickRound | QuickTeamRound | QuickDealRound | QuickSideRound | QuickWinRound:
        """A round as the screen shows it."""
        ...

    def points_of(self, players: Sequence[str], checked: Any) -> Iterable[int]:
        """Each side's points in a round."""
        ...


@runtime_checkable
class RaceRules(QuickRules, Protocol):
    """A game that ends by a score, not after a number of rounds (*Tysiacha*: a soloist
    past 1000), whose rounds score after the rounds before them (the 1000 cap).

    :meth:`payload_of` and :meth:`check_stored` take a round as :meth:`check_round` and
    :meth:`read` return it; :meth:`result_rows`, :meth:`round_of` and :meth:`points_of` take
    it as :meth:`placed` returns it. :meth:`rounds_for` is a bound no game reaches."""

    def placed(self, players: Sequence[str], before: Sequence[Any], checked: Any) -> Any:
        """A checked round scored after the rounds ``before`` it (placed themselves)."""
        ...

    def over(self, players: Sequence[str], rounds: Sequence[Any]) -> bool:
        """Whether the game is over after these (placed) rounds."""
        ...


RULES: dict[str, QuickRules] = {
    quick_mit_list_und_tuecke.ID: quick_mit_list_und_tuecke,
    quick_partout.ID: quick_partout,
    quick_tysiacha.ID: quick_tysiacha,
    quick_homme_de_brou.ID: quick_homme_de_brou,
    quick_gaigel.ID: quick_gaigel,
}
"""Quick scoring of every game kind (``kinds.KINDS``), by record id."""


def rules_of(game: str) -> QuickRules:
    """The quick scoring of a game kind; ``InputError`` for one that has none."""
    kinds.kind(game)  # an unknown game is a RecordError naming the known ones
    found = RULES.get(game)
    if found is None:
        raise InputError(N_("{game} cannot be kept by quick scoring"), game=game)
    return found


def rounds_of(
    game: str, players: Sequence[str], rows: Iterable[Entry], check: bool = False
) -> list[Any]:
    """The rounds in effect after a quick game's ``(kind, payload)`` rows; ``check`` them
    as an entry is checked (a file's), or trust them (the database's, checked when entered).
    A game that ends by a score has its rounds placed (:meth:`RaceRules.placed`), and a
    round after its end is an ``InputError`` when checked."""
    rules = rules_of(game)
    rounds = [rules.read(players, payload) for payload in _folded(rows)]
    if check:
        for checked in rounds:
            rules.check_stored(players, checked)
    if not isinstance(rules, RaceRules):
        return rounds
    placed: list[Any] = []
    for checked in rounds:
        if check and rules.over(players, placed):
            raise InputError(
                N_("the game was over after round {n}: no round can follow"), n=len(placed)
            )
        placed.append(rules.placed(players, placed, checked))
    return placed


def over(rules: QuickRules, players: Sequence[str], rounds: Sequence[Any]) -> bool:
    """Whether a game is over after these rounds: all its rounds entered, or (a game that
    ends by a score) as its rules say."""
    if isinstance(rules, RaceRules):
        return rules.over(players, rounds)
    return len(rounds) == rules.rounds_for(len(players))


# ------------------------------------------------------------------ commands


@dataclass(slots=True)
class _Loaded:
    row: GameRow
    rules: QuickRules
    player_ids: tuple[int, ...]
    seq: int
    rounds: list[Any]


def _load(s: Session, game_id: int) -> _Loaded:
    row = s.get(GameRow, game_id)
    if row is None:
        raise UnknownGame(N_("there is no game number {game_id}"), game_id=game_id)
    if row.kind != Keeping.QUICK:
        raise InputError(
            N_("game {game_id} is kept card by card: enter its cards, not stacks"),
            game_id=game_id,
        )
    seats = s.scalars(
        select(col(Seat.player_id)).where(col(Seat.game_id) == game_id).order_by(col(Seat.seat))
    ).all()
    entries = EventLog.rows(s, game_id)
    rules = rules_of(row.game)
    rounds = rounds_of(row.game, row.players, ((kind, payload) for _, kind, payload in entries))
    ids = by_seat(seats, dummy_seat(row.house_rules))  # the dummy's seat has no roster player
    return _Loaded(row, rules, ids, entries[-1][0] if entries else 0, rounds)


def fixed_rounds(rules: QuickRules, players: int) -> int:
    """How many rounds a game at this table has, or 0 for a game with no fixed number: a
    race to a score (*Tysiacha*) or a sitting that lasts as long as the table plays
    (*Gaigel*, whose bound no table reaches)."""
    if isinstance(rules, RaceRules):
        return 0
    rounds = rules.rounds_for(players)
    return 0 if rounds >= sys.maxsize else rounds


def state_of(loaded: _Loaded) -> QuickState:
    """The state a view renders."""
    row, rules = loaded.row, loaded.rules
    players = tuple(row.players)
    sides = rules.sides_of(players)
    n = len(players)
    totals = [0] * len(sides)
    rounds = []
    for index, checked in enumerate(loaded.rounds):
        for side, points in enumerate(rules.points_of(players, checked)):
            totals[side] += points
        dealer = players[(row.first_dealer + index) % n]
        rounds.append(rules.round_of(players, index + 1, dealer, checked))
    status = GameStatus(row.status)
    best = max(totals)
    winners = (
        tuple(p for p, t in zip(sides, totals, strict=True) if t == best)
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
        rounds=tuple(rounds),  # type: ignore[arg-type]  # one kind of round per game
        totals=dict(zip(sides, totals, strict=True)),
        winners=winners,
        game=row.game,
        sides=sides,
        rounds_in_game=fixed_rounds(rules, n),
    )


def quick_game(listig: Host, game_id: int) -> QuickState:
    """A quick game as the database has it now."""
    with reading(listig.db) as s:
        return state_of(_load(s, game_id))


def enter_round(
    listig: Host,
    game_id: int,
    entries: Mapping[str, object],
    expected_seq: int | None = None,
) -> QuickState:
    """Enter the next round (stacks by player, or minimum and tricks by team, as the game
    keeps it); ``InputError`` says what does not add up."""

    def act(s: Session, loaded: _Loaded) -> None:
        status = GameStatus(loaded.row.status)
        if status is GameStatus.FINISHED:
            raise InputError(
                N_("game {game_id} is finished: no more rounds can be entered"), game_id=game_id
            )
        rules, players = loaded.rules, loaded.row.players
        entry = rules.check_round(players, entries)
        checked = entry
        if isinstance(rules, RaceRules):
            checked = rules.placed(players, loaded.rounds, entry)
        number = len(loaded.rounds) + 1
        _append(s, loaded, ROUND, rules.payload_of(entry), [*loaded.rounds, checked])
        rows = rules.result_rows(game_id, number, checked, loaded.player_ids, QUICK_END)
        s.execute(insert(RoundResult), rows)
        loaded.rounds.append(checked)

    return _command(listig, game_id, expected_seq, act)


def undo_round(listig: Host, game_id: int, expected_seq: int | None = None) -> QuickState:
    """Take back the last round entered (recorded in the quick game's log)."""

    def act(s: Session, loaded: _Loaded) -> None:
        if not loaded.rounds:
            raise InputError(N_("nothing to undo: no round has been entered"))
        number = len(loaded.rounds)
        _append(s, loaded, eventlog.Correction.UNDO, {}, loaded.rounds[:-1])
        s.execute(
            delete(RoundResult).where(
                col(RoundResult.game_id) == game_id, col(RoundResult.round_no) == number
            )
        )
        loaded.rounds.pop()

    return _command(listig, game_id, expected_seq, act)


def _finished(loaded: _Loaded, rounds: Sequence[Any]) -> bool:
    return over(loaded.rules, loaded.row.players, rounds)


def _append(
    s: Session, loaded: _Loaded, kind: str, payload: dict[str, Any], after: Sequence[Any]
) -> None:
    """A log row, with the game's status once its rounds are ``after``."""
    assert loaded.row.id is not None
    loaded.seq += 1
    status = GameStatus.FINISHED if _finished(loaded, after) else GameStatus.RUNNING
    EventLog.append(s, loaded.row.id, loaded.seq, kind, payload, status.value)


def _command(listig: Host, game_id: int, expected_seq: int | None, act: Any) -> QuickState:
    """One log row and the round results it changes, in one transaction; or nothing."""
    with listig.log.command(game_id, lambda: quick_game(listig, game_id)) as s:
        loaded = _load(s, game_id)
        if loaded.row.status == GameStatus.ABANDONED:
            raise InputError(N_("this game was abandoned"))
        if expected_seq is not None and expected_seq != loaded.seq:
            raise eventlog.Stale
        act(s, loaded)
        finished = _finished(loaded, loaded.rounds)
        loaded.row.status = (GameStatus.FINISHED if finished else GameStatus.RUNNING).value
        refresh_totals(s, game_id)
        return state_of(loaded)
