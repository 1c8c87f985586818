"""The share picture: a game's final standings drawn as a PNG to send to the group.

Drawn with Pillow in the fonts that ship with the package (``assistant/fonts``: DejaVu
Sans, Latin-1 and Latin Extended-A), so umlauts and accents show on any device; the
words come from the translator of the language asked for.
"""

from __future__ import annotations

import io
import math
from functools import cache
from importlib.resources import files

from PIL import Image, ImageDraw, ImageFont
from sqlalchemy import Engine

from assistant.games.kinds import kind
from assistant.languages import NC_, Translator, translator
from assistant.looking_back.summaries import GameDetail, game_detail
from assistant.storage.models import GameStatus
from engine.partout import teams_of, variant

PARTOUT = "partout"
WIDTH = 900
HEADER = 150
COLUMN_HEADS = 44
ROW = 56
FOOTER = 48
MARGIN = 36

_FINAL = NC_("share picture", "Final standings")
_SO_FAR = NC_("share picture", "Standings after {played} of {rounds} rounds")
_ABANDONED = NC_("share picture", "Abandoned after {played} of {rounds} rounds")
_PLAYER = NC_("share picture, column", "Player")
_TEAM = NC_("share picture, column", "Team")
_TOTAL = NC_("share picture, column", "Total")

_INK = (33, 37, 41)
_PAPER = (250, 247, 240)
_BAND = (27, 94, 62)
_BAND_INK = (255, 255, 255)
_MUTED = (108, 117, 125)
_WINNER = (255, 236, 179)
_STAR = (214, 158, 0)
_RULE = (222, 216, 203)
_SUITS = {
    "mit-list-und-tuecke": ((33, 99, 186), (46, 139, 87), (200, 40, 40), (232, 184, 0)),
    PARTOUT: ((198, 40, 40), (46, 125, 50), (21, 101, 192), (38, 38, 38)),
}


def rows_of(detail: GameDetail) -> list[tuple[str, str]]:
    """The picture's rows: each player, or in Partout each team (its name, and the member
    whose points are the team's)."""
    if detail.game == PARTOUT:
        return [(team.name, team.players[0]) for team in teams_of(detail.players)]
    return [(player, player) for player in detail.players]


def rounds_of(detail: GameDetail) -> int:
    """How many rounds the game has: one per player, or Partout's count for the table."""
    if detail.game == PARTOUT:
        return variant(len(detail.players)).rounds
    return len(detail.players)


def picture_size(players: int) -> tuple[int, int]:
    """The picture's width and height for a table of ``players``."""
    return WIDTH, HEADER + COLUMN_HEADS + ROW * players + FOOTER


def share_png(db: Engine, game_id: int, lang: str = "en") -> bytes:
    """The standings of a game as PNG bytes: title, date, players ranked, rounds, totals."""
    detail = game_detail(db, game_id)
    image = draw(detail, translator(lang))
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=True)
    return out.getvalue()


@cache
def _font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    data = files("assistant.looking_back").joinpath("fonts", name).read_bytes()
    return ImageFont.truetype(io.BytesIO(data), size)


def draw(detail: GameDetail, tr: Translator) -> Image.Image:
    """The picture of a game's standings."""
    width, height = picture_size(len(rows_of(detail)))
    image = Image.new("RGB", (width, height), _PAPER)
    pen = ImageDraw.Draw(image)
    _header(pen, detail, tr)
    _table(pen, detail, tr)
    pen.text(
        (width - MARGIN, height - FOOTER / 2),
        "listig",
        font=_font(16),
        fill=_MUTED,
        anchor="rm",
    )
    return image


