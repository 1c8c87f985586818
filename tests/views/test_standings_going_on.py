"""A standings line says how many of its games are still going on (``0/0 +1``), and a line
under the table says that their ended rounds already count: a Homme de Brou player with 0 of
0 games won and an average of 174 is no longer a riddle."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from stand_in import texts

from assistant.languages import translator
from assistant.looking_back.standings import SideStanding, Standing
from views.looking_back import sides_table, standings_table

FIGURES: dict[str, Any] = dict(
    games=0, wins=0, rounds=1, points=174, best_round=174, four_colors=0, blocked=0
)
"""One ended deal of 174, no game finished."""
ANNE = Standing(**FIGURES, player_id=1, name="Anne", game="homme-de-brou", going_on=1)
BERNARD = replace(ANNE, player_id=2, name="Bernard", games=2, wins=1, going_on=0)
SIDE = SideStanding(
    **FIGURES, player_ids=(1, 3), names=("Anne", "Camille"), game="homme-de-brou", going_on=1
)


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_a_game_going_on_is_shown_beside_the_games_and_explained(lang: str) -> None:
    tr = translator(lang)
    shown = texts(standings_table(tr, [BERNARD, ANNE]))
    assert "0/0 +1" in shown and "1/2" in shown and "1/2 +0" not in shown
    note = tr._(
        "+1: a game still going on; its ended rounds already count in the points and the average."
    )
    assert shown[-1] == note and note.startswith("+1")
    sides = texts(sides_table(tr, [SIDE]))
    assert "0/0 +1" in sides and sides[-1] == note


def test_no_note_while_no_game_goes_on() -> None:
    tr = translator("de")
    shown = texts(standings_table(tr, [BERNARD]))
    assert not any(text.startswith("+1") for text in shown)
