"""Languages: English, German and French sentences, card and color names, numbers and dates.

The messages live in gettext catalogs (``assistant/locale/<lang>/LC_MESSAGES/listig.mo``);
their ids are the English sentences, with ``{name}`` placeholders filled by
``str.format``. ``scripts/i18n`` extracts them from the code with Babel and compiles the
catalogs; at run time only the standard library's :mod:`gettext` reads them.

>>> de = translator("de")
>>> de.card_label(Card.parse("R10")), de.color_list({Color.RED, Color.BLUE})
('Rot 10', 'Blau und Rot')
>>> translator("fr").score_formula(Score(8, 7, 4, 14))
'8 × 7 ÷ 4 = 14'
"""

from __future__ import annotations

import contextlib
import datetime as dt
import gettext as _gettext
import io
import locale
import os
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from functools import cache
from importlib.resources import files
from typing import Any

from assistant.files.record import RecordError
from engine.errors import N_ as N_
from engine.errors import NP_ as NP_
from engine.errors import RuleError, Sentence, say
from engine.mit_list_und_tuecke import COLORS, Card, Color, Score

LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch", "fr": "Français"}
DEFAULT_LANGUAGE = "en"
LANGUAGE_SETTING = "listig.language"
"""The device's setting (Flet's ``SharedPreferences``) that holds the language chosen on it."""
DOMAIN = "listig"

#: Windows names its locales in words (``German_Germany``); the first word is enough.
_LANGUAGE_WORDS = {"english": "en", "german": "de", "deutsch": "de", "french": "fr"}


def NC_(context: str, message: str) -> tuple[str, str]:
    """Mark a message with a context (``msgctxt``) for extraction: ``NC_("color", "red")``."""
    return context, message


def NCP_(context: str, singular: str, plural: str) -> tuple[str, str, str]:
    """Mark a message with a context and a plural form for extraction."""
    return context, singular, plural


# --------------------------------------------------------------------- language


def language_of(name: str | None) -> str | None:
    """The supported language of a locale name, if any.

    >>> [language_of(n) for n in ("de_DE.UTF-8", "fr-CH", "en", "German_Germany", "C", None)]
    ['de', 'fr', 'en', 'de', None, None]
    """
    if not name:
        return None
    head = re.split(r"[_\-.@:]", name.strip(), maxsplit=1)[0].lower()
    if head in LANGUAGES:
        return head
    return _LANGUAGE_WORDS.get(head)


def _os_locale_names() -> list[str | None]:
    """The device's locale names, strongest first, as gettext reads them."""
    names: list[str | None] = []
    names.extend(os.environ.get("LANGUAGE", "").split(":"))
    names.extend(os.environ.get(var) for var in ("LC_ALL", "LC_MESSAGES", "LANG"))
    with contextlib.suppress(ValueError):  # an unknown locale name in the environment
        names.append(locale.getlocale()[0])
    return names


def detect_language(locale_names: Sequence[str | None] = ()) -> str:
    """The first supported language of ``locale_names`` (the device's locales as Flet's
    ``page.get_device_info()`` reports them), else of the operating system's locale
    (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``), else English.

    >>> detect_language(["it_IT", "fr-CH"])
    'fr'
    """
    for name in (*locale_names, *_os_locale_names()):
        found = language_of(name)
        if found is not None:
            return found
    return DEFAULT_LANGUAGE


# --------------------------------------------------------------------- catalogs


def _catalog(lang: str) -> _gettext.NullTranslations:
    """The compiled catalog of ``lang``, read as package data (works from a zip too)."""
    if lang == DEFAULT_LANGUAGE:
        return _gettext.NullTranslations()
    data = (
        files("assistant.languages")
        .joinpath("locale", lang, "LC_MESSAGES", f"{DOMAIN}.mo")
        .read_bytes()
    )
    return _gettext.GNUTranslations(io.BytesIO(data))


