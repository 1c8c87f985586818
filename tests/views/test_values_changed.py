"""Values changed, found without Flet's comparison (``views.values_changed``): what the
browser is sent adds up to the page held, whether the values were found this way or Flet
compared the control (the browser as ``browser_model`` models it)."""

from __future__ import annotations

from typing import Any

import flet as ft
from browser_model import Kept, apply, browser_of, find, on_page, seen
from hypothesis import given, settings
from hypothesis import strategies as st

from views import at_once, values_changed
from views.at_once import update_at_once, way_down
from views.look import sent_alone
from views.values_changed import value_changes


def sent(connection: Kept, browser: dict[str, Any]) -> None:
    """What the browser does with what it was sent since last time."""
    for message in connection.sent:
        apply(browser, message)
    connection.sent.clear()


def test_values_changed_under_a_control_are_sent_without_flets_comparison() -> None:
    name = ft.Text("Anna", size=15)
    box = ft.Container(ft.Row([name, ft.Text("dealer")]), padding=4)
    line = ft.Semantics(label="Anna", content=box)
    on_page(line)

    name.value, name.weight = "Anna", ft.FontWeight.BOLD
    box.bgcolor = ft.Colors.AMBER
    line.label = "Anna, to play"
    found = value_changes(line)

    assert found.compare == []
    assert {tuple(op["path"]): op["value"] for op in found.ops} == {
        ("label",): "Anna, to play",
        ("content", "bgcolor"): ft.Colors.AMBER,
        ("content", "content", "controls", 0, "weight"): ft.FontWeight.BOLD,
    }
    assert not box._dirty and not name._dirty  # noted as sent, as Flet notes it


def test_a_value_object_replaced_is_sent_whole_and_an_equal_one_not_at_all() -> None:
    tile = ft.Container(ft.Text("7"), border=ft.Border.all(1, ft.Colors.OUTLINE))
    page, connection, browser = on_page(tile)

    tile.border = ft.Border.all(3, ft.Colors.PRIMARY)
    update_at_once(page, [tile])
    sent(connection, browser)
    assert seen(browser) == seen(browser_of(page.session))
    assert find(browser, tile._i)["border"]["top"]["width"] == 3  # type: ignore[index]

    tile.border = ft.Border.all(3, ft.Colors.PRIMARY)  # another, equal
    assert value_changes(tile).ops == []


def test_a_control_added_taken_away_or_replaced_is_left_to_flet() -> None:
    first = ft.Text("a")
    row = ft.Row([first])
    box = ft.Container(ft.Text("b"))
    page, connection, browser = on_page(row, box)

    row.controls.append(ft.Text("new"))
    first.value = "a2"
    assert [c is row for c in value_changes(row).compare] == [True]
    assert first._dirty  # nothing noted: Flet's comparison sends it
    box.content = ft.Text("c")
    assert [c is box for c in value_changes(box).compare] == [True]

    update_at_once(page, [row, box])
    sent(connection, browser)
    assert seen(browser) == seen(browser_of(page.session))


def test_only_the_control_around_what_was_added_is_left_to_flet() -> None:
    badges = ft.Row([ft.Text("Blue")])
    name = ft.Text("Anna")
    line = ft.Semantics(label="Anna", content=ft.Row([name, badges]))
    page, connection, browser = on_page(line)

    line.label, name.value = "Anna: Blue, Red", "Anna!"
    badges.controls.append(ft.Text("Red"))
    found: list[values_changed.Changes] = []

    def kept(control: ft.BaseControl) -> values_changed.Changes:
        found.append(values_changed.value_changes(control))
        return found[-1]

    at_once.value_changes = kept
    try:
        update_at_once(page, [line])
    finally:
        at_once.value_changes = values_changed.value_changes
    assert [c is badges for c in found[0].compare] == [True]
    assert sorted(op["path"][-1] for op in found[0].ops) == ["label", "value"]
    assert len(connection.sent) == 1  # the values and Flet's comparison in one message
    sent(connection, browser)
    assert seen(browser) == seen(browser_of(page.session))


def test_inside_a_control_sent_alone_is_sent_only_by_itself_as_flet_does() -> None:
    inner = ft.Text("1")
    alone = sent_alone(ft.Container(inner))
    group = ft.Column([alone])
    on_page(group)

    alone.bgcolor, inner.value = ft.Colors.AMBER, "2"
    assert value_changes(group).ops == [
        {"op": "replace", "path": ["controls", 0, "bgcolor"], "value": ft.Colors.AMBER}
    ]
    assert inner._dirty  # not sent: the place sends it when it is updated itself


