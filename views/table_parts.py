"""What the games' tables build alike, written once: the turn line and the message slot
they all have, a control said as one thing, a card of a pad restyled in place as it is
played, a card in the trick, the trick's row that keeps its height, a prompt on its tinted
ground with its choices and Cancel, a player's or a side's line.

Each game's ``views/<game>/table.py`` lays these out with what is only its own; nothing here
changes what a table shows or where.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Generic, Protocol, TypeVar

import flet as ft

from assistant.languages import Translator
from views.fit import boxed, sized
from views.game_base import MessageSlot
from views.look import (
    DIM,
    TAP_HEIGHT,
    TEXT,
    PadPlace,
    alike,
    restyle,
    strut,
    tint,
    whole_or_cut,
)
from views.table_model import Choice, Prompt

C = TypeVar("C")
"""A card, as its game knows it."""
T = TypeVar("T", covariant=True)
"""A card in the trick, as its game's model says it."""
W = TypeVar("W")
"""What a choice sends back when tapped."""
WC = TypeVar("WC", covariant=True)


class Turned(Protocol):
    """A table model: whose turn it is and where the game stands."""

    @property
    def turn(self) -> str: ...

    @property
    def where(self) -> str: ...


M = TypeVar("M", bound=Turned)


def said(control: ft.Control, label: str) -> ft.Semantics:
    """A control read out as ``label`` (not a button)."""
    return ft.Semantics(label=label, exclude_semantics=True, content=control)


def tap(control: ft.Control, label: str) -> ft.Semantics:
    """A tappable control named ``label``."""
    return ft.Semantics(label=label, button=True, exclude_semantics=True, content=control)


class TableBase(Generic[M]):
    """What every table's controls hold: the translator, the model last shown, the turn
    line and where the game stands, and the message slot under them (a refusal, the undo
    offer) in a place of its own height."""

    def __init__(
        self, tr: Translator, on_undo: Callable[[], None], turn: ft.Text, where: ft.Text
    ) -> None:
        self.tr = tr
        self.shown: M | None = None
        self.turn = turn
        self.where = where
        self.slot = MessageSlot(tr._("Undo"), on_undo, tr._("More…"))
        self.notice, self.offer_text, self.offer = self.slot.parts

    def say(self, message: str, refusal: bool = True) -> list[ft.Control]:
        """Show why a tap changed nothing under the turn line (above the pad, never over it,
        in a slot of its own height: nothing moves)."""
        return self.slot.say(message, refusal)

    def offer_undo(self, summary: str) -> list[ft.Control]:
        """Say what the last tap did, with a button that takes it back."""
        return self.slot.offer_undo(summary)

    def take(self, table: M) -> tuple[M | None, list[ft.Control]]:
        """Keep ``table`` as the one shown; the one shown before, and the turn line and
        where the game stands if they changed (to be sent last: once the turn shows, the
        rest is there too)."""
        before, self.shown = self.shown, table
        if before is not None and (before.turn, before.where) == (table.turn, table.where):
            return before, []
        self.turn.value = table.turn
        self.where.value = table.where
        return before, [self.where, self.turn]


# ------------------------------------------------------------------ the pad


class PadState(Protocol):
    """How a pad card shows now."""

    @property
    def label(self) -> str:
        """Its accessible name, with its states."""
        ...

    @property
    def pale(self) -> bool:
        """Outlined on a pale wash (in the trick)."""
        ...

    @property
    def chosen(self) -> bool:
        """Framed: tapped as one of several cards entered at once."""
        ...

    @property
    def gone(self) -> bool:
        """Off the pad, its place kept."""
        ...


