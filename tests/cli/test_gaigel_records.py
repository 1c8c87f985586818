"""Gaigel records: the samples in data/ replay as the spec prints them, ``listig replay``
and ``--batch`` agree with the engine, both ways of recording a deal replay, and every
broken record is refused in one line."""

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
from assistant.games.gaigel import kind as gaigel
from assistant.games.kinds import AT_THE_TABLE, KINDS, kind
from engine.gaigel import PACK, Game, How, Kind, Phase, summarize
from engine.gaigel.selfplay import announced, random_game

CARDS = {str(card) for card in PACK}
DATA = Path(__file__).resolve().parents[2] / "data"
LISTIG = str(Path(sys.executable).with_name("listig"))
SPEC_RECORD = DATA / "gaigel-spec-record.json"
"""The spec's Gaigel record, copied word for word from the record format."""
SPEC_REPLAY = DATA / "gaigel-spec-replay.json"
"""The spec's ``listig replay`` output for that record, copied word for word."""
EDGES = DATA / "gaigel-edge-cases.json"
SELFPLAY = ("gaigel-selfplay-1.json", "gaigel-selfplay-2.json", "gaigel-selfplay-3.json")


def _generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "make_gaigel_samples", DATA / "make_gaigel_samples.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([LISTIG, *args], input=stdin, capture_output=True, text=True, check=False)


def text_of(game: Game, meta: dict[str, Any] | None = None) -> str:
    return record_of(game, meta).dump()


def _example() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(SPEC_RECORD.read_text(encoding="utf-8"))
    return data


def test_gaigel_is_a_game_kind_played_at_the_table() -> None:
    assert KINDS["gaigel"] is gaigel
    assert (gaigel.ID, gaigel.TITLE, gaigel.PLAYER_COUNTS) == ("gaigel", "Gaigel", (4,))
    assert kind("gaigel").Game is Game
    assert "gaigel" in AT_THE_TABLE


def test_the_spec_example_replays_exactly_as_the_spec_prints_it() -> None:
    proc = run("replay", str(SPEC_RECORD))
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    assert json.loads(proc.stdout) == json.loads(SPEC_REPLAY.read_text(encoding="utf-8"))
    assert list(json.loads(proc.stdout)) == [  # the keys in the spec's order
        "game",
        "players",
        "teams",
        "rounds",
        "totals",
        "finished",
        "winners",
    ]


def test_the_spec_copies_here_and_in_the_engine_tests_agree() -> None:
    engine = DATA.parent / "tests" / "engine" / "gaigel"
    assert SPEC_RECORD.read_text(encoding="utf-8") == (engine / "spec_example.json").read_text(
        encoding="utf-8"
    )
    assert SPEC_REPLAY.read_text(encoding="utf-8") == (engine / "spec_replay.json").read_text(
        encoding="utf-8"
    )


def test_the_spec_record_is_written_back_event_for_event() -> None:
    record = parse_record(SPEC_RECORD.read_text(encoding="utf-8"))
    written = json.loads(record_of(replay(record), record.meta).dump())
    assert written == _example()


@pytest.mark.parametrize("name", SELFPLAY)
def test_a_self_played_sample_replays_to_the_engine_summary(name: str) -> None:
    game, _ = _generator().deals_of(name)
    record = parse_record((DATA / name).read_text(encoding="utf-8"))
    assert record.meta["title"] and record.meta["description"]
    assert game.finished and summarize(replay(record)) == summarize(game)
    proc = run("replay", str(DATA / name))
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout) == summarize(game)


@pytest.mark.parametrize("name", [*SELFPLAY, EDGES.name])
def test_a_sample_file_is_what_the_generator_writes(name: str) -> None:
    generator = _generator()
    record = generator.records()[name]
    assert (DATA / name).read_text(encoding="utf-8") == generator.pretty(record)


def test_the_self_played_samples_show_every_way_a_deal_ends() -> None:
    games = [replay(parse_record((DATA / n).read_text(encoding="utf-8"))) for n in SELFPLAY]
    deals = [r for g in games for r in g.rounds]
    assert {r.result.how for r in deals if r.result} == set(How)
    assert {r.result.kind for r in deals if r.result} == set(Kind)
    assert {r.mode.value for r in deals if r.mode} == {"cards", "tricks"}
    assert any(r.reserve is not None and r.exchange not in (None, r.reserve) for r in deals)
    assert any(len(r.tricks) == 12 and r.claim is not None for r in deals)
    assert [len(g.winners()) for g in games] == [2, 4, 2]  # partners share, a tie all four


