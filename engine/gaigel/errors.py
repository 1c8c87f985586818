"""The refusals only Gaigel has: a trick's counters, a marriage, the dix, a claim, and a card
the table has seen the player cannot hold or may not play."""

from __future__ import annotations

from engine.errors import RuleError

__all__ = ["InvalidCounters", "InvalidDix", "InvalidMarriage", "MixedRecording", "Revoke"]


class InvalidCounters(RuleError):
    """A trick announced with counters four cards cannot hold, or more than the deck holds."""

    code = "invalid_counters"


class InvalidMarriage(RuleError):
    """A marriage shown a second time by a player, a third time in a suit, in the twelfth
    trick, or with a card that is not a K or Q."""

    code = "invalid_marriage"


class InvalidDix(RuleError):
    """An exchange or reservation of the turn-up that the rules do not allow now."""

    code = "invalid_dix"


class MixedRecording(RuleError):
    """A card played in a deal recorded by announcements, or the other way round."""

    code = "mixed_recording"


class Revoke(RuleError):
    """A card the table has seen the player cannot hold or may not play: both copies seen
    elsewhere, a suit or a higher card shown not held after the stock, or known cards that
    no longer fit the hand."""

    code = "revoke"
