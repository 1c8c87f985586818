"""View-models of a Gaigel table: what each screen shows, built from the engine's answers.

Pure functions from an ``engine.gaigel.Game`` to frozen dataclasses that the Flet screens
render. Every rule question goes to the engine (who takes a trick and why, what a marriage
is worth and whether it counts, whether a claim holds, what a deal scores); this module
arranges the answers and words them in the translator's language. Each side's count is
shown only at a table that keeps counts open (the rules keep them in the head).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from enum import StrEnum

from assistant.games.gaigel.kind import ID
from assistant.languages import N_, NP_, Translator, translator
from engine.french import MARRIAGE_RANKS, Card, Played, Rank, Suit
from engine.gaigel import (
    COPIES,
    PACK,
    TRICKS,
    ClaimKind,
    Game,
    How,
    Kind,
    Mode,
    Phase,
    Result,
    Round,
    SettleKind,
    Status,
    events,
    marriage_value,
    side_of,
)
from views import flow, table_model
from views.french_cards import SYMBOL, suit_title
from views.game_end import GameEnd, final_standings
from views.round_words import DEAL_AND_DEALER, DEAL_ENDED, said_in
from views.spoken import IN_TRICK, PLAYED, named
from views.table_model import DealTable, TrickCard

ENGLISH = translator("en")

SUITS: tuple[Suit, ...] = (Suit.CLUBS, Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS)
"""The suits in the order the pad shows them (Eichel, Schippen, Herz, Schellen)."""

DIGITS = 3
"""A trick's counters have at most three digits (a trick holds at most 44)."""

# What the action buttons send (the screen maps them to events).
OUT_ACTION = "out"
UNDERGAIGEL = "undergaigel"
EXCHANGE = "exchange"
RESERVE = "reserve"
OK = "ok"
BACK = "back"

WINS_ALONE = N_("{player} leads with {points} game points")
"""The headline of the evening's tally with one player ahead."""

OUT_WORD = N_("Out!")
"""The claim, on its big button: „Aus!“, « Sortis ! »."""

KIND_SAID: dict[Kind, str] = {
    Kind.SINGLE: N_("a single"),
    Kind.DOUBLE: N_("a double"),
    Kind.GAIGEL: N_("a gaigel"),
}


class Way(StrEnum):
    """How the table records the deal it is about to play (the engine fixes it with the
    deal's first trick, marriage or card)."""

    TRICKS = "tricks"
    CARDS = "cards"


@dataclass(frozen=True, slots=True)
class Choosing:
    """What the screen holds between taps: who acts (the trick's taker, a marriage's,
    the dix's, a claim's player), the counters typed so far, how the deal is recorded, and
    (card by card) whether the next card shows its marriage."""

    who: str | None = None
    digits: str = ""
    way: Way = Way.TRICKS
    marriage: bool = False


@dataclass(frozen=True, slots=True)
class WhoButton:
    """One of the four players, to tap as the one who acts."""

    name: str
    spoken: str
    chosen: bool
    side: int


@dataclass(frozen=True, slots=True)
class SuitButton:
    """A marriage in a suit, one tap."""

    suit: Suit
    label: str
    spoken: str


@dataclass(frozen=True, slots=True)
class PadCard:
    """One of the 24 different cards on the card pad; each is in the deck twice."""

    card: Card
    label: str
    left: int
    """Copies not played yet (2, 1 or 0: then off the pad)."""
    in_trick: bool

    @property
    def pale(self) -> bool:
        """Shown outlined on a pale wash: it lies in the trick, or one copy is left."""
        return self.in_trick or self.left == 1

    @property
    def chosen(self) -> bool:
        """Never tapped as one of several cards entered at once: Gaigel has none."""
        return False

    @property
    def gone(self) -> bool:
        """Off the pad (its place stays): both copies are played."""
        return self.left == 0


@dataclass(frozen=True, slots=True)
class Action:
    """A one-tap action under the pad: the dix, an undergaigel, the claim."""

    value: str
    label: str
    spoken: str
    enabled: bool = True
    """Whether the deal allows it now (no dix once the stock is gone or the turn-up taken)."""


