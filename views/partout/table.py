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
from views.game_base import MessageSlot
from views.look import DIM, TAP_HEIGHT, TAP_WIDTH, TEXT, PadPlace, strut, tint
from views.partout.look import FILL, INK, SYMBOL, card_face, color_chip, face, fill
from views.partout.model import (
    ENGLISH,
    Choice,
    PadCard,
    PartoutTable,
    Prompt,
    TeamLine,
    TrickCard,
    color_title,
)

SO_FAR_HEIGHT = 48
"""Three lines of what the trick so far comes to."""
TRICK_HEIGHT = 102
"""The trick's height, a card or none: a face, a name and two lines of a mark, so the pad
under it does not move as a trick fills and clears."""


def said(control: ft.Control, label: str) -> ft.Semantics:
    """A control read out as ``label`` (not a button)."""
    return ft.Semantics(label=label, exclude_semantics=True, content=control)


class PartoutActions(Protocol):
    """What the Partout table reports back: the user's taps."""

    def on_card_tapped(self, card: Card) -> None: ...
    def on_trick_card_tapped(self, card: Card) -> None: ...
    def on_choice_tapped(self, value: int | Color) -> None: ...
    def on_cancel_tapped(self) -> None: ...
    def on_changed(self, controls: list[ft.Control]) -> None: ...
    def on_undo_tapped(self) -> None: ...


class PadButton:
    """A card of the pad, named as people say it, restyled in place as it is played."""

    def __init__(self, card: Card, on_tapped: Callable[[Card], None], tr: Translator) -> None:
        self.card = card
        self.look: bool | None = None
        special = isinstance(card, Special)
        self.parts = face(card, 17, card.said(tr) if special else "")
        place = PadPlace(self.parts, card.said(tr), lambda: on_tapped(card))
        self.tile, self.named, self.control = place.tile, place.named, place.control
        if special:  # the six share a row by the length of their names: none is cut
            self.tile.width = self.control.width = None
            self.control.expand = max(len(card.said(tr)), 8)

    def show(self, pad: PadCard) -> bool:
        """Restyle: on its fill while it may be played (or waits for the play to begin),
        outlined while it lies in the trick, gone once played; whether that changed."""
        look = pad.in_trick
        if look == self.look and self.named.label == pad.label:
            return False
        self.look = look
        self.named.label = pad.label
        ink = TEXT if pad.in_trick else INK  # the theme's ink: black on dark was unseen
        self.tile.bgcolor = tint(fill(self.card)) if pad.in_trick else fill(self.card)
        self.tile.border = ft.Border.all(3, fill(self.card)) if pad.in_trick else None
        for part in self.parts:
            part.color = ink  # type: ignore[attr-defined]
        return True

    def hide(self, hidden: bool) -> bool:
        """Take a played card off the pad (its place stays, empty)."""
        if self.named.visible == (not hidden):
            return False
        self.named.visible = not hidden
        return True


