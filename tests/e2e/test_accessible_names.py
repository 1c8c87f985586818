"""The accessibility tree of a six-player table on a phone, in English, German and French:
one scheme of names (docs/architecture.md, "Accessible names") and every title a heading.

Cards are named as the pad names them (``Blue 7``), colors by their title (``Blue``), a
player by their name; states follow after commas. The names the browser reads are checked
against the view model, which builds them, and against the scheme itself.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from e2e_games import record_of, seeded_game
from e2e_harness import PHONE, Server, Ui, free_port
from playwright.sync_api import Browser, Locator, expect

from assistant.files.record import Record
from assistant.languages import Translator, translator
from assistant.service import Listig
from engine.mit_list_und_tuecke import COLORS, Game, Phase
from views.mit_list_und_tuecke.model import DEALER, CardState, Table, named, seat_states, table_of
from views.picture import ROUND_OF, TRICK_OF

pytestmark = pytest.mark.e2e

LANGUAGE_BUTTONS = {"en": "English", "de": "Deutsch", "fr": "Français"}


def first_moment(record: Record, wanted: Callable[[Table], bool]) -> tuple[Game, int]:
    """The game of round 1 after as many events as it takes to reach a ``wanted`` table."""
    game = Game(record.players, record.first_dealer)
    game.start_round()
    for count, model in enumerate(record.rounds[0]):
        if wanted(table_of(game)):
            return game, count
        game.apply(model.to_event())
    raise AssertionError("no such moment in round 1")


MOMENTS: dict[str, Callable[[Table], bool]] = {
    "play": lambda t: t.phase is Phase.PLAY and t.last_trick is not None and len(t.trick) >= 3,
    "take": lambda t: t.phase is Phase.TAKE and t.last_trick is not None,
    "keep": lambda t: t.phase is Phase.KEEP,
}


@pytest.fixture(scope="module")
def six(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Server, dict[str, Game]]]:
    """A server with a six-player game at each moment (and a finished four-player one)."""
    folder = tmp_path_factory.mktemp("names")
    server = Server(free_port(), f"sqlite:///{folder / 'names.db'}", folder / "server.log")
    record = record_of(6)
    games: dict[str, Game] = {}
    ids: dict[str, int] = {}
    for moment, wanted in MOMENTS.items():
        games[moment], events = first_moment(record, wanted)
        ids[moment] = seeded_game(server.database_url, record, events).game_id
    server.start()
    try:
        yield server, {f"{m}:{ids[m]}": g for m, g in games.items()}
    finally:
        server.stop()


def one(locator: Locator, why: str) -> None:
    """Exactly one element matches, within 30 s (``count()`` waits without end: a page
    whose renderer hangs in the role query would stop the whole run)."""
    try:
        expect(locator).to_have_count(1, timeout=30_000)
    except AssertionError:
        raise AssertionError(why) from None


def labels(ui: Ui) -> list[str]:
    """The name of every text, button and heading in the browser's accessibility tree (as a
    screen reader gets it: Chromium's own tree, through the DevTools protocol)."""
    cdp = ui.page.context.new_cdp_session(ui.page)
    try:
        tree = cdp.send("Accessibility.getFullAXTree")
    finally:
        cdp.detach()
    return [
        str(node["name"]["value"])
        for node in tree["nodes"]
        if not node.get("ignored")
        and node.get("role", {}).get("value") in ("StaticText", "button", "heading")
        and node.get("name", {}).get("value")
    ]


def speak(browser: Browser, server: Server, lang: str) -> Ui:
    """A phone page whose language is ``lang`` (chosen in the settings, as a user would)."""
    ui = Ui.open(browser, f"{server.url}/settings", PHONE)
    if lang != "en":
        ui.button(LANGUAGE_BUTTONS[lang]).click(timeout=30_000)
        ui.wait_text(translator(lang)._("Settings"))
    return ui


def lower_colors(tr: Translator, names: list[str]) -> list[str]:
    """Names in which a color is written in lower case (the pad writes ``Blue``)."""
    words = [tr.color_name(c) for c in COLORS if tr.color_name(c) != tr.color_title(c)]
    return [n for n in names if any(re.search(rf"\b{re.escape(w)}\b", n) for w in words)]


