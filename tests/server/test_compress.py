"""What the web server compresses, and how it reads a browser's Accept-Encoding."""

from __future__ import annotations

import gzip
from pathlib import Path

import brotli
from hypothesis import given
from hypothesis import strategies as st

from assistant.server.compress import Compressed, accepted


def folder(tmp_path: Path) -> Compressed:
    web = tmp_path / "web"
    (web / "sub").mkdir(parents=True)
    (web / "main.js").write_text("let x = 1;\n" * 500)
    (web / "tiny.js").write_text("x")
    (web / "icon.png").write_bytes(b"\x89PNG" + bytes(5000))
    (web / "index.html").write_text("<html>" * 500)
    (web / "sub" / "a.wasm").write_bytes(bytes(range(256)) * 40)
    (tmp_path / "secret.txt").write_text("root:" * 1000)
    return Compressed([web], tmp_path / "cache")


def test_only_files_inside_the_web_folder_worth_compressing(tmp_path: Path) -> None:
    c = folder(tmp_path)
    assert c.source("/main.js") is not None and c.source("/sub/a.wasm") is not None
    for path in (
        "/tiny.js",
        "/icon.png",
        "/index.html",
        "/",
        "/../secret.txt",
        "/sub/../../secret.txt",
        "/nothing.js",
        "/sub",
        "/a\\b.js",
    ):
        assert c.source(path) is None, path


def test_the_encoding_the_browser_prefers_and_the_bytes_it_gets_back(tmp_path: Path) -> None:
    c = folder(tmp_path)
    original = (tmp_path / "web" / "main.js").read_bytes()
    br = c.answer("/main.js", "gzip, deflate, br, zstd")
    gz = c.answer("/main.js", "gzip, deflate")
    assert br is not None and br.encoding == "br" and brotli.decompress(br.data) == original
    assert gz is not None and gz.encoding == "gzip" and gzip.decompress(gz.data) == original
    assert br.etag != gz.etag
    assert br.content_type == "text/javascript; charset=utf-8"
    assert c.answer("/main.js", "identity") is None
    assert c.answer("/main.js", "") is None


def test_a_changed_file_is_compressed_anew(tmp_path: Path) -> None:
    c = folder(tmp_path)
    first = c.answer("/main.js", "gzip")
    (tmp_path / "web" / "main.js").write_text("let y = 2;\n" * 600)
    second = c.answer("/main.js", "gzip")
    assert first is not None and second is not None and first.etag != second.etag
    assert gzip.decompress(second.data).startswith(b"let y")


@given(st.text(max_size=60))
def test_any_accept_encoding_is_read_without_error(header: str) -> None:
    assert set(accepted(header)) <= {"br", "gzip"}


def test_the_examples_in_the_module_hold() -> None:
    import doctest

    import assistant.server.compress as module

    result = doctest.testmod(module)
    assert result.attempted > 0 and result.failed == 0


def test_the_servers_collector_leaves_what_lives_long_alone() -> None:
    """``listig serve`` freezes what it made while starting (the full collection's pause
    was the 1 % of late boards) and keeps CPython's thresholds."""
    import gc

    from assistant.server.web import steady_collector

    before = gc.get_threshold()
    try:
        steady_collector()
        assert gc.get_freeze_count() > 0
        assert gc.get_threshold() == before
    finally:
        gc.unfreeze()
