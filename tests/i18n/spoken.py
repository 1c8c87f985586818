"""What the app says in English: the engine's sentence with every card named, not written
in record notation (``Blue 1``, not ``B1``; ``King``, not ``king``), and a negative number
with a true minus sign (``−1``)."""

from __future__ import annotations

import re

_COLORS = {"B": "Blue", "G": "Green", "R": "Red", "Y": "Yellow", "K": "Black"}
_CARD = re.compile(r"(?<!')\b([BGRYK])(\d+)\b")
_NEGATIVE = re.compile(r"(?<![\w-])-(\d)")
_SPECIAL = re.compile(r"\b(king|queen|harlequin|mathematician|alchemist|dungeon)\b")


def spoken(message: str, specials: bool = False) -> str:
    """``error.message`` as the app's English says it (a message that teaches the
    notation, "e.g. R10", keeps it)."""
    if "e.g." in message:
        return message
    said = _CARD.sub(lambda m: f"{_COLORS[m.group(1)]} {m.group(2)}", message)
    said = _NEGATIVE.sub(r"−\1", said)
    if specials:
        said = _SPECIAL.sub(lambda m: m.group(1).capitalize(), said)
    return said
