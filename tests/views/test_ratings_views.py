"""Ratings on the screens, against the real service with a stand-in page: a rating column in
a game's standings (by side the team's), ordered by rating at one tap, a season chosen; the
player page's rating over the nights; New game's chances in one line, hidden by a setting."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import cast

import flet as ft
import flet_charts as fch
import pytest
from stand_in import Page
from test_history_views import texts
from test_looking_by_game import quiet, shell_of, tap

from assistant.looking_back.ratings import Season
from assistant.service import Listig
from views.looking_back import rating_text
from views.new_game import NewGameScreen
from views.player_page import PlayerScreen
from views.season import SeasonChoice, kind_of
from views.shell import Shell
from views.standings_view import StandingsScreen

DATA = Path(__file__).resolve().parents[2] / "data"
RECORDS = (
    "homme-de-brou-selfplay-1.json",
    "homme-de-brou-selfplay-2.json",
    "homme-de-brou-selfplay-3.json",
    "sample-4p.json",
    "sample-5p.json",
    "sample-6p.json",
)
GAME = "mit-list-und-tuecke"


@pytest.fixture
def service(tmp_path: Path) -> Iterator[Listig]:
    with Listig(f"sqlite:///{tmp_path / 'ratings.db'}") as listig:
        for n, name in enumerate(RECORDS):  # a game night each, a week apart
            record = json.loads((DATA / name).read_text(encoding="utf-8"))
            started = datetime(2025, 9, 5, 19, tzinfo=UTC) + timedelta(weeks=n)
            record["meta"] = {**record.get("meta", {}), "started_at": started.isoformat()}
            record["meta"].pop("night", None)
            listig.import_record(json.dumps(record))
        yield listig


def rows_after(shown: list[str], heading: str) -> list[str]:
    return shown[shown.index(heading) + 1 :]


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_a_games_standings_have_a_rating_column_ordered_at_one_tap(
    service: Listig, lang: str
) -> None:
    shell, _ = shell_of(service, lang)
    tr = shell.tr
    screen = StandingsScreen(shell)
    quiet(screen)
    heading = tr.pgettext("standings column", "Rating")
    assert heading not in texts(screen.view)  # all games: no rating
    tap(screen.view, "Mit List und Tücke")
    lines = service.standings(game=GAME)
    assert all(line.rating is not None for line in lines)
    rows = rows_after(texts(screen.view), heading)  # place, wins, avg., best, rating
    assert rows[:5] == [
        "1.",
        f"{lines[0].wins}/{lines[0].games}",
        tr.number(lines[0].average, 1),
        str(lines[0].best_round),
        rating_text(tr, lines[0].rating),
    ]
    tap(screen.view, tr._("By rating"))
    rows = rows_after(texts(screen.view), heading)
    shown = rows[4 : 5 * len(lines) : 5]
    ordered = sorted(lines, key=lambda x: -x.rating.value if x.rating else 0)
    assert shown == [rating_text(tr, x.rating) for x in ordered]
    assert [float(cell.rstrip("?").replace(",", ".").replace("−", "-")) for cell in shown] == (
        sorted((round(x.rating.value, 1) for x in ordered if x.rating), reverse=True)
    )


def test_a_season_limits_the_standings(service: Listig) -> None:
    shell, _ = shell_of(service)
    screen = StandingsScreen(shell)
    quiet(screen)
    tap(screen.view, "Mit List und Tücke")
    assert "1." in texts(screen.view)
    assert screen.title.value == "All-time standings"
    screen.on_season_chosen(Season.year(1999))
    shown = texts(screen.view)
    assert "1." not in shown and "No games yet." in shown
    assert screen.title.value == "Standings of the season"  # not "all time" any more
    screen.on_season_chosen(Season())
    assert "1." in texts(screen.view)
    assert screen.title.value == "All-time standings"


def test_the_season_choice_chips_and_dates() -> None:
    today = date(2026, 11, 27)
    assert kind_of(Season(), today) == "all"
    assert kind_of(Season.year(2026), today) == "this"
    assert kind_of(Season.year(2025), today) == "last"
    assert kind_of(Season(date(2026, 3, 1), None), today) == "dates"
    chosen: list[Season] = []
    shell, _ = shell_of(Listig.__new__(Listig))
    choice = SeasonChoice(shell, Season(), chosen.append, today)
    choice.on_kind_picked("last")
    choice.on_kind_picked("dates")
    assert chosen == [Season.year(2025), Season.year(2025)]  # dates start from the season
    choice.on_since_picked(date(2025, 6, 1))
    choice.on_until_picked(date(2025, 5, 1))  # before the first day: the first moves too
    assert chosen[-1] == Season(date(2025, 5, 1), date(2025, 5, 1))
    dates = choice.control()
    assert isinstance(dates, ft.Column)  # the chips, and the two days
    days = dates.controls[1]
    assert isinstance(days, ft.Row)
    day = shell.tr.date(date(2025, 5, 1))
    assert [b.content for b in days.controls] == [f"From: {day}", f"To: {day}"]
    choice.on_kind_picked("all")
    assert chosen[-1] == Season()
    assert isinstance(choice.control(), ft.Row)  # the chips alone


def test_the_player_page_draws_the_rating_with_its_band(service: Listig) -> None:
    shell, page = shell_of(service)
    anna = next(p for p in service.players() if p.name == "Anna")
    screen = PlayerScreen(shell, anna.id)
    shown = texts(screen.view)
    assert "Rating" in shown
    course = dict(service.player_page(anna.id).ratings)[GAME]
    assert len(course) >= 2
    assert rating_text(shell.tr, course[-1].rating) in shown
    charts = [c for c in _walk(screen.view) if isinstance(c, fch.LineChart)]
    band = [c for c in charts if len(c.data_series) == 3]
    assert band, "a rating chart: the band's two edges and μ"
    upper, lower, mu = band[0].data_series
    first = course[0].rating
    assert upper.points[0].y == pytest.approx(first.mu + 3 * first.sigma)
    assert lower.points[0].y == pytest.approx(first.value)
    assert mu.points[-1].y == pytest.approx(course[-1].rating.mu)
    page.views = [screen.view]
    screen.on_season_chosen(Season.year(1999))
    assert "Rating" not in texts(page.views[-1])


def _walk(control: object) -> Iterator[object]:
    yield control
    for name in ("content", "controls"):
        child = getattr(control, name, None)
        for item in child if isinstance(child, list) else [child]:
            if isinstance(item, ft.BaseControl):
                yield from _walk(item)


def test_new_game_says_the_chances_once_the_seats_are_filled(service: Listig) -> None:
    page = Page()
    shell = Shell(cast(ft.Page, page), service)
    screen = NewGameScreen(shell, game="homme-de-brou")
    players = {p.name: p for p in service.players()}
    for name in ("Anna", "Ben", "Cleo"):
        screen.on_seat_tapped(players[name])
    line = [t for t in texts(screen.view) if t.startswith("Chances by the ratings")]
    ids = [players[n].id for n in ("Anna", "Ben", "Cleo")]
    (dummy,) = [s for s in range(4) if s == screen._dummy_seat()]
    seats: list[int | None] = list(ids)
    seats.insert(dummy, None)
    chances = service.chances("homme-de-brou", seats)
    assert len(line) == 1 and len(chances) == 2
    for side, chance in chances:
        names = " & ".join(p.name for pid in side for p in players.values() if p.id == pid)
        assert f"{names} {shell.tr.number(chance * 100)} %" in line[0]
    screen.on_seat_tapped(players["Dan"])
    (line,) = [t for t in texts(screen.view) if t.startswith("Chances by the ratings")]
    assert "Anna & Cleo" in line and "Ben & Dan" in line
    shell.show_chances = False
    screen.changed()
    assert not [t for t in texts(screen.view) if t.startswith("Chances")]


def test_no_chances_before_the_table_is_full(service: Listig) -> None:
    page = Page()
    screen = NewGameScreen(Shell(cast(ft.Page, page), service), game="tysiacha")
    players = {p.name: p for p in service.players()}
    screen.on_seat_tapped(players["Anna"])
    assert not [t for t in texts(screen.view) if t.startswith("Chances")]
