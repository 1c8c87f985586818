"""The roster: unique names ignoring case, rename and archive without losing history."""

from __future__ import annotations

import pytest
from assistant_helpers import roster

from assistant.errors import InputError
from assistant.service import Listig


def test_add_and_list_in_name_order(listig: Listig) -> None:
    for name in ["Cleo", "anna", "Ben"]:
        listig.add_player(name)
    assert [p.name for p in listig.players()] == ["anna", "Ben", "Cleo"]


@pytest.mark.parametrize("name", ["anna", " ANNA ", "Anna"])
def test_names_are_unique_ignoring_case_and_spaces(listig: Listig, name: str) -> None:
    listig.add_player("Anna")
    with pytest.raises(InputError, match="already a player called Anna"):
        listig.add_player(name)
    assert len(listig.players()) == 1


@pytest.mark.parametrize("name", ["", "   "])
def test_a_player_needs_a_name(listig: Listig, name: str) -> None:
    with pytest.raises(InputError, match="needs a name"):
        listig.add_player(name)


def test_rename_keeps_the_id_and_checks_the_name(listig: Listig) -> None:
    anna, ben = listig.add_player("Anna"), listig.add_player("Ben")
    renamed = listig.rename_player(anna.id, "Annika")
    assert (renamed.id, renamed.name) == (anna.id, "Annika")
    assert listig.rename_player(anna.id, "ANNIKA").name == "ANNIKA"
    with pytest.raises(InputError, match="already a player called Ben"):
        listig.rename_player(anna.id, "ben")
    assert listig.players()[1] == ben


def test_archive_hides_but_keeps_the_player(listig: Listig) -> None:
    anna = listig.add_player("Anna")
    listig.archive_player(anna.id)
    assert listig.players() == []
    assert [p.archived for p in listig.players(include_archived=True)] == [True]
    with pytest.raises(InputError, match="archived"):
        listig.add_player("anna")
    assert listig.archive_player(anna.id, archived=False).archived is False


def test_an_archived_player_cannot_start_a_game(listig: Listig) -> None:
    ids = roster(listig, 4)
    listig.archive_player(ids[2])
    with pytest.raises(InputError, match="Cleo is archived"):
        listig.start_game(ids, 0)


def test_rename_after_a_game_keeps_its_history(listig: Listig) -> None:
    ids = roster(listig, 4)
    state = listig.start_game(ids, 0)
    listig.rename_player(ids[0], "Annika")
    assert listig.game(state.game_id).players[0] == "Anna"
    assert listig.player_games(ids[0])[0].game_id == state.game_id


def test_unknown_player(listig: Listig) -> None:
    with pytest.raises(InputError, match="no player number 99"):
        listig.rename_player(99, "X")
