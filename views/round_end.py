"""The end of a round: every score with its breakdown, the ranking, the running totals."""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from assistant.table import RoundEnd, ScoreRow
from views.color_badge import color_badge


def round_end_view(end: RoundEnd, on_next_round_tapped: Callable[[], None]) -> ft.Control:
    """The round-end screen's body; the button starts the next round (with its dealer)."""
    parts: list[ft.Control] = [
        ft.Text(
            f"Round {end.round_no} of {end.rounds} is over", size=28, weight=ft.FontWeight.BOLD
        ),
        ft.Text(end.how, size=14),
        ft.Text("Scores", size=18, weight=ft.FontWeight.BOLD),
        score_cards(end.rows),
        ft.Text("Ranking of this round", size=18, weight=ft.FontWeight.BOLD),
        ranking(end.ranking),
    ]
    if end.next_dealer is not None:
        parts.append(
            ft.FilledButton(
                content=f"Next round: {end.next_dealer} deals",
                icon=ft.Icons.PLAY_ARROW,
                on_click=lambda _: on_next_round_tapped(),
            )
        )
    return ft.Column(parts, spacing=10)


def score_cards(rows: tuple[ScoreRow, ...]) -> ft.Control:
    """The players' score cards: one column on a phone, two side by side on a wide screen."""
    cards = [score_card(row) for row in rows]
    for card in cards:
        card.col = {"xs": 12, "md": 6}
    return ft.ResponsiveRow(cards, spacing=10, run_spacing=10)


def score_card(row: ScoreRow) -> ft.Control:
    """One player's stacks, the formula and the points, and the running total."""
    badges: list[ft.Control] = [
        color_badge(c, n, kept=row.kept is not None and c in row.kept) for c, n in row.stacks
    ]
    if row.discarded:
        badges.append(ft.Text(f"face-down pile {row.discarded}", size=12, italic=True))
    return ft.Container(
        content=ft.Column(
            [
                ft.Row(
                    [
                        ft.Text(row.name, size=17, weight=ft.FontWeight.BOLD, expand=True),
                        ft.Text(f"{row.points} points", size=17, weight=ft.FontWeight.BOLD),
                    ]
                ),
                ft.Row(badges or [ft.Text("no cards", italic=True)], wrap=True, spacing=4),
                ft.Row(
                    [
                        ft.Text(row.formula, size=16, expand=True),
                        ft.Text(f"total {row.total}", size=14),
                    ]
                ),
            ],
            spacing=4,
            tight=True,
        ),
        padding=10,
        border_radius=10,
        bgcolor=ft.Colors.SURFACE_CONTAINER_HIGHEST,
    )


def ranking(rows: tuple[ScoreRow, ...]) -> ft.Control:
    """``1. Anna 14`` lines, equal scores sharing a place."""
    return ft.Column(
        [
            ft.Text(f"{row.rank}. {row.name} — {row.points} (total {row.total})", size=15)
            for row in rows
        ],
        spacing=2,
    )
