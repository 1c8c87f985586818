"""Partout through the service: played event by event with undo, kept in the one log,
counted in the standings (a player of a winning team wins), exported, imported, backed up."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from assistant.files.exchange import AlreadyImported
from assistant.games.simulate import NAMES
from assistant.service import Listig
from engine.partout import summarize
from engine.partout.selfplay import random_game


def test_a_whole_game_with_undo_standings_and_files(listig: Listig, tmp_path: Path) -> None:
    game, events = random_game(4, random.Random(11))
    ids = [listig.add_player(name).id for name in NAMES[:4]]
    state = listig.start_game(ids, 0, game="partout")
    for event in events[:7]:
        state = listig.apply(state.game_id, event, expected_seq=state.seq)
    state = listig.undo(state.game_id)
    assert len(state.round.events) == 6 and state.can_redo
    state = listig.redo(state.game_id)
    for event in events[7:]:
        state = listig.apply(state.game_id, event, expected_seq=state.seq)
    assert state.finished and summarize(state.game) == summarize(game)
    listig.forget_all()  # read back from the log alone
    assert summarize(listig.game(state.game_id).game) == summarize(game)

    totals = dict(zip(NAMES[:4], [0] * 4, strict=True))
    for team, points in zip(game.teams, game.totals(), strict=True):
        for seat in team.seats:
            totals[NAMES[seat]] = points
    lines = {s.name: s for s in listig.standings()}
    assert {name: s.points for name, s in lines.items()} == totals
    winners = {NAMES[seat] for t in game.winners() for seat in game.teams[t].seats}
    assert {name for name, s in lines.items() if s.wins} == winners

    record = listig.export_record(state.game_id)
    with pytest.raises(AlreadyImported) as again:  # the same game, played here
        listig.import_record(record)
    assert again.value.game_id == state.game_id
    with Listig(f"sqlite:///{tmp_path / 'elsewhere.db'}") as elsewhere:
        info = elsewhere.import_record(record)
        assert info.game == "partout"
        assert summarize(elsewhere.game(info.game_id).game) == summarize(game)
    backup = listig.backup()
    listig.restore(backup, replace=True)
    assert {g.game for g in listig.games()} == {"partout"}
    assert [s.points for s in listig.standings()] == [
        s.points for s in sorted(lines.values(), key=lambda s: -s.points)
    ]
