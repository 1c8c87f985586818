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
from views.french_cards import PadButton, card_face, suit_chip
from views.game_base import MessageSlot
from views.look import DIM, TAP_HEIGHT, TAP_WIDTH, strut
from views.tysiacha.model import (
    ENGLISH,
    Choice,
    PlayerLine,
    Prompt,
    TrickCard,
    TrumpLine,
    TysiachaTable,
    signed,
)

SO_FAR_HEIGHT = 48
"""Three lines of what the trick so far comes to."""
TRICK_HEIGHT = 112
"""The trick's height, a card or none: a face, a name and two marks, so the pad under it does
not move as a trick fills and clears."""
PAD_WIDTH = 52
"""A pad card's width: six a suit share a 360-px phone's row."""


def said(control: ft.Control, label: str) -> ft.Semantics:
    """A control read out as ``label`` (not a button)."""
    return ft.Semantics(label=label, exclude_semantics=True, content=control)


class TysiachaActions(Protocol):
    """What the Tysiacha table reports back: the user's taps."""

    def on_card_tapped(self, card: Card) -> None: ...
    def on_choice_tapped(self, value: int | str) -> None: ...
    def on_cancel_tapped(self) -> None: ...
    def on_undo_tapped(self) -> None: ...


AUCTION_HEIGHT = 36
"""Two lines of the auction so far."""


