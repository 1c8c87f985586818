"""Files in and out: a game's ``listig/1`` record, and a backup of the whole database as JSON.

Every import is checked completely (shape, references, and every game replayed by the
engine) before one transaction writes it; a bad file imports nothing and says why.
"""

from __future__ import annotations

import io
import json
import re
from collections.abc import Iterator, Sequence
from datetime import UTC, date, datetime
from typing import Annotated, Any, BinaryIO, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    Strict,
    TypeAdapter,
    ValidationError,
)
from sqlalchemy import delete, func, insert, select
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, col

from assistant.errors import InputError
from assistant.files import limits
from assistant.files.envelope import judged
from assistant.files.jsonstream import ByteSource, StreamError, fields
from assistant.files.limits import (
    MAX_BACKUP_BYTES,
    MAX_TITLE,
    Unstorable,
    check_json,
    check_text,
    size_sentence,
)
from assistant.files.record import (
    RecordError,
    fingerprint,
    fingerprints,
    parse_record,
    record_of,
)
from assistant.games import kinds, quick
from assistant.games.dummy import GAME as DUMMY_GAME
from assistant.games.dummy import KEY, by_seat, dummy_seat, house_rules_of, seat_rows
from assistant.games.session import GameSession
from assistant.host import Host
from assistant.languages import N_
from assistant.names import check_roster, clean_name, look_alike, preview, skeleton
from assistant.states import GameInfo, game_info
from assistant.storage import models
from assistant.storage.db import head_revision, reading, writing
from assistant.storage.eventlog import Correction, LogError, fold
from assistant.storage.models import SCHEMA_VERSION, utcnow
from assistant.storage.results import refresh_totals
from engine.errors import RuleError

BACKUP_FORMAT: Literal["listig-backup/1"] = "listig-backup/1"


class ExchangeError(InputError):
    """A file that cannot be imported or restored; nothing was stored."""


# ------------------------------------------------------------------ records


def export_record(listig: Host, game_id: int) -> str:
    """The ``listig/1`` record of a game as it stands (undone events left out).

    A game kept by quick scoring has no card-by-card record: ``InputError`` says so.
    """
    with reading(listig.db) as s:
        kind = s.scalar(select(col(models.GameRow.kind)).where(col(models.GameRow.id) == game_id))
    if kind == models.Keeping.QUICK:
        raise InputError(
            N_("game {game_id} was kept with quick scoring: it has no card-by-card record"),
            game_id=game_id,
        )
    state = listig.game(game_id)
    with reading(listig.db) as s:
        row = s.get(models.GameRow, game_id)
        assert row is not None
        night = s.get(models.GameNight, row.night_id)
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


def import_record(listig: Host, text: str | bytes) -> GameInfo:
    """Store a record as a new game; players are found in the roster by name or added.

    Raises ``RecordError`` (a record that cannot be read or breaks a rule), ``InputError``
    (a name that looks like another roster player's) or ``AlreadyImported`` (the same game
    is stored already) and stores nothing. A dummy (Homme de Brou by three) keeps its seat
    and its name in the game row, and is no roster player.
    """
    record = parse_record(text)
    kind = kinds.kind(record.game)
    game = kind.replay(record)
    when = _started_at(record.meta)
    digest = fingerprint(game)
    _refuse_made_here(listig, kind.ID, game, digest)
    try:
        with writing(listig.db) as s:
            _refuse_twice(s, digest)
            dummy = getattr(game, "dummy", None)
            roster = [n for seat, n in enumerate(game.players) if seat != dummy]
            ids = by_seat([_roster_id(s, name) for name in roster], dummy)
            night = listig.tonight(s, when)
            title = record.meta.get("title")
            if isinstance(title, str) and not night.title:
                night.title = " ".join(title.split())[:MAX_TITLE]
                s.add(night)
            assert night.id is not None
            events = [e for r in game.rounds for e in r.events]
            row = models.GameRow(
                night_id=night.id,
                players=list(game.players),
                first_dealer=game.first_dealer,
                game=kind.ID,
                house_rules=house_rules_of(dummy),
                meta=dict(record.meta),
                status=(
                    models.GameStatus.FINISHED if game.finished else models.GameStatus.RUNNING
                ).value,
                fingerprint=digest,
                created_at=when or utcnow(),
            )
            s.add(row)
            s.flush()
            assert row.id is not None
            _write_game(s, row.id, ids, [kind.entry_of(e) for e in events], game)
            info = game_info(row, len(events))
    except IntegrityError:  # another import of the same game (or the same new name) won
        with reading(listig.db) as s:
            _refuse_twice(s, digest)
        raise
    return info


