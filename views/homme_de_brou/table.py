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
from views.fit import row_size, sized
from views.french_cards import FrenchPad, card_face, trump_chip
from views.homme_de_brou.model import (
    DECLARE,
    ENGLISH,
    SEAT,
    HommeDeBrouChoice,
    HommeDeBrouPrompt,
    HommeDeBrouTable,
    SeatLine,
    SideLine,
    kind_title,
)
from views.look import TAP_HEIGHT, whole_or_cut
from views.table_model import TrickCard, TrumpLine
from views.table_parts import (
    Dimmed,
    TableBase,
    TrickArea,
    cancel_button,
    choice_tile,
    line_box,
    line_top,
    prompt_box,
    said,
    trick_tile,
)

SUITS = (Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS)

TURN_HEIGHT = 58
"""Two lines of the turn (``Déclarations, puis Mort (Amélie le joue) entame``)."""
TRUMP_HEIGHT = 30
INFO_HEIGHT = 60
"""The turned-up card, two lines of declarations and the dummy's hand laid down."""
TRICK_HEIGHT = 96
"""The trick's height, a card or none: a face, a name and a mark, so the pad under it does
not move as a trick fills and clears."""
PAD_WIDTH = 40
"""A pad card's width: eight a suit share a 360-px phone's row (8 × 40 + 7 × 3 = 341)."""
PAD_SPACING = 3
SEAT_PADDING = 3
SEAT_ROOM = (360 - 2 * 8 - 2 * 6 - 3 * 4) / 4 - 2 * SEAT_PADDING - 2 * 2
"""A name's room on a seat's button, one of four in the declarations' row on a 360-px
phone (the screen's padding, the prompt's, the spaces; the button's padding and frame)."""
SEAT_SIZES = (14, 13, 12, 11)
"""The sizes of the names on the seats' buttons (one for the row): the largest at which
each is whole in two lines."""
COMBINATION_WIDTH = 62
"""A combination's button in the grid of four suits."""


class HommeDeBrouActions(Protocol):
    """What the Homme de Brou table reports back: the user's taps."""

    def on_card_tapped(self, card: Card) -> None: ...
    def on_choice_tapped(self, value: str) -> None: ...
    def on_cancel_tapped(self) -> None: ...
    def on_undo_tapped(self) -> None: ...


