"""Gaigel's cards on screen: the French-suited pack's faces (``views.french_cards``), the
24 cards of A 10 K Q J 7, each in the deck twice."""

from __future__ import annotations

from views.french_cards import FILL, INK, SYMBOL, card_face, face, suit_chip

__all__ = ["FILL", "INK", "SYMBOL", "card_face", "face", "suit_chip"]