@dataclass(frozen=True, slots=True)
class GaigelTable(DealTable[Phase]):
    """Everything the table screen shows for one moment of a deal."""

    trump: Suit | None
    trump_text: str
    """``Trump: Hearts`` or ``No trump yet``."""
    trump_origin: str
    """``Turned up: ace of hearts · Ben took it for the dix``."""
    counts: str
    """Each side's points, at a table that keeps counts open; else ``""``."""
    way: Way
    way_fixed: bool
    """The deal's first trick, marriage or card has fixed how it is recorded."""
    way_text: str
    who: tuple[WhoButton, ...]
    who_acts: str | None
    entry: str
    """By announcements: the trick about to be entered, ``Trick 4: Anna takes 23``."""
    marriages: tuple[SuitButton, ...]
    pad: tuple[PadCard, ...]
    pad_shown: bool
    """The card pad: for the turn-up, and for every card of a deal recorded card by card."""
    marriage_next: bool
    trick: tuple[TrickCard, ...]
    so_far: str
    actions: tuple[Action, ...]
    out: Action
    tricks: str
    """Tricks won by each side, and the marriages shown."""
    last: str = field(default="")
    """Who took the last trick (card by card: and why)."""


# ------------------------------------------------------------------ the deal in play


def fresh_round(game: Game) -> Round:
    """The deal the table plays: the running one, or once the last has ended the next (a
    sitting has no last deal), as the engine will start it: the next dealer, nothing done."""
    current = game.round
    if current is not None and not current.ended:
        return current
    return Round(game.players, game.dealer_of(len(game.rounds)))


def team(rnd: Round, side: int) -> str:
    """A side's name: ``Anna & Cleo``."""
    return rnd.team(side)


def card_label(card: Card, tr: Translator = ENGLISH) -> str:
    """A card as people say it: ``ace of hearts`` (``Herz Ass``)."""
    return card.said(tr)


def way_of(rnd: Round, choosing: Choosing) -> tuple[Way, bool]:
    """How the deal is recorded, and whether that is fixed already."""
    if rnd.mode is not None:
        return (Way.CARDS if rnd.mode is Mode.CARDS else Way.TRICKS), True
    return choosing.way, False


def table_of(
    game: Game,
    choosing: Choosing = Choosing(),
    show_counts: bool = False,
    tr: Translator = ENGLISH,
) -> GaigelTable:
    """The table screen's model; ``choosing`` what the screen holds between taps,
    ``show_counts`` whether the table keeps each side's count open."""
    rnd = fresh_round(game)
    players = rnd.players
    number = flow.round_number(game, rnd)
    way, fixed = way_of(rnd, choosing)
    who = choosing.who if choosing.who in players else None
    taking = rnd.would_take() if rnd.trick else None
    trump_text = (
        tr.format(N_("Trump: {suit}"), suit=suit_title(rnd.trump, tr))
        if rnd.trump is not None
        else tr._("No trump yet")
    )
    return GaigelTable(
        deal_no=number,
        dealer=players[rnd.dealer],
        phase=rnd.phase,
        trick_no=min(rnd.trick_number, TRICKS),
        turn=turn_text(rnd, way, tr),
        where=said_in(tr, ID, DEAL_AND_DEALER, round=number, player=players[rnd.dealer]),
        trump=rnd.trump,
        trump_text=trump_text,
        trump_origin=trump_origin(rnd, tr),
        counts=counts_line(rnd, tr) if show_counts and rnd.trump is not None else "",
        way=way,
        way_fixed=fixed,
        way_text=tr._("Recorded by announcements")
        if way is Way.TRICKS
        else tr._("Recorded card by card"),
        who=tuple(
            WhoButton(name, named(name, tr._("chosen") if name == who else ""), name == who, s % 2)
            for s, name in enumerate(players)
        ),
        who_acts=who,
        entry=_entry(rnd, who, choosing.digits, tr),
        marriages=tuple(_suit_button(rnd, suit, who, tr) for suit in SUITS),
        pad=_pad(rnd, tr),
        pad_shown=rnd.phase is Phase.TURN_UP or way is Way.CARDS,
        marriage_next=choosing.marriage,
        trick=_trick_cards(rnd, tr),
        so_far=table_model.so_far(
            None if taking is None else taking.statement(players).said(tr), tr
        ),
        actions=_actions(rnd, who, tr),
        out=Action(
            OUT_ACTION,
            tr._(OUT_WORD),
            tr.format(N_("{player} claims: Out!"), player=who) if who else tr._(OUT_WORD),
        ),
        tricks=tricks_line(rnd, tr),
        last=last_trick_said(rnd, tr),
    )


