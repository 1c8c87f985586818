"""Ratings per player and game: openskill's Plackett–Luce model over the games' results.

A rating is derived from the stored games every time it is asked for, never kept as the
truth: after an undo, an import, a restore, a renamed or archived player, it is what the
games give. Each game that has ended counts once, in the order the games were started (a
game's ``created_at``, which is an imported record's ``meta.started_at``; equal times by
the game's id); running and abandoned games do not count. A game whose kind is rated by
deal (Gaigel: a sitting has no last deal) counts each ended deal instead, won by the side
that scored it, in sittings not abandoned.

The sides of a game are its kind's ``side_seats``: partners (Partout's teams, Homme de
Brou's and Gaigel's sides) are rated as one team, each player alone otherwise; the dummy
(Homme de Brou by three) has no seat row and so no rating: its partner is a team of one.
Ranks come from the sides' final totals, higher first; equal totals share a rank.

A season limits the games to those started on its days (both ends included), in local
time; a season's ratings start from scratch with its first game.
"""

from __future__ import annotations

import csv
import io
import math
import threading
import weakref
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta
from typing import TYPE_CHECKING, Any, TypeVar

from openskill.models import PlackettLuce, PlackettLuceRating
from sqlalchemy import ColumnElement, Engine, Select, func, literal, select

from assistant.errors import InputError
from assistant.games.kinds import KINDS
from assistant.games.kinds import kind as kind_of
from assistant.names import csv_text
from assistant.storage.tables import (
    GameStatus,
    game_night,
    game_total,
    player,
    round_result,
)
from assistant.storage.tables import game as game_row
from engine.errors import N_

if TYPE_CHECKING:
    from sqlalchemy.orm import Mapped

# The queries here are built on the plain tables' names, not on the models: ``listig
# ratings`` then imports neither SQLModel nor pydantic's models of the rows.

Q = TypeVar("Q", bound=Select)  # type: ignore[type-arg]

MODEL = PlackettLuce()
"""openskill's Plackett–Luce model with its default parameters (μ 25, σ 25/3)."""

PROVISIONAL_BELOW = 5
"""A player with fewer rated games (of one game) than this has a provisional rating."""

SPREAD = 3
"""A rating is ``μ − 3σ``: the skill the player is almost surely above."""


@dataclass(frozen=True, slots=True)
class Season:
    """The days whose games count: from ``since`` to ``until``, both included (``None``:
    no limit). The day of a game is the local day it was started."""

    since: date | None = None
    until: date | None = None

    @classmethod
    def year(cls, year: int) -> Season:
        """One calendar year."""
        return cls(date(year, 1, 1), date(year, 12, 31))

    @property
    def all_time(self) -> bool:
        """Whether no day is left out."""
        return self.since is None and self.until is None

    def holds(self, day: date) -> bool:
        """Whether a game started on ``day`` belongs to the season."""
        return (self.since is None or self.since <= day) and (
            self.until is None or day <= self.until
        )

    def bounds(self) -> tuple[datetime | None, datetime | None]:
        """The season as times: its first local midnight, and the local midnight after its
        last day (excluded)."""
        start = _local_midnight(self.since) if self.since is not None else None
        end = _local_midnight(self.until + timedelta(days=1)) if self.until is not None else None
        return start, end

    def limit(self, query: Q) -> Q:
        """A query of games (``GameRow`` in its FROM) limited to the games of the season."""
        from sqlmodel import col  # whoever built a query of GameRow has loaded the models

        from assistant.storage.models import GameRow

        return self.limit_by(query, col(GameRow.created_at))

    def limit_by(self, query: Q, created_at: ColumnElement[datetime] | Mapped[datetime]) -> Q:
        """A query limited to the games of the season by their ``created_at`` column."""
        start, end = self.bounds()
        if start is not None:
            query = query.where(created_at >= start)
        if end is not None:
            query = query.where(created_at < end)
        return query


ALL_TIME = Season()
"""Every game."""


def _local_midnight(day: date) -> datetime:
    """The start of ``day`` in the machine's local time, as an aware time."""
    return datetime.combine(day, time()).astimezone()


def local_day(moment: datetime) -> date:
    """The local day of a point in time."""
    return moment.astimezone().date()


