"""*Gaigel* as a game kind: its record events, log entries, replay, summary and results.

The record's events are read strictly, as the spec says: ``by``, cards, suits, claims and
settlements exactly as written, a trick's counters as JSON integers, ``exchange`` and
``reserve`` only ``true``, no unknown key, exactly one kind of event per object. ``marriage``
is two things: on a ``play`` (card by card) it takes only ``true``; alone (by announcements)
it names the suit. A record has one list of events per deal and no fixed number of deals: a
sitting has no end but its last deal's. The rules themselves are ``engine.gaigel``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar, Literal

from pydantic import StrictBool, StrictInt, StrictStr, field_validator

from assistant.files.envelope import BadRecord, replay_rounds
from assistant.games.defaults import points_rows
from assistant.games.defaults import read as read
from assistant.games.defaults import replay_read as replay_read
from assistant.games.records import EngineEvents, EventRecord, Flag, RecordOfDeals
from assistant.games.snapshot import snapshot as snapshot
from engine.errors import N_, Sentence
from engine.gaigel import ClaimKind, How, Round, check_names, events, side_of
from engine.gaigel import Game as Game
from engine.gaigel import sentences as say
from engine.gaigel import summarize as summarize

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
MARRIAGE_ON_A_PLAY = Sentence(N_("marriage on a play takes only true"))
MARRIAGE_SUIT = Sentence(N_("marriage without a play names its suit: C, S, H or D"))
MARRIAGE_VALUE = Sentence(N_("marriage takes true on a play, or alone a suit: C, S, H or D"))


class EventModel(EventRecord):
    """One Gaigel event as written in a record (fields in the order the spec writes them)."""

    KINDS = ("turn_up", "play", "trick", "marriage", "exchange", "reserve", "claim", "settle")
    FLAGS = ("exchange", "reserve")
    EVENT_KINDS = EVENT_KINDS
    EVENTS: ClassVar[EngineEvents] = events

    turn_up: StrictStr | None = None
    play: StrictStr | None = None
    marriage: StrictBool | StrictStr | None = None
    trick: StrictInt | None = None
    exchange: Flag = None
    reserve: Flag = None
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

    def written(self) -> list[str]:
        """The kinds of event this object holds: a marriage shown with the card played is
        the play's, and takes only ``true`` there."""
        kinds = super().written()
        if self.play is not None and self.marriage is not None:
            kinds.remove("marriage")
            if self.marriage is not True:
                raise BadRecord(MARRIAGE_ON_A_PLAY)
        return kinds

    def check(self, kind: str) -> None:
        """A marriage alone (by announcements) names its suit."""
        if kind == "marriage" and not isinstance(self.marriage, str):
            raise BadRecord(MARRIAGE_SUIT)


class Record(RecordOfDeals):
    """A record of *Gaigel*: 4 players in playing order, one list of events per deal, any
    number of deals (a sitting lasts as long as the table plays)."""

    game: Literal["gaigel"] = ID
    rounds: list[list[EventModel]]

    event_model = EventModel
    event_shape = EVENT_SHAPE
    check_table: ClassVar[Any] = staticmethod(check_names)


def replay(record: Record) -> Game:
    """Apply every event of the record to a new sitting; raises ``RecordError`` at the first
    fault."""
    return replay_rounds(Game(record.players, record.first_dealer), record.rounds, say.NOT_AT_TABLE)


record_of = Record.of
entry_of = EventModel.entry_of
event_of = EventModel.event_of


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
    2), so the evening's tally adds up per player across changing partners, and how the deal
    ended (:func:`end_of`)."""
    points = [score.points for score in rnd.scores()]
    return points_rows(game_id, round_no, player_ids, points, end_of(rnd))
