"""Ratings: every game's results fed to openskill's Plackett–Luce model, checked against the
model fed the same results by hand — players alone and partners as teams, a tie, the dummy,
a Gaigel sitting deal by deal, the order the games were started, after an undo, a restore
and within a season."""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from datetime import UTC, date, datetime, timedelta
from typing import Any

import pytest
from openskill.models import PlackettLuce, PlackettLuceRating

from assistant.games.kinds import kind
from assistant.games.simulate import random_game as list_game
from assistant.looking_back.ratings import ALL_TIME, Ratings, Season
from assistant.service import Listig
from assistant.states import QuickStacks
from engine.gaigel.selfplay import random_game as gaigel_game
from engine.homme_de_brou.selfplay import random_game as brou_game
from engine.partout.selfplay import random_game as partout_game
from engine.tysiacha.selfplay import random_game as tysiacha_game

MODEL = PlackettLuce()
ROSTER = ("Ines", "Jonas", "Kira", "Lars", "Mia", "Noah")
START = datetime(2025, 3, 7, 19, 30, tzinfo=UTC)


def by_hand(results: Sequence[tuple[Sequence[Sequence[str]], Sequence[int]]]) -> dict[str, Any]:
    """openskill fed each result in turn: the sides' names and ranks; every player's
    (μ, σ, games)."""
    now: dict[str, PlackettLuceRating] = {}
    games: dict[str, int] = {}
    for sides, ranks in results:
        teams = [[now.get(n) or MODEL.rating() for n in side] for side in sides]
        for side, team in zip(sides, MODEL.rate(teams, ranks=list(ranks)), strict=True):
            for name, rating in zip(side, team, strict=True):
                now[name] = rating
                games[name] = games.get(name, 0) + 1
    return {n: (pytest.approx(r.mu), pytest.approx(r.sigma), games[n]) for n, r in now.items()}


def rated(listig: Listig, game: str, season: Season = ALL_TIME) -> dict[str, Any]:
    """The service's ratings of a game by player name: (μ, σ, games)."""
    found: Ratings = listig.ratings(game, season)
    names = {p.id: p.name for p in listig.players(include_archived=True)}
    return {names[pid]: (r.mu, r.sigma, r.games) for pid, r in found.by_player.items()}


def ranks(totals: Sequence[int]) -> list[int]:
    """Ranks written out: 1 for the highest total, equal totals the same rank."""
    order = sorted(set(totals), reverse=True)
    places = {}
    for total in order:
        places[total] = 1 + sum(1 for t in totals if t > total)
    return [places[t] for t in totals]


def renamed(data: Any, names: dict[str, str]) -> Any:
    """A record's JSON with the players' names replaced."""
    if isinstance(data, str):
        return names.get(data, data)
    if isinstance(data, list):
        return [renamed(x, names) for x in data]
    if isinstance(data, dict):
        return {k: renamed(v, names) for k, v in data.items()}
    return data


def imported(
    listig: Listig, game_id: str, game: Any, seating: Sequence[str], started: datetime
) -> int:
    """Import an engine game with the roster's ``seating`` (in its seats' order), started
    at ``started``; its id."""
    record = kind(game_id).record_of(game, {"started_at": started.isoformat()})
    data = renamed(json.loads(record.dump()), dict(zip(game.players, seating, strict=True)))
    return listig.import_record(json.dumps(data)).game_id


def sides_of(game_id: str, seating: Sequence[str], dummy: int | None = None) -> list[list[str]]:
    """The names of each side of a table, the dummy left out."""
    table = kind(game_id).side_seats(len(seating))
    return [[seating[s] for s in side if s != dummy] for side in table]


def side_totals(game_id: str, game: Any, seating: Sequence[str]) -> list[int]:
    """Each side's final total (the totals are the sides', or each seat's)."""
    totals = list(game.totals())
    table = kind(game_id).side_seats(len(seating))
    return totals if len(totals) == len(table) else [totals[side[0]] for side in table]


@pytest.fixture
def ids(listig: Listig) -> dict[str, int]:
    return {name: listig.add_player(name).id for name in ROSTER}