def turn_text(rnd: Round, way: Way, tr: Translator = ENGLISH) -> str:
    """What the table does now, in one line."""
    players = rnd.players
    match rnd.phase:
        case Phase.TURN_UP:
            return tr.format(
                N_("{player} turns up the trump card: tap it"), player=players[rnd.dealer]
            )
        case Phase.CLAIM:
            return tr._("All twelve tricks are played: who claims?")
        case Phase.ENDED:
            return said_in(tr, ID, DEAL_ENDED)
    if way is Way.CARDS:
        turn = tr.format(N_("{player} to play"), player=players[rnd.to_play])
    else:
        turn = tr.format(
            N_("Trick {trick}: {player} leads"), trick=rnd.trick_number, player=players[rnd.leader]
        )
    return tr.format(STOCK_GONE, turn=turn) if rnd.stock_empty else turn


STOCK_GONE = N_("{turn} · stock gone")
"""The turn line once the last card is drawn (after trick 7): follow suit and head from now on."""


def trump_origin(rnd: Round, tr: Translator = ENGLISH) -> str:
    """Where the trump card lies: turned up, taken for the dix, reserved."""
    if rnd.turn_up is None:
        return ""
    parts = [tr.format(N_("Turned up: {card}"), card=card_label(rnd.turn_up, tr))]
    if rnd.reserve is not None:
        parts.append(
            tr.format(N_("{player} laid the dix under it"), player=rnd.players[rnd.reserve])
        )
    if rnd.exchange is not None:
        parts.append(
            tr.format(N_("{player} took it for the dix"), player=rnd.players[rnd.exchange])
        )
    return " · ".join(parts)


def counts_line(rnd: Round, tr: Translator = ENGLISH) -> str:
    """Each side's points now (counters and marriages that count): open counts only."""
    return " · ".join(
        tr.format(N_("{team}: {points}"), team=team(rnd, side), points=rnd.points(side))
        for side in (0, 1)
    )


def tricks_line(rnd: Round, tr: Translator = ENGLISH) -> str:
    """The tricks each side has won, and the marriages shown (they are public)."""
    won = [sum(1 for t in rnd.tricks if side_of(t.taker) == side) for side in (0, 1)]
    parts = [
        tr.format(N_("Tricks: {team} {count}"), team=team(rnd, 0), count=won[0])
        + " · "
        + tr.format(N_("{team} {count}"), team=team(rnd, 1), count=won[1])
    ]
    for m in rnd.marriages:
        parts.append(marriage_said(rnd, m.seat, m.suit, m.value, m.status, tr))
    return "\n".join(parts)


STATUS_SAID: dict[Status, str] = {
    Status.COUNTS: N_("{player}: marriage of {suit} {points}"),
    Status.WAITS: N_("{player}: marriage of {suit} {points}, counts if the side takes this trick"),
    Status.NOTHING: N_("{player}: marriage of {suit}, nothing (the side lost the trick)"),
}


def marriage_said(
    rnd: Round, seat: int, suit: Suit, value: int, status: Status, tr: Translator
) -> str:
    """A marriage shown, with what it adds."""
    return tr.format(
        STATUS_SAID[status], player=rnd.players[seat], suit=suit.said(tr), points=value
    )


def _entry(rnd: Round, who: str | None, digits: str, tr: Translator) -> str:
    if rnd.phase is not Phase.PLAY:
        return ""
    number = rnd.trick_number
    if who is None:
        return tr.format(N_("Trick {trick}: tap who took it, then its counters"), trick=number)
    if not digits:
        return tr.format(N_("Trick {trick}: {player} takes … counters?"), trick=number, player=who)
    return tr.format(
        N_("Trick {trick}: {player} takes {counters}"), trick=number, player=who, counters=digits
    )


