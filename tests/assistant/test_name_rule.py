"""The one name rule, repeated imports, both databases holding the same, output safe to read."""

from __future__ import annotations

import csv
import io
import json
import random
import string
import subprocess
import sys
import unicodedata
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa
from hostile_corpus import base_records, five_games, renamed
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from postgres_databases import POSTGRES_URL, REQUIRE_POSTGRES, SKIP_REASON, postgres_database

from assistant.errors import InputError
from assistant.files.exchange import AlreadyImported
from assistant.files.record import RecordError, replay_json
from assistant.games.simulate import random_game
from assistant.languages import translate_message
from assistant.names import clean_name, confusable_pair, skeleton
from assistant.service import Listig
from assistant.storage.db import current_revision, head_revision, make_engine, upgrade
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


def _compatibility_forms() -> dict[str, list[str]]:
    """Each ASCII letter's compatibility forms a name may hold (NFKC gives the letter back):
    fullwidth, mathematical, circled, superscript, ..."""
    forms: dict[str, list[str]] = {}
    for code in range(0x80, 0x110000):
        char = chr(code)
        letter = unicodedata.normalize("NFKC", char)
        if len(letter) == 1 and letter.isascii() and letter.isalpha():
            try:
                kept = clean_name(char) == char  # not NFC's own (the Kelvin sign is K)
            except InputError:
                continue
            if kept:
                forms.setdefault(letter, []).append(char)
    return forms


FORMS = _compatibility_forms()


@st.composite
def twins(draw: st.DrawFn, name: str) -> str:
    """``name`` with at least one letter written in one of its compatibility forms."""
    spots = draw(st.sets(st.sampled_from(range(len(name))), min_size=1))
    return "".join(
        draw(st.sampled_from(FORMS[ch])) if i in spots else ch for i, ch in enumerate(name)
    )


@settings(max_examples=300, deadline=None)
@given(data=st.data(), name=st.text(string.ascii_letters, min_size=1, max_size=12))
def test_a_name_in_compatibility_forms_looks_the_same(data: st.DataObject, name: str) -> None:
    twin = data.draw(twins(name))
    assert twin != name and unicodedata.normalize("NFKC", twin) == name
    assert clean_name(twin) == twin  # a good name on its own
    assert skeleton(twin) == skeleton(name)
    assert confusable_pair([name, twin]) == (name, twin)


FIVE = five_games()
EMPTY = json.dumps({"format": "listig-backup/1", "players": [], "nights": [], "games": []})


@pytest.mark.parametrize("game", sorted(FIVE))
@settings(
    max_examples=6, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.data())
def test_a_record_with_a_name_in_compatibility_forms_is_refused(
    listig: Listig, game: str, data: st.DataObject
) -> None:
    """Ben and Ｂｅｎ at one table, or Ｂｅｎ coming to a roster that has Ben: refused whole."""
    listig.restore(EMPTY, replace=True)  # each example from an empty database
    record = FIVE[game]
    other = record["players"][1]
    twin = data.draw(twins(other))
    with pytest.raises(RecordError, match=f"looks the same as {other}"):
        listig.import_record(json.dumps(renamed(record, 0, twin)))
    assert listig.games() == [] and listig.players() == []
    listig.import_record(json.dumps(record))
    roster = listig.players()
    with pytest.raises(InputError, match=f"looks the same as {other}"):
        listig.import_record(json.dumps(renamed(renamed(record, 0, "Zed"), 1, twin)))
    assert len(listig.games()) == 1 and listig.players() == roster


@pytest.mark.parametrize(
    "twin", ["\uff34\uff4f\uff4d", "\U0001d413\U0001d428\U0001d426", "T\u24de\u1d50"]
)
def test_typed_renamed_and_restored_names_fold_compatibility_forms(
    listig: Listig, twin: str
) -> None:
    tom = listig.add_player("Tom")
    with pytest.raises(InputError, match="looks the same as Tom"):
        listig.add_player(twin)
    ben = listig.add_player("Ben")
    with pytest.raises(InputError, match="looks the same as Tom"):
        listig.rename_player(ben.id, twin)
    listig.rename_player(tom.id, twin)  # a player may write their own name another way
    backup = json.loads(listig.backup())
    backup["players"][1]["name"] = "Tom"
    with pytest.raises(InputError, match="looks the same"):
        listig.restore(json.dumps(backup), replace=True)
    assert [p.name for p in listig.players()] == ["Ben", twin]


def test_an_upgraded_roster_is_keyed_by_the_compatibility_form(database_url: str) -> None:
    """A player stored as Ｔｏｍ before the rule folded compatibility forms is found as
    Ｔｏｍ afterwards, and Tom is refused beside them."""
    engine = make_engine(database_url)
    try:
        upgrade(engine, "0006")
        with engine.begin() as connection:
            connection.execute(
                sa.text(
                    "INSERT INTO player (name, name_key, archived, created_at) "
                    "VALUES (:name, :key, false, CURRENT_TIMESTAMP)"
                ),
                [{"name": "\uff34\uff4f\uff4d", "key": "\uff54\uff4f\uff4d"}],
            )
    finally:
        engine.dispose()
    record = renamed(FIVE["gaigel"], 0, "\uff34\uff4f\uff4d")
    with Listig(database_url) as listig:
        assert current_revision(listig.db) == head_revision()
        listig.import_record(json.dumps(record))
        assert len(listig.players()) == 4
        with pytest.raises(InputError, match="looks the same"):
            listig.add_player("Tom")


BREAKS = ["\n", "\r\n", "\r", "\t", "\x0b", "\x0c", "\x1e", "\x85", "\u2028", "\u2029"]
"""Line breaks, tabs and the other white space that is a control character."""


@pytest.mark.parametrize("game", sorted(FIVE))
@settings(
    max_examples=6, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(brk=st.sampled_from(BREAKS), at=st.integers(1, 3))
def test_a_name_with_a_line_break_is_refused_for_what_is_wrong_with_it(
    listig: Listig, game: str, brk: str, at: int
) -> None:
    """In the list of players, in an event or as the first dealer, the same sentence: the
    name's own fault (not "Ol ga is not at this table")."""
    bad = "Olga"[:at] + brk + "Olga"[at:]
    with pytest.raises(InputError) as rule:
        clean_name(bad)
    record = renamed(FIVE[game], 1, "Olga")
    round_no, event_no = next(
        (r, e)
        for r, events in enumerate(record["rounds"], start=1)
        for e, event in enumerate(events, start=1)
        if event["by"] == "Olga"
    )
    record["rounds"][round_no - 1][event_no - 1]["by"] = bad
    in_event = json.dumps(record)
    in_list = json.dumps(renamed(FIVE[game], 1, bad))
    as_dealer = json.dumps(dict(record, first_dealer=bad))
    for text, where in (
        (in_event, f"round {round_no}, event {event_no}: "),
        (in_list, ""),
        (as_dealer, ""),
    ):
        for read in (replay_json, listig.import_record):
            with pytest.raises(RecordError) as caught:
                read(text)
            assert caught.value.message == where + rule.value.message
            assert translate_message(caught.value, "de") != caught.value.message
    assert listig.games() == [] and listig.players() == []