class TysiachaTableControls:
    """The controls of the Tysiacha table; ``show(model)`` updates them in place."""

    def __init__(self, actions: TysiachaActions, tr: Translator = ENGLISH) -> None:
        self.actions = actions
        self.tr = tr
        self.shown: TysiachaTable | None = None
        self.turn = ft.Text("", size=22, weight=ft.FontWeight.BOLD)
        self.where = ft.Text("", size=13)
        self.auction = ft.Text(
            "", size=13, weight=ft.FontWeight.W_600, max_lines=2, overflow=ft.TextOverflow.ELLIPSIS
        )
        self.trump = ft.Row([], spacing=6, wrap=True, run_spacing=2)
        self.slot = MessageSlot(tr._("Undo"), actions.on_undo_tapped)
        self.notice, self.offer_text, self.offer = self.slot.parts
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
        self.prompt = ft.Column([], spacing=6)
        self.trick = ft.Row(
            [], spacing=6, run_spacing=2, wrap=True, vertical_alignment=ft.CrossAxisAlignment.START
        )
        self.so_far = ft.Text(
            "", size=12, italic=True, max_lines=3, overflow=ft.TextOverflow.ELLIPSIS
        )
        so_far = ft.Container(self.so_far, height=SO_FAR_HEIGHT, alignment=ft.Alignment.TOP_LEFT)
        self.players = ft.Column([], spacing=4)
        self.buttons: dict[Card, PadButton] = {}
        rows: list[ft.Control] = []
        for suit in SUITS:
            row = ft.Row([], spacing=4)
            for card in PACK:
                if card.suit is suit:
                    button = PadButton(card, actions.on_card_tapped, tr, 18, PAD_WIDTH)
                    self.buttons[card] = button
                    row.controls.append(button.control)
            rows.append(row)
        self.pad = ft.Column(rows, spacing=4)
        left = ft.Column(
            [self.header, self.prompt, self.trick, so_far],
            spacing=8,
            col={"xs": 12, "xl": 7},
        )
        right = ft.Column([self.players], spacing=10, col={"xs": 12, "xl": 5})
        # read above; the pad under it, anchored to the bottom by the screen's layout
        self.control = ft.ResponsiveRow([left, right], spacing=12, run_spacing=8)

    # ------------------------------------------------------------------ messages

    def say(self, message: str, refusal: bool = True) -> ft.Control:
        """Show why a tap changed nothing under the turn line, in a slot of its own height."""
        return self.slot.say(message, refusal)

    def offer_undo(self, summary: str) -> ft.Control:
        """Say what the last trick did, with a button that takes its last card back."""
        return self.slot.offer_undo(summary)

    # ------------------------------------------------------------------ render

    def show(self, table: TysiachaTable) -> list[ft.Control]:
        """Bring the screen up to ``table``; returns the controls that changed."""
        before, self.shown = self.shown, table
        dirty: list[ft.Control] = []
        turn: list[ft.Control] = []
        if before is None or (before.turn, before.where) != (table.turn, table.where):
            self.turn.value = table.turn
            self.where.value = table.where
            turn = [self.where, self.turn]
        if before is None or before.auction != table.auction:
            self.auction.value = table.auction
            dirty.append(self.auction)
        if before is None or before.trump != table.trump:
            self.trump.controls = self._trump(table.trump)
            dirty.append(self.trump)
        if before is None or before.prompt != table.prompt:
            self.prompt.controls = self._prompt(table.prompt)
            dirty.append(self.prompt)
        if before is None or before.trick != table.trick:
            tiles = [self._trick_tile(tc) for tc in table.trick] or [
                ft.Text(self.tr._("No card in this trick yet."), italic=True, size=13)
            ]
            self.trick.controls = [strut(TRICK_HEIGHT), *tiles]  # the pad stays put
            dirty.append(self.trick)
        if before is None or before.so_far != table.so_far:
            self.so_far.value = table.so_far
            dirty.append(self.so_far)
        if before is None or before.players != table.players:
            self.players.controls = [self._player(line) for line in table.players]
            dirty.append(self.players)
        dirty.extend(self._show_pad(table))
        return dirty + turn  # the turn last: once it shows, the rest is there too

    def _trump(self, trump: TrumpLine) -> list[ft.Control]:
        if trump.suit is None:
            chip: ft.Control = ft.Text(trump.text, size=14, weight=ft.FontWeight.W_600)
        else:
            chip = suit_chip(trump.suit, trump.text)
        return [said(chip, trump.origin)] + (
            [ft.Text(trump.origin, size=12)] if trump.suit is not None else []
        )

    def _prompt(self, prompt: Prompt | None) -> list[ft.Control]:
        if prompt is None:
            return []
        tr = self.tr
        buttons: list[ft.Control] = [self._choice(c) for c in prompt.choices]
        if prompt.cancel:
            buttons.append(
                ft.TextButton(
                    content=tr._("Cancel"),
                    icon=ft.Icons.CLOSE,
                    on_click=lambda _: self.actions.on_cancel_tapped(),
                    height=TAP_HEIGHT,
                )
            )
        parts: list[ft.Control] = [ft.Text(prompt.text, size=15, weight=ft.FontWeight.W_600)]
        if buttons:
            parts.append(ft.Row(buttons, wrap=True, spacing=4, run_spacing=4))
        return [
            ft.Container(
                content=ft.Column(parts, spacing=6, tight=True),
                bgcolor=ft.Colors.PRIMARY_CONTAINER,
                border_radius=10,
                padding=ft.Padding.symmetric(horizontal=6, vertical=8),
            )
        ]

    def _choice(self, choice: Choice) -> ft.Control:
        value = choice.value
        text = ft.Text(choice.label, size=16 if choice.wide else 17, weight=ft.FontWeight.BOLD)
        tile = ft.Container(
            content=text,
            height=TAP_HEIGHT,
            border=ft.Border.all(2, ft.Colors.PRIMARY),
            border_radius=8,
            on_click=lambda _: self.actions.on_choice_tapped(value),
            opacity=1.0 if choice.allowed else DIM,  # its spot kept; a tap says why not
        )
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
        if tc.takes:
            face_.border = ft.Border.all(3, ft.Colors.PRIMARY)
        parts: list[ft.Control] = [
            face_,
            ft.Text(
                tc.player,
                size=12,
                weight=ft.FontWeight.BOLD,
                max_lines=1,
                overflow=ft.TextOverflow.ELLIPSIS,
                text_align=ft.TextAlign.CENTER,
                width=84,
            ),
        ]
        if marks:
            parts.append(
                ft.Text(
                    "\n".join(marks),
                    size=11,
                    color=ft.Colors.PRIMARY,
                    max_lines=2,
                    text_align=ft.TextAlign.CENTER,
                    width=84,
                )
            )
        return said(
            ft.Column(
                parts, spacing=2, tight=True, horizontal_alignment=ft.CrossAxisAlignment.CENTER
            ),
            tc.spoken,
        )

    def _player(self, line: PlayerLine) -> ft.Control:
        top: list[ft.Control] = [
            ft.Icon(
                ft.Icons.PLAY_ARROW if line.acting else ft.Icons.PERSON,
                size=16,
                color=ft.Colors.PRIMARY if line.acting else None,
            ),
            ft.Text(
                line.name,
                size=15,
                weight=ft.FontWeight.BOLD,
                max_lines=1,
                overflow=ft.TextOverflow.ELLIPSIS,
                expand=True,
            ),
        ]
        if line.role:
            top.append(
                ft.Text(
                    line.role,
                    size=13,
                    weight=ft.FontWeight.BOLD if line.soloist else None,
                    color=ft.Colors.PRIMARY if line.soloist else None,
                )
            )
        top.append(ft.Text(signed(line.total, self.tr), size=15, weight=ft.FontWeight.BOLD))
        parts: list[ft.Control] = [ft.Row(top, spacing=6)]
        if line.take:
            parts.append(ft.Text(line.take, size=12, max_lines=2))
        return said(
            ft.Container(
                ft.Column(parts, spacing=0, tight=True),
                padding=ft.Padding.symmetric(horizontal=6, vertical=3),
                border_radius=8,
                bgcolor=ft.Colors.SECONDARY_CONTAINER if line.acting else None,
            ),
            line.spoken,
        )

    # ------------------------------------------------------------------ the pad

    def _show_pad(self, table: TysiachaTable) -> list[ft.Control]:
        dirty: list[ft.Control] = []
        for pad in table.pad:
            button = self.buttons[pad.card]
            if button.show(pad) | button.hide(pad.played):
                dirty.append(button.control)
        waiting = DIM if table.dim else 1.0
        if self.pad.opacity != waiting:  # a choice first: no card now
            self.pad.opacity = waiting
            dirty.append(self.pad)
        return dirty
