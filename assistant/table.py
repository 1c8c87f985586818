"""View-models of the table: what each screen shows, built from the engine's answers.

Pure functions from an ``engine.Game`` (and the house rules) to frozen dataclasses that
the Flet screens render. Every rule question goes to the engine (whose turn, which cards
may be played, who would take, what a stack scores); this module only arranges the
answers and words them for the table.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from engine import COLORS, Card, Color, End, Game, Phase, Round, TrickResult, sorted_deck
from engine.cards import TRICKS_PER_ROUND, color_list


class Screen(StrEnum):
    """Which screen a game in its current state calls for."""

    TABLE = "table"
    ROUND_END = "round_end"
    GAME_END = "game_end"


class CardState(StrEnum):
    """How a card of the pad stands right now."""

    PLAYABLE = "playable"
    IN_TRICK = "in_trick"
    GONE = "gone"
    FOURTH = "fourth"
    WAITING = "waiting"


class Mark(StrEnum):
    """A card's live mark in the trick: who would take it."""

    NONE = ""
    FIRST = "first"
    SECOND = "second"


@dataclass(frozen=True, slots=True)
class PadCard:
    """One button of the card pad."""

    card: Card
    label: str
    state: CardState
    reason: str

    @property
    def playable(self) -> bool:
        """Whether tapping it plays it (otherwise the tap explains why not)."""
        return self.state is CardState.PLAYABLE


@dataclass(frozen=True, slots=True)
class PadRow:
    """One color row of the card pad."""

    color: Color
    name: str
    cards: tuple[PadCard, ...]
    barred: bool


@dataclass(frozen=True, slots=True)
class TrickCard:
    """A card lying in the trick, with its player and its live mark."""

    player: str
    card: Card
    label: str
    lead: bool
    mark: Mark
    chosen: bool
    goes_to: str | None

    @property
    def spoken(self) -> str:
        """What a screen reader says: ``Red 10 by Ben, takes first``."""
        mark = {Mark.FIRST: ", takes first", Mark.SECOND: ", takes the rest"}.get(self.mark, "")
        return f"{self.label} by {self.player}{mark}"


@dataclass(frozen=True, slots=True)
class TakePrompt:
    """The complete trick waits for the first taker's choice."""

    taker: str
    count: int
    second: str | None
    chosen: tuple[Card, ...]
    text: str
    rest_text: str

    @property
    def chosen_text(self) -> str:
        """``Chosen: Red 14 (1 of 2)``, or nothing before the first tap."""
        if not self.chosen:
            return ""
        cards = ", ".join(c.label for c in self.chosen)
        return f"Chosen: {cards} ({len(self.chosen)} of {self.count})"


@dataclass(frozen=True, slots=True)
class KeepPrompt:
    """A player whose stacks cover four colors chooses two to keep."""

    player: str
    colors: tuple[Color, ...]
    chosen: tuple[Color, ...]
    others: tuple[str, ...]
    text: str

    @property
    def chosen_text(self) -> str:
        """``Chosen: blue (1 of 2)``, or nothing before the first tap."""
        if not self.chosen:
            return ""
        return f"Chosen: {' and '.join(c.label for c in self.chosen)} ({len(self.chosen)} of 2)"


@dataclass(frozen=True, slots=True)
class BlockedOffer:
    """Three colors show: the player to play may say they are blocked."""

    player: str
    fourth: Color
    question: str


@dataclass(frozen=True, slots=True)
class SeatRow:
    """One player in the table view of the stacks."""

    name: str
    dealer: bool
    due: bool
    colors: tuple[Color, ...]
    kept: tuple[Color, ...] | None
    has_discards: bool
    counts: tuple[tuple[Color, int], ...] | None
    discarded: int | None

    @property
    def summary(self) -> str:
        """One line for the stacks: ``Dan: keeps blue and green; face-down pile``."""
        counts = dict(self.counts) if self.counts is not None else None

        def named(color: Color) -> str:
            return color.label if counts is None else f"{color.label} {counts.get(color, 0)}"

        if self.kept is not None:
            parts = ["keeps " + " and ".join(named(c) for c in self.kept)]
        elif self.colors:
            parts = ["collects " + ", ".join(named(c) for c in self.colors)]
        else:
            parts = ["nothing yet"]
        if self.has_discards:
            pile = "face-down pile"
            parts.append(pile if self.discarded is None else f"{pile} {self.discarded}")
        return f"{self.name}: {'; '.join(parts)}"


@dataclass(frozen=True, slots=True)
class PastTrick:
    """A finished trick to look back on."""

    number: int
    cards: tuple[TrickCard, ...]
    first: str
    chosen: tuple[Card, ...]
    second: str | None
    rest: tuple[Card, ...]
    summary: str


