"""A stand-in for the parts of ``ft.Page`` the screens use, for tests without a browser."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

import flet as ft

T = TypeVar("T")


def run_apart(coroutine: Coroutine[Any, Any, T]) -> T:
    """Run ``coroutine`` to its end on a thread and event loop of its own (a loop may be
    running in this thread, left by an earlier test's Flet session)."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


class PubSub:
    """Records what a screen tells other tabs."""

    def __init__(self) -> None:
        self.sent: list[tuple[str, object]] = []

    def send_others_on_topic(self, topic: str, message: object) -> None:
        self.sent.append((topic, message))


class Page:
    """The page a shell draws on: routes, dialogs, updates, tasks and messages to other tabs
    are recorded, nothing is drawn."""

    width = 360

    def __init__(self) -> None:
        self.route = ""
        self.views: list[object] = []
        self.theme_mode = ft.ThemeMode.SYSTEM
        self.dialogs: list[object] = []
        self.tasks: list[object] = []
        self.updates = 0
        self.pubsub = PubSub()

    def update(self, *controls: object) -> None:
        self.updates += 1

    def show_dialog(self, dialog: ft.DialogControl) -> None:
        dialog.open = True
        self.dialogs.append(dialog)

    def pop_dialog(self) -> None:
        self.dialogs.pop().open = False

    def navigate(self, route: str) -> None:
        self.route = route

    def run_task(self, handler: object, *args: object) -> None:
        self.tasks.append(handler)


def texts(control: object) -> list[str]:
    """Every text under ``control`` (a button's words too), depth first."""
    found: list[str] = []
    if isinstance(control, ft.Text) and isinstance(control.value, str):
        found.append(control.value)
    content = getattr(control, "content", None)
    if isinstance(content, str):
        found.append(content)
    for name in ("content", "controls"):
        child = getattr(control, name, None)
        for item in child if isinstance(child, list) else [child]:
            if isinstance(item, ft.BaseControl):
                found += texts(item)
    return found


def buttons(control: object) -> list[ft.Control]:
    """Every button whose words are its content, depth first."""
    found: list[ft.Control] = []
    if isinstance(control, ft.FilledButton | ft.OutlinedButton | ft.TextButton) and isinstance(
        control.content, str
    ):
        found.append(control)
    for name in ("content", "controls"):
        child = getattr(control, name, None)
        for item in child if isinstance(child, list) else [child]:
            if isinstance(item, ft.BaseControl):
                found += buttons(item)
    return found
