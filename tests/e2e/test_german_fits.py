"""German words at 360 × 800: the house-rule switch says its whole label (wrapped, not cut)
and flips with a tap on its words; the new-player field holds "Neuer Spieler" on one line;
with six seated, "Spiel starten" is on screen without scrolling."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from e2e_harness import PHONE, Server, Ui
from PIL import Image
from playwright.sync_api import Browser

from assistant.service import Listig

pytestmark = pytest.mark.e2e

SHOW_COUNTS = "Stapelgrößen während der Runde zeigen"
SIX = ["Anna", "Ben", "Cleo", "Dan", "Eve", "Finn"]


def test_the_house_rule_switch_says_all_its_words(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    ui = Ui.speaking(browser, f"{app_server.url}/settings", "de")
    switch = ui.page.get_by_role("switch", name=SHOW_COUNTS)
    switch.wait_for(timeout=30_000)
    box = switch.bounding_box()
    assert box is not None and box["x"] + box["width"] <= PHONE["width"]
    # Nothing is painted in the page's right margin beside it: the words wrap before the
    # edge instead of running off it ("… der Runde zei").
    ui.page.wait_for_timeout(400)
    margin = ui.page.screenshot(
        clip={"x": PHONE["width"] - 14, "y": box["y"], "width": 14, "height": box["height"]}
    )
    colors = Image.open(io.BytesIO(margin)).convert("RGB").getcolors()
    assert colors is not None and len(colors) == 1, "the label runs into the right margin"
    before = switch.get_attribute("aria-checked")
    # a tap on the words (right of the switch) flips it
    ui.page.mouse.click(box["x"] + box["width"] - 40, box["y"] + box["height"] / 2)
    ui.page.wait_for_function(
        f"document.querySelector('[role=switch][aria-label=\"{SHOW_COUNTS}\"]')"
        f".getAttribute('aria-checked') !== '{before}'",
        timeout=10_000,
    )
    ui.shot(shots / "phone-settings-de.png")
    ui.page.close()


def test_six_seated_start_in_sight_and_a_one_line_name_field(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    service = Listig(app_server.database_url)
    try:
        known = {p.name for p in service.players()}
        for name in SIX:
            if name not in known:
                service.add_player(name)
    finally:
        service.close()
    ui = Ui.speaking(browser, f"{app_server.url}/new", "de")
    ui.button("Spiel starten").wait_for(timeout=30_000)
    ui.choose("Mit List und Tücke")  # New game chooses the game still going on, if any
    field = ui.page.get_by_role("textbox", name="Neuer Spieler")
    field.wait_for()  # the form is drawn anew for the game chosen
    box = field.bounding_box()
    assert box is not None and box["height"] < 64 and box["width"] > 200, box
    for name in SIX:
        ui.tap(f"{name} an den Tisch")
    ui.shown("6 Spieler am Tisch.").wait_for()
    start = ui.button("Spiel starten")
    box = start.bounding_box()
    assert box is not None
    assert box["y"] + box["height"] <= PHONE["height"], f"'Spiel starten' below the fold: {box}"
    assert start.is_enabled()
    ui.shot(shots / "phone-new-game-6-de.png")
    ui.page.close()
