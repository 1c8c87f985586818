"""Nothing on the table moves under the finger, at 360 × 800 with six players, in German: a
refusal comes and goes without moving the card pad (pixel for pixel) or hiding the round
line, and a played card leaves its place empty instead of shifting the others; the same on
Partout's table."""

from __future__ import annotations

import io
import random
import re
from pathlib import Path

import pytest
from e2e_games import moment, record_of, seeded_game
from e2e_harness import Server, Ui
from e2e_partout import seeded
from PIL import Image
from playwright.sync_api import Browser

from assistant.languages import translate_message, translator
from engine.errors import RuleError
from engine.mit_list_und_tuecke import Phase
from engine.mit_list_und_tuecke import Play as MlutPlay
from engine.partout import Emblem, Game, Play
from engine.partout.selfplay import random_game
from views.mit_list_und_tuecke.model import CardState, table_of
from views.partout.model import color_title
from views.partout.model import table_of as partout_table_of

pytestmark = pytest.mark.e2e

DE = translator("de")
Box = tuple[float, float, float, float]


def boxes(ui: Ui, names: list[str]) -> dict[str, Box]:
    """Where each named pad button is drawn (x, y, width, height)."""
    found: dict[str, Box] = {}
    for name in names:
        box = ui.button(re.compile(rf"^{re.escape(name)}(, .*)?$")).bounding_box()
        assert box is not None, f"{name} is not on the pad"
        found[name] = (box["x"], box["y"], box["width"], box["height"])
    return found


def pixels(ui: Ui, area: Box) -> bytes:
    """The painted pixels of ``area``, as the player sees them."""
    x, y, width, height = area
    ui.page.wait_for_timeout(400)  # past any fade
    return ui.page.screenshot(clip={"x": x, "y": y, "width": width, "height": height})


def around(places: dict[str, Box]) -> Box:
    """The rectangle that holds every place."""
    left = min(b[0] for b in places.values())
    top = min(b[1] for b in places.values())
    right = max(b[0] + b[2] for b in places.values())
    bottom = max(b[1] + b[3] for b in places.values())
    return (left, top, right - left, bottom - top)