def _header(pen: ImageDraw.ImageDraw, detail: GameDetail, tr: Translator) -> None:
    pen.rectangle((0, 0, WIDTH, HEADER - 40), fill=_BAND)
    name = kind(detail.game).TITLE
    title = f"{name} — {detail.title}" if detail.title else name
    pen.text(
        (MARGIN, 22),
        _fit(title, _font(30, True), WIDTH - 2 * MARGIN - 110),
        font=_font(30, True),
        fill=_BAND_INK,
    )
    pen.text((MARGIN, 66), tr.date(detail.day), font=_font(20), fill=_BAND_INK)
    suits = _SUITS.get(detail.game, _SUITS["mit-list-und-tuecke"])
    for index, color in enumerate(suits):
        x = WIDTH - MARGIN - 14 - (len(suits) - 1 - index) * 26
        pen.ellipse((x - 9, 33, x + 9, 51), fill=color, outline=_BAND_INK, width=2)
    played, rounds = len(detail.rounds), rounds_of(detail)
    if detail.status is GameStatus.FINISHED:
        subtitle = tr.pgettext(*_FINAL)
    elif detail.status is GameStatus.ABANDONED:
        subtitle = tr.pgettext(*_ABANDONED).format(played=played, rounds=rounds)
    else:
        subtitle = tr.pgettext(*_SO_FAR).format(played=played, rounds=rounds)
    pen.text((MARGIN, HEADER - 28), subtitle, font=_font(22, True), fill=_INK)


def _table(pen: ImageDraw.ImageDraw, detail: GameDetail, tr: Translator) -> None:
    rows, n = rows_of(detail), rounds_of(detail)
    total_x = WIDTH - MARGIN
    first_round_x = 430
    step = (total_x - 110 - first_round_x) / max(n - 1, 1)
    round_x = [first_round_x + i * step for i in range(n)]
    top = HEADER + 8
    small = _font(16)
    head = _TEAM if detail.game == PARTOUT and len(detail.players) != 3 else _PLAYER
    pen.text((MARGIN + 48, top + 18), tr.pgettext(*head), font=small, fill=_MUTED, anchor="lm")
    for i, x in enumerate(round_x):
        pen.text((x, top + 18), str(i + 1), font=small, fill=_MUTED, anchor="mm")
    pen.text((total_x, top + 18), tr.pgettext(*_TOTAL), font=small, fill=_MUTED, anchor="rm")
    by_round = {r.number: {line.player: line.points for line in r.lines} for r in detail.rounds}
    ranked = sorted(rows, key=lambda r: (-detail.totals[r[1]], rows.index(r)))
    winners = set(detail.winners)
    name_font, number_font, total_font = _font(22), _font(20), _font(24, True)
    number_font = _font(20 if n <= 6 else 17)
    for row, (label, player) in enumerate(ranked):
        y0 = HEADER + COLUMN_HEADS + row * ROW
        middle = y0 + ROW / 2
        if player in winners:
            pen.rounded_rectangle(
                (MARGIN - 12, y0 + 4, WIDTH - MARGIN + 12, y0 + ROW - 4), 10, fill=_WINNER
            )
            _star(pen, MARGIN + 10, middle, 13)
        else:
            rank = 1 + sum(1 for _, p in rows if detail.totals[p] > detail.totals[player])
            pen.text((MARGIN + 10, middle), f"{rank}.", font=number_font, fill=_MUTED, anchor="mm")
        name = _fit(label, name_font, first_round_x - MARGIN - 48 - 40)
        pen.text((MARGIN + 48, middle), name, font=name_font, fill=_INK, anchor="lm")
        for number, x in enumerate(round_x, start=1):
            points = by_round.get(number, {}).get(player)
            text = "–" if points is None else tr.number(points)
            pen.text((x, middle), text, font=number_font, fill=_INK, anchor="mm")
        total = tr.number(detail.totals[player])
        pen.text((total_x, middle), total, font=total_font, fill=_INK, anchor="rm")
        pen.line((MARGIN, y0 + ROW, WIDTH - MARGIN, y0 + ROW), fill=_RULE, width=1)


def _star(pen: ImageDraw.ImageDraw, x: float, y: float, radius: float) -> None:
    """A five-pointed star: the winner's mark, the same in every language."""
    points = []
    for k in range(10):
        r = radius if k % 2 == 0 else radius * 0.45
        angle = -math.pi / 2 + k * math.pi / 5
        points.append((x + r * math.cos(angle), y + r * math.sin(angle)))
    pen.polygon(points, fill=_STAR)


def _fit(text: str, font: ImageFont.FreeTypeFont, width: float) -> str:
    """``text``, shortened with an ellipsis to fit ``width`` pixels."""
    if font.getlength(text) <= width:
        return text
    while text and font.getlength(text + "…") > width:
        text = text[:-1]
    return text + "…"
