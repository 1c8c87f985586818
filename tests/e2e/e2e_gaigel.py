"""Gaigel in the browser: tap an event as a player would, and what the screen then says.

Every name tapped comes from the view model in the tab's language, so the same taps drive
the app in English, German or French."""

from __future__ import annotations

import re

from e2e_harness import PHONE, Ui

from assistant.games.gaigel.kind import ID
from assistant.languages import Translator
from assistant.service import Listig
from assistant.states import GameState
from engine.french import Card
from engine.gaigel import (
    Claim,
    ClaimKind,
    Event,
    Exchange,
    Game,
    Marriage,
    Reserve,
    Trick,
    TurnUp,
)
from views.flow import Screen
from views.gaigel.model import (
    EXCHANGE,
    OUT_ACTION,
    RESERVE,
    UNDERGAIGEL,
    Choosing,
    GaigelTable,
    table_of,
)
from views.round_words import NUMBERED_OVER


def name(text: str) -> re.Pattern[str]:
    """A button's accessible name, with or without its state (``Anna, chosen``)."""
    return re.compile(rf"^{re.escape(text)}(, .*)?$")


def chosen(player: str, tr: Translator) -> str:
    """A player's button once tapped as the one who acts."""
    return f"{player}, {tr._('chosen')}"


def pad_name(card: Card, tr: Translator) -> re.Pattern[str]:
    """A pad card's accessible name, with or without its state."""
    return name(card.said(tr))


def screen_now(game: Game) -> Screen:
    """The screen the app shows: the deal's end once a deal has ended (until "next")."""
    current = game.round
    return Screen.TABLE if current is None or not current.ended else Screen.ROUND_END


def heading(game: Game, tr: Translator) -> str:
    """The text that shows the screen has caught up with ``game``."""
    if screen_now(game) is Screen.TABLE:
        return table_of(game, tr=tr).turn
    return NUMBERED_OVER.said(tr, ID, round=len(game.rounds))


def in_view(ui: Ui, button: str | re.Pattern[str]) -> None:
    """The button is on the phone's screen, big enough for a finger: no scrolling."""
    box = None
    for _ in range(20):  # a redraw (the tab's language coming) replaces the node a moment
        ui.button(button).wait_for()
        box = ui.button(button).bounding_box()
        if box is not None:
            break
        ui.page.wait_for_timeout(100)
    assert box is not None, str(button)
    assert box["y"] >= 0 and box["y"] + box["height"] <= PHONE["height"], str(button)
    assert box["width"] >= 44 and box["height"] >= 44, str(button)


def press(ui: Ui, button: str | re.Pattern[str]) -> None:
    """Check the button is in view, then tap it."""
    in_view(ui, button)
    ui.tap(button)


def _model(game: Game, who: str | None, tr: Translator) -> GaigelTable:
    return table_of(game, Choosing(who=who), tr=tr)


ACTIONS = {ClaimKind.OUT: OUT_ACTION, ClaimKind.UNDERGAIGEL: UNDERGAIGEL}


def tap_event(ui: Ui, game: Game, event: Event, tr: Translator) -> None:
    """Make ``event`` happen by tapping, as the table would (``game`` as it stands before);
    every button checked inside the phone's screen first."""
    match event:
        case TurnUp(_, card):
            press(ui, pad_name(card, tr))
            return
        case Trick(by, counters):
            press(ui, name(by))
            ui.button(chosen(by, tr)).wait_for()
            typed = ""
            for digit in str(counters):
                press(ui, digit)
                typed += digit
                ui.wait_text(
                    tr.format(
                        "Trick {trick}: {player} takes {counters}",
                        trick=len(game.rounds[-1].tricks) + 1,
                        player=by,
                        counters=typed,
                    )
                )
            press(ui, tr._("OK: the trick is taken"))
            return
    by = event.by
    press(ui, name(by))
    model = _model(game, by, tr)
    ui.button(model.out.spoken).wait_for()
    match event:
        case Marriage(_, suit):
            press(ui, next(s.spoken for s in model.marriages if s.suit is suit))
        case Exchange():
            press(ui, next(a.spoken for a in model.actions if a.value == EXCHANGE))
        case Reserve():
            press(ui, next(a.spoken for a in model.actions if a.value == RESERVE))
        case Claim(_, ClaimKind.OUT):
            press(ui, model.out.spoken)
        case Claim(_, claim):
            press(ui, next(a.spoken for a in model.actions if a.value == ACTIONS[claim]))
        case _:
            raise AssertionError(f"no tap for {event}")


def seeded(url: str, players: list[str], events: list[Event], first_dealer: int = 0) -> GameState:
    """A Gaigel sitting started through the service with ``events`` applied."""
    service = Listig(url)
    try:
        known = {p.name: p.id for p in service.players(include_archived=True)}
        ids = [known[n] if n in known else service.add_player(n).id for n in players]
        state = service.start_game(ids, first_dealer, game="gaigel")
        for event in events:
            state = service.apply(state.game_id, event)
        return state
    finally:
        service.close()
