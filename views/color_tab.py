"""A color tab above a card pad, for every game: the color's shape and name and how many
of its cards are left; tapping it shows that color's numbers on the pad."""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

import flet as ft

from views.look import DIM, TAP_HEIGHT, TEXT, tint

C = TypeVar("C")


class ColorTab(Generic[C]):
    """One color's tab: ``show`` the cards left (and whether the color is barred),
    ``select`` it while the pad shows its numbers."""

    def __init__(
        self,
        color: C,
        title: str,
        look: tuple[str, str, ft.IconData],
        on_tapped: Callable[[C], None],
        size: int = 14,
        spacing: int = 3,
    ) -> None:
        """``look`` is the color's fill, the ink on that fill and its shape; ``size`` the
        name's and the shape's, ``spacing`` the gap between them."""
        self.color = color
        fill, self.ink, shape = look
        self.fill, self.shape = fill, shape
        self.shown: tuple[int, bool] | None = None
        self.selected = False
        self.symbol = ft.Icon(shape, size=size, color=fill)
        # Words in the theme's ink on a tint of the color: yellow on white was too faint.
        self.name = ft.Text(title, size=size, weight=ft.FontWeight.BOLD, color=TEXT)
        self.left = ft.Text("", size=12, color=TEXT)
        self.tile = ft.Container(
            content=ft.Column(
                [ft.Row([self.symbol, self.name], spacing=spacing, tight=True), self.left],
                spacing=0,
                tight=True,
                horizontal_alignment=ft.CrossAxisAlignment.CENTER,
                alignment=ft.MainAxisAlignment.CENTER,
            ),
            height=TAP_HEIGHT,
            border_radius=8,
            border=ft.Border.all(2, fill),
            bgcolor=tint(fill),
            alignment=ft.Alignment.CENTER,
            on_click=lambda _: on_tapped(color),
        )
        self.control = ft.Semantics(
            label=title,
            button=True,
            selected=False,
            exclude_semantics=True,
            content=self.tile,
            expand=True,
        )

    def show(self, left: int, barred: bool = False) -> bool:
        """Show how many cards are left and whether the color is barred; returns whether
        that changed."""
        if self.shown == (left, barred):
            return False
        self.shown = (left, barred)
        self.left.value = str(left)
        self.symbol.icon = ft.Icons.BLOCK if barred else self.shape
        self.tile.opacity = DIM if barred or not left else 1.0
        return True

    def select(self, selected: bool) -> bool:
        """Fill the tab while its color shows; returns whether that changed."""
        if selected == self.selected:
            return False
        self.selected = selected
        self.tile.bgcolor = self.fill if selected else tint(self.fill)
        self.symbol.color = self.ink if selected else self.fill
        self.name.color = self.left.color = self.ink if selected else TEXT
        self.control.selected = selected
        return True
