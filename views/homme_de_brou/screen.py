"""A Homme de Brou game in progress at ``/game/<id>``: the table, the deal end and the game
end, and every tap's command (the turn-up, a declaration, a card, the dummy's hand)."""

from __future__ import annotations

from typing import cast

import flet as ft

from assistant.languages import N_
from assistant.states import GameState
from engine.homme_de_brou import Card, Declare, Event, Game, Hand, Kind, Phase, Play, Suit, TurnUp
from views.game_base import GameScreenBase
from views.homme_de_brou.ends import game_end_view, round_end_view
from views.homme_de_brou.look import card_face
from views.homme_de_brou.model import (
    DECLARE,
    LAY,
    SEAT,
    Choosing,
    HommeDeBrouTable,
    Pending,
    declarer_of,
    event_said,
    fresh_round,
    game_end_of,
    hand_size,
    last_trick_of_game,
    round_end_of,
    table_of,
)
from views.homme_de_brou.table import HommeDeBrouTableControls
from views.labelled import icon_button
from views.shell import Shell, guarded


class HommeDeBrouScreen(GameScreenBase):
    """The view at ``/game/<id>`` for a game of Homme de Brou."""

    table: HommeDeBrouTableControls

    def __init__(self, shell: Shell, state: GameState) -> None:
        tr = shell.tr
        self.choosing = Choosing()
        """Taps held between two: the seat chosen to declare, the dummy's hand so far."""
        self.model: HommeDeBrouTable | None = None
        self.table = HommeDeBrouTableControls(self, tr)
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
        """The table brought up to the state; the trick (or, before play, the deal) in the
        title."""
        tr = self.tr
        self.model = table_of(self.game, self.choosing, tr)
        if self.model.phase is Phase.PLAY:
            self.title.value = tr.format(
                N_("Trick {trick} of {tricks}"), trick=self.model.trick_no, tricks=8
            )
        else:
            self.title.value = tr.format(N_("Deal {round}"), round=self.model.deal_no)
        return self.table.show(self.model)

    def round_end(self) -> ft.Control:
        """The end of the deal just ended."""
        return round_end_view(
            round_end_of(self.game, tr=self.tr), self.on_next_round_tapped, self.tr
        )

    def game_end(self) -> ft.Control:
        """The side that won, the race to 300, the last deal."""
        return game_end_view(
            game_end_of(self.game, self.tr),
            round_end_of(self.game, tr=self.tr),
            self.on_export_tapped,
            self.on_same_table_tapped,
            self.tr,
        )

    def forget_choices(self) -> None:
        """Forget taps half made (a new state came)."""
        self.choosing = Choosing()

    def event_said(self, event: object) -> str:
        """What an event of this game was, in words."""
        return event_said(cast(Event, event), self.tr) if event is not None else ""

    def done(self, take: bool) -> str:
        """After the card that completed a trick: who took it and why, and any rencontre it
        held, beside an undo."""
        past = self.completed_trick(take, lambda: last_trick_of_game(self.game, self.tr))
        return "" if past is None else past.said

    # -------------------------------------------------------------- commands

    def send(self, event: Event) -> None:
        """Send one event of the rules; the engine says why, if it may not be."""
        self.send_event(event, take=isinstance(event, Play))

    def hold(self, choosing: Choosing) -> None:
        """Keep a half-made choice and show it."""
        self.choosing = choosing
        self.message = ""
        self.render()
        self.refresh()

    # -------------------------------------------------------------- handlers

    @guarded
    def on_card_tapped(self, card: Card) -> None:
        """A card of the pad: the dealer's turned-up card, one of the dummy's hand while it
        is tapped, else the card of the seat whose turn it is (the dummy's, moved by its
        partner, in the dummy's turn)."""
        model = self.model
        if model is None or model.to_act is None:
            return
        rnd = fresh_round(self.game)
        if model.phase is Phase.TURN_UP:
            self.send(TurnUp(rnd.players[rnd.dealer], card))
            return
        prompt = model.prompt
        if prompt is not None and prompt.kind is Pending.HAND and rnd.dummy is not None:
            hand = self.choosing.hand
            if card in hand:
                self.hold(Choosing(laying=True, hand=tuple(c for c in hand if c != card)))
                return
            hand = (*hand, card)
            if len(hand) < hand_size(rnd):
                self.hold(Choosing(laying=True, hand=hand))
                return
            self.send(Hand(rnd.players[rnd.dummy], hand))
            return
        self.send(Play(model.to_act, card))

    @guarded
    def on_choice_tapped(self, value: str) -> None:
        """A one-tap choice: the seat to declare, its marriage or tierce of a suit, or
        laying down the dummy's hand."""
        model = self.model
        if model is None or model.prompt is None:
            return
        rnd = fresh_round(self.game)
        if value == LAY:
            self.hold(Choosing(laying=True))
        elif value.startswith(SEAT + ":"):
            self.hold(Choosing(declarer=int(value.split(":")[1])))
        elif value.startswith(DECLARE + ":"):
            _, kind, suit = value.split(":")
            seat = declarer_of(rnd, self.choosing)
            if seat is not None:
                self.send(Declare(rnd.players[seat], Kind(kind), Suit(suit)))

    @guarded
    def on_cancel_tapped(self) -> None:
        """Leave a half-made choice: the dummy's hand tapped so far is cleared."""
        self.hold(Choosing())

    @guarded
    def on_last_trick_tapped(self) -> None:
        """Show the last finished trick, who took it and why, and its rencontres."""
        tr = self.tr
        past = last_trick_of_game(self.game, tr)
        if past is None:
            self.shell.toast(tr._("No trick has been finished yet."))
            return
        cards: list[ft.Control] = [
            ft.Semantics(
                label=tc.spoken,
                exclude_semantics=True,
                content=ft.Column(
                    [card_face(tc.card, tr), ft.Text(tc.player, size=13)],
                    spacing=2,
                    tight=True,
                    horizontal_alignment=ft.CrossAxisAlignment.CENTER,
                ),
            )
            for tc in past.cards
        ]
        body = ft.Column(
            [
                ft.Row(cards, wrap=True, spacing=8),
                ft.Text(past.why, size=15),
                *(ft.Text(r, size=15, weight=ft.FontWeight.W_600) for r in past.rencontres),
                ft.Text(tr.format(N_("{points} card points"), points=past.points), size=14),
            ],
            tight=True,
            spacing=10,
        )
        self.shell.info(tr.format(N_("Trick {trick}"), trick=past.number), body)
