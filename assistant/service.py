"""The application service the views and the command line call: one short transaction a command.

Every command validates with the engine, appends one row to the game's event log and
commits, or raises and changes nothing. A per-game cache of the :class:`GameSession`
(checked against the latest sequence number inside each transaction) spares the replay.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any, BinaryIO

from sqlalchemy import Engine, delete, func, insert, select, update
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, col

from assistant.errors import InputError, UnknownGame
from assistant.files import exchange
from assistant.games import kinds, quick
from assistant.games.dummy import GAME as DUMMY_GAME
from assistant.games.dummy import NAME as DUMMY_NAME
from assistant.games.dummy import by_seat, dummy_seat, house_rules_of, seat_rows
from assistant.games.gaigel.kind import ID as GAIGEL
from assistant.games.gaigel.kind import WAY as GAIGEL_WAY
from assistant.games.gaigel.kind import WAYS as GAIGEL_WAYS
from assistant.games.kinds import GameKind
from assistant.games.session import GameSession
from assistant.languages import N_
from assistant.looking_back.ratings import (
    ALL_TIME,
    PlayerRating,
    Ratings,
    Season,
    rated_game,
    rating_lines,
    ratings,
    ratings_csv,
)
from assistant.looking_back.standings import (
    PlayedGame,
    SideStanding,
    Standing,
    player_games,
    side_standings,
    side_standings_csv,
    standings,
    standings_csv,
)
from assistant.looking_back.summaries import (
    GameDetail,
    NightSummary,
    PlayerPage,
    ReplayStep,
    game_detail,
    night_summaries,
    player_page,
    replay_steps,
)
from assistant.names import clean_name, look_alike, skeleton
from assistant.states import (
    GameInfo,
    GameState,
    NightInfo,
    PlayerInfo,
    QuickBid,
    QuickSide,
    QuickStacks,
    QuickState,
    QuickTeam,
    game_info,
)
from assistant.storage.db import default_url, open_database, reading, writing
from assistant.storage.eventlog import Correction, Entry, EventLog, LogError, Stale, fold
from assistant.storage.models import (
    GameNight,
    GameRow,
    GameStatus,
    Keeping,
    LogRow,
    Player,
    RoundResult,
    Seat,
    utcnow,
)
from assistant.storage.results import refresh_totals
from engine.errors import BadTable, RuleError
from engine.mit_list_und_tuecke import Blocked, Card, Color, Event, Keep, Play, Take

log = logging.getLogger(__name__)

CACHED_GAMES = 64
"""How many games' sessions a process keeps in memory (the least recently used go first)."""

NIGHT_STARTS_AT = timedelta(hours=6)
"""A game started before 06:00 local time belongs to the previous evening's game night."""


@dataclass(slots=True)
class _Cached:
    """What a process knows of one game: its fixed facts and the session at ``seq``."""

    game_id: int
    night_id: int
    player_ids: tuple[int, ...]
    show_counts: bool
    session: GameSession
    kind: GameKind
    seq: int
    status: GameStatus
    house_rules: dict[str, Any] = field(default_factory=dict)
    snapshot: GameState | None = field(default=None)


