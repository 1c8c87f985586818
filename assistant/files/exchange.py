"""Files in and out: a game's ``listig/1`` record, and a backup of the whole database as JSON.

Every import is checked completely (shape, references, and every game replayed by the
engine) before one transaction writes it; a bad file imports nothing and says why.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import UTC, date, datetime
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError
from sqlalchemy import delete, func, insert, select
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, col

from assistant.errors import InputError
from assistant.files.limits import (
    MAX_BACKUP_BYTES,
    MAX_TITLE,
    Unstorable,
    check_json,
    check_text,
    size_error,
)
from assistant.files.record import RecordError, fingerprint, parse_record, record_of, replay
from assistant.games import quick
from assistant.games.session import GameSession
from assistant.languages import N_
from assistant.names import check_roster, clean_name, look_alike, preview, skeleton
from assistant.storage.db import head_revision, reading, writing
from assistant.storage.eventlog import LogError, fold, kind_of, payload_of
from assistant.storage.models import (
    SCHEMA_VERSION,
    GameKind,
    GameNight,
    GameRow,
    GameStatus,
    GameTotal,
    LogRow,
    Player,
    QuickEntry,
    RoundResult,
    Seat,
    utcnow,
)
from assistant.storage.results import game_rows, refresh_totals
from engine import Game, RuleError

if TYPE_CHECKING:
    from assistant.service import GameInfo, Listig

BACKUP_FORMAT: Literal["listig-backup/1"] = "listig-backup/1"


class ExchangeError(InputError):
    """A file that cannot be imported or restored; nothing was stored."""


# ------------------------------------------------------------------ records


def export_record(listig: Listig, game_id: int) -> str:
    """The ``listig/1`` record of a game as it stands (undone events left out).

    A game kept by quick scoring has no card-by-card record: ``InputError`` says so.
    """
    with reading(listig.db) as s:
        kind = s.scalar(select(col(GameRow.kind)).where(col(GameRow.id) == game_id))
    if kind == GameKind.QUICK:
        raise InputError(
            N_("game {game_id} was kept with quick scoring: it has no card-by-card record"),
            game_id=game_id,
        )
    state = listig.game(game_id)
    with reading(listig.db) as s:
        row = s.get(GameRow, game_id)
        assert row is not None
        night = s.get(GameNight, row.night_id)
    meta: dict[str, Any] = dict(row.meta)
    if night is not None:
        meta.setdefault("night", night.day.isoformat())
        if night.title:
            meta.setdefault("title", night.title)
    meta["status"] = state.status.value
    record = record_of(state.game, meta)
    while record.rounds and not record.rounds[-1]:
        record.rounds.pop()
    return record.dump()


class AlreadyImported(ExchangeError):
    """The same game (see :func:`~assistant.files.record.fingerprint`) is already stored."""

    def __init__(self, game_id: int) -> None:
        super().__init__(
            N_("this game was already imported, as game {game_id}; nothing was stored"),
            game_id=game_id,
        )
        self.game_id = game_id


def import_record(listig: Listig, text: str | bytes) -> GameInfo:
    """Store a record as a new game; players are found in the roster by name or added.

    Raises ``RecordError`` (a record that cannot be read or breaks a rule), ``InputError``
    (a name that looks like another roster player's) or ``AlreadyImported`` (the same game
    is stored already) and stores nothing.
    """
    record = parse_record(text)
    game = replay(record)
    when = _started_at(record.meta)
    digest = fingerprint(game)
    try:
        with writing(listig.db) as s:
            _refuse_twice(s, digest)
            ids = [_roster_id(s, name) for name in game.players]
            night = listig.tonight(s, when)
            title = record.meta.get("title")
            if isinstance(title, str) and not night.title:
                night.title = " ".join(title.split())[:MAX_TITLE]
                s.add(night)
            assert night.id is not None
            events = [e for r in game.rounds for e in r.events]
            row = GameRow(
                night_id=night.id,
                players=list(game.players),
                first_dealer=game.first_dealer,
                meta=dict(record.meta),
                status=(GameStatus.FINISHED if game.finished else GameStatus.RUNNING).value,
                fingerprint=digest,
                created_at=when or utcnow(),
            )
            s.add(row)
            s.flush()
            assert row.id is not None
            _write_game(s, row.id, ids, [(kind_of(e).value, payload_of(e)) for e in events], game)
            info = _info(row, len(events))
    except IntegrityError:  # another import of the same game (or the same new name) won
        with reading(listig.db) as s:
            _refuse_twice(s, digest)
        raise
    return info


def _refuse_twice(s: Session, digest: str) -> None:
    found = s.scalar(select(col(GameRow.id)).where(col(GameRow.fingerprint) == digest))
    if found is not None:
        raise AlreadyImported(found)


def _roster_id(s: Session, name: str) -> int:
    """The roster player of a name (ignoring case), added if new; refuses a look-alike."""
    found = s.scalars(select(Player).where(col(Player.name_key) == skeleton(name))).first()
    if found is not None and found.name.casefold() != name.casefold():
        raise look_alike(name, found.name)
    if found is None:
        found = Player(name=name, name_key=skeleton(name))
        s.add(found)
        s.flush()
    assert found.id is not None
    return found.id


EARLIEST = datetime(1970, 1, 2, tzinfo=UTC)
LATEST = datetime(9998, 12, 31, tzinfo=UTC)


def _started_at(meta: dict[str, Any]) -> datetime | None:
    """``meta.started_at`` as a time; ``RecordError`` if it is there but not a usable time."""
    value = meta.get("started_at")
    if value is None:
        return None
    try:
        when = datetime.fromisoformat(value) if isinstance(value, str) else None
        if when is not None and not when.tzinfo:
            when = when.replace(tzinfo=UTC)
        usable = when is not None and EARLIEST <= when <= LATEST
    except (ValueError, OverflowError):
        usable = False
    if not usable or when is None:
        raise RecordError(
            N_("meta.started_at: {value} is not a date and time between 1970 and 9998").format(
                value=preview(str(value))
            )
        )
    return when


def _write_game(
    s: Session,
    game_id: int,
    player_ids: Sequence[int],
    log: Sequence[tuple[str, dict[str, Any]]],
    game: Game,
    stamps: Sequence[datetime] | None = None,
    versions: Sequence[int] | None = None,
) -> None:
    """Seats, log rows and round results of a game row that was just added."""
    s.execute(
        insert(Seat),
        [{"game_id": game_id, "seat": i, "player_id": p} for i, p in enumerate(player_ids)],
    )
    now = utcnow()
    if log:
        s.execute(
            insert(LogRow),
            [
                {
                    "game_id": game_id,
                    "seq": seq,
                    "kind": kind,
                    "payload": payload,
                    "schema_version": versions[seq - 1] if versions else SCHEMA_VERSION,
                    "created_at": stamps[seq - 1] if stamps else now,
                }
                for seq, (kind, payload) in enumerate(log, start=1)
            ],
        )
    results = game_rows(game_id, game, player_ids)
    if results:
        s.execute(insert(RoundResult), results)
        refresh_totals(s, game_id)


def _info(row: GameRow, seq: int) -> GameInfo:
    from assistant.service import _game_info  # late: the service imports this module

    return _game_info(row, seq)


# ------------------------------------------------------------------ backups


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class PlayerDump(_Strict):
    """A roster player in a backup."""

    id: int
    name: str = Field(min_length=1)
    archived: bool = False
    created_at: datetime


class NightDump(_Strict):
    """A game night in a backup."""

    id: int
    day: date
    title: str = ""
    created_at: datetime


class LogDump(_Strict):
    """One log row in a backup."""

    seq: int
    kind: str
    payload: dict[str, Any] = Field(default_factory=dict)
    schema_version: int = SCHEMA_VERSION
    created_at: datetime


class QuickDump(_Strict):
    """One row of a quick game's log in a backup."""

    seq: int
    kind: str
    payload: dict[str, Any] = Field(default_factory=dict)
    created_at: datetime


