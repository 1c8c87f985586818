"""The rules pages in German and French have the English page's shape and facts, and call
cards, colors and buttons what the app calls them."""

from __future__ import annotations

import re

import pytest

from assistant.languages import translator
from engine.mit_list_und_tuecke import COLORS
from engine.partout.cards import COLORS as PARTOUT_COLORS
from engine.partout.cards import SPECIALS
from views.rules import GAMES, MIT_LIST_UND_TUECKE, PARTOUT, rules_text

TRANSLATIONS = [(game, lang) for game in GAMES for lang in ("de", "fr")]


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


def facts(text: str) -> list[list[str]]:
    """The numbers of each table row, each list item that starts with a number (the decks)
    and each calculation (``a × b ÷ r = s``, ``14 − 9 = 5``): the same in every language."""
    text = text.replace("\u00a0", " ")
    found = []
    for line in text.splitlines():
        if line.startswith(("|", "- **1", "- **2", "- **3", "- **4", "- **5", "- **6")):
            found.append(re.findall(r"\d+", line))
    found += [[m] for m in re.findall(r"\d+(?: [×÷+−] \d+)+ = \d+", text)]
    return found


@pytest.mark.parametrize(("game", "lang"), TRANSLATIONS)
def test_the_translation_has_the_same_shape_and_numbers(game: str, lang: str) -> None:
    english = rules_text("en", game)
    translated = rules_text(lang, game)
    assert shape(translated) == shape(english)
    assert facts(translated) == facts(english)


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("de", ("Trumpf", "Stich", "Farbe", "blockiert", "Ablagestapel", "Geber", "Runde")),
        ("fr", ("atout", "pli", "couleur", "bloqué", "défausse", "donneur", "tour")),
    ],
)
def test_mit_list_und_tuecke_uses_the_games_terms(lang: str, words: tuple[str, ...]) -> None:
    translated = rules_text(lang, MIT_LIST_UND_TUECKE)
    for word in words:
        assert word in translated


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_the_pages_name_colors_and_cards_as_the_app_does(lang: str) -> None:
    tr = translator(lang)
    mlut = rules_text(lang, MIT_LIST_UND_TUECKE).casefold()
    for color in COLORS:
        assert tr.color_name(color).casefold() in mlut
    partout = rules_text(lang, PARTOUT)
    for card in SPECIALS:
        assert card.said(tr) in partout, card.said(tr)
    for color in PARTOUT_COLORS:
        assert color.said(tr).casefold() in partout.casefold()


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_the_pages_name_the_apps_buttons(lang: str) -> None:
    tr = translator(lang)
    mlut = rules_text(lang, MIT_LIST_UND_TUECKE)
    for label in ("Undo", "Redo", "Last trick", "Undo this take", "Yes, blocked"):
        assert tr._(label) in mlut, tr._(label)
    assert tr.format("{player} is blocked", player="Dirk") in mlut
    assert tr._("Show stack sizes during the round") in mlut
    partout = rules_text(lang, PARTOUT)
    for label in ("Undo", "Redo"):
        assert tr._(label) in partout
