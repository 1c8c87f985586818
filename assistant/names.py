"""The one rule for player names, used by the roster, new games, import, restore and the CLI.

A name is Unicode NFC, trimmed, with inner spaces collapsed to one, 1 to
:data:`MAX_NAME` characters, and holds no control (a line break or a tab is one), format,
zero-width, text-direction, private-use, unassigned or invisible filler character. Two
names that a reader could mistake for each other are *confusable*: they have the same
Unicode TR 39 skeleton (after folding compatibility forms and case), computed from the
confusables data that the maintained ``confusable-homoglyphs`` package ships (see
:func:`skeleton`).

>>> clean_name("  Anna   Maria ")
'Anna Maria'
>>> skeleton("Anna") == skeleton("\\u0410nna")  # Cyrillic A
True
>>> skeleton("Tom") == skeleton("\\uff34\\uff4f\\uff4d")  # fullwidth letters
True
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Sequence
from functools import cache

from assistant.errors import InputError
from engine.errors import N_

MAX_NAME = 40
"""The longest name, in characters (code points after NFC)."""

_PREVIEW = 24
"""How much of a refused name a message repeats."""

_REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
"""Control, format (zero-width, text direction), surrogate, private use, unassigned."""

_INVISIBLE = frozenset(
    "\u034f\u115f\u1160\u17b4\u17b5\u180b\u180c\u180d\u180e\u180f\u2800\u3164\uffa0"
    "\ufe00\ufe01\ufe02\ufe03\ufe04\ufe05\ufe06\ufe07\ufe08\ufe09\ufe0a\ufe0b\ufe0c\ufe0d"
    "\ufe0e\ufe0f"
)
"""Letters and marks that print as nothing (fillers, variation selectors, braille blank)."""


class NameError_(InputError):
    """A name the rule refuses; ``rule`` says which part (``empty``, ``length``, ...)."""

    def __init__(self, rule: str, message: str, **params: object) -> None:
        super().__init__(message, **params)
        self.rule = rule


def preview(text: str, limit: int = _PREVIEW) -> str:
    """A short, printable form of any text for a message: odd characters as ``U+XXXX``.

    >>> preview("Anna\\u202eX")
    'Anna<U+202E>X'
    """
    out: list[str] = []
    for ch in text[: limit + 1]:
        out.append(ch if _printable(ch) else f"<U+{ord(ch):04X}>")
    shown = "".join(out[:limit])
    return shown + "…" if len(text) > limit else shown


def printable(text: str) -> str:
    r"""Text safe to print to a terminal: every control or invisible character as ``<U+XXXX>``.

    >>> printable("\x1b[31mred\nline")
    '<U+001B>[31mred<U+000A>line'
    """
    if text.isprintable():
        return text
    return "".join(ch if _printable(ch) else f"<U+{ord(ch):04X}>" for ch in text)


def _printable(ch: str) -> bool:
    return ch == " " or (
        unicodedata.category(ch) not in _REFUSED_CATEGORIES
        and ch not in _INVISIBLE
        and not ch.isspace()
    )


def clean_name(text: object) -> str:
    """The name as stored, or ``NameError_`` saying which rule it breaks."""
    if not isinstance(text, str):
        raise NameError_("type", N_("a player's name is text"))
    if len(text) > 16 * MAX_NAME:  # refuse before normalising megabytes
        raise NameError_(
            "length",
            N_("a player's name has at most {limit} characters, not {count}: {name}"),
            limit=MAX_NAME,
            count=len(text),
            name=preview(text),
        )
    for ch in text:
        if "\ud800" <= ch <= "\udfff":
            raise _bad_character(text, ch)
    name = spaced(text)
    if not name:
        raise NameError_("empty", N_("a player needs a name"))
    for ch in name:
        if not _printable(ch):
            raise _bad_character(name, ch)
    if len(name) > MAX_NAME:
        raise NameError_(
            "length",
            N_("a player's name has at most {limit} characters, not {count}: {name}"),
            limit=MAX_NAME,
            count=len(name),
            name=preview(name),
        )
    return name


def spaced(text: str) -> str:
    r"""``text`` in NFC with its spaces (any of Unicode's) trimmed and collapsed to one.

    A line break or a tab is no space: it stays, for the name rule to refuse.

    >>> spaced("\u00a0Anna   Maria ")
    'Anna Maria'
    >>> spaced("Ol\nga ")
    'Ol\nga'
    """
    text = unicodedata.normalize("NFC", text)
    if text.isprintable():  # the only white space is " "
        return " ".join(text.split())
    words = "".join(" " if unicodedata.category(ch) == "Zs" else ch for ch in text).split(" ")
    return " ".join(word for word in words if word)


def _bad_character(name: str, ch: str) -> NameError_:
    return NameError_(
        "character",
        N_(
            "a player's name cannot hold control, invisible or text-direction characters "
            "({code} in {name})"
        ),
        code=f"U+{ord(ch):04X}",
        name=preview(name),
    )


@cache
def _prototypes() -> dict[str, str]:
    """Each confusable character's TR 39 prototype, from confusable-homoglyphs' data.

    That package stores ``confusables.txt`` as pairs in both directions (source ↔
    prototype). Every source character maps to exactly one prototype and prototypes are
    never sources, so each group is a star: the prototype is the member with more than one
    neighbour, or the sequence of several characters; in a group of two either will do,
    since a skeleton is only ever compared with another skeleton.
    """
    from confusable_homoglyphs.confusables import confusables_data

    def bare(text: str) -> str:  # the data wraps right-to-left letters in direction marks
        return text.replace("\u200e", "").replace("\u200f", "")

    neighbours: dict[str, set[str]] = {}
    for char, glyphs in confusables_data.items():
        for glyph in glyphs:
            a, b = bare(char), bare(glyph["c"])
            if a and b and a != b:
                neighbours.setdefault(a, set()).add(b)
                neighbours.setdefault(b, set()).add(a)
    mapping: dict[str, str] = {}
    for char, near in neighbours.items():
        if len(char) != 1:
            continue
        if len(near) == 1:
            (other,) = near
            if len(other) > 1 or len(neighbours[other]) > 1 or other < char:
                mapping[char] = other
    return mapping


def _skeleton(text: str) -> str:
    """TR 39's skeleton: NFD, each character to its prototype, NFD again."""
    table = _prototypes()
    mapped = "".join(table.get(ch, ch) for ch in unicodedata.normalize("NFD", text))
    return unicodedata.normalize("NFD", mapped)


def skeleton(name: str) -> str:
    """The key two players' names may not share: the skeleton of the name's compatibility
    form (NFKC), case-folded, skeleton again.

    So ``Ivan`` and ``lvan`` (capital I, small L) collide, ``ANNA`` and ``anna``, and ``Tom``
    and ``Ｔｏｍ`` (fullwidth) or ``𝐓𝐨𝐦`` (mathematical bold).
    """
    return _skeleton(_skeleton(unicodedata.normalize("NFKC", name)).casefold())


def confusable_pair(names: Iterable[str]) -> tuple[str, str] | None:
    """The first two names that look alike (same skeleton), if any."""
    seen: dict[str, str] = {}
    for name in names:
        key = skeleton(name)
        if key in seen:
            return seen[key], name
        seen[key] = name
    return None


def check_roster(names: Sequence[str]) -> None:
    """``NameError_`` if two of ``names`` are the same or could be mistaken for each other."""
    pair = confusable_pair(names)
    if pair is not None:
        raise look_alike(*pair)


def look_alike(name: str, other: str) -> NameError_:
    """The refusal of ``name`` because ``other`` looks the same."""
    if name.casefold() == other.casefold():
        return NameError_(
            "taken", N_("there is already a player called {name}"), name=preview(other)
        )
    return NameError_(
        "confusable",
        N_("{name} looks the same as {other}: two players need names that cannot be mistaken"),
        name=preview(name),
        other=preview(other),
    )


FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
"""What makes a spreadsheet run a cell as a formula (OWASP, CSV injection)."""


def csv_text(text: str) -> str:
    r"""A text cell a spreadsheet shows as text: a leading ``'`` before a formula start.

    >>> csv_text('=HYPERLINK("http://x")'), csv_text("Anna")
    ('\'=HYPERLINK("http://x")', 'Anna')
    """
    return "'" + text if text.startswith(FORMULA_STARTS) else text
