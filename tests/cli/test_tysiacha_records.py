"""Tysiacha records: the samples in data/ replay as the spec prints them, ``listig replay``
and ``--batch`` agree with the engine, and every broken record is refused in one line."""

from __future__ import annotations

import importlib.util
import json
import random
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from assistant.files.record import RecordError, parse_record, record_of, replay, replay_json
from assistant.games.kinds import KINDS, kind
from assistant.games.tysiacha import kind as tysiacha
from engine.tysiacha import PACK, Game, summarize
from engine.tysiacha.selfplay import random_game

CARDS = {str(card) for card in PACK}
DATA = Path(__file__).resolve().parents[2] / "data"
LISTIG = str(Path(sys.executable).with_name("listig"))
EXAMPLE = DATA / "tysiacha-spec-example.json"
SPEC_REPLAY = DATA / "tysiacha-spec-replay.json"
"""The spec's Tysiacha replay output, copied word for word from the record format."""
SPEC_RECORD = DATA / "tysiacha-spec-record.json"
"""The spec's Tysiacha record, copied word for word."""


def _generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_samples", DATA / "make_samples.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([LISTIG, *args], input=stdin, capture_output=True, text=True, check=False)


def text_of(game: Game, meta: dict[str, Any] | None = None) -> str:
    return record_of(game, meta).dump()


def test_tysiacha_is_a_game_kind() -> None:
    assert KINDS["tysiacha"] is tysiacha
    assert (tysiacha.ID, tysiacha.TITLE, tysiacha.PLAYER_COUNTS) == ("tysiacha", "Tysiacha", (3,))
    assert kind("tysiacha").Game is Game


def test_the_spec_example_replays_exactly_as_the_spec_prints_it() -> None:
    proc = run("replay", str(EXAMPLE))
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    assert json.loads(proc.stdout) == json.loads(SPEC_REPLAY.read_text(encoding="utf-8"))


def test_the_spec_record_replays() -> None:
    game = replay(parse_record(SPEC_RECORD.read_text(encoding="utf-8")))
    [deal] = summarize(game)["rounds"]
    assert (deal["soloist"], deal["bid"], deal["final_bid"], deal["end"]) == (
        "Cleo",
        120,
        140,
        "open",
    )
    assert deal["takers"] == ["Anna"] and deal["trumps"] == ["H"]
    assert deal["marriages"] == {"Anna": ["S"], "Ben": [], "Cleo": ["H"]}


@pytest.mark.parametrize("name", ["tysiacha-selfplay-1.json", "tysiacha-selfplay-2.json"])
def test_a_self_played_sample_replays_to_the_engine_summary(name: str) -> None:
    generator = _generator()
    seed, _ = generator.TYSIACHA_SAMPLES[name]
    played, _ = random_game(random.Random(seed))
    record = parse_record((DATA / name).read_text(encoding="utf-8"))
    game = replay(record)
    assert game.finished and summarize(game) == summarize(played)
    proc = run("replay", str(DATA / name))
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout) == summarize(played)


def test_the_samples_show_forced_games_forty_each_the_cap_and_a_negative_total() -> None:
    first = replay(parse_record((DATA / "tysiacha-selfplay-1.json").read_text(encoding="utf-8")))
    second = replay(parse_record((DATA / "tysiacha-selfplay-2.json").read_text(encoding="utf-8")))
    for game in (first, second):
        assert any(r.forced for r in game.rounds) and any(r.conceded for r in game.rounds)
    assert first.totals()[1] == 1000 and first.winners() == (0,)
    assert min(second.totals()) < 0 and second.winners() == (2,)


@pytest.mark.parametrize(
    "name", ["tysiacha-selfplay-1.json", "tysiacha-selfplay-2.json", "tysiacha-spec-example.json"]
)
def test_a_sample_file_is_what_the_generator_writes(name: str) -> None:
    generator = _generator()
    record = (
        generator.tysiacha_example()
        if name == generator.TYSIACHA_EXAMPLE
        else generator.tysiacha_sample(name)
    )
    assert (DATA / name).read_text(encoding="utf-8") == generator.pretty(record)


