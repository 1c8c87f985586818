"""Line charts (flet-charts): a game's running totals, a player's form over time.

Sized to stay readable on a 360-px phone: few axis labels, a legend as text below.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import flet as ft
import flet_charts as fch

from assistant.languages import with_minus

#: Line colors of the players, distinguishable in light and dark themes.
LINES = ("#1E88E5", "#E53935", "#43A047", "#FB8C00", "#8E24AA", "#00897B")


def _axis(step: int) -> fch.ChartAxis:
    return fch.ChartAxis(label_spacing=step, label_size=30)


def _step(top: float, count: int = 4) -> int:
    return max(1, -(-int(top) // count))


def _nice(span: float, count: int = 4) -> int:
    """A round step that cuts ``span`` into about ``count`` parts: 1, 2, 2.5 or 5 × 10ⁿ.

    >>> _nice(1100), _nice(12), _nice(3)
    (500, 5, 1)
    """
    rough = max(1.0, span / count)
    scale = 10 ** (len(str(int(rough))) - 1)
    for factor in (1, 2, 2.5, 5, 10):
        if factor * scale >= rough:
            return max(1, int(factor * scale))
    return int(10 * scale)


def running_totals_chart(
    players: Sequence[str],
    totals: Sequence[dict[str, int]],
    label: str,
    goal: int | None = None,
) -> ft.Control:
    """One line per player: the total after each round (round 0 at zero); totals below zero
    go below the axis; ``goal`` (Tysiacha's 1000) is drawn as a dashed line to race to."""
    values = [t for row in totals for t in row.values()]
    top = max([0, *values, *([goal] if goal is not None else [])])
    bottom = min([0, *values])
    step = _nice(max(4, top - bottom))
    low, high = bottom // step * step, max(4, -(-top // step) * step)
    series = [
        fch.LineChartData(
            points=[fch.LineChartDataPoint(0, 0, tooltip=f"{name} 0")]
            + [
                fch.LineChartDataPoint(i, row.get(name, 0), tooltip=_tip(name, row.get(name, 0)))
                for i, row in enumerate(totals, 1)
            ],
            color=LINES[seat % len(LINES)],
            stroke_width=3,
            point=True,
        )
        for seat, name in enumerate(players)
    ]
    if goal is not None:
        series.append(
            fch.LineChartData(
                points=[fch.LineChartDataPoint(0, goal), fch.LineChartDataPoint(len(totals), goal)],
                color=ft.Colors.OUTLINE,
                stroke_width=2,
                dash_pattern=[6, 4],
            )
        )
    chart = fch.LineChart(
        data_series=series,
        min_x=0,
        max_x=max(1, len(totals)),
        min_y=low,
        max_y=high,
        left_axis=fch.ChartAxis(  # whole numbers: 1000, not "1K"
            labels=[
                fch.ChartAxisLabel(value=v, label=ft.Text(with_minus(v), size=11))
                for v in range(low, high + 1, step)
            ],
            label_size=44,
        ),
        bottom_axis=_axis(1),
        horizontal_grid_lines=fch.ChartGridLines(interval=step, width=0.5),
        height=220,
        interactive=False,
    )
    return _framed(
        label, chart, [(name, LINES[seat % len(LINES)], 4) for seat, name in enumerate(players)]
    )


def _tip(name: str, total: int) -> str:
    """A point's tooltip: the player and the total, with a true minus sign (``Ana −120``)."""
    return f"{name} {with_minus(total)}"


def form_chart(
    averages: Sequence[float],
    label: str,
    lines: tuple[str, str] = ("each game", "average of the last ten"),
    axes: tuple[str, str] = ("points per round", "games, oldest first"),
) -> ft.Control:
    """Points per round in each game, oldest first, with the running average of the last
    ten; ``lines`` names the two lines in the legend, ``axes`` the left and bottom axis."""
    recent: list[float] = []
    smooth: list[float] = []
    for value in averages:
        recent = [*recent[-9:], value]
        smooth.append(sum(recent) / len(recent))
    top = float(math.ceil(max([4.0, *averages]) * 1.2))
    chart = fch.LineChart(
        data_series=[
            fch.LineChartData(
                points=[fch.LineChartDataPoint(i, v) for i, v in enumerate(averages, 1)],
                color=FADED,
                stroke_width=1,
            ),
            fch.LineChartData(
                points=[fch.LineChartDataPoint(i, v) for i, v in enumerate(smooth, 1)],
                color=LINES[1],
                stroke_width=3,
            ),
        ],
        min_x=1,
        max_x=max(2, len(averages)),
        min_y=0,
        max_y=top,
        left_axis=fch.ChartAxis(
            label_spacing=_step(top), label_size=30, title=ft.Text(axes[0], size=11), title_size=18
        ),
        bottom_axis=fch.ChartAxis(
            show_labels=False, label_size=0, title=ft.Text(axes[1], size=11), title_size=18
        ),
        height=220,
        interactive=False,
    )
    return _framed(label, chart, [(lines[0], FADED, 2), (lines[1], LINES[1], 4)])


FADED = ft.Colors.with_opacity(0.35, LINES[0])
"""The line of each game's own figure, under the average's."""


def _framed(label: str, chart: ft.Control, legend: Sequence[tuple[str, str, int]]) -> ft.Control:
    """A chart with room for its last labels, its legend under it, said as ``label``."""
    return ft.Semantics(
        label=label,
        content=ft.Column(
            [ft.Container(chart, padding=ft.Padding.only(right=14, top=6)), _legend(legend)],
            spacing=6,
            tight=True,
        ),
    )


def _legend(entries: Sequence[tuple[str, str, int]]) -> ft.Control:
    """A line's swatch (color, thickness) and its name, for each line, wrapping."""
    return ft.Row(
        [
            ft.Row(
                [ft.Container(width=14, height=height, bgcolor=color), ft.Text(name, size=13)],
                spacing=4,
                tight=True,
            )
            for name, color, height in entries
        ],
        wrap=True,
        spacing=12,
    )


BAND = ft.Colors.with_opacity(0.22, LINES[0])
"""The band of a rating's uncertainty."""


def rating_chart(
    points: Sequence[tuple[float, float]],
    label: str,
    lines: tuple[str, str, str] = (
        "skill",
        "rating (skill − 3 × uncertainty)",
        "skill ± 3 × uncertainty",
    ),
    axes: tuple[str, str] = ("rating", "game nights, oldest first"),
) -> ft.Control:
    """A rating over the nights: ``points`` are (μ, σ) after each night, oldest first; the
    skill μ as a line in a band of ±3σ (its uncertainty, narrowing as games are rated),
    whose lower edge is the rating shown. ``lines`` names the line, the edge and the band in
    the legend, ``axes`` the left and bottom axis."""
    upper = [mu + 3 * sigma for mu, sigma in points]
    lower = [mu - 3 * sigma for mu, sigma in points]
    top = float(math.ceil(max(upper) / 10) * 10)
    bottom = float(math.floor(min(lower) / 10) * 10)
    step = _nice(top - bottom)

    def line(values: Sequence[float], **style: object) -> fch.LineChartData:
        return fch.LineChartData(
            points=[fch.LineChartDataPoint(i, v) for i, v in enumerate(values, 1)], **style
        )

    chart = fch.LineChart(
        data_series=[
            # the band: filled below its upper edge, then the area below its lower edge
            # painted over in the page's color
            line(upper, color=BAND, stroke_width=0, below_line_bgcolor=BAND),
            line(lower, color=LINES[1], stroke_width=2, below_line_bgcolor=ft.Colors.SURFACE),
            line([mu for mu, _ in points], color=LINES[0], stroke_width=3),
        ],
        min_x=1,
        max_x=max(2, len(points)),
        min_y=bottom,
        max_y=top,
        left_axis=fch.ChartAxis(
            labels=[
                fch.ChartAxisLabel(value=v, label=ft.Text(with_minus(v), size=11))
                for v in range(int(bottom), int(top) + 1, step)
            ],
            label_size=34,
            title=ft.Text(axes[0], size=11),
            title_size=18,
        ),
        bottom_axis=fch.ChartAxis(
            show_labels=False, label_size=0, title=ft.Text(axes[1], size=11), title_size=18
        ),
        horizontal_grid_lines=fch.ChartGridLines(interval=step, width=0.5),
        height=220,
        interactive=False,
    )
    return _framed(
        label, chart, [(lines[0], LINES[0], 4), (lines[1], LINES[1], 2), (lines[2], BAND, 10)]
    )
