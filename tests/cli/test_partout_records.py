"""Partout records: read strictly, replayed and summarised as the spec says, never taken
for a record of the other game; through ``listig replay`` and ``--batch``."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from assistant.files.record import RecordError, parse_record, record_of, replay, summarize
from assistant.games.partout import kind as partout
from assistant.games.simulate import random_game as tuecke_game
from engine.partout.selfplay import random_game

LISTIG = Path(sys.executable).with_name("listig")


def record_text(players: int, seed: int) -> str:
    game, _ = random_game(players, random.Random(seed))
    return partout.record_of(game).dump(indent=None)


@pytest.mark.parametrize("players", [3, 4, 6])
def test_a_record_replays_to_the_engines_summary(players: int) -> None:
    game, events = random_game(players, random.Random(players))
    text = record_of(game).dump()
    assert json.loads(text)["game"] == "partout"
    again = replay(parse_record(text))
    assert summarize(again) == summarize(game)
    assert [e for r in again.rounds for e in r.events] == events


def test_an_unfinished_round_replays() -> None:
    game, _ = random_game(4, random.Random(9))
    data = json.loads(record_of(game).dump())
    data["rounds"] = data["rounds"][:2]
    data["rounds"][1] = data["rounds"][1][:11]  # the trump, four predictions, six cards
    summary = summarize(replay(parse_record(json.dumps(data))))
    assert summary["rounds"][1]["end"] == "open" and summary["rounds"][1]["scores"] is None
    assert summary["finished"] is False and summary["winners"] == []


def _broken(change: str) -> str:
    data = json.loads(record_text(4, 2))
    first = data["rounds"][0]
    match change:
        case "number as text":
            first[0]["trump_number"] = str(first[0]["trump_number"])
        case "number as true":
            first[0]["trump_number"] = True
        case "unknown key":
            first[0]["note"] = "x"
        case "two kinds":
            first[0]["predict"] = 1
        case "lower-case card":
            play = next(e for e in first if "play" in e)
            play["play"] = play["play"].lower()
        case "name with a space":
            first[0]["by"] = first[0]["by"] + " "
        case "five players":
            data["players"].append("Eve")
        case "too many rounds":
            data["rounds"] += data["rounds"][:1] * 8
        case "a number with a predict":
            pred = next(e for e in first if "predict" in e)
            pred["number"] = 3
        case "no rounds":
            del data["rounds"]
    return json.dumps(data)


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ("number as text", "round 1, event 1: trump_number"),
        ("number as true", "round 1, event 1: trump_number"),
        ("unknown key", "round 1, event 1: unknown key 'note'"),
        ("two kinds", "exactly one of trump_number, trump_color, predict, play"),
        ("lower-case card", "is not a card"),
        ("name with a space", "is not at this table"),
        ("five players", "5"),
        ("too many rounds", "rounds, but 4 players play 8 rounds"),
        ("a number with a predict", "number, color and target go only with play"),
        ("no rounds", "'rounds' is missing"),
    ],
)
def test_a_broken_record_says_where_and_why(change: str, words: str) -> None:
    with pytest.raises(RecordError) as caught:
        replay(parse_record(_broken(change)))
    assert words in caught.value.message


def test_one_game_is_never_read_as_the_other() -> None:
    tuecke = json.loads(record_of(tuecke_game(4, 1)).dump())
    tuecke["game"] = "partout"
    with pytest.raises(RecordError, match="unknown key 'take'"):
        parse_record(json.dumps(tuecke))
    other = json.loads(record_text(4, 3))
    del other["game"]  # a record that names no game is of the first game
    with pytest.raises(RecordError, match="round 1, event 1: unknown key 'trump_number'"):
        parse_record(json.dumps(other))
    other["game"] = "skat"
    known = "knows the games mit-list-und-tuecke, partout, tysiacha"  # and later games
    with pytest.raises(RecordError, match=known):
        parse_record(json.dumps(other))


def test_a_game_key_inside_meta_does_not_confuse_the_reader() -> None:
    data = {"format": "listig/1", "meta": {"game": "partout"}}
    data.update(json.loads(record_of(tuecke_game(4, 5)).dump()))
    data["meta"] = {"game": "partout"}
    text = json.dumps({"meta": data.pop("meta"), **data})
    assert parse_record(text).game == "mit-list-und-tuecke"


def test_listig_replay_and_batch_read_both_games() -> None:
    one = subprocess.run(
        [str(LISTIG), "replay", "-"], input=record_text(6, 1), capture_output=True, text=True
    )
    assert one.returncode == 0, one.stderr
    assert json.loads(one.stdout)["teams"] == ["Anna & Dan", "Ben & Eve", "Cleo & Finn"]
    lines = [
        record_text(3, 1),
        record_of(tuecke_game(5, 2)).dump(indent=None),
        _broken("two kinds"),
    ]
    batch = subprocess.run(
        [str(LISTIG), "replay", "--batch", "-"],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
    )
    assert batch.returncode == 1 and "Traceback" not in batch.stderr
    out = [json.loads(line) for line in batch.stdout.splitlines()]
    assert out[0]["game"] == "partout" and "game" not in out[1]
    assert out[2]["error"].startswith("line 3: ")
