"""Draws listig's icon and splash artwork with Pillow: four cards fanned out on the green.

``assets/icon.png`` (1024 × 1024, opaque) is the app icon that ``flet build`` turns into
every Android and iOS size; ``assets/splash.png`` (the fan alone, transparent) is shown on
the splash colour of ``[tool.flet.splash]``. The same artwork is meant for the web app's
icons. Run ``scripts/make-icons`` after changing the drawing and commit the PNGs.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter

SIZE = 1024
SCALE = 4  # drawn four times as large, then scaled down: smooth edges
FELT = "#2E5E4E"  # views/look.py SEED
EDGE = "#FFFFFF"
# (fill, ink, symbol) left to right: views/look.py FILL, INK and SYMBOL
CARDS = (
    ("#1565C0", "#FFFFFF", "square"),
    ("#2E7D32", "#FFFFFF", "triangle"),
    ("#C62828", "#FFFFFF", "circle"),
    ("#F9C623", "#1A1A1A", "star"),
)
CARD_W, CARD_H, RADIUS, BORDER = 300, 440, 36, 14
ANGLES = (-27.0, -9.0, 9.0, 27.0)  # degrees from upright, a hand of cards
PIVOT = (512, 880)  # the fan turns about this point below the cards
REACH = 380  # from the pivot to each card's centre


def symbol(draw: ImageDraw.ImageDraw, kind: str, cx: float, cy: float, r: float, ink: str) -> None:
    """One of the four color symbols, centred on (cx, cy), about ``2 r`` across."""
    if kind == "circle":
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=ink)
    elif kind == "square":
        s = r * 0.86
        draw.rounded_rectangle((cx - s, cy - s, cx + s, cy + s), radius=r * 0.12, fill=ink)
    elif kind == "triangle":
        h = r * 1.9
        top = cy - h * 0.58
        draw.polygon(
            [(cx, top), (cx + h / math.sqrt(3), top + h), (cx - h / math.sqrt(3), top + h)],
            fill=ink,
        )
    else:  # a five-pointed star
        points = []
        for i in range(10):
            radius = r * 1.08 if i % 2 == 0 else r * 0.45
            angle = -math.pi / 2 + i * math.pi / 5
            points.append((cx + radius * math.cos(angle), cy + r * 0.08 + radius * math.sin(angle)))
        draw.polygon(points, fill=ink)


def card(fill: str, ink: str, kind: str, front: bool) -> Image.Image:
    """One upright card at the drawing scale: a white edge, its color, its symbol in the
    corner that stays in sight in a hand, and a large one in the middle of the front card."""
    w, h, k = CARD_W * SCALE, CARD_H * SCALE, SCALE
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((0, 0, w - 1, h - 1), radius=RADIUS * k, fill=EDGE)
    inset = BORDER * k
    draw.rounded_rectangle(
        (inset, inset, w - 1 - inset, h - 1 - inset), radius=(RADIUS - BORDER) * k, fill=fill
    )
    symbol(draw, kind, 80 * k, 90 * k, 36 * k, ink)
    if front:
        symbol(draw, kind, w / 2, h / 2 + 20 * k, 84 * k, ink)
    return image


def fan() -> Image.Image:
    """The four cards fanned out on a transparent square, at the drawing scale."""
    k = SCALE
    canvas = Image.new("RGBA", (SIZE * k, SIZE * k), (0, 0, 0, 0))
    shadows = Image.new("RGBA", canvas.size, (0, 0, 0, 0))
    placed = []
    for i, ((fill, ink, kind), degrees) in enumerate(zip(CARDS, ANGLES, strict=True)):
        front = i == len(CARDS) - 1
        turned = card(fill, ink, kind, front).rotate(
            -degrees, resample=Image.Resampling.BICUBIC, expand=True
        )
        theta = math.radians(degrees)
        cx = (PIVOT[0] + REACH * math.sin(theta)) * k
        cy = (PIVOT[1] - REACH * math.cos(theta)) * k
        corner = (round(cx - turned.width / 2), round(cy - turned.height / 2))
        shadow = Image.new("RGBA", turned.size, (0, 0, 0, 90))
        shadows.paste(shadow, (corner[0] + 6 * k, corner[1] + 10 * k), turned)
        placed.append((turned, corner))
    canvas.alpha_composite(shadows.filter(ImageFilter.GaussianBlur(10 * k)))
    for turned, corner in placed:
        canvas.alpha_composite(turned, corner)
    return canvas


def icon(artwork: Image.Image) -> Image.Image:
    """The app icon: the fan on the felt, square and opaque (each platform rounds it)."""
    felt = Image.new("RGBA", artwork.size, FELT)
    felt.alpha_composite(artwork)
    return felt.convert("RGB").resize((SIZE, SIZE), Image.Resampling.LANCZOS)


def splash(artwork: Image.Image) -> Image.Image:
    """The splash image: the fan alone, on the splash colour the build paints behind it."""
    return artwork.resize((SIZE, SIZE), Image.Resampling.LANCZOS)


def main(folder: Path) -> None:
    """Draw both images into ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    artwork = fan()
    icon(artwork).save(folder / "icon.png", optimize=True)
    splash(artwork).save(folder / "splash.png", optimize=True)
    print(f"wrote {folder / 'icon.png'} and {folder / 'splash.png'}")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).parent.parent / "assets")
