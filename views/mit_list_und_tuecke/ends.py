"""The end of a round of Mit List und Tücke (every score with its breakdown, the ranking,
the running totals) and of the game (the final standings and the last round)."""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from assistant.languages import N_, Translator
from views.game_end import GameEnd, final_view
from views.mit_list_und_tuecke.look import color_badge
from views.mit_list_und_tuecke.model import ENGLISH, RoundEnd, ScoreRow
from views.round_over import card_heading, round_end_top, tinted_card


def round_end_view(
    end: RoundEnd, on_next_round_tapped: Callable[[], None], tr: Translator = ENGLISH
) -> ft.Control:
    """The round-end screen's body; the button starts the next round (with its dealer)."""
    parts = round_end_top(
        end.round_no, end.rounds, end.how, end.next_dealer, on_next_round_tapped, tr
    )
    parts += [
        ft.Text(tr._("Scores"), size=18, weight=ft.FontWeight.BOLD),
        score_cards(end.rows, tr),
        ft.Text(tr._("Ranking of this round"), size=18, weight=ft.FontWeight.BOLD),
        ranking(end.ranking, tr),
    ]
    return ft.Column(parts, spacing=10)


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
    return final_view(end, last_round, last, on_export_tapped, on_same_table_tapped, tr)


def score_cards(rows: tuple[ScoreRow, ...], tr: Translator = ENGLISH) -> ft.Control:
    """The players' score cards: one column on a phone, two side by side on a wide screen."""
    cards = [score_card(row, tr) for row in rows]
    for card in cards:
        card.col = {"xs": 12, "md": 6}
    return ft.ResponsiveRow(cards, spacing=10, run_spacing=10)


def score_card(row: ScoreRow, tr: Translator = ENGLISH) -> ft.Control:
    """One player's stacks, the formula and the points, and the running total."""
    badges: list[ft.Control] = [
        color_badge(c, n, kept=row.kept is not None and c in row.kept, tr=tr) for c, n in row.stacks
    ]
    if row.discarded:
        pile = tr.format(N_("face-down pile {count}"), count=row.discarded)
        badges.append(ft.Text(pile, size=12, italic=True))
    points = tr.ngettext("{points} point", "{points} points", row.points).format(
        points=tr.number(row.points)
    )
    return tinted_card(
        [
            card_heading(row.name, points),
            ft.Row(badges or [ft.Text(tr._("no cards"), italic=True)], wrap=True, spacing=4),
            ft.Row(
                [
                    ft.Text(row.formula, size=16, expand=True),
                    ft.Text(tr.format(N_("total {total}"), total=tr.number(row.total)), size=14),
                ]
            ),
        ]
    )


def ranking(rows: tuple[ScoreRow, ...], tr: Translator = ENGLISH) -> ft.Control:
    """``1. Anna 14`` lines, equal scores sharing a place."""
    return ft.Column(
        [
            ft.Text(
                tr.format(
                    N_("{rank}. {player} — {points} (total {total})"),
                    rank=row.rank,
                    player=row.name,
                    points=tr.number(row.points),
                    total=tr.number(row.total),
                ),
                size=15,
            )
            for row in rows
        ],
        spacing=2,
    )
