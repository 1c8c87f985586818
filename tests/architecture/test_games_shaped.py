"""Every game is shaped the same: a reader who knows one game's packages finds the same
files doing the same jobs in the next (docs/architecture.md, "A new game").

For each registered game kind: its rules in ``engine/<game>/`` and its kind in
``assistant/games/<game>/``; for each game played at the table (``AT_THE_TABLE``) also its
quick scoring, its screens in ``views/<game>/``, and one entry in each registry that picks
a game's part by its record id.
"""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from assistant.games.kinds import AT_THE_TABLE, KINDS
from assistant.games.quick import RULES
from engine.rounds import GameOfRounds
from views.app import REPLAYS, SCREENS
from views.board import PICTURES

ROOT = Path(__file__).resolve().parents[2]

ENGINE_FILES = ("cards.py", "events.py", "game.py", "round.py", "scoring.py", "sentences.py")
ASSISTANT_FILES = ("kind.py", "quick.py")
VIEW_FILES = ("model.py", "table.py", "screen.py", "ends.py", "replay.py", "board.py", "look.py")


def package(game: str) -> str:
    """A game's package name: its record id as a Python name."""
    return game.replace("-", "_")


@pytest.mark.parametrize("game", sorted(KINDS))
def test_each_layer_has_the_games_package_with_the_same_files(game: str) -> None:
    layers = [
        (ROOT / "engine" / package(game), ENGINE_FILES),
        (ROOT / "assistant" / "games" / package(game), ("kind.py",)),
    ]
    if game in AT_THE_TABLE:  # played at the table: quick scoring and screens too
        layers += [
            (ROOT / "assistant" / "games" / package(game), ASSISTANT_FILES),
            (ROOT / "views" / package(game), VIEW_FILES),
        ]
    for folder, files in layers:
        missing = [name for name in ("__init__.py", *files) if not (folder / name).is_file()]
        assert not missing, f"{folder.relative_to(ROOT)} lacks {missing}"


@pytest.mark.parametrize("game", sorted(KINDS))
def test_the_kind_is_the_games_kind_module_and_plays_a_game_of_rounds(game: str) -> None:
    kind = KINDS[game]
    assert game == kind.ID
    assert kind is importlib.import_module(f"assistant.games.{package(game)}.kind")
    assert kind.Game.__module__ == f"engine.{package(game)}.game"
    assert issubclass(kind.Game, GameOfRounds)


@pytest.mark.parametrize("game", sorted(AT_THE_TABLE))
def test_every_registry_knows_the_game(game: str) -> None:
    assert RULES[game] is importlib.import_module(f"assistant.games.{package(game)}.quick")
    assert SCREENS[game].__module__ == f"views.{package(game)}.screen"
    assert PICTURES[game].__module__ == f"views.{package(game)}.board"
    assert game in REPLAYS
    assert (ROOT / "views" / "rulebook" / f"{game}.en.md").is_file()


@pytest.mark.parametrize("game", sorted(RULES))
def test_quick_scoring_is_the_games_quick_module(game: str) -> None:
    """A game may be kept by quick scoring before it is played at the table."""
    assert RULES[game] is importlib.import_module(f"assistant.games.{package(game)}.quick")


def test_the_registries_know_no_other_game() -> None:
    assert set(SCREENS) == set(PICTURES) == set(REPLAYS) == AT_THE_TABLE
    assert set(KINDS) >= set(RULES) >= AT_THE_TABLE
