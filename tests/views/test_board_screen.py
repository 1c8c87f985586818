"""The live board keeps its controls and changes what changed: after every move, undo and
redo of a round, what it shows is what a board opened afresh on that state shows."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any, cast

import flet as ft
import pytest
from browser_model import Kept, apply, browser_of, seen
from flet.messaging.session import Session
from stand_in import Page

from assistant.files.record import parse_record
from assistant.service import Listig
from assistant.states import GameState
from views.board import BoardScreen
from views.shell import Shell

SAMPLE = Path(__file__).resolve().parents[2] / "data" / "sample-4p.json"


@pytest.fixture
def service(tmp_path: Path) -> Iterator[Listig]:
    with Listig(f"sqlite:///{tmp_path / 'board.db'}") as listig:
        yield listig


def shown(control: Any) -> list[str]:
    """What a control tree shows, in order: the visible texts, and each tile's spoken name."""
    if not getattr(control, "visible", True):
        return []
    found: list[str] = []
    value = getattr(control, "value", None)
    if isinstance(value, str):
        found.append(value)
    tooltip = getattr(control, "tooltip", None)
    if isinstance(tooltip, str):
        found.append(f"[{tooltip}]")
    child = getattr(control, "content", None)
    if isinstance(child, ft.Control):
        found += shown(child)
    for child in getattr(control, "controls", None) or []:
        found += shown(child)
    return found


def states(service: Listig) -> Iterator[GameState]:
    """A round's first tricks played move by move, with undos and redos among them."""
    record = parse_record(SAMPLE.read_text(encoding="utf-8"))
    ids = [service.add_player(name).id for name in record.players]
    state = service.start_game(ids, record.players.index(record.first_dealer))
    yield state
    for n, model in enumerate(record.rounds[0][:24]):
        state = service.apply(state.game_id, model.to_event())
        yield state
        if n % 5 == 2:  # take the move back, show that, and make it again
            yield service.undo(state.game_id)
            state = service.redo(state.game_id)
            yield state
        if n % 7 == 6:  # two moves back at once (a trick shrinks by two cards)
            service.undo(state.game_id)
            yield service.undo(state.game_id)
            service.redo(state.game_id)
            state = service.redo(state.game_id)
            yield state


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_a_board_that_follows_shows_what_a_fresh_board_shows(service: Listig, lang: str) -> None:
    page = Page()
    shell = Shell(cast(ft.Page, page), service, lang)
    walk = states(service)
    board = BoardScreen(shell, next(walk))
    followed = 0
    for state in walk:
        board.adopt(state)
        fresh = BoardScreen(Shell(cast(ft.Page, Page()), service, lang), state)
        assert shown(board.view) == shown(fresh.view), state.seq
        followed += 1
    assert followed > 30
    assert page.updates > 0  # each change was sent


def test_a_move_changes_only_the_parts_it_touches(service: Listig) -> None:
    shell = Shell(cast(ft.Page, Page()), service)
    walk = states(service)
    board = BoardScreen(shell, next(walk))
    board.adopt(next(walk))  # the first card: the turn and the trick change
    tiles = list(board.trick.controls)
    assert len(tiles) == 1
    board.state = next(walk)  # the second card: a place more for it
    changed = board.render()
    assert changed[0] is board.turn and changed[1] is board.trick
    shown_tiles = {id(tile.control) for tile in board.tiles}
    assert all(id(c) in shown_tiles for c in changed[2:])  # and a tile whose words changed
    assert board.trick.controls[0] is tiles[0]  # the first card's tile stays
    for state in walk:  # the trick's places, once there, stay
        board.state, shown = state, board.trick.visible
        changed = board.render()
        grown = len(board.trick.controls) > len(tiles)
        assert board.trick.controls[: len(tiles)] == tiles
        assert (board.trick in changed) == (grown or board.trick.visible != shown), state.seq
        tiles = list(board.trick.controls)
        places = {id(tile.control) for tile in board.tiles}
        assert all(c is board.trick or isinstance(c, ft.Text) or id(c) in places for c in changed)


def on_session(service: Listig, state: GameState, lang: str) -> tuple[BoardScreen, Kept]:
    """A board on a real Flet session, its device's copy as Flet sent it."""
    connection = Kept()
    session = Session(connection)
    connection.session = session  # the page holds its session weakly
    board = BoardScreen(Shell(session.page, service, lang), state)
    session.page.views.append(board.view)
    return board, connection


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_device_that_follows_shows_what_a_device_opened_afresh_shows(
    service: Listig, lang: str
) -> None:
    walk = states(service)
    board, connection = on_session(service, next(walk), lang)
    browser = browser_of(board.shell.page.session)
    restyled = 0
    for state in walk:
        connection.sent.clear()
        board.adopt(state)
        for message in connection.sent:
            apply(browser, message)
        fresh, _ = on_session(service, state, lang)
        assert seen(browser) == seen(browser_of(fresh.shell.page.session)), state.seq
        restyled += any(tile.control.visible for tile in board.tiles[1:]) and not any(
            "_c" in str(message) for message in connection.sent
        )
    assert restyled > 5  # cards shown in places kept, with no control sent anew
