"""The end of the game: final standings, the winner(s), the record and a new game."""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from assistant.languages import N_, Translator
from views.mit_list_und_tuecke.ends import ranking, score_cards
from views.mit_list_und_tuecke.model import ENGLISH, GameEnd, RoundEnd


def game_end_view(
    end: GameEnd,
    last_round: RoundEnd,
    on_export_tapped: Callable[[], None],
    on_same_table_tapped: Callable[[], None],
    tr: Translator = ENGLISH,
) -> ft.Control:
    """The final standings, the last round's scores, and what to do next."""
    last = [
        ft.Text(last_round.how, size=14),
        score_cards(last_round.rows, tr),
        ranking(last_round.ranking, tr),
    ]
    return final_view(
        end,
        last_round.round_no,
        last_round.rounds,
        last,
        on_export_tapped,
        on_same_table_tapped,
        tr,
    )


def final_view(
    end: GameEnd,
    round_no: int,
    rounds: int,
    last_round: list[ft.Control],
    on_export_tapped: Callable[[], None],
    on_same_table_tapped: Callable[[], None],
    tr: Translator = ENGLISH,
) -> ft.Control:
    """Any game's end: the standings (players or teams), the points by round, what to do
    next, and the last round (``last_round``: that game's own controls)."""
    standings = [
        ft.Container(
            content=ft.Row(
                [
                    ft.Text(f"{s.rank}.", size=18, width=30),
                    ft.Icon(ft.Icons.EMOJI_EVENTS, color="#C9A227")
                    if s.winner
                    else ft.Container(width=24),
                    ft.Text(s.name, size=18, weight=ft.FontWeight.BOLD, expand=True),
                    ft.Text(tr.number(s.total), size=18, weight=ft.FontWeight.BOLD),
                ]
            ),
            padding=8,
            border_radius=8,
            bgcolor=ft.Colors.PRIMARY_CONTAINER if s.winner else None,
        )
        for s in end.standings
    ]
    by_round = ft.Column(
        [
            ft.Text(
                f"{s.name}: "
                + " + ".join(tr.number(p) for p in s.rounds)
                + f" = {tr.number(s.total)}",
                size=14,
            )
            for s in end.standings
        ],
        spacing=2,
    )
    return ft.Column(
        [
            ft.Text(tr._("The game is over"), size=28, weight=ft.FontWeight.BOLD),
            ft.Text(end.headline, size=20, weight=ft.FontWeight.W_600),
            *standings,
            ft.Text(tr._("Points by round"), size=18, weight=ft.FontWeight.BOLD),
            by_round,
            ft.Row(
                [
                    ft.FilledButton(
                        content=tr._("New game with the same table"),
                        icon=ft.Icons.REPLAY,
                        on_click=lambda _: on_same_table_tapped(),
                    ),
                    ft.OutlinedButton(
                        content=tr._("Export record"),
                        icon=ft.Icons.DOWNLOAD,
                        on_click=lambda _: on_export_tapped(),
                    ),
                ],
                wrap=True,
            ),
            ft.Text(
                tr.format(N_("Round {round} of {rounds}"), round=round_no, rounds=rounds),
                size=18,
                weight=ft.FontWeight.BOLD,
            ),
            *last_round,
        ],
        spacing=10,
    )
