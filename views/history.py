"""History: the game nights, latest first, and the doors to standings, import and backup."""

from __future__ import annotations

from datetime import UTC, datetime

import flet as ft

from assistant.files.exchange import AlreadyImported
from assistant.languages import N_
from assistant.looking_back.summaries import NightSummary
from assistant.server.devices import Role
from views.files import Files
from views.looking_back import ByGame, LazyList, day_text, game_title, heading, say_error
from views.shell import Shell


class HistoryScreen(ByGame):
    """The list of game nights (built a page at a time) and the file actions of the app."""

    def __init__(self, shell: Shell) -> None:
        super().__init__(shell)
        self.files = Files()
        tr = self.tr
        actions = ft.Row(
            [
                ft.FilledButton(
                    content=tr._("All-time standings"),
                    icon=ft.Icons.LEADERBOARD,
                    on_click=lambda _: shell.go("/standings"),
                ),
                ft.OutlinedButton(
                    content=tr._("Quick game"),
                    icon=ft.Icons.CALCULATE,
                    on_click=lambda _: shell.go("/quick/new"),
                ),
                ft.OutlinedButton(
                    content=tr._("Import a game"),
                    icon=ft.Icons.FILE_OPEN,
                    on_click=self.on_import_tapped,
                ),
                ft.OutlinedButton(
                    content=tr._("Back up everything"),
                    icon=ft.Icons.SAVE_ALT,
                    on_click=self.on_backup_tapped,
                ),
                ft.OutlinedButton(
                    content=tr._("Restore a backup"),
                    icon=ft.Icons.RESTORE,
                    on_click=self.on_restore_tapped,
                ),
            ],
            wrap=True,
            spacing=8,
            run_spacing=8,
        )
        if shell.role is not Role.HOST:  # the service refuses them anyway: do not offer them
            actions.controls = actions.controls[: 2 if shell.role is Role.SCORER else 1]
        self.actions = actions
        self.view = ft.View(
            route="/history",
            appbar=ft.AppBar(leading=shell.back_button(), title=ft.Text(tr._("History"))),
            controls=[],
            padding=12,
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        )
        self.show()

    def show(self) -> None:
        """The actions, the game filter and the game nights of the chosen game."""
        tr = self.tr
        nights = self.shell.service.night_summaries(self.game)
        self.list = LazyList(nights, self.night_row, tr._("Show older game nights"))
        header: list[ft.Control] = [
            self.actions,
            heading(tr._("Game nights")),
            self.game_chips(),
        ]
        if not nights:
            header.append(ft.Text(tr._("No games yet."), italic=True))
        self.list.view.controls[0:0] = header
        self.view.controls = [self.list.view]

    def night_row(self, item: object) -> ft.Control:
        """One game night: its date and title, its games and their winners; a tap opens it."""
        assert isinstance(item, NightSummary)
        tr = self.tr
        title = day_text(tr, item.day)
        if item.title:
            title = f"{title} · {item.title}"
        games = tr.ngettext("{n} game", "{n} games", item.games).format(n=item.games)
        if item.winners:
            won = tr.and_list(
                name if wins == 1 else f"{name} ×{wins}" for name, wins in item.winners
            )
            games = tr.format(N_("{games} — won by {names}"), games=games, names=won)
        if item.by_game:  # each game's count: "… · Mit List und Tücke 2, Partout 1"
            games += " · " + ", ".join(f"{game_title(tr, g)} {n}" for g, n in item.by_game)
        night_id = item.id
        return ft.ListTile(
            title=ft.Text(title),
            subtitle=ft.Text(games),
            trailing=ft.Icon(ft.Icons.CHEVRON_RIGHT),
            on_click=lambda _: self.shell.go(f"/night/{night_id}"),
            content_padding=ft.Padding.symmetric(horizontal=4),
        )

    async def on_import_tapped(self, _: object) -> None:
        """Choose a game record (listig/1 JSON) and store it; a bad file stores nothing."""
        tr = self.tr
        try:
            chosen = await self.files.open(tr._("Import a game record"), ["json"])
            if chosen is None:
                return
            info = self.shell.service.import_record(chosen[1])
        except AlreadyImported as known:  # the same game: show the one already stored
            self.shell.toast(tr.message(known))
            self.shell.go(f"/played/{known.game_id}")
            return
        except Exception as exc:
            say_error(self.shell, exc, tr._("Nothing was imported: {reason}."))
            return
        self.shell.toast(tr.format(N_("Imported: game {game}"), game=info.game_id))
        self.shell.go(f"/played/{info.game_id}")

    async def on_backup_tapped(self, _: object) -> None:
        """Save the whole database as one JSON file."""
        try:
            data = self.shell.service.backup().encode("utf-8")
            stamp = datetime.now(UTC).strftime("%Y-%m-%d")
            await self.files.save(
                self.tr._("Back up everything"), f"listig-backup-{stamp}.json", data
            )
        except Exception as exc:
            say_error(self.shell, exc)

    async def on_restore_tapped(self, _: object) -> None:
        """Choose a backup, then confirm: a restore replaces everything on this device."""
        tr = self.tr
        try:
            chosen = await self.files.open(tr._("Restore a backup"), ["json"])
        except Exception as exc:
            say_error(self.shell, exc)
            return
        if chosen is None:
            return
        data = chosen[1]

        def restore() -> None:
            try:
                counts = self.shell.service.restore(data, replace=True)
                self.shell.service.forget_all()
            except Exception as exc:
                say_error(self.shell, exc, tr._("Nothing was restored: {reason}."))
                return
            self.shell.toast(
                tr.format(N_("Restored {games} games of {players} players."), **_counts(counts))
            )
            self.shell.go("/")

        self.shell.confirm(
            tr._("Restore this backup?"),
            tr.format(
                N_("{file} replaces every player, game night and game on this device."),
                file=chosen[0],
            ),
            tr._("Restore"),
            restore,
        )


def _counts(counts: dict[str, int]) -> dict[str, int]:
    return {"games": counts.get("games", 0), "players": counts.get("players", 0)}


def history_view(shell: Shell) -> ft.View:
    """The history screen."""
    return HistoryScreen(shell).view
