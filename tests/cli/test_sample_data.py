"""The sample records in data/: each replays, and its summary agrees with the engine."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from assistant.files.record import parse_record, replay
from assistant.games.simulate import random_game
from engine.mit_list_und_tuecke import End, Keep, summarize

DATA = Path(__file__).resolve().parents[2] / "data"
SAMPLES = {4: DATA / "sample-4p.json", 5: DATA / "sample-5p.json", 6: DATA / "sample-6p.json"}


def _generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_samples", DATA / "make_samples.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("players", sorted(SAMPLES))
def test_sample_replays_to_the_engine_summary(players: int) -> None:
    record = parse_record(SAMPLES[players].read_text(encoding="utf-8"))
    assert len(record.players) == players
    assert record.meta["title"]
    game = replay(record)
    assert game.finished
    seed, _ = _generator().SAMPLES[players]
    assert summarize(game) == summarize(random_game(players, seed))
    proc = subprocess.run(
        [str(Path(sys.executable).with_name("listig")), "replay", str(SAMPLES[players])],
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout) == summarize(game)


@pytest.mark.parametrize("players", sorted(SAMPLES))
def test_sample_file_is_what_the_generator_writes(players: int) -> None:
    generator = _generator()
    expected = generator.pretty(generator.sample(players))
    assert SAMPLES[players].read_text(encoding="utf-8") == expected


def test_round_1_of_the_4_player_sample_is_complete_with_a_color_choice() -> None:
    # The browser test taps through this round.
    game = replay(parse_record(SAMPLES[4].read_text(encoding="utf-8")))
    first = game.rounds[0]
    assert first.end is End.COMPLETE and len(first.tricks) == 14
    assert any(isinstance(e, Keep) for e in first.events)


def test_the_samples_show_a_blocked_round_a_color_choice_and_a_shared_win() -> None:
    games = [replay(parse_record(p.read_text(encoding="utf-8"))) for p in SAMPLES.values()]
    rounds = [r for g in games for r in g.rounds]
    assert any(r.end is End.BLOCKED for r in rounds)
    assert any(isinstance(e, Keep) for r in rounds for e in r.events)
    assert any(len(g.winners()) > 1 for g in games)
