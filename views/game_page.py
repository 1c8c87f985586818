"""A played game: totals, running-totals chart, every round's scores with breakdowns, exports."""

from __future__ import annotations

from dataclasses import replace

import flet as ft

from assistant.games.kinds import AT_THE_TABLE
from assistant.languages import N_
from assistant.looking_back.summaries import RoundDetail, RoundLine
from engine.mit_list_und_tuecke import COLORS, Score
from views.charts import running_totals_chart
from views.files import Files
from views.gaigel.model import end_said
from views.looking_back import (
    READING_WIDTH,
    STACK_GAMES,
    day_text,
    game_title,
    heading,
    say_error,
    seat_names,
    words,
)
from views.mit_list_und_tuecke.look import color_badge
from views.round_words import GAME_NUMBER, NUMBERED, PLAYED, RUNNING, said_in
from views.shell import Shell


class GamePage:
    """What the service's game detail says, laid out for reading back."""

    def __init__(self, shell: Shell, game_id: int) -> None:
        self.shell = shell
        self.tr = tr = words(shell)
        self.files = Files()
        self.detail = detail = shell.service.game_detail(game_id)
        self.shown = dict(
            zip(detail.players, seat_names(tr, detail.players, detail.dummy), strict=True)
        )
        """Each name at the table as the page shows it (the dummy's in the tab's language)."""
        when = day_text(tr, detail.day) + " " + detail.started_at.astimezone().strftime("%H:%M")
        controls: list[ft.Control] = [
            ft.Text(
                game_title(tr, detail.game)
                + " · "
                + when
                + (f" · {detail.title}" if detail.title else ""),
                size=15,
            ),
            ft.Text(self.headline(), size=20, weight=ft.FontWeight.BOLD),
            self.totals(),
            self.actions(),
        ]
        if detail.running_totals:
            scoring = self.scoring()
            running = [{who: r.get(key, 0) for who, key in scoring} for r in detail.running_totals]
            controls += [
                heading(tr._("Running totals")),
                running_totals_chart(
                    [who for who, _ in scoring], running, RUNNING.said(tr, detail.game)
                ),
            ]
        for rnd in detail.rounds:
            controls.append(self.round_card(rnd))
        self.view = ft.View(
            route=f"/played/{game_id}",
            appbar=ft.AppBar(
                leading=shell.back_button(),
                title=ft.Text(said_in(tr, detail.game, GAME_NUMBER, game=game_id)),
            ),
            controls=[ft.ListView(controls, spacing=10, expand=True, width=READING_WIDTH)],
            padding=12,
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        )

    def scoring(self) -> list[tuple[str, str]]:
        """Who scores, as the page names them, each with the name its points are kept under:
        each side of partners (``Anne & Mort``, read from a member who holds the side's
        points: the dummy holds none), or each player."""
        d = self.detail
        if not d.sides:
            return [(self.shown[name], name) for name in d.players]
        return [
            (" & ".join(self.shown[n] for n in side), next(n for n in side if n in d.totals))
            for side in d.sides
        ]

    def headline(self) -> str:
        """Who won, or how far the game got."""
        tr, d = self.tr, self.detail
        if d.winners:
            won = [who for who, key in self.scoring() if key in d.winners]
            return tr.format(N_("{names} won"), names=tr.and_list(won))
        if d.status.value == "abandoned":
            return tr._("Abandoned")
        return PLAYED.said(tr, d.game, len(d.rounds))

    def totals(self) -> ft.Control:
        """The players (or the sides of partners) by total, winners marked."""
        d = self.detail
        order = sorted(self.scoring(), key=lambda scorer: -d.totals.get(scorer[1], 0))
        return ft.Column(
            [
                ft.Row(
                    [
                        ft.Icon(ft.Icons.EMOJI_EVENTS, color="#C9A227", size=20)
                        if key in d.winners
                        else ft.Container(width=20),
                        ft.Text(who, size=17, expand=True, weight=ft.FontWeight.BOLD),
                        ft.Text(
                            self.tr.number(d.totals.get(key, 0)),
                            size=17,
                            weight=ft.FontWeight.BOLD,
                        ),
                    ]
                )
                for who, key in order
            ],
            spacing=2,
        )

    def actions(self) -> ft.Control:
        """Replay, the table of a running game, the record."""
        tr, d = self.tr, self.detail
        buttons: list[ft.Control] = []
        if d.keeping.value == "cards" and d.rounds and d.game in AT_THE_TABLE:
            buttons.append(
                ft.FilledButton(
                    content=tr._("Replay trick by trick"),
                    icon=ft.Icons.SLOW_MOTION_VIDEO,
                    on_click=lambda _: self.shell.go(f"/played/{d.game_id}/replay"),
                )
            )
        if d.status.value == "running" and d.game in AT_THE_TABLE:
            route = f"/game/{d.game_id}" if d.keeping.value == "cards" else f"/quick/{d.game_id}"
            buttons.append(
                ft.FilledButton(
                    content=tr._("Back to the table"),
                    icon=ft.Icons.PLAY_ARROW,
                    on_click=lambda _: self.shell.go(route),
                )
            )
        if d.rounds:
            buttons.append(
                ft.OutlinedButton(
                    content=tr._("Share a picture (PNG)"),
                    icon=ft.Icons.IMAGE,
                    on_click=self.on_share_tapped,
                )
            )
        if d.keeping.value == "cards":
            buttons.append(self.export_button())
        return ft.Row(buttons, wrap=True, spacing=8, run_spacing=8)

    def export_button(self) -> ft.Control:
        """The record export (card-by-card games have a listig/1 record)."""
        return ft.OutlinedButton(
            content=self.tr._("Export the game (listig/1)"),
            icon=ft.Icons.DOWNLOAD,
            on_click=self.on_export_tapped,
        )

    def round_card(self, rnd: RoundDetail) -> ft.Control:
        """A round: who dealt, how it ended, each player's stacks, formula and points."""
        tr = self.tr
        how = (
            {
                "complete": tr._("all tricks played"),
                "blocked": tr._("ended by a block"),
                "quick": tr._("scored quickly"),
            }.get(rnd.end)
            or end_said(rnd.end, tr)
            or rnd.end
        )
        title = NUMBERED.said(tr, self.detail.game, round=rnd.number)  # as its screens say
        return ft.Container(
            ft.Column(
                [
                    ft.Text(title, size=17, weight=ft.FontWeight.BOLD),
                    ft.Text(
                        tr.format(
                            N_("{dealer} dealt; {how}"),
                            dealer=self.shown.get(rnd.dealer, rnd.dealer),
                            how=how,
                        ),
                        size=13,
                    ),
                    *[self.line(x) for x in self.lines(rnd)],
                ],
                spacing=6,
                tight=True,
            ),
            padding=10,
            border_radius=10,
            bgcolor=ft.Colors.SURFACE_CONTAINER_HIGHEST,
        )

    def lines(self, rnd: RoundDetail) -> list[RoundLine]:
        """A round's lines: each player's, or each side's once (named by its partners)."""
        if not self.detail.sides:
            return list(rnd.lines)
        by_name = {x.player: x for x in rnd.lines}
        return [replace(by_name[key], player=who) for who, key in self.scoring() if key in by_name]

    def line(self, x: RoundLine) -> ft.Control:
        """``Anna  ■B 8 ●R 7 pile 4   8 × 7 ÷ 4 = 14``."""
        tr = self.tr
        badges: list[ft.Control] = [color_badge(c, x.open[c]) for c in COLORS if x.open.get(c)]
        if x.discarded:
            badges.append(ft.Text(tr.format(N_("pile {n}"), n=x.discarded), size=12, italic=True))
        notes = []
        if x.four_colors:
            notes.append(tr._("four colors"))
        if x.blocked:
            notes.append(tr._("blocked"))
        formula = (
            tr.score_formula(Score(x.a, x.b, x.r, x.points))
            if self.detail.game in STACK_GAMES
            else tr.number(x.points)  # a team's points, each member's line
        )
        return ft.Column(
            [
                ft.Row(
                    [
                        ft.Text(x.player, size=15, weight=ft.FontWeight.BOLD, expand=True),
                        ft.Text(formula, size=15),
                    ]
                ),
                ft.Row(
                    [*badges, *[ft.Text(n, size=12, italic=True) for n in notes]],
                    wrap=True,
                    spacing=4,
                ),
            ],
            spacing=2,
            tight=True,
        )

    async def on_share_tapped(self, _: object) -> None:
        """Save the final standings as a picture to share."""
        try:
            data = self.shell.service.share_png(self.detail.game_id, self.tr.lang)
            await self.files.save(
                self.tr._("Share a picture (PNG)"), f"listig-game-{self.detail.game_id}.png", data
            )
        except Exception as exc:
            say_error(self.shell, exc)

    async def on_export_tapped(self, _: object) -> None:
        """Save the game's listig/1 record."""
        try:
            data = self.shell.service.export_record(self.detail.game_id).encode("utf-8")
            await self.files.save(
                self.tr._("Export the game (listig/1)"),
                f"listig-game-{self.detail.game_id}.json",
                data,
            )
        except Exception as exc:
            say_error(self.shell, exc)


def game_page_view(shell: Shell, game_id: int) -> ft.View:
    """The played-game screen."""
    return GamePage(shell, game_id).view