def test_players_alone_in_the_order_the_games_were_started(
    listig: Listig, ids: dict[str, int]
) -> None:
    """Mit List und Tücke and Tysiacha: imported out of order, rated as started."""
    rng = random.Random(3)
    for game_id in ("mit-list-und-tuecke", "tysiacha"):
        played = []
        for n in range(4):
            if game_id == "tysiacha":
                game, _ = tysiacha_game(random.Random(n))
            else:
                game = list_game(4 + n % 3, seed=n)
            seating = rng.sample(ROSTER, len(game.players))
            played.append((START + timedelta(days=7 * n), game, seating))
        for started, game, seating in reversed(played):  # the latest imported first
            imported(listig, game_id, game, seating, started)
        expected = by_hand(
            [
                (sides_of(game_id, seating), ranks(side_totals(game_id, game, seating)))
                for _, game, seating in played
                if game.finished
            ]
        )
        assert expected
        assert rated(listig, game_id) == expected


def test_partners_are_rated_as_teams(listig: Listig, ids: dict[str, int]) -> None:
    """Partout's teams (4 and 6 players; 3 alone) and Homme de Brou's sides."""
    rng = random.Random(5)
    for game_id in ("partout", "homme-de-brou"):
        results = []
        for n in range(4):
            if game_id == "partout":
                game, _ = partout_game((4, 6, 3, 4)[n], random.Random(n))
            else:
                game, _ = brou_game(random.Random(n), first_dealer=n % 4)
            seating = rng.sample(ROSTER, len(game.players))
            imported(listig, game_id, game, seating, START + timedelta(days=n))
            if game.finished:
                totals = side_totals(game_id, game, seating)
                results.append((sides_of(game_id, seating), ranks(totals)))
        assert any(len(side) > 1 for sides, _ in results for side in sides)
        assert rated(listig, game_id) == by_hand(results)


def test_three_and_the_dummy_the_dummy_has_no_rating(listig: Listig, ids: dict[str, int]) -> None:
    results = []
    for n, dummy in enumerate((3, 0, 1)):
        game, _ = brou_game(random.Random(20 + n), first_dealer=n, dummy=dummy)
        assert game.finished
        seating = ["Ines", "Jonas", "Kira", "Lars"]
        seating[dummy] = "Dummy"
        imported(listig, "homme-de-brou", game, seating, START + timedelta(hours=n))
        totals = side_totals("homme-de-brou", game, seating)
        results.append((sides_of("homme-de-brou", seating, dummy), ranks(totals)))
    found = rated(listig, "homme-de-brou")
    assert "Dummy" not in found and len(found) == 4
    assert found == by_hand(results)
    assert any(len(side) == 1 for sides, _ in results for side in sides)


def test_a_gaigel_sitting_counts_each_deal(listig: Listig, ids: dict[str, int]) -> None:
    """Two sittings of several deals: each ended deal a result, won by the side that
    scored it, in the order of the sittings and their deals."""
    results = []
    for n, seating in enumerate(
        (["Ines", "Jonas", "Kira", "Lars"], ["Lars", "Mia", "Ines", "Noah"])
    ):
        game, _ = gaigel_game(random.Random(40 + n), first_dealer=n, deals=4 + n)
        imported(listig, "gaigel", game, seating, START + timedelta(days=1 - n))
        sides = sides_of("gaigel", seating)
        deals = [
            (sides, ranks([rnd.scores()[side[0]].points for side in kind("gaigel").side_seats(4)]))
            for rnd in game.rounds
            if rnd.ended
        ]
        assert len(deals) >= 4
        results = deals + results  # the second sitting was started a day earlier
    found = rated(listig, "gaigel")
    assert found == by_hand(results)
    assert found["Ines"][2] == len(results)


