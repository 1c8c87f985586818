"""The replay of a Homme de Brou game: trick by trick, the trumps and the declarations, who
played what (the lead marked), who took the trick and why, the rencontres it held, and each
side's deal after it."""

from __future__ import annotations

from typing import cast

import flet as ft

from assistant.games.homme_de_brou.kind import ID
from assistant.languages import N_
from assistant.states import GameState
from engine.homme_de_brou import Game
from views.homme_de_brou.look import card_face
from views.homme_de_brou.model import ReplayTrick, TrickCard, replay_of
from views.looking_back import words
from views.replay_frame import ReplayFrame, trick_row, trick_where
from views.shell import Shell


class HommeDeBrouReplayScreen(ReplayFrame[ReplayTrick]):
    """Steps through a Homme de Brou game's finished tricks with previous and next."""

    def __init__(self, shell: Shell, state: GameState, step: int = 0) -> None:
        steps = replay_of(cast(Game, state.game), words(shell))
        super().__init__(shell, state.game_id, steps, step, trick_where, self.fill, ID)

    def fill(self, step: ReplayTrick) -> list[ft.Control]:
        """The trumps, the declarations, the trick's cards, who took it and why, the
        rencontres, the sides' deals."""
        tr = self.tr
        parts: list[ft.Control] = [ft.Text(step.trump, size=14, weight=ft.FontWeight.W_600)]
        if step.declared:
            parts.append(ft.Text(step.declared, size=13))
        parts += [
            trick_row([self.play(tc, index == 0) for index, tc in enumerate(step.trick.cards)]),
            ft.Text(step.trick.why, size=15),
            *(ft.Text(r, size=14, weight=ft.FontWeight.W_600) for r in step.trick.rencontres),
            ft.Text(tr.format(N_("{points} card points"), points=step.trick.points), size=14),
            ft.Text(" · ".join(step.sides), size=14),
        ]
        return parts

    def play(self, tc: TrickCard, lead: bool) -> ft.Control:
        """A played card: the card that takes says so."""
        marks = [self.tr._("takes") if tc.takes else ""]
        return self.played(tc.player, card_face(tc.card, self.tr, size=16), lead, marks, tc.spoken)
