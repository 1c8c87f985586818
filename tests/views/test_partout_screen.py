"""The Partout screen's taps against the real service on SQLite, with a stand-in page: one
tap per choice, the specials' choices, undo, another device, resuming, and the board."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import cast

import flet as ft
import pytest
from browser_model import Kept, apply, browser_of, seen
from flet.messaging.session import Session
from stand_in import Page

from assistant.errors import InputError
from assistant.languages import translator
from assistant.service import Listig
from assistant.states import GameState
from engine.partout import (
    Card,
    Color,
    Emblem,
    Event,
    Game,
    Phase,
    Play,
    Predict,
    Special,
    TrumpColor,
    TrumpNumber,
)
from engine.partout.selfplay import random_game
from views.app import replay_view
from views.board import BoardScreen
from views.game_base import RELOADED
from views.partout.model import Pending, replay_of, table_of, worth
from views.partout.screen import PartoutScreen
from views.shell import Shell

PLAYERS = ["Anna", "Ben", "Cleo", "Dan"]


@pytest.fixture
def service(tmp_path: Path) -> Iterator[Listig]:
    with Listig(f"sqlite:///{tmp_path / 'partout.db'}") as listig:
        yield listig


def start(service: Listig, events: list[Event], players: list[str] = PLAYERS) -> GameState:
    ids = [service.add_player(name).id for name in players]
    state = service.start_game(ids, 0, game="partout")
    for event in events:
        state = service.apply(state.game_id, event)
    return state


def screen_for(service: Listig, state: GameState) -> tuple[PartoutScreen, Page]:
    page = Page()
    return PartoutScreen(Shell(cast(ft.Page, page), service), state), page


def bid(number: int = 3, color: Color = Color.GREEN) -> list[Event]:
    """Trump 3 green, everyone predicts one trick (Ben leads: Anna deals)."""
    return [
        TrumpNumber("Ben", number),
        TrumpColor("Cleo", color),
        *(Predict(name, 1) for name in ("Ben", "Cleo", "Dan", "Anna")),
    ]


def game_of(state: GameState) -> Game:
    return cast(Game, state.game)


def test_trump_number_color_and_predictions_are_one_tap_each(service: Listig) -> None:
    screen, page = screen_for(service, start(service, []))
    assert screen.table.turn.value == "Ben names the trump number"
    screen.on_choice_tapped(5)
    assert screen.table.turn.value == "Cleo names the trump color"
    screen.on_choice_tapped(Color.BLACK)
    for name, tricks in zip(("Ben", "Cleo", "Dan", "Anna"), (2, 0, 1, 3), strict=True):
        assert screen.table.turn.value == f"{name} predicts"
        screen.on_choice_tapped(tricks)
    rnd = game_of(screen.state).round
    assert rnd is not None and rnd.phase is Phase.PLAY
    assert rnd.predictions == {1: 2, 2: 0, 3: 1, 0: 3}
    assert screen.state.seq == 6
    model = screen.model
    assert model is not None
    assert [line.text for line in model.teams] == [
        "Anna & Cleo: 0 of 3 tricks",
        "Ben & Dan: 0 of 3 tricks",
    ]
    assert model.teams[0].worth == "3 tricks or more: a point each + 8 bonus · no trick: −3"
    assert page.pubsub.sent[-1] == (f"game/{screen.state.game_id}", 6)


def test_a_choice_out_of_turn_is_refused_in_words(service: Listig) -> None:
    screen, _ = screen_for(service, start(service, bid()))
    screen.on_card_tapped(Emblem(Color.RED, 9))  # the 4-player deck ends at 7
    assert "there is no Red 9 in the deck for 4 players" in screen.message
    assert screen.state.seq == 6


def test_the_mathematician_asks_for_its_number_and_can_be_left(service: Listig) -> None:
    screen, _ = screen_for(service, start(service, bid()))
    screen.on_card_tapped(Special.MATHEMATICIAN)
    model = screen.model
    assert model is not None and model.prompt is not None
    assert model.prompt.kind is Pending.NUMBER
    assert 3 not in [c.value for c in model.prompt.choices]  # it is the trump number already
    assert screen.state.seq == 6  # nothing sent yet
    screen.on_cancel_tapped()
    assert screen.model is not None and screen.model.prompt is None
    screen.on_card_tapped(Special.MATHEMATICIAN)
    screen.on_choice_tapped(6)
    rnd = game_of(screen.state).round
    assert rnd is not None and rnd.trump is not None and rnd.trump.number == 6
    assert screen.table.trump.controls  # shown with its origin
    assert screen.model is not None and screen.model.trump is not None
    assert screen.model.trump.origin == "6 from Ben's Mathematician in trick 1; Green named by Cleo"


def test_the_alchemist_asks_for_its_color(service: Listig) -> None:
    screen, _ = screen_for(service, start(service, bid()))
    screen.on_card_tapped(Special.ALCHEMIST)
    model = screen.model
    assert model is not None and model.prompt is not None
    assert [c.value for c in model.prompt.choices] == [Color.RED, Color.BLUE, Color.BLACK]
    screen.on_choice_tapped(Color.BLUE)
    rnd = game_of(screen.state).round
    assert rnd is not None and rnd.trump is not None and rnd.trump.color is Color.BLUE


def test_a_dungeon_that_leads_is_played_at_once(service: Listig) -> None:
    screen, _ = screen_for(service, start(service, bid()))
    screen.on_card_tapped(Special.DUNGEON)  # leads: played at once, no choice
    rnd = game_of(screen.state).round
    assert rnd is not None and rnd.trick[-1].card is Special.DUNGEON
    assert rnd.trick[-1].target is None


def test_the_dungeon_locks_up_the_card_tapped_in_the_trick(service: Listig) -> None:
    state = start(
        service, [*bid(), Play("Ben", Special.KING), Play("Cleo", Emblem(Color.GREEN, 3))]
    )
    screen, _ = screen_for(service, state)
    screen.on_card_tapped(Special.DUNGEON)
    model = screen.model
    assert model is not None and model.prompt is not None
    assert model.prompt.kind is Pending.TARGET
    assert [tc.spoken for tc in model.trick if tc.target] == [
        "Lock up King, played by Ben, led, takes the trick so far",
        "Lock up Green 3, played by Cleo",
    ]
    screen.on_trick_card_tapped(Special.KING)
    rnd = game_of(screen.state).round
    assert rnd is not None and rnd.trick[-1].target is Special.KING
    assert screen.model is not None
    assert screen.model.so_far == (
        "So far: Cleo takes the trick with Green 3: the trump number in the trump color"
    )


def test_the_last_card_of_a_trick_says_who_took_it_and_why_with_an_undo(service: Listig) -> None:
    cards: list[Card] = [Emblem(Color.RED, 1), Emblem(Color.RED, 5), Emblem(Color.GREEN, 2)]
    plays = [Play(n, c) for n, c in zip(("Ben", "Cleo", "Dan"), cards, strict=True)]
    events: list[Event] = [*bid(), *plays]
    screen, _ = screen_for(service, start(service, events))
    screen.on_card_tapped(Emblem(Color.BLUE, 7))
    assert screen.offer == (
        "Trick 1: Dan takes the trick with Green 2: the highest card of the trump color, green"
    )
    assert screen.table.offer.visible
    screen.on_undo_tapped()
    rnd = game_of(screen.state).round
    assert rnd is not None and len(rnd.trick) == 3 and not rnd.tricks
    assert not screen.table.offer.visible
    assert screen.table.notice.value == "Undone: Anna played Blue 7."
    screen.on_redo_tapped()
    assert game_of(screen.state).round.tricks  # type: ignore[union-attr]
    assert screen.table.notice.value == "Redone: Anna played Blue 7."


def test_another_device_wrote_first_reloads_and_says_so(service: Listig) -> None:
    screen, _ = screen_for(service, start(service, []))
    service.apply(screen.state.game_id, TrumpNumber("Ben", 4))
    screen.on_choice_tapped(2)
    assert screen.message == RELOADED
    rnd = game_of(screen.state).round
    assert rnd is not None and rnd.number == 4


def test_a_whole_game_resumes_after_a_restart_and_ends_with_the_winners(
    service: Listig, tmp_path: Path
) -> None:
    game, events = random_game(4, random.Random(5))
    mapping = dict(zip(game.players, PLAYERS, strict=True))
    ours = [replace(e, by=mapping[e.by]) for e in events]
    half = len(ours) // 2
    state = start(service, ours[:half])
    with Listig(f"sqlite:///{tmp_path / 'partout.db'}") as again:  # another process's view
        resumed = again.game(state.game_id)
        screen, _ = screen_for(again, resumed)
        for event in ours[half:]:
            again.apply(resumed.game_id, event)
        screen.adopt(again.game(resumed.game_id))
        screen.render()
    assert screen.state.finished
    assert screen.title.value == "Game over"
    assert game_of(screen.state).totals() == game.totals()


def test_the_board_shows_trump_trick_and_team_totals(service: Listig) -> None:
    state = start(service, [*bid(), Play("Ben", Emblem(Color.GREEN, 3))])
    page = Page()
    board = BoardScreen(Shell(cast(ft.Page, page), service), state).drawn
    assert board.turn.value == "Cleo to play"
    assert (
        board.line.value
        == "3 is the trump number, green the trump color. 3 named by Ben; Green named by Cleo"
    )
    assert [name.value for name, _ in board.scores] == ["Anna & Cleo", "Ben & Dan"]
    assert [tile.controls[1].value for tile in board.trick.controls] == ["Ben"]  # type: ignore[attr-defined]
    assert table_of(game_of(state)).trick[0].takes


def test_the_replay_steps_through_every_trick_with_why(service: Listig) -> None:
    game, events = random_game(4, random.Random(8))
    mapping = dict(zip(game.players, PLAYERS, strict=True))
    state = start(service, [replace(e, by=mapping[e.by]) for e in events[:60]])
    page = Page()
    view = replay_view(Shell(cast(ft.Page, page), service), state.game_id)
    played = game_of(state)
    tricks = [t for rnd in played.rounds for t in rnd.tricks]
    steps = replay_of(played)
    assert len(steps) == len(tricks) > 7  # into the second round
    first = steps[0]
    assert first.trick.cards[0].spoken.split(", ")[1:3] == [
        f"played by {first.trick.cards[0].player}",
        "led",
    ]
    assert first.trump.endswith("the trump color.")
    assert view.route == f"/played/{state.game_id}/replay"
    with pytest.raises(InputError, match="is a game of Partout"):
        service.game_replay(state.game_id)


def test_every_event_is_said_for_an_undo_in_words() -> None:
    from assistant.languages import translator
    from views.partout.model import event_said

    de = translator("de")
    said = [
        event_said(TrumpNumber("Ben", 8)),
        event_said(TrumpColor("Ben", Color.BLUE)),
        event_said(Predict("Cleo", 1)),
        event_said(Predict("Cleo", 2), de),
        event_said(Play("Dan", Special.KING), de),
        event_said(Play("Dan", Special.QUEEN), de),
        event_said(Play("Eve", Special.DUNGEON), translator("fr")),
    ]
    assert said == [
        "Ben named the trump number 8",
        "Ben named the trump color Blue",
        "Cleo predicted 1 trick",
        "Cleo hat 2 Stiche angesagt",
        "Dan hat den König gespielt",  # a special with its article: der König, die Königin
        "Dan hat die Königin gespielt",
        "Eve a joué le Cachot",
    ]


def test_the_board_names_its_game_and_shows_a_round_end_until_the_next_begins(
    service: Listig,
) -> None:
    """In German: the board's title names the game; after a round it says the round is over
    (as the host's screen does), not the next round's "Bernd nennt die Trumpfzahl", until the
    next round's first event."""
    game, events = random_game(4, random.Random(5), first_dealer=0)
    first = len(game.rounds[0].events)
    state = start(service, events[:first])
    shell = Shell(cast(ft.Page, Page()), service)
    shell.lang = "de"
    board = BoardScreen(shell, state).drawn
    assert board.header.value == "Partout · Runde 1 ist zu Ende"
    assert board.turn.value == "Runde 1 ist zu Ende" and not board.trick.controls
    assert "Trumpfzahl" not in str(board.turn.value)
    board.state = service.apply(state.game_id, events[first])
    board.render()
    assert str(board.header.value).startswith("Partout · Runde 2 von ")
    assert "Trumpfzahl" not in str(board.turn.value) and board.turn.value != "Runde 1 ist zu Ende"


def test_the_trump_color_step_says_the_trump_number_just_named(service: Listig) -> None:
    screen, _ = screen_for(service, start(service, [TrumpNumber("Ben", 5)]))
    model = screen.model
    assert model is not None and model.prompt is not None
    assert model.prompt.text == "5 is the trump number. Tap the trump color."


def test_a_minimum_above_the_tricks_of_a_round_says_its_bonus_is_out_of_reach(
    service: Listig,
) -> None:
    events: list[Event] = [TrumpNumber("Ben", 3), TrumpColor("Cleo", Color.GREEN)]
    predictions = zip(("Ben", "Cleo", "Dan", "Anna"), (5, 0, 4, 1), strict=True)
    events += [Predict(name, tricks) for name, tricks in predictions]
    rnd = game_of(start(service, events)).round
    assert rnd is not None and rnd.variant.tricks == 7
    assert worth(rnd, 9, translator("de")) == (
        "ab 9 Stichen: außer Reichweite, 7 Stiche pro Runde · kein Stich: −9"
    )
    assert "Bonus" not in worth(rnd, 9, translator("de"))


def test_what_a_scorer_is_sent_adds_up_to_the_screen_held_and_cards_change_values(
    service: Listig,
) -> None:
    """A six-player round through the screen's own handlers: after every tap, what Flet sent
    adds up to the screen the server holds; once the trick's places exist, a card tap sends
    values only (a special's face and a number card's are built alike, the teams' lines are
    restyled in place), unless it brings a new trump."""
    names = ["Anna", "Ben", "Cleo", "Dan", "Eve", "Finn"]
    played, events = random_game(6, random.Random(1))
    seat = dict(zip(played.players, names, strict=True))
    state = start(service, [], names)
    connection = Kept()
    session = Session(connection)
    connection.session = session  # the page holds its session weakly
    screen = PartoutScreen(Shell(session.page, service), state)
    session.page.views.append(screen.view)
    browser = browser_of(session)
    compared: list[int] = []
    specials = 0
    for n, event in enumerate(replace(e, by=seat[e.by]) for e in events):
        rnd = screen.game.round
        if rnd is not None and rnd.ended:
            break
        connection.sent.clear()
        held = connection.sent
        trump = screen.model.trump if screen.model is not None else None
        screen.send(event)
        for message in held:
            apply(browser, message)
        assert seen(browser) == seen(browser_of(session)), n
        first_trick = rnd is None or not rnd.tricks
        kept = screen.model is not None and screen.model.trump == trump  # a new trump is drawn
        if isinstance(event, Play) and not first_trick and kept and not screen.game.round.ended:
            specials += isinstance(event.card, Special)
            ops = [op for m in held for op in m[1]["patch"][1:]]
            if any(op[0] != 0 or _holds_control(op[3]) for op in ops):
                compared.append(n)  # a control added, taken away, moved or made anew
    assert specials > 0  # specials among them
    assert compared == []


def _holds_control(value: object) -> bool:
    """Whether a patch's value is (or holds) a control, sent whole."""
    if isinstance(value, dict):
        return "_c" in value or any(_holds_control(v) for v in value.values())
    if isinstance(value, list):
        return any(_holds_control(v) for v in value)
    return False
