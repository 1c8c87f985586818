"""Standings of a game night or of all time, and a player's history, from round results.

Games and wins count finished games (a shared win counts for everyone who shares it;
in *Partout* a team's win counts for every member); the round figures count every ended
round of games not abandoned, so a game night's standings move as soon as a round ends.
A line says so: ``going_on`` counts its games still going on, whose ended rounds are in its
points and average but which are not among its games yet.

Points of different games are never added up: a game's points mean nothing in the other
(a *Partout* round scores a bonus of up to 200, a *Mit List und Tücke* round its stacks).
Standings of one game (``game="partout"``) have every figure of that game. Standings of
all games count games and wins across both; the round figures (rounds, points, average,
best round) are a line's own only when the player played one game, otherwise they are 0
and each game's figures are in ``by_game``. The CSV has one row per player and game.

A game played in sides of partners (``kinds.partnerships``) has standings by side too: each
partnership that sat together (the same players, or one player with the dummy), its games,
wins and deal points counted once for the side, however often its players sat together.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import date
from typing import Any

from sqlalchemy import Engine, Executable, and_, case, func, select
from sqlmodel import col

from assistant.games.kinds import KINDS, SITTINGS, partnerships
from assistant.games.kinds import kind as kind_of
from assistant.looking_back.ratings import ALL_TIME, Rating, Season, ratings
from assistant.names import csv_text
from assistant.storage import models
from assistant.storage.db import reading


@dataclass(frozen=True, slots=True)
class Figures:
    """A player's figures: games and wins, and the ended rounds' points."""

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

    def cells(self) -> tuple[str, ...]:
        """The figures every table of standings shows, as text in the order of
        :data:`FIGURE_COLUMNS` (the average with two decimals)."""
        return (
            str(self.games),
            str(self.wins),
            str(self.rounds),
            str(self.points),
            f"{self.average:.2f}",
            str(self.best_round),
        )


FIGURE_COLUMNS = ("games", "wins", "rounds", "points", "average", "best_round")
"""The columns of :meth:`Figures.cells`."""


@dataclass(frozen=True, slots=True)
class Standing(Figures):
    """One player's line of the standings."""

    player_id: int
    name: str
    game: str | None = None
    """The game these figures are of; ``None`` for all games."""
    by_game: tuple[Standing, ...] = ()
    """Each game's figures, in the order of ``kinds.KINDS`` (of a line of all games)."""
    rating: Rating | None = None
    """The player's rating of this game (of the season asked for); ``None`` in a line of
    all games, or for a player with no rated game of it yet."""
    going_on: int = 0
    """Games still going on (neither finished nor abandoned): not among ``games``, but their
    ended rounds count in the round figures."""

    @property
    def win_rate(self) -> float:
        """Wins per finished game."""
        return self.wins / self.games if self.games else 0.0

    @property
    def rounds_played(self) -> int:
        """Rounds played, of every game in a line of all games: a count, which adds up
        where points do not."""
        return sum(part.rounds for part in self.by_game) if self.by_game else self.rounds

    @property
    def mixed(self) -> bool:
        """A line of all games whose player played more than one game: no points of its own."""
        return len(self.by_game) > 1


@dataclass(frozen=True, slots=True)
class PlayedGame:
    """One game in a player's history."""

    game_id: int
    night_id: int
    day: date
    title: str
    players: tuple[str, ...]
    seat: int
    status: models.GameStatus
    rounds: int
    points: int
    won: bool
    game: str = "mit-list-und-tuecke"
    keeping: models.Keeping = models.Keeping.CARDS


CSV_COLUMNS = ("player", "game", *FIGURE_COLUMNS, "four_colors", "blocked", "going_on")
"""The standings CSV's columns; ``going_on`` last, so readers of the older columns read on."""