def _suit_button(rnd: Round, suit: Suit, who: str | None, tr: Translator) -> SuitButton:
    value = marriage_value(suit, rnd.trump)
    label = f"{SYMBOL[suit]} {value}"
    spoken = (
        tr.format(N_("{player} shows the marriage of {suit}"), player=who, suit=suit.said(tr))
        if who
        else tr.format(N_("Marriage of {suit}"), suit=suit.said(tr))
    )
    return SuitButton(suit, label, spoken)


def _actions(rnd: Round, who: str | None, tr: Translator) -> tuple[Action, ...]:
    """The dix's two actions (offered only while the deal allows them) and the undergaigel."""
    dix = dix_open(rnd)
    reserve = dix and rnd.reserve is None
    if who is None:
        return (
            Action(EXCHANGE, tr._("Exchange the dix"), tr._("Exchange the dix"), dix),
            Action(RESERVE, tr._("Reserve the dix"), tr._("Reserve the dix"), reserve),
            Action(UNDERGAIGEL, tr._("Undergaigel!"), tr._("Undergaigel!")),
        )
    return (
        Action(
            EXCHANGE,
            tr._("Exchange the dix"),
            tr.format(N_("{player} takes the turn-up for the dix"), player=who),
            dix,
        ),
        Action(
            RESERVE,
            tr._("Reserve the dix"),
            tr.format(N_("{player} lays the dix under the turn-up"), player=who),
            reserve,
        ),
        Action(
            UNDERGAIGEL,
            tr._("Undergaigel!"),
            tr.format(N_("{player} points out an undergaigel"), player=who),
        ),
    )


def dix_open(rnd: Round) -> bool:
    """Whether a dix may still go for the turn-up: a deal in play, a turn-up that is no
    Seven and nobody took yet, the stock not gone (before the seventh trick's end)."""
    up = rnd.turn_up
    playing = rnd.phase is Phase.PLAY and up is not None and up.rank is not Rank.SEVEN
    return playing and rnd.exchange is None and not rnd.stock_empty


def likely_first(rnd: Round, value: str) -> tuple[str, ...]:
    """The four names to ask who acts, the likeliest first, from what the table has seen:
    "Out!" and the dix's exchange by the last trick's taker (his side has won a trick), an
    undergaigel by the next player (the other side), a reservation by the player to act;
    then the rest in playing order."""
    players = rnd.players
    last = rnd.tricks[-1].taker if rnd.tricks else None
    first = rnd.to_play if rnd.phase is Phase.PLAY else rnd.leader
    if last is not None and value in (OUT_ACTION, EXCHANGE):
        first = last
    elif last is not None and value == UNDERGAIGEL:
        first = (last + 1) % len(players)
    return tuple(players[(first + step) % len(players)] for step in range(len(players)))


def _pad(rnd: Round, tr: Translator) -> tuple[PadCard, ...]:
    in_trick = {p.card for p in rnd.trick}
    turning = rnd.phase is Phase.TURN_UP
    pads = []
    for card in PACK:
        left = COPIES if turning else COPIES - rnd.played[card]
        label = named(
            card_label(card, tr),
            tr._(IN_TRICK) if card in in_trick else "",
            tr._("one left") if left == 1 else "",
        )
        pads.append(PadCard(card, label, left, card in in_trick))
    return tuple(pads)


def _shown(rnd: Round, number: int, played: Played) -> bool:
    return (
        any(
            m.trick == number and m.seat == played.seat and m.suit is played.card.suit
            for m in rnd.marriages
        )
        and played.card.rank in MARRIAGE_RANKS
    )


def _showing(rnd: Round, number: int) -> Callable[[Played, bool], bool]:
    """Whether a card of trick ``number`` showed its marriage (led or not)."""
    return lambda played, _: _shown(rnd, number, played)


def _trick_cards(rnd: Round, tr: Translator) -> tuple[TrickCard, ...]:
    if not rnd.trick:
        return ()
    taking = rnd.would_take()
    number = rnd.trick_number
    return table_model.trick_cards(
        rnd.players,
        rnd.trick,
        None if taking is None else taking.seat,
        tr,
        _showing(rnd, number),
    )


