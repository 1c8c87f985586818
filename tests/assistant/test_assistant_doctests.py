"""The doctests in assistant/ (seats with a dummy, CSV cells, names) run with the tests: two
of them had never run, and one was broken (its quotes were eaten by the docstring)."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import assistant

MODULES = sorted(
    m.name
    for m in pkgutil.walk_packages(assistant.__path__, "assistant.")
    # Alembic's environment script runs only inside Alembic (it reads its context on import).
    if m.name != "assistant.storage.migrations.env"
)


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0


def test_the_dummy_module_has_examples() -> None:
    assert doctest.testmod(importlib.import_module("assistant.games.dummy")).attempted >= 3
