"""Names, numbers and dates in three languages, and which language the device asks for."""

from __future__ import annotations

import datetime as dt
import doctest

import pytest

import assistant.languages
from assistant.languages import LANGUAGES, detect_language, language_of, translator
from engine.mit_list_und_tuecke import COLORS, Card, Color, score


def test_the_module_examples_hold() -> None:
    result = doctest.testmod(assistant.languages)
    assert result.failed == 0 and result.attempted >= 6


def test_languages_are_english_german_and_french() -> None:
    assert LANGUAGES == {"en": "English", "de": "Deutsch", "fr": "Français"}


@pytest.mark.parametrize(
    ("lang", "label", "names"),
    [
        ("en", "Red 10", ["blue", "green", "red", "yellow"]),
        ("de", "Rot 10", ["Blau", "Grün", "Rot", "Gelb"]),
        ("fr", "Rouge 10", ["bleu", "vert", "rouge", "jaune"]),
    ],
)
def test_cards_and_colors_follow_the_language(lang: str, label: str, names: list[str]) -> None:
    tr = translator(lang)
    assert tr.card_label(Card.parse("R10")) == label
    assert [tr.color_name(c) for c in COLORS] == names
    assert tr.color_title(Color.GREEN)[0].isupper()


def test_english_card_labels_are_the_engines() -> None:
    en = translator("en")
    for card in (Card.parse(t) for t in ("B1", "G14", "R10", "Y21")):
        assert en.card_label(card) == card.label
    assert [en.color_name(c) for c in COLORS] == [c.label for c in COLORS]


@pytest.mark.parametrize(
    ("lang", "letters"),
    [("en", "B G R Y"), ("de", "B Gr R Ge"), ("fr", "B V R J")],
)
def test_color_letters_never_clash(lang: str, letters: str) -> None:
    tr = translator(lang)
    shown = [tr.color_letter(c) for c in COLORS]
    assert shown == letters.split()
    assert len(set(shown)) == 4


@pytest.mark.parametrize(
    ("lang", "three", "two", "one"),
    [
        ("en", "blue, red and yellow", "blue and red", "red"),
        ("de", "Blau, Rot und Gelb", "Blau und Rot", "Rot"),
        ("fr", "bleu, rouge et jaune", "bleu et rouge", "rouge"),
    ],
)
def test_color_lists_are_in_canonical_order(lang: str, three: str, two: str, one: str) -> None:
    tr = translator(lang)
    assert tr.color_list([Color.YELLOW, Color.BLUE, Color.RED]) == three
    assert tr.color_list({Color.RED, Color.BLUE}) == two
    assert tr.color_list([Color.RED]) == one
    assert tr.color_list([]) == ""


@pytest.mark.parametrize(
    ("lang", "none"),
    [
        ("en", "fewer than two colors = 0"),
        ("de", "weniger als zwei Farben = 0"),
        ("fr", "moins de deux couleurs = 0"),
    ],
)
def test_score_formulas(lang: str, none: str) -> None:
    tr = translator(lang)
    assert tr.score_formula(score({Color.BLUE: 7, Color.GREEN: 8}, 4)) == "8 × 7 ÷ 4 = 14"
    assert tr.score_formula(score({Color.GREEN: 3, Color.BLUE: 5}, 0)) == "5 × 3 = 15"
    assert tr.score_formula(score({Color.BLUE: 7}, 0)) == none


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "en",
            [
                "8 × 1 ÷ 3 = 2.67, rounded down to 2",
                "9 × 5 ÷ 2 = 22.5, rounded down to 22",
                "9 × 1 ÷ 8 = 1.13, rounded down to 1",
            ],
        ),
        (
            "de",
            [
                "8 × 1 ÷ 3 = 2,67, abgerundet auf 2",
                "9 × 5 ÷ 2 = 22,5, abgerundet auf 22",
                "9 × 1 ÷ 8 = 1,13, abgerundet auf 1",
            ],
        ),
        (
            "fr",
            [
                "8 × 1 ÷ 3 = 2,67, arrondi vers le bas à 2",
                "9 × 5 ÷ 2 = 22,5, arrondi vers le bas à 22",
                "9 × 1 ÷ 8 = 1,13, arrondi vers le bas à 1",
            ],
        ),
    ],
)
def test_rounding_down_is_said(lang: str, said: list[str]) -> None:
    """``8 × 1 ÷ 3 = 2`` reads as wrong arithmetic: the rounding is said, in the language's
    words and decimal mark, the quotient to two places as a reader rounds it (1.125 is
    1.13); an exact division stays short."""
    tr = translator(lang)
    shown = [
        tr.score_formula(score({Color.BLUE: 8, Color.RED: 1}, 3)),
        tr.score_formula(score({Color.BLUE: 9, Color.RED: 5}, 2)),
        tr.score_formula(score({Color.BLUE: 9, Color.RED: 1}, 8)),  # 1.125: a half rounds up
    ]
    assert shown == said
    assert tr.score_formula(score({Color.BLUE: 8, Color.GREEN: 7}, 4)) == "8 × 7 ÷ 4 = 14"


