"""``listig serve --lan`` against raw clients: strangers, foreign sites, guessed codes, garbage.

No browser here: HTTP with urllib and WebSockets with the ``websockets`` client, as an
attacker on the Wi-Fi would send them, all to 127.0.0.1 (the Host header stands in
for the other names).
"""

from __future__ import annotations

import contextlib
import hashlib
import http.client
import json
import re
import signal
import time
import urllib.parse
from collections.abc import Iterator
from pathlib import Path

import msgpack
import pytest
from e2e_games import sample, seeded_game
from e2e_harness import Server, free_port
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import ClientConnection, connect

from assistant.languages import translator
from assistant.server import pages

pytestmark = pytest.mark.e2e


@pytest.fixture(scope="module")
def lan(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """``listig serve --lan`` with one game in the database."""
    folder = tmp_path_factory.mktemp("lan")
    server = Server(free_port(), f"sqlite:///{folder / 'lan.db'}", folder / "server.log", lan=True)
    seeded_game(server.database_url, sample(), 5)
    server.start()
    yield server
    server.stop()


def database_bytes(server: Server) -> str:
    """A digest of the SQLite file and its journal files, byte for byte."""
    path = Path(server.database_url.removeprefix("sqlite:///"))
    digest = hashlib.sha256()
    for file in sorted(path.parent.glob(path.name + "*")):
        digest.update(file.name.encode())
        digest.update(file.read_bytes())
    return digest.hexdigest()


def request(
    server: Server,
    method: str,
    path: str,
    headers: dict[str, str] | None = None,
    body: str | None = None,
) -> http.client.HTTPResponse:
    """One HTTP request to 127.0.0.1 (no redirect followed)."""
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
    connection.request(method, path, body=body, headers=headers or {})
    response = connection.getresponse()
    response.read()
    return response


def host_cookie(server: Server) -> str:
    """The cookie the host's browser holds."""
    return f"listig-{server.port}={server.host_key}"


def register(route: str = "/") -> bytes:
    """The frame a Flet page sends first."""
    page = {"route": route, "width": 400.0, "height": 800.0}
    return b"\x00" + msgpack.packb([1, {"session_id": None, "page_name": "", "page": page}])


def open_ws(server: Server, cookie: str | None, origin: str | None = None) -> ClientConnection:
    """A raw WebSocket to the server's Flet endpoint."""
    headers = {"Cookie": cookie} if cookie else {}
    if origin is not None:
        headers["Origin"] = origin
    return connect(f"ws://127.0.0.1:{server.port}/ws", additional_headers=headers, open_timeout=10)


def drain(ws: ClientConnection, seconds: float = 2.0) -> bytes:
    """Everything the server sends within ``seconds``."""
    received = b""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            frame = ws.recv(timeout=0.5)
        except TimeoutError:
            continue
        received += frame if isinstance(frame, bytes) else frame.encode()
    return received


def closes(ws: ClientConnection) -> int | None:
    """Wait until the server closes ``ws``; its close code."""
    try:
        while True:
            ws.recv(timeout=10)
    except ConnectionClosed as closed:
        return closed.rcvd.code if closed.rcvd is not None else None


def rss_kb(server: Server) -> int:
    """The server process's resident memory."""
    assert server.process is not None
    status = Path(f"/proc/{server.process.pid}/status").read_text()
    match = re.search(r"VmRSS:\s+(\d+) kB", status)
    assert match is not None
    return int(match.group(1))


def test_a_stranger_sees_only_how_to_join(lan: Server) -> None:
    before = database_bytes(lan)
    response = request(lan, "GET", "/")
    assert response.status == 303 and response.getheader("Location") == "/join"
    for path in ("/game/1", "/players", "/board", "/settings"):
        assert request(lan, "GET", path).getheader("Location") == "/join"
    connection = http.client.HTTPConnection("127.0.0.1", lan.port, timeout=10)
    connection.request("GET", "/join")
    page = connection.getresponse().read().decode()
    assert "Join the table" in page
    for name in sample().players:
        assert name not in page
    # what a page says when its connection is lost: words, the same for anyone
    connection.request("GET", "/lost.js")
    answer = connection.getresponse()
    words = answer.read().decode()
    assert answer.status == 200
    assert answer.getheader("Content-Type") == "text/javascript; charset=utf-8"
    assert words.startswith("window.listigLost=") and words.endswith(";\n")
    said = json.loads(words.removeprefix("window.listigLost=").removesuffix(";\n"))
    assert said["words"] == {
        lang: [translator(lang)._(pages.LOST_TITLE), translator(lang)._(pages.LOST_TEXT)]
        for lang in ("en", "de", "fr")
    }
    assert said["setting"] == "flutter.listig.language"
    assert request(lan, "POST", "/lost.js", body="x").status == 403
    # a raw WebSocket client, with no cookie or a made-up one, never gets a page
    for cookie in (None, f"listig-{lan.port}=guess", f"listig-{lan.port}={lan.host_key[:-1]}x"):
        with pytest.raises(InvalidStatus) as refused:
            open_ws(lan, cookie)
        assert refused.value.response.status_code == 403
    # nor can it write: uploads and posts are refused
    assert request(lan, "PUT", "/upload", body="x").status == 403
    assert database_bytes(lan) == before


def test_the_host_key_moves_into_a_cookie(lan: Server) -> None:
    response = request(lan, "GET", f"/board?key={lan.host_key}")
    assert response.status == 303
    assert response.getheader("Location") == "/board"
    cookie = response.getheader("Set-Cookie") or ""
    assert cookie.startswith(f"listig-{lan.port}={lan.host_key};")
    assert "HttpOnly" in cookie and "SameSite=Strict" in cookie
    elsewhere = request(lan, "GET", "//evil.example/?key=x")
    assert elsewhere.getheader("Location") == "/evil.example/"  # not another site
    wrong = request(lan, "GET", "/?key=not-the-key")
    assert wrong.status == 303 and wrong.getheader("Set-Cookie") is None
    assert wrong.getheader("Location") == "/"
    page = request(lan, "GET", "/", {"Cookie": host_cookie(lan)})
    assert page.status == 200
    assert page.getheader("Referrer-Policy") == "no-referrer"
    assert page.getheader("X-Frame-Options") == "DENY"
    assert page.getheader("X-Content-Type-Options") == "nosniff"
    assert page.getheader("Access-Control-Allow-Origin") is None
    manifest = request(lan, "GET", "/manifest.json")
    assert manifest.status == 200 and manifest.getheader("Access-Control-Allow-Origin") is None


def test_foreign_origin_and_host_are_refused(lan: Server) -> None:
    cookie = host_cookie(lan)
    for origin in ("http://evil.example", f"http://127.0.0.1:{lan.port + 1}", "null"):
        with pytest.raises(InvalidStatus):
            open_ws(lan, cookie, origin=origin)
    with open_ws(lan, cookie, origin=f"http://127.0.0.1:{lan.port}") as ws:
        ws.send(register())
        assert b"listig" in drain(ws, 1.5)
    # DNS rebinding: a foreign name pointing at this machine
    evil = {"Host": f"evil.example:{lan.port}", "Cookie": cookie}
    assert request(lan, "GET", "/", evil).status == 403
    assert request(lan, "GET", "/join", {"Host": f"evil.example:{lan.port}"}).status == 403
    posted = {"Origin": "http://evil.example", "Content-Type": "application/x-www-form-urlencoded"}
    assert request(lan, "POST", "/join", posted, "code=AAAAAA&name=x").status == 403


def test_a_raw_client_with_the_host_cookie_gets_the_app(lan: Server) -> None:
    with open_ws(lan, host_cookie(lan)) as ws:
        ws.send(register())
        assert b"Players" in drain(ws)  # the host's home screen


def table_code(server: Server) -> str:
    """The code ``listig serve --lan`` printed."""
    match = re.search(r"table code ([A-Z0-9]{6})", server.log_path.read_text())
    assert match is not None
    return match.group(1)


def ask(server: Server, code: str, name: str = "Cleo's phone") -> http.client.HTTPResponse:
    """Post the join form."""
    form = urllib.parse.urlencode({"code": code, "name": name})
    headers = {
        "Origin": server.url,
        "Content-Type": "application/x-www-form-urlencoded",
    }
    return request(server, "POST", "/join", headers, form)


def test_code_guessing_is_locked_out(lan: Server) -> None:
    code = table_code(lan)
    # the code works only while the host's Join page is open
    assert ask(lan, code).status == 400
    with open_ws(lan, host_cookie(lan)) as host:
        host.send(register("/phones"))
        assert code.encode() in drain(host)
        wrong = "".join("A" if c != "A" else "B" for c in code)
        answers = [ask(lan, wrong).status for _ in range(5)]
        assert answers == [400, 400, 400, 400, 429]
        # locked out: even the right code is refused now, from this address
        assert ask(lan, code).status == 429


def test_garbage_closes_one_connection_and_ctrl_c_still_stops(
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    folder = tmp_path_factory.mktemp("garbage")
    server = Server(free_port(), f"sqlite:///{folder / 'g.db'}", folder / "server.log", lan=True)
    server.start()
    try:
        stack = contextlib.ExitStack()
        cookie = host_cookie(server)
        keeper = stack.enter_context(open_ws(server, cookie))
        keeper.send(register())
        assert b"Players" in drain(keeper)
        deep = b"\x00" + b"\x92\x03" + b"\x91" * 5000 + b"\xc0"
        garbage: list[bytes | str] = [
            b"\x00\xc1 not msgpack",
            b"\x00" + msgpack.packb("a string"),
            b"\x00" + msgpack.packb([99, {}]),
            b"\x00" + msgpack.packb([3, {"target": 1, "name": "click"}]),  # before registering
            deep,
            b"\x07 unknown type",
            "a text frame",
            b"\x00" + b"\xdd\xff\xff\xff\xff",  # claims four billion items
        ]
        codes = []
        for frame in garbage:
            with open_ws(server, cookie) as ws:
                ws.send(frame)
                codes.append(closes(ws))
        assert all(code is not None and code >= 1000 for code in codes), codes
        with open_ws(server, cookie) as ws:  # a frame over the size cap
            ws.send(register())
            drain(ws, 0.5)
            ws.send(b"\x00" + b"\x00" * (9 * 1024 * 1024))
            assert closes(ws) == 1009
        with open_ws(server, cookie) as ws:  # a well-formed frame of the wrong shape
            ws.send(register())
            drain(ws, 0.5)
            ws.send(b"\x00" + msgpack.packb([3, {"target": "x", "name": 5}]))
            assert closes(ws) == 1007
        # memory: many bad connections leave nothing behind
        for _ in range(20):
            with open_ws(server, cookie) as ws:
                ws.send(b"\x00\xc1")
                closes(ws)
        settled = rss_kb(server)
        for _ in range(200):
            with open_ws(server, cookie) as ws:
                ws.send(b"\x00\xc1")
                closes(ws)
        grown = rss_kb(server) - settled
        assert grown < 200 * 20, f"{grown} kB more after 200 bad connections"
        # the good connection and the server still answer
        keeper.ping().wait(timeout=10)
        assert request(server, "GET", "/join").status == 200
        assert "Traceback" not in server.log_path.read_text()
        # Ctrl-C stops it, with a page still connected
        assert server.process is not None
        server.process.send_signal(signal.SIGINT)
        server.process.wait(timeout=10)
        assert server.process.returncode == 0
        stack.close()
    finally:
        server.stop()


def test_a_full_server_says_so(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path_factory.mktemp("full")
    monkeypatch.setenv("LISTIG_MAX_CONNECTIONS", "2")
    server = Server(free_port(), f"sqlite:///{folder / 'f.db'}", folder / "server.log")
    server.start()
    try:
        cookie = host_cookie(server)
        with open_ws(server, cookie) as first, open_ws(server, cookie) as second:
            first.send(register())
            second.send(register())
            drain(first, 1.0)
            with pytest.raises(InvalidStatus):
                open_ws(server, cookie)
            connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
            connection.request("GET", "/", headers={"Cookie": cookie})
            response = connection.getresponse()
            assert response.status == 503
            assert "listig is full" in response.read().decode()
        # once they left, there is room again
        for _ in range(50):
            if request(server, "GET", "/", {"Cookie": cookie}).status == 200:
                break
            time.sleep(0.1)
        assert request(server, "GET", "/", {"Cookie": cookie}).status == 200
    finally:
        server.stop()
