"""A trick of Partout: the trump in force, the card the Dungeon locks up, and who takes it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import NamedTuple

from engine.partout.cards import ROYALS, Card, Color, Emblem, Special


class Played(NamedTuple):
    """A card in a trick, the seat that played it, and the special's choice if any.

    A named tuple rather than a frozen dataclass: one is made for every card of every
    replay, and a tuple is made several times faster.
    """

    seat: int
    card: Card
    number: int | None = None
    color: Color | None = None
    target: Card | None = None


@dataclass(frozen=True, slots=True)
class Source:
    """Where a part of the trump came from: announced by ``seat`` (``card`` is ``None``),
    or set by the Mathematician or Alchemist that ``seat`` played in trick ``trick`` (1-based)."""

    seat: int
    card: Special | None = None
    trick: int | None = None


@dataclass(frozen=True, slots=True)
class Trump:
    """The trump number and color in force, each with where it came from."""

    number: int
    color: Color
    number_from: Source
    color_from: Source

    @property
    def changed(self) -> bool:
        """Whether a special card changed the number or color announced."""
        return self.number_from.card is not None or self.color_from.card is not None


class Reason(StrEnum):
    """Why a card takes the trick: the steps of the ranking, in order."""

    HARLEQUIN = "harlequin"
    """The Harlequin, with a King or Queen in the trick."""
    ROYAL = "royal"
    """The King or Queen (the first one played if both are in the trick)."""
    TRUMP_CARD = "trump_card"
    """The trump number in the trump color."""
    TRUMP_NUMBER = "trump_number"
    """The first card of the trump number played."""
    TRUMP_COLOR = "trump_color"
    """The highest card of the trump color."""
    LED_COLOR = "led_color"
    """The highest card of the led color."""
    LEADER = "leader"
    """No card has a value: the player who led takes the trick."""


class Taking(NamedTuple):
    """Who takes a trick (so far) and why: the seat, the deciding card, the reason.

    ``beats`` is the King or Queen a Harlequin takes the trick over; ``locked`` the card
    the Dungeon locked up; ``led`` the led color; ``trump`` the trump in force for the trick.
    (A named tuple, as :class:`Played`: one is made for every trick of every replay.)
    """

    seat: int
    card: Card | None
    reason: Reason
    trump: Trump
    led: Color | None = None
    locked: Card | None = None
    beats: Card | None = None


def locked_card(trick: Sequence[Played]) -> Card | None:
    """The card the Dungeon locks up in this trick, if any: it counts as never played."""
    for played in trick:
        if played.target is not None:
            return played.target
    return None


def trump_for(start: Trump, trick: Sequence[Played], trick_number: int) -> Trump:
    """The trump in force for trick ``trick_number`` (1-based), which began under ``start``.

    A Mathematician or Alchemist counts for the whole trick, also for cards played before
    it; one locked up by the Dungeon counts as never played.
    """
    locked = locked_card(trick)
    trump = start
    for played in trick:
        card = played.card
        if card is Special.MATHEMATICIAN and card is not locked and played.number is not None:
            source = Source(played.seat, Special.MATHEMATICIAN, trick_number)
            trump = Trump(played.number, trump.color, source, trump.color_from)
        elif card is Special.ALCHEMIST and card is not locked and played.color is not None:
            source = Source(played.seat, Special.ALCHEMIST, trick_number)
            trump = Trump(trump.number, played.color, trump.number_from, source)
    return trump


def takes(trick: Sequence[Played], trump: Trump) -> Taking:
    """Who takes ``trick`` (complete or not) under ``trump``, the trump in force for it.

    >>> from engine.partout.cards import Card as C
    >>> announced = Trump(3, Color.GREEN, Source(0), Source(1))
    >>> trick = [Played(0, C.parse("R9")), Played(1, C.parse("B3")), Played(2, C.parse("G3"))]
    >>> taking = takes(trick, announced)
    >>> taking.seat, str(taking.card), taking.reason
    (2, 'G3', <Reason.TRUMP_CARD: 'trump_card'>)
    """
    if not trick:
        raise ValueError("an empty trick has no taker")
    locked = locked_card(trick)
    royal: Played | None = None
    harlequin: Played | None = None
    emblems: list[tuple[Played, Emblem]] = []
    for played in trick:
        card = played.card
        if locked is not None and card == locked:
            continue  # locked up by the Dungeon: as if never played
        if isinstance(card, Emblem):
            emblems.append((played, card))
        elif card is Special.HARLEQUIN:
            harlequin = played
        elif royal is None and card in ROYALS:
            royal = played
    led = emblems[0][1].color if emblems else None
    if royal is not None:
        if harlequin is not None:
            return Taking(
                harlequin.seat, harlequin.card, Reason.HARLEQUIN, trump, led, locked, royal.card
            )
        return Taking(royal.seat, royal.card, Reason.ROYAL, trump, led, locked)
    best = _best_emblem(emblems, trump, led)
    if best is None:
        return Taking(trick[0].seat, None, Reason.LEADER, trump, led, locked)
    played, reason = best
    return Taking(played.seat, played.card, reason, trump, led, locked)


def _best_emblem(
    emblems: Sequence[tuple[Played, Emblem]], trump: Trump, led: Color | None
) -> tuple[Played, Reason] | None:
    """The highest emblem card and the step of the ranking that makes it so."""
    number, color = trump.number, trump.color
    first_of_number: Played | None = None
    best_trump_color: tuple[int, Played] | None = None
    best_led_color: tuple[int, Played] | None = None
    for played, card in emblems:
        if card.number == number:
            if card.color is color:
                return played, Reason.TRUMP_CARD
            if first_of_number is None:
                first_of_number = played
        elif card.color is color:
            if best_trump_color is None or card.number > best_trump_color[0]:
                best_trump_color = card.number, played
        elif card.color is led and (best_led_color is None or card.number > best_led_color[0]):
            best_led_color = card.number, played
    if first_of_number is not None:
        return first_of_number, Reason.TRUMP_NUMBER
    if best_trump_color is not None:
        return best_trump_color[1], Reason.TRUMP_COLOR
    if best_led_color is not None:
        return best_led_color[1], Reason.LED_COLOR
    return None
