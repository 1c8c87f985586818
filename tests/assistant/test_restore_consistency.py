"""A backup is restored only if it describes one consistent database, and what restore can
work out from a game's log (its fingerprint) is worked out, not read from the file."""

from __future__ import annotations

import json
import tempfile
from typing import Any

import pytest
from hostile_corpus import five_games
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from assistant.errors import InputError
from assistant.files.exchange import AlreadyImported
from assistant.files.record import fingerprint, fingerprints, parse_record, replay
from assistant.names import clean_name
from assistant.service import Listig
from assistant.states import QuickStacks
from engine.mit_list_und_tuecke import Color

FIVE = five_games()
GAMES = sorted(FIVE)
SETTINGS = settings(
    max_examples=6, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


def _base_backup() -> str:
    """A database with the five games imported and a quick game entered, backed up."""
    with tempfile.TemporaryDirectory() as folder, Listig(f"sqlite:///{folder}/b.db") as listig:
        for game in GAMES:
            listig.import_record(json.dumps(FIVE[game]))
        ids = [p.id for p in listig.players()][:4]
        quick = listig.start_quick_game(ids, 0)
        stacks = QuickStacks({Color.BLUE: 2, Color.RED: 1})
        listig.enter_quick_round(quick.game_id, {n: stacks for n in quick.players})
        return listig.backup()


BASE = _base_backup()


def _filled(listig: Listig) -> dict[str, Any]:
    """The database holds what :data:`BASE` holds; that backup, read."""
    if len(listig.games()) != len(json.loads(BASE)["games"]):
        listig.restore(BASE, replace=True)
    backup: dict[str, Any] = json.loads(BASE)
    return backup


def _index(backup: dict[str, Any], game: str) -> int:
    """Where the card-by-card game of ``game`` is in the backup's games."""
    return next(
        i for i, g in enumerate(backup["games"]) if g["game"] == game and g["kind"] == "cards"
    )


def _without_stamp(text: str) -> object:
    document = json.loads(text)
    document.pop("created_at")
    return document


quick_rows = st.lists(
    st.fixed_dictionaries(
        {
            "seq": st.integers(1, 40),
            "kind": st.sampled_from(["round", "undo", "redo", "play"]),
            "payload": st.dictionaries(
                st.sampled_from(["stacks", "teams", "x"]), st.integers(0, 20)
            ),
            "created_at": st.just("2026-11-27T19:30:00+00:00"),
        }
    ),
    min_size=1,
    max_size=3,
)


@pytest.mark.parametrize("game", GAMES)
@SETTINGS
@given(data=st.data())
def test_a_card_by_card_game_with_quick_rows_is_refused_whole(
    listig: Listig, game: str, data: st.DataObject
) -> None:
    """The mirror of "a quick game has no card-by-card log": nothing restored, the game and
    the row named."""
    backup = _filled(listig)
    before = _without_stamp(listig.backup())
    index = _index(backup, game)
    quick = next(g for g in backup["games"] if g["kind"] == "quick")
    entered = [{k: v for k, v in row.items() if k != "schema_version"} for row in quick["log"]]
    rows = data.draw(st.just(entered) | quick_rows)
    backup["games"][index]["quick"] = rows
    with pytest.raises(InputError) as caught:
        listig.restore(json.dumps(backup), replace=True)
    game_id = backup["games"][index]["id"]
    assert caught.value.message == (
        f"game {game_id}, quick row {rows[0]['seq']}: a card-by-card game has no quick-scoring log"
    )
    assert _without_stamp(listig.backup()) == before


def _wrong_fingerprint(backup: dict[str, Any], index: int) -> st.SearchStrategy[str]:
    """A fingerprint that is not the game's: made up, or another game's."""
    others = [g["fingerprint"] for i, g in enumerate(backup["games"]) if i != index]
    made_up = st.text("0123456789abcdef", min_size=1, max_size=64)
    return made_up | st.sampled_from([f for f in others if f])


@pytest.mark.parametrize("game", GAMES)
@SETTINGS
@given(data=st.data())
def test_restore_keeps_the_fingerprint_of_the_game_not_of_the_file(
    listig: Listig, game: str, data: st.DataObject
) -> None:
    """A wrong fingerprint in the file is replaced by the game's own: the game's record,
    imported again, is found as the game it is."""
    backup = _filled(listig)
    index = _index(backup, game)
    wrong = data.draw(_wrong_fingerprint(backup, index))
    prints = [g["fingerprint"] for g in backup["games"]]
    if wrong in prints:  # another game's: the two are swapped
        backup["games"][prints.index(wrong)]["fingerprint"] = prints[index]
    backup["games"][index]["fingerprint"] = wrong
    listig.restore(json.dumps(backup), replace=True)
    stored = {g.game: g.game_id for g in listig.games() if g.keeping.value == "cards"}
    for each in GAMES:
        with pytest.raises(AlreadyImported) as caught:
            listig.import_record(json.dumps(FIVE[each]))
        assert caught.value.game_id == stored[each]
    assert len(listig.games()) == len(backup["games"])


@pytest.mark.parametrize("game", GAMES)
def test_a_game_imported_and_played_on_keeps_the_fingerprint_of_its_record(
    listig: Listig, game: str
) -> None:
    """Played on after its import, a game is still the record's game: a backup keeps that."""
    record = FIVE[game]
    played = replay(parse_record(json.dumps(record)))
    events = [e for r in played.rounds for e in r.events]
    cut = json.loads(json.dumps(record))
    cut["rounds"] = []
    first = listig.import_record(json.dumps(cut))
    for event in events[:3]:
        listig.apply(first.game_id, event)
    listig.restore(listig.backup(), replace=True)
    with pytest.raises(AlreadyImported):
        listig.import_record(json.dumps(cut))
    assert len(listig.games()) == 1


@settings(max_examples=60, deadline=None)
@given(game=st.sampled_from(GAMES), data=st.data())
def test_a_game_stood_as_each_of_its_records_cut_short(game: str, data: st.DataObject) -> None:
    """``fingerprints``: the game as it stood after any number of its events, as its record
    cut there says it; the last is the game's own fingerprint."""
    record = FIVE[game]
    whole = replay(parse_record(json.dumps(record)))
    stood = fingerprints(whole)
    assert stood[-1] == fingerprint(whole)
    places = [(r, e) for r, events in enumerate(record["rounds"]) for e in range(len(events))]
    assert len(stood) == len(places) + 1
    count = data.draw(st.integers(0, len(places)))
    cut = json.loads(json.dumps(record))
    cut["rounds"] = [
        [event for e, event in enumerate(events) if (r, e) in places[:count]]
        for r, events in enumerate(record["rounds"])
    ]
    while cut["rounds"] and not cut["rounds"][-1]:
        cut["rounds"].pop()
    assert fingerprint(replay(parse_record(json.dumps(cut)))) == stood[count]


@pytest.mark.parametrize("game", GAMES)
@SETTINGS
@given(brk=st.sampled_from(["\n", "\r\n", "\t", "\u2028"]))
def test_a_bad_name_in_a_log_row_is_refused_for_what_is_wrong_with_it(
    listig: Listig, game: str, brk: str
) -> None:
    """As in a record: not "Ol ga is not at this table", but the name's own fault."""
    backup = _filled(listig)
    before = _without_stamp(listig.backup())
    index = _index(backup, game)
    row = next(r for r in backup["games"][index]["log"] if "by" in r["payload"])
    name = row["payload"]["by"]
    row["payload"]["by"] = bad = name[:1] + brk + name[1:]
    with pytest.raises(InputError) as caught:
        listig.restore(json.dumps(backup), replace=True)
    with pytest.raises(InputError) as rule:
        clean_name(bad)
    game_id = backup["games"][index]["id"]
    assert caught.value.message == f"game {game_id}: {rule.value.message}"
    assert _without_stamp(listig.backup()) == before
