"""The ``listig`` command line."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from datetime import date
from typing import TYPE_CHECKING, BinaryIO, TextIO

from assistant.files.limits import MAX_BACKUP_BYTES, MAX_RECORD_BYTES, size_error
from assistant.names import printable

# Each subcommand imports what it needs when it runs: the record models (pydantic, the five
# games' kinds), the service and the storage models (SQLModel) or Alembic would make up
# most of a command's start-up, and ``listig ratings`` needs none of them.

if TYPE_CHECKING:
    from assistant.looking_back.ratings import PlayerRating
    from assistant.looking_back.standings import SideStanding, Standing
    from assistant.service import Listig


class TooLarge(ValueError):
    """A file over its limit; nothing of it was parsed (``head``: its first bytes)."""

    def __init__(self, message: str, head: bytes = b"") -> None:
        super().__init__(message)
        self.head = head


def _read(path: str, limit: int = MAX_RECORD_BYTES, what: str = "record") -> bytes:
    """The file's bytes, or ``TooLarge`` once more than ``limit`` bytes were read."""
    if path == "-":
        data = sys.stdin.buffer.read(limit + 1)
    else:
        with open(path, "rb") as handle:
            data = handle.read(limit + 1)
            if len(data) > limit:
                handle.seek(0, os.SEEK_END)
                raise TooLarge(size_error(handle.tell(), limit, what), data[:4096])
    if len(data) > limit:
        raise TooLarge(size_error(None, limit, what), data[:4096])
    return data


def _say(text: str) -> None:
    """One line to standard error, with nothing in it that a terminal would run."""
    print(printable(text), file=sys.stderr)


def replay_text(text: str | bytes) -> dict[str, object]:
    """The summary of one record's JSON text; raises ``RecordError``."""
    from assistant.files.record import replay_json, summarize

    return summarize(replay_json(text))


def _replay_or_error(text: str | bytes) -> tuple[dict[str, object] | None, str | None]:
    """The summary, or the one-line reason why the record is not valid (never a traceback)."""
    from assistant.files.record import RecordError

    try:
        return replay_text(text), None
    except RecordError as exc:
        return None, exc.message
    except Exception as exc:  # a bug of ours: still one plain line, not a traceback
        detail = " ".join(str(exc).split())[:200]
        return None, f"internal error while checking the record: {type(exc).__name__}: {detail}"


def _replay_one(path: str, out: TextIO) -> int:
    try:
        text = _read(path)
    except TooLarge as exc:
        _say(f"{path}: {exc}")
        return 1
    summary, error = _replay_or_error(text)
    if summary is None:
        _say(f"{path}: {error}")
        return 1
    json.dump(summary, out, ensure_ascii=False, indent=2)
    out.write("\n")
    return 0


def _replay_batch(path: str, out: TextIO) -> int:
    status = 0
    source = sys.stdin.buffer if path == "-" else open(path, "rb")  # noqa: SIM115
    with source:
        for line_no, (line, size) in enumerate(_lines(source, MAX_RECORD_BYTES), start=1):
            summary: dict[str, object] | None
            error: str | None
            if size > MAX_RECORD_BYTES:
                summary, error = None, size_error(size, MAX_RECORD_BYTES, "line")
            else:
                summary, error = _replay_or_error(line)
            if summary is None:
                status = 1
                result: object = {"error": printable(f"line {line_no}: {error}")}
            else:
                result = summary
            out.write(json.dumps(result, ensure_ascii=False, separators=(",", ":")))
            out.write("\n")
    return status


def _lines(source: BinaryIO, limit: int) -> Iterator[tuple[bytes, int]]:
    """Each line and its size in bytes; a line over ``limit`` is skipped over, not kept."""
    while True:
        line = source.readline(limit + 1)
        if not line:
            return
        size = len(line)
        if size > limit and not line.endswith(b"\n"):
            while True:  # the rest of the long line, read and dropped a piece at a time
                piece = source.readline(1 << 20)
                size += len(piece)
                if not piece or piece.endswith(b"\n"):
                    break
            yield b"", size
            continue
        yield line, size


def cmd_replay(args: argparse.Namespace) -> int:
    """Check a record (or a JSON Lines file of records) and print the summary."""
    try:
        if args.batch:
            return _replay_batch(args.file, sys.stdout)
        return _replay_one(args.file, sys.stdout)
    except BrokenPipeError:  # the reader went away (``| head``): stop quietly
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1
    except OSError as exc:
        _say(f"cannot read {args.file}: {exc.strerror or exc}")
        return 1


