"""*Tysiacha* as a game kind: its record events, log entries, replay, summary and results.

The record's events are read strictly, as the spec says: ``by``, cards and suits exactly as
written, bids as JSON integers, ``pass``/``concede``/``marriage`` only ``true`` (and
``marriage`` only on a ``play``), no unknown key, exactly one kind of event per object.
A record has one list of events per deal and no fixed number of deals: the game ends with
the deal in which a soloist makes his bid and passes 1000. The rules themselves are
``engine.tysiacha``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Literal

from pydantic import ConfigDict, Field, StrictInt, StrictStr

from assistant.files.envelope import BadRecord, replay_rounds
from assistant.games.defaults import read as read
from assistant.games.defaults import replay_read as replay_read
from assistant.games.defaults import round_rows as round_rows
from assistant.games.defaults import side_seats as side_seats
from assistant.games.records import EngineEvents, EventRecord, Flag, RecordOfDeals
from assistant.games.snapshot import snapshot as copy_of
from engine.errors import N_, Sentence
from engine.tysiacha import Game as Game
from engine.tysiacha import check_names, events
from engine.tysiacha import sentences as say
from engine.tysiacha import summarize as summarize

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
MARRIAGE_WITHOUT_PLAY = Sentence(N_("marriage goes only with play"))


class EventModel(EventRecord):
    """One Tysiacha event as written in a record."""

    model_config = ConfigDict(serialize_by_alias=True)
    KINDS = ("bid", "pass", "widow", "concede", "final_bid", "play")
    FIELDS: ClassVar[Mapping[str, str]] = {"pass": "pass_"}
    FLAGS = ("pass", "concede", "marriage")
    EVENT_KINDS = EVENT_KINDS
    EVENTS: ClassVar[EngineEvents] = events

    bid: StrictInt | None = None
    pass_: Flag = Field(default=None, alias="pass")
    widow: list[StrictStr] | None = None
    concede: Flag = None
    final_bid: StrictInt | None = None
    play: StrictStr | None = None
    marriage: Flag = None

    def check(self, kind: str) -> None:
        """A marriage is shown only with the card played."""
        if self.marriage is not None and kind != "play":
            raise BadRecord(MARRIAGE_WITHOUT_PLAY)


class Record(RecordOfDeals):
    """A record of *Tysiacha*: 3 players, one list of events per deal, any number of deals
    (the game ends when a soloist passes 1000)."""

    game: Literal["tysiacha"] = ID
    rounds: list[list[EventModel]]

    event_model = EventModel
    event_shape = EVENT_SHAPE
    check_table: ClassVar[Any] = staticmethod(check_names)


def replay(record: Record) -> Game:
    """Apply every event of the record to a new game; raises ``RecordError`` at the first fault."""
    game = Game(record.players, record.first_dealer)
    return replay_rounds(game, record.rounds, say.NOT_AT_TABLE, say_game_over=True)


record_of = Record.of
entry_of = EventModel.entry_of
event_of = EventModel.event_of


def snapshot(game: Game) -> Game:
    """A copy of the game that later commands do not change, with the game's rounding."""
    return copy_of(game, game.rounding)
