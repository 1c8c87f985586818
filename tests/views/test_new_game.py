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


def test_a_roster_name_seats_that_player_and_three_cannot_start(service: Listig) -> None:
    service.add_player("Anna")
    screen, page = form(service)
    screen.new_name.value = "an"  # suggestions as you type
    screen.on_name_typed()
    assert roster_buttons(screen) == ["Seat Anna"]
    screen.new_name.value = "anna"
    screen.on_add_player_tapped()  # the roster's Anna, not an error
    assert [p.name for p in screen.seated] == ["Anna"]
    assert screen.new_name.value == "" and page.tasks  # cleared, and focused again
    screen.new_name.value = "ANNA"
    screen.on_add_player_tapped()
    assert page.dialogs  # seated already
    assert [p.name for p in screen.seated] == ["Anna"]
    screen.on_remove_tapped(0)
    for name in ("Ben", "Cleo", "Dan"):
        screen.new_name.value = name
        screen.on_add_player_tapped()
    assert [p.name for p in screen.seated] == ["Ben", "Cleo", "Dan"]
    # Move up is off for the first, move down for the last.
    rows = [c for c in screen.body.controls if isinstance(c, ft.Row)][1:4]  # after the games
    moves = [
        (b.label, b.content.disabled)
        for r in rows
        for b in r.controls
        if isinstance(b, ft.Semantics) and b.label and b.label.startswith("Move")
    ]
    assert ("Move Ben up", True) in moves and ("Move Ben down", False) in moves
    assert ("Move Dan down", True) in moves and ("Move Cleo up", False) in moves
    screen.on_start_tapped()
    assert page.route == ""
    assert service.unfinished_games() == []


def roster_buttons(screen: NewGameScreen) -> list[str]:
    found: list[str] = []
    for control in screen.body.controls:
        if isinstance(control, ft.Row):
            for c in control.controls:
                if isinstance(c, ft.Button) and isinstance(c.content, str):
                    found.append(c.content)
    return [f for f in found if f.startswith("Seat ")]


class Picked:
    """A segmented button's change event as Flet hands it over."""

    def __init__(self, *selected: str) -> None:
        self.control = type("Control", (), {"selected": list(selected)})()


def texts(control: ft.Control) -> list[str]:
    """Every text shown under ``control``."""
    found: list[str] = []
    stack: list[object] = [control]
    while stack:
        item = stack.pop()
        value = getattr(item, "value", None)
        if isinstance(item, ft.Text) and isinstance(value, str):
            found.append(value)
        for attr in ("controls", "content"):
            child = getattr(item, attr, None)
            if isinstance(child, list):
                stack.extend(child)
            elif child is not None:
                stack.append(child)
    return found


def test_partout_seats_3_4_or_6_with_the_teams_shown(service: Listig) -> None:
    players = [service.add_player(n) for n in ("Anna", "Ben", "Cleo", "Dan", "Eve", "Finn")]
    screen, page = form(service)
    screen.on_game_picked("partout")
    for p in players[:5]:
        screen.on_seat_tapped(p)
    assert screen.view.bottom_appbar is not None  # "Start game" and why not, always in sight
    shown = texts(screen.view.bottom_appbar)
    assert any(t.startswith("Partout is not played by 5") for t in shown), shown
    assert screen.start.disabled
    screen.on_start_tapped()
    assert not page.route.startswith("/game/")  # the button is off; nothing started anyway
    screen.on_seat_tapped(players[5])
    assert "Teams, partners opposite: Anna & Dan · Ben & Eve · Cleo & Finn" in texts(screen.body)
    screen.on_start_tapped()
    state = service.game(int(page.route.rsplit("/", 1)[1]))
    assert state.game.teams[0].name == "Anna & Dan"


def test_partout_kept_by_round_totals_starts_a_quick_partout_game(service: Listig) -> None:
    players = [service.add_player(n) for n in ("Anna", "Ben", "Cleo")]
    screen, page = form(service)
    screen.on_game_picked("partout")
    screen.on_keeping_changed(Picked("quick"))  # type: ignore[arg-type]
    for p in players:
        screen.on_seat_tapped(p)
    assert "With three players each plays alone." in texts(screen.body)
    screen.on_start_tapped()
    assert page.route.startswith("/quick/")
    info = service.games()[0]
    assert info.game == "partout" and info.keeping.value == "quick"


def _texts(control: object) -> list[str]:
    found: list[str] = []
    if isinstance(control, ft.Text) and isinstance(control.value, str):
        found.append(control.value)
    for name in ("content", "controls"):
        child = getattr(control, name, None)
        for item in child if isinstance(child, list) else [child]:
            if isinstance(item, ft.BaseControl):
                found += _texts(item)
    return found


@pytest.mark.parametrize(
    ("game", "seating"),
    [
        ("mit-list-und-tuecke", "At the table, clockwise"),
        ("partout", "At the table, clockwise"),
        ("tysiacha", "At the table, clockwise"),
        ("homme-de-brou", "At the table, in playing order"),
        ("gaigel", "At the table, anticlockwise"),
    ],
)
def test_each_game_says_its_seating_and_the_order_of_play(
    service: Listig, game: str, seating: str
) -> None:
    """Gaigel is played anticlockwise: its form says so, and every form shows the order the
    seated players will play in."""
    screen, _ = form(service)
    screen.on_game_picked(game)
    for name in ("Anna", "Ben", "Cleo", "Dan")[: 3 if game == "tysiacha" else 4]:
        screen.on_seat_tapped(service.add_player(name))
    shown = _texts(screen.body)
    assert seating in shown
    assert [s for s in shown if s.startswith("At the table,")] == [seating]
    names = [p.name for p in screen.seated]
    assert f"Order of play: {' → '.join([*names, names[0]])}" in shown
