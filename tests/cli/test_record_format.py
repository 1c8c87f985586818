"""The listig/1 record: reading, the plain reasons for bad records, writing, round trips."""

from __future__ import annotations

import json
from typing import Any

import pytest

from assistant.files.record import Record, RecordError, parse_record, record_of, replay
from assistant.games.simulate import random_game
from engine.errors import Sentence
from engine.mit_list_und_tuecke import Card, Color, End, Keep, Play, Take, summarize

SPEC_EXAMPLE: dict[str, Any] = {
    "format": "listig/1",
    "game": "mit-list-und-tuecke",
    "players": ["Anna", "Ben", "Cleo", "Dan", "Eve"],
    "first_dealer": "Eve",
    "rounds": [
        [
            {"by": "Anna", "play": "R10"},
            {"by": "Ben", "play": "Y6"},
            {"by": "Cleo", "play": "R14"},
            {"by": "Dan", "play": "B2"},
            {"by": "Eve", "play": "Y16"},
            {"by": "Cleo", "take": ["R14", "R10", "Y16"]},
            {"by": "Dan", "play": "G3"},
        ]
    ],
    "meta": {"title": "Friday at Cleo's", "started_at": "2026-11-20T19:30:00+01:00"},
}


def with_changes(**changes: Any) -> str:
    record = {**SPEC_EXAMPLE, **changes}
    return json.dumps(record)


def with_event(index: int, event: Any, round_no: int = 0) -> str:
    record = json.loads(json.dumps(SPEC_EXAMPLE))
    record["rounds"][round_no][index] = event
    return json.dumps(record)


def reason(text: str) -> str:
    with pytest.raises(RecordError) as info:
        replay(parse_record(text))
    message = info.value.message
    assert "\n" not in message
    return message


def test_the_spec_example_reads_and_replays() -> None:
    record = parse_record(json.dumps(SPEC_EXAMPLE))
    assert record.players == ["Anna", "Ben", "Cleo", "Dan", "Eve"]
    assert record.meta["title"] == "Friday at Cleo's"
    game = replay(record)
    rnd = game.rounds[0]
    assert rnd.end is End.OPEN and len(rnd.tricks) == 1
    assert rnd.tricks[0].first_taker == 2 and rnd.tricks[0].second_taker == 3
    assert rnd.trick == [(3, Card.parse("G3"))]
    summary = summarize(game)
    assert summary["rounds"] == [{"dealer": "Eve", "end": "open", "tricks": 1, "scores": None}]
    assert summary["totals"] == dict.fromkeys(SPEC_EXAMPLE["players"], 0)
    assert summary["finished"] is False and summary["winners"] == []


def test_readers_accept_lower_case_cards_and_colors() -> None:
    text = with_event(0, {"by": "Anna", "play": "r10"})
    assert replay(parse_record(text)).rounds[0].events[0] == Play("Anna", Card.parse("R10"))


def test_game_and_meta_may_be_left_out() -> None:
    record = {k: v for k, v in SPEC_EXAMPLE.items() if k not in ("game", "meta")}
    parsed = parse_record(json.dumps(record))
    assert parsed.meta == {}
    assert "meta" not in json.loads(parsed.dump())


def test_meta_is_kept_including_unknown_fields() -> None:
    meta = {"title": "x", "anything": [1, {"nested": True}]}
    text = with_changes(meta=meta)
    assert json.loads(parse_record(text).dump())["meta"] == meta


def test_written_records_use_upper_case_and_one_key_per_event() -> None:
    game = random_game(5, seed=11)
    data = json.loads(record_of(game).dump())
    assert data["format"] == "listig/1" and data["game"] == "mit-list-und-tuecke"
    assert data["first_dealer"] == game.players[game.first_dealer]
    for events in data["rounds"]:
        for event in events:
            kinds = set(event) - {"by"}
            assert len(kinds) == 1 and kinds <= {"play", "take", "keep", "blocked"}
            if "play" in event:
                assert event["play"] == event["play"].upper()
            if "blocked" in event:
                assert event["blocked"] is True


@pytest.mark.parametrize("players", [4, 5, 6])
def test_a_whole_game_round_trips(players: int) -> None:
    game = random_game(players, seed=players)
    again = replay(parse_record(record_of(game, {"title": "t"}).dump(indent=None)))
    assert summarize(again) == summarize(game)
    assert [r.events for r in again.rounds] == [r.events for r in game.rounds]


