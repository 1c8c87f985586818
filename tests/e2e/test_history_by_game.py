"""Quick Partout on a phone, the history filtered by game, and a chart that really draws."""

from __future__ import annotations

import io
import os
import re
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from e2e_games import sample, seeded_game
from e2e_harness import PHONE, Server, Ui, free_port
from PIL import Image
from playwright.sync_api import Browser

from assistant.languages import LANGUAGES, translator
from assistant.service import Listig
from assistant.states import QuickTeam
from views.charts import LINES

pytestmark = pytest.mark.e2e

PLAYERS = ("Anna", "Ben", "Cleo", "Dan")


@pytest.fixture(scope="module")
def by_game_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A server of its own with one finished game of Mit List und Tücke by the four."""
    folder = tmp_path_factory.mktemp("by-game")
    server = Server(free_port(), f"sqlite:///{folder / 'by-game.db'}", folder / "server.log")
    seeded_game(server.database_url, sample())
    server.start()
    yield server
    server.stop()


def _shot(ui: Ui, path: Path) -> None:
    if os.environ.get("LISTIG_SCREENSHOTS") == "1":
        ui.page.wait_for_timeout(1200)
    ui.shot(path)


def _round(ui: Ui, entries: dict[str, tuple[int, int]]) -> None:
    for team, (minimum, tricks) in entries.items():
        ui.enter(f"{team}: Minimum", str(minimum))
        ui.enter(f"{team}: Tricks", str(tricks))
    ui.page.wait_for_timeout(300)  # the last digit reaches the server before the tap
    ui.tap("Score the round")


def test_two_quick_partout_rounds_on_a_phone(
    browser: Browser, by_game_server: Server, shots: Path
) -> None:
    ui = Ui.open(browser, f"{by_game_server.url}/quick/new", PHONE)
    ui.choose("Partout", timeout=30_000)
    ui.tick(PLAYERS)
    ui.tap("Start the quick game")
    ui.wait_text("Round 1 of 8: Anna deals", timeout=30_000)

    _round(ui, {"Anna & Cleo": (3, 3), "Ben & Dan": (2, 3)})  # 6 tricks of 7
    ui.shown("the teams took 6 tricks together, but a round with 4 players has 7").wait_for()
    _round(ui, {"Anna & Cleo": (3, 3), "Ben & Dan": (2, 4)})
    ui.wait_text("Round 2 of 8: Ben deals")
    _round(ui, {"Anna & Cleo": (2, 0), "Ben & Dan": (0, 7)})
    ui.wait_text("Round 3 of 8: Cleo deals")
    for formula in ("3 + 8 = 11", "4 + 4 = 8", "−2", "7"):
        ui.shown(formula).wait_for()
    _shot(ui, shots / "quick-partout.png")
    game_id = int(ui.page.url.rstrip("/").rsplit("/", 1)[1])  # /quick/<id>: this game
    with Listig(by_game_server.database_url) as service:
        state = service.quick_game(game_id)
    assert state.totals == {"Anna & Cleo": 9, "Ben & Dan": 15}
    # the totals as the screen reads them out (one node): under "Totals", the best first
    totals = ui.page.locator("flt-semantics span").filter(has_text="Totals").first
    assert totals.text_content().split("\n") == ["Totals", "Ben & Dan", "15", "Anna & Cleo", "9"]
    ui.page.close()


def test_history_filtered_by_game(browser: Browser, by_game_server: Server, shots: Path) -> None:
    with Listig(by_game_server.database_url) as service:
        if not service.games(game="partout"):
            ids = [p.id for p in service.players()][:4]
            state = service.start_quick_game(ids, 0, game="partout")
            entry = {"Anna": QuickTeam(3, 3), "Ben": QuickTeam(2, 4)}
            service.enter_quick_round(state.game_id, entry)
        counts = dict(service.night_summaries()[0].by_game)
    ui = Ui.open(browser, f"{by_game_server.url}/history", PHONE)
    both = f"Mit List und Tücke {counts['mit-list-und-tuecke']}, Partout {counts['partout']}"
    ui.shown(both).wait_for(timeout=30_000)
    ui.choose("Partout")
    ui.shown(f"· Partout {counts['partout']}").wait_for()
    assert ui.shown("Mit List und Tücke 1").count() == 0
    _shot(ui, shots / "history-filter.png")
    ui.goto(f"{by_game_server.url}/standings")
    ui.wait_text("All-time standings", timeout=30_000)
    ui.choose("Mit List und Tücke")
    ui.wait_text("Wins of games, average points per round, best round, rating.")
    with Listig(by_game_server.database_url) as service:
        anna = next(p.id for p in service.players() if p.name == "Anna")
    ui.goto(f"{by_game_server.url}/player/{anna}")
    ui.wait_text("Partout", timeout=30_000)  # a heading per game: points never added up
    ui.wait_text("Mit List und Tücke")
    _shot(ui, shots / "player-by-game.png")
    ui.page.close()


def test_a_chart_really_draws(browser: Browser, by_game_server: Server) -> None:
    with Listig(by_game_server.database_url) as service:
        game_id = service.games(game="mit-list-und-tuecke")[0].game_id
        assert service.game_detail(game_id).running_totals
    ui = Ui.open(browser, f"{by_game_server.url}/played/{game_id}", PHONE)
    chart = ui.page.locator("flt-semantics").filter(
        has_text=re.compile(r"^Running totals by round")
    )
    chart.first.wait_for(timeout=30_000)
    ui.page.wait_for_timeout(800)  # the canvas paints after the semantics arrive
    found = chart.last.bounding_box()  # the innermost: the chart and its legend
    assert found is not None and found["width"] > 200 and found["height"] > 220
    # the plot alone (the legend below it has a swatch of each line's color)
    box = {"x": found["x"], "y": found["y"], "width": found["width"], "height": 226.0}
    for _ in range(40):  # the canvas paints a moment after the semantics arrive
        picture = Image.open(io.BytesIO(ui.page.screenshot(clip=box))).convert("RGB")
        colors = picture.getcolors(maxcolors=1 << 20)
        if colors is not None and len(colors) > 20:
            break
        ui.page.wait_for_timeout(250)
    picture.save(Path(tempfile.gettempdir()) / "listig-e2e-chart.png")
    assert colors is not None and len(colors) > 20, "the chart's region is one flat color"
    first_line = tuple(int(LINES[0][i : i + 2], 16) for i in (1, 3, 5))
    near = sum(
        n
        for n, (r, g, b) in colors
        if abs(r - first_line[0]) + abs(g - first_line[1]) + abs(b - first_line[2]) < 40
    )
    assert near > 50, f"the first player's line ({LINES[0]}) is not drawn: {near} pixels"
    ui.page.close()


SIX = ("Anna", "Ben", "Cleo", "Dan", "Eve", "Finn")


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_six_players_quick_partout_fits_a_phone(
    browser: Browser, by_game_server: Server, shots: Path, lang: str
) -> None:
    """Three teams of two, in German and French: every field on a 360-px screen, and a round
    scored in the language's words."""
    tr = translator(lang)
    with Listig(by_game_server.database_url) as service:
        known = {p.name: p.id for p in service.players()}
        ids = [known[n] if n in known else service.add_player(n).id for n in SIX]
        state = service.start_quick_game(ids, 0, game="partout")
    ui = Ui.open(browser, f"{by_game_server.url}/settings", PHONE)
    ui.button(LANGUAGES[lang]).click(timeout=30_000)
    ui.goto(f"{by_game_server.url}/quick/{state.game_id}")
    ui.wait_text(
        tr.format("Round {n} of {rounds}: {dealer} deals", n=1, rounds=6, dealer="Anna"),
        timeout=30_000,
    )
    teams = ("Anna & Dan", "Ben & Eve", "Cleo & Finn")
    for team in teams:
        for what in ("Minimum", "Tricks"):
            box = ui.page.get_by_role("textbox", name=f"{team}: {tr._(what)}").bounding_box()
            assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 360, box
    entries = dict(zip(teams, ((2, 2), (3, 3), (0, 2)), strict=True))
    for team, (minimum, tricks) in entries.items():
        ui.enter(f"{team}: {tr._('Minimum')}", str(minimum))
        ui.enter(f"{team}: {tr._('Tricks')}", str(tricks))
    ui.page.wait_for_timeout(300)
    ui.tap(tr._("Score the round"))
    ui.wait_text(tr.format("Round {n} of {rounds}: {dealer} deals", n=2, rounds=6, dealer="Ben"))
    for formula in ("2 + 8 = 10", "3 + 16 = 19"):  # 3 teams: the second chart
        ui.shown(formula).wait_for()
    _shot(ui, shots / f"quick-partout-6-{lang}.png")
    ui.page.close()
