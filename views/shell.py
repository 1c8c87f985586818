"""What every screen shares: the page, the service, the language, navigation, messages, dialogs."""

from __future__ import annotations

import functools
import logging
import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ParamSpec, TypeVar

import flet as ft

from assistant.errors import InputError
from assistant.languages import (
    DEFAULT_LANGUAGE,
    LANGUAGES,
    N_,
    Translator,
    detect_language,
    translate_message,
    translator,
)
from assistant.server.devices import Role
from assistant.service import Listig
from engine.errors import RuleError
from views.labelled import icon_button

if TYPE_CHECKING:
    from assistant.server.web import Table

log = logging.getLogger(__name__)

T = TypeVar("T")
P = ParamSpec("P")

FAILED = N_("Something went wrong, and nothing was changed. Please try again.")
"""Said (translated) when a command fails for a reason nobody foresaw."""

#: The shell of each page, so that ``guarded`` speaks the page's language.
_SHELLS: weakref.WeakValueDictionary[int, Shell] = weakref.WeakValueDictionary()


def guarded(handler: Callable[P, None]) -> Callable[P, None]:
    """Wrap a handler of a tap: a rule or input error is said, anything else logged and said.

    No traceback ever reaches the screen (Flet would show one for an unhandled error).
    """

    @functools.wraps(handler)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> None:
        try:
            handler(*args, **kwargs)
        except (RuleError, InputError) as exc:
            _say(exc)
        except Exception:
            log.exception("%s failed", handler.__qualname__)
            _say(None)

    return wrapper


def _say(exc: BaseException | None) -> None:
    """Say an error (``None``: the unforeseen failure) in the page's language."""
    try:
        page = ft.context.page
        shell = _SHELLS.get(id(page))
        lang = shell.lang if shell is not None else detect_language()
        message = translator(lang)._(FAILED) if exc is None else translate_message(exc, lang)
        page.show_dialog(ft.SnackBar(ft.Text(message)))
    except Exception:
        log.exception("cannot say %r", exc)


def current_tr() -> Translator:
    """The translator of the page being served right now (English outside a page)."""
    try:
        shell = _SHELLS.get(id(ft.context.page))
    except Exception:
        shell = None
    return shell.tr if shell is not None else translator("en")


def heading(title: str) -> ft.Control:
    """A dialog's title, said as a heading (an app bar's title is one already)."""
    return ft.Semantics(header=True, content=ft.Text(title))


