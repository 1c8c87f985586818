"""Small helpers for the Partout engine tests: tables, scripted rounds and state snapshots."""

from __future__ import annotations

from typing import Any

from engine.partout import Card, Color, Game, Play, Predict, Round, TrumpColor, TrumpNumber

NAMES = ("Anna", "Ben", "Cleo", "Dan", "Eve", "Finn")


def names(n: int) -> tuple[str, ...]:
    """The first ``n`` player names."""
    return NAMES[:n]


def new_round(n: int = 4, first: int = 0) -> Round:
    """A fresh round for ``n`` players in which seat ``first`` is P1 (names the number, leads)."""
    return Round(names(n), (first - 1) % n)


def announce(rnd: Round, number: int, color: str) -> None:
    """P1 names the trump number, P2 the trump color."""
    rnd.apply(TrumpNumber(rnd.players[rnd.first], number))
    rnd.apply(TrumpColor(rnd.players[rnd.second], Color(color)))


def predict(rnd: Round, *tricks: int) -> None:
    """Predictions in turn order, starting with whoever is to predict."""
    for count in tricks:
        seat = rnd.to_act
        assert seat is not None
        rnd.apply(Predict(rnd.players[seat], count))


def ready(n: int = 4, number: int = 3, color: str = "G", first: int = 0) -> Round:
    """A round in the play phase: trump named, everybody predicted 1."""
    rnd = new_round(n, first)
    announce(rnd, number, color)
    predict(rnd, *([1] * n))
    return rnd


def event(by: str, text: str) -> Play:
    """A play from short notation: ``R3``, ``mathematician:5``, ``alchemist:R``, ``dungeon:K3``."""
    card_text, _, choice = text.partition(":")
    card = Card.parse(card_text)
    match card_text, choice:
        case _, "":
            return Play(by, card)
        case "mathematician", _:
            return Play(by, card, number=int(choice))
        case "alchemist", _:
            return Play(by, card, color=Color(choice))
        case _:
            return Play(by, card, target=Card.parse(choice))


def play(rnd: Round, *texts: str) -> None:
    """Play cards in turn order, each by whoever is to play."""
    for text in texts:
        seat = rnd.to_act
        assert seat is not None
        rnd.apply(event(rnd.players[seat], text))


def snapshot(rnd: Round) -> dict[str, Any]:
    """Every public query of a round, to compare before and after a rejected event."""
    return {
        "phase": rnd.phase,
        "end": rnd.end,
        "number": rnd.number,
        "color": rnd.color,
        "predictions": dict(rnd.predictions),
        "leader": rnd.leader,
        "to_act": rnd.to_act,
        "due": rnd.due(),
        "trump": rnd.trump,
        "final_trump": rnd.final_trump,
        "trick": list(rnd.trick),
        "played": set(rnd.played),
        "played_by_seat": list(rnd.played_by_seat),
        "tricks": list(rnd.tricks),
        "trick_number": rnd.trick_number,
        "would_take": rnd.would_take(),
        "takers": rnd.takers(),
        "team_tricks": rnd.team_tricks(),
        "minimums": rnd.minimums(),
        "scores": rnd.scores(),
        "unplayed": rnd.unplayed_cards(),
        "playable": rnd.playable_cards(),
        "legal_numbers": rnd.legal_numbers(),
        "legal_colors": rnd.legal_colors(),
        "legal_targets": rnd.legal_targets(),
        "legal_predictions": rnd.legal_predictions(),
        "events": list(rnd.events),
    }


def game_snapshot(game: Game) -> dict[str, Any]:
    """Every public query of a game and of each of its rounds."""
    return {
        "rounds": [snapshot(r) for r in game.rounds],
        "totals": game.totals(),
        "round_scores": game.round_scores(),
        "finished": game.finished,
        "winners": game.winners(),
    }
