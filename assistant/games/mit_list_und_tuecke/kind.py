"""*Mit List und Tücke* as a game kind: its record events, log payloads, replay, summary.

Everything the storage, the record and the command line need to know about this game
and no other; the rules themselves are ``engine.mit_list_und_tuecke``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, field_validator, model_validator

from assistant.files.envelope import (
    EVENT_OF,
    ROUND_NOT_ENDED,
    BadRecord,
    RecordBase,
    RecordError,
    read_envelope,
    spoken,
)
from assistant.games.defaults import side_seats as side_seats
from assistant.games.snapshot import snapshot as snapshot
from engine.errors import N_, NotationError, RuleError, Sentence
from engine.mit_list_und_tuecke import (
    CARDS_BY_NOTATION,
    Blocked,
    Card,
    Color,
    Event,
    Keep,
    Play,
    Round,
    Take,
    check_names,
    score,
)
from engine.mit_list_und_tuecke import (
    Game as Game,
)
from engine.mit_list_und_tuecke import (
    summarize as summarize,
)
from engine.mit_list_und_tuecke.cards import MAX_PLAYERS, MIN_PLAYERS

ID: Literal["mit-list-und-tuecke"] = "mit-list-und-tuecke"
TITLE = "Mit List und Tücke"
"""The game's name, the same in every language."""
PLAYER_COUNTS: tuple[int, ...] = tuple(range(MIN_PLAYERS, MAX_PLAYERS + 1))
"""How many may sit at the table."""

RATED_BY_DEAL = False
"""A game is rated once it has ended, by its final totals
(``assistant.looking_back.ratings``)."""

EVENT_SHAPE = Sentence(
    N_("an event is a JSON object with 'by' and one of play, take, keep, blocked")
)
EVENT_KINDS = Sentence(N_("an event has exactly one of play, take, keep, blocked, not {found}"))


class EventModel(BaseModel):
    """One event as written in a record: ``by`` and exactly one of the four kinds."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    by: str
    play: str | None = None
    take: list[str] | None = None
    keep: list[str] | None = None
    blocked: Literal[True] | None = None

    @field_validator("by")
    @classmethod
    def _spoken_by(cls, by: str) -> str:
        return spoken(by)

    @model_validator(mode="after")
    def _one_kind(self) -> EventModel:
        # Runs for every event of every record read: the common case is one comparison.
        if (self.play is None) + (self.take is None) + (self.keep is None) + (
            self.blocked is None
        ) != 3:
            kinds = [k for k in ("play", "take", "keep", "blocked") if getattr(self, k) is not None]
            found = " and ".join(kinds) if kinds else "none of them"
            raise BadRecord(EVENT_KINDS, found=found)
        return self

    def to_event(self) -> Event:
        """The engine event; raises ``ValueError`` for a card or color that cannot be read."""
        if self.play is not None:
            return Play(self.by, Card.parse(self.play))
        if self.take is not None:
            return Take(self.by, tuple([Card.parse(c) for c in self.take]))
        if self.keep is not None:
            return Keep(self.by, tuple(Color.parse(c) for c in self.keep))
        return Blocked(self.by)

    @staticmethod
    def from_event(event: Event) -> EventModel:
        """The record form of an engine event, written in upper case."""
        match event:
            case Play(by, card):
                return EventModel(by=by, play=str(card))
            case Take(by, cards):
                return EventModel(by=by, take=[str(c) for c in cards])
            case Keep(by, colors):
                return EventModel(by=by, keep=[c.value for c in colors])
            case Blocked(by):
                return EventModel(by=by, blocked=True)


class Record(RecordBase):
    """A record of *Mit List und Tücke*: 4 to 6 players, as many rounds as players."""

    game: Literal["mit-list-und-tuecke"] = ID
    rounds: list[list[EventModel]]

    event_model = EventModel
    event_shape = EVENT_SHAPE
    check_table: ClassVar[Any] = staticmethod(check_names)


def _events(models: Sequence[EventModel]) -> Iterator[Event]:
    """The engine events of one round, read one by one as the round applies them."""
    parse = Card.parse
    for model in models:
        play = model.play
        yield model.to_event() if play is None else Play(model.by, parse(play))


def _round_events(models: Sequence[EventModel]) -> Iterable[Event]:
    """The engine events of one round: all at once, or one by one if one cannot be read.

    One by one, a rule broken by an earlier event is still reported before the bad card.
    """
    parse = Card.parse
    try:
        return [
            model.to_event() if model.play is None else Play(model.by, parse(model.play))
            for model in models
        ]
    except ValueError:
        return _events(models)


def replay(record: Record) -> Game:
    """Apply every event of the record to a new game; raises ``RecordError`` at the first fault."""
    return _replay(record.players, record.first_dealer, record.rounds, _round_events)


@dataclass(frozen=True, slots=True)
class Read:
    """A record read the quick way (:func:`read`): the table and each round's engine events."""

    players: list[str]
    first_dealer: str
    rounds: list[list[Event]]


