"""A small colored badge with the color's symbol and letter (and optionally a count)."""

from __future__ import annotations

import flet as ft

from assistant.languages import Translator
from engine.mit_list_und_tuecke import Color
from views.look import FILL, INK, SYMBOL
from views.mit_list_und_tuecke.model import KEPT, stack_name
from views.shell import current_tr
from views.spoken import named


def color_badge(
    color: Color,
    count: int | None = None,
    kept: bool = False,
    dim: bool = False,
    tr: Translator | None = None,
) -> ft.Control:
    """``■ B`` on blue, ``★ Y 3`` on yellow; a kept color gets a lock; readable as text.

    Letter and name follow ``tr`` (by default the language of the page being served).
    """
    tr = tr or current_tr()
    parts: list[ft.Control] = [
        ft.Icon(SYMBOL[color], size=12, color=INK[color]),
        ft.Text(tr.color_letter(color), size=13, weight=ft.FontWeight.BOLD, color=INK[color]),
    ]
    if count is not None:
        parts.append(ft.Text(str(count), size=13, color=INK[color]))
    if kept:
        parts.append(ft.Icon(ft.Icons.LOCK, size=12, color=INK[color]))
    spoken = named(stack_name(tr, color, count), tr._(KEPT) if kept else "")
    return ft.Semantics(
        label=spoken,
        exclude_semantics=True,
        content=ft.Container(
            content=ft.Row(parts, spacing=3, tight=True),
            bgcolor=FILL[color],
            border_radius=6,
            padding=ft.Padding.symmetric(horizontal=6, vertical=3),
            opacity=0.4 if dim else 1.0,
        ),
    )


def card_face(color: Color, number: int, size: int = 18) -> ft.Container:
    """A card as a small colored face: symbol above the number."""
    return ft.Container(
        content=ft.Column(
            [
                ft.Icon(SYMBOL[color], size=size * 0.7, color=INK[color]),
                ft.Text(str(number), size=size, weight=ft.FontWeight.BOLD, color=INK[color]),
            ],
            spacing=0,
            tight=True,
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        ),
        bgcolor=FILL[color],
        border_radius=8,
        width=size * 2.7,
        height=size * 3.1,
        alignment=ft.Alignment.CENTER,
    )
