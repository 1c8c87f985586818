"""The ASGI layer around Flet's web app: same origin, credentials, caps and checked frames.

Every request passes here first. It refuses a ``Host`` that is not the server's own
name or address and an ``Origin`` of another site (cross-site WebSockets, DNS
rebinding); it knows the device by its cookie and lets a stranger see only the join
pages; it adds the usual security headers (and never a wildcard CORS one); it caps
the open WebSockets, checks every frame (see :mod:`assistant.server.frames`), closes a
revoked device's connections at once, and never lets a broken connection hang.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import json
import logging
import os
from collections.abc import Awaitable, Callable, MutableMapping
from dataclasses import dataclass, field
from http.cookies import SimpleCookie
from typing import Any
from urllib.parse import parse_qs, quote, urlencode

from flet.messaging.protocol import MessageAction

from assistant.server import frames, pages
from assistant.server.compress import CACHING, VARY, Compressed
from assistant.server.devices import Device, Devices

log = logging.getLogger(__name__)

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

CURRENT_DEVICE: contextvars.ContextVar[Device | None] = contextvars.ContextVar(
    "listig_device", default=None
)
"""The device of the WebSocket being served; Flet runs a new page's ``main`` inside it."""

MAX_CONNECTIONS = 200
"""Open WebSockets at most (a club night of 10 tables × 6 devices is 60)."""

REGISTER_WITHIN = 15.0
"""Seconds a new WebSocket has to register like a Flet page, or it is closed."""

SECURITY_HEADERS = [
    (b"x-frame-options", b"DENY"),
    (b"content-security-policy", b"frame-ancestors 'none'"),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (b"cross-origin-opener-policy", b"same-origin"),
    (b"cross-origin-embedder-policy", b"require-corp"),
    (b"cross-origin-resource-policy", b"same-origin"),
]
LOST_SCRIPT = "/lost.js"
"""What the web page says while its connection is lost, in each language."""
_DROPPED = {b"access-control-allow-origin", b"access-control-allow-credentials"}


@dataclass(eq=False)
class Connection:
    """One open WebSocket of a device."""

    device: Device
    kill: asyncio.Event = field(default_factory=asyncio.Event)


class Quiet:
    """Says the first few of a kind of warning, then one in a hundred (no log flood)."""

    def __init__(self, first: int = 20, every: int = 100) -> None:
        self.first = first
        self.every = every
        self.counts: dict[str, int] = {}

    def warn(self, kind: str, message: str, *args: object) -> None:
        """Log ``message`` unless this kind was said too often already."""
        count = self.counts.get(kind, 0) + 1
        self.counts[kind] = count
        if count <= self.first or count % self.every == 0:
            suffix = f" ({count} so far)" if count > self.first else ""
            log.warning(message + suffix, *args)


def _headers(scope: Scope) -> dict[str, str]:
    found: dict[str, str] = {}
    for key, value in scope.get("headers", []):
        name = key.decode("latin-1").lower()
        if name not in found:  # the first of a repeated header counts
            found[name] = value.decode("latin-1")
    return found


@dataclass(frozen=True, slots=True)
class Call:
    """An HTTP request as the guard reads it: the ASGI call, its headers and the device its
    cookie names (``None``: not joined), with what it asks for read from the scope."""

    scope: Scope
    receive: Receive
    send: Send
    headers: dict[str, str]
    device: Device | None

    @property
    def path(self) -> str:
        """The path asked for."""
        return str(self.scope.get("path", "/"))

    @property
    def method(self) -> str:
        """The HTTP method."""
        return str(self.scope.get("method", "GET"))

    @property
    def query(self) -> dict[str, list[str]]:
        """The query string's fields."""
        return parse_qs(self.scope.get("query_string", b"").decode("latin-1"))


