"""View-models of the table: what each screen shows, built from the engine's answers.

Pure functions from an ``engine.Game`` (and the house rules) to frozen dataclasses that
the Flet screens render. Every rule question goes to the engine (whose turn, which cards
may be played, who would take, what a stack scores); this module only arranges the
answers and words them for the table, in the language of the translator it is given
(English by default).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from assistant.languages import N_, Translator, translator
from engine.mit_list_und_tuecke import (
    COLORS,
    Card,
    Color,
    End,
    Game,
    Phase,
    Round,
    TrickResult,
    sorted_deck,
)
from engine.mit_list_und_tuecke.cards import TRICKS_PER_ROUND
from engine.mit_list_und_tuecke.events import Blocked, Event, Keep, Play, Take
from views import flow
from views.flow import Screen
from views.game_end import WINS_ALONE, GameEnd, competition_ranks, final_standings
from views.spoken import IN_TRICK, LED, PLAYED, PLAYED_BY, named

ENGLISH = translator("en")


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
    spoken: str
    """Its accessible name: ``Red 10``, or ``Red 10, in this trick``."""

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
    spoken: str
    """Its accessible name: ``Red 10, played by Ben, led, takes first``."""
    take_spoken: str
    """Its name as a button while the trick is taken: ``Take Red 10, played by Ben, …``."""


@dataclass(frozen=True, slots=True)
class TakePrompt:
    """The complete trick waits for the first taker's choice."""

    taker: str
    count: int
    second: str | None
    chosen: tuple[Card, ...]
    text: str
    rest_text: str
    chosen_text: str
    """``Chosen: Red 14 (1 of 2)``, or nothing before the first tap."""


@dataclass(frozen=True, slots=True)
class KeepPrompt:
    """A player whose stacks cover four colors chooses two to keep."""

    player: str
    colors: tuple[Color, ...]
    chosen: tuple[Color, ...]
    others: tuple[str, ...]
    text: str
    chosen_text: str
    """``Chosen: Blue (1 of 2)``, or nothing before the first tap."""


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
    summary: str
    """Its accessible name: ``Dan, dealer: keeps Blue and Green; face-down pile``."""


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


# ------------------------------------------------------------ accessible names
# One scheme for what a screen reader says (docs/architecture.md, "Accessible names"):
# a card is its color and number as the pad names it (``Blue 7``), a color is its title
# (``Blue``), a stack is its color and size (``Blue (3 cards)``), a player is their name.
# States follow the thing they belong to, each after a comma, always in this order.

TAKES_FIRST = N_("takes first")
TAKES_REST = N_("takes the rest")
GOES_TO = N_("goes to {player}")
KEPT = N_("kept")
DEALER = N_("dealer")
THEIR_TURN = N_("their turn")
TRUMP = N_("Trump: {color}")

MARK_STATES = {Mark.FIRST: TAKES_FIRST, Mark.SECOND: TAKES_REST, Mark.NONE: ""}


def card_spoken(
    tr: Translator,
    card: Card,
    player: str,
    lead: bool = False,
    mark: Mark = Mark.NONE,
    thing: str = "",
) -> str:
    """A card lying in a trick: ``Blue 7, played by Ben, led, takes first``; ``thing`` says
    the card otherwise (``Take Blue 7``), its states the same."""
    return named(
        thing or tr.card_label(card),
        tr.format(PLAYED_BY, player=player),
        tr._(LED) if lead else "",
        tr._(MARK_STATES[mark]) if mark is not Mark.NONE else "",
    )


def stack_name(tr: Translator, color: Color, count: int | None = None) -> str:
    """A stack: ``Blue``, or with its size ``Blue (3 cards)`` (never ``Blue 3``, a card)."""
    if count is None:
        return tr.color_title(color)
    template = tr.ngettext("{color} ({count} card)", "{color} ({count} cards)", count)
    return template.format(color=tr.color_title(color), count=count)


def seat_states(tr: Translator, dealer: bool, due: bool) -> tuple[str, ...]:
    """A seat's states in their order: ``dealer``, ``their turn``."""
    return tuple(tr._(state) for state, on in ((DEALER, dealer), (THEIR_TURN, due)) if on)


