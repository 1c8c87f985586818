"""Whether words on the screen are drawn whole, read from the screen's pixels.

The web client draws text on a canvas: the accessibility tree names a button or a text
whole even when the screen shows it cut ("Maximil…") or broken inside a word ("Bernar" over
"d"). What is drawn says it: a line of text is a band of rows with ink in them; a line cut
short ends in the three dots of an ellipsis, whose ink stands low and short beside the
letters; a word broken inside takes more lines than it has words.
"""

from __future__ import annotations

import collections
import io
from dataclasses import dataclass

from PIL import Image
from playwright.sync_api import Page

INK = 80
"""How far (sum of the three channels) a pixel is from the ground to count as ink."""


@dataclass(frozen=True)
class Band:
    """A line of text drawn: its rows (top, bottom, exclusive) and its columns' ink."""

    top: int
    bottom: int
    columns: list[tuple[int, int]]
    """Each run of columns with ink (a glyph, or a few touching ones): its first and last
    column."""

    @property
    def height(self) -> int:
        return self.bottom - self.top

    def glyph_height(
        self, image: Image.Image, ground: tuple[int, ...], run: tuple[int, int]
    ) -> int:
        """How many rows of this band hold ink in the columns of ``run``."""
        rows = [
            y
            for y in range(self.top, self.bottom)
            if any(inked(image.getpixel((x, y)), ground) for x in range(run[0], run[1] + 1))
        ]
        return rows[-1] - rows[0] + 1 if rows else 0


def inked(pixel: object, ground: tuple[int, ...]) -> bool:
    assert isinstance(pixel, tuple)
    return sum(abs(a - b) for a, b in zip(pixel[:3], ground[:3], strict=True)) > INK


def grab(page: Page, box: dict[str, float], inset: float = 0) -> Image.Image:
    """The pixels of ``box`` (less ``inset`` on every side), at the screen's scale."""
    clip = {
        "x": box["x"] + inset,
        "y": box["y"] + inset,
        "width": box["width"] - 2 * inset,
        "height": box["height"] - 2 * inset,
    }
    return Image.open(io.BytesIO(page.screenshot(clip=clip))).convert("RGB")  # type: ignore[arg-type]


def ground_of(image: Image.Image) -> tuple[int, ...]:
    """The commonest color of the edges: what the words are drawn on (a card's face in the
    middle may cover more of the place)."""
    width, height = image.size
    edges = [(x, y) for x in range(width) for y in (0, height - 1)]
    edges += [(x, y) for y in range(height) for x in (0, width - 1)]
    counts = collections.Counter(image.getpixel(p) for p in edges)
    return counts.most_common(1)[0][0]  # type: ignore[return-value]


def unframed(image: Image.Image, ground: tuple[int, ...]) -> Image.Image:
    """``image`` with a frame's lines painted over with the ground: a row or a column inked
    most of its length is a border (a field's, a button's), not text."""
    width, height = image.size
    image = image.copy()
    for y in range(height):
        if sum(inked(image.getpixel((x, y)), ground) for x in range(width)) > 0.8 * width:
            for x in range(width):
                image.putpixel((x, y), ground)
    for x in range(width):
        if sum(inked(image.getpixel((x, y)), ground) for y in range(height)) > 0.6 * height:
            for y in range(height):
                image.putpixel((x, y), ground)
    return image


def _runs(flags: list[bool]) -> list[tuple[int, int]]:
    """The runs of ``True`` in ``flags``: each its first index and the one after its last."""
    runs: list[tuple[int, int]] = []
    i = 0
    while i < len(flags):
        if not flags[i]:
            i += 1
            continue
        start = i
        while i < len(flags) and flags[i]:
            i += 1
        runs.append((start, i))
    return runs


def bands(image: Image.Image) -> tuple[list[Band], tuple[int, ...]]:
    """The lines of text drawn in ``image`` (bands of rows with ink, a blank row between),
    and the ground they are drawn on (a frame around them left out)."""
    ground = ground_of(image)
    width, height = image.size
    rows = [any(inked(image.getpixel((x, y)), ground) for x in range(width)) for y in range(height)]
    found: list[Band] = []
    for top, bottom in _runs(rows):
        cols = [
            any(inked(image.getpixel((x, r)), ground) for r in range(top, bottom))
            for x in range(width)
        ]
        found.append(Band(top, bottom, [(start, end - 1) for start, end in _runs(cols)]))
    return found, ground


def cut_short(image: Image.Image, band: Band, ground: tuple[int, ...]) -> bool:
    """Whether the line ``band`` ends in an ellipsis: its last three runs of ink are dots,
    low and short beside the line's letters."""
    if len(band.columns) < 3:
        return False
    tall = max(band.glyph_height(image, ground, run) for run in band.columns)
    last = band.columns[-3:]
    return all(band.glyph_height(image, ground, run) * 3 < tall for run in last)


def drawn_whole(
    page: Page,
    box: dict[str, float],
    text: str,
    inset: float = 0,
    lines: int = 0,
    under_face: bool = False,
    framed: bool = False,
) -> str:
    """What is wrong with how ``text`` is drawn in ``box`` ("" if nothing): a line cut
    short by an ellipsis, or more lines than it has words (a word broken inside).
    ``lines``: the text is the last so many lines drawn in the box (a name under a card's
    face); 0: all of them. ``under_face``: the text is the one line right under the
    tallest thing drawn (a card's face), and the marks under it: none ends cut short.
    ``framed`` (or an
    ``inset``): the lines of a frame around it are left out."""
    image = grab(page, box, inset)
    if inset or framed:  # inside a button's or a field's frame
        image = unframed(image, ground_of(image))
    found, ground = bands(image)
    found = [b for b in found if b.height >= 5]  # a line of text, not a rule or a border
    if under_face and not found:
        return f"nothing is drawn in {box} for {text!r}"
    if under_face:  # the name's lines and the marks' under it: none cut
        face = max(range(len(found)), key=lambda i: found[i].height)
        under = found[face + 1 :]
        if not under:
            return f"{text!r} is not drawn under the card in {box}"
        cut = [b for b in under if cut_short(image, b, ground)]
        return f"{text!r} or its marks cut short (an ellipsis) in {box}" if cut else ""
    if lines:
        found = found[-lines:]
    words = len(text.replace("-", "- ").split())
    if not found:
        return f"{text!r} is not drawn in {box}"
    if any(cut_short(image, b, ground) for b in found):
        return f"{text!r} is cut short (an ellipsis) in {box}"
    if len(found) > words:
        return f"{text!r} takes {len(found)} lines for {words} words in {box}"
    return ""
