"""The rules and rulings, readable on a phone, in the tab's language."""

from __future__ import annotations

from functools import cache
from importlib.resources import files

import flet as ft

from assistant.languages import DEFAULT_LANGUAGE, Translator, translator


@cache
def rules_text(lang: str = DEFAULT_LANGUAGE) -> str:
    """The rules page shipped with the app: ``views/rules.md`` in English,
    ``views/rules.<lang>.md`` in the other languages (English where there is none)."""
    folder = files("views")
    name = "rules.md" if lang == DEFAULT_LANGUAGE else f"rules.{lang}.md"
    page = folder.joinpath(name)
    if not page.is_file():
        page = folder.joinpath("rules.md")
    return page.read_text(encoding="utf-8")


def rules_view(tr: Translator | None = None) -> ft.View:
    """The rules screen."""
    tr = tr or translator(DEFAULT_LANGUAGE)
    return ft.View(
        route="/rules",
        appbar=ft.AppBar(title=ft.Text(tr._("Rules"))),
        controls=[
            ft.Markdown(
                rules_text(tr.lang),
                selectable=True,
                extension_set=ft.MarkdownExtensionSet.GITHUB_WEB,
            )
        ],
        scroll=ft.ScrollMode.AUTO,
        padding=16,
    )
