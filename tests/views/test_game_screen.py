"""The game screen's handlers against the real service on SQLite, with a stand-in page."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path
from typing import cast

import flet as ft
import pytest
from stand_in import Page, run_apart

from assistant.files.record import Record, parse_record
from assistant.service import Listig
from assistant.states import GameState
from engine.mit_list_und_tuecke import Event, Game, Keep, Phase, Play, Take
from views.look import DIM, TAP_WIDTH
from views.mit_list_und_tuecke.model import table_of
from views.mit_list_und_tuecke.screen import RELOADED, GameScreen
from views.shell import Shell

SAMPLE = Path(__file__).resolve().parents[2] / "data" / "sample-4p.json"


@pytest.fixture
def service(tmp_path: Path) -> Iterator[Listig]:
    with Listig(f"sqlite:///{tmp_path / 'views.db'}") as listig:
        yield listig


def start(service: Listig, events: int = 0) -> GameState:
    record = parse_record(SAMPLE.read_text(encoding="utf-8"))
    ids = [service.add_player(name).id for name in record.players]
    state = service.start_game(ids, record.players.index(record.first_dealer))
    for model in record.rounds[0][:events]:
        state = service.apply(state.game_id, model.to_event())
    return state


def screen_for(service: Listig, state: GameState) -> tuple[GameScreen, Page]:
    page = Page()
    shell = Shell(cast(ft.Page, page), service)
    return GameScreen(shell, state), page


def first_events() -> list[Event]:
    record = parse_record(SAMPLE.read_text(encoding="utf-8"))
    return [m.to_event() for m in record.rounds[0]]


def test_a_card_tap_plays_for_the_player_to_play(service: Listig) -> None:
    state = start(service)
    screen, page = screen_for(service, state)
    event = first_events()[0]
    assert isinstance(event, Play)
    screen.on_card_tapped(event.card)
    assert screen.state.seq == 1
    assert screen.state.round.trick == [(screen.state.round.seat(event.by), event.card)]
    assert screen.table.turn.value == table_of(screen.state.game).turn
    assert page.pubsub.sent == [(f"game/{state.game_id}", 1)]
    assert screen.message == ""


def test_an_illegal_tap_shows_the_engine_reason_and_changes_nothing(service: Listig) -> None:
    state = start(service, 1)
    screen, page = screen_for(service, state)
    played = state.round.trick[0][1]
    screen.on_card_tapped(played)
    assert screen.state.seq == 1
    assert f"{played.label} was already played this round" in screen.message
    # Said under the turn line, above the pad (no toast over it), with a buzz.
    assert not page.dialogs
    assert screen.table.notice.visible and screen.table.notice.value == screen.message
    assert page.tasks  # the haptic feedback
    assert service.game(state.game_id).seq == 1


def test_another_device_wrote_first_reloads_and_says_so(service: Listig) -> None:
    state = start(service)
    screen, _ = screen_for(service, state)
    events = first_events()
    service.apply(state.game_id, events[0])  # another tab plays first
    second = events[1]
    assert isinstance(second, Play)
    screen.on_card_tapped(second.card)
    assert screen.message == RELOADED
    assert screen.state.seq == 1
    assert service.game(state.game_id).seq == 1


def test_take_and_keep_by_tapping(service: Listig) -> None:
    events = first_events()
    first_take = next(i for i, e in enumerate(events) if isinstance(e, Take))
    state = start(service, first_take)
    screen, _ = screen_for(service, state)
    take = events[first_take]
    assert isinstance(take, Take)
    assert screen.model is not None and screen.model.phase is Phase.TAKE
    screen.on_trick_card_tapped(take.cards[0])
    assert screen.state.seq == first_take  # one card chosen: nothing sent yet
    screen.on_trick_card_tapped(take.cards[0])  # put back
    assert screen.cards == []
    for card in take.cards:
        screen.on_trick_card_tapped(card)
    assert screen.state.seq == first_take + 1
    # What the take did, with an undo right there; the undo brings the trick back.
    took = ", ".join(c.label for c in take.cards)
    assert screen.table.offer.visible
    assert screen.table.offer_text.value.startswith(f"{take.by} took {took}")
    screen.on_undo_tapped()
    assert screen.model is not None and screen.model.phase is Phase.TAKE
    assert not screen.table.offer.visible
    # The undo says what it took back, not as a refusal; the redo what it brought back.
    assert screen.table.notice.visible
    assert screen.table.notice.value == f"Undone: {take.by} took {took_said(take)}."
    assert screen.table.notice.color != ft.Colors.ERROR
    screen.on_redo_tapped()
    assert screen.table.notice.value == f"Redone: {take.by} took {took_said(take)}."
    first_keep = next(i for i, e in enumerate(events) if isinstance(e, Keep))
    for event in events[first_take + 1 : first_keep]:
        state = service.apply(state.game_id, event)
    screen, _ = screen_for(service, state)
    keep = events[first_keep]
    assert isinstance(keep, Keep)
    assert screen.model is not None and screen.model.keep is not None
    screen.on_keep_color_tapped(keep.colors[0])
    assert screen.state.seq == first_keep + 2  # the undo and the redo count
    screen.on_keep_color_tapped(keep.colors[1])
    assert screen.state.seq == first_keep + 3
    assert screen.state.round.kept(screen.state.round.seat(keep.by)) == keep.colors


def test_undo_redo_and_the_next_round(service: Listig) -> None:
    record = parse_record(SAMPLE.read_text(encoding="utf-8"))
    state = start(service, len(record.rounds[0]))
    screen, _ = screen_for(service, state)
    assert screen.ending.visible and not screen.layout.control.visible
    assert screen.title.value == "Round over"
    screen.on_next_round_tapped()
    assert screen.layout.control.visible
    assert screen.model is not None and screen.model.round_no == 2
    screen.on_undo_tapped()
    assert screen.state.seq == state.seq + 1
    assert screen.model is not None and screen.model.round_no == 1
    screen.on_redo_tapped()
    assert screen.ending.visible  # back at the round end
    assert screen.state.can_undo and not screen.state.can_redo


def blocked_asked(service: Listig) -> tuple[GameScreen, Page, GameState, Event]:
    """The screen at the sample's first blocked offer, its question asked; the blocked
    event itself."""
    record = parse_record(SAMPLE.read_text(encoding="utf-8"))
    events = [m.to_event() for m in record.rounds[0]]
    k = next(
        i for i in range(len(events)) if table_of(_replayed(record, events[:i])).blocked is not None
    )
    state = start(service, k)
    screen, page = screen_for(service, state)
    screen.on_blocked_tapped()
    return screen, page, state, events[k]


def test_blocked_asks_first(service: Listig) -> None:
    screen, page, state, _ = blocked_asked(service)
    assert len(page.dialogs) == 1
    dialog = page.dialogs[0]
    assert isinstance(dialog, ft.AlertDialog)
    assert screen.state.seq == state.seq


def test_a_question_about_the_table_is_withdrawn_when_another_device_changes_it(
    service: Listig,
) -> None:
    screen, page, state, blocked = blocked_asked(service)
    dialog = page.dialogs[-1]
    assert isinstance(dialog, ft.AlertDialog) and dialog.open
    run_apart(screen.on_changed_elsewhere(screen.topic, screen.state.seq))  # only this one
    assert dialog.open
    elsewhere = service.apply(state.game_id, blocked, expected_seq=state.seq)
    run_apart(screen.on_changed_elsewhere(screen.topic, elsewhere.seq))
    assert not dialog.open  # what it asked was answered on the other device
    assert screen.question is None
    assert screen.state.seq == elsewhere.seq


def _replayed(record: Record, events: list[Event]) -> Game:
    game = Game(record.players, record.first_dealer)
    game.start_round()
    game.apply_all(events)
    return game


def test_the_house_rule_shows_stack_sizes(service: Listig) -> None:
    record = parse_record(SAMPLE.read_text(encoding="utf-8"))
    ids = [service.add_player(name).id for name in record.players]
    state = service.start_game(ids, record.players.index(record.first_dealer), show_counts=True)
    events = first_events()
    first_take = next(i for i, e in enumerate(events) if isinstance(e, Take))
    for event in events[: first_take + 1]:
        state = service.apply(state.game_id, event)
    screen, _ = screen_for(service, state)
    labels = [line.control.label for line in screen.table._seats]
    assert labels == [seat.summary for seat in table_of(state.game, show_counts=True).seats]
    assert any(char.isdigit() for label in labels for char in str(label))


def test_the_export_shows_the_services_record(service: Listig) -> None:
    state = start(service, events=5)
    screen, page = screen_for(service, state)
    screen.on_export_tapped()
    dialog = page.dialogs[-1]
    assert isinstance(dialog, ft.AlertDialog) and isinstance(dialog.content, ft.Column)
    shown = [c.value for c in dialog.content.controls if isinstance(c, ft.Text)]
    assert shown == [service.export_record(state.game_id)]
    assert parse_record(shown[0]).rounds[0][:5] == parse_record(SAMPLE.read_text()).rounds[0][:5]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_card_tapped_while_a_take_is_due_names_who_must_take(service: Listig, lang: str) -> None:
    """Nobody's turn to play while the first taker chooses: the message names the taker,
    not the next player; it goes once the choosing begins; nothing is sent."""
    events = first_events()
    first_take = next(i for i, e in enumerate(events) if isinstance(e, Take))
    state = start(service, first_take)
    screen = GameScreen(Shell(cast(ft.Page, Page()), service, lang), state)
    take = events[first_take]
    assert isinstance(take, Take)
    unplayed = next(e.card for e in events[first_take:] if isinstance(e, Play))
    screen.on_card_tapped(unplayed)
    assert screen.state.seq == first_take
    expected = {
        "en": f"{take.by} must first take {len(take.cards)} cards of this trick",
        "de": f"{take.by} muss zuerst {len(take.cards)} Karten dieses Stichs nehmen",
    }[lang]
    assert screen.message.startswith(expected), screen.message
    assert screen.table.notice.value == screen.message
    others = [p for p in state.players if p != take.by]
    assert not any(screen.message.startswith(p) for p in others)
    screen.on_trick_card_tapped(take.cards[0])
    assert screen.message == "" and not screen.table.notice.visible


def test_cards_that_cannot_be_played_now_look_dimmed_and_played_ones_keep_their_place(
    service: Listig,
) -> None:
    """During a take the whole pad is dimmed, a barred fourth color's row too; a played
    card's place stays on the pad, empty, so the cards left do not shift."""
    events = first_events()
    first_take = next(i for i, e in enumerate(events) if isinstance(e, Take))
    state = start(service, first_take)
    screen, _ = screen_for(service, state)
    table = screen.table
    assert table.dimmed.dimmed  # a take is due: no card can be played
    take = events[first_take]
    assert isinstance(take, Take)
    for card in take.cards:
        screen.on_trick_card_tapped(card)
    assert not table.dimmed.dimmed
    played = next(e.card for e in events[:first_take] if isinstance(e, Play))
    place = table.buttons[played]
    assert place.control.visible and place.control.width == TAP_WIDTH
    assert not place.named.visible  # gone, its place kept


