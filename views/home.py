"""The home screen: continue the game in progress, start one, and the other screens."""

from __future__ import annotations

import flet as ft

from assistant.games.kinds import KINDS
from assistant.languages import N_, Translator
from assistant.server.devices import Role
from assistant.states import GameInfo
from assistant.storage.models import Keeping
from views.looking_back import game_title, seat_names
from views.round_words import CONTINUE, CONTINUE_NUMBER, said_in
from views.rules import GAMES as RULES_PAGES
from views.rules import rules_route
from views.shell import Shell

GAME_AND_PLAYERS = N_("{title}: {players}")
"""A game in play named by its game and its table, so two tables of the same players
(one at each game) never look alike."""


def game_and_players(tr: Translator, info: GameInfo) -> str:
    """``Partout: Ana, Bo, Cy, Di``."""
    title = KINDS[info.game].TITLE if info.game in KINDS else info.game
    players = seat_names(tr, info.players, info.dummy)
    return tr.format(GAME_AND_PLAYERS, title=title, players=", ".join(players))


RESUMED = N_("{what} — {how}, since {started}")
"""A game to continue: its game and table, how it is kept, and when it began (two games of
one table, one card by card and one quick, never look alike)."""
KEPT = {Keeping.CARDS: N_("card by card"), Keeping.QUICK: N_("quick scoring")}


def resume_route(info: GameInfo) -> str:
    """Where a game in play continues: its table, or its quick scoring."""
    kept = "quick" if info.keeping is Keeping.QUICK else "game"
    return f"/{kept}/{info.game_id}"


def resume_said(tr: Translator, info: GameInfo) -> str:
    """``Tysiacha: Ana, Bo, Cy — quick scoring, since Fri 20:15``."""
    local = info.started_at.astimezone()
    started = f"{tr.weekday(local.date())} {local:%H:%M}"
    how = tr._(KEPT[info.keeping])
    return tr.format(RESUMED, what=game_and_players(tr, info), how=how, started=started)


def home_view(shell: Shell, unfinished: list[GameInfo]) -> ft.View:
    """Continue (one tap), new game, history, players, rules, settings."""
    tr = shell.tr
    games = tr.and_list(game_title(tr, game) for game in KINDS)
    parts: list[ft.Control] = [
        ft.Semantics(header=True, content=ft.Text("listig", size=40, weight=ft.FontWeight.BOLD)),
        ft.Text(tr.format(N_("The table assistant for {games}"), games=games), size=16),
    ]
    rules = "/rules"
    if unfinished:
        latest = unfinished[0]
        if latest.game in RULES_PAGES:  # the rules of the game in play open first
            rules = rules_route(latest.game)
        parts += [
            ft.FilledButton(
                content=said_in(tr, latest.game, CONTINUE),
                icon=ft.Icons.PLAY_ARROW,
                on_click=lambda _: shell.go(resume_route(latest)),
                height=56,
                width=420,
            ),
            ft.Text(resume_said(tr, latest), size=14),
        ]
        for other in unfinished[1:4]:
            route = resume_route(other)
            parts.append(
                ft.TextButton(
                    content=said_in(
                        tr,
                        other.game,
                        CONTINUE_NUMBER,
                        game=other.game_id,
                        what=resume_said(tr, other),
                    ),
                    on_click=lambda _, r=route: shell.go(r),
                )
            )
    host = shell.role is Role.HOST
    if shell.table is not None and host:
        parts.append(_entry(tr._("Join"), ft.Icons.QR_CODE, lambda: shell.go("/phones")))
    if shell.table is not None:
        parts.append(_entry(tr._("Board"), ft.Icons.TV, lambda: shell.go("/board")))
    parts += [
        _entry(tr._("New game"), ft.Icons.ADD, lambda: shell.go("/new"), filled=not unfinished),
        _entry(tr._("History"), ft.Icons.HISTORY, lambda: shell.go("/history")),
    ]
    if host:
        parts.append(_entry(tr._("Players"), ft.Icons.PEOPLE, lambda: shell.go("/players")))
    parts += [
        _entry(tr._("Rules"), ft.Icons.MENU_BOOK, lambda: shell.go(rules)),
        _entry(tr._("Settings"), ft.Icons.SETTINGS, lambda: shell.go("/settings")),
    ]
    return ft.View(
        route="/",
        controls=[ft.Column(parts, spacing=14, width=420)],
        padding=24,
        scroll=ft.ScrollMode.AUTO,
        horizontal_alignment=ft.CrossAxisAlignment.CENTER,
    )


def _entry(text: str, icon: ft.IconData, on_tapped: object, filled: bool = False) -> ft.Control:
    assert callable(on_tapped)
    kind = ft.FilledButton if filled else ft.OutlinedButton
    return kind(content=text, icon=icon, on_click=lambda _: on_tapped(), height=52, width=420)