Serve = Callable[..., None]
"""Starts the web app: ``serve(host, port, lan=, certfile=, keyfile=)``; handed in by
whoever puts listig together."""


def cmd_serve(args: argparse.Namespace) -> int:
    """Start the app in web mode and print its address."""
    serve: Serve | None = args.serve
    if serve is None:
        _say("this build of listig has no web server")
        return 1
    if (args.certfile is None) != (args.keyfile is None):
        print("give both --certfile and --keyfile, or neither", file=sys.stderr)
        return 2
    for path in (args.certfile, args.keyfile):
        if path is not None and not os.path.isfile(path):
            print(f"cannot read {path}", file=sys.stderr)
            return 1
    serve(args.host, args.port, lan=args.lan, certfile=args.certfile, keyfile=args.keyfile)
    return 0


def _service(args: argparse.Namespace) -> Listig:
    from assistant.service import Listig

    return Listig(args.database)


def _write(text: str, path: str | None) -> None:
    if path is None or path == "-":
        sys.stdout.write(text if text.endswith("\n") else text + "\n")
        return
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text if text.endswith("\n") else text + "\n")


def _storage_command(
    run: Callable[[argparse.Namespace], int],
) -> Callable[[argparse.Namespace], int]:
    """Run a storage command; say what went wrong in one line, never a traceback."""

    def wrapped(args: argparse.Namespace) -> int:
        where = getattr(args, "file", None)
        prefix = f"{where}: " if where and where != "-" else ""
        try:
            return run(args)
        except Exception as exc:
            return _failed(exc, prefix)

    wrapped.__doc__ = run.__doc__
    return wrapped


def _failed(exc: Exception, prefix: str) -> int:
    """Say in one line why a storage command failed (``prefix``: the file's name and a
    colon, or nothing); 0 for a record imported before, which is not a failure, else 1.

    The classes of the assistant's and the database's errors are looked up among the
    modules already loaded, never imported here: a command that did not load a module
    cannot have raised its error, and ``listig ratings`` loads no record model."""
    if _raised(exc, "assistant.files.exchange", "AlreadyImported"):
        print(printable(f"{prefix}{exc}"))  # the str() of these errors is their message
        return 0
    if (
        _raised(exc, "assistant.errors", "InputError")
        or _raised(exc, "assistant.files.envelope", "RecordError")
        or isinstance(exc, TooLarge)
    ):
        _say(f"{prefix}{exc}")
    elif isinstance(exc, OSError):
        _say(f"cannot use {exc.filename or 'the file'}: {exc.strerror or exc}")
    elif isinstance(exc, UnicodeDecodeError):
        _say(f"{prefix}cannot read the file: it is not UTF-8 text")
    elif _raised(exc, "sqlalchemy.exc", "SQLAlchemyError"):
        reason = getattr(exc, "orig", None) or exc
        lines = str(reason).strip().splitlines() or [type(reason).__name__]
        _say(f"database error: {lines[0]}")
    elif isinstance(exc, (RecursionError, MemoryError)):
        _say(f"{prefix}the file is too complex to read ({type(exc).__name__})")
    else:  # a bug of ours: one plain line, and the transaction undone
        detail = " ".join(str(exc).split())[:200]
        _say(f"{prefix}internal error, nothing was changed: {type(exc).__name__}: {detail}")
    return 1


def _raised(exc: Exception, module: str, name: str) -> bool:
    """Whether ``exc`` is a ``module.name``, the module left unimported if it is not loaded."""
    found = sys.modules.get(module)
    return found is not None and isinstance(exc, getattr(found, name))


@_storage_command
def cmd_import(args: argparse.Namespace) -> int:
    """Store a listig/1 record as a new game."""
    from assistant.files.exchange import read_any

    try:
        text = _read(args.file)
    except TooLarge as exc:
        if read_any(exc.head) != "backup":
            raise
        text = exc.head
    if read_any(text) == "backup":
        _say("this file is a backup of a whole database: use listig restore")
        return 1
    with _service(args) as listig:
        info = listig.import_record(text)
    print(
        printable(f"imported game {info.game_id}: {', '.join(info.players)} ({info.status.value})")
    )
    return 0


@_storage_command
def cmd_export(args: argparse.Namespace) -> int:
    """Print (or write) the listig/1 record of a game."""
    with _service(args) as listig:
        text = listig.export_record(args.game)
    _write(text, args.output)
    return 0


