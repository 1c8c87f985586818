"""Looking back: game nights, a game's rounds, a trick-by-trick replay, a player's page.

Everything but the replay reads the round results and per-game sums that are written
when a round ends (``round_result``, ``game_total``), so ten years of weekly evenings
never replay a game. The replay steps through one game's event log with the engine.

Names are the roster's current names (a renamed player keeps one line), except in a
game's own detail and replay, which show the names the game was played under.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date, datetime

from sqlalchemy import Engine, case, func, select, true
from sqlalchemy.orm import aliased
from sqlmodel import col

from assistant.errors import InputError, UnknownGame
from assistant.games.dummy import by_seat, dummy_seat
from assistant.games.kinds import KINDS
from assistant.languages import N_
from assistant.looking_back.ratings import ALL_TIME, RatingPoint, Season, ratings
from assistant.looking_back.standings import Figures, Standing, standings
from assistant.storage.db import reading
from assistant.storage.models import (
    GameNight,
    GameRow,
    GameStatus,
    GameTotal,
    Keeping,
    Player,
    RoundResult,
    Seat,
)
from engine.mit_list_und_tuecke import (
    COLORS,
    Blocked,
    Card,
    Color,
    Game,
    Keep,
    Phase,
    Round,
    Stacks,
)


@dataclass(frozen=True, slots=True)
class NightSummary:
    """A game night in the list of evenings.

    ``games`` counts every game started that night (abandoned ones too), ``finished`` the
    finished ones; ``winners`` names each finished game's winners (roster names), counted:
    ``(("Anna", 2), ("Ben", 1))``, most wins first, then by name. A shared win counts for
    everyone who shares it.
    """

    id: int
    day: date
    title: str
    games: int
    finished: int
    winners: tuple[tuple[str, int], ...]
    by_game: tuple[tuple[str, int], ...] = ()
    """Games started that night of each game kind (record id, count), in ``KINDS`` order."""


@dataclass(frozen=True, slots=True)
class RoundLine:
    """One player's result of an ended round: the stacks and the score's parts.

    ``open`` holds the open stacks by color (colors with no card left out), ``discarded``
    the discard pile; ``a ≥ b`` are the two largest open stacks, ``r`` all other cards.
    ``four_colors``: the player's stacks covered four colors and they kept two.
    """

    player: str
    open: dict[Color, int]
    discarded: int
    a: int
    b: int
    r: int
    points: int
    four_colors: bool
    blocked: bool


@dataclass(frozen=True, slots=True)
class RoundDetail:
    """An ended round: its number (from 1), dealer, how it ended, one line per seat.

    ``end`` is ``"complete"`` (all tricks), ``"blocked"`` (a player was blocked) or
    ``"quick"`` (entered by quick scoring: how the round ended is not known).
    """

    number: int
    dealer: str
    end: str
    lines: tuple[RoundLine, ...]


@dataclass(frozen=True, slots=True)
class GameDetail:
    """A game's ended rounds with their breakdowns, totals and running totals.

    ``players`` are the names at the table in seating order; ``totals`` sum the ended
    rounds; ``winners`` are set once the game is finished (a tie shares the win);
    ``running_totals`` has one ``{player: total}`` per ended round, after that round.
    """

    game_id: int
    keeping: Keeping
    players: tuple[str, ...]
    player_ids: tuple[int, ...]
    night_id: int
    day: date
    title: str
    started_at: datetime
    status: GameStatus
    rounds: tuple[RoundDetail, ...]
    totals: dict[str, int]
    winners: tuple[str, ...]
    running_totals: tuple[dict[str, int], ...]
    game: str = "mit-list-und-tuecke"
    """The game kind's record id."""
    sides: tuple[tuple[str, ...], ...] = ()
    """Each side of partners by its seats' names in seat order, the dummy's too (Homme de
    Brou's ``Anne & Mort``, Partout's teams, Gaigel's partners); empty where each player
    scores alone. Partners hold the same points: a side's total is any scoring member's."""
    dummy: int | None = None
    """The dummy's seat (Homme de Brou played by three), whose name in ``players`` is the
    one given when the game began, in that tab's language."""


