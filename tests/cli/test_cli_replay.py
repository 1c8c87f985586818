"""``listig replay FILE|-`` and ``--batch``, run as the installed console script."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from assistant.files.record import record_of
from assistant.games.simulate import deal, next_event, random_game
from engine.mit_list_und_tuecke import Game, Play, summarize

LISTIG = Path(sys.executable).with_name("listig")
H = '"format":"listig/1","players":["Anna","Ben","Cleo","Dan"],"first_dealer":"Dan"'


def run(*args: str, stdin: str | bytes | None = None) -> subprocess.CompletedProcess[str]:
    data = stdin.encode() if isinstance(stdin, str) else stdin
    proc = subprocess.run(
        [str(LISTIG), *args], input=data, capture_output=True, timeout=60, check=False
    )
    return subprocess.CompletedProcess(
        proc.args, proc.returncode, proc.stdout.decode(), proc.stderr.decode()
    )


def assert_one_plain_line(stderr: str) -> str:
    assert "Traceback" not in stderr
    lines = stderr.splitlines()
    assert len(lines) == 1, stderr
    return lines[0]


def game_in_progress() -> Game:
    """Two rounds played, the third one 20 events in."""
    rng = random.Random(4)
    game = random_game(6, 4, rounds=2)
    rnd = game.start_round()
    hands = deal(6, rng)
    for _ in range(20):
        event = next_event(rnd, hands, rng)
        rnd.apply(event)
        if isinstance(event, Play):
            hands[rnd.seat(event.by)].discard(event.card)
    return game


@pytest.fixture(scope="module")
def games() -> list[Game]:
    return [random_game(4, 1), random_game(5, 2), random_game(6, 3), game_in_progress()]


def test_the_console_script_is_installed() -> None:
    assert LISTIG.exists()


def test_replay_a_file_prints_the_summary(tmp_path: Path, games: list[Game]) -> None:
    for i, game in enumerate(games):
        path = tmp_path / f"g{i}.json"
        path.write_text(record_of(game, {"title": "t"}).dump(), encoding="utf-8")
        proc = run("replay", str(path))
        assert proc.returncode == 0, proc.stderr
        assert proc.stderr == ""
        assert json.loads(proc.stdout) == summarize(game)


def test_replay_standard_input(games: list[Game]) -> None:
    proc = run("replay", "-", stdin=record_of(games[0]).dump())
    assert proc.returncode == 0
    assert json.loads(proc.stdout) == summarize(games[0])


def test_summary_shape_follows_the_spec(games: list[Game]) -> None:
    summary = json.loads(run("replay", "-", stdin=record_of(games[3]).dump()).stdout)
    assert list(summary) == ["players", "rounds", "totals", "finished", "winners"]
    ended, running = summary["rounds"][0], summary["rounds"][-1]
    assert ended["end"] in ("complete", "blocked")
    assert set(ended) == {"dealer", "end", "tricks", "scores", "stacks"}
    for stack in ended["stacks"].values():
        assert set(stack) == {"open", "discarded"}
        assert all(count > 0 for count in stack["open"].values())
        assert list(stack["open"]) == sorted(stack["open"], key="BGRY".index)
    assert running["scores"] is None and "stacks" not in running
    assert summary["finished"] is False and summary["winners"] == []
    finished = json.loads(run("replay", "-", stdin=record_of(games[2]).dump()).stdout)
    assert finished["finished"] is True and finished["winners"]
    best = max(finished["totals"].values())
    assert finished["winners"] == [p for p, t in finished["totals"].items() if t == best]


BAD = [
    ("not JSON", "{", "not valid JSON"),
    ("not an object", "[]", "a record is a JSON object"),
    ("wrong shape", '{"format":"listig/1"}', "'players' is missing"),
    ("unknown field", "{" + H + ',"rounds":[],"colour":1}', "unknown field 'colour'"),
    (
        "unknown key in an event",
        "{" + H + ',"rounds":[[{"by":"Anna","play":"R1","card":"R1"}]]}',
        "round 1, event 1: unknown key 'card'",
    ),
    (
        "two keys in an event",
        "{" + H + ',"rounds":[[{"by":"Anna","play":"R1","blocked":true}]]}',
        "round 1, event 1: an event has exactly one of play, take, keep, blocked",
    ),
    (
        "bad card text",
        "{" + H + ',"rounds":[[{"by":"Anna","play":"R1"},{"by":"Ben","play":"Red 5"}]]}',
        "round 1, event 2: Ben: 'Red 5' is not a card",
    ),
    (
        "rule break",
        "{" + H + ',"rounds":[[{"by":"Anna","play":"R1"},{"by":"Ben","play":"Y1"},'
        '{"by":"Cleo","play":"B1"},{"by":"Dan","play":"G1"}]]}',
        "round 1, event 4: Dan cannot play G1 — the trick already shows blue, red and yellow",
    ),
    (
        "wrong turn",
        "{" + H + ',"rounds":[[{"by":"Ben","play":"R1"}]]}',
        "round 1, event 1: Ben cannot play R1 — it is Anna's turn",
    ),
    (
        "a round after an unfinished one",
        "{" + H + ',"rounds":[[{"by":"Anna","play":"R1"}],[]]}',
        "round 2: a round may only follow a round that has ended",
    ),
]


@pytest.mark.parametrize(("text", "expected"), [b[1:] for b in BAD], ids=[b[0] for b in BAD])
def test_a_bad_record_gives_one_plain_line(tmp_path: Path, text: str, expected: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    proc = run("replay", str(path))
    assert proc.returncode != 0
    assert proc.stdout == ""
    line = assert_one_plain_line(proc.stderr)
    assert line.startswith(f"{path}: {expected}"), line


def test_a_missing_file(tmp_path: Path) -> None:
    proc = run("replay", str(tmp_path / "nope.json"))
    assert proc.returncode != 0
    assert "cannot read" in assert_one_plain_line(proc.stderr)


def test_bytes_that_are_not_utf8() -> None:
    proc = run("replay", "-", stdin=b"\xff\xfe{}")
    assert proc.returncode != 0
    assert_one_plain_line(proc.stderr)


def test_batch_prints_one_line_per_record_and_goes_on_after_a_bad_line(
    tmp_path: Path, games: list[Game]
) -> None:
    good = [record_of(g).dump(indent=None).encode() for g in games[:3]]
    bad = [text.encode() for _, text, _ in BAD] + [b"\xff\xfe{}"]
    lines = [good[0], *bad, good[1], good[2]]
    path = tmp_path / "games.jsonl"
    path.write_bytes(b"\n".join(lines) + b"\n")
    proc = run("replay", "--batch", str(path))
    assert proc.returncode == 1
    assert proc.stderr == ""
    out = proc.stdout.splitlines()
    assert len(out) == len(lines)
    results = [json.loads(line) for line in out]
    assert results[0] == summarize(games[0])
    for line_no, (_, _, expected) in enumerate(BAD, start=2):
        error = results[line_no - 1]["error"]
        assert error.startswith(f"line {line_no}: {expected}"), error
    assert set(results[len(BAD) + 1]) == {"error"}
    assert results[-2] == summarize(games[1])
    assert results[-1] == summarize(games[2])


def test_batch_all_valid_exits_0_from_standard_input(games: list[Game]) -> None:
    text = "".join(record_of(g).dump(indent=None) + "\n" for g in games)
    proc = run("replay", "--batch", "-", stdin=text)
    assert proc.returncode == 0, proc.stdout
    assert [json.loads(line) for line in proc.stdout.splitlines()] == [summarize(g) for g in games]


def test_a_reader_that_stops_early_gets_no_traceback(tmp_path: Path, games: list[Game]) -> None:
    path = tmp_path / "many.jsonl"
    path.write_text(
        "".join(record_of(games[2]).dump(indent=None) + "\n" for _ in range(300)), "utf-8"
    )
    proc = subprocess.Popen(
        [str(LISTIG), "replay", "--batch", str(path)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.read(10)
    proc.stdout.close()
    proc.wait(timeout=60)
    assert proc.stderr.read() == b""
    proc.stderr.close()
