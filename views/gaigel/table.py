"""The Gaigel table: what the table does now, the trump and where the turn-up lies, each
side's count (open counts only), how the deal is recorded, the four players (one tap: who
acts), then by announcements the counters' digit pad and the marriages, or card by card
the trick and the 24-card pad; the dix, the undergaigel and the big "Out!" button.

Everything under the message slot keeps its place when a message comes or goes; the pad
is built once and restyled in place, the other parts are rebuilt when their part of the
model changed, so a tap sends a small patch.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import flet as ft

from assistant.languages import Translator
from engine.french import Card, Suit
from engine.gaigel import PACK, Phase
from views.fit import row_size
from views.french_cards import FILL, INK, FrenchPad, card_face, suit_chip
from views.gaigel.model import (
    BACK,
    ENGLISH,
    OK,
    SUITS,
    Action,
    GaigelTable,
    SuitButton,
    TrickCard,
    Way,
    WhoButton,
)
from views.look import TAP_HEIGHT, strut
from views.table_parts import Places, TableBase, name_text, said, tap, trick_tile

PAD_WIDTH = 52
"""A pad card's width: six a suit share a 360-px phone's row."""
KEY_WIDTH = 52
"""A key of the digit pad: six keys a row."""
TRICK_HEIGHT = 66
"""The trick's height, a card or none, so the pad under it does not move."""
WHO_WIDTH = 82
"""A player's button: four share a row."""
WHO_SIZES = (15, 14, 13, 12, 11)
"""The sizes of a name on a player's button: the largest it fits whole at, in two lines at
the most (wrapped at its words)."""
OUT_HEIGHT = 56
ENTRY_HEIGHT = 40
"""Two lines of the trick being entered ("Stich 12: tippt, wer ihn machte, …"), so the
digit pad under it stays put whether it takes one line or two."""
BLOCK_HEIGHT = max(
    4 * TAP_HEIGHT + 3 * 4,  # the 24 cards, four rows
    ENTRY_HEIGHT + 6 + 2 * TAP_HEIGHT + 4 + 6 + TAP_HEIGHT,  # the line, two rows of keys, marriages
)
"""The pad's middle: the cards or the counters' keys, the same height either way."""
BACKSPACE = ft.Icons.BACKSPACE
SIDE_COLORS = ("#00897B", "#8E24AA")
"""A mark for each side beside its players' names."""


class GaigelActions(Protocol):
    """What the Gaigel table reports back: the user's taps."""

    def on_card_tapped(self, card: Card) -> None: ...
    def on_who_tapped(self, name: str) -> None: ...
    def on_digit_tapped(self, key: str) -> None: ...
    def on_marriage_tapped(self, suit: Suit) -> None: ...
    def on_marriage_next_tapped(self) -> None: ...
    def on_action_tapped(self, value: str) -> None: ...
    def on_way_tapped(self, way: Way) -> None: ...
    def on_undo_tapped(self) -> None: ...


def _key(
    text: str, label: str, on_tap: Callable[[], None], icon: ft.IconData | None = None
) -> ft.Control:
    face: ft.Control = (
        ft.Icon(icon, size=22)
        if icon is not None
        else ft.Text(text, size=19, weight=ft.FontWeight.BOLD)
    )
    tile = ft.Container(
        content=face,
        width=KEY_WIDTH,
        height=TAP_HEIGHT,
        border=ft.Border.all(2, ft.Colors.PRIMARY),
        border_radius=8,
        alignment=ft.Alignment.CENTER,
        on_click=lambda _: on_tap(),
    )
    return tap(tile, label)


