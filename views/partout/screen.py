"""A Partout game in progress at ``/game/<id>``: the table, the round end and the game end,
and every tap's command (a trump number, a trump color, a prediction, a card with its
special's choice)."""

from __future__ import annotations

from typing import cast

import flet as ft

from assistant.languages import N_
from assistant.states import GameState
from engine.partout import (
    Card,
    Color,
    Event,
    Game,
    Phase,
    Play,
    Predict,
    Special,
    TrumpColor,
    TrumpNumber,
)
from views.game_base import GameScreenBase
from views.labelled import icon_button
from views.partout.ends import game_end_view, round_end_view
from views.partout.look import card_face
from views.partout.model import (
    ASKS,
    PartoutTable,
    Pending,
    event_said,
    game_end_of,
    last_trick_of_game,
    round_end_of,
    table_of,
)
from views.partout.table import PartoutTableControls
from views.shell import Shell, guarded


class PartoutScreen(GameScreenBase):
    """The view at ``/game/<id>`` for a game of Partout."""

    table: PartoutTableControls

    def __init__(self, shell: Shell, state: GameState) -> None:
        tr = shell.tr
        self.pending: Special | None = None
        """A Mathematician, Alchemist or Dungeon tapped: its choice is due on the screen."""
        self.model: PartoutTable | None = None
        self.table = PartoutTableControls(self, len(state.players), tr)
        last = icon_button(
            ft.Icons.HISTORY, tr._("Last trick"), lambda _: self.on_last_trick_tapped()
        )
        super().__init__(shell, state, [last])
        self.render()

    @property
    def game(self) -> Game:
        """The engine's game of this state."""
        return cast(Game, self.state.game)

    # --------------------------------------------------------------- render

    def render_table(self) -> list[ft.Control]:
        """The table brought up to the state; the trick (or, before it, the round) in the
        title."""
        tr = self.tr
        self.model = table_of(self.game, self.pending, tr)
        if self.model.phase is Phase.PLAY:
            self.title.value = tr.format(
                N_("Trick {trick} of {tricks}"), trick=self.model.trick_no, tricks=self.model.tricks
            )
        else:
            self.title.value = tr.format(
                N_("Round {round} of {rounds}"), round=self.model.round_no, rounds=self.model.rounds
            )
        return self.table.show(self.model)

    def round_end(self) -> ft.Control:
        """The round end of the round just ended."""
        return round_end_view(
            round_end_of(self.game, tr=self.tr), self.on_next_round_tapped, self.tr
        )

    def game_end(self) -> ft.Control:
        """The final standings, the last round, what to do next."""
        return game_end_view(
            game_end_of(self.game, self.tr),
            round_end_of(self.game, tr=self.tr),
            self.on_export_tapped,
            self.on_same_table_tapped,
            self.tr,
        )

    def forget_choices(self) -> None:
        """Forget a special's choice half made."""
        self.pending = None

    def event_said(self, event: object) -> str:
        """What an event of this game was, in words."""
        return event_said(event, self.tr) if isinstance(event, Event) else ""

    def done(self, take: bool) -> str:
        """After the card that completed a trick: who took it and why, beside an undo."""
        return self.trick_taken(take, lambda: last_trick_of_game(self.game, self.tr))

    def send(self, event: Event) -> None:
        """Send one event of the rules; the engine says why, if it may not be."""
        self.send_event(event, take=isinstance(event, Play))

    # -------------------------------------------------------------- handlers

    @guarded
    def on_card_tapped(self, card: Card) -> None:
        """Play the card for the player whose turn it is; a Mathematician, Alchemist or
        Dungeon (with a card in the trick to lock up) first asks for its choice."""
        by = self.actor
        model = self.model
        if by is None or model is None:
            return
        asks = ASKS.get(card) if isinstance(card, Special) else None
        leads = asks is Pending.TARGET and not model.trick  # a Dungeon that leads locks nothing
        if asks is not None and model.phase is Phase.PLAY and not leads:
            self.pending = cast(Special, card)
            self.message = ""
            self.render()
            self.refresh()
            return
        self.send(Play(by, card))

    @guarded
    def on_choice_tapped(self, value: int | Color) -> None:
        """A one-tap choice: the trump number or color, a prediction, a special's choice."""
        by, model = self.actor, self.model
        if by is None or model is None or model.prompt is None:
            return
        kind = model.prompt.kind
        if kind is Phase.TRUMP_NUMBER and isinstance(value, int):
            self.send(TrumpNumber(by, value))
        elif kind is Phase.TRUMP_COLOR and isinstance(value, Color):
            self.send(TrumpColor(by, value))
        elif kind is Phase.PREDICT and isinstance(value, int):
            self.send(Predict(by, value))
        elif kind is Pending.NUMBER and isinstance(value, int):
            self.send(Play(by, Special.MATHEMATICIAN, number=value))
        elif kind is Pending.COLOR and isinstance(value, Color):
            self.send(Play(by, Special.ALCHEMIST, color=value))

    @guarded
    def on_trick_card_tapped(self, card: Card) -> None:
        """The Dungeon locks up the card tapped in the trick."""
        by = self.actor
        if by is None or self.pending is not Special.DUNGEON:
            return
        self.send(Play(by, Special.DUNGEON, target=card))

    @guarded
    def on_cancel_tapped(self) -> None:
        """Leave a special's choice: the card stays on the pad."""
        self.pending = None
        self.render()
        self.refresh()

    @guarded
    def on_last_trick_tapped(self) -> None:
        """Show the last finished trick, who took it and why (and what a Dungeon locked)."""
        past = last_trick_of_game(self.game, self.tr)
        if past is None:
            self.show_trick(None, [], [])
            return
        plays = [(tc.spoken, card_face(tc.card), tc.player) for tc in past.cards]
        self.show_trick(past.number, plays, [past.why, *([past.locked] if past.locked else [])])
