"""The replay of a Partout game: trick by trick, the trump in force, who played what (the
lead marked), who took the trick and why, and the teams' tallies after it."""

from __future__ import annotations

from typing import cast

import flet as ft

from assistant.states import GameState
from engine.partout import Game
from views.looking_back import words
from views.partout.look import card_face
from views.partout.model import ReplayTrick, TrickCard, replay_of
from views.replay_frame import ReplayFrame
from views.shell import Shell
from views.spoken import LED


class PartoutReplayScreen(ReplayFrame[ReplayTrick]):
    """Steps through a Partout game's finished tricks with previous and next."""

    def __init__(self, shell: Shell, state: GameState, step: int = 0) -> None:
        steps = replay_of(cast(Game, state.game), words(shell))
        super().__init__(shell, state.game_id, steps, step, where, self.fill)

    def fill(self, step: ReplayTrick) -> list[ft.Control]:
        """The trump, the trick's cards, who took it and why, and the teams' tallies."""
        lines: list[ft.Control] = [ft.Text(step.trick.why, size=15)]
        if step.trick.locked:
            lines.append(ft.Text(step.trick.locked, size=14))
        return [
            ft.Text(step.trump, size=14),
            ft.Row(
                [self.play(tc, index == 0) for index, tc in enumerate(step.trick.cards)],
                wrap=True,
                spacing=8,
                vertical_alignment=ft.CrossAxisAlignment.START,
            ),
            *lines,
            *(ft.Text(line, size=14) for line in step.tallies),
        ]

    def play(self, tc: TrickCard, lead: bool) -> ft.Control:
        """A played card under its player's name; the card that led is framed and says so."""
        face = card_face(tc.card, size=16)
        face.opacity = 0.35 if tc.locked else 1.0
        if lead:
            face.border = ft.Border.all(3, ft.Colors.ON_SURFACE)
        parts: list[ft.Control] = [ft.Text(tc.player, size=13), face]
        caption = tc.choice or (self.tr._("takes") if tc.takes else "")
        if lead:
            caption = self.tr._(LED) + (f" · {caption}" if caption else "")
        if caption:
            parts.append(ft.Text(caption, size=12, weight=ft.FontWeight.BOLD))
        return ft.Semantics(
            label=tc.spoken,
            exclude_semantics=True,
            content=ft.Column(
                parts, spacing=2, tight=True, horizontal_alignment=ft.CrossAxisAlignment.CENTER
            ),
        )


def where(step: ReplayTrick) -> tuple[int, int, str]:
    """A trick's round, number and dealer."""
    return step.round_no, step.trick.number, step.dealer
