"""The frame of every game's replay: the trick's place in the game with previous and next,
and a body that the game fills with one trick at a time."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Generic, Protocol, TypeVar

import flet as ft

from assistant.languages import N_
from views.labelled import icon_button
from views.looking_back import READING_WIDTH, say_error, words
from views.round_words import REPLAY_DEALT, REPLAY_WHERE
from views.shell import Shell
from views.spoken import LED

S = TypeVar("S")


class Numbered(Protocol):
    """A trick as a replay names it."""

    @property
    def number(self) -> int: ...


class TrickStep(Protocol):
    """A step of a replay that holds its trick: the round, the dealer, the trick."""

    @property
    def round_no(self) -> int: ...
    @property
    def dealer(self) -> str: ...
    @property
    def trick(self) -> Numbered: ...


def trick_row(cards: list[ft.Control]) -> ft.Control:
    """A trick's cards in a row, each from ``ReplayFrame.played``."""
    return ft.Row(cards, wrap=True, spacing=8, vertical_alignment=ft.CrossAxisAlignment.START)


def trick_where(step: TrickStep) -> tuple[int, int, str]:
    """A step's round (or deal), its trick's number and the dealer."""
    return step.round_no, step.trick.number, step.dealer


class ReplayFrame(Generic[S]):
    """Steps through a game's finished tricks with previous and next (no rule decided here).

    ``where`` says a step's round, trick number and dealer, ``fill`` what the body shows of
    it under the line that names the dealer; ``kind`` is the game's record id (a round or a
    deal, in its words).
    """

    def __init__(
        self,
        shell: Shell,
        game_id: int,
        steps: Sequence[S],
        step: int,
        where: Callable[[S], tuple[int, int, str]],
        fill: Callable[[S], list[ft.Control]],
        kind: str,
    ) -> None:
        self.shell = shell
        self.kind = kind
        self.tr = tr = words(shell)
        self.game_id = game_id
        self.steps = steps
        self.where = where
        self.fill = fill
        self.index = min(max(step, 0), max(len(self.steps) - 1, 0))
        self.body = ft.Column(spacing=8)
        self.position = ft.Text(size=15, weight=ft.FontWeight.BOLD, expand=True)
        self.previous = icon_button(
            ft.Icons.CHEVRON_LEFT, tr._("Previous trick"), self.on_previous_tapped
        )
        self.next = icon_button(ft.Icons.CHEVRON_RIGHT, tr._("Next trick"), self.on_next_tapped)
        bar = ft.Row([self.previous, self.position, self.next], width=READING_WIDTH)
        self.show()
        self.view = ft.View(
            route=f"/played/{game_id}/replay",
            appbar=ft.AppBar(
                leading=shell.back_button(),
                title=ft.Text(tr.format(N_("Replay of game {game}"), game=game_id)),
            ),
            controls=[bar, ft.ListView([self.body], expand=True, width=READING_WIDTH)],
            padding=12,
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        )

    def on_previous_tapped(self, _: object) -> None:
        """One trick back."""
        self.move(-1)

    def on_next_tapped(self, _: object) -> None:
        """One trick on."""
        self.move(1)

    def move(self, by: int) -> None:
        """Show the step ``by`` away, if there is one."""
        try:
            target = self.index + by
            if 0 <= target < len(self.steps):
                self.index = target
                self.show()
                self.view.update()
        except Exception as exc:
            say_error(self.shell, exc)

    def show(self) -> None:
        """Fill the screen with the current step."""
        tr = self.tr
        if not self.steps:
            self.position.value = tr._("No trick has been played yet.")
            self.body.controls = []
            return
        step = self.steps[self.index]
        round_no, trick_no, dealer = self.where(step)
        self.position.value = REPLAY_WHERE.said(
            tr,
            self.kind,
            round=round_no,
            trick=trick_no,
            n=self.index + 1,
            total=len(self.steps),
        )
        self.previous.content.disabled = self.index == 0  # type: ignore[union-attr]
        self.next.content.disabled = self.index == len(self.steps) - 1  # type: ignore[union-attr]
        self.body.controls = [
            ft.Text(REPLAY_DEALT.said(tr, self.kind, dealer=dealer), size=13),
            *self.fill(step),
        ]

    def played(
        self, player: str, face: ft.Container, lead: bool, marks: Sequence[str], spoken: str
    ) -> ft.Control:
        """A played card under its player's name, named ``spoken`` for a screen reader; the
        card that led is framed and says so; under it what else it did (``marks``, "" for
        nothing)."""
        if lead:
            face.border = ft.Border.all(3, ft.Colors.ON_SURFACE)
        parts: list[ft.Control] = [ft.Text(player, size=13), face]
        said = [self.tr._(LED)] if lead else []
        said += [mark for mark in marks if mark]
        if said:
            parts.append(ft.Text(" · ".join(said), size=12, weight=ft.FontWeight.BOLD))
        return ft.Semantics(
            label=spoken,
            exclude_semantics=True,
            content=ft.Column(
                parts, spacing=2, tight=True, horizontal_alignment=ft.CrossAxisAlignment.CENTER
            ),
        )
