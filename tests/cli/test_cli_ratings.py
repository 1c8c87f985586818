"""``listig ratings``: every player's rating of one game as CSV (the exact header, three
decimals, highest first, then by name) or as a table for people, of all time or of the
days between ``--since`` and ``--until``; checked against openskill fed the results by hand."""

from __future__ import annotations

import csv
import io
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from openskill.models import PlackettLuce, PlackettLuceRating

from assistant.cli import main
from assistant.files.record import record_of
from assistant.games.simulate import random_game
from engine.mit_list_und_tuecke import Game

LISTIG = str(Path(sys.executable).with_name("listig"))
GAME = "mit-list-und-tuecke"
SEATINGS = (
    ("Anna", "Ben", "Cleo", "Dan"),
    ("Ben", "=Eve", "Anna", "Dan", "Cleo"),
    ("Cleo", "Anna", "=Eve", "Finn"),
    ("Dan", "Finn", "Ben", "Anna", "Cleo", "=Eve"),
)
FIRST = datetime(2025, 12, 30, 20, 0, tzinfo=UTC)


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def _games() -> list[tuple[datetime, Game]]:
    """Four games a day apart (30 December 2025 to 2 January 2026), at the seatings."""
    return [
        (FIRST + timedelta(days=n), random_game(len(names), seed=50 + n, names=names))
        for n, names in enumerate(SEATINGS)
    ]


@pytest.fixture
def database(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    """A database holding the four games, imported the latest first."""
    url = f"sqlite:///{tmp_path / 'listig.db'}"
    for n, (started, game) in reversed(list(enumerate(_games()))):
        path = tmp_path / f"game{n}.json"
        path.write_text(record_of(game, {"started_at": started.isoformat()}).dump(), "utf-8")
        assert _run(capsys, "import", str(path), "--database", url)[0] == 0
    return url


def _by_hand(games: list[Game]) -> dict[str, tuple[float, float, int]]:
    """openskill fed each game's players alone, ranked by their totals."""
    model = PlackettLuce()
    now: dict[str, PlackettLuceRating] = {}
    count: dict[str, int] = {}
    for game in games:
        totals = game.totals()
        ranks = [1 + sum(t > mine for t in totals) for mine in totals]
        teams = [[now.get(n) or model.rating()] for n in game.players]
        for name, (new,) in zip(game.players, model.rate(teams, ranks=ranks), strict=True):
            now[name] = new
            count[name] = count.get(name, 0) + 1
    return {n: (r.mu, r.sigma, count[n]) for n, r in now.items()}


def _expected_csv(games: list[Game]) -> str:
    rated = _by_hand(games)
    rows = sorted(rated.items(), key=lambda item: (-round(item[1][0] - 3 * item[1][1], 3), item[0]))
    lines = ["player,games,mu,sigma,rating"]
    for name, (mu, sigma, played) in rows:
        shown = "'" + name if name.startswith("=") else name
        lines.append(f"{shown},{played},{mu:.3f},{sigma:.3f},{mu - 3 * sigma:.3f}")
    return "\n".join(lines) + "\n"


def test_csv_of_all_time(capsys: pytest.CaptureFixture[str], database: str) -> None:
    status, out, err = _run(capsys, "ratings", "--game", GAME, "--csv", "--database", database)
    assert status == 0 and err == ""
    assert out == _expected_csv([game for _, game in _games()])
    rows = list(csv.reader(io.StringIO(out)))
    assert rows[0] == ["player", "games", "mu", "sigma", "rating"]
    assert len(rows) == 1 + 6
    ratings = [float(r[4]) for r in rows[1:]]
    assert ratings == sorted(ratings, reverse=True)
    assert all(len(cell.split(".")[1]) == 3 for r in rows[1:] for cell in r[2:])


@pytest.mark.parametrize(
    ("since", "until", "games"),
    [
        ("2025-12-31", "2026-01-01", [1, 2]),
        ("2026-01-01", None, [2, 3]),
        (None, "2025-12-30", [0]),
        ("2026-01-02", "2026-01-02", [3]),
    ],
)
def test_csv_of_a_season_rates_its_games_only(
    capsys: pytest.CaptureFixture[str],
    database: str,
    since: str | None,
    until: str | None,
    games: list[int],
) -> None:
    """Both days included, by the (local) day each game was started."""
    argv = ["ratings", "--game", GAME, "--csv", "--database", database]
    argv += ["--since", since] if since else []
    argv += ["--until", until] if until else []
    status, out, _ = _run(capsys, *argv)
    played = _games()
    assert all(started.astimezone().date() == started.date() for started, _ in played)
    assert status == 0 and out == _expected_csv([played[n][1] for n in games])


def test_a_table_for_people_marks_provisional_ratings(
    capsys: pytest.CaptureFixture[str], database: str
) -> None:
    status, out, _ = _run(capsys, "ratings", "--game", GAME, "--database", database)
    assert status == 0
    lines = out.splitlines()
    assert lines[0].split() == ["player", "games", "rating", "mu", "sigma"]
    anna = next(line for line in lines if line.startswith("Anna"))
    assert anna.split()[1] == "4" and anna.split()[2].endswith("?")  # 4 games: provisional
    assert "provisional: fewer than 5 rated games" in out
    status, out, _ = _run(capsys, "ratings", "--game", "partout", "--database", database)
    assert status == 0 and out.startswith("no rated game")
    status, out, _ = _run(capsys, "ratings", "--game", "partout", "--csv", "--database", database)
    assert status == 0 and out == "player,games,mu,sigma,rating\n"


@pytest.mark.parametrize(
    ("argv", "status", "words"),
    [
        (["--game", "skat"], 1, "skat is not a game listig keeps"),
        (["--game", GAME, "--since", "2025-13-01"], 2, "is not a date (YYYY-MM-DD)"),
        (["--game", GAME, "--since", "2026-01-02", "--until", "2026-01-01"], 2, "after"),
        ([], 2, "--game"),
    ],
)
def test_mistakes_are_one_line(
    capsys: pytest.CaptureFixture[str], database: str, argv: list[str], status: int, words: str
) -> None:
    try:
        got, out, err = _run(capsys, "ratings", *argv, "--database", database)
    except SystemExit as exc:  # argparse's own refusals
        got, (out, err) = int(str(exc.code)), capsys.readouterr()
    assert got == status and out == "" and words in err
    assert "Traceback" not in err


def test_the_whole_process_prints_the_same(
    capsys: pytest.CaptureFixture[str], database: str
) -> None:
    argv = ["ratings", "--game", GAME, "--csv", "--database", database]
    proc = subprocess.run([LISTIG, *argv], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == _expected_csv([game for _, game in _games()])
