"""The replay of a Tysiacha game: trick by trick, the contract and the trump in force, who
played what (the lead marked, a marriage said), who took the trick and why, and each
player's take after it."""

from __future__ import annotations

from typing import cast

import flet as ft

from assistant.languages import N_
from assistant.states import GameState
from engine.tysiacha import Game
from views.looking_back import words
from views.replay_frame import ReplayFrame
from views.shell import Shell
from views.spoken import LED
from views.tysiacha.look import card_face
from views.tysiacha.model import ReplayTrick, TrickCard, replay_of


class TysiachaReplayScreen(ReplayFrame[ReplayTrick]):
    """Steps through a Tysiacha game's finished tricks with previous and next."""

    def __init__(self, shell: Shell, state: GameState, step: int = 0) -> None:
        steps = replay_of(cast(Game, state.game), words(shell))
        super().__init__(shell, state.game_id, steps, step, where, self.fill)

    def fill(self, step: ReplayTrick) -> list[ft.Control]:
        """The contract, the trump, the trick's cards, who took it and why, the takes."""
        tr = self.tr
        return [
            ft.Text(step.contract, size=14),
            ft.Text(step.trump, size=14, weight=ft.FontWeight.W_600),
            ft.Row(
                [self.play(tc, index == 0) for index, tc in enumerate(step.trick.cards)],
                wrap=True,
                spacing=8,
                vertical_alignment=ft.CrossAxisAlignment.START,
            ),
            ft.Text(step.trick.why, size=15),
            ft.Text(tr.format(N_("{points} card points"), points=step.trick.points), size=14),
            ft.Text(" · ".join(step.takes), size=14),
        ]

    def play(self, tc: TrickCard, lead: bool) -> ft.Control:
        """A played card under its player's name; the card that led is framed and says so."""
        face = card_face(tc.card, self.tr, size=16)
        if lead:
            face.border = ft.Border.all(3, ft.Colors.ON_SURFACE)
        parts: list[ft.Control] = [ft.Text(tc.player, size=13), face]
        marks = [self.tr._(LED)] if lead else []
        if tc.marriage:
            marks.append(self.tr._("marriage"))
        if tc.takes:
            marks.append(self.tr._("takes"))
        if marks:
            parts.append(ft.Text(" · ".join(marks), size=12, weight=ft.FontWeight.BOLD))
        return ft.Semantics(
            label=tc.spoken,
            exclude_semantics=True,
            content=ft.Column(
                parts, spacing=2, tight=True, horizontal_alignment=ft.CrossAxisAlignment.CENTER
            ),
        )


def where(step: ReplayTrick) -> tuple[int, int, str]:
    """A trick's deal, number and dealer."""
    return step.round_no, step.trick.number, step.dealer