@dataclass(frozen=True, slots=True)
class ReplayStep:
    """One finished trick of a card-by-card game, or the block that ended a round.

    ``plays`` are the trick's cards in the order played; ``first_taker`` chose ``chosen``,
    ``second_taker`` received ``rest`` (``None`` in a one-color trick, whose ``rest`` went
    out of play); ``keeps`` are the color choices the trick made due; ``stacks_after``
    are everyone's stacks once those choices were made. A block step has ``blocked`` set
    to the blocked player, the unfinished trick in ``plays``, no takers, and the stacks
    the round was scored from.
    """

    round_no: int
    trick_no: int
    dealer: str
    plays: tuple[tuple[str, Card], ...]
    first_taker: str | None
    chosen: tuple[Card, ...]
    second_taker: str | None
    rest: tuple[Card, ...]
    keeps: tuple[tuple[str, tuple[Color, ...]], ...]
    blocked: str | None
    stacks_after: dict[str, Stacks]


@dataclass(frozen=True, slots=True)
class FormPoint:
    """One game of a player's form: the night's date, their points and points per round."""

    day: date
    game_id: int
    rounds: int
    points: int
    average: float
    game: str = "mit-list-und-tuecke"


@dataclass(frozen=True, slots=True)
class PlayerPage(Figures):
    """A player's page: the standings figures of all time, and how they fare.

    The figures are those of the player's line of all games in the standings (points of two
    games are never added: a player of both has each game's in ``by_game``). Games and
    wins count finished games; the round figures count every ended round of
    games not abandoned (as in the standings). ``win_rate`` is wins ÷ games (0 without
    games). ``beats_most``: opponents with the number of finished games both played in
    which this player's total was **higher** than the opponent's, most first (then by
    name), opponents with 0 left out; ``loses_most`` likewise for a **lower** total
    (equal totals count in neither). ``form`` has one point per game not abandoned with
    at least one ended round, oldest first.
    """

    player_id: int
    name: str
    archived: bool
    win_rate: float
    beats_most: tuple[tuple[str, int], ...]
    loses_most: tuple[tuple[str, int], ...]
    form: tuple[FormPoint, ...]
    by_game: tuple[Standing, ...] = ()
    """The figures of each game the player played (games, wins, rounds, points, best
    round), in ``KINDS`` order: points are never added across games."""
    ratings: tuple[tuple[str, tuple[RatingPoint, ...]], ...] = ()
    """Each game's rating over the nights (the rating after each night the player played
    it; the last is the rating now), of every game with a rated game of the player's, in
    ``KINDS`` order."""


# ------------------------------------------------------------------- nights


def night_summaries(db: Engine, game: str | None = None) -> list[NightSummary]:
    """Every game night, the latest first, with its games and winners; of one ``game``
    (a record id), only the nights it was played, with its games and winners alone."""
    finished = col(GameRow.status) == GameStatus.FINISHED.value
    of_game = col(GameRow.game) == game if game is not None else true()
    counts = (
        select(
            col(GameRow.night_id),
            func.count().label("games"),
            func.sum(case((finished, 1), else_=0)).label("finished"),
        )
        .where(of_game)
        .group_by(col(GameRow.night_id))
        .subquery()
    )
    kinds = (
        select(col(GameRow.night_id), col(GameRow.game), func.count())
        .where(of_game)
        .group_by(col(GameRow.night_id), col(GameRow.game))
    )
    nights = (
        select(
            col(GameNight.id),
            col(GameNight.day),
            col(GameNight.title),
            func.coalesce(counts.c.games, 0),
            func.coalesce(counts.c.finished, 0),
        )
        .outerjoin(counts, counts.c.night_id == col(GameNight.id))
        .order_by(col(GameNight.day).desc(), col(GameNight.id).desc())
    )
    if game is not None:
        nights = nights.where(counts.c.games > 0)
    wins = (
        select(col(GameRow.night_id), col(Player.name), func.count())
        .select_from(GameTotal)
        .join(GameRow, col(GameRow.id) == col(GameTotal.game_id))
        .join(Player, col(Player.id) == col(GameTotal.player_id))
        .where(finished, col(GameTotal.won), of_game)
        .group_by(col(GameRow.night_id), col(Player.id), col(Player.name))
    )
    order = {g: i for i, g in enumerate(KINDS)}
    with reading(db) as s:
        rows = s.execute(nights).all()
        winners: dict[int, list[tuple[str, int]]] = {}
        for night_id, name, n in s.execute(wins):
            winners.setdefault(night_id, []).append((name, int(n)))
        played: dict[int, list[tuple[str, int]]] = {}
        for night_id, kind, n in s.execute(kinds):
            played.setdefault(night_id, []).append((kind, int(n)))
    return [
        NightSummary(
            id=night_id,
            day=day,
            title=title,
            games=int(games),
            finished=int(done),
            winners=tuple(
                sorted(winners.get(night_id, []), key=lambda w: (-w[1], w[0].casefold()))
            ),
            by_game=tuple(
                sorted(played.get(night_id, []), key=lambda k: order.get(k[0], len(order)))
            ),
        )
        for night_id, day, title, games, done in rows
    ]


