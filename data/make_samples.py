"""Write the sample records data/sample-4p.json, -5p.json and -6p.json from seeded self-play.

Run from the repository root: ``.venv/bin/python data/make_samples.py``. The output is
deterministic; tests/cli/test_sample_data.py checks that the files match it.
"""

from __future__ import annotations

import json
from pathlib import Path

from assistant.files.record import Record, record_of
from assistant.games.simulate import random_game

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
    """Write the three sample files."""
    for players in SAMPLES:
        path = HERE / f"sample-{players}p.json"
        path.write_text(pretty(sample(players)), encoding="utf-8")
        print(f"wrote {path.relative_to(HERE.parent)}")


if __name__ == "__main__":
    main()
