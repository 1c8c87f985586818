"""The table screen: whose turn, the trick with its live takers, the card pad, the stacks."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import flet as ft

from assistant.languages import N_, Translator
from engine.mit_list_und_tuecke import COLORS, Card, Color
from views.color_tab import ColorTab
from views.game_base import MessageSlot
from views.labelled import named
from views.look import (
    DIM,
    FILL,
    INK,
    SYMBOL,
    TAP_HEIGHT,
    TAP_WIDTH,
    TRICK_HEIGHT,
    sent_alone,
    strut,
)
from views.mit_list_und_tuecke.card_button import CardButton
from views.mit_list_und_tuecke.look import color_badge
from views.mit_list_und_tuecke.model import ENGLISH, TRUMP, CardState, KeepPrompt, PadRow, Table
from views.mit_list_und_tuecke.seat_line import SeatLine
from views.mit_list_und_tuecke.trick_tile import TrickTile
from views.table_parts import Dimmed, Places


class TableActions(Protocol):
    """What the table screen reports back: the user's taps."""

    def on_card_tapped(self, card: Card) -> None: ...
    def on_trick_card_tapped(self, card: Card) -> None: ...
    def on_keep_color_tapped(self, color: Color) -> None: ...
    def on_blocked_tapped(self) -> None: ...
    def on_changed(self, controls: list[ft.Control]) -> None: ...
    def on_undo_tapped(self) -> None: ...


