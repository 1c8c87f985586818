"""Two devices on one game: a tap on one shows on the other; a stale tap reloads."""

from __future__ import annotations

import pytest
from e2e_games import expected_heading, sample, sample_events, seeded_game, tap_card
from e2e_harness import LAPTOP, PHONE, Server, Ui
from e2e_partout import heading as partout_heading
from e2e_partout import seeded as partout_seeded
from e2e_partout import tap_event as partout_tap
from playwright.sync_api import Browser

from assistant.service import Listig
from engine.mit_list_und_tuecke import Game, Play
from engine.partout import Color, TrumpColor, TrumpNumber
from engine.partout import Game as PartoutGame

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


def test_partout_on_two_devices_and_the_board(browser: Browser, app_server: Server) -> None:
    """A Partout game: the trump named on a phone shows on the laptop and on the board."""
    players = ["Pia", "Quin", "Rosa", "Sven"]
    state = partout_seeded(app_server.database_url, players, [])
    url = f"{app_server.url}/game/{state.game_id}"
    laptop = Ui.open(browser, url, LAPTOP)
    phone = Ui.open(browser, url, PHONE)
    board = Ui.open(browser, f"{app_server.url}/board/{state.game_id}", LAPTOP)
    game = PartoutGame(players, 0)
    game.start_round()
    for ui in (laptop, phone):
        ui.wait_text(partout_heading(game), timeout=30_000)
    board.wait_text(partout_heading(game), timeout=30_000)
    for event in (TrumpNumber("Quin", 4), TrumpColor("Rosa", Color.BLACK)):
        partout_tap(phone, event)
        game.apply(event)
        laptop.wait_text(partout_heading(game))
        board.wait_text(partout_heading(game))
    board.wait_text(
        "4 is the trump number, black the trump color. 4 named by Quin; Black named by Rosa"
    )
    for ui in (laptop, phone, board):
        ui.page.close()
