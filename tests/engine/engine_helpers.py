"""Small helpers for the engine tests: tables, scripted tricks and state snapshots."""

from __future__ import annotations

from typing import Any

from engine.mit_list_und_tuecke import Card, Color, Game, Keep, Phase, Play, Round, Take

NAMES = ("Anna", "Ben", "Cleo", "Dan", "Eve", "Finn")


def names(n: int) -> tuple[str, ...]:
    """The first ``n`` player names."""
    return NAMES[:n]


def new_round(n: int = 4, leader: int = 0) -> Round:
    """A fresh round for ``n`` players in which seat ``leader`` leads the first trick."""
    return Round(names(n), (leader - 1) % n)


def cards(*texts: str) -> tuple[Card, ...]:
    """Cards from their record notation."""
    return tuple(Card.parse(t) for t in texts)


def play(rnd: Round, *texts: str) -> None:
    """Play cards in turn order, each by whoever is to play."""
    for text in texts:
        rnd.apply(Play(rnd.players[rnd.to_play], Card.parse(text)))


def take(rnd: Round, *texts: str) -> None:
    """The first taker of the complete trick takes these cards."""
    assert rnd.pending is not None, "no trick waits to be taken"
    rnd.apply(Take(rnd.players[rnd.pending.first], cards(*texts)))


def keep(rnd: Round, name: str, *letters: str) -> None:
    """``name`` keeps the colors given by letter."""
    rnd.apply(Keep(name, tuple(Color(letter) for letter in letters)))


def trick(rnd: Round, plays: tuple[str, ...], chosen: tuple[str, ...]) -> None:
    """Play a whole trick and let the first taker take ``chosen``."""
    play(rnd, *plays)
    take(rnd, *chosen)


def snapshot(rnd: Round) -> dict[str, Any]:
    """Every public query of a round, to compare before and after a rejected event."""
    return {
        "phase": rnd.phase,
        "end": rnd.end,
        "ended": rnd.ended,
        "leader": rnd.leader,
        "to_play": rnd.to_play,
        "due": rnd.due(),
        "trump": rnd.trump,
        "trick": list(rnd.trick),
        "trick_colors": set(rnd.trick_colors),
        "fourth_color": rnd.fourth_color,
        "playable": rnd.playable_cards(),
        "unplayed": rnd.unplayed_cards(),
        "played": set(rnd.played),
        "played_by_seat": list(rnd.played_by_seat),
        "may_claim_blocked": rnd.may_claim_blocked(),
        "would_take": rnd.would_take(),
        "pending": rnd.pending,
        "owing": list(rnd.owing),
        "tricks": list(rnd.tricks),
        "trick_number": rnd.trick_number,
        "stacks": rnd.all_stacks(),
        "kept": tuple(rnd.kept(s) for s in range(rnd.n)),
        "table": rnd.table_view(),
        "table_counts": rnd.table_view(show_counts=True),
        "scores": rnd.scores(),
        "events": list(rnd.events),
        "blocked_by": rnd.blocked_by,
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


def lowest_first(rnd: Round) -> None:
    """Finish a round deterministically without hands: lowest playable card in pad order.

    The first taker takes the first ``k1`` cards of the trick; whoever owes a color choice
    keeps their two largest open stacks. Claims a block when no card is playable.
    """
    from engine.mit_list_und_tuecke import Blocked

    while not rnd.ended:
        if rnd.phase is Phase.PLAY:
            playable = rnd.playable_cards()
            if playable:
                rnd.apply(Play(rnd.players[rnd.to_play], playable[0]))
            else:
                rnd.apply(Blocked(rnd.players[rnd.to_play]))
        elif rnd.phase is Phase.TAKE:
            assert rnd.pending is not None
            chosen = tuple(card for _, card in rnd.trick[: rnd.k1])
            rnd.apply(Take(rnd.players[rnd.pending.first], chosen))
        else:
            seat = rnd.owing[0]
            st = rnd.stacks(seat)
            largest = sorted(st.open, key=lambda c: -st.open[c])[:2]
            rnd.apply(Keep(rnd.players[seat], tuple(largest)))
