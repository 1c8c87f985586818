"""Check each WebSocket frame a browser sends before Flet's server sees it.

Flet's receive loop trusts its input: a frame that is not valid msgpack, or is valid
but not shaped like its protocol, raises inside it — and when that happens before the
page registered, its connection handler waits forever for a send loop nobody stops
(the connection, its memory and uvicorn's shutdown all hang on it). So every frame is
unpacked here first, with limits, and one that does not fit the protocol closes the
connection instead. See ``docs/web-server.md``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import msgpack
from flet.messaging.protocol import MessageAction, decode_ext_from_msgpack

MAX_FRAME = 8 * 1024 * 1024
"""The biggest frame accepted: a file opened for import travels in one (the import's own
limit is smaller)."""

MAX_DEPTH = 48
"""How deeply lists and maps may nest in a frame (Flet's pages nest far less)."""

MAX_ITEMS = 200_000
"""The most list or map entries at any one level."""


class BadFrame(Exception):
    """A frame that does not fit Flet's protocol; ``code`` is the WebSocket close code."""

    def __init__(self, reason: str, code: int = 1007) -> None:
        super().__init__(reason)
        self.reason = reason
        self.code = code


@dataclass
class Frame:
    """A checked frame: its action (``None`` for a data-channel frame) and its body."""

    action: MessageAction | None
    body: Any


def _depth_ok(value: Any) -> bool:
    """Whether ``value`` nests at most ``MAX_DEPTH`` deep (iteratively: no recursion)."""
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, list | tuple):
            if depth >= MAX_DEPTH:
                return False
            stack.extend((child, depth + 1) for child in item)
        elif isinstance(item, dict):
            if depth >= MAX_DEPTH:
                return False
            for key, child in item.items():
                stack.append((key, depth + 1))
                stack.append((child, depth + 1))
    return True


def _fields(
    body: Any, types: dict[str, type | tuple[type, ...]], action: str, optional: set[str]
) -> None:
    if not isinstance(body, dict) or not all(isinstance(k, str) for k in body):
        raise BadFrame(f"{action}: the body is not a map")
    for name, kind in types.items():
        if name not in body:
            raise BadFrame(f"{action}: no {name}")
        if not isinstance(body[name], kind) or (isinstance(body[name], bool) and kind is int):
            raise BadFrame(f"{action}: {name} has the wrong type")
    if set(body) - set(types) - optional:
        raise BadFrame(f"{action}: unknown fields")


def check(data: bytes | None, text: str | None, registered: bool) -> Frame:
    """The frame, checked; raises :class:`BadFrame` if Flet should never see it."""
    if data is None:
        raise BadFrame("a text frame", 1003)
    if len(data) > MAX_FRAME:
        raise BadFrame("a frame too big", 1009)
    if not data:
        raise BadFrame("an empty frame")
    kind = data[0]
    if kind == 0x01:
        if not registered or len(data) < 5:
            raise BadFrame("a data-channel frame out of place")
        return Frame(None, None)
    if kind != 0x00:
        raise BadFrame("an unknown frame type")
    try:
        message = msgpack.unpackb(
            data[1:],
            ext_hook=decode_ext_from_msgpack,
            max_array_len=MAX_ITEMS,
            max_map_len=MAX_ITEMS,
            strict_map_key=False,
        )
    except Exception as exc:  # msgpack's own errors, a stack overflow, a bad extension
        raise BadFrame(f"not msgpack ({type(exc).__name__})") from None
    if not isinstance(message, list) or len(message) != 2 or not isinstance(message[0], int):
        raise BadFrame("not an [action, body] pair")
    if not _depth_ok(message):
        raise BadFrame("nested too deeply")
    try:
        action = MessageAction(message[0])
    except ValueError:
        raise BadFrame("an unknown action") from None
    body = message[1]
    if action is MessageAction.REGISTER_CLIENT:
        if registered:
            raise BadFrame("registered twice", 1008)
        _fields(body, {"page_name": str, "page": dict}, "register", {"session_id"})
        session = body.get("session_id")
        if session is not None and not isinstance(session, str):
            raise BadFrame("register: session_id has the wrong type")
    elif not registered:
        raise BadFrame("a message before registering", 1008)
    elif action is MessageAction.CONTROL_EVENT:
        _fields(body, {"target": int, "name": str}, "event", {"data"})
    elif action is MessageAction.UPDATE_CONTROL_PROPS:
        _fields(body, {"id": int}, "update", {"props"})
    elif action is MessageAction.INVOKE_METHOD:
        _fields(body, {"control_id": int, "call_id": str}, "invoke", {"result", "error"})
        if body.get("error") is not None and not isinstance(body["error"], str):
            raise BadFrame("invoke: error has the wrong type")
    else:
        raise BadFrame("an action only the server sends", 1008)
    return Frame(action, body)


def pack(action: MessageAction, body: Any) -> bytes:
    """A frame as Flet's client would send it (for a rewritten register frame)."""
    packed: bytes = msgpack.packb([action.value, body])
    return b"\x00" + packed
