"""*Gaigel* as a game kind: its record events, log entries, replay, summary and results.

The record's events are read strictly, as the spec says: ``by``, cards, suits, claims and
settlements exactly as written, a trick's counters as JSON integers, ``exchange`` and
``reserve`` only ``true``, no unknown key, exactly one kind of event per object. ``marriage``
is two things: on a ``play`` (card by card) it takes only ``true``; alone (by announcements)
it names the suit. A record has one list of events per deal and no fixed number of deals: a
sitting has no end but its last deal's. The rules themselves are ``engine.gaigel``.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any, ClassVar, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
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
from assistant.games.snapshot import snapshot as snapshot
from engine.errors import N_, Sentence
from engine.gaigel import (
    ClaimKind,
    Event,
    Game,
    How,
    Round,
    check_names,
    from_record,
    side_of,
    summarize,
    to_record,
)
from engine.gaigel import sentences as say

ID: Literal["gaigel"] = "gaigel"
TITLE = "Gaigel"
"""The game's name, the same in every language."""
PLAYER_COUNTS: tuple[int, ...] = (4,)
"""How many may sit at the table: always four, in two sides."""
WAY = "way"
"""The ``house_rules`` key of how the table records its deals, chosen at New game: each
deal starts that way until its first trick, marriage or card fixes it."""
WAYS = ("tricks", "cards")
"""By announcements (each trick's taker and counters) or card by card."""

RATED_BY_DEAL = True
"""Each ended deal is rated on its own, won by the side that scored it: a sitting has no
final totals to rank (``assistant.looking_back.ratings``)."""

EVENT_SHAPE = Sentence(
    N_(
        "an event is a JSON object with 'by' and one of turn_up, play, trick, marriage, "
        "exchange, reserve, claim, settle"
    )
)
EVENT_KINDS = Sentence(
    N_(
        "an event has exactly one of turn_up, play, trick, marriage, exchange, reserve, "
        "claim, settle, not {found}"
    )
)
ONLY_TRUE = Sentence(N_("{field} takes only true"))
MARRIAGE_ON_A_PLAY = Sentence(N_("marriage on a play takes only true"))
MARRIAGE_SUIT = Sentence(N_("marriage without a play names its suit: C, S, H or D"))
MARRIAGE_VALUE = Sentence(N_("marriage takes true on a play, or alone a suit: C, S, H or D"))

_KINDS = ("turn_up", "play", "trick", "marriage", "exchange", "reserve", "claim", "settle")


