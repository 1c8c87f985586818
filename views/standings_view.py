"""Standings of all time or of a season: every player's wins, average, best round and (of
one game) rating; a tap opens their page."""

from __future__ import annotations

from datetime import UTC, datetime

import flet as ft

from assistant.languages import N_
from assistant.looking_back.ratings import Season
from views.files import Files
from views.looking_back import READING_WIDTH, ByGame, StandingsPart, say_error
from views.season import SeasonChoice
from views.shell import Shell

ALL_TIME = N_("All-time standings")
OF_A_SEASON = N_("Standings of the season")


class StandingsScreen(ByGame):
    """The all-time standings, with a CSV export."""

    def __init__(self, shell: Shell) -> None:
        super().__init__(shell)
        tr = self.tr
        self.files = Files()
        self.part = StandingsPart(shell, None, self.redraw)
        self.season = SeasonChoice(shell, self.part.season, self.on_season_chosen)
        self.list = ft.ListView(spacing=10, expand=True, width=READING_WIDTH)
        self.title = ft.Text(tr._(ALL_TIME))
        self.view = ft.View(
            route="/standings",
            appbar=ft.AppBar(leading=shell.back_button(), title=self.title),
            controls=[self.list],
            padding=12,
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        )
        self.show()

    def show(self) -> None:
        """The standings of the chosen game (or of all games)."""
        tr = self.tr
        self.list.controls = [
            self.game_chips(),
            self.season.control(),
            ft.OutlinedButton(
                content=tr._("Export standings (CSV)"),
                icon=ft.Icons.DOWNLOAD,
                on_click=self.on_export_tapped,
            ),
            *self.part.controls(self.game),
        ]

    def on_season_chosen(self, season: Season) -> None:
        """Show the standings (and ratings) of the games started in a season."""
        self.part.season = season
        self.title.value = self.tr._(ALL_TIME if season.all_time else OF_A_SEASON)
        self.redraw()

    async def on_export_tapped(self, _: object) -> None:
        """Save the all-time standings as CSV."""
        try:
            data = self.part.csv(self.game).encode("utf-8")
            stamp = datetime.now(UTC).strftime("%Y-%m-%d")
            await self.files.save(
                self.tr._("Export standings (CSV)"), f"listig-standings-{stamp}.csv", data
            )
        except Exception as exc:
            say_error(self.shell, exc)


def standings_view(shell: Shell) -> ft.View:
    """The all-time standings screen."""
    return StandingsScreen(shell).view
