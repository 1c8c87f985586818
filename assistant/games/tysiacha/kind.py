"""*Tysiacha* as a game kind: its record events, log entries, replay, summary and results.

The record's events are read strictly, as the spec says: ``by``, cards and suits exactly as
written, bids as JSON integers, ``pass``/``concede``/``marriage`` only ``true`` (and
``marriage`` only on a ``play``), no unknown key, exactly one kind of event per object.
A record has one list of events per deal and no fixed number of deals: the game ends with
the deal in which a soloist makes his bid and passes 1000. The rules themselves are
``engine.tysiacha``.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any, ClassVar, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ModelWrapValidatorHandler,
    StrictBool,
    StrictInt,
    StrictStr,
    ValidationInfo,
    field_validator,
    model_validator,
)

from assistant.files.envelope import (
    FIRST_DEALER_NOT_PLAYING,
    FORMAT,
    BadRecord,
    RecordBase,
    replay_rounds,
)
from engine.errors import N_, Sentence
from engine.tysiacha import (
    Event,
    Game,
    Round,
    check_names,
    from_record,
    summarize,
    to_record,
)
from engine.tysiacha import sentences as say

ID: Literal["tysiacha"] = "tysiacha"
TITLE = "Tysiacha"
"""The game's name, the same in every language."""
PLAYER_COUNTS: tuple[int, ...] = (3,)
"""How many may sit at the table: always three."""

RATED_BY_DEAL = False
"""A game is rated once it has ended, by its final totals
(``assistant.looking_back.ratings``)."""

EVENT_SHAPE = Sentence(
    N_("an event is a JSON object with 'by' and one of bid, pass, widow, concede, final_bid, play")
)
EVENT_KINDS = Sentence(
    N_("an event has exactly one of bid, pass, widow, concede, final_bid, play, not {found}")
)
ONLY_TRUE = Sentence(N_("{field} takes only true"))
MARRIAGE_WITHOUT_PLAY = Sentence(N_("marriage goes only with play"))

_KINDS = ("bid", "pass", "widow", "concede", "final_bid", "play")
_FIELDS = {"pass": "pass_"}


class EventModel(BaseModel):
    """One Tysiacha event as written in a record."""

    model_config = ConfigDict(extra="forbid", frozen=True, serialize_by_alias=True)

    by: StrictStr
    bid: StrictInt | None = None
    pass_: StrictBool | None = Field(default=None, alias="pass")
    widow: list[StrictStr] | None = None
    concede: StrictBool | None = None
    final_bid: StrictInt | None = None
    play: StrictStr | None = None
    marriage: StrictBool | None = None

    @field_validator("pass_", "concede", "marriage", mode="before")
    @classmethod
    def _flag_written_true(cls, value: Any, info: ValidationInfo) -> Any:
        """A flag that is written takes only ``true``: ``null`` is refused, as ``false`` is."""
        if value is None:
            raise BadRecord(ONLY_TRUE, field=(info.field_name or "").rstrip("_"))
        return value

    @model_validator(mode="after")
    def _one_kind(self) -> EventModel:
        kinds = [k for k in _KINDS if getattr(self, _FIELDS.get(k, k)) is not None]
        if len(kinds) != 1:
            found = " and ".join(kinds) if kinds else "none of them"
            raise BadRecord(EVENT_KINDS, found=found)
        for field in ("pass", "concede", "marriage"):
            if getattr(self, _FIELDS.get(field, field)) is False:
                raise BadRecord(ONLY_TRUE, field=field)
        if self.marriage is not None and kinds != ["play"]:
            raise BadRecord(MARRIAGE_WITHOUT_PLAY)
        return self

    @property
    def kind(self) -> str:
        """Which of the six kinds of event this is (the record key)."""
        return next(k for k in _KINDS if getattr(self, _FIELDS.get(k, k)) is not None)

    def to_event(self) -> Event:
        """The engine event; ``NotationError`` for a card that cannot be read."""
        return from_record(self.model_dump(exclude_none=True))

    @staticmethod
    def from_event(event: Event) -> EventModel:
        """The record form of an engine event."""
        return EventModel.model_validate(to_record(event))


