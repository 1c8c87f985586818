"""The replay of a Homme de Brou game: trick by trick, the trumps and the declarations, who
played what (the lead marked), who took the trick and why, the rencontres it held, and each
side's deal after it."""

from __future__ import annotations

from typing import cast

import flet as ft

from assistant.languages import N_
from assistant.states import GameState
from engine.homme_de_brou import Game
from views.homme_de_brou.look import card_face
from views.homme_de_brou.model import ReplayTrick, TrickCard, replay_of
from views.looking_back import words
from views.replay_frame import ReplayFrame
from views.shell import Shell
from views.spoken import LED


class HommeDeBrouReplayScreen(ReplayFrame[ReplayTrick]):
    """Steps through a Homme de Brou game's finished tricks with previous and next."""

    def __init__(self, shell: Shell, state: GameState, step: int = 0) -> None:
        steps = replay_of(cast(Game, state.game), words(shell))
        super().__init__(shell, state.game_id, steps, step, where, self.fill)

    def fill(self, step: ReplayTrick) -> list[ft.Control]:
        """The trumps, the declarations, the trick's cards, who took it and why, the
        rencontres, the sides' deals."""
        tr = self.tr
        parts: list[ft.Control] = [ft.Text(step.trump, size=14, weight=ft.FontWeight.W_600)]
        if step.declared:
            parts.append(ft.Text(step.declared, size=13))
        parts += [
            ft.Row(
                [self.play(tc, index == 0) for index, tc in enumerate(step.trick.cards)],
                wrap=True,
                spacing=8,
                vertical_alignment=ft.CrossAxisAlignment.START,
            ),
            ft.Text(step.trick.why, size=15),
            *(ft.Text(r, size=14, weight=ft.FontWeight.W_600) for r in step.trick.rencontres),
            ft.Text(tr.format(N_("{points} card points"), points=step.trick.points), size=14),
            ft.Text(" · ".join(step.sides), size=14),
        ]
        return parts

    def play(self, tc: TrickCard, lead: bool) -> ft.Control:
        """A played card under its player's name; the card that led is framed and says so."""
        face = card_face(tc.card, self.tr, size=16)
        if lead:
            face.border = ft.Border.all(3, ft.Colors.ON_SURFACE)
        parts: list[ft.Control] = [ft.Text(tc.player, size=13), face]
        marks = [self.tr._(LED)] if lead else []
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
