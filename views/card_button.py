"""One card of the card pad: its color, symbol and number; tapping it plays it."""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from assistant.table import CardState, PadCard
from engine import Card
from views.look import FILL, INK, SYMBOL, TAP_HEIGHT, TAP_WIDTH


class CardButton:
    """A card-pad button named like ``Red 10``, restyled in place when its state changes."""

    def __init__(self, card: Card, on_tapped: Callable[[Card], None]) -> None:
        self.card = card
        self.state: CardState | None = None
        self.symbol = ft.Icon(SYMBOL[card.color], size=12)
        self.number = ft.Text(str(card.number), size=17, weight=ft.FontWeight.BOLD)
        self.tile = ft.Container(
            content=ft.Column(
                [self.symbol, self.number],
                spacing=0,
                tight=True,
                horizontal_alignment=ft.CrossAxisAlignment.CENTER,
                alignment=ft.MainAxisAlignment.CENTER,
            ),
            width=TAP_WIDTH,
            height=TAP_HEIGHT,
            border_radius=8,
            alignment=ft.Alignment.CENTER,
            on_click=lambda _: on_tapped(card),
        )
        self.control = ft.Semantics(
            label=card.label, button=True, exclude_semantics=True, content=self.tile
        )

    def show(self, pad: PadCard) -> None:
        """Restyle for ``pad.state``; nothing changes when the state is the same."""
        if pad.state is self.state:
            return
        self.state = pad.state
        color = self.card.color
        tile, symbol, number = self.tile, self.symbol, self.number
        tile.tooltip = pad.reason or None
        tile.opacity = 1.0
        tile.border = None
        symbol.icon = SYMBOL[color]
        match pad.state:
            case CardState.PLAYABLE | CardState.WAITING:
                tile.bgcolor = FILL[color]
                symbol.color = number.color = INK[color]
                tile.opacity = 1.0 if pad.state is CardState.PLAYABLE else 0.55
            case CardState.IN_TRICK:
                tile.bgcolor = None
                tile.border = ft.Border.all(3, FILL[color])
                symbol.color = number.color = FILL[color]
            case CardState.GONE:
                tile.bgcolor = None
                tile.border = ft.Border.all(1, ft.Colors.OUTLINE_VARIANT)
                symbol.color = number.color = ft.Colors.OUTLINE
                tile.opacity = 0.45
            case CardState.FOURTH:
                tile.bgcolor = FILL[color]
                symbol.icon = ft.Icons.BLOCK
                symbol.color = number.color = INK[color]
                tile.opacity = 0.3
