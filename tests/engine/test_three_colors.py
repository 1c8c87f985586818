"""Any card may be played, except a fourth color once three colors lie in the trick."""

from __future__ import annotations

import pytest
from engine_helpers import new_round, play, snapshot, take

from engine.errors import FourthColor
from engine.mit_list_und_tuecke import Card, Color, Play


def test_the_led_color_need_not_be_followed() -> None:
    rnd = new_round(4)
    play(rnd, "R10", "Y6")
    assert [str(c) for _, c in rnd.trick] == ["R10", "Y6"]


def test_two_colors_allow_any_color() -> None:
    rnd = new_round(4)
    play(rnd, "R10", "Y6")
    assert rnd.fourth_color is None
    assert {c.color for c in rnd.playable_cards()} == set(Color)


def test_three_colors_forbid_the_fourth() -> None:
    rnd = new_round(4)
    play(rnd, "R10", "Y6", "B2")
    assert rnd.fourth_color is Color.GREEN
    assert all(c.color is not Color.GREEN for c in rnd.playable_cards())
    before = snapshot(rnd)
    with pytest.raises(FourthColor) as info:
        rnd.apply(Play("Dan", Card.parse("G5")))
    message = info.value.message
    assert "Dan" in message and "G5" in message
    assert "blue, red and yellow" in message
    assert info.value.params["colors"] == {Color.BLUE, Color.RED, Color.YELLOW}
    assert snapshot(rnd) == before


def test_three_colors_still_allow_the_three() -> None:
    rnd = new_round(5)
    play(rnd, "R10", "Y6", "B2", "B3", "R1")
    assert len(rnd.trick) == 5


def test_the_limit_resets_with_the_next_trick() -> None:
    rnd = new_round(4)
    play(rnd, "R10", "Y6", "B2", "R3")
    take(rnd, "R10", "R3")
    assert rnd.fourth_color is None
    play(rnd, "G1")
    assert rnd.trick_colors == {Color.GREEN}