# ------------------------------------------------------------------ which screen


def screen_of(game: Game, next_round: bool = False) -> Screen:
    """The screen a game calls for; ``next_round`` once the table has seen a round's end."""
    return flow.screen_of(game, next_round)


def playing_round(game: Game) -> Round:
    """The round the table plays: the running one, or a fresh one when the last has ended."""
    return flow.playing_round(game, Round)


def round_number(game: Game, rnd: Round) -> int:
    """The 1-based number of ``rnd`` in the game (a fresh round counts as the next)."""
    return flow.round_number(game, rnd)


# ------------------------------------------------------------------------ table


def table_of(
    game: Game,
    show_counts: bool = False,
    chosen_cards: Sequence[Card] = (),
    chosen_colors: Sequence[Color] = (),
    tr: Translator = ENGLISH,
) -> Table:
    """The table screen's model; ``chosen_*`` are the taps of a take or keep in progress."""
    rnd = playing_round(game)
    players = rnd.players
    due = tuple(players[s] for s in rnd.due())
    take = _take_prompt(rnd, chosen_cards, tr)
    return Table(
        round_no=round_number(game, rnd),
        rounds=game.n,
        dealer=players[rnd.dealer],
        trick_no=rnd.trick_number,
        tricks=TRICKS_PER_ROUND,
        trump=rnd.trump,
        phase=rnd.phase,
        turn=_turn_text(rnd, tr),
        to_play=players[rnd.to_play],
        due=due,
        trick=_trick_cards(rnd, take, tr),
        pad=_pad(rnd, tr),
        blocked=_blocked_offer(rnd, tr),
        take=take,
        keep=_keep_prompt(rnd, chosen_colors, tr),
        seats=_seats(rnd, show_counts, tr),
        last_trick=last_trick_of(rnd, tr),
        show_counts=show_counts,
    )


def _turn_text(rnd: Round, tr: Translator) -> str:
    players = rnd.players
    match rnd.phase:
        case Phase.PLAY:
            return tr.format(N_("{player} to play"), player=players[rnd.to_play])
        case Phase.TAKE:
            assert rnd.pending is not None
            template = tr.ngettext(
                "{player} takes {count} card", "{player} takes {count} cards", rnd.k1
            )
            return template.format(player=players[rnd.pending.first], count=rnd.k1)
        case Phase.KEEP:
            return tr.format(N_("{player} keeps two colors"), player=players[rnd.owing[0]])
        case _:
            return tr._("The round is over")


def _trick_cards(rnd: Round, take: TakePrompt | None, tr: Translator) -> tuple[TrickCard, ...]:
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
        player = rnd.players[seat]
        cards.append(_trick_card(tr, player, card, index == 0, mark, chosen, goes_to))
    return tuple(cards)


def _trick_card(
    tr: Translator,
    player: str,
    card: Card,
    lead: bool,
    mark: Mark,
    chosen: bool,
    goes_to: str | None,
) -> TrickCard:
    label = tr.card_label(card)
    spoken = card_spoken(tr, card, player, lead, mark)
    taking = card_spoken(tr, card, player, lead, mark, tr.format(N_("Take {card}"), card=label))
    going = tr.format(GOES_TO, player=goes_to) if goes_to is not None else ""
    take = named(taking, going)
    return TrickCard(player, card, label, lead, mark, chosen, goes_to, spoken, take)


