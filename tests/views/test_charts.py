"""The form chart says what its lines and axes are: a legend of the two lines and both
axes named, in the words it is given (the player page gives them in the tab's language)."""

from __future__ import annotations

import flet as ft
import flet_charts as fch

from views.charts import form_chart


def texts(control: object) -> list[str]:
    """Every text under ``control``, axis titles too."""
    found: list[str] = []
    stack: list[object] = [control]
    while stack:
        item = stack.pop()
        if isinstance(item, ft.Text) and isinstance(item.value, str):
            found.append(item.value)
        if isinstance(item, fch.LineChart):
            stack += [axis.title for axis in (item.left_axis, item.bottom_axis) if axis]
        for attr in ("controls", "content"):
            child = getattr(item, attr, None)
            stack += child if isinstance(child, list) else [child] if child is not None else []
    return found


def test_the_form_chart_has_a_legend_and_named_axes() -> None:
    chart = form_chart(
        [3.0, 5.5, 2.0],
        "Formkurve",
        ("jedes Spiel", "Schnitt der letzten zehn"),
        ("Punkte je Runde", "Spiele, älteste zuerst"),
    )
    shown = texts(chart)
    for words in ("jedes Spiel", "Schnitt der letzten zehn"):
        assert words in shown  # the legend
    for words in ("Punkte je Runde", "Spiele, älteste zuerst"):
        assert words in shown  # the axes


def test_the_race_chart_goes_below_zero_and_labels_whole_numbers() -> None:
    from views.charts import running_totals_chart

    totals = [{"Ana": -120, "Ben": 40}, {"Ana": 10, "Ben": 1010}]
    chart = running_totals_chart(["Ana", "Ben"], totals, "race", goal=1000)
    [line] = [c for c in _walk(chart) if isinstance(c, fch.LineChart)]
    assert line.min_y is not None and line.min_y <= -120 and line.max_y >= 1010
    labels = [a.label.value for a in line.left_axis.labels]  # type: ignore[union-attr]
    assert "1000" in labels and "−500" in labels  # not "1K"; a true minus
    goal = line.data_series[-1]
    assert {p.y for p in goal.points} == {1000} and goal.dash_pattern


def _walk(control: object) -> list[object]:
    found: list[object] = []
    stack: list[object] = [control]
    while stack:
        item = stack.pop()
        found.append(item)
        for attr in ("controls", "content"):
            child = getattr(item, attr, None)
            stack += child if isinstance(child, list) else [child] if child is not None else []
    return found


def test_the_race_chart_tells_each_total_with_a_true_minus() -> None:
    """A point's tooltip writes "−120" as the game screen does, not "-120"."""
    from views.charts import running_totals_chart

    chart = running_totals_chart(["Ana", "Ben"], [{"Ana": -120, "Ben": 40}], "race")
    [line] = [c for c in _walk(chart) if isinstance(c, fch.LineChart)]
    tips = [p.tooltip for series in line.data_series for p in series.points]
    assert "Ana −120" in tips and "Ben 40" in tips and not any("-" in str(t) for t in tips)
