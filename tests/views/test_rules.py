"""The rules screen: a page per game in English, German and French, and the switch between them."""

from __future__ import annotations

import re

import flet as ft
import pytest
from stand_in import Page

from assistant.languages import LANGUAGES, translator
from views.rules import (
    DEFAULT_GAME,
    GAIGEL,
    GAMES,
    HOMME_DE_BROU,
    MIT_LIST_UND_TUECKE,
    PARTOUT,
    TYSIACHA,
    rules_route,
    rules_text,
    rules_view,
    title_and_body,
)

PAGES = [(game, lang) for game in GAMES for lang in LANGUAGES]

#: How each language names a worked example on the page (in bold, at its start).
EXAMPLE = {"en": "**Example of", "de": "**Beispiel", "fr": "**Exemple"}

#: The worked examples each page has: MLuT a trick, a blocked claim and a scoring;
#: Partout a trick, a scoring of four players and one of three; Tysiacha and Homme de Brou
#: a deal and the end; Gaigel a claim and its variations.
EXAMPLES = {MIT_LIST_UND_TUECKE: 3, PARTOUT: 3, TYSIACHA: 2, HOMME_DE_BROU: 2, GAIGEL: 1}

#: What every page is about, in each language: one word per part of the brief.
SECTIONS = {
    (MIT_LIST_UND_TUECKE, "en"): ("aim", "deal", "trick", "takes", "four colors", "blocked",
                                  "Scoring", "rounds", "ruling", "Undo"),
    (MIT_LIST_UND_TUECKE, "de"): ("Ziel", "Geber", "Stich", "nimmt", "vier Farben", "blockiert",
                                  "Wertung", "Runden", "So entscheidet listig", "Rückgängig"),
    (MIT_LIST_UND_TUECKE, "fr"): ("but", "donneur", "pli", "prend", "quatre couleurs", "bloqué",
                                  "décompte", "tours", "listig tranche", "Annuler"),
    (PARTOUT, "en"): ("aim", "teams", "5 players", "trump number", "trump color",
                      "Predictions", "minimum", "Scoring", "rounds", "ruling", "Undo"),
    (PARTOUT, "de"): ("Ziel", "Teams", "fünft", "Trumpfzahl", "Trumpffarbe", "Vorhersagen",
                      "Minimum", "Wertung", "Runden", "So entscheidet listig", "Rückgängig"),
    (PARTOUT, "fr"): ("but", "équipes", "Pas à 5", "chiffre d’atout", "couleur d’atout",
                      "prédictions", "minimum", "décompte", "tours", "listig tranche", "Annuler"),
    (TYSIACHA, "en"): ("aim", "cards", "deal", "auction", "Forced game", "widow", "final bid",
                       "trump", "Marriages", "Scoring", "end of the game", "ruling",
                       "How listig helps"),
    (TYSIACHA, "de"): ("Ziel", "Karten", "Geben", "Reizen", "Pflichtspiel", "Stock", "Endgebot",
                       "Trumpf", "Paare", "Wertung", "Ende der Partie", "So entscheidet listig",
                       "So hilft listig"),
    (TYSIACHA, "fr"): ("but", "cartes", "donne", "enchères", "Jeu forcé", "talon", "contrat final",
                       "atout", "mariages", "décompte", "fin de la partie", "listig tranche",
                       "Ce que fait listig"),
    (HOMME_DE_BROU, "en"): ("reconstruction", "aim", "dummy", "cards", "trumps", "eldest",
                            "Declarations", "Whist", "de rencontre", "Values", "Scoring",
                            "end of the game", "ruling", "How listig helps"),
    (HOMME_DE_BROU, "de"): ("Rekonstruktion", "Ziel", "Strohmann", "Karten", "Trumpf", "Vorhand",
                            "Melden", "Whist", "de rencontre", "Werte", "Wertung",
                            "Ende der Partie", "So entscheidet listig", "So hilft listig"),
    (HOMME_DE_BROU, "fr"): ("reconstitution", "but", "mort", "cartes", "atout", "premier en main",
                            "annonces", "whist", "de rencontre", "valeurs", "décompte",
                            "fin de la partie", "listig tranche", "Ce que fait listig"),
    (GAIGEL, "en"): ("aim", "sides", "anticlockwise", "cards", "twins", "trumps", "stock",
                     "Marriages", "dix", "reserve", "Out!", "overgaigled", "undergaigled",
                     "game points", "Remstal", "ruling", "How listig helps"),
    (GAIGEL, "de"): ("Ziel", "Parteien", "gegen den Uhrzeigersinn", "Karten", "Zwillinge",
                     "Trumpf", "Stock", "Paare", "Dix", "reservieren", "Aus!", "übergaigelt",
                     "untergaigelt", "Spielpunkte", "Remstal", "So entscheidet listig",
                     "So hilft listig"),
    (GAIGEL, "fr"): ("but", "camps", "sens inverse", "cartes", "jumelles", "atout", "pioche",
                     "mariages", "dix", "réserver", "Sortis", "sur-gaigel", "sous-gaigel",
                     "points de partie", "Remstal", "listig tranche", "Ce que fait listig"),
}  # fmt: skip


