"""Settings: language, theme, the stack-size house rule for new games, the chances by the
ratings on New game, keeping the screen on.

Each is remembered on this device (``ft.SharedPreferences``); the language defaults to the
device's own (the first of its locales that listig speaks). The installed app (on a phone)
also says here how its games reach the club's database.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable, Sequence

import flet as ft

from assistant.languages import LANGUAGE_SETTING, LANGUAGES, N_, detect_language
from views.device import on_its_own
from views.labelled import Switch
from views.shell import Shell, guarded

log = logging.getLogger(__name__)

THEME_KEY = "listig.theme"
SHOW_COUNTS_KEY = "listig.show_counts"
AWAKE_KEY = "listig.keep_awake"
CHANCES_KEY = "listig.show_chances"
THEMES = {
    N_("System theme"): ft.ThemeMode.SYSTEM,
    N_("Light theme"): ft.ThemeMode.LIGHT,
    N_("Dark theme"): ft.ThemeMode.DARK,
}
ON_THIS_PHONE = N_(
    "The games played in this app stay on this phone; other phones cannot join its table "
    "(that needs listig serve on a computer)."
)
TO_THE_CLUB = N_(
    "To bring a game to the club's database: open it in the History, tap “Export the "
    "game (listig/1)” and send the file to the club's computer, where “Import a game” "
    "(or listig import FILE) adds it to the standings. “Back up everything” saves all "
    "of this phone's games in one file."
)


def settings_view(shell: Shell) -> ft.View:
    """The settings screen."""
    tr = shell.tr
    current = shell.page.theme_mode or ft.ThemeMode.SYSTEM

    def redraw() -> None:
        shell.page.views[-1] = settings_view(shell)
        shell.page.update()

    @guarded
    def choose_theme(mode: ft.ThemeMode) -> None:
        shell.page.theme_mode = mode
        remember(shell, THEME_KEY, mode.value)
        redraw()

    @guarded
    def choose_language(lang: str) -> None:
        remember(shell, LANGUAGE_SETTING, lang)
        shell.language_chosen = True
        shell.set_language(lang)  # builds every screen again, this one included

    @guarded
    def on_show_counts_changed(value: bool) -> None:
        shell.show_counts = value
        remember(shell, SHOW_COUNTS_KEY, shell.show_counts)

    @guarded
    def on_show_chances_changed(value: bool) -> None:
        shell.show_chances = value
        remember(shell, CHANCES_KEY, shell.show_chances)

    @guarded
    def on_keep_awake_changed(value: bool) -> None:
        shell.stay_awake = value
        remember(shell, AWAKE_KEY, shell.stay_awake)

    languages = [
        _choice(name, code == shell.lang, functools.partial(choose_language, code))
        for code, name in LANGUAGES.items()
    ]
    themes = [
        _choice(tr._(text), mode == current, functools.partial(choose_theme, mode))
        for text, mode in THEMES.items()
    ]
    return ft.View(
        route="/settings",
        appbar=ft.AppBar(leading=shell.back_button(), title=ft.Text(tr._("Settings"))),
        controls=[
            _heading(tr._("Language")),
            ft.Row(languages, wrap=True, spacing=8, run_spacing=8),
            _heading(tr._("Theme")),
            ft.Row(themes, wrap=True, spacing=8, run_spacing=8),
            _heading(tr._("New games")),
            Switch(
                tr._("Show stack sizes during the round"), shell.show_counts, on_show_counts_changed
            ).control,
            Switch(
                tr._("Show each side's chance to win by the ratings"),
                shell.show_chances,
                on_show_chances_changed,
            ).control,
            _heading(tr._("During a game")),
            Switch(tr._("Keep the screen on"), shell.stay_awake, on_keep_awake_changed).control,
            *_club_help(shell),
        ],
        scroll=ft.ScrollMode.AUTO,
        padding=16,
        spacing=12,
    )


def _club_help(shell: Shell) -> list[ft.Control]:
    """In the installed app: where its games are, and how they reach the club's database."""
    if not on_its_own(shell.page):
        return []
    tr = shell.tr
    return [
        _heading(tr._("Games on this phone")),
        ft.Text(tr._(ON_THIS_PHONE)),
        ft.Text(tr._(TO_THE_CLUB)),
    ]


def _heading(text: str) -> ft.Control:
    return ft.Text(text, size=18, weight=ft.FontWeight.BOLD)


def _choice(text: str, chosen: bool, on_tapped: Callable[[], None]) -> ft.Control:
    """One of several choices: the chosen one filled, with a check mark."""
    if chosen:
        return ft.FilledButton(content=text, icon=ft.Icons.CHECK, on_click=lambda _: on_tapped())
    return ft.OutlinedButton(content=text, on_click=lambda _: on_tapped())


def remember(shell: Shell, key: str, value: str | bool) -> None:
    """Store a setting on this device (best effort)."""

    async def store() -> None:
        try:
            await ft.SharedPreferences().set(key, value)
        except Exception as exc:
            log.info("cannot store %s: %s", key, exc)

    shell.page.run_task(store)


async def recall_settings(shell: Shell) -> None:
    """Apply the settings stored on this device; the language, when none is stored, is the
    device's. Redraws the screen when the language is not the one it was drawn in."""
    page = shell.page
    try:
        prefs = ft.SharedPreferences()
        theme, lang, counts, awake, chances = (
            await prefs.get(THEME_KEY),
            await prefs.get(LANGUAGE_SETTING),
            await prefs.get(SHOW_COUNTS_KEY),
            await prefs.get(AWAKE_KEY),
            await prefs.get(CHANCES_KEY),
        )
    except Exception as exc:
        log.info("cannot read the settings: %s", exc)
        theme = lang = counts = awake = chances = None
    if isinstance(chances, bool):
        shell.show_chances = chances
    if isinstance(counts, bool):
        shell.show_counts = counts
    if isinstance(awake, bool):
        shell.stay_awake = awake
    if isinstance(lang, str) and lang in LANGUAGES:
        shell.language_chosen = True
    else:
        lang = detect_language(await device_locales(page))
    themed = isinstance(theme, str) and theme in {m.value for m in THEMES.values()}
    if themed:
        page.theme_mode = ft.ThemeMode(str(theme))
    if lang != shell.lang:
        shell.set_language(lang)  # builds the screen again (and updates the page)
    elif themed:
        page.update()


def on_device_locales_changed(shell: Shell, locales: Sequence[ft.Locale]) -> None:
    """The device's languages changed (its settings, the browser's preferred languages):
    unless a language was picked in the settings, say the current screen in the new one at
    once, without a reload."""
    log.info("the device's languages changed: %s", [locale_name(found) for found in locales])
    if shell.language_chosen:
        return
    lang = detect_language([locale_name(found) for found in locales])
    if lang != shell.lang:
        shell.set_language(lang)  # builds the current screen again, in ``lang``


def locale_name(found: object) -> str | None:
    """A locale as a ``de_DE``-style name (``de`` without a country), if it has a language."""
    code = getattr(found, "language_code", None)
    country = getattr(found, "country_code", None)
    return f"{code}_{country}" if code and country else code


async def device_locales(page: ft.Page) -> list[str | None]:
    """The device's locales, strongest first, as ``de_DE``-style names (none if unknown)."""
    try:
        info = await page.get_device_info()
    except Exception as exc:
        log.info("cannot ask the device for its locales: %s", exc)
        return []
    return [locale_name(found) for found in getattr(info, "locales", None) or []]
