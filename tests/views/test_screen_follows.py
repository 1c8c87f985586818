"""The scorer's own device: after every tap of a whole round (cards, takes, color choices,
undos), what Flet sent it adds up to the screen the server holds, and its stacks' lines
(changed in place) show what lines drawn afresh for the game show. The screen sends only
the parts that changed (a text, a place of the pad, the message slot's parts), joined in
one message; the browser is modelled as ``browser_model`` does."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import cast

import pytest
from browser_model import Kept, apply, browser_of, find, seen
from flet.controls.object_patch import ObjectPatch
from flet.messaging.session import Session
from stand_in import run_apart

from assistant.files.record import Record, parse_record
from assistant.service import Listig
from assistant.states import GameState
from engine.mit_list_und_tuecke import Keep, Play, Take
from views.app import Router
from views.mit_list_und_tuecke.screen import GameScreen
from views.shell import Shell

DATA = Path(__file__).resolve().parents[2] / "data"


@pytest.fixture
def service(tmp_path: Path) -> Iterator[Listig]:
    with Listig(f"sqlite:///{tmp_path / 'follows.db'}") as listig:
        yield listig


def six_players(service: Listig) -> tuple[Record, GameState]:
    """The six-player sample's record, and its game started."""
    record = parse_record((DATA / "sample-6p.json").read_text(encoding="utf-8"))
    ids = [service.add_player(name).id for name in record.players]
    return record, service.start_game(ids, record.players.index(record.first_dealer))


def connected() -> tuple[Kept, Session]:
    """A session on a connection that keeps what it is sent."""
    connection = Kept()
    session = Session(connection)
    connection.session = session  # the page holds its session weakly
    return connection, session


def on_a_page(service: Listig, lang: str, state: GameState) -> tuple[GameScreen, Session]:
    _, session = connected()
    screen = GameScreen(Shell(session.page, service, lang), state)
    session.page.views.append(screen.view)
    return screen, session


@pytest.mark.parametrize("lang", ["en", "de"])
def test_what_a_scorer_is_sent_adds_up_to_the_screen_held(service: Listig, lang: str) -> None:
    record, state = six_players(service)
    connection, session = connected()
    screen = GameScreen(Shell(session.page, service, lang), state)
    session.page.views.append(screen.view)
    browser = browser_of(session)
    game_id, taps, offered, compared = state.game_id, 0, 0, 0

    def after(tap: Callable[[], object]) -> None:
        nonlocal taps, offered, compared
        connection.sent.clear()
        tap()
        assert not screen.message, (taps, screen.message)
        for message in connection.sent:
            apply(browser, message)
        assert seen(browser) == seen(browser_of(session)), taps
        # the stacks' lines, changed in place, show what lines drawn afresh show
        fresh, other = on_a_page(service, lang, screen.state)
        if fresh.table.seats.controls:  # not at the round's end: the table is drawn
            shown = find(browser, screen.table.seats._i)
            assert seen(shown) == seen(find(browser_of(other), fresh.table.seats._i)), taps
            compared += 1
        taps += 1
        offered += bool(screen.table.offer.visible)

    for n, model in enumerate(record.rounds[0]):
        event = model.to_event()
        if isinstance(event, Play):  # a card tapped on the pad
            after(lambda e=event: screen.on_card_tapped(e.card))
        elif isinstance(event, Take):  # the trick's cards tapped, the last takes them
            for card in event.cards:
                after(lambda c=card: screen.on_trick_card_tapped(c))
        elif isinstance(event, Keep):  # the colors kept tapped
            for color in event.colors:
                after(lambda c=color: screen.on_keep_color_tapped(c))
        else:  # sent as the screen sends any command
            after(lambda e=event: screen.run(lambda seq: service.apply(game_id, e, seq)))
        if n % 9 == 4:  # and taken back, and made again
            after(screen.on_undo_tapped)
            after(screen.on_redo_tapped)
    assert taps > 100  # the whole round, to its end
    assert compared > 100
    assert offered > 5  # the undo offer beside what a take did came and went


def test_a_game_opened_by_its_address_sends_what_its_first_card_changes(
    service: Listig, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The route sends the whole screen with its page; the first card then sends what it
    changed, found control by control: Flet does not compare the whole screen again."""
    record, state = six_players(service)
    connection, session = connected()
    connection.loop = asyncio.new_event_loop()  # for the screen's tasks (kept awake): not run
    router = Router(Shell(session.page, service, "en"))
    session.page.route = f"/game/{state.game_id}"
    router.on_route_change()
    connection.loop.close()
    browser = browser_of(session)  # what the route sent
    screen = router.game
    assert isinstance(screen, GameScreen)
    compared: list[str] = []
    real = ObjectPatch.from_diff.__func__  # type: ignore[attr-defined]

    def from_diff(cls: type[ObjectPatch], src: object, dst: object, *args: object, **kw: object):  # type: ignore[no-untyped-def]
        compared.append(type(dst).__name__)
        return real(cls, src, dst, *args, **kw)

    monkeypatch.setattr(ObjectPatch, "from_diff", classmethod(from_diff))
    connection.sent.clear()
    first = record.rounds[0][0].to_event()
    assert isinstance(first, Play)
    screen.on_card_tapped(first.card)
    monkeypatch.undo()
    assert not screen.message
    assert connection.sent  # the card went to the browser
    for message in connection.sent:
        apply(browser, message)
    assert seen(browser) == seen(browser_of(session))
    assert compared == ["Row"]  # the trump's badge, new to the screen; not the whole screen


def test_a_second_scorer_holds_what_the_first_changed(service: Listig) -> None:
    """Two scorers of one game: after every tap of a whole round on the first, the second
    (told that the game changed elsewhere) holds what its server screen holds."""
    record, state = six_players(service)
    first, _held = on_a_page(service, "en", state)  # a page holds its session weakly
    second, session = on_a_page(service, "de", state)
    second.refresh()  # as the route does: the whole screen sent once
    browser = browser_of(session)
    connection = cast(Kept, session.connection)
    taps = 0

    def after(tap: Callable[[], object]) -> None:
        nonlocal taps
        tap()
        assert not first.message, (taps, first.message)
        connection.sent.clear()
        run_apart(second.on_changed_elsewhere(second.topic, first.state.seq))
        for message in connection.sent:
            apply(browser, message)
        assert second.state.seq == first.state.seq
        assert seen(browser) == seen(browser_of(session)), taps
        taps += 1

    game_id = state.game_id
    for model in record.rounds[0]:
        event = model.to_event()
        if isinstance(event, Play):
            after(lambda e=event: first.on_card_tapped(e.card))
        elif isinstance(event, Take):  # the picks before the last change nothing stored
            for card in event.cards:
                first.on_trick_card_tapped(card)
            after(lambda: None)
        elif isinstance(event, Keep):
            for color in event.colors:
                first.on_keep_color_tapped(color)
            after(lambda: None)
        else:
            after(lambda e=event: first.run(lambda seq: service.apply(game_id, e, seq)))
    assert taps > 80 and second.model is None  # the whole round, to its end
