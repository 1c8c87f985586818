"""Export and import of records, standings as CSV, backup and restore with validation."""

from __future__ import annotations

import csv
import io
import json

import pytest
from assistant_helpers import first_dealer, play_all, roster, scripted_events

from assistant.errors import InputError
from assistant.files.exchange import ExchangeError
from assistant.files.record import RecordError, parse_record, record_of, replay
from assistant.games.simulate import random_game
from assistant.languages import translate_message
from assistant.service import Listig
from assistant.storage.models import GameStatus
from engine.mit_list_und_tuecke.summary import summarize


def test_export_is_the_record_of_the_live_game(listig: Listig) -> None:
    events = scripted_events(5, seed=4, rounds=2)
    state = listig.start_game(roster(listig, 5), first_dealer(5, 4))
    state = play_all(listig, state.game_id, events[:150])
    listig.undo(state.game_id)
    text = listig.export_record(state.game_id)
    record = parse_record(text)
    assert record.meta["status"] == "running" and "started_at" in record.meta
    assert [e for r in replay(record).rounds for e in r.events] == events[:149]


def test_export_of_a_new_game_has_no_empty_round(listig: Listig) -> None:
    state = listig.start_game(roster(listig), 0)
    assert parse_record(listig.export_record(state.game_id)).rounds == []


def test_import_a_record_and_export_it_again(listig: Listig) -> None:
    game = random_game(6, seed=21)
    text = record_of(game, {"title": "Friday at Cleo's", "started_at": "2026-11-20T19:30:00+01:00"})
    info = listig.import_record(text.dump())
    assert info.status is GameStatus.FINISHED
    assert {p.name for p in listig.players()} == set(game.players)
    [night] = listig.nights()
    assert (night.title, night.day.isoformat()) == ("Friday at Cleo's", "2026-11-20")
    again = parse_record(listig.export_record(info.game_id))
    assert summarize(replay(again)) == summarize(game)
    assert sum(x.wins for x in listig.standings()) == len(game.winners())


def test_import_uses_the_roster_ignoring_case(listig: Listig) -> None:
    anna = listig.add_player("ANNA")
    info = listig.import_record(record_of(random_game(4, seed=2, rounds=1)).dump())
    assert len(listig.players()) == 4
    assert listig.player_games(anna.id)[0].game_id == info.game_id


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("{", "not valid JSON"),
        ('{"format": "listig/2"}', "not a listig/1 record"),
        (
            '{"format": "listig/1", "players": ["A","B","C","D"], "first_dealer": "A", '
            '"rounds": [[{"by": "A", "play": "R1"}]]}',
            "round 1, event 1",
        ),
    ],
)
def test_a_bad_record_imports_nothing(listig: Listig, text: str, reason: str) -> None:
    with pytest.raises(RecordError, match=reason):
        listig.import_record(text)
    assert listig.games() == [] and listig.players() == []


def test_standings_csv(listig: Listig) -> None:
    listig.import_record(record_of(random_game(4, seed=5)).dump())
    rows = list(csv.DictReader(io.StringIO(listig.standings_csv())))
    assert [r["player"] for r in rows] == [x.name for x in listig.standings()]
    assert {r["rounds"] for r in rows} == {"4"}
    assert sum(int(r["games"]) for r in rows) == 4


def _fill(listig: Listig) -> int:
    ids = roster(listig, 5)
    listig.import_record(record_of(random_game(5, seed=8)).dump())
    state = listig.start_game(ids[:4], first_dealer(4, 9))
    play_all(listig, state.game_id, scripted_events(4, 9, rounds=1)[:30])
    listig.undo(state.game_id)
    listig.undo(state.game_id)
    listig.redo(state.game_id)
    gone = listig.start_game(ids[1:], 0)
    listig.abandon(gone.game_id)
    listig.rename_player(ids[0], "Annika")
    listig.archive_player(ids[4])
    return state.game_id