@_storage_command
def cmd_standings(args: argparse.Namespace) -> int:
    """Print the standings of all time or of one game night, as a table or CSV."""
    from assistant.looking_back.standings import side_standings_csv, standings_csv

    with _service(args) as listig:
        night = args.night
        if args.tonight:
            nights = listig.nights()
            if not nights:
                _say("no game night yet")
                return 1
            night = nights[0].id
        if args.by_side:
            if args.game is None:
                _say("--by-side needs --game: the sides of one game")
                return 2
            sides = listig.side_standings(args.game, night)
            _write(side_standings_csv(sides) if args.csv else side_table(sides), args.output)
            return 0
        lines = listig.standings(night, args.game)
    if args.csv:
        _write(standings_csv(lines), args.output)
        return 0
    _write(standings_table(lines), args.output)
    return 0


@_storage_command
def cmd_ratings(args: argparse.Namespace) -> int:
    """Print every player's rating of one game, as a table or CSV."""
    from assistant.looking_back.ratings import Season, rated_game, rating_lines, ratings_csv
    from assistant.storage.db import open_database

    if args.since is not None and args.until is not None and args.since > args.until:
        _say("--since is after --until: no day is left")
        return 2
    game = rated_game(args.game)
    # The database alone, not the service: importing the service (every game's sessions,
    # import and export, the summaries) would take a tenth of the command's time.
    db = open_database(args.database)
    try:
        lines = rating_lines(db, game, Season(args.since, args.until), once=True)
    finally:
        db.dispose()
    _write(ratings_csv(lines) if args.csv else ratings_table(lines), args.output)
    return 0


def ratings_table(lines: Sequence[PlayerRating]) -> str:
    """The ratings as an aligned text table; a provisional rating (fewer than 5 games) has
    a ``?`` after it, explained under the table."""
    from assistant.looking_back.ratings import PROVISIONAL_BELOW

    if not lines:
        return "no rated game: a game counts once it has ended\n"
    rows = [("player", "games", "rating", "mu", "sigma")] + [
        (
            printable(x.name),
            str(x.rating.games),
            f"{x.rating.value:.3f}" + ("?" if x.rating.provisional else " "),
            f"{x.rating.mu:.3f}",
            f"{x.rating.sigma:.3f}",
        )
        for x in lines
    ]
    text = aligned(rows)
    if any(x.rating.provisional for x in lines):
        text += f"? provisional: fewer than {PROVISIONAL_BELOW} rated games\n"
    return text + "rating = mu - 3 sigma: the skill a player is almost surely above\n"


def _day(text: str) -> date:
    """A date as ``YYYY-MM-DD`` (argparse says what is wrong otherwise)."""
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a date (YYYY-MM-DD)") from None


def standings_table(lines: Sequence[Standing]) -> str:
    """The standings as an aligned text table."""
    head = ("player", "games", "wins", "rounds", "points", "avg", "best", "4 colors", "blocked")
    return aligned(
        [head]
        + [(printable(x.name), *x.cells(), str(x.four_colors), str(x.blocked)) for x in lines]
    )


def side_table(lines: Sequence[SideStanding]) -> str:
    """The standings by side as an aligned text table (``+ dummy``: a player with the dummy)."""
    head = ("side", "games", "wins", "deals", "points", "avg", "best")
    return aligned(
        [head]
        + [
            (printable(" & ".join(x.names) + (" + dummy" if x.dummy else "")), *x.cells())
            for x in lines
        ]
    )


def aligned(rows: Sequence[Sequence[str]]) -> str:
    """Rows as a text table: the first column left-aligned, the others right-aligned."""
    head = rows[0]
    widths = [max(len(r[i]) for r in rows) for i in range(len(head))]
    out = []
    for r in rows:
        cells = [r[0].ljust(widths[0])] + [
            c.rjust(w) for c, w in zip(r[1:], widths[1:], strict=True)
        ]
        out.append("  ".join(cells).rstrip())
    return "\n".join(out) + "\n"


@_storage_command
def cmd_backup(args: argparse.Namespace) -> int:
    """Write the whole database as one JSON file (standard output by default)."""
    from assistant.files.exchange import backup_chunks

    with _service(args) as listig:
        if args.file is None or args.file == "-":
            for chunk in backup_chunks(listig):
                sys.stdout.write(chunk)
            return 0
        partial = f"{args.file}.partial"
        with open(partial, "w", encoding="utf-8") as handle:
            for chunk in backup_chunks(listig):
                handle.write(chunk)
        os.replace(partial, args.file)  # a backup file is whole or not there
    return 0