@pytest.mark.parametrize(("game", "lang"), PAGES)
def test_each_page_has_a_title_the_sections_and_the_worked_examples(game: str, lang: str) -> None:
    text = rules_text(lang, game)
    title, body = title_and_body(text)
    assert GAMES[game] in title
    assert body.startswith("## ") and "\n# " not in body  # one title, then sections
    assert body.count(EXAMPLE[lang]) == EXAMPLES[game]
    for word in SECTIONS[(game, lang)]:
        assert word in body, word
    english = rules_text("en", game)
    assert text.count("\n## ") == english.count("\n## ")


@pytest.mark.parametrize("game", list(GAMES))
def test_a_language_listig_does_not_speak_gets_the_english_page(game: str) -> None:
    english = rules_text("en", game)
    assert english.startswith("# How to play")
    for lang in ("es", "", "../rulebook/partout", "de/../en"):
        assert rules_text(lang, game) == english
    assert rules_text("de", game) != english and rules_text("fr", game) != english


def test_the_default_page_is_mit_list_und_tuecke_in_english() -> None:
    assert DEFAULT_GAME == MIT_LIST_UND_TUECKE
    assert rules_text() == rules_text("en", MIT_LIST_UND_TUECKE)
    assert rules_text("de") == rules_text("de", MIT_LIST_UND_TUECKE)


def test_an_unknown_game_has_no_page() -> None:
    with pytest.raises(ValueError, match="no rules page for 'skat'"):
        rules_text("en", "skat")


def parts(view: ft.View) -> tuple[ft.Row, str, str]:
    """The game switch, the page's heading and the markdown of a rules view."""
    [page] = view.controls
    assert isinstance(page, ft.ListView)
    switch, heading, markdown = page.controls
    assert isinstance(switch, ft.Row) and switch.wrap  # five games: the chips wrap on a phone
    assert isinstance(heading, ft.Semantics) and heading.header
    assert isinstance(heading.content, ft.Text) and isinstance(markdown, ft.Markdown)
    return switch, str(heading.content.value), markdown.value


def chips(switch: ft.Row) -> dict[str, ft.Semantics]:
    """The switch's buttons by the game they name."""
    found = {}
    for named in switch.controls:
        assert isinstance(named, ft.Semantics) and named.button and named.label
        found[named.label] = named
    return found


def tap(switch: ft.Row, name: str) -> None:
    """A tap on the game's chip, as the client reports it."""
    chip = chips(switch)[name].content
    assert isinstance(chip, ft.Chip) and chip.on_select is not None
    chip.on_select(ft.Event("select", control=chip))


@pytest.mark.parametrize(("game", "lang"), PAGES)
def test_the_view_shows_the_page_under_a_switch_of_games(game: str, lang: str) -> None:
    tr = translator(lang)
    view = rules_view(tr, game)
    switch, heading, markdown = parts(view)
    assert list(chips(switch)) == list(GAMES.values())
    assert [name for name, chip in chips(switch).items() if chip.selected] == [GAMES[game]]
    title, body = title_and_body(rules_text(lang, game))
    assert (heading, markdown) == (title, body)
    assert view.route == ("/rules" if game == DEFAULT_GAME else f"/rules/{game}")
    assert isinstance(view.appbar, ft.AppBar)
    appbar_title = view.appbar.title
    assert isinstance(appbar_title, ft.Semantics) and appbar_title.header  # the screen title
    assert isinstance(appbar_title.content, ft.Text)
    assert appbar_title.content.value == tr._("Rules")


@pytest.mark.parametrize(
    ("shown", "tapped"),
    [
        (MIT_LIST_UND_TUECKE, PARTOUT),
        (PARTOUT, MIT_LIST_UND_TUECKE),
        (PARTOUT, TYSIACHA),
        (TYSIACHA, HOMME_DE_BROU),
        (HOMME_DE_BROU, GAIGEL),
        (GAIGEL, MIT_LIST_UND_TUECKE),
    ],
)
def test_one_tap_on_the_other_game_opens_its_page(shown: str, tapped: str) -> None:
    page = Page()
    switch, _, _ = parts(rules_view(translator("de"), shown, page.navigate))
    tap(switch, GAMES[tapped])
    assert page.route == rules_route(tapped)


def test_the_game_shown_tapped_again_goes_nowhere() -> None:
    page = Page()
    switch, _, _ = parts(rules_view(translator("en"), PARTOUT, page.navigate))
    tap(switch, "Partout")
    assert page.route == ""


def test_a_page_title_is_its_first_line_only_when_it_is_a_first_level_heading() -> None:
    assert title_and_body("# How to play\n\n## The aim\n") == ("How to play", "## The aim\n")
    assert title_and_body("## The aim\ntext\n") == ("", "## The aim\ntext\n")


@pytest.mark.parametrize("game", list(GAMES))
def test_the_french_pages_keep_their_punctuation_with_its_word(game: str) -> None:
    """French sets « », : ; ! ? apart with a no-break space, never a plain one that could
    break the line before the sign."""
    page = rules_text("fr", game)
    assert not re.search(r" [:;!?»]|« |[^\u00a0][;!?»]|«[^\u00a0]", page)
