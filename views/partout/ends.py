"""The end of a Partout round (each team's tricks, minimum, bonus and formula) and of the
game (the teams' totals and the winners)."""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from assistant.languages import N_, Translator
from views.game_end import GameEnd, final_view
from views.partout.model import ENGLISH, PartoutRoundEnd, TeamScore
from views.round_over import card_heading, round_end_top, tinted_card


def round_end_view(
    end: PartoutRoundEnd, on_next_round_tapped: Callable[[], None], tr: Translator = ENGLISH
) -> ft.Control:
    """The round-end screen's body; the button starts the next round (with its dealer)."""
    parts = round_end_top(
        end.round_no, end.rounds, end.trump, end.next_dealer, on_next_round_tapped, tr
    )
    parts += [
        ft.Text(tr._("Scores"), size=18, weight=ft.FontWeight.BOLD),
        *(team_card(row, tr) for row in end.rows),
    ]
    return ft.Column(parts, spacing=10)


def team_card(row: TeamScore, tr: Translator = ENGLISH) -> ft.Control:
    """A team's tricks against its minimum, the formula and the points, and the total."""
    points = tr.ngettext("{points} point", "{points} points", abs(row.points)).format(
        points=signed(row.points, tr)
    )
    tally = tr.ngettext(
        "{tricks} trick, minimum {minimum}", "{tricks} tricks, minimum {minimum}", row.tricks
    ).format(tricks=row.tricks, minimum=row.minimum)
    if row.bonus:
        how = tr.format(N_("minimum reached: bonus {bonus}"), bonus=row.bonus)
    elif row.points < 0:
        how = tr._("no trick against a minimum: minus the minimum")
    elif row.minimum and row.tricks < row.minimum:
        how = tr._("minimum missed: a point per trick")
    else:
        how = tr._("a point per trick")
    return tinted_card(
        [
            card_heading(row.name, points),
            ft.Text(f"{tally} · {how}", size=13),
            ft.Row(
                [
                    ft.Text(row.formula, size=16, expand=True),
                    ft.Text(tr.format(N_("total {total}"), total=signed(row.total, tr)), size=14),
                ]
            ),
        ]
    )


def signed(value: int, tr: Translator = ENGLISH) -> str:
    """A number with a true minus sign when it is negative: ``−3``."""
    return f"−{tr.number(-value)}" if value < 0 else tr.number(value)


def game_end_view(
    end: GameEnd,
    last_round: PartoutRoundEnd,
    on_export_tapped: Callable[[], None],
    on_same_table_tapped: Callable[[], None],
    tr: Translator = ENGLISH,
) -> ft.Control:
    """The final standings of the teams, the last round's scores, and what to do next."""
    last = [team_card(row, tr) for row in last_round.rows]
    return final_view(end, last_round, last, on_export_tapped, on_same_table_tapped, tr)
