"""Quick scoring: a game kept round by round, without the cards, scored by the engine.

Each game kind says what a round is through its :class:`QuickRules` (``RULES``, by the
kind's record id): for *Mit List und Tücke* every player's open stacks (cards per color)
and discarded cards (this module, :func:`check_round`); for *Partout* each team's minimum
and tricks (:mod:`assistant.games.quick_partout`). The rules check what can be checked,
the engine's ``score`` gives the points, and the round's results are written like those
of a game kept card by card, so quick games count in the standings, nights and player
pages.

A quick game's rows go to the one event log (``assistant.storage.eventlog``): a ``round``
row holds the stacks of one round, an ``undo`` row takes the last round back. The rounds
in effect are the fold of that log, as for a card-by-card game.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from sqlalchemy import delete, insert, select
from sqlmodel import Session, col

from assistant.errors import InputError, UnknownGame
from assistant.games import kinds
from assistant.games.mit_list_und_tuecke import kind as mit_list_und_tuecke
from assistant.games.mit_list_und_tuecke.kind import result_row
from assistant.games.partout import quick as quick_partout
from assistant.languages import N_
from assistant.states import QuickRound, QuickStacks, QuickState, QuickTeamRound
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
from engine.mit_list_und_tuecke import COLORS, Color, deck

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


def check_round(players: Sequence[str], stacks: Mapping[str, object]) -> tuple[QuickStacks, ...]:
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
        if not isinstance(entry, QuickStacks):
            raise InputError(
                N_("{player}: enter the player's open stacks and pile"), player=players[seat]
            )
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


ROUND = "round"
"""The log kind of a round entered by quick scoring."""


def fold(rows: Iterable[Entry]) -> list[tuple[QuickStacks, ...]]:
    """The rounds in effect after ``(kind, payload)`` rows in sequence order
    (a *Mit List und Tücke* quick game's)."""
    return [stacks_of(payload) for payload in _folded(rows)]


def _folded(rows: Iterable[Entry]) -> list[dict[str, Any]]:
    """The payloads of the rounds in effect after ``(kind, payload)`` rows."""
    folded = eventlog.fold(rows)
    rounds = []
    for kind, payload in folded.entries:
        if kind != ROUND:
            raise ValueError(f"a quick game's log holds a {kind!r} row")
        rounds.append(payload)
    return rounds


def result_rows(
    game_id: int, round_no: int, stacks: Sequence[QuickStacks], player_ids: Sequence[int]
) -> list[dict[str, Any]]:
    """The ``round_result`` rows of a quick round, one per seat (as for a card-by-card round)."""
    return [
        result_row(
            game_id,
            round_no,
            seat,
            player_ids[seat],
            entry.open,
            entry.discarded,
            four_colors=entry.discarded > 0,
            blocked=False,
            end=QUICK_END,
        )
        for seat, entry in enumerate(stacks)
    ]


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
    ) -> QuickRound | QuickTeamRound:
        """A round as the screen shows it."""
        ...

    def points_of(self, players: Sequence[str], checked: Any) -> Iterable[int]:
        """Each side's points in a round."""
        ...


class _Stacks:
    """*Mit List und Tücke* kept quickly: every player's stacks, one round per player."""

    ID = mit_list_und_tuecke.ID

    @staticmethod
    def rounds_for(players: int) -> int:
        return players

    @staticmethod
    def sides_of(players: Sequence[str]) -> tuple[str, ...]:
        return tuple(players)

    @staticmethod
    def check_round(
        players: Sequence[str], entries: Mapping[str, object]
    ) -> tuple[QuickStacks, ...]:
        return check_round(players, entries)

    @staticmethod
    def payload_of(checked: Sequence[QuickStacks]) -> dict[str, Any]:
        return payload_of(checked)

    @staticmethod
    def read(players: Sequence[str], payload: Mapping[str, Any]) -> tuple[QuickStacks, ...]:
        stacks = stacks_of(payload)
        if len(stacks) != len(players):
            raise ValueError(f"{len(players)} players' stacks expected, not {len(stacks)}")
        return stacks

    @staticmethod
    def check_stored(players: Sequence[str], checked: Sequence[QuickStacks]) -> None:
        check_round(players, dict(zip(players, checked, strict=True)))

    @staticmethod
    def result_rows(
        game_id: int,
        round_no: int,
        checked: Sequence[QuickStacks],
        player_ids: Sequence[int],
        end: str,
    ) -> list[dict[str, Any]]:
        return result_rows(game_id, round_no, checked, player_ids)

    @staticmethod
    def round_of(
        players: Sequence[str], number: int, dealer: str, checked: Sequence[QuickStacks]
    ) -> QuickRound:
        return QuickRound(
            number=number,
            dealer=dealer,
            stacks=dict(zip(players, checked, strict=True)),
            scores={p: s.score for p, s in zip(players, checked, strict=True)},
        )

    @staticmethod
    def points_of(players: Sequence[str], checked: Sequence[QuickStacks]) -> Iterable[int]:
        return (s.score.points for s in checked)


