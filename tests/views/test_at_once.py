"""One message per update (``views.at_once``): the browser ends with the same screen as from
Flet's messages one by one (the browser as ``browser_model`` models it)."""

from __future__ import annotations

import copy
from typing import Any

import flet as ft
from browser_model import Kept, apply, as_sent, find, on_page
from flet.messaging.protocol import Message
from hypothesis import given, settings
from hypothesis import strategies as st

from views.at_once import hold_back, joined, update_at_once
from views.look import sent_alone


def both_ways(page: ft.Page, controls: list[ft.Control], browser: dict[str, Any]) -> tuple:
    """The browser after Flet's messages one by one, and after them joined; and the joined."""
    held: list[Message] = []
    hold_back(page, controls, held)
    one_by_one = copy.deepcopy(browser)
    for message in held:
        apply(one_by_one, as_sent(message))
    together = copy.deepcopy(browser)
    sent = joined(page, page.session.index, held)
    for message in sent:
        apply(together, as_sent(message))
    return one_by_one, together, sent


def test_a_tap_of_many_changes_is_one_message_and_the_same_screen() -> None:
    turn = ft.Text("Anna plays")
    tiles = [sent_alone(ft.Container(ft.Text(str(n)), visible=False)) for n in range(3)]
    trick = ft.Row(tiles)
    prompt = ft.Column([])
    stacks = ft.Column([ft.Text("Anna 0"), ft.Text("Ben 0")])
    page, _, browser = on_page(ft.Column([turn, trick, prompt]), stacks)

    turn.value = "Ben takes"
    tiles[0].visible = True
    tiles[0].content.value = "Red 7"  # type: ignore[union-attr]
    tiles[2].visible = True
    prompt.controls = [ft.Container(ft.Text("Take the trick"), bgcolor=ft.Colors.AMBER)]
    stacks.controls[1].value = "Ben 3"  # type: ignore[attr-defined]
    changed = [tiles[0], tiles[2], prompt, stacks.controls[1], turn]

    one_by_one, together, sent = both_ways(page, changed, browser)

    assert len(sent) == 1 and sent[0].body["id"] == page._i
    assert together == one_by_one
    assert find(together, turn._i)["value"] == "Ben takes"  # type: ignore[index]


def test_a_control_added_by_its_parent_is_not_added_again() -> None:
    box = ft.Column([])
    page, _, browser = on_page(box)
    inner = ft.Text("new")
    box.controls = [ft.Container(inner)]
    one_by_one, together, _ = both_ways(page, [box, inner], browser)
    assert together == one_by_one
    assert len(find(together, box._i)["controls"]) == 1  # type: ignore[index]


def test_a_place_counted_before_its_parent_changed_is_sent_as_flet_sends_it() -> None:
    first, second = ft.Text("a"), ft.Text("b")
    row = ft.Row([first, second])
    page, _, browser = on_page(row)
    second.value = "b2"
    row.controls.insert(0, ft.Text("new"))  # the second moves one place on
    one_by_one, together, sent = both_ways(page, [second, row], browser)
    assert len(sent) == 2
    assert together == one_by_one


def test_the_page_gets_one_message_from_update_at_once() -> None:
    a, b = ft.Text("a"), ft.Text("b")
    page, connection, _ = on_page(ft.Column([a]), ft.Column([b]))
    a.value, b.value = "a2", "b2"
    update_at_once(page, [a, b])
    assert len(connection.sent) == 1
    assert connection.send_message.__func__ is Kept.send_message  # type: ignore[attr-defined]


CHANGES = st.lists(
    st.tuples(st.integers(0, 11), st.sampled_from(["text", "hide", "add", "drop", "swap"])),
    min_size=1,
    max_size=8,
)


@settings(max_examples=60, deadline=None)
@given(changes=CHANGES, order=st.randoms(use_true_random=False))
def test_any_changes_in_any_order_end_on_the_same_screen(changes: list, order: Any) -> None:
    rows = [ft.Row([ft.Text(f"{r}.{c}") for c in range(3)]) for r in range(4)]
    groups = [sent_alone(ft.Column(rows[:2])), ft.Column(rows[2:])]
    page, _, browser = on_page(*groups)
    controls: list[ft.Control] = [*groups, *rows, *(t for r in rows for t in r.controls)]
    touched: list[ft.Control] = []
    for which, change in changes:
        row = rows[which % 4]
        if change == "text" and row.controls:
            text = row.controls[which % len(row.controls)]
            text.value = f"{text.value}!"  # type: ignore[attr-defined]
            touched.append(text)
        elif change == "hide":
            row.visible = not row.visible
            touched.append(row)
        elif change == "add":
            row.controls.insert(which % (len(row.controls) + 1), ft.Text("new"))
            touched.append(row)
        elif change == "drop" and row.controls:
            row.controls.pop(which % len(row.controls))
            touched.append(row)
        elif change == "swap" and len(row.controls) > 1:
            row.controls.reverse()
            touched.append(row)
    touched += [c for c in controls if c.parent is not None and order.random() < 0.2]
    order.shuffle(touched)
    one_by_one, together, _ = both_ways(page, list(dict.fromkeys(touched)), browser)
    assert together == one_by_one


def test_an_update_made_while_one_is_held_joins_it() -> None:
    """A control's update that itself updates the page (Flet calls a control's ``did_mount``
    in the middle of sending) is held with the rest, and Flet's sending is back after."""
    a, b, c = ft.Text("a"), ft.Text("b"), ft.Text("c")
    page, connection, browser = on_page(ft.Column([a]), ft.Column([b]), ft.Column([c]))

    class Inner(ft.Text):
        def did_mount(self) -> None:
            c.value = "c2"
            update_at_once(page, [c, b])

    box = a.parent
    box.controls.append(Inner("new"))  # type: ignore[union-attr]
    a.value, b.value = "a2", "b2"
    update_at_once(page, [box, a])  # type: ignore[list-item]
    assert connection.send_message.__func__ is Kept.send_message  # type: ignore[attr-defined]
    for message in connection.sent:
        apply(browser, message)
    assert [find(browser, x._i)["value"] for x in (a, b, c)] == ["a2", "b2", "c2"]  # type: ignore[index]
