"""The replay summary of a Partout game, as plain data in the shape ``listig replay`` prints."""

from __future__ import annotations

from typing import Any

from engine.partout.game import Game
from engine.partout.round import Round


def summarize(game: Game) -> dict[str, Any]:
    """Players, teams, each round (trump, predictions, takers, tricks, minimums, scores),
    totals, finished, winners: keyed by team name (by player with 3 players)."""
    names = [t.name for t in game.teams]
    totals = game.totals()
    return {
        "game": "partout",
        "players": list(game.players),
        "teams": names,
        "rounds": [_round(r, names) for r in game.rounds],
        "totals": dict(zip(names, totals, strict=True)),
        "finished": game.finished,
        "winners": [names[t] for t in game.winners()],
    }


def _round(r: Round, names: list[str]) -> dict[str, Any]:
    players = r.players
    final = r.final_trump
    trump = {"number": r.number, "color": None if r.color is None else r.color.value}
    return {
        "dealer": players[r.dealer],
        "end": r.end.value,
        "trump": trump,
        "final_trump": (
            dict(trump) if final is None else {"number": final.number, "color": final.color.value}
        ),
        "predictions": {players[seat]: tricks for seat, tricks in r.predictions.items()},
        "takers": [players[seat] for seat in r.takers()],
        "tricks": dict(zip(names, r.team_tricks(), strict=True)),
        "minimums": dict(zip(names, r.minimums(), strict=True)),
        "scores": (
            dict(zip(names, (s.points for s in r.scores()), strict=True)) if r.ended else None
        ),
    }
