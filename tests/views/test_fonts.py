"""Every character the app shows, in English, German and French, is in the bundled font
(offline, the web client has no fallback: a missing glyph is an empty box)."""

from __future__ import annotations

from pathlib import Path

from PIL import ImageFont

ROOT = Path(__file__).resolve().parents[2]
FONT = ROOT / "assets" / "fonts" / "DejaVuSans.ttf"
LOCALE = ROOT / "assistant" / "languages" / "locale"


def shown_text() -> str:
    """The sentences (msgids and their German and French msgstrs) and the rules pages."""
    parts = [p.read_text(encoding="utf-8") for p in LOCALE.glob("*/LC_MESSAGES/*.po")]
    parts += [p.read_text(encoding="utf-8") for p in (ROOT / "views").glob("rules*.md")]
    return "".join(parts)


def test_the_font_has_every_glyph_the_app_shows() -> None:
    font = ImageFont.truetype(str(FONT), 32)

    def drawn(char: str) -> bytes:
        mask = font.getmask(char)
        return bytes(
            mask.getpixel((x, y)) for y in range(mask.size[1]) for x in range(mask.size[0])
        )

    missing_box = drawn("\ue000")  # a private-use character: .notdef
    chars = sorted({c for c in shown_text() if not c.isspace() and c.isprintable()})
    assert "→" in chars and "ü" in chars and "é" in chars
    missing = [c for c in chars if drawn(c) == missing_box]
    assert not missing, f"not in {FONT.name}: {missing}"


def test_the_theme_uses_the_bundled_font() -> None:
    from views.look import FONT as FAMILY
    from views.look import FONTS

    assert (ROOT / "assets" / FONTS[FAMILY]).is_file()


def test_the_web_page_is_flets_with_only_the_offline_patch() -> None:
    import flet_web

    flets = (Path(flet_web.__file__).parent / "web" / "index.html").read_text(encoding="utf-8")
    ours = (ROOT / "assets" / "index.html").read_text(encoding="utf-8")
    begin, end = ours.index("  <!-- listig: begin"), ours.index("<!-- listig: end -->\n\n")
    assert ours[:begin] + ours[end + len("<!-- listig: end -->\n\n") :] == flets
    assert (ROOT / "assets" / "rive_native_stub.js").is_file()
