"""Homme de Brou in the browser: tap an event as a player would, and what the screen then
says.

Every name tapped comes from the view model in the tab's language, so the same taps drive
the app in English, German or French."""

from __future__ import annotations

import re

from e2e_harness import Ui

from assistant.games.homme_de_brou.kind import ID
from assistant.languages import Translator
from assistant.service import Listig
from assistant.states import GameState
from engine.homme_de_brou import Card, Declare, Event, Game, Hand, Play, TurnUp
from views.flow import Screen, screen_of
from views.homme_de_brou.model import (
    DECLARE,
    LAY,
    SEAT,
    Choosing,
    Prompt,
    declarer_of,
    fresh_round,
    round_end_of,
    table_of,
)
from views.round_words import NUMBERED_OVER


def pad_name(card: Card, tr: Translator) -> re.Pattern[str]:
    """A pad card's accessible name, with or without its state (``ten of hearts, in …``)."""
    return re.compile(rf"^{re.escape(card.said(tr))}(, .*)?$")


def heading(game: Game, tr: Translator) -> str:
    """The text that shows the screen has caught up with ``game``."""
    match screen_of(game):
        case Screen.TABLE:
            return table_of(game, tr=tr).turn
        case Screen.ROUND_END:
            end = round_end_of(game, tr=tr)
            return NUMBERED_OVER.said(tr, ID, round=end.round_no)
        case Screen.GAME_END:
            return tr._("The game is over")


def spoken(prompt: Prompt | None, value: str) -> str:
    """The accessible name of the choice ``value``."""
    assert prompt is not None
    return next(c.spoken for c in prompt.choices if c.value == value)


def tap_event(ui: Ui, game: Game, event: Event, tr: Translator) -> None:
    """Make ``event`` happen by tapping, as the table would (``game`` as it stands before)."""
    rnd = fresh_round(game)
    match event:
        case TurnUp(_, card) | Play(_, card):
            ui.tap(pad_name(card, tr))
        case Declare(by, kind, suit):
            seat = rnd.seat(by)
            if declarer_of(rnd, Choosing()) != seat:
                ui.tap(spoken(table_of(game, tr=tr).prompt, f"{SEAT}:{seat}"))
            prompt = table_of(game, Choosing(declarer=seat), tr).prompt
            ui.tap(spoken(prompt, f"{DECLARE}:{kind.value}:{suit.value}"))
        case Hand(_, cards):
            ui.tap(spoken(table_of(game, tr=tr).prompt, LAY))
            for card in cards:
                ui.tap(pad_name(card, tr))


def seeded(url: str, players: list[str], events: list[Event], first_dealer: int = 0) -> GameState:
    """A Homme de Brou game of four started through the service with ``events`` applied."""
    service = Listig(url)
    try:
        known = {p.name: p.id for p in service.players(include_archived=True)}
        ids = [known[n] if n in known else service.add_player(n).id for n in players]
        state = service.start_game(ids, first_dealer, game="homme-de-brou")
        for event in events:
            state = service.apply(state.game_id, event)
        return state
    finally:
        service.close()