def last_trick_said(rnd: Round, tr: Translator = ENGLISH) -> str:
    """Who took the last trick (card by card: with why)."""
    if not rnd.tricks:
        return ""
    done = rnd.tricks[-1]
    if done.taking is not None:
        return tr.format(
            N_("Trick {trick}: {why}"),
            trick=done.number,
            why=done.taking.statement(rnd.players).said(tr),
        )
    return tr.format(
        N_("Trick {trick}: {player} took {counters}"),
        trick=done.number,
        player=rnd.players[done.taker],
        counters=done.counters,
    )


@dataclass(frozen=True, slots=True)
class Settlement:
    """A result the table may enter itself (five Sevens shown, a deal played "on Sevens"):
    the side of ``by`` wins a single or a double."""

    by: str
    kind: SettleKind
    label: str


def settlements(game: Game, tr: Translator = ENGLISH) -> tuple[Settlement, ...]:
    """What the table may settle the deal on: either side, a single or a double."""
    rnd = fresh_round(game)
    return tuple(
        Settlement(
            rnd.players[side],
            kind,
            tr.format(
                N_("{team} win {what}"),
                team=team(rnd, side),
                what=tr._(KIND_SAID[Kind(kind.value)]),
            ),
        )
        for side in (0, 1)
        for kind in SettleKind
    )


# ------------------------------------------------------------------ the deal's end


@dataclass(frozen=True, slots=True)
class SideSum:
    """One side's sum: its counters, its marriages that counted, the total and when it
    reached 101."""

    team: str
    lines: tuple[str, ...]
    total: str


@dataclass(frozen=True, slots=True)
class PlayerRow:
    """A player's game points from the deal and the evening's tally."""

    name: str
    points: int
    total: int
    winner: bool


@dataclass(frozen=True, slots=True)
class GaigelDealEnd:
    """The end of a deal: the claim and whether it held, each side's sum line by line,
    what the deal scored, and each player's tally."""

    round_no: int
    rounds: None
    how: str
    """The claim and its verdict: ``Ben claimed Out! with 104: right``."""
    result: str
    """``Ben & Dan win a single: 1 game point each``."""
    sides: tuple[SideSum, ...]
    rows: tuple[PlayerRow, ...]
    players: tuple[str, ...]
    running: tuple[dict[str, int], ...]
    next_dealer: str


#: How a deal ended, as History says it, by the code its result rows keep
#: (``assistant.games.gaigel.kind.end_of``); ``{when}`` says after which trick.
ENDS = {
    "out": N_("Out! claimed {when}: right"),
    "overgaigel": N_("Out! claimed {when}, too few points: overgaigel"),
    "late": N_("Out! claimed {when}, too late: undergaigel"),
    "undergaigel": N_("undergaigel pointed out {when}: right"),
    "wrong": N_("undergaigel pointed out {when}, wrongly: overgaigel"),
    "twelve": N_("all twelve tricks played, no claim: undergaigel"),
    "settled": N_("settled by the table {when}"),
}


def end_said(end: str, tr: Translator = ENGLISH) -> str | None:
    """How a deal ended, from the code its result rows keep (``out@7``: "Out! claimed after
    trick 7: right"); ``None`` for a code this version does not know."""
    how, _, tricks = end.partition("@")
    if how not in ENDS or not tricks.isdigit():
        return None
    trick = int(tricks)
    when = (
        tr.format(N_("after trick {trick}"), trick=trick)
        if trick
        else tr._("before the first trick")
    )
    return tr.format(ENDS[how], when=when)


