"""An illegal tap says why and changes nothing; a blocked claim the rules rule out; undo, redo."""

from __future__ import annotations

from pathlib import Path

import pytest
from e2e_games import expected_heading, sample, sample_events, seeded_game, tap_card
from e2e_harness import LAPTOP, Server, Ui
from playwright.sync_api import Browser

from assistant.languages import translate_message
from assistant.service import Listig
from engine.errors import RuleError
from engine.mit_list_und_tuecke import Blocked, Card, Event, Game, Phase, Play

pytestmark = pytest.mark.e2e


def replayed(players: list[str], dealer: str, events: list[Event]) -> Game:
    game = Game(players, dealer)
    game.start_round()
    game.apply_all(events)
    return game


def rejection(game: Game, event: Event) -> str:
    """The engine's reason for refusing ``event`` (the game is unchanged)."""
    try:
        game.apply(event)
    except RuleError as exc:
        return translate_message(exc, "en")  # cards by name: "Blue 1", not "B1"
    raise AssertionError(f"{event} was accepted")


def test_illegal_taps_explain_and_change_nothing_then_undo_redo(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    record = sample()
    events = sample_events(record, 1)
    # The first moment three colors show while the player to play cannot be blocked.
    for k in range(len(events)):
        game = replayed(record.players, record.first_dealer, events[:k])
        rnd = game.rounds[0]
        if rnd.phase is Phase.PLAY and rnd.fourth_color and not rnd.may_claim_blocked():
            break
    else:
        pytest.fail("no such moment in the sample")
    state = seeded_game(app_server.database_url, record, k)
    ui = Ui.open(browser, f"{app_server.url}/game/{state.game_id}", LAPTOP)
    heading = expected_heading(game)
    ui.wait_text(heading, timeout=30_000)
    rnd = game.rounds[0]
    player = rnd.players[rnd.to_play]
    assert rnd.fourth_color is not None

    fourth = next(c for c in rnd.unplayed_cards() if c.color is rnd.fourth_color)
    # Cards gone in earlier tricks leave the pad; one lying in this trick is still on it.
    in_trick = rnd.trick[0][1]
    taps: list[tuple[str, Event]] = [(fourth.label, Play(player, fourth))]
    taps.append((in_trick.label, Play(player, in_trick)))
    for name, event in taps:
        reason = rejection(game, event)
        assert isinstance(event, Play)
        tap_card(ui, event.card)
        ui.wait_text(reason)
        assert ui.has_text(heading)
        if name == fourth.label:
            ui.shot(shots / "laptop-table-illegal-tap.png")

    reason = rejection(game, Blocked(player))
    ui.tap(f"{player} is blocked")
    ui.wait_text(f"{player} is blocked?")  # the question, before its answer
    ui.page.wait_for_timeout(300)  # the dialog's opening animation
    ui.tap("Yes, blocked")
    ui.wait_text(reason)
    assert ui.has_text(heading)

    with Listig(app_server.database_url) as service:
        assert service.game(state.game_id).seq == state.seq

    before = replayed(record.players, record.first_dealer, events[: k - 1])
    last = events[k - 1]
    assert isinstance(last, Play)
    ui.tap("Undo")
    ui.wait_text(expected_heading(before))
    ui.wait_text(f"Undone: {last.by} played {last.card.label}.")  # what the undo took back
    ui.tap("Redo")
    ui.wait_text(heading)
    ui.wait_text(f"Redone: {last.by} played {last.card.label}.")

    legal = events[k]
    assert isinstance(legal, Play)
    tap_card(ui, legal.card)
    game.apply(legal)
    ui.wait_text(expected_heading(game))
    with Listig(app_server.database_url) as service:
        after = service.game(state.game_id)
    assert after.seq == state.seq + 3  # undo, redo, play
    assert after.round.trick[-1] == (rnd.seat(player), Card.parse(str(legal.card)))
    ui.page.close()


def test_a_possible_blocked_claim_ends_the_round(browser: Browser, app_server: Server) -> None:
    record = sample()
    events = sample_events(record, 3)
    assert isinstance(events[-1], Blocked)
    before = sum(len(r) for r in record.rounds[:2]) + len(events) - 1
    state = seeded_game(app_server.database_url, record, before)
    ui = Ui.open(browser, f"{app_server.url}/game/{state.game_id}", LAPTOP)
    blocked = events[-1]
    ui.tap(f"{blocked.by} is blocked", timeout=30_000)
    ui.wait_text(f"{blocked.by} is blocked?")
    ui.page.wait_for_timeout(300)  # the dialog's opening animation
    ui.tap("Yes, blocked")
    ui.wait_text("Round 3 of 4 is over")
    ui.page.get_by_text(f"{blocked.by} was blocked in trick", exact=False).first.wait_for()
    with Listig(app_server.database_url) as service:
        assert service.game(state.game_id).seq == state.seq + 1
    ui.page.close()