# Names and words, marked for extraction; translated by Translator.
_COLOR_NAMES = {
    Color.BLUE: NC_("color", "blue"),
    Color.GREEN: NC_("color", "green"),
    Color.RED: NC_("color", "red"),
    Color.YELLOW: NC_("color", "yellow"),
}
#: Words the second game's cards say through ``Words.word`` (marked here for the catalogs).
_PARTOUT_WORDS = (
    NC_("color", "black"),
    NC_("special card", "King"),
    NC_("special card", "Queen"),
    NC_("special card", "Harlequin"),
    NC_("special card", "Mathematician"),
    NC_("special card", "Alchemist"),
    NC_("special card", "Dungeon"),
)
#: Words the French-suited pack says through ``Words.word`` (Tysiacha, Homme de Brou, Gaigel).
_FRENCH_WORDS = (
    NC_("French card: rank and suit", "{rank} of {suit}"),
    # TRANSLATORS: a card in a sentence, with its rank's article (French: l’{rank} de {suit})
    NC_("French card in a sentence: ace", "the {rank} of {suit}"),
    NC_("French card in a sentence: ten", "the {rank} of {suit}"),
    NC_("French card in a sentence: king", "the {rank} of {suit}"),
    NC_("French card in a sentence: queen", "the {rank} of {suit}"),
    NC_("French card in a sentence: jack", "the {rank} of {suit}"),
    NC_("French card in a sentence: nine", "the {rank} of {suit}"),
    NC_("French card in a sentence: eight", "the {rank} of {suit}"),
    NC_("French card in a sentence: seven", "the {rank} of {suit}"),
    NC_("color", "spades"),
    NC_("color", "clubs"),
    NC_("color", "diamonds"),
    NC_("color", "hearts"),
    NC_("rank", "ace"),
    NC_("rank", "ten"),
    NC_("rank", "king"),
    NC_("rank", "queen"),
    NC_("rank", "jack"),
    NC_("rank", "nine"),
    NC_("rank", "eight"),
    NC_("rank", "seven"),
    NC_("combination", "marriage"),
    NC_("combination", "tierce"),
)
_COLOR_LETTERS = {
    Color.BLUE: NC_("color letter, unique among the four", "B"),
    Color.GREEN: NC_("color letter, unique among the four", "G"),
    Color.RED: NC_("color letter, unique among the four", "R"),
    Color.YELLOW: NC_("color letter, unique among the four", "Y"),
}
_MONTHS = (
    NC_("month", "January"),
    NC_("month", "February"),
    NC_("month", "March"),
    NC_("month", "April"),
    NC_("month", "May"),
    NC_("month", "June"),
    NC_("month", "July"),
    NC_("month", "August"),
    NC_("month", "September"),
    NC_("month", "October"),
    NC_("month", "November"),
    NC_("month", "December"),
)
_WEEKDAYS = (
    NC_("weekday", "Monday"),
    NC_("weekday", "Tuesday"),
    NC_("weekday", "Wednesday"),
    NC_("weekday", "Thursday"),
    NC_("weekday", "Friday"),
    NC_("weekday", "Saturday"),
    NC_("weekday", "Sunday"),
)
#: Digit group separator and decimal mark (CLDR): 1,234.5 / 1.234,5 / 1 234,5.
_NUMBER_MARKS = {"en": (",", "."), "de": (".", ","), "fr": ("\u202f", ",")}
_ELISION = re.compile(r"\b([Dd]e|[Qq]ue) (?=[AEIOUYÀÂÆÉÈÊËÎÏÔŒÙÛÜaeiouyàâæéèêëîïôœùûü])(\w)")
"""French "de" or "que", a space, then a word that begins with a vowel."""

_FIELD = re.compile(r"\{(\w+)\}")


def with_minus(number: int | str) -> str:
    """A number (or a number's text) with a true minus sign, as every screen writes it:
    ``with_minus(-120) == "−120"``."""
    return str(number).replace("-", "−")


def placeholders(template: str) -> set[str]:
    """The ``{name}`` placeholders of a message.

    >>> sorted(placeholders("{player} cannot play {card}"))
    ['card', 'player']
    """
    return set(_FIELD.findall(template))


# ------------------------------------------------------------------- translator