@dataclass(frozen=True, slots=True)
class Rating:
    """A player's (or a side's) rating: ``μ``, ``σ`` and how many rated games it rests on."""

    mu: float
    sigma: float
    games: int = 0

    @property
    def value(self) -> float:
        """``μ − 3σ``, the rating shown: the skill it is almost surely above."""
        return self.mu - SPREAD * self.sigma

    @property
    def provisional(self) -> bool:
        """Fewer than :data:`PROVISIONAL_BELOW` rated games: not much known yet."""
        return self.games < PROVISIONAL_BELOW


def fresh() -> Rating:
    """The rating of a player with no rated game: the model's prior."""
    prior = MODEL.rating()
    return Rating(prior.mu, prior.sigma, 0)


@dataclass(frozen=True, slots=True)
class Outcome:
    """One rated result: a game (or one deal of a game rated by deal), its sides (the roster
    ids of each side's players, the dummy left out) and each side's rank (1 is first)."""

    game_id: int
    deal: int
    """The deal's number in a game rated by deal; 0 for a whole game."""
    night: date
    """The game night's day (the chart's points)."""
    sides: tuple[tuple[int, ...], ...]
    ranks: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class RatingPoint:
    """A player's rating at the end of a game night."""

    night: date
    rating: Rating


@dataclass(frozen=True, slots=True)
class Ratings:
    """Every player's rating of one game (and season), and how each got there."""

    game: str
    season: Season
    by_player: Mapping[int, Rating]
    history: Mapping[int, tuple[RatingPoint, ...]] = field(default_factory=dict)
    outcomes: int = 0
    """How many results were rated."""

    def of(self, player_id: int) -> Rating:
        """A player's rating (the prior, 0 games, for a player with no rated game)."""
        return self.by_player.get(player_id) or fresh()

    def side(self, player_ids: Sequence[int]) -> Rating:
        """The team rating of partners, as the model rates a team (``μ`` and ``σ²`` of
        its players added up); ``games`` is the fewest rated games among them."""
        members = [self.of(pid) for pid in player_ids]
        # The model's own team rating, the one its rate() and predict_win() use for a side
        # (openskill has no public name for it; the version is pinned).
        (team,) = MODEL._calculate_team_ratings([[_model_rating(r) for r in members]])
        return Rating(team.mu, math.sqrt(team.sigma_squared), min(r.games for r in members))

    def chances(self, sides: Sequence[Sequence[int]]) -> list[float]:
        """Each side's chance to win a game among these sides, by the ratings (openskill's
        ``predict_win``); a side of no rated player is the prior."""
        teams = [[_model_rating(self.of(pid)) for pid in side] for side in sides]
        return [float(p) for p in MODEL.predict_win(teams)]


def _model_rating(rating: Rating) -> PlackettLuceRating:
    return MODEL.create_rating([rating.mu, rating.sigma])


class Rater:
    """The model fed results one after another: each player's rating as it stands, and how
    it got there. More results may follow those fed (a game that ended since)."""

    def __init__(self, game: str, season: Season) -> None:
        self.game = game
        self.season = season
        self.fed: list[Outcome] = []
        self._now: dict[int, PlackettLuceRating] = {}
        self._counts: dict[int, int] = {}
        self._nights: dict[int, date] = {}
        """The night of each player's latest result: its point may still change."""
        self._history: dict[int, list[RatingPoint]] = {}
        """Each player's points at the ends of the nights before that one."""

    def feed(self, outcomes: Iterable[Outcome]) -> Rater:
        """Rate each result in turn, the players' ratings as they stood before it."""
        now, counts, nights, history = self._now, self._counts, self._nights, self._history
        for outcome in outcomes:
            teams = [[now.get(pid) or MODEL.rating() for pid in side] for side in outcome.sides]
            after = MODEL.rate(teams, ranks=[float(r) for r in outcome.ranks])
            self.fed.append(outcome)
            night = outcome.night
            for side, team in zip(outcome.sides, after, strict=True):
                for pid, new in zip(side, team, strict=True):
                    if nights.get(pid, night) != night:  # the player's last night is over
                        history.setdefault(pid, []).append(self._point(pid))
                    now[pid] = new
                    counts[pid] = counts.get(pid, 0) + 1
                    nights[pid] = night
        return self

    def _point(self, pid: int) -> RatingPoint:
        """A player's rating as it stands, at the night of their latest result (made once
        a night is over, not after each game of it: most of a night's points would be
        replaced before it ends)."""
        now = self._now[pid]
        return RatingPoint(self._nights[pid], Rating(now.mu, now.sigma, self._counts[pid]))

    def ratings(self) -> Ratings:
        """The ratings after every result fed so far."""
        latest = {pid: self._point(pid) for pid in self._now}
        return Ratings(
            game=self.game,
            season=self.season,
            by_player={pid: point.rating for pid, point in latest.items()},
            history={pid: (*self._history.get(pid, ()), point) for pid, point in latest.items()},
            outcomes=len(self.fed),
        )


