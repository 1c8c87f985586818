"""Standings by side: each partnership that sat together in a game of partners (Homme de
Brou, Gaigel, Partout's teams), its games, wins and deal points counted once for the side,
however the partners were seated; a player with the dummy is a side of their own; games
of players alone have none. Checked against the engine's own totals of every game."""

from __future__ import annotations

import csv
import io
import random
from dataclasses import replace

import pytest

from assistant.errors import InputError
from assistant.games.kinds import KINDS, partnerships
from assistant.service import Listig
from engine.gaigel.selfplay import random_game as gaigel_game
from engine.homme_de_brou.selfplay import random_game as brou_game

ROSTER = ("Anna", "Ben", "Cleo", "Dan", "=Eve")


def brou(
    listig: Listig, ids: dict[str, int], seating: list[str], seed: int, dummy: int | None = None
) -> tuple[int, dict[frozenset[str], tuple[int, bool]]]:
    """A whole game of Homme de Brou at ``seating`` (``"-"`` at the dummy's seat); the game's
    id and each side's total and whether it won, by the roster names of its players."""
    game, deals = brou_game(random.Random(seed), dummy=dummy)
    players = [n for n in seating if n != "-"]
    state = listig.start_game(
        [ids[n] for n in players], 0, game="homme-de-brou", dummy=dummy, dummy_name="Dummy"
    )
    at_table = list(state.game.players)
    rename = dict(zip(game.players, at_table, strict=True))
    for deal in deals:
        for event in deal:
            state = listig.apply(state.game_id, replace(event, by=rename[event.by]))
    totals, winners = game.totals(), game.winners()
    sides = {
        frozenset(n for s, n in enumerate(seating) if s % 2 == side and n != "-"): (
            totals[side],
            side in winners,
        )
        for side in (0, 1)
    }
    return state.game_id, sides


@pytest.fixture
def ids(listig: Listig) -> dict[str, int]:
    return {name: listig.add_player(name).id for name in ROSTER}


def test_each_partnership_once_with_its_deal_points_however_seated(
    listig: Listig, ids: dict[str, int]
) -> None:
    expected: dict[tuple[frozenset[str], bool], list[int]] = {}

    def add(
        sides: dict[frozenset[str], tuple[int, bool]], dummy_side: frozenset[str] = frozenset()
    ) -> None:
        for names, (points, won) in sides.items():
            line = expected.setdefault((names, names == dummy_side), [0, 0])
            line[0] += 1 if won else 0
            line[1] += points

    _, sides = brou(listig, ids, ["Anna", "Ben", "Cleo", "Dan"], 39)
    add(sides)
    # The same partners in other seats, and other partners.
    _, sides = brou(listig, ids, ["Ben", "Cleo", "Dan", "Anna"], 5)
    add(sides)
    _, sides = brou(listig, ids, ["Anna", "Cleo", "Ben", "Dan"], 11)
    add(sides)
    # Three and the dummy: Ben plays it, opposite.
    _, sides = brou(listig, ids, ["Anna", "Ben", "Cleo", "-"], 7, dummy=3)
    add(sides, frozenset({"Ben"}))

    lines = listig.side_standings("homme-de-brou")
    got = {(frozenset(x.names), x.dummy): [x.wins, x.points] for x in lines}
    assert got == expected
    games = {
        ("Anna", "Cleo"): 3,
        ("Ben", "Dan"): 2,
        ("Anna", "Ben"): 1,
        ("Cleo", "Dan"): 1,
        ("Ben",): 1,
    }
    assert {x.names: x.games for x in lines} == games
    for line in lines:
        assert line.game == "homme-de-brou" and line.rounds > 0
        assert list(line.names) == sorted(line.names, key=str.casefold)
    keys = [(-x.wins, -x.average) for x in lines]
    assert keys == sorted(keys)
    (alone,) = [x for x in lines if x.dummy]
    assert alone.names == ("Ben",)
    # The players' own lines are untouched: every game counts for each partner.
    by_player = {x.name: x for x in listig.standings(game="homme-de-brou")}
    assert by_player["Ben"].games == 4 and by_player["Dan"].games == 3


def test_a_night_an_abandoned_game_and_games_of_players_alone(
    listig: Listig, ids: dict[str, int]
) -> None:
    _, deals = gaigel_game(random.Random(3), deals=3)
    state = listig.start_game([ids[n] for n in ROSTER[:4]], 0, game="gaigel")
    for deal in deals:
        for event in deal:
            state = listig.apply(state.game_id, event)
    night = listig.nights()[0].id
    going_on = listig.side_standings("gaigel", night)
    assert {(x.games, x.wins, x.rounds) for x in going_on} == {(0, 0, 3)}  # no win yet
    listig.end_sitting(state.game_id)
    lines = listig.side_standings("gaigel", night)
    assert {x.names for x in lines} == {("Anna", "Cleo"), ("Ben", "Dan")}
    assert [x.points for x in lines] == sorted((x.points for x in lines), reverse=True)
    by_player = {x.name: x for x in listig.standings(night, game="gaigel")}
    for line in lines:
        assert line.games == 1 and line.rounds == 3  # the table ended the sitting
        for name in line.names:  # each partner holds the side's tally, counted once here
            mine = by_player[name]
            assert (mine.points, mine.wins, mine.best_round) == (
                line.points,
                line.wins,
                line.best_round,
            )
    assert sorted(x.wins for x in lines) == [0, 1]
    # A game given up leaves the standings by side as it leaves those by player.
    before = listig.side_standings("gaigel")
    _, deals = gaigel_game(random.Random(4), deals=2)
    state = listig.start_game([ids[n] for n in ("Anna", "Ben", "Dan", "Cleo")], 0, game="gaigel")
    rename = dict(zip(("Anna", "Ben", "Cleo", "Dan"), ("Anna", "Ben", "Dan", "Cleo"), strict=True))
    for event in deals[0] + deals[1][:9]:
        state = listig.apply(state.game_id, replace(event, by=rename[event.by]))
    assert ("Anna", "Dan") in {x.names for x in listig.side_standings("gaigel")}
    listig.abandon(state.game_id)
    assert listig.side_standings("gaigel") == before
    # Games whose players score alone have no sides at all.
    for game_id in KINDS:
        if not partnerships(game_id):
            assert listig.side_standings(game_id) == []
    with pytest.raises(InputError):
        listig.side_standings(None)  # type: ignore[arg-type]
    with pytest.raises(InputError):
        listig.side_standings("skat")


def test_the_csv_has_a_row_per_side_with_names_made_harmless(
    listig: Listig, ids: dict[str, int]
) -> None:
    brou(listig, ids, ["=Eve", "Ben", "Cleo", "-"], 7, dummy=3)
    rows = list(csv.reader(io.StringIO(listig.side_standings_csv("homme-de-brou"))))
    assert rows[0][:3] == ["side", "with_dummy", "game"]
    sides = {row[0]: row for row in rows[1:]}
    assert set(sides) == {"'=Eve & Cleo", "Ben"}  # a name like a formula starts with '
    assert sides["Ben"][1] == "1" and sides["'=Eve & Cleo"][1] == "0"
