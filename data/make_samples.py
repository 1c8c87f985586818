"""Write the sample records data/sample-4p.json, -5p.json and -6p.json from seeded self-play,
and Tysiacha's: two seeded self-played games and the spec's replay example.

Run from the repository root: ``.venv/bin/python data/make_samples.py``. The output is
deterministic; tests/cli/test_sample_data.py and tests/cli/test_tysiacha_records.py check
that the files match it.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

from assistant.files.record import Record, record_of
from assistant.games.simulate import random_game
from engine.french import Card
from engine.tysiacha import Bid, Event, FinalBid, Game, Pass, Play, Widow
from engine.tysiacha.selfplay import random_game as tysiacha_game

HERE = Path(__file__).resolve().parent

#: players -> (seed, what the seed was chosen for)
SAMPLES: dict[int, tuple[int, str]] = {
    4: (1, "round 1 complete with three color choices; round 3 blocked"),
    5: (0, "rounds 2, 3 and 5 blocked; color choices in every round"),
    6: (0, "three blocked rounds; Cleo and Finn tie for the win"),
}


def sample(players: int) -> Record:
    """The sample record for this many players."""
    seed, about = SAMPLES[players]
    game = random_game(players, seed)
    meta = {
        "title": f"Sample game for {players} players",
        "description": about,
        "source": f"seeded self-play: assistant.games.simulate.random_game({players}, seed={seed})",
    }
    return record_of(game, meta)


#: Tysiacha's self-played samples: file -> (seed, what the seed was chosen for)
TYSIACHA_SAMPLES: dict[str, tuple[int, str]] = {
    "tysiacha-selfplay-1.json": (
        2,
        "25 deals, 14 forced games, one 'forty each'; Ben stops at 1000, Anna passes it and wins",
    ),
    "tysiacha-selfplay-2.json": (
        44,
        "30 deals, 16 forced games, one 'forty each'; Ben falls below zero, Cleo wins",
    ),
}

TYSIACHA_EXAMPLE = "tysiacha-spec-example.json"
"""The record of the spec's Tysiacha replay example (data/tysiacha-spec-replay.json)."""


def tysiacha_sample(name: str) -> Record:
    """A Tysiacha sample record: a seeded self-played game."""
    seed, about = TYSIACHA_SAMPLES[name]
    game, _ = tysiacha_game(random.Random(seed))
    meta = {
        "title": f"Sample game of Tysiacha (seed {seed})",
        "description": about,
        "source": (
            f"seeded self-play: engine.tysiacha.selfplay.random_game(random.Random({seed}))"
        ),
    }
    return record_of(game, meta)


def _plays(text: str) -> list[Event]:
    """Plays written ``Cleo:HK* Anna:HT`` (``*`` declares the marriage)."""
    events: list[Event] = []
    for item in text.split():
        by, card = item.split(":")
        events.append(Play(by, Card.parse(card.rstrip("*")), card.endswith("*")))
    return events


def tysiacha_example() -> Record:
    """The spec's Tysiacha replay example: the rules' worked example 1 (Anna deals, Cleo
    plays for 140 and makes it), then a forced game in progress (Anna and Ben pass, Cleo
    bids 100, takes the first trick and leads a queen declaring hearts)."""
    widow = tuple(Card.parse(c) for c in ("SA", "D9", "HK"))
    first: list[Event] = [
        Bid("Cleo", 100),
        Bid("Anna", 110),
        Pass("Ben"),
        Bid("Cleo", 120),
        Pass("Anna"),
        Widow("Cleo", widow),
        FinalBid("Cleo", 140),
        *_plays(
            "Cleo:HK* Anna:HT Ben:H9 Anna:SK* Ben:S9 Cleo:SA Cleo:ST Anna:SJ Ben:C9 "
            "Cleo:DJ Anna:D9 Ben:DT Ben:DA Cleo:CJ Anna:SQ Anna:HJ Ben:DQ Cleo:HA "
            "Cleo:CA Anna:CK Ben:CT Cleo:HQ Anna:CQ Ben:DK"
        ),
    ]
    second: list[Event] = [
        Pass("Anna"),
        Pass("Ben"),
        Bid("Cleo", 100),
        FinalBid("Cleo", 100),
        *_plays("Cleo:CA Anna:CK Ben:C9 Cleo:HQ*"),
    ]
    game = Game(("Anna", "Ben", "Cleo"), "Anna")
    game.apply_all([*first, *second])
    meta = {
        "title": "The spec's Tysiacha replay example",
        "description": "worked example 1, then a forced game in progress",
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
    fields = [f"  {json.dumps(k)}: {compact(v)}" for k, v in data.items() if k != "rounds"]
    fields.insert(4, f'  "rounds": [\n{rounds}\n  ]')
    return "{\n" + ",\n".join(fields) + "\n}\n"


def main() -> None:
    """Write every sample file."""
    for players in SAMPLES:
        path = HERE / f"sample-{players}p.json"
        path.write_text(pretty(sample(players)), encoding="utf-8")
        print(f"wrote {path.relative_to(HERE.parent)}")
    tysiacha = {name: tysiacha_sample(name) for name in TYSIACHA_SAMPLES}
    tysiacha[TYSIACHA_EXAMPLE] = tysiacha_example()
    for name, record in tysiacha.items():
        path = HERE / name
        path.write_text(pretty(record), encoding="utf-8")
        print(f"wrote {path.relative_to(HERE.parent)}")


if __name__ == "__main__":
    main()
