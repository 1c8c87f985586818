"""What the service hands out: a game as it stands after a command, and the lines of lists.

Plain frozen values, read by the views and the command line; nothing here does I/O.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date, datetime
from enum import StrEnum

from assistant.games.dummy import dummy_seat
from assistant.storage.models import GameRow, GameStatus, Keeping
from engine.homme_de_brou import Score as HommeDeBrouScore
from engine.mit_list_und_tuecke import Color, Game, Round, Score, score
from engine.partout import Score as PartoutScore
from engine.tysiacha import Score as TysiachaScore


@dataclass(frozen=True, slots=True)
class PlayerInfo:
    """A player of the roster."""

    id: int
    name: str
    archived: bool


@dataclass(frozen=True, slots=True)
class NightInfo:
    """A game night: its date, its place or title, how many games were started."""

    id: int
    day: date
    title: str
    games: int


@dataclass(frozen=True, slots=True)
class GameInfo:
    """A line of a list of games."""

    game_id: int
    night_id: int
    players: tuple[str, ...]
    status: GameStatus
    seq: int
    started_at: datetime
    updated_at: datetime
    keeping: Keeping = Keeping.CARDS
    game: str = "mit-list-und-tuecke"
    dummy: int | None = None
    """The dummy's seat (Homme de Brou played by three), whose name in ``players`` is the
    one given when the game began, in that tab's language."""


@dataclass(frozen=True, slots=True)
class GameState:
    """A game as it stands after a command; ``seq`` goes back in as ``expected_seq``.

    ``game`` is this state's own copy of the engine game: later commands do not change it.
    """

    game_id: int
    seq: int
    players: tuple[str, ...]
    game: Game
    can_undo: bool
    can_redo: bool
    status: GameStatus
    show_counts: bool
    night_id: int
    house_rules: Mapping[str, object] = field(default_factory=dict)
    """The table's choices kept with the game (Gaigel: how its deals are recorded)."""

    @property
    def round(self) -> Round:
        """The round being played, or the last one once it ended."""
        current = self.game.round
        assert current is not None
        return current

    @property
    def finished(self) -> bool:
        """Whether every round has been played."""
        return self.status is GameStatus.FINISHED


@dataclass(frozen=True, slots=True)
class QuickStacks:
    """One player's cards at the end of a round: open stacks by color, and discarded cards."""

    open: Mapping[Color, int]
    discarded: int = 0

    @property
    def total(self) -> int:
        """All the cards the player collected."""
        return sum(self.open.values()) + self.discarded

    @property
    def score(self) -> Score:
        """The round's score, by the engine's formula."""
        return score(self.open, self.discarded)


@dataclass(frozen=True, slots=True)
class QuickRound:
    """A round entered by quick scoring: its number (from 1), dealer, stacks and scores."""

    number: int
    dealer: str
    stacks: dict[str, QuickStacks]
    scores: dict[str, Score]


@dataclass(frozen=True, slots=True)
class QuickTeam:
    """A *Partout* team's round in quick scoring: its minimum (the sum of its players'
    predictions) and the tricks it took."""

    minimum: int
    tricks: int


@dataclass(frozen=True, slots=True)
class QuickTeamRound:
    """A *Partout* round entered by quick scoring: each team's entry and score, by team name."""

    number: int
    dealer: str
    teams: dict[str, QuickTeam]
    scores: dict[str, PartoutScore]


class Outcome(StrEnum):
    """How a *Tysiacha* deal ended for its soloist: bid made, failed, or conceded with
    "forty each" before any card was played."""

    MADE = "made"
    FAILED = "failed"
    FORTY = "forty"


@dataclass(frozen=True, slots=True)
class QuickBid:
    """The soloist's entry of a *Tysiacha* deal in quick scoring: the final bid and how the
    deal ended. The opponents' entries are their takes (card points plus marriages)."""

    bid: int
    outcome: Outcome


@dataclass(frozen=True, slots=True)
class QuickDeal:
    """A *Tysiacha* deal entered by quick scoring: who won the auction (the soloist), the
    final bid, how it ended, and each opponent's take by name (none after "forty each")."""

    soloist: str
    bid: int
    outcome: Outcome
    takes: dict[str, int]


