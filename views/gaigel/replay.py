"""The replay of a Gaigel sitting: trick by trick, the trump, the cards (card by card) or
the taker and counters (by announcements), the marriages shown, and each side's points
after the trick."""

from __future__ import annotations

from typing import cast

import flet as ft

from assistant.games.gaigel.kind import ID
from assistant.states import GameState
from engine.gaigel import Game
from views.gaigel.look import card_face
from views.gaigel.model import ReplayTrick, TrickCard, replay_of
from views.looking_back import words
from views.replay_frame import ReplayFrame, trick_row
from views.shell import Shell


class GaigelReplayScreen(ReplayFrame[ReplayTrick]):
    """Steps through a Gaigel sitting's finished tricks with previous and next."""

    def __init__(self, shell: Shell, state: GameState, step: int = 0) -> None:
        steps = replay_of(cast(Game, state.game), words(shell))
        super().__init__(shell, state.game_id, steps, step, where, self.fill, ID)

    def fill(self, step: ReplayTrick) -> list[ft.Control]:
        """The trump, the cards, who took the trick, the marriages, the sides' points."""
        parts: list[ft.Control] = [ft.Text(step.trump, size=14, weight=ft.FontWeight.W_600)]
        if step.cards:
            parts.append(
                trick_row([self.play(tc, index == 0) for index, tc in enumerate(step.cards)])
            )
        parts.append(ft.Text(step.taken, size=15))
        parts += [ft.Text(line, size=14) for line in step.marriages]
        parts.append(ft.Text(step.points, size=14))
        return parts

    def play(self, tc: TrickCard, lead: bool) -> ft.Control:
        """A played card: a marriage shown with it, the card that takes."""
        marks = [
            self.tr._("marriage") if tc.marriage else "",
            self.tr._("takes") if tc.takes else "",
        ]
        return self.played(tc.player, card_face(tc.card, self.tr, size=16), lead, marks, tc.spoken)


def where(step: ReplayTrick) -> tuple[int, int, str]:
    """A trick's deal, number and dealer."""
    return step.round_no, step.number, step.dealer
