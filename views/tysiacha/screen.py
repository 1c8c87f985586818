"""A Tysiacha game in progress at ``/game/<id>``: the table, the deal end and the game end,
and every tap's command (a bid or a pass, the widow's three cards, the final bid or "forty
each", a card, a marriage declared with the lead)."""

from __future__ import annotations

from typing import cast

import flet as ft

from assistant.languages import N_
from assistant.states import GameState
from engine.french import Card
from engine.tysiacha import Bid, Concede, Event, FinalBid, Game, Pass, Phase, Play, Widow
from views.game_base import GameScreenBase
from views.labelled import icon_button
from views.shell import Shell, guarded
from views.tysiacha.ends import game_end_view, round_end_view
from views.tysiacha.look import card_face
from views.tysiacha.model import (
    FORTY,
    MARRIAGE,
    MORE,
    PASS,
    Choosing,
    Pending,
    TysiachaTable,
    card_label,
    event_said,
    fresh_round,
    game_end_of,
    last_trick_of_game,
    round_end_of,
    table_of,
)
from views.tysiacha.table import TysiachaTableControls

WIDOW_CARDS = 3
ANSWER_FIRST = N_("First answer the question: the {card} with the marriage, or without?")


class TysiachaScreen(GameScreenBase):
    """The view at ``/game/<id>`` for a game of Tysiacha."""

    table: TysiachaTableControls

    def __init__(self, shell: Shell, state: GameState) -> None:
        tr = shell.tr
        self.choosing = Choosing()
        """Taps held between two: a king or queen to lead, the widow so far, every bid."""
        self.model: TysiachaTable | None = None
        self.table = TysiachaTableControls(self, tr)
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
        """The final standings, the race to 1000, the last deal."""
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
        """After the card that completed a trick: who took it and why, beside an undo."""
        return self.trick_taken(take, lambda: last_trick_of_game(self.game, self.tr))

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
        """A card of the pad: one of the widow's three while it is entered; else played by
        the player whose turn it is — a king or queen that leads with its marriage possible
        first asks whether the marriage is declared, and until that is answered (or
        cancelled) a card tapped is said to wait and changes nothing."""
        by, model = self.actor, self.model
        if by is None or model is None:
            return
        lead = self.choosing.lead
        if lead is not None:  # the marriage question is open: the pad waits for its answer
            self.say(self.tr.format(ANSWER_FIRST, card=card_label(lead, self.tr)))
            self.render()
            self.refresh()
            return
        rnd = fresh_round(self.game)
        if model.phase is Phase.WIDOW:
            widow = self.choosing.widow
            if card in widow:
                self.hold(Choosing(widow=tuple(c for c in widow if c != card)))
                return
            widow = (*widow, card)
            if len(widow) < WIDOW_CARDS:
                self.hold(Choosing(widow=widow))
                return
            self.send(Widow(by, widow))
            return
        if model.phase is Phase.PLAY and not rnd.trick and rnd.may_declare(card):
            self.hold(Choosing(lead=card))
            return
        self.send(Play(by, card))

    @guarded
    def on_choice_tapped(self, value: int | str) -> None:
        """A one-tap choice: a bid, pass, a final bid, forty each, a marriage or not."""
        by, model = self.actor, self.model
        if by is None or model is None or model.prompt is None:
            return
        kind = model.prompt.kind
        if value == MORE:
            self.hold(Choosing(all_bids=True))
        elif kind is Phase.AUCTION:
            self.send(Pass(by) if value == PASS else Bid(by, cast(int, value)))
        elif kind is Phase.DECIDE:
            self.send(Concede(by) if value == FORTY else FinalBid(by, cast(int, value)))
        elif kind is Pending.MARRIAGE and self.choosing.lead is not None:
            self.send(Play(by, self.choosing.lead, marriage=value == MARRIAGE))

    @guarded
    def on_cancel_tapped(self) -> None:
        """Leave a half-made choice: the card stays on the pad, the widow is cleared."""
        self.hold(Choosing())

    @guarded
    def on_last_trick_tapped(self) -> None:
        """Show the last finished trick, who took it and why, and its card points."""
        tr = self.tr
        past = last_trick_of_game(self.game, tr)
        if past is None:
            self.show_trick(None, [], [])
            return
        plays = [(tc.spoken, card_face(tc.card, tr), tc.player) for tc in past.cards]
        points = tr.format(N_("{points} card points"), points=past.points)
        self.show_trick(past.number, plays, [past.why, points])