class GameDump(_Strict):
    """A game in a backup: its row, its seats (player ids) and its whole log.

    ``kind`` and ``quick`` came with quick scoring; a backup without them holds only games
    kept card by card, so older backups restore as they did.
    """

    id: int
    night_id: int
    players: list[str]
    seats: list[int]
    first_dealer: int
    show_counts: bool = False
    house_rules: dict[str, Any] = Field(default_factory=dict)
    meta: dict[str, Any] = Field(default_factory=dict)
    status: GameStatus
    created_at: datetime
    updated_at: datetime
    log: list[LogDump] = Field(default_factory=list)
    kind: GameKind = GameKind.CARDS
    quick: list[QuickDump] = Field(default_factory=list)
    fingerprint: str | None = Field(default=None, max_length=64)


class Backup(_Strict):
    """A whole database."""

    format: Literal["listig-backup/1"]
    schema_revision: str
    created_at: datetime
    players: list[PlayerDump]
    nights: list[NightDump]
    games: list[GameDump]


def backup(listig: Listig) -> str:
    """Every player, game night, game and log row as one JSON document."""
    with reading(listig.db) as s:
        players = s.scalars(select(Player).order_by(col(Player.id))).all()
        nights = s.scalars(select(GameNight).order_by(col(GameNight.id))).all()
        games = s.scalars(select(GameRow).order_by(col(GameRow.id))).all()
        seats: dict[int, list[int]] = {}
        for seat in s.scalars(select(Seat).order_by(col(Seat.game_id), col(Seat.seat))):
            seats.setdefault(seat.game_id, []).append(seat.player_id)
        quick_logs: dict[int, list[QuickDump]] = {}
        for entry in s.scalars(
            select(QuickEntry).order_by(col(QuickEntry.game_id), col(QuickEntry.seq))
        ):
            quick_logs.setdefault(entry.game_id, []).append(
                QuickDump(
                    seq=entry.seq,
                    kind=entry.kind,
                    payload=entry.payload,
                    created_at=entry.created_at,
                )
            )
        logs: dict[int, list[LogDump]] = {}
        for row in s.scalars(select(LogRow).order_by(col(LogRow.game_id), col(LogRow.seq))):
            logs.setdefault(row.game_id, []).append(
                LogDump(
                    seq=row.seq,
                    kind=row.kind,
                    payload=row.payload,
                    schema_version=row.schema_version,
                    created_at=row.created_at,
                )
            )
    document = Backup(
        format=BACKUP_FORMAT,
        schema_revision=head_revision(),
        created_at=utcnow(),
        players=[
            PlayerDump(id=p.id or 0, name=p.name, archived=p.archived, created_at=p.created_at)
            for p in players
        ],
        nights=[
            NightDump(id=n.id or 0, day=n.day, title=n.title, created_at=n.created_at)
            for n in nights
        ],
        games=[
            GameDump(
                id=g.id or 0,
                night_id=g.night_id,
                players=list(g.players),
                seats=seats.get(g.id or 0, []),
                first_dealer=g.first_dealer,
                show_counts=g.show_counts,
                house_rules=g.house_rules,
                meta=g.meta,
                status=GameStatus(g.status),
                created_at=g.created_at,
                updated_at=g.updated_at,
                log=logs.get(g.id or 0, []),
                kind=GameKind(g.kind),
                quick=quick_logs.get(g.id or 0, []),
                fingerprint=g.fingerprint,
            )
            for g in games
        ],
    )
    return document.model_dump_json(indent=1)