# --------------------------------------------------------------------- games


def game_detail(db: Engine, game_id: int) -> GameDetail:
    """A game's ended rounds, totals, running totals and winners, from its round results."""
    with reading(db) as s:
        found = s.execute(
            select(GameRow, col(GameNight.day), col(GameNight.title))
            .join(GameNight, col(GameNight.id) == col(GameRow.night_id))
            .where(col(GameRow.id) == game_id)
        ).first()
        if found is None:
            raise UnknownGame(N_("there is no game number {game_id}"), game_id=game_id)
        row, day, title = found
        results = s.scalars(
            select(RoundResult)
            .where(col(RoundResult.game_id) == game_id)
            .order_by(col(RoundResult.round_no), col(RoundResult.seat))
        ).all()
        won = s.scalars(
            select(col(GameTotal.seat)).where(col(GameTotal.game_id) == game_id, col(GameTotal.won))
        ).all()
        seat_ids = s.scalars(
            select(col(Seat.player_id)).where(col(Seat.game_id) == game_id).order_by(col(Seat.seat))
        ).all()
    players = tuple(row.players)
    n = len(players)
    dummy = dummy_seat(row.house_rules)
    # The seats that score: not the dummy's, whose side counts for its partner only.
    scored = tuple(name for seat, name in enumerate(players) if seat != dummy)

    def by_name(points: list[int]) -> dict[str, int]:
        return {name: points[players.index(name)] for name in scored}

    by_round: dict[int, list[RoundResult]] = {}
    for result in results:
        by_round.setdefault(result.round_no, []).append(result)
    rounds = []
    running: list[dict[str, int]] = []
    totals = [0] * n
    for number in sorted(by_round):
        lines = sorted(by_round[number], key=lambda x: x.seat)
        for line in lines:
            totals[line.seat] += line.points
        running.append(by_name(totals))
        rounds.append(
            RoundDetail(
                number=number,
                dealer=players[(row.first_dealer + number - 1) % n],
                end=lines[0].end,
                lines=tuple(_line(players[x.seat], x) for x in lines),
            )
        )
    status = GameStatus(row.status)
    winners = tuple(players[seat] for seat in sorted(won)) if status is GameStatus.FINISHED else ()
    assert row.id is not None
    return GameDetail(
        game_id=row.id,
        keeping=Keeping(row.kind),
        players=players,
        player_ids=by_seat(seat_ids, dummy),
        night_id=row.night_id,
        day=day,
        title=title,
        started_at=row.created_at,
        status=status,
        rounds=tuple(rounds),
        totals=by_name(totals),
        winners=winners,
        running_totals=tuple(running),
        game=row.game,
        sides=_sides(row.game, players),
        dummy=dummy,
    )