class EventModel(BaseModel):
    """One Gaigel event as written in a record (fields in the order the spec writes them)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    by: StrictStr
    turn_up: StrictStr | None = None
    play: StrictStr | None = None
    marriage: StrictBool | StrictStr | None = None
    trick: StrictInt | None = None
    exchange: StrictBool | None = None
    reserve: StrictBool | None = None
    claim: Literal["out", "undergaigel"] | None = None
    settle: Literal["single", "double"] | None = None

    @field_validator("marriage", mode="before")
    @classmethod
    def _true_or_suit(cls, value: Any) -> Any:
        """``true`` (on a play) or a suit letter (alone): said in one sentence otherwise
        (``null`` too: a flag that is written is ``true``)."""
        if isinstance(value, bool | str):
            return value
        raise BadRecord(MARRIAGE_VALUE)

    @field_validator("exchange", "reserve", mode="before")
    @classmethod
    def _flag_written_true(cls, value: Any, info: ValidationInfo) -> Any:
        """A flag that is written takes only ``true``: ``null`` is refused, as ``false`` is."""
        if value is None:
            raise BadRecord(ONLY_TRUE, field=info.field_name)
        return value

    @model_validator(mode="after")
    def _one_kind(self) -> EventModel:
        kinds = [k for k in _KINDS if getattr(self, k) is not None]
        if self.play is not None and self.marriage is not None:
            kinds.remove("marriage")  # shown with the card played
            if self.marriage is not True:
                raise BadRecord(MARRIAGE_ON_A_PLAY)
        if len(kinds) != 1:
            found = " and ".join(kinds) if kinds else "none of them"
            raise BadRecord(EVENT_KINDS, found=found)
        if kinds == ["marriage"] and not isinstance(self.marriage, str):
            raise BadRecord(MARRIAGE_SUIT)
        for field in ("exchange", "reserve"):
            if getattr(self, field) is False:
                raise BadRecord(ONLY_TRUE, field=field)
        return self

    @property
    def kind(self) -> str:
        """Which of the eight kinds of event this is (the record key; a play with its
        marriage is a play)."""
        return next(k for k in _KINDS if getattr(self, k) is not None)

    def to_event(self) -> Event:
        """The engine event; ``NotationError`` for a card or suit that cannot be read."""
        return from_record(self.model_dump(exclude_none=True))

    @staticmethod
    def from_event(event: Event) -> EventModel:
        """The record form of an engine event."""
        return EventModel.model_validate(to_record(event))


class Record(RecordBase):
    """A record of *Gaigel*: 4 players in playing order, one list of events per deal, any
    number of deals."""

    game: Literal["gaigel"] = ID
    rounds: list[list[EventModel]]

    event_shape: ClassVar[Sentence] = EVENT_SHAPE
    check_table: ClassVar[Any] = staticmethod(check_names)

    @classmethod
    def rounds_for(cls, players: int) -> int:
        """No limit on the number of deals (a sitting lasts as long as the table plays)."""
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
    """Apply every event of the record to a new sitting; raises ``RecordError`` at the first
    fault."""
    game = Game(record.players, record.first_dealer)
    replay_rounds(game, record.rounds, say.NOT_AT_TABLE)
    return game


def read(data: bytes) -> None:
    """No quick reader for Gaigel: its records are read by :class:`Record`."""
    return None


def replay_read(read: object) -> Game:
    """Never called: :func:`read` reads nothing."""
    raise TypeError("Gaigel has no quick reader")


def record_of(game: Game, meta: dict[str, Any] | None = None) -> Record:
    """The record of a sitting as it stands."""
    return Record(
        format=FORMAT,
        players=list(game.players),
        first_dealer=game.players[game.first_dealer],
        rounds=[[EventModel.from_event(e) for e in r.events] for r in game.rounds],
        meta=meta or {},
    )


def entry_of(event: Event) -> tuple[str, dict[str, Any]]:
    """An event as the log stores it: its kind (the record key; a play showing a marriage is
    a play) and its record object."""
    payload = to_record(event)
    kind = next(k for k in _KINDS if k in payload)
    return kind, payload


def event_of(kind: str, payload: dict[str, Any]) -> Event:
    """The engine event of a stored row; ``ValueError`` if it cannot be read."""
    model = EventModel.model_validate(payload)
    if model.kind != kind:
        raise ValueError(f"a {kind} row holds {payload!r}")
    return model.to_event()


def side_seats(players: int) -> tuple[tuple[int, ...], ...]:
    """Who scores together: the 1st and 3rd player, the 2nd and 4th."""
    return tuple(tuple(s for s in range(players) if side_of(s) == side) for side in range(2))


def end_of(rnd: Round) -> str:
    """How an ended deal ended, as its result rows keep it: ``out@7`` (a right claim after
    trick 7), ``overgaigel@0`` (a wrong claim), ``late@7`` (a claim too late), ``undergaigel@6``
    (one pointed out), ``wrong@6`` (one pointed out wrongly), ``twelve@12`` (twelve tricks
    and no claim) or ``settled@3`` (the table's own result)."""
    result = rnd.result
    assert result is not None
    claim = rnd.claim
    if result.how is How.SETTLED:
        how = "settled"
    elif claim is None:
        how = "twelve"
    elif claim.claim is ClaimKind.OUT:
        how = {How.OUT: "out", How.OVERGAIGEL: "overgaigel"}.get(result.how, "late")
    else:
        how = "undergaigel" if result.how is How.UNDERGAIGEL else "wrong"
    return f"{how}@{len(rnd.tricks)}"


def round_rows(
    game_id: int, round_no: int, rnd: Round, player_ids: Sequence[int]
) -> list[dict[str, Any]]:
    """The result rows of an ended deal (``round_no`` 1-based), one per seat: each player's
    game points (both players of the winning side get them: a single 1, a double or a gaigel
    2), so the evening's tally adds up per player across changing partners; the figures of
    the stack game are 0."""
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
            "end": end_of(rnd),
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
