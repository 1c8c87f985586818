"""The Tysiacha screen's taps against the real service on SQLite, with a stand-in page:
one tap a bid or a pass, "More…" for the higher bids, the widow's three cards (a second
tap takes one back), forty each, the marriage asked when a king or queen may lead with it,
a refused card said with nothing stored, undo, and the board and the replay."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import cast

import flet as ft
import pytest
from stand_in import Page

from assistant.languages import translator
from assistant.service import Listig
from assistant.states import GameState
from engine.french import Card
from engine.tysiacha import Bid, Event, FinalBid, Game, Pass, Phase, Play, Widow
from views.app import replay_view
from views.board import PICTURES
from views.shell import Shell
from views.tysiacha.model import FORTY, MARRIAGE, MORE, PASS, PLAIN, Pending
from views.tysiacha.screen import TysiachaScreen

PLAYERS = ["Anna", "Ben", "Cleo"]
"""Anna deals: Cleo (rearhand) bids first, Ben is the eldest hand."""


@pytest.fixture
def service(tmp_path: Path) -> Iterator[Listig]:
    with Listig(f"sqlite:///{tmp_path / 'tysiacha.db'}") as listig:
        yield listig


def start(service: Listig, events: list[Event]) -> GameState:
    ids = [service.add_player(name).id for name in PLAYERS]
    state = service.start_game(ids, 0, game="tysiacha")
    for event in events:
        state = service.apply(state.game_id, event)
    return state


def screen_for(service: Listig, state: GameState) -> TysiachaScreen:
    return TysiachaScreen(Shell(cast(ft.Page, Page()), service), state)


def stored(service: Listig, screen: TysiachaScreen) -> Game:
    return cast(Game, service.game(screen.state.game_id).game)


def card(text: str) -> Card:
    return Card.parse(text)


AUCTION: list[Event] = [Bid("Cleo", 120), Pass("Anna"), Pass("Ben")]
WIDOW: list[Event] = [Widow("Cleo", (card("HK"), card("SA"), card("D9")))]


def test_the_auction_is_one_tap_a_bid_or_a_pass(service: Listig) -> None:
    screen = screen_for(service, start(service, []))
    assert screen.table.turn.value == "Cleo bids or passes"
    screen.on_choice_tapped(MORE)
    assert screen.model is not None and screen.model.prompt is not None
    assert 400 in [c.value for c in screen.model.prompt.choices]
    screen.on_choice_tapped(350)
    screen.on_choice_tapped(PASS)
    screen.on_choice_tapped(PASS)
    rnd = stored(service, screen).round
    assert rnd is not None and rnd.bid == 350 and rnd.phase is Phase.WIDOW
    assert screen.table.turn.value == "Cleo shows the widow"


def test_the_widow_is_three_taps_and_a_second_tap_takes_one_back(service: Listig) -> None:
    screen = screen_for(service, start(service, AUCTION))
    screen.on_card_tapped(card("HK"))
    screen.on_card_tapped(card("ST"))
    screen.on_card_tapped(card("ST"))  # taken back
    assert screen.model is not None and screen.model.prompt is not None
    assert "1 of 3" in screen.model.prompt.text
    assert stored(service, screen).round.widow is None  # type: ignore[union-attr]
    screen.on_card_tapped(card("SA"))
    screen.on_card_tapped(card("D9"))
    rnd = stored(service, screen).round
    assert rnd is not None and rnd.widow == (card("HK"), card("SA"), card("D9"))
    assert screen.table.turn.value == "Cleo announces the final bid"


def test_forty_each_ends_the_deal(service: Listig) -> None:
    screen = screen_for(service, start(service, AUCTION + WIDOW))
    screen.on_choice_tapped(FORTY)
    game = stored(service, screen)
    assert game.totals() == (40, 40, -120)
    assert screen.title.value == "Deal over"


def test_a_king_that_may_lead_its_marriage_asks_first(service: Listig) -> None:
    screen = screen_for(service, start(service, AUCTION + WIDOW + [FinalBid("Cleo", 120)]))
    screen.on_card_tapped(card("SQ"))
    assert screen.model is not None and screen.model.prompt is not None
    assert screen.model.prompt.kind is Pending.MARRIAGE
    assert stored(service, screen).round.trick == []  # type: ignore[union-attr]
    screen.on_choice_tapped(PLAIN)
    rnd = stored(service, screen).round
    assert rnd is not None and rnd.trick[0].card == card("SQ") and rnd.trump is None
    screen.on_card_tapped(card("SK"))  # follows: no marriage to ask about
    screen.on_card_tapped(card("S9"))
    rnd = stored(service, screen).round
    assert rnd is not None and len(rnd.tricks) == 1
    taker = rnd.players[rnd.tricks[0].taker]
    assert screen.table.offer_text.value.startswith("Trick 1: " + taker)
    screen.on_card_tapped(card("HQ"))
    screen.on_choice_tapped(MARRIAGE)
    rnd = stored(service, screen).round
    assert rnd is not None and rnd.marriages and rnd.trump is not None
    assert "Trump is hearts" in screen.model.trump.origin


def test_while_the_marriage_is_asked_a_card_tapped_is_said_and_changes_nothing(
    service: Listig,
) -> None:
    screen = screen_for(service, start(service, AUCTION + WIDOW + [FinalBid("Cleo", 120)]))
    screen.on_card_tapped(card("SQ"))
    seq = screen.state.seq
    for tapped in ("D9", "SK", "SQ"):  # any card, its partner, the same card again
        screen.on_card_tapped(card(tapped))
        assert service.game(screen.state.game_id).seq == seq
        assert screen.model is not None and screen.model.prompt is not None
        assert screen.model.prompt.kind is Pending.MARRIAGE
        assert screen.choosing.lead == card("SQ")
        assert screen.table.notice.value == (
            "First answer the question: the queen of spades with the marriage, or without?"
        )
    screen.on_choice_tapped(PLAIN)  # the answer clears the message
    rnd = stored(service, screen).round
    assert rnd is not None and rnd.trick[0].card == card("SQ")
    assert not screen.table.notice.value.startswith("First answer")


def test_a_refused_card_is_said_and_nothing_is_stored(service: Listig) -> None:
    screen = screen_for(service, start(service, AUCTION + WIDOW + [FinalBid("Cleo", 120)]))
    screen.on_card_tapped(card("SA"))
    seq = screen.state.seq
    screen.on_card_tapped(card("SA"))
    assert "SA" not in screen.table.notice.value
    assert screen.table.notice.value.startswith("Anna cannot play")
    assert service.game(screen.state.game_id).seq == seq
    screen.on_undo_tapped()
    assert stored(service, screen).round.trick == []  # type: ignore[union-attr]
    assert screen.table.notice.value == "Undone: Cleo played the ace of spades."


def test_the_board_and_the_replay_draw_a_played_trick(service: Listig) -> None:
    events: list[Event] = [
        *AUCTION,
        *WIDOW,
        FinalBid("Cleo", 120),
        Play("Cleo", card("SA")),
        Play("Anna", card("ST")),
        Play("Ben", card("S9")),
    ]
    state = start(service, events)
    picture = PICTURES["tysiacha"](state.game, translator("en"))
    assert picture.last.startswith("Cleo takes the trick with the ace of spades")
    view = replay_view(Shell(cast(ft.Page, Page()), service), state.game_id)
    assert view.route == f"/played/{state.game_id}/replay"