class Record(RecordBase):
    """A record of *Tysiacha*: 3 players, one list of events per deal, any number of deals."""

    game: Literal["tysiacha"] = ID
    rounds: list[list[EventModel]]

    event_shape: ClassVar[Sentence] = EVENT_SHAPE
    check_table: ClassVar[Any] = staticmethod(check_names)

    @classmethod
    def rounds_for(cls, players: int) -> int:
        """No limit on the number of deals (the game ends when a soloist passes 1000)."""
        return sys.maxsize

    @model_validator(mode="wrap")
    @classmethod
    def _dealer_as_written(cls, data: Any, handler: ModelWrapValidatorHandler[Record]) -> Record:
        """The first dealer is written exactly as one of the players (no other case, no
        spaces around), as ``by`` is."""
        record = handler(data)
        if isinstance(data, dict):
            dealer = data.get("first_dealer")
            if dealer not in data.get("players", ()) and dealer not in record.players:
                raise BadRecord(FIRST_DEALER_NOT_PLAYING, name=dealer)
        return record


def replay(record: Record) -> Game:
    """Apply every event of the record to a new game; raises ``RecordError`` at the first fault."""
    game = Game(record.players, record.first_dealer)
    replay_rounds(game, record.rounds, say.NOT_AT_TABLE, say_game_over=True)
    return game


def read(data: bytes) -> None:
    """No quick reader for Tysiacha: its records are read by :class:`Record`."""
    return None


def replay_read(read: object) -> Game:
    """Never called: :func:`read` reads nothing."""
    raise TypeError("Tysiacha has no quick reader")


def record_of(game: Game, meta: dict[str, Any] | None = None) -> Record:
    """The record of a game as it stands."""
    return Record(
        format=FORMAT,
        players=list(game.players),
        first_dealer=game.players[game.first_dealer],
        rounds=[[EventModel.from_event(e) for e in r.events] for r in game.rounds],
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
    if model.kind != kind:
        raise ValueError(f"a {kind} row holds {payload!r}")
    return model.to_event()


def snapshot(game: Game) -> Game:
    """A copy of the game that later commands do not change: ended deals are shared (an undo
    rebuilds the game, so they never change again); the deal in progress is rebuilt from its
    own events, with the totals before it (for the cap) and the game's rounding."""
    twin = Game(game.players, game.first_dealer, game.rounding)
    twin.rounds = list(game.rounds)
    last = twin.rounds[-1] if twin.rounds else None
    if last is not None and not last.ended:
        fresh = Round(last.players, last.dealer, last.totals, last.rounding)
        fresh.apply_all(last.events)
        twin.rounds[-1] = fresh
    return twin


def side_seats(players: int) -> tuple[tuple[int, ...], ...]:
    """Who scores together: here every player alone."""
    return tuple((seat,) for seat in range(players))


def round_rows(
    game_id: int, round_no: int, rnd: Round, player_ids: Sequence[int]
) -> list[dict[str, Any]]:
    """The result rows of an ended deal (``round_no`` 1-based), one per seat: each player's
    change of total (after the cap), so a game's best round is its best deal; the figures
    of the stack game are 0."""
    return [
        {
            "game_id": game_id,
            "round_no": round_no,
            "seat": seat,
            "player_id": player_id,
            "points": score.points,
            "a": 0,
            "b": 0,
            "r": 0,
            "open_stacks": {},
            "discarded": 0,
            "four_colors": False,
            "blocked": False,
            "end": rnd.end.value,
        }
        for seat, (player_id, score) in enumerate(zip(player_ids, rnd.scores(), strict=True))
    ]


__all__ = [
    "ID",
    "PLAYER_COUNTS",
    "RATED_BY_DEAL",
    "TITLE",
    "EventModel",
    "Game",
    "Record",
    "entry_of",
    "event_of",
    "read",
    "record_of",
    "replay",
    "replay_read",
    "round_rows",
    "side_seats",
    "snapshot",
    "summarize",
]
