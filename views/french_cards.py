"""The French-suited pack on screen (Tysiacha, Homme de Brou, Gaigel): a fill and a symbol
for each suit, a rank's letter in the tab's language, and a card face for the pad, the
trick and the endings."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import flet as ft

from assistant.languages import NC_, Translator
from engine.french import Card, Rank, Suit
from views.look import TEXT, PadPlace, tint

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


class PadState(Protocol):
    """What a pad card shows: its accessible name, in the trick, chosen (a widow's or a
    dummy's hand being tapped)."""

    @property
    def label(self) -> str: ...

    @property
    def in_trick(self) -> bool: ...

    @property
    def chosen(self) -> bool: ...


class PadButton:
    """A card of a French-suited pad (Tysiacha, Homme de Brou), named as people say it,
    restyled in place as it is played; ``size`` its face's, ``width`` its place's."""

    def __init__(
        self,
        card: Card,
        on_tapped: Callable[[Card], None],
        tr: Translator,
        size: int,
        width: int,
    ) -> None:
        self.card = card
        self.look: tuple[bool, bool] | None = None
        self.parts = face(card, tr, size)
        place = PadPlace(self.parts, card.said(tr), lambda: on_tapped(card))
        self.tile, self.named, self.control = place.tile, place.named, place.control
        self.tile.width = self.control.width = width

    def show(self, pad: PadState) -> bool:
        """Restyle: on its fill while in hand, outlined while it lies in the trick, framed
        while chosen; whether that changed."""
        look = (pad.in_trick, pad.chosen)
        if look == self.look and self.named.label == pad.label:
            return False
        self.look = look
        self.named.label = pad.label
        fill = FILL[self.card.suit]
        self.tile.bgcolor = tint(fill) if pad.in_trick else fill
        if pad.in_trick:
            self.tile.border = ft.Border.all(3, fill)
        elif pad.chosen:
            self.tile.border = ft.Border.all(4, ft.Colors.AMBER_400)
        else:
            self.tile.border = None
        for part in self.parts:
            part.color = TEXT if pad.in_trick else INK  # type: ignore[attr-defined]
        return True

    def hide(self, hidden: bool) -> bool:
        """Take a played card off the pad (its place stays, empty)."""
        if self.named.visible == (not hidden):
            return False
        self.named.visible = not hidden
        return True
