"""A page whose server is gone says so in its language, and clears once the server is back."""

from __future__ import annotations

from pathlib import Path

import pytest
from e2e_games import sample, sample_events, seeded_game
from e2e_harness import FLET_LOADING, Server, Ui, free_port
from playwright.sync_api import Browser

from assistant.languages import LANGUAGE_SETTING, translator
from assistant.server.pages import LOST_TEXT, LOST_TITLE
from engine.mit_list_und_tuecke import Game
from views.mit_list_und_tuecke.model import table_of

pytestmark = pytest.mark.e2e

SAID = """() => {
  const box = document.getElementById("listig-lost");
  return box && !box.hidden ? [box.lang, box.getAttribute("role"), box.innerText] : null;
}"""


def said(ui: Ui, timeout: float = 15_000) -> list[str]:
    """What the page says about its lost connection, once it says it."""
    found = ui.page.wait_for_function(SAID, timeout=timeout).json_value()
    assert isinstance(found, list)
    return [str(part) for part in found]


def cleared(ui: Ui) -> None:
    """Wait until the page no longer says its connection is lost."""
    ui.page.wait_for_function(f"({SAID})() === null", timeout=30_000)


def test_a_german_phone_says_in_german_that_the_server_is_gone_and_goes_on_after(
    browser: Browser, tmp_path: Path, shots: Path
) -> None:
    record = sample()
    server = Server(free_port(), f"sqlite:///{tmp_path / 'lost.db'}", tmp_path / "server.log")
    server.start()
    try:
        state = seeded_game(server.database_url, record, 6)  # a trick taken, one begun
        game = Game(record.players, record.first_dealer)
        game.start_round()
        game.apply_all(sample_events(record, 1)[:6])
        turn = table_of(game, tr=translator("de")).turn
        ui = Ui.speaking(browser, f"{server.url}/game/{state.game_id}", "de")
        ui.wait_text(turn, timeout=30_000)
        ui.page.wait_for_timeout(2_500)  # a page that stays connected says nothing
        assert ui.page.evaluate(SAID) is None

        server.kill()
        lang, role, text = said(ui)
        de = translator("de")
        assert (lang, role) == ("de", "alert")
        assert text.split("\n\n") == [de._(LOST_TITLE), de._(LOST_TEXT)]
        ui.shot(shots / "phone-connection-lost-de.png", connected=False)

        server.start()  # the same address: the page finds it again by itself
        cleared(ui)
        # connected anew (Flet's loading screen gone), on the same trick: nothing lost
        ui.page.get_by_text(FLET_LOADING, exact=True).wait_for(state="hidden", timeout=30_000)
        ui.wait_text(turn, timeout=30_000)
        ui.page.close()
    finally:
        server.stop()


def test_the_language_chosen_on_the_device_is_the_one_it_says_it_in(
    browser: Browser, tmp_path: Path
) -> None:
    server = Server(free_port(), f"sqlite:///{tmp_path / 'lost.db'}", tmp_path / "server.log")
    server.start()
    try:
        ui = Ui.speaking(browser, f"{server.url}/settings", "de")
        ui.button("Français").click(timeout=30_000)
        ui.wait_text("Réglages")
        ui.page.wait_for_function(  # the choice stored on the device (by Flet, a while later)
            "(key) => JSON.parse(localStorage.getItem(key)) === 'fr'",
            arg=f"flutter.{LANGUAGE_SETTING}",
            timeout=15_000,
        )
        server.kill()
        lang, _, text = said(ui)
        assert lang == "fr"
        assert text.split("\n\n")[0] == translator("fr")._(LOST_TITLE)
        ui.page.close()
    finally:
        server.stop()
