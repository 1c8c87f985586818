"""What the games' table models share, written once: a one-tap choice and the prompt that
offers it, a finished trick and a replay's step, the round that must have ended, what the
trick comes to so far, each name's running totals, a pad card of a pack without copies; and
for the French-suited games (Tysiacha, Homme de Brou, Gaigel) a table's first fields, a card
in the trick and its words, a finished trick with its card points, a pad card that may be
chosen, the trump line.

Frozen values and pure functions, like each game's ``views/<game>/model.py`` that builds
them from its engine's answers; what is only one game's stays in its package.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

from assistant.languages import N_, Translator
from engine.errors import Statement
from engine.french import Card, Suit
from views.spoken import IN_TRICK, LED, PLAYED_BY, named

V = TypeVar("V", covariant=True)
"""What a choice sends back when tapped: a bid, a seat, a color."""
K = TypeVar("K", covariant=True)
"""What a prompt asks for: a phase of the game, or a tap whose end is still to come."""
T = TypeVar("T", covariant=True)
"""A card in a trick, as its game shows it."""
C = TypeVar("C", covariant=True)
"""A card, as its game knows it."""
P = TypeVar("P")
"""A finished trick, as its game shows it."""
R = TypeVar("R", bound="HasTricks")
E = TypeVar("E", bound="Ends")
Ph = TypeVar("Ph", covariant=True)
"""A game's phases."""


@dataclass(frozen=True, slots=True)
class Choice(Generic[V]):
    """A one-tap choice a table offers: a bid, "pass", a seat to declare, a color."""

    value: V
    label: str
    spoken: str
    wide: bool = False
    """A word, not a number: the button takes its words' width."""
    allowed: bool = True
    """Whether it may be chosen now: one that may not keeps its spot, dimmed (a tap on it
    says why not)."""
    selected: bool = False
    """Chosen already (the seat that declares next)."""


@dataclass(frozen=True, slots=True)
class Prompt(Generic[K, V]):
    """What the table asks for now, with the choices."""

    kind: K
    text: str
    choices: tuple[Choice[V], ...]
    cancel: bool
    """The taps made so far can be left (the card goes back to the pad)."""


@dataclass(frozen=True, slots=True)
class PastTrick(Generic[T]):
    """A finished trick: its cards, who took it and why (a game adds what else it held)."""

    number: int
    cards: tuple[T, ...]
    taker: str
    why: str


@dataclass(frozen=True, slots=True)
class ReplayTrick(Generic[T]):
    """One finished trick of a game, to step through afterwards: its round, dealer and trump
    (a game adds where the round stood)."""

    round_no: int
    dealer: str
    trump: str
    trick: T


class HasTricks(Protocol):
    """A round with its finished tricks."""

    @property
    def tricks(self) -> Sequence[object]: ...


def last_trick(rnd: R | None, past: Callable[[R, int, Translator], P], tr: Translator) -> P | None:
    """The round's last finished trick as ``past`` shows it; ``None`` before one is taken."""
    if rnd is None or not rnd.tricks:
        return None
    return past(rnd, len(rnd.tricks) - 1, tr)


class Ends(Protocol):
    """A round that may have ended."""

    @property
    def ended(self) -> bool: ...


def ended_round(rounds: Sequence[E], index: int | None, what: str = "deal") -> tuple[int, E]:
    """Round ``index`` (0-based; the last by default) with its index; it must have ended."""
    if index is None:
        index = len(rounds) - 1
    rnd = rounds[index]
    if not rnd.ended:
        raise ValueError(f"{what} {index + 1} has not ended")
    return index, rnd


def so_far(why: str | None, tr: Translator) -> str:
    """Who takes the trick so far and why, or ``""`` with no card in it."""
    return "" if why is None else tr.format(N_("So far: {why}"), why=why)


def running_totals(
    names: Sequence[str], scores: Sequence[Sequence[int] | None], upto: int
) -> tuple[dict[str, int], ...]:
    """Each name's total after each of the first ``upto`` rounds (a round without scores
    repeats the totals before it)."""
    totals = dict.fromkeys(names, 0)
    rows = []
    for points in scores[:upto]:
        if points is not None:
            for name, p in zip(names, points, strict=True):
                totals[name] += p
        rows.append(dict(totals))
    return tuple(rows)


@dataclass(frozen=True, slots=True)
class PadCard(Generic[C]):
    """One button of the card pad, of a pack without copies: outlined on a pale wash while
    it lies in the trick, off the pad (its place kept) once played before it."""

    card: C
    label: str
    playable: bool
    in_trick: bool
    played: bool

    @property
    def pale(self) -> bool:
        """Shown outlined on a pale wash: it lies in the trick."""
        return self.in_trick

    @property
    def gone(self) -> bool:
        """Off the pad (its place stays): played before this trick."""
        return self.played


# ------------------------------------------------------------------ the French-suited games


@dataclass(frozen=True, slots=True)
class DealTable(Generic[Ph]):
    """What a French-suited game's table shows first: the deal and its dealer, the phase and
    the trick, whose turn it is and where the game stands."""

    deal_no: int
    dealer: str
    phase: Ph
    trick_no: int
    turn: str
    where: str


