"""The envelope every ``listig/1`` record shares, whatever the game, and what a bad one says.

A record is ``format``, ``game``, ``players``, ``first_dealer``, ``rounds`` and ``meta``;
each game kind (``assistant.games.kinds``) brings its own model of the rounds' events and
checks its own table. The errors name round and event and carry their sentence, so they
are said in any language.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar, Literal, Protocol, Self, TypeVar

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator
from pydantic_core import from_json

from assistant.errors import InputError
from assistant.names import check_roster, clean_name, preview, spaced
from engine.errors import N_, NotationError, RuleError, Sentence, UnknownPlayer, say

FORMAT: Literal["listig/1"] = "listig/1"


NOT_JSON = Sentence(N_("not valid JSON ({detail})"))
NOT_AN_OBJECT = Sentence(N_("a record is a JSON object"))
NOT_UTF8 = Sentence(N_("not UTF-8 text"))
NOT_THIS_FORMAT = Sentence(N_("not a listig/1 record (format is {format})"))
UNKNOWN_FIELD = Sentence(N_("unknown field {field}"))
UNKNOWN_KEY = Sentence(N_("unknown key {field}"))
MISSING = Sentence(N_("{field} is missing"))
FIELD_PROBLEM = Sentence(N_("{field}: {problem}"))
PROBLEM = Sentence(N_("{problem}"))
FIRST_DEALER_NOT_PLAYING = Sentence(N_("the first dealer {name} is not one of the players"))
TOO_MANY_ROUNDS = Sentence(N_("{rounds} rounds, but {players} players play {most} rounds"))
UNKNOWN_GAME = Sentence(N_("this version of listig knows the games {games}, not {game}"))
ROUND_NOT_ENDED = Sentence(
    N_("a round may only follow a round that has ended, and round {previous} has not")
)
EVENT_OF = Sentence(N_("{player}: {reason}"))


class BadRecord(ValueError):
    """A record's shape is wrong (raised inside validation, said by ``RecordError``)."""

    def __init__(self, sentence: Sentence, **params: Any) -> None:
        self.sentence = sentence
        self.params = params
        super().__init__(say(sentence, params))


class RecordError(ValueError):
    """A record that cannot be read or breaks a rule; the message names round and event.

    ``sentence`` and ``params`` say the reason in any language; ``rule`` is the engine's
    error when the record breaks a rule.
    """

    def __init__(
        self,
        sentence: Sentence,
        params: Mapping[str, Any] | None = None,
        round_no: int | None = None,
        event_no: int | None = None,
        rule: RuleError | None = None,
    ):
        self.sentence = sentence
        self.params = dict(params or {})
        self.round_no = round_no
        self.event_no = event_no
        self.rule = rule
        super().__init__(self.message)

    @classmethod
    def breaking(cls, rule: RuleError, round_no: int, event_no: int) -> RecordError:
        """The record breaks a rule at this round and event (said as :func:`judged` says it)."""
        said = judged(rule)
        return cls(said.sentence, said.params, round_no, event_no, rule)

    @property
    def reason(self) -> str:
        """Why the record is refused, in English."""
        return say(self.sentence, self.params)

    @property
    def message(self) -> str:
        """``round 2, event 17: reason`` (the parts that are known)."""
        where = []
        if self.round_no is not None:
            where.append(f"round {self.round_no}")
        if self.event_no is not None:
            where.append(f"event {self.event_no}")
        return f"{', '.join(where)}: {self.reason}" if where else self.reason


def judged(rule: RuleError) -> RuleError | InputError:
    """What to say of a broken rule: a name nobody at the table has is first held to the
    name rule, so a name the rule refuses (a line break in it, say) is refused for what is
    wrong with it, in the words a bad name in the list of players gets."""
    name = rule.params.get("player")
    if isinstance(rule, UnknownPlayer) and isinstance(name, str):
        try:
            clean_name(name)
        except InputError as exc:
            return exc
    return rule


class EventRow(Protocol):
    """An event of a record as its game's model reads it."""

    by: str

    def to_event(self) -> Any: ...


class EventForm(Protocol):
    """A game's model of the events of its records."""

    @classmethod
    def from_event(cls, event: Any) -> Any: ...


class PlaysRounds(Protocol):
    """What the replay of a record needs of a game."""

    players: tuple[str, ...]

    def start_round(self) -> Any: ...

    @property
    def finished(self) -> bool: ...


G = TypeVar("G", bound=PlaysRounds)


