"""Quick scoring of Homme de Brou on screen: each side's declarations, rencontres and card
points typed, submitted to the real service; what does not add up is said in words and
nothing is stored; each deal's card shows every side's sum and total; the game ends at 300."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import cast

import flet as ft
import pytest
from stand_in import Page, texts

from assistant.service import Listig
from assistant.storage.models import GameStatus
from views.quick_score import FORMS, QuickScreen, SidesForm
from views.shell import Shell

SIDES = ("Anna & Cleo", "Ben & Dan")


@pytest.fixture
def service(tmp_path: Path) -> Iterator[Listig]:
    with Listig(f"sqlite:///{tmp_path / 'quick.db'}") as listig:
        yield listig


def screen_of(service: Listig) -> tuple[QuickScreen, Page]:
    ids = [service.add_player(n).id for n in ("Anna", "Ben", "Cleo", "Dan")]
    state = service.start_quick_game(ids, 0, game="homme-de-brou")
    page = Page()
    screen = QuickScreen(Shell(cast(ft.Page, page), service), state.game_id)
    screen.view.update = lambda: None  # type: ignore[method-assign]
    return screen, page


def enter(screen: QuickScreen, values: dict[str, tuple[int, int, int]]) -> None:
    form = screen.form
    assert isinstance(form, SidesForm)
    for side, numbers in values.items():
        for field, value in zip(form.inputs[side], numbers, strict=True):
            field.value = str(value)
    screen.on_score_tapped(None)


def test_a_deal_is_typed_side_by_side_and_the_game_ends_at_300(service: Listig) -> None:
    assert "homme-de-brou" in FORMS
    screen, page = screen_of(service)
    assert screen.state.sides == SIDES
    enter(screen, {SIDES[0]: (70, 40, 71), SIDES[1]: (0, 60, 49)})  # the spec's worked deal
    assert screen.state.totals == {SIDES[0]: 181, SIDES[1]: 109}
    shown = texts(screen.list)
    assert "70 + 40 + 71 = 181" in shown and "0 + 60 + 49 = 109" in shown
    enter(screen, {SIDES[0]: (0, 0, 70), SIDES[1]: (0, 0, 60)})
    snack = page.dialogs[-1]
    assert isinstance(snack, ft.SnackBar) and isinstance(snack.content, ft.Text)
    assert "exactly 120" in str(snack.content.value)
    assert len(screen.state.rounds) == 1
    enter(screen, {SIDES[0]: (60, 80, 100), SIDES[1]: (20, 0, 20)})
    assert screen.state.status is GameStatus.FINISHED
    assert screen.state.winners == (SIDES[0],)
