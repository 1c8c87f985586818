"""The replay summary of a Gaigel sitting, as plain data in the shape ``listig replay`` prints."""

from __future__ import annotations

from typing import Any

from engine.gaigel.game import Game
from engine.gaigel.round import Round


def summarize(game: Game) -> dict[str, Any]:
    """Players, teams, each deal (dealer, turn-up, mode, takers, counters, points, reached,
    marriages, dix, claim, result), totals, finished, winners: keyed by names."""
    names = game.players
    return {
        "game": "gaigel",
        "players": list(names),
        "teams": list(game.teams()),
        "rounds": [_deal(r, game.teams()) for r in game.rounds],
        "totals": dict(zip(names, game.totals(), strict=True)),
        "finished": game.finished,
        "winners": [names[seat] for seat in game.winners()],
    }


def _deal(r: Round, teams: tuple[str, str]) -> dict[str, Any]:
    names = r.players
    result = r.result
    return {
        "dealer": names[r.dealer],
        "turn_up": None if r.turn_up is None else str(r.turn_up),
        "trump": None if r.trump is None else r.trump.value,
        "mode": None if r.mode is None else r.mode.value,
        "end": r.end.value,
        "takers": [names[seat] for seat in r.takers()],
        "counters": {team: r.counters[side] for side, team in enumerate(teams)},
        "points": {team: r.points(side) for side, team in enumerate(teams)},
        "reached": {team: r.reached[side] for side, team in enumerate(teams)},
        "marriages": [
            {"by": names[m.seat], "suit": m.suit.value, "trick": m.trick, "points": m.points}
            for m in r.marriages
        ],
        "exchange": None if r.exchange is None else names[r.exchange],
        "reserve": None if r.reserve is None else names[r.reserve],
        "claim": None if r.claim is None else {"by": r.claim.by, "claim": r.claim.claim.value},
        "result": None
        if result is None
        else {
            "side": teams[result.side],
            "kind": result.kind.value,
            "points": result.points,
            "how": result.how.value,
        },
    }
