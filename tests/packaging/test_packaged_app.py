"""Packaged-app rehearsal: the app as ``flet build`` leaves it starts, plays and restarts.

No APK or IPA can be built here (the build downloads Flutter, a JDK, Android tools and
Flet's wheels); what the build does to the app folder can be done, and the app run from
it: compiled to ``.pyc`` without its ``.py`` files, read-only, its database in
``FLET_APP_STORAGE_DATA``. A game played there then goes to a club's database.
"""

from __future__ import annotations

import json
import os
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from importlib.util import find_spec
from pathlib import Path
from typing import Any

import pytest
from packaged_app import WEB_SERVER, fingerprint, package, run_on_phone, set_writable
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

from assistant.files.record import parse_record, record_of, replay, summarize
from assistant.games.simulate import random_game
from assistant.service import Listig
from assistant.storage.models import GameStatus


@dataclass
class Phone:
    app: Path
    data: Path
    files: dict[str, str]
    imports: dict[str, Any]
    first: dict[str, Any]
    again: dict[str, Any]


@pytest.fixture(scope="module")
def phone(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Phone]:
    """The packaged app, started three times from an empty data folder."""
    root = tmp_path_factory.mktemp("phone")
    app = package(root / "app")
    data = root / "data"
    data.mkdir()  # the app's data folder exists before Python starts (flet's main.dart)
    try:
        files = fingerprint(app)
        imports = run_on_phone(app, data, "imports")
        first = run_on_phone(app, data, "first")
        again = run_on_phone(app, data, "again", str(first["game_id"]))
        yield Phone(app, data, files, imports, first, again)
    finally:
        set_writable(app, True)


def test_the_package_holds_the_app_compiled_and_nothing_else(phone: Phone) -> None:
    files = set(phone.files)
    assert {"main.pyc", "listig.pyc", "engine/__init__.pyc", "assets/icon.png"} <= files
    assert "assistant/storage/migrations/versions/0001_initial.pyc" in files
    assert not [f for f in files if f.endswith(".py")]
    assert not [f for f in files if f.split("/")[0] in ("tests", "bench", "docs", "data")]
    assert not [f for f in files if "__pycache__" in f or f.startswith(".")]
    assert all(not int(mode.split()[0], 8) & 0o222 for mode in phone.files.values())


def test_the_entry_point_pulls_in_no_web_server(phone: Phone) -> None:
    assert all(find_spec(name) for name in WEB_SERVER)  # installed here, yet not imported
    assert phone.imports["web_server"] == []
    for name, origin in phone.imports["origins"].items():
        assert origin.startswith(str(phone.app)) and origin.endswith(".pyc"), name


def test_it_creates_its_database_in_the_data_folder(phone: Phone) -> None:
    assert Path(phone.first["database"]) == phone.data / "listig.db"
    assert phone.first["revision"] == phone.first["head"] is not None


def test_the_rules_pages_of_both_games_came_along(phone: Phone) -> None:
    from assistant.languages import LANGUAGES
    from views.rules import GAMES, rules_text

    assert {f for f in phone.files if f.startswith("views/rulebook/")} == {
        f"views/rulebook/{game}.{lang}.md" for game in GAMES for lang in LANGUAGES
    }
    for game in GAMES:
        for lang in LANGUAGES:
            title = rules_text(lang, game).partition("\n")[0]
            assert title.startswith("# ") and GAMES[game] in title
            assert phone.imports["rules"][f"{game}.{lang}"] == title  # read from the package


def test_a_whole_round_is_played_and_a_card_undone(phone: Phone) -> None:
    first = phone.first
    assert first["round_over"] and first["rounds"] == 1  # the second round's card undone
    assert first["seq_after_card"] == first["seq_before_card"] + 1
    assert first["seq_after_undo"] == first["seq_after_card"] + 1 and first["can_redo"]
    assert [s["rounds"] for s in first["standings"]] == [1, 1, 1, 1]