def test_equal_totals_share_a_rank(listig: Listig, ids: dict[str, int]) -> None:
    """A quick-scored game of four whose rounds give everyone the same total: a tie of all."""
    game = list_game(4, seed=11)
    first = game.rounds[0]
    stacks = [QuickStacks(dict(s.open), s.discarded) for s in first.all_stacks()]
    seating = ["Kira", "Ines", "Noah", "Jonas"]
    state = listig.start_quick_game([ids[n] for n in seating], 0)
    for turn in range(4):
        entry = {name: stacks[(seat + turn) % 4] for seat, name in enumerate(seating)}
        state = listig.enter_quick_round(state.game_id, entry, state.seq)
    assert state.finished and len(set(state.totals.values())) == 1
    found = rated(listig, "mit-list-und-tuecke")
    assert found == by_hand([([[n] for n in seating], [1, 1, 1, 1])])
    assert len({r[0] for r in found.values()}) == 1  # a tie moves no one ahead


def test_an_undo_and_a_running_game_count_as_the_games_stand(
    listig: Listig, ids: dict[str, int]
) -> None:
    game = list_game(4, seed=12)
    seating = ["Ines", "Jonas", "Kira", "Lars"]
    state = listig.start_quick_game([ids[n] for n in seating], game.first_dealer)
    for rnd in game.rounds:
        entry = {
            name: QuickStacks(dict(s.open), s.discarded)
            for name, s in zip(seating, rnd.all_stacks(), strict=True)
        }
        state = listig.enter_quick_round(state.game_id, entry, state.seq)
    assert state.finished
    done = by_hand([([[n] for n in seating], ranks(list(game.totals())))])
    assert rated(listig, "mit-list-und-tuecke") == done
    state = listig.undo_quick_round(state.game_id, state.seq)
    assert rated(listig, "mit-list-und-tuecke") == {}  # running again: not rated
    listig.enter_quick_round(state.game_id, entry, state.seq)
    assert rated(listig, "mit-list-und-tuecke") == done


def test_a_restore_gives_the_same_ratings(
    listig: Listig, ids: dict[str, int], tmp_path_factory: pytest.TempPathFactory
) -> None:
    for n in range(3):
        game, _ = brou_game(random.Random(60 + n), first_dealer=n)
        imported(listig, "homme-de-brou", game, list(ROSTER[n : n + 4]), START + timedelta(days=n))
    before = rated(listig, "homme-de-brou")
    assert before
    other = Listig(f"sqlite:///{tmp_path_factory.mktemp('copy') / 'copy.db'}")
    try:
        other.restore(listig.backup())
        assert rated(other, "homme-de-brou") == before
    finally:
        other.close()
    listig.restore(listig.backup(), replace=True)
    assert rated(listig, "homme-de-brou") == before


def test_a_season_rates_its_own_games_from_scratch(listig: Listig, ids: dict[str, int]) -> None:
    """Games started on the season's first and last days count, the days around do not."""
    days = [date(2024, 12, 31), date(2025, 1, 1), date(2025, 6, 1), date(2025, 12, 31)]
    days.append(date(2026, 1, 1))
    results = []
    for n, day in enumerate(days):
        game, _ = tysiacha_game(random.Random(80 + n))
        seating = list(ROSTER[n % 3 : n % 3 + 3])
        local_noon = datetime(day.year, day.month, day.day, 12).astimezone()
        imported(listig, "tysiacha", game, seating, local_noon)
        if game.finished and day.year == 2025:
            results.append(([[x] for x in seating], ranks(list(game.totals()))))
    season = Season(date(2025, 1, 1), date(2025, 12, 31))
    assert season == Season.year(2025)
    assert len(results) == 3
    assert rated(listig, "tysiacha", season) == by_hand(results)
    assert rated(listig, "tysiacha") != rated(listig, "tysiacha", season)
    assert rated(listig, "tysiacha", Season(date(2027, 1, 1))) == {}


def test_the_rating_shown_and_provisional(listig: Listig, ids: dict[str, int]) -> None:
    for n in range(5):
        game = list_game(4, seed=30 + n)
        imported(listig, "mit-list-und-tuecke", game, list(ROSTER[:4]), START + timedelta(n))
    lines = listig.rating_lines("mit-list-und-tuecke")
    assert [x.rating.games for x in lines] == [5, 5, 5, 5]
    assert not any(x.rating.provisional for x in lines)
    for x in lines:
        assert x.rating.value == pytest.approx(x.rating.mu - 3 * x.rating.sigma)
    values = [round(x.rating.value, 3) for x in lines]
    assert values == sorted(values, reverse=True)
    game = list_game(4, seed=40)
    imported(listig, "mit-list-und-tuecke", game, ["Mia", *ROSTER[:3]], START + timedelta(9))
    mia = next(x for x in listig.rating_lines("mit-list-und-tuecke") if x.name == "Mia")
    assert mia.rating.provisional and mia.rating.games == 1


