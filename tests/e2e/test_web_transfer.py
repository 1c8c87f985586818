"""How ``listig serve`` sends the web client: compressed once, kept, revalidated cheaply.

A real ``listig serve`` on 127.0.0.1 with its own cache folder, asked with raw HTTP as a
browser asks: each encoding, ``Vary``, a ``Range`` request, a ``304`` on revalidation, the
page itself never kept, and none of the fonts the app never shows.
"""

from __future__ import annotations

import gzip
import http.client
import json
import os
import time
from collections.abc import Iterator
from pathlib import Path

import brotli
import flet_web
import pytest
from e2e_harness import Server, free_port

pytestmark = pytest.mark.e2e

WEB = Path(flet_web.__file__).resolve().parent / "web"
WASM = "/main.dart.wasm"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    folder = tmp_path_factory.mktemp("transfer")
    before = os.environ.get("XDG_CACHE_HOME")
    os.environ["XDG_CACHE_HOME"] = str(folder / "cache")
    running = Server(free_port(), f"sqlite:///{folder / 'web.db'}", folder / "server.log")
    try:
        running.start()
    finally:
        if before is None:
            del os.environ["XDG_CACHE_HOME"]
        else:
            os.environ["XDG_CACHE_HOME"] = before
    yield running
    running.stop()


def get(server: Server, path: str, **headers: str) -> tuple[int, dict[str, str], bytes]:
    """One request to 127.0.0.1: status, headers (lower-case names), body."""
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=60)
    method = headers.pop("method", "GET")
    connection.request(method, path, headers={k.replace("_", "-"): v for k, v in headers.items()})
    response = connection.getresponse()
    body = response.read()
    found = {k.lower(): v for k, v in response.getheaders()}
    connection.close()
    return response.status, found, body


def cache_folder(server: Server) -> Path:
    return Path(server.database_url.removeprefix("sqlite:///")).parent / "cache" / "listig" / "web"


def test_brotli_and_gzip_as_the_browser_takes_them(server: Server) -> None:
    original = (WEB / WASM.lstrip("/")).read_bytes()
    status, headers, body = get(server, WASM, Accept_Encoding="gzip, deflate, br, zstd")
    assert status == 200 and headers["content-encoding"] == "br"
    assert brotli.decompress(body) == original
    assert len(body) < len(original) / 3
    assert headers["content-type"] == "application/wasm"
    assert int(headers["content-length"]) == len(body)
    assert "accept-encoding" in headers["vary"].lower()

    status, headers, body = get(server, WASM, Accept_Encoding="gzip, deflate")
    assert status == 200 and headers["content-encoding"] == "gzip"
    assert gzip.decompress(body) == original

    status, headers, body = get(server, WASM, Accept_Encoding="identity")
    assert status == 200 and "content-encoding" not in headers and body == original
    assert "accept-encoding" in headers["vary"].lower()


def test_each_file_is_compressed_once_and_kept(server: Server) -> None:
    get(server, "/flutter_bootstrap.js", Accept_Encoding="br")
    folder = cache_folder(server)
    kept = {f.name: f.stat().st_mtime_ns for f in folder.iterdir()}
    assert kept, "nothing kept in the cache folder"
    deadline = time.monotonic() + 120
    while any(folder.glob("*.quick.br")) and time.monotonic() < deadline:
        time.sleep(0.5)  # the smallest copies are made in the background
    assert not any(folder.glob("*.quick.br"))
    settled = {f.name: f.stat().st_mtime_ns for f in folder.iterdir()}
    for _ in range(3):
        get(server, "/flutter_bootstrap.js", Accept_Encoding="br")
        get(server, WASM, Accept_Encoding="gzip")
    assert {f.name: f.stat().st_mtime_ns for f in folder.iterdir()} == settled


def test_a_second_visit_revalidates_for_a_few_hundred_bytes(server: Server) -> None:
    for encoding in ("br", "gzip", "identity"):
        status, headers, _ = get(server, WASM, Accept_Encoding=encoding)
        assert status == 200 and headers["cache-control"] == "no-cache"
        etag = headers["etag"]
        status, again, body = get(server, WASM, Accept_Encoding=encoding, If_None_Match=etag)
        assert status == 304 and body == b"" and again["etag"] == etag
    # an ETag of another encoding is not this answer's: the file comes whole
    _, brotli_headers, _ = get(server, WASM, Accept_Encoding="br")
    status, _, body = get(
        server, WASM, Accept_Encoding="gzip", If_None_Match=brotli_headers["etag"]
    )
    assert status == 200 and gzip.decompress(body)


def test_a_range_request_gets_its_bytes(server: Server) -> None:
    original = (WEB / WASM.lstrip("/")).read_bytes()
    status, headers, body = get(server, WASM, Accept_Encoding="br", Range="bytes=100-199")
    assert status == 206 and body == original[100:200]
    assert "content-encoding" not in headers


def test_head_says_what_get_would_send(server: Server) -> None:
    _, full, body = get(server, WASM, Accept_Encoding="br")
    status, headers, nothing = get(server, WASM, Accept_Encoding="br", method="HEAD")
    assert status == 200 and nothing == b""
    assert headers["content-length"] == str(len(body)) and headers["etag"] == full["etag"]


def test_the_page_itself_is_never_kept(server: Server) -> None:
    status, headers, _ = get(server, "/")  # a stranger: sent to the join page
    assert status == 303 and headers["cache-control"] == "no-store"
    status, headers, _ = get(server, "/join")
    assert status == 200 and headers["cache-control"] == "no-store"
    cookie = f"listig-{server.port}={server.host_key}"
    status, headers, page = get(server, "/", Cookie=cookie)  # the host: the app's page
    assert status == 200 and b"flutter" in page and headers["cache-control"] == "no-store"


def test_no_font_the_app_never_shows_is_announced(server: Server) -> None:
    status, _, body = get(server, "/assets/FontManifest.json")
    assert status == 200
    families = {entry["family"] for entry in json.loads(body)}
    assert "MaterialIcons" in families
    assert not any("KaTeX" in f or "Cupertino" in f for f in families)


def test_outside_the_web_folder_nothing_is_served(server: Server) -> None:
    for path in ("/assets/../../../../etc/passwd", "/canvaskit/%2e%2e/%2e%2e/etc/passwd"):
        _, headers, body = get(server, path, Accept_Encoding="br")
        assert b"root:" not in body and "content-encoding" not in headers