def test_a_button_restyled_alike_when_passed_over_sends_nothing() -> None:
    """Flet's buttons make their style anew whenever they are compared; an equal style is
    not a change."""
    button = ft.FilledButton("Undo", bgcolor=ft.Colors.AMBER)
    text = ft.Text("x")
    group = ft.Row([button, text])
    page, connection, browser = on_page(group)

    text.value = "y"
    update_at_once(page, [group])
    ops = [op[2:] for _, body in connection.sent for op in body["patch"][1:]]
    assert ops == [["value", "y"]]  # the style made anew, equal: not sent
    sent(connection, browser)
    button.bgcolor = ft.Colors.RED
    update_at_once(page, [group])
    sent(connection, browser)
    assert seen(browser) == seen(browser_of(page.session))


VALUES = ["text", "size", "hide", "border", "color", "alone"]
KINDS = [*VALUES, "add", "drop", "content"]
CHANGES = st.lists(st.tuples(st.integers(0, 47), st.sampled_from(KINDS)), max_size=10)


@settings(max_examples=80, deadline=None)
@given(steps=st.lists(CHANGES, min_size=1, max_size=5), order=st.randoms(use_true_random=False))
def test_what_is_sent_adds_up_to_the_page_whatever_changes(steps: list, order: Any) -> None:
    texts = [ft.Text(f"{n}", size=12) for n in range(12)]
    tiles = [
        ft.Semantics(label=f"tile {n}", content=ft.Container(texts[n], border=None))
        for n in range(12)
    ]
    rows = [ft.Row(tiles[r * 3 : r * 3 + 3]) for r in range(4)]
    rows[1] = sent_alone(rows[1])
    groups = [ft.Column(rows[:2]), ft.Column(rows[2:])]
    page, connection, browser = on_page(*groups)
    found = [0]
    counting = values_changed.value_changes

    def counted(control: ft.BaseControl) -> Any:
        changes = counting(control)
        found[0] += all(other is not control for other in changes.compare)
        return changes

    for changes in steps:
        touched: list[ft.Control] = []
        for which, kind in changes:
            row = rows[which % 4]
            tile = tiles[which % 12]
            box = tile.content
            text = texts[which % 12]
            changed: ft.Control = text
            if kind == "text":
                text.value = f"{text.value}!"
            elif kind == "size":
                text.size = 10 + which % 5
            elif kind == "hide":
                tile.visible = not tile.visible
                changed = tile
            elif kind == "border":
                box.border = None if which % 3 == 0 else ft.Border.all(which % 4, "#888888")  # type: ignore[union-attr]
                changed = box  # type: ignore[assignment]
            elif kind == "color":
                box.bgcolor = [None, ft.Colors.AMBER, ft.Colors.PRIMARY][which % 3]  # type: ignore[union-attr]
                changed = box  # type: ignore[assignment]
            elif kind == "add":
                row.controls.append(ft.Text("new"))
                changed = row
            elif kind == "drop" and row.controls:
                row.controls.pop()
                changed = row
            elif kind == "content":
                box.content = ft.Text(f"again {which}")  # type: ignore[union-attr]
                changed = box  # type: ignore[assignment]
            elif kind == "alone":
                changed = rows[1]
            # updated: the control itself or one above it (as a screen sends a whole line)
            above = [changed]
            while isinstance(above[-1].parent, ft.Control) and above[-1].parent is not page:
                above.append(above[-1].parent)
            touched.append(above[which // 12 % len(above)])
        touched += [c for c in [*groups, *rows] if order.random() < 0.2]
        touched = [c for c in dict.fromkeys(touched) if way_down(page, c) is not None]
        order.shuffle(touched)
        at_once.value_changes = counted
        try:
            update_at_once(page, touched)
        finally:
            at_once.value_changes = counting
        sent(connection, browser)
        # what the browser has is the page, but for what lies inside a row sent alone
        # that was not sent itself (Flet's own rule for it): send that row, then compare
        update_at_once(page, [rows[1]])
        sent(connection, browser)
        assert seen(browser) == seen(browser_of(page.session))
    if any(steps) and all(kind in VALUES for changes in steps for _, kind in changes):
        assert found[0]  # values only: found without Flet's comparison