def test_the_edge_cases_replay_as_the_rules_say() -> None:
    proc = run("replay", str(EDGES))
    assert proc.returncode == 0, proc.stderr
    summary = json.loads(proc.stdout)
    settled, reserved, waiting, late, open_ = summary["rounds"]
    assert settled["turn_up"] is None and settled["mode"] is None
    assert settled["result"] == {
        "side": "Ben & Dan",
        "kind": "double",
        "points": 2,
        "how": "settled",
    }
    assert (reserved["reserve"], reserved["exchange"]) == ("Dan", "Ben")
    assert reserved["marriages"] == [{"by": "Anna", "suit": "H", "trick": 2, "points": 20}]
    assert reserved["points"]["Anna & Cleo"] == 90
    assert reserved["result"]["kind"] == "gaigel" and reserved["result"]["side"] == "Ben & Dan"
    assert waiting["marriages"] == [{"by": "Dan", "suit": "D", "trick": 1, "points": 0}]
    assert waiting["result"] == {"side": "Anna & Cleo", "kind": "double", "points": 2, "how": "out"}
    assert late["claim"] is None and late["reached"] == {"Anna & Cleo": 12, "Ben & Dan": 6}
    assert late["result"] == {
        "side": "Anna & Cleo",
        "kind": "single",
        "points": 1,
        "how": "undergaigel",
    }
    assert open_["end"] == "open" and len(open_["takers"]) == 12 and open_["result"] is None
    assert open_["counters"] == {"Anna & Cleo": 140, "Ben & Dan": 100}
    assert summary["totals"] == {"Anna": 3, "Ben": 4, "Cleo": 3, "Dan": 4}
    assert (summary["finished"], summary["winners"]) == (False, [])


def test_a_deal_waiting_for_a_claim_takes_only_a_claim_and_nothing_follows_it() -> None:
    record = json.loads(EDGES.read_text(encoding="utf-8"))
    game = replay(parse_record(json.dumps(record)))
    assert game.rounds[-1].phase is Phase.CLAIM
    record["rounds"].append([{"by": "Ben", "turn_up": "SA"}])
    with pytest.raises(RecordError) as caught:
        replay_json(json.dumps(record))
    assert caught.value.message == (
        "round 6: a round may only follow a round that has ended, and round 5 has not"
    )
    record["rounds"].pop()
    record["rounds"][-1].append({"by": "Anna", "claim": "out"})
    [*_, last] = summarize(replay_json(json.dumps(record)))["rounds"]
    assert last["result"] == {"side": "Anna & Cleo", "kind": "single", "points": 1, "how": "out"}
    record["rounds"][-1][-1] = {"by": "Anna", "trick": 0}
    with pytest.raises(RecordError, match=r"^round 5, event 14: Anna cannot do that — all"):
        replay_json(json.dumps(record))


@pytest.mark.parametrize("seed", range(6))
def test_a_self_played_sitting_and_each_of_its_beginnings_replay(seed: int) -> None:
    game, deals = random_game(random.Random(seed), first_dealer=seed % 4, deals=4)
    assert summarize(replay_json(text_of(game))) == summarize(game)
    events = [e for deal in deals for e in deal]
    rng = random.Random(seed)
    for length in sorted(rng.sample(range(len(events)), 5)):
        cut = Game(game.players, game.first_dealer)
        cut.apply_all(events[:length])
        assert summarize(replay_json(text_of(cut))) == summarize(cut)


@pytest.mark.parametrize("seed", range(4))
def test_a_sitting_recorded_by_announcements_replays(seed: int) -> None:
    played, deals = random_game(random.Random(seed), deals=4)
    game = Game(played.players, 0)
    for events in deals:
        game.start_round().apply_all(announced(events, played.players))
    summary = summarize(replay_json(text_of(game)))
    assert summary == summarize(game)
    assert {d["mode"] for d in summary["rounds"]} <= {"tricks", None}
    assert [d["takers"] for d in summary["rounds"]] == [
        d["takers"] for d in summarize(played)["rounds"]
    ]


