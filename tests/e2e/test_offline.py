"""The page loads nothing from any host but the listig server (a club may have no internet),
and draws its text in the bundled font."""

from __future__ import annotations

from urllib.parse import urlsplit

import pytest
from e2e_games import sample, seeded_game
from e2e_harness import PHONE, Server, Ui
from playwright.sync_api import Browser, Route

pytestmark = pytest.mark.e2e


def test_no_request_leaves_the_listig_server(browser: Browser, app_server: Server) -> None:
    ours = urlsplit(app_server.url).netloc
    outside: list[str] = []
    local: list[str] = []

    def only_ours(route: Route) -> None:
        url = route.request.url
        if url.startswith(("data:", "blob:")) or urlsplit(url).netloc == ours:
            local.append(url)
            route.continue_()
        else:
            outside.append(url)
            route.abort()

    state = seeded_game(app_server.database_url, sample(), 3)
    context = browser.new_context(viewport=PHONE)  # type: ignore[arg-type]
    context.route("**/*", only_ours)
    ui = Ui(context.new_page())
    ui.goto(app_server.url)
    ui.button("New game").wait_for(timeout=30_000)
    ui.goto(f"{app_server.url}/rules")
    ui.page.wait_for_timeout(1500)
    ui.goto(f"{app_server.url}/game/{state.game_id}")
    ui.button("Undo").wait_for(timeout=30_000)
    ui.page.wait_for_timeout(1500)
    context.close()
    assert outside == []
    assert any(url.endswith("/fonts/DejaVuSans.ttf") for url in local)
    # The client asked for the Rive runtime (from cdn.jsdelivr.net unpatched) and got ours.
    assert any(url.endswith("/rive_native_stub.js") for url in local)