def claim_said(rnd: Round, tr: Translator = ENGLISH) -> str:
    """The claim and whether it held (or how the deal ended without one)."""
    result = rnd.result
    assert result is not None
    claim = rnd.claim
    if result.how is How.SETTLED:
        return tr._("The table settled the deal.")
    if claim is None:
        return tr.format(
            N_("Twelve tricks and no claim: {team} reached 101 and did not claim — undergaigel."),
            team=team(rnd, 1 - result.side),
        )
    side = side_of(rnd.seat(claim.by))
    points = rnd.points(side)
    if claim.claim is ClaimKind.OUT:
        match result.how:
            case How.OUT:
                return tr.format(
                    N_("{player} claimed Out! with {points}: right."),
                    player=claim.by,
                    points=points,
                )
            case How.OVERGAIGEL:
                return tr.format(
                    N_("{player} claimed Out! with only {points}: wrong — overgaigel."),
                    player=claim.by,
                    points=points,
                )
        return tr.format(
            N_("{player} claimed Out! with {points}, but too late: undergaigel."),
            player=claim.by,
            points=points,
        )
    if result.how is How.UNDERGAIGEL:
        return tr.format(
            N_("{player} pointed out the undergaigel of {team}: right."),
            player=claim.by,
            team=team(rnd, 1 - side),
        )
    return tr.format(
        N_("{player} pointed out an undergaigel, but {team} had not undergaigled: wrong."),
        player=claim.by,
        team=team(rnd, 1 - side),
    )


def result_said(rnd: Round, result: Result, tr: Translator = ENGLISH) -> str:
    """What the deal scored: ``Ben & Dan win a double: 2 game points each``."""
    points = tr.ngettext(
        "{points} game point each", "{points} game points each", result.points
    ).format(points=result.points)
    return tr.format(
        N_("{team} win {what}: {points}"),
        team=team(rnd, result.side),
        what=tr._(KIND_SAID[result.kind]),
        points=points,
    )


def side_sum(rnd: Round, side: int, tr: Translator = ENGLISH) -> SideSum:
    """A side's sum line by line: counters in its tricks, each marriage, the total."""
    won = sum(1 for t in rnd.tricks if side_of(t.taker) == side)
    lines = [
        tr.ngettext(
            "{counters} counters in {count} trick", "{counters} counters in {count} tricks", won
        ).format(counters=rnd.counters[side], count=won)
    ]
    for m in rnd.marriages:
        if side_of(m.seat) == side:
            lines.append(marriage_said(rnd, m.seat, m.suit, m.value, m.status, tr))
    total = tr.format(N_("= {points}"), points=rnd.points(side))
    reached = rnd.reached[side]
    if reached is not None:
        total += " · " + tr.format(N_("101 reached in trick {trick}"), trick=reached)
    return SideSum(team(rnd, side), tuple(lines), total)


def deal_end_of(game: Game, index: int | None = None, tr: Translator = ENGLISH) -> GaigelDealEnd:
    """The end of deal ``index`` (0-based; the last by default), which must have ended."""
    if index is None:
        index = len(game.rounds) - 1
    rnd = game.rounds[index]
    result = rnd.result
    if result is None:
        raise ValueError(f"deal {index + 1} has not ended")
    running = table_model.running_totals(game.players, game.round_scores(), index + 1)
    after = running[-1]
    rows = tuple(
        PlayerRow(name, score.points, after[name], side_of(seat) == result.side)
        for seat, (name, score) in enumerate(zip(rnd.players, rnd.scores(), strict=True))
    )
    return GaigelDealEnd(
        round_no=index + 1,
        rounds=None,
        how=claim_said(rnd, tr),
        result=result_said(rnd, result, tr),
        sides=tuple(side_sum(rnd, side, tr) for side in (0, 1)),
        rows=rows,
        players=rnd.players,
        running=running,
        next_dealer=game.players[game.dealer_of(index + 1)],
    )


LEAD = NP_("{players} lead with {points} game point", "{players} lead with {points} game points")
LEVEL = NP_("All four level at {points} game point", "All four level at {points} game points")


def tally_of(game: Game, tr: Translator = ENGLISH, ended: bool = False) -> GameEnd:
    """The evening's tally so far: each player's game points, the leader(s) first; while the
    sitting goes on the leaders lead (nobody has won yet), once the table ended it they won."""
    tally = final_standings(game, list(game.players), WINS_ALONE, tr)
    if ended:
        return tally
    points = max(s.total for s in tally.standings)
    lead = LEVEL if len(tally.winners) == len(game.players) else LEAD
    said = tr.ngettext(*lead, points).format(
        players=tr.and_list(tally.winners), points=tr.number(points)
    )
    return replace(tally, headline=said)


# ------------------------------------------------------------------ the replay