def check_table(ui: Ui, game: Game, tr: Translator) -> None:
    table = table_of(game, tr=tr)
    ui.wait_text(table.turn, timeout=30_000)
    ui.page.wait_for_timeout(300)
    trick = tr.format("Trick {trick} of {tricks}", trick=table.trick_no, tricks=table.tricks)
    heading = ui.page.get_by_role("heading", name=trick, exact=True)
    one(heading, f"the title {trick!r} is not a heading")
    one(ui.page.get_by_role("heading", name=table.turn, exact=True), "the turn is not a heading")
    names = labels(ui)
    assert not lower_colors(tr, names), lower_colors(tr, names)

    # The trick: each card by its color and number, its player, its states after commas.
    for tc in table.trick:
        card = tr.card_label(tc.card)
        spoken = tc.take_spoken if table.take is not None else tc.spoken
        assert spoken in names, (spoken, names)
        assert tc.player in spoken and card in spoken
        if table.take is not None:
            assert spoken.startswith(tr.format("Take {card}", card=card) + ", ")
            ui.button(spoken).wait_for()  # a take tile is a button that names its player
    # The trump, once.
    if table.trump is not None:
        assert tr.format("Trump: {color}", color=tr.color_title(table.trump)) in names
    # The color tabs and the pad: the same words.
    for row in table.pad:
        assert row.name == tr.color_title(row.color)
        ui.button(row.name).wait_for()
    if table.take is None and table.keep is None:  # the pad shows the led color
        led = next(r for r in table.pad if r.color is table.trick[0].card.color)
        for pad in led.cards:
            if pad.state is not CardState.GONE:
                assert pad.spoken.startswith(tr.card_label(pad.card)), pad.spoken
                ui.button(pad.spoken).wait_for()
        assert any(p.state is CardState.IN_TRICK for p in led.cards)
    # The keep choices: "Keep Blue".
    if table.keep is not None:
        for color in table.keep.colors:
            ui.button(tr.format("Keep {color}", color=tr.color_title(color))).wait_for()
    # The seats: the player's name, then the states, then the stacks; never "Dan (deals)".
    for seat in table.seats:
        assert seat.summary in names, (seat.summary, names)
        states = seat_states(tr, seat.dealer, seat.due)
        assert (tr._(DEALER) in states) == seat.dealer
        before_stacks = tr.format("{player}: {stacks}", player=named(seat.name, *states), stacks="")
        assert seat.summary.startswith(before_stacks), seat.summary
    dealer = next(s for s in table.seats if s.dealer)
    assert not [n for n in names if n.startswith(f"{dealer.name} (")]

    # The last trick's cards, in its dialog: color and number, player, states.
    last = table.last_trick
    assert last is not None
    ui.tap(tr._("Last trick"))
    title = tr.format("Trick {trick}", trick=last.number)
    ui.page.get_by_role("heading", name=title, exact=True).wait_for()
    names = labels(ui)
    for tc in last.cards:
        assert tc.spoken in names, (tc.spoken, names)
        assert tc.spoken.startswith(tr.card_label(tc.card) + ", ")
    assert last.cards[0].spoken.split(", ")[2] == tr._("led")
    ui.tap(tr._("Close"))
    # gone (Flet's client takes a while to close a dialog; a screenshot must not show it)
    ui.page.get_by_role("heading", name=title, exact=True).wait_for(state="hidden")


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_a_six_player_table_names_things_one_way(
    browser: Browser, six: tuple[Server, dict[str, Game]], shots: Path, lang: str
) -> None:
    server, games = six
    tr = translator(lang)
    ui = speak(browser, server, lang)
    for key, game in games.items():
        moment, game_id = key.split(":")
        ui.goto(f"{server.url}/game/{game_id}")
        check_table(ui, game, tr)
        if moment == "keep":
            ui.shot(shots / f"names-6p-keep-{lang}.png")
            ui.page.mouse.move(180, 600)
            ui.page.mouse.wheel(0, 800)  # down to the stacks: the dealer said apart
            ui.shot(shots / f"names-6p-stacks-{lang}.png")
    ui.page.close()


def test_every_screen_title_is_a_heading(
    browser: Browser, six: tuple[Server, dict[str, Game]]
) -> None:
    server, games = six
    tr = translator("en")
    finished = seeded_game(server.database_url, record_of(4))
    with Listig(server.database_url) as service:
        night = service.night_summaries()[0].id
        player = service.players()[0]
    game_id = int(next(iter(games)).split(":")[1])
    game = next(iter(games.values()))
    table = table_of(game)
    board = "Mit List und Tücke · "  # the board names its game
    board += tr.format(ROUND_OF, round=table.round_no, rounds=table.rounds)
    board += " · " + tr.format(TRICK_OF, trick=table.trick_no, tricks=table.tricks)
    titles = {
        "/": "listig",
        "/new": "New game",
        "/players": "Players",
        "/rules": "Rules",
        "/settings": "Settings",
        "/history": "History",
        "/standings": "All-time standings",
        f"/night/{night}": "Game night",
        f"/played/{finished.game_id}": f"Game {finished.game_id}",
        f"/played/{finished.game_id}/replay": f"Replay of game {finished.game_id}",
        "/quick/new": "Quick game",
        f"/player/{player.id}": player.name,
        f"/game/{game_id}": f"Trick {table.trick_no} of {table.tricks}",
        f"/board/{game_id}": board,
    }
    ui = Ui.open(browser, server.url, PHONE)
    for route, title in titles.items():
        ui.goto(server.url + route)
        heading = ui.page.get_by_role("heading", name=title, exact=True)
        heading.first.wait_for(timeout=30_000)
        one(heading, route)
    ui.page.close()
