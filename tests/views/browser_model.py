"""A model of Flet's browser for tests of what a screen sends: a real Flet session on a
connection that keeps what it is sent; the browser is modelled by applying each patch as
Flet's client does (``Control.applyPatch`` in Flet's Dart package: walk the path from the
patched control, then replace, add, remove or move).
"""

from __future__ import annotations

from typing import Any

import flet as ft
import msgpack
from flet.controls.base_control import BaseControl
from flet.messaging.connection import Connection
from flet.messaging.protocol import Message, MessageAction, configure_encode_object_for_msgpack
from flet.messaging.session import Session
from flet.pubsub.pubsub_hub import PubSubHub

ENCODE = configure_encode_object_for_msgpack(BaseControl)


class Kept(Connection):
    """A connection that keeps each message as the browser would get it."""

    def __init__(self) -> None:
        super().__init__()
        self.pubsubhub = PubSubHub()
        self.sent: list[list[Any]] = []
        self.session: Session | None = None

    def send_message(self, message: Message) -> None:
        self.sent.append(as_sent(message))


def on_page(*controls: ft.Control) -> tuple[ft.Page, Kept, dict[str, Any]]:
    """A session's page showing ``controls``, and the browser's copy of it."""
    connection = Kept()
    session = Session(connection)
    connection.session = session  # the page holds its session weakly
    page = session.page
    page.views.append(ft.View(route="/", controls=list(controls)))
    return page, connection, browser_of(session)


def browser_of(session: Session) -> dict[str, Any]:
    """What the browser has of ``session``'s page when it opens it."""
    whole = session.get_page_patch()
    return as_sent(Message(MessageAction.PATCH_CONTROL, whole))[1]  # type: ignore[no-any-return]


def find(node: Any, id_: int) -> dict[str, Any] | None:
    if isinstance(node, dict):
        if node.get("_i") == id_ and "_c" in node:
            return node
        items = list(node.values())
    elif isinstance(node, list):
        items = node
    else:
        return None
    for item in items:
        found = find(item, id_)
        if found is not None:
            return found
    return None


def apply(browser: dict[str, Any], message: list[Any]) -> None:
    """What Flet's client does with a patch message."""
    action, body = message
    assert action == MessageAction.PATCH_CONTROL.value
    target = find(browser, body["id"])
    if target is None:
        return  # not (yet) on the screen: the client lets it be
    tree, *ops = body["patch"]
    paths: dict[int, list[Any]] = {}

    def index(node: list[Any], path: list[Any]) -> None:
        paths[node[0]] = path
        if len(node) > 1:
            for key, child in node[1].items():
                index(child, [*path, key])

    index(tree, [])

    def at(node_id: int) -> Any:
        obj: Any = target
        for key in paths[node_id]:
            obj = obj[key]
        return obj

    for op in ops:
        kind = op[0]
        if kind == 0:
            at(op[1])[op[2]] = op[3]
        elif kind == 1:
            obj = at(op[1])
            if isinstance(obj, list):
                obj.insert(op[2], op[3])
            else:
                obj[op[2]] = op[3]
        elif kind == 2:
            obj = at(op[1])
            if isinstance(obj, list):
                del obj[op[2]]
            else:
                obj.pop(op[2], None)
        else:
            source = at(op[1])
            value = source.pop(op[2])
            at(op[3]).insert(op[4], value)


def as_sent(message: Message) -> list[Any]:
    """``message`` as the browser reads it."""
    packed = msgpack.packb([message.action, message.body], default=ENCODE)
    return msgpack.unpackb(packed, ext_hook=msgpack.ExtType, strict_map_key=False)  # type: ignore[no-any-return]


def seen(node: Any) -> list[Any]:
    """What the browser's copy of a page shows: every visible control's kind and values
    other than its kind's defaults, in order, without Flet's ids and the session's own (a
    place of the trick kept hidden shows nothing)."""
    if isinstance(node, list):
        return [part for item in node for part in seen(item)]
    if not isinstance(node, dict) or node.get("visible") is False:
        return []
    kind = getattr(ft, str(node.get("_c")), None)
    values = sorted(
        (key, value)
        for key, value in node.items()
        if key not in ("_i", "uid")
        and not isinstance(value, dict | list)
        and not _default(kind, key, value)
    )
    return [values, *(part for key in sorted(node) for part in seen(node[key]))]


def _default(kind: Any, key: str, value: Any) -> bool:
    """Whether ``value`` is what a control of ``kind`` has when ``key`` is not sent."""
    if key.startswith("on_") and value is False:  # no handler: as if none was ever sent
        return True
    default = getattr(kind, key, None) if isinstance(kind, type) else None
    return value == getattr(default, "value", default)
