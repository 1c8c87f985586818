"""The end of a round of Mit List und Tücke (every score with its breakdown, the ranking,
the running totals) and of the game (the final standings and the last round)."""

from __future__ import annotations

import flet as ft

from assistant.languages import N_, Translator
from views.game_end import ScoredEnds
from views.mit_list_und_tuecke.look import color_badge
from views.mit_list_und_tuecke.model import (
    ENGLISH,
    RoundEnd,
    ScoreRow,
    game_end_of,
    round_end_of,
)
from views.round_over import card_heading, tinted_card


def scores(end: RoundEnd, tr: Translator = ENGLISH) -> list[ft.Control]:
    """The players' score cards, then the ranking of the round."""
    return [
        score_cards(end.rows, tr),
        ft.Text(tr._("Ranking of this round"), size=18, weight=ft.FontWeight.BOLD),
        ranking(end.ranking, tr),
    ]


def last_round(end: RoundEnd, tr: Translator = ENGLISH) -> list[ft.Control]:
    """The last round under the final standings: how it ended, the scores, the ranking."""
    return [
        ft.Text(end.how, size=14),
        score_cards(end.rows, tr),
        ranking(end.ranking, tr),
    ]


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


ENDS = ScoredEnds(round_end_of, game_end_of, lambda end: end.how, scores, last_round)
"""The round end and the game end of Mit List und Tücke."""