@_storage_command
def cmd_restore(args: argparse.Namespace) -> int:
    """Restore a backup file into the database."""
    with _service(args) as listig:
        if args.file == "-":
            counts = listig.restore(sys.stdin.buffer, replace=args.replace)
        else:
            with open(args.file, "rb") as handle:
                size = os.fstat(handle.fileno()).st_size
                if size > MAX_BACKUP_BYTES:
                    raise TooLarge(size_error(size, MAX_BACKUP_BYTES, "backup"))
                counts = listig.restore(handle, replace=args.replace)
    print(
        f"restored {counts['players']} players, {counts['nights']} game nights, "
        f"{counts['games']} games, {counts['events']} log rows"
    )
    return 0


def _database_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--database",
        metavar="URL",
        default=None,
        help="SQLAlchemy URL (default: $LISTIG_DATABASE_URL, else SQLite in the data folder)",
    )


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every subcommand."""
    parser = argparse.ArgumentParser(
        prog="listig", description="Table assistant for Mit List und Tücke."
    )
    sub = parser.add_subparsers(dest="command", required=True)
    rp = sub.add_parser("replay", help="check a listig/1 record and print its summary")
    rp.add_argument("file", help="the record, or - for standard input")
    rp.add_argument("--batch", action="store_true", help="one record per line (JSON Lines)")
    rp.set_defaults(func=cmd_replay)
    sv = sub.add_parser("serve", help="start the app in web mode and print its address")
    sv.add_argument("--host", default="127.0.0.1", help="address to listen on (127.0.0.1)")
    sv.add_argument(
        "--lan",
        action="store_true",
        help="listen on this machine's network addresses, for phones around the table",
    )
    sv.add_argument("--certfile", help="serve HTTPS with this certificate (PEM)")
    sv.add_argument("--keyfile", help="the certificate's private key (PEM)")
    sv.add_argument("--port", type=int, default=8550, help="port to listen on (8550)")
    sv.set_defaults(func=cmd_serve)
    im = sub.add_parser("import", help="store a listig/1 record as a new game")
    im.add_argument("file", help="the record, or - for standard input")
    im.set_defaults(func=cmd_import)
    ex = sub.add_parser("export", help="print the listig/1 record of a game")
    ex.add_argument("game", type=int, help="the game's number")
    ex.add_argument("-o", "--output", help="write to this file instead")
    ex.set_defaults(func=cmd_export)
    st = sub.add_parser("standings", help="print the standings (all time, or one game night)")
    which = st.add_mutually_exclusive_group()
    which.add_argument("--night", type=int, help="the game night's number")
    which.add_argument("--tonight", action="store_true", help="the latest game night")
    st.add_argument(
        "--game", default=None, help="one game's standings (its record id, e.g. partout)"
    )
    st.add_argument(
        "--by-side",
        action="store_true",
        help="each partnership's line (with --game of partners: partout, homme-de-brou, gaigel)",
    )
    st.add_argument("--csv", action="store_true", help="CSV instead of a table")
    st.add_argument("-o", "--output", help="write to this file instead")
    st.set_defaults(func=cmd_standings)
    ra = sub.add_parser("ratings", help="print every player's rating of one game")
    ra.add_argument(
        "--game", required=True, help="the game (its record id, e.g. mit-list-und-tuecke)"
    )
    ra.add_argument(
        "--since", type=_day, metavar="DATE", help="only games started on this day or later"
    )
    ra.add_argument(
        "--until", type=_day, metavar="DATE", help="only games started on this day or before"
    )
    ra.add_argument("--csv", action="store_true", help="CSV instead of a table")
    ra.add_argument("-o", "--output", help="write to this file instead")
    ra.set_defaults(func=cmd_ratings)
    bk = sub.add_parser("backup", help="write the whole database as one JSON file")
    bk.add_argument("file", nargs="?", default=None, help="the file (default: standard output)")
    bk.set_defaults(func=cmd_backup)
    rs = sub.add_parser("restore", help="restore a backup file")
    rs.add_argument("file", help="the backup, or - for standard input")
    rs.add_argument(
        "--replace", action="store_true", help="replace everything in a database that is not empty"
    )
    rs.set_defaults(func=cmd_restore)
    for storage in (im, ex, st, ra, bk, rs):
        _database_option(storage)
    return parser


def main(argv: Sequence[str] | None = None, *, serve: Serve | None = None) -> int:
    """The ``listig`` command; ``serve`` starts the web app (``listig.cli`` hands it in)."""
    parser = build_parser()
    args = parser.parse_args(argv)
    args.serve = serve
    try:
        status: int = args.func(args)
    except KeyboardInterrupt:
        return 130
    return status


if __name__ == "__main__":
    sys.exit(main())