def _pad(rnd: Round, tr: Translator) -> tuple[PadRow, ...]:
    """Each color's row of cards, each card as it may be tapped now (why a tap plays no
    card the rules say when it is tapped)."""
    playable = set(rnd.playable_cards())
    in_trick = {card for _, card in rnd.trick}
    fourth = rnd.fourth_color if rnd.phase is Phase.PLAY else None  # a full trick bars nothing
    by_color: dict[Color, list[PadCard]] = {color: [] for color in COLORS}
    for card in sorted_deck(rnd.n):
        label = tr.card_label(card)
        if card in playable:
            state = CardState.PLAYABLE
        elif card in in_trick:
            state = CardState.IN_TRICK
        elif card in rnd.played:
            state = CardState.GONE
        elif card.color is fourth:
            state = CardState.FOURTH
        else:
            state = CardState.WAITING
        spoken = named(label, tr._(IN_TRICK) if state is CardState.IN_TRICK else "")
        by_color[card.color].append(PadCard(card, label, state, spoken))
    return tuple(
        PadRow(color, tr.color_title(color), tuple(cards), color is fourth)
        for color, cards in by_color.items()
    )


def _blocked_offer(rnd: Round, tr: Translator) -> BlockedOffer | None:
    fourth = rnd.fourth_color
    if rnd.phase is not Phase.PLAY or fourth is None:
        return None
    player = rnd.players[rnd.to_play]
    question = tr.format(
        N_(
            "{player} holds only {color} cards and cannot play? The round ends at once; "
            "the cards still in hands and in this trick go to nobody."
        ),
        player=player,
        color=tr.color_name(fourth),
    )
    return BlockedOffer(player, fourth, question)


def _take_prompt(rnd: Round, chosen: Sequence[Card], tr: Translator) -> TakePrompt | None:
    if rnd.phase is not Phase.TAKE or rnd.pending is None:
        return None
    taker = rnd.players[rnd.pending.first]
    second = None if rnd.pending.second is None else rnd.players[rnd.pending.second]
    in_trick = [card for _, card in rnd.trick]
    picked = tuple(dict.fromkeys(card for card in chosen if card in in_trick))
    rest = len(in_trick) - rnd.k1
    text = tr.format(
        N_("{player} played the highest trump: tap the {count} cards {player} takes."),
        player=taker,
        count=rnd.k1,
    )
    if second is None:
        rest_text = tr.format(
            N_("One color only: the other {count} cards are out of play."), count=rest
        )
    else:
        rest_text = tr.format(
            N_("The other {count} cards go to {player}, who played the lowest other card."),
            count=rest,
            player=second,
        )
    chosen_text = ""
    if picked:
        chosen_text = tr.format(
            N_("Chosen: {cards} ({n} of {count})"),
            cards=", ".join(tr.card_label(c) for c in picked),
            n=len(picked),
            count=rnd.k1,
        )
    return TakePrompt(taker, rnd.k1, second, picked, text, rest_text, chosen_text)


def _keep_prompt(rnd: Round, chosen: Sequence[Color], tr: Translator) -> KeepPrompt | None:
    if rnd.phase is not Phase.KEEP or not rnd.owing:
        return None
    seat = rnd.owing[0]
    player = rnd.players[seat]
    colors = rnd.stacks(seat).colors
    picked = tuple(dict.fromkeys(c for c in chosen if c in colors))
    others = tuple(rnd.players[s] for s in rnd.owing[1:])
    text = tr.format(
        N_(
            "{player} now collects all four colors: tap the two colors {player} keeps. "
            "The other two stacks go face down."
        ),
        player=player,
    )
    chosen_text = ""
    if picked:
        chosen_text = tr.format(
            N_("Chosen: {colors} ({n} of 2)"),
            colors=tr.and_list(tr.color_title(c) for c in picked),
            n=len(picked),
        )
    return KeepPrompt(player, colors, picked, others, text, chosen_text)


def _seat_summary(
    tr: Translator,
    name: str,
    states: Sequence[str],
    colors: Sequence[Color],
    kept: Sequence[Color] | None,
    counts: dict[Color, int] | None,
    discarded: int | None,
    has_discards: bool,
) -> str:
    """A seat's name: ``Dan, dealer: keeps Blue and Green; face-down pile``."""

    def stack(color: Color) -> str:
        return stack_name(tr, color, None if counts is None else counts.get(color, 0))

    if kept is not None:
        parts = [tr.format(N_("keeps {colors}"), colors=tr.and_list(stack(c) for c in kept))]
    elif colors:
        parts = [tr.format(N_("collects {colors}"), colors=tr.and_list(stack(c) for c in colors))]
    else:
        parts = [tr._("nothing yet")]
    if has_discards:
        if discarded is None:
            parts.append(tr._("face-down pile"))
        else:
            parts.append(tr.format(N_("face-down pile {count}"), count=discarded))
    return tr.format(N_("{player}: {stacks}"), player=named(name, *states), stacks="; ".join(parts))


