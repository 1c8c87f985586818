"""Rule errors and the sentences they are said in: one template table for every language.

A rule error carries a :class:`Sentence` (an English template with ``{fields}``, which is
also the message id the translations are keyed by) and the facts that fill it: player
names, numbers, cards, colors. ``error.message`` says it in English with cards in record
notation (``R10``); a translator that implements :class:`Words` says the same sentence in
its language (``Rot 10``) with :func:`say`. Nothing is ever parsed back out of a message.

>>> from engine.mit_list_und_tuecke import Card
>>> error = NotYourTurn(Sentence(N_("{player} cannot play {card} — it is {turn}'s turn")),
...                     player="Ben", card=Card.parse("R10"), turn="Cleo")
>>> error.message
"Ben cannot play R10 — it is Cleo's turn"
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, ClassVar, Protocol, runtime_checkable


def N_(message: str) -> str:
    """Mark a sentence for the translation catalogs; it is translated where it is said."""
    return message


def NP_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a sentence with a plural form for the catalogs: ``NP_("1 card", "{n} cards")``."""
    return singular, plural


@dataclass(frozen=True, slots=True)
class Sentence:
    """An English template with ``{fields}``; ``plural`` is used when the field ``count`` is
    not 1 (in English; other languages choose by their own plural rule)."""

    text: str
    plural: str | None = None
    count: str | None = None

    @classmethod
    def counted(cls, forms: tuple[str, str], count: str) -> Sentence:
        """A sentence with a singular and a plural form: ``Sentence.counted(NP_(…), "n")``."""
        return cls(forms[0], forms[1], count)


class Words(Protocol):
    """How a language says the parts of a sentence."""

    @property
    def notation(self) -> bool:
        """Whether cards are written as the record writes them (``R10``) rather than named."""
        ...

    def template(self, sentence: Sentence, count: int | None) -> str:
        """The sentence's template in this language (the right plural form for ``count``)."""
        ...

    def word(self, context: str, english: str) -> str:
        """A single word in a context (``word("color", "blue")`` is ``Blau`` in German)."""
        ...

    def card_name(self, color: str, number: int) -> str:
        """A card named by its color (already a word of this language) and number."""
        ...

    def and_list(self, items: Sequence[str]) -> str:
        """``a, b and c`` in this language."""
        ...

    def number(self, value: int) -> str:
        """An integer with this language's digit grouping."""
        ...


@runtime_checkable
class Sayable(Protocol):
    """A value that knows how it is said: a card, a color."""

    def said(self, words: Words) -> str:
        """This value as a word or two of ``words``' language."""
        ...


@runtime_checkable
class SaidInSentence(Sayable, Protocol):
    """A value said one way alone (a label, a key) and another inside a sentence: a French
    card takes its article there (``le roi de cœur``)."""

    def in_sentence(self, words: Words) -> str:
        """This value as a sentence of ``words``' language says it."""
        ...


NO_CARDS = Sentence(N_("no cards"))
"""What an empty list of cards is said as."""


class Listed(tuple[Any, ...]):
    """Values listed as an event wrote them, separated by commas: ``R1, R2``."""

    __slots__ = ()


class _English:
    """English with cards in record notation: the engine's own messages."""

    notation = True

    def template(self, sentence: Sentence, count: int | None) -> str:
        if sentence.plural is not None and count != 1:
            return sentence.plural
        return sentence.text

    def word(self, context: str, english: str) -> str:
        return english

    def card_name(self, color: str, number: int) -> str:
        return f"{color} {number}"

    def and_list(self, items: Sequence[str]) -> str:
        if len(items) <= 1:
            return "".join(items)
        return f"{', '.join(items[:-1])} and {items[-1]}"

    def number(self, value: int) -> str:
        return str(value)


ENGLISH: Words = _English()
"""English as the engine writes it (record notation for cards)."""


def say(sentence: Sentence, params: Mapping[str, Any], words: Words = ENGLISH) -> str:
    """Fill ``sentence`` with ``params``, each said in ``words``' language.

    Values: ``str`` as it is; ``int`` as a number; a :class:`Sayable` (card, color) by
    itself (as a sentence says it when it is :class:`SaidInSentence`); a ``frozenset`` of
    enum members in their canonical order, joined with "and"; a :class:`Listed` joined with
    commas; any other tuple or list joined with "and" ("no cards" when empty).
    """
    count = params.get(sentence.count) if sentence.count else None
    template = words.template(sentence, count if isinstance(count, int) else None)
    if not params:  # a plain sentence: braces in it are text, not fields
        return template
    fields = {name: _fact(value, words) for name, value in params.items()}
    try:
        return template.format_map(fields)
    except (KeyError, IndexError, ValueError):  # a field the facts lack: say it unfilled
        return template


QUOTED = 100
"""The most characters of one fact a sentence says: a hostile record's 4,300-digit card
number is quoted cut, so the refusal stays one short sentence."""


def _quoted(text: str) -> str:
    """``text``, cut to ``QUOTED`` characters with "…".

    >>> _quoted("R" + "7" * 200)[-3:], len(_quoted("R" + "7" * 200))
    ('77…', 100)
    """
    return text if len(text) <= QUOTED else text[: QUOTED - 1] + "…"


