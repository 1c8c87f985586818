"""Home and the screens around a game in play: two games of one table told apart (how each is
kept, since when), each continued where it is kept, every game named in the tagline, the rules
of the game in play first; New game says the game still going on and chooses its game; back
from a game opened in History goes through its evening."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import cast

import flet as ft
import pytest
from stand_in import Page, buttons, texts

from assistant.languages import translator
from assistant.service import Listig
from views.app import Router
from views.new_game import NewGameScreen
from views.shell import Shell


@pytest.fixture
def service(tmp_path: Path) -> Iterator[Listig]:
    with Listig(f"sqlite:///{tmp_path / 'home.db'}") as listig:
        yield listig


def german(service: Listig) -> tuple[Router, Page]:
    page = Page()
    shell = Shell(cast(ft.Page, page), service)
    shell.lang = translator("de").lang
    return Router(shell), page


def two_tysiacha_games(service: Listig) -> tuple[int, int]:
    """A Tysiacha game card by card, then a quick one, of the same three."""
    ids = [service.add_player(name).id for name in ("Anna", "Ben", "Cleo")]
    cards = service.start_game(ids, 0, game="tysiacha").game_id
    quick = service.start_quick_game(ids, 1, "tysiacha").game_id
    return cards, quick


def test_two_games_of_one_table_are_told_apart_and_each_continues_where_it_is_kept(
    service: Listig,
) -> None:
    cards, quick = two_tysiacha_games(service)
    router, page = german(service)
    [home] = router.views_for("/")
    words = texts(home)
    [latest] = [w for w in words if w.startswith("Tysiacha: Anna, Ben, Cleo — schnell gezählt")]
    assert ", seit " in latest
    [other] = [w for w in words if w.startswith(f"Spiel {cards} fortsetzen: Tysiacha")]
    assert "— Karte für Karte, seit" in other
    tagline = next(w for w in words if w.startswith("Der Tischassistent für"))
    assert all(game in tagline for game in ("Partout", "Tysiacha", "Homme de Brou", "Gaigel"))
    found = {str(b.content): b for b in buttons(home)}
    found["Spiel fortsetzen"].on_click(None)  # type: ignore[call-arg]
    assert page.route == f"/quick/{quick}"
    found[other].on_click(None)  # type: ignore[call-arg]
    assert page.route == f"/game/{cards}"
    found["Regeln"].on_click(None)  # type: ignore[call-arg]
    assert page.route == "/rules/tysiacha"


def test_a_gaigel_sitting_is_continued_as_a_sitting_in_german(service: Listig) -> None:
    """German Gaigel calls a deal "Spiel": Home continues the sitting ("Sitzung"), not a
    "Spiel"; a Tysiacha game beside it is still a "Spiel"."""
    ids = [service.add_player(name).id for name in ("Anna", "Ben", "Cleo", "Dan")]
    tysiacha = service.start_game(ids[:3], 0, game="tysiacha").game_id
    sitting = service.start_game(ids, 0, game="gaigel").game_id
    router, page = german(service)
    [home] = router.views_for("/")
    found = {str(b.content): b for b in buttons(home)}
    assert "Sitzung fortsetzen" in found and "Spiel fortsetzen" not in found
    [other] = [w for w in found if w.startswith(f"Spiel {tysiacha} fortsetzen: Tysiacha")]
    found["Sitzung fortsetzen"].on_click(None)  # type: ignore[call-arg]
    assert page.route == f"/game/{sitting}"
    found[other].on_click(None)  # type: ignore[call-arg]
    assert page.route == f"/game/{tysiacha}"


def test_new_game_says_the_game_going_on_and_chooses_its_game(service: Listig) -> None:
    _, quick = two_tysiacha_games(service)
    router, page = german(service)
    *_, form = router.views_for("/new")
    words = texts(form)
    assert any(w.startswith(f"Spiel {quick} läuft noch: Tysiacha: Anna, Ben, Cleo") for w in words)
    # Tysiacha is chosen: the hint under the form asks for its three players.
    hint = NewGameScreen(router.shell, game="tysiacha").start_hint.value
    assert hint is not None and "3" in hint
    assert form.bottom_appbar is not None and hint in texts(form.bottom_appbar)
    continued = next(b for b in buttons(form) if b.content == "Dieses Spiel fortsetzen")
    continued.on_click(None)  # type: ignore[call-arg]
    assert page.route == f"/quick/{quick}"
    assert NewGameScreen(router.shell).running is None  # nothing said unless asked


def test_back_from_a_game_opened_in_history_goes_through_its_evening(service: Listig) -> None:
    cards, _ = two_tysiacha_games(service)
    router, _ = german(service)
    night = service.game_detail(cards).night_id
    views = router.views_for(f"/played/{cards}")
    assert [v.route for v in views] == ["/", "/history", f"/night/{night}", f"/played/{cards}"]
