"""A change of the device's languages: followed at once, unless one was picked in the settings."""

from __future__ import annotations

from pathlib import Path
from typing import cast

import flet as ft
from stand_in import Page

from assistant.service import Listig
from views.settings import on_device_locales_changed
from views.shell import Shell


def test_the_device_language_is_followed_until_one_is_picked(tmp_path: Path) -> None:
    with Listig(f"sqlite:///{tmp_path / 'lang.db'}") as service:
        shell = Shell(cast(ft.Page, Page()), service, "en")
        drawn: list[str] = []
        shell.redraw = lambda: drawn.append(shell.tr._("Settings"))

        on_device_locales_changed(shell, [ft.Locale("it", "IT"), ft.Locale("de", "AT")])
        assert (shell.lang, drawn) == ("de", ["Einstellungen"])  # the first language it speaks
        on_device_locales_changed(shell, [ft.Locale("de")])
        assert drawn == ["Einstellungen"]  # the same language: nothing drawn again
        on_device_locales_changed(shell, [ft.Locale("en", "GB"), ft.Locale("de")])
        assert (shell.lang, drawn[-1]) == ("en", "Settings")

        shell.language_chosen = True  # what the settings' language buttons set
        on_device_locales_changed(shell, [ft.Locale("fr", "FR")])
        assert shell.lang == "en" and len(drawn) == 2
