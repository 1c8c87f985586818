"""Homme de Brou records: the samples in data/ replay as the spec prints them, ``listig replay``
and ``--batch`` agree with the engine, a game of three names its dummy's seat, and every
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
from assistant.games.homme_de_brou import kind as homme_de_brou
from assistant.games.kinds import KINDS, kind
from engine.homme_de_brou import PACK, Game, Hand, summarize
from engine.homme_de_brou.selfplay import random_game

CARDS = {str(card) for card in PACK}
DATA = Path(__file__).resolve().parents[2] / "data"
LISTIG = str(Path(sys.executable).with_name("listig"))
EXAMPLE = DATA / "homme-de-brou-spec-example.json"
SPEC_REPLAY = DATA / "homme-de-brou-spec-replay.json"
"""The spec's Homme de Brou replay output, copied word for word from the record format."""
SPEC_RECORD = DATA / "homme-de-brou-spec-record.json"
"""The spec's Homme de Brou record, copied word for word."""
SPEC_DUMMY = DATA / "homme-de-brou-spec-dummy.json"
"""The spec's record of the same deal in a game of three, copied word for word."""
SELFPLAY = (
    "homme-de-brou-selfplay-1.json",
    "homme-de-brou-selfplay-2.json",
    "homme-de-brou-selfplay-3.json",
)


def _generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "make_homme_de_brou", DATA / "make_homme_de_brou.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([LISTIG, *args], input=stdin, capture_output=True, text=True, check=False)


def text_of(game: Game, meta: dict[str, Any] | None = None) -> str:
    return record_of(game, meta).dump()


def load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def test_homme_de_brou_is_a_game_kind() -> None:
    assert KINDS["homme-de-brou"] is homme_de_brou
    assert (homme_de_brou.ID, homme_de_brou.TITLE, homme_de_brou.PLAYER_COUNTS) == (
        "homme-de-brou",
        "Homme de Brou",
        (4,),
    )
    assert kind("homme-de-brou").Game is Game


def test_the_spec_example_replays_exactly_as_the_spec_prints_it() -> None:
    proc = run("replay", str(EXAMPLE))
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    assert json.loads(proc.stdout) == load(SPEC_REPLAY)


def test_the_spec_replay_text_is_the_spec_word_for_word() -> None:
    # The file is the spec's block as written (its own line breaks), not a re-dump.
    text = SPEC_REPLAY.read_text(encoding="utf-8")
    assert '"rencontres": [{"trick": 4, "kind": "marriage", "suit": "C", "value": 40,' in text
    assert text.endswith("}\n")


def test_the_spec_records_replay() -> None:
    game = replay(parse_record(SPEC_RECORD.read_text(encoding="utf-8")))
    [deal] = summarize(game)["rounds"]
    assert (deal["dealer"], deal["turn_up"], deal["trump"], deal["end"]) == (
        "Dan",
        "H8",
        "H",
        "open",
    )
    assert deal["takers"] == ["Anna"] and deal["points"] == {"Anna & Cleo": 10, "Ben & Dan": 0}
    assert [(d["by"], d["value"]) for d in deal["declarations"]] == [("Anna", 30), ("Cleo", 40)]

    three = replay(parse_record(SPEC_DUMMY.read_text(encoding="utf-8")))
    summary = summarize(three)
    assert summary["dummy"] == "Dummy" and summary["sides"] == ["Anna & Dummy", "Ben & Dan"]
    [deal] = summary["rounds"]
    assert [(d["by"], d["value"]) for d in deal["declarations"]] == [("Anna", 30), ("Dummy", 40)]
    assert deal["takers"] == ["Anna"] and deal["points"] == {"Anna & Dummy": 10, "Ben & Dan": 0}
    assert three.round is not None and three.round.laid is not None
    proc = run("replay", str(SPEC_DUMMY))
    assert proc.returncode == 0 and json.loads(proc.stdout) == summary


@pytest.mark.parametrize("name", SELFPLAY)
def test_a_self_played_sample_replays_to_the_engine_summary(name: str) -> None:
    seed, dummy, _ = _generator().SAMPLES[name]
    played, _ = random_game(random.Random(seed), first_dealer=seed % 4, dummy=dummy)
    game = replay(parse_record((DATA / name).read_text(encoding="utf-8")))
    assert game.finished and summarize(game) == summarize(played)
    proc = run("replay", str(DATA / name))
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout) == summarize(played)