@pytest.mark.parametrize("seed", range(6))
def test_a_self_played_game_and_each_of_its_beginnings_replay(seed: int) -> None:
    game, deals = random_game(random.Random(seed), first_dealer=seed % 3)
    assert summarize(replay_json(text_of(game))) == summarize(game)
    cut = Game(game.players, game.first_dealer)
    events = [e for deal in deals for e in deal]
    rng = random.Random(seed)
    for length in sorted(rng.sample(range(len(events)), 5)):
        cut = Game(game.players, game.first_dealer)
        cut.apply_all(events[:length])
        assert summarize(replay_json(text_of(cut))) == summarize(cut)


def test_batch_reads_every_line_and_says_each_error_in_one_line() -> None:
    good = [json.dumps(json.loads(EXAMPLE.read_text(encoding="utf-8")))]
    good.append(json.dumps(json.loads((DATA / "tysiacha-selfplay-1.json").read_text())))
    bad = json.loads(good[0])
    bad["rounds"][0][3]["bid"] = 125
    lines = [good[0], json.dumps(bad), "{", good[1]]
    proc = run("replay", "--batch", "-", stdin="\n".join(lines) + "\n")
    assert proc.returncode == 1
    out = proc.stdout.splitlines()
    assert len(out) == 4 and "Traceback" not in proc.stderr
    assert json.loads(out[0]) == json.loads(SPEC_REPLAY.read_text(encoding="utf-8"))
    assert json.loads(out[1]) == {
        "error": "line 2: round 1, event 4: Cleo cannot bid 125 — bids go in tens (100, 110, 120 …)"
    }
    assert json.loads(out[2])["error"].startswith("line 3: not valid JSON")
    assert json.loads(out[3])["finished"] is True


def test_a_broken_record_exits_with_one_line_on_standard_error() -> None:
    record = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    record["rounds"][0][8]["play"] = "HK"  # Anna plays the card Cleo just led
    proc = run("replay", "-", stdin=json.dumps(record))
    assert proc.returncode != 0 and proc.stdout == ""
    assert proc.stderr.strip() == (
        "-: round 1, event 9: Anna cannot play HK — HK was already played this deal"
    )
    assert proc.stderr.count("\n") == 1


def _example() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    return data


def _broken(change: str) -> dict[str, Any]:
    record = _example()
    first = record["rounds"][0]
    match change:
        case "bid as text":
            first[0]["bid"] = "100"
        case "bid as float":
            first[0]["bid"] = 100.0
        case "bid as true":
            first[0]["bid"] = True
        case "pass false":
            first[2]["pass"] = False
        case "pass 1":
            first[2]["pass"] = 1
        case "two kinds":
            first[2]["bid"] = 130
        case "marriage on a bid":
            first[0]["marriage"] = True
        case "marriage false":
            first[7]["marriage"] = False
        case "marriage null":
            first[7]["marriage"] = None
        case "marriage null on a bid":
            first[0]["marriage"] = None
        case "pass null":
            first[2]["pass"] = None
        case "concede null":
            first[6]["concede"] = None
        case "lower case card":
            first[7]["play"] = "hk"
        case "ten as 10":
            first[8]["play"] = "H10"
        case "card of another pack":
            first[8]["play"] = "H8"
        case "name not exact":
            first[8]["by"] = "anna"
        case "unknown key":
            first[8]["lead"] = True
        case "event not an object":
            first[8] = "HT"
        case "widow twice the same card":
            first[5]["widow"] = ["SA", "SA", "HK"]
        case "widow of two":
            first[5]["widow"] = ["SA", "D9"]
        case "no widow":
            del first[5]
        case "widow in a forced game":
            record["rounds"][1].insert(3, {"by": "Cleo", "widow": ["SA", "D9", "HK"]})
        case "forced pass":
            record["rounds"][1][2] = {"by": "Cleo", "pass": True}
        case "forced 100 raised":
            record["rounds"][1][3]["final_bid"] = 110
        case "final bid below the bid":
            first[6]["final_bid"] = 110
        case "forty each after the final bid":
            first.insert(7, {"by": "Cleo", "concede": True})
        case "four players":
            record["players"].append("Dan")
        case "first dealer not at the table":
            record["first_dealer"] = "Dan"
        case "first dealer in lower case":
            record["first_dealer"] = "anna"
        case "first dealer with a space":
            record["first_dealer"] = "Anna "
        case "a deal after an open deal":
            record["rounds"].append([])
        case "unknown field":
            record["version"] = 2
        case "no rounds":
            del record["rounds"]
    return record


