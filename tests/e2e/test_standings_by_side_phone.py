"""Standings by side in the browser at 360 × 800, in each language: the all-time standings
of Homme de Brou by side at one tap, every side's line inside the screen, a player with the
dummy named in the tab's language."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from e2e_harness import PHONE, Server, Ui, free_port
from playwright.sync_api import Browser

from assistant.languages import translator
from assistant.service import Listig

pytestmark = pytest.mark.e2e

DATA = Path(__file__).resolve().parents[2] / "data"
RECORDS = (
    "homme-de-brou-selfplay-1.json",
    "homme-de-brou-selfplay-2.json",
    "homme-de-brou-selfplay-3.json",
    "gaigel-selfplay-1.json",
)
DUMMY = {"en": "Anna & the dummy", "de": "Anna & Strohmann", "fr": "Anna & le mort"}


@pytest.fixture(scope="module")
def sides_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A server of its own with three finished games of Homme de Brou (two with a dummy)
    and a sitting of Gaigel."""
    folder = tmp_path_factory.mktemp("sides")
    server = Server(free_port(), f"sqlite:///{folder / 'sides.db'}", folder / "server.log")
    with Listig(server.database_url) as listig:
        for name in RECORDS:
            listig.import_record((DATA / name).read_text(encoding="utf-8"))
    server.start()
    yield server
    server.stop()


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_standings_by_side_on_a_phone(
    browser: Browser, sides_server: Server, shots: Path, lang: str
) -> None:
    tr = translator(lang)
    with Listig(sides_server.database_url) as listig:
        lines = listig.side_standings("homme-de-brou")
        gaigel = listig.side_standings("gaigel")
    ui = Ui.speaking(browser, f"{sides_server.url}/standings", lang, PHONE)
    ui.choose("Homme de Brou", timeout=30_000)
    ui.choose(tr._("By side"))
    ui.shown(tr._("Side")).wait_for()
    names = [DUMMY[lang] if x.dummy else " & ".join(x.names) for x in lines]
    for name, line in zip(names, lines, strict=True):
        shown = ui.shown(name)
        shown.wait_for()
        box = shown.bounding_box()
        assert box is not None and box["y"] + box["height"] <= PHONE["height"]
        assert box["x"] + box["width"] <= PHONE["width"]
        ui.shown(f"{line.wins}/{line.games}").wait_for()
    ui.shot(shots / f"standings-sides-{lang}.png")
    # Gaigel's sides too, one tap away: its chip keeps "by side".
    ui.choose("Gaigel")
    for line in gaigel:
        ui.shown(f"{tr.number(line.average, 1)}").wait_for()  # figures of Gaigel's own
    ui.page.close()
