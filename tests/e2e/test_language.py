"""Languages in the browser: German chosen in the settings reaches home, new game and table."""

from __future__ import annotations

from pathlib import Path

import pytest
from e2e_harness import LAPTOP, PHONE, Server, Ui
from playwright.sync_api import Browser, CDPSession

from assistant.languages import translate_message
from assistant.service import Listig
from engine.errors import RuleError
from engine.mit_list_und_tuecke import Card, Play, Round

pytestmark = pytest.mark.e2e

PLAYERS = ("Ute", "Veit", "Wim", "Xenia")  # Ute deals, Veit leads


def _roster(server: Server) -> None:
    service = Listig(server.database_url)
    try:
        known = {p.name for p in service.players(include_archived=True)}
        for name in PLAYERS:
            if name not in known:
                service.add_player(name)
    finally:
        service.close()


def _fourth_color_error() -> str:
    """What the table says in German when Ute plays a fourth color (the engine's words)."""
    rnd = Round(PLAYERS, 0)
    for by, card in (("Veit", "R10"), ("Wim", "Y6"), ("Xenia", "B2")):
        rnd.apply(Play(by, Card.parse(card)))
    try:
        rnd.apply(Play("Ute", Card.parse("G1")))
    except RuleError as exc:
        return translate_message(exc, "de")
    raise AssertionError("G1 should be barred")


def test_german_from_the_settings_and_back(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    _roster(app_server)
    ui = Ui.open(browser, f"{app_server.url}/settings", PHONE)
    ui.button("Deutsch").click(timeout=30_000)
    ui.wait_text("Einstellungen")  # the settings screen redrawn at once
    ui.wait_text("Sprache")
    ui.page.get_by_role("switch", name="Bildschirm anlassen").wait_for()
    ui.button("Zurück").wait_for()  # the back button speaks the tab's language too
    ui.shot(shots / "phone-settings.png")

    ui.goto(app_server.url)  # a reload: the stored language comes back
    for name in ("Neues Spiel", "Verlauf", "Spieler", "Regeln", "Einstellungen"):
        ui.button(name).wait_for(timeout=30_000)
    ui.wait_text(
        "Der Tischassistent für Mit List und Tücke, Partout, Tysiacha, Homme de Brou und Gaigel"
    )

    ui.tap("Neues Spiel")
    ui.choose("Mit List und Tücke")  # New game chooses the game still going on, if any
    ui.wait_text("Am Tisch, im Uhrzeigersinn")
    for name in PLAYERS:
        ui.tap(f"{name} an den Tisch")
        ui.button(f"{name} entfernen").wait_for()
    ui.wait_text("4 Spieler am Tisch.")
    ui.tap("Spiel starten")

    ui.wait_text("Veit ist am Zug", timeout=30_000)
    ui.wait_text("Runde 1 von 4 · Ute gibt")
    ui.button("Rot").wait_for()  # the color tabs, in German
    for card, next_turn in (("Rot 10", "Wim"), ("Gelb 6", "Xenia"), ("Blau 2", "Ute")):
        tap_card(ui, card)
        ui.wait_text(f"{next_turn} ist am Zug")
    ui.wait_text("Drei Farben liegen: Grün darf nicht gespielt werden.")
    tap_card(ui, "Grün 1")
    ui.wait_text(_fourth_color_error())
    ui.shot(shots / "phone-table-de.png")
    ui.page.set_viewport_size(LAPTOP)  # type: ignore[arg-type]
    ui.wait_text("Ute ist am Zug")
    ui.shot(shots / "laptop-table-de.png")

    ui.goto(f"{app_server.url}/settings")
    ui.button("English").click(timeout=30_000)
    ui.wait_text("Settings")
    ui.page.get_by_role("switch", name="Keep the screen on").wait_for()
    ui.goto(app_server.url)
    ui.button("New game").wait_for(timeout=30_000)
    ui.tap("Continue the game")
    ui.wait_text("Ute to play", timeout=30_000)
    ui.button("Green").wait_for()
    ui.page.close()


def tap_card(ui: Ui, name: str) -> None:
    """Tap a card by its name, its color's tab first when another color shows."""
    if not ui.button(name).count():
        ui.tap(name.rsplit(" ", 1)[0])
    ui.tap(name)


def device_speaks(ui: Ui, languages: str) -> CDPSession:
    """The browser's preferred languages change, as when the user changes them in its
    settings: the DevTools protocol sets ``navigator.languages`` (for as long as the
    returned session lives); headless Chromium does not announce that by itself, so the
    ``languagechange`` event it would send is sent."""
    cdp = ui.page.context.new_cdp_session(ui.page)
    agent = ui.page.evaluate("navigator.userAgent")
    cdp.send("Emulation.setUserAgentOverride", {"userAgent": agent, "acceptLanguage": languages})
    first = languages.split(",")[0]
    assert ui.page.evaluate("navigator.languages[0]") == first
    ui.page.evaluate("window.dispatchEvent(new Event('languagechange'))")
    return cdp


def test_the_app_follows_the_device_language_without_a_reload(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    ui = Ui.open(browser, app_server.url, PHONE)  # a new browser profile: nothing chosen
    ui.button("New game").wait_for(timeout=30_000)
    ui.page.evaluate("window.__same_page = true")
    german = device_speaks(ui, "de-DE,de")
    ui.button("Neues Spiel").wait_for(timeout=10_000)  # home, said again in German
    ui.tap("Einstellungen")
    ui.page.get_by_role("heading", name="Einstellungen").wait_for()
    german.detach()
    french = device_speaks(ui, "fr-CH,fr")
    ui.page.get_by_role("heading", name="Réglages").wait_for(timeout=10_000)
    ui.button("Retour").wait_for()  # Flutter's own words follow too
    ui.shot(shots / "phone-settings-device-fr.png")
    assert ui.page.evaluate("window.__same_page === true")  # no reload on the way

    ui.tap("English")  # a language picked in the settings wins over the device's
    ui.page.get_by_role("heading", name="Settings").wait_for()
    french.detach()
    device_speaks(ui, "de-DE,de")
    ui.page.wait_for_timeout(1500)  # time enough for the event to come back, if it did
    assert ui.page.get_by_role("heading", name="Settings").count() == 1
    assert ui.page.get_by_role("heading", name="Einstellungen").count() == 0
    ui.page.close()