def _sides(game: str, players: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """The sides of partners at this table by name, or none where each scores alone."""
    found = KINDS.get(game)
    seats = found.side_seats(len(players)) if found is not None else ()
    if all(len(side) < 2 for side in seats):
        return ()
    return tuple(tuple(players[seat] for seat in side) for side in seats)


def _line(player: str, x: RoundResult) -> RoundLine:
    stacks = {Color(c): n for c, n in x.open_stacks.items() if n}
    return RoundLine(
        player=player,
        open={c: stacks[c] for c in COLORS if c in stacks},
        discarded=x.discarded,
        a=x.a,
        b=x.b,
        r=x.r,
        points=x.points,
        four_colors=x.four_colors,
        blocked=x.blocked,
    )


def replay_steps(game: Game) -> list[ReplayStep]:
    """Step through a game's events with the db: one step per finished trick or block.

    The running round contributes the tricks finished so far (whose color choices, if any
    are due, were all made).
    """
    steps: list[ReplayStep] = []
    players = game.players
    for index, played in enumerate(game.rounds):
        rnd = Round(players, played.dealer)
        dealer = players[played.dealer]
        keeps: list[tuple[str, tuple[Color, ...]]] = []
        done = 0
        for event in played.events:
            before = list(rnd.trick)
            rnd.apply(event)
            if isinstance(event, Keep):
                keeps.append((event.by, tuple(event.colors)))
            if isinstance(event, Blocked):
                steps.append(
                    ReplayStep(
                        round_no=index + 1,
                        trick_no=len(rnd.tricks) + 1,
                        dealer=dealer,
                        plays=tuple((players[seat], card) for seat, card in before),
                        first_taker=None,
                        chosen=(),
                        second_taker=None,
                        rest=(),
                        keeps=(),
                        blocked=event.by,
                        stacks_after=_stacks(rnd),
                    )
                )
            elif len(rnd.tricks) > done and rnd.phase in (Phase.PLAY, Phase.ENDED):
                trick = rnd.tricks[done]
                done += 1
                steps.append(
                    ReplayStep(
                        round_no=index + 1,
                        trick_no=done,
                        dealer=dealer,
                        plays=tuple((players[seat], card) for seat, card in trick.cards),
                        first_taker=players[trick.first_taker],
                        chosen=trick.chosen,
                        second_taker=(
                            None if trick.second_taker is None else players[trick.second_taker]
                        ),
                        rest=trick.rest,
                        keeps=tuple(keeps),
                        blocked=None,
                        stacks_after=_stacks(rnd),
                    )
                )
                keeps = []
    return steps


def _stacks(rnd: Round) -> dict[str, Stacks]:
    return dict(zip(rnd.players, rnd.all_stacks(), strict=True))


# ------------------------------------------------------------------- players


def player_page(db: Engine, player_id: int, season: Season = ALL_TIME) -> PlayerPage:
    """A player's figures of all time (or of the games started in ``season``), their rivals,
    their form and each game's rating over the nights (see :class:`PlayerPage`)."""
    finished = col(GameRow.status) == GameStatus.FINISHED.value
    not_abandoned = col(GameRow.status) != GameStatus.ABANDONED.value
    mine, other = aliased(GameTotal), aliased(GameTotal)
    rivals = (
        select(
            col(Player.name),
            func.sum(case((col(mine.points) > col(other.points), 1), else_=0)),
            func.sum(case((col(mine.points) < col(other.points), 1), else_=0)),
        )
        .select_from(mine)
        .join(other, col(other.game_id) == col(mine.game_id))
        .join(GameRow, col(GameRow.id) == col(mine.game_id))
        .join(Player, col(Player.id) == col(other.player_id))
        .where(col(mine.player_id) == player_id, col(other.player_id) != player_id, finished)
        .group_by(col(other.player_id), col(Player.name))
    )
    form = (
        select(
            col(GameNight.day),
            col(GameTotal.game_id),
            col(GameTotal.rounds),
            col(GameTotal.points),
            col(GameRow.game),
        )
        .join(GameRow, col(GameRow.id) == col(GameTotal.game_id))
        .join(GameNight, col(GameNight.id) == col(GameRow.night_id))
        .where(col(GameTotal.player_id) == player_id, not_abandoned)
        .order_by(col(GameNight.day), col(GameRow.created_at), col(GameRow.id))
    )
    rivals, form = season.limit(rivals), season.limit(form)
    with reading(db) as s:
        player = s.get(Player, player_id)
        if player is None:
            raise InputError(N_("there is no player number {player_id}"), player_id=player_id)
        versus = s.execute(rivals).all()
        course = s.execute(form).all()
    line = next(iter(standings(db, player_id=player_id, season=season)), None)
    played = [part.game for part in line.by_game if part.game] if line else []
    courses = ((game, ratings(db, game, season).history.get(player_id, ())) for game in played)
    games, wins = (line.games, line.wins) if line else (0, 0)
    return PlayerPage(
        player_id=player_id,
        name=player.name,
        archived=player.archived,
        games=games,
        wins=wins,
        rounds=line.rounds if line else 0,
        points=line.points if line else 0,
        best_round=line.best_round if line else 0,
        four_colors=line.four_colors if line else 0,
        blocked=line.blocked if line else 0,
        win_rate=wins / games if games else 0.0,
        beats_most=_most((name, int(b)) for name, b, _ in versus),
        loses_most=_most((name, int(lost)) for name, _, lost in versus),
        form=tuple(
            FormPoint(
                day=day, game_id=gid, rounds=n, points=p, average=p / n if n else 0.0, game=kind
            )
            for day, gid, n, p, kind in course
        ),
        by_game=line.by_game if line else (),
        ratings=tuple((game, course) for game, course in courses if course),
    )


def _most(counts: Iterable[tuple[str, int]]) -> tuple[tuple[str, int], ...]:
    """Counts above 0, the highest first, then by name."""
    return tuple(sorted(((k, v) for k, v in counts if v), key=lambda x: (-x[1], x[0].casefold())))
