"""Tap-to-screen latency of the table in a real browser, and the time to the first screen.

Starts ``listig serve`` on a free port with a throw-away SQLite database, opens it in
Debian's headless Chromium at laptop width, and plays rounds of the 4-player sample
record by tapping. For every tap it measures, inside the page, the time from the tap to
the moment the screen shows the next turn (the next player's name, the first taker's
prompt, or the round end), and prints p50 and p95, two ways:

- *accessibility tree*: the next turn's text appears in Flutter's semantics DOM (the old
  figure; Flutter writes that tree while it builds the frame);
- *pixels*: the first animation frame after that, i.e. the frame that shows the change has
  been drawn and handed to the compositor (``requestAnimationFrame`` after the change).

Taps per trick count every tap, the color tabs included (not timed).

A timed tap rests on the button 30-80 ms (drawn at random, the same each run), as a finger
does, and is timed from the lift. A tap of no length (``--instant``) is sent right after
Playwright has seen the button hold still over two animation frames, so it always lifts at
the same point of the page's frame beat: the frames then begin about 10 and 26 ms after the
lift, every time, and a message arriving 11 ms after it waits a whole beat at every tap. A
finger lifts at no particular point of the beat.

    .venv/bin/python bench/ui.py [--players 4|5|6] [--rounds 2] [--phone] [--floor]
                                 [--parts] [--unseen] [--instant] [--wifi]

``--floor`` also times the same tap on a page with one text and one button, which
shows what Flet's round trip and one Flutter frame cost on this machine; with ``--parts``,
also on that page with 84 plain tiles under it (a six-player pad's count of boxes, nothing
of listig), at the game's size.

``--parts`` splits each timed tap (``PARTS_NAMES``): when the server's message arrives, when
Flutter's frame for it starts (the page's next frame beat) and how long it takes, when
the frame after it begins (the *frame drawn* time), when the frame's pixels are drawn, and
the frame after that (*pixels drawn*: the compositor shows them with it). Flutter's
renderer draws the pixels on a worker where the page is cross-origin isolated (127.0.0.1,
or HTTPS), so the frame after Flutter's is no sign that they are there: the worker tells
the page when it is done. Elsewhere it draws them on the page's own thread, right after
Flutter's frame. The bench prints which renderer the page loaded.

``--wifi`` opens the game by a name for this machine that is not ``localhost``
(``WIFI_NAME``), over plain http, as a phone on the Wi-Fi does: the page is not a secure
context, so not cross-origin isolated, and Flutter draws on the page's own thread.

``--unseen`` plays the round again on a page that never builds the accessibility tree (as
a phone without a screen reader), tapping where a second page of the same game shows each
button; that page is frozen while a tap is timed, so only the tapped page draws. It prints
the same parts for that page.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from re import Pattern
from urllib.parse import urlparse

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "e2e"))
sys.path.insert(0, str(ROOT))

from e2e_games import expected_heading, seeded_game, take_name  # noqa: E402
from e2e_harness import (  # noqa: E402
    LAPTOP,
    PHONE,
    WIFI_NAME,
    Server,
    Ui,
    free_port,
    launch,
    running,
)
from playwright.sync_api import Browser, sync_playwright  # noqa: E402

from assistant.files.record import Record, parse_record  # noqa: E402
from engine.mit_list_und_tuecke import Blocked, Card, Color, Event, Game, Keep, Play, Take  # noqa: E402

WATCH = """(target) => {
  window.__seen = null;
  window.__painted = null;
  const host = document.querySelector('flt-semantics-host') || document.body;
  const observer = new MutationObserver(() => {
    if (window.__seen === null && host.textContent.includes(target)) {
      window.__seen = performance.now();
      observer.disconnect();
      // the next frame begins once the one with the change has been drawn
      requestAnimationFrame(() => { window.__painted = performance.now(); });
    }
  });
  observer.observe(host, {subtree: true, childList: true, characterData: true, attributes: true});
  window.__tapped = null;
  window.addEventListener('pointerup', () => { window.__tapped = performance.now(); },
                          {capture: true, once: true});
}"""

PARTS_HOOK = """(() => {
  // Before the app loads: each WebSocket message's arrival, and each animation-frame
  // callback's start and length (Flutter draws its frame in one).
  const Socket = window.WebSocket;
  window.__arrived = []; window.__callbacks = []; window.__beats = []; window.__lifted = null;
  window.__armed = false; window.__beating = false;
  function Timed(url, protocols) {
    const socket = protocols === undefined ? new Socket(url) : new Socket(url, protocols);
    socket.addEventListener('message', () => {
      window.__arrived.push(performance.now());
      if (window.__armed) {  // from the tap's answer on, every frame's start
        window.__armed = false;
        window.__beats = [];
        window.__beating = true;
        frame(beat);
      }
    });
    return socket;
  }
  Timed.prototype = Socket.prototype;
  Object.assign(Timed, {CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3});
  window.WebSocket = Timed;
  // The pixels. Flutter's renderer draws a frame on a worker where the page is cross-origin
  // isolated (then the worker tells the page when it is done: the harness's DRAWN_HOOK notes
  // when), else on the page's own thread, in the task of the animation frame, after
  // Flutter's callback (a message posted from the callback arrives once that task is over).
  window.__ended = [];
  const channel = new MessageChannel();
  channel.port1.onmessage = (message) => {
    window.__ended.push([message.data, performance.now()]);
    if (window.__ended.length > 400) window.__ended.splice(0, 200);
  };
  const frame = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) => frame((time) => {
    const start = performance.now();
    try { return callback(time); } finally {
      window.__callbacks.push([start, performance.now() - start]);
      if (window.__callbacks.length > 400) window.__callbacks.splice(0, 200);
      channel.port2.postMessage(start);
    }
  });
  // every frame's start once a timed tap's answer is there (not before: a page asking for
  // frames all along has them on the display's beat, an idle one draws at once)
  const beat = () => { window.__beats.push(performance.now()); if (window.__beating) frame(beat); };
  window.addEventListener('pointerup', () => { window.__lifted = performance.now(); },
                          {capture: true});
})()"""
"""Added to a page before it loads, for ``--parts`` and ``--unseen``."""

PARTS_ARM = "() => { window.__lifted = null; window.__beating = false; window.__armed = true; }"
"""Before a timed tap: forget the last one; note every frame's start from its answer on."""