@pytest.mark.parametrize("name", [*SELFPLAY, "homme-de-brou-spec-example.json"])
def test_a_sample_file_is_what_the_generator_writes(name: str) -> None:
    generator = _generator()
    record = generator.records()[name]
    assert (DATA / name).read_text(encoding="utf-8") == generator.pretty(record)


def test_the_samples_show_what_they_were_chosen_for() -> None:
    first, second, third = (
        replay(parse_record((DATA / name).read_text(encoding="utf-8"))) for name in SELFPLAY
    )
    # both sides past 300 in the last deal: the higher total wins
    assert first.totals() == (317, 323) and first.winners() == (1,) and first.dummy is None
    trump_tierces = [
        c for r in first.rounds for t in r.tricks for c in t.rencontres if c.value == 120
    ]
    assert trump_tierces
    # a tie above 300 is played on; the dummy deals first and leads once (seven cards)
    assert second.dummy == 2 and second.rounds[0].dealer == 2
    running = [sum(r.scores()[side].points for r in second.rounds[:3]) for side in (0, 1)]
    assert running[0] == running[1] >= 300 and len(second.rounds) == 4
    hands = [e for r in second.rounds for e in r.events if isinstance(e, Hand)]
    assert len(hands) == 4 and sorted(len(h.cards) for h in hands)[0] == 7
    laid = [any(isinstance(e, Hand) for e in r.events) for r in third.rounds]
    assert laid.count(True) == 2 and laid.count(False) == 2


@pytest.mark.parametrize("seed", range(6))
def test_a_self_played_game_and_each_of_its_beginnings_replay(seed: int) -> None:
    dummy = None if seed % 2 else seed % 4
    game, deals = random_game(random.Random(seed), first_dealer=seed % 4, dummy=dummy)
    assert summarize(replay_json(text_of(game))) == summarize(game)
    events = [e for deal in deals for e in deal]
    rng = random.Random(seed)
    for length in sorted(rng.sample(range(len(events)), 5)):
        cut = Game(game.players, game.first_dealer, game.dummy)
        cut.apply_all(events[:length])
        assert summarize(replay_json(text_of(cut))) == summarize(cut)


def test_the_record_writes_the_dummy_beside_the_seats_and_no_dummy_when_four_play() -> None:
    three = json.loads(text_of(replay(parse_record(SPEC_DUMMY.read_text(encoding="utf-8")))))
    assert list(three) == ["format", "game", "players", "dummy", "first_dealer", "rounds"]
    four = json.loads(text_of(replay(parse_record(SPEC_RECORD.read_text(encoding="utf-8")))))
    assert "dummy" not in four and four["rounds"] == load(SPEC_RECORD)["rounds"]
    assert three["rounds"] == load(SPEC_DUMMY)["rounds"]
    explicit = load(SPEC_RECORD)
    explicit["dummy"] = None  # "absent (or null) when four play"
    assert summarize(replay_json(json.dumps(explicit)))["dummy"] is None


def test_the_dummy_is_read_as_its_seat_is_written() -> None:
    three = load(SPEC_DUMMY)
    three["players"][2] = three["dummy"] = "Dum  my"  # the name rule makes it "Dum my"
    for event in three["rounds"][0]:
        event["by"] = "Dum my" if event["by"] == "Dummy" else event["by"]
    game = replay_json(json.dumps(three))
    assert summarize(game)["dummy"] == "Dum my" and game.dummy == 2
    assert json.loads(text_of(game))["dummy"] == "Dum my"
    three["dummy"] = " Dum  my"
    with pytest.raises(RecordError, match=r"^the dummy  Dum  my is not a seat at this table$"):
        replay_json(json.dumps(three))


