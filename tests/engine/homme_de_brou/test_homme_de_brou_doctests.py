"""The doctests of the Homme de Brou engine run with the tests."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import engine.homme_de_brou

MODULES = sorted(
    m.name for m in pkgutil.iter_modules(engine.homme_de_brou.__path__, "engine.homme_de_brou.")
)


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0


def test_the_notation_has_examples() -> None:
    attempted = sum(
        doctest.testmod(importlib.import_module(f"engine.homme_de_brou.{name}")).attempted
        for name in ("cards", "events", "trick")
    )
    assert attempted >= 8
