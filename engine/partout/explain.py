"""Why a card takes a trick, in a sentence of the rules: said after each trick and live.

>>> from engine.errors import ENGLISH
>>> from engine.partout.cards import Card
>>> from engine.partout.trick import Played, Source, Trump, takes
>>> trump = Trump(5, Color.GREEN, Source(0), Source(1))
>>> trick = [Played(0, Card.parse("king")), Played(1, Card.parse("harlequin"))]
>>> why(takes(trick, trump), trick, ["Anna", "Ben", "Cleo", "Dan"]).said(ENGLISH)
'Ben takes the trick: the Harlequin beats the King when both are in a trick'
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.errors import Statement
from engine.partout import sentences as say
from engine.partout.cards import Color, Special
from engine.partout.trick import Played, Reason, Taking, Trump

_ROYAL = {Special.KING: say.TAKES_KING, Special.QUEEN: say.TAKES_QUEEN}
_ROYAL_FIRST = {Special.KING: say.TAKES_KING_FIRST, Special.QUEEN: say.TAKES_QUEEN_FIRST}
_HARLEQUIN = {Special.KING: say.TAKES_HARLEQUIN_KING, Special.QUEEN: say.TAKES_HARLEQUIN_QUEEN}


def why(taking: Taking, trick: Sequence[Played], players: Sequence[str]) -> Statement:
    """Who takes ``trick`` (complete or so far) and by which step of the ranking."""
    player = players[taking.seat]
    match taking.reason:
        case Reason.HARLEQUIN:
            assert isinstance(taking.beats, Special)
            return Statement(_HARLEQUIN[taking.beats], {"player": player})
        case Reason.ROYAL:
            assert isinstance(taking.card, Special)
            other = Special.QUEEN if taking.card is Special.KING else Special.KING
            both = any(p.card is other and p.card != taking.locked for p in trick)
            return Statement((_ROYAL_FIRST if both else _ROYAL)[taking.card], {"player": player})
        case Reason.TRUMP_CARD:
            return Statement(say.TAKES_TRUMP_CARD, {"player": player, "card": taking.card})
        case Reason.TRUMP_NUMBER:
            return Statement(
                say.TAKES_TRUMP_NUMBER,
                {"player": player, "card": taking.card, "number": taking.trump.number},
            )
        case Reason.TRUMP_COLOR:
            return Statement(
                say.TAKES_TRUMP_COLOR,
                {"player": player, "card": taking.card, "color": taking.trump.color},
            )
        case Reason.LED_COLOR:
            return Statement(
                say.TAKES_LED_COLOR, {"player": player, "card": taking.card, "color": taking.led}
            )
    return Statement(say.TAKES_LEADER, {"player": player})


def locked_up(taking: Taking) -> Statement | None:
    """What the Dungeon did in the trick, if it locked up a card."""
    if taking.locked is None:
        return None
    return Statement(say.LOCKED_UP, {"card": taking.locked})


def trump_is(trump: Trump) -> Statement:
    """``5 is the trump number, green the trump color.``"""
    color: Color = trump.color
    return Statement(say.TRUMP_IS, {"number": trump.number, "color": color})
