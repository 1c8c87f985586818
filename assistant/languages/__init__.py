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
from functools import cache
from importlib.resources import files
from typing import Any

from assistant.files.record import RecordError
from engine import COLORS, Card, Color, RuleError, Score

LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch", "fr": "Français"}
DEFAULT_LANGUAGE = "en"
DOMAIN = "listig"

#: Windows names its locales in words (``German_Germany``); the first word is enough.
_LANGUAGE_WORDS = {"english": "en", "german": "de", "deutsch": "de", "french": "fr"}


def N_(message: str) -> str:
    """Mark a message for extraction where it is defined; it is translated where it is shown."""
    return message


def NC_(context: str, message: str) -> tuple[str, str]:
    """Mark a message with a context (``msgctxt``) for extraction: ``NC_("color", "red")``."""
    return context, message


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

#: The rule errors' sentences by (code, action, reason or due): the engine's English words.
RULE_SENTENCES: dict[tuple[str, str | None, str | None], str] = {
    ("not_your_turn", "play", None): N_("{player} cannot play {card} — it is {turn}'s turn"),
    ("not_your_turn", "take", None): N_(
        "{player} cannot take {cards} — {taker} played the highest trump and chooses first"
    ),
    ("not_your_turn", "blocked", None): N_("{player} cannot be blocked — it is {turn}'s turn"),
    ("unknown_player", None, None): N_("{player} is not at this table ({table})"),
    ("unknown_player", None, "first_dealer"): N_("the first dealer {player} is not at this table"),
    ("card_not_in_deck", "play", None): N_(
        "{player} cannot play {card} — there is no {card} in the deck for {players} players"
    ),
    ("card_already_played", "play", None): N_(
        "{player} cannot play {card} — {card} was already played this round"
    ),
    ("fourth_color", "play", None): N_(
        "{player} cannot play {card} — the trick already shows {colors}"
    ),
    ("wrong_phase", "play", "take"): N_(
        "{player} cannot play {card} — {by} must first take {k1} cards of the trick"
    ),
    ("wrong_phase", "blocked", "take"): N_(
        "{player} cannot be blocked — {by} must first take {k1} cards of the trick"
    ),
    ("wrong_phase", "play", "keep"): N_(
        "{player} cannot play {card} — {owing} must first choose two colors to keep"
    ),
    ("wrong_phase", "blocked", "keep"): N_(
        "{player} cannot be blocked — {owing} must first choose two colors to keep"
    ),
    ("wrong_phase", "take", "trick_incomplete"): N_(
        "{player} cannot take {cards} — the trick is not complete yet"
    ),
    ("wrong_phase", "take", "choice_due"): N_(
        "{player} cannot take {cards} — a color choice is due first"
    ),
    ("wrong_phase", "keep", "already_chosen"): N_(
        "{player} cannot choose colors now — the choice was already made this round and is final"
    ),
    ("wrong_phase", "keep", "not_four_colors"): N_(
        "{player} cannot choose colors now — only a player whose stacks cover all four colors "
        "chooses"
    ),
    ("invalid_take", "take", "not_in_trick"): N_(
        "{player} cannot take {card} — it is not in this trick"
    ),
    ("invalid_take", "take", "duplicate"): N_("{player} cannot take {cards} — the same card twice"),
    ("invalid_take", "take", "count"): N_(
        "{player} cannot take {cards} — the first taker takes exactly {k1} cards, not {given}"
    ),
    ("invalid_keep", "keep", None): N_("{player} must keep exactly two different colors"),
    ("blocked_not_possible", "blocked", "fewer_than_three"): N_(
        "{player} cannot be blocked — any card may be played until three colors show in the trick"
    ),
    ("round_over", "play", "round_ended"): N_("{player} cannot play {card} — the round has ended"),
    ("round_over", "blocked", "round_ended"): N_(
        "{player} cannot be blocked — the round has ended"
    ),
    ("round_over", "take", "round_ended"): N_("{player} cannot take {cards} — the round has ended"),
    ("round_over", "keep", "round_ended"): N_(
        "{player} cannot choose colors — the round has ended"
    ),
    ("round_over", None, "round_running"): N_(
        "round {round} cannot start before round {previous} has ended"
    ),
    ("round_over", None, "game_over"): N_(
        "the game is over: {players} players play {players} rounds"
    ),
    ("round_over", "play", "game_over"): N_(
        "{player} cannot play {card} — the game is over: {players} players play {players} rounds"
    ),
    ("round_over", "take", "game_over"): N_(
        "{player} cannot take {cards} — the game is over: {players} players play {players} rounds"
    ),
    ("round_over", "keep", "game_over"): N_(
        "{player} cannot keep {colors} — the game is over: {players} players play {players} rounds"
    ),
    ("round_over", "blocked", "game_over"): N_(
        "{player} cannot be blocked — the game is over: {players} players play {players} rounds"
    ),
}