def _refuse_twice(s: Session, digest: str) -> None:
    found = s.scalar(
        select(col(models.GameRow.id)).where(col(models.GameRow.fingerprint) == digest)
    )
    if found is not None:
        raise AlreadyImported(found)


def _refuse_made_here(listig: Host, game_kind: str, game: Any, digest: str) -> None:
    """``AlreadyImported`` if a game played here, card by card, is this one (an exported
    game brought back): only imported games store a fingerprint, so the games of the same
    kind, table and first dealer are compared as they stand (an abandoned game may come
    back as a new one)."""
    table = [skeleton(name) for name in game.players]
    with reading(listig.db) as s:
        rows = s.execute(
            select(col(models.GameRow.id), col(models.GameRow.players)).where(
                col(models.GameRow.fingerprint).is_(None),
                col(models.GameRow.kind) == models.Keeping.CARDS.value,
                col(models.GameRow.game) == game_kind,
                col(models.GameRow.first_dealer) == game.first_dealer,
                col(models.GameRow.status) != models.GameStatus.ABANDONED.value,
            )
        ).all()
    for game_id, players in rows:
        same_table = isinstance(players, list) and [skeleton(str(p)) for p in players] == table
        if same_table and fingerprint(listig.game(game_id).game) == digest:
            raise AlreadyImported(game_id)


def _roster_id(s: Session, name: str) -> int:
    """The roster player of a name (ignoring case), added if new; refuses a look-alike."""
    found = s.scalars(
        select(models.Player).where(col(models.Player.name_key) == skeleton(name))
    ).first()
    if found is not None and found.name.casefold() != name.casefold():
        raise look_alike(name, found.name)
    if found is None:
        found = models.Player(name=name, name_key=skeleton(name))
        s.add(found)
        s.flush()
    assert found.id is not None
    return found.id


EARLIEST, LATEST = limits.EARLIEST, limits.LATEST


def _started_at(meta: dict[str, Any]) -> datetime | None:
    """``meta.started_at`` as a time (the record's validation has checked it)."""
    return limits.started_at(meta)