class PadButton(Generic[C]):
    """A card of a pad, named as people say it, restyled in place as it is played: on its
    fill while in hand, outlined on a pale wash while it lies in the trick, framed while
    chosen, gone once played (its place stays, empty)."""

    def __init__(
        self,
        card: C,
        parts: list[ft.Control],
        colors: tuple[str, str],
        label: str,
        on_tapped: Callable[[C], None],
    ) -> None:
        self.card = card
        self.parts = parts
        self.fill, self.ink = colors
        self.look: tuple[bool, bool, bool] | None = None
        place = PadPlace(parts, label, lambda: on_tapped(card))
        self.tile, self.named, self.control = place.tile, place.named, place.control

    def show(self, pad: PadState) -> bool:
        """Restyle for ``pad``; whether that changed anything."""
        look = (pad.pale, pad.chosen, pad.gone)
        if look == self.look and self.named.label == pad.label:
            return False
        self.look = look
        self.named.label = pad.label
        self.named.visible = not pad.gone
        self.tile.bgcolor = tint(self.fill) if pad.pale else self.fill
        if pad.pale:
            self.tile.border = ft.Border.all(3, self.fill)
        elif pad.chosen:
            self.tile.border = ft.Border.all(4, ft.Colors.AMBER_400)
        else:
            self.tile.border = None
        for part in self.parts:  # the theme's ink on the wash: black on dark was unseen
            part.color = TEXT if pad.pale else self.ink  # type: ignore[attr-defined]
        return True


WASH = ft.Colors.with_opacity(1 - DIM, ft.Colors.SURFACE)
"""The screen's ground at 60 %: over a part of the pad, the same pixels as the part at 40 %."""


class Dimmed:
    """A part of the pad that dims while no card may be tapped (a choice first): a wash of
    the screen's ground over it, the part left as it is. (Its opacity would look the same,
    but Flutter then builds the whole part anew; it draws the wash alone.) Taps go through
    the wash to the part, which says why not."""

    def __init__(self, content: ft.Control) -> None:
        self.wash = ft.Container(left=0, top=0, right=0, bottom=0, ignore_interactions=True)
        self.control = ft.Stack([content, self.wash])

    @property
    def dimmed(self) -> bool:
        return self.wash.bgcolor is not None

    def dim(self, dimmed: bool) -> list[ft.Control]:
        """Dim the part or not; the wash if that changed."""
        if self.dimmed == dimmed:
            return []
        self.wash.bgcolor = WASH if dimmed else None
        return [self.wash]


# ------------------------------------------------------------------ the trick


def trick_tile(
    face: ft.Container,
    player: str,
    takes: bool,
    marks: str = "",
    width: int = 76,
    mark_size: int = 11,
    mark_lines: int = 2,
) -> ft.Column:
    """A card in the trick: its face (framed while it takes the trick), its player's name
    and its marks under it, ``width`` wide, each at the largest size at which it is whole
    (a mark down to two sizes under ``mark_size``)."""
    if takes:
        face.border = ft.Border.all(3, ft.Colors.PRIMARY)
    said = name_text(
        marks, width, (mark_size, mark_size - 1, mark_size - 2), mark_lines, bold=False
    )
    said.color = ft.Colors.PRIMARY
    said.visible = bool(marks)  # there all along: a tile with marks or none is built alike
    return ft.Column(
        [face, name_text(player, width, NAME_SIZES), said],
        spacing=2,
        tight=True,
        horizontal_alignment=ft.CrossAxisAlignment.CENTER,
    )


NAME_SIZES = (12, 11, 10, 9)
"""The sizes of a player's name under a card of the trick, the largest it fits whole at."""


def name_text(
    name: str, room: float, sizes: Sequence[float], most: int = 1, bold: bool = True
) -> ft.Text:
    """A name in ``room`` pixels, whole at the largest of ``sizes`` it fits at in ``most``
    lines, wrapped at its words (never inside one); on one line at none of them, in two at
    the two smallest ("Jean-" over "Baptiste"); one too long even so is cut short on
    screen, and said whole when pointed at (the seats' lines show it whole)."""
    size, whole = sized(name, room, sizes, most)
    if not whole and most == 1:
        size, whole = sized(name, room, sizes[-2:], 2)
        most = 2 if whole else 1
    text = ft.Text(
        name,
        size=size,
        weight=ft.FontWeight.BOLD if bold else None,
        max_lines=most,
        text_align=ft.TextAlign.CENTER,
        width=room,
    )
    return whole_or_cut(text, whole)


class Tricked(Protocol[T]):
    """A table model with a trick: its cards, and what it comes to so far."""

    @property
    def trick(self) -> Sequence[T]: ...

    @property
    def so_far(self) -> str: ...


SO_FAR_HEIGHT = 48
"""What the trick comes to: three lines' height, so what is under it keeps its place."""
SO_FAR_ROOM = 360 - 2 * 8
"""Its width on a 360-px phone (the table's padding): wider screens give it more."""


