"""All games' standings never rank by points: points of two games are neither added nor
compared, so a player who played one game does not rank above one who played both by an
average of that game alone."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from assistant.games.simulate import random_game as mlut_game
from assistant.service import Listig
from engine.partout.selfplay import random_game as partout_game

NAMES = ["Ana", "Bo", "Cy", "Di", "Ed", "Fa"]


@pytest.fixture
def service(tmp_path: Path) -> Iterator[Listig]:
    with Listig(f"sqlite:///{tmp_path / 'standings.db'}") as listig:
        yield listig


def seeded(service: Listig) -> None:
    """A finished Partout game of four, a finished Mit List und Tücke game of four, and
    two rounds of an unfinished one of six."""
    ids = {n: service.add_player(n).id for n in NAMES}
    game, events = partout_game(4, random.Random(3), first_dealer=0)
    seat = dict(zip(game.players, NAMES[:4], strict=True))
    state = service.start_game([ids[n] for n in NAMES[:4]], 0, game="partout")
    for event in events:
        state = service.apply(state.game_id, replace(event, by=seat[event.by]))
    for players, seed, rounds in ((["Ana", "Bo", "Ed", "Fa"], 5, None), (NAMES, 7, 2)):
        mlut = mlut_game(len(players), seed, rounds=rounds)
        seat = dict(zip(mlut.players, players, strict=True))
        state = service.start_game([ids[n] for n in players], mlut.dealer_of(0))
        for rnd in mlut.rounds:
            for event in rnd.events:
                state = service.apply(state.game_id, replace(event, by=seat[event.by]))


def test_all_games_rank_by_wins_then_the_share_won_never_by_points(service: Listig) -> None:
    seeded(service)
    lines = service.standings()
    keys = [(-x.wins, -x.win_rate, -x.games, x.name.casefold()) for x in lines]
    assert keys == sorted(keys)
    # Someone who played both games has no average of their own to rank by, and nobody
    # is ranked by one: the order stays the same whatever the points were.
    assert any(x.mixed for x in lines) and any(not x.mixed for x in lines)
    for line in lines:
        assert line.game is None
        assert sum(part.games for part in line.by_game) == line.games
        assert line.rounds_played == sum(part.rounds for part in line.by_game)  # a count
        assert line.rounds_played > 0 and (not line.mixed or line.points == 0)
    # Each game's own standings still rank by its average after wins.
    for game in ("partout", "mit-list-und-tuecke"):
        own = service.standings(game=game)
        assert [(-x.wins, -x.average) for x in own] == sorted((-x.wins, -x.average) for x in own)