def test_a_refusal_and_a_played_card_move_no_card(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    record = record_of(6)
    game, count = moment(record, Phase.PLAY)
    state = seeded_game(app_server.database_url, record, count)
    table = table_of(game, tr=DE)
    ui = Ui.speaking(browser, f"{app_server.url}/game/{state.game_id}", "de")
    ui.wait_text(table.turn, timeout=30_000)
    where = f"Runde 1 von 6 · {table.dealer} gibt"
    ui.wait_text(where)
    # The pad shows the led color: one of its cards lies in the trick, a tap on it is refused.
    led = table.trick[0].card
    row = next(r for r in table.pad if r.color is led.color)
    shown = [p.label for p in row.cards if p.state is not CardState.GONE]
    before = boxes(ui, shown)
    painted = pixels(ui, around(before))

    ui.tap(re.compile(rf"^{re.escape(DE.card_label(led))}, "))
    rnd = game.round
    assert rnd is not None
    with pytest.raises(RuleError) as refused:
        game.apply(MlutPlay(game.players[rnd.to_play], led))
    refusal = translate_message(refused.value, "de")
    ui.wait_text(refusal)
    assert boxes(ui, shown) == before, "a message moved the pad"
    assert pixels(ui, around(before)) == painted, "a message moved what the pad shows"
    assert ui.has_text(where), "the round line went while the message shows"
    ui.shot(shots / "phone-6p-refused-de.png")

    # A card of the shown color is played: the message goes, the other cards stay put.
    card = next(p.card for p in row.cards if p.state is CardState.PLAYABLE)
    ui.tap(re.compile(rf"^{re.escape(DE.card_label(card))}(, .*)?$"))
    game.apply(MlutPlay(game.players[rnd.to_play], card))
    ui.wait_text(table_of(game, tr=DE).turn)
    assert not ui.has_text(refusal)
    left = [name for name in shown if name != DE.card_label(card)]
    assert boxes(ui, left) == {name: before[name] for name in left}, "a played card moved others"


def test_partout_a_refusal_and_a_played_card_move_no_card(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    players = ["Anna", "Ben", "Cleo", "Dan", "Eve", "Finn"]
    full, events = random_game(6, random.Random(11), first_dealer=0)
    first = full.rounds[0].events
    # In the middle of a trick whose next play is an emblem card of a color in the trick.
    lying: Emblem | None = None
    for upto in range(1, len(first)):
        game = Game(players, 0)
        game.apply_all(events[:upto])
        table = partout_table_of(game, tr=DE)
        nxt = first[upto]
        if not (isinstance(nxt, Play) and isinstance(nxt.card, Emblem)):
            continue
        color = nxt.card.color
        lying = next(
            (
                tc.card
                for tc in table.trick
                if isinstance(tc.card, Emblem) and tc.card.color is color
            ),
            None,
        )
        if lying is not None:
            break
    assert lying is not None and isinstance(nxt, Play)
    state = seeded(app_server.database_url, players, list(events[:upto]))
    ui = Ui.speaking(browser, f"{app_server.url}/game/{state.game_id}", "de")
    ui.wait_text(table.turn, timeout=30_000)
    if not ui.button(re.compile(rf"^{re.escape(lying.said(DE))}, ")).count():
        ui.tap(color_title(lying.color, DE))
    shown = [
        p.card.said(DE)
        for p in table.pad
        if isinstance(p.card, Emblem) and p.card.color is lying.color and not p.played
    ]
    before = boxes(ui, shown)
    painted = pixels(ui, around(before))

    ui.tap(re.compile(rf"^{re.escape(lying.said(DE))}, "))
    assert table.to_act is not None
    with pytest.raises(RuleError) as refused:
        game.apply(Play(table.to_act, lying))
    refusal = translate_message(refused.value, "de")
    ui.wait_text(refusal)
    assert boxes(ui, shown) == before, "a message moved the pad"
    assert pixels(ui, around(before)) == painted, "a message moved what the pad shows"
    ui.shot(shots / "partout-6p-refused-de.png")

    ui.tap(re.compile(rf"^{re.escape(nxt.card.said(DE))}(, .*)?$"))
    game.apply(nxt)
    ui.wait_text(partout_table_of(game, tr=DE).turn)
    assert not ui.has_text(refusal)
    left = [name for name in shown if name != nxt.card.said(DE)]
    assert boxes(ui, left) == {name: before[name] for name in left}, "a played card moved others"


def luminance(rgb: tuple[int, int, int]) -> float:
    """WCAG's relative luminance of a color."""

    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def test_the_yellow_tabs_words_are_legible(browser: Browser, app_server: Server) -> None:
    """The darkest and the lightest pixel of an unselected yellow tab (its words on its
    ground) differ by at least WCAG's 4.5 : 1; yellow words on white were 1.6 : 1."""
    record = record_of(6)
    game, count = moment(record, Phase.PLAY)
    state = seeded_game(app_server.database_url, record, count)
    table = table_of(game, tr=DE)
    ui = Ui.speaking(browser, f"{app_server.url}/game/{state.game_id}", "de")
    ui.wait_text(table.turn, timeout=30_000)
    assert table.trick[0].card.color.value != "yellow"  # the yellow tab is not the one shown
    box = ui.button("Gelb").bounding_box()
    assert box is not None
    ui.page.wait_for_timeout(400)
    shot = ui.page.screenshot(
        clip={"x": box["x"] + 3, "y": box["y"] + 3, "width": box["width"] - 6, "height": 40}
    )
    colors = Image.open(io.BytesIO(shot)).convert("RGB").getcolors(maxcolors=1 << 20)
    assert colors is not None
    lum = sorted(luminance(rgb) for _, rgb in colors)
    ratio = (lum[-1] + 0.05) / (lum[0] + 0.05)
    assert ratio >= 4.5, f"the yellow tab's words stand out {ratio:.1f} : 1"
