"""*Homme de Brou* as a game kind: its record events, log entries, replay, summary and results.

The record's events are read strictly, as the spec says: ``by``, cards, suit letters and the
kinds ``"marriage"`` and ``"tierce"`` exactly as written, no unknown key, exactly one kind of
event per object, ``suit`` only in a ``declare`` event and always there. A record always has
four seats; a game of three names the dummy's seat in ``dummy`` (its partner, opposite, plays
it all game). A record has one list of events per deal and no fixed number of deals: the game
ends with the deal after which a side has 300 or more and the totals differ. The rules
themselves are ``engine.homme_de_brou``.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any, ClassVar, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    ModelWrapValidatorHandler,
    SerializerFunctionWrapHandler,
    StrictStr,
    field_validator,
    model_serializer,
    model_validator,
)

from assistant.files.envelope import (
    FIRST_DEALER_NOT_PLAYING,
    FORMAT,
    BadRecord,
    RecordBase,
    replay_rounds,
    spoken,
)
from assistant.names import clean_name
from engine.errors import N_, Sentence
from engine.homme_de_brou import (
    Event,
    Game,
    Round,
    check_names,
    from_record,
    side_of,
    summarize,
    to_record,
)
from engine.homme_de_brou import sentences as say

ID: Literal["homme-de-brou"] = "homme-de-brou"
TITLE = "Homme de Brou"
"""The game's name, the same in every language."""
PLAYER_COUNTS: tuple[int, ...] = (4,)
"""How many seats the table has: always four (with three players the dummy takes one: see
``Record.dummy`` and ``assistant.games.dummy``)."""

RATED_BY_DEAL = False
"""A game is rated once it has ended, by its final totals
(``assistant.looking_back.ratings``)."""

EVENT_SHAPE = Sentence(
    N_("an event is a JSON object with 'by' and one of turn_up, declare, play, hand")
)
EVENT_KINDS = Sentence(N_("an event has exactly one of turn_up, declare, play, hand, not {found}"))
SUIT_WITHOUT_DECLARE = Sentence(N_("suit goes only with declare"))
DECLARE_WITHOUT_SUIT = Sentence(N_("declare needs a suit"))

_KINDS = ("turn_up", "declare", "play", "hand")
_ORDER = ("format", "game", "players", "dummy", "first_dealer", "rounds", "meta")
"""The record's fields in the order the spec writes them: the dummy beside the seats."""


