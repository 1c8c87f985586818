"""The end of a Partout round (each team's tricks, minimum, bonus and formula) and of the
game (the teams' totals and the winners)."""

from __future__ import annotations

import flet as ft

from assistant.languages import N_, Translator
from views.game_end import ScoredEnds
from views.partout.model import (
    ENGLISH,
    PartoutRoundEnd,
    TeamScore,
    game_end_of,
    round_end_of,
)
from views.round_over import card_heading, tinted_card


def scores(end: PartoutRoundEnd, tr: Translator = ENGLISH) -> list[ft.Control]:
    """Each team's score card: the round end's scores, and the game end's last round."""
    return [team_card(row, tr) for row in end.rows]


def team_card(row: TeamScore, tr: Translator = ENGLISH) -> ft.Control:
    """A team's tricks against its minimum, the formula and the points, and the total."""
    points = tr.ngettext("{points} point", "{points} points", abs(row.points)).format(
        points=tr.number(row.points)
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
                    ft.Text(tr.format(N_("total {total}"), total=tr.number(row.total)), size=14),
                ]
            ),
        ]
    )


ENDS = ScoredEnds(round_end_of, game_end_of, lambda end: end.trump, scores, scores)
"""The round end (the trump it ended with said under its top) and the game end of Partout."""
