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

from collections.abc import Sequence
from typing import Any, ClassVar, Literal

from pydantic import (
    SerializerFunctionWrapHandler,
    StrictStr,
    field_validator,
    model_serializer,
)

from assistant.files.envelope import FIRST_DEALER_NOT_PLAYING, BadRecord, replay_rounds, spoken
from assistant.games.defaults import points_row
from assistant.games.defaults import read as read
from assistant.games.defaults import replay_read as replay_read
from assistant.games.records import EngineEvents, EventRecord, RecordOfDeals
from assistant.games.snapshot import snapshot as copy_of
from assistant.names import clean_name
from engine.errors import N_, Sentence
from engine.homme_de_brou import Game as Game
from engine.homme_de_brou import Round, check_names, events, side_of
from engine.homme_de_brou import sentences as say
from engine.homme_de_brou import summarize as summarize

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

_ORDER = ("format", "game", "players", "dummy", "first_dealer", "rounds", "meta")
"""The record's fields in the order the spec writes them: the dummy beside the seats."""


class EventModel(EventRecord):
    """One Homme de Brou event as written in a record."""

    KINDS = ("turn_up", "declare", "play", "hand")
    EVENT_KINDS = EVENT_KINDS
    EVENTS: ClassVar[EngineEvents] = events

    turn_up: StrictStr | None = None
    declare: Literal["marriage", "tierce"] | None = None
    suit: Literal["S", "C", "D", "H"] | None = None
    play: StrictStr | None = None
    hand: list[StrictStr] | None = None

    def check(self, kind: str) -> None:
        """A suit goes with a declaration, and a declaration names its suit."""
        if self.suit is not None and kind != "declare":
            raise BadRecord(SUIT_WITHOUT_DECLARE)
        if self.declare is not None and self.suit is None:
            raise BadRecord(DECLARE_WITHOUT_SUIT)


class Record(RecordOfDeals):
    """A record of *Homme de Brou*: four seats (one may be the dummy's, named in ``dummy``),
    one list of events per deal, any number of deals (the game ends when a side has 300 and
    more)."""

    game: Literal["homme-de-brou"] = ID
    dummy: StrictStr | None = None
    rounds: list[list[EventModel]]

    event_model = EventModel
    event_shape = EVENT_SHAPE
    check_table: ClassVar[Any] = staticmethod(check_names)

    @field_validator("dummy")
    @classmethod
    def _spoken_dummy(cls, name: str | None) -> str | None:
        """The dummy's seat as the name rule writes the seats (NFC, whitespace collapsed)."""
        return None if name is None else spoken(name)

    @classmethod
    def check_written(cls, data: dict[str, Any], record: Record) -> None:
        """The first dealer and the dummy are written exactly as one of the seats, and a name
        that is not is refused for what is wrong with it, if anything is."""
        written = data.get("players", ())
        dealer = data.get("first_dealer")
        if dealer not in written and dealer not in record.players:
            clean_name(dealer)
            raise BadRecord(FIRST_DEALER_NOT_PLAYING, name=dealer)
        dummy = data.get("dummy")
        if dummy is not None and dummy not in written and dummy not in record.players:
            clean_name(dummy)
            raise BadRecord(say.DUMMY_NOT_AT_TABLE, player=dummy)

    @model_serializer(mode="wrap")
    def _in_order(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        """The fields in the spec's order (``dummy`` right after ``players``)."""
        data: dict[str, Any] = handler(self)
        return {key: data[key] for key in _ORDER if key in data}


def replay(record: Record) -> Game:
    """Apply every event of the record to a new game; raises ``RecordError`` at the first fault."""
    game = Game(record.players, record.first_dealer, record.dummy)
    return replay_rounds(game, record.rounds, say.NOT_AT_TABLE, say_game_over=True)


def record_of(game: Game, meta: dict[str, Any] | None = None) -> Record:
    """The record of a game as it stands, with the dummy's seat in a game of three."""
    dummy = None if game.dummy is None else game.players[game.dummy]
    return Record.of(game, meta, dummy=dummy)


entry_of = EventModel.entry_of
event_of = EventModel.event_of


def snapshot(game: Game) -> Game:
    """A copy of the game that later commands do not change, with the game's dummy."""
    return copy_of(game, game.dummy)


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
        points_row(game_id, round_no, seat, player_id, scores[side_of(seat)].points, rnd.end.value)
        for seat, player_id in enumerate(player_ids)
        if seat != rnd.dummy
    ]