class TableScreen:
    """The controls of the table screen; ``show(model)`` updates them in place."""

    def __init__(
        self,
        actions: TableActions,
        n_cards: dict[Color, int],
        players: int,
        tr: Translator = ENGLISH,
    ) -> None:
        self.actions = actions
        self.tr = tr
        self.turn = ft.Text("", size=24, weight=ft.FontWeight.BOLD)
        self.where = ft.Text("", size=14)
        self.trump = sent_alone(ft.Row([], spacing=6, tight=True))  # sent when it changes
        self.trump_named = ft.Semantics(label="", exclude_semantics=True, content=self.trump)
        """``Trump: Green`` (the badge and the word beside it said once)."""
        self.trick = ft.Row(
            [], wrap=True, spacing=2, run_spacing=2, vertical_alignment=ft.CrossAxisAlignment.START
        )
        self.prompt = ft.Column([], spacing=8)
        self.prompts = Places(self.prompt, [])
        self.buttons: dict[Card, CardButton] = {}
        self._row_labels: dict[Color, ft.Container] = {}
        self._rows: dict[Color, ft.Row] = {}
        self._tabs: dict[Color, ColorTab[Color]] = {
            c: ColorTab(c, tr.color_title(c), (FILL[c], INK[c], SYMBOL[c]), self.on_tab_tapped)
            for c in COLORS
        }
        self.color: Color | None = None
        """The color whose cards the pad shows (a tap on a color tab picks it)."""
        self._lead: Card | None = None
        self.tabs = ft.Row([t.control for t in self._tabs.values()], spacing=4)
        places = max(n_cards.values())  # every color's row as tall: the pad keeps its height
        self.pad_rows = ft.Column([self._pad_row(c, n_cards[c], places) for c in COLORS], spacing=6)
        self.dimmed = Dimmed(self.pad_rows)
        self.pad = ft.Column([self.tabs, self.dimmed.control], spacing=8)
        self.seats = ft.Column([], spacing=6)
        self.slot = MessageSlot(tr._("Undo this take"), actions.on_undo_tapped, tr._("More…"))
        self.notice, self.offer_text, self.offer = self.slot.parts
        self.header = ft.Column(
            [
                ft.Semantics(header=True, content=self.turn),  # the screen's heading
                ft.Row([self.where, self.trump_named], wrap=True),
                self.slot.control,
            ],
            spacing=2,
        )
        self.shown: Table | None = None
        self._tiles = [TrickTile(actions.on_trick_card_tapped, tr, players) for _ in range(players)]
        for tile in self._tiles:
            tile.hide()
        self._seats: list[SeatLine] = []
        self.empty_trick = ft.Text(tr._("No card in this trick yet."), italic=True)
        left = ft.Column(
            [self.header, self.trick, self.prompt],
            spacing=10,
            col={"xs": 12, "xl": 7},
        )
        right = ft.Column(
            [ft.Text(tr._("Stacks"), size=16, weight=ft.FontWeight.BOLD), self.seats],
            spacing=8,
            col={"xs": 12, "xl": 5},
        )
        # read above (stacks under the trick on a phone, beside it on a wider screen); the
        # pad under it all, anchored to the bottom by the screen's layout
        self.control = ft.ResponsiveRow([left, right], spacing=16, run_spacing=10)

    def _pad_row(self, color: Color, count: int, places: int) -> ft.Control:
        cards: list[ft.Control] = []
        for number in range(1, count + 1):
            button = CardButton(Card(color, number), self.actions.on_card_tapped, self.tr)
            self.buttons[button.card] = button
            cards.append(button.control)
        cards.extend(ft.Container(width=TAP_WIDTH, height=TAP_HEIGHT) for _ in range(count, places))
        row = sent_alone(ft.Row(cards, wrap=True, spacing=4, run_spacing=4, visible=False))
        self._rows[color] = row
        return row

    def on_tab_tapped(self, color: Color) -> None:
        """Show the cards of ``color`` (the first of two taps that play a card)."""
        if self.shown is None or color == self.color:
            return
        self.actions.on_changed(self._pick(color))

    def _pick(self, color: Color | None) -> list[ft.Control]:
        dirty: list[ft.Control] = []
        if color == self.color:
            return dirty
        for c, row in self._rows.items():
            if row.visible != (c == color):
                row.visible = c == color
                dirty.append(row)
        for c, tab in self._tabs.items():
            if tab.select(c == color):
                dirty.append(tab.control)
        self.color = color
        return dirty

    def offer_undo(self, summary: str) -> list[ft.Control]:
        """Say what the take just did, with a button that takes it back (empty: none)."""
        return self.slot.offer_undo(summary)

    def say(self, message: str, refusal: bool = True) -> list[ft.Control]:
        """Show why a tap changed nothing under the turn line (above the pad, never over it,
        in a slot of its own height: nothing moves)."""
        return self.slot.say(message, refusal)

    # ------------------------------------------------------------------ render

    def show(self, table: Table) -> list[ft.Control]:
        """Bring the screen up to ``table``; returns the controls that changed."""
        before, self.shown = self.shown, table
        tr = self.tr
        dirty: list[ft.Control] = []
        turned: list[ft.Control] = []  # the turn line and where the game stands, if changed
        if before is None or _header(before) != _header(table):
            turned = [self.where, self.turn]
            self.turn.value = table.turn
            self.where.value = tr.format(
                N_("Round {round} of {rounds} · {player} deals"),
                round=table.round_no,
                rounds=table.rounds,
                player=table.dealer,
            )
        if before is None or before.trump != table.trump:
            self.trump.controls = (
                []
                if table.trump is None
                else [
                    ft.Text(tr._("Trump"), size=14),
                    color_badge(table.trump, tr=tr),
                    _name(tr.color_title(table.trump)),
                ]
            )
            self.trump_named.label = (
                "" if table.trump is None else tr.format(TRUMP, color=tr.color_title(table.trump))
            )
            dirty += [self.trump, self.trump_named]
        if before is None or (before.trick, before.take) != (table.trick, table.take):
            dirty.extend(self._show_trick(table))
        if before is None or (before.take, before.keep, before.blocked) != (
            table.take,
            table.keep,
            table.blocked,
        ):
            dirty += self.prompts.lay(self._prompt(table))
        for row in table.pad:
            dirty.extend(self._show_row(row))
        # a take or a color choice first: no card now
        dirty += self.dimmed.dim(table.take is not None or table.keep is not None)
        dirty.extend(self._pick(self._choose(table)))
        if len(self._seats) != len(table.seats):
            self._seats = [SeatLine(tr) for _ in table.seats]
            self.seats.controls = [line.control for line in self._seats]
            dirty.append(self.seats)
        for line, seat in zip(self._seats, table.seats, strict=True):
            if line.show(seat):
                dirty.append(line.control)
        return dirty + turned  # sent with the rest, in the same message

    def _show_row(self, row: PadRow) -> list[ft.Control]:
        dirty: list[ft.Control] = [
            self.buttons[pad.card].control for pad in row.cards if self.buttons[pad.card].show(pad)
        ]
        left = sum(1 for pad in row.cards if pad.state is not CardState.GONE)
        barred = DIM if row.barred else 1.0
        if self._rows[row.color].opacity != barred:  # the fourth color: none of it now
            self._rows[row.color].opacity = barred
            dirty.append(self._rows[row.color])
        if self._tabs[row.color].show(left, row.barred):
            dirty.append(self._tabs[row.color].control)
        return dirty

    def _choose(self, table: Table) -> Color | None:
        """The color the pad shows: the led color once a new card leads, else the one
        picked, else the first color with cards left."""
        lead = table.trick[0].card if table.trick else None
        left = [
            row.color for row in table.pad if any(p.state is not CardState.GONE for p in row.cards)
        ]
        color = self.color
        if lead is not None and lead != self._lead and lead.color in left:
            color = lead.color
        self._lead = lead
        if color not in left:
            color = left[0] if left else None
        return color

    def _show_trick(self, table: Table) -> list[ft.Control]:
        dirty: list[ft.Control] = []
        if not self.trick.controls:
            steady = strut(TRICK_HEIGHT)  # the pad under the trick stays put
            self.trick.controls = [steady, self.empty_trick, *(t.control for t in self._tiles)]
            dirty.append(self.trick)
        if self.empty_trick.visible != (not table.trick):
            self.empty_trick.visible = not table.trick
            dirty.append(self.empty_trick)
        for index, tile in enumerate(self._tiles):
            if index < len(table.trick):
                changed = tile.show(table.trick[index], table.take)
            else:
                changed = tile.hide()
            if changed:
                dirty.append(tile.control)
        return dirty

    def _prompt(self, table: Table) -> list[ft.Control]:
        """The take, the keep and the blocked offer, each in a place of its own (hidden
        while it says nothing): a tap restyles the one showing, and the one it follows is
        hidden, not built again."""
        return [self._take(table), self._keep(table.keep), self._blocked(table)]

    def _take(self, table: Table) -> ft.Control:
        tr = self.tr
        if table.take is None:  # hidden, built like a take's box: the same place all along
            box = _prompt_box("", "", "")
            box.visible = False
            return box
        take = table.take
        last = ""
        if take.count > 1 and len(take.chosen) == take.count - 1:
            # Say what the last tap does before it is made.
            last = tr._("The next tap takes the cards (an undo brings them back).")
        return _prompt_box(take.text, take.rest_text, take.chosen_text, last)

    def _blocked(self, table: Table) -> ft.Control:
        tr = self.tr
        if table.blocked is not None:
            offer = table.blocked
            button = ft.OutlinedButton(
                content=tr.format(N_("{player} is blocked"), player=offer.player),
                icon=ft.Icons.BLOCK,
                on_click=lambda _: self.actions.on_blocked_tapped(),
            )
            hint = ft.Text(
                tr.format(
                    N_("Three colors show: {color} may not be played."),
                    color=tr.color_title(offer.fourth),
                ),
                size=13,
            )
            return ft.Row([button, hint], wrap=True)
        return ft.Row(visible=False)

    def _keep(self, keep: KeepPrompt | None) -> ft.Control:
        tr = self.tr
        if keep is None:
            return ft.Column(visible=False)
        buttons: list[ft.Control] = []
        for color in keep.colors:
            chosen = color in keep.chosen
            keep_text = tr.format(N_("Keep {color}"), color=tr.color_title(color))
            tile = ft.Container(
                content=ft.Row(
                    [
                        ft.Icon(SYMBOL[color], size=18, color=INK[color]),
                        ft.Text(keep_text, color=INK[color], weight=ft.FontWeight.BOLD),
                        ft.Icon(ft.Icons.CHECK, color=INK[color], visible=chosen),
                    ],
                    tight=True,
                    spacing=6,
                ),
                bgcolor=FILL[color],
                border_radius=10,
                padding=ft.Padding.symmetric(horizontal=14, vertical=12),
                border=ft.Border.all(4, ft.Colors.ON_SURFACE) if chosen else None,
                on_click=_tap(self.actions.on_keep_color_tapped, color),
            )
            buttons.append(named(tile, keep_text, selected=chosen))
        extra = ""
        if keep.others:
            then = tr.format(N_("Then {players} chooses."), players=", ".join(keep.others))
            extra = " " + then
        return ft.Column(
            [
                _prompt_box(keep.text + extra, "", keep.chosen_text),
                ft.Row(buttons, wrap=True, spacing=8),
            ],
            spacing=8,
        )


def _tap(
    handler: Callable[[Color], None], color: Color
) -> Callable[[ft.Event[ft.Container]], None]:
    return lambda _: handler(color)


def _header(table: Table) -> tuple[object, ...]:
    return (table.turn, table.round_no, table.rounds, table.dealer, table.trump)


def _name(title: str) -> ft.Control:
    return ft.Text(title, size=14, weight=ft.FontWeight.BOLD)


def _prompt_box(text: str, more: str, chosen: str, note: str = "") -> ft.Control:
    # each line there all along, hidden while it says nothing: one box restyled tap by tap
    lines: list[ft.Control] = [
        ft.Text(text, size=16, weight=ft.FontWeight.W_600),
        ft.Text(more, size=14, visible=bool(more)),
        ft.Text(chosen, size=14, weight=ft.FontWeight.BOLD, visible=bool(chosen)),
        ft.Text(note, size=13, italic=True, visible=bool(note)),
    ]
    return ft.Container(
        content=ft.Column(lines, spacing=4, tight=True),
        bgcolor=ft.Colors.PRIMARY_CONTAINER,
        border_radius=10,
        padding=12,
    )