_EVENT_KEYS = frozenset(("by", "play", "take", "keep", "blocked"))


def read(data: bytes) -> Read | None:
    """A record's table and engine events, if the record is plainly well-formed; else ``None``.

    What ``listig replay`` reads: the same JSON parser and the same checks as
    :class:`Record` (with the model's ``extra="forbid"``, types and "exactly one kind"
    rules), but each event becomes an engine event at once instead of an ``EventModel``.
    Nothing is said here: on ``None`` — a fault, or something unusual that the model would
    still accept, such as an explicit ``null`` or ``"blocked": 1`` — the record is read by
    ``parse_record``, so every message stays the model's own, word for word.
    """
    table = read_envelope(data, Record)
    if table is None:
        return None
    players, first_dealer, raw = table
    cards = CARDS_BY_NOTATION
    parse = Card.parse
    rounds: list[list[Event]] = []
    try:
        for raw_events in raw:
            events: list[Event] = []
            append = events.append
            for item in raw_events:
                # the common events, {"by": ..., "play": ...} and {"by": ..., "take": [...]}
                # with cards written as the record writes them, in a handful of checks
                if type(item) is dict and len(item) == 2:
                    by = item.get("by")
                    if type(by) is str:
                        play = item.get("play")
                        if type(play) is str:
                            append(Play(by, cards.get(play) or parse(play)))
                            continue
                        take = item.get("take")
                        if type(take) is list:
                            chosen = [cards.get(c) if type(c) is str else None for c in take]
                            if all(chosen):  # every one a card (a card is never false)
                                append(Take(by, tuple(chosen)))  # type: ignore[arg-type]
                                continue
                event = _read_event(item)
                if event is None:
                    return None
                append(event)
            rounds.append(events)
    except ValueError:  # a card or color that cannot be read: said by the replay of the model
        return None
    return Read(players, first_dealer, rounds)


def _read_event(item: object) -> Event | None:
    """Any event as :class:`EventModel` reads it, or ``None`` if it is not plainly right."""
    if type(item) is not dict or not item.keys() <= _EVENT_KEYS:
        return None
    by = item.get("by")
    play = item.get("play")
    take = item.get("take")
    keep = item.get("keep")
    blocked = item.get("blocked")
    if (
        type(by) is not str
        or (play is None) + (take is None) + (keep is None) + (blocked is None) != 3
    ):
        return None
    if play is not None:
        return Play(by, Card.parse(play)) if type(play) is str else None
    if take is not None:
        if type(take) is not list or not all(type(c) is str for c in take):
            return None
        cards = CARDS_BY_NOTATION
        return Take(by, tuple([cards.get(c) or Card.parse(c) for c in take]))
    if keep is not None:
        if type(keep) is not list or not all(type(c) is str for c in keep):
            return None
        return Keep(by, tuple([Color.parse(c) for c in keep]))
    return Blocked(by) if blocked is True else None


