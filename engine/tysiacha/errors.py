"""The refusals only Tysiacha has: a bid, a widow, a marriage or a card the table has seen
the player cannot hold."""

from __future__ import annotations

from engine.errors import RuleError

__all__ = ["InvalidBid", "InvalidMarriage", "InvalidWidow", "Revoke"]


class InvalidBid(RuleError):
    """A bid or final bid not allowed: not in tens, below 100 or the last bid, above 400,
    a forced 100 raised, or a pass where the eldest hand must bid."""

    code = "invalid_bid"


class InvalidWidow(RuleError):
    """A widow that is not three different cards of the pack."""

    code = "invalid_widow"


class InvalidMarriage(RuleError):
    """A marriage declared not on the lead, not with a K or Q, or with its partner gone."""

    code = "invalid_marriage"


class Revoke(RuleError):
    """A card the table has seen the player cannot hold or may not play now: a suit shown
    out of, a card shown in another's marriage, a second card of the widow; or a card that
    leaves the suit while the marriage card shown says the player could follow."""

    code = "revoke"
