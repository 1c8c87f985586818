"""The replay of a Partout game: trick by trick, the trump in force, who played what (the
lead marked), who took the trick and why, and the teams' tallies after it."""

from __future__ import annotations

from typing import cast

import flet as ft

from assistant.languages import N_
from assistant.states import GameState
from engine.partout import Game
from views.labelled import icon_button
from views.looking_back import READING_WIDTH, words
from views.mit_list_und_tuecke.model import LED
from views.partout.look import card_face
from views.partout.model import ReplayTrick, TrickCard, replay_of
from views.shell import Shell


class PartoutReplayScreen:
    """Steps through a Partout game's finished tricks with previous and next."""

    def __init__(self, shell: Shell, state: GameState, step: int = 0) -> None:
        self.shell = shell
        self.tr = tr = words(shell)
        self.steps: list[ReplayTrick] = replay_of(cast(Game, state.game), tr)
        self.index = min(max(step, 0), max(len(self.steps) - 1, 0))
        self.body = ft.Column(spacing=8)
        self.position = ft.Text(size=15, weight=ft.FontWeight.BOLD, expand=True)
        self.previous = icon_button(
            ft.Icons.CHEVRON_LEFT, tr._("Previous trick"), lambda _: self.move(-1)
        )
        self.next = icon_button(ft.Icons.CHEVRON_RIGHT, tr._("Next trick"), lambda _: self.move(1))
        bar = ft.Row([self.previous, self.position, self.next], width=READING_WIDTH)
        self.show()
        self.view = ft.View(
            route=f"/played/{state.game_id}/replay",
            appbar=ft.AppBar(
                title=ft.Text(tr.format(N_("Replay of game {game}"), game=state.game_id))
            ),
            controls=[bar, ft.ListView([self.body], expand=True, width=READING_WIDTH)],
            padding=12,
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        )

    def move(self, by: int) -> None:
        """Show the trick ``by`` away, if there is one."""
        target = self.index + by
        if 0 <= target < len(self.steps):
            self.index = target
            self.show()
            self.view.update()

    def show(self) -> None:
        """Fill the screen with the current trick."""
        tr = self.tr
        if not self.steps:
            self.position.value = tr._("No trick has been played yet.")
            self.body.controls = []
            return
        step = self.steps[self.index]
        self.position.value = tr.format(
            N_("Round {round}, trick {trick} ({n} of {total})"),
            round=step.round_no,
            trick=step.trick.number,
            n=self.index + 1,
            total=len(self.steps),
        )
        self.previous.content.disabled = self.index == 0  # type: ignore[union-attr]
        self.next.content.disabled = self.index == len(self.steps) - 1  # type: ignore[union-attr]
        lines: list[ft.Control] = [ft.Text(step.trick.why, size=15)]
        if step.trick.locked:
            lines.append(ft.Text(step.trick.locked, size=14))
        self.body.controls = [
            ft.Text(tr.format(N_("{dealer} dealt this round."), dealer=step.dealer), size=13),
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
