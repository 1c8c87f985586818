"""Standings by side on the standings screen and a game night's page, against the real
service with a stand-in page: a game of partners offers "By side" at one tap, its table
names each partnership (a player with the dummy in the tab's language), and the CSV saved
is the table shown; a game of players alone offers no such choice."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterator
from pathlib import Path

import pytest
from test_history_views import texts
from test_looking_by_game import button, quiet, shell_of, tap

from assistant.service import Listig
from views.night_page import NightScreen
from views.standings_view import StandingsScreen

DATA = Path(__file__).resolve().parents[2] / "data"
RECORDS = (
    "homme-de-brou-selfplay-1.json",
    "homme-de-brou-selfplay-2.json",
    "homme-de-brou-selfplay-3.json",
    "sample-4p.json",
)
"""Three finished games of Homme de Brou (two with Cleo the dummy) and one of Mit List und
Tücke."""
DUMMY = {"en": "Anna & the dummy", "de": "Anna & Strohmann", "fr": "Anna & le mort"}


def offered(view: object, text: str) -> bool:
    """Whether a chip named ``text`` is on the screen."""
    try:
        button(view, text)
    except LookupError:
        return False
    return True


@pytest.fixture
def service(tmp_path: Path) -> Iterator[Listig]:
    with Listig(f"sqlite:///{tmp_path / 'sides.db'}") as listig:
        for name in RECORDS:
            listig.import_record((DATA / name).read_text(encoding="utf-8"))
        yield listig


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_by_side_at_one_tap_and_its_csv(service: Listig, lang: str) -> None:
    shell, _ = shell_of(service, lang)
    tr = shell.tr
    screen = StandingsScreen(shell)
    quiet(screen)
    assert not offered(screen.view, tr._("By side"))  # all games: no sides
    tap(screen.view, "Homme de Brou")
    shown = texts(screen.view)
    assert offered(screen.view, tr._("By side")) and tr._("Side") not in shown  # by player first
    tap(screen.view, tr._("By side"))
    shown = texts(screen.view)
    lines = service.side_standings("homme-de-brou")
    assert [x.names for x in lines] == [("Ben", "Dan"), ("Anna",), ("Anna", "Cleo")]
    rows = shown[shown.index(tr.pgettext("standings column", "Rating")) + 1 :]
    assert lines[0].rating is not None  # the partners' team rating, one game: provisional
    assert rows[:6] == [
        "1.",
        "Ben & Dan",
        f"{lines[0].wins}/{lines[0].games}",
        tr.number(lines[0].average, 1),
        str(lines[0].best_round),
        tr.number(lines[0].rating.value, 1) + "?",
    ]
    assert rows[6:8] == ["2.", DUMMY[lang]]
    saved = list(csv.DictReader(io.StringIO(screen.part.csv(screen.game))))
    assert [(r["side"], r["with_dummy"]) for r in saved] == [
        ("Ben & Dan", "0"),
        ("Anna", "1"),
        ("Anna & Cleo", "0"),
    ]
    # Back by player: the players' lines, and the players' CSV.
    tap(screen.view, tr._("By player"))
    assert tr._("Side") not in texts(screen.view)
    assert "player" in screen.part.csv(screen.game).splitlines()[0]
    # A game of players alone: no choice, by player.
    tap(screen.view, "Mit List und Tücke")
    assert not offered(screen.view, tr._("By side"))


def test_a_nights_standings_by_side(service: Listig) -> None:
    shell, _ = shell_of(service)
    night = NightScreen(shell, service.nights()[0].id)
    quiet(night)
    tap(night.view, "Homme de Brou")
    tap(night.view, "By side")
    shown = texts(night.view)
    for line in service.side_standings("homme-de-brou", night.night_id):
        assert " & ".join(line.names) in shown or line.dummy
    assert "Ben & Dan" in shown and "Games" in shown  # the night's games still listed below
