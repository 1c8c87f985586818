"""The table holds still: a whole round of Mit List und Tücke at six players, tapped at
360 × 800, and before every tap the card pad's controls are where they were before the tap
before (a played card leaves its place empty), and what is tapped next lies inside the
screen. The four other games' whole-round tests watch their pads the same way
(``Ui.watch_pad``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from e2e_games import expected_heading, record_of, sample_events, seeded_game, tap_event
from e2e_harness import PHONE, Server, Ui
from playwright.sync_api import Browser

from engine.mit_list_und_tuecke import Game

pytestmark = pytest.mark.e2e


def test_a_whole_round_at_six_players_moves_no_control_of_the_pad(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    record = record_of(6)
    state = seeded_game(app_server.database_url, record, 0)
    ui = Ui.open(browser, f"{app_server.url}/game/{state.game_id}", PHONE)
    game = Game(record.players, record.first_dealer)
    game.start_round()
    ui.wait_text(expected_heading(game), timeout=30_000)
    watch = ui.watch_pad()
    for event in sample_events(record, 1):
        tap_event(ui, event)
        game.apply(event)
        ui.wait_text(expected_heading(game))
    assert game.rounds[0].ended
    watch.assert_still()
    ui.shot(shots / "phone-6p-round-end.png")
