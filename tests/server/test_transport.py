"""The server sends Flet's messages as Flet does, without formatting them for a log that
is off (`assistant.server.web.format_messages_only_for_the_log`)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterator

import flet as ft
import pytest
from flet.messaging.protocol import Message, MessageAction
from flet_web.fastapi import flet_app

from assistant.server.web import format_messages_only_for_the_log

FLETS_OWN = getattr(flet_app.FletApp.send_message, "__wrapped__", flet_app.FletApp.send_message)


class Unprintable(ft.Text):
    """A control that must not be formatted."""

    def __repr__(self) -> str:
        raise AssertionError("the message was formatted")


def sent(send: object, message: Message) -> bytes:
    """What ``send`` puts on a connection's queue for ``message``."""
    app = object.__new__(flet_app.FletApp)
    queue: asyncio.Queue[bytes] = asyncio.Queue()
    app._FletApp__send_queue = queue
    send(app, message)  # type: ignore[operator]
    return queue.get_nowait()


@pytest.fixture
def patched() -> Iterator[None]:
    before = flet_app.FletApp.send_message
    format_messages_only_for_the_log()
    yield
    flet_app.FletApp.send_message = before


def message(text: ft.Text) -> Message:
    body = {"id": 1, "patch": [[0], [1, 0, "controls", [text]]]}
    return Message(MessageAction.PATCH_CONTROL, body)


def test_the_same_bytes_as_flets_own(patched: None) -> None:
    shown = ft.Text("Anna spielt", size=22, weight=ft.FontWeight.BOLD)
    assert sent(flet_app.FletApp.send_message, message(shown)) == sent(FLETS_OWN, message(shown))
    assert flet_app.FletApp.send_message is not FLETS_OWN


def test_no_message_is_formatted_while_the_log_is_off(patched: None) -> None:
    with pytest.raises(AssertionError, match="formatted"):
        sent(FLETS_OWN, message(Unprintable("x")))  # Flet's own formats it
    assert sent(flet_app.FletApp.send_message, message(Unprintable("x"))).startswith(b"\x00")


def test_with_the_log_on_flets_own_way_writes_it(
    patched: None, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.DEBUG, logger="flet_transport"):
        sent(flet_app.FletApp.send_message, message(ft.Text("Ben")))
    assert "send_message" in caplog.text


def test_patching_twice_keeps_one_layer(patched: None) -> None:
    first = flet_app.FletApp.send_message
    format_messages_only_for_the_log()
    assert flet_app.FletApp.send_message is first