@dataclass(frozen=True, slots=True)
class Table:
    """Everything the table screen shows for one moment of a round."""

    round_no: int
    rounds: int
    dealer: str
    trick_no: int
    tricks: int
    trump: Color | None
    phase: Phase
    turn: str
    to_play: str
    due: tuple[str, ...]
    trick: tuple[TrickCard, ...]
    pad: tuple[PadRow, ...]
    blocked: BlockedOffer | None
    take: TakePrompt | None
    keep: KeepPrompt | None
    seats: tuple[SeatRow, ...]
    last_trick: PastTrick | None
    show_counts: bool


@dataclass(frozen=True, slots=True)
class ScoreRow:
    """One player's round score with its breakdown."""

    name: str
    stacks: tuple[tuple[Color, int], ...]
    discarded: int
    kept: tuple[Color, ...] | None
    formula: str
    points: int
    total: int
    rank: int


@dataclass(frozen=True, slots=True)
class RoundEnd:
    """The scores of an ended round, its ranking and the running totals."""

    round_no: int
    rounds: int
    how: str
    rows: tuple[ScoreRow, ...]
    ranking: tuple[ScoreRow, ...]
    next_dealer: str | None
    game_over: bool


@dataclass(frozen=True, slots=True)
class Standing:
    """A player's place in the final standings."""

    rank: int
    name: str
    total: int
    rounds: tuple[int, ...]
    winner: bool


@dataclass(frozen=True, slots=True)
class GameEnd:
    """The final standings and the winner(s)."""

    standings: tuple[Standing, ...]
    winners: tuple[str, ...]
    headline: str


# ------------------------------------------------------------------ which screen


def screen_of(game: Game, next_round: bool = False) -> Screen:
    """The screen a game calls for; ``next_round`` once the table has seen a round's end."""
    current = game.round
    if game.finished:
        return Screen.GAME_END
    if current is not None and current.ended and not next_round:
        return Screen.ROUND_END
    return Screen.TABLE


def playing_round(game: Game) -> Round:
    """The round the table plays: the running one, or a fresh one when the last has ended.

    The engine starts the next round with its first event; until then the table shows
    the round as the engine would start it (the next dealer, nothing played).
    """
    current = game.round
    if current is not None and (not current.ended or game.finished):
        return current
    return Round(game.players, game.dealer_of(len(game.rounds)))


def round_number(game: Game, rnd: Round) -> int:
    """The 1-based number of ``rnd`` in the game (a fresh round counts as the next)."""
    for index, played in enumerate(game.rounds):
        if played is rnd:
            return index + 1
    return len(game.rounds) + 1


# ------------------------------------------------------------------------ table


def table_of(
    game: Game,
    show_counts: bool = False,
    chosen_cards: Sequence[Card] = (),
    chosen_colors: Sequence[Color] = (),
) -> Table:
    """The table screen's model; ``chosen_*`` are the taps of a take or keep in progress."""
    rnd = playing_round(game)
    players = rnd.players
    due = tuple(players[s] for s in rnd.due())
    take = _take_prompt(rnd, chosen_cards)
    return Table(
        round_no=round_number(game, rnd),
        rounds=game.n,
        dealer=players[rnd.dealer],
        trick_no=rnd.trick_number,
        tricks=TRICKS_PER_ROUND,
        trump=rnd.trump,
        phase=rnd.phase,
        turn=_turn_text(rnd),
        to_play=players[rnd.to_play],
        due=due,
        trick=_trick_cards(rnd, take),
        pad=_pad(rnd),
        blocked=_blocked_offer(rnd),
        take=take,
        keep=_keep_prompt(rnd, chosen_colors),
        seats=_seats(rnd, show_counts),
        last_trick=last_trick_of(rnd),
        show_counts=show_counts,
    )


def _turn_text(rnd: Round) -> str:
    players = rnd.players
    match rnd.phase:
        case Phase.PLAY:
            return f"{players[rnd.to_play]} to play"
        case Phase.TAKE:
            assert rnd.pending is not None
            return f"{players[rnd.pending.first]} takes {rnd.k1} cards"
        case Phase.KEEP:
            return f"{players[rnd.owing[0]]} keeps two colors"
        case _:
            return "The round is over"


def _trick_cards(rnd: Round, take: TakePrompt | None) -> tuple[TrickCard, ...]:
    takers = rnd.would_take()
    cards = []
    for index, (seat, card) in enumerate(rnd.trick):
        mark = Mark.NONE
        if takers is not None and seat == takers.first:
            mark = Mark.FIRST
        elif takers is not None and seat == takers.second:
            mark = Mark.SECOND
        chosen = take is not None and card in take.chosen
        goes_to: str | None = None
        if take is not None and len(take.chosen) > 0:
            goes_to = take.taker if chosen else take.second
        cards.append(
            TrickCard(rnd.players[seat], card, card.label, index == 0, mark, chosen, goes_to)
        )
    return tuple(cards)


