"""The end of a Homme de Brou deal (each side's sum, line by line: declarations, rencontres,
card points; the totals; the race to 300, a tie said) and of the game (the side that won,
the totals by deal)."""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from assistant.languages import N_, Translator
from engine.homme_de_brou import GAME
from views.charts import running_totals_chart
from views.game_end import GameEnd, final_view
from views.homme_de_brou.model import ENGLISH, HommeDeBrouRoundEnd, SideScore
from views.round_over import card_heading, round_end_top, tinted_card


def round_end_view(
    end: HommeDeBrouRoundEnd, on_next_round_tapped: Callable[[], None], tr: Translator = ENGLISH
) -> ft.Control:
    """The deal-end screen's body; the button starts the next deal (with its dealer)."""
    parts = round_end_top(end.round_no, None, end.how, end.next_dealer, on_next_round_tapped, tr)
    parts += [
        ft.Text(tr._("Scores"), size=18, weight=ft.FontWeight.BOLD),
        *(side_card(row, tr) for row in end.rows),
        *race(end, tr),
    ]
    return ft.Column(parts, spacing=10)


def race(end: HommeDeBrouRoundEnd, tr: Translator = ENGLISH) -> list[ft.Control]:
    """The sides' totals deal by deal, a line each, and the 300 to reach."""
    return [
        ft.Text(tr._("The race to 300"), size=18, weight=ft.FontWeight.BOLD),
        running_totals_chart(end.players, end.running, tr._("Running totals by round"), goal=GAME),
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


def game_end_view(
    end: GameEnd,
    last_round: HommeDeBrouRoundEnd,
    on_export_tapped: Callable[[], None],
    on_same_table_tapped: Callable[[], None],
    tr: Translator = ENGLISH,
) -> ft.Control:
    """The side that won and the totals, the race to 300, the last deal's sums."""
    last: list[ft.Control] = [
        ft.Text(last_round.how, size=14),
        *(side_card(row, tr) for row in last_round.rows),
        *race(last_round, tr),
    ]
    return final_view(end, last_round, last, on_export_tapped, on_same_table_tapped, tr)
