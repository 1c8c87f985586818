"""The app's look: card colors with their symbols and letters, the themes, sizes."""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Callable
from typing import TypeVar

import flet as ft

from assistant.languages import Translator, translator
from engine.mit_list_und_tuecke import Color

#: Fill color of each card color (the same in light and dark themes: cards are cards).
FILL: dict[Color, str] = {
    Color.BLUE: "#1565C0",
    Color.GREEN: "#2E7D32",
    Color.RED: "#C62828",
    Color.YELLOW: "#F9C623",
}

#: Text and symbol color on top of each fill, chosen for contrast.
INK: dict[Color, str] = {
    Color.BLUE: "#FFFFFF",
    Color.GREEN: "#FFFFFF",
    Color.RED: "#FFFFFF",
    Color.YELLOW: "#1A1A1A",
}

#: A shape for each color, so a black-and-white screen still tells them apart.
SYMBOL: dict[Color, ft.IconData] = {
    Color.BLUE: ft.Icons.SQUARE,
    Color.GREEN: ft.Icons.CHANGE_HISTORY,
    Color.RED: ft.Icons.CIRCLE,
    Color.YELLOW: ft.Icons.STAR,
}

SEED = "#2E5E4E"
TAP_WIDTH = 44
TAP_HEIGHT = 48
"""A card button's size in logical pixels: seven fit in a row of a 360-px-wide phone."""

DIM = 0.4
"""The opacity of cards that cannot be played now (a barred color, the pad while a take or
a choice is due): they look as they are, not tappable."""

TRICK_HEIGHT = 118
"""The trick's height on the table, a card or none: its tallest place (a face, a name and
three lines of a mark), so the pad under it does not move as a trick fills and clears."""

WIDE = 900
"""From this page width on, the table shows the pad and the stacks side by side."""


FONT = "DejaVu Sans"
"""The app's font, bundled (``assets/fonts``): offline, the web client has no fallback font
for glyphs such as "→"."""

FONTS = {FONT: "fonts/DejaVuSans.ttf"}


TEXT = ft.Colors.ON_SURFACE
"""Words beside a color (a tab's name, a card's number outlined): the theme's ink, legible
on light and dark, where the color itself (yellow on white) is not."""


def tint(color: str) -> str:
    """A pale wash of ``color`` behind words in the theme's ink."""
    return ft.Colors.with_opacity(0.16, color)


C = TypeVar("C", bound=ft.Control)


class PadPlace:
    """A card's place on a pad: its tile (``parts`` stacked, a tap calls ``on_tap``), named
    ``label`` for a screen reader, in a place of its own size that stays when the card is
    played, so the cards left keep theirs (a finger finds a number where it was)."""

    def __init__(self, parts: list[ft.Control], label: str, on_tap: Callable[[], None]) -> None:
        self.tile = ft.Container(
            content=ft.Column(
                parts,
                spacing=0,
                tight=True,
                horizontal_alignment=ft.CrossAxisAlignment.CENTER,
                alignment=ft.MainAxisAlignment.CENTER,
            ),
            width=TAP_WIDTH,
            height=TAP_HEIGHT,
            border_radius=8,
            alignment=ft.Alignment.CENTER,
            on_click=lambda _: on_tap(),
        )
        self.named = ft.Semantics(
            label=label, button=True, exclude_semantics=True, content=self.tile
        )
        self.control = sent_alone(ft.Container(self.named, width=TAP_WIDTH, height=TAP_HEIGHT))


def sent_alone(control: C) -> C:
    """Mark ``control`` as one whose inside is sent only when it is updated itself: Flet's
    comparison of a parent (a pad dimmed as a whole, a row of the trick) then stops at it
    instead of walking every part of every card (Flet's "isolated" controls).

    Whoever changes what is inside such a control updates that control (or a part of it)
    itself; the tables do (a card's place is in the list of what changed), and a whole
    screen sent at once sends these again (``GameScreenBase.refresh``).

    Such a control is equal only to itself: where Flet's comparison stops at it, it asks
    whether it is the control being sent with ``!=``, which for a control of the same
    kind compared every field of both, and of everything in them (a board's place of the
    trick, a Column, against the Column sent: 40 % of a board's update in a timing)."""
    kind = type(control)
    alone = _ALONE.get(kind)
    if alone is None:
        alone = type(kind.__name__, (kind,), {"__eq__": _itself, "__hash__": kind.__hash__})
        _ALONE[kind] = alone
    control.__class__ = alone
    control._isolated = True  # type: ignore[attr-defined]  # Flet reads it (is_isolated)
    return control


def _itself(control: object, other: object) -> bool:
    return control is other


_ALONE: dict[type, type] = {}
"""For each kind of control sent alone, its kind equal only to itself (``sent_alone``)."""


