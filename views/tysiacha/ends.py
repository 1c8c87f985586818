"""The end of a Tysiacha deal (how the contract went, each player's take and score, the
cap, the race to 1000) and of the game (the winner, the totals by deal)."""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from assistant.languages import N_, Translator
from engine.tysiacha import CAP
from views.charts import running_totals_chart
from views.game_end import GameEnd, final_view
from views.round_over import card_heading, round_end_top, tinted_card
from views.tysiacha.model import ENGLISH, PlayerScore, TysiachaRoundEnd, signed


def round_end_view(
    end: TysiachaRoundEnd, on_next_round_tapped: Callable[[], None], tr: Translator = ENGLISH
) -> ft.Control:
    """The deal-end screen's body; the button starts the next deal (with its dealer)."""
    parts = round_end_top(end.round_no, None, end.how, end.next_dealer, on_next_round_tapped, tr)
    parts += [
        ft.Text(tr._("Scores"), size=18, weight=ft.FontWeight.BOLD),
        *(player_card(row, tr) for row in end.rows),
        *race(end, tr),
    ]
    return ft.Column(parts, spacing=10)


def race(end: TysiachaRoundEnd, tr: Translator = ENGLISH) -> list[ft.Control]:
    """The totals deal by deal, a line each, and the 1000 to pass."""
    return [
        ft.Text(tr._("The race to 1000"), size=18, weight=ft.FontWeight.BOLD),
        running_totals_chart(end.players, end.running, tr._("Running totals by round"), goal=CAP),
    ]


def player_card(row: PlayerScore, tr: Translator = ENGLISH) -> ft.Control:
    """A player's take, what it scores, and the total."""
    points = tr.ngettext("{points} point", "{points} points", abs(row.points)).format(
        points=signed(row.points, tr)
    )
    lines: list[ft.Control] = [
        card_heading(row.name, points, ft.Icons.STAR if row.soloist else ft.Icons.PERSON),
        ft.Text(row.how, size=13),
    ]
    if row.marriages:
        lines.append(ft.Text(row.marriages, size=13))
    lines.append(
        ft.Text(
            tr.format(N_("total {total}"), total=signed(row.total, tr)),
            size=14,
            text_align=ft.TextAlign.RIGHT,
        )
    )
    return tinted_card(lines)


def game_end_view(
    end: GameEnd,
    last_round: TysiachaRoundEnd,
    on_export_tapped: Callable[[], None],
    on_same_table_tapped: Callable[[], None],
    tr: Translator = ENGLISH,
) -> ft.Control:
    """The winner and the totals, the race to 1000, the last deal's scores."""
    last: list[ft.Control] = [
        ft.Text(last_round.how, size=14),
        *(player_card(row, tr) for row in last_round.rows),
        *race(last_round, tr),
    ]
    return final_view(end, last_round, last, on_export_tapped, on_same_table_tapped, tr)
