"""Gaigel through the service: a sitting played event by event with undo, kept in the one
log, counted in the standings (each player's game points, partners both credited),
exported and imported byte for byte, backed up and restored, listed on a player's page; a
broken record is refused in one sentence, nothing stored."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from assistant.errors import InputError
from assistant.files.exchange import AlreadyImported
from assistant.files.record import RecordError, record_of
from assistant.games.gaigel import kind as gaigel
from assistant.games.kinds import result_rows
from assistant.games.simulate import random_game as tuecke_game
from assistant.service import Listig
from assistant.storage.models import GameStatus
from engine.errors import RuleError
from engine.french import Card
from engine.gaigel import Claim, ClaimKind, Game, Play, TurnUp, summarize
from engine.gaigel.selfplay import announced, random_game

DATA = Path(__file__).resolve().parents[3] / "data"
SAMPLES = (
    "gaigel-selfplay-1.json",
    "gaigel-selfplay-2.json",
    "gaigel-selfplay-3.json",
    "gaigel-edge-cases.json",
    "gaigel-spec-record.json",
)
OPEN = ("gaigel-edge-cases.json", "gaigel-spec-record.json")
"""The samples whose last deal is still open."""


def sample(name: str) -> str:
    return (DATA / name).read_text(encoding="utf-8")


def sample_game(name: str) -> Game:
    return gaigel.replay(gaigel.Record.model_validate_json(sample(name)))


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


def test_a_whole_sitting_with_undo_standings_and_files(listig: Listig, elsewhere: Listig) -> None:
    game, deals = random_game(random.Random(22), first_dealer=2, deals=5)
    ids = [listig.add_player(name).id for name in game.players]
    state = listig.start_game(ids, 2, game="gaigel")
    assert state.status is GameStatus.RUNNING and state.game.players == game.players
    events = [e for deal in deals for e in deal]
    state = play(listig, state.game_id, events[:40])
    state = listig.undo(state.game_id)
    assert state.can_redo
    state = listig.redo(state.game_id)
    state = play(listig, state.game_id, events[40:])
    assert state.status is GameStatus.RUNNING and summarize(state.game) == summarize(game)
    listig.end_sitting(state.game_id)  # the table stops
    listig.forget_all()  # read back from the log alone
    assert summarize(listig.game(state.game_id).game) == summarize(game)

    lines = {s.name: s for s in listig.standings(game="gaigel")}
    totals = dict(zip(game.players, game.totals(), strict=True))
    assert {name: s.points for name, s in lines.items()} == totals
    winners = {game.players[seat] for seat in game.winners()}
    assert {name for name, s in lines.items() if s.wins} == winners and len(winners) == 2
    assert {s.rounds for s in lines.values()} == {len(deals)}

    detail = listig.game_detail(state.game_id)
    assert detail.game == "gaigel" and detail.totals == totals
    assert set(detail.winners) == winners
    assert len(detail.rounds) == len(deals) and detail.running_totals[-1] == totals
    winner = next(p for p in listig.players() if p.name in winners)
    page = listig.player_page(winner.id)
    assert (page.games, page.wins, page.points) == (1, 1, totals[winner.name])
    assert [b.game for b in page.by_game] == ["gaigel"]
    [played] = listig.player_games(winner.id)
    assert (played.game, played.game_id, played.won) == ("gaigel", state.game_id, True)
    assert played.points == totals[winner.name] and played.rounds == len(deals)

    record = listig.export_record(state.game_id)
    with pytest.raises(AlreadyImported):  # the same sitting, played here
        listig.import_record(record)
    info = elsewhere.import_record(record)
    assert info.game == "gaigel" and info.status is GameStatus.FINISHED
    assert elsewhere.export_record(info.game_id) == record


def test_a_sitting_by_announcements_goes_through_the_service(listig: Listig) -> None:
    played, deals = random_game(random.Random(3), deals=3)
    ids = [listig.add_player(name).id for name in played.players]
    state = listig.start_game(ids, 0, game="gaigel")
    events = [e for deal in deals for e in announced(deal, played.players)]
    state = play(listig, state.game_id, events)
    assert state.status is GameStatus.RUNNING and state.game.finished  # no deal open
    assert {d["mode"] for d in summarize(state.game)["rounds"]} <= {"tricks", None}
    assert state.game.totals() == listig.game(state.game_id).game.totals()
    assert json.loads(listig.export_record(state.game_id))["rounds"] == [
        [gaigel.entry_of(e)[1] for e in announced(deal, played.players)] for deal in deals
    ]


@pytest.mark.parametrize("name", SAMPLES)
def test_import_and_export_round_trip_byte_for_byte(
    listig: Listig, elsewhere: Listig, name: str
) -> None:
    info = listig.import_record(sample(name))
    assert info.game == "gaigel"
    exported = listig.export_record(info.game_id)
    again = elsewhere.import_record(exported)
    assert elsewhere.export_record(again.game_id) == exported
    data = json.loads(exported)
    original = json.loads(sample(name))
    assert data["rounds"] == original["rounds"] and data["players"] == original["players"]
    assert data["first_dealer"] == original["first_dealer"]
    assert data["meta"]["title"] == original["meta"]["title"]
    assert info.status is (GameStatus.RUNNING if name in OPEN else GameStatus.FINISHED)
    assert summarize(listig.game(info.game_id).game) == summarize(sample_game(name))


def test_an_imported_sitting_in_progress_goes_on(listig: Listig) -> None:
    info = listig.import_record(sample("gaigel-spec-record.json"))
    state = listig.game(info.game_id)
    rnd = state.game.round
    assert rnd is not None and len(rnd.trick) == 1  # Cleo led CA
    assert state.game.players[rnd.to_play] == "Dan"
    before = summarize(state.game)
    later = play(listig, info.game_id, [gaigel.event_of("play", {"by": "Dan", "play": "C7"})])
    assert summarize(state.game) == before  # the state handed out earlier does not change
    assert later.game.round is not None and len(later.game.round.trick) == 2
    later = play(listig, info.game_id, [Claim("Ben", ClaimKind.OUT)])  # at 0: an overgaigel
    assert later.status is GameStatus.RUNNING and later.game.finished  # the sitting goes on
    lines = {s.name: s.points for s in listig.standings(game="gaigel")}
    assert lines == {"Anna": 4, "Ben": 0, "Cleo": 4, "Dan": 0}


def test_standings_add_each_players_game_points_across_changing_partners(listig: Listig) -> None:
    for name in SAMPLES:
        listig.import_record(sample(name))
    listig.import_record(record_of(tuecke_game(4, seed=3)).dump())
    expected: dict[str, tuple[int, int, int]] = {}
    for name in SAMPLES:
        game = sample_game(name)
        for seat, player in enumerate(game.players):
            wins, rounds, points = expected.get(player, (0, 0, 0))
            expected[player] = (
                wins + (seat in game.winners()),
                rounds + game.ended_rounds(),
                points + game.totals()[seat],
            )
    lines = listig.standings(game="gaigel")
    assert {s.name: (s.wins, s.rounds, s.points) for s in lines} == expected
    assert {s.game for s in lines} == {"gaigel"}
    everything = listig.standings()
    by_game = {(s.name, b.game): b for s in everything for b in s.by_game}
    for s in lines:
        assert by_game[(s.name, "gaigel")].points == s.points
    assert any(b.game == "mit-list-und-tuecke" for b in by_game.values())
    csv = listig.standings_csv(game="gaigel").splitlines()
    assert csv[0].startswith("player,game") and all(",gaigel," in row for row in csv[1:])
    nights = listig.night_summaries(game="gaigel")
    assert sum(n.games for n in nights) == len(SAMPLES)
    assert sum(n.finished for n in nights) == len(SAMPLES) - len(OPEN)


def test_partners_change_and_each_player_keeps_his_own_tally(listig: Listig) -> None:
    names = ["Anna", "Ben", "Cleo", "Dan"]
    ids = {name: listig.add_player(name).id for name in names}
    first = listig.start_game([ids[n] for n in names], 0, game="gaigel")
    seated = ["Anna", "Cleo", "Ben", "Dan"]  # Anna now plays with Ben
    second = listig.start_game([ids[n] for n in seated], 0, game="gaigel")
    ha = Card.parse("HA")
    for game_id, players in ((first.game_id, names), (second.game_id, seated)):
        eldest = players[1]
        play(
            listig,
            game_id,
            [TurnUp(players[0], ha), Play(eldest, Card.parse("SA")), Claim(eldest, ClaimKind.OUT)],
        )  # the eldest claims at 0: a gaigel for the dealer's side
        listig.end_sitting(game_id)
    lines = {s.name: (s.games, s.wins, s.points) for s in listig.standings(game="gaigel")}
    assert lines == {"Anna": (2, 2, 4), "Ben": (2, 1, 2), "Cleo": (2, 1, 2), "Dan": (2, 0, 0)}


def test_backup_and_restore_keep_gaigel_sittings(listig: Listig, elsewhere: Listig) -> None:
    for name in SAMPLES:
        listig.import_record(sample(name))
    _, deals = random_game(random.Random(13), deals=3)
    ids = [p.id for p in listig.players()]
    running = listig.start_game(ids, 0, game="gaigel")
    events = [e for deal in deals for e in deal]
    state = play(listig, running.game_id, events[:-4])
    listig.undo(state.game_id)
    text = listig.backup()
    counts = elsewhere.restore(text)
    assert counts["games"] == len(SAMPLES) + 1
    assert [g.game for g in elsewhere.games()] == ["gaigel"] * (len(SAMPLES) + 1)
    assert [g.status for g in elsewhere.games()] == [g.status for g in listig.games()]
    assert elsewhere.standings(game="gaigel") == listig.standings(game="gaigel")
    for info in listig.games():
        assert elsewhere.export_record(info.game_id) == listig.export_record(info.game_id)
    after = elsewhere.game(running.game_id)
    assert after.can_redo and summarize(after.game) == summarize(listig.game(running.game_id).game)


def test_a_record_becomes_log_rows_and_back() -> None:
    played, deals = random_game(random.Random(6))
    events = [e for deal in deals for e in deal]
    events += [e for deal in deals for e in announced(deal, played.players)]
    for event in events:
        kind, payload = gaigel.entry_of(event)
        assert kind in payload and gaigel.event_of(kind, payload) == event
        assert gaigel.EventModel.from_event(event).model_dump(exclude_none=True) == payload
    marriage = {"by": "Anna", "play": "HK", "marriage": True}
    assert gaigel.entry_of(gaigel.event_of("play", marriage)) == ("play", marriage)
    with pytest.raises(ValueError):
        gaigel.event_of("trick", {"by": "Anna", "marriage": "H"})
    with pytest.raises(ValueError):
        gaigel.event_of("exchange", {"by": "Anna", "exchange": 1})
    with pytest.raises(ValueError):
        gaigel.event_of("play", {"by": "Anna", "play": "HK", "marriage": "H"})


def test_result_rows_are_each_deals_game_points_for_both_partners() -> None:
    game = sample_game("gaigel-selfplay-1.json")
    rows = result_rows(7, game, [11, 12, 13, 14])
    assert len(rows) == 4 * len(game.rounds)
    for index, rnd in enumerate(game.rounds):
        deal = [r for r in rows if r["round_no"] == index + 1]
        assert rnd.result is not None
        points = [rnd.result.points if seat % 2 == rnd.result.side else 0 for seat in range(4)]
        assert [r["points"] for r in deal] == points
    assert all(r["open_stacks"] == {} for r in rows)
    for index, rnd in enumerate(game.rounds):  # how each deal ended: its claim, or twelve tricks
        (end,) = {r["end"] for r in rows if r["round_no"] == index + 1}
        assert end == gaigel.end_of(rnd) and end.endswith(f"@{len(rnd.tricks)}")
        no_claim = rnd.claim is None and rnd.result.how.value != "settled"
        assert end.startswith("twelve@") == no_claim
    assert {(r["a"], r["b"], r["r"], r["discarded"], r["four_colors"], r["blocked"]) for r in rows}
    totals = [sum(r["points"] for r in rows if r["seat"] == seat) for seat in range(4)]
    assert tuple(totals) == game.totals()
    open_ = sample_game("gaigel-edge-cases.json")
    assert len(result_rows(1, open_, [1, 2, 3, 4])) == 4 * (len(open_.rounds) - 1)


def test_a_snapshot_does_not_change_with_later_events() -> None:
    game, deals = random_game(random.Random(2), deals=2)
    cut = Game(game.players, game.first_dealer)
    events = [e for deal in deals for e in deal]
    cut.apply_all(events[: len(events) - 10])
    copy = gaigel.snapshot(cut)
    assert summarize(copy) == summarize(cut)
    assert copy.round is not None and cut.round is not None
    before = list(copy.round.events)
    cut.apply_all(events[len(events) - 10 : len(events) - 9])
    assert copy.round.events == before != cut.round.events
    assert copy.rounds[0] is cut.rounds[0]  # an ended deal is shared


# ----------------------------------------------------------------- broken records, stored never

BASE = json.loads(sample("gaigel-spec-record.json"))
PLACES = [(d, i) for d, deal in enumerate(BASE["rounds"]) for i in range(len(deal))]
KEYS = ("turn_up", "play", "trick", "marriage", "exchange", "claim")


@st.composite
def broken(draw: st.DrawFn) -> str:
    """The spec's example with one fault: an event repeated (but for a trick announced), or a
    field of the wrong kind."""
    record = json.loads(json.dumps(BASE))
    d, i = draw(st.sampled_from(PLACES))
    event = record["rounds"][d][i]
    if "trick" not in event and draw(st.booleans()):  # a trick may be taken twice alike
        record["rounds"][d].insert(i + 1, dict(event))
    else:
        key = next(k for k in KEYS if k in event)
        event[key] = draw(
            st.one_of(
                st.none(),
                st.sampled_from([False, 0.5, 1.5, "", "HA ", "h", "21", 245, -1, ["HT"], {}]),
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
    ids = [listig.add_player(name).id for name in ("Anna", "Ben", "Cleo", "Dan")]
    state = listig.start_game(ids, 3, game="gaigel")  # Dan deals: Anna leads
    state = play(listig, state.game_id, [TurnUp("Dan", Card.parse("HT"))])
    seq = state.seq
    with pytest.raises(RuleError):
        listig.apply(state.game_id, Play("Ben", Card.parse("SA")))  # Anna's turn
    assert listig.game(state.game_id).seq == seq


def test_the_way_chosen_at_new_game_is_kept_with_the_sitting(listig: Listig) -> None:
    """How the table records its deals stays with the game, read back from the database;
    only a Gaigel sitting takes it, and only one of its two ways."""
    ids = [listig.add_player(name).id for name in ("Anna", "Ben", "Cleo", "Dan")]
    state = listig.start_game(ids, 0, game="gaigel", way="cards")
    assert state.house_rules == {"way": "cards"}
    listig.forget_all()
    assert listig.game(state.game_id).house_rules == {"way": "cards"}
    assert listig.start_game(ids, 0, game="gaigel").house_rules == {}
    with pytest.raises(InputError, match="by announcements or card by card, not cards-ish"):
        listig.start_game(ids, 0, game="gaigel", way="cards-ish")
    with pytest.raises(InputError, match="not cards"):
        listig.start_game(ids, 0, way="cards")  # Mit List und Tücke has no such choice


def test_a_sitting_goes_on_after_each_deal_until_the_table_ends_it(listig: Listig) -> None:
    """After a deal the sitting is still to continue, its tally counts in the standings (no
    win yet); the table ends it, and an undo takes it up again."""
    names = ["Anna", "Ben", "Cleo", "Dan"]
    ids = [listig.add_player(n).id for n in names]
    state = listig.start_game(ids, 0, game="gaigel")
    game_id = state.game_id
    with pytest.raises(InputError, match="a deal is still open"):
        listig.end_sitting(game_id)
    ha = Card.parse("HA")
    state = play(listig, game_id, [TurnUp("Anna", ha), Play("Ben", Card.parse("SA"))])
    with pytest.raises(InputError, match="a deal is still open"):
        listig.end_sitting(game_id)
    state = play(listig, game_id, [Claim("Ben", ClaimKind.OUT)])  # at 0: Anna & Cleo win 2
    assert state.game.finished and state.status is GameStatus.RUNNING
    assert [g.game_id for g in listig.unfinished_games()] == [game_id]
    assert listig.game_detail(game_id).totals == {"Anna": 2, "Ben": 0, "Cleo": 2, "Dan": 0}
    lines = {s.name: (s.games, s.wins, s.points) for s in listig.standings(game="gaigel")}
    assert lines == {"Anna": (0, 0, 2), "Ben": (0, 0, 0), "Cleo": (0, 0, 2), "Dan": (0, 0, 0)}
    night = listig.standings(listig.games()[0].night_id)
    assert [(s.name, s.wins, s.games) for s in night][:2] == [("Anna", 0, 0), ("Cleo", 0, 0)]

    listig.end_sitting(game_id)
    assert listig.unfinished_games() == [] and listig.game(game_id).finished
    lines = {s.name: (s.games, s.wins, s.points) for s in listig.standings(game="gaigel")}
    assert lines == {"Anna": (1, 1, 2), "Ben": (1, 0, 0), "Cleo": (1, 1, 2), "Dan": (1, 0, 0)}
    assert set(listig.game_detail(game_id).winners) == {"Anna", "Cleo"}
    with pytest.raises(InputError, match="not going on"):
        listig.end_sitting(game_id)

    again = listig.undo(game_id)  # the claim taken back: the sitting goes on
    assert again.status is GameStatus.RUNNING
    assert [g.game_id for g in listig.unfinished_games()] == [game_id]


def test_a_quick_sitting_ends_when_the_table_says_so(listig: Listig) -> None:
    names = ["Anna", "Ben", "Cleo", "Dan"]
    ids = [listig.add_player(n).id for n in names]
    quick = listig.start_quick_game(ids, 0, game="gaigel")
    quick = listig.enter_quick_round(quick.game_id, {"Anna & Cleo": "single"})
    assert quick.next_round == 2
    listig.end_sitting(quick.game_id)
    ended = listig.quick_game(quick.game_id)
    assert ended.finished and ended.winners == ("Anna", "Cleo")
    with pytest.raises(InputError):
        listig.enter_quick_round(quick.game_id, {"Anna & Cleo": "single"})


def test_only_a_sitting_is_ended_by_the_table(listig: Listig) -> None:
    ids = [listig.add_player(n).id for n in ["Anna", "Ben", "Cleo", "Dan"]]
    state = listig.start_game(ids, 0)
    with pytest.raises(InputError, match="only a sitting of Gaigel"):
        listig.end_sitting(state.game_id)


def test_a_sitting_going_on_and_one_ended_are_backed_up_and_restored(
    listig: Listig, elsewhere: Listig
) -> None:
    names = ["Anna", "Ben", "Cleo", "Dan"]
    ids = [listig.add_player(n).id for n in names]
    events = [TurnUp("Anna", Card.parse("HA")), Play("Ben", Card.parse("SA"))]
    for end in (False, True):
        state = listig.start_game(ids, 0, game="gaigel")
        play(listig, state.game_id, [*events, Claim("Ben", ClaimKind.OUT)])
        if end:
            listig.end_sitting(state.game_id)
    elsewhere.restore(listig.backup())
    assert [g.status for g in elsewhere.games()] == [g.status for g in listig.games()]
    assert elsewhere.standings(game="gaigel") == listig.standings(game="gaigel")