class Shell:
    """One per browser tab or window: the page, the shared service, and small helpers."""

    def __init__(self, page: ft.Page, service: Listig, lang: str | None = None) -> None:
        self.page = page
        self.service = service
        self.wakelock: ft.Wakelock | None = None
        self.snack: ft.SnackBar | None = None
        self.awake = False
        self.lang: str = translator(lang or DEFAULT_LANGUAGE).lang
        """The language of this tab (a code of ``LANGUAGES``); the settings change it."""
        self.language_chosen = False
        """Whether the user picked the language in the settings (else it follows the device)."""
        self.show_counts = False
        """The default of the stack-size house rule for new games (a setting)."""
        self.stay_awake = True
        """Whether the game screen keeps the screen on (a setting)."""
        self.show_chances = True
        """Whether New game says each side's chance to win by the ratings (a setting)."""
        self.redraw: Callable[[], None] = lambda: None
        """Build the current screen again (the router sets it): after a change of language."""
        self.role: Role = Role.HOST
        """What the device of this tab may do (the service refuses the rest anyway)."""
        self.table: Table | None = None
        """The server's table (devices, the join address) when served to phones."""
        self.boards: dict[tuple[int, str], Any] = {}
        """The live boards drawn (``views.board.Drawing``), by game and language, each shared
        by the tabs that show it (``views.board.drawing``): one for all the tabs of the app
        (``views.app``)."""
        _SHELLS[id(page)] = self

    @property
    def tr(self) -> Translator:
        """Everything said on this tab, in its language."""
        return translator(self.lang)

    def set_language(self, lang: str) -> None:
        """Speak ``lang`` from now on, and say the current screen again in it."""
        self.lang = translator(lang).lang
        self.follow_language()
        self.redraw()

    def follow_language(self) -> None:
        """Flutter's own words (the back button's name, text-field menus) in this language."""
        self.page.locale_configuration = ft.LocaleConfiguration(
            supported_locales=[ft.Locale(code) for code in LANGUAGES],
            current_locale=ft.Locale(self.lang),
        )

    def error_text(self, exc: BaseException) -> str:
        """An error the assistant raised, in this tab's language."""
        return translate_message(exc, self.lang)

    def go(self, route: str) -> None:
        """Navigate to ``route`` (the route-change handler builds the screen)."""
        self.page.navigate(route)

    def back(self) -> None:
        """Go to the screen below this one (Home at the bottom)."""
        views = self.page.views
        below = views[-2].route if len(views) > 1 else "/"
        self.go(below or "/")

    def back_button(self) -> ft.Control:
        """An app bar's back arrow, named "Back" once: Flutter's own is named by its
        tooltip, and read "Back Back" while the pointer rests on it."""
        return icon_button(ft.Icons.ARROW_BACK, self.tr._("Back"), lambda _: self.back())

    def toast(self, message: str) -> None:
        """A short message at the bottom of the screen (it replaces one still showing)."""
        if self.snack is not None and self.snack.open:
            self.snack.open = False  # sent with the new one, in the same update
        self.snack = ft.SnackBar(ft.Text(message), show_close_icon=True)
        self.page.show_dialog(self.snack)

    def attempt(self, action: Callable[[], T]) -> T | None:
        """Run ``action``; say what went wrong instead of raising (``None`` then)."""
        try:
            return action()
        except (RuleError, InputError) as exc:
            self.toast(self.error_text(exc))
        except Exception:
            log.exception("a command failed")
            self.toast(self.tr._(FAILED))
        return None

    def confirm(
        self, title: str, text: str, yes: str, on_yes: Callable[[], None]
    ) -> ft.AlertDialog:
        """Ask before doing something that cannot be taken back lightly; the question."""

        @guarded
        def on_yes_tapped(_: ft.Event[ft.Button]) -> None:
            self.page.pop_dialog()
            on_yes()

        @guarded
        def on_cancel_tapped(_: ft.Event[ft.TextButton]) -> None:
            self.page.pop_dialog()

        question = ft.AlertDialog(
            title=heading(title),
            content=ft.Text(text),
            actions=[
                ft.TextButton(content=self.tr._("Cancel"), on_click=on_cancel_tapped),
                ft.FilledButton(content=yes, on_click=on_yes_tapped),
            ],
        )
        self.page.show_dialog(question)
        return question

    def withdraw(self, dialog: ft.DialogControl | None) -> None:
        """Close ``dialog`` if it is still open (what it asked about has changed)."""
        if dialog is not None and dialog.open:
            dialog.open = False
            self.page.update(dialog)

    def info(self, title: str, body: ft.Control) -> ft.AlertDialog:
        """A dialog that only shows something, with a Close button; the dialog."""

        @guarded
        def on_close_tapped(_: ft.Event[ft.TextButton]) -> None:
            self.page.pop_dialog()

        dialog = ft.AlertDialog(
            title=heading(title),
            content=body,
            scrollable=True,
            actions=[ft.TextButton(content=self.tr._("Close"), on_click=on_close_tapped)],
        )
        self.page.show_dialog(dialog)
        return dialog

    def keep_awake(self, awake: bool) -> None:
        """Keep the screen on during a game, where the platform can (best effort)."""
        if awake == self.awake:
            return
        self.awake = awake
        if self.wakelock is None:
            self.wakelock = ft.Wakelock()
        lock = self.wakelock
        method = lock.enable if awake else lock.disable

        async def switch() -> None:
            try:
                await method()  # type: ignore[no-untyped-call]
            except Exception as exc:  # not every platform has a wakelock
                log.info("wakelock unavailable: %s", exc)

        self.page.run_task(switch)