def test_batch_reads_every_line_and_says_each_error_in_one_line() -> None:
    good = [json.dumps(_example())]
    good.append(json.dumps(json.loads((DATA / SELFPLAY[0]).read_text(encoding="utf-8"))))
    bad = _example()
    bad["rounds"][1][1]["trick"] = 45
    lines = [good[0], json.dumps(bad), "{", good[1]]
    proc = run("replay", "--batch", "-", stdin="\n".join(lines) + "\n")
    assert proc.returncode == 1
    out = proc.stdout.splitlines()
    assert len(out) == 4 and "Traceback" not in proc.stderr
    assert json.loads(out[0]) == json.loads(SPEC_REPLAY.read_text(encoding="utf-8"))
    assert json.loads(out[1])["error"].startswith(
        "line 2: round 2, event 2: Ben cannot take a trick of 45"
    )
    assert json.loads(out[2])["error"].startswith("line 3: not valid JSON")
    assert json.loads(out[3])["finished"] is True
    proc = run("replay", "--batch", "-", stdin=good[0] + "\n" + good[1] + "\n")
    assert proc.returncode == 0 and len(proc.stdout.splitlines()) == 2


def test_a_broken_record_exits_with_one_line_on_standard_error() -> None:
    record = _example()
    record["rounds"][0][2]["by"] = "Cleo"  # Ben's turn
    proc = run("replay", "-", stdin=json.dumps(record))
    assert proc.returncode != 0 and proc.stdout == ""
    assert proc.stderr.strip() == "-: round 1, event 3: Cleo cannot play D7 — it is Ben's turn"
    assert proc.stderr.count("\n") == 1


def _broken(change: str) -> dict[str, Any]:
    record = _example()
    cards, tricks, opened = record["rounds"]
    match change:
        case "counters as text":
            tricks[1]["trick"] = "21"
        case "counters as float":
            tricks[1]["trick"] = 21.0
        case "counters as true":
            tricks[1]["trick"] = True
        case "counters four cards cannot hold":
            tricks[1]["trick"] = 1
        case "more than 240 counters":
            tricks[1]["trick"] = 44
            tricks[2]["trick"] = 44
            tricks[3]["trick"] = 44
            tricks[7]["trick"] = 43
            tricks.insert(8, {"by": "Cleo", "trick": 44})
        case "exchange false":
            tricks[4]["exchange"] = False
        case "exchange 1":
            tricks[4]["exchange"] = 1
        case "reserve false":
            tricks.insert(1, {"by": "Ben", "reserve": False})
        case "marriage false on a play":
            cards[17]["marriage"] = False
        case "marriage null on a play":
            cards[17]["marriage"] = None
        case "exchange null on a play":
            cards[1]["exchange"] = None
        case "reserve null on a trick":
            tricks[1]["reserve"] = None
        case "marriage names a suit on a play":
            cards[17]["marriage"] = "H"
        case "marriage true alone":
            tricks[5]["marriage"] = True
        case "marriage in lower case":
            tricks[5]["marriage"] = "s"
        case "marriage a number":
            tricks[5]["marriage"] = 2
        case "marriage on a trick":
            tricks[6]["marriage"] = "S"
        case "claim in another word":
            cards[18]["claim"] = "Out"
        case "settle a triple":
            cards[18] = {"by": "Anna", "settle": "triple"}
        case "claim and settle":
            cards[18]["settle"] = "single"
        case "no kind":
            cards[18] = {"by": "Anna"}
        case "lower case card":
            cards[1]["play"] = "da"
        case "ten as 10":
            cards[1]["play"] = "D10"
        case "a nine":
            cards[1]["play"] = "D9"
        case "a nine turned up":
            cards[0]["turn_up"] = "H9"
        case "name not exact":
            cards[1]["by"] = "anna"
        case "unknown key":
            cards[1]["lead"] = True
        case "event not an object":
            cards[1] = "DA"
        case "not the dealer turns up":
            cards[0]["by"] = "Anna"
        case "no turn-up":
            del opened[0]
        case "card by card and by announcements":
            opened.append({"by": "Dan", "trick": 10})
        case "a play in a deal by announcements":
            tricks.insert(2, {"by": "Cleo", "play": "CA"})
        case "not your turn":
            cards[2]["by"] = "Cleo"
        case "an event after the claim":
            cards.append({"by": "Ben", "play": "C7"})
        case "an exchange by the side without a trick":
            tricks.insert(2, {"by": "Anna", "exchange": True})
        case "exchange of a Seven turned up":
            opened[0]["turn_up"] = "D7"
            opened.insert(1, {"by": "Cleo", "reserve": True})
        case "a second marriage of a player":
            tricks.insert(6, {"by": "Dan", "marriage": "H"})
        case "three players":
            record["players"].pop()
        case "five players":
            record["players"].append("Eve")
        case "first dealer in lower case":
            record["first_dealer"] = "dan"
        case "first dealer not at the table":
            record["first_dealer"] = "Eve"
        case "a deal after an open deal":
            record["rounds"].append([])
        case "unknown field":
            record["version"] = 2
        case "no rounds":
            del record["rounds"]
    return record