#: The assistant's sentences for bad input, conflicts and records (English as they are raised).
ASSISTANT_SENTENCES: tuple[str, ...] = (
    # assistant/service.py
    N_("a player needs a name"),
    N_("a player's name has at most 40 characters"),
    N_("there is already a player called {name} (archived)"),
    N_("there is already a player called {name}"),
    N_("there is no player number {player_id}"),
    N_("there is no game night number {night_id}"),
    N_("a player cannot sit at the table twice"),
    N_("the first dealer's seat {seat} is not at this table"),
    N_("{name} is archived; bring them back to play"),
    N_("nothing to undo: the game is at its start"),
    N_("nothing to redo"),
    N_("there is no game number {game_id}"),
    N_("a finished game cannot be abandoned"),
    N_("this game was abandoned"),
    # assistant/errors.py (Conflict)
    N_("the game changed, reloaded"),
    # engine.game.check_names and engine.cards, passed on by the service
    N_("every player needs a name"),
    N_("{name} sits at the table twice"),
    N_("the game is for 4 to 6 players, not {players}"),
    # assistant/record.py
    N_("not valid JSON ({detail})"),
    N_("a record is a JSON object"),
    N_("not UTF-8 text"),
    N_("the first dealer {name} is not one of the players"),
    N_("a round may only follow a round that has ended, and round {previous} has not"),
    N_("not valid JSON"),
    N_("not a listig/1 record (format is {format})"),
    N_("{rounds} rounds, but {players} players play {players} rounds"),
    N_("unknown field {field}"),
    N_("unknown key {field}"),
    N_("{field} is missing"),
    N_("{player}: {text} is not a card (write a color letter and a number, e.g. R10)"),
    N_("{player}: {text} is not a card (no leading zeros, no zero)"),
    N_("{player}: {text} is not a color (use B, G, R or Y)"),
)

_FIELD = re.compile(r"\{(\w+)\}")


def placeholders(template: str) -> set[str]:
    """The ``{name}`` placeholders of a message.

    >>> sorted(placeholders("{player} cannot play {card}"))
    ['card', 'player']
    """
    return set(_FIELD.findall(template))


def _pattern(template: str) -> re.Pattern[str]:
    """A regular expression that reads a filled-in template back into its fields."""
    parts: list[str] = []
    seen: set[str] = set()
    pos = 0
    for match in _FIELD.finditer(template):
        parts.append(re.escape(template[pos : match.start()]))
        name = match.group(1)
        # a field never spans ": ", so "game 3: its night is missing" is not "{field} is missing"
        parts.append(f"(?P={name})" if name in seen else f"(?P<{name}>(?:(?!: ).)+?)")
        seen.add(name)
        pos = match.end()
    parts.append(re.escape(template[pos:]))
    return re.compile("".join(parts), re.DOTALL)


#: Most literal text first, so "… called {name} (archived)" wins over "… called {name}".
_ASSISTANT_PATTERNS = tuple(
    (_pattern(t), t) for t in sorted(ASSISTANT_SENTENCES, key=lambda t: -len(_FIELD.sub("", t)))
)


def read_sentence(message: str) -> tuple[str, dict[str, str]] | None:
    """The assistant template a plain English message was made from, and its fields.

    >>> read_sentence("there is already a player called Anna (archived)")
    ('there is already a player called {name} (archived)', {'name': 'Anna'})
    """
    for pattern, template in _ASSISTANT_PATTERNS:
        found = pattern.fullmatch(message)
        if found is not None:
            return template, found.groupdict()
    return None


# ------------------------------------------------------------------- translator


