"""*Partout* as a game kind: its record events, log entries, replay, summary and results.

The record's events are read strictly, as the spec says: ``by``, cards, colors and
specials exactly as written, numbers as JSON integers, no unknown key, exactly one kind of
event per object. The rules themselves are ``engine.partout``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, StrictInt, StrictStr, model_validator

from assistant.files.envelope import (
    FORMAT,
    BadRecord,
    RecordBase,
    replay_rounds,
)
from assistant.games.snapshot import snapshot as snapshot
from engine.errors import N_, Sentence
from engine.partout import PLAYER_COUNTS as engine_player_counts
from engine.partout import (
    Event,
    Round,
    check_names,
    from_record,
    team_index,
    to_record,
    variant,
)
from engine.partout import (
    Game as Game,
)
from engine.partout import sentences as say
from engine.partout import (
    summarize as summarize,
)

ID: Literal["partout"] = "partout"
TITLE = "Partout"
"""The game's name, the same in every language."""
PLAYER_COUNTS: tuple[int, ...] = engine_player_counts
"""How many may sit at the table: 3, 4 or 6."""

RATED_BY_DEAL = False
"""A game is rated once it has ended, by its final totals
(``assistant.looking_back.ratings``)."""

EVENT_SHAPE = Sentence(
    N_("an event is a JSON object with 'by' and one of trump_number, trump_color, predict, play")
)
EVENT_KINDS = Sentence(
    N_("an event has exactly one of trump_number, trump_color, predict, play, not {found}")
)
CHOICE_WITHOUT_PLAY = Sentence(N_("number, color and target go only with play"))

_KINDS = ("trump_number", "trump_color", "predict", "play")


class EventModel(BaseModel):
    """One Partout event as written in a record."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    by: StrictStr
    trump_number: StrictInt | None = None
    trump_color: StrictStr | None = None
    predict: StrictInt | None = None
    play: StrictStr | None = None
    number: StrictInt | None = None
    color: StrictStr | None = None
    target: StrictStr | None = None

    @model_validator(mode="after")
    def _one_kind(self) -> EventModel:
        kinds = [k for k in _KINDS if getattr(self, k) is not None]
        if len(kinds) != 1:
            found = " and ".join(kinds) if kinds else "none of them"
            raise BadRecord(EVENT_KINDS, found=found)
        if kinds != ["play"] and (self.number, self.color, self.target) != (None, None, None):
            raise BadRecord(CHOICE_WITHOUT_PLAY)
        return self

    def to_event(self) -> Event:
        """The engine event; ``NotationError`` for a card or color that cannot be read."""
        return from_record(self.model_dump(exclude_none=True))


class Record(RecordBase):
    """A record of *Partout*: 3, 4 or 6 players; 6, 8 or 6 rounds."""

    game: Literal["partout"] = ID
    rounds: list[list[EventModel]]

    event_shape: ClassVar[Sentence] = EVENT_SHAPE
    check_table: ClassVar[Any] = staticmethod(check_names)

    @classmethod
    def rounds_for(cls, players: int) -> int:
        """How many rounds a game at this table has (the rules' table)."""
        return variant(players).rounds


def replay(record: Record) -> Game:
    """Apply every event of the record to a new game; raises ``RecordError`` at the first fault."""
    game = Game(record.players, record.first_dealer)
    replay_rounds(game, record.rounds, say.NOT_AT_TABLE)
    return game


def read(data: bytes) -> None:
    """No quick reader for Partout yet: its records are read by :class:`Record`."""
    return None


def replay_read(read: object) -> Game:
    """Never called: :func:`read` reads nothing."""
    raise TypeError("Partout has no quick reader")


def record_of(game: Game, meta: dict[str, Any] | None = None) -> Record:
    """The record of a game as it stands."""
    return Record(
        format=FORMAT,
        players=list(game.players),
        first_dealer=game.players[game.first_dealer],
        rounds=[[EventModel(**to_record(e)) for e in r.events] for r in game.rounds],
        meta=meta or {},
    )


def entry_of(event: Event) -> tuple[str, dict[str, Any]]:
    """An event as the log stores it: its kind (the record key) and its record object."""
    payload = to_record(event)
    kind = next(k for k in _KINDS if k in payload)
    return kind, payload


def event_of(kind: str, payload: dict[str, Any]) -> Event:
    """The engine event of a stored row; ``ValueError`` if it cannot be read."""
    model = EventModel.model_validate(payload)
    if kind not in _KINDS or getattr(model, kind) is None:
        raise ValueError(f"a {kind} row holds {payload!r}")
    return model.to_event()


def side_seats(players: int) -> tuple[tuple[int, ...], ...]:
    """Who scores together: the teams of the table (with three players each alone)."""
    return variant(players).teams


def round_rows(
    game_id: int, round_no: int, rnd: Round, player_ids: Sequence[int]
) -> list[dict[str, Any]]:
    """The result rows of an ended round, one per seat (see :func:`team_rows`)."""
    points = [s.points for s in rnd.scores()]
    return team_rows(game_id, round_no, player_ids, points, rnd.end.value)


def team_rows(
    game_id: int, round_no: int, player_ids: Sequence[int], points: Sequence[int], end: str
) -> list[dict[str, Any]]:
    """The ``round_result`` rows of a round of Partout, one per seat in seating order: each
    player scores their team's ``points``, so a player of a winning team wins (a round
    played card by card, or entered by quick scoring)."""
    team = team_index(len(player_ids))
    return [
        {
            "game_id": game_id,
            "round_no": round_no,
            "seat": seat,
            "player_id": player_id,
            "points": points[team[seat]],
            "a": 0,
            "b": 0,
            "r": 0,
            "open_stacks": {},
            "discarded": 0,
            "four_colors": False,
            "blocked": False,
            "end": end,
        }
        for seat, player_id in enumerate(player_ids)
    ]
