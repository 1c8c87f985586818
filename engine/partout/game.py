"""A game of Partout: 6, 8 or 6 rounds, the deal passing one seat on each round."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from engine.errors import RoundOver
from engine.partout import sentences as say
from engine.partout.cards import variant
from engine.partout.events import Event
from engine.partout.round import Phase, Round
from engine.partout.teams import Team, teams_of
from engine.seating import dealer_seat, table_names


def check_names(players: Sequence[str]) -> tuple[str, ...]:
    """Trimmed player names: 3, 4 or 6 of them, distinct ignoring case, none empty."""
    return table_names(players, variant, say.NAME_MISSING, say.NAME_TWICE)


class Game:
    """A whole game: the seating and teams, the first dealer, the rounds, the totals."""

    def __init__(self, players: Sequence[str], first_dealer: int | str = 0) -> None:
        self.players = check_names(players)
        self.n = len(self.players)
        self.variant = variant(self.n)
        self.teams: tuple[Team, ...] = teams_of(self.players)
        self.first_dealer = dealer_seat(self.players, first_dealer, say.FIRST_DEALER_NOT_AT_TABLE)
        self.rounds: list[Round] = []

    def dealer_of(self, index: int) -> int:
        """The dealer's seat in round ``index`` (0-based)."""
        return (self.first_dealer + index) % self.n

    @property
    def round(self) -> Round | None:
        """The latest round started, if any."""
        return self.rounds[-1] if self.rounds else None

    def start_round(self) -> Round:
        """Begin the next round; the previous one must have ended."""
        if self.rounds and not self.rounds[-1].ended:
            raise RoundOver(
                say.ROUND_RUNNING, round=len(self.rounds) + 1, previous=len(self.rounds)
            )
        if len(self.rounds) >= self.variant.rounds:
            raise RoundOver(say.GAME_OVER, players=self.n, rounds=self.variant.rounds)
        new = Round(self.players, self.dealer_of(len(self.rounds)))
        self.rounds.append(new)
        return new

    def apply(self, event: Event) -> Round:
        """Apply an event to the running round, starting the next round when one has ended."""
        if self.rounds:
            current = self.rounds[-1]
            if current.phase is not Phase.ENDED:
                current.apply(event)
                return current
        if len(self.rounds) >= self.variant.rounds:
            raise RoundOver(
                say.PLAY_GAME_OVER, player=event.by, players=self.n, rounds=self.variant.rounds
            )
        current = self.start_round()
        try:
            current.apply(event)
        except Exception:
            self.rounds.pop()
            raise
        return current

    def apply_all(self, events: Iterable[Event]) -> None:
        """Apply events in order; stops at the first rejected one."""
        current = self.rounds[-1] if self.rounds else None
        for event in events:
            if current is not None and current.phase is not Phase.ENDED:
                current.apply(event)
            else:
                current = self.apply(event)

    @property
    def finished(self) -> bool:
        """Every round played and ended."""
        return len(self.rounds) == self.variant.rounds and self.rounds[-1].ended

    def round_scores(self) -> list[tuple[int, ...] | None]:
        """Each round's points by team, or ``None`` for a round still running."""
        return [tuple(s.points for s in r.scores()) if r.ended else None for r in self.rounds]

    def totals(self) -> tuple[int, ...]:
        """Points by team, summed over the ended rounds."""
        totals = [0] * len(self.teams)
        for r in self.rounds:
            if r.ended:
                for team, s in enumerate(r.scores()):
                    totals[team] += s.points
        return tuple(totals)

    def winners(self) -> tuple[int, ...]:
        """Teams with the most points once the game is finished (equal totals share the win)."""
        if not self.finished:
            return ()
        totals = self.totals()
        best = max(totals)
        return tuple(team for team, t in enumerate(totals) if t == best)
