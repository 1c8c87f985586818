"""The replay of a Tysiacha game: trick by trick, the contract and the trump in force, who
played what (the lead marked, a marriage said), who took the trick and why, and each
player's take after it."""

from __future__ import annotations

from typing import cast

import flet as ft

from assistant.games.tysiacha.kind import ID
from assistant.languages import N_
from assistant.states import GameState
from engine.tysiacha import Game
from views.looking_back import words
from views.replay_frame import ReplayFrame, trick_row, trick_where
from views.shell import Shell
from views.tysiacha.look import card_face
from views.tysiacha.model import ReplayTrick, TrickCard, replay_of


class TysiachaReplayScreen(ReplayFrame[ReplayTrick]):
    """Steps through a Tysiacha game's finished tricks with previous and next."""

    def __init__(self, shell: Shell, state: GameState, step: int = 0) -> None:
        steps = replay_of(cast(Game, state.game), words(shell))
        super().__init__(shell, state.game_id, steps, step, trick_where, self.fill, ID)

    def fill(self, step: ReplayTrick) -> list[ft.Control]:
        """The contract, the trump, the trick's cards, who took it and why, the takes."""
        tr = self.tr
        return [
            ft.Text(step.contract, size=14),
            ft.Text(step.trump, size=14, weight=ft.FontWeight.W_600),
            trick_row([self.play(tc, index == 0) for index, tc in enumerate(step.trick.cards)]),
            ft.Text(step.trick.why, size=15),
            ft.Text(tr.format(N_("{points} card points"), points=step.trick.points), size=14),
            ft.Text(" · ".join(step.takes), size=14),
        ]

    def play(self, tc: TrickCard, lead: bool) -> ft.Control:
        """A played card: a marriage declared with it, the card that takes."""
        marks = [
            self.tr._("marriage") if tc.marriage else "",
            self.tr._("takes") if tc.takes else "",
        ]
        return self.played(tc.player, card_face(tc.card, self.tr, size=16), lead, marks, tc.spoken)
