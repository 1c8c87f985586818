"""Partout tapped through the real app in headless Chromium, checked against the engine after
every tap: a whole four-player game set up on the new-game screen, and a round with six and
with three players at phone size, with nothing to scroll."""

from __future__ import annotations

import random
import re
from dataclasses import replace
from pathlib import Path

import pytest
from e2e_harness import PHONE, Server, Ui
from e2e_partout import heading, name, pad_name, seeded, tap_event
from playwright.sync_api import Browser

from assistant.languages import translate_message, translator
from engine.errors import RuleError
from engine.partout import Emblem, Event, Game, Play, Special
from engine.partout.selfplay import random_game
from views.partout.model import (
    color_title,
    last_trick_of_game,
    replay_of,
    round_end_of,
    table_of,
)

pytestmark = pytest.mark.e2e

PLAYERS = ["Anna", "Ben", "Cleo", "Dan", "Eve", "Finn"]


def play_along(ui: Ui, game: Game, events: list[Event], shots: Path | None, tag: str) -> None:
    """Tap ``events`` one by one; after each, the screen says what the engine says."""
    shot_taken = False
    for event in events:
        current = game.round
        before = len(current.tricks) if current is not None and not current.ended else 0
        if current is not None and current.ended and not game.finished:
            end = round_end_of(game)
            ui.tap(f"Next round: {end.next_dealer} deals")
        tap_event(ui, event)
        game.apply(event)
        ui.wait_text(heading(game))
        rnd = game.round
        assert rnd is not None
        if rnd.ended:
            end = round_end_of(game)
            for row in end.rows:
                ui.wait_text(row.formula)
            continue
        table = table_of(game)
        if table.trump is not None:
            ui.wait_text(table.trump.origin)
        if table.so_far:
            ui.wait_text(table.so_far)
        for line in table.teams:
            ui.wait_text(line.spoken)
        if len(rnd.tricks) > before:
            past = last_trick_of_game(game)
            assert past is not None
            ui.wait_text(f"Trick {past.number}: {past.why}")
        if shots is not None and not shot_taken and len(rnd.trick) >= 3 and rnd.tricks:
            ui.shot(shots / f"partout-{tag}-trick.png")
            shot_taken = True


