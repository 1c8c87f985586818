"""Drive the real app in headless Chromium: start the server, open pages, tap by name.

Shared by the end-to-end tests and ``bench/ui.py``.
"""

from __future__ import annotations

import json
import os
import secrets
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from re import Pattern
from urllib.parse import urlparse

from playwright.sync_api import Browser, Page, Playwright
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from assistant.languages import translator

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
PHONE = {"width": 360, "height": 800}
LAPTOP = {"width": 1280, "height": 800}
FLET_LOADING = "Working..."
"""What Flet's web client shows while it connects, or connects again (in English only)."""

HOST_KEYS: dict[int, str] = {}
"""The host secret of each server started here, by port: ``Ui`` opens pages as the host."""


def free_port() -> int:
    """A TCP port nobody listens on right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


@dataclass
class Server:
    """The app as a subprocess: ``listig serve`` on a port, with its own database."""

    port: int
    database_url: str
    log_path: Path
    process: subprocess.Popen[bytes] | None = None
    lan: bool = False
    host_key: str = ""

    @property
    def url(self) -> str:
        """The address to open."""
        return f"http://127.0.0.1:{self.port}"

    @property
    def host_url(self) -> str:
        """The host's address, with the host secret in it (as ``listig serve`` prints it)."""
        return f"{self.url}/?key={self.host_key}"

    def start(self, timeout: float = 30.0) -> None:
        """Start the server and wait until it answers."""
        self.host_key = self.host_key or secrets.token_urlsafe(24)
        HOST_KEYS[self.port] = self.host_key
        env = dict(
            os.environ, LISTIG_DATABASE_URL=self.database_url, LISTIG_HOST_SECRET=self.host_key
        )
        listig = Path(sys.executable).with_name("listig")
        command = [str(listig)] if listig.exists() else [sys.executable, "-m", "listig"]
        log = self.log_path.open("ab")
        self.process = subprocess.Popen(
            [*command, "serve", "--port", str(self.port), *(["--lan"] if self.lan else [])],
            cwd=ROOT,
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"the server exited: see {self.log_path}")
            try:
                with urllib.request.urlopen(self.url, timeout=1):
                    return
            except OSError:
                time.sleep(0.1)
        raise RuntimeError(f"the server did not answer within {timeout} s")

    def kill(self) -> None:
        """Kill the server at once (SIGKILL): a crash, not a shutdown."""
        if self.process is not None and self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait(timeout=10)
        self.process = None

    def stop(self) -> None:
        """Stop the server politely, or kill it."""
        if self.process is None or self.process.poll() is not None:
            self.process = None
            return
        os.killpg(self.process.pid, signal.SIGTERM)
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.kill()
        self.process = None


@contextmanager
def running(server: Server) -> Iterator[Server]:
    """Start ``server`` for the ``with`` block."""
    server.start()
    try:
        yield server
    finally:
        server.stop()


WIFI_NAME = "listig.test"
"""A name for this machine that is not ``localhost``: with ``launch(p, wifi=True)`` the
browser finds it at 127.0.0.1, and a server told of it (``LISTIG_SERVER_NAMES``) answers
to it. A page opened by it is plain http and not a secure context, as a phone's on the
Wi-Fi is (``http://192.168.…``), where a page on 127.0.0.1 counts as secure."""


def launch(p: Playwright, wifi: bool = False) -> Browser:
    """Debian's headless Chromium (never a downloaded one); with ``wifi``, one that finds
    ``WIFI_NAME`` at 127.0.0.1."""
    rules = [f"--host-resolver-rules=MAP {WIFI_NAME} 127.0.0.1"] if wifi else []
    return p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS + rules)


PAD_READ = """(name) => {
    const pad = [...document.querySelectorAll('flt-semantics[role="group"]')]
        .find((e) => e.getAttribute('aria-label') === name);
    if (!pad) return null;
    return [...pad.querySelectorAll('flt-semantics[role="button"]')].map((b) => {
        const r = b.getBoundingClientRect();
        return [b.getAttribute('aria-label') || b.textContent || '', r.x, r.y, r.width, r.height];
    });
}"""
"""Each button of the card pad (the group the table layout names) with where it is drawn."""