def replay_rounds(
    game: G,
    rounds: Sequence[Sequence[EventRow]],
    not_at_table: Sentence,
    say_game_over: bool = False,
) -> G:
    """Apply a record's rounds of events to ``game`` and return it; raises ``RecordError``
    at the first fault: a name not written exactly as a player's (``not_at_table``), an
    event its game cannot read, a rule broken, a round before the last ended (or, with
    ``say_game_over``, after the game was won: its own refusal)."""
    for round_no, events in enumerate(rounds, start=1):
        try:
            current = game.start_round()
        except RuleError as exc:
            if say_game_over and game.finished:  # no round follows the one that won
                raise RecordError(exc.sentence, exc.params, round_no, rule=exc) from None
            raise RecordError(ROUND_NOT_ENDED, {"previous": round_no - 1}, round_no) from None
        for event_no, model in enumerate(events, start=1):
            try:
                if model.by not in game.players:  # names are read exactly as written
                    table = ", ".join(game.players)
                    raise UnknownPlayer(not_at_table, player=model.by, table=table)
                current.apply(model.to_event())
            except NotationError as exc:
                params = {"player": model.by, "reason": exc}
                raise RecordError(EVENT_OF, params, round_no, event_no) from None
            except RuleError as exc:
                raise RecordError.breaking(exc, round_no, event_no) from None
    return game


def spoken(name: str) -> str:
    """A name as the name rule writes it (NFC, spaces collapsed), without judging it."""
    return spaced(name)


class RecordBase(BaseModel):
    """A whole game: seating, first dealer, every round's events, free-form meta.

    A game kind subclasses it with ``game`` as its literal id and ``rounds`` as lists of
    its event model, sets ``check_table`` and says how many rounds a table plays.
    """

    model_config = ConfigDict(extra="forbid")

    format: Literal["listig/1"]
    game: str
    players: list[str]
    first_dealer: str
    rounds: list[list[Any]]
    meta: dict[str, Any] = Field(default_factory=dict)

    event_shape: ClassVar[Sentence] = Sentence(N_("an event is a JSON object"))
    """What an event of this game looks like, said when one is not a JSON object."""

    check_table: ClassVar[Callable[[Sequence[str]], Sequence[str]] | None] = None
    """The game's check of the players' names: the names as the game keeps them (trimmed),
    or a ``RuleError``."""

    event_model: ClassVar[type[EventForm]]
    """The game's model of an event (the items of ``rounds``)."""

    @classmethod
    def rounds_for(cls, players: int) -> int:
        """How many rounds a game at this table has."""
        return players

    @field_validator("players")
    @classmethod
    def _players(cls, players: list[str]) -> list[str]:
        """The names by the name rule (``assistant.names``), checked by the game's table
        rule (the count first, before any name is judged), none two alike."""
        check = cls.check_table
        if check is not None:
            check(players)
        names = [clean_name(p) for p in players]
        if check is not None:
            names = list(check(names))
        check_roster(names)
        return names

    @field_validator("first_dealer")
    @classmethod
    def _spoken_dealer(cls, name: str) -> str:
        return spoken(name)

    @field_validator("meta")
    @classmethod
    def _storable(cls, meta: dict[str, Any]) -> dict[str, Any]:
        from assistant.files.limits import check_json, started_at

        check_json(meta, "meta")
        started_at(meta)
        return meta

    @model_validator(mode="after")
    def _table(self) -> RecordBase:
        self.check_envelope(self.players, self.first_dealer, len(self.rounds))
        return self

    @classmethod
    def check_envelope(cls, players: Sequence[str], first_dealer: str, rounds: int) -> None:
        """The checks of a record's table across fields: the game's own check of the names,
        the first dealer among the players, not more rounds than the table plays."""
        check = cls.check_table
        if check is not None:
            check(players)
        keys = [spoken(p).casefold() for p in players]
        if spoken(first_dealer).casefold() not in keys:
            clean_name(first_dealer)  # a bad name is refused for what is wrong with it
            raise BadRecord(FIRST_DEALER_NOT_PLAYING, name=first_dealer)
        most = cls.rounds_for(len(players))
        if rounds > most:
            raise BadRecord(TOO_MANY_ROUNDS, rounds=rounds, players=len(players), most=most)

    @classmethod
    def of(cls, game: Any, meta: dict[str, Any] | None = None, **fields: Any) -> Self:
        """The record of a game as it stands: its players, first dealer and every round's
        events as the game's model writes them, ``meta`` and the game's own ``fields``."""
        written = cls.event_model.from_event
        return cls(
            format=FORMAT,
            players=list(game.players),
            first_dealer=game.players[game.first_dealer],
            rounds=[[written(e) for e in r.events] for r in game.rounds],
            meta=meta or {},
            **fields,
        )

    def dump(self, indent: int | None = 2) -> str:
        """The record as JSON text (``meta`` left out when empty)."""
        return self.model_dump_json(
            indent=indent, exclude_none=True, exclude={"meta"} if not self.meta else None
        )


