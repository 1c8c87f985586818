"""Names and sentences drawn whole at 360 × 800, read from the screen's pixels (the
accessibility tree names them whole even when the screen cuts them): a name is whole, or
wraps at its words, never "Maximil…" or "Bernar" over "d"; a sentence too long for its
place has a way to be read in full."""

from __future__ import annotations

import dataclasses
import random
import re
from pathlib import Path

import pytest
from e2e_gaigel import seeded as seeded_gaigel
from e2e_harness import Server, Ui
from e2e_words import drawn_whole
from playwright.sync_api import Browser

from assistant.languages import translator
from assistant.service import Listig
from engine.gaigel import Game as GaigelGame
from engine.gaigel.selfplay import random_game
from views.gaigel.model import Choosing, Way, table_of

pytestmark = pytest.mark.e2e

LONG = ["Maximilian", "Friedrich", "Bernadette", "Jean-Baptiste"]
"""Four names as long as a table has them; "Jean-Baptiste" may wrap at its hyphen."""


def whole(ui: Ui, box: dict[str, float] | None, text: str, **how: float) -> None:
    assert box is not None, f"{text!r} is not on the screen"
    wrong = drawn_whole(ui.page, box, text, **how)  # type: ignore[arg-type]
    assert not wrong, wrong


def test_gaigel_names_are_whole_on_the_players_buttons_and_in_the_trick(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    """Card by card in German: the four players' buttons (who declares, who claims) and the
    names under the trick's cards show each name whole; they were "Maximil…", "Jean-Ba…"
    and "Jean-Bapti…" at any screen width."""
    tr = translator("de")
    game, played = random_game(random.Random(3), deals=1)
    names = dict(zip(game.players, LONG, strict=True))
    deal = [dataclasses.replace(e, by=names[e.by]) for e in played[0][:4]]  # type: ignore[type-var]
    state = seeded_gaigel(app_server.database_url, LONG, deal)
    fresh = GaigelGame(LONG, 0)
    fresh.apply_all(deal)
    ui = Ui.speaking(browser, f"{app_server.url}/game/{state.game_id}", "de")
    table = table_of(fresh, Choosing(way=Way.CARDS), tr=tr)
    ui.wait_text(table.turn, timeout=30_000)
    ui.button(re.compile("^" + re.escape(tr._("The next card shows its marriage")))).wait_for()
    assert len(table.trick) == 3
    ui.page.wait_for_timeout(400)
    for player in LONG:
        box = ui.button(re.compile(rf"^{re.escape(player)}(, .*)?$")).bounding_box()
        whole(ui, box, player, inset=4)  # inside the button's frame
    for card in table.trick:
        whole(ui, ui.text(card.spoken).bounding_box(), card.player, lines=1)
    ui.shot(shots / "words-whole-gaigel-de.png")
    ui.page.close()


SIX = [*LONG, "Friederike", "Anna"]


def test_new_game_seats_six_long_names_whole_in_german(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    """Six seated at 360 px in German: every name on its seat row is whole on one line or
    wrapped at its hyphen; beside the dealer's radio and the three buttons it had 64 px and
    broke inside ("Maximil" over "ian", "Bernad" over "ette")."""
    tr = translator("de")
    with Listig(app_server.database_url) as listig:
        known = {p.name for p in listig.players(include_archived=True)}
        for player in SIX:
            if player not in known:
                listig.add_player(player)
    ui = Ui.speaking(browser, f"{app_server.url}/new", "de")
    ui.button(tr._("Start game")).wait_for(timeout=30_000)
    ui.choose("Mit List und Tücke")
    for player in SIX:
        ui.tap(tr.format("Seat {player}", player=player))
        ui.button(tr.format("Remove {player}", player=player)).wait_for()
    ui.page.mouse.move(180, 300)
    ui.page.mouse.wheel(0, -3000)  # back to the seats
    ui.page.wait_for_timeout(400)
    for player in SIX:
        whole(ui, ui.text(player).bounding_box(), player)
    ui.shot(shots / "words-whole-new-game-de.png")
    ui.page.close()
