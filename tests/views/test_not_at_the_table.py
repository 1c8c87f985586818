"""A game this version keeps but does not play at the table (imported from a record):
Home does not offer to continue it, its route says so instead of failing, and its game
page offers neither a replay nor the table; tried with half the first deal of a game's
spec record."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import cast

import flet as ft
import pytest
from stand_in import Page

from assistant.games.kinds import AT_THE_TABLE, KINDS
from assistant.service import Listig
from views import app, game_page
from views.app import Router
from views.game_page import GamePage
from views.shell import Shell

DATA = Path(__file__).resolve().parents[2] / "data"


@pytest.fixture
def service(tmp_path: Path) -> Iterator[Listig]:
    with Listig(f"sqlite:///{tmp_path / 'kept.db'}") as listig:
        yield listig


def texts(control: object) -> list[str]:
    found: list[str] = []
    stack: list[object] = [control]
    while stack:
        item = stack.pop()
        for attr in ("value", "content"):
            value = getattr(item, attr, None)
            if isinstance(value, str):
                found.append(value)
        for attr in ("controls", "content", "appbar", "title"):
            child = getattr(item, attr, None)
            stack += child if isinstance(child, list) else [child] if child is not None else []
    return found


@pytest.mark.parametrize("game", ["tysiacha", "gaigel"])
def test_a_running_game_is_kept_not_played(
    service: Listig, game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every game is at the table in this version: one is taken off it here (its screen,
    replay and place in AT_THE_TABLE), as a game whose screens are still to come would be."""
    kept = AT_THE_TABLE - {game}
    for module in (app, game_page):
        monkeypatch.setattr(module, "AT_THE_TABLE", kept)
    monkeypatch.delitem(app.SCREENS, game)
    monkeypatch.delitem(app.REPLAYS, game)
    record = json.loads((DATA / f"{game}-spec-record.json").read_text(encoding="utf-8"))
    first = record["rounds"][0]
    record["rounds"] = [first[: len(first) // 2]]  # half a deal: the game is running
    info = service.import_record(json.dumps(record))
    assert [g.game_id for g in service.unfinished_games()] == [info.game_id]
    router = Router(Shell(cast(ft.Page, Page()), service))
    home = router.views_for("/")[0]
    assert not any("Continue" in t for t in texts(home))
    top = router.views_for(f"/game/{info.game_id}")[-1]
    shown = " ".join(texts(top))
    assert f"{KINDS[game].TITLE} games are kept" in shown and "listig replay" in shown
    page = GamePage(Shell(cast(ft.Page, Page()), service), info.game_id)
    offered = texts(page.view)
    assert "Replay trick by trick" not in offered and "Back to the table" not in offered