PARTS_READ = """() => {
  const t = window.__lifted;
  if (t === null) return null;
  const arrived = window.__arrived.find((x) => x >= t);
  if (arrived === undefined) return null;
  // the callbacks of the first frame after the message, run one after the other
  const after = window.__callbacks.filter((c) => c[0] >= arrived);
  if (!after.length) return null;
  let end = after[0][0] + after[0][1];
  for (const c of after.slice(1)) { if (c[0] - end > 1) break; end = c[0] + c[1]; }
  const next = window.__beats.find((x) => x > end);
  if (next === undefined) return null;
  const ended = window.__ended.find((x) => x[0] === after[0][0]);
  const told = window.__listigDrawn.find((x) => x > after[0][0]);
  const drawn = window.crossOriginIsolated ? told : ended && ended[1];
  if (drawn === undefined) return null;
  const shown = window.__beats.find((x) => x > drawn);
  if (shown === undefined) return null;
  window.__beating = false;
  return [arrived - t, after[0][0] - t, end - after[0][0], next - t, drawn - t, shown - t];
}"""
"""After a timed tap: milliseconds from the finger lifted to the message's arrival, to
Flutter's frame, its length, to the next frame's start, to the frame's pixels drawn, and to
the next frame after them (the compositor shows them with it); ``null`` until all are
there."""

PARTS_NAMES = (
    "message arrives",
    "Flutter's frame starts",
    "and takes",
    "next frame begins",
    "its pixels drawn",
    "next frame after them",
)

RENDERER = """() => {
  const files = performance.getEntriesByType('resource').map((e) => e.name.split('/').pop());
  const wasm = files.find((f) => /^(skwasm|skwasm_heavy|canvaskit|wimp)\\.wasm$/.test(f));
  return [wasm || 'none', window.crossOriginIsolated];
}"""
"""Which of Flutter's renderers the page loaded, and whether the page is cross-origin
isolated (then it draws on a worker)."""


