"""The new-game form for Homme de Brou: the sides shown as seated (partners opposite); with
three players a dummy sits opposite the one chosen, named in the tab's language, and the
game starts with it; four play without one."""

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


def form(service: Listig, lang: str = "en") -> tuple[NewGameScreen, Page]:
    page = Page()
    shell = Shell(cast(ft.Page, page), service)
    shell.lang = lang
    return NewGameScreen(shell, game="homme-de-brou"), page


def texts(screen: NewGameScreen) -> list[str]:
    return [str(c.value) for c in screen.body.controls if isinstance(c, ft.Text)]


def test_three_players_and_a_dummy_in_french(service: Listig) -> None:
    players = [service.add_player(name) for name in ("Anna", "Ben", "Dan")]
    screen, page = form(service, "fr")
    for p in players:
        screen.on_seat_tapped(p)
    assert not screen.start.disabled  # three and a dummy may start
    dummy = screen.tr._("Dummy")  # Mort, once the catalog has it
    assert any(f"Anna & {dummy}" in t for t in texts(screen))
    screen.on_partner_picked("1")  # the dummy opposite Ben
    assert any(f"{dummy} & Ben · Anna & Dan" in t for t in texts(screen))
    screen.on_dealer_tapped(2)  # Dan deals first
    screen.on_start_tapped()
    assert page.route.startswith("/game/")
    state = service.game(int(page.route.rsplit("/", 1)[1]))
    game = state.game
    assert game.dummy is not None and game.partner is not None
    assert game.players[game.partner] == "Ben"
    assert game.players[game.first_dealer] == "Dan"
    assert game.players[game.dummy] == screen.tr._("Dummy")
    assert {p.name for p in service.players()} == {"Anna", "Ben", "Dan"}


def test_four_play_without_a_dummy(service: Listig) -> None:
    players = [service.add_player(name) for name in ("Anna", "Ben", "Cleo", "Dan")]
    screen, page = form(service)
    for p in players:
        screen.on_seat_tapped(p)
    assert any("Anna & Cleo · Ben & Dan" in t for t in texts(screen))
    screen.on_start_tapped()
    state = service.game(int(page.route.rsplit("/", 1)[1]))
    assert state.game.dummy is None and state.players == ("Anna", "Ben", "Cleo", "Dan")


def test_three_keep_a_quick_game_with_the_dummy(service: Listig) -> None:
    players = [service.add_player(name) for name in ("Anna", "Ben", "Cleo")]
    screen, page = form(service, "de")
    for p in players:
        screen.on_seat_tapped(p)
    screen.quick = True
    screen.on_partner_picked("2")  # opposite Cleo: the dummy in the second seat
    screen.on_dealer_tapped(2)  # Cleo deals first
    assert not screen.start.disabled
    screen.on_start_tapped()
    assert page.route.startswith("/quick/")
    state = service.quick_game(int(page.route.rsplit("/", 1)[1]))
    assert state.players == ("Anna", "Strohmann", "Ben", "Cleo")
    assert state.sides == ("Anna & Ben", "Strohmann & Cleo") and state.first_dealer == 3


def labels(control: object) -> list[str]:
    """Every accessible name under ``control`` (the deal radios are named)."""
    found = [control.label] if isinstance(control, ft.Semantics) and control.label else []
    for name in ("content", "controls"):
        child = getattr(control, name, None)
        for item in child if isinstance(child, list) else [child]:
            if isinstance(item, ft.BaseControl):
                found += labels(item)
    return found


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_the_dummy_has_a_row_in_its_seat_and_may_deal_first(service: Listig, lang: str) -> None:
    players = [service.add_player(name) for name in ("Anna", "Ben", "Dan")]
    screen, page = form(service, lang)
    tr = screen.tr
    for p in players:
        screen.on_seat_tapped(p)
    screen.on_partner_picked("1")  # the dummy opposite Ben: the first seat
    dummy = tr._("Dummy")
    rows = screen._seat_rows(3)
    assert len(rows) == 4
    first = [str(c.value) for c in rows[0].controls if isinstance(c, ft.Text)]  # type: ignore[attr-defined]
    assert first == ["1.", dummy, tr.format("{player} plays its cards", player="Ben")]
    names = labels(screen.body)
    assert tr.format("{player} deals first", player=dummy) in names
    assert tr.format("{player} deals first (chosen)", player="Anna") in names
    screen.on_dummy_deals_tapped()
    names = labels(screen.body)
    assert tr.format("{player} deals first (chosen)", player=dummy) in names
    assert tr.format("{player} deals first", player="Anna") in names  # one dealer only
    screen.on_start_tapped()
    game = service.game(int(page.route.rsplit("/", 1)[1])).game
    assert game.dummy == 0 and game.first_dealer == 0 and game.players[2] == "Ben"


def test_the_draw_may_fall_on_the_dummy(service: Listig) -> None:
    players = [service.add_player(name) for name in ("Anna", "Ben", "Dan")]
    screen, _ = form(service)
    for p in players:
        screen.on_seat_tapped(p)
    dealers = set()
    for _ in range(200):
        screen.on_draw_dealer_tapped()
        dealer, dummy = screen._start_with_dummy()
        dealers.add(dealer)
        assert screen.dummy_deals == (dealer == dummy)
    assert dealers == {0, 1, 2, 3}  # every seat of four, the dummy's too


@pytest.mark.parametrize("partner", [0, 1, 2])
def test_the_quick_start_screen_seats_a_dummy_for_three(service: Listig, partner: int) -> None:
    """Three ticked for Homme de Brou: whom the dummy sits opposite, the sides said, and the
    quick game starts with the first ticked dealing."""
    from views.quick_score import QuickStartScreen

    ids = [service.add_player(name).id for name in ("Anna", "Ben", "Cleo")]
    page = Page()
    shell = Shell(cast(ft.Page, page), service)
    start = QuickStartScreen(shell)
    start.dummy_part.update = lambda: None  # type: ignore[method-assign]
    start.games.update = lambda: None  # type: ignore[method-assign]
    start.order.update = lambda: None  # type: ignore[method-assign]
    start.on_game_chosen("homme-de-brou")
    for pid in (ids[1], ids[0], ids[2]):  # Ben, Anna, Cleo in seating order
        start.chosen.append(pid)
    start.show_dummy()
    start.on_partner_chosen(str(partner))
    said = [str(c.value) for c in start.dummy_part.controls if isinstance(c, ft.Text)]
    table = ["Ben", "Anna", "Cleo"]
    table.insert([2, 0, 1][partner], "Dummy")
    assert f"{table[0]} & {table[2]} · {table[1]} & {table[3]}" in said[-1]
    start.on_start_tapped(None)
    state = service.quick_game(int(page.route.rsplit("/", 1)[1]))
    assert list(state.players) == table
    assert state.players[state.first_dealer] == "Ben"  # the first ticked deals first
    assert state.players[(table.index("Dummy") + 2) % 4] == ["Ben", "Anna", "Cleo"][partner]
