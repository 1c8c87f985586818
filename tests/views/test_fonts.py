"""Every character the app shows, in English, German and French, is in the bundled font
(offline, the web client has no fallback: a missing glyph is an empty box)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest
from PIL import ImageFont

from assistant.languages import LANGUAGES
from views.rules import GAMES, rules_text

ROOT = Path(__file__).resolve().parents[2]
FONT = ROOT / "assets" / "fonts" / "DejaVuSans.ttf"
LOCALE = ROOT / "assistant" / "languages" / "locale"
RULEBOOK = ROOT / "views" / "rulebook"


def rules_pages() -> dict[str, str]:
    """Every rules page shipped (``views/rulebook/*.md``), by file name."""
    return {p.name: p.read_text(encoding="utf-8") for p in sorted(RULEBOOK.glob("*.md"))}


def shown_text() -> str:
    """The sentences (msgids and their German and French msgstrs) and the rules pages."""
    parts = [p.read_text(encoding="utf-8") for p in LOCALE.glob("*/LC_MESSAGES/*.po")]
    parts += list(rules_pages().values())
    return "".join(parts)


@cache
def font() -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(FONT), 32)


def drawn(char: str) -> bytes:
    """The pixels of ``char`` drawn in the bundled font."""
    mask = font().getmask(char)
    return bytes(mask.getpixel((x, y)) for y in range(mask.size[1]) for x in range(mask.size[0]))


def not_in_font(text: str) -> list[str]:
    """The characters of ``text`` the bundled font draws as its empty box."""
    missing_box = drawn("\ue000")  # a private-use character: .notdef
    chars = sorted({c for c in text if not c.isspace() and c.isprintable()})
    return [c for c in chars if drawn(c) == missing_box]


def test_the_check_finds_a_missing_glyph() -> None:
    assert not_in_font("a→€✓\U0001f0cf漢") == ["漢", "\U0001f0cf"]  # a CJK sign, a card emoji


def test_the_font_has_every_glyph_the_app_shows() -> None:
    text = shown_text()
    assert "→" in text and "ü" in text and "é" in text
    missing = not_in_font(text)
    assert not missing, f"not in {FONT.name}: {missing}"


def test_every_rules_page_is_checked() -> None:
    names = {f"{game}.{lang}.md" for game in GAMES for lang in LANGUAGES}
    assert set(rules_pages()) == names
    for game in GAMES:
        for lang in LANGUAGES:
            assert rules_text(lang, game) == rules_pages()[f"{game}.{lang}.md"]


@pytest.mark.parametrize("name", sorted(rules_pages()))
def test_every_character_of_a_rules_page_is_in_the_font(name: str) -> None:
    page = rules_pages()[name]
    assert "→" in page or "−" in page  # arrows and minus signs are drawn, not boxes
    missing = not_in_font(page)
    assert not missing, f"{name}: not in {FONT.name}: {missing}"


def test_the_theme_uses_the_bundled_font() -> None:
    from views.look import FONT as FAMILY
    from views.look import FONTS

    assert (ROOT / "assets" / FONTS[FAMILY]).is_file()


def test_the_web_page_is_flets_with_only_listigs_block() -> None:
    """Flet's page, and one block of listig's: offline, and what a lost connection says."""
    import flet_web

    flets = (Path(flet_web.__file__).parent / "web" / "index.html").read_text(encoding="utf-8")
    ours = (ROOT / "assets" / "index.html").read_text(encoding="utf-8")
    begin, end = ours.index("  <!-- listig: begin"), ours.index("<!-- listig: end -->\n\n")
    assert ours[:begin] + ours[end + len("<!-- listig: end -->\n\n") :] == flets
    assert (ROOT / "assets" / "rive_native_stub.js").is_file()


def test_the_font_draws_the_suits_of_the_french_pack() -> None:
    from views.french_cards import SYMBOL

    assert not not_in_font("".join(SYMBOL.values()))
