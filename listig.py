"""Where listig is put together: the service, the Flet views and the web server.

The ``listig`` command starts here (``cli``), and so do ``flet run`` and ``flet build``
(through ``main.py``). Nothing below ``assistant/`` knows the views; nothing in
``views/`` opens a database: this module hands each the other.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from pathlib import Path

from assistant import cli as command_line
from assistant.service import Listig

ASSETS = Path(__file__).resolve().parent / "assets"
"""The app's fonts, icons, and the web page with its offline patch (``assets/index.html``)."""


def serve(host: str = "127.0.0.1", port: int = 8550) -> None:
    """Run the app in web mode on ``host:port``, offline (no CDN), and print the address."""
    import flet as ft  # imported here: the other commands need no Flet

    from views.app import app

    os.environ["FLET_WEB_NO_CDN"] = "true"
    os.environ["FLET_FORCE_WEB_SERVER"] = "true"
    os.environ["FLET_SERVER_IP"] = host
    os.environ["FLET_SERVER_PORT"] = str(port)
    service = Listig()  # open (and upgrade) the database before the first page asks
    if host in ("0.0.0.0", "::"):
        print(f"listig is running at http://127.0.0.1:{port}", flush=True)
        print(f"(and on this machine's network addresses, port {port})", flush=True)
    else:
        print(f"listig is running at http://{host}:{port}", flush=True)
    ft.run(
        app(service),
        host=host,
        port=port,
        view=ft.AppView.WEB_BROWSER,
        no_cdn=True,
        assets_dir=str(ASSETS),
    )


def run_app() -> None:
    """Run the app in a window, or as the phone app that ``flet build`` makes."""
    import flet as ft

    from views.app import app

    ft.run(app(Listig()))  # flet run / flet build bundle assets/ themselves


def cli(argv: Sequence[str] | None = None) -> int:
    """The ``listig`` command: the assistant's command line, with the web server wired in."""
    return command_line.main(argv, serve=serve)


if __name__ == "__main__":
    sys.exit(cli())
