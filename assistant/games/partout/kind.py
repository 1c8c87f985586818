"""*Partout* as a game kind: its record events, log entries, replay, summary and results.

The record's events are read strictly, as the spec says: ``by``, cards, colors and
specials exactly as written, numbers as JSON integers, no unknown key, exactly one kind of
event per object. The rules themselves are ``engine.partout``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar, Literal

from pydantic import StrictInt, StrictStr

from assistant.files.envelope import BadRecord, RecordBase, replay_rounds
from assistant.games.defaults import points_rows
from assistant.games.defaults import read as read
from assistant.games.defaults import replay_read as replay_read
from assistant.games.records import EngineEvents, EventRecord
from assistant.games.snapshot import snapshot as snapshot
from engine.errors import N_, Sentence
from engine.partout import PLAYER_COUNTS as engine_player_counts
from engine.partout import (
    Game as Game,
)
from engine.partout import Round, check_names, events, team_index, variant
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


class EventModel(EventRecord):
    """One Partout event as written in a record."""

    KINDS = ("trump_number", "trump_color", "predict", "play")
    EVENT_KINDS = EVENT_KINDS
    EVENTS: ClassVar[EngineEvents] = events

    trump_number: StrictInt | None = None
    trump_color: StrictStr | None = None
    predict: StrictInt | None = None
    play: StrictStr | None = None
    number: StrictInt | None = None
    color: StrictStr | None = None
    target: StrictStr | None = None

    def check(self, kind: str) -> None:
        """A special card's choices go only with its play."""
        if kind != "play" and (self.number, self.color, self.target) != (None, None, None):
            raise BadRecord(CHOICE_WITHOUT_PLAY)


class Record(RecordBase):
    """A record of *Partout*: 3, 4 or 6 players; 6, 8 or 6 rounds."""

    game: Literal["partout"] = ID
    rounds: list[list[EventModel]]

    event_model = EventModel
    event_shape = EVENT_SHAPE
    check_table: ClassVar[Any] = staticmethod(check_names)

    @classmethod
    def rounds_for(cls, players: int) -> int:
        """How many rounds a game at this table has (the rules' table)."""
        return variant(players).rounds


def replay(record: Record) -> Game:
    """Apply every event of the record to a new game; raises ``RecordError`` at the first fault."""
    game = Game(record.players, record.first_dealer)
    return replay_rounds(game, record.rounds, say.NOT_AT_TABLE)


record_of = Record.of
entry_of = EventModel.entry_of
event_of = EventModel.event_of


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
    return points_rows(game_id, round_no, player_ids, [points[side] for side in team], end)
