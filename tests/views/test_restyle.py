"""A control made to look like another (``look.restyle``): a board's place of the trick takes
the next card by changing what differs, and then looks as a face drawn afresh for it."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import flet as ft
from hypothesis import given, settings
from hypothesis import strategies as st

from assistant.languages import translator
from engine.gaigel.cards import CARDS as GAIGEL_CARDS
from engine.homme_de_brou.cards import CARDS as HOMME_DE_BROU_CARDS
from engine.mit_list_und_tuecke.cards import deck as mit_list_deck
from engine.partout.cards import Special
from engine.partout.cards import deck as partout_deck
from engine.tysiacha.cards import CARDS as TYSIACHA_CARDS
from views.gaigel.look import card_face as gaigel_face
from views.homme_de_brou.look import card_face as homme_de_brou_face
from views.look import alike, restyle
from views.mit_list_und_tuecke.look import card_face as mit_list_face
from views.partout.look import card_face as partout_face
from views.tysiacha.look import card_face as tysiacha_face

TR = translator("de")

FACES: dict[str, tuple[list[Any], Callable[[Any], ft.Control]]] = {
    "mit-list-und-tuecke": (
        sorted(mit_list_deck(6), key=str),
        lambda card: mit_list_face(card.color, card.number, size=26),
    ),
    "partout": (sorted(partout_deck(6), key=str), lambda card: partout_face(card, size=26)),
    "gaigel": (sorted(GAIGEL_CARDS, key=str), lambda card: gaigel_face(card, TR, 26)),
    "tysiacha": (sorted(TYSIACHA_CARDS, key=str), lambda card: tysiacha_face(card, TR, 26)),
    "homme-de-brou": (
        sorted(HOMME_DE_BROU_CARDS, key=str),
        lambda card: homme_de_brou_face(card, TR, 26),
    ),
}


def look_of(value: Any) -> Any:
    """Everything a control tree says to the browser, without Flet's ids."""
    if isinstance(value, ft.BaseControl):
        return (
            type(value).__name__,
            tuple(
                (field.name, look_of(getattr(value, field.name)))
                for field in dataclasses.fields(value)
                if not field.name.startswith("_")
            ),
        )
    if isinstance(value, list):
        return tuple(look_of(item) for item in value)
    return value


@settings(max_examples=150, deadline=None)
@given(data=st.data(), game=st.sampled_from(sorted(FACES)))
def test_a_face_made_to_look_like_another_card_looks_as_that_card_drawn_afresh(
    data: st.DataObject, game: str
) -> None:
    cards, face = FACES[game]
    first, second = data.draw(st.sampled_from(cards)), data.draw(st.sampled_from(cards))
    live, model = face(first), face(second)
    if not alike(live, model):  # another make of face (Partout's specials): drawn anew
        assert look_of(live) != look_of(model)
        return
    assert restyle(live, model) == (first != second)
    assert look_of(live) == look_of(face(second))
    assert look_of(model) == look_of(face(second))  # the model is left as it was
    assert not restyle(live, model)  # nothing more to change


def test_every_card_of_a_kind_takes_another_in_place() -> None:
    for game, (cards, face) in FACES.items():
        makes = {look_of(face(card))[0] for card in cards}
        assert makes == {"Container"}, game
        alone = [card for card in cards if not alike(face(cards[0]), face(card))]
        # only Partout's specials are drawn another way than its numbered cards
        assert all(isinstance(card, Special) for card in alone), (game, alone)
        assert len(alone) < len(cards) / 2, game


def test_what_is_taken_from_the_model_is_not_shared() -> None:
    live = ft.Container(ft.Text("a"), padding=ft.Padding.all(2))
    model = ft.Container(ft.Text("b"), padding=ft.Padding.all(5))
    assert alike(live, model)
    assert restyle(live, model)
    assert live.padding == model.padding and live.padding is not model.padding
    assert live.content.value == "b"  # type: ignore[union-attr]


def test_controls_built_otherwise_are_not_alike() -> None:
    assert not alike(ft.Text("a"), ft.Icon(ft.Icons.STAR))
    assert not alike(ft.Column([ft.Text("a")]), ft.Column([ft.Text("a"), ft.Text("b")]))
    assert not alike(ft.Container(ft.Text("a")), ft.Container(ft.Icon(ft.Icons.STAR)))
    assert not alike(ft.Container(ft.Text("a")), ft.Container())


def test_a_control_restyled_taps_as_its_model_does_and_no_handler_is_sent() -> None:
    """A choice restyled to another takes the other's tap: its handler is swapped, and as
    the browser knows only that there is one, nothing about it is to be sent."""
    tapped: list[str] = []

    def choice(value: str) -> ft.Container:
        return ft.Container(ft.Text(value), on_click=lambda _: tapped.append(value))

    live = choice("3")
    live._dirty.clear()
    assert restyle(live, choice("4"))
    assert live.on_click is not None
    live.on_click(None)
    assert tapped == ["4"]
    assert "on_click" not in live._dirty  # the text changed; the handler is not sent
    assert not restyle(live, choice("4"))  # the same look again: nothing to send
    bare = ft.Container(ft.Text("4"))
    assert restyle(live, bare) and live.on_click is None and "on_click" in live._dirty
