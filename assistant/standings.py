"""Standings of a game night or of all time, and a player's history, from round results.

Games and wins count finished games (a shared win counts for everyone who shares it);
the round figures count every ended round of games not abandoned, so a game night's
standings move as soon as a round ends.
"""

from __future__ import annotations

import csv
import io
from collections import defaultdict
from dataclasses import dataclass
from datetime import date
from typing import Any

from sqlalchemy import Engine, Select, case, func, select
from sqlmodel import col

from assistant.db import reading
from assistant.models import GameNight, GameRow, GameStatus, Player, RoundResult, Seat


@dataclass(frozen=True, slots=True)
class Standing:
    """One player's line of the standings."""

    player_id: int
    name: str
    games: int
    wins: int
    rounds: int
    points: int
    best_round: int
    four_colors: int
    blocked: int

    @property
    def average(self) -> float:
        """Points per round."""
        return self.points / self.rounds if self.rounds else 0.0


@dataclass(frozen=True, slots=True)
class HistoryEntry:
    """One game in a player's history."""

    game_id: int
    night_id: int
    day: date
    title: str
    players: tuple[str, ...]
    seat: int
    status: GameStatus
    rounds: int
    points: int
    won: bool


CSV_COLUMNS = (
    "player",
    "games",
    "wins",
    "rounds",
    "points",
    "average",
    "best_round",
    "four_colors",
    "blocked",
)


def standings(engine: Engine, night_id: int | None = None) -> list[Standing]:
    """The standings, best first: wins, then average points per round, then name."""
    counted = col(GameRow.status) != GameStatus.ABANDONED.value
    rounds = (
        select(
            col(RoundResult.player_id),
            func.count(),
            func.sum(col(RoundResult.points)),
            func.max(col(RoundResult.points)),
            func.sum(case((col(RoundResult.four_colors), 1), else_=0)),
            func.sum(case((col(RoundResult.blocked), 1), else_=0)),
        )
        .join(GameRow, col(GameRow.id) == col(RoundResult.game_id))
        .where(counted)
        .group_by(col(RoundResult.player_id))
    )
    totals: Select[*tuple[Any, ...]] = (
        select(
            col(RoundResult.game_id).label("game_id"),
            col(RoundResult.player_id).label("player_id"),
            func.sum(col(RoundResult.points)).label("total"),
        )
        .join(GameRow, col(GameRow.id) == col(RoundResult.game_id))
        .where(col(GameRow.status) == GameStatus.FINISHED.value)
        .group_by(col(RoundResult.game_id), col(RoundResult.player_id))
    )
    if night_id is not None:
        rounds = rounds.where(col(GameRow.night_id) == night_id)
        totals = totals.where(col(GameRow.night_id) == night_id)
    t = totals.cte("totals")
    best = select(t.c.game_id, func.max(t.c.total).label("best")).group_by(t.c.game_id).cte("best")
    wins = (
        select(
            t.c.player_id,
            func.count(),
            func.sum(case((t.c.total == best.c.best, 1), else_=0)),
        )
        .join(best, best.c.game_id == t.c.game_id)
        .group_by(t.c.player_id)
    )
    with reading(engine) as s:
        games = {pid: (n, w) for pid, n, w in s.execute(wins)}
        round_rows = s.execute(rounds).all()
        names = {pid: name for pid, name in s.execute(select(col(Player.id), col(Player.name)))}
    lines = [
        Standing(
            player_id=pid,
            name=names[pid],
            games=games.get(pid, (0, 0))[0],
            wins=int(games.get(pid, (0, 0))[1]),
            rounds=n,
            points=int(points),
            best_round=int(top),
            four_colors=int(four),
            blocked=int(blocked),
        )
        for pid, n, points, top, four, blocked in round_rows
    ]
    return sorted(lines, key=lambda x: (-x.wins, -x.average, x.name.casefold()))


def standings_csv(lines: list[Standing]) -> str:
    """The standings as CSV text with a header row."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for x in lines:
        writer.writerow(
            [
                x.name,
                x.games,
                x.wins,
                x.rounds,
                x.points,
                f"{x.average:.2f}",
                x.best_round,
                x.four_colors,
                x.blocked,
            ]
        )
    return out.getvalue()


def history(engine: Engine, player_id: int) -> list[HistoryEntry]:
    """Every game the player sat in, the latest first, with their points and whether they won."""
    games = (
        select(GameRow, col(Seat.seat), col(GameNight.day), col(GameNight.title))
        .join(Seat, col(Seat.game_id) == col(GameRow.id))
        .join(GameNight, col(GameNight.id) == col(GameRow.night_id))
        .where(col(Seat.player_id) == player_id)
        .order_by(col(GameRow.created_at).desc(), col(GameRow.id).desc())
    )
    mine = select(col(Seat.game_id)).where(col(Seat.player_id) == player_id)
    results = (
        select(
            col(RoundResult.game_id),
            col(RoundResult.seat),
            func.count(),
            func.sum(col(RoundResult.points)),
        )
        .where(col(RoundResult.game_id).in_(mine))
        .group_by(col(RoundResult.game_id), col(RoundResult.seat))
    )
    with reading(engine) as s:
        rows = s.execute(games).all()
        by_game: dict[int, dict[int, tuple[int, int]]] = defaultdict(dict)
        for game_id, seat, n, points in s.execute(results):
            by_game[game_id][seat] = (n, int(points))
    entries = []
    for row, seat, day, title in rows:
        assert row.id is not None
        seats = by_game.get(row.id, {})
        rounds, points = seats.get(seat, (0, 0))
        status = GameStatus(row.status)
        top = max((p for _, p in seats.values()), default=0)
        entries.append(
            HistoryEntry(
                game_id=row.id,
                night_id=row.night_id,
                day=day,
                title=title,
                players=tuple(row.players),
                seat=seat,
                status=status,
                rounds=rounds,
                points=points,
                won=status is GameStatus.FINISHED and points == top,
            )
        )
    return entries