def test_batch_reads_every_line_and_says_each_error_in_one_line() -> None:
    good = [json.dumps(load(EXAMPLE)), json.dumps(load(DATA / SELFPLAY[1]))]
    bad = json.loads(good[0])
    bad["rounds"][0][4]["by"] = "Cleo"  # Cleo plays in Ben's turn
    lines = [good[0], json.dumps(bad), "{", good[1]]
    proc = run("replay", "--batch", "-", stdin="\n".join(lines) + "\n")
    assert proc.returncode == 1
    out = proc.stdout.splitlines()
    assert len(out) == 4 and "Traceback" not in proc.stderr
    assert json.loads(out[0]) == load(SPEC_REPLAY)
    assert json.loads(out[1]) == {
        "error": "line 2: round 1, event 5: Cleo cannot play C9 — it is Ben's turn"
    }
    assert json.loads(out[2])["error"].startswith("line 3: not valid JSON")
    assert json.loads(out[3])["finished"] is True and json.loads(out[3])["dummy"] == "Cleo"


def test_a_broken_record_exits_with_one_line_on_standard_error() -> None:
    record = load(EXAMPLE)
    record["rounds"][0][7]["play"] = "DT"  # Anna leads the card she led to trick 1
    proc = run("replay", "-", stdin=json.dumps(record))
    assert proc.returncode != 0 and proc.stdout == ""
    assert proc.stderr.strip() == (
        "-: round 1, event 8: Anna cannot play DT — it was played already this deal"
    )
    assert proc.stderr.count("\n") == 1


def _broken(change: str) -> dict[str, Any]:
    record = load(EXAMPLE)
    first = record["rounds"][0]
    three = load(SPEC_DUMMY)
    deal = three["rounds"][0]
    match change:
        case "lower case card":
            first[3]["play"] = "dt"
        case "ten as 10":
            first[3]["play"] = "D10"
        case "card of another pack":
            first[3]["play"] = "D6"
        case "card not text":
            first[3]["play"] = 10
        case "name not exact":
            first[3]["by"] = "anna"
        case "name with a space":
            first[3]["by"] = "Anna "
        case "unknown key":
            first[3]["lead"] = True
        case "event not an object":
            first[3] = "DT"
        case "two kinds":
            first[3]["turn_up"] = "H8"
        case "no kind":
            first[3] = {"by": "Anna"}
        case "suit on a play":
            first[3]["suit"] = "D"
        case "declare without suit":
            del first[1]["suit"]
        case "declare another combination":
            first[1]["declare"] = "quint"
        case "suit in lower case":
            first[1]["suit"] = "s"
        case "suit as a word":
            first[1]["suit"] = "spades"
        case "no turn-up":
            del first[0]
        case "turn-up by another seat":
            first[0]["by"] = "Anna"
        case "turn-up twice":
            first.insert(1, {"by": "Dan", "turn_up": "H8"})
        case "declarations out of order":
            first[1], first[2] = first[2], first[1]
        case "a suit declared twice":
            first[2] = {"by": "Cleo", "declare": "marriage", "suit": "S"}
        case "a declaration shows the turn-up":
            first[0]["turn_up"] = "HK"
        case "a declaration after the lead":
            first.insert(4, {"by": "Ben", "declare": "marriage", "suit": "D"})
        case "play out of turn":
            first[4], first[5] = first[5], first[4]
        case "a card played twice":
            first[7]["play"] = "DT"
        case "the turn-up played by another seat":
            first[8]["play"] = "H8"
        case "a revoke after a show-out":
            first[22]["play"] = "ST"
        case "not following with a declared card":
            first[21]["play"] = "DK"
        case "a hand with four players":
            first.insert(4, {"by": "Cleo", "hand": ["HK", "HQ"]})
        case "three players":
            record["players"].pop()
        case "five players":
            record["players"].append("Eve")
        case "a seat twice":
            record["players"][3] = "anna"
        case "first dealer not at the table":
            record["first_dealer"] = "Eve"
        case "first dealer in lower case":
            record["first_dealer"] = "dan"
        case "a deal after an open deal":
            record["rounds"].append([])
        case "unknown field":
            record["version"] = 2
        case "no rounds":
            del record["rounds"]
        case "dummy not a seat":
            three["dummy"] = "Eve"
        case "dummy in lower case":
            three["dummy"] = "dummy"
        case "dummy not text":
            three["dummy"] = 2
        case "hand of the partner":
            deal[4]["by"] = "Anna"
        case "hand twice":
            deal.insert(5, dict(deal[4]))
        case "hand late":
            deal[4], deal[5] = deal[5], deal[4]
        case "hand without a declared card":
            deal[4]["hand"][0] = "H7"
        case "hand of seven":
            deal[4]["hand"].pop()
        case "hand with a played card":
            deal[4]["hand"][-1] = "DT"
        case "hand with the turn-up":
            deal[4]["hand"][-1] = "H8"
        case "dummy plays a card it was not laid down with":
            deal[6]["play"] = "DA"
        case "the partner plays in the dummy's turn":
            deal[6]["by"] = "Anna"
        case "a hand before the turn-up":
            deal.insert(0, {"by": "Dummy", "hand": deal[4]["hand"]})
    return three if change in DUMMY_CHANGES else record


