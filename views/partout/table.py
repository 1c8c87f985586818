"""The Partout table: whose turn and the trump in force, the one-tap choices (trump number,
trump color, predictions, a special's choice), the trick with its would-be taker and why,
the teams' tallies, and the card pad with the emblem cards and the six specials.

The pad is built once and restyled in place; the other parts are rebuilt only when their
part of the model changed, so a tap sends a small patch.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import flet as ft

from assistant.languages import Translator
from engine.partout import COLORS, Card, Color, Emblem, Special, sorted_deck, variant
from views.color_tab import ColorTab
from views.look import TAP_WIDTH
from views.partout.look import FILL, INK, SYMBOL, card_face, color_chip, face, fill
from views.partout.model import (
    ENGLISH,
    PartoutChoice,
    PartoutTable,
    TeamLine,
    TrickCard,
    color_title,
)
from views.table_parts import (
    Dimmed,
    PadButton,
    Places,
    PromptArea,
    TableBase,
    TrickArea,
    choice_tile,
    said,
    trick_tile,
)

TRICK_HEIGHT = 102
"""The trick's height, a card or none: a face, a name and two lines of a mark, so the pad
under it does not move as a trick fills and clears."""


class PartoutActions(Protocol):
    """What the Partout table reports back: the user's taps."""

    def on_card_tapped(self, card: Card) -> None: ...
    def on_trick_card_tapped(self, card: Card) -> None: ...
    def on_choice_tapped(self, value: int | Color) -> None: ...
    def on_cancel_tapped(self) -> None: ...
    def on_changed(self, controls: list[ft.Control]) -> None: ...
    def on_undo_tapped(self) -> None: ...


def pad_button(card: Card, on_tapped: Callable[[Card], None], tr: Translator) -> PadButton[Card]:
    """A card of the pad, named as people say it: an emblem card its color's shape and its
    number, a special its icon and its name."""
    special = isinstance(card, Special)
    parts = face(card, 17, card.said(tr) if special else "")
    button = PadButton(card, parts, (fill(card), INK), card.said(tr), on_tapped)
    if special:  # the six share a row by the length of their names: none is cut
        button.tile.width = button.control.width = None
        button.control.expand = max(len(card.said(tr)), 8)
    return button


