"""Tysiacha is known everywhere a game is looked back on, but not offered for a new game
until it has a table screen, nor for a quick game until it has quick scoring."""

from __future__ import annotations

import flet as ft

from assistant.games.kinds import KINDS
from assistant.games.quick import RULES
from assistant.languages import translator
from views.app import SCREENS
from views.looking_back import game_choice
from views.new_game import offered
from views.quick_score import FORMS


def titles(row: ft.Row) -> list[str]:
    return [str(chip.label) for chip in row.controls]  # type: ignore[attr-defined]


def test_a_new_game_is_only_of_a_game_with_a_table_screen() -> None:
    assert "tysiacha" in KINDS
    assert offered() == [game for game in KINDS if game in SCREENS]
    assert "tysiacha" not in offered() or "tysiacha" in SCREENS


def test_a_quick_game_is_only_of_a_game_with_quick_scoring() -> None:
    assert set(FORMS) == set(RULES)
    tr = translator("en")
    quick = titles(game_choice(tr, "partout", lambda _: None, False, FORMS))
    everything = titles(game_choice(tr, None, lambda _: None))
    assert len(quick) == len(FORMS) and len(everything) == len(KINDS) + 1
    assert any("Tysiacha" in title for title in everything)
    assert ("tysiacha" in FORMS) == any("Tysiacha" in title for title in quick)
