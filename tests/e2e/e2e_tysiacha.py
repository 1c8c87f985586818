"""Tysiacha in the browser: tap an event as a player would, and what the screen then says.

Every name tapped comes from the view model in the tab's language, so the same taps drive
the app in English, German or French."""

from __future__ import annotations

import re

from e2e_harness import Ui

from assistant.games.tysiacha.kind import ID
from assistant.languages import Translator
from assistant.service import Listig
from assistant.states import GameState
from engine.french import Card
from engine.tysiacha import Bid, Concede, Event, FinalBid, Game, Pass, Play, Widow
from views.flow import Screen, screen_of
from views.round_words import NUMBERED_OVER
from views.tysiacha.model import (
    FORTY,
    MARRIAGE,
    MORE,
    PASS,
    PLAIN,
    Choosing,
    Prompt,
    round_end_of,
    table_of,
)


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


def _spoken(prompt: Prompt | None, value: int | str) -> str:
    assert prompt is not None
    return next(c.spoken for c in prompt.choices if c.value == value)


def _choose(ui: Ui, game: Game, value: int | str, tr: Translator) -> None:
    prompt = table_of(game, tr=tr).prompt
    assert prompt is not None
    if value not in [c.value for c in prompt.choices]:
        ui.tap(_spoken(prompt, MORE))
        prompt = table_of(game, Choosing(all_bids=True), tr).prompt
    ui.tap(_spoken(prompt, value))


def tap_event(ui: Ui, game: Game, event: Event, tr: Translator) -> None:
    """Make ``event`` happen by tapping, as the table would (``game`` as it stands before)."""
    match event:
        case Bid(_, amount):
            _choose(ui, game, amount, tr)
        case Pass():
            _choose(ui, game, PASS, tr)
        case FinalBid(_, amount):
            _choose(ui, game, amount, tr)
        case Concede():
            _choose(ui, game, FORTY, tr)
        case Widow(_, cards):
            for card in cards:
                ui.tap(pad_name(card, tr))
        case Play(_, card, marriage):
            ui.tap(pad_name(card, tr))
            asked = table_of(game, Choosing(lead=card), tr).prompt
            if asked is not None:
                ui.tap(_spoken(asked, MARRIAGE if marriage else PLAIN))


def seeded(url: str, players: list[str], events: list[Event], first_dealer: int = 0) -> GameState:
    """A Tysiacha game started through the service with ``events`` applied."""
    service = Listig(url)
    try:
        known = {p.name: p.id for p in service.players(include_archived=True)}
        ids = [known[n] if n in known else service.add_player(n).id for n in players]
        state = service.start_game(ids, first_dealer, game="tysiacha")
        for event in events:
            state = service.apply(state.game_id, event)
        return state
    finally:
        service.close()
