"""The Tysiacha table: whose turn, the auction or the contract, the trump in force and where
it came from, the one-tap choices (bids, pass, final bid, forty each, a marriage), the trick
with its would-be taker and why, each player's total and take, and the 24-card pad.

The pad is built once and restyled in place; the other parts are rebuilt only when their
part of the model changed, so a tap sends a small patch.
"""

from __future__ import annotations

from typing import Protocol

import flet as ft

from assistant.languages import Translator
from engine.french import Card
from engine.tysiacha import PACK, SUITS
from views.french_cards import FrenchPad, card_face, trump_chip
from views.look import DIM, TAP_WIDTH
from views.table_model import TrickCard, TrumpLine
from views.table_parts import (
    Dimmed,
    PromptArea,
    TableBase,
    TrickArea,
    choice_tile,
    line_box,
    line_top,
    said,
    trick_tile,
)
from views.tysiacha.model import (
    ENGLISH,
    PlayerLine,
    TysiachaChoice,
    TysiachaTable,
)

TRICK_HEIGHT = 112
"""The trick's height, a card or none: a face, a name and two marks, so the pad under it does
not move as a trick fills and clears."""
PAD_WIDTH = 52
"""A pad card's width: six a suit share a 360-px phone's row."""


class TysiachaActions(Protocol):
    """What the Tysiacha table reports back: the user's taps."""

    def on_card_tapped(self, card: Card) -> None: ...
    def on_choice_tapped(self, value: int | str) -> None: ...
    def on_cancel_tapped(self) -> None: ...
    def on_undo_tapped(self) -> None: ...


AUCTION_HEIGHT = 36
"""Two lines of the auction so far."""


class TysiachaTableControls(TableBase[TysiachaTable]):
    """The controls of the Tysiacha table; ``show(model)`` updates them in place."""

    def __init__(self, actions: TysiachaActions, tr: Translator = ENGLISH) -> None:
        turn = ft.Text("", size=22, weight=ft.FontWeight.BOLD)
        super().__init__(tr, actions.on_undo_tapped, turn, ft.Text("", size=13))
        self.actions = actions
        self.auction = ft.Text(
            "", size=13, weight=ft.FontWeight.W_600, max_lines=2, overflow=ft.TextOverflow.ELLIPSIS
        )
        self.trump = ft.Row([], spacing=6, wrap=True, run_spacing=2)
        self.header = ft.Column(
            [
                ft.Semantics(header=True, content=self.turn),
                self.where,
                # two lines, said or not: the bids under it stay put when the line wraps
                ft.Container(self.auction, height=AUCTION_HEIGHT, alignment=ft.Alignment.TOP_LEFT),
                self.trump,
                self.slot.control,
            ],
            spacing=2,
        )
        self.prompt_area = PromptArea(tr, actions.on_cancel_tapped)
        self.prompt = self.prompt_area.column
        self.trick_area = TrickArea(TRICK_HEIGHT, tr)
        self.trick, self.so_far = self.trick_area.row, self.trick_area.so_far
        self.players = ft.Column([], spacing=4)
        self.cards = FrenchPad(PACK, SUITS, actions.on_card_tapped, tr, 18, PAD_WIDTH)
        self.buttons, self.dimmed = self.cards.buttons, Dimmed(self.cards.control)
        self.pad = self.dimmed.control
        left = ft.Column(
            [self.header, self.prompt, self.trick, self.trick_area.so_far_box],
            spacing=8,
            col={"xs": 12, "xl": 7},
        )
        right = ft.Column([self.players], spacing=10, col={"xs": 12, "xl": 5})
        # read above; the pad under it, anchored to the bottom by the screen's layout
        self.control = ft.ResponsiveRow([left, right], spacing=12, run_spacing=8)

    # ------------------------------------------------------------------ render

    def show(self, table: TysiachaTable) -> list[ft.Control]:
        """Bring the screen up to ``table``; returns the controls that changed."""
        before, turn = self.take(table)
        dirty: list[ft.Control] = []
        if before is None or before.auction != table.auction:
            self.auction.value = table.auction
            dirty.append(self.auction)
        if before is None or before.trump != table.trump:
            self.trump.controls = self._trump(table.trump)
            dirty.append(self.trump)
        dirty += self.prompt_area.show(before, table, self._choice)
        dirty += self.trick_area.show(before, table, self._trick_tile)
        if before is None or before.players != table.players:
            self.players.controls = [self._player(line) for line in table.players]
            dirty.append(self.players)
        dirty += self.cards.show(table.pad)
        dirty += self.dimmed.dim(table.dim)  # a choice first: no card now
        return dirty + turn  # the turn last: once it shows, the rest is there too

    def _trump(self, trump: TrumpLine) -> list[ft.Control]:
        chip = trump_chip(trump.suit, trump.text)
        return [said(chip, trump.origin)] + (
            [ft.Text(trump.origin, size=12)] if trump.suit is not None else []
        )

    def _choice(self, choice: TysiachaChoice) -> ft.Control:
        value = choice.value
        text = ft.Text(choice.label, size=16 if choice.wide else 17, weight=ft.FontWeight.BOLD)
        tile = choice_tile(text, lambda: self.actions.on_choice_tapped(value))
        tile.opacity = 1.0 if choice.allowed else DIM  # its spot kept; a tap says why not
        if choice.wide:  # as wide as its words: a row holds "Pass" and the bids beside it
            tile.bgcolor = ft.Colors.SURFACE
            tile.padding = ft.Padding.symmetric(horizontal=14, vertical=11)
        else:
            tile.width = TAP_WIDTH + 8
            tile.alignment = ft.Alignment.CENTER
        return ft.Semantics(label=choice.spoken, button=True, exclude_semantics=True, content=tile)

    def _trick_tile(self, tc: TrickCard) -> ft.Control:
        tr = self.tr
        marks = [tr._("marriage")] if tc.marriage else []
        if tc.takes:
            marks.append(tr._("takes"))
        face_ = card_face(tc.card, tr)
        return said(trick_tile(face_, tc.player, tc.takes, "\n".join(marks), 84), tc.spoken)

    def _player(self, line: PlayerLine) -> ft.Control:
        top = line_top(line.name, line.acting, ft.Icons.PERSON)
        if line.role:
            top.append(
                ft.Text(
                    line.role,
                    size=13,
                    weight=ft.FontWeight.BOLD if line.soloist else None,
                    color=ft.Colors.PRIMARY if line.soloist else None,
                )
            )
        top.append(ft.Text(self.tr.number(line.total), size=15, weight=ft.FontWeight.BOLD))
        parts: list[ft.Control] = [ft.Row(top, spacing=6)]
        if line.take:
            parts.append(ft.Text(line.take, size=12, max_lines=2))
        return line_box(parts, line.acting, line.spoken)