_FIELDS = frozenset(("format", "game", "players", "first_dealer", "rounds", "meta"))


def read_envelope(data: bytes, model: type[RecordBase]) -> tuple[list[str], str, list[Any]] | None:
    """Players, first dealer and the rounds' raw events of a record ``model`` accepts,
    read without building models; ``None`` if anything is not plainly right.

    The quick way in for a game kind's reader (``listig replay``): the JSON is read by the
    same parser as ``model_validate_json`` and the envelope is held to the same rules, but
    nothing is said here — on ``None`` the record is read by the model, which says why it
    is refused (or accepts a record this reader finds unusual, such as an explicit null).
    The events are left to the game kind.
    """
    try:
        top = from_json(data)
    except ValueError:
        return None
    if type(top) is not dict or not top.keys() <= _FIELDS:
        return None
    game = top.get("game", model.model_fields["game"].default)
    players = top.get("players")
    first_dealer = top.get("first_dealer")
    rounds = top.get("rounds")
    if (
        top.get("format") != FORMAT
        or type(game) is not str
        or game != model.model_fields["game"].default
        or type(players) is not list
        or any(type(p) is not str for p in players)
        or type(first_dealer) is not str
        or type(rounds) is not list
        or any(type(r) is not list for r in rounds)
        or type(top.get("meta", {})) is not dict
    ):
        return None
    try:
        names = model._players(players)
        model._storable(top.get("meta", {}))
        model.check_envelope(names, spoken(first_dealer), len(rounds))
    except (BadRecord, RuleError, InputError, ValueError):
        return None
    return names, spoken(first_dealer), rounds


def _describe_location(loc: Sequence[int | str]) -> tuple[int | None, int | None, str]:
    """Round and event numbers (1-based) and a field name from a pydantic error location."""
    if len(loc) >= 3 and loc[0] == "rounds" and isinstance(loc[1], int) and isinstance(loc[2], int):
        rest = ".".join(str(p) for p in loc[3:])
        return loc[1] + 1, loc[2] + 1, rest
    if len(loc) >= 2 and loc[0] == "rounds" and isinstance(loc[1], int):
        return loc[1] + 1, None, ""
    return None, None, ".".join(str(p) for p in loc)


def _shown(value: object) -> str:
    """A value from the file as a message shows it: quoted, short, nothing unprintable."""
    return preview(repr(value))


def plain(error: Any, model: type[RecordBase]) -> RecordError:
    """One pydantic error of reading a ``model`` record, said in plain words."""
    from assistant.files.limits import Unstorable

    round_no, event_no, field = _describe_location(error["loc"])
    kind = error["type"]
    cause = error.get("ctx", {}).get("error")
    if kind == "value_error" and isinstance(cause, BadRecord | RuleError | InputError):
        # our own sentence
        return RecordError(cause.sentence, cause.params, round_no, event_no)
    if kind == "value_error" and isinstance(cause, Unstorable):
        return RecordError(Sentence(cause.template), cause.params, round_no, event_no)
    # pydantic's "Input should be ...", lower-cased to continue the line
    msg = str(error["msg"]).removeprefix("Value error, ")
    msg = msg[:1].lower() + msg[1:] if kind != "value_error" else msg
    if kind == "model_type" and event_no is not None and not field:
        return RecordError(model.event_shape, {}, round_no, event_no)
    if kind == "extra_forbidden":
        unknown = UNKNOWN_FIELD if event_no is None else UNKNOWN_KEY
        return RecordError(unknown, {"field": _shown(field)}, round_no, event_no)
    if kind == "missing":
        return RecordError(MISSING, {"field": _shown(field)}, round_no, event_no)
    if kind == "literal_error" and field == "format":
        return RecordError(NOT_THIS_FORMAT, {"format": _shown(error.get("input"))})
    if field and kind != "value_error":
        return RecordError(FIELD_PROBLEM, {"field": field, "problem": msg}, round_no, event_no)
    return RecordError(PROBLEM, {"problem": msg}, round_no, event_no)