def test_a_restart_loses_nothing(phone: Phone) -> None:
    seen = phone.again["restarted"]
    assert seen["seq"] == phone.first["seq_after_undo"] and seen["can_redo"]
    assert seen["unfinished"] == [phone.first["game_id"]]
    assert seen["standings"] == phone.first["standings"]
    assert seen["record"] == phone.first["record"]
    assert contents(seen["backup"]) == contents(phone.first["backup"])
    assert phone.again["status"] == GameStatus.FINISHED.value


def test_the_package_data_came_along(phone: Phone) -> None:
    assert phone.again["picture"] == b"\x89PNG\r\n\x1a\n".hex()  # fonts
    assert phone.again["german"] == "Einstellungen"  # the compiled catalogs


def test_the_app_folder_is_left_as_it_was(phone: Phone) -> None:
    assert fingerprint(phone.app) == phone.files
    assert {"listig.db", "listig-game.json", "listig-backup.json"} <= set(phone.again["files"])


def contents(backup: str) -> dict[str, Any]:
    """A backup without the time it was made."""
    document: dict[str, Any] = json.loads(backup)
    document.pop("created_at")
    return document


# ---------------------------------------------------------------------- to the club


@pytest.fixture(params=["sqlite", "postgresql"])
def club(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Listig]:
    """A club's database, empty: an SQLite file, or a PostgreSQL database of its own."""
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path / 'club.db'}"
        with Listig(url) as service:
            yield service
        return
    server = os.environ.get("LISTIG_TEST_POSTGRES_URL", "")
    if not server:
        if os.environ.get("LISTIG_REQUIRE_POSTGRES") == "1":
            pytest.fail("LISTIG_REQUIRE_POSTGRES=1, but LISTIG_TEST_POSTGRES_URL is not set")
        pytest.skip("LISTIG_TEST_POSTGRES_URL is not set (scripts/check sets it)")
    name = f"listig_club_{uuid.uuid4().hex[:12]}"
    admin = create_engine(server, isolation_level="AUTOCOMMIT")
    try:
        with admin.connect() as conn:
            conn.execute(text(f'CREATE DATABASE "{name}"'))
        url = make_url(server).set(database=name).render_as_string(hide_password=False)
        with Listig(url) as service:
            yield service
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
    finally:
        admin.dispose()


def lines(service: Listig, night_id: int | None = None) -> list[dict[str, Any]]:
    """The standings as ``phone_run.standings`` reports them (no ids: they differ)."""
    return [
        {
            "name": s.name,
            "games": s.games,
            "wins": s.wins,
            "rounds": s.rounds,
            "points": s.points,
            "best_round": s.best_round,
        }
        for s in service.standings(night_id)
    ]


def same_game(a: str, b: str) -> bool:
    return summarize(replay(parse_record(a))) == summarize(replay(parse_record(b)))


def test_the_exported_record_brings_the_game_to_the_club(phone: Phone, club: Listig) -> None:
    earlier = record_of(random_game(5, seed=3), {"started_at": "2026-01-09T20:00:00+01:00"})
    club.import_record(earlier.dump())  # the club's history so far
    record = (phone.data / "listig-game.json").read_text(encoding="utf-8")
    info = club.import_record(record)
    assert info.status is GameStatus.FINISHED
    assert len(club.nights()) == 2
    assert lines(club, info.night_id) == phone.again["final"]
    assert same_game(club.export_record(info.game_id), record)


def test_the_backup_restores_the_phone_in_a_new_club_database(phone: Phone, club: Listig) -> None:
    backup = (phone.data / "listig-backup.json").read_text(encoding="utf-8")
    club.restore(backup)
    assert lines(club) == phone.again["final"]
    [game] = club.games()
    assert game.status is GameStatus.FINISHED
    record = (phone.data / "listig-game.json").read_text(encoding="utf-8")
    assert same_game(club.export_record(game.game_id), record)
