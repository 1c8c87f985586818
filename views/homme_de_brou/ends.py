"""The end of a Homme de Brou deal (each side's sum, line by line: declarations, rencontres,
card points; the totals; the race to 300, a tie said) and of the game (the side that won,
the totals by deal)."""

from __future__ import annotations

import flet as ft

from assistant.games.homme_de_brou.kind import ID
from assistant.languages import N_, Translator
from engine.homme_de_brou import GAME
from views.charts import running_totals_chart
from views.game_end import ScoredEnds
from views.homme_de_brou.model import (
    ENGLISH,
    HommeDeBrouRoundEnd,
    SideScore,
    game_end_of,
    round_end_of,
)
from views.round_over import card_heading, tinted_card
from views.round_words import RUNNING


def scores(end: HommeDeBrouRoundEnd, tr: Translator = ENGLISH) -> list[ft.Control]:
    """Each side's sum and total, then the race to 300."""
    return [*(side_card(row, tr) for row in end.rows), *race(end, tr)]


def last_deal(end: HommeDeBrouRoundEnd, tr: Translator = ENGLISH) -> list[ft.Control]:
    """The last deal under the final standings: how it ended, then the sides' sums."""
    return [ft.Text(end.how, size=14), *scores(end, tr)]


def race(end: HommeDeBrouRoundEnd, tr: Translator = ENGLISH) -> list[ft.Control]:
    """The sides' totals deal by deal, a line each, and the 300 to reach."""
    return [
        ft.Text(tr._("The race to 300"), size=18, weight=ft.FontWeight.BOLD),
        running_totals_chart(end.players, end.running, RUNNING.said(tr, ID), goal=GAME),
    ]


def side_card(row: SideScore, tr: Translator = ENGLISH) -> ft.Control:
    """A side's deal, every line of its sum, and its total."""
    points = tr.ngettext("{points} point", "{points} points", abs(row.points)).format(
        points=tr.number(row.points)
    )
    lines: list[ft.Control] = [
        card_heading(row.name, points, ft.Icons.EMOJI_EVENTS if row.winner else ft.Icons.GROUPS),
        *(ft.Text(line, size=13) for line in row.lines),
        ft.Text(row.sum, size=14, weight=ft.FontWeight.W_600),
        ft.Text(
            tr.format(N_("total {total}"), total=tr.number(row.total)),
            size=14,
            text_align=ft.TextAlign.RIGHT,
        ),
    ]
    return tinted_card(lines)


ENDS = ScoredEnds(round_end_of, game_end_of, lambda end: end.how, scores, last_deal)
"""The deal end and the game end of Homme de Brou."""
