"""A corpus of bad game records and bad backups, generated from good ones (seeded, repeatable).

Every case here must be refused: truncations, deep nesting, huge numbers, wrong types,
odd encodings, Unicode tricks in names, values one of the databases cannot store. Each
case is ``(kind, data)``: ``kind`` names the family (for the counts in
docs/reliability.md), ``data`` the bytes of the file.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from assistant.files.record import record_of
from assistant.games.simulate import random_game
from engine.partout.selfplay import random_game as partout_game

DATA = Path(__file__).resolve().parents[2] / "data"

Case = tuple[str, bytes]

TRICKS = [
    "\x00",  # NUL: PostgreSQL refuses it
    "\x1b[31m",  # a terminal escape
    "\x07",
    "\x7f",
    "\u200b",  # zero-width space
    "\u200c",
    "\u200d",
    "\u2060",
    "\ufeff",
    "\u202e",  # right-to-left override
    "\u2066",
    "\u061c",
    "\u00ad",  # soft hyphen
    "\ue000",  # private use
    "\U000e0001",  # language tag
    "\u3164",  # Hangul filler
    "\u2800",  # braille blank
    "\ufe0f",
    "\ud800",  # a lone surrogate
]

LOOK_ALIKE = str.maketrans("AaBCceEiOopxyK", "АаВСсеЕіОорхуК")
"""Latin letters to their Cyrillic twins."""


def _dump(value: Any) -> bytes:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode(
        "utf-8", "surrogatepass"
    )


def base_records() -> list[dict[str, Any]]:
    """Good records: whole and partly played games of 4, 5 and 6 players."""
    games = [
        random_game(4, seed=1),
        random_game(5, seed=2, rounds=2),
        random_game(6, seed=3, rounds=1),
        random_game(4, seed=4, rounds=0),
    ]
    meta = {"title": "Friday", "started_at": "2026-11-20T19:30:00+01:00"}
    return [json.loads(record_of(g, meta).dump(indent=None)) for g in games]


def five_games() -> dict[str, dict[str, Any]]:
    """A good record of each of the five games (Homme de Brou's with a dummy in seat 2),
    the first two players of each neither a dummy nor a name with a look-alike."""
    partout, _ = partout_game(4, random.Random(4), first_dealer=1)
    samples = {
        "tysiacha": "tysiacha-spec-example.json",
        "homme-de-brou": "homme-de-brou-spec-dummy.json",
        "gaigel": "gaigel-spec-record.json",
    }
    return {
        "mit-list-und-tuecke": base_records()[1],
        "partout": json.loads(record_of(partout).dump(indent=None)),
        **{game: json.loads((DATA / file).read_text("utf-8")) for game, file in samples.items()},
    }


def renamed(record: dict[str, Any], seat: int, new: str) -> dict[str, Any]:
    """The record with one player's name changed everywhere (seating, dealer, events)."""
    out = copy.deepcopy(record)
    old = out["players"][seat]
    out["players"][seat] = new
    if out["first_dealer"].casefold() == old.casefold():
        out["first_dealer"] = new
    for rnd in out["rounds"]:
        for event in rnd:
            if event["by"].casefold() == old.casefold():
                event["by"] = new
    return out


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _paths(item, (*prefix, index))


def _set(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    out = copy.deepcopy(value)
    target = out
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = new
    return out


WRONG = [None, True, 1, -1, 1.5, 10**30, "", "x", [], {}, [1], {"a": 1}]


def _wrong_values(path: tuple[Any, ...], current: Any) -> list[Any]:
    """Values that cannot stand at ``path`` (each differs in type or is out of range)."""
    last = path[-1]
    if last == "meta":
        return [v for v in WRONG if not isinstance(v, dict)]
    if last == "title":
        return []  # a title may be anything printable
    if last == "started_at":
        return [v for v in WRONG if v is not None]
    if path == ("rounds",):
        return [v for v in WRONG if v != []]  # no rounds at all is a game not begun
    if len(path) == 2 and path[0] == "players":
        return [v for v in WRONG if v != "x"]  # another name is still a name
    if len(path) == 2 and path[0] == "rounds":
        return [v for v in WRONG if v != []]
    if last == "blocked":
        return [v for v in WRONG if v is not True]
    return [v for v in WRONG if v != current and not (isinstance(v, str) and v == current)]


def record_cases(rng: random.Random) -> Iterator[Case]:
    """Bad records, every family."""
    bases = base_records()
    for base in bases:
        text = _dump(base)
        for k in sorted(rng.sample(range(len(text)), min(len(text), 600))):
            yield "record: truncated", text[:k]
        for path in _paths(base):
            if not path or (path[0] == "meta" and len(path) > 1 and path[1] == "title"):
                continue
            if path[0] == "rounds" and len(path) >= 3 and path[2] > 3:
                continue  # the first events of a round are enough
            current = _get(base, path)
            for new in _wrong_values(path, current):
                yield "record: wrong type or value", _dump(_set(base, path, new))
        players = base["players"]
        for seat in range(len(players)):
            for trick in TRICKS:
                for name in (trick + players[seat], players[seat] + trick + "x", trick):
                    yield "record: name trick", _dump(renamed(base, seat, name))
            for length in (41, 60, 1000, 20000):
                yield "record: name too long", _dump(renamed(base, seat, "N" * length))
            yield "record: name empty", _dump(renamed(base, seat, "   "))
            other = players[(seat + 1) % len(players)]
            twin = other.translate(LOOK_ALIKE)
            if twin != other:
                yield "record: look-alike names", _dump(renamed(base, seat, twin))
            yield "record: same name twice", _dump(renamed(base, seat, " " + other.upper()))
            yield "record: same name twice", _dump(renamed(base, seat, f" {other}  "))
        for value in _poison_raw():
            body = text[:-1] if text.endswith(b"}") else text
            yield (
                "record: meta not storable",
                body.replace(b'"meta":{', b'"meta":{"x":' + value + b",", 1),
            )
        for when in (
            "0001-01-01T00:00:00",
            "9999-12-31T23:59:59-14:00",
            "yesterday",
            "2026-13-01",
            "1969-12-31T00:00:00Z",
        ):
            meta = dict(base["meta"], started_at=when)
            yield "record: started_at out of range", _dump(dict(base, meta=meta))
        for encoding in ("utf-16", "utf-16-le", "utf-32", "cp1252"):
            umlaut = renamed(base, 0, "Jörg")
            yield "record: odd encoding", json.dumps(umlaut, ensure_ascii=False).encode(encoding)
        yield "record: odd encoding", b"\xef\xbb\xbf" + json.dumps(base).encode("utf-16")
        yield "record: odd encoding", text.replace(b'"', b"\xff", 1)
        yield "record: odd encoding", text[:50] + b"\xc3" + text[50:]
    for depth in (100, 1000, 5000, 100000):
        yield "record: deep nesting", b"[" * depth + b"]" * depth
        yield "record: deep nesting", b'{"a":' * depth + b"1" + b"}" * depth
        meta = b'{"format":"listig/1","players":["A","B","C","D"],"first_dealer":"A","meta":{"x":'
        yield "record: deep nesting", meta + b"[" * depth + b"]" * depth + b"}}"
    for value in (b"", b"null", b"[]", b"1", b'"x"', b"true", b"{}", b"\x00" * 10, b"NaN"):
        yield "record: not a record", value
    for number in (b"1e999", b"-1e999", b"1" + b"0" * 5000, b"1.5", b"-1"):
        base = _dump(bases[0])
        yield (
            "record: huge number",
            base.replace(b'"first_dealer":"', b'"x":' + number + b',"first_dealer":"', 1),
        )
        yield "record: huge number", base.replace(b'"rounds":', b'"rounds":' + number + b',"y":', 1)
    big = b'{"format":"listig/1","players":["A","B","C","D"],"first_dealer":"A","meta":{"x":"'
    yield "record: over the size limit", big + b"x" * 1_100_000 + b'"}}'


def _get(value: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        value = value[key]
    return value


def _poison_raw(surrogates: bool = True) -> list[bytes]:
    """JSON (as written) that one of the databases cannot store, or no JSON reader agrees on.

    A backup's parser (yajl) reads a lone surrogate escape as ``?``, so for backups those
    are left out (``surrogates=False``): they are stored as ``?``, not refused.
    """
    found = [
        b"NaN",
        b"Infinity",
        b"-Infinity",
        b'"\\u0000"',
        b'"a\\u0000b"',
        b'"\\ud800"',
        b'"\\udfff x"',
        b"1" + b"0" * 30,
        b"-" + b"9" * 25,
        b"1e400",
        b'"' + b"y" * 20_000 + b'"',
        b"[" * 30 + b"]" * 30,
        b'{"\\u0000":1}',
    ]
    return [p for p in found if surrogates or b"\\ud" not in p]


def backup_cases(text: bytes, rng: random.Random) -> Iterator[Case]:
    """Bad backups made from a good one (``text``)."""
    good = json.loads(text)
    body = text.rstrip()
    for k in sorted(rng.sample(range(len(body)), min(len(body), 300))):
        yield "backup: truncated", body[:k]
    for path in _paths(good):
        if not path or len(path) < 2:
            continue
        if path[0] == "games" and len(path) > 3 and path[2] in ("log", "quick") and path[3] > 1:
            continue  # the first rows of a log are enough
        if path[-1] in ("title", "archived", "show_counts", "fingerprint", "schema_revision"):
            continue
        current = _get(good, path)
        for new in rng.sample(WRONG, 4):
            if _valid_swap(path, current, new):
                continue
            yield "backup: wrong type or value", _dump(_set(good, path, new))
    for i, player in enumerate(good["players"]):
        for trick in TRICKS:
            yield (
                "backup: name trick",
                _dump(_set(good, ("players", i, "name"), player["name"] + trick + "z")),
            )
        yield "backup: name too long", _dump(_set(good, ("players", i, "name"), "N" * 41))
        other = good["players"][(i + 1) % len(good["players"])]["name"]
        yield (
            "backup: look-alike names",
            _dump(_set(good, ("players", i, "name"), other.translate(LOOK_ALIKE))),
        )
        yield (
            "backup: same name twice",
            _dump(_set(good, ("players", i, "name"), other.upper())),
        )
    for i, game in enumerate(good["games"]):
        for j in range(len(game["players"])):
            yield (
                "backup: name trick",
                _dump(_set(good, ("games", i, "players", j), game["players"][j] + "\u202e")),
            )
        for value in _poison_raw(surrogates=False):
            marker = b'"meta":{'
            spot = _nth(text, marker, i)
            if spot >= 0:
                cut = spot + len(marker)
                yield "backup: value not storable", text[:cut] + b'"x":' + value + b"," + text[cut:]
        for when in ("0001-01-01T00:00:00+05:00", "9999-12-31T23:59:59-14:00", "soon"):
            yield "backup: time out of range", _dump(_set(good, ("games", i, "created_at"), when))
        for value in (2**31, 2**63, -(2**40)):
            yield "backup: huge number", _dump(_set(good, ("games", i, "first_dealer"), value))
            if game["log"]:
                yield (
                    "backup: huge number",
                    _dump(_set(good, ("games", i, "log", 0, "schema_version"), value)),
                )
    for poison in _poison_raw(surrogates=False):
        spot = text.find(b'"title":')
        yield (
            "backup: value not storable",
            text[: spot + 8] + poison + text[text.find(b",", spot) :],
        )
    for encoding in ("utf-16", "utf-32"):
        yield "backup: odd encoding", text.decode("utf-8").encode(encoding)
    for depth in (100, 100_000):
        yield "backup: deep nesting", b'{"format":"listig-backup/1","players":' + b"[" * depth
    for value in (b"", b"null", b"[]", b"{}", b'{"format":"listig/1"}', b"NaN"):
        yield "backup: not a backup", value
    yield (
        "backup: games before players",
        _dump(
            {
                "format": good["format"],
                "games": good["games"],
                "players": good["players"],
                "nights": good["nights"],
            }
        ),
    )


def _valid_swap(path: tuple[Any, ...], current: Any, new: Any) -> bool:
    """Whether putting ``new`` at ``path`` could still make a good backup."""
    if new == current and type(new) is type(current):
        return True
    last = path[-1]
    if last in ("meta", "house_rules"):
        return isinstance(new, dict)  # free-form objects
    if last == "payload":
        return False
    if "stacks" in path and (new == {} or type(new) is int):
        return True  # other counts of cards, checked as the round was
    if isinstance(last, int) and path[-2] in ("meta", "house_rules"):
        return True
    if len(path) >= 2 and path[-2] in ("meta", "house_rules"):
        return True  # free-form
    if last == "night_id" and type(new) is int and new > 0:
        return True  # another game night of the backup
    if last == "first_dealer" and new == 1:
        return True  # another seat (a card game's log then breaks a rule, a quick game's not)
    if last in ("log", "quick") and new == []:
        return True  # a running game with nothing played yet (a finished one is still bad)
    if len(path) == 4 and path[2] == "players" and new == "x":
        return True  # another name is still a name
    if last == "blocked" and new == 1:
        return True  # JSON's 1 is read as true there
    if last == "name" and new == "x":
        return True  # another name is still a name
    return last == "id" and isinstance(new, int) and not isinstance(new, bool)  # a fresh id


def _nth(text: bytes, marker: bytes, n: int) -> int:
    spot = -1
    for _ in range(n + 1):
        spot = text.find(marker, spot + 1)
        if spot < 0:
            return -1
    return spot


Check = Callable[[bytes], None]