def rate(game: str, season: Season, outcomes: Iterable[Outcome]) -> Ratings:
    """The ratings after every outcome in turn, each fed to the model as it stood."""
    return Rater(game, season).feed(outcomes).ratings()


def rated_game(game: str) -> str:
    """A game whose ratings are asked for: a known game's record id (every game listig
    keeps is rated); ``InputError`` naming the known games otherwise."""
    if game not in KINDS:
        raise InputError(
            N_("{game} is not a game listig keeps ({games})"), game=game, games=", ".join(KINDS)
        )
    return game


def ranks_of(totals: Sequence[int]) -> tuple[int, ...]:
    """Ranks from totals, higher first; equal totals share a rank.

    >>> ranks_of([120, 80, 120, 30])
    (1, 3, 1, 4)
    """
    order = sorted(totals, reverse=True)
    return tuple([order.index(total) + 1 for total in totals])


def outcomes(db: Engine, game: str, season: Season = ALL_TIME) -> list[Outcome]:
    """The rated results of a game in the order they count (see the module)."""
    found = kind_of(game)
    g = game_row.c
    counted = (
        g.status != GameStatus.ABANDONED.value
        if found.RATED_BY_DEAL
        else g.status == GameStatus.FINISHED.value
    )
    games = (
        select(g.id, game_night.c.day)
        .join(game_night, game_night.c.id == g.night_id)
        .order_by(g.created_at, g.id)
    )
    rows = (
        select(
            round_result.c.game_id,
            round_result.c.round_no,
            round_result.c.seat,
            round_result.c.player_id,
            round_result.c.points,
        ).join(game_row, g.id == round_result.c.game_id)
        if found.RATED_BY_DEAL
        else select(
            game_total.c.game_id,
            literal(0),
            game_total.c.seat,
            game_total.c.player_id,
            game_total.c.points,
        ).join(game_row, g.id == game_total.c.game_id)
    )
    games = season.limit_by(games.where(g.game == game, counted), g.created_at)
    rows = season.limit_by(rows.where(g.game == game, counted), g.created_at)
    with db.connect() as connection:  # both reads in one transaction, as a session had them
        tables = connection.execute(games).all()
        results = connection.execute(rows).all()
    seats: dict[tuple[int, int], dict[int, tuple[int, int]]] = {}
    for game_id, deal, seat, player_id, points in results:
        seats.setdefault((game_id, deal), {})[seat] = (player_id, points)
    deals: dict[int, list[int]] = {}
    for game_id, deal in seats:
        deals.setdefault(game_id, []).append(deal)
    # A table has the game's one size, or as many seats as rows (a seat without a row is
    # the dummy's, at a game of one size): no game's seating is decoded.
    fixed = found.PLAYER_COUNTS[0] if len(found.PLAYER_COUNTS) == 1 else None
    tables_of = {n: found.side_seats(n) for n in found.PLAYER_COUNTS}
    out = []
    for played, night in tables:
        assert played is not None
        for deal in sorted(deals.get(played, ())):
            at_seats = seats[(played, deal)]
            size = fixed or len(at_seats)
            table = tables_of.get(size) or found.side_seats(size)
            outcome = _outcome(played, deal, night, table, at_seats)
            if outcome is not None:
                out.append(outcome)
    return out