def _pad(rnd: Round) -> tuple[PadRow, ...]:
    playable = set(rnd.playable_cards())
    in_trick = {card for _, card in rnd.trick}
    fourth = rnd.fourth_color if rnd.phase is Phase.PLAY else None  # a full trick bars nothing
    waiting = _waiting_reason(rnd)
    rows = []
    for color in COLORS:
        cards = []
        for card in sorted_deck(rnd.n):
            if card.color is not color:
                continue
            if card in playable:
                state, reason = CardState.PLAYABLE, ""
            elif card in in_trick:
                state, reason = CardState.IN_TRICK, f"{card.label} lies in this trick"
            elif card in rnd.played:
                state, reason = CardState.GONE, f"{card.label} was already played this round"
            elif color is fourth:
                shown = color_list(rnd.trick_colors)
                state = CardState.FOURTH
                reason = f"{card.label} cannot be played — the trick already shows {shown}"
            else:
                state, reason = CardState.WAITING, waiting
            cards.append(PadCard(card, card.label, state, reason))
        rows.append(PadRow(color, color.label.capitalize(), tuple(cards), color is fourth))
    return tuple(rows)


def _waiting_reason(rnd: Round) -> str:
    match rnd.phase:
        case Phase.TAKE:
            assert rnd.pending is not None
            return f"{rnd.players[rnd.pending.first]} must first take {rnd.k1} cards"
        case Phase.KEEP:
            names = " and ".join(rnd.players[s] for s in rnd.owing)
            return f"{names} must first choose two colors to keep"
        case Phase.ENDED:
            return "the round has ended"
        case _:
            return ""


def _blocked_offer(rnd: Round) -> BlockedOffer | None:
    fourth = rnd.fourth_color
    if rnd.phase is not Phase.PLAY or fourth is None:
        return None
    player = rnd.players[rnd.to_play]
    question = (
        f"{player} holds only {fourth.label} cards and cannot play? "
        "The round ends at once; the cards still in hands and in this trick go to nobody."
    )
    return BlockedOffer(player, fourth, question)


def _take_prompt(rnd: Round, chosen: Sequence[Card]) -> TakePrompt | None:
    if rnd.phase is not Phase.TAKE or rnd.pending is None:
        return None
    taker = rnd.players[rnd.pending.first]
    second = None if rnd.pending.second is None else rnd.players[rnd.pending.second]
    in_trick = [card for _, card in rnd.trick]
    picked = tuple(dict.fromkeys(card for card in chosen if card in in_trick))
    rest = len(in_trick) - rnd.k1
    text = f"{taker} played the highest trump: tap the {rnd.k1} cards {taker} takes."
    if second is None:
        rest_text = f"One color only: the other {rest} cards are out of play."
    else:
        rest_text = f"The other {rest} cards go to {second}, who played the lowest other card."
    return TakePrompt(taker, rnd.k1, second, picked, text, rest_text)


def _keep_prompt(rnd: Round, chosen: Sequence[Color]) -> KeepPrompt | None:
    if rnd.phase is not Phase.KEEP or not rnd.owing:
        return None
    seat = rnd.owing[0]
    player = rnd.players[seat]
    colors = rnd.stacks(seat).colors
    picked = tuple(dict.fromkeys(c for c in chosen if c in colors))
    others = tuple(rnd.players[s] for s in rnd.owing[1:])
    text = (
        f"{player} now collects all four colors: tap the two colors {player} keeps. "
        "The other two stacks go face down."
    )
    return KeepPrompt(player, colors, picked, others, text)


def _seats(rnd: Round, show_counts: bool) -> tuple[SeatRow, ...]:
    due = set(rnd.due())
    rows = []
    for seat, view in enumerate(rnd.table_view(show_counts)):
        counts = None
        if view.counts is not None:
            counts = tuple((c, view.counts[c]) for c in COLORS if c in view.counts)
        rows.append(
            SeatRow(
                name=view.name,
                dealer=seat == rnd.dealer,
                due=seat in due,
                colors=view.colors,
                kept=view.kept,
                has_discards=view.has_discards,
                counts=counts,
                discarded=view.discarded,
            )
        )
    return tuple(rows)


def last_trick_of_game(game: Game) -> PastTrick | None:
    """The last finished trick of the game: of this round, or else of the round before."""
    for rnd in reversed(game.rounds):
        if rnd.tricks:
            return last_trick_of(rnd)
    return None


