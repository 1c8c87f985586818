"""The French-suited pack on screen (Tysiacha, Homme de Brou, Gaigel): a fill and a symbol
for each suit, a rank's letter in the tab's language, a card face for the pad, the trick
and the endings, and the pad: a row of cards a suit."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Protocol

import flet as ft

from assistant.languages import NC_, Translator
from engine.french import Card, Rank, Suit
from views.table_parts import PadButton, PadState

#: Each suit on its own fill (a four-colour pack: a quick glance tells the suits apart).
FILL: dict[Suit, str] = {
    Suit.SPADES: "#262626",
    Suit.CLUBS: "#2E7D32",
    Suit.DIAMONDS: "#1565C0",
    Suit.HEARTS: "#C62828",
}
INK = "#FFFFFF"
"""Text and symbol color on every fill."""

#: The suit's symbol, a character of the bundled font.
SYMBOL: dict[Suit, str] = {
    Suit.SPADES: "♠",
    Suit.CLUBS: "♣",
    Suit.DIAMONDS: "♦",
    Suit.HEARTS: "♥",
}

#: A rank's letter on a card's face, as each language writes it (König K, roi R).
RANK_LETTERS: dict[Rank, tuple[str, str]] = {
    Rank.ACE: NC_("rank letter", "A"),
    Rank.TEN: NC_("rank letter", "10"),
    Rank.KING: NC_("rank letter", "K"),
    Rank.QUEEN: NC_("rank letter", "Q"),
    Rank.JACK: NC_("rank letter", "J"),
    Rank.NINE: NC_("rank letter", "9"),
    Rank.EIGHT: NC_("rank letter", "8"),
    Rank.SEVEN: NC_("rank letter", "7"),
}


def rank_letter(rank: Rank, tr: Translator) -> str:
    """``K`` for a king in English, ``K`` in German, ``R`` in French."""
    return tr.pgettext(*RANK_LETTERS[rank])


def suit_title(suit: Suit, tr: Translator) -> str:
    """A suit as a label: ``Hearts``, ``Herz``, ``Cœur``."""
    name = suit.said(tr)
    return name[:1].upper() + name[1:]


def short(card: Card, tr: Translator) -> str:
    """A card in two characters: ``K♥``, ``10♠`` (``R♥`` in French)."""
    return f"{rank_letter(card.rank, tr)}{SYMBOL[card.suit]}"


def face(card: Card, tr: Translator, size: int = 17) -> list[ft.Control]:
    """What a card's face shows: its rank's letter above its suit's symbol."""
    return [
        ft.Text(rank_letter(card.rank, tr), size=size, weight=ft.FontWeight.BOLD, color=INK),
        ft.Text(SYMBOL[card.suit], size=size * 0.85, color=INK),
    ]


def card_face(card: Card, tr: Translator, size: int = 18) -> ft.Container:
    """A small card face for the trick, the last-trick dialog and the endings."""
    return ft.Container(
        content=ft.Column(
            face(card, tr, size),
            spacing=0,
            tight=True,
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        ),
        bgcolor=FILL[card.suit],
        border_radius=8,
        width=size * 2.7,
        height=size * 3.1,
        alignment=ft.Alignment.CENTER,
    )


def suit_chip(suit: Suit, text: str) -> ft.Container:
    """A suit's symbol and a word on its fill: the trump in force."""
    return ft.Container(
        content=ft.Row(
            [
                ft.Text(SYMBOL[suit], size=15, color=INK),
                ft.Text(text, size=15, weight=ft.FontWeight.BOLD, color=INK),
            ],
            spacing=4,
            tight=True,
        ),
        bgcolor=FILL[suit],
        border_radius=8,
        padding=ft.Padding.symmetric(horizontal=8, vertical=4),
    )


def pad_button(
    card: Card, on_tapped: Callable[[Card], None], tr: Translator, size: int, width: int
) -> PadButton[Card]:
    """A card of a French-suited pad, named as people say it; ``size`` its face's, ``width``
    its place's."""
    button = PadButton(card, face(card, tr, size), (FILL[card.suit], INK), card.said(tr), on_tapped)
    button.tile.width = button.control.width = width
    return button


def trump_chip(suit: Suit | None, text: str) -> ft.Control:
    """The trump in force on its suit's fill, or in words while there is none."""
    if suit is None:
        return ft.Text(text, size=14, weight=ft.FontWeight.W_600)
    return suit_chip(suit, text)


class FrenchPad:
    """The pad of a French-suited pack (Tysiacha, Homme de Brou, Gaigel): a row of cards a
    suit, in ``suits``' order, built once and restyled in place as cards are played."""

    def __init__(
        self,
        pack: Sequence[Card],
        suits: Sequence[Suit],
        on_tapped: Callable[[Card], None],
        tr: Translator,
        size: int,
        width: int,
        spacing: int = 4,
    ) -> None:
        self.buttons: dict[Card, PadButton[Card]] = {}
        rows: list[ft.Control] = []
        for suit in suits:
            row = ft.Row([], spacing=spacing)
            for card in pack:
                if card.suit is suit:
                    button = pad_button(card, on_tapped, tr, size, width)
                    self.buttons[card] = button
                    row.controls.append(button.control)
            rows.append(row)
        self.control = ft.Column(rows, spacing=4)

    def show(self, pads: Iterable[PadCard]) -> list[ft.Control]:
        """Restyle each card as ``pads`` says; the cards that changed."""
        return [self.buttons[pad.card].control for pad in pads if self.buttons[pad.card].show(pad)]


class PadCard(PadState, Protocol):
    """A card of the pad and how it shows now."""

    @property
    def card(self) -> Card: ...
