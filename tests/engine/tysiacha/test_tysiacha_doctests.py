"""The doctests of the Tysiacha engine and the French-suited pack run with the tests."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import engine.tysiacha

MODULES = [
    "engine.french",
    *sorted(m.name for m in pkgutil.iter_modules(engine.tysiacha.__path__, "engine.tysiacha.")),
]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0


def test_the_notation_has_examples() -> None:
    attempted = sum(
        doctest.testmod(importlib.import_module(name)).attempted
        for name in ("engine.french", "engine.tysiacha.events", "engine.tysiacha.trick")
    )
    assert attempted >= 10
