"""A screen's changes sent to the browser as one message, so it draws them in one frame.

Flet sends each control a screen updates as a message of its own: "patch the control with
this id". The browser applies each message as it comes and draws a frame whenever one is
due, so a tap that changes twenty controls (a trick taken: six tiles, six stack lines, the
prompt, the turn) arrived as twenty messages, drawn in two or three frames, the turn line
in the last. Here the messages of one update are held back, their patches rewritten from
the page down (each path of a patch prefixed by the way from the page to its control) and
sent as one patch of the page: the browser applies them in the same order, at once.

Flet computes each patch as always, and keeps its own account of what is on the page; only
the sending changes. Whatever cannot be rewritten safely (a control not on the page, a
control patched before one of its ancestors, a message that is not a patch) is sent as
Flet would have sent it.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Iterator, Sequence
from typing import Any, cast

import flet as ft
import msgpack  # what Flet packs its messages with
from flet.controls.base_control import BaseControl
from flet.controls.context import context
from flet.controls.object_patch import ObjectPatch, Operation
from flet.messaging.protocol import Message, MessageAction, configure_encode_object_for_msgpack

from views.values_changed import value_changes

log = logging.getLogger(__name__)

Path = list[Any]
"""The keys from one object down to another: field names and list places."""


def update_at_once(page: ft.Page, controls: Sequence[ft.Control]) -> None:
    """Send what changed in ``controls`` (in this order) as one message, where it can be."""
    session = getattr(page, "session", None)  # none on a stand-in page
    connection = None if session is None else session.connection
    if session is None or connection is None or _holding(connection):
        page.update(*controls)  # (while held already: joined with what is held)
        return
    held: list[Message] = []
    try:
        for control in controls:
            found = value_changes(control)
            if found.ops:
                held.append(ops_message(control, found.ops))
            for other in found.compare:  # more than values changed: Flet compares it
                hold_back(page, [cast(ft.Control, other)], held)
        context.mark_update_called()  # type: ignore[no-untyped-call]  # as page.update does
    finally:  # what was held is sent, whatever happened after it
        for message in joined_or_as_made(page, session.index, held):
            connection.send_message(message)


def hold_back(page: ft.Page, controls: Sequence[ft.Control], held: list[Message]) -> None:
    """Add to ``held`` the messages ``page.update(*controls)`` makes, packed as Flet sends
    them and unpacked (plain lists and dicts), instead of sending them."""
    connection = page.session.connection

    connection.send_message = lambda message: held.append(as_sent(message))  # type: ignore[method-assign]  # for a moment
    try:
        page.update(*controls)
    finally:
        del connection.send_message  # Flet's own again


def sent_to_all(root: ft.BaseControl, controls: Sequence[ft.Control], pages: list[Any]) -> None:
    """Send what changed in ``controls`` (under ``root``, in this order) to every page of
    ``pages`` that shows ``root``: compared once, the same message to each.

    ``root`` and everything under it are the same controls on every page (a game's board,
    shown by a table's devices), so each device's copy has the same ids and the patch made
    for one fits all. A page with no session (a stand-in) is updated as Flet would; one whose
    device is away is skipped: Flet sends a page whole when its device comes back."""
    messages = compared(root, controls)
    for page in pages:
        session = getattr(page, "session", None)
        if session is None:
            page.update(*controls)
            continue
        connection = session.connection
        if connection is None:
            continue
        for message in messages:
            connection.send_message(message)


def compared(root: ft.BaseControl, controls: Sequence[ft.Control]) -> list[Message]:
    """The messages that send what changed in ``controls`` (Flet's comparison of each, with
    no page: ``Session.patch_control`` less its account of the page's controls, which a
    control shown on many pages does not belong to), joined into one where they can be."""
    held: list[Message] = []
    index: dict[int, ft.BaseControl] = {}
    for control in controls:
        found = value_changes(control)
        if found.ops:
            held.append(ops_message(control, found.ops))
            index[control._i] = control
        for other in found.compare:  # more than values changed: Flet compares it
            patch, _, _ = ObjectPatch.from_diff(other, other, control_cls=BaseControl)
            encoded = patch.to_message()
            if len(encoded) > 1:
                body = {"id": other._i, "patch": encoded}
                held.append(as_sent(Message(MessageAction.PATCH_CONTROL, body)))
                index[other._i] = other
    return joined_or_as_made(root, index, held)


def ops_message(control: ft.BaseControl, ops: list[dict[str, Any]]) -> Message:
    """The message that patches ``control`` with ``ops`` (paths from it down), held with
    its operations as found: joined with the others as they are, or encoded as Flet
    encodes a patch when sent alone (``encoded``)."""
    return Message(MessageAction.PATCH_CONTROL, {"id": control._i, "ops": ops})


def encoded(message: Message) -> Message:
    """``message`` as Flet sends it (a patch held as operations encoded as Flet does)."""
    body = message.body
    if isinstance(body, dict) and "ops" in body:
        patch = ObjectPatch(body["ops"]).to_message()
        return Message(message.action, {"id": body["id"], "patch": patch})
    return message


def as_sent(message: Message) -> Message:
    """``message`` packed as Flet sends it and unpacked (plain lists and dicts). Packed now:
    packing notes what the browser will have, which the next control's comparison reads (a
    control just added is not added twice)."""
    action, body = msgpack.unpackb(packed(message), ext_hook=msgpack.ExtType, strict_map_key=False)
    return Message(MessageAction(action), body)


def joined_or_as_made(root: ft.BaseControl, index: Any, held: list[Message]) -> list[Message]:
    """``joined``; the messages as Flet made them if a patch is of a kind not foreseen."""
    try:
        return joined(root, index, held)
    except Exception:
        log.exception("patches not joined")
        return _as_they_are(held)


ENCODE = configure_encode_object_for_msgpack(BaseControl)  # type: ignore[no-untyped-call]
"""Flet's encoder of controls (and what is in them) for its messages."""


