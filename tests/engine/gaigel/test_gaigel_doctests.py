"""The doctests of the Gaigel engine run with the tests."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import engine.gaigel

MODULES = sorted(m.name for m in pkgutil.iter_modules(engine.gaigel.__path__, "engine.gaigel."))


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
