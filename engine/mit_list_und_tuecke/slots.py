"""Quick construction of the frozen values a replay makes by the hundred (events, tricks)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def slot_setter(cls: type, name: str) -> Callable[[Any, Any], None]:
    """The setter of the slot ``name`` of a slotted class, for its own ``__init__``.

    A frozen dataclass's generated ``__init__`` sets each field through
    ``object.__setattr__``, which looks the slot up on every call; setting it through the
    slot's own descriptor does the same in about half the time. Only ``__init__`` may use
    it: the instances stay frozen for everyone else.
    """
    setter: Callable[[Any, Any], None] = cls.__dict__[name].__set__
    return setter
