"""Settings and the tab's language, with a stand-in page: switching redraws in the new language."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any, cast

import flet as ft
import pytest
from stand_in import Page, run_apart

from assistant.languages import detect_language
from assistant.service import Listig
from engine.mit_list_und_tuecke import Card
from views.home import home_view
from views.mit_list_und_tuecke.screen import GameScreen
from views.new_game import NewGameScreen
from views.settings import device_locales, settings_view
from views.shell import Shell


@pytest.fixture
def service(tmp_path: Path) -> Iterator[Listig]:
    with Listig(f"sqlite:///{tmp_path / 'settings.db'}") as listig:
        yield listig


def texts(control: Any) -> list[str]:
    """Every string a control tree shows (texts, button contents, labels)."""
    found: list[str] = []
    for name in ("value", "content", "label"):
        value = getattr(control, name, None)
        if isinstance(value, str):
            found.append(value)
    for name in ("content", "title", "appbar"):
        child = getattr(control, name, None)
        if isinstance(child, ft.Control):
            found += texts(child)
    for child in getattr(control, "controls", None) or []:
        found += texts(child)
    return found


def buttons(view: ft.View) -> dict[str, Any]:
    found: dict[str, Any] = {}
    for row in view.controls:
        for control in getattr(row, "controls", None) or []:
            if isinstance(getattr(control, "content", None), str):
                found[control.content] = control
    return found


def test_choosing_german_redraws_and_is_remembered(service: Listig) -> None:
    page = Page()
    shell = Shell(cast(ft.Page, page), service)
    redrawn: list[str] = []
    shell.redraw = lambda: redrawn.append(shell.lang)
    view = settings_view(shell)
    assert "Settings" in texts(view.appbar)
    assert {"English", "Deutsch", "Français"} <= set(buttons(view))
    buttons(view)["Deutsch"].on_click(None)
    assert shell.lang == "de" and redrawn == ["de"]
    assert len(page.tasks) == 1  # stored on the device
    german = settings_view(shell)
    assert "Einstellungen" in texts(german.appbar)
    shown = texts(german)
    assert "Bildschirm anlassen" in shown and "Sprache" in shown
    assert "Neues Spiel" in texts(home_view(shell, []))


def test_the_house_rule_default_reaches_the_new_game_form(service: Listig) -> None:
    page = Page()
    shell = Shell(cast(ft.Page, page), service, "fr")
    shell.show_counts = True
    form = NewGameScreen(shell)
    assert form.show_counts
    assert form.start.content == "Commencer la partie"


def test_card_buttons_are_named_in_the_tabs_language(service: Listig) -> None:
    ids = [service.add_player(name).id for name in ("Anna", "Ben", "Cleo", "Dan")]
    state = service.start_game(ids, 3)
    shell = Shell(cast(ft.Page, Page()), service, "de")
    screen = GameScreen(shell, state)
    assert screen.table.buttons[Card.parse("R10")].named.label == "Rot 10"
    assert screen.table.turn.value == "Anna ist am Zug"
    assert screen.title.value == "Stich 1 von 14"


def test_the_device_locales_choose_the_language() -> None:
    async def get_device_info() -> object:
        return SimpleNamespace(locales=[ft.Locale("it", "IT"), ft.Locale("fr", "CH")])

    page = SimpleNamespace(get_device_info=get_device_info)
    names = run_apart(device_locales(cast(ft.Page, page)))
    assert names == ["it_IT", "fr_CH"]
    assert detect_language(names) == "fr"
