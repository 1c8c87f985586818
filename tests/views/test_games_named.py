"""Games in play are named by their game: Home's continue lines and the board's tables."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import cast

import flet as ft
import pytest
from stand_in import Page
from test_settings import texts

from assistant.service import Listig
from views.board import board_picker_view
from views.home import home_view
from views.shell import Shell


@pytest.fixture
def service(tmp_path: Path) -> Iterator[Listig]:
    with Listig(f"sqlite:///{tmp_path / 'named.db'}") as listig:
        yield listig


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_two_games_of_the_same_table_do_not_look_alike(service: Listig, lang: str) -> None:
    ids = [service.add_player(name).id for name in ("Ana", "Bo", "Cy", "Di")]
    service.start_game(ids, 0, game="mit-list-und-tuecke")
    service.start_game(ids, 0, game="partout")
    shell = Shell(cast(ft.Page, Page()), service, lang)
    unfinished = service.unfinished_games()
    colon = "\u00a0: " if lang == "fr" else ": "  # French sets a no-break space before it
    partout, first = (
        f"{title}{colon}Ana, Bo, Cy, Di" for title in ("Partout", "Mit List und Tücke")
    )
    home = texts(home_view(shell, unfinished))
    assert any(partout in t for t in home), home
    assert any(first in t for t in home), home
    board = texts(board_picker_view(shell, unfinished))
    assert sorted(t for t in board if "Ana, Bo, Cy, Di" in t) == [first, partout]