@dataclass(frozen=True, slots=True)
class QuickDealRound:
    """A *Tysiacha* deal entered by quick scoring, as the screen shows it: its number (from
    1), dealer, the entry, and each player's score (after the 1000 cap) and total after it."""

    number: int
    dealer: str
    deal: QuickDeal
    scores: dict[str, TysiachaScore]
    totals: dict[str, int]


QuickSide = HommeDeBrouScore
"""A side's deal of *Homme de Brou* in quick scoring: what its declarations scored, what its
rencontres scored, and the card points of its tricks; its ``points``, everything added
(the engine's score of a side's deal)."""


@dataclass(frozen=True, slots=True)
class QuickSideRound:
    """A *Homme de Brou* deal entered by quick scoring, as the screen shows it: its number
    (from 1), dealer, each side's entry, score and total after it, by side name."""

    number: int
    dealer: str
    sides: dict[str, QuickSide]
    scores: dict[str, int]
    totals: dict[str, int]


@dataclass(frozen=True, slots=True)
class QuickWin:
    """A *Gaigel* deal's pad line in quick scoring: the side that won it (by name) and how
    (``single``, ``double``, ``gaigel``, ``undergaigel``)."""

    team: str
    won: str


@dataclass(frozen=True, slots=True)
class QuickWinRound:
    """A *Gaigel* deal entered by quick scoring, as the screen shows it: its number (from
    1), dealer, the pad line, and each player's game points."""

    number: int
    dealer: str
    win: QuickWin
    points: dict[str, int]


@dataclass(frozen=True, slots=True)
class QuickState:
    """A quick game as it stands; ``seq`` goes back in as ``expected_seq``.

    ``game`` is the game kind's record id; ``sides`` are who scores, in seating order: the
    players (*Mit List und Tücke*) or the teams by name (*Partout*). ``totals`` sum the
    rounds entered, by side; ``winners`` (sides) are set once the game is over: every round
    entered, ``rounds_in_game`` of them, or (*Tysiacha*, whose ``rounds_in_game`` is 0) a
    soloist past 1000; a *Gaigel* sitting (``rounds_in_game`` 0 too) has no end. ``rounds``
    are :class:`QuickRound` (stacks), :class:`QuickTeamRound` (minimum and tricks per
    team), :class:`QuickDealRound` (a deal's bid and takes), :class:`QuickSideRound`
    (each side's declarations, rencontres and card points) or :class:`QuickWinRound`
    (the side that won a deal and how), as the game keeps them.
    """

    game_id: int
    seq: int
    night_id: int
    players: tuple[str, ...]
    first_dealer: int
    status: GameStatus
    rounds: (
        tuple[QuickRound, ...]
        | tuple[QuickTeamRound, ...]
        | tuple[QuickDealRound, ...]
        | tuple[QuickSideRound, ...]
        | tuple[QuickWinRound, ...]
    )
    totals: dict[str, int]
    winners: tuple[str, ...]
    game: str = "mit-list-und-tuecke"
    sides: tuple[str, ...] = ()
    rounds_in_game: int = 0

    @property
    def finished(self) -> bool:
        """Whether the game is over (every round entered, or a soloist past 1000)."""
        return self.status is GameStatus.FINISHED

    @property
    def can_undo(self) -> bool:
        """Whether there is a round to take back."""
        return bool(self.rounds) and self.status is not GameStatus.ABANDONED

    @property
    def next_round(self) -> int | None:
        """The number of the round to enter next (``None`` once the game is over)."""
        if self.status is not GameStatus.RUNNING:
            return None
        return len(self.rounds) + 1

    @property
    def next_dealer(self) -> str | None:
        """Who deals the round to enter next."""
        if self.next_round is None:
            return None
        return self.players[(self.first_dealer + len(self.rounds)) % len(self.players)]


def game_info(row: GameRow, seq: int) -> GameInfo:
    """The list line of a stored game whose log ends at ``seq``."""
    assert row.id is not None
    return GameInfo(
        game_id=row.id,
        night_id=row.night_id,
        players=tuple(row.players),
        status=GameStatus(row.status),
        seq=seq,
        started_at=row.created_at,
        updated_at=row.updated_at,
        keeping=Keeping(row.kind),
        game=row.game,
        dummy=dummy_seat(row.house_rules),
    )
