"""What kind of event a control's handler is given, looked up once per kind of control.

At every tap Flet looks up the type of the event it is to build for the handler: it merges
the annotations of every class the control is made from, writing each one out as text on
the way, and resolves the one for the handler. That took 0.3 ms for a tile's click and
1.0 ms for a place of the trick's tap, 5 % of the server's time while a round is tapped.
The answer depends only on the kind of control and the handler's name, so it is kept.
"""

from __future__ import annotations

from typing import Any

from flet.controls import base_control

_KNOWN: dict[tuple[type, str], Any] = {}


def looked_up_once() -> None:
    """Have Flet look up each kind of control's event types once (idempotent)."""
    find = base_control.get_event_field_type  # type: ignore[attr-defined]
    if getattr(find, "looked_up_once", False):
        return

    def get_event_field_type(control: Any, field_name: str) -> Any:
        key = (type(control), field_name)
        if key not in _KNOWN:
            _KNOWN[key] = find(control, field_name)
        return _KNOWN[key]

    get_event_field_type.looked_up_once = True  # type: ignore[attr-defined]
    get_event_field_type.__wrapped__ = find  # type: ignore[attr-defined]
    base_control.get_event_field_type = get_event_field_type  # type: ignore[attr-defined]