def test_renamed_and_archived_players_keep_their_ratings(
    listig: Listig, ids: dict[str, int]
) -> None:
    game = list_game(5, seed=2)
    imported(listig, "mit-list-und-tuecke", game, list(ROSTER[:5]), START)
    before = {x.player_id: x.rating for x in listig.rating_lines("mit-list-und-tuecke")}
    listig.rename_player(ids["Ines"], "Ina")
    listig.archive_player(ids["Jonas"])
    after = {x.player_id: x for x in listig.rating_lines("mit-list-und-tuecke")}
    assert {pid: x.rating for pid, x in after.items()} == before
    assert after[ids["Ines"]].name == "Ina"


def test_team_ratings_and_chances_come_from_the_model(listig: Listig, ids: dict[str, int]) -> None:
    game, _ = brou_game(random.Random(9))
    seating = ["Ines", "Jonas", "Kira", "Lars"]
    imported(listig, "homme-de-brou", game, seating, START)
    found = listig.ratings("homme-de-brou")
    pair = [ids["Ines"], ids["Kira"]]
    team = found.side(pair)
    members = [found.of(pid) for pid in pair]
    assert team.mu == pytest.approx(sum(r.mu for r in members))
    assert team.sigma**2 == pytest.approx(sum(r.sigma**2 for r in members))
    sides = [pair, [ids["Jonas"], ids["Lars"]]]
    chances = found.chances(sides)
    model = [[MODEL.create_rating([r.mu, r.sigma]) for r in map(found.of, s)] for s in sides]
    assert chances == pytest.approx(MODEL.predict_win(model))
    winners = sides[game.winners()[0]]
    assert chances[sides.index(winners)] > 0.5
    table = [ids[n] for n in seating]
    assert listig.chances("homme-de-brou", table) == [
        ((ids["Ines"], ids["Kira"]), pytest.approx(chances[0])),
        ((ids["Jonas"], ids["Lars"]), pytest.approx(chances[1])),
    ]
    with_dummy = listig.chances("homme-de-brou", [ids["Ines"], ids["Mia"], ids["Kira"], None])
    assert [side for side, _ in with_dummy] == [(ids["Ines"], ids["Kira"]), (ids["Mia"],)]
    assert sum(p for _, p in with_dummy) == pytest.approx(1)
    alone = listig.chances("tysiacha", [ids["Mia"], ids["Noah"], ids["Ines"]])
    assert [p for _, p in alone] == pytest.approx([1 / 3] * 3)  # no rated game: even


def test_a_game_ended_since_is_rated_after_the_others(listig: Listig, ids: dict[str, int]) -> None:
    """Asked again after one more game ended (the ratings kept and fed the new game only),
    after an older game came in (everything rated again): what openskill gives from the
    start each time."""
    played = []
    for n in range(4):
        game = list_game(4, seed=100 + n)
        seating = list(ROSTER[n % 3 : n % 3 + 4])
        played.append((START + timedelta(days=n), game, seating))

    def expected(games: list[tuple[datetime, Any, list[str]]]) -> dict[str, Any]:
        return by_hand(
            [
                ([[x] for x in s], ranks(list(g.totals())))
                for _, g, s in sorted(games, key=lambda t: t[0])
            ]
        )

    for count in (1, 2, 3):
        started, game, seating = played[count - 1]
        imported(listig, "mit-list-und-tuecke", game, seating, started)
        assert rated(listig, "mit-list-und-tuecke") == expected(played[:count])
    started, game, seating = played[3]
    imported(listig, "mit-list-und-tuecke", game, seating, START - timedelta(days=1))
    earlier = [*played[:3], (START - timedelta(days=1), game, seating)]
    assert rated(listig, "mit-list-und-tuecke") == expected(earlier)