_LISTED: dict[type, tuple[str, ...]] = {}
"""For each kind of control, the fields the browser is sent that Flet does not keep with
its values (the lists of controls a row or a column holds)."""


def _listed(kind: type) -> tuple[str, ...]:
    names = _LISTED.get(kind)
    if names is None:
        structural: frozenset[str] = getattr(kind, "_structural_fields", frozenset())
        names = tuple(
            field.name
            for field in dataclasses.fields(kind)
            if field.name in structural
            and not field.name.startswith("_")
            and field.name not in ("data", "key")
            and not field.metadata.get("skip", False)
        )
        _LISTED[kind] = names
    return names


def _shown(*controls: ft.BaseControl) -> list[str]:
    """The fields the browser is sent that hold anything but their kind's default in any of
    ``controls`` (of one kind), in one order: a field none of them sets is the same in all.
    Flet keeps only the values that differ from the default (``_values``)."""
    names = set(_listed(type(controls[0])))
    for control in controls:
        names.update(control._values)
    return sorted(name for name in names if name not in ("data", "key"))


def _held(value: object) -> list[ft.BaseControl] | None:
    """The controls a field holds (one, or a list holding controls); ``None``: none."""
    if isinstance(value, ft.BaseControl):
        return [value]
    if isinstance(value, list) and any(isinstance(item, ft.BaseControl) for item in value):
        return value
    return None


def _parts(control: ft.BaseControl) -> list[tuple[str, bool, list[ft.BaseControl]]]:
    """The fields of ``control`` that hold controls: each name, whether it holds a list, and
    the controls in it."""
    parts = []
    for name in _shown(control):
        value = getattr(control, name)
        held = _held(value)
        if held is not None:
            parts.append((name, isinstance(value, list), held))
    return parts


def alike(live: ft.BaseControl, model: ft.BaseControl) -> bool:
    """Whether ``live`` is built like ``model``: the same kinds of controls, holding as many
    controls in the same fields (so ``restyle`` can make one look like the other)."""
    if type(live) is not type(model):
        return False
    mine, theirs = _parts(live), _parts(model)
    return [(name, listed, len(held)) for name, listed, held in mine] == [
        (name, listed, len(held)) for name, listed, held in theirs
    ] and all(
        alike(a, b)
        for (_, _, held), (_, _, others) in zip(mine, theirs, strict=True)
        for a, b in zip(held, others, strict=True)
    )


def restyle(live: ft.BaseControl, model: ft.BaseControl) -> bool:
    """Make ``live`` (on a page) show what ``model`` (built alike, never shown) shows, by
    setting each field that differs, inside too; whether anything changed.

    A card's tile on a board takes another card this way: Flet then sends the few values
    that changed, where a new tile is seven new controls for Flet to set up on every device.
    ``model`` may be shared by many pages: what is taken from it is copied, never shared."""
    changed = False
    for name in _shown(model, live):
        new, old = getattr(model, name), getattr(live, name)
        held = _held(new)
        if held is not None:
            for mine, theirs in zip(_held(old) or [], held, strict=True):
                changed |= restyle(mine, theirs)
        elif old != new:
            if name.startswith("on_") and callable(old) and callable(new):
                # Another handler for the same tap (a lambda for the new card or choice):
                # the browser knows only that there is one, so nothing is to be sent, and
                # Flet would send it and have Flutter build the control again.
                live._values[name] = new
                continue
            shared = dataclasses.is_dataclass(new) or isinstance(new, list | dict)
            setattr(live, name, copy.deepcopy(new) if shared else new)
            changed = True
    return changed


def whole_or_cut(text: ft.Text, whole: bool) -> ft.Text:
    """``text`` drawn whole, or (``whole`` false: it fits at none of its sizes) cut short on
    screen with an ellipsis and said whole when pointed at."""
    text.overflow = ft.TextOverflow.CLIP if whole else ft.TextOverflow.ELLIPSIS
    text.tooltip = None if whole else text.value
    return text


def strut(height: float) -> ft.Control:
    """Nothing to see, as tall as ``height``: the first of a wrapping row, it keeps the row
    that tall when it holds less (an empty trick)."""
    return ft.Container(width=0, height=height)


def themes(page: ft.Page) -> None:
    """Light and dark themes from one seed color, in the bundled font."""
    page.fonts = dict(FONTS)
    page.theme = ft.Theme(color_scheme_seed=SEED, font_family=FONT)
    page.dark_theme = ft.Theme(color_scheme_seed=SEED, font_family=FONT)


def color_title(color: Color, tr: Translator | None = None) -> str:
    """``Blue``, ``Green``, ``Red``, ``Yellow`` (``Blau``, ``Grün``, … in German)."""
    return (tr or translator("en")).color_title(color)
