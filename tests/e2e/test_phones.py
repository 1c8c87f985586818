"""Phones around the table, in headless Chromium against ``listig serve --lan``.

Host, scorer, viewer and stranger each in their own browser context (their own
cookies), all on 127.0.0.1: the host opens the Join page, two phones ask with the
table code, the host lets one in as scorer and one as viewer; the viewer's board
follows the scorer's taps; the stranger sees only the join form; the host removes
the scorer, who is cut off.
"""

from __future__ import annotations

import http.client
import re
import urllib.parse
from collections.abc import Iterator
from pathlib import Path

import pytest
from e2e_games import expected_heading, sample, sample_events, seeded_game, tap_card
from e2e_harness import PHONE, Server, Ui, free_port
from playwright.sync_api import Browser, Page

from engine.mit_list_und_tuecke import Game, Play

pytestmark = pytest.mark.e2e


@pytest.fixture(scope="module")
def table_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """``listig serve --lan`` with a fresh database."""
    folder = tmp_path_factory.mktemp("phones")
    server = Server(free_port(), f"sqlite:///{folder / 'p.db'}", folder / "server.log", lan=True)
    server.start()
    yield server
    server.stop()


def phone(browser: Browser) -> Page:
    """A new phone: its own browser context, no cookies."""
    context = browser.new_context(viewport=PHONE)  # type: ignore[arg-type]
    return context.new_page()


def ask_to_join(page: Page, server: Server, code: str, name: str) -> None:
    """Scan the QR code (its address), type a name, ask."""
    page.goto(f"{server.url}/join?code={code}")
    page.get_by_label("Name of this device, as the host will see it").fill(name)
    page.get_by_role("button", name="Ask to join").click()
    page.get_by_text("Waiting for the host to let you in…").wait_for()


def flutter(page: Page) -> Ui:
    """The Flet app the page moved on to, with its accessibility tree on."""
    ui = Ui(page)
    ui.as_host = False
    ui.enable_semantics()
    return ui


def test_join_approve_board_and_revoke(browser: Browser, table_server: Server, shots: Path) -> None:
    record = sample()
    state = seeded_game(table_server.database_url, record, 0)
    host = Ui.open(browser, f"{table_server.url}/phones", PHONE)
    host.wait_text("Devices at the table", timeout=30_000)
    code = re.search(r"table code ([A-Z0-9]{6})", table_server.log_path.read_text())
    assert code is not None
    host.wait_text(code.group(1))

    # a stranger sees the join form and nothing of the table
    stranger = phone(browser)
    stranger.goto(f"{table_server.url}/game/{state.game_id}")
    assert stranger.url.endswith("/join")
    text = stranger.inner_text("body")
    assert "Join the table" in text
    assert not any(name in text for name in record.players)

    cleo = phone(browser)
    ask_to_join(cleo, table_server, code.group(1), "Cleo's phone")
    host.page.get_by_label("Cleo's phone wants to join").wait_for()
    host.shot(shots / "phone-join.png")
    host.tap("Scorer")
    cleo.wait_for_url(re.compile(r"/$"), timeout=15_000)
    scorer = flutter(cleo)
    scorer.wait_text("Continue the game", timeout=30_000)
    assert not scorer.has_text("Players")  # the host's alone

    tv = phone(browser)
    ask_to_join(tv, table_server, code.group(1), "The TV")
    host.page.get_by_label("The TV wants to join").wait_for()
    host.tap("Viewer")
    viewer = flutter(tv)
    game = Game(record.players, record.first_dealer)
    game.start_round()
    viewer.wait_text(expected_heading(game), timeout=30_000)  # the board, by itself

    # the scorer plays; the board follows
    scorer.goto(f"{table_server.url}/game/{state.game_id}")
    scorer.wait_text(expected_heading(game), timeout=30_000)
    for event in sample_events(record, 1)[:4]:
        assert isinstance(event, Play)
        tap_card(scorer, event.card)
        game.apply(event)
        scorer.wait_text(expected_heading(game))
        viewer.wait_text(expected_heading(game))
    viewer.shot(shots / "phone-board.png")

    # the host sees both devices and removes the scorer: cut off at once
    host.wait_text("Cleo's phone")
    host.tap("Remove Cleo's phone")
    host.wait_text("Cleo's phone was removed.")
    log = table_server.log_path
    cleo.wait_for_function("true")  # give the server a moment, without sleeping blindly
    for _ in range(50):
        if "of Cleo's phone: the host removed the device" in log.read_text():
            break
        cleo.wait_for_timeout(100)
    assert "of Cleo's phone: the host removed the device" in log.read_text()
    cleo.wait_for_url(re.compile(r"/join"), timeout=15_000)  # by itself, as it is refused
    assert "Join the table" in cleo.inner_text("body")
    viewer.wait_text(expected_heading(game))  # the viewer stays
    for page in (stranger, cleo, tv):
        page.context.close()
    host.page.close()


