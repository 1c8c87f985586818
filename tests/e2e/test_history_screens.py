"""Looking back in the browser: history, a night, a game, a replay step, a player page,
exporting a game and importing it again (and a bad file that imports nothing)."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from e2e_games import sample, seeded_game
from e2e_harness import LAPTOP, PHONE, Server, Ui, free_port
from playwright.sync_api import Browser

from assistant.languages import translator
from assistant.service import Listig
from engine.mit_list_und_tuecke import Score

pytestmark = pytest.mark.e2e

TR = translator("en")


@pytest.fixture(scope="module")
def history_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A server of its own with three finished sample games, so the history is known."""
    folder = tmp_path_factory.mktemp("history")
    server = Server(free_port(), f"sqlite:///{folder / 'history.db'}", folder / "server.log")
    for _ in range(3):  # three finished games: a night with several, a player's form
        seeded_game(server.database_url, sample())
    server.start()
    yield server
    server.stop()


def _row(ui: Ui, text: str):  # type: ignore[no-untyped-def]
    """A list row (a button) whose name contains ``text``."""
    return ui.page.get_by_role("button", name=text).first


def _wide(ui: Ui, url: str) -> None:
    """Open ``url`` on a laptop-sized page (screens are laid out for the width they open at)."""
    ui.page.set_viewport_size(LAPTOP)  # type: ignore[arg-type]
    ui.goto(url)


def _shot(ui: Ui, path: Path) -> None:
    """A screenshot; for the documented ones, after the tab's first settings have arrived
    (a screen opened by address is drawn again then, behind a brief "Working...")."""
    if os.environ.get("LISTIG_SCREENSHOTS") == "1":
        ui.page.wait_for_timeout(1200)
    ui.shot(path)


def _service(server: Server) -> Listig:
    return Listig(server.database_url)


def test_history_night_game_and_replay(
    browser: Browser, history_server: Server, shots: Path
) -> None:
    with _service(history_server) as service:
        night = service.night_summaries()[0]
        game_id = service.games()[0].game_id
        detail = service.game_detail(game_id)
        steps = service.game_replay(game_id)
    winners = TR.and_list(name if n == 1 else f"{name} ×{n}" for name, n in night.winners)
    ui = Ui.open(browser, history_server.url, PHONE)
    ui.tap("History", timeout=30_000)
    _row(ui, f"{night.games} games — won by {winners}").wait_for()
    _shot(ui, shots / "history-phone.png")
    _row(ui, TR.date(night.day)).click()
    ui.wait_text("Standings of the night")
    _shot(ui, shots / "night-phone.png")
    with ui.page.expect_download() as csv:
        ui.tap("Export the night's standings (CSV)")
    assert csv.value.suggested_filename == f"listig-night-{night.day.isoformat()}.csv"
    assert Path(csv.value.path()).read_text(encoding="utf-8").startswith("player,game,games,wins")
    _row(ui, ", ".join(detail.players) + " — finished").click()
    first = detail.rounds[0].lines[0]
    formula = TR.score_formula(Score(first.a, first.b, first.r, first.points))
    ui.wait_text(TR.format("{names} won", names=TR.and_list(detail.winners)))
    _shot(ui, shots / "game-phone.png")
    ui.page.mouse.move(180, 500)
    ui.page.mouse.wheel(0, 400)  # the rounds are below the chart on a phone
    ui.shown(formula).wait_for()
    ui.page.mouse.wheel(0, -400)
    ui.tap("Replay trick by trick")
    ui.wait_text(f"Round 1, trick 1 (1 of {len(steps)})")
    ui.tap("Next trick")
    ui.wait_text(f"Round 1, trick 2 (2 of {len(steps)})")
    second = steps[1]
    assert second.first_taker is not None
    ui.shown(f"{second.first_taker} took {TR.card_list(second.chosen)}.").wait_for()
    _shot(ui, shots / "replay-phone.png")
    ui.tap("Previous trick")
    ui.wait_text(f"Round 1, trick 1 (1 of {len(steps)})")
    _wide(ui, f"{history_server.url}/played/{game_id}/replay")
    ui.wait_text(f"Round 1, trick 1 (1 of {len(steps)})", timeout=30_000)
    ui.tap("Next trick")
    ui.wait_text(f"Round 1, trick 2 (2 of {len(steps)})")
    _shot(ui, shots / "replay-laptop.png")
    for route, name, sign in (
        (f"/played/{game_id}", "game", "Running totals"),
        (f"/night/{night.id}", "night", "Standings of the night"),
        ("/standings", "history-standings", "All-time standings"),
    ):
        ui.goto(history_server.url + route)
        ui.wait_text(sign, timeout=30_000)
        _shot(ui, shots / f"{name}-laptop.png")
    ui.goto(history_server.url + "/history")
    _row(ui, TR.date(night.day)).wait_for(timeout=30_000)
    _shot(ui, shots / "history-laptop.png")
    ui.page.close()


