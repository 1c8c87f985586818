"""A button keeps its name while the pointer rests on it: its tooltip is not read as a
second name (History's back button was heard as "Back Back")."""

from __future__ import annotations

import pytest
from e2e_harness import PHONE, Server, Ui
from playwright.sync_api import Browser, Page

pytestmark = pytest.mark.e2e


def button_names(page: Page) -> list[str]:
    """The names Chromium gives the buttons (its accessibility tree, as a screen reader
    gets it)."""
    cdp = page.context.new_cdp_session(page)
    tree = cdp.send("Accessibility.getFullAXTree")
    return [
        str(node.get("name", {}).get("value"))
        for node in tree["nodes"]
        if node.get("role", {}).get("value") == "button"
    ]


def test_the_back_button_is_named_once_under_the_pointer(
    browser: Browser, app_server: Server
) -> None:
    ui = Ui.open(browser, f"{app_server.url}/history", PHONE)
    back = ui.button("Back")
    back.wait_for(timeout=30_000)
    box = back.bounding_box()
    assert box is not None
    ui.page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    ui.page.wait_for_timeout(1500)  # the tooltip shows after a rest
    names = button_names(ui.page)
    assert "Back" in names and "Back Back" not in names, names
    ui.page.close()