Box = tuple[float, float, float, float]


class PadWatch:
    """Reads where each control of a table's card pad is drawn before every tap, and says
    which moved since the tap before: nothing on the pad may move under the finger (a
    played card's place goes empty; a control that goes away is not a move)."""

    STILL = 2.0
    """How far (px) a control may shift from one tap to the next."""

    def __init__(self, page: Page, name: str) -> None:
        self.page = page
        self.name = name
        self.before: dict[str, Box] | None = None
        self.taps = 0
        self.reads = 0
        self.moves: list[str] = []
        self.largest = 0.0
        self.last_tap = ""

    def read(self) -> dict[str, Box] | None:
        """The pad's controls by name (the part before a state, ", …"), or None: no pad."""
        found = self.page.evaluate(PAD_READ, self.name)
        if found is None:
            return None
        places: dict[str, Box] = {}
        for label, x, y, width, height in found:
            name = str(label).split(", ")[0].split("\n")[0]
            key, n = name, 1
            while key in places:  # the same card twice (Gaigel's doubled pack)
                n += 1
                key = f"{name} #{n}"
            places[key] = (x, y, width, height)
        return places

    def check(self, tapping: str) -> bool:
        """Before the tap on ``tapping``: compare the pad with its places before the last tap;
        whether the table (its pad) shows."""
        self.taps += 1
        previous, self.last_tap = self.last_tap, tapping
        now = self.read()
        if now is None:  # an ending: the next pad starts afresh
            self.before = None
            return False
        self.reads += 1
        if self.before is not None and self.moved(self.before, now):
            # The accessibility tree can lag a frame behind the paint: read once more.
            self.page.wait_for_timeout(300)
            now = self.read() or now
        if self.before is not None:
            for key, (x, y, _, _) in now.items():
                if key not in self.before:
                    continue
                bx, by, _, _ = self.before[key]
                moved = max(abs(x - bx), abs(y - by))
                self.largest = max(self.largest, moved)
                if moved > self.STILL:
                    if not self.moves:
                        self.page.screenshot(
                            path=f"{tempfile.gettempdir()}/listig-e2e-pad-moved.png"
                        )
                    self.moves.append(
                        f"after tap {self.taps - 1} ({previous}): {key} moved "
                        f"from ({bx:.0f}, {by:.0f}) to ({x:.0f}, {y:.0f})"
                    )
        self.before = now
        return True

    def moved(self, before: dict[str, Box], now: dict[str, Box]) -> bool:
        """Whether a control in both moved by more than ``STILL`` px."""
        return any(
            max(abs(x - before[k][0]), abs(y - before[k][1])) > self.STILL
            for k, (x, y, _, _) in now.items()
            if k in before
        )

    def assert_still(self) -> None:
        """No control of the pad moved by more than ``STILL`` px between two taps."""
        assert self.reads > 10, f"the pad was read {self.reads} times only"
        assert not self.moves, f"{len(self.moves)} moves, the first: " + "; ".join(self.moves[:5])


DRAWN_HOOK = """(() => {
  // When Flutter last began a frame, and when its renderer drew frames (the latest last).
  // On a page that is cross-origin isolated (127.0.0.1) the pixels are drawn on a worker,
  // which tells the page when a frame is done, after the page's own frame and its
  // accessibility tree.
  if (window.__listigDrawn !== undefined) return;
  window.__listigDrawn = []; window.__listigFrame = 0;
  const Worker = window.Worker;
  window.Worker = function (url, options) {
    const worker = new Worker(url, options);
    worker.addEventListener('message', () => {
      const drawn = window.__listigDrawn;
      drawn.push(performance.now());
      if (drawn.length > 400) drawn.splice(0, 200);
    });
    return worker;
  };
  window.Worker.prototype = Worker.prototype;
  const frame = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) => frame((time) => {
    window.__listigFrame = performance.now();
    return callback(time);
  });
})()"""
"""Added to every page a ``Ui`` drives, before it loads: for ``Ui.drawn`` (and the bench's
parts of a tap)."""