class Dealing(Protocol[Ph]):
    """A deal as the engine plays it."""

    @property
    def players(self) -> Sequence[str]: ...

    @property
    def dealer(self) -> int: ...

    @property
    def phase(self) -> Ph: ...

    @property
    def trick_number(self) -> int: ...


def deal_head(
    rnd: Dealing[Ph], number: int, turn: str, where: str, names: Sequence[str] = ()
) -> tuple[int, str, Ph, int, str, str]:
    """The fields of ``DealTable`` in their order, for a game's table to begin with: deal
    ``number``, its dealer (by ``names`` as shown, else as stored), its phase and trick,
    ``turn`` and ``where``."""
    dealer = (names or rnd.players)[rnd.dealer]
    return (number, dealer, rnd.phase, rnd.trick_number, turn, where)


class Played(Protocol):
    """A card in a trick and the seat that played it."""

    @property
    def seat(self) -> int: ...

    @property
    def card(self) -> Card: ...


PL = TypeVar("PL", bound=Played)
PC = TypeVar("PC", bound=Played, covariant=True)


@dataclass(frozen=True, slots=True)
class TrickCard:
    """A card in the trick with its player and its live state."""

    player: str
    card: Card
    label: str
    takes: bool
    spoken: str
    marriage: bool = False
    """Played with its marriage (Tysiacha's lead, Gaigel's shown marriage)."""


def trick_card(
    players: Sequence[str],
    played: Played,
    takes: bool,
    lead: bool,
    tr: Translator,
    marriage: bool = False,
) -> TrickCard:
    """A card of the trick, named as people say it with its player and its states."""
    label = played.card.said(tr)
    player = players[played.seat]
    spoken = named(
        label,
        tr.format(PLAYED_BY, player=player),
        tr._(LED) if lead else "",
        tr._("with the marriage") if marriage else "",
        tr._("takes the trick so far") if takes else "",
    )
    return TrickCard(player, played.card, label, takes, spoken, marriage)


def trick_cards(
    players: Sequence[str],
    cards: Sequence[PL],
    taker: int | None,
    tr: Translator,
    marriage: Callable[[PL, bool], bool] | None = None,
) -> tuple[TrickCard, ...]:
    """A trick's cards, the first one led, the one of seat ``taker`` taking it (so far);
    ``marriage`` says whether a card (and whether it led) showed its marriage."""
    return tuple(
        trick_card(
            players,
            played,
            played.seat == taker,
            i == 0,
            tr,
            marriage is not None and marriage(played, i == 0),
        )
        for i, played in enumerate(cards)
    )


@dataclass(frozen=True, slots=True)
class FrenchPadCard(PadCard[Card]):
    """One button of a French-suited pad on which several cards may be entered at once
    (Tysiacha's widow, Homme de Brou's dummy hand)."""

    chosen: bool
    """Tapped as one of several cards entered at once (the widow, the dummy's hand)."""


def pad_card(
    card: Card,
    playable: bool,
    trick: Collection[Card],
    played: Collection[Card],
    chosen: str,
    tr: Translator,
) -> FrenchPadCard:
    """A card of the pad: ``trick`` the cards in the trick, ``played`` those played this
    deal, ``chosen`` the word it is said with while chosen (or ``""``)."""
    in_trick = card in trick
    label = named(card.said(tr), tr._(IN_TRICK) if in_trick else "", chosen)
    gone = card in played and not in_trick
    return FrenchPadCard(card, label, playable, in_trick, gone, bool(chosen))


class Stated(Protocol):
    """Who takes a trick and why, as the engine says it."""

    @property
    def seat(self) -> int: ...

    def statement(self, players: Sequence[str]) -> Statement: ...


class Done(Protocol[PC]):
    """A finished trick of a French-suited game, as the engine keeps it."""

    @property
    def number(self) -> int: ...

    @property
    def cards(self) -> Sequence[PC]: ...

    @property
    def taking(self) -> Stated: ...

    @property
    def points(self) -> int: ...


@dataclass(frozen=True, slots=True)
class FrenchPastTrick(PastTrick[TrickCard]):
    """A finished trick of a French-suited game: its cards, who took it and why, and its
    card points."""

    points: int


def french_past_trick(
    players: Sequence[str],
    done: Done[PL],
    tr: Translator,
    marriage: Callable[[PL, bool], bool] | None = None,
) -> FrenchPastTrick:
    """A finished trick as the table shows it (``marriage`` as for ``trick_cards``)."""
    taking = done.taking
    return FrenchPastTrick(
        number=done.number,
        cards=trick_cards(players, done.cards, taking.seat, tr, marriage),
        taker=players[taking.seat],
        why=taking.statement(players).said(tr),
        points=done.points,
    )


@dataclass(frozen=True, slots=True)
class TrumpLine:
    """The trump in force and where it came from."""

    suit: Suit | None
    text: str
    """``Trump: hearts``, or that there is none yet."""
    origin: str
    """Where it came from (a marriage declared, the card turned up), or ``""``."""


DUMMY = N_("Dummy")
"""The dummy's name (Homme de Brou played by three), in the tab's language."""


def seat_names(tr: Translator, players: Sequence[str], dummy: int | None) -> tuple[str, ...]:
    """The names at a table as a screen shows them: the dummy's seat named in the tab's
    language, whatever language the tab that began the game stored its name in."""
    return tuple(tr._(DUMMY) if seat == dummy else name for seat, name in enumerate(players))