def test_english_score_formulas_are_the_engines() -> None:
    en = translator("en")
    rounded = ({Color.BLUE: 8, Color.RED: 1}, 3)
    for stacks, discarded in (
        ({Color.BLUE: 7, Color.GREEN: 8}, 4),
        ({Color.RED: 2}, 3),
        ({}, 0),
        rounded,
    ):
        s = score(stacks, discarded)
        assert en.score_formula(s) == s.formula


@pytest.mark.parametrize(
    ("lang", "saturday", "first", "short"),
    [
        ("en", "Saturday, 21 November 2026", "Sunday, 1 November 2026", "21 November 2026"),
        ("de", "Samstag, 21. November 2026", "Sonntag, 1. November 2026", "21. November 2026"),
        ("fr", "samedi 21 novembre 2026", "dimanche 1er novembre 2026", "21 novembre 2026"),
    ],
)
def test_game_night_dates(lang: str, saturday: str, first: str, short: str) -> None:
    tr = translator(lang)
    assert tr.date(dt.date(2026, 11, 21)) == saturday
    assert tr.date(dt.date(2026, 11, 1)) == first
    assert tr.date(dt.date(2026, 11, 21), weekday=False) == short


def test_numbers_group_digits_the_local_way() -> None:
    assert translator("en").number(1234567) == "1,234,567"
    assert translator("de").number(1234567) == "1.234.567"
    assert translator("fr").number(1234567) == "1\u202f234\u202f567"
    assert translator("de").number(6.66, 2) == "6,66"


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_a_negative_number_has_a_true_minus_sign(lang: str) -> None:
    """A minus sign everywhere a number is written, as on the game screens: −120."""
    tr = translator(lang)
    assert tr.number(-120) == "−120" and tr.number(0) == "0"
    assert tr.number(-1234).startswith("−1") and "-" not in tr.number(-1234)
    assert translator("fr").number(14) == "14"


def test_locale_names_are_read() -> None:
    assert language_of("de_DE.UTF-8") == "de"
    assert language_of("fr-CH") == "fr"
    assert language_of("de_AT@euro") == "de"
    assert language_of("French_France.1252") == "fr"
    assert language_of("it_IT") is None
    assert language_of("C.UTF-8") is None
    assert language_of("") is None


def test_the_first_supported_locale_wins(monkeypatch: pytest.MonkeyPatch) -> None:
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setattr(assistant.languages.locale, "getlocale", lambda: (None, None))
    assert detect_language(["it_IT", None, "fr-CH", "de_DE"]) == "fr"
    assert detect_language([]) == "en"
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert detect_language(["es_ES"]) == "de"
    monkeypatch.setenv("LC_ALL", "fr_FR.UTF-8")
    assert detect_language([]) == "fr"
    monkeypatch.setenv("LANGUAGE", "it:en_GB")
    assert detect_language([]) == "en"
    assert detect_language(["de"]) == "de"


def test_translators_are_cached_and_fall_back_to_english() -> None:
    assert translator("de") is translator("de")
    assert translator("de_CH").lang == "de"
    assert translator("it").lang == "en"
    assert translator("fr").gettext("a message nobody translated") == "a message nobody translated"
    assert translator("de")._("nothing to redo") == "nichts wiederherzustellen"
    assert translator("de").ngettext("one card", "{n} cards", 2) == "{n} cards"