@dataclass(frozen=True, slots=True)
class ReplayTrick:
    """One finished trick of a Gaigel sitting, to step through afterwards."""

    round_no: int
    dealer: str
    trump: str
    number: int
    cards: tuple[TrickCard, ...]
    taken: str
    """Who took it and why (card by card), or with how many counters."""
    marriages: tuple[str, ...]
    points: str
    """Each side's points once the trick was taken (counts are open after the deal)."""


def replay_of(game: Game, tr: Translator = ENGLISH) -> list[ReplayTrick]:
    """Every finished trick of the sitting, deal by deal."""
    steps = []
    for index, rnd in enumerate(game.rounds):
        trump = (
            tr.format(N_("Trump: {suit}"), suit=suit_title(rnd.trump, tr))
            if rnd.trump is not None
            else tr._("No trump yet")
        )
        for done in rnd.tricks:
            cards: tuple[TrickCard, ...] = ()
            if done.taking is not None:
                taking = done.taking
                number = done.number
                cards = table_model.trick_cards(
                    rnd.players,
                    done.cards,
                    taking.seat,
                    tr,
                    _showing(rnd, number),
                )
                taken = tr.format(
                    N_("{why}: {counters} counters"),
                    why=taking.statement(rnd.players).said(tr),
                    counters=done.counters,
                )
            else:
                taken = tr.format(
                    N_("{player} took {counters}"),
                    player=rnd.players[done.taker],
                    counters=done.counters,
                )
            marriages = tuple(
                marriage_said(rnd, m.seat, m.suit, m.value, Status.COUNTS, tr)
                for m in rnd.marriages
                if m.trick == done.number
            )
            points = " · ".join(
                tr.format(N_("{team}: {points}"), team=team(rnd, side), points=done.points[side])
                for side in (0, 1)
            )
            steps.append(
                ReplayTrick(
                    round_no=index + 1,
                    dealer=rnd.players[rnd.dealer],
                    trump=trump,
                    number=done.number,
                    cards=cards,
                    taken=taken,
                    marriages=marriages,
                    points=points,
                )
            )
    return steps


# ------------------------------------------------------------------ words for events


def event_said(event: events.Event, tr: Translator = ENGLISH) -> str:
    """What an event was, in words: ``Ben took a trick of 23`` (an undo or a redo names it)."""
    match event:
        case events.TurnUp(by, card):
            return tr.format(N_("{player} turned up {card}"), player=by, card=card.in_sentence(tr))
        case events.Play(by, card, marriage):
            if marriage:
                return tr.format(
                    N_("{player} played {card} showing the marriage"),
                    player=by,
                    card=card.in_sentence(tr),
                )
            return tr.format(PLAYED, player=by, card=card.in_sentence(tr))
        case events.Trick(by, counters):
            return tr.format(
                N_("{player} took a trick of {counters}"), player=by, counters=counters
            )
        case events.Marriage(by, suit):
            return tr.format(
                N_("{player} showed the marriage of {suit}"), player=by, suit=suit.said(tr)
            )
        case events.Exchange(by):
            return tr.format(N_("{player} took the turn-up for the dix"), player=by)
        case events.Reserve(by):
            return tr.format(N_("{player} laid the dix under the turn-up"), player=by)
        case events.Claim(by, claim):
            if claim is ClaimKind.OUT:
                return tr.format(N_("{player} claimed Out!"), player=by)
            return tr.format(N_("{player} pointed out an undergaigel"), player=by)
        case events.Settle(by):
            return tr.format(N_("the table settled the deal for {player}'s side"), player=by)
    return ""


__all__ = [
    "BACK",
    "EXCHANGE",
    "OK",
    "OUT_ACTION",
    "RESERVE",
    "UNDERGAIGEL",
    "Action",
    "Choosing",
    "GaigelDealEnd",
    "GaigelTable",
    "PadCard",
    "PlayerRow",
    "ReplayTrick",
    "Settlement",
    "SideSum",
    "SuitButton",
    "TrickCard",
    "Way",
    "WhoButton",
    "deal_end_of",
    "event_said",
    "replay_of",
    "settlements",
    "table_of",
    "tally_of",
]