class PartoutTableControls(TableBase[PartoutTable]):
    """The controls of the Partout table; ``show(model)`` updates them in place."""

    def __init__(self, actions: PartoutActions, players: int, tr: Translator = ENGLISH) -> None:
        turn = ft.Text("", size=22, weight=ft.FontWeight.BOLD)
        super().__init__(tr, actions.on_undo_tapped, turn, ft.Text("", size=13))
        self.actions = actions
        self.trump = ft.Row([], spacing=6, wrap=True, run_spacing=2)
        self.header = ft.Column(
            [
                ft.Semantics(header=True, content=self.turn),
                self.where,
                self.trump,
                self.slot.control,
            ],
            spacing=2,
        )
        self.prompt_area = PromptArea(tr, actions.on_cancel_tapped)
        self.prompt = self.prompt_area.column
        # three lines of so far, said or not: the teams and the pad under it stay put
        self.trick_area = TrickArea(TRICK_HEIGHT, tr, spacing=2, so_far_size=13)
        self.trick, self.so_far = self.trick_area.row, self.trick_area.so_far
        self.teams = ft.Column([], spacing=2)
        self.team_places = Places(self.teams, [])  # a line restyled when its tally changes
        self.tile_width = min(84, (344 - 2 * 5) // 6 - 2)
        highest = variant(players).highest
        self.compact = highest > 7
        """Nine numbers a color do not fit a phone's row: one color shows at a time."""
        self.buttons: dict[Card, PadButton[Card]] = {}
        self.rows: dict[Color, ft.Row] = {}
        for color in COLORS:
            row = ft.Row([], spacing=4, run_spacing=4, wrap=True)
            for number in range(1, highest + 1):
                button = pad_button(Emblem(color, number), actions.on_card_tapped, tr)
                self.buttons[button.card] = button
                row.controls.append(button.control)
            self.rows[color] = row
        specials = ft.Row([], spacing=4)
        for card in sorted_deck(players):
            if isinstance(card, Special):
                button = pad_button(card, actions.on_card_tapped, tr)
                self.buttons[card] = button
                specials.controls.append(button.control)
        self.tabs: dict[Color, ColorTab[Color]] = {
            c: ColorTab(c, color_title(c, tr), (FILL[c], INK, SYMBOL[c]), self.on_tab_tapped, 13, 2)
            for c in COLORS
        }
        self.color: Color | None = None
        self.lead: Card | None = None
        """The first emblem card of the trick when the pad last chose its color."""
        tabs = ft.Row([t.control for t in self.tabs.values()], spacing=4, visible=self.compact)
        self.dimmed = Dimmed(ft.Column([tabs, *self.rows.values(), specials], spacing=4))
        self.pad = self.dimmed.control
        # read above; the pad under it, anchored to the bottom by the screen's layout
        self.control = ft.Column(
            [self.header, self.prompt, self.trick, self.trick_area.so_far_box, self.teams],
            spacing=8,
        )

    # ------------------------------------------------------------------ render

    def show(self, table: PartoutTable) -> list[ft.Control]:
        """Bring the screen up to ``table``; returns the controls that changed."""
        before, turn = self.take(table)
        dirty: list[ft.Control] = []
        if before is None or before.trump != table.trump:
            self.trump.controls = self._trump(table)
            dirty.append(self.trump)
        dirty += self.prompt_area.show(before, table, self._choice)
        dirty += self.trick_area.show(before, table, self._trick_tile)
        if before is None or before.teams != table.teams:
            dirty += self.team_places.lay([self._team(line) for line in table.teams])
        dirty.extend(self._show_pad(table))
        return dirty + turn  # the turn last: once it shows, the rest is there too

    def _trump(self, table: PartoutTable) -> list[ft.Control]:
        tr, trump = self.tr, table.trump
        if trump is None:
            return []
        badge = ft.Container(
            content=ft.Text(str(trump.number), size=15, weight=ft.FontWeight.BOLD),
            border=ft.Border.all(2, ft.Colors.ON_SURFACE),
            border_radius=8,
            padding=ft.Padding.symmetric(horizontal=8, vertical=2),
        )
        parts: list[ft.Control] = [
            said(
                ft.Row(
                    [
                        ft.Text(tr._("Trump"), size=14),
                        badge,
                        color_chip(trump.color, color_title(trump.color, tr)),
                    ],
                    spacing=6,
                    tight=True,
                ),
                trump.text,
            ),
            ft.Text(
                trump.origin,
                size=12,
                color=ft.Colors.TERTIARY if trump.changed else None,
                weight=ft.FontWeight.BOLD if trump.changed else None,
            ),
        ]
        return parts

    def _choice(self, choice: PartoutChoice) -> ft.Control:
        value = choice.value
        if isinstance(value, Color):
            content: ft.Control = ft.Row(
                [
                    ft.Icon(SYMBOL[value], size=16, color=INK),
                    ft.Text(choice.label, size=15, weight=ft.FontWeight.BOLD, color=INK),
                ],
                spacing=4,
                tight=True,
            )
            bgcolor: str | None = FILL[value]
            width: int | None = None
        else:
            content = ft.Text(choice.label, size=18, weight=ft.FontWeight.BOLD)
            bgcolor = None
            width = TAP_WIDTH
        tile = choice_tile(content, lambda: self.actions.on_choice_tapped(value))
        tile.width, tile.bgcolor = width, bgcolor
        if bgcolor:
            tile.border = None
        tile.padding = ft.Padding.symmetric(horizontal=10)
        tile.alignment = ft.Alignment.CENTER
        return ft.Semantics(label=choice.spoken, button=True, exclude_semantics=True, content=tile)

    def _trick_tile(self, tc: TrickCard) -> ft.Control:
        caption = tc.choice
        if tc.locked:
            caption = self.tr._("locked up")
        elif tc.takes:
            caption = (caption + " · " if caption else "") + self.tr._("takes")
        face = card_face(tc.card)
        face.opacity = 0.35 if tc.locked else 1.0
        column = trick_tile(face, tc.player, tc.takes, caption, self.tile_width, mark_size=10)
        if tc.target:
            face.border = ft.Border.all(3, ft.Colors.TERTIARY)
        card = tc.card
        tile = ft.Container(
            content=column,
            padding=1,
            border_radius=10,
            bgcolor=ft.Colors.TERTIARY_CONTAINER if tc.target else None,
            on_click=(lambda _: self.actions.on_trick_card_tapped(card)) if tc.target else None,
        )
        return ft.Semantics(
            label=tc.spoken, button=tc.target or None, exclude_semantics=True, content=tile
        )

    def _team(self, line: TeamLine) -> ft.Control:
        parts: list[ft.Control] = [
            ft.Icon(
                ft.Icons.CHECK_CIRCLE
                if line.reached
                else (ft.Icons.GROUPS if " & " in line.name else ft.Icons.PERSON),
                size=16,
                color=ft.Colors.PRIMARY if line.reached else None,
            ),
            ft.Text(line.text, size=14, weight=ft.FontWeight.BOLD),
        ]
        if line.predictions:
            parts.append(ft.Text(f"({line.predictions})", size=12))
        texts: list[ft.Control] = [ft.Row(parts, spacing=4, wrap=True)]
        if line.worth:
            texts.append(ft.Text(line.worth, size=11))
        return said(ft.Column(texts, spacing=0, tight=True), line.spoken)

    # ------------------------------------------------------------------ the pad

    def _show_pad(self, table: PartoutTable) -> list[ft.Control]:
        dirty: list[ft.Control] = []
        left: dict[Color, int] = dict.fromkeys(COLORS, 0)
        for pad in table.pad:
            button = self.buttons[pad.card]
            if button.show(pad):
                dirty.append(button.control)
            if isinstance(pad.card, Emblem) and not pad.played:
                left[pad.card.color] += 1
        if self.compact:
            dirty.extend(self._pick(self._choose(table, left), left))
        dirty += self.dimmed.dim(table.prompt is not None)  # a choice first: no card now
        return dirty

    def _choose(self, table: PartoutTable, left: dict[Color, int]) -> Color | None:
        """The color the pad shows: the led color once a new emblem card leads, else the one
        picked, else the trump color, else the first color with cards left."""
        led = next((tc.card.color for tc in table.trick if isinstance(tc.card, Emblem)), None)
        lead = next((tc.card for tc in table.trick if isinstance(tc.card, Emblem)), None)
        if lead is not None and lead != self.lead and left[lead.color]:
            self.lead = lead
            return lead.color
        self.lead = lead
        if self.color is not None and left[self.color]:
            return self.color
        trump = table.trump.color if table.trump is not None else None
        for color in (led, trump, *COLORS):
            if color is not None and left[color]:
                return color
        return None

    def _pick(self, color: Color | None, left: dict[Color, int]) -> list[ft.Control]:
        self.color = color
        dirty: list[ft.Control] = []
        for c, row in self.rows.items():
            if row.visible != (c == color):
                row.visible = c == color
                dirty.append(row)
        for c, tab in self.tabs.items():
            if tab.show(left[c]) | tab.select(c == color):
                dirty.append(tab.control)
        return dirty

    def on_tab_tapped(self, color: Color) -> None:
        """Show the cards of ``color`` (the first of two taps that play a card)."""
        if self.shown is None or color == self.color:
            return
        left = {c: int(t.left.value or 0) for c, t in self.tabs.items()}
        self.actions.on_changed(self._pick(color, left))