def renderer(ui: Ui) -> str:
    """Which renderer ``ui``'s page draws with, and where, in words, after its host name."""
    wasm, isolated = ui.page.evaluate(RENDERER)
    where = "on a worker" if isolated else "on the page's own thread"
    host = urlparse(ui.page.url).hostname
    return f"{host}: Flutter draws with {wasm.removesuffix('.wasm')}, {where}"


def percentile(values: list[float], p: float) -> float:
    """The ``p``-th percentile (nearest rank)."""
    ordered = sorted(values)
    rank = max(0, min(len(ordered) - 1, round(p / 100 * len(ordered) + 0.5) - 1))
    return ordered[rank]


def taps_of(event: Event) -> list[str | Pattern[str]]:
    """The button names a player taps for ``event``."""
    match event:
        case Play(_, card):
            return [card.label]
        case Take(_, cards):
            return [take_name(c) for c in cards]
        case Keep(_, colors):
            return [f"Keep {c.label.capitalize()}" for c in colors]
        case Blocked(by):
            return [f"{by} is blocked", "Yes, blocked"]
    return []


def chosen_text(event: Event, index: int) -> str:
    """What the screen shows after the ``index``-th (1-based) of several taps."""
    if isinstance(event, Take):
        picked: tuple[Card, ...] = event.cards[:index]
        return f"Chosen: {', '.join(c.label for c in picked)} ({index} of {len(event.cards)})"
    if isinstance(event, Keep):
        colors: tuple[Color, ...] = event.colors[:index]
        return f"Chosen: {' and '.join(c.label.capitalize() for c in colors)} ({index} of 2)"
    return ""


class Finger:
    """How long each timed tap rests on the button: 30-80 ms, drawn from a fixed seed;
    no time at all when ``instant``."""

    def __init__(self) -> None:
        self.instant = False
        self.draws = random.Random(7)

    def hold(self) -> float:
        return 0.0 if self.instant else self.draws.uniform(30, 80)


FINGER = Finger()
"""The finger of every timed tap (``--instant`` makes it a tap of no length)."""

PAINTED: list[float] = []
"""Tap to the frame after the change, per timed tap (``timed_tap`` adds to it)."""


def timed_tap(
    ui: Ui, name: str | Pattern[str], expect: str, parts: list[list[float]] | None = None
) -> float:
    """Milliseconds from the tap (the finger lifted) to ``expect`` in the accessibility
    tree; the time to the frame after it goes to ``PAINTED``, and the tap's parts (on a
    page with ``PARTS_HOOK``) to ``parts``."""
    ui.page.evaluate(WATCH, expect)
    if parts is not None:
        ui.page.evaluate(PARTS_ARM)
    ui.tap(name, hold=FINGER.hold())
    ui.page.wait_for_function("window.__painted !== null", timeout=10_000)
    seen, painted = ui.page.evaluate(
        "[window.__seen - window.__tapped, window.__painted - window.__tapped]"
    )
    PAINTED.append(painted)
    if parts is not None:
        parts.append(ui.page.wait_for_function(PARTS_READ, timeout=10_000).json_value())
    return float(seen)


def hooked(browser: Browser, url: str, viewport: dict[str, int], semantics: bool = True) -> Ui:
    """``url`` opened (as the host) on a page with ``PARTS_HOOK``; its accessibility tree
    built only with ``semantics``."""
    page = browser.new_page(viewport=viewport)  # type: ignore[arg-type]
    page.add_init_script(PARTS_HOOK)
    ui = Ui(page)
    ui.goto(url, semantics)
    return ui


def print_parts(label: str, parts: list[list[float]]) -> None:
    """One line: the p5 / p50 / p95 of each part of ``label``'s taps."""
    said = ", ".join(
        f"{name} " + " / ".join(f"{percentile([p[i] for p in parts], q):.1f}" for q in (5, 50, 95))
        for i, name in enumerate(PARTS_NAMES)
    )
    print(f"{label}, in parts (p5 / p50 / p95 ms, n={len(parts)}): {said}")


