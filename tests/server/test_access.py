"""Roles enforced in the service: what a viewer, a scorer and a revoked device may not do."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.server.access import Access, NotAllowed
from assistant.server.devices import Device, Role
from assistant.service import Listig
from engine.mit_list_und_tuecke import Game


@pytest.fixture
def service(tmp_path: Path) -> Listig:
    listig = Listig(f"sqlite:///{tmp_path / 'roles.db'}")
    for name in ("Anna", "Ben", "Cleo", "Dan"):
        listig.add_player(name)
    return listig


def device(role: Role) -> Device:
    return Device(7, "phone", role, "secret")


def test_a_viewer_reads_and_changes_nothing(service: Listig, tmp_path: Path) -> None:
    viewer = Access(service, device(Role.VIEWER))
    players = viewer.players()
    assert [p.name for p in players] == ["Anna", "Ben", "Cleo", "Dan"]
    before = (tmp_path / "roles.db").read_bytes()
    with pytest.raises(NotAllowed, match="may only watch"):
        viewer.add_player("Eve")
    with pytest.raises(NotAllowed):
        viewer.start_game([p.id for p in players], 0)
    with pytest.raises(NotAllowed):
        viewer.restore("{}", replace=True)
    with pytest.raises(NotAllowed):
        viewer.forget_all()
    assert (tmp_path / "roles.db").read_bytes() == before


def test_a_scorer_scores_but_the_rest_is_the_hosts(service: Listig) -> None:
    scorer = Access(service, device(Role.SCORER))
    players = scorer.players()
    state = scorer.start_game([p.id for p in players], 0)
    game = Game(state.players, 0)
    game.start_round()
    rnd = game.round
    assert rnd is not None
    card = rnd.playable_cards()[0]
    after = scorer.play(state.game_id, state.players[rnd.to_play], card, expected_seq=state.seq)
    assert scorer.undo(state.game_id, expected_seq=after.seq).seq > after.seq
    for command, args in [
        ("add_player", ("Eve",)),
        ("rename_player", (players[0].id, "Ann")),
        ("archive_player", (players[0].id,)),
        ("import_record", ("{}",)),
        ("backup", ()),
        ("restore", ("{}",)),
        ("forget_all", ()),
        ("abandon", (state.game_id,)),
        ("rename_night", (state.night_id, "x")),
    ]:
        with pytest.raises(NotAllowed, match="Only the host"):
            getattr(scorer, command)(*args)
    assert [p.name for p in service.players()] == ["Anna", "Ben", "Cleo", "Dan"]


def test_the_host_may_do_everything_and_a_revoked_device_nothing(service: Listig) -> None:
    host = Access(service, device(Role.HOST))
    host.add_player("Eve")
    phone = device(Role.SCORER)
    scorer = Access(service, phone)
    assert scorer.players()
    phone.revoked = True
    with pytest.raises(NotAllowed, match="removed this device"):
        scorer.players()
    assert not scorer.may("players")
