"""The ``listig`` command line."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import TextIO

from assistant.record import RecordError, parse_record, replay
from engine import summarize


def _read(path: str) -> bytes:
    if path == "-":
        return sys.stdin.buffer.read()
    with open(path, "rb") as handle:
        return handle.read()


def replay_text(text: str | bytes) -> dict[str, object]:
    """The summary of one record's JSON text; raises ``RecordError``."""
    return summarize(replay(parse_record(text)))


def _replay_or_error(text: str | bytes) -> tuple[dict[str, object] | None, str | None]:
    """The summary, or the one-line reason why the record is not valid (never a traceback)."""
    try:
        return replay_text(text), None
    except RecordError as exc:
        return None, exc.message
    except Exception as exc:  # a bug of ours: still one plain line, not a traceback
        return None, f"internal error while checking the record: {type(exc).__name__}: {exc}"


def _replay_one(path: str, out: TextIO) -> int:
    summary, error = _replay_or_error(_read(path))
    if summary is None:
        print(error, file=sys.stderr)
        return 1
    json.dump(summary, out, ensure_ascii=False, indent=2)
    out.write("\n")
    return 0


def _replay_batch(path: str, out: TextIO) -> int:
    status = 0
    source = sys.stdin.buffer if path == "-" else open(path, "rb")  # noqa: SIM115
    with source:
        for line_no, line in enumerate(source, start=1):
            summary, error = _replay_or_error(line)
            if summary is None:
                status = 1
                result: object = {"error": f"line {line_no}: {error}"}
            else:
                result = summary
            out.write(json.dumps(result, ensure_ascii=False, separators=(",", ":")))
            out.write("\n")
    return status


def cmd_replay(args: argparse.Namespace) -> int:
    """Check a record (or a JSON Lines file of records) and print the summary."""
    try:
        if args.batch:
            return _replay_batch(args.file, sys.stdout)
        return _replay_one(args.file, sys.stdout)
    except OSError as exc:
        print(f"cannot read {args.file}: {exc.strerror or exc}", file=sys.stderr)
        return 1


def cmd_serve(args: argparse.Namespace) -> int:
    """Start the app in web mode on localhost and print its address."""
    from views.app import serve  # imported late: the other commands need no Flet

    serve(host=args.host, port=args.port)
    return 0


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
    sv.add_argument("--port", type=int, default=8550, help="port to listen on (8550)")
    sv.set_defaults(func=cmd_serve)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``listig`` command."""
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        status: int = args.func(args)
    except KeyboardInterrupt:
        return 130
    return status


if __name__ == "__main__":
    sys.exit(main())