def parse_backup(text: str | bytes) -> tuple[Backup, dict[int, Game | QuickRounds]]:
    """Read and check a backup: its shape, its references, every game replayed.

    Returns the backup and each game as the engine rebuilds it (a quick game: its rounds'
    stacks, each round checked as when it was entered); raises ``ExchangeError``.
    """
    if len(text) > MAX_BACKUP_BYTES:
        raise ExchangeError(size_error(len(text), MAX_BACKUP_BYTES, "backup"))
    if isinstance(text, bytes):
        text = text.removeprefix(b"\xef\xbb\xbf")
    else:
        text = text.removeprefix("\ufeff")
    try:
        document = Backup.model_validate_json(text)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        if first["type"] == "json_invalid":
            raise ExchangeError(
                N_("not a backup: not valid JSON ({detail})"), detail=_one_line(first["msg"])
            ) from None
        if first["type"] == "string_unicode" and not where:
            raise ExchangeError(N_("not a backup: not UTF-8 text")) from None
        if where == "format" or (first["type"] == "model_type" and not where):
            raise ExchangeError(N_("not a {format} file"), format=BACKUP_FORMAT) from None
        detail = _one_line(first["msg"])
        raise ExchangeError(f"{where}: {detail}" if where else detail) from None
    _check_storable(document)
    _check_references(document)
    return document, {
        g.id: _quick_rounds(g) if g.kind is GameKind.QUICK else _replay_game(g)
        for g in document.games
    }


def _one_line(text: object, limit: int = 160) -> str:
    """A library's message cut to one short line."""
    line = " ".join(str(text).split())
    return preview(line, limit)


