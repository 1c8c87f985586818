"""The end of a Tysiacha deal (how the contract went, each player's take and score, the
cap, the race to 1000) and of the game (the winner, the totals by deal)."""

from __future__ import annotations

import flet as ft

from assistant.games.tysiacha.kind import ID
from assistant.languages import N_, Translator
from engine.tysiacha import CAP
from views.charts import running_totals_chart
from views.game_end import ScoredEnds
from views.round_over import card_heading, tinted_card
from views.round_words import RUNNING
from views.tysiacha.model import (
    ENGLISH,
    PlayerScore,
    TysiachaRoundEnd,
    game_end_of,
    round_end_of,
)


def scores(end: TysiachaRoundEnd, tr: Translator = ENGLISH) -> list[ft.Control]:
    """Each player's take and score, then the race to 1000."""
    return [*(player_card(row, tr) for row in end.rows), *race(end, tr)]


def last_deal(end: TysiachaRoundEnd, tr: Translator = ENGLISH) -> list[ft.Control]:
    """The last deal under the final standings: how the contract went, then its scores."""
    return [ft.Text(end.how, size=14), *scores(end, tr)]


def race(end: TysiachaRoundEnd, tr: Translator = ENGLISH) -> list[ft.Control]:
    """The totals deal by deal, a line each, and the 1000 to pass."""
    return [
        ft.Text(tr._("The race to 1000"), size=18, weight=ft.FontWeight.BOLD),
        running_totals_chart(end.players, end.running, RUNNING.said(tr, ID), goal=CAP),
    ]


def player_card(row: PlayerScore, tr: Translator = ENGLISH) -> ft.Control:
    """A player's take, what it scores, and the total."""
    points = tr.ngettext("{points} point", "{points} points", abs(row.points)).format(
        points=tr.number(row.points)
    )
    lines: list[ft.Control] = [
        card_heading(row.name, points, ft.Icons.STAR if row.soloist else ft.Icons.PERSON),
        ft.Text(row.how, size=13),
    ]
    if row.marriages:
        lines.append(ft.Text(row.marriages, size=13))
    lines.append(
        ft.Text(
            tr.format(N_("total {total}"), total=tr.number(row.total)),
            size=14,
            text_align=ft.TextAlign.RIGHT,
        )
    )
    return tinted_card(lines)


ENDS = ScoredEnds(round_end_of, game_end_of, lambda end: end.how, scores, last_deal)
"""The deal end and the game end of Tysiacha."""