def _write_game(
    s: Session,
    game_id: int,
    player_ids: Sequence[int],
    log: Sequence[tuple[str, dict[str, Any]]],
    game: Any,
    stamps: Sequence[datetime] | None = None,
    versions: Sequence[int] | None = None,
) -> None:
    """Seats, log rows and round results of a game row that was just added (``player_ids``
    by seat, :data:`~assistant.games.dummy.NO_PLAYER` at a dummy's seat, which has no row)."""
    s.execute(insert(models.Seat), seat_rows(game_id, player_ids))
    now = utcnow()
    if log:
        s.execute(
            insert(models.LogRow),
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
    results = kinds.result_rows(game_id, game, player_ids)
    if results:
        s.execute(insert(models.RoundResult), results)
        refresh_totals(s, game_id)


# ------------------------------------------------------------------ backups


def _in_range(when: datetime) -> datetime:
    """A stored time: with a time zone (UTC if none), between 1970 and 9998."""
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    try:
        usable = EARLIEST <= when <= LATEST
    except OverflowError:
        usable = False
    if not usable:
        raise ValueError("a time between 1970 and 9998 is expected")
    return when


Stamp = Annotated[datetime, AfterValidator(_in_range)]
"""A time in a backup."""

Small = Annotated[int, Strict(), Field(ge=-(2**31), le=2**31 - 1)]
"""A number stored in an integer column (both databases hold 32 bits there); not ``true``."""

Id = Annotated[int, Strict()]
"""An id in a backup: a whole number, not ``true`` or ``1.0``."""

Flag = Annotated[bool, Strict()]
"""``true`` or ``false``, not ``1`` or ``"yes"``."""


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class PlayerDump(_Strict):
    """A roster player in a backup."""

    id: Id
    name: str = Field(min_length=1)
    archived: Flag = False
    created_at: Stamp


class NightDump(_Strict):
    """A game night in a backup."""

    id: Id
    day: date
    title: str = ""
    created_at: Stamp


class LogDump(_Strict):
    """One log row in a backup."""

    seq: Small
    kind: str
    payload: dict[str, Any] = Field(default_factory=dict)
    schema_version: Annotated[Small, Field(ge=1)] = SCHEMA_VERSION
    created_at: Stamp


class QuickDump(_Strict):
    """One row of a quick game's log in a backup."""

    seq: Small
    kind: str
    payload: dict[str, Any] = Field(default_factory=dict)
    created_at: Stamp


class GameDump(_Strict):
    """A game in a backup: its row, its seats (player ids) and its whole log.

    ``kind`` and ``quick`` came with quick scoring; a backup without them holds only games
    kept card by card, so older backups restore as they did.
    """

    id: Id
    night_id: Id
    players: list[str]
    seats: list[Id]
    first_dealer: Small
    show_counts: Flag = False
    house_rules: dict[str, Any] = Field(default_factory=dict)
    meta: dict[str, Any] = Field(default_factory=dict)
    status: models.GameStatus
    created_at: Stamp
    updated_at: Stamp
    log: list[LogDump] = Field(default_factory=list)
    kind: models.Keeping = models.Keeping.CARDS
    game: str = Field(default=kinds.DEFAULT, max_length=40)
    quick: list[QuickDump] = Field(default_factory=list)
    fingerprint: str | None = Field(default=None, max_length=64)


_PLAYERS = TypeAdapter(list[PlayerDump])
_NIGHTS = TypeAdapter(list[NightDump])


def backup_chunks(listig: Host) -> Iterator[str]:
    """The backup as pieces of JSON text, a game at a time, all read in one transaction.

    One player, game night or game per line; memory holds one game at a time.
    """
    with reading(listig.db) as s:
        yield "{"
        yield f'"format":"{BACKUP_FORMAT}","schema_revision":{json.dumps(head_revision())},'
        yield f'"created_at":"{utcnow().isoformat()}",\n"players":['
        players = s.scalars(select(models.Player).order_by(col(models.Player.id))).all()
        yield ",".join(
            "\n"
            + PlayerDump(
                id=p.id or 0, name=p.name, archived=p.archived, created_at=p.created_at
            ).model_dump_json()
            for p in players
        )
        yield '],\n"nights":['
        nights = s.scalars(select(models.GameNight).order_by(col(models.GameNight.id))).all()
        yield ",".join(
            "\n"
            + NightDump(
                id=n.id or 0, day=n.day, title=n.title, created_at=n.created_at
            ).model_dump_json()
            for n in nights
        )
        yield '],\n"games":['
        ids = [
            i
            for i in s.scalars(select(col(models.GameRow.id)).order_by(col(models.GameRow.id)))
            if i
        ]
        for number, game_id in enumerate(ids):
            yield ("," if number else "") + "\n" + _game_dump(s, game_id).model_dump_json()
        yield "]}\n"


def _game_dump(s: Session, game_id: int) -> GameDump:
    g = s.get(models.GameRow, game_id)
    assert g is not None
    seats = s.scalars(
        select(col(models.Seat.player_id))
        .where(col(models.Seat.game_id) == game_id)
        .order_by(col(models.Seat.seat))
    ).all()
    log = [
        LogDump(
            seq=row.seq,
            kind=row.kind,
            payload=row.payload,
            schema_version=row.schema_version,
            created_at=row.created_at,
        )
        for row in s.scalars(
            select(models.LogRow)
            .where(col(models.LogRow.game_id) == game_id)
            .order_by(col(models.LogRow.seq))
        )
    ]
    s.expunge_all()  # the session keeps no game it has written out
    return GameDump(
        id=game_id,
        night_id=g.night_id,
        players=list(g.players),
        seats=list(seats),
        first_dealer=g.first_dealer,
        show_counts=g.show_counts,
        house_rules=g.house_rules,
        meta=g.meta,
        status=models.GameStatus(g.status),
        created_at=g.created_at,
        updated_at=g.updated_at,
        log=log,
        kind=models.Keeping(g.kind),
        game=g.game,
        fingerprint=g.fingerprint,
    )


def backup(listig: Host) -> str:
    """Every player, game night, game and log row as one JSON document."""
    return "".join(backup_chunks(listig))


def _one_line(text: object, limit: int = 160) -> str:
    """A library's message cut to one short line."""
    line = " ".join(str(text).split())
    return preview(line, limit)


def _validation(exc: ValidationError, where: str) -> ExchangeError:
    """The first problem pydantic found, in one line, with the field's place."""
    first = exc.errors()[0]
    inner = ".".join(str(p) for p in first["loc"])
    place = f"{where}.{inner}" if where and inner else where or inner
    detail = _one_line(first["msg"]).removeprefix("Value error, ")
    return ExchangeError(f"{place}: {detail}" if place else detail)


def _roster_name(name: str, where: str) -> str:
    try:
        return clean_name(name)
    except InputError as exc:
        raise ExchangeError(f"{where}: {exc.message}") from None


def _checked_players(raw: Any) -> list[PlayerDump]:
    """The roster of a backup: each name by the name rule, no two alike, ids distinct."""
    try:
        players = _PLAYERS.validate_python(raw)
    except ValidationError as exc:
        raise _validation(exc, "players") from None
    for i, p in enumerate(players):
        p.name = _roster_name(p.name, f"players[{i}].name")
    if len({p.id for p in players}) != len(players):
        raise ExchangeError(N_("two players share an id"))
    keys = [p.name.casefold() for p in players]
    for p, key in zip(players, keys, strict=True):
        if keys.count(key) > 1:
            raise ExchangeError(N_("the name {name} is in the roster twice"), name=p.name)
    try:
        check_roster([p.name for p in players])
    except InputError as exc:
        raise ExchangeError(exc.sentence, **exc.params) from None
    return players


def _checked_nights(raw: Any) -> list[NightDump]:
    try:
        nights = _NIGHTS.validate_python(raw)
    except ValidationError as exc:
        raise _validation(exc, "nights") from None
    try:
        for i, n in enumerate(nights):
            check_text(n.title, f"nights[{i}].title", MAX_TITLE)
    except Unstorable as exc:
        raise ExchangeError(exc.template, **exc.params) from None
    if len({n.id for n in nights}) != len(nights):
        raise ExchangeError(N_("two game nights share an id"))
    return nights


def _checked_game(
    raw: Any, index: int, players: set[int], nights: set[int]
) -> tuple[GameDump, Any]:
    """One game of a backup, checked whole: shape, storable values, references, replay."""
    where = f"games[{index}]"
    try:
        g = GameDump.model_validate(raw)
    except ValidationError as exc:
        raise _validation(exc, where) from None
    try:
        for j, name in enumerate(g.players):
            if _roster_name(name, f"{where}.players[{j}]") != name:
                raise Unstorable(
                    N_("{field}: {name} is not written as the name rule writes it"),
                    field=f"{where}.players[{j}]",
                    name=preview(name),
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
        raise ExchangeError(exc.template, **exc.params) from None
    if g.night_id not in nights:
        raise ExchangeError(
            N_("game {game}: its game night {night} is missing"), game=g.id, night=g.night_id
        )
    if not 0 <= g.first_dealer < len(g.players):
        raise ExchangeError(
            N_("the first dealer's seat {seat} is not at this table"), seat=g.first_dealer
        )
    dummy = dummy_seat(g.house_rules)
    if g.house_rules.get(KEY, dummy) != dummy or (
        dummy is not None and (g.game != DUMMY_GAME or not 0 <= dummy < len(g.players))
    ):
        raise ExchangeError(
            N_("game {game}: the dummy's seat {seat} is not at this table"),
            game=g.id,
            seat=_one_line(g.house_rules.get(KEY), 60),
        )
    roster_seats = len(g.players) - (dummy is not None)
    if len(g.seats) != roster_seats or len(set(g.seats)) != len(g.seats):
        raise ExchangeError(
            N_("game {game}: {players} players but seats {seats}"),
            game=g.id,
            players=len(g.players),
            seats=_one_line(g.seats, 60),
        )
    missing = [p for p in g.seats if p not in players]
    if missing:
        raise ExchangeError(
            N_("game {game}: player {player} is not in the roster"), game=g.id, player=missing[0]
        )
    if [row.seq for row in g.log] != list(range(1, len(g.log) + 1)):
        raise ExchangeError(
            N_("game {game}: the log's sequence numbers are not 1, 2, 3, …"), game=g.id
        )
    played = _quick_rounds(g) if g.kind is models.Keeping.QUICK else _replay_game(g)
    return g, played


def _replay_game(g: GameDump) -> Any:
    if g.quick:
        raise ExchangeError(
            N_("game {game}, quick row {seq}: a card-by-card game has no quick-scoring log"),
            game=g.id,
            seq=g.quick[0].seq,
        )
    try:
        kind = kinds.kind(g.game)
        folded = fold((row.kind, row.payload) for row in g.log)
        events = [kind.event_of(entry, payload) for entry, payload in folded.entries]
        redo = [kind.event_of(entry, payload) for entry, payload in folded.redo]
        dummy = dummy_seat(g.house_rules)
        session = GameSession(kind, g.players, g.first_dealer, events, redo, dummy=dummy)
    except RecordError as exc:
        raise ExchangeError(f"game {g.id}: {exc.message}") from None
    except (LogError, RuleError, ValueError) as exc:
        unreadable = _unreadable_row(kinds.kind(g.game), g)
        if unreadable is not None:  # a payload with a key too many or renamed, say
            raise ExchangeError(UNREADABLE_ROW, game=g.id, seq=unreadable) from None
        said = judged(exc) if isinstance(exc, RuleError) else exc
        raise ExchangeError(f"game {g.id}: {_one_line(said)}") from None
    if g.status is not models.GameStatus.ABANDONED:
        finished = session.game.finished
        going_on = finished and g.game in kinds.SITTINGS  # a sitting goes on until ended
        if finished != (g.status is models.GameStatus.FINISHED) and not going_on:
            raise ExchangeError(
                N_("game {game}: marked {status}, but its log says otherwise"),
                game=g.id,
                status=g.status.value,
            )
    return session.game


UNREADABLE_ROW = N_("game {game}, entry {seq} of its log: this is not an event listig can read")


def _unreadable_row(kind: Any, g: GameDump) -> int | None:
    """The sequence number of the first row of ``g``'s log that is no event of its game."""
    for row in g.log:
        if row.kind in (Correction.UNDO, Correction.REDO):
            continue
        try:
            kind.event_of(row.kind, row.payload)
        except (RecordError, RuleError, ValueError):
            return row.seq
    return None


QuickRounds = list[Any]
"""The rounds of a quick game, checked by its game's quick rules (stacks per seat, or a
minimum and tricks per team)."""


def _quick_rows(g: GameDump) -> Sequence[LogDump | QuickDump]:
    """A quick game's rows: under ``log``, or under ``quick`` in an older backup."""
    if g.log and g.quick:
        raise ExchangeError(N_("game {game}: a quick game has no card-by-card log"), game=g.id)
    return g.quick or g.log


def _quick_rounds(g: GameDump) -> QuickRounds:
    rows = _quick_rows(g)
    if [row.seq for row in rows] != list(range(1, len(rows) + 1)):
        raise ExchangeError(
            N_("game {game}: the quick log's sequence numbers are not 1, 2, 3, …"), game=g.id
        )
    try:
        rules = quick.rules_of(g.game)
        rounds = quick.rounds_of(
            g.game, g.players, ((row.kind, row.payload) for row in rows), check=True
        )
    except InputError as exc:
        raise ExchangeError(f"game {g.id}: {exc.message}") from None
    except (AttributeError, IndexError, KeyError, TypeError, ValueError) as exc:
        raise ExchangeError(f"game {g.id}: unreadable quick round ({_one_line(exc)})") from None
    most = rules.rounds_for(len(g.players))
    if len(rounds) > most:
        raise ExchangeError(N_("game {game}: more rounds than the game has"), game=g.id)
    if g.status is not models.GameStatus.ABANDONED:
        finished = quick.over(rules, g.players, rounds)
        ended = g.game in kinds.SITTINGS  # a sitting ends when the table says so
        if finished != (g.status is models.GameStatus.FINISHED) and not ended:
            raise ExchangeError(
                N_("game {game}: marked {status}, but its log says otherwise"),
                game=g.id,
                status=g.status.value,
            )
    return rounds


def is_empty(listig: Host) -> bool:
    """Whether the database holds no player and no game."""
    with reading(listig.db) as s:
        players = s.scalar(select(func.count()).select_from(models.Player)) or 0
        games = s.scalar(select(func.count()).select_from(models.GameRow)) or 0
    return players == 0 and games == 0


def restore(listig: Host, source: str | bytes | BinaryIO, replace: bool = False) -> dict[str, int]:
    """Restore a backup in one transaction; counts of what was restored.

    Into an empty database, or with ``replace`` over everything that is there. Ids are
    given anew. The backup is read as a stream, one game at a time (players and game
    nights come before the games, as :func:`backup` writes them), and every game is
    checked whole before it is written; a bad file raises ``ExchangeError`` and the
    transaction is rolled back, so the database is unchanged. A file over
    :data:`~assistant.files.limits.MAX_BACKUP_BYTES` is refused before it is read.
    """
    stream = _opened(source)
    try:
        with writing(listig.db) as s:
            if not replace and not _empty(s):
                raise ExchangeError(
                    N_(
                        "the database is not empty: a restore replaces everything in it "
                        "(listig restore --replace, or replace=True)"
                    )
                )
            for table in (
                models.GameTotal,
                models.RoundResult,
                models.LogRow,
                models.Seat,
                models.GameRow,
                models.GameNight,
                models.Player,
            ):
                s.execute(delete(table))
            counts = _restore_stream(s, stream)
    except StreamError as exc:
        raise ExchangeError(exc.template, **exc.params) from None  # said in the reader's words
    listig.forget_all()
    return counts


def _opened(source: str | bytes | BinaryIO) -> ByteSource:
    """The backup as a byte stream with any byte order mark skipped; refused if too large."""
    if isinstance(source, str):
        source = source.encode("utf-8", "surrogatepass")
    if isinstance(source, bytes):
        if len(source) > MAX_BACKUP_BYTES:
            template, facts = size_sentence(len(source), MAX_BACKUP_BYTES, "backup")
            raise ExchangeError(template, **facts)
        return io.BytesIO(source.removeprefix(b"\xef\xbb\xbf"))
    head = source.read(3)
    rest = _Limited(source, MAX_BACKUP_BYTES)
    if head == b"\xef\xbb\xbf":
        return rest
    return _Limited(_Prefixed(head, rest), MAX_BACKUP_BYTES)


class _Prefixed:
    """``head`` and then the rest of a stream."""

    def __init__(self, head: bytes, rest: ByteSource) -> None:
        self._head = head
        self._rest = rest

    def read(self, size: int = -1) -> bytes:
        if self._head:
            taken = self._head if size < 0 else self._head[:size]
            self._head = self._head[len(taken) :]
            return taken
        return self._rest.read(size)


class _Limited:
    """A stream that refuses to be read past ``limit`` bytes."""

    def __init__(self, stream: ByteSource, limit: int) -> None:
        self._stream = stream
        self._limit = limit
        self._read = 0

    def read(self, size: int = -1) -> bytes:
        data = self._stream.read(size) or b""
        self._read += len(data)
        if self._read > self._limit:
            template, facts = size_sentence(None, self._limit, "backup")
            raise ExchangeError(template, **facts)
        return data


def _restore_stream(s: Session, stream: ByteSource) -> dict[str, int]:
    """Read the backup's fields in order and write each part once it is checked."""
    seen: set[str] = set()
    player_map: dict[int, int] = {}
    night_map: dict[int, int] = {}
    counts = {"players": 0, "nights": 0, "games": 0, "events": 0}
    prints: set[str] = set()
    for field in fields(stream):
        key = field.key
        if key in seen:
            raise ExchangeError(N_("the field {field} is there twice"), field=preview(key))
        if key == "format":
            if field.value != BACKUP_FORMAT:
                raise ExchangeError(N_("not a {format} file"), format=BACKUP_FORMAT)
        elif key not in {"schema_revision", "created_at", "players", "nights", "games"}:
            raise ExchangeError(N_("unknown field {field}"), field=preview(key))
        elif "format" not in seen:
            raise ExchangeError(N_("not a {format} file"), format=BACKUP_FORMAT)
        elif key == "schema_revision":
            if not isinstance(field.value, str):
                raise ExchangeError(N_("schema_revision: text is expected"))
        elif key == "created_at":
            field.skip()
        elif key == "players":
            for p in _checked_players(field.value):
                person = models.Player(
                    name=p.name,
                    name_key=skeleton(p.name),
                    archived=p.archived,
                    created_at=p.created_at,
                )
                s.add(person)
                s.flush()
                player_map[p.id] = person.id or 0
            counts["players"] = len(player_map)
        elif key == "nights":
            for n in _checked_nights(field.value):
                night = models.GameNight(day=n.day, title=n.title, created_at=n.created_at)
                s.add(night)
                s.flush()
                night_map[n.id] = night.id or 0
            counts["nights"] = len(night_map)
        else:
            if "players" not in seen or "nights" not in seen:
                raise ExchangeError(N_("the games come before the players and game nights"))
            ids: set[int] = set()
            for index, raw in enumerate(field.items()):
                g, played = _checked_game(raw, index, set(player_map), set(night_map))
                if g.id in ids:
                    raise ExchangeError(N_("two games share an id"))
                ids.add(g.id)
                digest = _fingerprint(g, played)
                if digest is not None:
                    if digest in prints:
                        raise ExchangeError(
                            N_("two games are the same imported game (the same fingerprint)")
                        )
                    prints.add(digest)
                _restore_game(s, g, played, digest, player_map, night_map)
                counts["games"] += 1
                counts["events"] += len(g.log) + len(g.quick)
        seen.add(key)
    for key in ("format", "players", "nights", "games"):
        if key not in seen:
            raise ExchangeError(N_("{field}: the field is missing"), field=key)
    return counts


def _fingerprint(g: GameDump, played: Any) -> str | None:
    """The fingerprint a restored game keeps, worked out from its replay, not read from the
    file: an imported game's (the file's, if the game once stood so: an imported game played
    on here is still the record's game; else the game's as it stands); ``None`` for a game
    played here or kept by quick scoring, which have none."""
    if g.fingerprint is None or g.kind is models.Keeping.QUICK:
        return None
    stood = fingerprints(played)
    return g.fingerprint if g.fingerprint in stood else stood[-1]


def _restore_game(
    s: Session,
    g: GameDump,
    played: Any,
    digest: str | None,
    player_map: dict[int, int],
    night_map: dict[int, int],
) -> None:
    row = models.GameRow(
        night_id=night_map[g.night_id],
        players=g.players,
        first_dealer=g.first_dealer,
        show_counts=g.show_counts,
        house_rules=g.house_rules,
        meta=g.meta,
        status=g.status.value,
        kind=g.kind.value,
        game=g.game,
        fingerprint=digest,
        created_at=g.created_at,
        updated_at=g.updated_at,
    )
    s.add(row)
    s.flush()
    seats = list(by_seat([player_map[p] for p in g.seats], dummy_seat(g.house_rules)))
    if g.kind is models.Keeping.QUICK:
        _write_quick_game(s, row.id or 0, seats, g, played)
    else:
        _write_game(
            s,
            row.id or 0,
            seats,
            [(x.kind, x.payload) for x in g.log],
            played,
            stamps=[x.created_at for x in g.log],
            versions=[x.schema_version for x in g.log],
        )
    s.expunge_all()  # memory holds one game at a time


def _write_quick_game(
    s: Session, game_id: int, player_ids: Sequence[int], g: GameDump, rounds: QuickRounds
) -> None:
    """Seats, quick log rows and round results of a quick game row that was just added
    (``player_ids`` by seat, :data:`~assistant.games.dummy.NO_PLAYER` at a dummy's seat)."""
    s.execute(insert(models.Seat), seat_rows(game_id, player_ids))
    rows = _quick_rows(g)
    if rows:
        s.execute(
            insert(models.LogRow),
            [
                {
                    "game_id": game_id,
                    "seq": x.seq,
                    "kind": x.kind,
                    "payload": x.payload,
                    "schema_version": SCHEMA_VERSION,
                    "created_at": x.created_at,
                }
                for x in rows
            ],
        )
    rules = quick.rules_of(g.game)
    results = [
        row
        for number, checked in enumerate(rounds, start=1)
        for row in rules.result_rows(game_id, number, checked, player_ids, quick.QUICK_END)
    ]
    if results:
        s.execute(insert(models.RoundResult), results)
        refresh_totals(s, game_id)


def _empty(s: Session) -> bool:
    players = s.scalar(select(func.count()).select_from(models.Player)) or 0
    games = s.scalar(select(func.count()).select_from(models.GameRow)) or 0
    return players == 0 and games == 0


_BACKUP_HEAD = re.compile(rb'^\s*(?:\xef\xbb\xbf)?\s*\{\s*"format"\s*:\s*"listig-backup/1"')


def read_any(text: str | bytes) -> Literal["record", "backup"]:
    """Which kind of file this is, judged by a ``format`` field at its start (not parsed)."""
    head = text[:4096]
    if isinstance(head, str):
        head = head.encode("utf-8", "replace")
    return "backup" if _BACKUP_HEAD.match(head) else "record"