def _check_storable(document: Backup) -> None:
    """Every name by the name rule, every free-form value storable by both databases."""
    try:
        for i, p in enumerate(document.players):
            p.name = _roster_name(p.name, f"players[{i}].name")
        keys = [p.name.casefold() for p in document.players]
        for p, key in zip(document.players, keys, strict=True):
            if keys.count(key) > 1:
                raise ExchangeError(N_("the name {name} is in the roster twice"), name=p.name)
        check_roster([p.name for p in document.players])
        for i, n in enumerate(document.nights):
            check_text(n.title, f"nights[{i}].title", MAX_TITLE)
        for i, g in enumerate(document.games):
            where = f"games[{i}]"
            for j, name in enumerate(g.players):
                if _roster_name(name, f"{where}.players[{j}]") != name:
                    raise Unstorable(
                        N_("{field}: {name} is not written as the name rule writes it").format(
                            field=f"{where}.players[{j}]", name=preview(name)
                        )
                    )
            check_json(g.meta, f"{where}.meta")
            check_json(g.house_rules, f"{where}.house_rules")
            for j, row in enumerate(g.log):
                check_text(row.kind, f"{where}.log[{j}].kind", 20)
                check_json(row.payload, f"{where}.log[{j}].payload")
            for j, entry in enumerate(g.quick):
                check_text(entry.kind, f"{where}.quick[{j}].kind", 20)
                check_json(entry.payload, f"{where}.quick[{j}].payload")
    except Unstorable as exc:
        raise ExchangeError(str(exc)) from None
    except InputError as exc:
        raise ExchangeError(exc.template, **exc.params) from None
    prints = [g.fingerprint for g in document.games if g.fingerprint is not None]
    if len(set(prints)) != len(prints):
        raise ExchangeError(N_("two games are the same imported game (the same fingerprint)"))


def _roster_name(name: str, where: str) -> str:
    try:
        return clean_name(name)
    except InputError as exc:
        raise Unstorable(f"{where}: {exc.message}") from None


def _check_references(document: Backup) -> None:
    player_ids = [p.id for p in document.players]
    if len(set(player_ids)) != len(player_ids):
        raise ExchangeError(N_("two players share an id"))
    night_ids = {n.id for n in document.nights}
    if len(night_ids) != len(document.nights):
        raise ExchangeError(N_("two game nights share an id"))
    if len({g.id for g in document.games}) != len(document.games):
        raise ExchangeError(N_("two games share an id"))
    known = set(player_ids)
    for g in document.games:
        if g.night_id not in night_ids:
            raise ExchangeError(
                N_("game {game}: its game night {night} is missing"), game=g.id, night=g.night_id
            )
        if len(g.seats) != len(g.players) or len(set(g.seats)) != len(g.seats):
            raise ExchangeError(
                N_("game {game}: {players} players but seats {seats}"),
                game=g.id,
                players=len(g.players),
                seats=g.seats,
            )
        missing = [p for p in g.seats if p not in known]
        if missing:
            raise ExchangeError(
                N_("game {game}: player {player} is not in the roster"),
                game=g.id,
                player=missing[0],
            )
        if [row.seq for row in g.log] != list(range(1, len(g.log) + 1)):
            raise ExchangeError(
                N_("game {game}: the log's sequence numbers are not 1, 2, 3, …"), game=g.id
            )


def _replay_game(g: GameDump) -> Game:
    try:
        folded = fold((row.kind, row.payload) for row in g.log)
        session = GameSession(g.players, g.first_dealer, folded.events, folded.redo)
    except (LogError, RuleError, ValueError) as exc:
        raise ExchangeError(f"game {g.id}: {_one_line(exc)}") from None
    if g.status is not GameStatus.ABANDONED:
        finished = session.game.finished
        if finished != (g.status is GameStatus.FINISHED):
            raise ExchangeError(
                N_("game {game}: marked {status}, but its log says otherwise"),
                game=g.id,
                status=g.status.value,
            )
    return session.game


QuickRounds = list[tuple[quick.QuickStacks, ...]]
"""The rounds of a quick game: every seat's stacks, in seating order."""


def _quick_rounds(g: GameDump) -> QuickRounds:
    if g.log:
        raise ExchangeError(N_("game {game}: a quick game has no card-by-card log"), game=g.id)
    if [row.seq for row in g.quick] != list(range(1, len(g.quick) + 1)):
        raise ExchangeError(
            N_("game {game}: the quick log's sequence numbers are not 1, 2, 3, …"), game=g.id
        )
    try:
        rounds = quick.fold((row.kind, row.payload) for row in g.quick)
        for stacks in rounds:
            quick.check_round(g.players, dict(zip(g.players, stacks, strict=True)))
    except InputError as exc:
        raise ExchangeError(f"game {g.id}: {exc.message}") from None
    except (KeyError, TypeError, ValueError) as exc:
        raise ExchangeError(f"game {g.id}: unreadable quick round ({_one_line(exc)})") from None
    if len(rounds) > len(g.players):
        raise ExchangeError(N_("game {game}: more rounds than players"), game=g.id)
    if g.status is not GameStatus.ABANDONED:
        finished = len(rounds) == len(g.players)
        if finished != (g.status is GameStatus.FINISHED):
            raise ExchangeError(
                N_("game {game}: marked {status}, but its log says otherwise"),
                game=g.id,
                status=g.status.value,
            )
    return rounds