def _outcome(
    game_id: int,
    deal: int,
    night: date,
    table: Sequence[Sequence[int]],
    rows: Mapping[int, tuple[int, int]],
) -> Outcome | None:
    """One result from its seats' rows (roster id, the side's total); ``None`` if fewer
    than two sides have a rated player."""
    sides: list[tuple[int, ...]] = []
    totals: list[int] = []
    for side in table:
        members = [rows[seat] for seat in side if seat in rows]
        if members:
            sides.append(tuple([pid for pid, _ in members]))
            totals.append(members[0][1])  # every member holds the side's total
    if len(sides) < 2:
        return None
    return Outcome(game_id, deal, night, tuple(sides), ranks_of(totals))


class _Cache:
    """The ratings last derived per database, game and season, with the state of the
    games they were derived from; asked again, they are derived anew only if a game or
    a result changed since (one small query says). When the results read anew begin with
    those rated before (a game ended after the others), only the new ones are fed to the
    model; any other change (an undo, an older game imported) rates everything again."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._by_db: weakref.WeakKeyDictionary[Engine, dict[tuple[str, Season], Any]] = (
            weakref.WeakKeyDictionary()
        )

    def get(self, db: Engine, game: str, season: Season) -> Ratings:
        stamp = _stamp(db, game)
        key = (game, season)
        with self._lock:
            held = self._by_db.get(db, {}).get(key)
        if held is not None and held[0] == stamp:
            result: Ratings = held[2]
            return result
        found = outcomes(db, game, season)
        with self._lock:  # one feeding at a time: a rater kept is fed further
            rater: Rater | None = held[1] if held is not None else None
            if rater is None or found[: len(rater.fed)] != rater.fed:
                rater = Rater(game, season)  # not only games that ended since: from the start
            rater.feed(found[len(rater.fed) :])
            result = rater.ratings()
            entries = self._by_db.setdefault(db, {})
            if len(entries) >= 32:
                entries.pop(next(iter(entries)))
            entries[key] = (stamp, rater, result)
        return result


def _stamp(db: Engine, game: str) -> tuple[Any, ...]:
    """What changes whenever a game of this kind or any round result changes: every command
    on a game sets its ``updated_at``; a removed game or result changes a count."""
    g = game_row.c
    with db.connect() as connection:
        games = connection.execute(
            select(func.count(), func.max(g.id), func.max(g.updated_at)).where(g.game == game)
        ).one()
        results = connection.execute(
            select(func.count(), func.max(round_result.c.id)).select_from(round_result)
        ).one()
    return (*games, *results)


_CACHE = _Cache()


def ratings(db: Engine, game: str, season: Season = ALL_TIME) -> Ratings:
    """The ratings of one game (of a season), derived from the stored games."""
    return _CACHE.get(db, game, season)


@dataclass(frozen=True, slots=True)
class PlayerRating:
    """One player's line of a game's ratings."""

    player_id: int
    name: str
    rating: Rating


def rating_lines(
    db: Engine, game: str, season: Season = ALL_TIME, *, once: bool = False
) -> list[PlayerRating]:
    """Every rated player of a game, the highest rating first, then by name.

    ``once``: the ratings derived for this answer alone, past the process's cache (a
    command that ends after one answer spares the cache's check, a count of every result).
    """
    rated = rate(game, season, outcomes(db, game, season)) if once else ratings(db, game, season)
    with db.connect() as connection:
        names = {pid: name for pid, name in connection.execute(select(player.c.id, player.c.name))}
    lines = [PlayerRating(pid, names[pid], r) for pid, r in rated.by_player.items()]
    return sorted(lines, key=lambda x: (-round(x.rating.value, 3), x.name.casefold(), x.name))


RATINGS_CSV_COLUMNS = ("player", "games", "mu", "sigma", "rating")


def ratings_csv(lines: Sequence[PlayerRating]) -> str:
    """The ratings as CSV text: the header, then one row per player with ``μ``, ``σ`` and
    the rating (``μ − 3σ``) to three decimals; names neutralised as the standings' are."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(RATINGS_CSV_COLUMNS)
    for x in lines:
        r = x.rating
        writer.writerow(
            [csv_text(x.name), r.games, f"{r.mu:.3f}", f"{r.sigma:.3f}", f"{r.value:.3f}"]
        )
    return out.getvalue()
