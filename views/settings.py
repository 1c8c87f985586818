"""Settings: the theme (system, light or dark), remembered on this device."""

from __future__ import annotations

import logging

import flet as ft

from views.shell import Shell, guarded

log = logging.getLogger(__name__)

THEME_KEY = "listig.theme"
THEMES = {
    "System theme": ft.ThemeMode.SYSTEM,
    "Light theme": ft.ThemeMode.LIGHT,
    "Dark theme": ft.ThemeMode.DARK,
}


def settings_view(shell: Shell) -> ft.View:
    """The settings screen."""
    current = shell.page.theme_mode or ft.ThemeMode.SYSTEM

    @guarded
    def choose(mode: ft.ThemeMode) -> None:
        shell.page.theme_mode = mode
        remember_theme(shell, mode)
        shell.page.views[-1] = settings_view(shell)
        shell.page.update()

    buttons: list[ft.Control] = []
    for text, mode in THEMES.items():
        kind = ft.FilledButton if mode == current else ft.OutlinedButton
        buttons.append(kind(content=text, on_click=lambda _, m=mode: choose(m), width=220))
    return ft.View(
        route="/settings",
        appbar=ft.AppBar(title=ft.Text("Settings")),
        controls=[
            ft.Text("Theme", size=18, weight=ft.FontWeight.BOLD),
            ft.Column(buttons, spacing=8),
        ],
        padding=16,
    )


def remember_theme(shell: Shell, mode: ft.ThemeMode) -> None:
    """Store the theme on this device (best effort)."""

    async def store() -> None:
        try:
            await ft.SharedPreferences().set(THEME_KEY, mode.value)
        except Exception as exc:
            log.info("cannot store the theme: %s", exc)

    shell.page.run_task(store)


async def recall_theme(page: ft.Page) -> None:
    """Apply the stored theme, if any."""
    try:
        value = await ft.SharedPreferences().get(THEME_KEY)
    except Exception as exc:
        log.info("cannot read the theme: %s", exc)
        return
    if isinstance(value, str) and value in {m.value for m in THEMES.values()}:
        page.theme_mode = ft.ThemeMode(value)
        page.update()
