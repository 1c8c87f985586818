"""The other screens in the browser: home, the rules of both games, a blocked round's end,
the game end."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from e2e_games import sample, seeded_game
from e2e_harness import LAPTOP, PHONE, Server, Ui
from playwright.sync_api import Browser

from assistant.files.record import replay
from assistant.languages import LANGUAGES, translator
from assistant.service import Listig
from views.app import at_the_table
from views.mit_list_und_tuecke.model import game_end_of, round_end_of
from views.rules import GAMES, MIT_LIST_UND_TUECKE, PARTOUT, rules_text, title_and_body

pytestmark = pytest.mark.e2e


@pytest.mark.parametrize("width", ["laptop", "phone"])
def test_home_and_rules(browser: Browser, app_server: Server, shots: Path, width: str) -> None:
    ui = Ui.open(browser, app_server.url, LAPTOP if width == "laptop" else PHONE)
    for name in ("New game", "History", "Players", "Rules", "Settings"):
        ui.button(name).wait_for(timeout=30_000)
    ui.shot(shots / f"{width}-home.png")
    ui.tap("Rules")
    # the rules of the game in play open first (other tests leave games going on), else the first
    with Listig(app_server.database_url) as service:
        playing = at_the_table(service.unfinished_games())
    game = playing[0].game if playing and playing[0].game in GAMES else MIT_LIST_UND_TUECKE
    ui.page.get_by_role("heading", name=heading(game, "en")).wait_for()
    ui.shot(shots / f"{width}-rules.png")
    ui.page.close()


def settled_shot(ui: Ui, path: Path) -> None:
    """A screenshot of a screen opened by address, for the documented ones after the tab's
    settings have arrived (the screen is drawn again then, behind a brief "Working...")."""
    if os.environ.get("LISTIG_SCREENSHOTS") == "1":
        ui.page.wait_for_timeout(1200)
    ui.shot(path)


def heading(game: str, lang: str) -> str:
    """The title of a game's rules page in a language, as the page shows it."""
    title, _ = title_and_body(rules_text(lang, game))
    return title


def test_the_rules_of_both_games_in_every_language(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    ui = Ui.open(browser, f"{app_server.url}/settings", PHONE)
    for lang, name in LANGUAGES.items():
        tr = translator(lang)
        ui.goto(f"{app_server.url}/settings")
        ui.button(name).click(timeout=30_000)
        ui.wait_text(tr._("Language"))
        ui.goto(f"{app_server.url}/rules/partout")  # opened by its address
        ui.page.get_by_role("heading", name=heading(PARTOUT, lang)).wait_for(timeout=30_000)
        assert ui.page.get_by_role("heading", name=tr._("Rules")).count() == 1  # the title
        for game in GAMES.values():  # the switch: the game shown is the current one
            current = "true" if game == "Partout" else "false"
            assert ui.button(game).get_attribute("aria-current") == current
        settled_shot(ui, shots / f"rules-partout-{lang}.png")
        ui.choose("Mit List und Tücke")  # one tap on the switch: the other game's page
        ui.page.get_by_role("heading", name=heading(MIT_LIST_UND_TUECKE, lang)).wait_for()
        assert ui.page.url.endswith("/rules/mit-list-und-tuecke")
        assert ui.page.get_by_role("heading", name=heading(PARTOUT, lang)).count() == 0
        settled_shot(ui, shots / f"rules-mit-list-und-tuecke-{lang}.png")
        ui.choose("Partout")
        ui.page.get_by_role("heading", name=heading(PARTOUT, lang)).wait_for()
        assert ui.page.url.endswith("/rules/partout")
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
    ui.tap("Last trick")
    ui.wait_text("Trick 2")
    ui.shot(shots / "phone-last-trick-dark.png")
    # the table itself once the dialog is closed: by then the first page is drawn (right
    # after the first load, the accessibility tree was there before the screen was painted)
    ui.tap("Close")
    ui.text("Trick 2").wait_for(state="detached")
    ui.shot(shots / "phone-table-dark.png")
    page.close()