def test_player_page(browser: Browser, history_server: Server, shots: Path) -> None:
    with _service(history_server) as service:
        best = service.standings()[0]
        page = service.player_page(best.player_id)
    ui = Ui.open(browser, history_server.url + "/standings", PHONE)
    ui.wait_text("All-time standings", timeout=30_000)
    _shot(ui, shots / "history-standings-phone.png")
    ui.tap(best.name)
    ui.shown("Win rate").wait_for()
    ui.shown(TR.number(page.average, 1)).wait_for()
    _shot(ui, shots / "player-phone.png")
    _wide(ui, f"{history_server.url}/player/{best.player_id}")
    ui.shown("Win rate").wait_for(timeout=30_000)
    _shot(ui, shots / "player-laptop.png")
    ui.page.close()


def test_export_then_import_a_game(
    browser: Browser, history_server: Server, tmp_path: Path
) -> None:
    with _service(history_server) as service:
        game_id = service.games()[-1].game_id
        before = len(service.games())
    ui = Ui.open(browser, f"{history_server.url}/played/{game_id}", LAPTOP)
    ui.button("Export the game (listig/1)").wait_for(timeout=30_000)
    with ui.page.expect_download() as download:
        ui.tap("Export the game (listig/1)")
    saved = tmp_path / download.value.suggested_filename
    download.value.save_as(saved)
    assert json.loads(saved.read_text(encoding="utf-8"))["format"] == "listig/1"
    with ui.page.expect_download() as picture:
        ui.tap("Share a picture (PNG)")
    png = tmp_path / picture.value.suggested_filename
    picture.value.save_as(png)
    assert png.read_bytes().startswith(b"\x89PNG")

    bad = tmp_path / "broken.json"
    bad.write_text('{"format": "listig/1", "players": ["Anna"]}', encoding="utf-8")
    ui.goto(f"{history_server.url}/history")
    ui.button("Import a game").wait_for(timeout=30_000)
    with ui.page.expect_file_chooser() as chooser:
        ui.tap("Import a game")
    chooser.value.set_files(str(bad))
    ui.shown("Nothing was imported: the game is for 4 to 6 players, not 1.").wait_for()
    with _service(history_server) as service:
        assert len(service.games()) == before  # nothing half-imported

    # The game's own record is this game: found, not stored twice.
    with ui.page.expect_file_chooser() as chooser:
        ui.tap("Import a game")
    chooser.value.set_files(str(saved))
    ui.wait_text(f"Game {game_id}")  # the game already stored is shown
    with _service(history_server) as service:
        assert len(service.games()) == before
    # Without its last round it is another game: imported, and its page opens.
    shorter = json.loads(saved.read_text(encoding="utf-8"))
    shorter["rounds"] = shorter["rounds"][:-1]
    saved.write_text(json.dumps(shorter), encoding="utf-8")
    ui.goto(f"{history_server.url}/history")
    ui.button("Import a game").wait_for(timeout=30_000)
    with ui.page.expect_file_chooser() as chooser:
        ui.tap("Import a game")
    chooser.value.set_files(str(saved))
    ui.wait_text(f"Game {before + 1}")  # the imported game's page
    with _service(history_server) as service:
        assert len(service.games()) == before + 1
        assert service.export_record(before + 1) is not None
    ui.page.close()


def test_quick_scored_round(browser: Browser, history_server: Server, shots: Path) -> None:
    with _service(history_server) as service:
        card_game = service.games()[-1].game_id
        first = service.game_detail(card_game).rounds[0]
        players = service.game_detail(card_game).players
    ui = Ui.open(browser, f"{history_server.url}/history", PHONE)
    ui.tap("Quick game", timeout=30_000)
    ui.tick(players)
    _shot(ui, shots / "quick-start-phone.png")
    ui.tap("Start the quick game")
    ui.wait_text(f"Round 1 of {len(players)}: {players[0]} deals")

    # Too many blue cards: the service's words, and nothing stored.
    for name in players:
        ui.type_into(f"{name}: Blue", "20")
    ui.tap("Score the round")
    ui.shown("blue").wait_for()
    for name in players:  # the fields keep what was typed, to be corrected
        ui.enter(f"{name}: Blue", "")

    for line in first.lines:
        for color, count in line.open.items():
            ui.enter(f"{line.player}: {TR.color_title(color)}", str(count))
        if line.discarded:
            ui.enter(f"{line.player}: Face-down pile", str(line.discarded))
    ui.page.wait_for_timeout(300)  # the last digit reaches the server before the tap
    ui.tap("Score the round")
    ui.wait_text(f"Round 2 of {len(players)}: {players[1]} deals")
    for line in first.lines:
        ui.shown(TR.score_formula(Score(line.a, line.b, line.r, line.points))).wait_for()
    _shot(ui, shots / "quick-phone.png")
    _wide(ui, ui.page.url)
    ui.wait_text(f"Round 2 of {len(players)}: {players[1]} deals", timeout=30_000)
    _shot(ui, shots / "quick-laptop.png")
    with _service(history_server) as service:
        quick = service.games()[0]
        assert service.game_detail(quick.game_id).rounds[0].end == "quick"
        assert any(s.rounds for s in service.standings(quick.night_id))
    ui.page.close()
