"""What the games' table models share, written once: a one-tap choice and the prompt that
offers it, a finished trick, each name's running totals; and for the French-suited games
(Tysiacha, Homme de Brou, Gaigel) a card in the trick and its words, a card of the pad, the
trump line.

Frozen values and pure functions, like each game's ``views/<game>/model.py`` that builds
them from its engine's answers; what is only one game's stays in its package.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

from assistant.languages import N_, Translator
from engine.french import Card, Suit
from views.spoken import LED, PLAYED_BY, named

V = TypeVar("V", covariant=True)
"""What a choice sends back when tapped: a bid, a seat, a color."""
K = TypeVar("K", covariant=True)
"""What a prompt asks for: a phase of the game, or a tap whose end is still to come."""
T = TypeVar("T", covariant=True)
"""A card in a trick, as its game shows it."""
P = TypeVar("P")
"""A finished trick, as its game shows it."""
R = TypeVar("R", bound="HasTricks")


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


class HasTricks(Protocol):
    """A round with its finished tricks."""

    @property
    def tricks(self) -> Sequence[object]: ...


def last_trick(rnd: R | None, past: Callable[[R, int, Translator], P], tr: Translator) -> P | None:
    """The round's last finished trick as ``past`` shows it; ``None`` before one is taken."""
    if rnd is None or not rnd.tricks:
        return None
    return past(rnd, len(rnd.tricks) - 1, tr)


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


# ------------------------------------------------------------------ the French-suited games


class Played(Protocol):
    """A card in a trick and the seat that played it."""

    @property
    def seat(self) -> int: ...

    @property
    def card(self) -> Card: ...


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


@dataclass(frozen=True, slots=True)
class PadCard:
    """One button of the card pad (Tysiacha, Homme de Brou)."""

    card: Card
    label: str
    playable: bool
    in_trick: bool
    played: bool
    chosen: bool
    """Tapped as one of several cards entered at once (the widow, the dummy's hand)."""

    @property
    def pale(self) -> bool:
        """Shown outlined on a pale wash: it lies in the trick."""
        return self.in_trick

    @property
    def gone(self) -> bool:
        """Off the pad (its place stays): played before this trick."""
        return self.played


@dataclass(frozen=True, slots=True)
class TrumpLine:
    """The trump in force and where it came from."""

    suit: Suit | None
    text: str
    """``Trump: hearts``, or that there is none yet."""
    origin: str
    """Where it came from (a marriage declared, the card turned up), or ``""``."""


__all__ = [
    "Choice",
    "PadCard",
    "PastTrick",
    "Prompt",
    "TrickCard",
    "TrumpLine",
    "last_trick",
    "running_totals",
    "so_far",
    "trick_card",
]
