"""Partout's cards on screen: the four colors with a shape each, the six specials' icons,
and a card face used by the pad, the trick and the endings."""

from __future__ import annotations

import flet as ft

from engine.partout import Card, Color, Emblem, Special

#: Fill color of each card color (the same in light and dark themes: cards are cards).
FILL: dict[Color, str] = {
    Color.RED: "#C62828",
    Color.GREEN: "#2E7D32",
    Color.BLUE: "#1565C0",
    Color.BLACK: "#262626",
}
INK = "#FFFFFF"
"""Text and symbol color on every fill."""
#: A shape for each color, so a black-and-white screen still tells them apart.
SYMBOL: dict[Color, ft.IconData] = {
    Color.RED: ft.Icons.CIRCLE,
    Color.GREEN: ft.Icons.CHANGE_HISTORY,
    Color.BLUE: ft.Icons.SQUARE,
    Color.BLACK: ft.Icons.DIAMOND,
}
#: The specials' faces: an icon each, on one fill.
ICON: dict[Special, ft.IconData] = {
    Special.KING: ft.Icons.MAN,
    Special.QUEEN: ft.Icons.WOMAN,
    Special.HARLEQUIN: ft.Icons.THEATER_COMEDY,
    Special.MATHEMATICIAN: ft.Icons.CALCULATE,
    Special.ALCHEMIST: ft.Icons.SCIENCE,
    Special.DUNGEON: ft.Icons.LOCK,
}
SPECIAL_FILL = "#6A1B9A"


def fill(card: Card) -> str:
    """The face color of a card."""
    return FILL[card.color] if isinstance(card, Emblem) else SPECIAL_FILL


def face(card: Card, size: int = 18, name: str = "") -> list[ft.Control]:
    """What a card's face shows: its color's shape above its number, or a special's icon
    (with ``name`` under it when given)."""
    if isinstance(card, Emblem):
        return [
            ft.Icon(SYMBOL[card.color], size=size * 0.7, color=INK),
            ft.Text(str(card.number), size=size, weight=ft.FontWeight.BOLD, color=INK),
        ]
    assert isinstance(card, Special)
    parts: list[ft.Control] = [ft.Icon(ICON[card], size=size * 1.2, color=INK)]
    if name:
        parts.append(
            ft.Text(
                name,
                size=9,
                color=INK,
                max_lines=1,
                overflow=ft.TextOverflow.ELLIPSIS,
                text_align=ft.TextAlign.CENTER,
            )
        )
    return parts


def card_face(card: Card, size: int = 18) -> ft.Container:
    """A small card face for the trick, the last-trick dialog and the endings; a special's
    and a number card's built alike (a special's has a number's place, hidden), so a place of
    the trick takes one after the other by its values."""
    parts = face(card, size)
    if len(parts) == 1:
        parts.append(ft.Text("", size=size, weight=ft.FontWeight.BOLD, color=INK, visible=False))
    return ft.Container(
        content=ft.Column(
            parts,
            spacing=0,
            tight=True,
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        ),
        bgcolor=fill(card),
        border_radius=8,
        width=size * 2.7,
        height=size * 3.1,
        alignment=ft.Alignment.CENTER,
    )


def color_chip(color: Color, text: str) -> ft.Container:
    """A color's shape and name on its fill: the trump color, a color to choose."""
    return ft.Container(
        content=ft.Row(
            [
                ft.Icon(SYMBOL[color], size=14, color=INK),
                ft.Text(text, size=15, weight=ft.FontWeight.BOLD, color=INK),
            ],
            spacing=4,
            tight=True,
        ),
        bgcolor=FILL[color],
        border_radius=8,
        padding=ft.Padding.symmetric(horizontal=8, vertical=4),
    )
