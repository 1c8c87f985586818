"""The trick's places are kept from card to card (``table_parts.Places``): after every event
of a game's first deals, the trick the scorer's device was sent shows what the trick of a
screen drawn afresh for the same state shows, in Partout, Tysiacha, Homme de Brou and
Gaigel. The screens run on real Flet sessions; the browser is modelled as
``browser_model`` does."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_model import Kept, apply, browser_of, find, seen
from flet.messaging.session import Session

from assistant.service import Listig
from assistant.states import GameState
from engine.gaigel import selfplay as gaigel
from engine.homme_de_brou import selfplay as homme_de_brou
from engine.partout import selfplay as partout
from engine.tysiacha import selfplay as tysiacha
from views.app import SCREENS
from views.shell import Shell
from views.table_parts import Places


@pytest.fixture
def service(tmp_path: Path) -> Iterator[Listig]:
    with Listig(f"sqlite:///{tmp_path / 'kept.db'}") as listig:
        yield listig


def played(game: str) -> tuple[tuple[str, ...], list[Any]]:
    """The players and the events of a game's first deals, played at random."""
    rng = random.Random(3)
    if game == "partout":
        _, events = partout.random_game(6, rng)
        return partout.NAMES, events[:80]
    deals: list[list[Any]]
    if game == "tysiacha":
        _, deals = tysiacha.random_game(rng, deals=2)
        return tysiacha.NAMES, [e for deal in deals for e in deal]
    if game == "homme-de-brou":
        _, deals = homme_de_brou.random_game(rng, deals=2)
        return homme_de_brou.NAMES, [e for deal in deals for e in deal]
    _, deals = gaigel.random_game(rng, deals=2)
    return gaigel.NAMES, [e for deal in deals for e in deal]


def on_a_page(service: Listig, game: str, state: GameState) -> tuple[Any, Session, Kept]:
    """A screen of ``game`` at ``state`` on a real Flet session's page."""
    connection = Kept()
    session = Session(connection)
    connection.session = session  # the page holds its session weakly
    screen = SCREENS[game](Shell(session.page, service, "en"), state)
    session.page.views.append(screen.view)
    return screen, session, connection


def places(screen: Any) -> Places:
    table = screen.table
    return table.places if hasattr(table, "places") else table.trick_area.places  # type: ignore[no-any-return]


@pytest.mark.parametrize("game", ["partout", "tysiacha", "homme-de-brou", "gaigel"])
def test_the_trick_kept_from_card_to_card_shows_what_one_drawn_afresh_shows(
    service: Listig, game: str
) -> None:
    names, events = played(game)
    ids = [service.add_player(name).id for name in names]
    state = service.start_game(ids, 0, game=game)
    screen, session, connection = on_a_page(service, game, state)
    browser = browser_of(session)
    kept = compared = 0
    for number, event in enumerate(events):
        before = list(places(screen).kept)
        connection.sent.clear()
        screen.run(lambda seq, e=event: service.apply(state.game_id, e, seq))
        assert screen.state.seq == number + 1, (number, event)
        for message in connection.sent:
            apply(browser, message)
        fresh, other, _ = on_a_page(service, game, screen.state)
        if not places(fresh).row.controls:  # a deal's end: the table is not drawn
            continue
        shown = find(browser, places(screen).row._i)
        assert shown is not None
        assert seen(shown) == seen(find(browser_of(other), places(fresh).row._i)), (number, event)
        compared += 1
        now = places(screen).kept
        kept += len(before) > 1 and now[:2] == before[:2] and now[1].visible
    assert compared > len(events) / 2
    assert kept > 10  # a card shown in a place kept, the trick's other places left as they were
