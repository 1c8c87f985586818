"""A player's page: games, wins, averages, commitments, blocks, each game's rating over the
nights, opponents, form, their games; of all time or of a season."""

from __future__ import annotations

from collections.abc import Sequence

import flet as ft

from assistant.languages import N_
from assistant.looking_back.ratings import ALL_TIME, Rating, RatingPoint, Season
from assistant.looking_back.standings import PlayedGame, Standing
from assistant.looking_back.summaries import PlayerPage
from assistant.storage.models import Keeping
from views.charts import form_chart, rating_chart
from views.looking_back import (
    STACK_GAMES,
    LazyList,
    day_text,
    game_title,
    heading,
    rating_text,
    words,
)
from views.season import SeasonChoice
from views.shell import Shell

FORM_GAMES = 60
"""Games shown in the form chart (the latest)."""

GAMES_SHOWN = 20
"""The player's games listed at first (below the figures and the chart; more on a tap)."""


class PlayerScreen:
    """The service's player page, and the player's games a page at a time."""

    def __init__(self, shell: Shell, player_id: int, season: Season = ALL_TIME) -> None:
        self.shell = shell
        self.tr = tr = words(shell)
        self.player_id = player_id
        page = shell.service.player_page(player_id, season)
        courses = dict(page.ratings)
        self.games = LazyList(
            shell.service.player_games(player_id),
            self.game_row,
            tr._("Show older games"),
            GAMES_SHOWN,
        )
        head: list[ft.Control] = [
            ft.Text(page.name, size=24, weight=ft.FontWeight.BOLD),
            SeasonChoice(shell, season, self.on_season_chosen).control(),
        ]
        if len(page.by_game) > 1:  # points of two games are never added: each its own
            head += [heading(game_title(tr, None)), self.figures(page, games_only=True)]
        for figures in page.by_game or (page,):
            game = figures.game if isinstance(figures, Standing) else None
            if game is not None:
                head.append(heading(game_title(tr, game)))
            course = courses.get(game, ()) if game is not None else ()
            rating = course[-1].rating if course else None
            head.append(self.figures(figures, stacks=game in STACK_GAMES, rating=rating))
            head += self.rating_course(course)
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

    def rating_course(self, course: Sequence[RatingPoint]) -> list[ft.Control]:
        """The rating after each night of the game, with its uncertainty as a band."""
        if len(course) < 2:
            return []
        tr = self.tr
        return [
            ft.Text(
                tr.format(
                    N_("The rating after each of the {n} game nights, and its uncertainty."),
                    n=len(course),
                ),
                size=13,
            ),
            rating_chart(
                [(p.rating.mu, p.rating.sigma) for p in course],
                tr._("Rating over time"),
                (
                    tr._("skill"),
                    tr._("rating (skill − 3 × uncertainty)"),
                    tr._("skill ± 3 × uncertainty"),
                ),
                (tr._("rating"), tr._("game nights, oldest first")),
            ),
        ]

    def on_season_chosen(self, season: Season) -> None:
        """The page again, of the games started in the season."""
        page = self.shell.page
        page.views[-1] = PlayerScreen(self.shell, self.player_id, season).view
        page.update()

    def figures(
        self,
        page: PlayerPage | Standing,
        games_only: bool = False,
        stacks: bool = True,
        rating: Rating | None = None,
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
        if rating is not None:
            figures.append((tr._("Rating"), rating_text(tr, rating)))
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