def test_a_whole_four_player_game_from_the_new_game_screen(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    players = ["Ida", "Jon", "Kim", "Lou"]
    ui = Ui.open(browser, app_server.url, PHONE)
    ui.tap("New game", timeout=30_000)
    ui.button("Start game").wait_for()
    ui.choose("Partout")
    ui.wait_text("Game")
    for player in players:
        ui.add_player(player)
    ui.wait_text("Teams, partners opposite: Ida & Kim · Jon & Lou")
    ui.tap("Jon deals first")
    ui.button("Jon deals first (chosen)").wait_for()
    ui.shot(shots / "partout-new-game.png")
    ui.tap("Start game")

    game, played = random_game(4, random.Random(2026), first_dealer=1)
    seat = {old: new for old, new in zip(game.players, players, strict=True)}
    events = [replace(event, by=seat[event.by]) for event in played]
    fresh = Game(players, 1)
    fresh.start_round()
    ui.wait_text(heading(fresh))
    play_along(ui, fresh, events, shots, "4p")
    assert fresh.finished
    ui.wait_text("The game is over")
    ui.shot(shots / "partout-game-end.png")


@pytest.mark.parametrize("players", [6, 3])
def test_a_round_at_phone_size_with_nothing_to_scroll(
    browser: Browser, app_server: Server, shots: Path, players: int
) -> None:
    names = PLAYERS[:players]
    game, events = random_game(players, random.Random(players), first_dealer=0)
    first_round = events[: len(game.rounds[0].events)]
    ui = Ui.open(browser, app_server.url, PHONE)
    ui.tap("New game", timeout=30_000)
    ui.button("Start game").wait_for()
    ui.choose("Partout")
    for count, player in enumerate(names, start=1):
        if ui.button(f"Seat {player}").count():
            ui.tap(f"Seat {player}")
        else:
            ui.add_player(player)
        # (with six seated the form is taller than the phone: the seat row may be scrolled
        # away, so the count under the seats tells that the seat was taken)
        ui.shown(seated_hint(count)).wait_for()
    ui.tap("Start game")
    fresh = Game(names, 0)
    fresh.start_round()
    ui.wait_text(heading(fresh))
    watch = ui.watch_pad()
    for event in first_round:
        if isinstance(event, Play) and not isinstance(event.card, Special):
            # Every card that can still be played is on screen with the turn and the
            # trick: its button lies inside the phone's screen, no scrolling.
            tap_card_in_view(ui, event)
        play_along(ui, fresh, [event], shots, f"{players}p")
    ui.wait_text(f"Round 1 of {fresh.variant.rounds} is over")
    ui.shot(shots / f"partout-{players}p-round-end.png")
    watch.assert_still()


def seated_hint(count: int) -> str:
    """What the new-game form says under the seats with ``count`` players at Partout."""
    if count in (3, 4, 6):
        return f"{count} players seated."
    if count == 5:
        return "Partout is not played by 5"
    return f"{count} seated: Partout is for 3, 4 or 6 players."


def tap_card_in_view(ui: Ui, event: Play) -> None:
    """Check that the card's button is inside the 360 × 800 screen before it is tapped."""
    label = name(event.card)
    button = ui.button(pad_name(event.card))
    if not button.count():
        return  # on another color's tab: tap_card taps the tab first
    box = button.bounding_box()
    assert box is not None
    assert box["y"] >= 0 and box["y"] + box["height"] <= PHONE["height"], label
    assert box["width"] >= 44 and box["height"] >= 44, label


@pytest.mark.parametrize("lang", ["de", "fr", "en"])
def test_a_six_player_trick_in_each_language(
    browser: Browser, app_server: Server, shots: Path, lang: str
) -> None:
    """The table says the turn, the trump's origin, who takes and why, and names the cards
    in the device's language; a tap on a card says why not in that language too."""
    tr = translator(lang)
    game, events = random_game(6, random.Random(11), first_dealer=0)
    first = game.rounds[0]
    # Stop in the middle of a trick after a special changed the trump, if one did.
    changed = next(
        (
            i
            for i, e in enumerate(first.events)
            if isinstance(e, Play) and e.card in (Special.MATHEMATICIAN, Special.ALCHEMIST)
        ),
        len(first.events) // 2,
    )
    first_play = next(i for i, e in enumerate(first.events) if isinstance(e, Play))
    upto = max(changed + 2, first_play + 3)
    state = seeded(app_server.database_url, PLAYERS, list(events[:upto]))
    fresh = Game(PLAYERS, 0)
    fresh.apply_all(events[:upto])
    page = browser.new_page(
        viewport=PHONE, locale={"de": "de-DE", "fr": "fr-FR"}.get(lang, "en-GB")
    )  # type: ignore[arg-type]
    ui = Ui(page)
    ui.goto(f"{app_server.url}/game/{state.game_id}")
    table = table_of(fresh, tr=tr)
    ui.wait_text(table.turn, timeout=30_000)
    assert table.trump is not None
    ui.wait_text(table.trump.origin)
    ui.wait_text(table.so_far)
    for card in table.trick:
        ui.wait_text(card.spoken)
    # A card already played: the engine's refusal, in this language, under the turn.
    played = next(p.card for p in table.pad if p.played or p.in_trick)
    label = re.compile(rf"^{re.escape(played.said(tr))}(, .*)?$")
    if not ui.button(label).count() and isinstance(played, Emblem):
        ui.tap(color_title(played.color, tr))
    ui.tap(label)
    assert table.to_act is not None
    with pytest.raises(RuleError) as refused:
        fresh.apply(Play(table.to_act, played))
    ui.wait_text(translate_message(refused.value, lang))
    ui.shot(shots / f"partout-6p-trick-{lang}.png")
    page.close()


def test_the_replay_of_a_partout_game(browser: Browser, app_server: Server, shots: Path) -> None:
    played, events = random_game(4, random.Random(21))
    names = ["Tom", "Uma", "Vic", "Wen"]
    seat = dict(zip(played.players, names, strict=True))
    ours = [replace(e, by=seat[e.by]) for e in events[: len(played.rounds[0].events)]]
    state = seeded(app_server.database_url, names, ours)
    game = Game(names, 0)
    game.apply_all(ours)
    steps = replay_of(game)
    ui = Ui.open(browser, f"{app_server.url}/played/{state.game_id}/replay", PHONE)
    ui.wait_text(f"Round 1, trick 1 (1 of {len(steps)})", timeout=30_000)
    for text in (steps[0].trick.why, steps[0].trump, *(tc.spoken for tc in steps[0].trick.cards)):
        ui.shown(text).wait_for()
    ui.tap("Next trick")
    ui.wait_text(f"Round 1, trick 2 (2 of {len(steps)})")
    ui.shown(steps[1].trick.why).wait_for()
    ui.shot(shots / "partout-replay.png")
    ui.page.close()
