"""Set up a 4-player game in the browser and play round 1 of the sample record by tapping."""

from __future__ import annotations

from pathlib import Path

import pytest
from e2e_games import expected_heading, sample, sample_events, tap_event
from e2e_harness import LAPTOP, PHONE, Server, Ui
from playwright.sync_api import Browser

from engine.mit_list_und_tuecke import Game, Keep, Phase, Play, Take
from views.mit_list_und_tuecke.model import CardState, round_end_of, table_of

pytestmark = pytest.mark.e2e


def both_widths(ui: Ui, shots: Path, name: str) -> None:
    """Screenshots at laptop and phone width, back to laptop width after."""
    ui.shot(shots / f"laptop-{name}.png")
    ui.page.set_viewport_size(PHONE)  # type: ignore[arg-type]
    ui.shot(shots / f"phone-{name}.png")
    ui.page.set_viewport_size(LAPTOP)  # type: ignore[arg-type]
    ui.page.wait_for_timeout(300)


def test_set_up_a_game_and_play_round_one_by_tapping(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    record = sample()
    ui = Ui.open(browser, app_server.url, LAPTOP)
    ui.tap("New game", timeout=30_000)
    ui.button("Start game").wait_for()
    ui.choose("Mit List und Tücke")  # New game chooses the game still going on, if any
    # A new player added inline is seated at once; remove her again.
    ui.add_player("Eve")
    ui.tap("Remove Eve")
    ui.button("Seat Eve").wait_for()
    # Her name typed again seats her from the roster (no "already a player" error); the
    # field keeps the focus for the next name.
    ui.add_player("Eve")
    ui.tap("Remove Eve")
    ui.button("Seat Eve").wait_for()
    # Seat the last two the wrong way round, then move the last one up.
    a, b, c, d = record.players
    for name in (a, b, d, c):
        if ui.button(f"Seat {name}").count():  # in the roster already (another test's game)
            ui.tap(f"Seat {name}")
        else:
            ui.add_player(name)
        ui.button(f"Move {name} up").wait_for()
    ui.tap(f"Move {c} up")
    ui.wait_text("4 players seated.")
    ui.tap_until(  # the rows were just moved: a tap may land on the old layout
        f"{record.first_dealer} deals first", f"{record.first_dealer} deals first (chosen)"
    )
    both_widths(ui, shots, "new-game")
    ui.tap("Start game")

    game = Game(record.players, record.first_dealer)
    game.start_round()
    ui.wait_text(expected_heading(game))
    seen = {"mid": False, "take": False, "keep": False}
    for event in sample_events(record, 1):
        tap_event(ui, event)
        game.apply(event)
        ui.wait_text(expected_heading(game))
        if game.rounds[0].ended:
            break
        table = table_of(game)
        assert ui.text(f"Trick {table.trick_no} of 14").is_visible()
        if table.phase is Phase.TAKE:
            # The takers the screen names are the engine's, and so are the live marks.
            assert table.take is not None
            ui.wait_text(table.take.text)
            ui.wait_text(table.take.rest_text)
        if isinstance(event, Play) and len(table.trick) == 3 and not seen["mid"]:
            for card in table.trick:
                ui.wait_text(card.spoken)
            both_widths(ui, shots, "table-mid-trick")
            seen["mid"] = True
        if table.phase is Phase.TAKE and not seen["take"]:
            both_widths(ui, shots, "table-take")
            # The pad is dimmed while the trick waits; a tap goes through to the card,
            # which says why not, and nothing is played.
            assert table.take is not None
            waiting = next(
                p.card
                for row in table.pad
                for p in row.cards
                if p.state is not CardState.GONE and ui.button(p.card.label).count()
            )
            ui.tap(waiting.label)
            count = table.take.count
            ui.wait_text(
                f"{table.take.taker} must first take {count} card{'s' * (count > 1)} of this "
                f"trick: tap {'them' if count > 1 else 'it'} in the trick."
            )
            seen["take"] = True
        if table.phase is Phase.KEEP and not seen["keep"]:
            assert table.keep is not None
            ui.wait_text(f"Keep {table.keep.colors[0].label.capitalize()}")
            both_widths(ui, shots, "table-keep")
            seen["keep"] = True
        if isinstance(event, Take | Keep):
            # The table view of the stacks: colors per player, no counts.
            for seat in table.seats:
                ui.wait_text(seat.summary)
    assert all(seen.values()), seen

    end = round_end_of(game)
    for row in end.rows:
        ui.wait_text(row.formula)
        ui.wait_text(f"{row.points} points")
    assert end.next_dealer is not None
    both_widths(ui, shots, "round-end")
    ui.tap(f"Next round: {end.next_dealer} deals")
    ui.wait_text(table_of(game).turn)
    ui.wait_text("Round 2 of 4 · " + end.next_dealer + " deals")
    ui.page.close()