@dataclass(frozen=True)
class Translator:
    """Everything said in one language; get one with :func:`translator` (cached)."""

    lang: str
    catalog: _gettext.NullTranslations = field(repr=False, compare=False)
    _names: dict[object, str] = field(default_factory=dict, repr=False, compare=False)
    """Card and color names once said (a table says all 84 cards' names at every tap)."""

    # --- plain gettext

    def gettext(self, message: str) -> str:
        """The translation of ``message`` (itself when there is none)."""
        return self.catalog.gettext(message)

    _ = gettext

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        """The translation for ``n`` things."""
        return self.catalog.ngettext(singular, plural, n)

    def pgettext(self, context: str, message: str) -> str:
        """The translation of ``message`` in ``context``."""
        return self.catalog.pgettext(context, message)

    def npgettext(self, context: str | None, singular: str, plural: str, n: int) -> str:
        """The translation for ``n`` things in ``context`` (``None``: none)."""
        if context is None:
            return self.ngettext(singular, plural, n)
        return self.catalog.npgettext(context, singular, plural, n)

    def format(self, message: str, **params: Any) -> str:
        """Translate a template and fill it in: ``tr.format("nothing to redo")``; a negative
        whole number with a true minus sign (``total −120``)."""
        return self.format_in(None, message, **params)

    def format_in(self, context: str | None, message: str, **params: Any) -> str:
        """:meth:`format` of a template translated in a context (``None``: none)."""
        template = self.gettext(message) if context is None else self.pgettext(context, message)
        filled = {k: _signed(v) for k, v in params.items()}
        return self.elided(template.format(**filled))

    def elided(self, text: str) -> str:
        """French elides "de" and "que" before a vowel that a name brings into the sentence:
        ``d’Anne``, ``qu’Yvonne`` (a template's own words are elided as written).

        >>> translator("fr").elided("à partir de Anne, puis de Ben")
        'à partir d’Anne, puis de Ben'
        """
        if self.lang != "fr":
            return text
        return _ELISION.sub(lambda m: f"{m.group(1)[:-1]}’{m.group(2)}", text)

    # --- cards and colors

    def color_name(self, color: Color) -> str:
        """The color as a word inside a sentence: ``blue``, ``Blau``, ``bleu``."""
        return self.pgettext(*_COLOR_NAMES[color])

    def color_title(self, color: Color) -> str:
        """The color as a heading or label: ``Blue``, ``Blau``, ``Bleu``."""
        title = self._names.get(color)
        if title is None:
            name = self.color_name(color)
            title = self._names[color] = name[:1].upper() + name[1:]
        return title

    def color_letter(self, color: Color) -> str:
        """The short mark shown beside a color's symbol: B G R Y, B Gr R Ge, B V R J.

        Unique among the four colors in every language (German Grün and Gelb both begin
        with G). The record notation stays ``color.value`` whatever the language.
        """
        return self.pgettext(*_COLOR_LETTERS[color])

    def card_label(self, card: Card) -> str:
        """The spoken name of a card: ``Red 10``, ``Rot 10``, ``Rouge 10``."""
        label = self._names.get(card)
        if label is None:
            template = self.pgettext("card: color and number", "{color} {number}")
            label = template.format(color=self.color_title(card.color), number=card.number)
            self._names[card] = label
        return label

    def and_list(self, items: Iterable[str]) -> str:
        """``a, b and c`` / ``a, b und c`` / ``a, b et c``."""
        words = list(items)
        if len(words) <= 1:
            return "".join(words)
        return self.pgettext("list", "{items} and {last}").format(
            items=", ".join(words[:-1]), last=words[-1]
        )

    def color_list(self, colors: Iterable[Color]) -> str:
        """Colors in canonical order as words: ``Blau, Rot und Gelb``."""
        chosen = set(colors)
        return self.and_list(self.color_name(c) for c in COLORS if c in chosen)

    def card_list(self, cards: Iterable[Card]) -> str:
        """Cards by their names: ``Rot 10 und Gelb 6``."""
        return self.and_list(self.card_label(c) for c in cards)

    # --- scores, numbers, dates

    def score_formula(self, score: Score) -> str:
        """The calculation as the table reads it: ``8 × 7 ÷ 4 = 14``, ``weniger als zwei
        Farben = 0``."""
        if score.b == 0:
            return self.format(N_("fewer than two colors = {points}"), points=self.number(0))
        a, b, points = self.number(score.a), self.number(score.b), self.number(score.points)
        if score.r == 0:
            return f"{a} × {b} = {points}"
        calculation = f"{a} × {b} ÷ {self.number(score.r)}"
        if score.a * score.b % score.r == 0:
            return f"{calculation} = {points}"
        # the rules round down: say so, or "8 × 1 ÷ 3 = 2" reads as wrong arithmetic
        point = _NUMBER_MARKS.get(self.lang, _NUMBER_MARKS[DEFAULT_LANGUAGE])[1]
        exact = self.number(score.quotient, 2).rstrip("0").rstrip(point)
        return self.format(
            N_("{calculation} = {exact}, rounded down to {points}"),
            calculation=calculation,
            exact=exact,
            points=points,
        )

    def number(self, value: int | float | Decimal, decimals: int = 0) -> str:
        """A number with the language's marks: ``1,234`` / ``1.234`` / ``1 234``, and a
        true minus sign: ``−120``."""
        group, point = _NUMBER_MARKS.get(self.lang, _NUMBER_MARKS[DEFAULT_LANGUAGE])
        text = f"{value:,.{decimals}f}"
        text = text.replace(",", "\0").replace(".", point).replace("\0", group)
        return with_minus(text)

    def weekday(self, day: dt.date) -> str:
        """The day of the week: ``Saturday``, ``Samstag``, ``samedi``."""
        return self.pgettext(*_WEEKDAYS[day.weekday()])

    def date(self, day: dt.date, weekday: bool = True) -> str:
        """A game night's date: ``Saturday, 21 November 2026``, ``Samstag, 21. November
        2026``, ``samedi 21 novembre 2026``; without ``weekday`` just the day, month, year."""
        month = self.pgettext(*_MONTHS[day.month - 1])
        name = self.pgettext(*_WEEKDAYS[day.weekday()])
        if weekday:
            if day.day == 1:
                template = self.pgettext("date, first of the month", "{weekday}, 1 {month} {year}")
            else:
                template = self.pgettext("date", "{weekday}, {day} {month} {year}")
        elif day.day == 1:
            template = self.pgettext("date without weekday, first of the month", "1 {month} {year}")
        else:
            template = self.pgettext("date without weekday", "{day} {month} {year}")
        return template.format(weekday=name, day=day.day, month=month, year=day.year)

    # --- the parts of a sentence (engine.errors.Words)

    @property
    def notation(self) -> bool:
        """Never: people are told cards by name in every language (``Red 10``, ``Rot 10``,
        ``Rouge 10``). Record notation (``R10``) is the engine's own English,
        ``error.message``, which the command line and ``listig replay`` print."""
        return False

    def template(self, sentence: Sentence, count: int | None) -> str:
        """A sentence's template in this language (its plural form chosen for ``count``)."""
        if sentence.plural is not None:
            return self.ngettext(sentence.text, sentence.plural, 1 if count is None else count)
        return self.gettext(sentence.text)

    def word(self, context: str, english: str) -> str:
        """A word said in a context: ``word("color", "blue")``."""
        return self.pgettext(context, english)

    def card_name(self, color: str, number: int) -> str:
        """A card by its color word and number: ``Rot 10``."""
        template = self.pgettext("card: color and number", "{color} {number}")
        return template.format(color=color[:1].upper() + color[1:], number=number)

    # --- errors

    def rule_error(self, error: RuleError) -> str:
        """The engine's sentence in this language, cards by name (``error.message`` writes
        them in record notation)."""
        return self.elided(error.said(self))

    def message(self, exc: BaseException) -> str:
        """Any error the assistant hands a view, in this language (:func:`translate_message`).

        Rule errors, input errors and conflicts carry a sentence and its facts; a record
        error says where, then why. Anything else is shown as it is.
        """
        if isinstance(exc, RecordError):
            return self._record_error(exc)
        sentence = getattr(exc, "sentence", None)
        params = getattr(exc, "params", None)
        if isinstance(sentence, Sentence) and isinstance(params, Mapping):
            return self.elided(say(sentence, params, self))
        text = getattr(exc, "message", None)
        return text if isinstance(text, str) else str(exc)

    def _record_error(self, exc: RecordError) -> str:
        """``Runde 2, Zug 17: …`` — the place in the record, then the reason."""
        reason = self.elided(say(exc.sentence, exc.params, self))
        round_no, event_no = exc.round_no, exc.event_no
        if round_no is not None and event_no is not None:
            where = self.pgettext("record", "round {round}, event {event}")
        elif round_no is not None:
            where = self.pgettext("record", "round {round}")
        elif event_no is not None:
            where = self.pgettext("record", "event {event}")
        else:
            return reason
        place = where.format(round=round_no, event=event_no)
        return self.pgettext("record", "{place}: {reason}").format(place=place, reason=reason)


def _signed(value: Any) -> Any:
    """A negative whole number as its text with a true minus sign; anything else as it is."""
    if isinstance(value, int) and not isinstance(value, bool) and value < 0:
        return with_minus(value)
    return value


@cache
def translator(lang: str = DEFAULT_LANGUAGE) -> Translator:
    """The translator for a language code (``en``, ``de``, ``fr``; others fall back to English)."""
    code = language_of(lang) or DEFAULT_LANGUAGE
    if code != lang:
        return translator(code)
    return Translator(code, _catalog(code))


def translate_message(exc: BaseException, lang: str) -> str:
    """What a view shows for an error: a rule error, bad input, a conflict or a bad record.

    Every error the assistant raises carries its sentence and the facts that fill it;
    anything unknown is shown as it is.
    """
    return translator(lang).message(exc)