RULES: dict[str, QuickRules] = {
    mit_list_und_tuecke.ID: _Stacks(),
    quick_partout.ID: quick_partout,
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
    as an entry is checked (a file's), or trust them (the database's, checked when entered)."""
    rules = rules_of(game)
    rounds = [rules.read(players, payload) for payload in _folded(rows)]
    if check:
        for checked in rounds:
            rules.check_stored(players, checked)
    return rounds


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
    return _Loaded(row, rules, tuple(seats), entries[-1][0] if entries else 0, rounds)


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
        rounds_in_game=rules.rounds_for(n),
    )


def quick_game(listig: Listig, game_id: int) -> QuickState:
    """A quick game as the database has it now."""
    with reading(listig.db) as s:
        return state_of(_load(s, game_id))


def enter_round(
    listig: Listig,
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
        checked = loaded.rules.check_round(loaded.row.players, entries)
        number = len(loaded.rounds) + 1
        _append(s, loaded, ROUND, loaded.rules.payload_of(checked))
        rows = loaded.rules.result_rows(game_id, number, checked, loaded.player_ids, QUICK_END)
        s.execute(insert(RoundResult), rows)
        loaded.rounds.append(checked)

    return _command(listig, game_id, expected_seq, act)


def undo_round(listig: Listig, game_id: int, expected_seq: int | None = None) -> QuickState:
    """Take back the last round entered (recorded in the quick game's log)."""

    def act(s: Session, loaded: _Loaded) -> None:
        if not loaded.rounds:
            raise InputError(N_("nothing to undo: no round has been entered"))
        number = len(loaded.rounds)
        _append(s, loaded, eventlog.Correction.UNDO, {})
        s.execute(
            delete(RoundResult).where(
                col(RoundResult.game_id) == game_id, col(RoundResult.round_no) == number
            )
        )
        loaded.rounds.pop()

    return _command(listig, game_id, expected_seq, act)


def _finished(loaded: _Loaded, rounds: int) -> bool:
    return rounds == loaded.rules.rounds_for(len(loaded.row.players))


def _append(s: Session, loaded: _Loaded, kind: str, payload: dict[str, Any]) -> None:
    assert loaded.row.id is not None
    loaded.seq += 1
    rounds = len(loaded.rounds) + (1 if kind == ROUND else -1)
    status = GameStatus.FINISHED if _finished(loaded, rounds) else GameStatus.RUNNING
    EventLog.append(s, loaded.row.id, loaded.seq, kind, payload, status.value)


def _command(listig: Listig, game_id: int, expected_seq: int | None, act: Any) -> QuickState:
    """One log row and the round results it changes, in one transaction; or nothing."""
    with listig.log.command(game_id, lambda: quick_game(listig, game_id)) as s:
        loaded = _load(s, game_id)
        if loaded.row.status == GameStatus.ABANDONED:
            raise InputError(N_("this game was abandoned"))
        if expected_seq is not None and expected_seq != loaded.seq:
            raise eventlog.Stale
        act(s, loaded)
        finished = _finished(loaded, len(loaded.rounds))
        loaded.row.status = (GameStatus.FINISHED if finished else GameStatus.RUNNING).value
        refresh_totals(s, game_id)
        return state_of(loaded)
