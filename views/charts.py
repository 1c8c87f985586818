"""Line charts (flet-charts): a game's running totals, a player's form over time.

Sized to stay readable on a 360-px phone: few axis labels, a legend as text below.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import flet as ft
import flet_charts as fch

#: Line colors of the players, distinguishable in light and dark themes.
LINES = ("#1E88E5", "#E53935", "#43A047", "#FB8C00", "#8E24AA", "#00897B")


def _axis(step: int) -> fch.ChartAxis:
    return fch.ChartAxis(label_spacing=step, label_size=30)


def _step(top: float, count: int = 4) -> int:
    return max(1, -(-int(top) // count))


def running_totals_chart(
    players: Sequence[str], totals: Sequence[dict[str, int]], label: str
) -> ft.Control:
    """One line per player: the total after each round (round 0 at zero)."""
    top = max([0, *[t for row in totals for t in row.values()]])
    series = [
        fch.LineChartData(
            points=[fch.LineChartDataPoint(0, 0)]
            + [fch.LineChartDataPoint(i, row.get(name, 0)) for i, row in enumerate(totals, 1)],
            color=LINES[seat % len(LINES)],
            stroke_width=3,
            point=True,
        )
        for seat, name in enumerate(players)
    ]
    chart = fch.LineChart(
        data_series=series,
        min_x=0,
        max_x=max(1, len(totals)),
        min_y=0,
        max_y=max(4, top),
        left_axis=_axis(_step(max(4, top))),
        bottom_axis=_axis(1),
        horizontal_grid_lines=fch.ChartGridLines(interval=_step(max(4, top)), width=0.5),
        height=220,
        interactive=False,
    )
    legend = ft.Row(
        [
            ft.Row(
                [
                    ft.Container(width=14, height=4, bgcolor=LINES[seat % len(LINES)]),
                    ft.Text(name, size=13),
                ],
                spacing=4,
                tight=True,
            )
            for seat, name in enumerate(players)
        ],
        wrap=True,
        spacing=12,
    )
    return ft.Semantics(
        label=label,
        content=ft.Column(
            [ft.Container(chart, padding=ft.Padding.only(right=14, top=6)), legend],
            spacing=6,
            tight=True,
        ),
    )


def form_chart(averages: Sequence[float], label: str) -> ft.Control:
    """Points per round in each game, oldest first, with the running average of the last ten."""
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
                color=ft.Colors.with_opacity(0.35, LINES[0]),
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
        left_axis=_axis(_step(top)),
        bottom_axis=fch.ChartAxis(show_labels=False, label_size=0),
        height=200,
        interactive=False,
    )
    return ft.Semantics(
        label=label, content=ft.Container(chart, padding=ft.Padding.only(right=14, top=6))
    )
