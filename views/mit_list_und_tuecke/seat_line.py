"""One player's line in the table view of the stacks: name, colors collected, colors kept."""

from __future__ import annotations

import flet as ft

from assistant.languages import N_, Translator
from views.mit_list_und_tuecke.look import color_badge
from views.mit_list_und_tuecke.model import DEALER, ENGLISH, SeatRow
from views.table_parts import Places


class SeatLine:
    """A seat's line; ``show`` changes only what changed (the turn moves every card)."""

    def __init__(self, tr: Translator = ENGLISH) -> None:
        self.tr = tr
        self.name = ft.Text("", size=15, max_lines=1, overflow=ft.TextOverflow.ELLIPSIS)
        self.dealer = ft.Text(tr._(DEALER), size=11, italic=True, visible=False)
        self.badges = ft.Row([], wrap=True, spacing=4, run_spacing=4, expand=True)
        self.places = Places(self.badges, [])
        self.box = ft.Container(
            content=ft.Row(
                [
                    ft.Column([self.name, self.dealer], spacing=0, tight=True, width=110),
                    self.badges,
                ],
                vertical_alignment=ft.CrossAxisAlignment.CENTER,
            ),
            padding=ft.Padding.symmetric(horizontal=8, vertical=6),
            border_radius=8,
        )
        self.control = ft.Semantics(label="", exclude_semantics=True, content=self.box)
        self.seat: SeatRow | None = None

    def show(self, seat: SeatRow) -> bool:
        """Bring the line up to ``seat``; returns whether anything changed."""
        before, self.seat = self.seat, seat
        if before == seat:
            return False
        self.control.label = seat.summary
        tr = self.tr
        self.name.value = seat.name  # the dealer is a state of the seat, said apart
        self.dealer.visible = seat.dealer
        self.name.weight = ft.FontWeight.BOLD if seat.due else ft.FontWeight.NORMAL
        self.box.bgcolor = ft.Colors.SECONDARY_CONTAINER if seat.due else None
        if before is None or _stacks(before) != _stacks(seat):
            self.places.lay(_badges(seat, tr))  # sent with the line
        return True


def _stacks(seat: SeatRow) -> tuple[object, ...]:
    return (seat.colors, seat.kept, seat.has_discards, seat.counts, seat.discarded)


def _badges(seat: SeatRow, tr: Translator) -> list[ft.Control]:
    counts = dict(seat.counts) if seat.counts is not None else None
    badges: list[ft.Control] = [
        color_badge(
            c,
            None if counts is None else counts.get(c),
            kept=seat.kept is not None and c in seat.kept,
            tr=tr,
        )
        for c in seat.colors
    ]
    if seat.has_discards:
        if seat.discarded is None:
            pile = tr._("face-down pile")
        else:
            pile = tr.format(N_("face-down pile {count}"), count=seat.discarded)
        badges.append(ft.Text(pile, size=12, italic=True))
    if not badges:
        badges.append(ft.Text(tr._("nothing yet"), size=12, italic=True))
    return badges
