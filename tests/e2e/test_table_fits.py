"""Four, five and six players on a phone: during a trick the turn line, the trick with its
would-be takers and the cards that can still be played are on screen together, no scrolling,
every touch target at least 44 px, a card two taps at most (its color, then its number)."""

from __future__ import annotations

from pathlib import Path

import pytest
from e2e_games import moment, record_of, seeded_game
from e2e_harness import Server, Ui
from playwright.sync_api import Browser, Locator

from assistant.languages import translator
from engine.mit_list_und_tuecke import Game, Phase
from views.mit_list_und_tuecke.model import CardState, table_of

pytestmark = pytest.mark.e2e

PORTRAIT = {"width": 360, "height": 800}
TALL = {"width": 390, "height": 844}
LANDSCAPE = {"width": 800, "height": 360}


def on_screen(box: dict[str, float] | None, viewport: dict[str, int], what: str) -> None:
    assert box is not None, f"{what}: not drawn"
    assert box["x"] >= 0 and box["y"] >= 0, f"{what}: off the top or left {box}"
    assert box["x"] + box["width"] <= viewport["width"] + 0.5, f"{what}: off the right {box}"
    assert box["y"] + box["height"] <= viewport["height"] + 0.5, f"{what}: off the bottom {box}"


def big_enough(locator: Locator, what: str) -> None:
    box = locator.bounding_box()
    assert box is not None, what
    assert box["width"] >= 44 and box["height"] >= 44, f"{what}: {box}"


def check(ui: Ui, game: Game, viewport: dict[str, int], lang: str = "en") -> None:
    table = table_of(game, tr=translator(lang))
    ui.wait_text(table.turn)
    ui.page.wait_for_timeout(300)
    on_screen(ui.text(table.turn).bounding_box(), viewport, "the turn line")
    assert ui.page.get_by_role("heading", name=table.turn).count() == 1  # a heading
    for tc in table.trick:
        name = tc.take_spoken if table.take is not None else tc.spoken
        place = ui.text(name)
        on_screen(place.bounding_box(), viewport, name)
        if table.take is not None:
            big_enough(place, name)
    if table.take is not None:
        on_screen(ui.text(table.take.text).bounding_box(), viewport, "the take prompt")
        return
    for row in table.pad:
        left = [p for p in row.cards if p.state is not CardState.GONE]
        if not left:
            continue
        color = row.name
        tab = ui.button(color)
        on_screen(tab.bounding_box(), viewport, f"the {color} tab")
        big_enough(tab, f"the {color} tab")
        if not ui.button(left[0].spoken).count():
            tab.click()  # the first of at most two taps
            ui.button(left[0].spoken).wait_for()
        for pad in left:
            button = ui.button(pad.spoken)
            on_screen(button.bounding_box(), viewport, pad.label)
            big_enough(button, pad.label)
        # the turn and the trick stay put while the colors change
        on_screen(ui.text(table.turn).bounding_box(), viewport, "the turn line")


@pytest.mark.parametrize("players", [4, 5, 6])
def test_a_trick_fits_a_phone_without_scrolling(
    browser: Browser, app_server: Server, shots: Path, players: int
) -> None:
    record = record_of(players)
    for phase in (Phase.PLAY, Phase.TAKE):
        game, events = moment(record, phase)
        state = seeded_game(app_server.database_url, record, events)
        for name, viewport in (("", PORTRAIT), ("-390", TALL), ("-landscape", LANDSCAPE)):
            ui = Ui.open(browser, f"{app_server.url}/game/{state.game_id}", viewport)
            check(ui, game, viewport)
            if not name:
                ui.shot(shots / f"phone-{players}p-{phase.value}.png")
            elif name == "-landscape" and players == 6:
                ui.shot(shots / f"landscape-{players}p-{phase.value}.png")
            ui.page.close()


def test_six_players_fit_in_german(browser: Browser, app_server: Server, shots: Path) -> None:
    record = record_of(6)
    for phase in (Phase.PLAY, Phase.TAKE):
        game, events = moment(record, phase)
        state = seeded_game(app_server.database_url, record, events)
        ui = Ui.open(browser, f"{app_server.url}/settings", PORTRAIT)
        ui.button("Deutsch").click(timeout=30_000)
        ui.wait_text("Einstellungen")
        ui.goto(f"{app_server.url}/game/{state.game_id}")
        check(ui, game, PORTRAIT, "de")
        ui.shot(shots / f"phone-6p-{phase.value}-de.png")
        ui.page.close()