def last_trick_of(rnd: Round) -> PastTrick | None:
    """The last finished trick of the round, if any."""
    if not rnd.tricks:
        return None
    return past_trick(rnd, len(rnd.tricks) - 1)


def past_trick(rnd: Round, index: int) -> PastTrick:
    """Finished trick ``index`` (0-based) of the round, with who took what."""
    result: TrickResult = rnd.tricks[index]
    players = rnd.players
    first = players[result.first_taker]
    second = None if result.second_taker is None else players[result.second_taker]
    cards = []
    for position, (seat, card) in enumerate(result.cards):
        mark = Mark.NONE
        if seat == result.first_taker:
            mark = Mark.FIRST
        elif seat == result.second_taker:
            mark = Mark.SECOND
        chosen = card in result.chosen
        goes_to = first if chosen else second
        cards.append(
            TrickCard(players[seat], card, card.label, position == 0, mark, chosen, goes_to)
        )
    took = ", ".join(c.label for c in result.chosen)
    rest = ", ".join(c.label for c in result.rest)
    if second is None:
        summary = f"{first} took {took}; {rest} went out of play."
    else:
        summary = f"{first} took {took}; {second} received {rest}."
    return PastTrick(index + 1, tuple(cards), first, result.chosen, second, result.rest, summary)


# -------------------------------------------------------------------- round end


def round_end_of(game: Game, index: int | None = None) -> RoundEnd:
    """The end of round ``index`` (0-based; the last round by default), which must have ended."""
    if index is None:
        index = len(game.rounds) - 1
    rnd = game.rounds[index]
    if not rnd.ended:
        raise ValueError(f"round {index + 1} has not ended")
    totals = _totals_after(game, index)
    scores = rnd.scores()
    ranks = competition_ranks([s.points for s in scores])
    rows = []
    for seat, (name, stacks, sc) in enumerate(
        zip(game.players, rnd.all_stacks(), scores, strict=True)
    ):
        rows.append(
            ScoreRow(
                name=name,
                stacks=tuple((c, stacks.open[c]) for c in COLORS if c in stacks.open),
                discarded=stacks.discarded,
                kept=stacks.kept,
                formula=sc.formula,
                points=sc.points,
                total=totals[seat],
                rank=ranks[seat],
            )
        )
    ranking = tuple(sorted(rows, key=lambda r: (r.rank, game.players.index(r.name))))
    if rnd.end is End.BLOCKED:
        assert rnd.blocked_by is not None
        how = (
            f"{game.players[rnd.blocked_by]} was blocked in trick {rnd.trick_number}: "
            "the cards still in hands and in that trick went to nobody."
        )
    else:
        how = f"All {TRICKS_PER_ROUND} tricks played."
    game_over = index + 1 == game.n
    next_dealer = None if game_over else game.players[game.dealer_of(index + 1)]
    return RoundEnd(index + 1, game.n, how, tuple(rows), ranking, next_dealer, game_over)


def _totals_after(game: Game, index: int) -> list[int]:
    totals = [0] * game.n
    for points in game.round_scores()[: index + 1]:
        if points is not None:
            for seat, p in enumerate(points):
                totals[seat] += p
    return totals


def competition_ranks(values: Sequence[int]) -> list[int]:
    """Ranks, highest first, equal values sharing a rank: ``[5, 9, 5] -> [2, 1, 2]``.

    >>> competition_ranks([10, 7, 10, 3])
    [1, 3, 1, 4]
    """
    return [1 + sum(1 for other in values if other > v) for v in values]


# --------------------------------------------------------------------- game end


def game_end_of(game: Game) -> GameEnd:
    """Final standings and winners of a finished game."""
    if not game.finished:
        raise ValueError("the game is not finished")
    totals = game.totals()
    ranks = competition_ranks(list(totals))
    per_round = game.round_scores()
    winners = tuple(game.players[s] for s in game.winners())
    standings = []
    for seat, name in enumerate(game.players):
        rounds = tuple(p[seat] for p in per_round if p is not None)
        standings.append(Standing(ranks[seat], name, totals[seat], rounds, name in winners))
    standings.sort(key=lambda s: (s.rank, game.players.index(s.name)))
    if len(winners) == 1:
        headline = f"{winners[0]} wins with {max(totals)} points"
    else:
        names = ", ".join(winners[:-1]) + " and " + winners[-1]
        headline = f"{names} share the win with {max(totals)} points"
    return GameEnd(tuple(standings), winners, headline)


def color_names(colors: Sequence[Color]) -> str:
    """Colors as words in canonical order: ``'blue and red'``."""
    return color_list(tuple(colors))