@dataclass(frozen=True)
class Translator:
    """Everything said in one language; get one with :func:`translator` (cached)."""

    lang: str
    catalog: _gettext.NullTranslations = field(repr=False, compare=False)

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

    def format(self, message: str, **params: Any) -> str:
        """Translate a template and fill it in: ``tr.format("nothing to redo")``."""
        return self.gettext(message).format(**params)

    # --- cards and colors

    def color_name(self, color: Color) -> str:
        """The color as a word inside a sentence: ``blue``, ``Blau``, ``bleu``."""
        return self.pgettext(*_COLOR_NAMES[color])

    def color_title(self, color: Color) -> str:
        """The color as a heading or label: ``Blue``, ``Blau``, ``Bleu``."""
        name = self.color_name(color)
        return name[:1].upper() + name[1:]

    def color_letter(self, color: Color) -> str:
        """The short mark shown beside a color's symbol: B G R Y, B Gr R Ge, B V R J.

        Unique among the four colors in every language (German Grün and Gelb both begin
        with G). The record notation stays ``color.value`` whatever the language.
        """
        return self.pgettext(*_COLOR_LETTERS[color])

    def card_label(self, card: Card) -> str:
        """The spoken name of a card: ``Red 10``, ``Rot 10``, ``Rouge 10``."""
        template = self.pgettext("card: color and number", "{color} {number}")
        return template.format(color=self.color_title(card.color), number=card.number)

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
        return f"{a} × {b} ÷ {self.number(score.r)} = {points}"

    def number(self, value: int | float, decimals: int = 0) -> str:
        """A number with the language's marks: ``1,234`` / ``1.234`` / ``1 234``."""
        group, point = _NUMBER_MARKS.get(self.lang, _NUMBER_MARKS[DEFAULT_LANGUAGE])
        text = f"{value:,.{decimals}f}"
        return text.replace(",", "\0").replace(".", point).replace("\0", group)

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

    # --- errors

    def rule_error(self, error: RuleError) -> str:
        """The engine's sentence in this language, from ``error.code`` and ``error.params``.

        In English it is ``error.message`` word for word. Other languages name cards
        (``Grün 5``) rather than writing the record notation (``G5``).
        """
        params = error.params
        action = params.get("action")
        detail = params.get("reason", params.get("due"))
        key = (error.code, action, detail)
        if key == ("blocked_not_possible", "blocked", "impossible"):
            template = self.ngettext(
                "{player} cannot be blocked — {player} still holds {hand} cards, but only "
                "{unplayed} {color} card is left unplayed",
                "{player} cannot be blocked — {player} still holds {hand} cards, but only "
                "{unplayed} {color} cards are left unplayed",
                int(params.get("unplayed", 0)),
            )
        elif key in RULE_SENTENCES:
            template = self.gettext(RULE_SENTENCES[key])
        else:
            return error.message
        try:
            return template.format_map(_Fields(self, key, params))
        except (KeyError, ValueError, TypeError):
            return error.message

    def message(self, exc: BaseException) -> str:
        """Any error the assistant hands a view, in this language (:func:`translate_message`)."""
        if isinstance(exc, RuleError):
            return self.rule_error(exc)
        if isinstance(exc, RecordError):
            return self._record_error(exc)
        template = getattr(exc, "template", None)
        params = getattr(exc, "params", None)
        text = getattr(exc, "message", None)
        if not isinstance(text, str):
            text = str(exc)
        if isinstance(template, str) and isinstance(params, Mapping) and params:
            return self._fill(template, params, text)
        found = read_sentence(text)
        if found is None:
            return text
        return self._fill(*found, text)

    def _fill(self, template: str, params: Mapping[str, Any], fallback: str) -> str:
        try:
            return self.gettext(template).format_map(dict(params))
        except (KeyError, ValueError, IndexError):
            return fallback

    def _record_error(self, exc: RecordError) -> str:
        """``Runde 2, Zug 17: …`` — the place in the record, then the reason."""
        rule = getattr(exc, "rule", None)
        if isinstance(rule, RuleError):
            reason = self.rule_error(rule)
        else:
            reason = self.message(ValueError(str(exc.reason)))
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


class _Fields(dict[str, str]):
    """A rule error's params as words of one language, for ``str.format_map``."""

    def __init__(self, tr: Translator, key: tuple[str, str | None, str | None], params: Any):
        super().__init__()
        self.tr = tr
        self.key = key
        self.params = params

    def __missing__(self, name: str) -> str:
        tr, params = self.tr, self.params
        english = tr.lang == DEFAULT_LANGUAGE
        value = params[name] if name != "owing" else params.get("owing", [])
        if name == "card":
            return str(value) if english else _card_name(tr, str(value))
        if name == "cards":
            names = [str(c) if english else _card_name(tr, str(c)) for c in value]
            if self.key == ("round_over", "take", "game_over"):
                return ", ".join(names)  # the engine lists the event's cards as written
            return tr.and_list(names) if names else tr.gettext("no cards")
        if name == "colors":
            colors = [Color(c) for c in value]
            if self.key[0] == "fourth_color":
                return tr.color_list(colors)
            # the event's colors in its own order, each joined with "and"
            words = [tr.color_name(c) for c in colors]
            return _join_each(tr, words)
        if name == "color":
            return tr.color_name(Color(value))
        if name == "owing":
            return tr.and_list(str(p) for p in value)
        if name == "table":
            return ", ".join(str(p) for p in value)
        if isinstance(value, int):
            return tr.number(value)
        return str(value)


def _card_name(tr: Translator, text: str) -> str:
    try:
        return tr.card_label(Card.parse(text))
    except ValueError:
        return text


def _join_each(tr: Translator, words: Sequence[str]) -> str:
    """``a and b and c``: every pair joined with the language's "and"."""
    if not words:
        return ""
    text = words[0]
    for word in words[1:]:
        text = tr.pgettext("list", "{items} and {last}").format(items=text, last=word)
    return text


@cache
def translator(lang: str = DEFAULT_LANGUAGE) -> Translator:
    """The translator for a language code (``en``, ``de``, ``fr``; others fall back to English)."""
    code = language_of(lang) or DEFAULT_LANGUAGE
    if code != lang:
        return translator(code)
    return Translator(code, _catalog(code))


def translate_message(exc: BaseException, lang: str) -> str:
    """What a view shows for an error: a rule error, bad input, a conflict or a bad record.

    Errors that carry a ``template`` and ``params`` (``InputError``) are said from those;
    plain English messages are read back into their template; anything unknown
    is shown as it is.
    """
    return translator(lang).message(exc)
