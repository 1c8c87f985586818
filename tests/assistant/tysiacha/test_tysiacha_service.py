"""Tysiacha through the service: played event by event with undo, kept in the one log,
counted in the standings (the soloist who passes 1000 wins), exported and imported byte for
byte, backed up and restored; a broken record is refused in one sentence, nothing stored."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from assistant.files.exchange import AlreadyImported
from assistant.files.record import RecordError, record_of
from assistant.games.kinds import result_rows
from assistant.games.simulate import random_game as tuecke_game
from assistant.games.tysiacha import kind as tysiacha
from assistant.service import Listig
from assistant.storage.models import GameStatus
from engine.errors import RuleError
from engine.tysiacha import CAP, Bid, FinalBid, Game, Pass, summarize
from engine.tysiacha.selfplay import random_game

DATA = Path(__file__).resolve().parents[3] / "data"
SAMPLES = ("tysiacha-selfplay-1.json", "tysiacha-selfplay-2.json", "tysiacha-spec-example.json")


def sample(name: str) -> str:
    return (DATA / name).read_text(encoding="utf-8")


@pytest.fixture
def elsewhere(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Listig]:
    """A second, empty database (SQLite)."""
    with Listig(f"sqlite:///{tmp_path_factory.mktemp('elsewhere') / 'other.db'}") as other:
        yield other


def play(listig: Listig, game_id: int, events: list[Any]) -> Any:
    state = listig.game(game_id)
    for event in events:
        state = listig.apply(game_id, event, expected_seq=state.seq)
    return state


def test_a_whole_game_with_undo_standings_and_files(listig: Listig, elsewhere: Listig) -> None:
    game, deals = random_game(random.Random(57))
    ids = [listig.add_player(name).id for name in game.players]
    state = listig.start_game(ids, 0, game="tysiacha")
    assert state.status is GameStatus.RUNNING and state.game.players == game.players
    events = [e for deal in deals for e in deal]
    state = play(listig, state.game_id, events[:30])
    state = listig.undo(state.game_id)
    assert state.can_redo
    state = listig.redo(state.game_id)
    state = play(listig, state.game_id, events[30:])
    assert state.status is GameStatus.FINISHED and summarize(state.game) == summarize(game)
    listig.forget_all()  # read back from the log alone
    assert summarize(listig.game(state.game_id).game) == summarize(game)

    lines = {s.name: s for s in listig.standings(game="tysiacha")}
    totals = dict(zip(game.players, game.totals(), strict=True))
    assert {name: s.points for name, s in lines.items()} == totals
    assert {name for name, s in lines.items() if s.wins} == {game.players[game.winners()[0]]}
    assert {s.rounds for s in lines.values()} == {len(deals)}
    best = [max(r.scores()[seat].points for r in game.rounds) for seat in range(3)]
    assert {name: s.best_round for name, s in lines.items()} == dict(
        zip(game.players, best, strict=True)
    )

    detail = listig.game_detail(state.game_id)
    assert detail.game == "tysiacha" and detail.totals == totals
    assert detail.winners == (game.players[game.winners()[0]],)
    assert len(detail.rounds) == len(deals) and detail.running_totals[-1] == totals
    winner = next(p for p in listig.players() if p.name == detail.winners[0])
    page = listig.player_page(winner.id)
    assert (page.games, page.wins, page.points) == (1, 1, totals[winner.name])

    record = listig.export_record(state.game_id)
    with pytest.raises(AlreadyImported):  # the same game, played here
        listig.import_record(record)
    info = elsewhere.import_record(record)
    assert info.game == "tysiacha" and info.status is GameStatus.FINISHED
    assert elsewhere.export_record(info.game_id) == record


@pytest.mark.parametrize("name", SAMPLES)
def test_import_and_export_round_trip_byte_for_byte(
    listig: Listig, elsewhere: Listig, name: str
) -> None:
    info = listig.import_record(sample(name))
    assert info.game == "tysiacha"
    exported = listig.export_record(info.game_id)
    again = elsewhere.import_record(exported)
    assert elsewhere.export_record(again.game_id) == exported
    data = json.loads(exported)
    original = json.loads(sample(name))
    assert data["rounds"] == original["rounds"] and data["players"] == original["players"]
    assert data["meta"]["title"] == original["meta"]["title"]
    finished = name != "tysiacha-spec-example.json"
    assert info.status is (GameStatus.FINISHED if finished else GameStatus.RUNNING)


def test_an_imported_game_in_progress_goes_on_at_the_table(listig: Listig) -> None:
    info = listig.import_record(sample("tysiacha-spec-example.json"))
    state = listig.game(info.game_id)
    rnd = state.game.round
    assert rnd.totals == (70, 12, 140) and rnd.forced and len(rnd.tricks) == 1
    assert state.game.players[rnd.to_play] == "Anna"  # Cleo led the queen of hearts
    before = summarize(state.game)
    later = play(listig, info.game_id, [tysiacha.event_of("play", {"by": "Anna", "play": "H9"})])
    assert summarize(state.game) == before  # the state handed out earlier does not change
    assert len(later.game.round.trick) == 2


def test_standings_of_tysiacha_and_of_all_games(listig: Listig) -> None:
    for name in SAMPLES:
        listig.import_record(sample(name))
    listig.import_record(record_of(tuecke_game(4, seed=3)).dump())
    games = [random_game(random.Random(seed))[0] for seed in (2, 44)]
    expected: dict[str, tuple[int, int, int]] = {}
    for game in games:
        for seat, name in enumerate(game.players):
            wins, rounds, points = expected.get(name, (0, 0, 0))
            expected[name] = (
                wins + (seat in game.winners()),
                rounds + len(game.rounds),
                points + game.totals()[seat],
            )
    example = tysiacha.replay(tysiacha.Record.model_validate_json(sample(SAMPLES[2])))
    for seat, name in enumerate(example.players):  # a game in progress: its ended deal
        wins, rounds, points = expected[name]
        expected[name] = (wins, rounds + 1, points + example.totals()[seat])
    lines = listig.standings(game="tysiacha")
    assert {s.name: (s.wins, s.rounds, s.points) for s in lines} == expected
    assert {s.game for s in lines} == {"tysiacha"}
    everything = listig.standings()
    by_game = {(s.name, b.game): b for s in everything for b in s.by_game}
    for s in lines:
        assert by_game[(s.name, "tysiacha")].points == s.points
    assert any(b.game == "mit-list-und-tuecke" for b in by_game.values())
    csv = listig.standings_csv(game="tysiacha").splitlines()
    assert csv[0].startswith("player,game") and all(",tysiacha," in row for row in csv[1:])
    nights = listig.night_summaries(game="tysiacha")
    assert sum(n.games for n in nights) == 3


def test_backup_and_restore_keep_tysiacha_games(listig: Listig, elsewhere: Listig) -> None:
    for name in SAMPLES:
        listig.import_record(sample(name))
    _, deals = random_game(random.Random(13), deals=3)
    ids = [p.id for p in listig.players()]
    running = listig.start_game(ids, 0, game="tysiacha")
    events = [e for deal in deals for e in deal]
    state = play(listig, running.game_id, events[:-4])
    listig.undo(state.game_id)
    text = listig.backup()
    counts = elsewhere.restore(text)
    assert counts["games"] == 4
    assert [g.game for g in elsewhere.games()] == ["tysiacha"] * 4
    assert [g.status for g in elsewhere.games()] == [g.status for g in listig.games()]
    assert elsewhere.standings(game="tysiacha") == listig.standings(game="tysiacha")
    for info in listig.games():
        assert elsewhere.export_record(info.game_id) == listig.export_record(info.game_id)
    after = elsewhere.game(running.game_id)
    assert after.can_redo and summarize(after.game) == summarize(listig.game(running.game_id).game)


def test_a_record_becomes_log_rows_and_back() -> None:
    _, deals = random_game(random.Random(6))
    for event in (e for deal in deals for e in deal):
        kind, payload = tysiacha.entry_of(event)
        assert kind in payload and tysiacha.event_of(kind, payload) == event
        assert tysiacha.EventModel.from_event(event).model_dump(exclude_none=True) == payload
    with pytest.raises(ValueError):
        tysiacha.event_of("bid", {"by": "Anna", "pass": True})
    with pytest.raises(ValueError):
        tysiacha.event_of("pass", {"by": "Anna", "pass": 1})


def test_result_rows_are_each_deals_changes_of_total() -> None:
    game, _ = random_game(random.Random(2))
    rows = result_rows(7, game, [11, 12, 13])
    assert len(rows) == 3 * len(game.rounds)
    assert [r["points"] for r in rows[:3]] == [s.points for s in game.rounds[0].scores()]
    assert {r["round_no"] for r in rows} == set(range(1, len(game.rounds) + 1))
    assert {(r["a"], r["b"], r["r"], r["discarded"], r["four_colors"], r["blocked"]) for r in rows}
    assert all(r["open_stacks"] == {} and r["end"] == "complete" for r in rows)
    assert max(sum(r["points"] for r in rows if r["seat"] == seat) for seat in range(3)) > CAP


def test_a_snapshot_keeps_the_totals_before_the_open_deal() -> None:
    game, deals = random_game(random.Random(2))
    cut = Game(game.players, game.first_dealer)
    events = [e for deal in deals for e in deal]
    cut.apply_all(events[: len(events) - 10])
    copy = tysiacha.snapshot(cut)
    assert summarize(copy) == summarize(cut)
    assert copy.round is not None and cut.round is not None
    assert copy.round.totals == cut.round.totals != (0, 0, 0)
    cut.apply_all(events[len(events) - 10 : len(events) - 9])
    assert summarize(copy) != summarize(cut)


# ----------------------------------------------------------------- broken records, stored never

BASE = json.loads(sample("tysiacha-spec-example.json"))
PLACES = [(d, i) for d, deal in enumerate(BASE["rounds"]) for i in range(len(deal))]


@st.composite
def broken(draw: st.DrawFn) -> str:
    """The spec's example with one fault: an event repeated, or a field of the wrong kind."""
    record = json.loads(json.dumps(BASE))
    d, i = draw(st.sampled_from(PLACES))
    event = record["rounds"][d][i]
    if draw(st.booleans()):
        record["rounds"][d].insert(i + 1, dict(event))
    else:
        key = next(k for k in ("bid", "pass", "widow", "final_bid", "play") if k in event)
        event[key] = draw(
            st.one_of(
                st.none(),
                st.sampled_from([False, 0, 1.5, "", "SA ", "100", 405, 95, ["HT"], {}]),
            )
        )
    return json.dumps(record)


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(text=broken())
def test_a_broken_record_is_refused_in_one_sentence_and_nothing_is_stored(
    elsewhere: Listig, text: str
) -> None:
    with pytest.raises(RecordError) as caught:
        elsewhere.import_record(text)
    message = caught.value.message
    assert message.startswith("round ") and "\n" not in message
    assert elsewhere.players(include_archived=True) == []
    assert elsewhere.games() == [] and elsewhere.nights() == []


def test_an_illegal_event_at_the_table_changes_nothing(listig: Listig) -> None:
    ids = [listig.add_player(name).id for name in ("Anna", "Ben", "Cleo")]
    state = listig.start_game(ids, 0, game="tysiacha")  # Anna deals: Cleo bids first
    state = play(listig, state.game_id, [Bid("Cleo", 100), Pass("Anna"), Pass("Ben")])
    seq = state.seq
    with pytest.raises(RuleError):
        listig.apply(state.game_id, FinalBid("Cleo", 100))  # the widow comes first
    assert listig.game(state.game_id).seq == seq