DUMMY_CHANGES = {
    "dummy not a seat",
    "dummy in lower case",
    "dummy not text",
    "hand of the partner",
    "hand twice",
    "hand late",
    "hand without a declared card",
    "hand of seven",
    "hand with a played card",
    "hand with the turn-up",
    "dummy plays a card it was not laid down with",
    "the partner plays in the dummy's turn",
    "a hand before the turn-up",
}

BROKEN = {
    "lower case card": "round 1, event 4: Anna: 'dt' is not a card",
    "ten as 10": "round 1, event 4: Anna: 'D10' is not a card",
    "card of another pack": "round 1, event 4: Anna: 'D6' is not a card",
    "card not text": "round 1, event 4: play: input should be a valid string",
    "name not exact": "round 1, event 4: anna is not at this table (Anna, Ben, Cleo, Dan)",
    "name with a space": "round 1, event 4: Anna  is not at this table (Anna, Ben, Cleo, Dan)",
    "unknown key": "round 1, event 4: unknown key 'lead'",
    "event not an object": (
        "round 1, event 4: an event is a JSON object with 'by' and one of turn_up, declare, "
        "play, hand"
    ),
    "two kinds": (
        "round 1, event 4: an event has exactly one of turn_up, declare, play, hand, "
        "not turn_up and play"
    ),
    "no kind": (
        "round 1, event 4: an event has exactly one of turn_up, declare, play, hand, "
        "not none of them"
    ),
    "suit on a play": "round 1, event 4: suit goes only with declare",
    "declare without suit": "round 1, event 2: declare needs a suit",
    "declare another combination": (
        "round 1, event 2: declare: input should be 'marriage' or 'tierce'"
    ),
    "suit in lower case": "round 1, event 2: suit: input should be 'S', 'C', 'D' or 'H'",
    "suit as a word": "round 1, event 2: suit: input should be 'S', 'C', 'D' or 'H'",
    "no turn-up": (
        "round 1, event 1: Anna cannot declare yet — the dealer, Dan, first turns up the last card"
    ),
    "turn-up by another seat": (
        "round 1, event 1: Anna cannot turn up H8 — Dan deals this time and turns up the last card"
    ),
    "turn-up twice": (
        "round 1, event 2: Dan cannot turn up H8 — H8 is turned up already: hearts are trumps"
    ),
    "declarations out of order": (
        "round 1, event 3: Anna cannot declare now — Cleo has declared, and declarations go "
        "in playing order from Anna, the dealer last"
    ),
    "a suit declared twice": (
        "round 1, event 3: Cleo cannot declare the marriage of spades — Anna declared spades "
        "already"
    ),
    "a declaration shows the turn-up": (
        "round 1, event 3: Cleo cannot declare the marriage of hearts — it shows HK, turned up "
        "by Dan"
    ),
    "a declaration after the lead": (
        "round 1, event 5: Ben cannot declare the marriage of diamonds — play has begun"
    ),
    "play out of turn": "round 1, event 5: Cleo cannot play D8 — it is Ben's turn",
    "a card played twice": "round 1, event 8: Anna cannot play DT — it was played already",
    "the turn-up played by another seat": (
        "round 1, event 9: Ben cannot play H8 — the table has seen it in Dan's hand"
    ),
    "a revoke after a show-out": (
        "round 1, event 23: Ben cannot play ST — Ben did not follow spades in trick 2"
    ),
    "not following with a declared card": (
        "round 1, event 22: Anna cannot play DK — spades was led and the table has seen SK in "
        "Anna's hand: follow suit"
    ),
    "a hand with four players": (
        "round 1, event 5: Cleo cannot be laid down — four are playing, there is no dummy"
    ),
    "three players": "Homme de Brou is for 4 seats (with three players the dummy takes one), not 3",
    "five players": "Homme de Brou is for 4 seats (with three players the dummy takes one), not 5",
    "a seat twice": "Anna sits at the table twice",
    "first dealer not at the table": "the first dealer Eve is not one of the players",
    "first dealer in lower case": "the first dealer dan is not one of the players",
    "a deal after an open deal": "round 3: a round may only follow a round that has ended",
    "unknown field": "unknown field 'version'",
    "no rounds": "'rounds' is missing",
    "dummy not a seat": "the dummy Eve is not a seat at this table",
    "dummy in lower case": "the dummy dummy is not a seat at this table",
    "dummy not text": "dummy: input should be a valid string",
    "hand of the partner": (
        "round 1, event 5: Anna cannot be laid down — only the dummy, Dummy, is laid face up"
    ),
    "hand twice": (
        "round 1, event 6: Dummy cannot be laid down again — the dummy's hand is on the table"
    ),
    "hand late": (
        "round 1, event 6: Dummy cannot be laid down now — the dummy's hand is laid down right "
        "after the lead"
    ),
    "hand without a declared card": (
        "round 1, event 5: Dummy's hand laid down must hold HK — the table has seen it in "
        "Dummy's hand"
    ),
    "hand of seven": "round 1, event 5: Dummy's hand laid down must be 8 different cards, not",
    "hand with a played card": (
        "round 1, event 5: Dummy's hand laid down cannot hold DT — it was played"
    ),
    "hand with the turn-up": (
        "round 1, event 5: Dummy's hand laid down cannot hold H8 — the table has seen it in "
        "Dan's hand"
    ),
    "dummy plays a card it was not laid down with": (
        "round 1, event 7: Dummy cannot play DA — it is not in the dummy's hand laid down: "
    ),
    "the partner plays in the dummy's turn": (
        "round 1, event 7: Anna cannot play D8 — it is Dummy's turn"
    ),
    "a hand before the turn-up": (
        "round 1, event 1: Dummy cannot be laid down yet — the dealer, Dan, first turns up the "
        "last card"
    ),
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
    record = load(DATA / SELFPLAY[0])
    record["rounds"].append([])
    with pytest.raises(RecordError) as caught:
        replay_json(json.dumps(record))
    assert caught.value.message == "round 4: no deal follows — the game is over, Ben & Dan won"
    record["rounds"][-1] = [{"by": "Dan", "turn_up": "SA"}]
    with pytest.raises(RecordError, match=r"^round 4: no deal follows — the game is over"):
        replay_json(json.dumps(record))


def test_a_tie_above_300_is_played_on() -> None:
    record = load(DATA / SELFPLAY[1])
    record["rounds"] = record["rounds"][:3]
    summary = summarize(replay_json(json.dumps(record)))
    totals = list(summary["totals"].values())
    assert totals[0] == totals[1] >= 300
    assert (summary["finished"], summary["winners"], summary["tied"]) == (False, [], True)


def test_a_tie_above_300_stays_tied_while_the_next_deal_is_open() -> None:
    """``tied``: both totals 300 or more and equal — also once the deal after it is begun."""
    record = load(DATA / SELFPLAY[1])
    record["rounds"] = record["rounds"][:4]
    record["rounds"][3] = record["rounds"][3][:1]  # the next deal: its turn-up only
    summary = summarize(replay_json(json.dumps(record)))
    assert summary["rounds"][3]["end"] == "open"
    totals = list(summary["totals"].values())
    assert totals[0] == totals[1] >= 300
    assert (summary["finished"], summary["winners"], summary["tied"]) == (False, [], True)


def test_a_game_in_meta_and_a_record_of_another_game_are_told_apart() -> None:
    record = load(EXAMPLE)
    record["meta"] = {"game": "tysiacha"}
    assert summarize(replay_json(json.dumps(record)))["rounds"][0]["end"] == "complete"
    record["game"] = "tysiacha"
    with pytest.raises(RecordError, match=r"Tysiacha is for 3 players, not 4"):
        replay_json(json.dumps(record))
    three = load(SPEC_DUMMY)
    three["game"], three["rounds"] = "partout", []  # another game has no dummy
    with pytest.raises(RecordError, match=r"^unknown field 'dummy'$"):
        replay_json(json.dumps(three))


# ----------------------------------------------------------------- generated broken records

EVENT_KEYS = ("turn_up", "declare", "play", "hand")
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
    """A record of a self-played game (four players or a dummy) with one fault: an event
    repeated, a field changed to a value of the wrong kind, an unknown key, a name not
    written as seated, a second kind of event, a deal cut in two. Returns the record's text
    and what was done."""
    seed = draw(st.integers(0, 30))
    dummy = draw(st.sampled_from([None, 0, 1, 2, 3]))
    game, _ = random_game(random.Random(seed), first_dealer=seed % 4, dummy=dummy, deals=2)
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
        if key in ("turn_up", "play"):
            not_a_card = wrong_values.filter(lambda v: not (isinstance(v, str) and v in CARDS))
            new = draw(not_a_card | st.sampled_from(["S6", "sa", "S10", "HX", "", " SA"]))
        elif key == "declare":
            new = draw(
                wrong_values.filter(lambda v: v not in ("marriage", "tierce"))
                | st.sampled_from(["Marriage", "tierce ", "quint", "belote"])
            )
        else:  # a hand: not a list of cards, or too few
            new = draw(
                wrong_values.filter(lambda v: not isinstance(v, list))
                | st.lists(st.sampled_from(sorted(CARDS)), max_size=6)
            )
        event[key] = new
        if new is None:
            event[key] = [new]
    elif how == "unknown key":
        event[draw(st.sampled_from(["card", "Play", "trump", "take", "by "]))] = True
    elif how == "name":
        event["by"] = draw(st.sampled_from([event["by"].lower(), f" {event['by']}", "Eve"]))
    elif how == "second kind":
        extra = draw(st.sampled_from([k for k in (*EVENT_KEYS, "suit") if k not in event]))
        event[extra] = {"turn_up": "SA", "play": "SA", "hand": ["SA"], "declare": "marriage"}.get(
            extra, "S"
        )
    elif how == "cut" and len(rounds[d]) > 1 and i > 0:
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
    if how in ("repeat", "value", "unknown key", "name", "second kind", "cut"):
        assert message is not None, f"{how}: accepted"


names = st.one_of(
    st.sampled_from(["Anna", "Ben", "Dummy", "Dan", "dummy", " Dummy", "Dum  my", "Eve", ""]),
    st.text(max_size=6),
    wrong_values,
)


@st.composite
def odd_tables(draw: st.DrawFn) -> str:
    """The spec's record of three with its table changed: a seat renamed, added or taken
    away, the dummy or the first dealer another name or value, or left out."""
    record = load(SPEC_DUMMY)
    for _ in range(draw(st.integers(1, 3))):
        how = draw(st.sampled_from(["seat", "add", "drop", "dummy", "dealer", "no dummy"]))
        players = record["players"]
        if how == "seat" and isinstance(players, list) and players:
            players[draw(st.integers(0, len(players) - 1))] = draw(names)
        elif how == "add" and isinstance(players, list):
            players.append(draw(names))
        elif how == "drop" and isinstance(players, list) and players:
            players.pop(draw(st.integers(0, len(players) - 1)))
        elif how == "dummy":
            record["dummy"] = draw(names)
        elif how == "dealer":
            record["first_dealer"] = draw(names)
        else:
            record.pop("dummy", None)
    return json.dumps(record)


@settings(max_examples=150, deadline=None)
@given(odd_tables())
def test_an_odd_table_is_refused_in_one_line_or_replayed(text: str) -> None:
    message = _refused_or_valid(text)
    if message is None:  # valid: the dummy, if any, is one of the seats as written
        summary = summarize(replay_json(text))
        assert summary["dummy"] is None or summary["dummy"] in summary["players"]