class HommeDeBrouTableControls(TableBase[HommeDeBrouTable]):
    """The controls of the Homme de Brou table; ``show(model)`` updates them in place."""

    def __init__(self, actions: HommeDeBrouActions, tr: Translator = ENGLISH) -> None:
        turn = ft.Text(
            "", size=20, weight=ft.FontWeight.BOLD, max_lines=2, overflow=ft.TextOverflow.ELLIPSIS
        )
        where = ft.Text("", size=13, max_lines=1, overflow=ft.TextOverflow.ELLIPSIS)
        super().__init__(tr, actions.on_undo_tapped, turn, where)
        self.actions = actions
        self.trump = ft.Row([], spacing=6)
        self.origin = ft.Text("", size=12, max_lines=1, overflow=ft.TextOverflow.ELLIPSIS)
        self.declared = ft.Text("", size=12, max_lines=2, overflow=ft.TextOverflow.ELLIPSIS)
        self.laid = ft.Text("", size=12, max_lines=1, overflow=ft.TextOverflow.ELLIPSIS)
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
        self.trick_area = TrickArea(TRICK_HEIGHT, tr)
        self.trick, self.so_far = self.trick_area.row, self.trick_area.so_far
        self.so_far_box = self.trick_area.so_far_box
        # the turn-up's line, or the declarations, or the trick (with the dummy's hand offered
        # above it): as tall as it needs, the sides right under it, the pad anchored below
        self.stage = ft.Column([self.prompt, self.trick, self.so_far_box], spacing=6)
        self.seats = ft.Column([], spacing=2)
        self.sides = ft.Column([], spacing=4)
        self.cards = FrenchPad(PACK, SUITS, actions.on_card_tapped, tr, 16, PAD_WIDTH, PAD_SPACING)
        self.buttons, self.dimmed = self.cards.buttons, Dimmed(self.cards.control)
        self.pad = self.dimmed.control
        left = ft.Column(
            [self.header, self.stage],
            spacing=6,
            col={"xs": 12, "xl": 7},
        )
        right = ft.Column([self.sides, self.seats], spacing=10, col={"xs": 12, "xl": 5})
        # read above; the pad under it, anchored to the bottom by the screen's layout
        self.control = ft.ResponsiveRow([left, right], spacing=12, run_spacing=8)

    # ------------------------------------------------------------------ render

    def show(self, table: HommeDeBrouTable) -> list[ft.Control]:
        """Bring the screen up to ``table``; returns the controls that changed."""
        before, turn = self.take(table)
        dirty: list[ft.Control] = []
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
        dirty += self.trick_area.show(before, table, self._trick_tile)
        if before is None or before.sides != table.sides:
            self.sides.controls = [self._side(line) for line in table.sides]
            dirty.append(self.sides)
        if before is None or before.seats != table.seats:
            self.seats.controls = [self._seat(line) for line in table.seats]
            dirty.append(self.seats)
        dirty += self.cards.show(table.pad)
        dirty += self.dimmed.dim(table.dim)
        return dirty + turn  # the turn last: once it shows, the rest is there too

    def _trump(self, trump: TrumpLine) -> list[ft.Control]:
        chip = trump_chip(trump.suit, trump.text)
        return [said(chip, trump.origin or trump.text)]

    def _prompt(self, prompt: HommeDeBrouPrompt | None) -> list[ft.Control]:
        if prompt is None:
            return []
        seats = [c for c in prompt.choices if c.value.startswith(SEAT)]
        combinations = {c.value: c for c in prompt.choices if c.value.startswith(DECLARE)}
        buttons: list[ft.Control] = [
            self._choice(c)
            for c in prompt.choices
            if c not in seats and c.value not in combinations
        ]
        if prompt.cancel:
            buttons.append(cancel_button(self.tr, self.actions.on_cancel_tapped))
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
            return [prompt_box(parts, 6)]
        parts = [said_text]
        if seats:  # one row of four, however long the names: the grid and pad never move
            size = row_size([c.label for c in seats], SEAT_ROOM, SEAT_SIZES, 2)
            parts.append(
                ft.Row([self._choice(c, expand=True, size=size) for c in seats], spacing=4)
            )
        if prompt.kind is Phase.DECLARE:
            parts += self._grid(combinations)
        if buttons:
            parts.append(ft.Row(buttons, wrap=True, spacing=4, run_spacing=4))
        return [prompt_box(parts, 6)]

    def _grid(self, combinations: dict[str, HommeDeBrouChoice]) -> list[ft.Control]:
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

    def _choice(
        self,
        choice: HommeDeBrouChoice,
        width: int | None = None,
        expand: bool = False,
        size: float = 14,
    ) -> ft.Control:
        """A choice's button: ``width`` fixed, or an ``expand`` share of its row (a seat:
        its name whole at ``size`` or smaller, in two lines wrapped at its words; one too
        long even at the smallest size is cut short on screen, whole when pointed at and
        in the seats' lines)."""
        value = choice.value
        text = ft.Text(
            choice.label,
            size=14,
            weight=ft.FontWeight.BOLD,
            color=ft.Colors.ON_PRIMARY if choice.selected else None,
        )
        if expand:
            sizes = [s for s in SEAT_SIZES if s <= size]
            text.size, whole = sized(choice.label, SEAT_ROOM, sizes, 2)
            text.max_lines, text.text_align = 2, ft.TextAlign.CENTER
            whole_or_cut(text, whole)
        tile = choice_tile(text, lambda: self.actions.on_choice_tapped(value))
        tile.bgcolor = ft.Colors.PRIMARY if choice.selected else ft.Colors.SURFACE
        tile.padding = ft.Padding.symmetric(horizontal=10, vertical=12)
        if width is not None:
            tile.width = width
            tile.padding = None
            tile.alignment = ft.Alignment.CENTER
        if expand:
            tile.padding = ft.Padding.symmetric(horizontal=SEAT_PADDING, vertical=2)
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
        marks = self.tr._("takes") if tc.takes else ""
        face_ = card_face(tc.card, self.tr, 16)
        return said(trick_tile(face_, tc.player, tc.takes, marks, mark_lines=1), tc.spoken)

    def _side(self, line: SideLine) -> ft.Control:
        top = line_top(line.name, line.acting, ft.Icons.GROUPS)
        top.append(ft.Text(self.tr.number(line.total), size=15, weight=ft.FontWeight.BOLD))
        rows: list[ft.Control] = [
            ft.Row(top, spacing=6),
            ft.Text(line.parts, size=12, max_lines=2),
        ]
        return line_box(rows, line.acting, line.spoken)

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
