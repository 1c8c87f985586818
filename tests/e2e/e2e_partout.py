"""Partout in the browser: tap an event as a player would, and what the screen then says."""

from __future__ import annotations

import re

from e2e_harness import Ui

from assistant.service import Listig
from assistant.states import GameState
from engine.errors import ENGLISH
from engine.partout import (
    Card,
    Color,
    Emblem,
    Event,
    Game,
    Play,
    Predict,
    Special,
    TrumpColor,
    TrumpNumber,
)
from views.flow import Screen, screen_of
from views.partout.model import round_end_of, table_of


def name(card: Card) -> str:
    """A card's accessible name on the pad: ``Green 5``, ``King``."""
    return card.said(_WORDS)


def color(c: Color) -> str:
    """A color's name as a label: ``Green``."""
    return c.label.capitalize()


class _Words:
    """English as the app says it (cards named, not in record notation)."""

    notation = False
    template = ENGLISH.template
    word = ENGLISH.word
    and_list = ENGLISH.and_list
    number = ENGLISH.number

    def card_name(self, color: str, number: int) -> str:
        return f"{color[:1].upper()}{color[1:]} {number}"


_WORDS = _Words()


def heading(game: Game) -> str:
    """The text that shows the screen has caught up with ``game``."""
    match screen_of(game):
        case Screen.TABLE:
            return table_of(game).turn
        case Screen.ROUND_END:
            end = round_end_of(game)
            return f"Round {end.round_no} of {end.rounds} is over"
        case Screen.GAME_END:
            return "The game is over"


def pad_name(card: Card) -> re.Pattern[str]:
    """A pad card's accessible name, with or without its state (``Red 2, in this trick``)."""
    return re.compile(rf"^{re.escape(name(card))}(, .*)?$")


def target_name(card: Card) -> re.Pattern[str]:
    """A trick card the Dungeon may lock up: ``Lock up King, played by Ben, …``."""
    return re.compile(rf"^Lock up {re.escape(name(card))},")


def tap_card(ui: Ui, card: Card) -> None:
    """Tap a card on the pad: its color's tab first when another color shows (6 players)."""
    if isinstance(card, Emblem) and not ui.button(pad_name(card)).count():
        ui.tap(color(card.color))
    ui.tap(pad_name(card))


def tap_event(ui: Ui, event: Event) -> None:
    """Make ``event`` happen by tapping, as the table would."""
    match event:
        case TrumpNumber(_, number):
            ui.tap(f"Trump number {number}")
        case TrumpColor(_, c):
            ui.tap(f"Trump color {color(c)}")
        case Predict(by, tricks):
            ui.tap(f"{by} predicts {tricks} trick" + ("" if tricks == 1 else "s"))
        case Play(_, Special.MATHEMATICIAN as card, number=number):
            tap_card(ui, card)
            ui.tap(f"New trump number {number}")
        case Play(_, Special.ALCHEMIST as card, color=c) if c is not None:
            tap_card(ui, card)
            ui.tap(f"New trump color {color(c)}")
        case Play(_, Special.DUNGEON as card, target=target) if target is not None:
            tap_card(ui, card)
            ui.tap(target_name(target))
        case Play(_, card):
            tap_card(ui, card)


def seeded(url: str, players: list[str], events: list[Event], first_dealer: int = 0) -> GameState:
    """A Partout game started through the service with ``events`` applied."""
    service = Listig(url)
    try:
        known = {p.name: p.id for p in service.players(include_archived=True)}
        ids = [known[n] if n in known else service.add_player(n).id for n in players]
        state = service.start_game(ids, first_dealer, game="partout")
        for event in events:
            state = service.apply(state.game_id, event)
        return state
    finally:
        service.close()