def test_event_models_convert_both_ways() -> None:
    from assistant.games.mit_list_und_tuecke.kind import EventModel

    for event in (
        Play("Anna", Card.parse("R10")),
        Take("Cleo", (Card.parse("R14"), Card.parse("Y6"))),
        Keep("Cleo", (Color.RED, Color.YELLOW)),
    ):
        assert EventModel.from_event(event).to_event() == event


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("{", "not valid JSON"),
        ("", "not valid JSON"),
        ("[1, 2]", "a record is a JSON object"),
        ("{}", "'format' is missing"),
        (with_changes(format="listig/2"), "not a listig/1 record"),
        (with_changes(game="skat"), "game"),
        (with_changes(extra=1), "unknown field 'extra'"),
        (with_changes(players=["A", "B", "C"], first_dealer="A"), "4 to 6 players, not 3"),
        (with_changes(players=["A", "B", "C", "D", "E", "F", "G"]), "4 to 6 players, not 7"),
        (with_changes(players=["Anna", "Ben", "Cleo", "anna"]), "Anna sits at the table twice"),
        (with_changes(first_dealer="Zoe"), "the first dealer Zoe is not one of the players"),
        (with_changes(rounds=[[]] * 6), "6 rounds, but 5 players play 5 rounds"),
        (with_changes(rounds={}), "rounds"),
        (
            json.dumps({k: v for k, v in SPEC_EXAMPLE.items() if k != "rounds"}),
            "'rounds' is missing",
        ),
        (with_changes(meta=5), "meta"),
    ],
)
def test_a_record_that_does_not_fit_the_shape(text: str, expected: str) -> None:
    assert expected in reason(text)


@pytest.mark.parametrize(
    ("event", "expected"),
    [
        ({"by": "Ben", "play": "Y6", "x": 1}, "round 1, event 2: unknown key 'x'"),
        (
            {"by": "Ben", "play": "Y6", "take": ["Y6"]},
            "round 1, event 2: an event has exactly one of play, take, keep, blocked, "
            "not play and take",
        ),
        ({"by": "Ben"}, "round 1, event 2: an event has exactly one of"),
        ({"play": "Y6"}, "round 1, event 2: 'by' is missing"),
        ({"by": "Ben", "play": "Q6"}, "round 1, event 2: Ben: 'Q6' is not a card"),
        ({"by": "Ben", "play": "Y06"}, "round 1, event 2: Ben: 'Y06' is not a card"),
        ({"by": "Ben", "play": 6}, "round 1, event 2: play"),
        ({"by": "Ben", "blocked": False}, "round 1, event 2: blocked"),
        ({"by": "Ben", "keep": ["R", "X"]}, "round 1, event 2: Ben: 'X' is not a color"),
        ({"by": "Ben", "take": "Y6"}, "round 1, event 2: take"),
        (5, "round 1, event 2: an event is a JSON object"),
    ],
)
def test_a_bad_event_names_round_event_and_reason(event: Any, expected: str) -> None:
    assert reason(with_event(1, event)).startswith(expected)


@pytest.mark.parametrize(
    ("index", "event", "expected"),
    [
        (
            1,
            {"by": "Cleo", "play": "Y6"},
            "round 1, event 2: Cleo cannot play Y6 — it is Ben's turn",
        ),
        (
            1,
            {"by": "Ben", "play": "Y19"},
            "round 1, event 2: Ben cannot play Y19 — there is no Y19",
        ),
        (2, {"by": "Cleo", "play": "R10"}, "round 1, event 3: Cleo cannot play R10 — R10 was"),
        (
            4,
            {"by": "Eve", "play": "G16"},
            "round 1, event 5: Eve cannot play G16 — the trick already shows blue, red and yellow",
        ),
        (5, {"by": "Dan", "take": ["R14", "R10", "Y16"]}, "round 1, event 6: Dan cannot take"),
        (5, {"by": "Cleo", "take": ["R14", "R10"]}, "round 1, event 6: Cleo cannot take"),
        (5, {"by": "Cleo", "keep": ["R", "Y"]}, "round 1, event 6: Cleo cannot choose colors"),
        (6, {"by": "Zoe", "play": "G3"}, "round 1, event 7: Zoe is not at this table"),
        (6, {"by": "Dan", "blocked": True}, "round 1, event 7: Dan cannot be blocked"),
    ],
)
def test_a_rule_break_names_round_event_and_reason(
    index: int, event: dict[str, Any], expected: str
) -> None:
    assert reason(with_event(index, event)).startswith(expected)


def test_an_event_after_the_round_has_ended() -> None:
    game = random_game(4, seed=1, rounds=1)
    data = json.loads(record_of(game).dump())
    data["rounds"][0].append({"by": "Anna", "play": "R1"})
    assert reason(json.dumps(data)).startswith(
        f"round 1, event {len(data['rounds'][0])}: Anna cannot play R1 — the round has ended"
    )


def test_a_round_may_only_follow_an_ended_round() -> None:
    text = with_changes(rounds=[SPEC_EXAMPLE["rounds"][0], []])
    assert reason(text) == (
        "round 2: a round may only follow a round that has ended, and round 1 has not"
    )


def test_record_error_message_parts() -> None:
    x = Sentence("x")
    assert RecordError(x).message == "x"
    assert RecordError(x, {}, 2).message == "round 2: x"
    assert RecordError(x, {}, 2, 17).message == "round 2, event 17: x"


def test_record_model_is_the_public_shape() -> None:
    assert set(Record.model_fields) == {
        "format",
        "game",
        "players",
        "first_dealer",
        "rounds",
        "meta",
    }


def test_a_byte_order_mark_is_ignored() -> None:
    text = json.dumps(SPEC_EXAMPLE)
    assert parse_record("\ufeff" + text) == parse_record(text)
    assert parse_record(b"\xef\xbb\xbf" + text.encode()) == parse_record(text)
