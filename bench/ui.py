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

    .venv/bin/python bench/ui.py [--players 4|5|6] [--rounds 2] [--phone] [--floor]

``--floor`` also times the same tap on a page with one text and one button, which
shows what Flet's round trip and one Flutter frame cost on this machine.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from re import Pattern

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "e2e"))
sys.path.insert(0, str(ROOT))

from e2e_games import expected_heading, seeded_game, take_name  # noqa: E402
from e2e_harness import LAPTOP, PHONE, Server, Ui, free_port, launch, running  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

from assistant.files.record import parse_record  # noqa: E402
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


PAINTED: list[float] = []
"""Tap to the frame after the change, per timed tap (``timed_tap`` adds to it)."""

FLOOR_PAINTED: list[float] = []
"""The floor's taps to the frame after the change."""


def timed_tap(ui: Ui, name: str | Pattern[str], expect: str) -> float:
    """Milliseconds from the tap (the finger lifted) to ``expect`` in the accessibility
    tree; the time to the frame after it goes to ``PAINTED``."""
    ui.page.evaluate(WATCH, expect)
    ui.tap(name)
    ui.page.wait_for_function("window.__painted !== null", timeout=10_000)
    seen, painted = ui.page.evaluate(
        "[window.__seen - window.__tapped, window.__painted - window.__tapped]"
    )
    PAINTED.append(painted)
    return float(seen)


FLOOR_APP = """
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

ft.run(main, no_cdn=True)
"""


def floor(browser: object, taps: int = 60) -> list[float]:
    """Tap-to-screen times of a one-text Flet page: the floor of Flet + a Flutter frame."""
    port = free_port()
    env = dict(
        os.environ,
        FLET_FORCE_WEB_SERVER="true",
        FLET_SERVER_IP="127.0.0.1",
        FLET_SERVER_PORT=str(port),
        FLET_WEB_NO_CDN="true",
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
        ui = Ui.open(browser, url, LAPTOP)  # type: ignore[arg-type]
        ui.button("Tap me").wait_for(timeout=30_000)
        start = len(PAINTED)
        times = [timed_tap(ui, "Tap me", f"turn {i}") for i in range(1, taps + 1)]
        ui.page.close()
        FLOOR_PAINTED[:] = PAINTED[start:]
        return times
    finally:
        process.terminate()
        process.wait(timeout=10)


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
    args = parser.parse_args()
    record = parse_record(
        (ROOT / "data" / f"sample-{args.players}p.json").read_text(encoding="utf-8")
    )
    folder = Path(tempfile.mkdtemp(prefix="listig-bench-"))
    server = Server(free_port(), f"sqlite:///{folder / 'bench.db'}", folder / "server.log")
    cards: list[float] = []
    others: list[float] = []
    painted_cards: list[float] = []
    painted_others: list[float] = []
    taps = tricks = 0
    with running(server), sync_playwright() as p:
        browser = launch(p)
        loads = [first_screen(browser, server.url) for _ in range(3)]
        state = seeded_game(server.database_url, record, 0)
        viewport = {"width": PHONE["width"], "height": 1200} if args.phone else LAPTOP
        ui = Ui.open(browser, f"{server.url}/game/{state.game_id}", viewport)
        game = Game(record.players, record.first_dealer)
        game.start_round()
        ui.wait_text(expected_heading(game), timeout=30_000)
        for round_no in range(min(args.rounds, len(record.rounds))):
            if round_no > 0:
                ui.tap(f"Next round: {record.players[game.dealer_of(round_no)]} deals")
            for model in record.rounds[round_no]:
                event = model.to_event()
                names = taps_of(event)
                for index, name in enumerate(names[:-1], start=1):
                    expect = chosen_text(event, index) or "Yes, blocked"
                    others.append(timed_tap(ui, name, expect))
                    painted_others.append(PAINTED[-1])
                if isinstance(event, Play) and not ui.button(names[-1]).count():
                    ui.tap(event.card.label.rsplit(" ", 1)[0])  # the color's tab (not timed)
                    ui.button(names[-1]).wait_for()
                    taps += 1
                taps += len(names)
                tricks += isinstance(event, Take)
                game.apply(event)
                elapsed = timed_tap(ui, names[-1], expected_heading(game))
                (cards if isinstance(event, Play) else others).append(elapsed)
                (painted_cards if isinstance(event, Play) else painted_others).append(PAINTED[-1])
        bottom = floor(browser) if args.floor else []
        browser.close()
    if bottom:
        print(
            f"floor (a one-text Flet page): p50={statistics.median(bottom):.1f} ms "
            f"p95={percentile(bottom, 95):.1f} ms; frame drawn "
            f"p50={statistics.median(FLOOR_PAINTED):.1f} ms "
            f"p95={percentile(FLOOR_PAINTED, 95):.1f} ms"
        )
    print(f"first screen visible: {min(loads):.2f} s best, {max(loads):.2f} s worst of 3 loads")
    print(
        f"{args.players} players, {taps} taps for {tricks} tricks: "
        f"{taps / max(tricks, 1):.1f} per trick"
    )
    for label, values in (
        ("card tap -> next turn (accessibility tree)", cards),
        ("card tap -> next turn (frame drawn)", painted_cards),
        ("take/keep taps (accessibility tree)", others),
        ("take/keep taps (frame drawn)", painted_others),
    ):
        print(
            f"{label}: n={len(values)} p50={statistics.median(values):.1f} ms "
            f"p95={percentile(values, 95):.1f} ms max={max(values):.1f} ms"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