LISTED = 240
"""The most characters of a list a sentence says (a hand of eight French card names is
about 160): a longer one, only a hostile record's, is said up to a whole item and "…"."""


def _fact(value: Any, words: Words) -> str:
    """One fact of a sentence, said: a list whole (its items each quoted cut, the list cut
    after a whole item past ``LISTED`` characters), anything else quoted cut.

    >>> _fact(Listed(["neuf de cœur"] * 8), ENGLISH)[-14:]
    ', neuf de cœur'
    >>> _fact(Listed(["R7"] * 500), ENGLISH)[-5:], len(_fact(Listed(["R7"] * 500), ENGLISH))
    ('R7, …', 237)
    """
    if not isinstance(value, Listed | tuple | list) or not value:
        return _quoted(_said(value, words))
    items = [_quoted(_said(v, words)) for v in value]
    joined = _joined(value, items, words)
    if len(joined) <= LISTED:
        return joined
    kept: list[str] = []
    for item in items:
        if len(", ".join([*kept, item])) > LISTED - 3:
            break
        kept.append(item)
    return ", ".join([*kept, "…"])


def _said(value: Any, words: Words) -> str:
    if isinstance(value, Sayable):  # before str: a color is a str enum
        if isinstance(value, SaidInSentence):
            return value.in_sentence(words)
        return value.said(words)
    if isinstance(value, str):
        return value
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int):
        return words.number(value)
    if isinstance(value, frozenset):
        return words.and_list([_said(v, words) for v in sorted(value, key=_canonical)])
    if isinstance(value, tuple | list):
        if not value and not isinstance(value, Listed):
            return words.template(NO_CARDS, None)
        return _joined(value, [_said(v, words) for v in value], words)
    return str(value)


def _joined(value: tuple[Any, ...] | list[Any], items: list[str], words: Words) -> str:
    """The ``items`` said of a list's values, joined as the list is said: a :class:`Listed`
    with commas, any other with "and"."""
    return ", ".join(items) if isinstance(value, Listed) else words.and_list(items)


def _canonical(value: Any) -> int:
    """An enum member's place in its enum (colors in their canonical order)."""
    if isinstance(value, Enum):
        return list(type(value)).index(value)
    return 0


@dataclass(frozen=True, slots=True)
class Statement:
    """A sentence of the rules with its facts, said in any language: why a card takes a
    trick, for instance. ``statement.said(words)`` is to a statement what
    ``error.said(words)`` is to a :class:`RuleError`."""

    sentence: Sentence
    params: Mapping[str, Any]

    @property
    def message(self) -> str:
        """The sentence in English, cards in record notation."""
        return say(self.sentence, self.params)

    def said(self, words: Words) -> str:
        """The sentence in ``words``' language."""
        return say(self.sentence, self.params, words)


class RuleError(Exception):
    """An event that the rules do not allow; the state it was offered to is unchanged.

    ``code`` names the kind of reason; ``sentence`` and ``params`` say it in any language.
    """

    code: ClassVar[str] = "rule"

    def __init__(self, sentence: Sentence, **params: Any) -> None:
        self.sentence = sentence
        self.params = {name: value for name, value in params.items() if value is not None}
        super().__init__(self.message)

    @property
    def message(self) -> str:
        """The sentence in English, cards in record notation."""
        return say(self.sentence, self.params)

    def said(self, words: Words) -> str:
        """The sentence in ``words``' language."""
        return say(self.sentence, self.params, words)

    def __str__(self) -> str:
        return self.message


class NotYourTurn(RuleError):
    """Someone acts while it is another player's turn."""

    code = "not_your_turn"


class UnknownPlayer(RuleError):
    """An event names somebody who is not at the table."""

    code = "unknown_player"


class BadTable(RuleError, ValueError):
    """A table the game cannot be played at: a name missing or twice, too few or many players."""

    code = "bad_table"


class NotationError(RuleError, ValueError):
    """Text that is not a card or a color in record notation."""

    code = "notation"


class CardNotInDeck(RuleError):
    """The card is not part of the deck for this many players."""

    code = "card_not_in_deck"


class CardAlreadyPlayed(RuleError):
    """The card was already played this round."""

    code = "card_already_played"


class FourthColor(RuleError):
    """Three colors show in the trick and the card is of the fourth."""

    code = "fourth_color"


class WrongPhase(RuleError):
    """The event does not fit what the round waits for (a take, a color choice, a card)."""

    code = "wrong_phase"


class InvalidTake(RuleError):
    """The first taker's choice is not ``k1`` distinct cards of this trick."""

    code = "invalid_take"


class InvalidKeep(RuleError):
    """The color choice is not two distinct colors."""

    code = "invalid_keep"


class BlockedNotPossible(RuleError):
    """A blocked claim where the rules rule it out."""

    code = "blocked_not_possible"


class RoundOver(RuleError):
    """The round (or the game) has already ended."""

    code = "round_over"
