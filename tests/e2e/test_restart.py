"""Kill the server in the middle of a trick, start it again, and find the same trick."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from e2e_games import expected_heading, sample, sample_events, seeded_game, tap_card
from e2e_harness import LAPTOP, PHONE, Server, Ui, free_port, running
from e2e_partout import heading as partout_heading
from e2e_partout import seeded as partout_seeded
from e2e_partout import tap_event as partout_tap
from playwright.sync_api import Browser

from engine.mit_list_und_tuecke import Game, Play
from engine.partout import Game as PartoutGame
from engine.partout import Play as PartoutPlay
from engine.partout.selfplay import random_game
from views.mit_list_und_tuecke.model import table_of
from views.partout.model import table_of as partout_table

pytestmark = pytest.mark.e2e


def test_server_killed_mid_trick_reopens_on_that_trick(browser: Browser, tmp_path: Path) -> None:
    record = sample()
    events = sample_events(record, 1)
    server = Server(free_port(), f"sqlite:///{tmp_path / 'restart.db'}", tmp_path / "server.log")
    # Events 0..5: the first trick taken, and the second begun.
    seeded = 6
    with running(server):
        state = seeded_game(server.database_url, record, seeded)
        ui = Ui.open(browser, server.url, LAPTOP)
        ui.tap("Continue the game", timeout=30_000)
        game = Game(record.players, record.first_dealer)
        game.start_round()
        game.apply_all(events[:seeded])
        ui.wait_text(expected_heading(game))
        tapped = events[seeded]
        assert isinstance(tapped, Play)
        game.apply(tapped)
        # The first tap on a page just drawn may be lost (the whole check once lost it):
        # tap again as a player would; the card played once is refused a second time.
        tap_card(ui, tapped.card, shows=expected_heading(game))
        server.kill()

    with running(server):
        ui.goto(server.url)
        ui.tap("Continue the game", timeout=30_000)
        table = table_of(game)
        ui.wait_text(table.turn)
        ui.wait_text(f"Trick {table.trick_no} of 14")
        for card in table.trick:
            ui.wait_text(card.spoken)
        # The same URL after a reload shows the same trick too.
        ui.goto(f"{server.url}/game/{state.game_id}")
        ui.wait_text(table.turn, timeout=30_000)
        ui.page.close()


def test_a_partout_game_killed_mid_trick_reopens_on_that_trick(
    browser: Browser, tmp_path: Path
) -> None:
    played, events = random_game(4, random.Random(3))
    server = Server(free_port(), f"sqlite:///{tmp_path / 'partout.db'}", tmp_path / "server.log")
    first = next(i for i, e in enumerate(events) if isinstance(e, PartoutPlay))
    seeded = first + 5  # the first trick taken, the second begun
    names = list(played.players)
    with running(server):
        state = partout_seeded(server.database_url, names, events[:seeded])
        ui = Ui.open(browser, f"{server.url}/game/{state.game_id}", PHONE)
        game = PartoutGame(names, 0)
        game.apply_all(events[:seeded])
        ui.wait_text(partout_heading(game), timeout=30_000)
        partout_tap(ui, events[seeded])
        game.apply(events[seeded])
        ui.wait_text(partout_heading(game))
        server.kill()

    with running(server):
        ui.goto(f"{server.url}/game/{state.game_id}")
        table = partout_table(game)
        ui.wait_text(table.turn, timeout=30_000)
        assert table.trump is not None
        ui.wait_text(table.trump.origin)
        for card in table.trick:
            ui.wait_text(card.spoken)
        ui.page.close()
