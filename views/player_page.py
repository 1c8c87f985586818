"""A player's page: games, wins, averages, commitments, blocks, opponents, form, their games."""

from __future__ import annotations

import flet as ft

from assistant.languages import N_
from assistant.looking_back.standings import PlayedGame, Standing
from assistant.looking_back.summaries import PlayerPage
from assistant.storage.models import Keeping
from views.charts import form_chart
from views.looking_back import STACK_GAMES, LazyList, day_text, game_title, heading, words
from views.shell import Shell

FORM_GAMES = 60
"""Games shown in the form chart (the latest)."""

GAMES_SHOWN = 20
"""The player's games listed at first (below the figures and the chart; more on a tap)."""


class PlayerScreen:
    """The service's player page, and the player's games a page at a time."""

    def __init__(self, shell: Shell, player_id: int) -> None:
        self.shell = shell
        self.tr = tr = words(shell)
        page = shell.service.player_page(player_id)
        self.games = LazyList(
            shell.service.player_games(player_id),
            self.game_row,
            tr._("Show older games"),
            GAMES_SHOWN,
        )
        head: list[ft.Control] = [ft.Text(page.name, size=24, weight=ft.FontWeight.BOLD)]
        if len(page.by_game) > 1:  # points of two games are never added: each its own
            head += [heading(game_title(tr, None)), self.figures(page, games_only=True)]
        for figures in page.by_game or (page,):
            game = figures.game if isinstance(figures, Standing) else None
            if game is not None:
                head.append(heading(game_title(tr, game)))
            head.append(self.figures(figures, stacks=game in STACK_GAMES))
            form = [p.average for p in page.form if p.game == game or game is None]
            form = form[-FORM_GAMES:]
            if len(form) >= 2:
                head += [
                    ft.Text(
                        tr.format(
                            N_(
                                "Points per round in each of the last {n} games, "
                                "and the average of ten."
                            ),
                            n=len(form),
                        ),
                        size=13,
                    ),
                    form_chart(
                        form,
                        tr._("Form over time"),
                        (tr._("each game"), tr._("average of the last ten")),
                        (tr._("points per round"), tr._("games, oldest first")),
                    ),
                ]
        # Rounds beside "0 finished games" read as a contradiction without this.
        head.append(
            ft.Text(
                tr._(
                    "Games and wins count finished games; rounds and points every round "
                    "played, unfinished games too."
                ),
                size=12,
                italic=True,
            )
        )
        head += self.opponents(page)
        head.append(heading(tr._("Games")))
        self.games.view.controls[0:0] = head
        self.view = ft.View(
            route=f"/player/{player_id}",
            appbar=ft.AppBar(leading=shell.back_button(), title=ft.Text(page.name)),
            controls=[self.games.view],
            padding=12,
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        )

    def figures(
        self, page: PlayerPage | Standing, games_only: bool = False, stacks: bool = True
    ) -> ft.Control:
        """The numbers, two to a line on a phone: games and wins (of every game, with
        ``games_only``), the points of one game, and the stack figures of a stack game."""
        tr = self.tr
        rate = tr.number(page.wins / page.games * 100) + " %" if page.games else "—"
        figures = [
            (tr._("Finished games"), tr.number(page.games)),
            (tr._("Wins"), tr.number(page.wins)),
            (tr._("Win rate"), rate),
        ]
        if not games_only:
            figures += [
                (tr._("Points per round"), tr.number(page.average, 1)),
                (tr._("Best round"), tr.number(page.best_round)),
                (tr._("Rounds"), tr.number(page.rounds)),
            ]
        if not games_only and stacks:
            figures += [
                (tr._("Four-color commitments"), tr.number(page.four_colors)),
                (tr._("Blocks"), tr.number(page.blocked)),
            ]
        cells: list[ft.Control] = [
            ft.Container(
                ft.Column(
                    [
                        ft.Text(value, size=20, weight=ft.FontWeight.BOLD),
                        ft.Text(name, size=12),
                    ],
                    spacing=0,
                    tight=True,
                ),
                col={"xs": 6, "md": 3},
                padding=6,
                border_radius=8,
                bgcolor=ft.Colors.SURFACE_CONTAINER_HIGHEST,
            )
            for name, value in figures
        ]
        return ft.ResponsiveRow(cells, spacing=8, run_spacing=8)

    def opponents(self, page: PlayerPage) -> list[ft.Control]:
        """The opponents beaten most and lost to most (top three each)."""
        tr = self.tr
        parts: list[ft.Control] = []
        for title, people in (
            (tr._("Beats most often"), page.beats_most),
            (tr._("Loses most often to"), page.loses_most),
        ):
            if not people:
                continue
            parts.append(heading(title))
            for name, games in people[:3]:
                parts.append(
                    ft.Text(
                        tr.ngettext("{name}: {n} game", "{name}: {n} games", games).format(
                            name=name, n=games
                        )
                    )
                )
        return parts

    def game_row(self, item: object) -> ft.Control:
        """One of the player's games: the night, the table, their points, a win."""
        assert isinstance(item, PlayedGame)
        tr = self.tr
        points = tr.ngettext("{n} point", "{n} points", item.points).format(
            n=tr.number(item.points)
        )
        quick = f" ({tr._('scored quickly')})" if item.keeping is Keeping.QUICK else ""
        game_id = item.game_id
        return ft.ListTile(
            leading=ft.Icon(ft.Icons.EMOJI_EVENTS, color="#C9A227") if item.won else None,
            title=ft.Text(f"{day_text(tr, item.day)} · {points}"),
            subtitle=ft.Text(f"{game_title(tr, item.game)}{quick} · {', '.join(item.players)}"),
            on_click=lambda _: self.shell.go(f"/played/{game_id}"),
            content_padding=ft.Padding.symmetric(horizontal=4),
        )


def player_view(shell: Shell, player_id: int) -> ft.View:
    """The player's page."""
    return PlayerScreen(shell, player_id).view
