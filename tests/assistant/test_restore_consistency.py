"""A backup is restored only if it describes one consistent database."""

from __future__ import annotations

import json
import tempfile
from typing import Any

import pytest
from hostile_corpus import five_games
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from assistant.errors import InputError
from assistant.service import Listig
from assistant.states import QuickStacks
from engine.mit_list_und_tuecke import Color

FIVE = five_games()
GAMES = sorted(FIVE)
SETTINGS = settings(
    max_examples=6, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


def _base_backup() -> str:
    """A database with the five games imported and a quick game entered, backed up."""
    with tempfile.TemporaryDirectory() as folder, Listig(f"sqlite:///{folder}/b.db") as listig:
        for game in GAMES:
            listig.import_record(json.dumps(FIVE[game]))
        ids = [p.id for p in listig.players()][:4]
        quick = listig.start_quick_game(ids, 0)
        stacks = QuickStacks({Color.BLUE: 2, Color.RED: 1})
        listig.enter_quick_round(quick.game_id, {n: stacks for n in quick.players})
        return listig.backup()


BASE = _base_backup()


def _filled(listig: Listig) -> dict[str, Any]:
    """The database holds what :data:`BASE` holds; that backup, read."""
    if len(listig.games()) != len(json.loads(BASE)["games"]):
        listig.restore(BASE, replace=True)
    backup: dict[str, Any] = json.loads(BASE)
    return backup


def _index(backup: dict[str, Any], game: str) -> int:
    """Where the card-by-card game of ``game`` is in the backup's games."""
    return next(
        i for i, g in enumerate(backup["games"]) if g["game"] == game and g["kind"] == "cards"
    )


def _without_stamp(text: str) -> object:
    document = json.loads(text)
    document.pop("created_at")
    return document


quick_rows = st.lists(
    st.fixed_dictionaries(
        {
            "seq": st.integers(1, 40),
            "kind": st.sampled_from(["round", "undo", "redo", "play"]),
            "payload": st.dictionaries(
                st.sampled_from(["stacks", "teams", "x"]), st.integers(0, 20)
            ),
            "created_at": st.just("2026-11-27T19:30:00+00:00"),
        }
    ),
    min_size=1,
    max_size=3,
)


@pytest.mark.parametrize("game", GAMES)
@SETTINGS
@given(data=st.data())
def test_a_card_by_card_game_with_quick_rows_is_refused_whole(
    listig: Listig, game: str, data: st.DataObject
) -> None:
    """The mirror of "a quick game has no card-by-card log": nothing restored, the game and
    the row named."""
    backup = _filled(listig)
    before = _without_stamp(listig.backup())
    index = _index(backup, game)
    quick = next(g for g in backup["games"] if g["kind"] == "quick")
    entered = [{k: v for k, v in row.items() if k != "schema_version"} for row in quick["log"]]
    rows = data.draw(st.just(entered) | quick_rows)
    backup["games"][index]["quick"] = rows
    with pytest.raises(InputError) as caught:
        listig.restore(json.dumps(backup), replace=True)
    game_id = backup["games"][index]["id"]
    assert caught.value.message == (
        f"game {game_id}, quick row {rows[0]['seq']}: a card-by-card game has no quick-scoring log"
    )
    assert _without_stamp(listig.backup()) == before
