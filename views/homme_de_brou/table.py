"""The Homme de Brou table: whose turn, the trumps and the declarations, the one-tap choices
(the seat to declare and its marriage or tierce, the dummy's hand), the trick with its
would-be taker and why, the seats as they sit (partners opposite, the dummy and who plays
it), each side's total and deal so far, and the 32-card pad: all four suits of eight at once.

The pad is built once and restyled in place; the other parts are rebuilt only when their
part of the model changed, so a tap sends a small patch.
"""

from __future__ import annotations

from typing import Protocol

import flet as ft

from assistant.languages import Translator
from engine.homme_de_brou import PACK, Card, Kind, Phase, Suit
from views.french_cards import PadButton, card_face, suit_chip
from views.game_base import MessageSlot
from views.homme_de_brou.model import (
    DECLARE,
    ENGLISH,
    SEAT,
    Choice,
    HommeDeBrouTable,
    Prompt,
    SeatLine,
    SideLine,
    TrickCard,
    TrumpLine,
    kind_title,
)
from views.look import DIM, TAP_HEIGHT, strut

SUITS = (Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS)

TURN_HEIGHT = 58
"""Two lines of the turn (``Déclarations, puis Mort (Amélie le joue) entame``)."""
TRUMP_HEIGHT = 30
INFO_HEIGHT = 60
"""The turned-up card, two lines of declarations and the dummy's hand laid down."""
SO_FAR_HEIGHT = 48
"""Three lines of what the trick so far comes to."""
TRICK_HEIGHT = 96
"""The trick's height, a card or none: a face, a name and a mark, so the pad under it does
not move as a trick fills and clears."""
PAD_WIDTH = 40
"""A pad card's width: eight a suit share a 360-px phone's row (8 × 40 + 7 × 3 = 341)."""
PAD_SPACING = 3
COMBINATION_WIDTH = 62
"""A combination's button in the grid of four suits."""


def said(control: ft.Control, label: str) -> ft.Semantics:
    """A control read out as ``label`` (not a button)."""
    return ft.Semantics(label=label, exclude_semantics=True, content=control)


class HommeDeBrouActions(Protocol):
    """What the Homme de Brou table reports back: the user's taps."""

    def on_card_tapped(self, card: Card) -> None: ...
    def on_choice_tapped(self, value: str) -> None: ...
    def on_cancel_tapped(self) -> None: ...
    def on_undo_tapped(self) -> None: ...