class Places:
    """The places in ``row`` (a row or a column) after the controls ``first`` (a strut
    that keeps a row's height; a line for no card yet), kept from one look to the next:
    the cards of a trick, from card to card; a prompt, from tap to tap.

    ``lay`` shows controls made afresh (never shown) in them: a place that holds a control
    built alike takes on the new one's look, so Flet sends and Flutter draws the few values
    that changed; where a new row of tiles was made for every card, Flet set up and Flutter
    built every tile of the trick anew each time. A control built otherwise, or one place
    more, is a new control in the row; a hidden one hides its place as it stands; the places
    past the last are hidden."""

    def __init__(self, row: ft.Row | ft.Column, first: list[ft.Control]) -> None:
        self.row = row
        self.first = first
        self.kept: list[ft.Control] = []

    def show(
        self, before: Sequence[T] | None, now: Sequence[T], draw: Callable[[T], ft.Control]
    ) -> list[ft.Control]:
        """Show the things ``now`` (a trick's cards), each as ``draw`` makes it; one that
        ``before`` had in the same place is left as it is (a card played before this one
        shows the same); the controls that changed."""
        old = before or ()
        return self.lay(
            [None if i < len(old) and old[i] == it else draw(it) for i, it in enumerate(now)]
        )

    def lay(self, drawn: Sequence[ft.Control | None]) -> list[ft.Control]:
        """Show ``drawn`` (``None``: what its place shows already); the controls that
        changed."""
        dirty: list[ft.Control] = []
        hiding: list[ft.Control] = []
        moved = not self.row.controls
        for index, model in enumerate(drawn):
            if model is None:
                continue
            if index < len(self.kept) and alike(self.kept[index], model):
                if restyle(self.kept[index], model):
                    dirty.append(self.kept[index])
            elif index < len(self.kept) and not model.visible:
                # a place with nothing to show is hidden as it stands, whatever it was
                # built as: it is built again only when it shows something else
                hiding.append(self.kept[index])
            else:
                self.kept[index : index + 1] = [model]
                moved = True
        for place in [*hiding, *self.kept[len(drawn) :]]:
            if place.visible:
                place.visible = False
                dirty.append(place)
        if moved:
            self.row.controls = [*self.first, *self.kept]
            return [self.row]
        return dirty


class TrickArea:
    """The trick's row, as tall with a card or none (the pad under it stays put), and what
    the trick so far comes to, in three lines of their own height."""

    def __init__(
        self, height: int, tr: Translator, spacing: int = 6, so_far_size: int = 12
    ) -> None:
        self.row = ft.Row(
            [],
            spacing=spacing,
            run_spacing=2,
            wrap=True,
            vertical_alignment=ft.CrossAxisAlignment.START,
        )
        self.so_far_size = so_far_size
        self.so_far = ft.Text(
            "", size=so_far_size, italic=True, max_lines=3, overflow=ft.TextOverflow.ELLIPSIS
        )
        self.so_far_box = ft.Container(
            self.so_far, height=SO_FAR_HEIGHT, alignment=ft.Alignment.TOP_LEFT
        )
        self.empty = ft.Text(tr._("No card in this trick yet."), italic=True, size=13)
        self.places = Places(self.row, [strut(height), self.empty])

    def fit_so_far(self) -> None:
        """What the trick comes to, at the largest size at which it is whole in its three
        lines' height on a 360-px phone (four of the smallest); past that cut short, and
        whole when pointed at."""
        text = self.so_far.value or ""
        sizes = (self.so_far_size, self.so_far_size - 1, self.so_far_size - 2)
        self.so_far.size, self.so_far.max_lines, whole = boxed(
            text, SO_FAR_ROOM, SO_FAR_HEIGHT, sizes
        )
        self.so_far.tooltip = None if whole else text

    def show(
        self, before: Tricked[T] | None, table: Tricked[T], tile: Callable[[T], ft.Control]
    ) -> list[ft.Control]:
        """Show the trick's cards (each as ``tile`` makes it), or that it has none yet, and
        what it comes to so far; the controls that changed since ``before``."""
        dirty: list[ft.Control] = []
        if before is None or before.trick != table.trick:
            dirty += self.places.show(before.trick if before else None, table.trick, tile)
            if self.empty.visible != (not table.trick):
                self.empty.visible = not table.trick
                dirty.append(self.empty)
        if before is None or before.so_far != table.so_far:
            self.so_far.value = table.so_far
            self.fit_so_far()
            dirty.append(self.so_far)
        return dirty


