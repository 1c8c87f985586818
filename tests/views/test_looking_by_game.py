"""Quick Partout, and the history screens by game, against the real service with a stand-in page."""

from __future__ import annotations

import csv
import io
import random
from collections.abc import Iterator
from pathlib import Path
from typing import cast

import flet as ft
import pytest
from stand_in import Page
from test_history_views import said, texts

from assistant.service import Listig
from assistant.states import QuickTeam
from engine.partout.selfplay import random_game
from views.game_page import GamePage
from views.history import HistoryScreen
from views.night_page import NightScreen
from views.player_page import PlayerScreen
from views.quick_score import QuickScreen, QuickStartScreen, TeamsForm
from views.shell import Shell
from views.standings_view import StandingsScreen

SAMPLE = Path(__file__).resolve().parents[2] / "data" / "sample-4p.json"
NAMES = ("Anna", "Ben", "Cleo", "Dan")


@pytest.fixture
def service(tmp_path: Path) -> Iterator[Listig]:
    with Listig(f"sqlite:///{tmp_path / 'by-game.db'}") as listig:
        yield listig


def shell_of(service: Listig, lang: str = "en") -> tuple[Shell, Page]:
    page = Page()
    return Shell(cast(ft.Page, page), service, lang), page


def quiet(screen: object) -> None:
    """Let a screen redraw without a browser."""
    screen.view.update = lambda: None  # type: ignore[attr-defined]
    for name in ("games", "list"):
        control = getattr(screen, name, None)
        if isinstance(control, ft.Control):
            control.update = lambda: None  # type: ignore[method-assign]


def button(control: object, text: str) -> ft.Semantics:
    """The first chip under ``control`` named ``text`` (a game to choose)."""
    if isinstance(control, ft.Semantics) and control.label == text:
        return control
    for name in ("content", "controls"):
        child = getattr(control, name, None)
        for item in child if isinstance(child, list) else [child]:
            if isinstance(item, ft.BaseControl):
                try:
                    return button(item, text)
                except LookupError:
                    pass
    raise LookupError(text)


def tap(control: object, text: str) -> None:
    found = button(control, text)
    assert not found.selected  # the chosen one is said selected
    chip = found.content
    assert isinstance(chip, ft.Chip) and chip.on_select is not None
    chip.on_select(ft.Event("select", control=chip))


def partout_game(service: Listig) -> int:
    """A finished quick Partout game of 4 (Anna & Cleo against Ben & Dan)."""
    game, _ = random_game(4, random.Random(4))
    ids = {p.name: p.id for p in service.players()}
    for name in NAMES:
        if name not in ids:
            ids[name] = service.add_player(name).id
    state = service.start_quick_game([ids[n] for n in game.players], 0, game="partout")
    for rnd in game.rounds:
        entry = {
            t.name: QuickTeam(m, k)
            for t, m, k in zip(game.teams, rnd.minimums(), rnd.team_tricks(), strict=True)
        }
        state = service.enter_quick_round(state.game_id, entry)
    return state.game_id


def enter(screen: QuickScreen, minimums: tuple[int, int], tricks: tuple[int, int]) -> None:
    form = screen.form
    assert isinstance(form, TeamsForm)
    for (minimum, taken), m, t in zip(form.inputs.values(), minimums, tricks, strict=True):
        minimum.value, taken.value = str(m), str(t)
    screen.on_score_tapped(None)


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_quick_partout_two_rounds_totals_and_a_bad_one(service: Listig, lang: str) -> None:
    ids = [service.add_player(n).id for n in NAMES]
    shell, page = shell_of(service, lang)
    start = QuickStartScreen(shell)
    quiet(start)
    tap(start.view, shell.tr._("Partout"))
    start.chosen = list(ids)
    start.on_start_tapped(None)
    game_id = int(page.route.rsplit("/", 1)[1])
    screen = QuickScreen(shell, game_id)
    quiet(screen)
    assert screen.state.game == "partout" and screen.state.sides == ("Anna & Cleo", "Ben & Dan")
    assert "Partout" in texts(screen.view.appbar)
    enter(screen, (3, 2), (3, 3))  # 6 tricks of 7: refused, nothing stored
    assert "6" in said(page) and "7" in said(page)
    assert {"en": "tricks", "de": "Stiche", "fr": "plis"}[lang] in said(page)
    assert service.quick_game(game_id).rounds == ()
    enter(screen, (3, 2), (3, 4))
    enter(screen, (2, 0), (0, 7))
    shown = texts(screen.view)
    assert "3 + 8 = 11" in shown and "4 + 4 = 8" in shown and "−2" in shown
    assert screen.state.totals == {"Anna & Cleo": 9, "Ben & Dan": 15}
    totals = shown[shown.index(shell.tr._("Totals")) + 1 :][:4]
    assert totals == ["Ben & Dan", "15", "Anna & Cleo", "9"]  # best first


