"""The refusals only Partout has: a trump, a prediction or a special card's choice not allowed."""

from __future__ import annotations

from engine.errors import RuleError


class InvalidTrump(RuleError):
    """A trump number that is not in the deck."""

    code = "invalid_trump"


class InvalidPrediction(RuleError):
    """A prediction that is not a whole number from 0 to the tricks in a round."""

    code = "invalid_prediction"


class InvalidChoice(RuleError):
    """A special card's choice missing or not allowed: the Mathematician's number, the
    Alchemist's color, the Dungeon's target; or a choice given with a card that has none."""

    code = "invalid_choice"