def table_code(server: Server) -> str:
    """The table code ``listig serve --lan`` printed."""
    code = re.search(r"table code ([A-Z0-9]{6})", server.log_path.read_text())
    assert code is not None
    return code.group(1)


def ask_raw(server: Server, code: str, name: str) -> None:
    """A phone asks to join the quick way: the form's POST, as its browser sends it."""
    body = urllib.parse.urlencode({"code": code, "name": name})
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
    connection.request(
        "POST",
        "/join",
        body=body,
        headers={"Content-Type": "application/x-www-form-urlencoded"},
    )
    assert connection.getresponse().status == 303
    connection.close()


def test_a_host_tap_lands_while_another_phone_asks(
    browser: Browser, table_server: Server, shots: Path
) -> None:
    """The finger goes down on Ana's Scorer button, Ben's request redraws the list, the
    finger comes up (within a tap's half second): Ana is let in — the card under the
    finger was not built anew, which used to swallow the tap."""
    host = Ui.open(browser, f"{table_server.url}/phones", PHONE)
    code = table_code(table_server)
    host.wait_text(code, timeout=30_000)
    ana = phone(browser)
    ask_to_join(ana, table_server, code, "Ana's phone")
    host.page.get_by_label("Ana's phone wants to join").wait_for()
    box = host.button("Scorer").bounding_box()
    assert box is not None
    # a second tab of the host as a phone has it: no accessibility tree, only pointers
    finger = phone(browser)
    finger.context.add_cookies(
        [
            {
                "name": f"listig-{table_server.port}",
                "value": table_server.host_key,
                "url": table_server.url,
                "httpOnly": True,
                "sameSite": "Strict",
            }
        ]
    )
    finger.goto(f"{table_server.url}/phones")
    finger.locator("flt-semantics-placeholder").wait_for(state="attached", timeout=30_000)
    finger.wait_for_timeout(1500)  # the Join page painted
    finger.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    finger.mouse.down()
    ask_raw(table_server, code, "Ben's phone")
    host.page.get_by_label("Ben's phone wants to join").wait_for(timeout=400)
    finger.wait_for_timeout(50)
    finger.mouse.up()
    ana.wait_for_url(re.compile(r"/$"), timeout=15_000)
    host.wait_text("Ana's phone")
    assert host.page.get_by_label("Ben's phone wants to join").count() == 1

    # away from the Join page, the host still sees that Ben waits: one tap back to it
    host.goto(f"{table_server.url}/history")
    host.wait_text("History", timeout=30_000)
    host.button("Open Join").wait_for(timeout=15_000)
    assert host.shown("Ben's phone wants to join").count() > 0
    host.shot(shots / "phone-join-waiting.png")
    host.tap("Open Join")
    host.page.get_by_label("Ben's phone wants to join").wait_for()
    host.tap("Viewer")
    host.wait_text("Ben's phone")
    ana.context.close()
    finger.context.close()
    host.page.close()


def test_a_server_phones_cannot_reach_says_how_to_let_them_in(
    browser: Browser, app_server: Server, shots: Path
) -> None:
    """Started without --lan it listens on 127.0.0.1 only: no QR code no phone could
    open, but how to start it for the phones, in the host's language."""
    host = Ui.open(browser, f"{app_server.url}/phones", PHONE)
    host.wait_text("Devices at the table", timeout=30_000)
    assert host.page.get_by_text("Phones cannot reach this listig", exact=False).count() == 1
    assert host.page.get_by_text("scripts/start --lan", exact=False).count() == 1
    assert host.page.get_by_role("img").count() == 0
    host.shot(shots / "phone-join-not-on-the-network.png")
    host.page.close()
