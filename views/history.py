"""History: a placeholder list of the games played, until the history screens arrive."""

from __future__ import annotations

import flet as ft

from views.shell import Shell


def history_view(shell: Shell) -> ft.View:
    """Every game, most recent first, each one tap from its table or final standings."""
    games = shell.service.games()
    rows: list[ft.Control] = [
        ft.Text("Standings and statistics of game nights will appear here.", italic=True)
    ]
    for info in games:
        when = info.started_at.astimezone().strftime("%Y-%m-%d %H:%M")
        game_id = info.game_id
        rows.append(
            ft.TextButton(
                content=f"Game {game_id} ({info.status.value}, {when}): {', '.join(info.players)}",
                on_click=lambda _, g=game_id: shell.go(f"/game/{g}"),
            )
        )
    return ft.View(
        route="/history",
        appbar=ft.AppBar(title=ft.Text("History")),
        controls=[ft.Column(rows, spacing=6)],
        scroll=ft.ScrollMode.AUTO,
        padding=16,
    )
