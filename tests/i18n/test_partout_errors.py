"""Partout's refusals in three languages: English word for word, German and French whole."""

from __future__ import annotations

import pytest
from spoken import spoken
from test_partout_illegal import CASES

from assistant.languages import translator
from engine.errors import RuleError


def _errors() -> list[tuple[str, RuleError]]:
    found = []
    for name, state, event, _kind, _words in CASES:
        with pytest.raises(RuleError) as info:
            state().apply(event)
        found.append((name, info.value))
    return found


ERRORS = _errors()


@pytest.mark.parametrize("error", [e for _, e in ERRORS], ids=[n for n, _ in ERRORS])
def test_every_partout_refusal_is_said_in_every_language(error: RuleError) -> None:
    assert translator("en").rule_error(error) == spoken(error.message, specials=True)
    for lang in ("de", "fr"):
        said = translator(lang).rule_error(error)
        assert said != error.message and "{" not in said
        player = error.params.get("player")
        if isinstance(player, str):
            assert player in said


def test_special_cards_are_named_in_the_language() -> None:
    mathematician = next(e for _, e in ERRORS if "Mathematician" in e.message)
    assert "Mathematiker" in translator("de").rule_error(mathematician)
    assert "Mathématicien" in translator("fr").rule_error(mathematician)