# ------------------------------------------------------------------ prompts


def prompt_box(parts: list[ft.Control], vertical: int = 8) -> ft.Control:
    """A prompt's parts on their tinted ground."""
    return ft.Container(
        content=ft.Column(parts, spacing=6, tight=True),
        bgcolor=ft.Colors.PRIMARY_CONTAINER,
        border_radius=10,
        padding=ft.Padding.symmetric(horizontal=6, vertical=vertical),
    )


def cancel_button(tr: Translator, on_cancel: Callable[[], None]) -> ft.Control:
    """Leave the taps made so far (the card goes back to the pad)."""
    return ft.TextButton(
        content=tr._("Cancel"),
        icon=ft.Icons.CLOSE,
        on_click=lambda _: on_cancel(),
        height=TAP_HEIGHT,
    )


def asked(text: str, buttons: list[ft.Control]) -> list[ft.Control]:
    """A prompt: its words, its buttons under them (wrapping), on the tinted ground."""
    parts: list[ft.Control] = [ft.Text(text, size=15, weight=ft.FontWeight.W_600)]
    if buttons:
        parts.append(ft.Row(buttons, wrap=True, spacing=4, run_spacing=4))
    return [prompt_box(parts)]


def prompted(
    prompt: Prompt[object, W] | None,
    choice: Callable[[Choice[W]], ft.Control],
    on_cancel: Callable[[], None],
    tr: Translator,
) -> list[ft.Control]:
    """A prompt on its tinted ground: its words, a button for each choice (as ``choice``
    makes it) and Cancel when its taps may be left; nothing without a prompt."""
    if prompt is None:
        return []
    buttons = [choice(c) for c in prompt.choices]
    if prompt.cancel:
        buttons.append(cancel_button(tr, on_cancel))
    return asked(prompt.text, buttons)


class Prompting(Protocol[WC]):
    """A table model with a prompt, or none."""

    @property
    def prompt(self) -> Prompt[object, WC] | None: ...


class PromptArea:
    """Where a table asks for a choice: the prompt on its tinted ground, or nothing."""

    def __init__(self, tr: Translator, on_cancel: Callable[[], None]) -> None:
        self.tr = tr
        self.on_cancel = on_cancel
        self.column = ft.Column([], spacing=6)
        self.places = Places(self.column, [])

    def show(
        self,
        before: Prompting[W] | None,
        table: Prompting[W],
        choice: Callable[[Choice[W]], ft.Control],
    ) -> list[ft.Control]:
        """Show ``table``'s prompt (each choice as ``choice`` makes it) if it changed since
        ``before``; the controls that changed."""
        if before is not None and before.prompt == table.prompt:
            return []
        return self.places.lay(prompted(table.prompt, choice, self.on_cancel, self.tr))


def choice_tile(content: ft.Control, on_tap: Callable[[], None]) -> ft.Container:
    """A choice's button: ``content`` in a frame of the tap height (a game sizes it)."""
    return ft.Container(
        content=content,
        height=TAP_HEIGHT,
        border=ft.Border.all(2, ft.Colors.PRIMARY),
        border_radius=8,
        on_click=lambda _: on_tap(),
    )


# ------------------------------------------------------------------ players and sides


def line_top(name: str, acting: bool, icon: ft.IconData) -> list[ft.Control]:
    """The start of a player's or a side's line: an arrow while it acts, else ``icon``,
    then its name (cut short on screen)."""
    return [
        ft.Icon(
            ft.Icons.PLAY_ARROW if acting else icon,
            size=16,
            color=ft.Colors.PRIMARY if acting else None,
        ),
        ft.Text(
            name,
            size=15,
            weight=ft.FontWeight.BOLD,
            max_lines=1,
            overflow=ft.TextOverflow.ELLIPSIS,
            expand=True,
        ),
    ]


def line_box(rows: list[ft.Control], acting: bool, spoken: str) -> ft.Control:
    """A player's or a side's line, tinted while it acts, said as ``spoken``."""
    return said(
        ft.Container(
            ft.Column(rows, spacing=0, tight=True),
            padding=ft.Padding.symmetric(horizontal=6, vertical=3),
            border_radius=8,
            bgcolor=ft.Colors.SECONDARY_CONTAINER if acting else None,
        ),
        spoken,
    )