def is_empty(listig: Listig) -> bool:
    """Whether the database holds no player and no game."""
    with reading(listig.db) as s:
        players = s.scalar(select(func.count()).select_from(Player)) or 0
        games = s.scalar(select(func.count()).select_from(GameRow)) or 0
    return players == 0 and games == 0


def restore(listig: Listig, text: str | bytes, replace: bool = False) -> dict[str, int]:
    """Restore a backup in one transaction; counts of what was restored.

    Into an empty database, or with ``replace`` over everything that is there. Ids are
    given anew. Raises ``ExchangeError`` (and changes nothing) for a bad file.
    """
    document, games = parse_backup(text)
    with writing(listig.db) as s:
        if not replace and not _empty(s):
            raise ExchangeError(
                N_(
                    "the database is not empty: a restore replaces everything in it "
                    "(listig restore --replace, or replace=True)"
                )
            )
        for table in (
            GameTotal,
            RoundResult,
            LogRow,
            QuickEntry,
            Seat,
            GameRow,
            GameNight,
            Player,
        ):
            s.execute(delete(table))
        player_map = {}
        for p in document.players:
            person = Player(
                name=p.name, name_key=skeleton(p.name), archived=p.archived, created_at=p.created_at
            )
            s.add(person)
            s.flush()
            player_map[p.id] = person.id or 0
        night_map = {}
        for n in document.nights:
            night = GameNight(day=n.day, title=n.title, created_at=n.created_at)
            s.add(night)
            s.flush()
            night_map[n.id] = night.id or 0
        for g in document.games:
            row = GameRow(
                night_id=night_map[g.night_id],
                players=g.players,
                first_dealer=g.first_dealer,
                show_counts=g.show_counts,
                house_rules=g.house_rules,
                meta=g.meta,
                status=g.status.value,
                kind=g.kind.value,
                fingerprint=g.fingerprint,
                created_at=g.created_at,
                updated_at=g.updated_at,
            )
            s.add(row)
            s.flush()
            played = games[g.id]
            if not isinstance(played, Game):
                _write_quick_game(s, row.id or 0, [player_map[p] for p in g.seats], g, played)
                continue
            _write_game(
                s,
                row.id or 0,
                [player_map[p] for p in g.seats],
                [(x.kind, x.payload) for x in g.log],
                played,
                stamps=[x.created_at for x in g.log],
                versions=[x.schema_version for x in g.log],
            )
    listig.forget_all()
    return {
        "players": len(document.players),
        "nights": len(document.nights),
        "games": len(document.games),
        "events": sum(len(g.log) for g in document.games),
    }


def _write_quick_game(
    s: Session, game_id: int, player_ids: Sequence[int], g: GameDump, rounds: QuickRounds
) -> None:
    """Seats, quick log rows and round results of a quick game row that was just added."""
    s.execute(
        insert(Seat),
        [{"game_id": game_id, "seat": i, "player_id": p} for i, p in enumerate(player_ids)],
    )
    if g.quick:
        s.execute(
            insert(QuickEntry),
            [
                {
                    "game_id": game_id,
                    "seq": x.seq,
                    "kind": x.kind,
                    "payload": x.payload,
                    "created_at": x.created_at,
                }
                for x in g.quick
            ],
        )
    results = [
        row
        for number, stacks in enumerate(rounds, start=1)
        for row in quick.result_rows(game_id, number, stacks, player_ids)
    ]
    if results:
        s.execute(insert(RoundResult), results)
        refresh_totals(s, game_id)


def _empty(s: Session) -> bool:
    players = s.scalar(select(func.count()).select_from(Player)) or 0
    games = s.scalar(select(func.count()).select_from(GameRow)) or 0
    return players == 0 and games == 0


_BACKUP_HEAD = re.compile(rb'^\s*(?:\xef\xbb\xbf)?\s*\{\s*"format"\s*:\s*"listig-backup/1"')


def read_any(text: str | bytes) -> Literal["record", "backup"]:
    """Which kind of file this is, judged by a ``format`` field at its start (not parsed)."""
    head = text[:4096]
    if isinstance(head, str):
        head = head.encode("utf-8", "replace")
    return "backup" if _BACKUP_HEAD.match(head) else "record"
