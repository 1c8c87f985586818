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
