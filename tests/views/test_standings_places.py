"""Standings tables place equal figures equal: ``1. Jürgen, 1. Lotte, 3. Max`` (both 1/1,
100 %), by wins and average of one game, by the share won across games, by a Gaigel tally,
and by rating."""

from __future__ import annotations

from dataclasses import replace

import flet as ft

from assistant.languages import translator
from assistant.looking_back.ratings import Rating
from assistant.looking_back.standings import SideStanding, Standing
from views.looking_back import Order, places, sides_table, standings_table


def line(name: str, wins: int, games: int, rounds: int, points: int, game: str | None) -> Standing:
    return Standing(
        games=games,
        wins=wins,
        rounds=rounds,
        points=points,
        best_round=points,
        four_colors=0,
        blocked=0,
        player_id=hash(name) % 1000,
        name=name,
        game=game,
    )


def all_games(name: str, parts: list[Standing]) -> Standing:
    return Standing(
        games=sum(p.games for p in parts),
        wins=sum(p.wins for p in parts),
        rounds=0,
        points=0,
        best_round=0,
        four_colors=0,
        blocked=0,
        player_id=parts[0].player_id,
        name=name,
        game=None,
        by_game=tuple(parts),
    )


def first_cells(table: ft.Control) -> list[str]:
    """The place of each row (the header left out)."""
    assert isinstance(table, ft.Column)
    found = []
    for row in table.controls[1:]:
        assert isinstance(row, ft.Row)
        cell = row.controls[0]
        assert isinstance(cell, ft.Text)
        found.append(str(cell.value))
    return found


def test_equal_wins_and_shares_share_a_place_across_games() -> None:
    tr = translator("de")
    lines = [
        all_games("Jürgen", [line("Jürgen", 1, 1, 4, 30, "partout")]),
        all_games("Lotte", [line("Lotte", 1, 1, 2, 9, "tysiacha")]),
        all_games("Max", [line("Max", 0, 1, 4, 12, "partout")]),
    ]
    assert first_cells(standings_table(tr, lines)) == ["1.", "1.", "3."]


def test_one_game_places_by_wins_then_average() -> None:
    lines = [
        line("Anna", 1, 1, 4, 40, "mit-list-und-tuecke"),
        line("Ben", 1, 1, 4, 40, "mit-list-und-tuecke"),
        line("Cleo", 1, 1, 4, 36, "mit-list-und-tuecke"),
        line("Dan", 0, 1, 4, 60, "mit-list-und-tuecke"),
    ]
    assert places(lines) == [1, 1, 3, 4]


def test_a_gaigel_tally_places_and_shows_its_game_points() -> None:
    tr = translator("de")
    lines = [
        line("Anna", 0, 0, 3, 4, "gaigel"),
        line("Cleo", 0, 0, 3, 4, "gaigel"),
        line("Ben", 0, 0, 3, 1, "gaigel"),
    ]
    table = standings_table(tr, lines)
    assert first_cells(table) == ["1.", "1.", "3."]
    assert isinstance(table, ft.Column)
    header = table.controls[0]
    assert isinstance(header, ft.Row)
    assert [getattr(c, "value", None) for c in header.controls][3:5] == ["Punkte", "Schn."]
    sides = [
        SideStanding(
            games=0,
            wins=0,
            rounds=3,
            points=p,
            best_round=2,
            four_colors=0,
            blocked=0,
            player_ids=ids,
            names=names,
            game="gaigel",
        )
        for p, ids, names in ((4, (1, 3), ("Anna", "Cleo")), (1, (2, 4), ("Ben", "Dan")))
    ]
    assert first_cells(sides_table(tr, sides)) == ["1.", "2."]


def test_equal_ratings_share_a_place_by_rating() -> None:
    same = Rating(mu=30.0, sigma=5.0, games=6)
    rated = [
        replace(line("A", 2, 3, 4, 10, "partout"), rating=same),
        replace(line("B", 0, 3, 4, 2, "partout"), rating=same),
        replace(line("C", 1, 3, 4, 5, "partout"), rating=Rating(mu=20.0, sigma=5.0, games=6)),
    ]
    assert places(rated, Order.RATING) == [1, 1, 3]
    assert places(rated) == [1, 2, 3]  # by wins they differ