DRAWN = """() => {
  const drawn = window.__listigDrawn;
  if (drawn === undefined) return true;
  const last = drawn.length ? drawn[drawn.length - 1] : 0;
  return last >= window.__listigFrame && performance.now() - last > 250;
}"""
"""The renderer drew the last frame Flutter began, a quarter of a second ago or more (or the
page has no ``DRAWN_HOOK``)."""


class Ui:
    """One browser page on the app, driven through the accessibility tree."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.pad_watch: PadWatch | None = None
        page.add_init_script(DRAWN_HOOK)

    def watch_pad(self, lang: str = "en") -> PadWatch:
        """From now on, before every tap at the table: the pad's controls are where they were
        before the last tap, and the control tapped is inside the screen (no scroll)."""
        self.pad_watch = PadWatch(self.page, translator(lang)._("Card pad"))
        return self.pad_watch

    @classmethod
    def open(
        cls, browser: Browser, url: str, viewport: dict[str, int] = LAPTOP, as_host: bool = True
    ) -> Ui:
        """Open ``url`` (as the host, unless told not to) and switch on the accessibility tree."""
        page = browser.new_page(viewport=viewport)  # type: ignore[arg-type]
        ui = cls(page)
        ui.as_host = as_host
        ui.goto(url)
        return ui

    as_host = True

    @classmethod
    def speaking(
        cls, browser: Browser, url: str, lang: str, viewport: dict[str, int] = PHONE
    ) -> Ui:
        """Open ``url`` (as the host) in a browser whose preferred language is ``lang``."""
        locale = {"de": "de-DE", "fr": "fr-FR"}.get(lang, "en-GB")
        page = browser.new_page(viewport=viewport, locale=locale)  # type: ignore[arg-type]
        ui = cls(page)
        ui.goto(url)
        return ui

    def goto(self, url: str, semantics: bool = True) -> None:
        """Load ``url`` (as the host of a server started here) and switch its accessibility
        tree on, unless told not to (then it is never built: nothing here can read it)."""
        address = urlparse(url)
        key = HOST_KEYS.get(address.port or 80)
        if self.as_host and key is not None and address.hostname in ("127.0.0.1", WIFI_NAME):
            self.page.context.add_cookies(
                [
                    {
                        "name": f"listig-{address.port}",
                        "value": key,
                        "url": f"http://{address.hostname}:{address.port}",
                        "httpOnly": True,
                        "sameSite": "Strict",
                    }
                ]
            )
        self.page.goto(url)
        if semantics:
            self.enable_semantics()

    def enable_semantics(self) -> None:
        """Flutter builds the accessibility tree once its placeholder is clicked."""
        placeholder = self.page.locator("flt-semantics-placeholder")
        placeholder.wait_for(state="attached", timeout=30_000)
        placeholder.dispatch_event("click")

    def button(self, name: str | Pattern[str]):  # type: ignore[no-untyped-def]
        """The button with exactly this accessible name (or a name the pattern matches)."""
        return self.page.get_by_role("button", name=name, exact=True)

    def tap(self, name: str | Pattern[str], timeout: float = 10_000, hold: float = 0) -> None:
        """Tap the button named ``name``, the finger resting ``hold`` ms (a screenshot in the
        temp folder if it cannot)."""
        if self.pad_watch is not None and self.pad_watch.check(str(getattr(name, "pattern", name))):
            self.must_be_in_sight(name, timeout)
        try:
            self.button(name).click(timeout=timeout, delay=hold)
        except Exception:
            self.page.screenshot(path=f"{tempfile.gettempdir()}/listig-e2e-failed-tap.png")
            raise

    def must_be_in_sight(self, name: str | Pattern[str], timeout: float = 10_000) -> None:
        """The control named ``name`` lies inside the screen: it is tapped without a scroll."""
        button = self.button(name).first
        box = None
        for _ in range(20):  # a redraw replaces the node a moment
            button.wait_for(timeout=timeout)
            box = button.bounding_box()
            if box is not None:
                break
            self.page.wait_for_timeout(100)
        size = self.page.viewport_size
        assert box is not None and size is not None, name
        inside = box["y"] >= 0 and box["y"] + box["height"] <= size["height"] + 0.5
        assert inside, f"{name} needs a scroll: drawn at y = {box['y']:.0f} of {size['height']}"

    def tap_until(self, name: str | Pattern[str], shows: str, tries: int = 3) -> None:
        """Tap ``name`` until a button named ``shows``, or the text ``shows``, appears: a tap
        that lands while the screen is laid out anew (a row just moved, the first frame of a
        page) may do nothing, and a player taps again. Only for taps that cannot count twice
        (a choice made again; a card already played is refused)."""
        seen = self.button(shows).or_(self.page.get_by_text(shows, exact=True)).first
        for _ in range(tries - 1):
            self.tap(name)
            try:
                seen.wait_for(timeout=5_000)
                return
            except Exception:
                continue
        self.tap(name)
        seen.wait_for()

    def choose(self, name: str, timeout: float = 10_000) -> None:
        """Tap the chip named ``name`` (a game) and see it said chosen; a tap that reached
        the screen before it listened is lost, as a finger's would be: tap again, as a
        player would (a screenshot in the temp folder if it is never chosen)."""
        chosen = self.button(name).and_(self.page.locator('[aria-current="true"]'))
        for attempt in range(3):
            self.tap(name, timeout=timeout if attempt == 0 else 10_000)
            try:
                chosen.wait_for(timeout=3_000)
                return
            except Exception:
                continue
        self.page.screenshot(path=f"{tempfile.gettempdir()}/listig-e2e-failed-choice.png")
        raise AssertionError(f"{name} was tapped three times and is not said chosen")

    def tick(self, names: Sequence[str], lang: str = "en") -> None:
        """Tick the players named ``names`` in the quick game's list, in seating order, each
        seen ticked before the next, then see the seating the screen says (in ``lang``)."""
        for name in names:
            box = self.page.get_by_role("checkbox", name=name, exact=True)
            box.click()
            box.and_(self.page.locator('[aria-checked="true"]')).wait_for(timeout=5_000)
        seating = translator(lang).format(
            "Seating: {names}; {dealer} deals first.", names=", ".join(names), dealer=names[0]
        )
        self.wait_text(seating)

    def text(self, text: str):  # type: ignore[no-untyped-def]
        """An element showing exactly ``text``."""
        return self.page.get_by_text(text, exact=True).first

    def wait_text(self, text: str, timeout: float = 10_000) -> None:
        """Wait until ``text`` is on screen (a screenshot in the temp folder if it is not)."""
        try:
            self.text(text).wait_for(timeout=timeout)
        except Exception:
            self.page.screenshot(path=f"{tempfile.gettempdir()}/listig-e2e-failed-wait.png")
            raise

    def shown(self, text: str):  # type: ignore[no-untyped-def]
        """Text on screen, as an element's text or inside a group's accessible name (a list
        merges its rows' texts into one name)."""
        quoted = json.dumps(text, ensure_ascii=False)
        return self.page.get_by_text(text).or_(self.page.locator(f"[aria-label*={quoted}]")).first

    def enter(self, label: str, text: str) -> None:
        """Replace what the field labelled ``label`` holds by ``text``, and see it there."""
        field = self.page.get_by_role("textbox", name=label)
        for _ in range(3):
            field.click()
            self.page.wait_for_timeout(100)
            self.page.keyboard.press("Control+A")
            self.page.keyboard.press("Backspace")
            self.page.keyboard.type(text)
            self.page.wait_for_timeout(100)
            if field.input_value() == text:
                return
        raise AssertionError(f"{label} holds {field.input_value()!r}, not {text!r}")

    def add_player(self, name: str, lang: str = "en") -> None:
        """New game: type ``name`` into the new-player field, see it there, tap Add player,
        and see the field emptied, which says the player was seated; then the form back at
        its top (``to_top``). A tap that lands while the form is laid out anew
        (the roster narrows under each letter typed) does nothing, as a finger's would:
        type and tap again."""
        tr = translator(lang)
        label = tr._("New player")
        field = self.page.get_by_role("textbox", name=label)
        for _ in range(3):
            self.enter(label, name)
            self.tap(tr._("Add player"))
            for _ in range(50):
                if field.input_value() == "":
                    self.to_top()
                    return
                self.page.wait_for_timeout(100)
        self.page.screenshot(path=f"{tempfile.gettempdir()}/listig-e2e-failed-add.png")
        raise AssertionError(f"{name} was typed and Add player tapped three times: not seated")

    def to_top(self) -> None:
        """Scroll the screen back to its top with the mouse wheel, as a finger would. When the
        app scrolls a form by itself (a focused field brought into view) the accessibility
        tree can stay where the form was: a tap by name then lands on what is drawn there
        now (measured: the seats 118 px off, three taps on a dealer doing nothing)."""
        size = self.page.viewport_size or PHONE
        self.page.mouse.move(size["width"] / 2, size["height"] / 2)
        self.page.mouse.wheel(0, -3000)
        self.page.wait_for_timeout(300)

    def offered(self) -> str:
        """What the screen offers now, one line each: every named control and text of the
        page's accessibility tree (for a failed test's report)."""
        names: list[str] = self.page.evaluate(
            """() => Array.from(document.querySelectorAll('flt-semantics')).flatMap(e => {
                const own = e.getAttribute('aria-label') || Array.from(e.childNodes)
                    .filter(n => !(n.tagName || '').startsWith('FLT-SEMANTICS'))
                    .map(n => n.textContent).join(' ').trim();
                if (!own) return [];
                const r = e.getBoundingClientRect();
                const role = e.getAttribute('role') || 'text';
                return [`${role} at y ${Math.round(r.top)}: ${own.slice(0, 80)}`];
            })"""
        )
        return "\n".join(names)

    def has_text(self, text: str) -> bool:
        """Whether ``text`` is on screen now."""
        return self.page.get_by_text(text, exact=True).count() > 0

    def type_into(self, label: str, text: str) -> None:
        """Type into the text field labelled ``label`` (click, then keys: fill() is unreliable)."""
        self.page.get_by_role("textbox", name=label).click()
        self.page.wait_for_timeout(150)
        self.page.keyboard.type(text)

    def shot(self, path: Path, connected: bool = True) -> None:
        """A screenshot after the screen has settled; of a connected page (unless told
        otherwise), never of Flet's loading screen (its page stays in the accessibility
        tree beneath it, so a test can have read the page while it was loading again)."""
        self.page.wait_for_timeout(400)
        loading = self.page.get_by_text(FLET_LOADING, exact=True)
        for _ in range(3):
            if connected:
                loading.wait_for(state="hidden", timeout=30_000)
            self.drawn()
            self.page.screenshot(path=str(path))
            if not connected or not loading.count():
                return  # (loading again as it was taken: taken again once connected)

    def drawn(self) -> None:
        """Wait until the pixels of the last frame are drawn: the accessibility tree is
        written with Flutter's frame, and on a worker the frame's pixels come tens of
        milliseconds later (hundreds, on a page just loaded on a busy machine). A page that
        keeps drawing (a spinner) is photographed as it is after five seconds."""
        with suppress(PlaywrightTimeout):
            self.page.wait_for_function(DRAWN, polling=50, timeout=5_000)
