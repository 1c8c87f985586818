"""``listig import`` and ``export`` of Homme de Brou records: a game of four comes back as it
went in; so does a game of three with a dummy, and the dummy has no line in the standings."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.cli import main

DATA = Path(__file__).resolve().parents[3] / "data"


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_import_and_export_of_four(capsys: pytest.CaptureFixture[str], database_url: str) -> None:
    db = ("--database", database_url)
    path = DATA / "homme-de-brou-selfplay-1.json"
    status, out, _ = _run(capsys, "import", str(path), *db)
    assert status == 0 and out.startswith("imported game 1: Anna, Ben, Cleo, Dan (finished)")
    status, first, _ = _run(capsys, "export", "1", *db)
    assert status == 0 and '"game": "homme-de-brou"' in first
    status, out, _ = _run(capsys, "standings", "--csv", *db)
    assert status == 0 and sum(",homme-de-brou," in line for line in out.splitlines()) == 4


def test_a_game_with_a_dummy_is_kept(capsys: pytest.CaptureFixture[str], database_url: str) -> None:
    db = ("--database", database_url)
    path = DATA / "homme-de-brou-selfplay-2.json"
    status, out, _ = _run(capsys, "import", str(path), *db)
    assert status == 0 and out.startswith("imported game 1: Anna, Ben, Cleo, Dan")
    status, exported, _ = _run(capsys, "export", "1", *db)
    assert status == 0 and '"dummy": "Cleo"' in exported
    status, out, _ = _run(capsys, "standings", "--csv", *db)
    lines = [line for line in out.splitlines() if ",homme-de-brou," in line]
    assert status == 0 and len(lines) == 3 and not any(x.startswith("Cleo,") for x in lines)


def test_standings_by_side(capsys: pytest.CaptureFixture[str], database_url: str) -> None:
    db = ("--database", database_url)
    for name in ("homme-de-brou-selfplay-1.json", "homme-de-brou-selfplay-2.json"):
        assert _run(capsys, "import", str(DATA / name), *db)[0] == 0
    status, out, _ = _run(capsys, "standings", "--game", "homme-de-brou", "--by-side", *db)
    rows = out.splitlines()
    assert status == 0 and rows[0].split() == [
        "side",
        "games",
        "wins",
        "deals",
        "points",
        "avg",
        "best",
    ]
    assert sorted(row.split("  ")[0].strip() for row in rows[1:]) == [
        "Anna & Cleo",
        "Anna + dummy",
        "Ben & Dan",
    ]
    status, out, _ = _run(capsys, "standings", "--game", "homme-de-brou", "--by-side", "--csv", *db)
    assert status == 0 and out.splitlines()[0].startswith("side,with_dummy,game,")
    assert "Anna,1,homme-de-brou,1," in out
    status, out, err = _run(capsys, "standings", "--by-side", *db)
    assert status == 2 and out == "" and "--game" in err
    status, out, err = _run(capsys, "standings", "--game", "mit-list-und-tuecke", "--by-side", *db)
    assert status == 0 and out.splitlines()[1:] == []  # players alone: no sides
