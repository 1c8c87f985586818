"""Write Homme de Brou's sample records: seeded self-played games and the spec's replay
example (data/homme-de-brou-*.json).

Run from the repository root: ``.venv/bin/python data/make_homme_de_brou.py``. The output
is deterministic; tests/cli/test_homme_de_brou_records.py checks that the files match it.
The spec's own texts (``homme-de-brou-spec-record.json``, ``-spec-dummy.json`` and
``-spec-replay.json``) are copied word for word from the record format, not written here.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

from assistant.games.homme_de_brou.kind import Record, record_of
from engine.homme_de_brou import Card, Declare, Event, Game, Kind, Play, Suit, TurnUp
from engine.homme_de_brou.selfplay import random_game

HERE = Path(__file__).resolve().parent

#: file -> (seed, the dummy's seat or None, what the seed was chosen for); the first dealer
#: is the seed's seat (seed % 4), the names Anna, Ben, Cleo, Dan
SAMPLES: dict[str, tuple[int, int | None, str]] = {
    "homme-de-brou-selfplay-1.json": (
        39,
        None,
        "3 deals; a trump tierce de rencontre (120); both sides pass 300 in the last deal, "
        "Ben & Dan win 323 to 317",
    ),
    "homme-de-brou-selfplay-2.json": (
        38,
        2,
        "three players and a dummy (Cleo, played by Anna): 4 deals, the first dealt for the "
        "dummy; the sides tie above 300 after deal 3 and play on; the dummy's hand laid down "
        "in every deal, once as 7 cards after its lead",
    ),
    "homme-de-brou-selfplay-3.json": (
        2,
        2,
        "three players and a dummy (Cleo, played by Anna): 4 deals, the dummy's hand laid "
        "down in two of them only",
    ),
}

EXAMPLE = "homme-de-brou-spec-example.json"
"""The record of the spec's Homme de Brou replay example (homme-de-brou-spec-replay.json)."""


def sample(name: str) -> Record:
    """A self-played sample record."""
    seed, dummy, about = SAMPLES[name]
    game, _ = random_game(random.Random(seed), first_dealer=seed % 4, dummy=dummy)
    call = f"random.Random({seed}), first_dealer={seed % 4}, dummy={dummy}"
    meta = {
        "title": f"Sample game of Homme de Brou (seed {seed})",
        "description": about,
        "source": f"seeded self-play: engine.homme_de_brou.selfplay.random_game({call})",
    }
    return record_of(game, meta)


def _plays(text: str) -> list[Event]:
    """Plays written ``Anna:DT Ben:C9``."""
    events: list[Event] = []
    for item in text.split():
        by, card = item.split(":")
        events.append(Play(by, Card.parse(card)))
    return events


def example() -> Record:
    """The spec's replay example: the rules' worked example played out in full (Dan deals
    and turns up H8), then a deal in progress (Anna turns up C9, Ben declares the spade
    marriage, Dan the club tierce; Dan takes Ben's SK with the SA and leads a diamond)."""
    first: list[Event] = [
        TurnUp("Dan", Card.parse("H8")),
        Declare("Anna", Kind.TIERCE, Suit.SPADES),
        Declare("Cleo", Kind.MARRIAGE, Suit.HEARTS),
        *_plays(
            "Anna:DT Ben:C9 Cleo:D8 Dan:D7 Anna:SQ Ben:H9 Cleo:SA Dan:S9 "
            "Ben:H7 Cleo:HQ Dan:HJ Anna:HA Anna:CK Ben:CQ Cleo:CA Dan:C7 "
            "Cleo:S7 Dan:S8 Anna:SJ Ben:CT Anna:DK Ben:HT Cleo:DQ Dan:DJ "
            "Ben:C8 Cleo:HK Dan:D9 Anna:DA Cleo:ST Dan:H8 Anna:SK Ben:CJ"
        ),
    ]
    second: list[Event] = [
        TurnUp("Anna", Card.parse("C9")),
        Declare("Ben", Kind.MARRIAGE, Suit.SPADES),
        Declare("Dan", Kind.TIERCE, Suit.CLUBS),
        *_plays("Ben:SK Cleo:S7 Dan:SA Anna:S8 Dan:D7"),
    ]
    game = Game(("Anna", "Ben", "Cleo", "Dan"), "Dan")
    game.apply_all([*first, *second])
    meta = {
        "title": "The spec's Homme de Brou replay example",
        "description": "the rules' worked example played out, then a deal in progress",
    }
    return record_of(game, meta)


def pretty(record: Record) -> str:
    """The record as JSON with one event per line, the way a person reads a game."""
    data = json.loads(record.dump(indent=None))

    def compact(value: object) -> str:
        return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))

    rounds = ",\n".join(
        "    [\n" + ",\n".join(f"      {compact(e)}" for e in events) + "\n    ]"
        for events in data["rounds"]
    )
    fields = [
        f'  "rounds": [\n{rounds}\n  ]' if k == "rounds" else f"  {json.dumps(k)}: {compact(v)}"
        for k, v in data.items()
    ]
    return "{\n" + ",\n".join(fields) + "\n}\n"


def records() -> dict[str, Record]:
    """Every file this script writes, with its record."""
    written = {name: sample(name) for name in SAMPLES}
    written[EXAMPLE] = example()
    return written


def main() -> None:
    """Write every sample file."""
    for name, record in records().items():
        path = HERE / name
        path.write_text(pretty(record), encoding="utf-8")
        print(f"wrote {path.relative_to(HERE.parent)}")


if __name__ == "__main__":
    main()
