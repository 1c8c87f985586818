"""The roster: add, rename, archive and bring back players."""

from __future__ import annotations

import flet as ft

from assistant.languages import N_
from assistant.server.devices import Role
from assistant.states import PlayerInfo
from views.labelled import icon_button
from views.shell import Shell, guarded, heading

HOST_ONLY = N_("Only the host adds, renames and archives players.")


class PlayersScreen:
    """The players screen."""

    def __init__(self, shell: Shell) -> None:
        self.shell = shell
        self.tr = shell.tr
        self.host = shell.role is Role.HOST
        """Only the host changes the roster (the service refuses the others anyway): the
        other devices are not offered what they may not do."""
        self.new_name = ft.TextField(
            label=self.tr._("New player"), on_submit=lambda _: self.on_add_tapped(), expand=True
        )
        self.body = ft.Column([], spacing=8)
        self.view = ft.View(
            route="/players",
            appbar=ft.AppBar(leading=shell.back_button(), title=ft.Text(self.tr._("Players"))),
            controls=[self.body],
            scroll=ft.ScrollMode.AUTO,
            padding=16,
        )
        self.render()

    def render(self) -> None:
        """Rebuild the list from the roster."""
        roster = self.shell.service.players(include_archived=True)
        adding: ft.Control = ft.Row(
            [
                self.new_name,
                ft.Button(
                    content=self.tr._("Add player"),
                    icon=ft.Icons.PERSON_ADD,
                    on_click=lambda _: self.on_add_tapped(),
                ),
            ]
        )
        if not self.host:
            adding = ft.Text(self.tr._(HOST_ONLY), size=14)
        self.body.controls = [adding, *(self._row(p) for p in roster)]
        if not roster:
            self.body.controls.append(ft.Text(self.tr._("No players yet."), italic=True))

    def _row(self, player: PlayerInfo) -> ft.Control:
        tr, name = self.tr, player.name
        if player.archived:
            archive = tr.format(N_("Bring back {player}"), player=name)
            shown = tr.format(N_("{player} (archived)"), player=name)
        else:
            archive, shown = tr.format(N_("Archive {player}"), player=name), name
        return ft.Row(
            [
                ft.Text(
                    shown,
                    size=16,
                    expand=True,
                    italic=player.archived,
                ),
                icon_button(
                    ft.Icons.INSIGHTS,
                    tr.format(N_("Figures of {player}"), player=name),
                    lambda _: self.shell.go(f"/player/{player.id}"),
                ),
                *(
                    [
                        icon_button(
                            ft.Icons.EDIT,
                            tr.format(N_("Rename {player}"), player=name),
                            lambda _: self.on_rename_tapped(player),
                        ),
                        icon_button(
                            ft.Icons.UNARCHIVE if player.archived else ft.Icons.ARCHIVE,
                            archive,
                            lambda _: self.on_archive_tapped(player),
                        ),
                    ]
                    if self.host
                    else []
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
        tr = self.tr
        field = ft.TextField(label=tr._("Name"), value=player.name, autofocus=True)

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
                title=heading(tr.format(N_("Rename {player}"), player=player.name)),
                content=field,
                actions=[
                    ft.TextButton(content=tr._("Cancel"), on_click=on_cancel_tapped),
                    ft.FilledButton(content=tr._("Save"), on_click=on_save_tapped),
                ],
            )
        )
