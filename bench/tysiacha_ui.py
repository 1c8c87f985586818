"""Tap-to-screen latency of the Tysiacha table in a real browser, on pixels.

Starts ``listig serve`` on a free port with a throw-away SQLite database, seats a game of
Tysiacha and taps self-played deals through the real app in Debian's headless Chromium at
360 × 800: every bid and pass, the widow's three cards, the final bid or "forty each",
every card (a king or queen that may lead its marriage is a second tap). For each tap it
measures, inside the page, the time from the tap to what the tap brings (the next turn, or
the prompt's new words), two ways, as ``bench/ui.py`` does for the first game: in the
accessibility tree, and the frame drawn after it (pixels).

    .venv/bin/python bench/tysiacha_ui.py [--deals 2] [--seed 57]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "e2e"))
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT))

from e2e_harness import PHONE, Server, Ui, free_port, launch, running  # noqa: E402
from e2e_tysiacha import heading, pad_name, seeded  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402
from ui import PAINTED, percentile, timed_tap  # noqa: E402

from assistant.languages import translator  # noqa: E402
from engine.tysiacha import Bid, Concede, FinalBid, Game, Pass, Play, Widow  # noqa: E402
from engine.tysiacha.selfplay import NAMES, random_game  # noqa: E402
from views.tysiacha.model import (  # noqa: E402
    FORTY,
    MARRIAGE,
    MORE,
    PASS,
    PLAIN,
    Choosing,
    round_end_of,
    table_of,
)

TR = translator("en")


def spoken(game: Game, value: int | str, choosing: Choosing | None = None) -> str:
    """The accessible name of a prompt's choice."""
    prompt = table_of(game, choosing or Choosing(), TR).prompt
    assert prompt is not None
    return next(c.spoken for c in prompt.choices if c.value == value)


def main() -> int:
    """Run the benchmark and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2, help="deals to play (2)")
    parser.add_argument("--seed", type=int, default=57, help="the self-played game (57)")
    args = parser.parse_args()
    _, rounds = random_game(random.Random(args.seed))
    folder = Path(tempfile.mkdtemp(prefix="listig-bench-"))
    server = Server(free_port(), f"sqlite:///{folder / 'bench.db'}", folder / "server.log")
    cards: list[float] = []
    cards_painted: list[float] = []
    others: list[float] = []
    others_painted: list[float] = []
    taps = 0

    def timed(name: object, expect: str, card: bool) -> None:
        nonlocal taps
        seen = timed_tap(ui, name, expect)  # type: ignore[arg-type]
        (cards if card else others).append(seen)
        (cards_painted if card else others_painted).append(PAINTED[-1])
        taps += 1

    with running(server), sync_playwright() as p:
        browser = launch(p)
        state = seeded(server.database_url, list(NAMES), [])
        ui = Ui.open(browser, f"{server.url}/game/{state.game_id}", PHONE)
        game = Game(NAMES)
        game.start_round()
        ui.wait_text(heading(game, TR), timeout=30_000)
        for deal in rounds[: args.deals]:
            current = game.round
            if current is not None and current.ended:
                ui.tap(f"Next deal: {round_end_of(game).next_dealer} deals")
                game.start_round()
                ui.wait_text(heading(game, TR))
            for event in deal:
                match event:
                    case Bid(_, amount) | FinalBid(_, amount):
                        prompt = table_of(game, tr=TR).prompt
                        assert prompt is not None
                        every = Choosing()
                        if amount not in [c.value for c in prompt.choices]:
                            ui.tap(spoken(game, MORE))
                            every = Choosing(all_bids=True)
                        name = spoken(game, amount, every)
                        game.apply(event)
                        timed(name, heading(game, TR), False)
                    case Pass() | Concede():
                        name = spoken(game, PASS if isinstance(event, Pass) else FORTY)
                        game.apply(event)
                        timed(name, heading(game, TR), False)
                    case Widow(_, shown):
                        for count, card in enumerate(shown[:2], 1):
                            chosen = Choosing(widow=tuple(shown[:count]))
                            prompt = table_of(game, chosen, TR).prompt
                            assert prompt is not None
                            timed(pad_name(card, TR), prompt.text, False)
                        game.apply(event)
                        timed(pad_name(shown[2], TR), heading(game, TR), False)
                    case Play(_, card, marriage):
                        asked = table_of(game, Choosing(lead=card), TR).prompt
                        if asked is not None:
                            timed(pad_name(card, TR), asked.text, True)
                            name = spoken(
                                game, MARRIAGE if marriage else PLAIN, Choosing(lead=card)
                            )
                            game.apply(event)
                            timed(name, heading(game, TR), False)
                        else:
                            game.apply(event)
                            timed(pad_name(card, TR), heading(game, TR), True)
        browser.close()
    print(f"Tysiacha, 3 players, 360 x 800: {taps} timed taps in {args.deals} deals")
    for label, values in (
        ("card tap -> next turn (accessibility tree)", cards),
        ("card tap -> next turn (frame drawn)", cards_painted),
        ("bid, widow, final-bid and marriage taps (accessibility tree)", others),
        ("bid, widow, final-bid and marriage taps (frame drawn)", others_painted),
    ):
        print(
            f"{label}: n={len(values)} p50={statistics.median(values):.1f} ms "
            f"p95={percentile(values, 95):.1f} ms max={max(values):.1f} ms"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
