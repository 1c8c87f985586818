"""The Homme de Brou screen's taps against the real service on SQLite, with a stand-in page:
the turn-up tapped on the pad, declarations one tap each (the seat, then its combination),
an out-of-order declaration and a revoke refused in words with nothing stored, the dummy's
hand tapped and sent when complete, a trick's rencontre said beside the undo offer, a whole
seeded game with a dummy tapped through to its end, and the board and the replay."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import cast

import flet as ft
import pytest
from stand_in import Page

from assistant.languages import translator
from assistant.service import Listig
from assistant.states import GameState
from engine.homme_de_brou import Card, Declare, Event, Game, Hand, Kind, Play, Suit, TurnUp
from engine.homme_de_brou.selfplay import random_game
from views.app import SCREENS, replay_view
from views.board import PICTURES
from views.homme_de_brou.model import DECLARE, LAY, SEAT
from views.homme_de_brou.screen import HommeDeBrouScreen
from views.shell import Shell

PLAYERS = ["Anna", "Ben", "Cleo", "Dan"]
"""Dan deals: Anna is eldest."""


@pytest.fixture
def service(tmp_path: Path) -> Iterator[Listig]:
    with Listig(f"sqlite:///{tmp_path / 'hdb.db'}") as listig:
        yield listig


def start(service: Listig, events: list[Event], dummy: int | None = None) -> GameState:
    names = [n for seat, n in enumerate(PLAYERS) if seat != dummy]
    ids = [service.add_player(name).id for name in names]
    if dummy is None:
        state = service.start_game(ids, 3, game="homme-de-brou")
    else:
        state = service.start_game(
            ids, 3, game="homme-de-brou", dummy=dummy, dummy_name=PLAYERS[dummy]
        )
    for event in events:
        state = service.apply(state.game_id, event)
    return state


def screen_for(service: Listig, state: GameState, lang: str = "en") -> HommeDeBrouScreen:
    shell = Shell(cast(ft.Page, Page()), service)
    shell.lang = lang
    screen = SCREENS["homme-de-brou"](shell, state)
    assert isinstance(screen, HommeDeBrouScreen)
    return screen


def stored(service: Listig, screen: HommeDeBrouScreen) -> Game:
    return cast(Game, service.game(screen.state.game_id).game)


def card(text: str) -> Card:
    return Card.parse(text)


def declare(kind: Kind, suit: Suit) -> str:
    return f"{DECLARE}:{kind.value}:{suit.value}"


def test_the_turn_up_and_the_declarations_are_one_tap_each(service: Listig) -> None:
    screen = screen_for(service, start(service, []))
    assert screen.table.turn.value == "Dan turns up the last card"
    screen.on_card_tapped(card("H8"))
    rnd = stored(service, screen).round
    assert rnd is not None and rnd.trump is Suit.HEARTS
    assert screen.model is not None and screen.model.prompt is not None
    seats = [c for c in screen.model.prompt.choices if c.value.startswith(SEAT)]
    assert [c.label for c in seats] == PLAYERS and seats[0].selected  # eldest preselected
    screen.on_choice_tapped(declare(Kind.TIERCE, Suit.SPADES))
    screen.on_choice_tapped(f"{SEAT}:2")
    screen.on_choice_tapped(declare(Kind.MARRIAGE, Suit.HEARTS))
    rnd = stored(service, screen).round
    assert rnd is not None and [(d.seat, d.value) for d in rnd.declarations] == [(0, 30), (2, 40)]
    assert "tierce of spades 30" in (screen.table.declared.value or "")
    before = service.game(screen.state.game_id).seq
    screen.on_choice_tapped(f"{SEAT}:1")  # Ben's turn has passed: Cleo has declared
    screen.on_choice_tapped(declare(Kind.MARRIAGE, Suit.CLUBS))
    assert screen.message.startswith("Ben cannot declare now — Cleo has declared")
    assert screen.table.notice.value == screen.message
    assert service.game(screen.state.game_id).seq == before


def test_a_revoke_is_refused_in_words_and_nothing_is_stored(service: Listig) -> None:
    state = start(service, [TurnUp("Dan", card("H8")), Declare("Anna", Kind.TIERCE, Suit.SPADES)])
    screen = screen_for(service, state)
    screen.on_card_tapped(card("DT"))  # Anna leads
    screen.on_card_tapped(card("SK"))  # Ben cannot play Anna's king
    assert screen.message == (
        "Ben cannot play the king of spades — the table has seen it in Anna's hand"
    )
    screen.on_card_tapped(card("C9"))  # Ben shows out of diamonds
    screen.on_card_tapped(card("D8"))
    screen.on_card_tapped(card("D7"))
    screen.on_card_tapped(card("SQ"))  # Anna takes with DT and leads
    seq = service.game(screen.state.game_id).seq
    screen.on_card_tapped(card("DK"))  # Ben showed out of diamonds in trick 1
    assert "did not follow diamonds in trick 1" in screen.message
    assert service.game(screen.state.game_id).seq == seq


def test_the_dummys_hand_is_tapped_and_sent_when_complete(service: Listig) -> None:
    screen = screen_for(service, start(service, [TurnUp("Dan", card("H8"))], dummy=2))
    screen.on_card_tapped(card("DT"))  # Anna leads
    assert screen.model is not None and screen.model.prompt is not None
    assert [c.value for c in screen.model.prompt.choices] == [LAY]
    screen.on_choice_tapped(LAY)
    hand = ["HK", "HQ", "CA", "DQ", "D8", "S7", "ST", "C8"]
    for text in hand[:3]:
        screen.on_card_tapped(card(text))
    screen.on_card_tapped(card("HQ"))  # a second tap takes it back
    assert screen.model is not None and screen.model.prompt is not None
    assert "2 of 8" in screen.model.prompt.text
    assert stored(service, screen).round.laid is None  # type: ignore[union-attr]
    for text in hand[1:2] + hand[3:]:
        screen.on_card_tapped(card(text))
    rnd = stored(service, screen).round
    assert rnd is not None and rnd.laid is not None and len(rnd.laid) == 8
    screen.on_card_tapped(card("C9"))  # Ben
    screen.on_card_tapped(card("S9"))  # the dummy: not in its hand laid down
    assert "not in the dummy's hand" in screen.message
    screen.on_card_tapped(card("D8"))  # the dummy, by its partner


def test_a_rencontre_is_said_beside_the_undo_offer(service: Listig) -> None:
    tricks = ["DT", "D9", "DA", "D7", "SA", "S7", "S8", "S9", "HA", "H7", "H9", "HJ"]
    seats = ["Anna", "Ben", "Cleo", "Dan", "Cleo", "Dan", "Anna", "Ben", "Cleo", "Dan"]
    seats += ["Anna", "Ben"]
    events: list[Event] = [TurnUp("Dan", card("H8"))]
    events += [Play(by, card(c)) for by, c in zip(seats, tricks, strict=True)]
    events += [Play("Cleo", card("CA")), Play("Dan", card("C7")), Play("Anna", card("CK"))]
    screen = screen_for(service, start(service, events))
    screen.on_card_tapped(card("CQ"))  # Ben: the club marriage meets in Cleo's trick
    assert screen.offer == "Cleo's side takes it: a marriage of clubs de rencontre, 40"
    assert screen.table.offer_text.value == screen.offer
    french = screen_for(service, service.game(screen.state.game_id), "fr")
    french.on_undo_tapped()
    french.on_card_tapped(card("CQ"))
    assert "Cleo" in french.offer and "de rencontre" in french.offer


@pytest.mark.parametrize("lang", ["fr", "de"])
def test_a_whole_game_with_a_dummy_is_tapped_to_its_end(service: Listig, lang: str) -> None:
    game, deals = random_game(random.Random(38), first_dealer=3, dummy=2)
    assert game.finished
    screen = screen_for(service, start(service, [], dummy=2), lang)
    for deal in deals:
        current = stored(service, screen).round
        if current is not None and current.ended:  # the deal's end shows: on to the next
            screen.on_next_round_tapped()
        for event in deal:
            match event:
                case TurnUp(_, c) | Play(_, c):
                    screen.on_card_tapped(c)
                case Declare(by, kind, suit):
                    screen.on_choice_tapped(f"{SEAT}:{PLAYERS.index(by)}")
                    screen.on_choice_tapped(declare(kind, suit))
                case Hand(_, cards):
                    screen.on_choice_tapped(LAY)
                    for c in cards:
                        screen.on_card_tapped(c)
            assert not screen.message, screen.message
    final = stored(service, screen)
    assert final.finished and final.totals() == game.totals()
    assert screen.title.value == translator(lang)._("Game over")
    picture = PICTURES["homme-de-brou"](final, translator(lang))
    assert picture.scores[0][1] == max(game.totals())
    shell = Shell(cast(ft.Page, Page()), service)
    assert replay_view(shell, screen.state.game_id).route.endswith("/replay")
