"""Buttons with a name the browser (and a screen reader) can read, even with only an icon."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

Handler = Callable[[Any], None]


def named(control: ft.Control, label: str, selected: bool | None = None) -> ft.Semantics:
    """Wrap a tappable control so that its accessible name is exactly ``label``."""
    return ft.Semantics(
        label=label, button=True, selected=selected, exclude_semantics=True, content=control
    )


def icon_button(
    icon: ft.IconData, label: str, on_click: Handler, disabled: bool = False
) -> ft.Semantics:
    """An icon-only button named ``label`` (also its tooltip)."""
    button = ft.IconButton(icon=icon, tooltip=label, on_click=on_click, disabled=disabled)
    return named(button, label)


def text_button(
    text: str,
    on_click: Handler,
    icon: ft.IconData | None = None,
    filled: bool = False,
    disabled: bool = False,
) -> ft.Control:
    """A button with visible text (its accessible name is the text)."""
    if filled:
        return ft.FilledButton(content=text, icon=icon, on_click=on_click, disabled=disabled)
    return ft.Button(content=text, icon=icon, on_click=on_click, disabled=disabled)


class Switch:
    """A switch named ``label``, its words beside it wrapping onto a second line where the
    screen is narrow (Flet's own label is cut: "Stapelgrößen während der Runde zei…").

    A tap on the switch or on its words flips it; a screen reader hears one switch with
    its name and state. ``on_change`` gets the new value.
    """

    def __init__(self, label: str, value: bool, on_change: Callable[[bool], None]) -> None:
        self.on_change = on_change
        self.toggle = ft.Switch(value=value, on_change=lambda e: self.set(bool(e.control.value)))
        words = ft.Container(
            ft.Text(label, size=14), expand=True, on_click=lambda _: self.flip(), padding=4
        )
        self.control = ft.Semantics(
            label=label,
            toggled=value,
            exclude_semantics=True,
            on_tap=lambda _: self.flip(),
            content=ft.Row([self.toggle, words], spacing=8),
        )

    def flip(self) -> None:
        """Turn it the other way (a tap on the words, or a screen reader's tap)."""
        self.set(not self.toggle.value)

    def set(self, value: bool) -> None:
        """Take ``value`` and tell the screen."""
        self.toggle.value = value
        self.control.toggled = value
        self.control.update()
        self.on_change(value)


def choice_chips(choices: dict[str, str], chosen: str, on_pick: Callable[[str], None]) -> ft.Row:
    """One of several things to choose (a game): a chip each, wrapping onto more rows on a
    phone (five games do not fit one row of 360 px); each chip a button named by its
    words, the chosen one said selected. ``choices``: a value and its words each."""
    return ft.Row(
        [
            named(
                ft.Chip(
                    label=ft.Text(words, size=14),
                    selected=value == chosen,
                    show_checkmark=False,
                    on_select=lambda _, value=value: on_pick(value),
                ),
                words,
                selected=value == chosen,
            )
            for value, words in choices.items()
        ],
        wrap=True,
        spacing=6,
        run_spacing=4,
    )