BROKEN = {
    "bid as text": "round 1, event 1: bid: input should be a valid integer",
    "bid as float": "round 1, event 1: bid: input should be a valid integer",
    "bid as true": "round 1, event 1: bid: input should be a valid integer",
    "pass false": "round 1, event 3: pass takes only true",
    "pass 1": "round 1, event 3: pass: input should be a valid boolean",
    "two kinds": (
        "round 1, event 3: an event has exactly one of bid, pass, widow, concede, final_bid, "
        "play, not bid and pass"
    ),
    "marriage on a bid": "round 1, event 1: marriage goes only with play",
    "marriage false": "round 1, event 8: marriage takes only true",
    "marriage null": "round 1, event 8: marriage takes only true",
    "marriage null on a bid": "round 1, event 1: marriage takes only true",
    "pass null": "round 1, event 3: pass takes only true",
    "concede null": "round 1, event 7: concede takes only true",
    "lower case card": "round 1, event 8: Cleo: 'hk' is not a card",
    "ten as 10": "round 1, event 9: Anna: 'H10' is not a card",
    "card of another pack": "round 1, event 9: Anna cannot play H8",
    "name not exact": "round 1, event 9: anna is not at this table (Anna, Ben, Cleo)",
    "unknown key": "round 1, event 9: unknown key 'lead'",
    "event not an object": "round 1, event 9: an event is a JSON object with 'by' and one of",
    "widow twice the same card": "round 1, event 6: Cleo cannot show SA, SA, HK as the widow",
    "widow of two": "round 1, event 6: Cleo cannot show SA, D9 as the widow",
    "no widow": "round 1, event 6: Cleo must first show the widow",
    "widow in a forced game": "round 2, event 4: Cleo cannot show the widow",
    "forced pass": "round 2, event 3: Cleo cannot pass",
    "forced 100 raised": "round 2, event 4: Cleo",
    "final bid below the bid": "round 1, event 7: Cleo cannot make 110 the final bid",
    "forty each after the final bid": "round 1, event 8: Cleo",
    "four players": "Tysiacha is for 3 players, not 4",
    "first dealer not at the table": "the first dealer Dan is not one of the players",
    "first dealer in lower case": "the first dealer anna is not one of the players",
    "first dealer with a space": "the first dealer Anna  is not one of the players",
    "a deal after an open deal": "round 3: a round may only follow a round that has ended",
    "unknown field": "unknown field 'version'",
    "no rounds": "'rounds' is missing",
}


@pytest.mark.parametrize("change", sorted(BROKEN))
def test_a_broken_record_says_where_and_why(change: str) -> None:
    with pytest.raises(RecordError) as caught:
        replay_json(json.dumps(_broken(change)))
    message = caught.value.message
    assert message.startswith(BROKEN[change]), message
    assert "\n" not in message
    with pytest.raises(RecordError) as again:
        replay(parse_record(json.dumps(_broken(change))))
    assert again.value.message == message


def test_no_deal_follows_the_one_that_won_the_game() -> None:
    game, _ = random_game(random.Random(57))
    assert game.finished
    record = json.loads(text_of(game))
    winner = game.players[game.winners()[0]]
    record["rounds"].append([])
    deals = len(record["rounds"])
    with pytest.raises(RecordError) as caught:
        replay_json(json.dumps(record))
    assert caught.value.message == f"round {deals}: the game is over: {winner} passed 1000"
    record["rounds"][-1] = [{"by": "Anna", "pass": True}]
    with pytest.raises(RecordError, match=f"^round {deals}: the game is over"):
        replay_json(json.dumps(record))


