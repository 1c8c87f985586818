"""Homme de Brou's cards on screen: the French-suited pack's faces (``views.french_cards``),
the 32 cards of A 10 K Q J 9 8 7."""

from __future__ import annotations

from views.french_cards import FILL, INK, SYMBOL, card_face, face, suit_chip

__all__ = ["FILL", "INK", "SYMBOL", "card_face", "face", "suit_chip"]
