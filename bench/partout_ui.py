"""Tap-to-screen latency of the Partout table in a real browser, on pixels.

Starts ``listig serve`` on a free port with a throw-away SQLite database, seats a Partout
game (3, 4 or 6 players) and taps a self-played round or more through the real app in
Debian's headless Chromium: the trump number, the trump color, every prediction, every
card (a special's choice is a second tap). For each card it measures, inside the page,
the time from the tap to the next turn, two ways, as ``bench/ui.py`` does for the first
game: in the accessibility tree, and the frame drawn after it (pixels). Timed taps rest on
the button 30-80 ms, as ``bench/ui.py`` says why (``--instant``: taps of no length).

    .venv/bin/python bench/partout_ui.py [--players 3|4|6] [--rounds 1] [--phone] [--seed 1]
                                         [--instant] [--wifi]

``--wifi`` opens the game as a phone on the Wi-Fi does, as ``bench/ui.py`` says.
"""

from __future__ import annotations

import argparse
import random
import re
import statistics
import sys
import tempfile
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "e2e"))
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT))

from e2e_harness import LAPTOP, PHONE, Server, Ui, free_port, launch, running  # noqa: E402
from e2e_partout import color, heading, name, seeded, target_name  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402
from ui import (  # noqa: E402
    FINGER,
    PAINTED,
    first_screen,
    on_the_wifi,
    percentile,
    renderer,
    timed_tap,
)

from engine.partout import (  # noqa: E402
    Emblem,
    Event,
    Game,
    Play,
    Predict,
    Special,
    TrumpColor,
    TrumpNumber,
)
from engine.partout.selfplay import random_game  # noqa: E402
from views.partout.model import round_end_of, table_of  # noqa: E402

NAMES = ["Anna", "Ben", "Cleo", "Dan", "Eve", "Finn"]


def taps_of(event: Event) -> list[str | re.Pattern[str]]:
    """The button names a player taps for ``event`` (a color's tab not included)."""
    match event:
        case TrumpNumber(_, number):
            return [f"Trump number {number}"]
        case TrumpColor(_, c):
            return [f"Trump color {color(c)}"]
        case Predict(by, tricks):
            return [f"{by} predicts {tricks} trick" + ("" if tricks == 1 else "s")]
        case Play(_, card, number, chosen, target):
            if number is not None:
                return [name(card), f"New trump number {number}"]
            if chosen is not None:
                return [name(card), f"New trump color {color(chosen)}"]
            if target is not None:
                return [name(card), target_name(target)]
            return [name(card)]
    return []


def main() -> int:
    """Run the benchmark and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4, choices=(3, 4, 6))
    parser.add_argument("--rounds", type=int, default=1, help="rounds to play (1)")
    parser.add_argument("--seed", type=int, default=1, help="the self-played game (1)")
    parser.add_argument("--phone", action="store_true", help="a 360 x 800 page")
    parser.add_argument(
        "--instant", action="store_true", help="taps of no length (lifted in step with frames)"
    )
    parser.add_argument(
        "--wifi", action="store_true", help="open the game as a phone on the Wi-Fi does (http)"
    )
    args = parser.parse_args()
    FINGER.instant = args.instant
    played, events = random_game(args.players, random.Random(args.seed))
    names = NAMES[: args.players]
    seat = dict(zip(played.players, names, strict=True))
    events = [replace(e, by=seat[e.by]) for e in events]
    folder = Path(tempfile.mkdtemp(prefix="listig-bench-"))
    server = Server(free_port(), f"sqlite:///{folder / 'bench.db'}", folder / "server.log")
    base = on_the_wifi(server) if args.wifi else server.url
    cards: list[float] = []
    painted: list[float] = []
    choices: list[float] = []
    taps = 0
    tricks = 0
    with running(server), sync_playwright() as p:
        browser = launch(p, wifi=args.wifi)
        loads = [first_screen(browser, base) for _ in range(3)]
        state = seeded(server.database_url, names, [])
        ui = Ui.open(browser, f"{base}/game/{state.game_id}", PHONE if args.phone else LAPTOP)
        game = Game(names, 0)
        game.start_round()
        ui.wait_text(heading(game), timeout=30_000)
        drawn_by = renderer(ui)
        for event in events:
            current = game.round
            if current is not None and current.ended:
                if len(game.rounds) >= args.rounds:
                    break
                ui.tap(f"Next round: {round_end_of(game).next_dealer} deals")
            labels = taps_of(event)
            emblem = isinstance(event, Play) and isinstance(event.card, Emblem)
            if emblem and not ui.button(labels[0]).count():
                assert isinstance(event, Play) and isinstance(event.card, Emblem)
                ui.tap(color(event.card.color))  # the color's tab (6 players; not timed)
                ui.button(labels[0]).wait_for()
                taps += 1
            if len(labels) > 1:  # a special: its choice is asked first
                assert isinstance(event, Play) and isinstance(event.card, Special)
                asked = table_of(game, event.card).prompt
                assert asked is not None
                choices.append(timed_tap(ui, labels[0], asked.text))
                taps += 1
            before = len(game.round.tricks) if game.round is not None else 0
            game.apply(event)
            elapsed = timed_tap(ui, labels[-1], heading(game))
            taps += 1
            if isinstance(event, Play):
                cards.append(elapsed)
                painted.append(PAINTED[-1])
                rnd = game.round
                tricks += rnd is not None and len(rnd.tricks) > before
            else:
                choices.append(elapsed)
        browser.close()
    print(f"first screen visible: {min(loads):.2f} s best, {max(loads):.2f} s worst of 3 loads")
    print(drawn_by)
    print(
        f"Partout, {args.players} players, {'360 x 800' if args.phone else 'laptop'}: "
        f"{taps} taps for {tricks} tricks ({taps / max(tricks, 1):.1f} per trick, "
        "trump and predictions included)"
    )
    for label, values in (
        ("card tap -> next turn (accessibility tree)", cards),
        ("card tap -> next turn (frame drawn)", painted),
        ("trump, prediction and special-choice taps (accessibility tree)", choices),
    ):
        print(
            f"{label}: n={len(values)} p50={statistics.median(values):.1f} ms "
            f"p95={percentile(values, 95):.1f} ms max={max(values):.1f} ms"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