def standings(
    db: Engine,
    night_id: int | None = None,
    game: str | None = None,
    player_id: int | None = None,
    season: Season = ALL_TIME,
) -> list[Standing]:
    """The standings of one game, best first: wins, then average points per round, then
    name, each line with the player's rating of the game; of all games (see the module):
    the same while only one game was played, else wins, then the share of games won, then
    games played, then name (no points: they are never compared across games); of one
    player only, with ``player_id``; of the games started in ``season`` (its ratings too)."""
    finished = col(models.GameRow.status) == models.GameStatus.FINISHED.value
    going_on = col(models.GameRow.status) == models.GameStatus.RUNNING.value
    query = (
        select(
            col(models.GameTotal.player_id),
            col(models.GameRow.game),
            func.sum(case((finished, 1), else_=0)),
            func.sum(case((and_(finished, col(models.GameTotal.won)), 1), else_=0)),
            func.sum(col(models.GameTotal.rounds)),
            func.sum(col(models.GameTotal.points)),
            func.max(col(models.GameTotal.best_round)),
            func.sum(col(models.GameTotal.four_colors)),
            func.sum(col(models.GameTotal.blocked)),
            func.sum(case((going_on, 1), else_=0)),
        )
        .join(models.GameRow, col(models.GameRow.id) == col(models.GameTotal.game_id))
        .where(col(models.GameRow.status) != models.GameStatus.ABANDONED.value)
        .group_by(col(models.GameTotal.player_id), col(models.GameRow.game))
    )
    if night_id is not None:
        query = query.where(col(models.GameRow.night_id) == night_id)
    if game is not None:
        query = query.where(col(models.GameRow.game) == game)
    if player_id is not None:
        query = query.where(col(models.GameTotal.player_id) == player_id)
    query = season.limit(query)
    rows, names = _rows_and_names(db, query)
    order = {g: i for i, g in enumerate(KINDS)}
    by_player: dict[int, list[Standing]] = {}
    for pid, kind, games, wins, rounds, points, best, four, blocked, going in sorted(
        rows, key=lambda r: order.get(r[1], len(order))
    ):
        by_player.setdefault(pid, []).append(
            Standing(
                player_id=pid,
                name=names[pid],
                games=int(games),
                wins=int(wins),
                rounds=int(rounds),
                points=int(points),
                best_round=int(best),
                four_colors=int(four),
                blocked=int(blocked),
                game=kind,
                going_on=int(going),
            )
        )
    if game is not None:
        rated = ratings(db, game, season).by_player
        lines = [replace(parts[0], rating=rated.get(pid)) for pid, parts in by_player.items()]
        return sorted(lines, key=lambda x: (*place_key(x), x.name.casefold()))
    lines = [_all_games(parts) for parts in by_player.values()]
    across = across_games(lines)
    return sorted(lines, key=lambda x: (*place_key(x, across), x.name.casefold()))


def place_key(line: Standing | SideStanding, across: bool = False) -> tuple[float, ...]:
    """What places a line of standings, the best the smallest; lines with equal keys share a
    place. Of one game: its wins, then the average points per round; of a sitting that goes
    on as long as the table plays (Gaigel), its tally first, the game points, as the rules
    count them. ``across`` games: wins, the share of games won, the games played (points
    of two games are never compared, so neither is an average)."""
    if across:
        return (-line.wins, -line.win_rate, -line.games)
    parts = getattr(line, "by_game", ()) or (line,)
    if parts[0].game in SITTINGS:
        return (-line.points, -line.wins)
    return (-line.wins, -line.average)


def across_games(lines: list[Standing]) -> bool:
    """Whether standings lines hold figures of more than one game (then no points, and no
    average, may be compared between them)."""
    return len({part.game for line in lines for part in (line.by_game or (line,))}) > 1


def _all_games(parts: list[Standing]) -> Standing:
    """A player's line of all games: games and wins of every game; the round figures only
    of a player who played one game (points of two games are never added)."""
    (one,) = parts if len(parts) == 1 else (None,)
    return Standing(
        player_id=parts[0].player_id,
        name=parts[0].name,
        games=sum(x.games for x in parts),
        wins=sum(x.wins for x in parts),
        rounds=one.rounds if one else 0,
        points=one.points if one else 0,
        best_round=one.best_round if one else 0,
        four_colors=one.four_colors if one else 0,
        blocked=one.blocked if one else 0,
        game=None,
        by_game=tuple(parts),
        going_on=sum(x.going_on for x in parts),
    )


@dataclass(frozen=True, slots=True)
class SideStanding(Figures):
    """One partnership's line of a game's standings by side: the side's figures, once."""

    player_ids: tuple[int, ...]
    names: tuple[str, ...]
    """The partners' roster names, alphabetically."""
    game: str
    dummy: bool = False
    """Whether the dummy was the partner (Homme de Brou played by three)."""
    rating: Rating | None = None
    """The side's team rating (the model's team of its rated players), ``None`` while one
    of them has no rated game."""
    going_on: int = 0
    """The side's games still going on (see :attr:`Standing.going_on`)."""

    @property
    def win_rate(self) -> float:
        """Wins per finished game."""
        return self.wins / self.games if self.games else 0.0


