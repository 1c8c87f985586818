"""``listig import`` and ``export`` of Homme de Brou records: a game of four comes back as it
went in; a game of three with a dummy is refused in one line, and the database stays empty."""

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


def test_a_game_with_a_dummy_is_refused_in_one_line(
    capsys: pytest.CaptureFixture[str], database_url: str
) -> None:
    db = ("--database", database_url)
    path = DATA / "homme-de-brou-selfplay-2.json"
    status, out, err = _run(capsys, "import", str(path), *db)
    assert status == 1 and out == "" and err.count("\n") == 1
    assert err.strip().endswith("does not store a record's dummy yet; nothing was stored")
    status, out, _ = _run(capsys, "standings", "--csv", *db)
    assert status == 0 and len(out.splitlines()) <= 1