def test_history_nights_standings_and_player_by_game(service: Listig) -> None:
    service.import_record(SAMPLE.read_text(encoding="utf-8"))
    partout = partout_game(service)
    shell, page = shell_of(service)

    history = HistoryScreen(shell)
    quiet(history)
    shown = " ".join(texts(history.view))
    assert "Mit List und Tücke 1" in shown and "Partout 1" in shown
    tap(history.view, "Partout")
    assert history.game == "partout"
    assert "Mit List und Tücke 1" not in " ".join(texts(history.view))

    standings = StandingsScreen(shell)
    quiet(standings)
    shown = texts(standings.view)  # all games: wins, the share won, rounds; no points
    assert "Won" in shown and "Rounds" in shown and "Avg." not in shown
    tap(standings.view, "Partout")
    partout_lines = service.standings(game="partout")
    shown = texts(standings.view)
    assert "Avg." in shown and str(partout_lines[0].best_round) in shown
    rows = list(csv.DictReader(io.StringIO(service.standings_csv())))
    assert {r["game"] for r in rows} == {"mit-list-und-tuecke", "partout"}

    night = NightScreen(shell, service.nights()[-1].id)
    quiet(night)
    shown = " ".join(texts(night.view))
    assert "· Partout" in shown or "· Mit List und Tücke" in shown
    assert len(service.games(game="partout")) == 1

    anna = next(p for p in service.players() if p.name == "Anna")
    player = PlayerScreen(shell, anna.id)
    shown = texts(player.view)
    assert "Mit List und Tücke" in shown and "Partout" in shown
    assert any(t.startswith("Partout (scored quickly) · ") for t in shown)
    assert shown.count("Points per round") == 2
    assert shown.count("Finished games") == 3  # all games, then each game
    assert any(t.startswith("Games and wins count finished games;") for t in shown)

    game = GamePage(shell, partout)
    assert any(t.startswith("Partout · ") for t in texts(game.view))
    del page


def test_all_games_of_one_game_say_what_they_rank_by(service: Listig) -> None:
    """Only one game played: all games' standings rank as that game's, and say so."""
    service.import_record(SAMPLE.read_text(encoding="utf-8"))
    shell, _ = shell_of(service)
    standings = StandingsScreen(shell)
    quiet(standings)
    shown = texts(standings.view)
    assert "Wins of games, average points per round, best round." in shown
    assert "Avg." in shown and "Won" not in shown


def test_each_games_standings_say_their_figures_in_its_words() -> None:
    """The line above a game's standings names its figures as the game does: Gaigel's
    tally and its "Spiel" for a deal in German, a "donne" in French Tysiacha, a round in Mit
    List und Tücke."""
    from assistant.languages import translator
    from views.looking_back import figures_note

    de, fr = translator("de"), translator("fr")
    gaigel = figures_note(de, "gaigel", [], rated=False)
    assert gaigel.startswith("Spielpunkte der Sitzungen") and "je Spiel" in gaigel
    assert "Runde" not in figures_note(de, "gaigel", [], rated=True)
    assert figures_note(de, "gaigel", [], rated=True).endswith("Rating.")
    assert "par donne" in figures_note(fr, "tysiacha", [], rated=False)
    assert "par tour" in figures_note(fr, "mit-list-und-tuecke", [], rated=False)
    assert "je Runde" in figures_note(de, "homme-de-brou", [], rated=True)
