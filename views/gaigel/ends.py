"""The end of a Gaigel deal: the claim and whether it held, each side's sum line by line,
what the deal scored, and the evening's tally per player (game points, partners both
credited) with its race deal by deal. A sitting has no last deal: this is also its end."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, runtime_checkable

import flet as ft

from assistant.games.gaigel.kind import ID
from assistant.languages import N_, Translator
from views.charts import running_totals_chart
from views.gaigel.model import (
    ENGLISH,
    GaigelDealEnd,
    PlayerRow,
    SideSum,
    deal_end_of,
    tally_of,
)
from views.game_end import EVENING_SO_FAR, EndTaps, GameEnd, final_view
from views.round_over import round_end_top, tinted_card
from views.round_words import RUNNING


def deal_end_view(
    end: GaigelDealEnd,
    tally: GameEnd,
    on_next_round_tapped: Callable[[], None],
    on_export_tapped: Callable[[], None],
    on_same_table_tapped: Callable[[], None],
    tr: Translator = ENGLISH,
    on_end_tapped: Callable[[], None] | None = None,
) -> ft.Control:
    """The deal-end screen's body: the next deal's button at the top and the end of the
    sitting beside it (``on_end_tapped``; ``None`` once the table ended it: then neither),
    the verdict, the sums, each player's points, then the evening's tally, the record and a
    new game."""
    going_on = on_end_tapped is not None
    dealer = end.next_dealer if going_on else None
    parts = round_end_top(ID, end.round_no, None, end.how, dealer, on_next_round_tapped, tr)
    if on_end_tapped is not None:
        parts.append(
            ft.OutlinedButton(
                content=tr._(END_SITTING),
                icon=ft.Icons.FLAG,
                on_click=lambda _: on_end_tapped(),
                height=48,
            )
        )
    parts += [
        ft.Text(end.result, size=18, weight=ft.FontWeight.BOLD),
        *(side_card(side) for side in end.sides),
        ft.Text(tr._("Game points"), size=18, weight=ft.FontWeight.BOLD),
        *(player_row(row, tr) for row in end.rows),
    ]
    this_deal = [
        running_totals_chart(end.players, end.running, RUNNING.said(tr, ID)),
    ]
    parts.append(
        final_view(
            ID,
            tally,
            end,
            this_deal,
            on_export_tapped,
            on_same_table_tapped,
            tr,
            EVENING_SO_FAR if going_on else SITTING_OVER,
        )
    )
    return ft.Column(parts, spacing=10)


END_SITTING = N_("End the sitting")
"""The button that ends a Gaigel sitting: the table stops playing."""
END_WHY = N_(
    "The sitting ends with its tally: it leaves the games to continue and counts in the "
    "standings. An undo takes it up again."
)
SITTING_OVER = N_("The sitting is over")


def side_card(side: SideSum) -> ft.Control:
    """A side's sum: counters, marriages, the total."""
    return tinted_card(
        [
            ft.Text(side.team, size=16, weight=ft.FontWeight.BOLD),
            *(ft.Text(line, size=14) for line in side.lines),
            ft.Text(side.total, size=15, weight=ft.FontWeight.W_600),
        ],
        spacing=2,
    )


def player_row(row: PlayerRow, tr: Translator = ENGLISH) -> ft.Control:
    """A player's game points from the deal, and the total tonight."""
    return ft.Row(
        [
            ft.Icon(ft.Icons.EMOJI_EVENTS if row.winner else ft.Icons.PERSON, size=18),
            ft.Text(row.name, size=16, weight=ft.FontWeight.BOLD, expand=True),
            ft.Text(f"+{row.points}" if row.points else "0", size=16),
            ft.Text(tr.format(N_("total {total}"), total=row.total), size=14, width=90),
        ]
    )


@runtime_checkable
class SittingTaps(Protocol):
    """A screen of a sitting that the table may end."""

    @property
    def sitting_over(self) -> bool:
        """Whether the table ended the sitting."""

    def on_end_tapped(self) -> None:
        """The table stops playing (asked once)."""


class SittingEnds:
    """The ends of a sitting: each deal's end holds the evening's tally, the record and a new
    game; a sitting has no last deal, so its end is its last deal's."""

    def round_end(self, game: Any, taps: EndTaps, tr: Translator) -> ft.Control:
        """The end of the deal just ended, and the evening's tally; with a way to end the
        sitting while it goes on (once ended, the tally says who won)."""
        sitting = taps if isinstance(taps, SittingTaps) else None
        ended = sitting is not None and sitting.sitting_over
        return deal_end_view(
            deal_end_of(game, tr=tr),
            tally_of(game, tr, ended),
            taps.on_next_round_tapped,
            taps.on_export_tapped,
            taps.on_same_table_tapped,
            tr,
            None if sitting is None or ended else sitting.on_end_tapped,
        )

    def game_end(self, game: Any, taps: EndTaps, tr: Translator) -> ft.Control:
        """A sitting ends where the table stops: its last deal's end is its end."""
        return self.round_end(game, taps, tr)


ENDS = SittingEnds()
"""The deal end of Gaigel, which is also its end."""