class GaigelTableControls(TableBase[GaigelTable]):
    """The controls of the Gaigel table; ``show(model)`` updates them in place."""

    def __init__(self, actions: GaigelActions, tr: Translator = ENGLISH) -> None:
        turn = ft.Text("", size=20, weight=ft.FontWeight.BOLD, max_lines=2)
        super().__init__(tr, actions.on_undo_tapped, turn, ft.Text("", size=13))
        self.actions = actions
        self.trump = ft.Row([], spacing=6, wrap=True, run_spacing=2)
        self.counts = ft.Text("", size=13, weight=ft.FontWeight.W_600, visible=False)
        self.header = ft.Column(
            [
                ft.Semantics(header=True, content=self.turn),
                self.where,
                self.trump,
                self.counts,
                self.slot.control,
            ],
            spacing=2,
        )
        self.way = ft.Container(height=TAP_HEIGHT, alignment=ft.Alignment.CENTER_LEFT)
        self.who = ft.Row([], spacing=4)
        # By announcements: the trick's counters on a digit pad, the marriages.
        self.entry = ft.Text("", size=14, weight=ft.FontWeight.W_600, max_lines=2)
        keys = [
            _key(d, d, lambda d=d: actions.on_digit_tapped(d))  # type: ignore[misc]
            for d in "1234567890"
        ]
        keys.append(
            _key(
                "",
                tr._("Delete a digit"),
                lambda: actions.on_digit_tapped(BACK),
                ft.Icons.BACKSPACE,
            )
        )
        keys.append(_key("OK", tr._("OK: the trick is taken"), lambda: actions.on_digit_tapped(OK)))
        self.digits = ft.Column(
            [ft.Row(keys[:6], spacing=4), ft.Row(keys[6:], spacing=4)], spacing=4
        )
        self.marriages = ft.Row([], spacing=4)
        # a node of its own: inside the pad's group its words would join the group's name
        entry = ft.Container(
            ft.Semantics(container=True, content=self.entry),
            height=ENTRY_HEIGHT,
            alignment=ft.Alignment.BOTTOM_LEFT,
        )
        self.announce = ft.Column([entry, self.digits, self.marriages], spacing=6)
        # Card by card: the trick, the marriage toggle, the 24-card pad.
        self.trick = ft.Row([], spacing=6, vertical_alignment=ft.CrossAxisAlignment.START)
        self.places = Places(self.trick, [strut(TRICK_HEIGHT)])
        self.so_far = ft.Text("", size=12, italic=True)  # whole: the pad is anchored apart
        # each card twice in the deck: pale with one copy left, off the pad once both are
        self.french = FrenchPad(PACK, SUITS, actions.on_card_tapped, tr, 17, PAD_WIDTH)
        self.buttons, self.cards = self.french.buttons, self.french.control
        self.trick_area = ft.Column(
            [ft.Container(self.trick, height=TRICK_HEIGHT), self.so_far], spacing=2
        )
        self.actions_row = ft.Row([], spacing=4)
        self.out = ft.Container()
        self.tricks = ft.Text("", size=13)
        self.last = ft.Text("", size=12, italic=True)
        # read above: the turn, how the deal is recorded, the trick, the tally
        self.control = ft.Column(
            [self.header, self.way, self.trick_area, self.tricks, self.last], spacing=8
        )
        # tapped, anchored to the bottom by the screen's layout: who acts, the counters or
        # the cards, the dix and the claims, „Aus!“
        # the counters' keys or the cards in one block of one height, so turning up the
        # trump card (on the cards) and then entering tricks (on the keys) moves nothing
        block = ft.Container(
            ft.Column([self.announce, self.cards], spacing=0),
            height=BLOCK_HEIGHT,
            alignment=ft.Alignment.TOP_LEFT,
        )
        self.pad = ft.Column([self.who, block, self.actions_row, self.out], spacing=8)

    # ------------------------------------------------------------------ render

    def show(self, table: GaigelTable) -> list[ft.Control]:
        """Bring the screen up to ``table``; returns the controls that changed."""
        before, turn = self.take(table)
        dirty: list[ft.Control] = []
        if before is None or (before.trump_text, before.trump_origin) != (
            table.trump_text,
            table.trump_origin,
        ):
            self.trump.controls = self._trump(table)
            dirty.append(self.trump)
        if before is None or before.counts != table.counts:
            self.counts.value = table.counts
            self.counts.visible = bool(table.counts)
            dirty.append(self.counts)
        if before is None or (
            before.way,
            before.way_fixed,
            before.phase,
            before.marriage_next,
        ) != (table.way, table.way_fixed, table.phase, table.marriage_next):
            self.way.content = self._way(table)
            dirty.append(self.way)
        if before is None or before.who != table.who:
            room = WHO_WIDTH - 2 * 3 - 4
            size = row_size([w.name for w in table.who], room, WHO_SIZES, 2)  # one a row
            self.who.controls = [self._who(w, size) for w in table.who]
            dirty.append(self.who)
        announcing = table.way is Way.TRICKS and not table.pad_shown
        if before is None or before.entry != table.entry or self.announce.visible != announcing:
            self.entry.value = table.entry
            self.announce.visible = announcing
            dirty.append(self.announce)
        if before is None or before.marriages != table.marriages:
            self.marriages.controls = [self._suit(s) for s in table.marriages]
            dirty.append(self.marriages)
        playing = table.phase is not Phase.TURN_UP
        if (
            before is None
            or self.cards.visible != table.pad_shown
            or self.trick_area.visible != playing
        ):
            self.cards.visible = table.pad_shown
            self.trick_area.visible = playing
            dirty += [self.cards, self.trick_area]
        if before is None or before.trick != table.trick:
            dirty += self.places.show(
                before.trick if before else None, table.trick, self._trick_tile
            )
        if before is None or before.so_far != table.so_far:
            self.so_far.value = table.so_far
            dirty.append(self.so_far)
        if before is None or before.actions != table.actions:
            self.actions_row.controls = [self._action(a) for a in table.actions]
            dirty.append(self.actions_row)
        if before is None or before.out != table.out:
            self.out.content = self._out(table.out)
            dirty.append(self.out)
        if before is None or (before.tricks, before.last) != (table.tricks, table.last):
            self.tricks.value = table.tricks
            self.last.value = table.last
            dirty += [self.tricks, self.last]
        dirty += self.french.show(table.pad)
        return dirty + turn  # the turn last: once it shows, the rest is there too

    def _trump(self, table: GaigelTable) -> list[ft.Control]:
        if table.trump is None:
            return [ft.Text(table.trump_text, size=14, weight=ft.FontWeight.W_600)]
        return [
            said(suit_chip(table.trump, table.trump_text), table.trump_text),
            ft.Text(table.trump_origin, size=12),
        ]

    def _way(self, table: GaigelTable) -> ft.Control:
        """How the deal is recorded: two chips until its first trick, marriage or card fixes
        it; card by card, the marriage toggle for the next card (beside the chip that goes
        back to announcements while nothing is played)."""
        playing = table.phase is Phase.PLAY
        if table.way is Way.CARDS and playing:
            toggle = self._marriage_next(table)
            if table.way_fixed:
                return toggle
            return ft.Row([self._way_chip(table, Way.TRICKS), toggle], spacing=6)
        if table.way_fixed or table.phase not in (Phase.TURN_UP, Phase.PLAY):
            return ft.Text(table.way_text, size=13, italic=True)
        return ft.Row([self._way_chip(table, w) for w in (Way.TRICKS, Way.CARDS)], spacing=6)

    def _way_chip(self, table: GaigelTable, way: Way) -> ft.Control:
        tr = self.tr
        label = tr._("By announcements") if way is Way.TRICKS else tr._("Card by card")
        chosen = way is table.way
        return tap(
            ft.Container(
                content=ft.Text(label, size=14, weight=ft.FontWeight.BOLD if chosen else None),
                height=TAP_HEIGHT,
                padding=ft.Padding.symmetric(horizontal=12, vertical=10),
                border_radius=24,
                border=ft.Border.all(2, ft.Colors.PRIMARY),
                bgcolor=ft.Colors.PRIMARY_CONTAINER if chosen else None,
                on_click=lambda _: self.actions.on_way_tapped(way),
            ),
            label + (", " + tr._("chosen") if chosen else ""),
        )

    def _who(self, who: WhoButton, size: float) -> ft.Control:
        """A player's button, the name at ``size`` (the row's) or smaller when it must."""
        sizes = [s for s in WHO_SIZES if s <= size]
        name = name_text(who.name, WHO_WIDTH - 2 * 3 - 4, sizes, most=2)
        name.color = ft.Colors.ON_PRIMARY if who.chosen else None
        tile = ft.Container(
            content=name,
            width=WHO_WIDTH,
            height=TAP_HEIGHT,
            border_radius=8,
            border=ft.Border.all(3, SIDE_COLORS[who.side]),
            bgcolor=SIDE_COLORS[who.side] if who.chosen else None,
            alignment=ft.Alignment.CENTER,
            on_click=lambda _: self.actions.on_who_tapped(who.name),
        )
        return tap(tile, who.spoken)

    def _suit(self, suit: SuitButton) -> ft.Control:
        tile = ft.Container(
            content=ft.Text(suit.label, size=17, weight=ft.FontWeight.BOLD, color=INK),
            width=WHO_WIDTH,
            height=TAP_HEIGHT,
            border_radius=8,
            bgcolor=FILL[suit.suit],
            alignment=ft.Alignment.CENTER,
            on_click=lambda _: self.actions.on_marriage_tapped(suit.suit),
        )
        return tap(tile, suit.spoken)

    def _marriage_next(self, table: GaigelTable) -> ft.Control:
        """Card by card: whether the next card played shows its marriage (one tap)."""
        tr = self.tr
        label = tr._("The next card shows its marriage")
        return tap(
            ft.Container(
                content=ft.Row(
                    [
                        ft.Icon(
                            ft.Icons.CHECK_BOX
                            if table.marriage_next
                            else ft.Icons.CHECK_BOX_OUTLINE_BLANK
                        ),
                        ft.Text(tr._("with its marriage"), size=14),
                    ],
                    spacing=6,
                ),
                height=TAP_HEIGHT,
                on_click=lambda _: self.actions.on_marriage_next_tapped(),
            ),
            label + (", " + tr._("chosen") if table.marriage_next else ""),
        )

    def _action(self, action: Action) -> ft.Control:
        tile = ft.Container(
            content=ft.Text(
                action.label,
                size=13,
                weight=ft.FontWeight.W_600,
                text_align=ft.TextAlign.CENTER,
                max_lines=2,
            ),
            height=TAP_HEIGHT,
            expand=True,
            alignment=ft.Alignment.CENTER,
            padding=ft.Padding.symmetric(horizontal=4, vertical=2),
            border_radius=8,
            border=ft.Border.all(2, ft.Colors.PRIMARY),
            on_click=lambda _: self.actions.on_action_tapped(action.value),
            disabled=not action.enabled,  # the dix once the stock is gone: kept in its place
            opacity=1.0 if action.enabled else 0.35,
        )
        control = tap(tile, action.spoken)
        control.disabled = not action.enabled
        control.expand = True  # three share the row
        return control

    def _out(self, out: Action) -> ft.Control:
        tile = ft.Container(
            content=ft.Text(
                out.label, size=24, weight=ft.FontWeight.BOLD, color=ft.Colors.ON_PRIMARY
            ),
            height=OUT_HEIGHT,
            border_radius=12,
            bgcolor=ft.Colors.PRIMARY,
            alignment=ft.Alignment.CENTER,
            on_click=lambda _: self.actions.on_action_tapped(out.value),
        )
        return tap(tile, out.spoken)

    def _trick_tile(self, tc: TrickCard) -> ft.Control:
        return said(trick_tile(card_face(tc.card, self.tr, 15), tc.player, tc.takes), tc.spoken)


__all__ = ["GaigelActions", "GaigelTableControls"]
