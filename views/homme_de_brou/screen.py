"""A Homme de Brou game in progress at ``/game/<id>``: the table, the deal end and the game
end, and every tap's command (the turn-up, a declaration, a card, the dummy's hand)."""

from __future__ import annotations

from dataclasses import replace

import flet as ft

from assistant.languages import N_, Translator
from assistant.states import GameState
from engine.homme_de_brou import Card, Declare, Game, Hand, Kind, Phase, Play, Suit, TurnUp
from views.game_base import GameScreenBase, GameViews, LastTrick
from views.homme_de_brou.ends import ENDS
from views.homme_de_brou.look import card_face
from views.homme_de_brou.model import (
    DECLARE,
    LAY,
    SEAT,
    Choosing,
    HommeDeBrouTable,
    PastTrick,
    Pending,
    declarer_of,
    event_said,
    fresh_round,
    hand_size,
    last_trick_of_game,
    names,
    table_of,
)
from views.homme_de_brou.table import HommeDeBrouTableControls
from views.shell import Shell, guarded


def trick_lines(past: PastTrick, tr: Translator) -> list[str | ft.Control]:
    """Under the last trick's cards: who took it and why, its rencontres, its card points."""
    return [
        past.why,
        *(ft.Text(r, size=15, weight=ft.FontWeight.W_600) for r in past.rencontres),
        ft.Text(tr.format(N_("{points} card points"), points=past.points), size=14),
    ]


VIEWS = GameViews(ENDS, event_said, Play, LastTrick(last_trick_of_game, card_face, trick_lines))


class HommeDeBrouScreen(GameScreenBase[Game, HommeDeBrouTable, Choosing]):
    """The view at ``/game/<id>`` for a game of Homme de Brou."""

    table: HommeDeBrouTableControls

    def __init__(self, shell: Shell, state: GameState) -> None:
        self.choosing = Choosing()
        """Taps held between two: the seat chosen to declare, the dummy's hand so far."""
        self.table = HommeDeBrouTableControls(self, shell.tr)
        super().__init__(shell, state, VIEWS)

    def table_now(self) -> HommeDeBrouTable:
        """The table with the taps held."""
        return table_of(self.game, self.choosing, self.tr)

    def title_of(self, model: HommeDeBrouTable) -> str:
        """The trick (or, before play, the deal)."""
        playing = model.phase is Phase.PLAY
        return self.trick_or_deal(playing, model.trick_no, 8, model.deal_no)

    def forget_choices(self) -> None:
        """Forget taps half made (a new state came)."""
        self.choosing = Choosing()

    def event_said(self, event: object) -> str:
        """What an event was, the dummy named in the viewer's language (its stored name is
        the language of the tab that began the game)."""
        game, dummy = self.game, self.game.dummy
        if isinstance(event, TurnUp | Declare | Hand | Play) and dummy is not None:
            stored = game.players[dummy]
            event = replace(event, by=names(game, self.tr)[dummy]) if event.by == stored else event
        return super().event_said(event)

    def done(self, take: bool) -> str:
        """After the card that completed a trick: who took it and why, and any rencontre it
        held, beside an undo."""
        past = self.completed_trick(take, lambda: last_trick_of_game(self.game, self.tr))
        return "" if past is None else past.said

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