def test_a_game_in_meta_and_a_record_of_another_game_are_told_apart() -> None:
    record = _example()
    record["meta"] = {"game": "partout"}
    assert summarize(replay_json(json.dumps(record)))["rounds"][0]["end"] == "complete"
    record["game"] = "partout"
    with pytest.raises(RecordError, match=r"unknown key 'bid'"):
        replay_json(json.dumps(record))


# ----------------------------------------------------------------- generated broken records

EVENT_KEYS = ("bid", "pass", "widow", "concede", "final_bid", "play", "marriage")
wrong_values = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-1000, 1000),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=4),
    st.lists(st.text(max_size=3), max_size=4),
)


@st.composite
def broken_records(draw: st.DrawFn) -> tuple[str, str]:
    """A record of a self-played game with one fault: an event repeated, a field changed to
    a value of the wrong kind, an unknown key, a name not written as seated, a deal cut in
    two. Returns the record's text and what was done."""
    seed = draw(st.integers(0, 30))
    game, _ = random_game(random.Random(seed), deals=draw(st.integers(1, 3)))
    record = json.loads(text_of(game))
    rounds = record["rounds"]
    d = draw(st.integers(0, len(rounds) - 1))
    i = draw(st.integers(0, len(rounds[d]) - 1))
    event = rounds[d][i]
    how = draw(
        st.sampled_from(
            ["repeat", "value", "unknown key", "name", "second kind", "cut", "another player"]
        )
    )
    if how == "repeat":
        rounds[d].insert(i + 1, dict(event))
    elif how == "value":
        key = next(k for k in EVENT_KEYS if k in event)
        new = draw(wrong_values)
        if key in ("bid", "final_bid"):
            new = draw(
                st.one_of(
                    st.integers(-500, 1000).filter(lambda n: n % 10 or not 100 <= n <= 400),
                    wrong_values.filter(lambda v: type(v) is not int),
                )
            )
        elif key in ("pass", "concede"):
            new = draw(wrong_values.filter(lambda v: v is not True))
        elif key == "play":
            not_a_card = wrong_values.filter(lambda v: not (isinstance(v, str) and v in CARDS))
            new = draw(not_a_card | st.sampled_from(["S8", "sa", "S10", "HX", "", " SA"]))
        elif key == "widow":
            new = draw(
                wrong_values.filter(lambda v: not isinstance(v, list))
                | st.lists(st.sampled_from(["SA", "SK", "HT", "C9"]), max_size=2)
            )
        event[key] = new
        if key == "play" and new is None:
            event["play"] = ["SA"]
    elif how == "unknown key":
        event[draw(st.sampled_from(["card", "Bid", "trump", "take", "by "]))] = True
    elif how == "name":
        event["by"] = draw(st.sampled_from([event["by"].lower(), f" {event['by']}", "Dan"]))
    elif how == "second kind":
        extra = draw(st.sampled_from([k for k in EVENT_KEYS[:6] if k not in event]))
        event[extra] = {"bid": 100, "final_bid": 100, "play": "SA", "widow": ["SA"]}.get(
            extra, True
        )
    elif how == "cut" and len(rounds[d]) > 1 and i > 0 and d + 1 < len(rounds):
        rounds.insert(d + 1, rounds[d][i:])
        del rounds[d][i:]
    else:  # another player, or a cut that cannot be made here
        names = [n for n in record["players"] if n != event["by"]]
        event["by"] = draw(st.sampled_from(names))
    return json.dumps(record), how


def _refused_or_valid(text: str) -> str | None:
    """The one-line message a record is refused with, or ``None`` if it is valid."""
    try:
        replay_json(text)
    except RecordError as exc:
        assert exc.message and "\n" not in exc.message and "Traceback" not in exc.message
        with pytest.raises(RecordError) as again:
            replay(parse_record(text))
        assert again.value.message == exc.message  # both ways say the same
        return exc.message
    return None


@settings(max_examples=150, deadline=None)
@given(broken_records())
def test_a_generated_broken_record_is_refused_in_one_line(case: tuple[str, str]) -> None:
    text, how = case
    message = _refused_or_valid(text)
    if how in ("repeat", "value", "unknown key", "name", "second kind"):
        assert message is not None, f"{how}: accepted"
