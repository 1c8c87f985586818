"""Serve the Flet app through :class:`~assistant.server.guard.Guard` with uvicorn.

Flet's own ``ft.run`` builds the same FastAPI app, but adds a middleware answering
``Access-Control-Allow-Origin: *`` to everything and runs uvicorn with no cap on
connections and no bound on a graceful shutdown. Here the app is built from the same
pieces, without that middleware, and uvicorn is configured to stop within two seconds.
"""

from __future__ import annotations

import gc
import logging
import os
import socket
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from assistant.server.compress import Compressed
from assistant.server.devices import Device, Devices
from assistant.server.frames import MAX_FRAME
from assistant.server.guard import CURRENT_DEVICE, MAX_CONNECTIONS, Guard, static_names

log = logging.getLogger(__name__)

WEB_ASSETS = Path(__file__).resolve().parents[2] / "assets"
"""The app's assets, served over Flet's: listig's own manifest, icons and favicon (they
replace Flet's), the bundled font, and the web page with its offline patch."""

SESSION_SECONDS = 300
"""How long a page's state waits for its device to come back (a phone that slept)."""


def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses on its networks (no loopback), best first."""
    found: list[str] = []
    try:
        # a UDP "connect" sends nothing: it only asks the kernel which address it would use
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))
            found.append(probe.getsockname()[0])
    except OSError:
        pass
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            address = str(info[4][0])
            if address not in found:
                found.append(address)
    except OSError:
        pass
    return [a for a in found if not a.startswith("127.")]


@dataclass
class Table:
    """What the views need from the server: who this tab is, the devices, the join address."""

    devices: Devices
    join_url: str
    """The address with the table code that the Join page's QR code shows."""
    host_url: str
    """The host's address with its secret (printed in the terminal, never shown on screen)."""
    addresses: list[str] = field(default_factory=list)

    def device(self) -> Device | None:
        """The device of the connection whose page is being set up right now."""
        return CURRENT_DEVICE.get()


def names_for(host: str, lan: bool) -> tuple[set[str], list[str]]:
    """The host names the server answers to, and the LAN addresses it is reached on."""
    names = {"127.0.0.1", "localhost", "[::1]"}
    addresses: list[str] = []
    if lan:
        addresses = lan_addresses()
        hostname = socket.gethostname().lower()
        names |= {hostname, f"{hostname}.local", *addresses}
    elif host not in ("127.0.0.1", "localhost", "::1"):
        names.add(host)
        addresses = [host]
    extra = os.environ.get("LISTIG_SERVER_NAMES", "")
    names |= {n.strip().lower() for n in extra.split(",") if n.strip()}
    return names, addresses


def build(
    main: Callable[[Any], None],
    devices: Devices,
    port: int,
    names: set[str],
    secure: bool = False,
    max_connections: int = MAX_CONNECTIONS,
) -> Guard:
    """Flet's web app for ``main``, behind the guard."""
    import flet_web
    import flet_web.fastapi as flet_fastapi

    format_messages_only_for_the_log()
    inner = flet_fastapi.app(
        main,
        assets_dir=str(WEB_ASSETS),
        app_name="listig",
        app_short_name="listig",
        app_description="The table assistant for Mit List und Tücke and Partout",
        no_cdn=True,
        session_timeout_seconds=SESSION_SECONDS,
    )
    # Flet's own middleware answers "Access-Control-Allow-Origin: *": leave it out
    inner.user_middleware = [
        m
        for m in inner.user_middleware
        if getattr(m.cls, "__name__", "") != "CustomHeadersMiddleware"
    ]
    # nor Swagger pages, nor an OAuth callback listig does not use
    inner.router.routes = [
        r
        for r in inner.router.routes
        if getattr(r, "path", "")
        not in ("/docs", "/redoc", "/openapi.json", "/docs/oauth2-redirect", "/oauth_callback")
    ]
    cap = os.environ.get("LISTIG_MAX_CONNECTIONS", "")
    if cap.isdigit() and int(cap) > 0:
        max_connections = int(cap)
    web_dir = str(Path(flet_web.__file__).resolve().parent / "web")
    static = static_names(str(WEB_ASSETS), web_dir)
    compressed = Compressed([WEB_ASSETS, web_dir], web_cache())
    return Guard(inner, devices, port, names, static, secure, max_connections, compressed)


def format_messages_only_for_the_log() -> None:
    """Flet's web transport writes each message it sends into a debug line with an
    f-string, so every control of every patch is formatted by its dataclass ``repr``
    whether the line is logged or not — about 6 % of the server's time at a club night.
    This sends the same bytes, formatting the message only when that log is on."""
    from flet.messaging.protocol import Message
    from flet_web.fastapi import flet_app

    from views.at_once import packed  # the one packing of Flet's messages

    send = flet_app.FletApp.send_message
    if getattr(send, "formats_only_for_the_log", False):
        return

    def send_message(self: flet_app.FletApp, message: Message) -> None:
        queue = getattr(self, "_FletApp__send_queue", None)
        if queue is None or flet_app.transport_log.isEnabledFor(logging.DEBUG):
            send(self, message)  # Flet's own way, debug line included
            return
        queue.put_nowait(b"\x00" + packed(message))

    send_message.formats_only_for_the_log = True  # type: ignore[attr-defined]
    send_message.__wrapped__ = send  # type: ignore[attr-defined]
    flet_app.FletApp.send_message = send_message


def web_cache() -> Path:
    """Where the compressed copies of the web client's files are kept (the user's cache
    folder; ``$XDG_CACHE_HOME`` on Linux)."""
    import platformdirs

    return Path(platformdirs.user_cache_dir("listig", appauthor=False)) / "web"


def steady_collector() -> None:
    """Keep the garbage collector's pauses out of the taps.

    With 60 devices connected, CPython's full collection walks every object of the process
    (Flet's, FastAPI's, SQLAlchemy's modules and each page's controls) and held the server
    for 100 ms about once a minute: 1 % of taps reached all boards of their table
    120–200 ms late (``bench/phones.py``). The objects made while starting (modules,
    the service, the app) live as long as the server: frozen out of every collection
    (``gc.freeze``), a full collection walks only what came after. The generations keep
    CPython's thresholds: collecting the youngest rarely (every 50,000 allocations) let the
    cycles of closed connections pile up, 40 kB each. Measured in ``docs/performance.md``.
    """
    gc.collect()
    gc.freeze()


def run(
    guard: Guard,
    host: str,
    port: int,
    certfile: str | None = None,
    keyfile: str | None = None,
) -> None:
    """Serve until Ctrl-C or SIGTERM; either stops the server within two seconds."""
    import uvicorn

    config = uvicorn.Config(
        guard,
        host=host,
        port=port,
        ws="websockets-sansio",
        ws_max_size=MAX_FRAME,
        ws_ping_interval=20.0,
        ws_ping_timeout=20.0,
        limit_concurrency=guard.max_connections + 64,
        timeout_graceful_shutdown=1,
        timeout_keep_alive=5,
        access_log=False,  # an address may carry the host's secret: never log addresses
        log_level="warning",
        ssl_certfile=certfile,
        ssl_keyfile=keyfile,
        lifespan="on",
        proxy_headers=False,  # the address a guess comes from is the socket's, not a header's
    )
    server = uvicorn.Server(config)
    steady_collector()
    try:
        server.run()
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