def parts_of(control: ft.BaseControl) -> list[ft.BaseControl]:
    """``control`` and every control in it, in order."""
    found = [control]
    for field in dataclasses.fields(control):
        value = getattr(control, field.name)
        for item in value if isinstance(value, list) else [value]:
            if isinstance(item, ft.BaseControl):
                found += parts_of(item)
    return found


def test_a_trick_place_takes_a_tap_only_during_a_take_and_stays_built_alike(
    service: Listig,
) -> None:
    """A place of the trick is tapped to take its card only while the first taker chooses:
    a tap outside a take does nothing, and the pointer is a hand only during one. The place
    is the same controls all along (a tap that came and went had Flutter build it anew)."""
    events = first_events()
    first_take = next(i for i, e in enumerate(events) if isinstance(e, Take))
    last = events[first_take - 1]
    assert isinstance(last, Play)
    screen, _ = screen_for(service, start(service, first_take - 1))
    tiles = screen.table._tiles
    built = [parts_of(tile.control) for tile in tiles]
    shown = [tile for tile in tiles if tile.control.visible]
    shown[0].on_tile_tapped(cast(ft.TapEvent[ft.GestureDetector], None))
    assert screen.state.seq == first_take - 1 and screen.message == ""
    assert all(tile.touch.mouse_cursor == ft.MouseCursor.BASIC for tile in shown)
    screen.on_card_tapped(last.card)  # the trick's last card: the take is due
    assert screen.model is not None and screen.model.take is not None
    taking = [tile for tile in tiles if tile.control.visible]
    assert all(tile.touch.mouse_cursor == ft.MouseCursor.CLICK for tile in taking)
    assert all(tile.control.button for tile in taking)
    take = events[first_take]
    assert isinstance(take, Take)
    for tile in taking:
        if tile.card in take.cards:
            tile.on_tile_tapped(cast(ft.TapEvent[ft.GestureDetector], None))
    assert screen.state.seq == first_take + 1  # the take is made
    assert built == [parts_of(tile.control) for tile in tiles]
    assert all(tile.touch.on_tap is not None for tile in tiles)


