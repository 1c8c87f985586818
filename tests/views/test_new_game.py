"""The new-game form's handlers against the real service, with a stand-in page."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import cast

import flet as ft
import pytest
from stand_in import Page

from assistant.service import Listig
from views.new_game import NewGameScreen
from views.shell import Shell


@pytest.fixture
def service(tmp_path: Path) -> Iterator[Listig]:
    with Listig(f"sqlite:///{tmp_path / 'new.db'}") as listig:
        yield listig


def form(service: Listig) -> tuple[NewGameScreen, Page]:
    page = Page()
    return NewGameScreen(Shell(cast(ft.Page, page), service)), page


def test_seat_reorder_choose_dealer_and_start(service: Listig) -> None:
    players = [service.add_player(name) for name in ("Anna", "Ben", "Cleo", "Dan")]
    screen, page = form(service)
    for p in (players[0], players[1], players[3], players[2]):
        screen.on_seat_tapped(p)
    screen.on_move_up_tapped(3)  # Cleo before Dan
    assert [p.name for p in screen.seated] == ["Anna", "Ben", "Cleo", "Dan"]
    screen.on_dealer_tapped(1)
    screen.on_move_down_tapped(1)  # the dealer mark moves with Ben
    assert [p.name for p in screen.seated] == ["Anna", "Cleo", "Ben", "Dan"]
    assert screen.dealer == 2
    screen.on_remove_tapped(0)  # Anna leaves: Ben is still the dealer
    assert screen.seated[screen.dealer].name == "Ben"
    screen.on_seat_tapped(players[0])
    screen.on_start_tapped()
    assert page.route.startswith("/game/")
    state = service.game(int(page.route.rsplit("/", 1)[1]))
    assert state.players == ("Cleo", "Ben", "Dan", "Anna")
    assert state.game.first_dealer == 1


def test_three_players_cannot_start_and_a_duplicate_name_is_said(service: Listig) -> None:
    service.add_player("Anna")
    screen, page = form(service)
    screen.new_name.value = "anna"
    screen.on_add_player_tapped()
    assert page.dialogs  # the service's reason, in a snackbar
    assert screen.seated == []
    for name in ("Ben", "Cleo", "Dan"):
        screen.new_name.value = name
        screen.on_add_player_tapped()
    assert [p.name for p in screen.seated] == ["Ben", "Cleo", "Dan"]
    screen.on_start_tapped()
    assert page.route == ""
    assert service.unfinished_games() == []