def test_backup_and_restore_into_an_empty_database(
    listig: Listig, tmp_path_factory: pytest.TempPathFactory
) -> None:
    running = _fill(listig)
    text = listig.backup()
    before = listig.game(running)
    target = Listig(f"sqlite:///{tmp_path_factory.mktemp('restore') / 'copy.db'}")
    try:
        counts = target.restore(text)
        assert counts == {
            "players": 5,
            "nights": 1,
            "games": 3,
            "events": 29 + 4 + counts["events"] - 33,
        }
        assert target.players(include_archived=True) == listig.players(include_archived=True)
        assert [g.status for g in target.games()] == [g.status for g in listig.games()]
        [info] = target.unfinished_games()
        after = target.game(info.game_id)
        assert (after.seq, after.can_redo) == (before.seq, before.can_redo) == (33, True)
        assert summarize(after.game) == summarize(before.game)
        assert target.standings() == listig.standings()
        assert json.loads(target.backup())["games"][1]["log"] == json.loads(text)["games"][1]["log"]
    finally:
        target.close()


def test_restore_refuses_a_database_that_is_not_empty(listig: Listig) -> None:
    _fill(listig)
    text = listig.backup()
    with pytest.raises(ExchangeError, match="not empty"):
        listig.restore(text)
    listig.add_player("Zoe")
    counts = listig.restore(text, replace=True)
    assert counts["games"] == 3 and "Zoe" not in {p.name for p in listig.players()}


def test_restore_replace_brings_back_the_backup(listig: Listig) -> None:
    running = _fill(listig)
    text = listig.backup()
    listig.undo(running)
    listig.add_player("Zoe")
    listig.restore(text, replace=True)
    assert "Zoe" not in {p.name for p in listig.players()}
    [info] = listig.unfinished_games()
    assert listig.game(info.game_id).seq == 33


def _broken(text: str, change: str) -> str:
    data = json.loads(text)
    match change:
        case "format":
            data["format"] = "listig/1"
        case "seat":
            data["games"][0]["seats"][0] = 999
        case "seq":
            data["games"][0]["log"][3]["seq"] = 17
        case "illegal":
            data["games"][0]["log"][1]["payload"] = data["games"][0]["log"][0]["payload"]
        case "undo":
            data["games"][1]["log"].insert(0, {**data["games"][1]["log"][0], "kind": "undo"})
            for seq, row in enumerate(data["games"][1]["log"], start=1):
                row["seq"] = seq
        case "status":
            data["games"][0]["status"] = "running"
        case "name":
            data["players"][1]["name"] = data["players"][0]["name"].upper()
    return json.dumps(data)


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        ("format", "not a listig-backup/1 file"),
        ("seat", "player 999 is not in the roster"),
        ("seq", "sequence numbers"),
        ("illegal", "game 1: "),
        ("undo", "nothing to undo"),
        ("status", "marked running"),
        ("name", "in the roster twice"),
    ],
)
def test_a_bad_backup_restores_nothing(listig: Listig, change: str, reason: str) -> None:
    _fill(listig)
    text = listig.backup()
    before = listig.backup()
    with pytest.raises(ExchangeError, match=reason):
        listig.restore(_broken(text, change), replace=True)
    assert _without_stamp(listig.backup()) == _without_stamp(before)


def _without_stamp(text: str) -> dict[str, object]:
    data = json.loads(text)
    data.pop("created_at")
    return dict(data)


@pytest.mark.parametrize(
    ("text", "de", "fr"),
    [
        ('{"format": "listig-backup/1", "players": [', "die Datei ist kein gültiges JSON", "JSON"),
        ("{nope", "die Datei ist kein gültiges JSON", "pas du JSON valide"),
        (
            '{"format": "listig-backup/1", "players": ' + "[" * 100,
            "die Datei ist mehr als 64 Ebenen tief verschachtelt",
            "64",
        ),
        ("[]", "die Datei enthält kein JSON-Objekt", "pas d’objet JSON"),
    ],
)
def test_a_broken_backup_says_why_in_the_readers_language(
    listig: Listig, text: str, de: str, fr: str
) -> None:
    """One sentence, in words (not the JSON parser's), in the tab's language; nothing kept."""
    with pytest.raises(InputError) as refused:
        listig.restore(text, replace=True)
    assert translate_message(refused.value, "de") == de
    assert fr in translate_message(refused.value, "fr")
    assert "\n" not in str(refused.value) and "^" not in str(refused.value)
    assert listig.games() == [] and listig.players() == []
