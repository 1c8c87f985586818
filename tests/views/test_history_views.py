"""The history and quick-scoring screens against the real service, with a stand-in page."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import cast

import flet as ft
import pytest
from stand_in import Page

from assistant.service import Listig
from views.game_page import GamePage
from views.history import HistoryScreen
from views.home import game_and_players
from views.looking_back import PAGE, LazyList
from views.mit_list_und_tuecke.replay import ReplayScreen
from views.night_page import NightScreen
from views.player_page import PlayerScreen
from views.quick_score import QuickScreen
from views.shell import Shell

SAMPLE = Path(__file__).resolve().parents[2] / "data" / "sample-4p.json"


@pytest.fixture
def service(tmp_path: Path) -> Iterator[Listig]:
    with Listig(f"sqlite:///{tmp_path / 'history.db'}") as listig:
        yield listig


def shell_of(service: Listig) -> tuple[Shell, Page]:
    page = Page()
    return Shell(cast(ft.Page, page), service), page


def said(page: Page) -> str:
    """The text of the last snack bar shown."""
    snack = page.dialogs[-1]
    assert isinstance(snack, ft.SnackBar)
    assert isinstance(snack.content, ft.Text)
    return str(snack.content.value)


def texts(control: object) -> list[str]:
    """Every text value under ``control`` (depth first)."""
    found: list[str] = []
    if isinstance(control, ft.Text) and isinstance(control.value, str):
        found.append(control.value)
    for name in ("content", "controls", "title", "subtitle", "leading", "trailing"):
        child = getattr(control, name, None)
        for item in child if isinstance(child, list) else [child]:
            if isinstance(item, ft.BaseControl):
                found += texts(item)
    return found


def test_a_long_list_is_built_a_page_at_a_time() -> None:
    lazy = LazyList(list(range(PAGE * 2 + 5)), lambda n: ft.Text(str(n)), "more")
    assert len(lazy.view.controls) == PAGE + 1  # and the "more" button
    lazy.show_next()
    lazy.show_next()
    assert len(lazy.view.controls) == PAGE * 2 + 5
    assert lazy.view.controls[-1] is not lazy.more_button


def test_history_game_page_replay_and_player_page(service: Listig) -> None:
    info = service.import_record(SAMPLE.read_text(encoding="utf-8"))
    shell, _ = shell_of(service)
    history = HistoryScreen(shell)
    night = service.night_summaries()[0]
    assert any(f"won by {night.winners[0][0]}" in t for t in texts(history.view))

    game = GamePage(shell, info.game_id)
    detail = service.game_detail(info.game_id)
    shown = texts(game.view)
    assert "Round 1" in shown
    first = detail.rounds[0].lines[0]
    assert any(t.endswith(f"= {first.points}") for t in shown)

    replay = ReplayScreen(shell, info.game_id)
    replay.view.update = lambda: None  # type: ignore[method-assign]
    replay.on_previous_tapped(None)  # nothing before the first trick
    assert replay.index == 0
    replay.on_next_tapped(None)
    assert replay.position.value is not None
    assert replay.position.value.startswith("Round 1, trick 2 ")

    best = service.standings()[0]
    player = PlayerScreen(shell, best.player_id)
    assert "Win rate" in texts(player.view)


def test_quick_round_entered_and_a_bad_one_refused(service: Listig) -> None:
    ids = [service.add_player(n).id for n in ("Anna", "Ben", "Cleo", "Dan")]
    state = service.start_quick_game(ids, 0)
    shell, page = shell_of(service)
    screen = QuickScreen(shell, state.game_id)
    screen.view.update = lambda: None  # type: ignore[method-assign]

    first_color = next(iter(c for c in screen.form.inputs["Anna"] if c is not None))
    for name in ("Anna", "Ben", "Cleo", "Dan"):
        screen.form.inputs[name][first_color].value = "99"
    screen.on_score_tapped(None)
    assert "99" in said(page) or "deck" in said(page)
    assert service.quick_game(state.game_id).rounds == ()

    for fields in screen.form.inputs.values():
        fields[first_color].value = ""
    screen.form.inputs["Anna"][first_color].value = "3"
    screen.on_score_tapped(None)
    assert len(service.quick_game(state.game_id).rounds) == 1
    assert screen.state.next_round == 2


def test_a_game_of_partners_in_history_shows_its_sides_the_dummy_too(service: Listig) -> None:
    """Homme de Brou by three with the dummy: History says the sides and their points
    (``Anne & Dummy 62``), not each player with the dummy at 0, on the totals, in the chart's
    legend and on each deal's card; the dummy is named in the tab's language, whatever name
    the French tab that began the game stored ("Mort")."""
    from assistant.states import QuickSide

    ids = [service.add_player(n).id for n in ("Anne", "Bernard", "Camille")]
    quick = service.start_quick_game(ids, 0, "homme-de-brou", dummy=2, dummy_name="Mort")
    assert quick.sides == ("Anne & Mort", "Bernard & Camille")
    sides = {"Anne & Mort": QuickSide(0, 0, 62), "Bernard & Camille": QuickSide(20, 40, 58)}
    quick = service.enter_quick_round(quick.game_id, sides)
    shell, _ = shell_of(service)
    page = GamePage(shell, quick.game_id)
    words = texts(page.view)
    assert "Anne & Dummy" in words and "Bernard & Camille" in words
    assert not {"Anne", "Bernard", "Camille", "Mort", "Dummy", "Anne & Mort"} & set(words)
    assert page.scoring() == [("Anne & Dummy", "Anne"), ("Bernard & Camille", "Bernard")]
    [card] = [c for c in page.view.controls[0].controls if "Anne & Dummy" in texts(c)][-1:]
    assert texts(card)[-4:] == ["Anne & Dummy", "62", "Bernard & Camille", "118"]


def test_the_dummy_is_named_in_the_tabs_language_on_home_and_the_nights_page(
    service: Listig,
) -> None:
    """A game begun in French stores its dummy as "Mort"; a German tab says "Strohmann" on
    the game's page, Home's resume button and the game night's list."""
    ids = [service.add_player(n).id for n in ("Anne", "Bernard", "Camille")]
    state = service.start_game(ids, 0, game="homme-de-brou", dummy=1, dummy_name="Mort")
    shell, _ = shell_of(service)
    shell.lang = "de"
    [info] = [g for g in service.games() if g.game_id == state.game_id]
    assert game_and_players(shell.tr, info) == "Homme de Brou: Anne, Strohmann, Bernard, Camille"
    night = NightScreen(shell, info.night_id)
    words = texts(night.view)
    assert any(w.startswith("Anne, Strohmann, Bernard, Camille") for w in words)
    assert not any("Mort" in w for w in words)
    page_words = texts(GamePage(shell, state.game_id).view)
    assert not any("Mort" in w for w in page_words)


def test_a_deal_of_homme_de_brou_in_history_is_a_donne_in_french(service: Listig) -> None:
    """The game screen says "Donne 1"; its page in History says the same, not "Tour 1"."""
    from assistant.states import QuickSide

    ids = [service.add_player(n).id for n in ("Anne", "Bernard", "Camille", "Denis")]
    quick = service.start_quick_game(ids, 0, "homme-de-brou")
    [one, two] = quick.sides
    quick = service.enter_quick_round(
        quick.game_id, {one: QuickSide(0, 0, 62), two: QuickSide(20, 40, 58)}
    )
    shell, _ = shell_of(service)
    shell.lang = "fr"
    words = texts(GamePage(shell, quick.game_id).view)
    assert "Donne 1" in words and not any(w.startswith("Tour") for w in words)
