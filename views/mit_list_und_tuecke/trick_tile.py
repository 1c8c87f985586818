"""One place in the trick: the card, who played it, its live mark; tappable during a take."""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from assistant.languages import Translator
from engine.mit_list_und_tuecke import Card
from views.fit import sized
from views.look import FILL, INK, SYMBOL, whole_or_cut
from views.mit_list_und_tuecke.model import ENGLISH, MARK_STATES, Mark, TakePrompt, TrickCard

SIZE = 18
NAME_SIZES = (13, 12, 11, 10, 9)
"""The sizes of a player's name under a card: the largest it is whole at on one line."""


class TrickTile:
    """A trick place updated in place (a new card, a moved mark, a pick during a take)."""

    def __init__(
        self, on_tapped: Callable[[Card], None], tr: Translator = ENGLISH, players: int = 4
    ) -> None:
        self.on_tapped = on_tapped
        self.tr = tr
        self.shown: tuple[TrickCard, bool] | None = None
        self.card: Card | None = None
        self.symbol = ft.Icon(ft.Icons.CIRCLE, size=SIZE * 0.7)
        self.number = ft.Text("", size=SIZE, weight=ft.FontWeight.BOLD)
        self.face = ft.Container(
            content=ft.Column(
                [self.symbol, self.number],
                spacing=0,
                tight=True,
                horizontal_alignment=ft.CrossAxisAlignment.CENTER,
            ),
            border_radius=8,
            width=SIZE * 2.7,
            height=SIZE * 3.1,
            alignment=ft.Alignment.CENTER,
        )
        # Six places side by side on a 360-px phone: each as wide as its share; a name
        # at the largest size it is whole at.
        width = min(84, (344 - 2 * (players - 1)) // players - 2)
        self.player = ft.Text(
            "",
            size=13,
            weight=ft.FontWeight.BOLD,
            max_lines=1,
            overflow=ft.TextOverflow.ELLIPSIS,
            text_align=ft.TextAlign.CENTER,
            width=width,
        )
        self.caption = ft.Text(
            "",
            size=10 if players > 4 else 11,
            color=ft.Colors.PRIMARY,
            max_lines=3,
            text_align=ft.TextAlign.CENTER,
            width=width,
        )
        self.tile = ft.Container(
            content=ft.Column(
                [self.face, self.player, self.caption],
                spacing=2,
                tight=True,
                horizontal_alignment=ft.CrossAxisAlignment.CENTER,
            ),
            padding=1,
            border_radius=10,
        )
        # Tappable all along (a tap outside a take does nothing), its pointer a hand only
        # during one: a tile whose tap comes and goes is drawn anew from scratch each time.
        self.touch = ft.GestureDetector(
            content=self.tile, on_tap=self.on_tile_tapped, mouse_cursor=ft.MouseCursor.BASIC
        )
        self.control = ft.Semantics(label="", exclude_semantics=True, content=self.touch)

    def hide(self) -> bool:
        """Leave the place empty; returns whether that changed anything."""
        if not self.control.visible:
            return False
        self.control.visible = False
        self.shown = None
        return True

    def show(self, tc: TrickCard, take: TakePrompt | None) -> bool:
        """Show ``tc``; during a take the tile is a button named ``Take Red 10, played by …``."""
        shown = (tc, take is not None)
        if shown == self.shown and self.control.visible:
            return False
        self.shown = shown
        self.card = card = tc.card
        self.control.visible = True
        self.symbol.icon = SYMBOL[card.color]
        self.symbol.color = self.number.color = INK[card.color]
        self.number.value = str(card.number)
        self.face.bgcolor = FILL[card.color]
        size, whole = sized(tc.player, self.player.width or 84, NAME_SIZES)
        self.player.value, self.player.size = tc.player, size
        whole_or_cut(self.player, whole)  # whole in the stacks' lines when pointed at
        if take is not None and tc.goes_to is not None:
            self.caption.value = f"→ {tc.goes_to}"
        else:
            mark = MARK_STATES[tc.mark]
            self.caption.value = self.tr._(mark) if mark else ""
        self.caption.visible = bool(self.caption.value)
        border = None
        if tc.mark is Mark.FIRST:
            border = ft.Border.all(3, ft.Colors.PRIMARY)
        elif tc.mark is Mark.SECOND:
            border = ft.Border.all(3, "#888888")
        if tc.chosen:
            border = ft.Border.all(4, ft.Colors.TERTIARY)
        self.face.border = border
        taking = take is not None
        self.tile.bgcolor = ft.Colors.SECONDARY_CONTAINER if tc.chosen else None
        self.touch.mouse_cursor = ft.MouseCursor.CLICK if taking else ft.MouseCursor.BASIC
        self.control.button = taking
        self.control.selected = tc.chosen if taking else None
        self.control.label = tc.take_spoken if taking else tc.spoken
        return True

    def on_tile_tapped(self, _: ft.TapEvent[ft.GestureDetector]) -> None:
        """Pass a tap during a take on, with the card this place shows now."""
        if self.card is not None and self.shown is not None and self.shown[1]:
            self.on_tapped(self.card)
