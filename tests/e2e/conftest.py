"""Fixtures of the end-to-end tests: the real app on localhost and headless Chromium."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from e2e_harness import ROOT, Server, Ui, free_port, launch

CHROMIUM = Path("/usr/bin/chromium")
SHOTS = ROOT / "docs" / "screenshots"


RERUNS = 1
"""How often a failed browser test runs again. Measured over five whole runs on this 2-core
machine (Flet's web client, the server and Chromium sharing it): each run lost about one tap or
frame, each time in another test (a chip tapped before the screen listened, a dealer chosen on
a row that had just moved, a page that drew no frame for 30 s), and each of those tests passed
when run again. A test that fails twice fails the run; the summary counts the reruns."""


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Let each browser test run once more after a failure; skip them without Chromium,
    unless the check demands them."""
    skip = None
    if not (CHROMIUM.exists() or os.environ.get("LISTIG_REQUIRE_CHROMIUM")):
        skip = pytest.mark.skip(reason="Debian's chromium is not installed (/usr/bin/chromium)")
    for item in items:
        if "e2e" in item.keywords:
            item.add_marker(skip or pytest.mark.flaky(reruns=RERUNS, reruns_delay=1))


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    """A browser test that failed says in its report what each of its pages offered at that
    moment (every named control and text, with where it was drawn): a failure in a run
    elsewhere can be read from the log alone."""
    outcome = yield
    report = outcome.get_result()  # type: ignore[attr-defined]
    browser = getattr(item, "funcargs", {}).get("browser")
    if call.when != "call" or not report.failed or browser is None:
        return
    for number, page in enumerate(
        (page for context in browser.contexts for page in context.pages), start=1
    ):
        shot = Path(tempfile.gettempdir()) / f"listig-e2e-failed-page-{number}.png"
        try:
            page.screenshot(path=str(shot))
            offered = f"(its screenshot: {shot})\n{Ui(page).offered()}"
        except Exception as error:  # a page closed or never drawn
            offered = f"(not read: {error})"
        report.sections.append((f"page {number} at the failure: {page.url}", offered))


@pytest.fixture(autouse=True)
def closes_its_pages(request: pytest.FixtureRequest) -> Iterator[None]:
    """A browser test closes the pages it opened. A page left open when its server stops
    keeps trying to reconnect: five such pages took 19 s of CPU in 10 s here, the tests
    after them running on what was left of the two cores."""
    if "browser" not in request.fixturenames:
        yield
        return
    browser = request.getfixturevalue("browser")
    before = set(browser.contexts)
    yield
    for context in browser.contexts:
        if context not in before:
            context.close()


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    """One headless Chromium for the whole run."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        chromium = launch(p)
        yield chromium
        chromium.close()


@pytest.fixture(scope="session")
def app_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """``listig serve`` on a free port with a fresh SQLite database."""
    folder = tmp_path_factory.mktemp("e2e")
    server = Server(free_port(), f"sqlite:///{folder / 'e2e.db'}", folder / "server.log")
    server.start()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def shots(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where screenshots go: ``docs/screenshots`` with ``LISTIG_SCREENSHOTS=1``, else a temp dir.

    Regenerate the documented ones with ``LISTIG_SCREENSHOTS=1 .venv/bin/pytest tests/e2e``;
    an ordinary test run leaves the repository's files alone.
    """
    if os.environ.get("LISTIG_SCREENSHOTS") == "1":
        SHOTS.mkdir(parents=True, exist_ok=True)
        return SHOTS
    return tmp_path_factory.mktemp("screenshots")
