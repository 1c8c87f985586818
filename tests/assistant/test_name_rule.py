"""The one name rule, repeated imports, both databases holding the same, output safe to read."""

from __future__ import annotations

import csv
import io
import json
import random
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hostile_corpus import base_records, renamed
from postgres_databases import POSTGRES_URL, REQUIRE_POSTGRES, SKIP_REASON, postgres_database

from assistant.errors import InputError
from assistant.files.exchange import AlreadyImported
from assistant.games.simulate import random_game
from assistant.languages import translate_message
from assistant.names import clean_name, skeleton
from assistant.service import Listig
from engine.partout.selfplay import random_game as partout_game

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    ("raw", "clean"),
    [
        ("  Anna   Maria ", "Anna Maria"),
        ("Jo\u0308rg", "Jörg"),
        ("Zoë", "Zoë"),
        ("李小龍", "李小龍"),
    ],
)
def test_names_are_cleaned(raw: str, clean: str) -> None:
    assert clean_name(raw) == clean


@pytest.mark.parametrize(
    ("raw", "words"),
    [
        ("", "needs a name"),
        ("N" * 41, "at most 40 characters"),
        ("N" * 50_000_000, "at most 40 characters"),
        ("An\u200bna", "U+200B"),
        ("Anna\u202e", "U+202E"),
        ("\x1b[31mAnna", "U+001B"),
        ("Anna\x00", "U+0000"),
        ("Anna\ud800", "U+D800"),
        ("\u3164", "U+3164"),
    ],
)
def test_names_refused_say_which_rule(raw: str, words: str) -> None:
    with pytest.raises(InputError) as caught:
        clean_name(raw)
    assert words in caught.value.message and len(caught.value.message) < 200
    assert translate_message(caught.value, "de") != caught.value.message


@pytest.mark.parametrize(
    ("one", "other"), [("Anna", "\u0410nna"), ("Ivan", "lvan"), ("Bob", "B0b"), ("mia", "rnia")]
)
def test_look_alikes_share_a_skeleton(one: str, other: str) -> None:
    assert skeleton(one) == skeleton(other)


def test_the_roster_refuses_a_look_alike(listig: Listig) -> None:
    listig.add_player("Anna")
    with pytest.raises(InputError) as caught:
        listig.add_player("\u0410nna")
    assert "looks the same as Anna" in caught.value.message
    with pytest.raises(InputError, match="already a player called Anna"):
        listig.add_player(" ANNA ")
    ben = listig.add_player("Ben")
    with pytest.raises(InputError, match="looks the same"):
        listig.rename_player(ben.id, "Аnna")
    assert [p.name for p in listig.players()] == ["Anna", "Ben"]


def test_import_uses_the_rule_and_refuses_a_look_alike_of_the_roster(listig: Listig) -> None:
    listig.add_player("Anna")
    record = renamed(base_records()[0], 0, "\u0410nna")
    with pytest.raises(InputError, match="looks the same as Anna"):
        listig.import_record(json.dumps(record))
    assert listig.games() == []
    spaced = renamed(base_records()[0], 1, "  Ben  ")
    info = listig.import_record(json.dumps(spaced))
    assert "Ben" in info.players


def test_the_same_game_imported_twice_is_recognised(listig: Listig) -> None:
    record = base_records()[0]
    first = listig.import_record(json.dumps(record))
    again = dict(record, meta={"title": "another title"})
    again["rounds"] = [
        [dict(e, play=e["play"].lower()) if "play" in e else e for e in r] for r in record["rounds"]
    ]
    with pytest.raises(AlreadyImported) as caught:
        listig.import_record(json.dumps(again, indent=4))
    assert caught.value.game_id == first.game_id
    assert f"as game {first.game_id}" in caught.value.message
    assert len(listig.games()) == 1
    assert sum(s.games for s in listig.standings()) == len(record["players"])


def test_a_backup_with_a_byte_order_mark_restores(listig: Listig) -> None:
    listig.import_record(json.dumps(base_records()[0]))
    text = listig.backup()
    counts = listig.restore("\ufeff" + text, replace=True)
    assert counts["games"] == 1
    assert listig.restore(b"\xef\xbb\xbf" + text.encode(), replace=True)["games"] == 1


@pytest.fixture
def postgres_url() -> Iterator[str]:
    if not POSTGRES_URL:
        if REQUIRE_POSTGRES:
            pytest.fail("LISTIG_REQUIRE_POSTGRES=1, but " + SKIP_REASON)
        pytest.skip(SKIP_REASON)
    yield from postgres_database(POSTGRES_URL)