def replay_read(read: Read) -> Game:
    """:func:`replay` of a record read by :func:`read`; raises ``RecordError`` at a broken rule."""
    return _replay(read.players, read.first_dealer, read.rounds, _as_they_are)


def _replay(
    players: Sequence[str],
    first_dealer: str,
    rounds: Sequence[Sequence[Any]],
    events_of: Callable[[Sequence[Any]], Iterable[Event]],
) -> Game:
    """Replay each round's events (``events_of`` reads one round's record events)."""
    game = Game(players, first_dealer)
    for round_no, events in enumerate(rounds, start=1):
        try:
            current = game.start_round()
        except RuleError:
            raise RecordError(ROUND_NOT_ENDED, {"previous": round_no - 1}, round_no) from None
        try:
            current.apply_all(events_of(events))
        except NotationError as exc:  # a card or color that cannot be read
            event_no = len(current.events) + 1
            params = {"player": events[event_no - 1].by, "reason": exc}
            raise RecordError(EVENT_OF, params, round_no, event_no) from None
        except RuleError as exc:  # events are kept only once accepted: the next one failed
            raise RecordError.breaking(exc, round_no, len(current.events) + 1) from None
    return game


def _as_they_are(events: Sequence[Event]) -> Sequence[Event]:
    return events


record_of = Record.of


def entry_of(event: Event) -> tuple[str, dict[str, Any]]:
    """A table event as the log stores it: its kind (``play``, ``take``, ``keep``,
    ``blocked``) and its ``listig/1`` event object."""
    payload = EventModel.from_event(event).model_dump(exclude_none=True)
    return _KINDS[type(event)], payload


def event_of(kind: str, payload: dict[str, Any]) -> Event:
    """The engine event of a stored row; ``ValueError`` if it cannot be read."""
    event = EventModel.model_validate(payload).to_event()
    if _KINDS[type(event)] != kind:
        raise ValueError(f"a {kind} row holds {payload!r}")
    return event


_KINDS: dict[type, str] = {Play: "play", Take: "take", Keep: "keep", Blocked: "blocked"}


def round_rows(
    game_id: int, round_no: int, rnd: Round, player_ids: Sequence[int]
) -> list[dict[str, Any]]:
    """The result rows of an ended round (``round_no`` 1-based), one per seat."""
    stacks = [(s.open, s.discarded, s.kept is not None) for s in rnd.all_stacks()]
    return seat_rows(game_id, round_no, player_ids, stacks, rnd.blocked_by, rnd.end.value)


def seat_rows(
    game_id: int,
    round_no: int,
    player_ids: Sequence[int],
    stacks: Sequence[tuple[Mapping[Color, int], int, bool]],
    blocked_by: int | None,
    end: str,
) -> list[dict[str, Any]]:
    """The ``round_result`` rows of a round, one per seat from its open stacks, its
    discarded cards and whether it held four colors (see :func:`result_row`)."""
    return [
        result_row(
            game_id,
            round_no,
            seat,
            player_ids[seat],
            open_stacks,
            discarded,
            four_colors=four_colors,
            blocked=blocked_by == seat,
            end=end,
        )
        for seat, (open_stacks, discarded, four_colors) in enumerate(stacks)
    ]


def result_row(
    game_id: int,
    round_no: int,
    seat: int,
    player_id: int,
    open_stacks: Mapping[Color, int],
    discarded: int,
    *,
    four_colors: bool,
    blocked: bool,
    end: str,
) -> dict[str, Any]:
    """One seat's ``round_result`` row: its stacks, scored by the engine's formula (a round
    played card by card and one entered by quick scoring alike)."""
    sc = score(open_stacks, discarded)
    return {
        "game_id": game_id,
        "round_no": round_no,
        "seat": seat,
        "player_id": player_id,
        "points": sc.points,
        "a": sc.a,
        "b": sc.b,
        "r": sc.r,
        "open_stacks": {c.value: n for c, n in open_stacks.items()},
        "discarded": discarded,
        "four_colors": four_colors,
        "blocked": blocked,
        "end": end,
    }
