"""The replay summary of a game, as plain data in the shape ``listig replay`` prints."""

from __future__ import annotations

from typing import Any

from engine.mit_list_und_tuecke.game import Game


def summarize(game: Game) -> dict[str, Any]:
    """Players, each round's end, tricks, scores and stacks, totals, finished, winners."""
    players = game.players
    rounds: list[dict[str, Any]] = []
    for r in game.rounds:
        entry: dict[str, Any] = {
            "dealer": players[r.dealer],
            "end": r.end.value,
            "tricks": len(r.tricks),
            "scores": None,
        }
        if r.ended:
            entry["scores"] = {p: s.points for p, s in zip(players, r.scores(), strict=True)}
            entry["stacks"] = {
                p: {"open": {c.value: n for c, n in st.open.items()}, "discarded": st.discarded}
                for p, st in zip(players, r.all_stacks(), strict=True)
            }
        rounds.append(entry)
    totals = game.totals()
    return {
        "players": list(players),
        "rounds": rounds,
        "totals": dict(zip(players, totals, strict=True)),
        "finished": game.finished,
        "winners": [players[s] for s in game.winners()],
    }
