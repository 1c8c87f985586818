"""Write Gaigel's sample records: seeded self-played sittings (data/gaigel-selfplay-*.json)
and hand-made edge cases recorded by announcements (data/gaigel-edge-cases.json).

Run from the repository root: ``.venv/bin/python data/make_gaigel_samples.py``. The output is
deterministic; tests/cli/test_gaigel_records.py checks that the files match it. The spec's
record and replay output (data/gaigel-spec-record.json, data/gaigel-spec-replay.json) are
copied word for word from the record format, not written here.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from assistant.files.record import Record, record_of
from engine.french import Card, Suit
from engine.gaigel import (
    Claim,
    ClaimKind,
    Event,
    Exchange,
    Game,
    Marriage,
    Reserve,
    Settle,
    SettleKind,
    Trick,
    TurnUp,
)
from engine.gaigel.selfplay import announced, random_game

HERE = Path(__file__).resolve().parent

#: file -> (seed, first dealer's seat, which deals are recorded by announcements ("none", or
#: "odd": the 1st, 3rd, ...), what the sample shows)
SAMPLES: dict[str, tuple[int, int, str, str]] = {
    "gaigel-selfplay-1.json": (
        22,
        2,
        "none",
        "8 deals card by card: claims out in time, a double, an overgaigel, a settlement, "
        "undergaigels (one at the twelfth trick); Dan reserves and Ben gives him his dix",
    ),
    "gaigel-selfplay-2.json": (
        207,
        3,
        "odd",
        "8 deals, the 1st, 3rd, 5th and 7th recorded by announcements: overgaigels, "
        "undergaigels, a double, a settlement, a reservation; all four players tie at 6",
    ),
    "gaigel-selfplay-3.json": (
        211,
        3,
        "none",
        "8 deals card by card: the first reaches 101 in the twelfth trick and is claimed "
        "after it; Anna & Cleo win 6 to 3",
    ),
}

EDGE_CASES = "gaigel-edge-cases.json"
"""Hand-made deals by announcements, each showing an edge of the rules."""


def deals_of(name: str) -> tuple[Game, list[list[Event]]]:
    """A self-played sample's sitting and each deal's events as recorded."""
    seed, first_dealer, announcements, _ = SAMPLES[name]
    played, deals = random_game(random.Random(seed), first_dealer=first_dealer)
    recorded = [
        announced(events, played.players) if announcements == "odd" and i % 2 == 0 else events
        for i, events in enumerate(deals)
    ]
    game = Game(played.players, first_dealer)
    for events in recorded:
        game.start_round().apply_all(events)
    return game, recorded


def sample(name: str) -> Record:
    """A self-played sample record."""
    seed, first_dealer, announcements, about = SAMPLES[name]
    game, _ = deals_of(name)
    how = " (the odd deals by announcements: engine.gaigel.selfplay.announced)"
    meta = {
        "title": f"Sample sitting of Gaigel (seed {seed})",
        "description": about,
        "source": (
            "seeded self-play: engine.gaigel.selfplay.random_game("
            f"random.Random({seed}), first_dealer={first_dealer})"
            + (how if announcements == "odd" else "")
        ),
    }
    return record_of(game, meta)


def _tricks(takers: str, counters: int) -> list[Event]:
    return [Trick(by, counters) for by in takers.split()]


def edge_events() -> list[list[Event]]:
    """Five deals by announcements (Anna deals first)."""
    card, suit = Card.parse, Suit.parse
    return [
        # The table settles the deal outright: five Sevens for Ben & Dan, a double as the
        # pad says (nothing is turned up).
        [Settle("Dan", SettleKind.DOUBLE)],
        # Dan reserves before any trick; his partner Ben takes the turn-up and gives him his
        # dix. Anna's marriage counts at once (Cleo had won a trick); Anna claims at 90: an
        # overgaigel, a gaigel for Ben & Dan.
        [
            TurnUp("Ben", card("CK")),
            Reserve("Dan"),
            Trick("Cleo", 20),
            Exchange("Ben"),
            Marriage("Anna", suit("H")),
            Trick("Anna", 20),
            Trick("Anna", 30),
            Claim("Anna", ClaimKind.OUT),
        ],
        # Dan's trump marriage waits for its trick (his side has won none) and Anna takes it:
        # it scores nothing. Anna & Cleo reach 103 and claim in time while Ben & Dan have no
        # trick: a double.
        [
            TurnUp("Cleo", card("DA")),
            Marriage("Dan", suit("D")),
            Trick("Anna", 25),
            Trick("Cleo", 30),
            Trick("Anna", 28),
            Trick("Cleo", 20),
            Claim("Cleo", ClaimKind.OUT),
        ],
        # Dan exchanges after his side's first trick. Ben & Dan reach 101 in trick 6 and
        # nobody claims: after the twelfth trick the deal ends at once, a single for Anna &
        # Cleo (undergaigel), although they reached 101 too (in the twelfth).
        [
            TurnUp("Dan", card("ST")),
            Trick("Ben", 20),
            Exchange("Dan"),
            *_tricks("Dan Ben Dan Ben Dan", 20),
            *_tricks("Anna Cleo Anna Cleo Anna Cleo", 20),
        ],
        # A Seven turned up (no exchange). Anna & Cleo reach 101 only with the twelfth trick
        # (40 counters): the deal waits for their claim, open, and no deal may follow yet.
        [
            TurnUp("Anna", card("H7")),
            *_tricks("Ben Dan Ben Dan Ben", 20),
            *_tricks("Anna Cleo Anna Cleo Anna", 20),
            Trick("Dan", 0),
            Trick("Cleo", 40),
        ],
    ]


def edge_cases() -> Record:
    """The hand-made sitting of edge cases."""
    game = Game(("Anna", "Ben", "Cleo", "Dan"), "Anna")
    for events in edge_events():
        game.start_round().apply_all(events)
    meta = {
        "title": "Gaigel's edges, by announcements",
        "description": (
            "a settlement, a reservation settled by the partner's dix, an overgaigel, a "
            "marriage that scores nothing, a double, an undergaigel at the twelfth trick, "
            "a deal waiting for a claim after the twelfth trick"
        ),
    }
    return record_of(game, meta)


def _line(events: list[dict[str, Any]]) -> str:
    return ", ".join(json.dumps(e, ensure_ascii=False, separators=(", ", ": ")) for e in events)


def pretty(record: Record) -> str:
    """The record as JSON the way the spec writes it: one event per line, but the plays of
    a trick on one line (split where another event comes between them)."""
    data = json.loads(record.dump(indent=None))
    deals = []
    for events in data["rounds"]:
        lines: list[list[dict[str, Any]]] = []
        trick: list[dict[str, Any]] = []
        plays = 0
        for event in events:
            if "play" in event:
                trick.append(event)
                plays += 1
                if plays % 4 == 0:  # the trick's last card
                    lines.append(trick)
                    trick = []
            else:  # on a line of its own, also in the middle of a trick
                if trick:
                    lines.append(trick)
                    trick = []
                lines.append([event])
        if trick:
            lines.append(trick)
        deals.append("    [\n" + ",\n".join(f"      {_line(line)}" for line in lines) + "\n    ]")
    fields = [
        f"  {json.dumps(k)}: {json.dumps(v, ensure_ascii=False, separators=(', ', ': '))}"
        for k, v in data.items()
        if k != "rounds"
    ]
    fields.insert(4, '  "rounds": [\n' + ",\n".join(deals) + "\n  ]")
    return "{\n" + ",\n".join(fields) + "\n}\n"


def records() -> dict[str, Record]:
    """Every Gaigel sample this script writes, by file name."""
    written = {name: sample(name) for name in SAMPLES}
    written[EDGE_CASES] = edge_cases()
    return written


def main() -> None:
    """Write every Gaigel sample file."""
    for name, record in records().items():
        path = HERE / name
        path.write_text(pretty(record), encoding="utf-8")
        print(f"wrote {path.relative_to(HERE.parent)}")


if __name__ == "__main__":
    main()
