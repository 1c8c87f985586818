"""*Mit List und Tücke* as a game kind: its record events, log payloads, replay, summary.

Everything the storage, the record and the command line need to know about this game
and no other; the rules themselves are ``engine.mit_list_und_tuecke``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from assistant.files.envelope import (
    EVENT_OF,
    FORMAT,
    ROUND_NOT_ENDED,
    BadRecord,
    RecordBase,
    RecordError,
)
from engine.errors import N_, NotationError, RuleError, Sentence
from engine.mit_list_und_tuecke import (
    Blocked,
    Card,
    Color,
    Event,
    Game,
    Keep,
    Play,
    Round,
    Take,
    check_names,
    score,
    summarize,
)

ID: Literal["mit-list-und-tuecke"] = "mit-list-und-tuecke"

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
    rounds: list[list[EventModel]] = Field(default_factory=list)

    event_shape: ClassVar[Sentence] = EVENT_SHAPE
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
    game = Game(record.players, record.first_dealer)
    for round_no, events in enumerate(record.rounds, start=1):
        try:
            current = game.start_round()
        except RuleError:
            raise RecordError(ROUND_NOT_ENDED, {"previous": round_no - 1}, round_no) from None
        try:
            current.apply_all(_round_events(events))
        except NotationError as exc:  # a card or color that cannot be read
            event_no = len(current.events) + 1
            params = {"player": events[event_no - 1].by, "reason": exc}
            raise RecordError(EVENT_OF, params, round_no, event_no) from None
        except RuleError as exc:  # events are kept only once accepted: the next one failed
            raise RecordError.breaking(exc, round_no, len(current.events) + 1) from None
    return game


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


def snapshot(game: Game) -> Game:
    """A copy of the game that later commands do not change.

    Ended rounds never change again (an undo rebuilds the game), so they are shared; the
    round in progress is rebuilt from its own events, which costs far less than a deep copy.
    """
    twin = Game(game.players, game.first_dealer)
    twin.rounds = list(game.rounds)
    last = twin.rounds[-1] if twin.rounds else None
    if last is not None and not last.ended:
        fresh = Round(last.players, last.dealer)
        fresh.apply_all(last.events)
        twin.rounds[-1] = fresh
    return twin


def new_game(players: Sequence[str], first_dealer: int | str) -> Game:
    """A new game, its first round not started."""
    return Game(players, first_dealer)


def ended_rounds(game: Game) -> int:
    """How many rounds of the game have ended (always the first ones)."""
    return sum(1 for r in game.rounds if r.ended)


def round_rows(
    game_id: int, round_no: int, rnd: Round, player_ids: Sequence[int]
) -> list[dict[str, Any]]:
    """The result rows of an ended round (``round_no`` 1-based), one per seat."""
    return [
        result_row(
            game_id,
            round_no,
            seat,
            player_ids[seat],
            stacks.open,
            stacks.discarded,
            four_colors=stacks.kept is not None,
            blocked=rnd.blocked_by == seat,
            end=rnd.end.value,
        )
        for seat, stacks in enumerate(rnd.all_stacks())
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


__all__ = [
    "ID",
    "EventModel",
    "Game",
    "Record",
    "ended_rounds",
    "entry_of",
    "event_of",
    "new_game",
    "record_of",
    "replay",
    "result_row",
    "round_rows",
    "snapshot",
    "summarize",
]