class Listig:
    """One per process; thread-safe (Flet handlers run in threads)."""

    def __init__(self, database_url: str | None = None, *, migrate: bool = True) -> None:
        """Open the database (``None``: ``$LISTIG_DATABASE_URL`` or SQLite in the data folder).

        The schema is upgraded to this version of the app first, unless ``migrate`` is false.
        """
        self.url = database_url or default_url()
        self.db: Engine = open_database(self.url, migrate=migrate)
        self._guard = threading.Lock()
        self.log = EventLog(self.db)
        self._cache: dict[int, _Cached] = {}

    def close(self) -> None:
        """Release the database connections."""
        self.db.dispose()

    def __enter__(self) -> Listig:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    # ------------------------------------------------------------------ roster

    def players(self, include_archived: bool = False) -> list[PlayerInfo]:
        """The roster in name order (archived players only when asked)."""
        query = select(Player)
        if not include_archived:
            query = query.where(col(Player.archived).is_(False))
        with reading(self.db) as s:
            found = [_player_info(p) for p in s.scalars(query)]
        return sorted(found, key=lambda p: (p.name.casefold(), p.id))

    def add_player(self, name: str) -> PlayerInfo:
        """Add a player; ``InputError`` if the name breaks :mod:`assistant.names`' rule or
        looks the same as a roster player's (ignoring case and look-alike letters)."""
        name = clean_name(name)
        try:
            with writing(self.db) as s:
                self._check_free(s, name, None)
                player = Player(name=name, name_key=skeleton(name))
                s.add(player)
                s.flush()
                return _player_info(player)
        except IntegrityError:
            raise InputError(N_("there is already a player called {name}"), name=name) from None

    def rename_player(self, player_id: int, name: str) -> PlayerInfo:
        """Rename a player; past games keep the name they were played under."""
        name = clean_name(name)
        try:
            with writing(self.db) as s:
                player = self._player(s, player_id)
                self._check_free(s, name, player_id)
                player.name = name
                player.name_key = skeleton(name)
                s.add(player)
                s.flush()
                return _player_info(player)
        except IntegrityError:
            raise InputError(N_("there is already a player called {name}"), name=name) from None

    def archive_player(self, player_id: int, archived: bool = True) -> PlayerInfo:
        """Archive a player (or bring one back); their history stays."""
        with writing(self.db) as s:
            player = self._player(s, player_id)
            player.archived = archived
            s.add(player)
            s.flush()
            return _player_info(player)

    @staticmethod
    def _player(s: Session, player_id: int) -> Player:
        player = s.get(Player, player_id)
        if player is None:
            raise InputError(N_("there is no player number {player_id}"), player_id=player_id)
        return player

    @staticmethod
    def _check_free(s: Session, name: str, player_id: int | None) -> None:
        other = s.scalars(select(Player).where(col(Player.name_key) == skeleton(name))).first()
        if other is not None and other.id != player_id:
            if other.name.casefold() != name.casefold():
                raise look_alike(name, other.name)
            if other.archived:
                raise InputError(
                    N_("there is already a player called {name} (archived)"), name=other.name
                )
            raise InputError(N_("there is already a player called {name}"), name=other.name)

    # ------------------------------------------------------------ game nights

    def nights(self) -> list[NightInfo]:
        """Every game night, the latest first."""
        games = (
            select(col(GameRow.night_id), func.count().label("n"))
            .group_by(col(GameRow.night_id))
            .subquery()
        )
        query = (
            select(GameNight, func.coalesce(games.c.n, 0))
            .outerjoin(games, games.c.night_id == col(GameNight.id))
            .order_by(col(GameNight.day).desc(), col(GameNight.id).desc())
        )
        with reading(self.db) as s:
            return [_night_info(night, n) for night, n in s.execute(query)]

    def rename_night(self, night_id: int, title: str) -> NightInfo:
        """Give a game night its place or title."""
        with writing(self.db) as s:
            night = s.get(GameNight, night_id)
            if night is None:
                raise InputError(N_("there is no game night number {night_id}"), night_id=night_id)
            night.title = " ".join(title.split())
            s.add(night)
            s.flush()
            n = s.scalar(select(func.count()).where(col(GameRow.night_id) == night_id)) or 0
            return _night_info(night, n)

    @staticmethod
    def tonight(s: Session, when: datetime | None = None) -> GameNight:
        """Tonight's game night (made when missing); before 06:00 counts as the evening before."""
        local = (when or datetime.now()).astimezone()
        day = (local - NIGHT_STARTS_AT).date()
        night = s.scalars(
            select(GameNight).where(col(GameNight.day) == day).order_by(col(GameNight.id))
        ).first()
        if night is None:
            night = GameNight(day=day)
            s.add(night)
            s.flush()
        return night

    # ------------------------------------------------------------------ games

    def start_game(
        self,
        player_ids: list[int],
        first_dealer: int,
        show_counts: bool = False,
        game: str = kinds.DEFAULT,
        *,
        dummy: int | None = None,
        dummy_name: str = DUMMY_NAME,
        way: str | None = None,
    ) -> GameState:
        """Start a game of ``game`` (a record id of ``assistant.games.kinds``) tonight.

        ``player_ids`` in clockwise seating order; ``first_dealer`` is the first dealer's
        **seat**: an index into ``player_ids``. With ``dummy`` (Homme de Brou played by three)
        the dummy takes that seat of the table, named ``dummy_name``; ``player_ids`` are then
        the roster players of the other seats, in order, and ``first_dealer`` is a seat of
        the whole table (the dummy's too). ``way``: how a Gaigel table records its deals
        (``"tricks"`` or ``"cards"``), kept with the game.
        """
        kind = kinds.kind(game)
        rules = house_rules_of(dummy)
        if way is not None:
            if kind.ID != GAIGEL or way not in GAIGEL_WAYS:
                raise InputError(
                    N_("a Gaigel deal is recorded by announcements or card by card, not {way}"),
                    way=way,
                )
            rules[GAIGEL_WAY] = way
        with writing(self.db) as s:
            names, night = self._seat(s, player_ids, first_dealer, kind, dummy, dummy_name)
            seats = by_seat(player_ids, dummy)
            game_id = self._add_game(
                s,
                night,
                names,
                seats,
                first_dealer,
                show_counts,
                game=kind.ID,
                house_rules=rules,
            )
        assert night.id is not None
        cached = _Cached(
            game_id=game_id,
            night_id=night.id,
            player_ids=seats,
            show_counts=show_counts,
            session=GameSession(kind, names, first_dealer, dummy=dummy),
            kind=kind,
            seq=0,
            status=GameStatus.RUNNING,
            house_rules=rules,
        )
        self._remember(cached)
        log.info("game %d started: %s", game_id, ", ".join(names))
        return self._state(cached)

    def _seat(
        self,
        s: Session,
        player_ids: Sequence[int],
        first_dealer: int,
        kind: GameKind | None = None,
        dummy: int | None = None,
        dummy_name: str = DUMMY_NAME,
    ) -> tuple[tuple[str, ...], GameNight]:
        """The names of a new game's players (checked by the game: by default the first),
        the dummy's at its seat, and tonight's game night."""
        if len(set(player_ids)) != len(player_ids):
            raise InputError(N_("a player cannot sit at the table twice"))
        seats = len(player_ids) + (dummy is not None)
        if dummy is not None and (kind is None or kind.ID != DUMMY_GAME or not 0 <= dummy < seats):
            raise InputError(N_("the dummy's seat {seat} is not at this table"), seat=dummy)
        if not 0 <= first_dealer < seats:
            raise InputError(
                N_("the first dealer's seat {seat} is not at this table"), seat=first_dealer
            )
        players = [self._player(s, pid) for pid in player_ids]
        for p in players:
            if p.archived:
                raise InputError(N_("{name} is archived; bring them back to play"), name=p.name)
        check = (kind or kinds.kind(kinds.DEFAULT)).Record.check_table
        written = [p.name for p in players]
        if dummy is not None:
            written.insert(dummy, clean_name(dummy_name))
        try:
            names = tuple(check(written)) if check else tuple(written)
        except BadTable as exc:
            raise InputError(exc.sentence, **exc.params) from None
        return names, self.tonight(s)

    @staticmethod
    def _add_game(
        s: Session,
        night: GameNight,
        names: Sequence[str],
        player_ids: Sequence[int],
        first_dealer: int,
        show_counts: bool = False,
        keeping: Keeping = Keeping.CARDS,
        game: str = kinds.DEFAULT,
        house_rules: dict[str, Any] | None = None,
    ) -> int:
        """Store a new game's row and seats (not the dummy's: no roster player); its id."""
        assert night.id is not None
        row = GameRow(
            night_id=night.id,
            players=list(names),
            first_dealer=first_dealer,
            show_counts=show_counts,
            kind=keeping.value,
            game=game,
            house_rules=house_rules or {},
            meta={"started_at": utcnow().isoformat(timespec="seconds")},
        )
        s.add(row)
        s.flush()
        assert row.id is not None
        s.add_all(Seat(**seat) for seat in seat_rows(row.id, player_ids))
        return row.id

    # ------------------------------------------------------------ quick scoring

    def start_quick_game(
        self,
        player_ids: list[int],
        first_dealer: int,
        game: str = kinds.DEFAULT,
        *,
        dummy: int | None = None,
        dummy_name: str = DUMMY_NAME,
    ) -> QuickState:
        """Start a game of ``game`` kept by quick scoring, in tonight's game night (seats, and
        Homme de Brou's ``dummy``, as ``start_game``)."""
        kind = kinds.kind(game)
        quick.rules_of(kind.ID)
        with writing(self.db) as s:
            names, night = self._seat(s, player_ids, first_dealer, kind, dummy, dummy_name)
            game_id = self._add_game(
                s,
                night,
                names,
                by_seat(player_ids, dummy),
                first_dealer,
                keeping=Keeping.QUICK,
                game=kind.ID,
                house_rules=house_rules_of(dummy),
            )
        log.info("quick %s game %d started: %s", kind.ID, game_id, ", ".join(names))
        return quick.quick_game(self, game_id)

    def quick_game(self, game_id: int) -> QuickState:
        """A quick game as it stands in the database now."""
        return quick.quick_game(self, game_id)

    def enter_quick_round(
        self,
        game_id: int,
        stacks: Mapping[str, QuickStacks]
        | Mapping[str, QuickTeam]
        | Mapping[str, QuickBid | int]
        | Mapping[str, QuickSide]
        | Mapping[str, str],
        expected_seq: int | None = None,
    ) -> QuickState:
        """Enter the next round of a quick game: for *Mit List und Tücke* every player's
        stacks, by name; for *Partout* every team's minimum and tricks, by team name (or a
        player of the team); for *Tysiacha* the soloist's bid and outcome and each
        opponent's take, by name; for *Homme de Brou* each side's declarations, rencontres
        and card points, by side name; for *Gaigel* the side that won the deal (by name, or
        a player of it) and how.

        ``InputError`` names the player or team and says what does not add up (see
        :func:`assistant.games.mit_list_und_tuecke.quick.check_round`,
        :func:`assistant.games.partout.quick.check_round`,
        :func:`assistant.games.tysiacha.quick.check_round`,
        :func:`assistant.games.homme_de_brou.quick.check_round`); ``Conflict`` if
        ``expected_seq`` is stale.
        """
        return quick.enter_round(self, game_id, stacks, expected_seq)

    def undo_quick_round(self, game_id: int, expected_seq: int | None = None) -> QuickState:
        """Take back the last round entered in a quick game."""
        return quick.undo_round(self, game_id, expected_seq)

    def games(
        self,
        status: GameStatus | None = None,
        night_id: int | None = None,
        game: str | None = None,
    ) -> list[GameInfo]:
        """Games, the most recently played first (optionally of one status, night or game)."""
        last = (
            select(col(LogRow.game_id), func.max(col(LogRow.seq)).label("seq"))
            .group_by(col(LogRow.game_id))
            .subquery()
        )
        query = (
            select(GameRow, func.coalesce(last.c.seq, 0))
            .outerjoin(last, last.c.game_id == col(GameRow.id))
            .order_by(col(GameRow.updated_at).desc(), col(GameRow.id).desc())
        )
        if status is not None:
            query = query.where(col(GameRow.status) == status.value)
        if night_id is not None:
            query = query.where(col(GameRow.night_id) == night_id)
        if game is not None:
            query = query.where(col(GameRow.game) == _game(game))
        with reading(self.db) as s:
            return [game_info(row, seq) for row, seq in s.execute(query)]

    def unfinished_games(self) -> list[GameInfo]:
        """Games still running, to resume — the most recently played first."""
        return self.games(GameStatus.RUNNING)

    def game(self, game_id: int) -> GameState:
        """A game as it stands in the database now."""
        with self.log.lock(game_id), reading(self.db) as s:
            return self._state(self._current(s, game_id))

    def play(self, game_id: int, by: str, card: Card, expected_seq: int | None = None) -> GameState:
        """``by`` plays ``card``."""
        return self._event(game_id, Play(by, card), expected_seq)

    def take(
        self, game_id: int, by: str, cards: Sequence[Card], expected_seq: int | None = None
    ) -> GameState:
        """The first taker ``by`` chooses ``cards`` of the complete trick."""
        return self._event(game_id, Take(by, tuple(cards)), expected_seq)

    def keep(
        self, game_id: int, by: str, colors: Sequence[Color], expected_seq: int | None = None
    ) -> GameState:
        """``by``, whose stacks cover four colors, keeps two of them."""
        return self._event(game_id, Keep(by, tuple(colors)), expected_seq)

    def blocked(self, game_id: int, by: str, expected_seq: int | None = None) -> GameState:
        """``by`` cannot play: the round ends."""
        return self._event(game_id, Blocked(by), expected_seq)

    def apply(self, game_id: int, event: Event, expected_seq: int | None = None) -> GameState:
        """Any of the four table events."""
        return self._event(game_id, event, expected_seq)

    def undo(self, game_id: int, expected_seq: int | None = None) -> GameState:
        """Take back the last event (recorded in the log; ``redo`` brings it back)."""

        def act(session: GameSession) -> Entry:
            if not session.can_undo:
                raise InputError(N_("nothing to undo: the game is at its start"))
            session.undo()
            return Correction.UNDO, {}

        return self._command(game_id, expected_seq, act)

    def redo(self, game_id: int, expected_seq: int | None = None) -> GameState:
        """Bring back the last undone event."""

        def act(session: GameSession) -> Entry:
            if not session.can_redo:
                raise InputError(N_("nothing to redo"))
            session.redo()
            return Correction.REDO, {}

        return self._command(game_id, expected_seq, act)

    def abandon(self, game_id: int) -> None:
        """Give a game up: it leaves the unfinished games and the standings; its log stays."""
        with self.log.lock(game_id), writing(self.db) as s:
            status = s.scalar(select(col(GameRow.status)).where(col(GameRow.id) == game_id))
            if status is None:
                raise UnknownGame(N_("there is no game number {game_id}"), game_id=game_id)
            if status == GameStatus.FINISHED:
                raise InputError(N_("a finished game cannot be abandoned"))
            s.execute(
                update(GameRow)
                .where(col(GameRow.id) == game_id)
                .values(status=GameStatus.ABANDONED.value, updated_at=utcnow())
            )
        with self._guard:
            self._cache.pop(game_id, None)

    def end_sitting(self, game_id: int) -> None:
        """The table ends a sitting of a game with no last deal (Gaigel): it leaves the
        unfinished games and counts as a game in the standings, won by who leads the tally.
        A deal still open is finished or settled first; a later command (an undo, a new
        deal) takes the sitting up again."""
        with self.log.lock(game_id), writing(self.db) as s:
            row = s.get(GameRow, game_id)
            if row is None:
                raise UnknownGame(N_("there is no game number {game_id}"), game_id=game_id)
            if row.game not in kinds.SITTINGS:
                raise InputError(N_("only a sitting of Gaigel ends when the table says so"))
            if row.status != GameStatus.RUNNING:
                raise InputError(N_("this sitting is not going on"))
            if row.kind == Keeping.CARDS and not self._current(s, game_id).session.game.finished:
                raise InputError(N_("a deal is still open: finish it or settle it first"))
            row.status = GameStatus.FINISHED.value
            row.updated_at = utcnow()
            s.add(row)
            s.flush()
            refresh_totals(s, game_id)
        self._forget(game_id)

    # -------------------------------------------------- standings and exchange

    def standings(
        self, night_id: int | None = None, game: str | None = None, season: Season = ALL_TIME
    ) -> list[Standing]:
        """Standings of one game night, or of all time (``night_id=None``); of one game (a
        record id of ``assistant.games.kinds``, each line with its rating) or of all games
        (``game=None``: games and wins across them, points never added across games, see
        :mod:`assistant.looking_back.standings`); of the games started in ``season``."""
        return standings(self.db, night_id, _game(game), season=season)

    def side_standings(
        self, game: str, night_id: int | None = None, season: Season = ALL_TIME
    ) -> list[SideStanding]:
        """Standings by side of a game played by partners (every partnership that sat
        together, of all time or of one game night, with its team rating); empty for a
        game played alone."""
        found = _game(game)
        if found is None:
            raise InputError(N_("standings by side are of one game: choose the game"))
        return side_standings(self.db, found, night_id, season)

    def side_standings_csv(
        self, game: str, night_id: int | None = None, season: Season = ALL_TIME
    ) -> str:
        """The standings by side as CSV text, one row per side."""
        return side_standings_csv(self.side_standings(game, night_id, season))

    def ratings(self, game: str, season: Season = ALL_TIME) -> Ratings:
        """Every player's rating of one game (of a season), derived from its ended games
        (see :mod:`assistant.looking_back.ratings`)."""
        return ratings(self.db, rated_game(game), season)

    def rating_lines(self, game: str, season: Season = ALL_TIME) -> list[PlayerRating]:
        """Every rated player of a game with their name, the highest rating first."""
        return rating_lines(self.db, rated_game(game), season)

    def ratings_csv(self, game: str, season: Season = ALL_TIME) -> str:
        """The ratings of a game as CSV text: ``player,games,mu,sigma,rating``."""
        return ratings_csv(self.rating_lines(game, season))

    def chances(
        self, game: str, seats: Sequence[int | None]
    ) -> list[tuple[tuple[int, ...], float]]:
        """Each side's chance to win a new game of ``game`` at this table (the roster id at
        each seat in playing order, ``None`` at the dummy's), by the ratings of all time:
        the side's players and its chance, in the order of the game's sides."""
        found = kinds.kind(rated_game(game))
        sides = [
            tuple(pid for seat in side if (pid := seats[seat]) is not None)
            for side in found.side_seats(len(seats))
        ]
        sides = [side for side in sides if side]
        return list(zip(sides, self.ratings(game).chances(sides), strict=True))

    def player_games(self, player_id: int) -> list[PlayedGame]:
        """A player's games, the latest first."""
        return player_games(self.db, player_id)

    # ------------------------------------------------------------ looking back

    def night_summaries(self, game: str | None = None) -> list[NightSummary]:
        """Every game night, the latest first: games, finished games, winners counted, and
        each game's count (of one game: only the nights it was played)."""
        return night_summaries(self.db, _game(game))

    def game_detail(self, game_id: int) -> GameDetail:
        """A game's ended rounds with their breakdowns, totals, running totals and winners."""
        return game_detail(self.db, game_id)

    def game_replay(self, game_id: int) -> list[ReplayStep]:
        """A card-by-card game of Mit List und Tücke trick by trick, rebuilt from its event log
        by the engine (a game of another kind is stepped through from its ``game`` state)."""
        state = self.game(game_id)
        kind = kinds.kind_of_game(state.game)
        if kind.ID != kinds.DEFAULT:
            raise InputError(
                N_("game {game_id} is a game of {game}: this replay is for Mit List und Tücke"),
                game_id=game_id,
                game=kind.TITLE,
            )
        return replay_steps(state.game)

    def player_page(self, player_id: int, season: Season = ALL_TIME) -> PlayerPage:
        """A player's figures of all time (or of a season), the rivals they beat and lose to
        most, their form, each game's rating over the nights."""
        return player_page(self.db, player_id, season)

    def share_png(self, game_id: int, lang: str = "en") -> bytes:
        """A game's standings as a PNG picture to share (title, date, ranks, rounds, totals)."""
        from assistant.looking_back.share import share_png

        return share_png(self.db, game_id, lang)

    def standings_csv(
        self, night_id: int | None = None, game: str | None = None, season: Season = ALL_TIME
    ) -> str:
        """The standings as CSV text, one row per player and game."""
        return standings_csv(self.standings(night_id, game, season))

    def export_record(self, game_id: int) -> str:
        """The ``listig/1`` record of a game, as JSON text."""
        return exchange.export_record(self, game_id)

    def import_record(self, text: str | bytes) -> GameInfo:
        """Store a ``listig/1`` record as a new game; a bad record stores nothing."""
        return exchange.import_record(self, text)

    def backup(self) -> str:
        """The whole database as one JSON document."""
        return exchange.backup(self)

    def restore(self, text: str | bytes | BinaryIO, replace: bool = False) -> dict[str, int]:
        """Restore a backup (into an empty database, or ``replace`` everything); a file is
        read as a stream, a game at a time."""
        return exchange.restore(self, text, replace)

    def forget_all(self) -> None:
        """Drop every cached game (after the database was changed behind the service)."""
        with self._guard:
            self._cache.clear()

    # ---------------------------------------------------------------- workings

    def _event(self, game_id: int, event: Event, expected_seq: int | None) -> GameState:
        def act(session: GameSession) -> Entry:
            session.apply(event)
            return session.kind.entry_of(event)

        return self._command(game_id, expected_seq, act)

    def _command(
        self, game_id: int, expected_seq: int | None, act: Callable[[GameSession], Entry]
    ) -> GameState:
        """Append one log row in one transaction, or raise and change nothing."""
        cached: _Cached | None = None
        touched = False
        try:
            with self.log.command(game_id, lambda: self._reloaded(game_id)) as s:
                cached = self._current(s, game_id)
                if cached.status is GameStatus.ABANDONED:
                    raise InputError(N_("this game was abandoned"))
                if expected_seq is not None and expected_seq != cached.seq:
                    raise Stale
                before = cached.session.game.ended_rounds()
                touched = True
                entry, payload = act(cached.session)
                game = cached.session.game
                status = _status(cached.kind, game.finished)
                self.log.append(s, game_id, cached.seq + 1, entry, payload, status.value)
                self._write_results(s, cached, before)
        except BaseException as exc:
            if touched and not _unchanged(exc):
                self._forget(game_id)
            raise
        assert cached is not None
        cached.seq += 1
        cached.status = _status(cached.kind, cached.session.game.finished)
        cached.snapshot = None
        return self._state(cached)

    @staticmethod
    def _write_results(s: Session, cached: _Cached, before: int) -> None:
        """The round results of rounds that ended (or were undone) with this command."""
        game, kind = cached.session.game, cached.kind
        after = game.ended_rounds()
        if after < before:
            s.execute(
                delete(RoundResult).where(
                    col(RoundResult.game_id) == cached.game_id, col(RoundResult.round_no) > after
                )
            )
        elif after > before:
            rows = []
            for index in range(before, after):
                rnd = game.rounds[index]
                rows.extend(kind.round_rows(cached.game_id, index + 1, rnd, cached.player_ids))
            s.execute(insert(RoundResult), rows)
        if after != before:
            refresh_totals(s, cached.game_id)

    def _forget(self, game_id: int) -> None:
        with self._guard:
            self._cache.pop(game_id, None)

    def _reloaded(self, game_id: int) -> GameState:
        """The state as the database has it, the cached session dropped first (a failed
        command may have changed it before its row was refused)."""
        self._forget(game_id)
        return self._fresh(game_id)

    def _fresh(self, game_id: int) -> GameState:
        """The state as the database has it (the per-game lock is held)."""
        with reading(self.db) as s:
            return self._state(self._current(s, game_id))

    def _current(self, s: Session, game_id: int) -> _Cached:
        """The cached session, brought up to the log's latest row inside this transaction."""
        head = self.log.head(s, game_id)
        if head is None:
            raise UnknownGame(N_("there is no game number {game_id}"), game_id=game_id)
        status, seq = GameStatus(head[0]), head[1]
        with self._guard:
            cached = self._cache.get(game_id)
        if cached is not None and cached.seq != seq:
            cached = self._catch_up(s, cached, seq)
        if cached is None:
            cached = self._load(s, game_id)
        cached.status = status
        self._remember(cached)
        return cached

    def _remember(self, cached: _Cached) -> None:
        """Keep a game's session, dropping the least recently used beyond ``CACHED_GAMES``."""
        with self._guard:
            self._cache.pop(cached.game_id, None)
            self._cache[cached.game_id] = cached
            while len(self._cache) > CACHED_GAMES:
                del self._cache[next(iter(self._cache))]

    def _catch_up(self, s: Session, cached: _Cached, seq: int) -> _Cached | None:
        """Apply the rows another device wrote; ``None`` when a full reload is simpler."""
        if seq < cached.seq:
            return None
        rows = self.log.rows(s, cached.game_id, after=cached.seq)
        if len(rows) != seq - cached.seq:
            return None
        session = cached.session
        try:
            for _, kind, payload in rows:
                if kind == Correction.UNDO:
                    session.undo()
                elif kind == Correction.REDO:
                    session.redo()
                else:
                    session.apply(session.kind.event_of(kind, payload))
        except (LogError, RuleError, IndexError, ValueError):
            return None
        cached.seq = seq
        cached.snapshot = None
        return cached

    def _load(self, s: Session, game_id: int) -> _Cached:
        """Rebuild a game from its whole log."""
        row = s.get(GameRow, game_id)
        if row is None:
            raise UnknownGame(N_("there is no game number {game_id}"), game_id=game_id)
        if row.kind == Keeping.QUICK:
            raise InputError(
                N_("game {game_id} was kept with quick scoring: it has no card-by-card record"),
                game_id=game_id,
            )
        kind = kinds.kind(row.game)
        seats = s.scalars(
            select(col(Seat.player_id)).where(col(Seat.game_id) == game_id).order_by(col(Seat.seat))
        ).all()
        rows = self.log.rows(s, game_id)
        folded = fold((entry, payload) for _, entry, payload in rows)
        events = [kind.event_of(entry, payload) for entry, payload in folded.entries]
        redo = [kind.event_of(entry, payload) for entry, payload in folded.redo]
        dummy = dummy_seat(row.house_rules)
        session = GameSession(kind, row.players, row.first_dealer, events, redo, dummy=dummy)
        return _Cached(
            game_id=game_id,
            night_id=row.night_id,
            player_ids=by_seat(seats, dummy),
            show_counts=row.show_counts,
            session=session,
            kind=kind,
            seq=rows[-1][0] if rows else 0,
            status=GameStatus(row.status),
            house_rules=dict(row.house_rules),
        )

    @staticmethod
    def _state(cached: _Cached) -> GameState:
        if cached.snapshot is None or cached.snapshot.status is not cached.status:
            session = cached.session
            cached.snapshot = GameState(
                game_id=cached.game_id,
                seq=cached.seq,
                players=session.players,
                game=cached.kind.snapshot(session.game),
                can_undo=session.can_undo,
                can_redo=session.can_redo,
                status=cached.status,
                show_counts=cached.show_counts,
                night_id=cached.night_id,
                house_rules=cached.house_rules,
            )
        return cached.snapshot


def _status(kind: GameKind, finished: bool) -> GameStatus:
    """A game's status once its rounds stand so: finished with its last round, but a sitting
    (``kinds.SITTINGS``) goes on until the table ends it."""
    return GameStatus.FINISHED if finished and kind.ID not in kinds.SITTINGS else GameStatus.RUNNING


def _unchanged(exc: BaseException) -> bool:
    """Whether the failed command left the cached session untouched (a rule or input error)."""
    return isinstance(exc, RuleError | InputError)


def _player_info(player: Player) -> PlayerInfo:
    assert player.id is not None
    return PlayerInfo(id=player.id, name=player.name, archived=player.archived)


def _night_info(night: GameNight, games: int) -> NightInfo:
    assert night.id is not None
    return NightInfo(id=night.id, day=night.day, title=night.title, games=games)


def _game(game: str | None) -> str | None:
    """A game filter: ``None`` (all games) or a known game's record id (every game listig
    keeps is rated); ``InputError`` naming the known games otherwise."""
    return None if game is None else rated_game(game)
