"""One start of the packaged app, driven through its service; prints what it saw as JSON.

Run by ``packaged_app.run_on_phone`` with the packaged (compiled, read-only) app on
``PYTHONPATH`` and the data folder as working directory. Steps:

- ``imports APP``: import the entry point as ``flet build`` would (``main``, then what
  ``listig.run_app`` imports: flet and ``views.app``) without running it, and read the
  title of every rules page the app ships;
- ``first APP``: from an empty data folder, play the first round of a seeded game, play a
  card of the next round and undo it, read the standings;
- ``again APP``: start anew and read everything back, then finish the game, draw its share
  picture in German, and export its record and a backup into the data folder (where a
  phone's "save file" would put them).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from packaged_app import WEB_SERVER  # beside this script, on sys.path[0]

SEED = 11
PLAYERS = 4


def origin(name: str) -> str:
    module = sys.modules[name]
    return str(getattr(module, "__file__", None))


def imports(app: Path) -> dict[str, Any]:
    import main  # the module `flet build` runs (as __main__: here only imported)

    assert main.run_app.__module__ == "listig"
    import flet  # what listig.run_app imports before it calls ft.run

    import views.app

    assert callable(views.app.app) and callable(flet.run)
    from assistant.languages import LANGUAGES
    from views.rules import GAMES, rules_text

    ours = ("main", "listig", "engine", "assistant", "assistant.service", "views", "views.app")
    return {
        "web_server": sorted(name for name in sys.modules if name.split(".")[0] in WEB_SERVER),
        "origins": {name: origin(name) for name in ours},
        "rules": {
            f"{game}.{lang}": rules_text(lang, game).partition("\n")[0]
            for game in GAMES
            for lang in LANGUAGES
        },
    }


def standings(service: Any) -> list[dict[str, Any]]:
    return [
        {
            "name": s.name,
            "games": s.games,
            "wins": s.wins,
            "rounds": s.rounds,
            "points": s.points,
            "best_round": s.best_round,
        }
        for s in service.standings()
    ]


def seeded_game() -> Any:
    from assistant.games.simulate import random_game

    return random_game(PLAYERS, SEED)


def first(app: Path) -> dict[str, Any]:
    from assistant.games.simulate import NAMES
    from assistant.service import Listig
    from assistant.storage.db import current_revision, head_revision

    game = seeded_game()
    with Listig() as service:
        ids = [service.add_player(name).id for name in NAMES[:PLAYERS]]
        state = service.start_game(ids, game.first_dealer)
        for event in game.rounds[0].events:  # a whole round, card by card
            state = service.apply(state.game_id, event, expected_seq=state.seq)
        round_over = state.round.ended
        before = state.seq
        card = game.rounds[1].events[0]  # the first card of the second round ...
        state = service.apply(state.game_id, card, expected_seq=state.seq)
        played = state.seq
        state = service.undo(state.game_id, expected_seq=state.seq)  # ... taken back
        return {
            "database": str(service.db.url.database),
            "revision": current_revision(service.db),
            "head": head_revision(),
            "game_id": state.game_id,
            "round_over": round_over,
            "seq_before_card": before,
            "seq_after_card": played,
            "seq_after_undo": state.seq,
            "can_redo": state.can_redo,
            "rounds": len(state.game.rounds),
            "standings": standings(service),
            "record": service.export_record(state.game_id),
            "backup": service.backup(),
        }


def again(app: Path, game_id: int) -> dict[str, Any]:
    from assistant.languages import translator
    from assistant.service import Listig

    game = seeded_game()
    with Listig() as service:
        state = service.game(game_id)
        seen = {
            "seq": state.seq,
            "can_redo": state.can_redo,
            "rounds": len(state.game.rounds),
            "unfinished": [g.game_id for g in service.unfinished_games()],
            "standings": standings(service),
            "record": service.export_record(game_id),
            "backup": service.backup(),
        }
        for rnd in game.rounds[1:]:  # the rest of the game
            for event in rnd.events:
                state = service.apply(game_id, event, expected_seq=state.seq)
        record = service.export_record(game_id)
        backup = service.backup()
        picture = service.share_png(game_id, "de")  # fonts and catalogs come with the app
        Path("listig-game.json").write_text(record, encoding="utf-8")
        Path("listig-backup.json").write_text(backup, encoding="utf-8")
        return {
            "restarted": seen,
            "status": state.status.value,
            "final": standings(service),
            "picture": picture[:8].hex(),
            "german": translator("de")._("Settings"),
            "files": sorted(p.name for p in Path.cwd().iterdir()),
        }


def main_step(argv: list[str]) -> dict[str, Any]:
    step, app = argv[0], Path(argv[1])
    if step == "imports":
        return imports(app)
    if step == "first":
        return first(app)
    if step == "again":
        return again(app, int(argv[2]))
    raise SystemExit(f"unknown step {step}")


if __name__ == "__main__":
    print(json.dumps(main_step(sys.argv[1:])))
