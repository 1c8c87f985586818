"""The roster: add, rename, archive and bring back players."""

from __future__ import annotations

import flet as ft

from assistant.service import PlayerInfo
from views.labelled import icon_button
from views.shell import Shell, guarded


class PlayersScreen:
    """The players screen."""

    def __init__(self, shell: Shell) -> None:
        self.shell = shell
        self.new_name = ft.TextField(
            label="New player", on_submit=lambda _: self.on_add_tapped(), expand=True
        )
        self.body = ft.Column([], spacing=8)
        self.view = ft.View(
            route="/players",
            appbar=ft.AppBar(title=ft.Text("Players")),
            controls=[self.body],
            scroll=ft.ScrollMode.AUTO,
            padding=16,
        )
        self.render()

    def render(self) -> None:
        """Rebuild the list from the roster."""
        roster = self.shell.service.players(include_archived=True)
        self.body.controls = [
            ft.Row(
                [
                    self.new_name,
                    ft.Button(
                        content="Add player",
                        icon=ft.Icons.PERSON_ADD,
                        on_click=lambda _: self.on_add_tapped(),
                    ),
                ]
            ),
            *(self._row(p) for p in roster),
        ]
        if not roster:
            self.body.controls.append(ft.Text("No players yet.", italic=True))

    def _row(self, player: PlayerInfo) -> ft.Control:
        archive = "Bring back" if player.archived else "Archive"
        return ft.Row(
            [
                ft.Text(
                    player.name + (" (archived)" if player.archived else ""),
                    size=16,
                    expand=True,
                    italic=player.archived,
                ),
                icon_button(
                    ft.Icons.EDIT, f"Rename {player.name}", lambda _: self.on_rename_tapped(player)
                ),
                icon_button(
                    ft.Icons.UNARCHIVE if player.archived else ft.Icons.ARCHIVE,
                    f"{archive} {player.name}",
                    lambda _: self.on_archive_tapped(player),
                ),
            ]
        )

    def changed(self) -> None:
        """Redraw."""
        self.render()
        self.shell.page.update()

    @guarded
    def on_add_tapped(self) -> None:
        """Add the typed name to the roster."""
        name = self.new_name.value or ""
        if self.shell.attempt(lambda: self.shell.service.add_player(name)) is not None:
            self.new_name.value = ""
        self.changed()

    @guarded
    def on_archive_tapped(self, player: PlayerInfo) -> None:
        """Archive (or bring back) a player; their games stay."""
        service = self.shell.service
        self.shell.attempt(lambda: service.archive_player(player.id, not player.archived))
        self.changed()

    @guarded
    def on_rename_tapped(self, player: PlayerInfo) -> None:
        """Ask for the new name."""
        field = ft.TextField(label="Name", value=player.name, autofocus=True)

        @guarded
        def on_save_tapped(_: object) -> None:
            self.shell.page.pop_dialog()
            name = field.value or ""
            self.shell.attempt(lambda: self.shell.service.rename_player(player.id, name))
            self.changed()

        @guarded
        def on_cancel_tapped(_: object) -> None:
            self.shell.page.pop_dialog()

        self.shell.page.show_dialog(
            ft.AlertDialog(
                title=ft.Text(f"Rename {player.name}"),
                content=field,
                actions=[
                    ft.TextButton(content="Cancel", on_click=on_cancel_tapped),
                    ft.FilledButton(content="Save", on_click=on_save_tapped),
                ],
            )
        )