FLOOR_APP = """
import os
import flet as ft

def main(page: ft.Page) -> None:
    text = ft.Text("turn 0", size=30)
    count = [0]

    def tapped(_: object) -> None:
        count[0] += 1
        text.value = f"turn {count[0]}"
        page.update(text)

    button = ft.Container(ft.Text("tap"), width=80, height=50, on_click=tapped)
    named = ft.Semantics(label="Tap me", button=True, exclude_semantics=True, content=button)
    page.add(text, named)
    tiles = [
        ft.Container(
            ft.Text(str(n % 21 + 1), size=16), width=44, height=44, bgcolor="#F9C623",
            border_radius=6, alignment=ft.Alignment.CENTER,
        )
        for n in range(int(os.environ.get("FLOOR_TILES", "0")))
    ]
    if tiles:
        page.add(ft.Row(tiles, wrap=True, spacing=4, run_spacing=4))

ft.run(main, no_cdn=True)
"""


TILES = 84
"""A six-player pad's cards: the tiles of the second floor."""


def floor(
    browser: Browser,
    taps: int = 60,
    parts: list[list[float]] | None = None,
    wifi: bool = False,
    tiles: int = 0,
    viewport: dict[str, int] = LAPTOP,
) -> tuple[list[float], list[float]]:
    """Tap-to-screen times of a one-text Flet page, to the accessibility tree and to the
    frame after the change: the floor of Flet + a Flutter frame (and, given ``parts``,
    their parts); opened by ``WIFI_NAME`` with ``wifi``. With
    ``tiles``, the page also shows that many plain tiles, each a number on a rounded box
    (and nothing of listig): what drawing a pad's worth of boxes costs, whatever changes."""
    port = free_port()
    env = dict(
        os.environ,
        FLET_FORCE_WEB_SERVER="true",
        FLET_SERVER_IP="127.0.0.1",
        FLET_SERVER_PORT=str(port),
        FLET_WEB_NO_CDN="true",
        FLOOR_TILES=str(tiles),
    )
    process = subprocess.Popen([sys.executable, "-c", FLOOR_APP], env=env)
    try:
        url = f"http://127.0.0.1:{port}/"
        for _ in range(100):
            try:
                urllib.request.urlopen(url, timeout=1).close()
                break
            except OSError:
                time.sleep(0.1)
        if wifi:
            url = f"http://{WIFI_NAME}:{port}/"
        ui = Ui.open(browser, url, viewport) if parts is None else hooked(browser, url, viewport)
        ui.button("Tap me").wait_for(timeout=30_000)
        start = len(PAINTED)
        times = [timed_tap(ui, "Tap me", f"turn {i}", parts) for i in range(1, taps + 1)]
        ui.page.close()
        return times, PAINTED[start:]
    finally:
        process.terminate()
        process.wait(timeout=10)


def unseen_rounds(
    browser: Browser, url: str, viewport: dict[str, int], record: Record, rounds: int
) -> tuple[list[list[float]], list[list[float]]]:
    """The first ``rounds`` rounds of ``record`` tapped on a page that never builds the
    accessibility tree, where a second page of the same game (the host's too) shows each
    button; the parts of the card taps, and of the others. The second page makes the same
    choices half made (they stay on the page that makes them) and follows each command; it
    is frozen while a tap is timed, so that only the tapped page works then."""
    shown = Ui.open(browser, url, viewport)
    game = Game(record.players, record.first_dealer)
    game.start_round()
    shown.wait_text(expected_heading(game), timeout=30_000)
    tapped = hooked(browser, url, viewport, semantics=False)
    tapped.page.wait_for_function("window.__arrived.length > 0", timeout=30_000)
    tapped.page.wait_for_timeout(1_000)  # its first screen drawn
    lifecycle = shown.page.context.new_cdp_session(shown.page)

    def centre(name: str | Pattern[str]) -> tuple[float, float]:
        button = shown.button(name).first
        button.wait_for(timeout=10_000)
        box = button.bounding_box()
        assert box is not None, name
        return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2

    def tap(name: str | Pattern[str], parts: list[list[float]] | None, half: str = "") -> None:
        """Tap ``name`` on the unseen page (timed into ``parts``), the second page first
        where it is a choice half made (``half``: what it shows then)."""
        if name == "Yes, blocked":
            tapped.page.wait_for_timeout(300)  # the dialog's opening animation
        x, y = centre(name)
        if half or parts is None:
            shown.tap(name)
            if half:
                shown.wait_text(half)
        if parts is None:
            tapped.page.mouse.click(x, y)
            tapped.page.wait_for_timeout(200)
            return
        lifecycle.send("Page.setWebLifecycleState", {"state": "frozen"})
        try:
            tapped.page.evaluate(PARTS_ARM)
            tapped.page.mouse.click(x, y, delay=FINGER.hold())
            parts.append(tapped.page.wait_for_function(PARTS_READ, timeout=10_000).json_value())
        finally:
            lifecycle.send("Page.setWebLifecycleState", {"state": "active"})

    cards: list[list[float]] = []
    others: list[list[float]] = []
    for round_no in range(min(rounds, len(record.rounds))):
        if round_no > 0:
            tap(f"Next round: {record.players[game.dealer_of(round_no)]} deals", None)
            shown.wait_text(expected_heading(game))
        for model in record.rounds[round_no]:
            event = model.to_event()
            names = taps_of(event)
            for index, name in enumerate(names[:-1], start=1):
                tap(name, others, chosen_text(event, index) or "Yes, blocked")
            if isinstance(event, Play) and not shown.button(names[-1]).count():
                tap(event.card.label.rsplit(" ", 1)[0], None)  # the color's tab (not timed)
                shown.button(names[-1]).wait_for()
            game.apply(event)
            tap(names[-1], cards if isinstance(event, Play) else others)
            shown.wait_text(expected_heading(game))  # the tap landed: the second page followed
    shown.page.close()
    tapped.page.close()
    return cards, others


