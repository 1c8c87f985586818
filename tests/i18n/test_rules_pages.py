"""The in-app rules page in German and French has the English page's shape and facts."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

VIEWS = Path(__file__).resolve().parents[2] / "views"


def shape(text: str) -> list[str]:
    """Headings, numbered rules, bullets and table rows, as kinds in order."""
    kinds = []
    for line in text.splitlines():
        if line.startswith("#"):
            kinds.append(line.split(" ", 1)[0])
        elif re.match(r"\d+\. ", line):
            kinds.append("rule " + line.split(".", 1)[0])
        elif line.startswith("- "):
            kinds.append("bullet")
        elif line.startswith("|"):
            kinds.append("row of " + str(line.count("|")))
    return kinds


def formulas(text: str) -> list[str]:
    """The code spans and table numbers: the same in every language."""
    spans = re.findall(r"`([^`]+)`", text)
    return [s for s in spans if not re.fullmatch(r"[A-Za-z]{1,2}", s)]


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_the_translation_has_the_same_shape(lang: str) -> None:
    english = (VIEWS / "rules.md").read_text(encoding="utf-8")
    translated = (VIEWS / f"rules.{lang}.md").read_text(encoding="utf-8")
    assert shape(translated) == shape(english)
    assert formulas(translated) == formulas(english)


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("de", ("Trumpf", "Stich", "Farbe", "blockiert", "Ablagestapel", "Geber", "Runde")),
        ("fr", ("atout", "pli", "couleur", "bloqué", "défausse", "donneur", "tour")),
    ],
)
def test_the_translation_uses_the_games_terms(lang: str, words: tuple[str, ...]) -> None:
    translated = (VIEWS / f"rules.{lang}.md").read_text(encoding="utf-8")
    for word in words:
        assert word in translated
