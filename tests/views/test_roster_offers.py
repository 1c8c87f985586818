"""The roster offers only what the device may do; an empty roster says how to start."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import cast

import flet as ft
import pytest
from stand_in import Page
from test_settings import texts

from assistant.server.devices import Role
from assistant.service import Listig
from views.new_game import NewGameScreen
from views.players import PlayersScreen
from views.shell import Shell


@pytest.fixture
def service(tmp_path: Path) -> Iterator[Listig]:
    with Listig(f"sqlite:///{tmp_path / 'roster.db'}") as listig:
        yield listig


def names(control: object) -> list[str]:
    """The accessible names and texts of a control tree (icon buttons are named)."""
    found = texts(control)
    for name in ("tooltip", "semantics_label"):
        value = getattr(control, name, None)
        if isinstance(value, str):
            found.append(value)
    for name in ("content",):
        child = getattr(control, name, None)
        if isinstance(child, ft.Control):
            found += names(child)
    for child in getattr(control, "controls", None) or []:
        found += names(child)
    return found


@pytest.mark.parametrize("role", [Role.VIEWER, Role.SCORER])
def test_only_the_host_is_offered_to_change_the_roster(service: Listig, role: Role) -> None:
    service.add_player("Ana")
    host = Shell(cast(ft.Page, Page()), service)
    offered = names(PlayersScreen(host).body)
    assert "Add player" in offered and "Rename Ana" in offered and "Archive Ana" in offered
    other = Shell(cast(ft.Page, Page()), service)
    other.role = role
    shown = names(PlayersScreen(other).body)
    assert "Ana" in shown and "Figures of Ana" in shown
    assert not {"Add player", "Rename Ana", "Archive Ana"} & set(shown)
    assert "Only the host adds, renames and archives players." in shown


def test_an_empty_roster_says_how_to_start(service: Listig) -> None:
    shell = Shell(cast(ft.Page, Page()), service)
    shown = texts(NewGameScreen(shell).view)
    assert "No players yet: type a name above and add it." in shown
    assert "Everyone in the roster is seated." not in shown
