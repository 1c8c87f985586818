"""One game night: its standings across its games, the games themselves, a CSV export."""

from __future__ import annotations

import flet as ft

from assistant.errors import InputError
from assistant.states import GameInfo
from views.files import Files
from views.looking_back import (
    READING_WIDTH,
    ByGame,
    StandingsPart,
    day_text,
    game_title,
    heading,
    say_error,
    seat_names,
)
from views.round_words import GAME_AT, said_in
from views.shell import Shell


class NightScreen(ByGame):
    """A game night's standings and games."""

    def __init__(self, shell: Shell, night_id: int) -> None:
        super().__init__(shell)
        tr = self.tr
        self.night_id = night_id
        self.files = Files()
        service = shell.service
        night = next((n for n in service.nights() if n.id == night_id), None)
        if night is None:
            raise InputError("no game night {night}", night=night_id)
        self.day = night.day
        title = day_text(tr, night.day) + (f" · {night.title}" if night.title else "")
        self.title = title
        self.part = StandingsPart(shell, night_id, self.redraw, explain=False)
        self.list = ft.ListView(spacing=8, expand=True, width=READING_WIDTH)
        self.view = ft.View(
            route=f"/night/{night_id}",
            appbar=ft.AppBar(leading=shell.back_button(), title=ft.Text(tr._("Game night"))),
            controls=[self.list],
            padding=12,
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        )
        self.show()

    def show(self) -> None:
        """The night's standings and games of the chosen game (or of all games)."""
        tr, service = self.tr, self.shell.service
        games = service.games(night_id=self.night_id, game=self.game)
        self.list.controls = [
            ft.Text(self.title, size=20, weight=ft.FontWeight.BOLD),
            self.game_chips(),
            heading(tr._("Standings of the night")),
            *self.part.controls(self.game),
            ft.OutlinedButton(
                content=tr._("Export the night's standings (CSV)"),
                icon=ft.Icons.DOWNLOAD,
                on_click=self.on_export_tapped,
            ),
            heading(tr._("Games")),
            *[self.game_row(info) for info in reversed(games)],
        ]

    def game_row(self, info: GameInfo) -> ft.Control:
        """A game of the night: its time, players and state; a tap opens it."""
        tr = self.tr
        when = info.started_at.astimezone().strftime("%H:%M")
        state = {
            "running": tr._("running"),
            "finished": tr._("finished"),
            "abandoned": tr._("abandoned"),
        }.get(info.status.value, info.status.value)
        game_id = info.game_id
        route = f"/played/{game_id}"
        return ft.ListTile(
            title=ft.Text(
                said_in(tr, info.game, GAME_AT, time=when) + f" · {game_title(tr, info.game)}"
            ),
            subtitle=ft.Text(f"{', '.join(seat_names(tr, info.players, info.dummy))} — {state}"),
            trailing=ft.Icon(ft.Icons.CHEVRON_RIGHT),
            on_click=lambda _: self.shell.go(route),
            content_padding=ft.Padding.symmetric(horizontal=4),
        )

    async def on_export_tapped(self, _: object) -> None:
        """Save this night's standings as CSV."""
        try:
            data = self.part.csv(self.game).encode("utf-8")
            await self.files.save(
                self.tr._("Export the night's standings (CSV)"),
                f"listig-night-{self.day.isoformat()}.csv",
                data,
            )
        except Exception as exc:
            say_error(self.shell, exc)


def night_view(shell: Shell, night_id: int) -> ft.View:
    """The game night screen."""
    return NightScreen(shell, night_id).view
