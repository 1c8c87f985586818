"""What every game's colors (suits) share: a letter in records, an English word in
messages, and that word said in a player's language."""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.errors import Words


class ColorWords:
    """Mixed into a game's ``StrEnum`` of colors: a member's English word is its name in
    lower case (``Color.BLUE`` is ``blue``), and a language says it as its ``color`` word.

    >>> from enum import StrEnum
    >>> class Suit(ColorWords, StrEnum):
    ...     BLACK = "K"
    >>> Suit.BLACK.label
    'black'
    """

    @property
    def label(self) -> str:
        """The English name: ``Color.RED.label == 'red'``."""
        assert isinstance(self, Enum)
        return self.name.lower()

    def said(self, words: Words) -> str:
        """The color as a word of ``words``' language: ``blue``, ``Blau``, ``bleu``."""
        return words.word("color", self.label)