def test_a_backup_moves_between_the_databases_both_ways(tmp_path: Path, postgres_url: str) -> None:
    """Tricky but good names and values: SQLite → PostgreSQL → SQLite, nothing lost."""
    sqlite_url = f"sqlite:///{tmp_path / 'listig.db'}"
    names = ["Zoë", "李小龍", 'O\'Brien "Bo"', "=Max", "Ana María", "Jörg"]
    with Listig(sqlite_url) as lite:
        record = base_records()[2]
        for seat, name in enumerate(names):
            record = renamed(record, seat, name)
        record["meta"] = {"title": "Nacht 🎲", "x": [1.5, -2, None, {"ü": "a\tb"}]}
        lite.import_record(json.dumps(record))
        for name in ("Ζωή", "Ольга"):
            lite.add_player(name)
        first = lite.backup()
    with Listig(postgres_url) as pg:
        pg.restore(first)
        second = pg.backup()
        assert pg.game(1).game.players == tuple(names)
    with Listig(f"sqlite:///{tmp_path / 'again.db'}") as lite:
        lite.restore(second)
        third = lite.backup()
    assert _body(first) == _body(second) == _body(third)


def _body(text: str) -> dict[str, object]:
    """The backup without the time it was made (fresh databases give the same ids)."""
    document: dict[str, object] = json.loads(text)
    document.pop("created_at")
    return document


def test_csv_cells_a_spreadsheet_would_run_are_neutralised(listig: Listig) -> None:
    record = base_records()[0]
    for seat, name in enumerate(['=HYPERLINK("x")', "+1", "-2", "@SUM(A1)"]):
        record = renamed(record, seat, name)
    listig.import_record(json.dumps(record))
    rows = list(csv.DictReader(io.StringIO(listig.standings_csv())))
    assert sorted(r["player"] for r in rows) == ["'+1", "'-2", '\'=HYPERLINK("x")', "'@SUM(A1)"]


def test_names_reach_the_terminal_without_control_sequences(tmp_path: Path) -> None:
    db = f"sqlite:///{tmp_path / 'listig.db'}"
    with Listig(db) as listig:
        listig.import_record(json.dumps(base_records()[0]))
        from sqlalchemy import update

        from assistant.storage.db import writing
        from assistant.storage.models import Player

        with writing(listig.db) as s:  # a name stored before the rule existed
            s.execute(update(Player).where(Player.id == 1).values(name="\x1b[2J\nEvil\u202e"))
    proc = subprocess.run(
        [sys.executable, str(ROOT / "listig.py"), "standings", "--database", db],
        capture_output=True,
        cwd=ROOT,
        timeout=120,
    )
    out = proc.stdout.decode("utf-8")
    assert proc.returncode == 0 and "\x1b" not in out and "\u202e" not in out
    assert "<U+001B>[2J<U+000A>Evil<U+202E>" in out


@pytest.mark.parametrize("game", ["mit-list-und-tuecke", "partout"])
def test_a_game_played_here_comes_back_from_its_export_only_once(listig: Listig, game: str) -> None:
    """An app-made game carries no fingerprint: its export, imported again, is still found
    (as it stands: a later, longer export of it too); an abandoned one may come back."""
    names = ("Anna", "Ben", "Cleo", "Dan")
    ids = [listig.add_player(n).id for n in names]
    first_dealer, events = _self_played(game, names)
    state = listig.start_game(ids, first_dealer, game=game)
    for event in events[:9]:
        state = listig.apply(state.game_id, event)
    early = listig.export_record(state.game_id)
    with pytest.raises(AlreadyImported) as caught:
        listig.import_record(early)
    assert caught.value.game_id == state.game_id
    for event in events[9:14]:
        state = listig.apply(state.game_id, event)
    later = listig.export_record(state.game_id)
    with pytest.raises(AlreadyImported):
        listig.import_record(later)
    assert len(listig.games()) == 1
    # the early export is another game now (fewer events): it may be imported
    assert listig.import_record(early).game_id != state.game_id
    listig.abandon(state.game_id)
    assert listig.import_record(later).game_id != state.game_id


def _self_played(game: str, names: tuple[str, ...]) -> tuple[int, list[Any]]:
    """The first dealer's seat and the events of a self-played game of ``game``."""
    if game == "partout":
        played, events = partout_game(4, random.Random(4), first_dealer=1)
        seat = dict(zip(played.players, names, strict=True))
        return 1, [replace(e, by=seat[e.by]) for e in events]
    done = random_game(4, 4, names=names)
    return done.first_dealer, [e for r in done.rounds for e in r.events]
