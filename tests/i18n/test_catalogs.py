"""The German and French catalogs: complete, consistent with the code, compiled."""

from __future__ import annotations

import gettext
import io
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from assistant.languages import LANGUAGES, placeholders

ROOT = Path(__file__).resolve().parents[2]
LOCALE = ROOT / "assistant" / "languages" / "locale"
TRANSLATED = [lang for lang in LANGUAGES if lang != "en"]
#: The markers scripts/i18n extracts besides Babel's defaults (_, gettext, ngettext, …).
KEYWORDS = {"N_": None, "NP_": (1, 2), "NC_": ((1, "c"), 2), "NCP_": ((1, "c"), 2, 3)}


def po(lang: str) -> Catalog:
    with (LOCALE / lang / "LC_MESSAGES" / "listig.po").open("rb") as f:
        return read_po(f, locale=lang)


def entries(catalog: Catalog) -> list[Message]:
    return [m for m in catalog if m.id]


def forms(value: str | tuple[str, ...] | list[str]) -> list[str]:
    return [value] if isinstance(value, str) else list(value)


def keys_in_code() -> set[tuple[str | None, str]]:
    """What scripts/i18n would extract from engine/, assistant/ and views/ now."""
    from babel.messages.extract import DEFAULT_KEYWORDS

    keywords = {**DEFAULT_KEYWORDS, **KEYWORDS}
    found = set()
    for folder in ("engine", "assistant", "views"):
        for _file, _line, message, _comments, context in extract_from_dir(
            ROOT / folder, keywords=keywords
        ):
            found.add((context, forms(message)[0]))
    return found


@pytest.mark.parametrize("lang", TRANSLATED)
def test_no_entry_is_missing_or_fuzzy(lang: str) -> None:
    catalog = po(lang)
    assert not catalog.fuzzy
    assert not catalog.obsolete
    for message in entries(catalog):
        assert "fuzzy" not in message.flags, message.id
        assert all(forms(message.string)), f"{lang}: no translation of {message.id!r}"
        assert len(forms(message.string)) == catalog.num_plurals or isinstance(message.id, str)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_placeholder_is_kept(lang: str) -> None:
    for message in entries(po(lang)):
        wanted = set().union(*(placeholders(i) for i in forms(message.id)))
        for translation in forms(message.string):
            assert placeholders(translation) == wanted, (message.id, translation)


def what_a_player_reads(mo: bytes) -> dict[object, object]:
    """Every message of a compiled catalog with its translation, the header (key "") left out:
    the generator's name and version and the dates are not read by anyone at the table. The
    header's plural rule is, as the plural form it picks for each count."""
    translations = gettext.GNUTranslations(io.BytesIO(mo))
    catalog: dict[object, object] = dict(translations._catalog)  # type: ignore[attr-defined]
    read = {key: text for key, text in catalog.items() if key != ""}
    read["plural form for 0 to 200"] = [translations.plural(n) for n in range(201)]  # type: ignore[attr-defined]
    return read


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_compiled_catalog_is_up_to_date(lang: str) -> None:
    compiled = io.BytesIO()
    write_mo(compiled, po(lang))
    shipped = (LOCALE / lang / "LC_MESSAGES" / "listig.mo").read_bytes()
    wanted, have = what_a_player_reads(compiled.getvalue()), what_a_player_reads(shipped)
    stale = sorted(str(key) for key in wanted.keys() ^ have.keys())
    stale += sorted(str(key) for key in wanted.keys() & have.keys() if wanted[key] != have[key])
    assert not stale, f"run scripts/i18n compile: {stale[:5]}"
    assert len(have) > 100, "the shipped catalog holds too few messages"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_catalogs_hold_exactly_the_messages_of_the_code(lang: str) -> None:
    in_code = keys_in_code()
    with (LOCALE / "listig.pot").open("rb") as f:
        template = {(m.context, forms(m.id)[0]) for m in entries(read_po(f))}
    assert template == in_code, "run scripts/i18n"
    assert {(m.context, forms(m.id)[0]) for m in entries(po(lang))} == in_code


def test_the_catalogs_ship_inside_the_assistant_package() -> None:
    """pyproject's package finder (namespaces on) sees the catalog folders as packages, and
    its package-data takes their ``*.mo`` files; the app reads them with importlib."""
    from importlib.resources import files

    import setuptools

    found = setuptools.find_namespace_packages(
        where=str(ROOT), include=["engine*", "assistant*", "views*"]
    )
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'include = ["engine*", "assistant*", "views*"]' in pyproject
    assert "namespaces = false" not in pyproject
    assert '"*.mo"' in pyproject
    for lang in TRANSLATED:
        assert f"assistant.languages.locale.{lang}.LC_MESSAGES" in found
        assert (
            files("assistant.languages")
            .joinpath("locale", lang, "LC_MESSAGES", "listig.mo")
            .is_file()
        )
