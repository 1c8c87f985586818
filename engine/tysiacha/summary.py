"""The replay summary of a Tysiacha game, as plain data in the shape ``listig replay`` prints."""

from __future__ import annotations

from typing import Any

from engine.tysiacha.game import Game
from engine.tysiacha.round import Round


def summarize(game: Game) -> dict[str, Any]:
    """Players, each deal (dealer, soloist, bids, trumps, takers, points, marriages,
    scores), totals, finished, winners: keyed by player name."""
    names = game.players
    return {
        "game": "tysiacha",
        "players": list(names),
        "rounds": [_deal(r) for r in game.rounds],
        "totals": dict(zip(names, game.totals(), strict=True)),
        "finished": game.finished,
        "winners": [names[seat] for seat in game.winners()],
    }


def _deal(r: Round) -> dict[str, Any]:
    names = r.players
    return {
        "dealer": names[r.dealer],
        "soloist": None if r.soloist is None else names[r.soloist],
        "bid": r.bid,
        "final_bid": r.final_bid,
        "forced": r.forced,
        "conceded": r.conceded,
        "end": r.end.value,
        "trumps": [None if t.trump is None else t.trump.value for t in r.tricks],
        "takers": [names[seat] for seat in r.takers()],
        "points": dict(zip(names, r.card_points, strict=True)),
        "marriages": {
            name: [suit.value for suit in r.marriages_of(seat)] for seat, name in enumerate(names)
        },
        "scores": (
            dict(zip(names, (s.points for s in r.scores()), strict=True)) if r.ended else None
        ),
    }