class HommeDeBrouTableControls:
    """The controls of the Homme de Brou table; ``show(model)`` updates them in place."""

    def __init__(self, actions: HommeDeBrouActions, tr: Translator = ENGLISH) -> None:
        self.actions = actions
        self.tr = tr
        self.shown: HommeDeBrouTable | None = None
        self.turn = ft.Text(
            "", size=20, weight=ft.FontWeight.BOLD, max_lines=2, overflow=ft.TextOverflow.ELLIPSIS
        )
        self.where = ft.Text("", size=13, max_lines=1, overflow=ft.TextOverflow.ELLIPSIS)
        self.trump = ft.Row([], spacing=6)
        self.origin = ft.Text("", size=12, max_lines=1, overflow=ft.TextOverflow.ELLIPSIS)
        self.declared = ft.Text("", size=12, max_lines=2, overflow=ft.TextOverflow.ELLIPSIS)
        self.laid = ft.Text("", size=12, max_lines=1, overflow=ft.TextOverflow.ELLIPSIS)
        self.slot = MessageSlot(tr._("Undo"), actions.on_undo_tapped)
        self.notice, self.offer_text, self.offer = self.slot.parts
        self.header = ft.Column(
            [
                ft.Container(
                    ft.Semantics(header=True, content=self.turn),
                    height=TURN_HEIGHT,
                    alignment=ft.Alignment.TOP_LEFT,
                ),
                self.where,
                ft.Container(self.trump, height=TRUMP_HEIGHT, alignment=ft.Alignment.CENTER_LEFT),
                ft.Container(
                    ft.Column([self.origin, self.declared, self.laid], spacing=0),
                    height=INFO_HEIGHT,
                    alignment=ft.Alignment.TOP_LEFT,
                ),
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
        self.so_far_box = ft.Container(
            self.so_far, height=SO_FAR_HEIGHT, alignment=ft.Alignment.TOP_LEFT
        )
        # the turn-up's line, or the declarations, or the trick (with the dummy's hand offered
        # above it): as tall as it needs, the sides right under it, the pad anchored below
        self.stage = ft.Column([self.prompt, self.trick, self.so_far_box], spacing=6)
        self.seats = ft.Column([], spacing=2)
        self.sides = ft.Column([], spacing=4)
        self.buttons: dict[Card, PadButton] = {}
        rows: list[ft.Control] = []
        for suit in SUITS:
            row = ft.Row([], spacing=PAD_SPACING)
            for card in PACK:
                if card.suit is suit:
                    button = PadButton(card, actions.on_card_tapped, tr, 16, PAD_WIDTH)
                    self.buttons[card] = button
                    row.controls.append(button.control)
            rows.append(row)
        self.pad = ft.Column(rows, spacing=4)
        left = ft.Column(
            [self.header, self.stage],
            spacing=6,
            col={"xs": 12, "xl": 7},
        )
        right = ft.Column([self.sides, self.seats], spacing=10, col={"xs": 12, "xl": 5})
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

    def show(self, table: HommeDeBrouTable) -> list[ft.Control]:
        """Bring the screen up to ``table``; returns the controls that changed."""
        before, self.shown = self.shown, table
        dirty: list[ft.Control] = []
        turn: list[ft.Control] = []
        if before is None or (before.turn, before.where) != (table.turn, table.where):
            self.turn.value = table.turn
            self.where.value = table.where
            turn = [self.where, self.turn]
        if before is None or before.trump != table.trump:
            self.trump.controls = self._trump(table.trump)
            self.origin.value = table.trump.origin
            dirty += [self.trump, self.origin]
        if before is None or before.declared != table.declared:
            self.declared.value = table.declared
            dirty.append(self.declared)
        if before is None or before.laid != table.laid:
            self.laid.value = table.laid
            dirty.append(self.laid)
        if before is None or before.prompt != table.prompt:
            self.prompt.controls = self._prompt(table.prompt)
            dirty.append(self.prompt)
        playing = table.phase in (Phase.PLAY, Phase.ENDED)
        if self.trick.visible != playing or before is None:
            self.trick.visible = self.so_far_box.visible = playing
            dirty.append(self.stage)
        if before is None or before.trick != table.trick:
            tiles = [self._trick_tile(tc) for tc in table.trick] or [
                ft.Text(self.tr._("No card in this trick yet."), italic=True, size=13)
            ]
            self.trick.controls = [strut(TRICK_HEIGHT), *tiles]  # the pad stays put
            dirty.append(self.trick)
        if before is None or before.so_far != table.so_far:
            self.so_far.value = table.so_far
            dirty.append(self.so_far)
        if before is None or before.sides != table.sides:
            self.sides.controls = [self._side(line) for line in table.sides]
            dirty.append(self.sides)
        if before is None or before.seats != table.seats:
            self.seats.controls = [self._seat(line) for line in table.seats]
            dirty.append(self.seats)
        dirty.extend(self._show_pad(table))
        return dirty + turn  # the turn last: once it shows, the rest is there too

    def _trump(self, trump: TrumpLine) -> list[ft.Control]:
        if trump.suit is None:
            chip: ft.Control = ft.Text(trump.text, size=14, weight=ft.FontWeight.W_600)
        else:
            chip = suit_chip(trump.suit, trump.text)
        return [said(chip, trump.origin or trump.text)]

    def _prompt(self, prompt: Prompt | None) -> list[ft.Control]:
        if prompt is None:
            return []
        tr = self.tr
        seats = [c for c in prompt.choices if c.value.startswith(SEAT)]
        combinations = {c.value: c for c in prompt.choices if c.value.startswith(DECLARE)}
        buttons: list[ft.Control] = [
            self._choice(c)
            for c in prompt.choices
            if c not in seats and c.value not in combinations
        ]
        if prompt.cancel:
            buttons.append(
                ft.TextButton(
                    content=tr._("Cancel"),
                    icon=ft.Icons.CLOSE,
                    on_click=lambda _: self.actions.on_cancel_tapped(),
                    height=TAP_HEIGHT,
                )
            )
        said_text = ft.Text(
            prompt.text,
            size=13,
            weight=ft.FontWeight.W_600,
            max_lines=3,
            overflow=ft.TextOverflow.ELLIPSIS,
        )
        if not seats and not combinations and buttons:
            # Beside a trick (the dummy's hand to lay down or being tapped): one row, the
            # words beside the buttons, so that the trick and who takes it stay in sight.
            said_text.expand = True
            parts: list[ft.Control] = [
                ft.Row(
                    [said_text, *buttons],
                    spacing=6,
                    vertical_alignment=ft.CrossAxisAlignment.CENTER,
                )
            ]
            return [self._prompt_box(parts)]
        parts = [said_text]
        if seats:  # one row of four, however long the names: the grid and pad never move
            parts.append(ft.Row([self._choice(c, expand=True) for c in seats], spacing=4))
        if prompt.kind is Phase.DECLARE:
            parts += self._grid(combinations)
        if buttons:
            parts.append(ft.Row(buttons, wrap=True, spacing=4, run_spacing=4))
        return [self._prompt_box(parts)]

    def _prompt_box(self, parts: list[ft.Control]) -> ft.Control:
        """A prompt's parts on their tinted ground."""
        return ft.Container(
            content=ft.Column(parts, spacing=6, tight=True),
            bgcolor=ft.Colors.PRIMARY_CONTAINER,
            border_radius=10,
            padding=ft.Padding.symmetric(horizontal=6, vertical=6),
        )

    def _grid(self, combinations: dict[str, Choice]) -> list[ft.Control]:
        """A row for marriages and one for tierces, a place for each suit: a legal one is a
        button, the others an empty place (the buttons never move)."""
        rows: list[ft.Control] = []
        for kind in (Kind.MARRIAGE, Kind.TIERCE):
            places: list[ft.Control] = [
                ft.Text(kind_title(kind, self.tr), size=13, width=64, max_lines=1)
            ]
            for suit in SUITS:
                found = combinations.get(f"{DECLARE}:{kind.value}:{suit.value}")
                places.append(
                    self._choice(found, COMBINATION_WIDTH)
                    if found is not None
                    else ft.Container(width=COMBINATION_WIDTH, height=TAP_HEIGHT)
                )
            rows.append(ft.Row(places, spacing=4, vertical_alignment=ft.CrossAxisAlignment.CENTER))
        return rows

    def _choice(self, choice: Choice, width: int | None = None, expand: bool = False) -> ft.Control:
        """A choice's button: ``width`` fixed, or an ``expand`` share of its row (a long name
        cut short on screen, said whole to a screen reader)."""
        value = choice.value
        text = ft.Text(
            choice.label,
            size=14,
            weight=ft.FontWeight.BOLD,
            color=ft.Colors.ON_PRIMARY if choice.selected else None,
            max_lines=1 if expand else None,
        )
        if expand:
            text.overflow = ft.TextOverflow.ELLIPSIS
        tile = ft.Container(
            content=text,
            height=TAP_HEIGHT,
            border=ft.Border.all(2, ft.Colors.PRIMARY),
            border_radius=8,
            bgcolor=ft.Colors.PRIMARY if choice.selected else ft.Colors.SURFACE,
            padding=ft.Padding.symmetric(horizontal=10, vertical=12),
            on_click=lambda _: self.actions.on_choice_tapped(value),
        )
        if width is not None:
            tile.width = width
            tile.padding = None
            tile.alignment = ft.Alignment.CENTER
        if expand:
            tile.padding = ft.Padding.symmetric(horizontal=6, vertical=12)
            tile.alignment = ft.Alignment.CENTER
        return ft.Semantics(
            label=choice.spoken,
            button=True,
            selected=choice.selected,
            exclude_semantics=True,
            content=tile,
            expand=expand,
        )

    def _trick_tile(self, tc: TrickCard) -> ft.Control:
        tr = self.tr
        face_ = card_face(tc.card, tr, 16)
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
                width=76,
            ),
        ]
        if tc.takes:
            parts.append(
                ft.Text(
                    tr._("takes"),
                    size=11,
                    color=ft.Colors.PRIMARY,
                    max_lines=1,
                    text_align=ft.TextAlign.CENTER,
                    width=76,
                )
            )
        return said(
            ft.Column(
                parts, spacing=2, tight=True, horizontal_alignment=ft.CrossAxisAlignment.CENTER
            ),
            tc.spoken,
        )

    def _side(self, line: SideLine) -> ft.Control:
        top: list[ft.Control] = [
            ft.Icon(
                ft.Icons.PLAY_ARROW if line.acting else ft.Icons.GROUPS,
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
            ft.Text(self.tr.number(line.total), size=15, weight=ft.FontWeight.BOLD),
        ]
        return said(
            ft.Container(
                ft.Column(
                    [ft.Row(top, spacing=6), ft.Text(line.parts, size=12, max_lines=2)],
                    spacing=0,
                    tight=True,
                ),
                padding=ft.Padding.symmetric(horizontal=6, vertical=3),
                border_radius=8,
                bgcolor=ft.Colors.SECONDARY_CONTAINER if line.acting else None,
            ),
            line.spoken,
        )

    def _seat(self, line: SeatLine) -> ft.Control:
        parts: list[ft.Control] = [
            ft.Icon(
                ft.Icons.PLAY_ARROW
                if line.acting
                else (ft.Icons.STYLE if line.dummy else ft.Icons.PERSON),
                size=14,
                color=ft.Colors.PRIMARY if line.acting else None,
            ),
            ft.Text(
                line.name,
                size=13,
                weight=ft.FontWeight.BOLD if line.acting else None,
                max_lines=1,
                overflow=ft.TextOverflow.ELLIPSIS,
            ),
        ]
        if line.role:
            parts.append(
                ft.Text(line.role, size=12, max_lines=1, overflow=ft.TextOverflow.ELLIPSIS)
            )
        return said(ft.Row(parts, spacing=4), line.spoken)

    # ------------------------------------------------------------------ the pad

    def _show_pad(self, table: HommeDeBrouTable) -> list[ft.Control]:
        dirty: list[ft.Control] = []
        for pad in table.pad:
            button = self.buttons[pad.card]
            if button.show(pad) | button.hide(pad.played):
                dirty.append(button.control)
        waiting = DIM if table.dim else 1.0
        if self.pad.opacity != waiting:
            self.pad.opacity = waiting
            dirty.append(self.pad)
        return dirty
