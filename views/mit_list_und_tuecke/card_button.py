"""One card of the card pad: its color, symbol and number; tapping it plays it."""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from assistant.languages import Translator
from engine.mit_list_und_tuecke import Card
from views.look import FILL, INK, SYMBOL, TEXT, PadPlace, tint
from views.mit_list_und_tuecke.model import ENGLISH, CardState, PadCard


class CardButton:
    """A card-pad button named like ``Red 10`` (``Rot 10``), restyled in place when its state
    changes."""

    def __init__(
        self, card: Card, on_tapped: Callable[[Card], None], tr: Translator = ENGLISH
    ) -> None:
        self.card = card
        self.look: CardState | None = None
        self.symbol = ft.Icon(SYMBOL[card.color], size=12)
        self.number = ft.Text(str(card.number), size=17, weight=ft.FontWeight.BOLD)
        place = PadPlace([self.symbol, self.number], tr.card_label(card), lambda: on_tapped(card))
        self.tile, self.named, self.control = place.tile, place.named, place.control

    def show(self, pad: PadCard) -> bool:
        """Restyle for ``pad.state``; returns whether the look changed.

        A card that may be played, is barred as the fourth color, or waits for a take or a
        color choice looks the same here: the table dims a barred row, or the whole pad
        while a take or a color choice is due (one change on the screen instead of fourteen
        or fifty-six; a tap on any card still says why not).
        """
        if self.named.label != pad.spoken:
            self.named.label = pad.spoken
            self.look = None
        look = LOOK[pad.state]
        if look is self.look:
            return False
        self.look = look
        self.named.visible = look is not CardState.GONE  # its place stays, empty
        color = self.card.color
        tile, symbol, number = self.tile, self.symbol, self.number
        match look:
            case CardState.PLAYABLE:
                tile.bgcolor = FILL[color]
                tile.border = None
                tile.opacity = 1.0
                symbol.color = number.color = INK[color]
            case CardState.IN_TRICK:
                tile.bgcolor = tint(FILL[color])
                tile.border = ft.Border.all(3, FILL[color])
                tile.opacity = 1.0
                symbol.color = FILL[color]
                number.color = TEXT  # yellow numbers on white were too faint
            case _:
                tile.bgcolor = None
                tile.border = ft.Border.all(1, ft.Colors.OUTLINE_VARIANT)
                tile.opacity = 0.45
                symbol.color = number.color = ft.Colors.OUTLINE
        return True


#: How each state looks on the button itself.
LOOK = {
    CardState.PLAYABLE: CardState.PLAYABLE,
    CardState.WAITING: CardState.PLAYABLE,
    CardState.FOURTH: CardState.PLAYABLE,
    CardState.IN_TRICK: CardState.IN_TRICK,
    CardState.GONE: CardState.GONE,
}
