"""The replay of a Partout game: trick by trick, the trump in force, who played what (the
lead marked), who took the trick and why, and the teams' tallies after it."""

from __future__ import annotations

from typing import cast

import flet as ft

from assistant.games.partout.kind import ID
from assistant.states import GameState
from engine.partout import Game
from views.looking_back import words
from views.partout.look import card_face
from views.partout.model import ReplayTrick, TrickCard, replay_of
from views.replay_frame import ReplayFrame, trick_row, trick_where
from views.shell import Shell


class PartoutReplayScreen(ReplayFrame[ReplayTrick]):
    """Steps through a Partout game's finished tricks with previous and next."""

    def __init__(self, shell: Shell, state: GameState, step: int = 0) -> None:
        steps = replay_of(cast(Game, state.game), words(shell))
        super().__init__(shell, state.game_id, steps, step, trick_where, self.fill, ID)

    def fill(self, step: ReplayTrick) -> list[ft.Control]:
        """The trump, the trick's cards, who took it and why, and the teams' tallies."""
        lines: list[ft.Control] = [ft.Text(step.trick.why, size=15)]
        if step.trick.locked:
            lines.append(ft.Text(step.trick.locked, size=14))
        return [
            ft.Text(step.trump, size=14),
            trick_row([self.play(tc, index == 0) for index, tc in enumerate(step.trick.cards)]),
            *lines,
            *(ft.Text(line, size=14) for line in step.tallies),
        ]

    def play(self, tc: TrickCard, lead: bool) -> ft.Control:
        """A played card, pale when locked up: a special's choice, or the card that takes."""
        face = card_face(tc.card, size=16)
        face.opacity = 0.35 if tc.locked else 1.0
        mark = tc.choice or (self.tr._("takes") if tc.takes else "")
        return self.played(tc.player, face, lead, [mark], tc.spoken)
