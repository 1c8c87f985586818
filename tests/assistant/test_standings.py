"""Standings per game night and of all time, and a player's history, checked by the engine."""

from __future__ import annotations

from collections import defaultdict
from datetime import datetime
from typing import Any

from assistant_helpers import first_dealer, play_all, scripted_events
from sqlalchemy import update
from sqlmodel import Session, select

from assistant.files.record import record_of
from assistant.games.simulate import NAMES, random_game
from assistant.service import Listig
from assistant.storage.models import GameTotal, RoundResult
from assistant.storage.results import refresh_totals
from engine.mit_list_und_tuecke import Game

NIGHTS = ("2026-10-02T20:00:00+02:00", "2026-10-09T19:30:00+02:00", "2026-10-10T01:30:00+02:00")


def _expected(games: list[Game]) -> dict[str, dict[str, Any]]:
    lines: dict[str, dict[str, Any]] = defaultdict(
        lambda: {
            "games": 0,
            "wins": 0,
            "rounds": 0,
            "points": 0,
            "best": 0,
            "four": 0,
            "blocked": 0,
        }
    )
    for game in games:
        winners = game.winners()
        for seat, name in enumerate(game.players):
            line = lines[name]
            if game.finished:
                line["games"] += 1
                line["wins"] += seat in winners
            for rnd in game.rounds:
                if rnd.ended:
                    points = rnd.scores()[seat].points
                    line["rounds"] += 1
                    line["points"] += points
                    line["best"] = max(line["best"], points)
                    line["four"] += rnd.kept(seat) is not None
                    line["blocked"] += rnd.blocked_by == seat
    return dict(lines)


def _actual(listig: Listig, night_id: int | None = None) -> dict[str, dict[str, Any]]:
    return {
        x.name: {
            "games": x.games,
            "wins": x.wins,
            "rounds": x.rounds,
            "points": x.points,
            "best": x.best_round,
            "four": x.four_colors,
            "blocked": x.blocked,
        }
        for x in listig.standings(night_id)
    }


def test_standings_all_time_and_per_night(listig: Listig) -> None:
    by_night: dict[str, list[Game]] = defaultdict(list)
    for index in range(7):
        players = 4 + index % 3
        game = random_game(players, seed=40 + index)
        when = NIGHTS[index % 3]
        listig.import_record(record_of(game, {"started_at": when}).dump())
        by_night[when].append(game)
    nights = {n.day.isoformat(): n for n in listig.nights()}
    assert sorted(nights) == ["2026-10-02", "2026-10-09"]  # 01:30 belongs to the evening before
    everything = [g for games in by_night.values() for g in games]
    assert _actual(listig) == _expected(everything)
    friday = by_night[NIGHTS[1]] + by_night[NIGHTS[2]]
    assert _actual(listig, nights["2026-10-09"].id) == _expected(friday)
    lines = listig.standings()
    assert [(x.wins, x.average) for x in lines] == sorted(
        ((x.wins, x.average) for x in lines), reverse=True
    )


def test_running_and_abandoned_games(listig: Listig) -> None:
    ids = [listig.add_player(n).id for n in NAMES[:4]]
    events = scripted_events(4, seed=50, rounds=2)
    running = listig.start_game(ids, first_dealer(4, 50))
    state = play_all(listig, running.game_id, events)
    gone = listig.start_game(ids, first_dealer(4, 50))
    play_all(listig, gone.game_id, events)
    listig.abandon(gone.game_id)
    assert _actual(listig) == _expected([state.game])
    assert all(x.games == 0 and x.rounds == 2 for x in listig.standings())


def test_shared_wins_count_for_everyone(listig: Listig) -> None:
    info = listig.import_record(record_of(random_game(4, seed=51)).dump())
    with listig.db.begin() as conn:  # make it a tie: every round scores 3 for everyone
        conn.execute(update(RoundResult).values(points=3))
        refresh_totals(conn, info.game_id)
    assert [x.wins for x in listig.standings()] == [1, 1, 1, 1]
    with Session(listig.db) as s:
        assert all(t.won for t in s.exec(select(GameTotal)))


def test_history_of_a_player(listig: Listig) -> None:
    first = listig.import_record(
        record_of(random_game(4, seed=52), {"started_at": NIGHTS[0]}).dump()
    )
    second = listig.import_record(
        record_of(random_game(5, seed=53, rounds=2), {"started_at": NIGHTS[1]}).dump()
    )
    anna = next(p for p in listig.players() if p.name == "Anna")
    history = listig.player_games(anna.id)
    assert [h.game_id for h in history] == [second.game_id, first.game_id]
    latest, earlier = history
    assert (latest.rounds, latest.status.value, latest.won) == (2, "running", False)
    game = random_game(4, seed=52)
    assert earlier.points == game.totals()[0] and earlier.won == (0 in game.winners())
    assert earlier.day.isoformat() == "2026-10-02" and earlier.seat == 0


def test_tonight_starts_at_six_in_the_morning(listig: Listig) -> None:
    with Session(listig.db, expire_on_commit=False) as s:
        late = listig.tonight(s, datetime.fromisoformat("2026-10-10T05:59:00").astimezone())
        morning = listig.tonight(s, datetime.fromisoformat("2026-10-10T06:00:00").astimezone())
        assert (late.day.isoformat(), morning.day.isoformat()) == ("2026-10-09", "2026-10-10")
        s.commit()
    night = listig.rename_night(late.id or 0, "  At   Cleo's ")
    assert night.title == "At Cleo's"
    assert [n.title for n in listig.nights()] == ["", "At Cleo's"]
