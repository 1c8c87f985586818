"""Back from a quick game in play lands on Home, where the game is continued from."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import cast

import flet as ft
import pytest
from stand_in import Page

from assistant.service import Listig
from views.app import Router
from views.shell import Shell


@pytest.fixture
def service(tmp_path: Path) -> Iterator[Listig]:
    with Listig(f"sqlite:///{tmp_path / 'quick.db'}") as listig:
        yield listig


def test_back_from_a_quick_game_is_home(service: Listig) -> None:
    ids = [service.add_player(name).id for name in ("Ana", "Bo", "Cy", "Di")]
    quick = service.start_quick_game(ids, 0)
    router = Router(Shell(cast(ft.Page, Page()), service))
    views = router.views_for(f"/quick/{quick.game_id}")
    assert [v.route for v in views] == ["/", f"/quick/{quick.game_id}"]