class PartoutTableControls:
    """The controls of the Partout table; ``show(model)`` updates them in place."""

    def __init__(self, actions: PartoutActions, players: int, tr: Translator = ENGLISH) -> None:
        self.actions = actions
        self.tr = tr
        self.shown: PartoutTable | None = None
        self.turn = ft.Text("", size=22, weight=ft.FontWeight.BOLD)
        self.where = ft.Text("", size=13)
        self.trump = ft.Row([], spacing=6, wrap=True, run_spacing=2)
        self.slot = MessageSlot(tr._("Undo"), actions.on_undo_tapped)
        self.notice, self.offer_text, self.offer = self.slot.parts
        self.header = ft.Column(
            [
                ft.Semantics(header=True, content=self.turn),
                self.where,
                self.trump,
                self.slot.control,
            ],
            spacing=2,
        )
        self.prompt = ft.Column([], spacing=6)
        self.trick = ft.Row(
            [], spacing=2, run_spacing=2, wrap=True, vertical_alignment=ft.CrossAxisAlignment.START
        )
        self.so_far = ft.Text(
            "", size=13, italic=True, max_lines=3, overflow=ft.TextOverflow.ELLIPSIS
        )
        so_far = ft.Container(self.so_far, height=SO_FAR_HEIGHT, alignment=ft.Alignment.TOP_LEFT)
        """Three lines, said or not: the teams and the pad under it stay put."""
        self.teams = ft.Column([], spacing=2)
        self.tile_width = min(84, (344 - 2 * 5) // 6 - 2)
        highest = variant(players).highest
        self.compact = highest > 7
        """Nine numbers a color do not fit a phone's row: one color shows at a time."""
        self.buttons: dict[Card, PadButton] = {}
        self.rows: dict[Color, ft.Row] = {}
        for color in COLORS:
            row = ft.Row([], spacing=4, run_spacing=4, wrap=True)
            for number in range(1, highest + 1):
                button = PadButton(Emblem(color, number), actions.on_card_tapped, tr)
                self.buttons[button.card] = button
                row.controls.append(button.control)
            self.rows[color] = row
        specials = ft.Row([], spacing=4)
        for card in sorted_deck(players):
            if isinstance(card, Special):
                button = PadButton(card, actions.on_card_tapped, tr)
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
        self.pad = ft.Column([tabs, *self.rows.values(), specials], spacing=4)
        # read above; the pad under it, anchored to the bottom by the screen's layout
        self.control = ft.Column(
            [self.header, self.prompt, self.trick, so_far, self.teams], spacing=8
        )

    # ------------------------------------------------------------------ messages

    def say(self, message: str, refusal: bool = True) -> ft.Control:
        """Show why a tap changed nothing under the turn line (above the pad, never over it,
        in a slot of its own height: nothing moves)."""
        return self.slot.say(message, refusal)

    def offer_undo(self, summary: str) -> ft.Control:
        """Say what the last trick did, with a button that takes its last card back."""
        return self.slot.offer_undo(summary)

    # ------------------------------------------------------------------ render

    def show(self, table: PartoutTable) -> list[ft.Control]:
        """Bring the screen up to ``table``; returns the controls that changed."""
        before, self.shown = self.shown, table
        dirty: list[ft.Control] = []
        turn: list[ft.Control] = []
        if before is None or (before.turn, before.where) != (table.turn, table.where):
            self.turn.value = table.turn
            self.where.value = table.where
            turn = [self.where, self.turn]
        if before is None or before.trump != table.trump:
            self.trump.controls = self._trump(table)
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
        if before is None or before.teams != table.teams:
            self.teams.controls = [self._team(line) for line in table.teams]
            dirty.append(self.teams)
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

    def _prompt(self, prompt: Prompt | None) -> list[ft.Control]:
        if prompt is None:
            return []
        tr = self.tr
        buttons: list[ft.Control] = [self._choice(prompt, c) for c in prompt.choices]
        if prompt.cancel:
            buttons.append(
                ft.TextButton(
                    content=tr._("Cancel"),
                    icon=ft.Icons.CLOSE,
                    on_click=lambda _: self.actions.on_cancel_tapped(),
                    height=TAP_HEIGHT,
                )
            )
        return [
            ft.Container(
                content=ft.Column(
                    [
                        ft.Text(prompt.text, size=15, weight=ft.FontWeight.W_600),
                        ft.Row(buttons, wrap=True, spacing=4, run_spacing=4),
                    ],
                    spacing=6,
                    tight=True,
                ),
                bgcolor=ft.Colors.PRIMARY_CONTAINER,
                border_radius=10,
                padding=ft.Padding.symmetric(horizontal=6, vertical=8),
            )
        ]

    def _choice(self, prompt: Prompt, choice: Choice) -> ft.Control:
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
        tile = ft.Container(
            content=content,
            width=width,
            height=TAP_HEIGHT,
            bgcolor=bgcolor,
            border=None if bgcolor else ft.Border.all(2, ft.Colors.PRIMARY),
            border_radius=8,
            padding=ft.Padding.symmetric(horizontal=10),
            alignment=ft.Alignment.CENTER,
            on_click=lambda _: self.actions.on_choice_tapped(value),
        )
        return ft.Semantics(label=choice.spoken, button=True, exclude_semantics=True, content=tile)

    def _trick_tile(self, tc: TrickCard) -> ft.Control:
        caption = tc.choice
        if tc.locked:
            caption = self.tr._("locked up")
        elif tc.takes:
            caption = (caption + " · " if caption else "") + self.tr._("takes")
        face = card_face(tc.card)
        face.opacity = 0.35 if tc.locked else 1.0
        if tc.takes:
            face.border = ft.Border.all(3, ft.Colors.PRIMARY)
        if tc.target:
            face.border = ft.Border.all(3, ft.Colors.TERTIARY)
        parts: list[ft.Control] = [
            face,
            ft.Text(
                tc.player,
                size=12,
                weight=ft.FontWeight.BOLD,
                max_lines=1,
                overflow=ft.TextOverflow.ELLIPSIS,
                text_align=ft.TextAlign.CENTER,
                width=self.tile_width,
            ),
        ]
        if caption:
            parts.append(
                ft.Text(
                    caption,
                    size=10,
                    color=ft.Colors.PRIMARY,
                    max_lines=2,
                    text_align=ft.TextAlign.CENTER,
                    width=self.tile_width,
                )
            )
        card = tc.card
        tile = ft.Container(
            content=ft.Column(
                parts, spacing=2, tight=True, horizontal_alignment=ft.CrossAxisAlignment.CENTER
            ),
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
            played = pad.played
            if button.show(pad) | button.hide(played):
                dirty.append(button.control)
            if isinstance(pad.card, Emblem) and not played:
                left[pad.card.color] += 1
        if self.compact:
            dirty.extend(self._pick(self._choose(table, left), left))
        waiting = DIM if table.prompt is not None else 1.0
        if self.pad.opacity != waiting:  # a choice first: no card now
            self.pad.opacity = waiting
            dirty.append(self.pad)
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