def packed(message: Message) -> bytes:
    """``message`` in the bytes Flet sends it as (without the frame's first byte)."""
    return msgpack.packb([message.action, message.body], default=ENCODE)  # type: ignore[no-any-return]


def _as_they_are(messages: list[Message]) -> list[Message]:
    return [encoded(message) for message in messages]


def _holding(connection: object) -> bool:
    """Whether ``connection``'s messages are held back already (an update within one)."""
    return "send_message" in vars(connection)


def joined(root: ft.BaseControl, index: Any, messages: list[Message]) -> list[Message]:
    """``messages`` (packed and unpacked: plain lists and dicts) with their patches joined
    into one patch of ``root``, in order; as they are when any of them cannot be. ``index``
    finds a control by its id."""
    if len(messages) < 2 or any(m.action != MessageAction.PATCH_CONTROL for m in messages):
        return _as_they_are(messages)
    ops: list[dict[str, Any]] = []
    ways: list[Path] = []  # where each message's control is
    for message in messages:
        body: dict[str, Any] = message.body
        control = index.get(body["id"])
        way = None if control is None else way_down(root, control)
        if way is None:
            return _as_they_are(messages)
        if "ops" in body:  # values changed: paths from the control down, none holds a control
            own = [{**op, "path": [*way, *op["path"]]} for op in body["ops"]]
        else:
            own = list(_prefixed(body["patch"], way))
            if any(_moves(op, earlier) for op in own for earlier in ways):
                return _as_they_are(messages)  # an earlier control's place counted before
        ways.append(way)
        ops.extend(own)
    patch = ObjectPatch(ops).to_message()
    return [Message(MessageAction.PATCH_CONTROL, {"id": root._i, "patch": patch})]


def way_down(root: ft.BaseControl, control: ft.BaseControl) -> Path | None:
    """The keys from ``root`` down to ``control``; ``None`` if it is not under ``root``."""
    keys: Path = []
    child = control
    while child is not root:
        parent = child.parent
        if parent is None:
            return None
        step = _step(parent, child)
        if step is None:
            return None
        keys[:0] = step
        child = parent
    return keys


def _moves(op: dict[str, Any], way: Path) -> bool:
    """Whether ``op`` changes what lies on ``way`` or where (a field on it replaced, a place
    in a list on it added or taken away before or at it)."""
    for path in (op["path"], op.get("from")):
        if path is None or len(path) > len(way) or path[:-1] != way[: len(path) - 1]:
            continue  # at or under the control, or beside its way: its place stays
        key, passed = path[-1], way[len(path) - 1]
        if key == passed or (isinstance(passed, int) and op["op"] != "replace"):
            return True
    return False


STEP = "_listig_step"
"""The attribute in which a control keeps where it was last found in its parent (the field,
and its place in a list): kept with the control, gone with it."""


def _step(parent: ft.BaseControl, child: ft.BaseControl) -> Path | None:
    """The keys from ``parent`` to its direct ``child``: a field, or a field and a place."""
    known: tuple[str, int | None] | None = getattr(child, STEP, None)
    if known is not None and _holds(parent, child, *known):
        name, place = known
        return [name] if place is None else [name, place]
    for field in dataclasses.fields(parent):
        value = getattr(parent, field.name, None)
        if value is child:
            setattr(child, STEP, (field.name, None))
            return [field.name]
        if isinstance(value, list):
            for place, item in enumerate(value):
                if item is child:
                    setattr(child, STEP, (field.name, place))
                    return [field.name, place]
    return None


def _holds(parent: ft.BaseControl, child: ft.BaseControl, name: str, place: int | None) -> bool:
    value = getattr(parent, name, None)
    if place is None:
        return value is child
    return isinstance(value, list) and place < len(value) and value[place] is child


def _prefixed(patch: list[Any], prefix: Path) -> Iterator[dict[str, Any]]:
    """The operations of an encoded patch (Flet's ``ObjectPatch.to_message``) with whole
    paths, each beginning with ``prefix``."""
    paths: dict[int, Path] = {}

    def walk(node: list[Any], path: Path) -> None:
        paths[node[0]] = path
        if len(node) > 1:
            for key, child in node[1].items():
                walk(child, [*path, key])

    walk(patch[0], prefix)
    for op in patch[1:]:
        kind = Operation(op[0])
        if kind is Operation.Move:
            yield {
                "op": "move",
                "from": [*paths[op[1]], op[2]],
                "path": [*paths[op[3]], op[4]],
            }
        elif kind is Operation.Remove:
            yield {"op": "remove", "path": [*paths[op[1]], op[2]]}
        else:
            name = "replace" if kind is Operation.Replace else "add"
            yield {"op": name, "path": [*paths[op[1]], op[2]], "value": op[3]}
