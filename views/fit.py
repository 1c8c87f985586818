"""Words measured with the app's own font before they are sent: whether a name or a sentence
fits its place whole, in how many lines when it wraps at its words, and the largest of a
few sizes at which it does.

The web client draws every text in the bundled DejaVu Sans (``views.look.FONT``), bold
included (drawn from the same font: a bold word is as wide), so its widths are known here
to the pixel; a little room is kept for the difference between the two renderers.
"""

from __future__ import annotations

import io
import re
from collections.abc import Sequence
from functools import cache
from importlib.resources import files
from pathlib import Path

from PIL import ImageFont

ASSET = Path(__file__).resolve().parents[1] / "assets" / "fonts" / "DejaVuSans.ttf"
"""The font the web client draws with (a packaged app may not carry the assets folder: then
the same font from the standings picture's package)."""
SCALE = 100
"""The size the font is measured at; a width at another size is in proportion."""
SLACK = 1.04
"""A width measured here, times this, is at least the width drawn on screen."""
LINE = 1.17
"""A line's height, in font sizes (the app's font: its ascent and descent)."""
PIECE = re.compile(r"[^\s-]*-+|\S+")
"""A word as a line may end after it: up to a space, or a hyphen ("Jean-" of "Jean-Baptiste")."""


@cache
def _font() -> ImageFont.FreeTypeFont:
    if ASSET.exists():
        return ImageFont.truetype(str(ASSET), SCALE)
    data = files("assistant.looking_back").joinpath("fonts", "DejaVuSans.ttf").read_bytes()
    return ImageFont.truetype(io.BytesIO(data), SCALE)


def width(text: str, size: float) -> float:
    """How wide ``text`` is drawn at ``size`` (logical pixels, with the slack)."""
    return _font().getlength(text) * size / SCALE * SLACK


def lines(text: str, size: float, room: float) -> int | None:
    """How many lines ``text`` takes in ``room`` pixels at ``size``, wrapped at its words (at
    a space, or after a hyphen); ``None`` when one of its words alone is wider than ``room``
    (it would be broken inside)."""
    count, line = 0, ""
    for paragraph in text.split("\n"):
        count += 1
        line = ""
        for piece in PIECE.findall(paragraph):
            joined = f"{line} {piece}" if line and not line.endswith("-") else line + piece
            if width(joined.strip(), size) <= room:
                line = joined
                continue
            if width(piece, size) > room:
                return None
            if line:
                count += 1
            line = piece
    return count


def fitting(text: str, room: float, sizes: Sequence[float], most: int = 1) -> float | None:
    """The first of ``sizes`` (largest first) at which ``text`` fits ``room`` pixels in
    ``most`` lines at the most, wrapped at its words; ``None``: it fits at none of them."""
    for size in sizes:
        needed = lines(text, size, room)
        if needed is not None and needed <= most:
            return size
    return None


def sized(text: str, room: float, sizes: Sequence[float], most: int = 1) -> tuple[float, bool]:
    """The size to draw ``text`` at in ``room`` (``most`` lines), and whether it is whole at
    that size; not whole: the smallest of ``sizes``, and the text is cut short."""
    size = fitting(text, room, sizes, most)
    return (size, True) if size is not None else (sizes[-1], False)


def boxed(text: str, room: float, height: float, sizes: Sequence[float]) -> tuple[float, int, bool]:
    """The size to draw ``text`` at in ``room`` × ``height`` pixels, the lines that height
    holds at it, and whether it is whole: the largest of ``sizes`` at which it fits those
    lines wrapped at its words; at none, the smallest, and the text is cut short."""
    for size in sizes:
        most = int(height // (size * LINE))
        needed = lines(text, size, room)
        if needed is not None and needed <= most:
            return size, most, True
    size = sizes[-1]
    return size, int(height // (size * LINE)), False


def row_size(texts: Sequence[str], room: float, sizes: Sequence[float], most: int = 1) -> float:
    """One size for a row of ``texts`` each in ``room``: the largest of ``sizes`` at which
    each that can be whole is (in ``most`` lines); the smallest when none can."""
    fits = [fitting(text, room, sizes, most) for text in texts]
    return min((f for f in fits if f is not None), default=sizes[-1])
