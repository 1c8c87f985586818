"""The season a history screen is limited to: all time, this year, last year, or dates.

One row of chips, as the game is chosen; "Dates" shows the first and last day, each a
button that opens the date picker. The screen asks the service for the season's figures.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, datetime

import flet as ft

from assistant.languages import Translator
from assistant.looking_back.ratings import ALL_TIME, Season
from views.labelled import choice_chips
from views.shell import Shell

EARLIEST = date(1970, 1, 1)
"""The first day the date picker offers."""


def this_year(today: date) -> Season:
    """The calendar year of ``today``."""
    return Season.year(today.year)


def last_year(today: date) -> Season:
    """The calendar year before ``today``'s."""
    return Season.year(today.year - 1)


def kind_of(season: Season, today: date) -> str:
    """Which chip a season is: ``all``, ``this``, ``last`` or ``dates``."""
    if season.all_time:
        return "all"
    if season == this_year(today):
        return "this"
    if season == last_year(today):
        return "last"
    return "dates"


class SeasonChoice:
    """The chips and, for a range of dates, its two days; ``on_chosen`` gets each new season."""

    def __init__(
        self,
        shell: Shell,
        season: Season,
        on_chosen: Callable[[Season], None],
        today: date | None = None,
    ) -> None:
        self.shell = shell
        self.season = season
        self.on_chosen = on_chosen
        self.today = today or date.today()
        self.dates = kind_of(season, self.today) == "dates"

    def control(self) -> ft.Control:
        """The chips, and the two days when dates are chosen."""
        tr = self.shell.tr
        chosen = "dates" if self.dates else kind_of(self.season, self.today)
        chips = choice_chips(
            {
                "all": tr._("All time"),
                "this": tr._("This year"),
                "last": tr._("Last year"),
                "dates": tr._("Dates"),
            },
            chosen,
            self.on_kind_picked,
        )
        if not self.dates:
            return chips
        since, until = self.season.since, self.season.until
        return ft.Column(
            [
                chips,
                ft.Row(
                    [
                        self._day_button(tr, tr._("From"), since, self.on_since_picked),
                        self._day_button(tr, tr._("To"), until, self.on_until_picked),
                    ],
                    wrap=True,
                    spacing=8,
                ),
            ],
            spacing=6,
        )

    def _day_button(
        self,
        tr: Translator,
        label: str,
        day: date | None,
        on_picked: Callable[[date | None], None],
    ) -> ft.Control:
        shown = tr.date(day) if day is not None else "…"
        picker = ft.DatePicker(
            value=datetime.combine(day, datetime.min.time()) if day else None,
            first_date=datetime(EARLIEST.year, 1, 1),
            last_date=datetime(self.today.year + 1, 12, 31),
            on_change=lambda e: on_picked(_day_of(e.control.value)),
        )
        return ft.OutlinedButton(
            content=f"{label}: {shown}",
            icon=ft.Icons.CALENDAR_MONTH,
            on_click=lambda _: self.shell.page.show_dialog(picker),
        )

    def on_kind_picked(self, value: str) -> None:
        """All time, this year, last year; or dates (this year's to begin with)."""
        self.dates = value == "dates"
        match value:
            case "this" | "dates":
                season = self.season if self.dates and not self.season.all_time else None
                self.choose(season or this_year(self.today))
            case "last":
                self.choose(last_year(self.today))
            case _:
                self.choose(ALL_TIME)

    def on_since_picked(self, day: date | None) -> None:
        """The first day of the range (the last moves up to it if it was before)."""
        until = self.season.until
        self.choose(Season(day, until if until is None or day is None or until >= day else day))

    def on_until_picked(self, day: date | None) -> None:
        """The last day of the range (the first moves down to it if it was after)."""
        since = self.season.since
        self.choose(Season(since if since is None or day is None or since <= day else day, day))

    def choose(self, season: Season) -> None:
        self.season = season
        self.on_chosen(season)


def _day_of(value: object) -> date | None:
    """The day a date picker gave (a date and time), or ``None``."""
    if isinstance(value, datetime):
        return value.astimezone().date() if value.tzinfo else value.date()
    return value if isinstance(value, date) else None
