"""The replay marks the card that led each trick: framed, captioned and said."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import cast

import flet as ft
import pytest
from stand_in import Page

from assistant.languages import translator
from assistant.service import Listig
from views.mit_list_und_tuecke.replay import ReplayScreen
from views.shell import Shell

SAMPLE = Path(__file__).resolve().parents[2] / "data" / "sample-4p.json"


@pytest.fixture
def service(tmp_path: Path) -> Iterator[Listig]:
    with Listig(f"sqlite:///{tmp_path / 'replay.db'}") as listig:
        yield listig


def plays(screen: ReplayScreen) -> list[ft.Semantics]:
    """The played cards of the step shown, in the order played."""
    row = next(c for c in screen.body.controls if isinstance(c, ft.Row))
    return [cast(ft.Semantics, c) for c in row.controls]


def texts(control: ft.Control) -> list[str]:
    column = cast(ft.Column, cast(ft.Semantics, control).content)
    return [str(c.value) for c in column.controls if isinstance(c, ft.Text)]


def framed(control: ft.Control) -> bool:
    column = cast(ft.Column, cast(ft.Semantics, control).content)
    return any(isinstance(c, ft.Container) and c.border is not None for c in column.controls)


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_each_replayed_trick_marks_its_lead(service: Listig, lang: str) -> None:
    tr = translator(lang)
    info = service.import_record(SAMPLE.read_text(encoding="utf-8"))
    shell = Shell(cast(ft.Page, Page()), service, lang)
    screen = ReplayScreen(shell, info.game_id)
    screen.view.update = lambda: None  # type: ignore[method-assign]
    steps = service.game_replay(info.game_id)
    for index, step in enumerate(steps[:6]):
        assert screen.index == index
        shown = plays(screen)
        assert len(shown) == len(step.plays)
        for position, ((player, card), control) in enumerate(zip(step.plays, shown, strict=True)):
            label = str(control.label)
            states = label.split(", ")
            assert states[0] == tr.card_label(card)  # "Blue 7", the pad's words
            assert states[1] == tr.format("played by {player}", player=player)
            led = position == 0
            assert (tr._("led") in states) is led, label
            assert (tr._("led") in texts(control)) is led  # seen, not only said
            assert framed(control) is led
        screen.on_next_tapped(None)
