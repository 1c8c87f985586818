"""Each kind of control's event types, looked up once (``views.event_types``): the same
types Flet's own lookup gives, for every handler of every control Flet has."""

from __future__ import annotations

import inspect
from typing import Any

import flet as ft
from flet.controls import base_control
from flet.controls.control_event import get_event_field_type as flets_own

from views.event_types import looked_up_once


def outcome(lookup: Any, control: object, field: str) -> str:
    """What ``lookup`` gives for ``control``'s ``field``: the type, or that it fails."""
    try:
        return str(lookup(control, field))
    except Exception as exc:
        return f"fails: {type(exc).__name__}"


def test_every_handler_of_every_control_gets_the_event_type_flet_gives() -> None:
    looked_up_once()
    looked_up_once()  # once is enough: not wrapped twice
    kept = base_control.get_event_field_type  # type: ignore[attr-defined]
    assert kept.__wrapped__ is flets_own
    compared = 0
    for name in dir(ft):
        kind = getattr(ft, name)
        if not (inspect.isclass(kind) and issubclass(kind, base_control.BaseControl)):
            continue
        try:
            control = kind()
        except Exception:  # a control that needs arguments: not this test's concern
            continue
        for field in sorted(getattr(kind, "_event_fields", ())):
            expected = outcome(flets_own, control, field)
            assert outcome(kept, control, field) == expected, (name, field)
            assert outcome(kept, control, field) == expected, (name, field)  # and when kept
            compared += 1
    assert compared > 300