def _seats(rnd: Round, show_counts: bool, tr: Translator) -> tuple[SeatRow, ...]:
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
                summary=_seat_summary(
                    tr,
                    view.name,
                    seat_states(tr, seat == rnd.dealer, seat in due),
                    view.colors,
                    view.kept,
                    dict(counts) if counts is not None else None,
                    view.discarded,
                    view.has_discards,
                ),
            )
        )
    return tuple(rows)


def last_trick_of_game(game: Game, tr: Translator = ENGLISH) -> PastTrick | None:
    """The last finished trick of the game: of this round, or else of the round before."""
    for rnd in reversed(game.rounds):
        if rnd.tricks:
            return last_trick_of(rnd, tr)
    return None


def last_trick_of(rnd: Round, tr: Translator = ENGLISH) -> PastTrick | None:
    """The last finished trick of the round, if any."""
    if not rnd.tricks:
        return None
    return past_trick(rnd, len(rnd.tricks) - 1, tr)


def past_trick(rnd: Round, index: int, tr: Translator = ENGLISH) -> PastTrick:
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
        cards.append(_trick_card(tr, players[seat], card, position == 0, mark, chosen, goes_to))
    took = ", ".join(tr.card_label(c) for c in result.chosen)
    rest = ", ".join(tr.card_label(c) for c in result.rest)
    if second is None:
        summary = tr.format(
            N_("{player} took {cards}; {rest} went out of play."),
            player=first,
            cards=took,
            rest=rest,
        )
    else:
        summary = tr.format(
            N_("{player} took {cards}; {other} received {rest}."),
            player=first,
            cards=took,
            other=second,
            rest=rest,
        )
    return PastTrick(index + 1, tuple(cards), first, result.chosen, second, result.rest, summary)


# -------------------------------------------------------------------- round end


def round_end_of(game: Game, index: int | None = None, tr: Translator = ENGLISH) -> RoundEnd:
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
                formula=tr.score_formula(sc),
                points=sc.points,
                total=totals[seat],
                rank=ranks[seat],
            )
        )
    ranking = tuple(sorted(rows, key=lambda r: (r.rank, game.players.index(r.name))))
    if rnd.end is End.BLOCKED:
        assert rnd.blocked_by is not None
        how = tr.format(
            N_(
                "{player} was blocked in trick {trick}: "
                "the cards still in hands and in that trick went to nobody."
            ),
            player=game.players[rnd.blocked_by],
            trick=rnd.trick_number,
        )
    else:
        how = tr.format(N_("All {count} tricks played."), count=TRICKS_PER_ROUND)
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


# --------------------------------------------------------------------- game end


def game_end_of(game: Game, tr: Translator = ENGLISH) -> GameEnd:
    """Final standings and winners of a finished game."""
    return final_standings(game, game.players, WINS_ALONE, tr)


def color_names(colors: Sequence[Color], tr: Translator = ENGLISH) -> str:
    """Colors as words in canonical order: ``'blue and red'``."""
    return tr.color_list(colors)


def event_said(event: Event, tr: Translator = ENGLISH) -> str:
    """What an event was, in words: ``Ben played Red 10`` (an undo or a redo names it)."""
    match event:
        case Play(by, card):
            return tr.format(PLAYED, player=by, card=tr.card_label(card))
        case Take(by, cards):
            return tr.format(N_("{player} took {cards}"), player=by, cards=tr.card_list(cards))
        case Keep(by, colors):
            kept = tr.and_list(tr.color_title(c) for c in colors)
            return tr.format(N_("{player} kept {colors}"), player=by, colors=kept)
        case Blocked(by):
            return tr.format(N_("{player} was blocked"), player=by)
