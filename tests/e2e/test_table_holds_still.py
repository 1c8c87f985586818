"""The table holds still: a whole round of Mit List und Tücke at six players, tapped at
360 × 800, and before every tap the card pad's controls are where they were before the tap
before (a played card leaves its place empty), and what is tapped next lies inside the
screen. The four other games' whole-round tests watch their pads the same way
(``Ui.watch_pad``)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from e2e_games import expected_heading, record_of, sample_events, seeded_game, tap_event
from e2e_harness import PHONE, Server, Ui
from e2e_tysiacha import heading as tysiacha_heading
from e2e_tysiacha import seeded as tysiacha_seeded
from e2e_tysiacha import tap_event as tysiacha_tap
from playwright.sync_api import Browser

from assistant.files.record import Record
from assistant.languages import translate_message, translator
from engine.errors import RuleError
from engine.mit_list_und_tuecke import Game
from engine.tysiacha import Bid
from engine.tysiacha import Game as TysiachaGame
from views.tysiacha.model import table_of

pytestmark = pytest.mark.e2e


def six_at_the_first_card(browser: Browser, app_server: Server) -> tuple[Ui, Game, Record]:
    """A new game of six players on a phone, its first round waiting for the first card."""
    record = record_of(6)
    state = seeded_game(app_server.database_url, record, 0)
    ui = Ui.open(browser, f"{app_server.url}/game/{state.game_id}", PHONE)
    game = Game(record.players, record.first_dealer)
    game.start_round()
    ui.wait_text(expected_heading(game), timeout=30_000)
    return ui, game, record


def test_a_whole_round_at_six_players_moves_no_control_of_the_pad(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    ui, game, record = six_at_the_first_card(browser, app_server)
    watch = ui.watch_pad()
    for event in sample_events(record, 1):
        tap_event(ui, event)
        game.apply(event)
        ui.wait_text(expected_heading(game))
    assert game.rounds[0].ended
    watch.assert_still()
    ui.shot(shots / "phone-6p-round-end.png")


def test_each_bid_keeps_its_spot_through_an_auction_in_german(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    """Tysiacha's auction: as bids climb and the turn passes, 150 is drawn at one spot (the
    bids passed stay, dimmed), and a tap on a passed bid is refused and changes nothing."""
    tr = translator("de")
    players = ["Olga", "Pjotr", "Vera"]
    state = tysiacha_seeded(app_server.database_url, players, [])
    game = TysiachaGame(players, 0)
    game.start_round()
    ui = Ui.speaking(browser, f"{app_server.url}/game/{state.game_id}", "de")
    ui.wait_text(tysiacha_heading(game, tr), timeout=30_000)
    spots: dict[object, tuple[float, float]] = {}
    for amount in (110, 120, 140):
        prompt = table_of(game, tr=tr).prompt
        assert prompt is not None
        for choice in prompt.choices:
            box = ui.button(choice.spoken).bounding_box()
            assert box is not None, choice.spoken
            assert box["y"] + box["height"] <= PHONE["height"], choice.spoken
            if choice.value in spots:
                x, y = spots[choice.value]
                assert abs(box["x"] - x) <= 2 and abs(box["y"] - y) <= 2, choice.spoken
            spots[choice.value] = (box["x"], box["y"])
        rnd = game.round
        assert rnd is not None and rnd.to_act is not None
        by = rnd.players[rnd.to_act]
        tysiacha_tap(ui, game, Bid(by, amount), tr)
        game.apply(Bid(by, amount))
        ui.wait_text(tysiacha_heading(game, tr))
    assert 150 in spots and 100 in spots
    # 110 was passed: its spot is still there, dimmed, and a tap on it is refused
    prompt = table_of(game, tr=tr).prompt
    assert prompt is not None
    passed = next(c for c in prompt.choices if c.value == 110)
    assert not passed.allowed
    rnd = game.round
    assert rnd is not None and rnd.to_act is not None
    with pytest.raises(RuleError) as refused:
        game.apply(Bid(rnd.players[rnd.to_act], 110))
    ui.tap(passed.spoken)
    ui.wait_text(translate_message(refused.value, "de"))
    ui.wait_text(tysiacha_heading(game, tr))
    ui.shot(shots / "tysiacha-auction-spots-de.png")


def pad_bounds(ui: Ui) -> tuple[float, float, float, float]:
    """The smallest box around the pad's controls: left, top, right, bottom."""
    assert ui.pad_watch is not None
    places = ui.pad_watch.read()
    assert places, "no pad is drawn"
    boxes = list(places.values())
    return (
        min(x for x, _, _, _ in boxes),
        min(y for _, y, _, _ in boxes),
        max(x + w for x, _, w, _ in boxes),
        max(y + h for _, y, _, h in boxes),
    )


def pad_once(
    ui: Ui, arrived: Callable[[tuple[float, float, float, float]], bool]
) -> tuple[float, float, float, float]:
    """The pad's bounds once they satisfy ``arrived`` (up to 10 s), read again 300 ms later."""
    for _ in range(100):
        if ui.pad_watch is not None and ui.pad_watch.read() and arrived(pad_bounds(ui)):
            break
        ui.page.wait_for_timeout(100)
    ui.page.wait_for_timeout(300)
    return pad_bounds(ui)


def test_turning_the_screen_moves_the_pad_beside_and_back_below(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    """A phone turned (or a window widened) lays the table out anew without a reload: the
    pad beside what is read at 1280 × 800, below it again at 360 × 800; the game goes on."""
    ui, game, record = six_at_the_first_card(browser, app_server)
    ui.watch_pad()
    left, top, right, bottom = pad_bounds(ui)
    assert left < 40 and bottom > 700, (left, top, right, bottom)  # under what is read
    ui.page.set_viewport_size({"width": 1280, "height": 800})
    left, top, right, bottom = pad_once(ui, lambda box: box[0] > 640)
    assert left > 640 and right <= 1280, (left, top, right, bottom)  # beside, on the right
    ui.text(expected_heading(game)).wait_for()
    ui.shot(shots / "laptop-6p-turned.png")
    ui.page.set_viewport_size(PHONE)
    left, top, right, bottom = pad_once(ui, lambda box: box[0] < 40)
    assert left < 40 and bottom > 700, (left, top, right, bottom)
    event = sample_events(record, 1)[0]
    tap_event(ui, event)  # the game goes on where it was
    game.apply(event)
    ui.wait_text(expected_heading(game))
