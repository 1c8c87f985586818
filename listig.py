"""Where listig is put together: the service, the Flet views and the web server.

The ``listig`` command starts here (``cli``), and so do ``flet run`` and ``flet build``
(through ``main.py``). Nothing below ``assistant/`` knows the views; nothing in
``views/`` opens a database: this module hands each the other.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence

from assistant import cli as command_line

# The service (SQLAlchemy, the database layer) and Flet are imported where they are used:
# ``listig replay`` needs neither, and importing them would take most of its start-up.


def serve(
    host: str = "127.0.0.1",
    port: int = 8550,
    *,
    lan: bool = False,
    certfile: str | None = None,
    keyfile: str | None = None,
) -> None:
    """Run the app in web mode, behind listig's guard, and print the host's address.

    ``lan`` listens on this machine's network addresses too. Only a browser holding
    the host's secret (in the printed address) or a device the host let in gets in.
    """
    from assistant.server import qr
    from assistant.server.devices import Devices
    from assistant.server.web import Table, build, names_for, run
    from assistant.service import Listig
    from views.app import app

    os.environ["FLET_WEB_NO_CDN"] = "true"
    if lan and host == "127.0.0.1":
        host = "0.0.0.0"
    lan = lan or host in ("0.0.0.0", "::")  # listening everywhere is the LAN mode
    service = Listig()  # open (and upgrade) the database before the first page asks
    devices = Devices(os.environ.get("LISTIG_HOST_SECRET") or None)
    names, addresses = names_for(host, lan)
    scheme = "https" if certfile else "http"
    where = (
        addresses[0] if addresses and lan else ("127.0.0.1" if host in ("0.0.0.0", "::") else host)
    )
    base = f"{scheme}://{where}:{port}"
    table = Table(
        devices, f"{base}/join?code={devices.code}", f"{base}/?key={devices.host.secret}", addresses
    )
    guard = build(app(service, table), devices, port, names, secure=certfile is not None)
    print(
        f"listig is running. The host opens (keep this address to yourself):\n  {table.host_url}",
        flush=True,
    )
    if lan:
        local = f"{scheme}://127.0.0.1:{port}/?key={devices.host.secret}"
        print(f"  (on this machine: {local})", flush=True)
        print(f"Phones join at {base}/join with the table code {devices.code},", flush=True)
        print("once the host has opened the Join page; or they scan:", flush=True)
        print(qr.terminal(table.join_url), flush=True)
    status = 0
    try:
        run(guard, host, port, certfile, keyfile)
    except SystemExit as exc:  # uvicorn could not listen (the port is taken, say)
        status = exc.code if isinstance(exc.code, int) else 1
    finally:
        service.close()
        sys.stdout.flush()
        sys.stderr.flush()
        # Flet's handler threads may still be busy: do not wait for them
        os._exit(status)


def run_app() -> None:
    """Run the app in a window, or as the phone app that ``flet build`` makes."""
    import flet as ft

    from assistant.service import Listig
    from views.app import app

    ft.run(app(Listig()))  # flet run / flet build bundle assets/ themselves


def cli(argv: Sequence[str] | None = None) -> int:
    """The ``listig`` command: the assistant's command line, with the web server wired in."""
    return command_line.main(argv, serve=serve)


if __name__ == "__main__":
    sys.exit(cli())
