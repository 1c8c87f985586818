"""The top of every game's round end: which round is over, how it ended, and the button
that starts the next round."""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from assistant.languages import N_, Translator, translator
from views.round_words import NEXT, NUMBERED_OVER

ENGLISH = translator("en")


def round_end_top(
    game: str,
    round_no: int,
    rounds: int | None,
    how: str,
    next_dealer: str | None,
    on_next_round_tapped: Callable[[], None],
    tr: Translator = ENGLISH,
) -> list[ft.Control]:
    """Any game's round end begins so: which round is over, how it ended, and (at the top,
    where the screen opens: no scrolling down to go on) the next round's button; in the
    words of ``game`` (a record id): a round, or a deal."""
    over = (
        NUMBERED_OVER.said(tr, game, round=round_no)
        if rounds is None  # a game to a score: no number of rounds
        else tr.format(N_("Round {round} of {rounds} is over"), round=round_no, rounds=rounds)
    )
    parts: list[ft.Control] = [
        ft.Semantics(header=True, content=ft.Text(over, size=28, weight=ft.FontWeight.BOLD)),
        ft.Text(how, size=14),
    ]
    if next_dealer is not None:
        parts.append(
            ft.FilledButton(
                content=NEXT.said(tr, game, player=next_dealer),
                icon=ft.Icons.PLAY_ARROW,
                on_click=lambda _: on_next_round_tapped(),
                height=48,
            )
        )
    return parts


def tinted_card(lines: list[ft.Control], spacing: int = 4) -> ft.Control:
    """One player's or side's part of a round end, its lines on a tinted card."""
    return ft.Container(
        content=ft.Column(lines, spacing=spacing, tight=True),
        padding=10,
        border_radius=10,
        bgcolor=ft.Colors.SURFACE_CONTAINER_HIGHEST,
    )


def card_heading(name: str, points: str, icon: ft.IconData | None = None) -> ft.Control:
    """A score card's first line, large: (an icon,) who, and what the round scored them."""
    return ft.Row(
        [
            *([ft.Icon(icon, size=18)] if icon is not None else []),
            ft.Text(name, size=17, weight=ft.FontWeight.BOLD, expand=True),
            ft.Text(points, size=17, weight=ft.FontWeight.BOLD),
        ]
    )
