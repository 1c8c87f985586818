"""The end of the game: final standings, the winner(s), the record and a new game."""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from assistant.table import GameEnd, RoundEnd
from views.round_end import ranking, score_cards


def game_end_view(
    end: GameEnd,
    last_round: RoundEnd,
    on_export_tapped: Callable[[], None],
    on_same_table_tapped: Callable[[], None],
) -> ft.Control:
    """The final standings, the last round's scores, and what to do next."""
    standings = [
        ft.Container(
            content=ft.Row(
                [
                    ft.Text(f"{s.rank}.", size=18, width=30),
                    ft.Icon(ft.Icons.EMOJI_EVENTS, color="#C9A227")
                    if s.winner
                    else ft.Container(width=24),
                    ft.Text(s.name, size=18, weight=ft.FontWeight.BOLD, expand=True),
                    ft.Text(f"{s.total}", size=18, weight=ft.FontWeight.BOLD),
                ]
            ),
            padding=8,
            border_radius=8,
            bgcolor=ft.Colors.PRIMARY_CONTAINER if s.winner else None,
        )
        for s in end.standings
    ]
    rounds = ft.Column(
        [
            ft.Text(f"{s.name}: " + " + ".join(str(p) for p in s.rounds) + f" = {s.total}", size=14)
            for s in end.standings
        ],
        spacing=2,
    )
    return ft.Column(
        [
            ft.Text("The game is over", size=28, weight=ft.FontWeight.BOLD),
            ft.Text(end.headline, size=20, weight=ft.FontWeight.W_600),
            *standings,
            ft.Text("Points by round", size=18, weight=ft.FontWeight.BOLD),
            rounds,
            ft.Row(
                [
                    ft.FilledButton(
                        content="New game with the same table",
                        icon=ft.Icons.REPLAY,
                        on_click=lambda _: on_same_table_tapped(),
                    ),
                    ft.OutlinedButton(
                        content="Export record",
                        icon=ft.Icons.DOWNLOAD,
                        on_click=lambda _: on_export_tapped(),
                    ),
                ],
                wrap=True,
            ),
            ft.Text(
                f"Round {last_round.round_no} of {last_round.rounds}",
                size=18,
                weight=ft.FontWeight.BOLD,
            ),
            ft.Text(last_round.how, size=14),
            score_cards(last_round.rows),
            ranking(last_round.ranking),
        ],
        spacing=10,
    )
