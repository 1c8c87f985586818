"""Homme de Brou is known everywhere a game is looked back on, and offered for a new game
(it has a table screen) and for a quick game (it has quick scoring)."""

from __future__ import annotations

import flet as ft

from assistant.games.kinds import AT_THE_TABLE, KINDS
from assistant.games.quick import RULES
from assistant.languages import translator
from views.app import SCREENS
from views.looking_back import game_choice
from views.new_game import offered
from views.quick_score import FORMS


def titles(row: ft.Row) -> list[str]:
    return [str(chip.label) for chip in row.controls]  # type: ignore[attr-defined]


def test_homme_de_brou_is_played_at_the_table() -> None:
    assert "homme-de-brou" in KINDS and "homme-de-brou" in AT_THE_TABLE
    assert "homme-de-brou" in SCREENS and "homme-de-brou" in offered()
    assert "homme-de-brou" in RULES and "homme-de-brou" in FORMS


def test_the_looking_back_choice_names_it() -> None:
    everything = titles(game_choice(translator("en"), None, lambda _: None))
    assert len(everything) == len(KINDS) + 1
    assert any("Homme de Brou" in title for title in everything)