def on_the_wifi(server: Server) -> str:
    """Let ``server`` answer to ``WIFI_NAME`` too; the address that opens it by that name
    (plain http, not a secure context: a phone's page on the Wi-Fi)."""
    known = os.environ.get("LISTIG_SERVER_NAMES", "")
    os.environ["LISTIG_SERVER_NAMES"] = ",".join(n for n in (known, WIFI_NAME) if n)
    return f"http://{WIFI_NAME}:{server.port}"


def first_screen(browser: object, url: str) -> float:
    """Seconds from opening the page to the home screen's buttons being there."""
    started = time.perf_counter()
    ui = Ui.open(browser, url, LAPTOP)  # type: ignore[arg-type]
    ui.button("New game").wait_for(timeout=30_000)
    seconds = time.perf_counter() - started
    ui.page.close()
    return seconds


def main() -> int:
    """Run the benchmark and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=2, help="rounds of the sample to play (2)")
    parser.add_argument("--players", type=int, default=4, help="the 4-, 5- or 6-player sample")
    parser.add_argument(
        "--floor", action="store_true", help="also time a one-text Flet page (the floor)"
    )
    parser.add_argument(
        "--phone", action="store_true", help="a 360-px-wide page (1,200 px tall: no scrolling)"
    )
    parser.add_argument("--parts", action="store_true", help="split each tap into its parts")
    parser.add_argument(
        "--instant", action="store_true", help="taps of no length (lifted in step with frames)"
    )
    parser.add_argument(
        "--unseen",
        action="store_true",
        help="also the parts of the round tapped on a page without the accessibility tree",
    )
    parser.add_argument(
        "--wifi", action="store_true", help="open the game as a phone on the Wi-Fi does (http)"
    )
    args = parser.parse_args()
    FINGER.instant = args.instant
    record = parse_record(
        (ROOT / "data" / f"sample-{args.players}p.json").read_text(encoding="utf-8")
    )
    folder = Path(tempfile.mkdtemp(prefix="listig-bench-"))
    server = Server(free_port(), f"sqlite:///{folder / 'bench.db'}", folder / "server.log")
    base = on_the_wifi(server) if args.wifi else server.url
    cards: list[float] = []
    others: list[float] = []
    painted_cards: list[float] = []
    painted_others: list[float] = []
    card_parts: list[list[float]] | None = [] if args.parts else None
    other_parts: list[list[float]] | None = [] if args.parts else None
    floor_parts: list[list[float]] | None = [] if args.parts else None
    tiles_parts: list[list[float]] | None = [] if args.parts else None
    unseen: tuple[list[list[float]], list[list[float]]] | None = None
    taps = tricks = 0
    with running(server), sync_playwright() as p:
        browser = launch(p, wifi=args.wifi)
        loads = [first_screen(browser, base) for _ in range(3)]
        state = seeded_game(server.database_url, record, 0)
        viewport = {"width": PHONE["width"], "height": 1200} if args.phone else LAPTOP
        url = f"{base}/game/{state.game_id}"
        ui = Ui.open(browser, url, viewport) if not args.parts else hooked(browser, url, viewport)
        game = Game(record.players, record.first_dealer)
        game.start_round()
        ui.wait_text(expected_heading(game), timeout=30_000)
        drawn_by = renderer(ui)
        for round_no in range(min(args.rounds, len(record.rounds))):
            if round_no > 0:
                ui.tap(f"Next round: {record.players[game.dealer_of(round_no)]} deals")
            for model in record.rounds[round_no]:
                event = model.to_event()
                names = taps_of(event)
                for index, name in enumerate(names[:-1], start=1):
                    expect = chosen_text(event, index) or "Yes, blocked"
                    others.append(timed_tap(ui, name, expect, other_parts))
                    painted_others.append(PAINTED[-1])
                if isinstance(event, Play) and not ui.button(names[-1]).count():
                    ui.tap(event.card.label.rsplit(" ", 1)[0])  # the color's tab (not timed)
                    ui.button(names[-1]).wait_for()
                    taps += 1
                taps += len(names)
                tricks += isinstance(event, Take)
                game.apply(event)
                parts = card_parts if isinstance(event, Play) else other_parts
                elapsed = timed_tap(ui, names[-1], expected_heading(game), parts)
                (cards if isinstance(event, Play) else others).append(elapsed)
                (painted_cards if isinstance(event, Play) else painted_others).append(PAINTED[-1])
        ui.page.close()
        if args.unseen:
            fresh = seeded_game(server.database_url, record, 0)
            url = f"{base}/game/{fresh.game_id}"
            unseen = unseen_rounds(browser, url, viewport, record, args.rounds)
        bottom, bottom_painted = (
            floor(browser, parts=floor_parts, wifi=args.wifi) if args.floor else ([], [])
        )
        if args.floor and tiles_parts is not None:
            floor(browser, 40, tiles_parts, args.wifi, TILES, viewport)
        browser.close()
    if bottom:
        print(
            f"floor (a one-text Flet page): p50={statistics.median(bottom):.1f} ms "
            f"p95={percentile(bottom, 95):.1f} ms; frame drawn "
            f"p50={statistics.median(bottom_painted):.1f} ms "
            f"p95={percentile(bottom_painted, 95):.1f} ms"
        )
    print(f"first screen visible: {min(loads):.2f} s best, {max(loads):.2f} s worst of 3 loads")
    print(drawn_by)
    print(
        f"{args.players} players, {taps} taps for {tricks} tricks: "
        f"{taps / max(tricks, 1):.1f} per trick"
    )
    pixels = [
        ("card tap -> next turn (pixels drawn)", [p[5] for p in card_parts or []]),
        ("take/keep taps (pixels drawn)", [p[5] for p in other_parts or []]),
    ]
    for label, values in (
        ("card tap -> next turn (accessibility tree)", cards),
        ("card tap -> next turn (frame drawn)", painted_cards),
        ("take/keep taps (accessibility tree)", others),
        ("take/keep taps (frame drawn)", painted_others),
        *(pixels if card_parts else []),
        *(
            [("floor with tiles (pixels drawn)", [p[5] for p in tiles_parts])]
            if tiles_parts
            else []
        ),
    ):
        print(
            f"{label}: n={len(values)} p50={statistics.median(values):.1f} ms "
            f"p95={percentile(values, 95):.1f} ms max={max(values):.1f} ms"
        )
    for label, parts in (
        ("floor tap", floor_parts),
        (f"floor with {TILES} tiles, tap", tiles_parts),
        ("card tap", card_parts),
        ("take/keep tap", other_parts),
        ("card tap, no accessibility tree", unseen[0] if unseen else None),
        ("take/keep tap, no accessibility tree", unseen[1] if unseen else None),
    ):
        if parts:
            print_parts(label, parts)
    return 0


if __name__ == "__main__":
    sys.exit(main())
