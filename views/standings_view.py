"""All-time standings: every player's wins, average and best round; a tap opens their page."""

from __future__ import annotations

from datetime import UTC, datetime

import flet as ft

from assistant.looking_back.standings import across_games
from views.files import Files
from views.looking_back import READING_WIDTH, game_choice, say_error, standings_table, words
from views.shell import Shell


class StandingsScreen:
    """The all-time standings, with a CSV export."""

    def __init__(self, shell: Shell) -> None:
        self.shell = shell
        self.tr = tr = words(shell)
        self.files = Files()
        self.game: str | None = None
        self.list = ft.ListView(spacing=10, expand=True, width=READING_WIDTH)
        self.view = ft.View(
            route="/standings",
            appbar=ft.AppBar(
                leading=shell.back_button(), title=ft.Text(tr._("All-time standings"))
            ),
            controls=[self.list],
            padding=12,
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        )
        self.show()

    def show(self) -> None:
        """The standings of the chosen game (or of all games)."""
        tr, shell = self.tr, self.shell
        lines = shell.service.standings(game=self.game)
        self.list.controls = [
            game_choice(tr, self.game, self.on_game_chosen),
            ft.OutlinedButton(
                content=tr._("Export standings (CSV)"),
                icon=ft.Icons.DOWNLOAD,
                on_click=self.on_export_tapped,
            ),
            ft.Text(
                tr._("Wins of games, average points per round, best round.")
                if not across_games(lines)
                else tr._(
                    "All games rank by games won (finished games), then by the share won: "
                    "points of different games are never added or compared. Choose a game "
                    "to see its average and best round."
                )
            ),
            standings_table(tr, lines, lambda p: shell.go(f"/player/{p}")),
        ]

    def on_game_chosen(self, game: str | None) -> None:
        """Show one game's standings (or all games')."""
        self.game = game
        self.show()
        self.view.update()

    async def on_export_tapped(self, _: object) -> None:
        """Save the all-time standings as CSV."""
        try:
            data = self.shell.service.standings_csv(game=self.game).encode("utf-8")
            stamp = datetime.now(UTC).strftime("%Y-%m-%d")
            await self.files.save(
                self.tr._("Export standings (CSV)"), f"listig-standings-{stamp}.csv", data
            )
        except Exception as exc:
            say_error(self.shell, exc)


def standings_view(shell: Shell) -> ft.View:
    """The all-time standings screen."""
    return StandingsScreen(shell).view
