"""The refusals only Homme de Brou has: a declaration, a dummy's hand, or a card the table
has seen the player cannot hold or may not play now."""

from __future__ import annotations

from engine.errors import RuleError

__all__ = ["InvalidDeclaration", "InvalidHand", "Revoke"]


class InvalidDeclaration(RuleError):
    """A declaration out of order, of a suit already declared, showing another seat's
    turn-up, or showing more cards than one hand holds."""

    code = "invalid_declaration"


class InvalidHand(RuleError):
    """A dummy's hand laid down where there is no dummy, not right after the opening lead,
    twice, or not the dummy's unplayed cards as far as the table has seen them."""

    code = "invalid_hand"


class Revoke(RuleError):
    """A card the table has seen the player cannot hold or may not play now: a suit shown
    out of, a card seen in another hand, a card outside the dummy's laid-down hand, or a card
    of another suit while a card seen in the player's hand follows the suit led."""

    code = "revoke"
