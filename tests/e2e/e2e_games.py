"""Games for the end-to-end tests: the sample record, and games set up through the service."""

from __future__ import annotations

import re
from pathlib import Path
from re import Pattern

from e2e_harness import ROOT, Ui

from assistant.files.record import Record, parse_record
from assistant.service import Listig
from assistant.states import GameState
from engine.mit_list_und_tuecke import Blocked, Card, Event, Game, Keep, Phase, Play, Take
from views.flow import Screen
from views.mit_list_und_tuecke.model import round_end_of, screen_of, table_of

SAMPLE = ROOT / "data" / "sample-4p.json"


def sample() -> Record:
    """The 4-player sample game (round 1 complete, with three color choices)."""
    return parse_record(Path(SAMPLE).read_text(encoding="utf-8"))


def record_of(players: int) -> Record:
    """The sample game of ``players`` players (``data/sample-<n>p.json``)."""
    return parse_record((ROOT / "data" / f"sample-{players}p.json").read_text(encoding="utf-8"))


def moment(record: Record, phase: Phase) -> tuple[Game, int]:
    """The game after the events that lead to the first ``phase`` with a full-ish trick."""
    game = Game(record.players, record.first_dealer)
    game.start_round()
    events = [m.to_event() for m in record.rounds[0]]
    for count, event in enumerate(events):
        table = table_of(game)
        if table.phase is phase and (phase is not Phase.PLAY or len(table.trick) >= 2):
            return game, count
        game.apply(event)
    raise AssertionError(f"no {phase} in round 1")


def sample_events(record: Record, round_no: int) -> list[Event]:
    """The events of one round of the record (1-based)."""
    return [model.to_event() for model in record.rounds[round_no - 1]]


def seeded_game(url: str, record: Record, events: int | None = None) -> GameState:
    """Start the record's game in the database at ``url`` and apply its first ``events``."""
    service = Listig(url)
    try:
        known = {p.name: p.id for p in service.players(include_archived=True)}
        ids = [known[n] if n in known else service.add_player(n).id for n in record.players]
        dealer = record.players.index(record.first_dealer)
        state = service.start_game(ids, dealer)
        every = [model.to_event() for events_ in record.rounds for model in events_]
        for event in every[: len(every) if events is None else events]:
            state = service.apply(state.game_id, event)
        return state
    finally:
        service.close()


def expected_heading(game: Game) -> str:
    """The text that shows the screen has caught up with ``game``: the turn, or the round end."""
    match screen_of(game):
        case Screen.TABLE:
            return table_of(game).turn
        case Screen.ROUND_END:
            end = round_end_of(game)
            return f"Round {end.round_no} of {end.rounds} is over"
        case Screen.GAME_END:
            return "The game is over"


def tap_event(ui: Ui, event: Event) -> None:
    """Make ``event`` happen by tapping, as a player at the table would."""
    match event:
        case Play(_, card):
            tap_card(ui, card)
        case Take(_, cards):
            for index, card in enumerate(cards[:-1], start=1):
                ui.tap(take_name(card))
                chosen = ", ".join(c.label for c in cards[:index])
                ui.wait_text(f"Chosen: {chosen} ({index} of {len(cards)})")
            ui.tap(take_name(cards[-1]))
        case Keep(_, colors):
            ui.tap(f"Keep {colors[0].label.capitalize()}")
            ui.wait_text(f"Chosen: {colors[0].label.capitalize()} (1 of 2)")
            ui.tap(f"Keep {colors[1].label.capitalize()}")
        case Blocked(by):
            ui.tap(f"{by} is blocked")
            ui.wait_text(f"{by} is blocked?")
            ui.page.wait_for_timeout(300)  # the dialog's opening animation
            ui.tap("Yes, blocked")


def take_name(card: Card) -> Pattern[str]:
    """The name of a trick card as a button during a take: ``Take Red 10, played by …``
    (its player and states follow the card; see ``views.mit_list_und_tuecke.model.TrickCard``)."""
    return re.compile("^" + re.escape(f"Take {card.label},"))


def pad_name(card: Card) -> Pattern[str]:
    """The name of a card's button on the pad: ``Red 10``, or with a state after it
    (``Red 10, in this trick``; see ``views.mit_list_und_tuecke.model.PadCard``)."""
    return re.compile("^" + re.escape(card.label) + "(, .+)?$")


def tap_card(ui: Ui, card: Card, shows: str | None = None) -> None:
    """Tap a card on the pad: its color's tab first when another color shows; with
    ``shows``, again until that text shows (a card played once is refused a second time)."""
    if not ui.button(pad_name(card)).count():
        ui.tap(card.label.rsplit(" ", 1)[0])
    if shows is None:
        ui.tap(pad_name(card))
    else:
        ui.tap_until(pad_name(card), shows)
