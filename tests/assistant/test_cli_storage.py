"""The storage commands of ``listig``: import, export, standings, backup, restore."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from assistant.cli import main
from assistant.files.record import parse_record, record_of, replay
from assistant.games.simulate import random_game
from engine.mit_list_und_tuecke.summary import summarize


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.fixture
def record_file(tmp_path: Path) -> Path:
    path = tmp_path / "game.json"
    path.write_text(record_of(random_game(5, seed=31), {"title": "Club"}).dump(), "utf-8")
    return path


def test_import_export_standings(
    capsys: pytest.CaptureFixture[str], database_url: str, record_file: Path, tmp_path: Path
) -> None:
    db = ("--database", database_url)
    status, out, _ = _run(capsys, "import", str(record_file), *db)
    assert status == 0 and out.startswith("imported game 1: Anna, Ben, Cleo, Dan, Eve (finished)")
    status, out, _ = _run(capsys, "export", "1", *db)
    assert status == 0
    exported = replay(parse_record(out))
    assert summarize(exported) == summarize(random_game(5, seed=31))
    status, out, _ = _run(capsys, "standings", *db)
    assert status == 0 and out.splitlines()[0].split()[:3] == ["player", "games", "wins"]
    assert len(out.splitlines()) == 6
    status, out, _ = _run(capsys, "standings", "--tonight", "--csv", *db)
    assert status == 0 and out.splitlines()[0].startswith("player,game,games,wins")
    target = tmp_path / "export.json"
    assert _run(capsys, "export", "1", "-o", str(target), *db)[0] == 0
    assert parse_record(target.read_text("utf-8")).players[0] == "Anna"


def test_backup_and_restore(
    capsys: pytest.CaptureFixture[str], database_url: str, record_file: Path, tmp_path: Path
) -> None:
    db = ("--database", database_url)
    _run(capsys, "import", str(record_file), *db)
    backup = tmp_path / "backup.json"
    assert _run(capsys, "backup", str(backup), *db)[0] == 0
    assert json.loads(backup.read_text("utf-8"))["format"] == "listig-backup/1"
    status, _, err = _run(capsys, "restore", str(backup), *db)
    assert status == 1 and "not empty" in err
    status, out, _ = _run(capsys, "restore", str(backup), "--replace", *db)
    assert status == 0 and out.startswith("restored 5 players, 1 game nights, 1 games")
    empty = f"sqlite:///{tmp_path / 'other.db'}"
    assert _run(capsys, "restore", str(backup), "--database", empty)[0] == 0
    status, _, err = _run(capsys, "import", str(backup), "--database", empty)
    assert status == 1 and "use listig restore" in err


@pytest.mark.parametrize(
    ("argv", "reason"),
    [
        (["export", "7"], "there is no game number 7"),
        (["import", "missing.json"], "cannot use missing.json"),
        (["restore", "missing.json"], "cannot use missing.json"),
    ],
)
def test_errors_are_one_line(
    capsys: pytest.CaptureFixture[str], database_url: str, argv: list[str], reason: str
) -> None:
    status, _, err = _run(capsys, *argv, "--database", database_url)
    assert status == 1
    assert reason in err and len(err.strip().splitlines()) == 1


def test_a_bad_record_says_where(
    capsys: pytest.CaptureFixture[str], database_url: str, tmp_path: Path
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(
        '{"format": "listig/1", "players": ["A","B","C","D"], "first_dealer": "A",'
        ' "rounds": [[{"by": "C", "play": "R1"}]]}',
        "utf-8",
    )
    status, _, err = _run(capsys, "import", str(bad), "--database", database_url)
    assert status == 1 and err.startswith(f"{bad}: round 1, event 1: ")
