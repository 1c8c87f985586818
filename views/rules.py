"""The rules and rulings, readable on a phone."""

from __future__ import annotations

from functools import cache
from importlib.resources import files

import flet as ft


@cache
def rules_text() -> str:
    """The rules page shipped with the app (``views/rules.md``)."""
    return files("views").joinpath("rules.md").read_text(encoding="utf-8")


def rules_view() -> ft.View:
    """The rules screen."""
    return ft.View(
        route="/rules",
        appbar=ft.AppBar(title=ft.Text("Rules")),
        controls=[
            ft.Markdown(
                rules_text(),
                selectable=True,
                extension_set=ft.MarkdownExtensionSet.GITHUB_WEB,
            )
        ],
        scroll=ft.ScrollMode.AUTO,
        padding=16,
    )