def side_standings(
    db: Engine, game: str, night_id: int | None = None, season: Season = ALL_TIME
) -> list[SideStanding]:
    """The standings by side of one game, best first (wins, then average points per deal,
    then names): every partnership that played it, of all time or of one game night (of the
    games started in ``season``), each with its team rating. Empty for a game whose players
    score alone.

    Read from the per-game sums alone (no game's seating is decoded): a table has the game's
    one size (Homme de Brou's and Gaigel's four) or as many seats as sums (Partout's), and a
    seat without a sum is the dummy's, the one seat with no roster player."""
    if not partnerships(game):
        return []  # nothing to read
    query = (
        select(
            col(models.GameTotal.game_id),
            col(models.GameRow.status),
            col(models.GameTotal.seat),
            col(models.GameTotal.player_id),
            col(models.GameTotal.rounds),
            col(models.GameTotal.points),
            col(models.GameTotal.best_round),
            col(models.GameTotal.won),
        )
        .join(models.GameRow, col(models.GameRow.id) == col(models.GameTotal.game_id))
        .where(
            col(models.GameRow.status) != models.GameStatus.ABANDONED.value,
            col(models.GameRow.game) == game,
        )
    )
    if night_id is not None:
        query = query.where(col(models.GameRow.night_id) == night_id)
    query = season.limit(query)
    rows, names = _rows_and_names(db, query)
    rated = ratings(db, game, season)
    finished_value, running = models.GameStatus.FINISHED.value, models.GameStatus.RUNNING.value
    games: dict[int, tuple[bool, bool, dict[int, tuple[int, int, int, int, bool]]]] = {}
    for game_id, status, seat, pid, rounds, points, best, won in rows:
        entry = games.setdefault(game_id, (status == finished_value, status == running, {}))
        entry[2][seat] = (pid, rounds, points, best, bool(won))
    found = kind_of(game)
    fixed = found.PLAYER_COUNTS[0] if len(found.PLAYER_COUNTS) == 1 else None
    tables = {n: found.side_seats(n) for n in found.PLAYER_COUNTS}
    sums: dict[tuple[tuple[int, ...], bool], list[int]] = {}
    for finished, going, totals in games.values():
        seats = fixed or len(totals)
        for side in tables.get(seats, ()):
            members = [totals[seat] for seat in side if seat in totals]
            if len(side) < 2 or not members:
                continue
            key = (tuple(sorted(m[0] for m in members)), len(members) < len(side))
            _, rounds, points, best, won = members[0]  # every member holds the side's figures
            line = sums.setdefault(key, [0, 0, 0, 0, best, 0])
            line[0] += finished
            line[1] += finished and won
            line[2] += rounds
            line[3] += points
            line[4] = max(line[4], best)
            line[5] += going
    lines = [
        SideStanding(
            player_ids=ids,
            names=tuple(sorted((names[pid] for pid in ids), key=str.casefold)),
            game=game,
            dummy=dummy,
            games=played,
            wins=wins,
            rounds=rounds,
            points=points,
            best_round=best,
            four_colors=0,
            blocked=0,
            rating=rated.side(ids) if all(pid in rated.by_player for pid in ids) else None,
            going_on=going,
        )
        for (ids, dummy), (played, wins, rounds, points, best, going) in sums.items()
    ]
    return sorted(lines, key=lambda x: (*place_key(x), [n.casefold() for n in x.names], x.dummy))


def standings_csv(lines: list[Standing]) -> str:
    """The standings as CSV text with a header row, one row per player and game (so no
    row adds points of two games); names that look like formulas neutralised.

    A name starting with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return gets a
    leading ``'`` (OWASP's rule against CSV injection); quotes inside are doubled.
    """
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for line in lines:
        for x in line.by_game or (line,):
            writer.writerow(
                [csv_text(x.name), x.game or "", *x.cells(), x.four_colors, x.blocked, x.going_on]
            )
    return out.getvalue()


SIDE_CSV_COLUMNS = ("side", "with_dummy", "game", *FIGURE_COLUMNS, "going_on")


def side_standings_csv(lines: list[SideStanding]) -> str:
    """The standings by side as CSV text with a header row, one row per side: the partners'
    names joined by `` & `` (neutralised as :func:`csv_text` says), ``with_dummy`` 1 for a
    player who partnered the dummy."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(SIDE_CSV_COLUMNS)
    for x in lines:
        writer.writerow(
            [csv_text(" & ".join(x.names)), int(x.dummy), x.game, *x.cells(), x.going_on]
        )
    return out.getvalue()


def player_games(db: Engine, player_id: int) -> list[PlayedGame]:
    """Every game the player sat in, the latest first, with their points and whether they won."""
    query = (
        select(
            models.GameRow,
            col(models.Seat.seat),
            col(models.GameNight.day),
            col(models.GameNight.title),
            col(models.GameTotal.rounds),
            col(models.GameTotal.points),
            col(models.GameTotal.won),
        )
        .join(models.Seat, col(models.Seat.game_id) == col(models.GameRow.id))
        .join(models.GameNight, col(models.GameNight.id) == col(models.GameRow.night_id))
        .outerjoin(
            models.GameTotal,
            and_(
                col(models.GameTotal.game_id) == col(models.GameRow.id),
                col(models.GameTotal.seat) == col(models.Seat.seat),
            ),
        )
        .where(col(models.Seat.player_id) == player_id)
        .order_by(col(models.GameRow.created_at).desc(), col(models.GameRow.id).desc())
    )
    with reading(db) as s:
        rows = s.execute(query).all()
    entries = []
    for row, seat, day, title, rounds, points, won in rows:
        assert row.id is not None
        entries.append(
            PlayedGame(
                game_id=row.id,
                night_id=row.night_id,
                day=day,
                title=title,
                players=tuple(row.players),
                seat=seat,
                status=models.GameStatus(row.status),
                rounds=rounds or 0,
                points=points or 0,
                won=bool(won),
                game=row.game,
                keeping=models.Keeping(row.kind),
            )
        )
    return entries


def _rows_and_names(db: Engine, query: Executable) -> tuple[Sequence[Any], dict[int, str]]:
    """The query's rows, and every player's name by id, read together."""
    with reading(db) as s:
        rows = s.execute(query).all()
        names = {
            pid: name
            for pid, name in s.execute(select(col(models.Player.id), col(models.Player.name)))
        }
    return rows, names
