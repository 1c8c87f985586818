"""The doctests in engine/ (card notation, takers, scoring) run as part of the tests."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import engine

MODULES = sorted(m.name for m in pkgutil.iter_modules(engine.__path__, "engine."))


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0


def test_the_notation_modules_have_examples() -> None:
    attempted = sum(
        doctest.testmod(importlib.import_module(name)).attempted
        for name in (
            "engine.mit_list_und_tuecke.cards",
            "engine.mit_list_und_tuecke.trick",
            "engine.mit_list_und_tuecke.scoring",
        )
    )
    assert attempted >= 8
