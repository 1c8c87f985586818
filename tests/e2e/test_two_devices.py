"""Two devices on one game: a tap on one shows on the other; a stale tap reloads."""

from __future__ import annotations

import pytest
from e2e_games import expected_heading, sample, sample_events, seeded_game, tap_card
from e2e_harness import LAPTOP, PHONE, Server, Ui
from playwright.sync_api import Browser

from assistant.service import Listig
from engine.mit_list_und_tuecke import Game, Play

pytestmark = pytest.mark.e2e


def test_other_device_follows_and_a_stale_tap_reloads(browser: Browser, app_server: Server) -> None:
    record = sample()
    events = sample_events(record, 1)
    state = seeded_game(app_server.database_url, record, 0)
    url = f"{app_server.url}/game/{state.game_id}"
    laptop = Ui.open(browser, url, LAPTOP)
    phone = Ui.open(browser, url, PHONE)
    game = Game(record.players, record.first_dealer)
    game.start_round()
    laptop.wait_text(expected_heading(game), timeout=30_000)
    phone.wait_text(expected_heading(game), timeout=30_000)

    first = events[0]
    assert isinstance(first, Play)
    tap_card(phone, first.card)
    game.apply(first)
    phone.wait_text(expected_heading(game))
    laptop.wait_text(expected_heading(game))  # the laptop followed without a tap

    # A write the app's pages have not heard of (another process on the same database).
    second, third = events[1], events[2]
    assert isinstance(second, Play) and isinstance(third, Play)
    with Listig(app_server.database_url) as service:
        service.apply(state.game_id, second)
    game.apply(second)
    tap_card(laptop, third.card)
    laptop.wait_text("The game changed on another device — reloaded.")
    laptop.wait_text(expected_heading(game))
    with Listig(app_server.database_url) as service:
        assert service.game(state.game_id).seq == 2
    laptop.page.close()
    phone.page.close()
