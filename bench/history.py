"""History screens in a real browser over ten years of weekly evenings.

Makes the ten-year synthetic history of ``bench/storage.py`` (3,000 full self-play games
on 520 weekly game nights among 12 players, with their logs, round results and per-game
sums) in a throw-away SQLite database, starts ``listig serve`` on it, and opens it in
Debian's headless Chromium at phone width (360 × 800). Then, over and over, it taps:
History's "All-time standings" (timed until the standings are on screen), a player's
name there (timed until their page is on screen), and Back twice (timed until the
standings, then the game-night list, are back; a back includes the page transition).
Each time is measured inside the page, from the tap (the finger lifted) to the screen's
text being in the accessibility tree; the first round warms up; p50/p95 are printed.

    .venv/bin/python bench/history.py                     # 3,000 games, 15 rounds of taps
    .venv/bin/python bench/history.py --games 300 --repeats 5   # quicker
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "e2e"))
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT))

from e2e_harness import PHONE, Server, Ui, free_port, launch, running  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402
from storage import ROSTER, store_history, synthetic_history  # noqa: E402
from ui import percentile, timed_tap  # noqa: E402

from assistant.languages import translator  # noqa: E402
from assistant.service import Listig  # noqa: E402

TR = translator("en")
STANDINGS = TR._("Wins of games, average points per round, best round.")
PLAYER = TR._("Four-color commitments")
NIGHTS = TR._("Game nights")


def make_database(folder: Path, games: int) -> tuple[str, float]:
    """The synthetic history in a new SQLite database; its URL and the seconds taken."""
    url = f"sqlite:///{folder / 'history.db'}"
    started = time.perf_counter()
    history = synthetic_history(games)
    with Listig(url) as listig:
        store_history(listig, history)
    return url, time.perf_counter() - started


def describe(values: list[float]) -> str:
    """``n=… p50=… p95=… max=…`` in milliseconds."""
    return (
        f"n={len(values)} p50={statistics.median(values):.0f} ms "
        f"p95={percentile(values, 95):.0f} ms max={max(values):.0f} ms"
    )


def main() -> int:
    """Run the benchmark and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3000, help="games in the history (3000)")
    parser.add_argument("--repeats", type=int, default=15, help="rounds of taps (15)")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="listig-bench-history-"))
    url, made = make_database(folder, args.games)
    print(f"history of {args.games} games made and stored in {made:.1f} s", flush=True)
    server = Server(free_port(), url, folder / "server.log")
    standings: list[float] = []
    players: list[float] = []
    nights: list[float] = []
    backs: list[float] = []
    with running(server), sync_playwright() as p:
        browser = launch(p)
        ui = Ui.open(browser, f"{server.url}/history", PHONE)
        ui.button("All-time standings").wait_for(timeout=60_000)
        ui.page.wait_for_timeout(1500)  # the tab's first settings arrive and redraw once
        for round_no in range(args.repeats + 1):
            name = ROSTER[round_no % len(ROSTER)]
            times = (
                timed_tap(ui, "All-time standings", STANDINGS),
                timed_tap(ui, name, PLAYER),
            )
            up = timed_tap(ui, "Back", STANDINGS)
            ui.page.mouse.move(180, 780)  # no tooltip left over the back arrow
            ui.page.wait_for_timeout(300)
            back = timed_tap(ui, "Back", NIGHTS)
            ui.page.mouse.move(180, 780)
            if round_no:  # the first round warms up
                standings.append(times[0])
                players.append(times[1])
                nights.append(back)
                backs.append(up)
        browser.close()
    print(f"open all-time standings (12 players, {args.games} games): {describe(standings)}")
    print(f"open a player's page (≈{args.games * 5 // 12} games each): {describe(players)}")
    print(f"back from a player's page to the standings: {describe(backs)}")
    print(f"back from the standings to the game nights (520, 40 built): {describe(nights)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
