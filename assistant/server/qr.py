"""QR codes of the join address: a picture for the host's Join page, text for the terminal.

Drawn by segno (pure Python, no imaging library needed, and it writes the terminal's
block characters itself), not by hand.
"""

from __future__ import annotations

import io

import segno


def png(text: str, scale: int = 8) -> bytes:
    """A PNG of the QR code of ``text``, dark on white with the quiet zone."""
    buffer = io.BytesIO()
    segno.make(text, error="m", micro=False).save(buffer, kind="png", scale=scale, border=4)
    return buffer.getvalue()


def terminal(text: str) -> str:
    """The QR code of ``text`` drawn with half-block characters, for the terminal."""
    code = segno.make(text, error="m", micro=False)
    rows = [[bool(cell) for cell in row] for row in code.matrix_iter(scale=1, border=2)]
    if len(rows) % 2:
        rows.append([False] * len(rows[0]))
    lines = []
    for top, bottom in zip(rows[0::2], rows[1::2], strict=True):
        line = ""
        for upper, lower in zip(top, bottom, strict=True):
            # light background, dark modules: print the light parts as blocks
            line += {(False, False): "█", (True, False): "▄", (False, True): "▀"}.get(
                (upper, lower), " "
            )
        lines.append(line)
    return "\n".join(lines)
