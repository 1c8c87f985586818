"""The replay summary of a Homme de Brou game, as plain data in the shape ``listig replay``
prints."""

from __future__ import annotations

from typing import Any

from engine.homme_de_brou.game import Game
from engine.homme_de_brou.round import Round


def summarize(game: Game) -> dict[str, Any]:
    """Players, dummy, sides, each deal (dealer, turn-up, declarations, takers, rencontres,
    points, scores), totals, finished, winners, tied: sides keyed by their names."""
    names = game.players
    sides = game.sides
    return {
        "game": "homme-de-brou",
        "players": list(names),
        "dummy": None if game.dummy is None else names[game.dummy],
        "sides": list(sides),
        "rounds": [_deal(r, sides) for r in game.rounds],
        "totals": dict(zip(sides, game.totals(), strict=True)),
        "finished": game.finished,
        "winners": [sides[side] for side in game.winners()],
        "tied": game.tied,
    }


def _deal(r: Round, sides: tuple[str, str]) -> dict[str, Any]:
    names = r.players
    return {
        "dealer": names[r.dealer],
        "turn_up": None if r.turn_up is None else str(r.turn_up),
        "trump": None if r.trump is None else r.trump.value,
        "declarations": [
            {"by": names[d.seat], "kind": d.kind.value, "suit": d.suit.value, "value": d.value}
            for d in r.declarations
        ],
        "end": r.end.value,
        "takers": [names[seat] for seat in r.takers()],
        "rencontres": [
            {
                "trick": t.number,
                "kind": c.kind.value,
                "suit": c.suit.value,
                "value": c.value,
                "side": sides[t.side],
            }
            for t in r.tricks
            for c in t.rencontres
        ],
        "points": dict(zip(sides, r.card_points, strict=True)),
        "scores": (
            dict(zip(sides, (s.points for s in r.scores()), strict=True)) if r.ended else None
        ),
    }
