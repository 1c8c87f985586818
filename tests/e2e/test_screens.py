"""The other screens in the browser: home, rules, a blocked round's end, the game end."""

from __future__ import annotations

from pathlib import Path

import pytest
from e2e_games import sample, seeded_game
from e2e_harness import LAPTOP, PHONE, Server, Ui
from playwright.sync_api import Browser

from assistant.files.record import replay
from views.table_model import game_end_of, round_end_of

pytestmark = pytest.mark.e2e


@pytest.mark.parametrize("width", ["laptop", "phone"])
def test_home_and_rules(browser: Browser, app_server: Server, shots: Path, width: str) -> None:
    ui = Ui.open(browser, app_server.url, LAPTOP if width == "laptop" else PHONE)
    for name in ("New game", "History", "Players", "Rules", "Settings"):
        ui.button(name).wait_for(timeout=30_000)
    ui.shot(shots / f"{width}-home.png")
    ui.tap("Rules")
    ui.wait_text("Mit List und Tücke — rules reference and rulings")
    ui.shot(shots / f"{width}-rules.png")
    ui.page.close()


def test_blocked_round_end_and_game_end(browser: Browser, app_server: Server, shots: Path) -> None:
    record = sample()
    game = replay(record)
    assert game.rounds[2].blocked_by is not None
    per_round = [len(r) for r in record.rounds]

    blocked = seeded_game(app_server.database_url, record, sum(per_round[:3]))
    ui = Ui.open(browser, f"{app_server.url}/game/{blocked.game_id}", LAPTOP)
    end = round_end_of(game, 2)
    ui.wait_text(end.how, timeout=30_000)
    for row in end.rows:
        ui.wait_text(row.formula)
    ui.shot(shots / "laptop-round-end-blocked.png")

    finished = seeded_game(app_server.database_url, record)
    final = game_end_of(game)
    for viewport, width in ((LAPTOP, "laptop"), (PHONE, "phone")):
        ui.page.set_viewport_size(viewport)  # type: ignore[arg-type]
        ui.goto(f"{app_server.url}/game/{finished.game_id}")
        ui.wait_text(final.headline, timeout=30_000)
        for standing in final.standings:
            ui.wait_text(
                standing.name
                + ": "
                + " + ".join(map(str, standing.rounds))
                + f" = {standing.total}"
            )
        ui.shot(shots / f"{width}-game-end.png")
    ui.tap("Export record")
    ui.wait_text("Game record (listig/1)")
    ui.tap("Close")
    ui.tap("New game with the same table")
    ui.wait_text("4 players seated.")
    dealer = record.players[(record.players.index(record.first_dealer) + 1) % 4]
    ui.button(f"{dealer} deals first (chosen)").wait_for()
    ui.page.close()


def test_dark_theme_table(browser: Browser, app_server: Server, shots: Path) -> None:
    record = sample()
    state = seeded_game(app_server.database_url, record, 11)
    page = browser.new_page(viewport=PHONE, color_scheme="dark")  # type: ignore[arg-type]
    ui = Ui(page)
    ui.goto(f"{app_server.url}/game/{state.game_id}")
    ui.button("Undo").wait_for(timeout=30_000)
    ui.shot(shots / "phone-table-dark.png")
    ui.tap("Last trick")
    ui.wait_text("Trick 2")
    ui.shot(shots / "phone-last-trick-dark.png")
    page.close()