BROKEN = {
    "counters as text": "round 2, event 2: trick: input should be a valid integer",
    "counters as float": "round 2, event 2: trick: input should be a valid integer",
    "counters as true": "round 2, event 2: trick: input should be a valid integer",
    "counters four cards cannot hold": "round 2, event 2: Ben cannot take a trick of 1",
    "more than 240 counters": "round 2, event 9: Cleo cannot take a trick of 44",
    "exchange false": "round 2, event 5: exchange takes only true",
    "exchange 1": "round 2, event 5: exchange: input should be a valid boolean",
    "reserve false": "round 2, event 2: reserve takes only true",
    "marriage false on a play": "round 1, event 18: marriage on a play takes only true",
    "marriage null on a play": "round 1, event 18: marriage takes true on a play, or alone a suit",
    "exchange null on a play": "round 1, event 2: exchange takes only true",
    "reserve null on a trick": "round 2, event 2: reserve takes only true",
    "marriage names a suit on a play": "round 1, event 18: marriage on a play takes only true",
    "marriage true alone": "round 2, event 6: marriage without a play names its suit",
    "marriage in lower case": "round 2, event 6: Dan: 's' is not a suit",
    "marriage a number": "round 2, event 6: marriage takes true on a play, or alone a suit",
    "marriage on a trick": (
        "round 2, event 7: an event has exactly one of turn_up, play, trick, marriage, "
        "exchange, reserve, claim, settle, not trick and marriage"
    ),
    "claim in another word": "round 1, event 19: claim: input should be 'out' or 'undergaigel'",
    "settle a triple": "round 1, event 19: settle: input should be 'single' or 'double'",
    "claim and settle": "round 1, event 19: an event has exactly one of turn_up, play,",
    "no kind": "round 1, event 19: an event has exactly one of turn_up, play, trick, marriage, "
    "exchange, reserve, claim, settle, not none of them",
    "lower case card": "round 1, event 2: Anna: 'da' is not a card",
    "ten as 10": "round 1, event 2: Anna: 'D10' is not a card",
    "a nine": "round 1, event 2: Anna cannot play D9 — Gaigel's pack has only A, T, K, Q, J and 7",
    "a nine turned up": "round 1, event 1: Dan cannot turn up H9",
    "name not exact": "round 1, event 2: anna is not at this table (Anna, Ben, Cleo, Dan)",
    "unknown key": "round 1, event 2: unknown key 'lead'",
    "event not an object": "round 1, event 2: an event is a JSON object with 'by' and one of",
    "not the dealer turns up": "round 1, event 1: Anna cannot turn up the trump card",
    "no turn-up": "round 3, event 1: Cleo cannot do that yet — the dealer first turns up",
    "card by card and by announcements": "round 3, event 3: Dan cannot announce that",
    "a play in a deal by announcements": "round 2, event 3: Cleo cannot play a card",
    "not your turn": "round 1, event 3: Cleo cannot play D7 — it is Ben's turn",
    "an event after the claim": "round 1, event 20: Ben cannot do that — this deal has ended",
    "an exchange by the side without a trick": "round 2, event 3: Anna",
    "exchange of a Seven turned up": "round 3, event 2: Cleo",
    "a second marriage of a player": "round 2, event 7: Dan",
    "three players": "Gaigel is for 4 players in two sides, not 3",
    "five players": "Gaigel is for 4 players in two sides, not 5",
    "first dealer in lower case": "the first dealer dan is not one of the players",
    "first dealer not at the table": "the first dealer Eve is not one of the players",
    "a deal after an open deal": "round 4: a round may only follow a round that has ended",
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


def test_a_game_in_meta_and_a_record_of_another_game_are_told_apart() -> None:
    record = _example()
    record["meta"] = {"game": "tysiacha"}
    assert summarize(replay_json(json.dumps(record)))["rounds"][0]["end"] == "complete"
    record["game"] = "tysiacha"
    with pytest.raises(RecordError, match=r"Tysiacha is for 3 players, not 4"):
        replay_json(json.dumps(record))
    record["game"] = "partout"
    with pytest.raises(RecordError, match=r"unknown key 'turn_up'"):
        replay_json(json.dumps(record))


def test_the_unknown_game_message_names_gaigel() -> None:
    record = _example()
    record["game"] = "gaigl"
    with pytest.raises(RecordError, match=r"knows the games .*gaigel.*, not 'gaigl'"):
        replay_json(json.dumps(record))


# ----------------------------------------------------------------- generated broken records

EVENT_KEYS = ("turn_up", "play", "trick", "marriage", "exchange", "reserve", "claim", "settle")
wrong_values = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-300, 300),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=4),
    st.lists(st.text(max_size=3), max_size=3),
)


