"""The live board keeps its controls and changes what changed: after every move, undo and
redo of a round, what it shows is what a board opened afresh on that state shows."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any, cast

import flet as ft
import pytest
from browser_model import Kept, apply, browser_of, find, seen
from flet.messaging.session import Session
from stand_in import Page

from assistant.files.record import parse_record
from assistant.languages import translator
from assistant.service import Listig
from assistant.states import GameState
from views.board import BoardScreen, Drawing
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
        fresh = Drawing(state, translator(lang))  # drawn afresh, shown by no device
        assert shown(board.view) == shown(fresh.body), state.seq
        followed += 1
    assert followed > 30
    assert page.updates > 0  # each change was sent


def test_a_move_changes_only_the_parts_it_touches(service: Listig) -> None:
    shell = Shell(cast(ft.Page, Page()), service)
    walk = states(service)
    board = BoardScreen(shell, next(walk)).drawn
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


def device(
    service: Listig, state: GameState, lang: str, boards: dict[tuple[int, str], Drawing]
) -> tuple[BoardScreen, Kept, dict]:
    """A board on a real Flet session of an app whose tabs share ``boards``; its connection;
    the device's copy as Flet sent it."""
    connection = Kept()
    session = Session(connection)
    connection.session = session  # the page holds its session weakly
    shell = Shell(session.page, service, lang)
    shell.boards = boards
    board = BoardScreen(shell, state)
    session.page.views.append(board.view)
    return board, connection, browser_of(session)


def afresh(state: GameState, lang: str) -> list[Any]:
    """What a device shows of a board of ``state`` drawn afresh for it alone."""
    session = Session(Kept())
    body = Drawing(state, translator(lang)).body
    session.page.views.append(ft.View(controls=[body]))
    return seen(find(browser_of(session), body._i))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_devices_of_a_table_follow_one_drawing_and_show_what_a_fresh_board_shows(
    service: Listig, lang: str
) -> None:
    walk = states(service)
    first = next(walk)
    boards: dict[tuple[int, str], Drawing] = {}
    devices = [device(service, first, lang, boards) for _ in range(3)]
    other, other_sent, _ = device(service, first, "de" if lang != "de" else "en", boards)
    assert devices[0][0].drawn is devices[2][0].drawn  # one drawing for the table
    board_id = devices[0][0].drawn.body._i
    assert other.drawn is not devices[0][0].drawn  # another in another language
    left, left_sent, _ = devices.pop()
    left.leave()  # this device went back Home: it is sent nothing more
    left_sent.sent.clear()
    restyled = 0
    for state in walk:
        for _, connection, _ in devices:
            connection.sent.clear()
        devices[0][0].adopt(state)  # the first device to hear of the tap draws it
        for board, _, _ in devices[1:]:
            board.adopt(state)  # the others find it drawn already
        sent = [message for _, connection, _ in devices for message in connection.sent]
        assert len(sent) <= len(devices)  # one message for each device, the same
        assert all(message == sent[0] for message in sent)
        for _, connection, browser in devices:
            for message in connection.sent:
                apply(browser, message)
            assert seen(find(browser, board_id)) == afresh(state, lang), state.seq
        restyled += any(t.control.visible for t in devices[0][0].drawn.tiles[1:]) and not any(
            "_c" in str(message) for message in sent
        )
    assert restyled > 5  # cards shown in places kept, with no control sent anew
    assert not left_sent.sent and not other_sent.sent  # the other language: its own drawing
