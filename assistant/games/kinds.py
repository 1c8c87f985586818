"""The registry of game kinds: each game listig keeps, found by its record id.

A game kind is a module (``assistant.games.mit_list_und_tuecke``, Partout, Tysiacha) that
satisfies :class:`GameKind`: its record model, how its events are stored in the log,
how a record replays into the engine's game, its ``listig replay`` summary and the
result rows of an ended round. The log, storage, undo, history, standings,
import/export and ``listig replay`` reach a game only through this seam, the way
OpenSpiel loads a game by name.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from assistant.files.envelope import UNKNOWN_GAME, RecordBase, RecordError
from assistant.games.gaigel import kind as gaigel
from assistant.games.homme_de_brou import kind as homme_de_brou
from assistant.games.mit_list_und_tuecke import kind as mit_list_und_tuecke
from assistant.games.partout import kind as partout
from assistant.games.tysiacha import kind as tysiacha


class GameKind(Protocol):
    """What listig needs to know of one game."""

    @property
    def ID(self) -> str:
        """The record's ``game`` value, e.g. ``mit-list-und-tuecke``."""
        ...

    @property
    def TITLE(self) -> str:
        """The game's name as players say it, the same in every language."""
        ...

    @property
    def PLAYER_COUNTS(self) -> tuple[int, ...]:
        """How many players may sit at the table."""
        ...

    @property
    def RATED_BY_DEAL(self) -> bool:
        """Whether each ended deal is rated on its own (a game with no last deal), rather
        than the whole game once it has ended."""
        ...

    @property
    def Record(self) -> type[RecordBase]:
        """The pydantic model of this game's records."""
        ...

    @property
    def Game(self) -> type[Any]:
        """The engine's game class: ``Game(players, first_dealer)`` is a new game, its first
        round not started; a game of rounds (``engine.rounds.GameOfRounds``)."""
        ...

    def replay(self, record: Any) -> Any:
        """Apply every event of a record to a new game; ``RecordError`` at the first fault."""
        ...

    def read(self, data: bytes) -> Any | None:
        """A record's table and engine events read the quick way, without building models,
        if the record is plainly well-formed; ``None`` otherwise (``parse_record`` then says
        why, or reads an unusual record that is still valid). A kind without a quick
        reader returns ``None`` always: its records are then read by its model."""
        ...

    def replay_read(self, read: Any) -> Any:
        """:meth:`replay` of what :meth:`read` returned; ``RecordError`` at a broken rule."""
        ...

    def record_of(self, game: Any, meta: dict[str, Any] | None = None) -> RecordBase:
        """The record of a game as it stands."""
        ...

    def entry_of(self, event: Any) -> tuple[str, dict[str, Any]]:
        """A table event as the log stores it: a kind of row and a payload."""
        ...

    def event_of(self, kind: str, payload: dict[str, Any]) -> Any:
        """The engine event of a stored row; ``ValueError`` if it cannot be read."""
        ...

    def snapshot(self, game: Any) -> Any:
        """A copy of the game that later commands do not change."""
        ...

    def summarize(self, game: Any) -> dict[str, Any]:
        """The ``listig replay`` summary of a game."""
        ...

    def round_rows(
        self, game_id: int, round_no: int, rnd: Any, player_ids: Sequence[int]
    ) -> list[dict[str, Any]]:
        """The ``round_result`` rows of an ended round, one per seat."""
        ...

    def side_seats(self, players: int) -> tuple[tuple[int, ...], ...]:
        """The seats of each side at a table of ``players``: those who score together
        (partners, a team), or every seat alone in a game without partners."""
        ...


KINDS: dict[str, GameKind] = {
    mit_list_und_tuecke.ID: mit_list_und_tuecke,
    partout.ID: partout,
    tysiacha.ID: tysiacha,
    homme_de_brou.ID: homme_de_brou,
    gaigel.ID: gaigel,
}
"""Every game this version knows, by record id."""

AT_THE_TABLE: frozenset[str] = frozenset(
    {mit_list_und_tuecke.ID, partout.ID, tysiacha.ID, homme_de_brou.ID, gaigel.ID}
)
"""The games this version plays card by card at the table (screens, board, replay, quick
scoring). The others in ``KINDS`` are kept, replayed (``listig replay``), imported,
exported and looked back on, and their running games are not opened at the table."""

SITTINGS: frozenset[str] = frozenset({gaigel.ID})
"""The games with no last deal (a Gaigel sitting): such a game goes on after each deal until
the table ends it (``Listig.end_sitting``); its record's ``finished`` says only that no deal
is open."""

DEALS: dict[str, str | None] = {tysiacha.ID: None, homme_de_brou.ID: None, gaigel.ID: "Gaigel"}
"""The games whose rounds are called deals (their screens say "Deal 3", French "Donne 3"):
they are played to a goal or as a sitting, not for a count of rounds. Each names the
context its deal's words are translated in where its rules have words of their own (German
Gaigel calls a deal "Spiel", as its rules do: "Spiel 3", "Nächstes Spiel"), ``None`` for
the plain words."""

DEFAULT = mit_list_und_tuecke.ID
"""The game of a record that names none (records written before there was a second)."""


def kind(game_id: str) -> GameKind:
    """The game kind of a record id; ``RecordError`` naming the known games otherwise."""
    found = KINDS.get(game_id)
    if found is None:
        from assistant.names import preview

        shown = preview(repr(game_id))
        raise RecordError(UNKNOWN_GAME, {"games": tuple(KINDS), "game": shown})
    return found


def partnerships(game_id: str) -> bool:
    """Whether a game is played in sides of partners at some table size (Partout's teams,
    Homme de Brou's and Gaigel's partners): then it has standings by side too."""
    found = kind(game_id)
    return any(len(side) > 1 for n in found.PLAYER_COUNTS for side in found.side_seats(n))


def kind_of_game(game: object) -> GameKind:
    """The game kind an engine game belongs to."""
    for candidate in KINDS.values():
        if isinstance(game, candidate.Game):
            return candidate
    raise TypeError(f"not a game listig keeps: {game!r}")


def result_rows(game_id: int, game: Any, player_ids: Sequence[int]) -> list[dict[str, Any]]:
    """The ``round_result`` rows of every ended round of an engine game of any kind."""
    kind = kind_of_game(game)
    return [
        row
        for index, rnd in enumerate(game.rounds[: game.ended_rounds()])
        for row in kind.round_rows(game_id, index + 1, rnd, player_ids)
    ]
