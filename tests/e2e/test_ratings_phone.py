"""Ratings in the browser at 360 × 800 (and at laptop width), in each language: the rating
column of a game's standings inside the screen and ordered by rating at one tap, a
player's rating over the nights with its band, and New game's chances in one line."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from e2e_harness import LAPTOP, PHONE, Server, Ui, free_port
from playwright.sync_api import Browser

from assistant.languages import translator
from assistant.service import Listig
from views.looking_back import rating_text

pytestmark = pytest.mark.e2e

DATA = Path(__file__).resolve().parents[2] / "data"
RECORDS = (
    "sample-4p.json",
    "homme-de-brou-selfplay-1.json",
    "sample-5p.json",
    "homme-de-brou-selfplay-2.json",
    "sample-6p.json",
    "homme-de-brou-selfplay-3.json",
)
GAME = "mit-list-und-tuecke"


@pytest.fixture(scope="module")
def ratings_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A server of its own with games of Mit List und Tücke and Homme de Brou, each started
    on a night of its own, a week apart."""
    folder = tmp_path_factory.mktemp("ratings")
    server = Server(free_port(), f"sqlite:///{folder / 'ratings.db'}", folder / "server.log")
    with Listig(server.database_url) as listig:
        for n, name in enumerate(RECORDS):
            record = json.loads((DATA / name).read_text(encoding="utf-8"))
            started = datetime(2026, 9, 4, 19, tzinfo=UTC) + timedelta(weeks=n)
            record["meta"] = {**record.get("meta", {}), "started_at": started.isoformat()}
            record["meta"].pop("night", None)
            listig.import_record(json.dumps(record))
    server.start()
    yield server
    server.stop()


def settled(ui: Ui) -> None:
    """Wait until the app is drawn (not Flet's "Working..." while the server is busy)."""
    ui.page.wait_for_timeout(1_000)
    ui.page.get_by_text("Working...").wait_for(state="hidden", timeout=30_000)


def inside(ui: Ui, text: str, viewport: dict[str, int]) -> None:
    """``text`` is shown, wholly inside the screen's width."""
    shown = ui.shown(text)
    shown.wait_for()
    box = shown.bounding_box()
    assert box is not None and box["x"] + box["width"] <= viewport["width"], (text, box)


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_a_games_standings_with_ratings_on_a_phone(
    browser: Browser, ratings_server: Server, shots: Path, lang: str
) -> None:
    tr = translator(lang)
    with Listig(ratings_server.database_url) as listig:
        lines = listig.standings(game=GAME)
    ui = Ui.speaking(browser, f"{ratings_server.url}/standings", lang, PHONE)
    ui.choose("Mit List und Tücke", timeout=30_000)
    inside(ui, tr.pgettext("standings column", "Rating"), PHONE)
    for line in lines:
        inside(ui, rating_text(tr, line.rating), PHONE)
    ui.choose(tr._("By rating"))
    settled(ui)
    ui.shot(shots / f"ratings-standings-{lang}.png")
    ui.page.close()


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_a_players_rating_over_the_nights_on_a_phone(
    browser: Browser, ratings_server: Server, shots: Path, lang: str
) -> None:
    tr = translator(lang)
    with Listig(ratings_server.database_url) as listig:
        anna = next(p for p in listig.players() if p.name == "Anna")
        courses = dict(listig.player_page(anna.id).ratings)
    assert len(courses[GAME]) == 3 and len(courses["homme-de-brou"]) == 3
    ui = Ui.speaking(browser, f"{ratings_server.url}/player/{anna.id}", lang, PHONE)
    ui.shown(tr._("Rating over time")).wait_for(timeout=30_000)
    inside(ui, rating_text(tr, courses[GAME][-1].rating), PHONE)
    ui.page.mouse.move(180, 400)
    ui.page.mouse.wheel(0, 420)  # down to the rating's chart
    settled(ui)
    chart = ui.shown(tr._("Rating over time"))
    box = chart.bounding_box()
    assert box is not None and box["x"] + box["width"] <= PHONE["width"], box
    assert box["height"] >= 200 and 0 <= box["y"] <= PHONE["height"] - 200, box
    ui.shot(shots / f"ratings-player-{lang}.png")
    ui.page.close()


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_new_game_says_the_chances_on_a_phone(
    browser: Browser, ratings_server: Server, shots: Path, lang: str
) -> None:
    tr = translator(lang)
    ui = Ui.speaking(browser, f"{ratings_server.url}/new", lang, PHONE)
    ui.choose("Homme de Brou", timeout=30_000)
    for name in ("Anna", "Ben", "Cleo", "Dan"):
        ui.tap(tr.format("Seat {player}", player=name))
        # seated before the next tap: the rows move as each seat is taken
        ui.button(tr.format("Move {player} up", player=name)).wait_for()
    with Listig(ratings_server.database_url) as listig:
        ids = {p.name: p.id for p in listig.players()}
        (first, _), (second, _) = listig.chances(
            "homme-de-brou", [ids[n] for n in ("Anna", "Ben", "Cleo", "Dan")]
        )
    assert (first, second) == ((ids["Anna"], ids["Cleo"]), (ids["Ben"], ids["Dan"]))
    prefix = tr.format("Chances by the ratings: {chances}", chances="")
    line = ui.page.get_by_text(prefix).first
    line.wait_for()
    text = line.inner_text()
    assert "Anna & Cleo" in text and "Ben & Dan" in text and text.count("%") == 2
    box = line.bounding_box()
    assert box is not None and box["x"] + box["width"] <= PHONE["width"]
    settled(ui)
    ui.shot(shots / f"ratings-new-game-{lang}.png")
    ui.page.close()


def test_standings_and_player_page_at_laptop_width(
    browser: Browser, ratings_server: Server, shots: Path
) -> None:
    ui = Ui.speaking(browser, f"{ratings_server.url}/standings", "en", LAPTOP)
    ui.choose("Homme de Brou", timeout=30_000)
    ui.choose("By side")
    ui.shown("Rating").wait_for()
    settled(ui)
    ui.shot(shots / "ratings-standings-sides-laptop.png")
    ui.page.close()
    with Listig(ratings_server.database_url) as listig:
        cleo = next(p for p in listig.players() if p.name == "Cleo")
    ui = Ui.speaking(browser, f"{ratings_server.url}/player/{cleo.id}", "en", LAPTOP)
    ui.shown("Rating over time").wait_for(timeout=30_000)
    ui.shown("Finished games").wait_for()
    ui.page.mouse.move(640, 400)
    ui.page.mouse.wheel(0, 300)
    settled(ui)
    ui.shot(shots / "ratings-player-laptop.png")
    ui.page.close()
