"""The host's Join page: the QR code and table code, the devices asking in, the devices in.

While it is open the table code works (and for ten minutes after). Each asking device
gets three buttons — scorer, viewer, refuse —; each device that joined shows its role
and when it was last active, with a button that cuts it off at once.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable

import flet as ft

from assistant.languages import N_
from assistant.server import qr
from assistant.server.devices import Device, Devices, Request, Role
from assistant.server.web import Table
from views.labelled import icon_button
from views.shell import Shell, guarded

log = logging.getLogger(__name__)

JOIN = N_("Join")
SCAN = N_("Scan with a phone at the table, or open {address} and type the code:")
ASKING = N_("{name} wants to join")
AS_SCORER = N_("Scorer")
AS_VIEWER = N_("Viewer")
REFUSE = N_("Refuse")
DEVICES = N_("Devices at the table")
NO_DEVICES = N_("No device has joined yet.")
REMOVE = N_("Remove {name}")
REMOVED = N_("{name} was removed.")
ROLE_NAMES = {Role.HOST: N_("host"), Role.SCORER: N_("scorer"), Role.VIEWER: N_("viewer")}
SEEN_NOW = N_("{role}, active just now")
SEEN_AGO = N_("{role}, last active {minutes} min ago")
NOT_ON_THE_NETWORK = N_(
    "Phones cannot reach this listig: it listens only on this computer (127.0.0.1). "
    "To let the phones at the table in, stop it and start it again with {command}, "
    "then open Join again."
)
LAN_COMMAND = "scripts/start --lan"
SCORERS_HELP = N_(
    "Scorers enter cards, undo and start games; viewers only watch. "
    "Players, import, backups and deleting stay with the host."
)


class JoinScreen:
    """The Join page of one host tab, redrawn when a device asks, joins or is removed."""

    def __init__(self, shell: Shell, table: Table) -> None:
        self.shell = shell
        self.table = table
        self.devices: Devices = table.devices
        self.requests = ft.Column(spacing=10)
        self.joined = ft.Column(spacing=6)
        self.request_cards: dict[int, ft.Control] = {}
        """Each waiting request's card, kept while it waits: a redraw never replaces the
        card under the host's finger (a tap on it would be lost)."""
        self.device_rows: dict[int, tuple[ft.Control, ft.Text]] = {}
        tr = shell.tr
        self.view = ft.View(
            route="/phones",
            appbar=ft.AppBar(leading=shell.back_button(), title=ft.Text(tr._(JOIN))),
            controls=[
                ft.Column(
                    [
                        *self._how_to_join(),
                        self.requests,
                        ft.Text(tr._(DEVICES), size=20, weight=ft.FontWeight.BOLD),
                        self.joined,
                        ft.Text(tr._(SCORERS_HELP), size=13),
                    ],
                    spacing=14,
                    width=420,
                    horizontal_alignment=ft.CrossAxisAlignment.CENTER,
                )
            ],
            padding=24,
            scroll=ft.ScrollMode.AUTO,
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        )
        self.render()
        self.devices.page_opened()
        self.stop_listening: Callable[[], None] = self.devices.listen(self.on_devices_changed)
        self.open = True
        shell.page.run_task(self.keep_fresh)

    def _how_to_join(self) -> list[ft.Control]:
        """The QR code and the table code; or, when phones cannot reach this server, how
        to start it so that they can."""
        tr = self.shell.tr
        if not self.table.addresses:
            return [
                ft.Container(
                    ft.Text(tr.format(NOT_ON_THE_NETWORK, command=LAN_COMMAND), size=16),
                    padding=14,
                    border_radius=12,
                    bgcolor=ft.Colors.SECONDARY_CONTAINER,
                )
            ]
        address = self.table.join_url.split("/join", 1)[0] + "/join"
        return [
            ft.Text(tr.format(SCAN, address=address), size=16),
            ft.Image(
                src=qr.png(self.table.join_url, scale=6),
                width=240,
                height=240,
                semantics_label=self.table.join_url,
            ),
            ft.Text(self.devices.code, size=44, weight=ft.FontWeight.BOLD, font_family="monospace"),
        ]

    async def keep_fresh(self) -> None:
        """Say again how long ago each device was active, every half minute while open."""
        while self.open:
            await asyncio.sleep(30)
            if self.open:
                try:
                    self.render()
                    self.shell.page.update()
                except Exception:  # the page went away
                    self.leave()

    def leave(self) -> None:
        """The page is left (another route, or the tab went away)."""
        if self.open:
            self.open = False
            self.stop_listening()
            self.devices.page_closed()

    def on_devices_changed(self) -> None:
        """A device asked, joined or was removed (any thread): redraw on the page's loop."""

        async def redraw() -> None:
            if self.open:
                self.render()
                self.shell.page.update()

        try:
            self.shell.page.run_task(redraw)
        except Exception:  # the page is gone
            log.info("the Join page went away", exc_info=True)
            self.leave()

    def render(self) -> None:
        """The requests and the devices as they stand. A card or row already on screen is
        kept, not built anew, so a tap that lands while another phone asks still counts."""
        tr = self.shell.tr
        self.request_cards = {
            r.id: self.request_cards.get(r.id) or self._request(r) for r in self.devices.requests()
        }
        self.requests.controls = list(self.request_cards.values())
        rows: dict[int, tuple[ft.Control, ft.Text]] = {}
        for device in self.devices.devices():
            row, seen = self.device_rows.get(device.id) or self._device(device)
            seen.value = self._seen(device)
            rows[device.id] = row, seen
        self.device_rows = rows
        self.joined.controls = [row for row, _ in rows.values()] or [
            ft.Text(tr._(NO_DEVICES), size=14)
        ]

    def _request(self, request: Request) -> ft.Control:
        tr = self.shell.tr

        def answer(role: Role | None) -> Callable[[], None]:
            @guarded
            def on_tapped() -> None:
                self.devices.answer(request.id, role)

            return on_tapped

        return ft.Card(
            content=ft.Container(
                ft.Column(
                    [
                        ft.Text(
                            tr.format(ASKING, name=request.name), size=18, weight=ft.FontWeight.BOLD
                        ),
                        ft.Row(
                            [
                                ft.FilledButton(
                                    content=tr._(AS_SCORER), on_click=answer(Role.SCORER)
                                ),
                                ft.OutlinedButton(
                                    content=tr._(AS_VIEWER), on_click=answer(Role.VIEWER)
                                ),
                                ft.TextButton(content=tr._(REFUSE), on_click=answer(None)),
                            ],
                            wrap=True,
                        ),
                    ]
                ),
                padding=12,
            )
        )

    def _seen(self, device: Device) -> str:
        """The device's role and when it was last active."""
        tr = self.shell.tr
        role = tr._(ROLE_NAMES[device.role])
        minutes = int((time.time() - device.last_seen) // 60)
        if minutes < 1:
            return tr.format(SEEN_NOW, role=role)
        return tr.format(SEEN_AGO, role=role, minutes=minutes)

    def _device(self, device: Device) -> tuple[ft.Control, ft.Text]:
        tr = self.shell.tr
        seen = ft.Text(self._seen(device), size=13)

        @guarded
        def on_remove_tapped(_: object) -> None:
            if self.devices.revoke(device.id) is not None:
                self.shell.toast(tr.format(REMOVED, name=device.name))

        row = ft.Row(
            [
                ft.Column(
                    [ft.Text(device.name, size=16, weight=ft.FontWeight.BOLD), seen],
                    spacing=0,
                    expand=True,
                ),
                icon_button(
                    ft.Icons.PERSON_REMOVE, tr.format(REMOVE, name=device.name), on_remove_tapped
                ),
            ]
        )
        return row, seen


WAITING_MORE = N_("{name} and {count} more want to join")
OPEN_JOIN = N_("Open Join")


class WaitingNotice:
    """On every screen of the host's tab but the Join page: a phone is waiting to be let
    in, with one tap to the Join page. It goes when no request waits any more."""

    def __init__(self, shell: Shell, devices: Devices) -> None:
        self.shell = shell
        self.devices = devices
        self.snack: ft.SnackBar | None = None
        self.said: tuple[int, ...] = ()
        self.stop: Callable[[], None] = devices.listen(self.on_devices_changed)

    def on_devices_changed(self) -> None:
        """A device asked, joined or was refused (any thread): look again on the page's loop."""

        async def look() -> None:
            self.look()

        try:
            self.shell.page.run_task(look)
        except Exception:  # the tab is gone
            self.stop()

    def look(self) -> None:
        """Show, change or take away the notice, as the requests now stand."""
        waiting = self.devices.requests()
        ids = tuple(r.id for r in waiting)
        if (self.shell.page.route or "/").startswith("/phones"):
            ids = ()  # the Join page shows them itself
        if ids == self.said:
            return
        self.said = ids
        if self.snack is not None and self.snack.open:
            self.snack.open = False
            self.snack.update()
        if not ids:
            return
        tr = self.shell.tr
        first = waiting[0].name
        text = (
            tr.format(ASKING, name=first)
            if len(ids) == 1
            else tr.format(WAITING_MORE, name=first, count=len(ids) - 1)
        )

        @guarded
        def on_open_tapped(_: object) -> None:
            self.shell.go("/phones")

        self.snack = ft.SnackBar(
            ft.Text(text),
            action=tr._(OPEN_JOIN),
            on_action=on_open_tapped,
            persist=True,
            duration=ft.Duration(minutes=10),
            show_close_icon=True,
        )
        self.shell.page.show_dialog(self.snack)