class EventModel(BaseModel):
    """One Homme de Brou event as written in a record."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    by: StrictStr
    turn_up: StrictStr | None = None
    declare: Literal["marriage", "tierce"] | None = None
    suit: Literal["S", "C", "D", "H"] | None = None
    play: StrictStr | None = None
    hand: list[StrictStr] | None = None

    @model_validator(mode="after")
    def _one_kind(self) -> EventModel:
        kinds = [k for k in _KINDS if getattr(self, k) is not None]
        if len(kinds) != 1:
            found = " and ".join(kinds) if kinds else "none of them"
            raise BadRecord(EVENT_KINDS, found=found)
        if self.suit is not None and kinds != ["declare"]:
            raise BadRecord(SUIT_WITHOUT_DECLARE)
        if self.declare is not None and self.suit is None:
            raise BadRecord(DECLARE_WITHOUT_SUIT)
        return self

    @property
    def kind(self) -> str:
        """Which of the four kinds of event this is (the record key)."""
        return next(k for k in _KINDS if getattr(self, k) is not None)

    def to_event(self) -> Event:
        """The engine event; ``NotationError`` for a card that cannot be read."""
        return from_record(self.model_dump(exclude_none=True))

    @staticmethod
    def from_event(event: Event) -> EventModel:
        """The record form of an engine event."""
        return EventModel.model_validate(to_record(event))


class Record(RecordBase):
    """A record of *Homme de Brou*: four seats (one may be the dummy's, named in ``dummy``),
    one list of events per deal, any number of deals."""

    game: Literal["homme-de-brou"] = ID
    dummy: StrictStr | None = None
    rounds: list[list[EventModel]]

    event_shape: ClassVar[Sentence] = EVENT_SHAPE
    check_table: ClassVar[Any] = staticmethod(check_names)

    @classmethod
    def rounds_for(cls, players: int) -> int:
        """No limit on the number of deals (the game ends when a side has 300 and more)."""
        return sys.maxsize

    @field_validator("dummy")
    @classmethod
    def _spoken_dummy(cls, name: str | None) -> str | None:
        """The dummy's seat as the name rule writes the seats (NFC, whitespace collapsed)."""
        return None if name is None else spoken(name)

    @model_validator(mode="wrap")
    @classmethod
    def _names_as_written(cls, data: Any, handler: ModelWrapValidatorHandler[Record]) -> Record:
        """The first dealer and the dummy are written exactly as one of the seats (no other
        case, no spaces around), as ``by`` is."""
        record = handler(data)
        if isinstance(data, dict):
            written = data.get("players", ())
            dealer = data.get("first_dealer")
            if dealer not in written and dealer not in record.players:
                clean_name(dealer)  # a bad name is refused for what is wrong with it
                raise BadRecord(FIRST_DEALER_NOT_PLAYING, name=dealer)
            dummy = data.get("dummy")
            if dummy is not None and dummy not in written and dummy not in record.players:
                clean_name(dummy)
                raise BadRecord(say.DUMMY_NOT_AT_TABLE, player=dummy)
        return record

    @model_serializer(mode="wrap")
    def _in_order(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        """The fields in the spec's order (``dummy`` right after ``players``)."""
        data: dict[str, Any] = handler(self)
        return {key: data[key] for key in _ORDER if key in data}


def replay(record: Record) -> Game:
    """Apply every event of the record to a new game; raises ``RecordError`` at the first fault."""
    game = Game(record.players, record.first_dealer, record.dummy)
    replay_rounds(game, record.rounds, say.NOT_AT_TABLE, say_game_over=True)
    return game


def read(data: bytes) -> None:
    """No quick reader for Homme de Brou: its records are read by :class:`Record`."""
    return None


def replay_read(read: object) -> Game:
    """Never called: :func:`read` reads nothing."""
    raise TypeError("Homme de Brou has no quick reader")


def record_of(game: Game, meta: dict[str, Any] | None = None) -> Record:
    """The record of a game as it stands."""
    return Record(
        format=FORMAT,
        players=list(game.players),
        dummy=None if game.dummy is None else game.players[game.dummy],
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
    own events, with the game's dummy."""
    twin = Game(game.players, game.first_dealer, game.dummy)
    twin.rounds = list(game.rounds)
    last = twin.rounds[-1] if twin.rounds else None
    if last is not None and not last.ended:
        fresh = Round(last.players, last.dealer, last.dummy)
        fresh.apply_all(last.events)
        twin.rounds[-1] = fresh
    return twin


def side_seats(players: int) -> tuple[tuple[int, ...], ...]:
    """Who scores together: partners opposite, the 1st and 3rd seat, the 2nd and 4th (with
    three players the dummy's seat too, played by its partner)."""
    return tuple(tuple(s for s in range(players) if side_of(s) == side) for side in range(2))


def round_rows(
    game_id: int, round_no: int, rnd: Round, player_ids: Sequence[int]
) -> list[dict[str, Any]]:
    """The result rows of an ended deal (``round_no`` 1-based), one per seat but the dummy's:
    each seat scores its side's deal (declarations, rencontres, card points), so both partners
    of the side that wins the game win, and the dummy's side counts for its partner only; the
    figures of the stack game are 0."""
    scores = rnd.scores()
    return [
        {
            "game_id": game_id,
            "round_no": round_no,
            "seat": seat,
            "player_id": player_id,
            "points": scores[side_of(seat)].points,
            "a": 0,
            "b": 0,
            "r": 0,
            "open_stacks": {},
            "discarded": 0,
            "four_colors": False,
            "blocked": False,
            "end": rnd.end.value,
        }
        for seat, player_id in enumerate(player_ids)
        if seat != rnd.dummy
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