class Guard:
    """The ASGI app listig serves: checks, then Flet's app (``inner``)."""

    def __init__(
        self,
        inner: ASGIApp,
        devices: Devices,
        port: int,
        names: set[str],
        static: set[str],
        secure: bool = False,
        max_connections: int = MAX_CONNECTIONS,
        compressed: Compressed | None = None,
    ) -> None:
        self.inner = inner
        self.compressed = compressed
        self.devices = devices
        self.port = port
        self.secure = secure
        self.scheme = "https" if secure else "http"
        self.hosts = {f"{n}:{port}" for n in names} | (
            names if port == (443 if secure else 80) else set()
        )
        self.origins = {f"{self.scheme}://{h}" for h in self.hosts}
        self.static = static
        self.cookie = f"listig-{port}"
        self.ticket_cookie = f"listig-{port}-ticket"
        self.max_connections = max_connections
        self.connections: set[Connection] = set()
        self.sessions: dict[str, int] = {}
        """Flet session ids and the device that owns each (only it may resume one)."""
        self.refused = 0
        self.quiet = Quiet()
        self.loop: asyncio.AbstractEventLoop | None = None
        self.lost = pages.lost_words().encode()
        devices.listen(self._devices_changed)

    # ------------------------------------------------------------------ entry

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        kind = scope["type"]
        if kind == "lifespan":
            self.loop = asyncio.get_running_loop()
            await self.inner(scope, receive, send)
            return
        headers = _headers(scope)
        problem = self._foreign(headers)
        if problem is not None:
            self.refused += 1
            self.quiet.warn("refused", "refused a %s request: %s", kind, problem)
            if kind == "websocket":
                await send({"type": "websocket.close", "code": 1008})
            else:
                await self._plain(send, 403, problem)
            return
        device = self.devices.device_for(self._cookies(headers).get(self.cookie))
        if kind == "websocket":
            await self._websocket(scope, receive, send, device)
        elif kind == "http":
            await self._http(Call(scope, receive, send, headers, device))

    def _foreign(self, headers: dict[str, str]) -> str | None:
        """Why a request comes from the wrong place, or ``None``."""
        host = headers.get("host", "").lower()
        if host not in self.hosts:
            return "this server does not answer to that name"
        origin = headers.get("origin")
        if origin == "null" and headers.get("sec-fetch-site") == "same-origin":
            return None  # a form posted from our own page under Referrer-Policy: no-referrer
        if origin is not None and origin.lower() not in self.origins:
            return "requests from other sites are not allowed"
        if headers.get("sec-fetch-site") == "cross-site" and headers.get("sec-fetch-mode") in (
            "cors",
            "websocket",
            "no-cors",
        ):
            return "requests from other sites are not allowed"
        return None

    @staticmethod
    def _cookies(headers: dict[str, str]) -> dict[str, str]:
        jar: SimpleCookie = SimpleCookie()
        try:
            jar.load(headers.get("cookie", ""))
        except Exception:
            return {}
        return {key: morsel.value for key, morsel in jar.items()}

    # ------------------------------------------------------------------ HTTP

    def _set_cookie(self, name: str, value: str, max_age: int) -> tuple[bytes, bytes]:
        attributes = f"{name}={value}; Path=/; Max-Age={max_age}; HttpOnly; SameSite=Strict"
        if self.secure:
            attributes += "; Secure"
        return b"set-cookie", attributes.encode("latin-1")

    async def _http(self, call: Call) -> None:
        scope, receive, send, device = call.scope, call.receive, call.send, call.device
        path, query, method = call.path, call.query, call.method
        lang = pages.language(call.headers.get("accept-language", ""))
        if "key" in query and method == "GET":
            # the host's address: keep the secret in a cookie, take it out of the address bar
            rest = {k: v for k, v in query.items() if k != "key"}
            path = "/" + path.lstrip("/\\")  # never "//other.site": no open redirect
            target = path + ("?" + urlencode(rest, doseq=True) if rest else "")
            extra = []
            if self.devices.device_for(query["key"][0]) is self.devices.host:
                extra.append(self._set_cookie(self.cookie, self.devices.host.secret, 30 * 86400))
            await self._redirect(send, target, extra)
            return
        top = path.strip("/").split("/", 1)[0]
        if path == "/join" or path.startswith("/join/"):
            await self._join(call, lang)
            return
        if top in self.static and method in ("GET", "HEAD"):
            await self._static(call)
            return
        if path == LOST_SCRIPT and method == "GET":  # words only: anyone may load them
            await self._respond(send, 200, self.lost, b"text/javascript; charset=utf-8")
            return
        if device is None:
            if method in ("GET", "HEAD"):
                code = query.get("code", [""])[0]
                await self._redirect(
                    send, "/join" + (f"?code={pages.safe_code(code)}" if code else "")
                )
            else:
                await self._plain(send, 403, "join the table first")
            return
        if len(self.connections) >= self.max_connections:
            await self._page(send, 503, pages.full_page(lang))
            return
        self.devices.seen(device)
        await self.inner(scope, receive, self._with_headers(send, no_store=True))

    async def _static(self, call: Call) -> None:
        """A file of the web client: compressed when the browser takes it, kept but
        revalidated (see :mod:`assistant.server.compress`)."""
        scope, send, headers = call.scope, call.send, call.headers
        answer = None
        if self.compressed is not None and "range" not in headers:
            answer = await asyncio.to_thread(
                self.compressed.answer, scope.get("path", "/"), headers.get("accept-encoding", "")
            )
        if answer is None:
            await self.inner(scope, call.receive, self._with_headers(send, cached=True))
            return
        common = [(b"etag", answer.etag.encode()), CACHING, VARY, *SECURITY_HEADERS]
        if answer.etag in (t.strip() for t in headers.get("if-none-match", "").split(",")):
            await send({"type": "http.response.start", "status": 304, "headers": common})
            await send({"type": "http.response.body", "body": b""})
            return
        start = [
            (b"content-type", answer.content_type.encode()),
            (b"content-encoding", answer.encoding.encode()),
            (b"content-length", str(len(answer.data)).encode()),
            *common,
        ]
        await send({"type": "http.response.start", "status": 200, "headers": start})
        body = b"" if scope.get("method") == "HEAD" else answer.data
        await send({"type": "http.response.body", "body": body})

    def _with_headers(self, send: Send, no_store: bool = False, cached: bool = False) -> Send:
        async def sending(message: Message) -> None:
            if message["type"] == "http.response.start":
                kept = [(k, v) for k, v in message.get("headers", []) if k.lower() not in _DROPPED]
                kept += SECURITY_HEADERS
                if no_store:
                    kept.append((b"cache-control", b"no-store"))
                if cached:
                    kept += [CACHING, VARY]
                message["headers"] = kept
            await send(message)

        return sending

    async def _respond(
        self,
        send: Send,
        status: int,
        body: bytes,
        content_type: bytes,
        extra: list[tuple[bytes, bytes]] | None = None,
    ) -> None:
        headers = [
            (b"content-type", content_type),
            (b"content-length", str(len(body)).encode()),
            (b"cache-control", b"no-store"),
            *SECURITY_HEADERS,
            *(extra or []),
        ]
        await send({"type": "http.response.start", "status": status, "headers": headers})
        await send({"type": "http.response.body", "body": body})

    async def _plain(self, send: Send, status: int, text: str) -> None:
        await self._respond(send, status, (text + "\n").encode(), b"text/plain; charset=utf-8")

    async def _page(
        self, send: Send, status: int, html: str, extra: list[tuple[bytes, bytes]] | None = None
    ) -> None:
        await self._respond(send, status, html.encode(), b"text/html; charset=utf-8", extra)

    async def _redirect(
        self, send: Send, target: str, extra: list[tuple[bytes, bytes]] | None = None
    ) -> None:
        location = quote(target, safe="/?=&%:-._~")  # a path may hold any character
        headers = [(b"location", location.encode("ascii")), *(extra or [])]
        await self._respond(send, 303, b"", b"text/plain", headers)

    async def _join(self, call: Call, lang: str) -> None:
        send, headers, device = call.send, call.headers, call.device
        path, method, query = call.path.rstrip("/"), call.method, call.query
        client = call.scope.get("client") or ("?", 0)
        address = str(client[0])
        if path == "/join" and method == "GET":
            if device is not None:
                await self._redirect(send, "/")
                return
            code = pages.safe_code(query.get("code", [""])[0])
            await self._page(send, 200, pages.join_page(lang, code=code))
        elif path == "/join" and method == "POST":
            if headers.get("origin") is None and headers.get("sec-fetch-site") not in (
                None,
                "same-origin",
            ):
                await self._plain(send, 403, "requests from other sites are not allowed")
                return
            form = await self._form(call.receive)
            if form is None:
                await self._page(send, 413, pages.join_page(lang, message=pages.TOO_LONG))
                return
            code, name = form.get("code", ""), form.get("name", "")
            answer, request = self.devices.ask(code, name, address)
            if request is None:
                status = 429 if answer.value == "locked" else 400
                await self._page(send, status, pages.join_page(lang, answer=answer, name=name))
                return
            ticket = request.ticket
            await self._redirect(
                send, "/join/wait", [self._set_cookie(self.ticket_cookie, ticket, 900)]
            )
        elif path == "/join/wait" and method == "GET":
            await self._page(send, 200, pages.wait_page(lang))
        elif path == "/join/status" and method == "GET":
            ticket = self._cookies(headers).get(self.ticket_cookie, "")
            found = self.devices.collect(ticket) if ticket else None
            state, joined = found if found is not None else ("gone", None)
            extra = []
            if joined is not None:
                extra.append(self._set_cookie(self.cookie, joined.secret, 30 * 86400))
            if state != "wait":
                extra.append(self._set_cookie(self.ticket_cookie, "", 0))
            body = json.dumps({"state": state}).encode()
            await self._respond(send, 200, body, b"application/json", extra)
        else:
            await self._plain(send, 404, "not found")

    @staticmethod
    async def _form(receive: Receive, limit: int = 4096) -> dict[str, str] | None:
        """The fields of a posted form, or ``None`` if it is too long."""
        body = b""
        while True:
            message = await receive()
            if message["type"] != "http.request":
                return {}
            body += message.get("body", b"")
            if len(body) > limit:
                return None
            if not message.get("more_body"):
                break
        fields = parse_qs(body.decode("utf-8", "replace"))
        return {k: v[0] for k, v in fields.items() if v}

    # ------------------------------------------------------------------ WebSocket

    async def _websocket(
        self, scope: Scope, receive: Receive, send: Send, device: Device | None
    ) -> None:
        if device is None:
            self.refused += 1
            await send({"type": "websocket.close", "code": 1008})
            return
        if len(self.connections) >= self.max_connections:
            self.refused += 1
            self.quiet.warn("full", "refused a connection: %d open already", len(self.connections))
            await send({"type": "websocket.close", "code": 1013})
            return
        connection = Connection(device)
        self.connections.add(connection)
        token = CURRENT_DEVICE.set(device)
        try:
            await self._serve(connection, scope, receive, send)
        finally:
            CURRENT_DEVICE.reset(token)
            self.connections.discard(connection)

    async def _serve(
        self, connection: Connection, scope: Scope, receive: Receive, send: Send
    ) -> None:
        """Run Flet's handler on checked frames; make sure it ends when the connection does."""
        closed = asyncio.Event()  # our side is done: the client left or was sent away
        state = {"registered": False, "accepted": False, "answered": False}
        device = connection.device

        async def close(code: int, reason: str) -> None:
            if closed.is_set():
                return
            closed.set()
            if reason:
                self.quiet.warn(reason, "closed a connection of %s: %s", device.name, reason)
            with contextlib.suppress(Exception):  # it may have gone already
                await send({"type": "websocket.close", "code": code})

        async def next_message() -> Message:
            kill = asyncio.ensure_future(connection.kill.wait())
            incoming = asyncio.ensure_future(receive())
            timeout = None if state["registered"] or not state["accepted"] else REGISTER_WITHIN
            try:
                done, _ = await asyncio.wait(
                    {kill, incoming}, timeout=timeout, return_when=asyncio.FIRST_COMPLETED
                )
            finally:
                kill.cancel()
            if incoming in done:
                return incoming.result()
            incoming.cancel()
            if kill in done:
                await close(4001, "the host removed the device")
            else:
                await close(1008, "it did not register in time")
            return {"type": "websocket.disconnect", "code": 1008}

        async def checked_receive() -> Message:
            if closed.is_set():
                return {"type": "websocket.disconnect", "code": 1000}
            message = await next_message()
            if message["type"] == "websocket.disconnect":
                closed.set()
                return message
            if message["type"] != "websocket.receive":
                return message
            try:
                frame = frames.check(message.get("bytes"), message.get("text"), state["registered"])
            except frames.BadFrame as bad:
                await close(bad.code, bad.reason)
                return {"type": "websocket.disconnect", "code": bad.code}
            if frame.action is MessageAction.REGISTER_CLIENT:
                state["registered"] = True
                session = frame.body.get("session_id")
                if session and self.sessions.get(session) != device.id:
                    frame.body["session_id"] = None  # only its own device may resume a session
                    try:
                        message = {
                            "type": "websocket.receive",
                            "bytes": frames.pack(MessageAction.REGISTER_CLIENT, frame.body),
                        }
                    except Exception:
                        await close(1008, "a session of another device")
                        return {"type": "websocket.disconnect", "code": 1008}
            self.devices.seen(device)
            return message

        async def checked_send(message: Message) -> None:
            if message["type"] == "websocket.accept":
                state["accepted"] = True
            if closed.is_set():
                return
            if (
                message["type"] == "websocket.send"
                and not state["answered"]
                and (data := message.get("bytes"))
            ):
                state["answered"] = True
                self._note_session(data, device)
            try:
                await send(message)
            except Exception:  # the client went away under us
                closed.set()

        task = asyncio.ensure_future(self.inner(scope, checked_receive, checked_send))
        try:
            while not task.done():
                waiter = asyncio.ensure_future(closed.wait())
                await asyncio.wait({task, waiter}, return_when=asyncio.FIRST_COMPLETED)
                waiter.cancel()
                if closed.is_set() and not task.done():
                    # Flet's handler waits forever for a send loop it never stops when the
                    # page had not registered; once it had, it ends by itself at once
                    if state["registered"]:
                        await asyncio.wait({task}, timeout=1.0)
                    if not task.done():
                        task.cancel()
                        await asyncio.wait({task}, timeout=1.0)
                    break
            if task.done() and not task.cancelled() and task.exception() is not None:
                log.warning("a connection ended with %s", type(task.exception()).__name__)
        except asyncio.CancelledError:
            task.cancel()
            raise

    def _note_session(self, data: bytes, device: Device) -> None:
        """Remember which device a new Flet session belongs to (from the register answer)."""
        import msgpack

        try:
            action, body = msgpack.unpackb(data[1:], strict_map_key=False)[:2]
            if action == MessageAction.REGISTER_CLIENT.value and isinstance(body, dict):
                session = body.get("session_id")
                if isinstance(session, str):
                    self.sessions[session] = device.id
                    if len(self.sessions) > 10_000:
                        self.sessions.pop(next(iter(self.sessions)))
        except Exception:
            pass

    # ------------------------------------------------------------------ revoking

    def _devices_changed(self) -> None:
        """A device may have been revoked: cut its connections off (from any thread)."""
        loop = self.loop
        if loop is None or loop.is_closed():
            return

        def cut() -> None:
            for connection in list(self.connections):
                if connection.device.revoked:
                    connection.kill.set()

        loop.call_soon_threadsafe(cut)


def static_names(*folders: str) -> set[str]:
    """The top-level names of the web client's files (served to anyone: they hold no data)."""
    names: set[str] = set()
    for folder in folders:
        if folder and os.path.isdir(folder):
            names.update(n for n in os.listdir(folder) if n != "index.html")
    return names