def test_a_barred_fourth_color_looks_dimmed(service: Listig) -> None:
    events = first_events()
    record = parse_record(SAMPLE.read_text(encoding="utf-8"))
    game = Game(record.players, record.players.index(record.first_dealer))
    game.start_round()

    def barred(count: int) -> bool:
        rnd = game.round
        assert rnd is not None
        if rnd.phase is Phase.PLAY and rnd.fourth_color is not None:
            return True
        game.apply(events[count])
        return False

    count = next(c for c in range(len(events)) if barred(c))
    rnd = game.round
    assert rnd is not None
    screen, _ = screen_for(service, start(service, count))
    for color, row in screen.table._rows.items():
        assert row.opacity == (DIM if color is rnd.fourth_color else 1.0), color
    assert not screen.table.dimmed.dimmed


def took_said(take: Take) -> str:
    """The cards of a take as the app lists them: ``Red 5, Blue 3 and Green 1``."""
    labels = [c.label for c in take.cards]
    return labels[0] if len(labels) == 1 else ", ".join(labels[:-1]) + " and " + labels[-1]


def test_the_take_and_keep_prompts_keep_their_places_through_a_round(service: Listig) -> None:
    """The take's box, the keep's tiles and the blocked offer each have a place of their
    own under the trick (the take's built from the start): a tap restyles the one showing,
    and the one it follows is hidden as it stands, not built again (a new box was a whole
    subtree for Flet to set up and Flutter to build). What shows is what the model asks
    for."""
    screen, _ = screen_for(service, start(service))
    places = screen.table.prompt.controls
    take_place = places[0]
    keep_place: ft.Control | None = None
    kept_during_a_keep = 0
    for event in first_events():
        if isinstance(event, Play):
            screen.on_card_tapped(event.card)
        elif isinstance(event, Take):
            for card in event.cards:
                screen.on_trick_card_tapped(card)
        elif isinstance(event, Keep):
            for color in event.colors:
                keep_place = screen.table.prompt.controls[1]
                screen.on_keep_color_tapped(color)
                if screen.model is not None and screen.model.keep is not None:
                    assert screen.table.prompt.controls[1] is keep_place  # restyled
                    kept_during_a_keep += 1
        else:
            screen.run(lambda seq, e=event: service.apply(screen.state.game_id, e, seq))
        model = screen.model
        if model is None:  # the round is over
            continue
        take, keep, blocked = screen.table.prompt.controls
        assert take is take_place
        assert take.visible == (model.take is not None)
        assert keep.visible == (model.keep is not None)
        assert blocked.visible == (model.blocked is not None)
    assert keep_place is not None and kept_during_a_keep > 0