def _wrong_for(key: str, draw: st.DrawFn) -> Any:
    """A value ``key`` never takes."""
    if key in ("turn_up", "play"):
        return draw(
            wrong_values.filter(lambda v: not (isinstance(v, str) and v in CARDS))
            | st.sampled_from(["S9", "sa", "S10", "HX", "", " SA", "SA "])
        )
    if key == "trick":
        return draw(
            st.one_of(
                st.integers(45, 1000) | st.integers(-100, -1),
                wrong_values.filter(lambda v: type(v) is not int),
            )
        )
    if key in ("exchange", "reserve"):
        return draw(wrong_values.filter(lambda v: v is not True))
    if key == "marriage":
        return draw(wrong_values.filter(lambda v: v not in ("C", "S", "H", "D")))
    if key == "claim":
        return draw(wrong_values.filter(lambda v: v not in ("out", "undergaigel")))
    return draw(wrong_values.filter(lambda v: v not in ("single", "double")))


@st.composite
def broken_records(draw: st.DrawFn) -> tuple[str, str]:
    """A record of a self-played sitting (some deals by announcements) with one fault: an
    event repeated, a field changed to a value it never takes, an unknown key, a name not
    written as seated, a second kind, a deal cut in two, another player. Returns the
    record's text and what was done."""
    seed = draw(st.integers(0, 30))
    played, deals = random_game(random.Random(seed), deals=draw(st.integers(1, 3)))
    game = Game(played.players, 0)
    for events in deals:
        by_tricks = draw(st.booleans())
        game.start_round().apply_all(announced(events, played.players) if by_tricks else events)
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
    key = next(k for k in EVENT_KEYS if k in event)
    if how == "repeat" and key in ("turn_up", "exchange", "reserve", "claim", "settle"):
        rounds[d].insert(i + 1, dict(event))
    elif how == "value":
        event[key] = _wrong_for(key, draw)
    elif how == "unknown key":
        event[draw(st.sampled_from(["card", "Play", "trump", "take", "by ", "counters"]))] = True
    elif how == "name":
        event["by"] = draw(st.sampled_from([event["by"].lower(), f" {event['by']}", "Eve"]))
    elif how == "second kind":
        extra = draw(st.sampled_from([k for k in EVENT_KEYS if k not in event and k != "marriage"]))
        event[extra] = {"turn_up": "SA", "play": "SA", "trick": 0, "claim": "out"}.get(
            extra, "single" if extra == "settle" else True
        )
    elif how == "cut" and len(rounds[d]) > 1 and i > 0 and d + 1 < len(rounds):
        rounds.insert(d + 1, rounds[d][i:])
        del rounds[d][i:]
    else:  # another player, a repeat that may be legal, or a cut that cannot be made here
        names = [n for n in record["players"] if n != event["by"]]
        event["by"] = draw(st.sampled_from(names))
        how = "another player"
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
