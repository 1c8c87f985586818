"""A game: as many rounds as players, the dealer moving one seat to the left each round."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from engine.errors import Listed, RoundOver
from engine.mit_list_und_tuecke import sentences as say
from engine.mit_list_und_tuecke.cards import check_player_count
from engine.mit_list_und_tuecke.events import Blocked, Event, Keep, Play, Take
from engine.mit_list_und_tuecke.round import Phase, Round
from engine.seating import dealer_seat, table_names


def check_names(players: Sequence[str]) -> tuple[str, ...]:
    """Trimmed player names: 4 to 6 of them, distinct ignoring case, none empty."""
    return table_names(players, check_player_count, say.NAME_MISSING, say.NAME_TWICE)


class Game:
    """A whole game: the seating, the first dealer, the rounds, the totals."""

    def __init__(self, players: Sequence[str], first_dealer: int | str = 0) -> None:
        self.players = check_names(players)
        self.n = len(self.players)
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
        if len(self.rounds) >= self.n:
            raise RoundOver(say.GAME_OVER, players=self.n)
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
        if len(self.rounds) >= self.n:
            raise _game_over(event, self.n)
        current = self.start_round()
        try:
            current.apply(event)
        except Exception:
            self.rounds.pop()
            raise
        return current

    def apply_all(self, events: Iterable[Event]) -> None:
        """Apply events in order; stops at the first rejected one."""
        apply = self.apply
        for event in events:
            apply(event)

    @property
    def finished(self) -> bool:
        """Every round played and ended."""
        return len(self.rounds) == self.n and self.rounds[-1].ended

    def round_scores(self) -> list[tuple[int, ...] | None]:
        """Each round's points by seat, or ``None`` for a round still running."""
        return [tuple(s.points for s in r.scores()) if r.ended else None for r in self.rounds]

    def totals(self) -> tuple[int, ...]:
        """Points by seat, summed over the ended rounds."""
        totals = [0] * self.n
        for r in self.rounds:
            if r.ended:
                for seat, s in enumerate(r.scores()):
                    totals[seat] += s.points
        return tuple(totals)

    def winners(self) -> tuple[int, ...]:
        """Seats with the highest total once the game is finished (a tie shares the win)."""
        if not self.finished:
            return ()
        totals = self.totals()
        best = max(totals)
        return tuple(seat for seat, t in enumerate(totals) if t == best)


def _game_over(event: Event, players: int) -> RoundOver:
    """The error for an event offered after the last round ended."""
    match event:
        case Play(by, card):
            return RoundOver(say.PLAY_GAME_OVER, player=by, card=card, players=players)
        case Take(by, cards):
            return RoundOver(say.TAKE_GAME_OVER, player=by, cards=Listed(cards), players=players)
        case Keep(by, colors):
            return RoundOver(say.KEEP_GAME_OVER, player=by, colors=colors, players=players)
        case Blocked(by):
            return RoundOver(say.BLOCKED_GAME_OVER, player=by, players=players)
